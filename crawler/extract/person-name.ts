/**
 * Recognising a person's name on a page: headings, titles, link texts and the subject of an
 * obituary's first sentence ("James R. Miller, 84, of Springfield, passed away ...").
 */
import { defaultNameLexicon, type NameLexicon } from '../../core/names/lexicon.js';
import { normalizeNamePart } from '../../core/names/normalize.js';
import {
  cleanNameText,
  GIVEN_NAMES_AFTER_A_DASH,
  LATE_SPOUSE_IN_NAME,
  withAliasAsNickname,
} from '../../core/names/parse.js';
import { SURNAME_PARTICLES } from '../../core/names/particles.js';
import { escapeRegExp } from '../../core/regexp.js';
import { keepAnswers, keepAnswersFor } from '../../core/kept-answers.js';
import { RELATIONSHIP_WORDS } from './kinship.js';

/** Words of a firm named for its founder: "Whitaker Hardware", "Cole Motors", "Davis Plumbing". */
const FIRM_WORDS = [
  'hardware',
  'bakery',
  'restaurant',
  'cafe',
  'tavern',
  'diner',
  'grill',
  'motors',
  'pharmacy',
  'grocery',
  'lumber',
  'plumbing',
  'roofing',
  'realty',
  'insurance',
  'construction',
  'builders',
  'corporation',
  'corp',
  'supply',
  'dairy',
  'garage',
  'salon',
  'hotel',
  'jewelers',
];

/** The words of `NOTICE_MANNER`, here because `NOT_NAME_WORDS` takes them too. */
const NOTICE_MANNER_WORDS = ['peacefully', 'suddenly', 'unexpectedly', 'tragically', 'quietly'];
/**
 * How a notice may open, set off before the name: "Peacefully, John Whitaker, 84, ...", "Sadly, ...",
 * and the answer to a question headline: "Is John Whitaker dead?" / "Yes, John Whitaker, 84, ...".
 */
const MANNER_BEFORE_NAME = [...NOTICE_MANNER_WORDS, 'sadly', 'gently', 'yes'];

/** Words that never appear in a person's name but do in page headings and navigation. */
const NOT_NAME_WORDS = new Set([
  // "Peacefully, John Whitaker" is no family name Peacefully.
  ...MANNER_BEFORE_NAME,
  'obituary',
  'obituaries',
  'obits',
  'funeral',
  'funerals',
  'homes',
  'services',
  'service',
  'recent',
  'about',
  'us',
  'contact',
  'flowers',
  'flower',
  'send',
  'plan',
  'planning',
  'pre-planning',
  'preplanning',
  'grief',
  'support',
  'chapel',
  'chapels',
  // A Spanish site's or section's words: "Noticias de Peoria", "Esquelas del Día", "Ciudad de Peoria".
  'noticias',
  'esquelas',
  'esquela',
  'obituarios',
  'obituario',
  'funeraria',
  'avisos',
  'ciudad',
  'condado',
  'comunidad',
  'cremation',
  'cremations',
  'memorials',
  'search',
  'results',
  'news',
  'welcome',
  // A remembrance's heading: "Happy Heavenly Birthday", "Anniversary Remembrance".
  'birthday',
  'anniversary',
  'heavenly',
  'our',
  'staff',
  'location',
  'locations',
  'resources',
  'tributes',
  'condolences',
  'guestbook',
  'store',
  'shop',
  'events',
  'newsletter',
  'privacy',
  'policy',
  'terms',
  'login',
  'menu',
  'careers',
  'history',
  'team',
  'directions',
  'gallery',
  'photos',
  'videos',
  'video',
  'merchandise',
  'pricing',
  'prices',
  'faq',
  'faqs',
  'blog',
  'sympathy',
  'gifts',
  'gift',
  'arrangements',
  'mortuary',
  'cemetery',
  'cemeteries',
  'veterans',
  'benefits',
  'notices',
  'notice',
  'death',
  'deaths',
  'local',
  'view',
  'read',
  // The answer to a question the headline asks: "Did John Whitaker die? No. John Whitaker ...".
  'no',
  'more',
  'next',
  'previous',
  'older',
  'newer',
  'sign',
  'share',
  'print',
  'email',
  'subscribe',
  'archive',
  'archives',
  'listing',
  'listings',
  'all',
  'and',
  'the',
  'after',
  'before',
  'since',
  'during',
  'while',
  'then',
  'later',
  'there',
  'this',
  'that',
  'these',
  'those',
  'it',
  'of',
  'for',
  'in',
  'to',
  'with',
  'at',
  'by',
  'a',
  'an',
  'what',
  'how',
  'why',
  'when',
  'where',
  'who',
  'your',
  'you',
  'my',
  'we',
  'is',
  'are',
  'was',
  'has',
  'have',
  'inc',
  'llc',
  'company',
  'sports',
  'opinion',
  'weather',
  'classifieds',
  'calendar',
  'community',
  'business',
  'entertainment',
  'lifestyle',
  'today',
  'gazette',
  'times',
  'tribune',
  'herald',
  'journal',
  'courier',
  'register',
  'sentinel',
  'online',
  'website',
  'site',
  'family',
  'families',
  'caring',
  'memorial',
  'tribute',
  'celebration',
  'celebrations',
  'officiant',
  'livestream',
  'webcast',
  'donate',
  'donations',
  'map',
  'burial',
  'burials',
  'headstones',
  'monuments',
  'urns',
  'caskets',
  'forms',
  'florist',
  'florists',
  'lilies',
  'roses',
  'bouquet',
  'arrangement',
  'plants',
  'wreath',
  'wreaths',
  'spray',
  'bereavement',
  'aftercare',
  'on',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'testimonials',
  'reviews',
  ...FIRM_WORDS,
]);

const SUFFIX = /^(?:jr|sr|ii|iii|iv|v|2nd|3rd|md|phd|dds|esq|ret)\.?$/i;

/** Most words a name heading can have (titles, three given names, nickname, maiden, surname, suffix). */
const MAX_NAME_WORDS = 8;

/** Page words that some table lists as surnames but that in a heading always mean the business. */
const NEVER_SURNAMES =
  /^(?:obituar(?:y|ies)|obits?|funerals?|homes?|services?|cremations?|mortuary|cemeter(?:y|ies)|memorials?|tributes?|notices?|news|guestbook|condolences|chapels?)$/i;

/**
 * Surnames that are also page words (Flowers, More, Store): after a known given name the word is
 * the family name ("Carol Linda Flowers", "Jeanette B. More (née Reed)"), never in "Send Flowers".
 */
function isWordSurname(word: string, first: string, lexicon: NameLexicon | undefined): boolean {
  if (!/^\p{Lu}\p{Ll}/u.test(word) || !/^\p{Lu}/u.test(first)) return false;
  if (NEVER_SURNAMES.test(word)) return false;
  const names = lexicon?.loaded ? lexicon : defaultNameLexicon();
  return names.loaded && names.isSurname(word) && names.isGivenName(first);
}

/** Shape test for a person's name (after heading decoration is stripped). */
export function looksLikePersonName(text: string, lexicon?: NameLexicon): boolean {
  // The same link texts and headings recur on every page of a site: answers are kept per lexicon.
  return lexicon ? shapesKept(text, lexicon) : shapesWithoutLexicon(text);
}

/** `personNameShape`'s answers, kept for each lexicon (one per process in practice) and without one. */
const shapesKept = keepAnswersFor((text: string, lexicon: NameLexicon) => personNameShape(text, lexicon));
const shapesWithoutLexicon = keepAnswers((text) => personNameShape(text, undefined));

/** What `looksLikePersonName` works out afresh. */
function personNameShape(text: string, lexicon: NameLexicon | undefined): boolean {
  // A court or police headline, cut at its age, is no name: "John Whitaker, 45, charged after man dies".
  if (BLAME.test(text)) return false;
  const cleaned = cleanNameText(text);
  if (cleaned.length < 4 || cleaned.length > 80) return false;
  if (/[@/\\:;!?#$%*=+<>{}[\]|]|https?|www\./i.test(cleaned)) return false;
  const words = cleaned
    .replace(/["“”]([^"“”]*)["“”]/g, ' $1 ')
    // "Mary Whitaker (formerly Mary Cole)", "(born Cole)": a former name in brackets.
    .replace(/\(\s*(?:formerly|born)\s+/gi, '(')
    .replace(/[(),]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length < 2 || words.length > MAX_NAME_WORDS) return false;
  let capitalised = 0;
  for (const [i, w] of words.entries()) {
    // A capital initial ("A.", "I") is a middle initial, not the article or pronoun it spells.
    if (/^\p{Lu}\.?$/u.test(w)) {
      capitalised++;
      continue;
    }
    const bare = w.replace(/[.'’]+$/, '').toLowerCase();
    if (NOT_NAME_WORDS.has(bare) && !(i > 0 && isWordSurname(w, words[0]!, lexicon))) return false;
    if (/\d/.test(w) && !SUFFIX.test(w)) return false;
    if (/^\p{Lu}/u.test(w)) capitalised++;
    else if (!SURNAME_PARTICLES.has(bare) && !/^n[ée]e$/.test(bare) && !/^'/.test(w)) return false;
  }
  if (capitalised < 2) return false;
  if (lexicon?.loaded) {
    const plain = words.filter((w) => !SUFFIX.test(w) && !/^\p{L}\.?$/u.test(w));
    const first = plain[0] ?? '';
    const last = plain[plain.length - 1] ?? '';
    // Either end known is enough: rare given names and rare surnames both occur.
    if (!lexicon.isGivenName(first) && !lexicon.isSurname(last) && !lexicon.isGivenName(plain[1] ?? '')) {
      return false;
    }
  }
  return true;
}

/** A name's shape: two to five capitalised words (initials, quoted or bracketed nicknames among them). */
export const NAME_SHAPE = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:["“(]?\p{Lu}[\p{L}'’.-]*["”)]?)){1,4}$/u;

/**
 * A name the shape test refuses for a word it holds ("Thomas Michael Homes": Homes is also a page
 * word), taken by its shape and a given name the tables know. Only where a second place on the page
 * names the same person, or a sentence reports that person's death.
 */
export function nameWithKnownGiven(text: string, lexicon: NameLexicon): boolean {
  const t = text.trim();
  const words = t.split(/\s+/);
  return (
    NAME_SHAPE.test(t) &&
    lexicon.isGivenName(words[0]!) &&
    !words.some((w) => FIRM_WORDS.includes(w.toLowerCase()))
  );
}

/** A word before a relationship in an apposition: "Mary Whitaker, infant daughter of John and Ann". */
const KIN_ADJECTIVE =
  '(?:infant|newborn|only|eldest|oldest|youngest|younger|older|elder|twin|adopted|cherished|dear|dearest)';
/**
 * Where the subject of an opening sentence ends: at the age, the "of City", a relationship to someone
 * ("Edna Whitaker, mother of Mayor John Whitaker, died", "Mary Whitaker, infant daughter of John and
 * Ann Whitaker, died"), a school's class year ("John Whitaker '60", "John Whitaker, Class of 1960"),
 * or the death verb, in a Spanish-language notice too ("John Whitaker, de 84 años, de Peoria,
 * falleció"), or where a paid notice's date or manner follows its name ("WHITAKER--John R. On November
 * 18, 2026", "WHITAKER John Robert Peacefully at home on ...").
 */
const SUBJECT_END = new RegExp(
  String.raw`,\s*(?:age\s+)?\d{1,3}\b|,\s*(?:a|an|the|beloved|loving|devoted|formerly|late|born|(?:also\s+|better\s+|affectionately\s+|lovingly\s+)?known|nicknamed)\b|\s+['’]\d{2}\b|,\s*[Cc]lass\s+of\b|,\s*(?:${KIN_ADJECTIVE}\s+)?(?:${RELATIONSHIP_WORDS.map(escapeRegExp).join('|')})\s+of\b|,?\s+(?:of|from)\s+\p{Lu}|,\s*de\s+(?:\d{1,3}\b|\p{Lu})|,?\s+(?:el\s+\d|en\s+\p{Lu})|\s+(?:On|Peacefully|Suddenly|Unexpectedly|Tragically|Quietly)\b|\s+(?:falleci[oó]|muri[oó]|pas[oó]\s+a\s+mejor|nos\s+dej[oó]|se\s+nos\s+adelant[oó]|entreg[oó]\s+su\s+alma|fue\s+llamad[oa]\s+a\s+la\s+presencia)|,?\s+(?:age[d]?\s+\d|passed|past|pasted|died|went|entered|departed|was\s+(?:called|born|a|an|the)|peacefully|suddenly|unexpectedly|quietly|lost|left|gained|earned|slipped|fell|transitioned|surrounded|beloved|loving|devoted|who|is|will|has\s+been)`,
  'u',
);

/** A date written day first: "18 November 2026, ", "the 18th of November, 2026, ". */
const DAY_FIRST = '(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?\\p{Lu}\\p{Ll}+,?\\s+\\d{4},?\\s+';

/**
 * A date phrase that opens a sentence before its subject: "On March 3, 2026,", "On Tuesday,",
 * "Early Sunday morning,", "On Tuesday, Feb. 3,", "On 3/3/2026,", "On Tuesday 18th November 2026,".
 */
const LEADING_DATE = new RegExp(
  '^(?:(?:early|late)\\s+)?(?:on\\s+)?(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\\s+(?:morning|afternoon|evening|night))?,?\\s+' +
    '(?:\\p{Lu}\\p{Ll}+\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+(?:\\d{4},?\\s+)?|' +
    DAY_FIRST +
    ')?' +
    '|\\p{Lu}\\p{Ll}+\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4},?\\s+|' +
    DAY_FIRST +
    '|\\d{1,2}/\\d{1,2}/\\d{2,4},?\\s+|\\d{4}-\\d{2}-\\d{2},?\\s+)',
  'iu',
);

/**
 * A funeral notice's opening: the rites held for a named person ("Funeral services for John
 * Whitaker, 84, of Peoria, will be at 10 a.m. Saturday", "Visitation for Mary Jones will be ...", "A
 * Mass of Christian Burial for ...", "Funeral arrangements are pending for ..."; arrangements made
 * for anything else are none). Its dates are the rites', never the death's.
 */
export const RITES_FOR =
  /^(?:(?:funeral\s+arrangements\s+(?:are|were|remain)\s+(?:pending|incomplete|being\s+(?:made|handled|completed))|arrangements\s+(?:are|remain)\s+(?:pending|incomplete))\s+(?:(?:at|by|with)\s+[^,.;]{2,60}?\s+)?for\s+(?:the\s+late\s+)?|(?:(?:a|the)\s+)?(?:(?:funeral|memorial|graveside|burial|committal|private|celebration[\s-]+of[\s-]+life)\s+)?(?:services?|mass|rites|visitation|mass\s+of\s+christian\s+burial|celebration[\s-]+of[\s-]+life)\s+(?:(?:was|were|will\s+be|are|is)\s+(?:being\s+)?held\s+(?:(?:[^.;]|\b(?:[ap]\.m\.|St\.|Mt\.|Ft\.|Rev\.|Dr\.|Msgr\.|Fr\.)){0,60}?\s)?)?(?:for|honoring)\s+(?:the\s+late\s+)?)/i;
/**
 * A remembrance notice's opening before the name: "In loving memory of John Whitaker, who passed away
 * ...". A bare "In memory of Mary Cole, who died in 2020, John Whitaker ran ..." dedicates another
 * person's deed, and is no remembrance.
 */
const IN_MEMORY_OF =
  /^in\s+(?:loving|fond|cherished|treasured)\s+(?:memory|remembrance)\s+of\s+(?:the\s+late\s+)?/i;
/**
 * A family's announcement or a congregation's prayer before the name: "It is with heavy hearts that we
 * announce that " (John Whitaker passed away), "We are sad to share that ", "Prayers for the family of ".
 */
const ANNOUNCED_THAT =
  /^(?:(?:it\s+is\s+with\s+[^,.;]{1,60}?\s+that\s+)?we\s+(?:[a-z]+\s+){0,4}?(?:announce|share)\s+that\s+|prayers\s+for\s+the\s+family\s+of\s+)/i;

/** A state as a dateline writes it after the town, in the wire services' style: "Ill.", "N.Y.", "Iowa". */
const DATELINE_STATE = String.raw`(?:(?:Ala|Ariz|Ark|Calif|Colo|Conn|Del|Fla|Ga|Ill|Ind|Kan|Kans|Ky|La|Md|Mass|Mich|Minn|Miss|Mo|Mont|Neb|Nev|N\.H|N\.J|N\.M|N\.Y|N\.C|N\.D|Okla|Ore|Pa|R\.I|S\.C|S\.D|Tenn|Vt|Va|Wash|W\.Va|Wis|Wyo)\.|Alaska|Hawaii|Idaho|Iowa|Maine|Ohio|Texas|Utah)`;

/**
 * A wire, news or notice dateline before a lede: "SPRINGFIELD —", "PEORIA, Ill. (AP) —", "CHICAGO --
 * ", "EL PASO — ", "Peoria, Ill. —". The town is written in capitals, a state may follow as written;
 * a town written as a name must have its state ("John Whitaker — teacher, coach — died" is no dateline).
 * A family name before given names alone is a paid notice's inverted name ("WHITAKER - John R., 84, of
 * Peoria, passed away", `GIVEN_NAMES_AFTER_A_DASH`), no dateline.
 */
export const DATELINE = new RegExp(
  String.raw`^(?:\p{Lu}[\p{Lu}\s.'-]*\p{Lu}(?:,\s*[\p{L}.\s]{2,20}?)?|\p{Lu}[\p{Ll}'-]+(?:\s+\p{Lu}[\p{Ll}'-]+){0,2},\s*${DATELINE_STATE})\s*(?:\([^)]{1,20}\)\s*)?(?:—|–|--?)\s+(?!${GIVEN_NAMES_AFTER_A_DASH})`,
  'u',
);

/**
 * The dateline `text` opens with (`DATELINE`): its length, and whether what reads as one is the family
 * name opening a paid notice of the person named `surname` ("WHITAKER - John R. November 18, 2026, age
 * 84, of Peoria"); null when there is none.
 */
function datelineOf(text: string, surname: string): { length: number; familyName: boolean } | null {
  const dateline = DATELINE.exec(text);
  if (!dateline) return null;
  // Up to its comma: "WHITAKER, John R. - 84, of Peoria" is a family name and given names, not a
  // town and its state.
  const town = dateline[0]
    .replace(/(?:—|–|--?)\s+$/, '')
    .split(',')[0]!
    .trim();
  return { length: dateline[0].length, familyName: normalizeNamePart(town) === normalizeNamePart(surname) };
}

/** `text` without its dateline, unless what reads as one is the family name of `surname` (`datelineOf`). */
export function withoutDateline(text: string, surname: string): string {
  const dateline = datelineOf(text, surname);
  return dateline && !dateline.familyName ? text.slice(dateline.length) : text;
}

/** Whether `text` opens with the family name of `surname` where a dateline would stand (`datelineOf`). */
export function opensWithTheFamilyName(text: string, surname: string): boolean {
  return datelineOf(text, surname)?.familyName === true;
}

/** A page's label before a sentence of another item: "Also today: Mary Cole, 90, died ...". */
const LABEL_BEFORE =
  /^(?:also(?:\s+today)?|more|related|see\s+also|update(?:d)?|correction|editor['’]s\s+note|in\s+(?:other\s+)?(?:the\s+)?news|elsewhere|previously)\s*:\s+/i;

/**
 * The nouns a news story names a person by before police or a coroner give the name: "the victim",
 * "the man", "the driver".
 */
export const STORY_NOUN = String.raw`(?:man|woman|boy|girl|person|victim|driver|passenger|pedestrian|motorist|cyclist|bicyclist|motorcyclist|hiker|jogger|swimmer|boater|hunter|occupant|resident|homeowner|worker|teen|teenager)`;

/**
 * Up to three words before a story's noun, the last of them a town whose state may be set off after it:
 * "Peoria ", "missing Peoria ", "Springfield, Ohio, ", "St. Louis, Mo., " (man).
 */
export const WORDS_BEFORE_STORY_NOUN = String.raw`(?:[\p{L}\d'’.-]+(?:,\s+\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)?,)?\s+){0,3}`;

/** A Spanish story's noun for a person, as a story names the dead by it. */
export const SPANISH_PERSON_NOUN = String.raw`(?:hombre|mujer|conductora?|v[ií]ctima|pasajer[oa]|peat[oó]n|motociclista|ciclista|niñ[oa]|joven|adolescente|ancian[oa]|trabajadora?|persona)`;

/**
 * A story's noun a sentence opens with, the name set off after it: "A Peoria man, " (John Whitaker),
 * "Police said a Peoria man, " (45-year-old John Whitaker), "A Springfield, Ohio, man, "; in Spanish,
 * the town after the noun: "Un hombre de Peoria, " (Juan López), "Un motociclista, ".
 */
const NOUN_BEFORE_NAME = new RegExp(
  String.raw`^(?:(?:(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}(?:say|says|said|report|reports|reported)\s+(?:that\s+)?)?(?:[Aa]n?|[Tt]he)\s+${WORDS_BEFORE_STORY_NOUN}${STORY_NOUN}|(?:[Uu]na?|[Ee]l|[Ll]a)\s+${SPANISH_PERSON_NOUN}(?:\s+de\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})?),\s+(?=(?:\d{1,3}-year-old\s+)?\p{Lu})`,
  'u',
);

/**
 * A sentence without the story's noun it opens with before the name set off after it: "A Peoria man,
 * 45-year-old John Whitaker, died" -> "45-year-old John Whitaker, died". Any other sentence as it is.
 */
export function withoutNounBeforeName(sentence: string): string {
  return sentence.replace(NOUN_BEFORE_NAME, '');
}

/**
 * The family a sentence names the person by, as it tells the death by a pronoun or a clause of the
 * name's: "The family of John Whitaker mourns his death on ...", "It is with heavy hearts that the
 * family of John Whitaker announces his passing ...", "The family of Mary Whitaker, who died Nov. 18,
 * 2026, thanks ...", a card of thanks's "The family of John Whitaker thanks everyone for the cards,
 * flowers and food after his death on ...". The name is the group.
 */
const FAMILY_OF_THE_DEATH =
  /\b[Tt]he\s+family\s+of\s+((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)(?:,\s*\d{1,3})?(?:,?\s+(?:of|from)\s+[^,;]{1,40})?(?:,?\s+[^.;]{0,100}?\b(?:his|her)\s+(?:(?:untimely|sudden|unexpected|peaceful)\s+)?(?:passing|death)\b|,\s+who\s+(?:died|passed\s+away)\b)/u;

/**
 * The name at the start of an obituary's opening sentence, or null when it does not start with one.
 * A dateline before it is not the name: "EL PASO — Betty L. Harms, 90, ..." is Betty's; nor is a
 * label ("Also today: Mary Cole, 90, died ..." is Mary's), nor a story's noun the name is set off
 * after ("A Peoria man, John Whitaker, 45, died ..." is John's).
 */
export function sentenceSubject(sentence: string): string | null {
  let s = sentence.trim().replace(DATELINE, '').replace(LABEL_BEFORE, '');
  const family = FAMILY_OF_THE_DEATH.exec(s)?.[1];
  if (family) return withoutDescription(family);
  // "On March 3, 2026, John Smith passed away" and "It is with sadness ... the passing of John Smith".
  // "The body of John Whitaker was found", "Police found the body of John Whitaker".
  const passingOf =
    /\b(?:(?:passing|death|loss|life)\s+of|(?:fallecimiento|muerte)\s+de)\s+(?:(?:our|my|their)\s+[a-z\s-]+?,\s*)?/i.exec(
      s,
    ) ?? /\b[Tt]he\s+(?:lifeless\s+)?(?:body|remains)\s+of\s+(?=[A-Z])/.exec(s);
  if (passingOf && passingOf.index < 120 && !BLAME.test(s.slice(0, passingOf.index)))
    s = s.slice(passingOf.index + passingOf[0].length);
  else {
    s = s
      .replace(LEADING_MANNER, '')
      .replace(LEADING_DATE, '')
      .replace(WRITERS_RELATIVE, '')
      .replace(LEADING_CIRCUMSTANCE, '')
      .replace(LEADING_DESCRIPTION, '');
    // "Services for John Whitaker, 84, ...", "In loving memory of John Whitaker, who passed away ...",
    // "We are sad to announce that John Whitaker passed away".
    s = s.replace(RITES_FOR, '').replace(IN_MEMORY_OF, '').replace(ANNOUNCED_THAT, '');
    // "In loving memory of our dad, John Whitaker, who passed away ...": the writers' relative again.
    s = s.replace(WRITERS_RELATIVE, '');
    // "En Peoria falleció Juan Pérez": a Spanish sentence's place and verb before its subject.
    s = s.replace(SPANISH_PLACE_AND_VERB, '');
    // A notice the person wrote: "I, John Whitaker, passed away Nov. 18, 2026".
    s = s.replace(/^I,\s+(?=\p{Lu})/u, '');
    // "A Peoria man, John Whitaker, 45, died": the person the noun names.
    s = withoutNounBeforeName(s).replace(/^\d{1,3}-year-old\s+(?=\p{Lu})/u, '');
  }
  // "Mary (the late Tom) Whitaker, 84, ...": her late husband's name is not a description before hers.
  s = s.replace(LATE_SPOUSE_IN_NAME, '').replace(/\s{2,}/g, ' ');
  // "John Whitaker, also known as Jack, 84, ...": the alias is the nickname, not a description.
  s = withAliasAsNickname(s);
  // "John Whitaker, founder of Whitaker Hardware, died", "Juan López, fundador de la tienda, murió": a
  // name, then a description set off with no article.
  const described = NAME_THEN_DESCRIPTION.exec(s);
  const found = SUBJECT_END.exec(s);
  const end =
    described && (!found || found.index > described[1]!.length) ? described[1]!.length : found?.index;
  if (end === undefined || end < 3) return null;
  const subject = withoutDescription(s.slice(0, end).trim());
  return subject.length <= 80 ? subject : null;
}

/**
 * A name that opens a sentence, then a description set off after it with no article, then the death:
 * "John Whitaker, founder of Whitaker Hardware, died", "Juan López, fundador de la tienda, murió"; not a
 * maiden name ("Mary Whitaker, née Cole, died": hers). Group: the name.
 */
const NAME_THEN_DESCRIPTION =
  /^((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*),\s*(?!n[ée]e\b)\p{Ll}[^,;.]{0,80},\s*(?:died|passed\s+away|was\s+killed|muri[oó]|falleci[oó])(?![\p{L}])/u;

/**
 * A Spanish sentence's place and death verb before its subject: "En Peoria falleció " (Juan Pérez),
 * "Falleció ", "Murió ", "Falleció el " (Sr. Juan Pérez).
 */
const SPANISH_PLACE_AND_VERB =
  /^(?:En\s+[^,.;]{1,60}?\s+falleci[oó]|Falleci[oó]|Muri[oó])\s+(?:(?:el|la)\s+(?=(?:Sra?|Srta|Dra?)\.\s))?(?=\p{Lu})/u;

/**
 * Words of a court or police story before "the death of": "John Whitaker, 45, of Peoria, was
 * sentenced Nov. 18 for the death of Mary Cole". The sentence's subject is the accused, and the
 * dates and town are theirs, not the dead person's.
 */
export const BLAME =
  /\b(?:sentenced|charged|convicted|acquitted|arrested|accused|indicted|pleaded|pled|guilty|suspected|suspect|blamed|responsible|sued|jailed)\b/i;

/**
 * The name a news headline reporting a death opens with, from the words before its verb: "John
 * Whitaker, longtime Peoria teacher, " ("... dies at 84"), "Longtime Peoria teacher John Whitaker ",
 * "John Whitaker obituary: Peoria teacher ". Null when those words give none.
 */
export function headlineSubject(beforeVerb: string): string | null {
  const text = beforeVerb.trim();
  // "John Whitaker obituary: Peoria teacher dies at 84"; any other label or quote before a colon
  // ("Mayor John Whitaker: My father dies a hero") leaves the verb someone else's.
  const label = /^([^:]+?)\s+obituary\s*:/i.exec(text);
  if (label) return withoutDescription(label[1]!.trim()) || null;
  if (/[:;|"“”]/.test(text)) return null;
  // "Name dies", "Description Name dies", "Name, description, dies": the words before the verb are
  // the subject alone ("John Whitaker, 45, charged after man dies" is not).
  const parts = text
    .replace(/,$/, '')
    .split(',')
    .map((p) => p.trim());
  if (parts.length > 2 || (parts.length === 2 && !text.endsWith(','))) return null;
  if (parts.length === 2 && !HEADLINE_DESCRIPTION.test(parts[1]!)) return null;
  const subject = withoutDescription(parts[0]!);
  return subject.length > 0 && subject.length <= 80 ? subject : null;
}

/** What a headline sets between a name and its verb: an age, or a description of no action ("longtime Peoria teacher"). */
const HEADLINE_DESCRIPTION =
  /^(?:\d{1,3}|(?!.*\b(?:after|as|when|while|says|said|charged|arrested|mourns|survives|in|which|whose|who|with|for|to|by|at)\b)[\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){0,6})$/iu;

/** How a paid death notice may open before its date: "Peacefully, at home, on ...", "Suddenly on ...". */
export const NOTICE_MANNER = `(?:${NOTICE_MANNER_WORDS.join('|')})`;
const LEADING_MANNER = new RegExp(String.raw`^${NOTICE_MANNER},?(?:\s+at\s+[^,]{1,60},)?\s+(?=on\s)`, 'i');
/**
 * How or when the death came, set off before the name: "Peacefully, ", "After a long illness, ",
 * "Surrounded by his loving family, ", "With his family by his side, ", "In the early hours of Nov.
 * 18, 2026, " (John Whitaker, 84, died). The name follows; the words before it are none of it. Words
 * that hold a person ("After his father, John Jones, died ...") are not such a phrase.
 */
export const LEADING_CIRCUMSTANCE = new RegExp(
  String.raw`^(?:${MANNER_BEFORE_NAME.join('|')}|(?:while\s+)?surrounded\s+by\s+[^,;]{1,60}|with\s+[^,;]{1,60}\b(?:by|at)\s+(?:his|her)\s+side|(?:after|following)\s+(?:a|an)\s+[^,;]{1,60}?(?:,\s*\d{4})?|in\s+the\s+(?:early|late)\s+hours\s+of\s+[^,;]{1,40}?(?:,\s*\d{4})?|at\s+the\s+age\s+of\s+\d{1,3})\s*,\s+(?=\p{Lu}(?:\p{Ll}|\.\s+\p{Lu}))`,
  'iu',
);

/**
 * A description of the person set off before the name, as an obituary opens: "A Peoria native, ", "A
 * veteran of the Korean War, ", "The longtime teacher, ", "Beloved husband, father and grandfather, ",
 * "Born in Peoria on May 4, 1942, ", "Known to all as Jack, ", "At 84, " (John Whitaker, 84, died ...).
 * Only before a name that an age, a town or a verb of death follows; never a relative ("A son, Mark
 * Whitaker, ..." and "The father, John Whitaker, ..." name the relative).
 */
const LEADING_DESCRIPTION = new RegExp(
  String.raw`^(?:(?:[Aa]n?|[Tt]he)\s+(?!(?:[\p{Ll}-]+\s+){0,2}(?:${RELATIONSHIP_WORDS.map(escapeRegExp).join('|')})\s*,)[^,;]{1,60}|(?:Beloved|Loving|Devoted)\s+[^;]{1,80}?|Born\s+[^;]{1,60}?\d{4}|(?:Known|Remembered)\s+[^,;]{1,40}|At\s+\d{1,3})\s*,\s+(?=\p{Lu}\p{Ll}[^,;]*(?:,\s*\d{1,3}\s*,|\s+of\s+\p{Lu}|,?\s+(?:died|passed|went|entered)\b))`,
  'u',
);

/**
 * The writers' own relative before the name, set off by commas: "Our beloved Dad, John Whitaker, left
 * us ...", "My dear wife, Mary, ...". The person is the obituary's: the family writes it.
 */
const WRITERS_RELATIVE = /^(?:[Oo]ur|[Mm]y)\s+(?:[\p{Ll}-]+\s+){0,3}[\p{L}-]+,\s+(?=\p{Lu})/u;

/** Words in a description before a name that tie it to someone else or to a phrase, not to the person. */
const NOT_DESCRIPTION_WORDS = new Set([
  'his',
  'her',
  'their',
  'its',
  'of',
  'for',
  'by',
  'to',
  'with',
  'from',
  'at',
  'in',
  'on',
  'that',
]);

const CONJUNCTION = /^(?:and|or|&)$/i;
/** The most words a description before a name runs to ("Longtime Peoria Journal Star sports editor"). */
const DESCRIPTION_WORDS = 7;

/**
 * A name without the description a news obituary writes before it: "Longtime Peoria businessman John
 * Whitaker died ...", "Retired teacher Mary Whitaker, 80, ...", "Beloved wife and mother Mary Whitaker".
 * The description ends in a lower-case word (a particle or "nee" is part of the name); one that ties
 * the name to someone else ("His wife Mary Whitaker", "The family of John Whitaker") is kept, so the
 * whole is no name.
 */
function withoutDescription(subject: string): string {
  const words = subject.split(/\s+/);
  for (let i = words.length - 2; i >= 1; i--) {
    const w = words[i]!;
    if (!/^\p{Ll}[\p{Ll}'’-]*$/u.test(w) || SURNAME_PARTICLES.has(w) || /^n[ée]e$/.test(w)) continue;
    if (!/^\p{Lu}\p{Ll}/u.test(words[i + 1]!) || words.length - i - 1 < 2) return subject;
    const lead = words.slice(0, i + 1);
    if (
      lead.length > DESCRIPTION_WORDS ||
      lead.some((x) => NOT_DESCRIPTION_WORDS.has(x.toLowerCase()) || /[\d;:]/.test(x)) ||
      // A comma only between words of one description ("Beloved husband, father and grandfather"),
      // never after a name ("Mark Cole, wrote that John Whitaker").
      lead.some((x, j) => x.endsWith(',') && !(/^\p{Ll}/u.test(x) && /^\p{Ll}/u.test(lead[j + 1] ?? ''))) ||
      // A second person's name: "John R. Whitaker and Karen Whitaker", "Robert and Helen Whitaker".
      lead.some(
        (x, j) => CONJUNCTION.test(x) && (j === lead.length - 1 || /^\p{Lu}/u.test(lead[j - 1] ?? '')),
      )
    ) {
      return subject;
    }
    return words.slice(i + 1).join(' ');
  }
  return subject;
}

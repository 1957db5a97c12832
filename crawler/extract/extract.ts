/**
 * HTML of one obituary page -> ExtractedObituary, in layers that need no per-site rules: schema.org
 * JSON-LD, then microdata, then headings and text heuristics. Each layer fills only what the earlier
 * ones left empty. Returns null for pages that are not one person's obituary (listings, about pages,
 * flower shops).
 */
import { load, type CheerioAPI } from 'cheerio/slim';
import type { ExtractedObituary, ExtractionLayer, Place, Relative, SourceType } from '../../core/obituary.js';
import type { PartialDate, Quote } from '../../core/verification.js';
import { defaultNameLexicon, type NameLexicon } from '../../core/names/lexicon.js';
import { capitalizeNameToken, normalizeNamePart } from '../../core/names/normalize.js';
import {
  fullNameOf,
  GIVEN_NAMES_AFTER_A_DASH,
  parseDecedentName,
  withAliasAsNickname,
  type ParsedName,
} from '../../core/names/parse.js';
import { SURNAME_PARTICLES } from '../../core/names/particles.js';
import {
  findDates,
  findDaySpan,
  findMonthDay,
  isFullDate,
  makeDate,
  MONTH_WORD,
  parseDate,
} from '../../core/dates/parse.js';
import {
  BIRTH_LABEL,
  DEATH_LABEL,
  MAX_AGE,
  ageAt,
  parseAgeAt,
  AT_THE_AGE_OF,
  ageBeforeABirthday,
  parseLifespan,
} from '../../core/dates/lifespan.js';
import {
  dayAfterAnEvent,
  dayRange,
  daysAfter,
  daysOfACount,
  resolveRelativeDate,
  someTimeAfterAnEvent,
} from '../../core/dates/relative.js';
import { defaultGazetteerOrEmpty, type Gazetteer } from './gazetteer.js';
import {
  findPlaceOfDeath,
  findResidence,
  parsePlaceAt,
  parsePlaceLine,
  stateCodeOf,
  type PlaceContext,
} from './place.js';
import { isAnimalTribute } from './animal.js';
import {
  namesSomeonesRelative,
  ownDeathVerbAt,
  AT_THE_SCENE,
  KILLED_IN_THE_EVENT,
  tellsADeadlyEvent,
  killedNounBeforeName,
  laterClauseAt,
  DEATH_VERB,
  identifiedAsAnother,
  identifiedAsTheDead,
  pronounOfThePreviousRelative,
  possessiveOfARelativeSought,
  pronounOfARelativeHurtBefore,
  pronounOfAStoryNounHurtBefore,
  storyNounHurt,
  IN_THE_SENTENCE,
  pronounOfARelativeInASickbed,
  pronounOfOneStrickenBefore,
  spanishOneStrickenBefore,
  spanishOneHurtBefore,
  introducesTheWriter,
  openingPerson,
  ageSetOffAfterTheName,
  deathAtAnotherAge,
  setOffAtAnotherAge,
  pronounOfARelativeOfTheLiving,
  nounsBefore,
  wordsBeforeAStoryNoun,
  deathSubjectBefore,
  deathVerbAt,
  pronounOfTheDeath,
  pronounOfThePreviousName,
  townsPersonBefore,
  personIsThePronounsSomeone,
  deathDatedFrom,
  storyNounBefore,
  livedThrough,
  nounBefore,
  townsPersonNamedBefore,
  namedOfTown,
  killedByName,
  bareKinSubject,
  thirdPersonKin,
  reportsDeath,
  ritesForTheDecedent,
  ritesOfAPaidNotice,
  opensAPaidNoticeOf,
  paidNoticeDeathAt,
  paidNoticeName,
  deathTakenBack,
  someoneElsesAge,
  someoneElsesBirth,
  birthDateOpening,
  YEAR,
  type DecedentName,
} from './death-sentence.js';
import { isHusbandsNameForm, wifesOwnName } from './husbands-name.js';
import { findEducation, findMilitaryService, findOccupation } from './biography.js';
import { PRONOUN_SEX, RELATIONSHIP_WORDS, normalizeRelationship } from './kinship.js';
import { familyCueStart, isFamilySentence, nameWords, parseFamily } from './survivors.js';
import {
  isNewsType,
  readJsonLd,
  readMicrodata,
  type StructuredFacts,
  type StructuredPlace,
} from './structured.js';
import {
  blockText,
  cutAtWord,
  findMainContent,
  mainBlocks,
  removeFurniture,
  removeTeaserCards,
  splitSentences,
} from './text.js';
import {
  BLAME,
  DATELINE,
  opensWithTheFamilyName,
  withoutDateline,
  headlineSubject,
  looksLikePersonName,
  nameWithKnownGiven,
  sentenceSubject,
  STORY_NOUN,
  withoutNounBeforeName,
  WORDS_BEFORE_STORY_NOUN,
} from './person-name.js';
import { numberFromWords, TEEN_WORDS, TENS_WORDS, UNIT_WORDS } from '../../core/number-words.js';
import { escapeRegExp, holdsIgnoringCase, wholeWordTest } from '../../core/regexp.js';

/** What the crawler knows about a page before reading it (from the source registration). */
export interface ExtractHints {
  sourceType?: SourceType;
  publisher?: string;
  /** ISO date or PartialDate; relative death dates resolve against it. */
  publishedDate?: string | PartialDate;
  /** USPS code of the source's state, for towns named without a state. */
  state?: string;
  county?: string;
  /**
   * The page is one notice of a column its paper heads "Deaths" or "Death Notices" (notices.ts): a
   * date in its opening is the death's, as a paid notice's is, without a word of a death notice
   * ("WHITAKER, John, 84, Peoria, Nov. 18, 2026. Wilton Mortuary.").
   */
  deathColumn?: boolean;
}

/** Reference tables; each defaults to the derived table in core/reference (loaded once). */
export interface ExtractOptions {
  gazetteer?: Gazetteer;
  lexicon?: NameLexicon;
}

/** A death more than this many days before the page's publication is long before it (a relative's). */
const LONG_BEFORE_DAYS = 365;
/** Length of ExtractedObituary.snippet. */
export const SNIPPET_CHARS = 300;
/** Lines under the heading searched for lifespan and dateline ("Springfield, IL"). */
const HEADER_LINES = 8;
/** Lines under the heading searched for a memorial page's labelled fields (three or four lines each). */
const FIELD_ZONE_LINES = 16;
/** Leading lines of the text that may be the name when the page has no name heading. */
const NAME_LINES = 4;
/** Longest line taken for a name line of its own (a name, not a sentence). */
const MAX_NAME_LINE_CHARS = 80;
/** Longest line searched for a lifespan ("February 2, 1941 - March 3, 2026" and its labels). */
const MAX_LIFESPAN_LINE = 100;
/** A page without a name heading whose text reports this many other people's deaths is a listing. */
const LISTING_OTHER_DECEDENTS = 2;
/** Leading sentences (heading and lifespan lines count) read for a pet's description (`isAnimalTribute`). */
const ANIMAL_SENTENCES = 5;
/** A heading that labels the page and names no one: "Obituary", "Obituaries", "Death Notice". */
const OBITUARY_LABEL = /^(?:obituary|obituaries|obituary notice|death notice|death notices|obit)[.:]?$/i;
/** A page title that calls the page an obituary: "John Whitaker Obituary - Peoria Journal", "... obit". */
const OBITUARY_PAGE = /\bobit(?:uary)?\b/i;
/** Leading sentences (headline, byline and date lines count) a news story's lede is read among. */
const LEDE_SENTENCES = 6;
/** Leading sentences a news story's identification of the dead is read among (`identifiedAsTheDead`). */
const IDENTIFYING_SENTENCES = 10;
/** Sentences after a death sentence read for words that take the death back (`deathTakenBack`). */
const TAKEN_BACK_SENTENCES = 3;

/**
 * The dead a probate notice is of: "Estate of Mary Cole, Deceased", "ESTATE OF MARY A. COLE, DECEASED",
 * "The will of John Whitaker, deceased, dated May 1, 2001", "To the unknown heirs of Mark Cole, deceased";
 * the other names it gives the dead are left out: "JOHN WHITAKER a/k/a JACK WHITAKER, Deceased", "Mark
 * Cole, also known as Marcus Cole, Deceased".
 */
const ESTATE_OF_THE_DEAD =
  /\b(?:[Ee]state|ESTATE|[Ww]ill|[Hh]eirs)\s+(?:of|OF)\s+([^,;:()]{3,60}?)(?:,?\s+(?:[Aa]\/[Kk]\/[Aa]|[Aa]lso\s+[Kk]nown\s+[Aa]s|ALSO\s+KNOWN\s+AS)\s+[^,;:()]{3,60}?)?,?\s+(?:[Dd]eceased|DECEASED)\b/u;

/** A sentence of those who died before the person ("preceded in death by"): never the person's death. */
const PRECEDED = /\bpreceded\b/i;
/**
 * A family's clause set off after the person's name and closed right before the verb: ", who was
 * preceded in death by his wife,", ", predeceased by his son,", ", whose wife preceded him in death,",
 * ", who was preceded in death by her husband, John,"; not one whose relative's name or clause follows
 * (", predeceased by his son, Mark Cole, who died", ", predeceased by his son, who died").
 */
const FAMILY_CLAUSE_SET_OFF =
  /,\s+(?:who\s+(?:is|was)\s+|whose\s+(?:[\w'’-]+\s+){1,3})?(?:preceded|predeceased|survived)\b[^,;]*(?:,\s*\p{Lu}[\p{L}'’-]*)?,\s+(?=(?!who\b)\p{Ll})/gu;
/** A death told as a reunion, which a family sentence's cue also is: "was reunited in heaven with his wife". */
const REUNITED_IN_HEAVEN = /\breunited\s+in\s+heaven\s+with\b/;
/** The same clause opening the sentence, before the name: "Preceded in death by his wife, John Whitaker ...". */
const FAMILY_CLAUSE_OPENING = /^(?:Preceded\s+in\s+death|Survived)\s+by\s+[^,;]*,\s+(?=\p{Lu})/u;

/** An answer alone to a question headline: "Yes.", "Sadly, yes.". */
const ANSWER = /^(?:sadly,?\s+)?yes\s*[.!]?$/i;

/** A sentence that is a date's field: "Date of Death: November 18, 2026.", "Born: May 1, 1942". */
const DATE_FIELD = new RegExp(String.raw`^(?:${BIRTH_LABEL}|${DEATH_LABEL})\s*:\s*\S[^:]*$`, 'i');

/**
 * A full name set off before a relative clause: "Liam Whitaker, a sophomore who", "Mark Cole, a Manual
 * senior who", "Mark Cole, 84, who", "the estate of Mark Cole of Peoria, who". Not the second of two
 * ("the late Frank and Mary Miller, who died in 1999 and 2005").
 */
const NAME_BEFORE_WHO =
  /(?<![\p{L}'’])(?<!\b(?:and|&)\s+)((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*)(?:,\s*(\d{1,3}))?(?:,?\s+(?:of|from)\s+[^,;]{1,40})?,\s+(?:(?:an?|the)\s+(?:[\p{L}'’-]+\s+){1,4})?who\s/gu;

/**
 * A full name after "in which", "where" or "when", its age and town set off or not: the subject of a
 * relative clause ("was driving the car in which Mark Cole, 30, " died). Groups: the name, the age.
 */
const NAME_AFTER_IN_WHICH =
  /\b(?:(?:in|on|at)\s+which|where|when)\s+((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*)(?:,\s*(\d{1,3}))?(?:,\s*(?:of|from)\s+[^,;]{1,40})?,?\s/gu;

/** A sentence that is a death's field: "Died: March 3, 1950.", "Date of death: March 3, 1950". */
const DEATH_FIELD = new RegExp(String.raw`^(?:${DEATH_LABEL})\s*:`, 'i');
/**
 * A sentence that is a name's field, one of the dead or a relative's: "Name: Mark Whitaker.", "Victim:
 * Mark Cole, 30.", "Spouse: Mary Cole.", "Parents: Mark and Ann Whitaker.".
 */
const NAME_FIELD = /^\s*(?:name|victim|deceased|spouse|husband|wife|parents)\s*:\s*(.+?)\.?\s*$/i;

/**
 * Whether `sentence` is a death's field under a name's field (`previous`) of another person than
 * `name`: "Name: Mark Cole. Died: March 3, 1950." on John Whitaker's page.
 */
function deathFieldOfAnother(
  previous: string,
  sentence: string,
  name: ParsedName,
  lexicon: NameLexicon,
): boolean {
  if (!DEATH_FIELD.test(sentence)) return false;
  const field = NAME_FIELD.exec(previous)?.[1];
  return field !== undefined && anotherPerson(parseDecedentName(field, { lexicon }), name, lexicon);
}

/** The person whose estate a court's notice in the opening sentences is of, if any. */
function estateOfTheDead(sentences: readonly string[], lexicon: NameLexicon): ParsedName | null {
  for (const s of sentences.slice(0, LEDE_SENTENCES)) {
    const estate = ESTATE_OF_THE_DEAD.exec(s)?.[1];
    if (estate && looksLikePersonName(estate)) return parseDecedentName(estate, { lexicon });
  }
  return null;
}

/**
 * Whether the page is a court's notice to the creditors of the person's estate: the person is dead,
 * whether or not the notice gives the day ("Notice is given of the death of Mary A. Cole").
 */
function noticeToTheEstatesCreditors(
  sentences: readonly string[],
  name: ParsedName,
  lexicon: NameLexicon,
): boolean {
  const estate = estateOfTheDead(sentences, lexicon);
  return estate !== null && !anotherPerson(estate, name, lexicon);
}

/** Words of someone telling of another's death, or of the person named by another's relation. */
const REPORTED_SPEECH =
  /\b(?:said|says|say|told|tells|recalled|recalls|added|explained|believes?|thinks?|heard|learned|knew|reported|according|the\s+(?:man|woman|victim|boy|girl)['’]s)\b/i;
/** A witness's or a rescuer's act after a death told by a noun: "saw the crash", "was driving the truck". */
const WITNESS_ACT =
  /^(?:saw|heard|watched|witnessed|called|dialed|drove|tried|pulled|ran|found|spotted|noticed|rushed|stopped|helped|fled|hit|struck|swerved|braked|performed|administered|was\s+(?:driving|behind|walking|riding|passing|working|not)|were\s+(?:driving|walking))\b/i;
/** A verb in the present after the name: someone alive ("lives next door", "is a firefighter"). */
const ALIVE_NOW =
  /^(?:is|lives|works|owns|runs|says|has|serves|teaches|remains|plans|hopes|attends|coaches)\b/i;

/** Who said it, before the clause of what: "Neighbors said ", "Police say that ". */
const SAID_THAT = /^(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:said|say|says|recalled|remembered)\s+(?:that\s+)?/u;

/**
 * Whether the sentence that names a page's person after a death told by a noun ("A Peoria man died
 * ...") makes them someone other than the dead: a name that is not the sentence's subject (after a
 * role, or an object), the accused of a court or police story, a speaker or witness ("..., a
 * firefighter, said", "saw the crash"), someone alive now ("lives next door") or who lived ("was not
 * hurt"), one identified as someone else ("the other driver", "the man's son", `identifiedAsAnother`),
 * or a person of another town than the noun's (`nounWords`, "Peoria"). `ownDeathAt` reads the
 * sentence's own death of the person, which overrides all these ("John Whitaker, 45, charged in
 * 2020, died Tuesday").
 */
function namesSomeoneElseThanTheNoun(
  naming: string,
  surname: string,
  nounWords: string,
  ownDeathAt: (s: string) => number | null,
): boolean {
  if (ownDeathAt(naming) !== null) return false;
  const written = new RegExp(String.raw`\b${escapeRegExp(surname)}\b`, 'i');
  // "Police identified the other driver as John Whitaker", "The man's son was identified as ...".
  const identified = identifiedAsAnother(naming);
  if (identified !== null && written.test(identified)) return true;
  // The person named as the subject, as a life's sentence names them ("John Whitaker, 84, was a
  // retired teacher", "Neighbors said John Whitaker ..."); named after a role ("His fishing partner,
  // John Whitaker, swam to shore", "A passing nurse, John Whitaker, ...") or as an object ("Police are
  // looking for John Whitaker", "the home of John Whitaker, who called 911"), they are someone else.
  const subject = sentenceSubject(naming.replace(DATELINE, '').replace(SAID_THAT, ''));
  const opensWithName = new RegExp(
    String.raw`^(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(?:\p{Lu}[\p{L}'’.-]*\s+){0,3}${escapeRegExp(surname)}\b`,
    'u',
  );
  if (subject === null || !opensWithName.test(subject)) return true;
  const at = naming.search(written);
  const after = naming.slice(at + surname.length);
  if (BLAME.test(naming) || REPORTED_SPEECH.test(after) || livedThrough(after)) return true;
  // What the person does, after the age and town set off: a witness's act ("saw the crash", "was
  // driving the truck that hit him") or the present of someone alive ("lives next door").
  const verb = after.replace(/^(?:\s*,\s*(?:\d{1,3}|(?:of|from)\s+[^,]{1,40}))*\s*,?\s*/, '');
  if (
    WITNESS_ACT.test(verb) ||
    (ALIVE_NOW.test(verb) && !/^is\s+(?:survived|preceded|remembered|mourned|missed)\b/i.test(verb))
  )
    return true;
  const town = /^[^.;]{0,20}?,\s*(?:of|from)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})/u.exec(
    after,
  );
  return (
    town !== null &&
    /^\p{Lu}/u.test(nounWords) &&
    normalizeNamePart(town[1]!.replace(/[.,]$/, '')) !== normalizeNamePart(nounWords)
  );
}

/**
 * A sentence's subject by a relative or a story's noun with a name set off after it: "Her husband, John
 * Whitaker, " (84, died), "A passenger, John Cole, ", "Another driver, John Cole, ", "The driver of the
 * other car, John Cole, ", "His son, John Cole Jr., ", "Su esposo, Juan López, ", "El conductor de la
 * camioneta, Juan Pérez, ". Group: the name.
 */
const NAME_SET_OFF_AS_SUBJECT =
  /^(?:His|Her|Their|An?|Another|The|Su|El|La|Una?|Otr[oa])\s+(?:[\p{Ll}-]+\s+){0,4}[\p{Ll}-]+,\s+((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*(?:(?<=\s(?:Jr|Sr))\.)?)\s*,/u;

/** A Spanish sentence of the age, its subject dropped: "Tenía 84 años." Group: the age. */
const SPANISH_HAD_YEARS = /^[Tt]en[ií]a\s+(\d{1,3})\s+años(?:\s+de\s+edad)?\s*\.?$/u;

/** A Spanish headline's verb of a death before the name: "Fallece " (Juan López), "Muere ". */
const SPANISH_HEADLINE_DEATH_VERB = /^(?:Fallece|Falleci[oó]|Muere|Muri[oó])\s+(?=\p{Lu})/u;

/** The fewest years a bracketed lifespan of years alone may span; fewer is a term of office. */
const MIN_YEARS_ONLY_LIFESPAN = 15;
/** Two dates and a dash between, nothing else: "May 4, 1942 – November 18, 2026", "1942-2026". */
const BRACKETED_LIFESPAN =
  /^\s*(?:\p{Lu}\p{Ll}{2,8}\.?\s+\d{1,2},?\s+)?\d{4}\s*[–—-]{1,2}\s*(?:\p{Lu}\p{Ll}{2,8}\.?\s+\d{1,2},?\s+)?\d{4}\s*$/u;

/**
 * A death list's compact line up to the town: "WHITAKER, John R., 84, ", "John R. Whitaker, 84, ", "John
 * Whitaker — 84, " (notices.ts `deathColumn`).
 */
const COMPACT_DEATH_LINE =
  /^(?:\p{Lu}[\p{L}'’-]+,\s+(?:\p{Lu}[\p{L}'’.-]*\s*){1,3},\s*|(?:\p{Lu}[\p{L}'’.-]*\s+){1,4}\p{Lu}[\p{L}'’.-]*(?:,\s*|\s+(?:—|–|--?)\s+))\d{1,3},\s+(?=\p{Lu})/u;
/** A site's section heading over its notices: "Obituaries", "Death Notices", "Funeral Notices". */
const COLUMN_LABEL =
  /^(?:obituaries|death\s+notices|funeral\s+notices|deaths|recent\s+obituaries|memorials?|tributes?)$/i;
/** A line under a reporter's name: "Staff Writer", "Reporter", "The Associated Press", an e-mail address. */
const BYLINE_ROLE =
  /^\s*(?:(?:senior|staff|special|contributing|freelance|features?|news|sports|metro|business)\s+)*(?:writer|reporter|correspondent|columnist|editor|contributor|photographer|staff)\b|^\s*(?:the\s+)?associated\s+press\b|^\s*for\s+the\s+\p{Lu}|^\s*\S+@\S+\.\w+\s*$|^\s*@\w+\s*$/iu;
/** A death's day said by its weekday or relative to the story: "died Wednesday", "died yesterday". */
const WHEN_SAID = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|today|tonight|last\s+night)\b/i;
/** Opening sentences (a heading line counts) a paid death notice's name and date are read in. */
const PAID_NOTICE_SENTENCES = 3;
/** Words of a death notice, one of which a paid notice's text must hold (`paidNoticeDeathAt`). */
const DEATH_NOTICE_CUE =
  /\b(?:(?:beloved|loving|loved|devoted|dear|dearest|cherished)\s+(?:husband|wife|father|mother|son|daughter|grandfather|grandmother|brother|sister|aunt|uncle|companion)\s+of|survived\s+by|predeceased|preceded\s+in\s+death|(?:funeral|memorial|graveside|private)\s+(?:services?|mass)|services\s+(?:will\s+be|are|were|at|private|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?::\d\d)?\s*[ap]\.?m\b)|arrangements\s+(?:by|with|are\s+pending|pending)|visitation|interment|entombment|in\s+lieu\s+of\s+flowers|cremation|condolences|celebration\s+of\s+(?:\w+\s+)?life)\b/i;
/** Words of a notice of a birth, a wedding or a remembrance: not one whose date is a death's. */
const LIVING_NOTICE_CUE =
  /\b(?:born\s+(?:to|on|at)|birth\s+announcement|wedding|engaged|engagement|anniversary|birthday|in\s+(?:loving\s+)?memory|memoriam|happy)\b/i;
/**
 * Words of rites held for a person alive to attend them: "a living wake", "with the guest of honor very
 * much alive", "while he can still attend", "who is in hospice care", "wanted to hear the eulogies"
 * ("still alive in our hearts" is a memory).
 */
const RITES_FOR_THE_LIVING =
  /\b(?:living\s+(?:wake|funeral|memorial|celebration)|(?:very\s+much|still)\s+alive\b(?!\s+in\b)|while\s+(?:he|she|they)\s+(?:is|are|can|could)\s+still|(?:is|are|remains)\s+(?:now\s+)?in\s+hospice|hear\s+(?:the|his|her|their)\s+(?:own\s+)?eulog(?:y|ies))\b/i;
/**
 * Opening sentences a funeral notice's rites may be told in (`ritesForTheDecedent`), counting only
 * sentences of at least `RITES_SENTENCE_WORDS` words: the heading and a dates line ("Born Nov. 6,
 * 1955", "Posted March 6, 2026") above the notice are none.
 */
const RITES_SENTENCES = 2;
const RITES_SENTENCE_WORDS = 6;

/** The itemprop or class of an element that marks a birth or death date, not a publication date. */
const LIFE_DATE_MARK = /\b(?:birth|death)Date\b|(?:^|[\s_-])(?:birth|death|born|died|dob|dod)(?:[\s_-]|$)/i;

/** Words before a headline's name that make the one who died someone else: "Man who found", "Wife of". */
const HEADLINE_ANOTHERS = /\b(?:who|that|which|whom|whose|of|for|with|by|to|and|after|'s|’s)\b/i;
/** A show's words in a headline, which leaves out articles: "dies in 'Peoria' finale". */
const HEADLINE_FICTION = /\b(?:finale|episode|series|season|sitcom|soap|movie|film|show|novel|game)\b/i;
/** A headline's man or woman, in capitals or not ("Peoria Man Dies In Crash"). */
const HEADLINE_NOUN = String.raw`(?:[Mm]an|[Ww]oman|[Bb]oy|[Gg]irl)`;
/** A headline's verb of the death right after its noun: "dies", "killed", "found dead", "dead", "drowns". */
const HEADLINE_NOUNS_DEATH = String.raw`(?:[Dd]ies|[Kk]illed|(?:[Ff]ound\s+)?[Dd]ead|[Dd]rowns)\b`;
/**
 * A headline's man or woman by a town, the subject of a verb of the death or the object of a cause's:
 * "Peoria man dies in crash", "Peoria man, 84, killed in crash", "Missing Peoria man found dead",
 * "Crash kills Peoria man", "Rollover claims life of Pekin woman". Groups: the noun and the words
 * before it, in either place.
 */
const HEADLINE_TOWNS_PERSON = new RegExp(
  String.raw`^(${WORDS_BEFORE_STORY_NOUN}${HEADLINE_NOUN})(?:,\s*\d{1,3},)?\s+${HEADLINE_NOUNS_DEATH}|\b(?:[Kk]ills|[Cc]laims\s+(?:[Tt]he\s+)?[Ll]ife\s+[Oo]f)\s+(${WORDS_BEFORE_STORY_NOUN}${HEADLINE_NOUN})$`,
  'u',
);
/**
 * A headline's man or woman with the age set off, then a verb of the death or another: "Peoria man, 84,
 * dies in crash", "Woman, 84, killed", "Peoria man, 30, charged after crash". Groups: the noun, the
 * verb of the death.
 */
const HEADLINE_NOUN_AGED = new RegExp(
  String.raw`\b(${HEADLINE_NOUN}),\s*\d{1,3},\s*(${HEADLINE_NOUNS_DEATH})?`,
  'u',
);
/** The verbs of `HEADLINE_DEATH` that tell the death of the person the headline opens with. */
const HEADLINE_OWN_DEATH = /^(?:dies|passes\s+away|dead\s+at\s+\d{1,3}|has\s+died|is\s+dead)$/i;
/**
 * A news headline that reports a death in the present tense headlines use: "Former mayor dies at
 * 84", "Whitaker, longtime Springfield mayor, dies", "Retired teacher dead at 91", "Coach Hale passes
 * away", "Missing Peoria man found dead", "Missing Lincoln man found" (alive or dead: the lede tells),
 * "Pekin man killed in crash", "Boater drowns", "Body of missing man found", "Crash victim identified".
 * "Bill dies in committee" reports one too; the lede it heads names no person, and so gives no
 * decedent.
 */
const HEADLINE_DEATH =
  /\b(?:dies|passes\s+away|dead\s+at\s+\d{1,3}|has\s+died|is\s+dead|found\s+dead|killed|drowns|(?:body|remains)\b.*\b(?:found|recovered|identified)|victims?\s+identified|(?:man|woman|boy|girl|teen|hiker|boater|swimmer|hunter)\s+found)\b(?!\s+(?:down|off|out|hard)\b)/i;

/**
 * A news headline that tells a death by other words than a verb of it, or the deadly event a story's
 * lede names the dead of: "One dead on Route 29", "Peoria man dead after rollover", "Fatal rollover
 * closes Route 29", "Rollover claims life of Pekin woman", "Deadly rollover", "Crash on Route 29",
 * "Wreck closes Route 29", "House fire on Main Street", "Shooting on Main Street"; in Spanish, "Un muerto en
 * la Ruta 29", "Volcadura mortal", "Choque en la Ruta 29", "Muere hombre en volcadura".
 */
const HEADLINE_OF_A_DEADLY_EVENT =
  /\b(?:(?:\d+|one|two|three|four|five)\s+dead|dead\s+after|fatal|deadly|claims\s+(?:the\s+)?li(?:fe|ves)|(?:crash|wreck|fire|shooting|stabbing)(?:e?s)?|(?:\d+|un|dos|tres|cuatro|cinco)\s+muertos?|mortal|choque|accidente|tiroteo|incendio|muere|fallece)\b/i;

/**
 * A story's opening sentence that announces a death told by a noun, as a headline of death would:
 * "The Department of Defense announced the death of a soldier supporting Operation Inherent Resolve.",
 * "Police are investigating the death of a Peoria man." The lede after it names the dead. A court's
 * "charged in the death of a Peoria man" announces nothing.
 */
const OPENING_OF_A_DEATH =
  /\b(?:announced|announces|announce|reported|reports|confirmed|confirms|investigating|investigates|mourning|mourns)\s+(?:today\s+|on\s+\w+\s+)?the\s+deaths?\s+of\s+(?:an?|one|two|three|four)\s/i;

function placeFromStructured(p: StructuredPlace | undefined, ctx: PlaceContext): Place | null {
  if (!p) return null;
  if (p.locality || p.region) {
    const state = p.region ? stateCodeOf(p.region) : null;
    const city = p.locality?.trim() || null;
    const county =
      p.county?.replace(/\s+County$/i, '') ?? (city && state ? ctx.gazetteer.countyOf(city, state) : null);
    return { city, county, state };
  }
  return p.name ? (parsePlaceAt(p.name, ctx)?.place ?? null) : null;
}

function publishedFrom(value: string | PartialDate | undefined): PartialDate | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') return makeDate(value.year, value.month, value.day);
  // Structured data writes partial dates as "1958" or "1958-04".
  const partial = /^\s*(\d{4})(?:-(\d{2}))?\s*$/.exec(value);
  if (partial) return makeDate(Number(partial[1]), partial[2] ? Number(partial[2]) : undefined);
  return parseDate(value);
}

/** The page's <meta> elements' attributes, in document order (read once, asked several times). */
function metaTags($: CheerioAPI): Array<Record<string, string>> {
  return $('meta')
    .toArray()
    .map((el) => el.attribs);
}

/**
 * The content of the first meta element (in document order) whose attribute equals one of the
 * wanted values, given as "attribute=value" (case-sensitive, as in a CSS attribute selector).
 */
function metaContent(
  metas: ReadonlyArray<Record<string, string>>,
  wanted: readonly string[],
): string | undefined {
  const pairs = wanted.map((w) => w.split('=') as [string, string]);
  const hit = metas.find((m) => pairs.some(([attr, value]) => m[attr] === value));
  return hit?.content?.trim() || undefined;
}

/** A name part folded for comparison ('' for none). */
const foldPart = (s: string | undefined): string => normalizeNamePart(s ?? '');

/** Two names share a family name (surname or maiden name). */
function sameFamily(a: ParsedName, b: ParsedName): boolean {
  const other = familyNames(b);
  return familyNames(a).some((s) => other.includes(s));
}

/**
 * The family names a name bears, folded: its surname and maiden names, and each word of one written
 * in two ("HERNANDEZ REYES, Richard W." is the Richard W. Hernandez Reyes a heading reads with the
 * surname Reyes; "Smith-Jones").
 */
function familyNames(n: ParsedName): string[] {
  const whole = [n.surname, ...n.maiden].map(normalizeNamePart).filter(Boolean);
  const words = whole
    .flatMap((s) => s.split(/[\s-]+/))
    .filter((w) => w.length > 2 && !SURNAME_PARTICLES.has(w));
  return [...whole, ...words];
}

/** Two names' given names can be one person's: one name or nickname, or an initial of it. */
function sameGiven(base: ParsedName, other: ParsedName, lexicon: NameLexicon): boolean {
  const g = foldPart;
  return (
    lexicon.sameGivenName(base.given, other.given) ||
    g(base.given) === g(other.nickname) ||
    g(other.given) === g(base.nickname) ||
    (g(base.given).length === 1 && g(other.given).startsWith(g(base.given)))
  );
}

/** Fewest pronouns of one sex, and how many times the other's count, that make the page's person's sex. */
const PRONOUN_SEX_MIN = 3;
const PRONOUN_SEX_RATIO = 3;

/**
 * The sex the page's pronouns give its person: "he", "him" and "his" well ahead of "she" and "her",
 * or the reverse, or pronouns of one sex alone ("Mr. Whitaker died Tuesday at his home" under "J.R.
 * Whitaker"). An obituary speaks of its person far more than of anyone else. `strongOnly` asks for
 * the first two alone: a page of few pronouns may speak of a spouse.
 */
function pronounSex(sentences: readonly string[], strongOnly = false): 'M' | 'F' | undefined {
  let he = 0;
  let she = 0;
  for (const s of sentences) {
    he += s.match(/\b(?:he|him|his)\b/gi)?.length ?? 0;
    she += s.match(/\b(?:she|her|hers)\b/gi)?.length ?? 0;
  }
  if ((he >= PRONOUN_SEX_MIN && he >= PRONOUN_SEX_RATIO * she) || (!strongOnly && he > 0 && she === 0))
    return 'M';
  if ((she >= PRONOUN_SEX_MIN && she >= PRONOUN_SEX_RATIO * he) || (!strongOnly && she > 0 && he === 0))
    return 'F';
  return undefined;
}

/** A news story's name for its person by the age alone, before a verb: "The 84-year-old had lived ...". */
const THE_AGED_ONE =
  /^The\s+(\d{1,3})-year-old\s+(?:had|has|was|is|lived|worked|served|taught|retired|leaves|left)\b/;

/** The same as a death's subject: "The 84-year-old " (died), "The 84-year-old Peoria man ". Groups: the age, the town, the noun. */
const THE_AGED_SUBJECT =
  /^\s*The\s+(\d{1,3})-year-old\s+(?:((?:\p{Lu}[\p{L}'’-]*\s+){0,2})(man|woman)\s+)?$/u;

/**
 * A story's noun with its age, as a death's subject: "A 12-year-old boy ", "A 45-year-old Peoria man ".
 * Group: the age.
 */
const AGED_STORY_NOUN = new RegExp(
  String.raw`^\s*(?:[Aa]n?|[Tt]he)\s+(\d{1,3})-year-old\s+(?:\p{Lu}[\p{L}'’-]*\s+){0,2}${STORY_NOUN}\s*$`,
  'u',
);

/** The sex a title before a family name gives: "Mr. Godfrey" is a man, "Mrs." "Ms." "Miss" a woman. */
const TITLE_SEX: Readonly<Record<string, 'M' | 'F'>> = { mr: 'M', mrs: 'F', ms: 'F', miss: 'F' };

/**
 * Whether the person a sentence opens with is someone else than the page's decedent: another given
 * name (one the decedent bears as a middle name, or an initial of, is theirs; one written before the
 * decedent's given name is too: "John Robert Whitaker" under "Robert Whitaker", a Spanish notice's
 * "Don Juan López" under "Juan López"), another family name,
 * or another generation ("John Spears Sr. died in 1982" on John Spears Jr.'s page); a title before the
 * family name alone ("Mrs. Whitaker") when the title is not of the decedent's known sex (`sex`).
 */
function anotherPerson(
  subject: ParsedName,
  decedent: ParsedName,
  lexicon: NameLexicon,
  sex?: 'M' | 'F',
): boolean {
  if (!subject.given) return false;
  // "Mr. Godfrey passed away Sunday": a title before one word names the family. It is the decedent
  // when the family name is theirs and the title is of their known sex; "Mrs. Whitaker died in 2015"
  // on John Whitaker's page is his wife.
  const titleSex = subject.title ? TITLE_SEX[subject.title.toLowerCase().replace(/\./g, '')] : undefined;
  if (titleSex && !subject.surname && subject.middle.length === 0)
    return foldPart(subject.given) !== foldPart(decedent.surname) || titleSex !== sex;
  const given =
    sameGiven(decedent, subject, lexicon) ||
    sameGiven(subject, decedent, lexicon) ||
    decedent.middle.some((m) => foldPart(m) === foldPart(subject.given)) ||
    subject.middle.some((m) => foldPart(m) === foldPart(decedent.given));
  const family = !subject.surname || sameFamily(decedent, subject);
  const generations =
    subject.suffix !== undefined &&
    decedent.suffix !== undefined &&
    foldPart(subject.suffix) !== foldPart(decedent.suffix);
  return !given || !family || generations;
}

/** What `namedRightBefore`'s pattern holds before the name: "that", "said", "and" or "y". */
const SAID_THAT_OR_AND = /\b(?:that|said|and|y)\s/u;

/**
 * Whether the text before a verb ends with the decedent's full name, its age and town set off or not,
 * as what was said opens: "... said that John Whitaker, 84, of Peoria, " (passed away), or as the
 * second of two subjects: "John Whitaker, 84, and his wife, Mary Whitaker, " (died), "Juan López y su
 * esposa, María López, " (murieron). Not as the object of another's clause: "Mark Cole, who worked
 * with John Whitaker, " (died).
 */
function namedRightBefore(before: string, decedent: ParsedName): boolean {
  // What the pattern needs, asked first: a pattern built on a name costs more than its test.
  if (!before.includes(decedent.surname) || !before.includes(decedent.given)) return false;
  if (!SAID_THAT_OR_AND.test(before)) return false;
  return new RegExp(
    String.raw`(?:\b(?:that|said)\s+|\b(?:and|y)\s+(?:(?:his|su)\s+\p{Ll}+,\s+)?)${escapeRegExp(decedent.given)}\s+${escapeRegExp(decedent.surname)},?(?:\s*\d{1,3},)?(?:\s*(?:of|from)\s+[^,;]{1,40},)?\s+$`,
    'u',
  ).test(before);
}

/**
 * Whether a sentence or line opens with the name of someone else than the decedent ("Robert
 * Whitaker passed away" on John's page).
 */
function opensWithAnotherPerson(
  text: string,
  decedent: ParsedName,
  lexicon: NameLexicon,
  sex?: 'M' | 'F',
): boolean {
  const subject = sentenceSubject(text);
  if (subject === null || !looksLikePersonName(subject)) return false;
  // "WHITAKER - Mary Ellen, 84, ..." on Mary Ellen Whitaker's page: what reads as a dateline is her
  // family name, the given names after it.
  const familyFirst = opensWithTheFamilyName(text, decedent.surname);
  const written = familyFirst ? `${decedent.surname}, ${subject}` : subject;
  return anotherPerson(parseDecedentName(written, { lexicon }), decedent, lexicon, sex);
}

/** Fills the missing parts of `base` from `richer` when both name the same person. */
function mergeNames(base: ParsedName, richer: ParsedName, lexicon: NameLexicon): ParsedName {
  const g = foldPart;
  if (!sameFamily(base, richer) || !sameGiven(base, richer, lexicon)) return base;
  const parts = (n: ParsedName): number =>
    n.middle.length + n.maiden.length + (n.nickname ? 1 : 0) + (n.suffix ? 1 : 0) + (n.title ? 1 : 0);
  // The heading may use the nickname as the given name ("Jim Miller"); the sentence has it right.
  const primary = parts(richer) > parts(base) ? richer : base;
  const other = primary === richer ? base : richer;
  const merged: ParsedName = { ...primary, middle: [...primary.middle], maiden: [...primary.maiden] };
  if (merged.middle.length === 0 && other.middle.length > 0 && g(other.given) === g(merged.given)) {
    merged.middle = [...other.middle];
  }
  if (!merged.nickname && other.nickname) merged.nickname = other.nickname;
  if (
    !merged.nickname &&
    g(other.given) !== g(merged.given) &&
    lexicon.sameGivenName(other.given, merged.given)
  ) {
    merged.nickname = other.given;
  }
  if (merged.maiden.length === 0 && other.maiden.length > 0) merged.maiden = [...other.maiden];
  // "Mary Cole Whitaker" and "Mary (Cole) Whitaker": the middle word is her maiden name.
  const maiden = new Set(merged.maiden.map(g));
  merged.middle = merged.middle.filter((m) => !maiden.has(g(m)));
  if (!merged.suffix && other.suffix) merged.suffix = other.suffix;
  if (!merged.title && other.title) merged.title = other.title;
  merged.full = fullNameOf(merged);
  return merged;
}

/**
 * Whether a structured layer's person is the page's, as the page shows it: a family name of the
 * person's is written on the page (its title or text), and no own heading names someone else. A
 * theme's sample Person ("John Doe", 1940-2020) on a planning page, or the Person of another page
 * left in a template ("John Whitaker" on the page of Mary Cole, who leaves her son John Whitaker), is
 * no one's death here; the page's text and headings tell its person.
 */
function personShown(
  person: ParsedName,
  words: ReadonlySet<string>,
  h1s: readonly string[],
  lexicon: NameLexicon,
): boolean {
  if (!familyNames(person).some((f) => f.split(/[\s-]+/).every((w) => words.has(w)))) return false;
  // Of one family, another given name is another person ("John Whitaker" on Mary Whitaker's page, a
  // related obituary's card); one known by a middle name is the same ("Robert" of "John Robert").
  const middle = (a: ParsedName, b: ParsedName): boolean =>
    a.middle.some((m) => normalizeNamePart(m) === normalizeNamePart(b.given));
  return !h1s.some((text) => {
    if (!looksLikePersonName(text, lexicon)) return false;
    const heading = parseDecedentName(text, { lexicon });
    return !sameGiven(person, heading, lexicon) && !middle(person, heading) && !middle(heading, person);
  });
}

/** The words of the texts, folded as names are (`personShown` looks a family name up among them). */
function foldedWords(texts: ReadonlyArray<string | undefined>): ReadonlySet<string> {
  return new Set(
    texts
      .flatMap((t) => (t ?? '').split(/[^\p{L}'’]+/u))
      .map(normalizeNamePart)
      .filter(Boolean),
  );
}

/** A structured layer's facts without its person: the page's own (publisher, date, type) stay. */
function withoutPerson(facts: StructuredFacts): StructuredFacts {
  const { layer, datePublished, publisher, publisherType, articleType } = facts;
  return Object.fromEntries(
    Object.entries({ layer, datePublished, publisher, publisherType, articleType }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as unknown as StructuredFacts;
}

/** A name from structured data: the name string, corrected by givenName/familyName when given. */
function structuredName(facts: StructuredFacts, lexicon: NameLexicon): ParsedName | null {
  const text =
    facts.name ??
    [facts.honorificPrefix, facts.givenName, facts.additionalName, facts.familyName, facts.honorificSuffix]
      .filter(Boolean)
      .join(' ');
  if (!text) return null;
  const name = parseDecedentName(text, { lexicon });
  if (facts.givenName && facts.familyName) {
    name.given = facts.givenName.trim();
    name.surname = facts.familyName.trim();
    if (facts.additionalName) name.middle = facts.additionalName.trim().split(/\s+/);
    else {
      // "Donna Hernandez Garcia" with the family name "Hernandez Garcia": the name string's reading
      // took the first surname for a middle name, which the family name holds.
      const family = new Set(name.surname.split(/[\s-]+/).map(normalizeNamePart));
      name.middle = name.middle.filter((m) => !family.has(normalizeNamePart(m)));
    }
  }
  if (facts.honorificPrefix && !name.title) name.title = facts.honorificPrefix.trim();
  if (facts.honorificSuffix && !name.suffix) name.suffix = facts.honorificSuffix.trim();
  if (!name.given || !name.surname) return null;
  name.full = fullNameOf(name);
  return name;
}

/**
 * A lifespan left open as living: "(1950 - Living)", "1950 - present". One open with nothing after the
 * dash is not: a funeral home's template shows "1950 - " while the death date is not filled in.
 */
export const OPEN_LIFESPAN = /\b(?:1[89]\d{2}|20\d{2})\s*[-–—]\s*(?:living|present)\b/i;

/**
 * A line that opens the relatives' part of a memorial page: a heading of kin ("Parents", "Family
 * Members") or a labelled relative ("Spouse: Edna Brandt Whitaker 1925-2011").
 */
const RELATIVES_LINE = new RegExp(
  `^\\s*(?:${RELATIONSHIP_WORDS.map(escapeRegExp).join('|')}|family(?:\\s+members)?|relatives|survivors)\\s*(?::|$)`,
  'i',
);

/** A year a lifespan could give (birth or death). */
const HAS_YEAR = /\b(?:1[6-9]|20)\d{2}\b/;

/** Lower-case words a name line may hold: "In Loving Memory of", "Obituary for", "of Springfield". */
const NAME_LINE_LOWER_WORDS = 3;

/**
 * A line that is a sentence, not a name line: "John Whitaker, 58, said she died peacefully at home."
 * Read as a name line (cut at its age), it made the speaker the decedent.
 */
export function isProseLine(line: string): boolean {
  return (line.match(/(?:^|\s)\p{Ll}[\p{L}'’-]*/gu) ?? []).length > NAME_LINE_LOWER_WORDS;
}

/** The lines before the relatives' part of a page (`RELATIVES_LINE`): the decedent's own. */
function ownLines(lines: readonly string[]): readonly string[] {
  const at = lines.findIndex((l) => RELATIVES_LINE.test(l));
  return at < 0 ? lines : lines.slice(0, at);
}

/** Lines of the page after the heading line: where lifespans and datelines sit. */
function headerZone(pageLines: readonly string[], heading: string | null, size: number): string[] {
  if (!heading) return pageLines.slice(0, size);
  const at = pageLines.findIndex((l) => l.includes(heading));
  return at < 0 ? [] : pageLines.slice(at, at + size);
}

/** A field's label on a line of its own in a memorial page's header: "Birth", "Death", "Burial". */
const FIELD_LABEL = new RegExp(
  String.raw`^(?:(${BIRTH_LABEL})|(${DEATH_LABEL})|burial|buried|interment|cemetery|resting place)\s*:?\s*$`,
  'i',
);
/** A labelled residence line of a memorial page's header; its place after the colon. */
const RESIDENCE_LINE =
  /^\s*(?:residence|residence\s+city|city\s+of\s+residence|hometown|home\s+town|lived\s+in|resided\s+in|resident\s+of)\s*:\s*(.+)$/i;
/** Most lines a field's value takes: a date, an age, a place. */
const FIELD_VALUE_LINES = 3;

/**
 * The places a memorial page's header gives under field labels ("Death" / "9 Nov 2026" / "(aged 95)"
 * / "Springfield, Sangamon County, Illinois, USA" / "Burial"): the place of death, and which header
 * lines are a field's (a birthplace or a cemetery's town is no dateline of the residence). Only lines
 * closed by the next label are a field's: after the last one, "Died / December 26, 2025 / Rochester,
 * MN" may as well be the residence's dateline under the dates.
 */
function labelledPlaces(
  lines: readonly string[],
  ctx: PlaceContext,
): { death: Place | null; labelled: Set<number> } {
  const labelled = new Set<number>();
  let death: Place | null = null;
  const labels = lines.map((l) => FIELD_LABEL.exec(l.trim()));
  for (let i = 0; i < lines.length; i++) {
    const m = labels[i];
    if (!m) continue;
    const next = labels.findIndex((n, k) => k > i && n !== null);
    if (next < 0 || next - i - 1 > FIELD_VALUE_LINES) continue;
    for (let j = i; j < next; j++) {
      labelled.add(j);
      const place: Place | null = j > i && m[2] && !death ? parsePlaceLine(lines[j]!, ctx) : null;
      if (place) death = place;
    }
  }
  return { death, labelled };
}

/** What a sentence giving the age after the name needs: "was" and a number ("Whitaker was 84."). */
const WAS_A_NUMBER = /\swas\s+\d/;

/** An age stated in a sentence of the life: "at the age of 84", "at the ripe old age of 101", "aged 84". */
const AGE_STATED = new RegExp(String.raw`\b(?:${AT_THE_AGE_OF}|at\s+age|aged)\s+(\d{1,3})\b`, 'i');

/**
 * Words a lifespan line may write before its dates besides the decedent's name ("Born:", "In Loving
 * Memory", "Date of Passing:", a police memorial's "End of Watch: Tuesday, November 18, 2026").
 */
const LIFESPAN_LEAD_WORDS = new Set(
  (
    'born birth b died death d date dob dod sunrise sunset end watch passing passed away age aged in loving memory of forever our hearts rest peace rip ' +
    'obituary obituaries obit for memorial tribute celebrating celebration the life memoriam remembering honoring ' +
    'mr mrs ms miss dr rev jr sr ii iii iv monday tuesday wednesday thursday friday saturday sunday'
  ).split(' '),
);

/**
 * The person's own fields opening a line, each a label, its value and a stop: "Name: John Whitaker. Age:
 * 84. ". Not a relative's: "Spouse: Mary Cole. Died: Nov. 18, 2026" may be hers.
 */
const LEADING_FIELDS =
  /^(?:\s*(?:(?:full\s+)?name|deceased|nickname|age|residence|hometown)\s*:\s*[^.;|:]*[.;|])+/iu;

/** A year and the role spent in it after: "2020 as mayor", "2020, as a teacher at Manual High". */
const SPAN_IN_A_ROLE = /\b\d{4},?\s+as\s+\p{Ll}/u;

/**
 * Whether a line's dates are the span of something else than the decedent's life: words that are
 * neither the decedent's name nor a lifespan's label stand before them ("Head coach, 1990 - 2026",
 * "Class of 1976 – 2026 Reunion", "In office: May 1, 2019 – Nov. 18, 2026"), or a role the years were
 * spent in follows them ("John Whitaker. May 1, 1990 - May 1, 2020 as mayor of Peoria.").
 */
function spanOfSomethingElse(line: string, name: ParsedName): boolean {
  if (SPAN_IN_A_ROLE.test(line)) return true;
  const at = line.search(/\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/i);
  if (at <= 0) return false;
  const own = new Set(
    [
      name.given,
      ...name.middle,
      name.surname,
      name.nickname ?? '',
      ...name.maiden,
      name.suffix ?? '',
      name.title ?? '',
    ]
      .flatMap((p) => normalizeNamePart(p).split(/[\s-]+/))
      .filter(Boolean),
  );
  // Fields before the date's own, "Label: value." each, are no words before it: "Name: John Whitaker.
  // Nickname: Jack. Date of death: Nov. 18, 2026".
  return line
    .slice(0, at)
    .replace(LEADING_FIELDS, '')
    .split(/[^\p{L}'’.]+/u)
    .map(normalizeNamePart)
    .some((w) => w.length > 0 && !own.has(w) && !LIFESPAN_LEAD_WORDS.has(w));
}

/** Words in newspaper names (and Legacy.com, which syndicates newspapers' notices). */
const NEWSPAPER_WORDS =
  /\b(?:legacy|gazette|courant|times|tribune|herald|news|journal|post|courier|register|daily|press|sentinel|star|dispatch|chronicle|examiner|observer|record|review|inquirer|telegraph|bulletin|democrat|republican|leader|argus|ledger|enquirer|statesman|globe|blade|citizen|eagle|beacon|advocate|independent|mercury|pioneer|progress|reporter|standard|telegram|tribune|union|newspaper|newspapers)\b/i;

function inferSourceType(
  publisher: string | null,
  siteName: string | undefined,
  facts: StructuredFacts | null,
  url: string,
): SourceType {
  if (isNewsType(facts?.publisherType) || isNewsType(facts?.articleType)) return 'newspaper';
  if (/FuneralHome|Mortuary|Cemetery/i.test(facts?.publisherType ?? '')) return 'funeral_home';
  const host = URL.canParse(url) ? new URL(url).hostname.replace(/\./g, ' ') : '';
  const label = `${publisher ?? ''} ${siteName ?? ''} ${host}`;
  if (/funeral|mortuar|cremation|memorial\s+chapel|chapel|crematory|memorial\s+home/i.test(label))
    return 'funeral_home';
  if (NEWSPAPER_WORDS.test(label)) return 'newspaper';
  return 'unknown';
}

/**
 * A year alone after a death verb, at most three words between ("died in 1990", "passed away
 * peacefully at home in 1990", "murió en 1990"); more is a clause of its own ("died at the hospital she
 * joined in 1990"). A year before a number or a dash is part of something else ("in 1990-91").
 */
const DEATH_YEAR = new RegExp(
  String.raw`^(?:${DEATH_VERB.source})(?:\s+[a-z]+){0,3}?\s+(?:in|en)\s+((?:18|19|20)\d\d)\b(?![-/–]|,?\s+\d)`,
  'i',
);

/** A count of years in figures or words: "10", "ten", "twenty-five", "a". */
const YEARS_COUNT = String.raw`(?:\d{1,2}|a|(?:${Object.keys(TENS_WORDS).join('|')})(?:[-\s](?:${Object.keys(UNIT_WORDS).join('|')}))?|${[...Object.keys(UNIT_WORDS), ...Object.keys(TEEN_WORDS)].join('|')})`;
/**
 * Words a remembrance says to the dead, of a death years before: "the day you left us", "since you
 * passed", "you would have been 90", "Remembering you", "years have passed since", "Gone but not
 * forgotten", "the anniversary of your passing", "Happy heavenly birthday", "birthday in heaven".
 */
const REMEMBRANCE_OF_THE_DEAD =
  /\b(?:(?:the\s+day|since)\s+you\s+(?:left|passed|died|went|were\s+taken)|you\s+would\s+have\s+(?:been|turned)|remembering\s+you|years?\s+(?:have\s+)?(?:passed|gone\s+by)\s+since|gone\s+but\s+not\s+forgotten|anniversary\s+of\s+(?:your|his|her|their)\s+(?:passing|death)|heavenly\s+birthday|birthday\s+in\s+heaven)\b/i;

/** "Ten years ago today, " right before a date: the date is a remembrance's, the death that many years before. */
const YEARS_AGO_BEFORE = new RegExp(
  String.raw`\b(${YEARS_COUNT})\s+years?\s+ago(?:\s+(?:today|this\s+week|this\s+month))?,?\s*(?:on\s+)?$`,
  'i',
);

/**
 * A day named right after a death's verb, without its date: "died Tuesday", "passed away peacefully
 * on Sunday", "died yesterday" ("died Tuesday, Nov. 18, 2026" writes the date).
 */
const DAY_RIGHT_AFTER_VERB =
  /^(?:[\p{L}'’]+\s+){1,4}?(?:(?:peacefully|suddenly|unexpectedly|quietly)\s+)?(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|today)\b(?!['’]s)(?:\s+(?:morning|afternoon|evening|night))?/iu;

/** What may stand between the day and its date: "Tuesday, Nov. 18", "Wednesday the 18th of November". */
const DAY_THEN_DATE = /^\s*,?\s*(?:the\s+)?$/i;

/** The words from a death's verb to its own day: "died ", "passed away peacefully on ". */
const DAY_OF_THE_VERB = /^\S+(?:\s+away)?(?:\s+(?:peacefully|suddenly|unexpectedly|quietly))?(?:\s+on)?\s+$/i;

/** Words of an event a death followed, between its verb and a date: "after a fall on Nov. 10". */
const AFTER_AN_EVENT = /\b(?:after|following)\b/i;

/**
 * Right before a date after a death's verb, what the death came since or from: "since", "injuries
 * suffered in a".
 */
const SINCE_OR_INJURED_IN = /\b(?:since|injuries\s+suffered\s+in\s+an?)\s+$/i;
/** A count of days or weeks after which a death came, between its verb and a date: "a week after". */
const COUNTED_AFTER = /(?<![\p{L}])(\p{L}+|\d+)\s+(days?|weeks?)\s+after\b[^.;]*$/iu;

/** A clause of what is to come, between a death's verb and a date: the date is the rites'. */
const WILL_BE = /\b(?:will|shall)\s+be\b/i;

/**
 * The date a death sentence states: a year alone right after its verb (at `at`), else a date after
 * the verb, else one before it, else a relative phrase. A date of the publication's year after "Ten
 * years ago today," is a remembrance's: the death was that many years before it.
 */
function deathDateIn(
  sentence: string,
  at: number,
  published: PartialDate | null,
): { date: PartialDate | null; relative: boolean } {
  at = deathDatedFrom(sentence, at);
  // "died Tuesday, two weeks after celebrating his birthday on Nov. 4, 2026": the day named right
  // after the verb is the death's, and any other date in the sentence another event's. Only the
  // publication dates it ("died Tuesday, Nov. 18, 2026" gives its date, as any date after the verb).
  const dates = findDates(sentence);
  const day = DAY_RIGHT_AFTER_VERB.exec(sentence.slice(at));
  if (day) {
    const dayEnd = at + day[0].length;
    // "Tuesday, Nov. 18, 2026" is read as one date with its day.
    const dated = dates.some(
      (d) =>
        (d.index < dayEnd && d.index + d.length > dayEnd - 3) ||
        (d.index >= dayEnd && DAY_THEN_DATE.test(sentence.slice(dayEnd, d.index))),
    );
    if (!dated) {
      const rel = resolveRelativeDate(sentence.slice(at), published);
      return { date: rel, relative: rel !== null };
    }
  }
  // "Services for John Whitaker, who died Tuesday, will be held Nov. 21, 2026": a date after a later
  // clause of what will be is the rites', not the death's.
  // Nor a date of what the death came since or of the event its injuries came from: "died at OSF,
  // where he had been treated since Nov. 10, 2026", "died of injuries suffered in a Nov. 10, 2026, crash".
  const afterTheVerb = dates.filter(
    (d) =>
      d.index >= at &&
      !WILL_BE.test(sentence.slice(at, d.index)) &&
      !SINCE_OR_INJURED_IN.test(sentence.slice(at, d.index)),
  );
  // "passed away after a fall on Nov. 10, 2026, on Nov. 18, 2026": a date of what the death followed,
  // then a later one of the death's own ("after surgery on Nov. 10, ..., since Oct. 1" keeps the first).
  const first = afterTheVerb[0];
  const later =
    first && AFTER_AN_EVENT.test(sentence.slice(at, first.index))
      ? afterTheVerb.find((d) => d.index > first.index && dayRange(d.date)[0] >= dayRange(first.date)[0])
      : undefined;
  const after = later ?? first;
  // "died a week after his wife died on Nov. 11, 2026", "died at OSF, eight days after a crash on Nov.
  // 10, 2026": so long after the date.
  const counted = first && !later ? COUNTED_AFTER.exec(sentence.slice(at, first.index)) : null;
  const days = counted ? daysOfACount(counted[1]!, counted[2]!) : null;
  if (days !== null && isFullDate(first!.date))
    return { date: daysAfter(first!.date, days), relative: false };
  // "died sometime between Nov. 15 and Nov. 18, 2026", "Nov. 18 or 19, 2026": the month both days
  // are in (the year, across two months), not the last day.
  const span = findDaySpan(sentence.slice(at));
  if (span && (!after || (after.index >= at + span.index && after.index < at + span.index + span.length))) {
    return { date: span.date, relative: false };
  }
  // "In memory of Mary Cole, who died in 2020, John Whitaker ran the marathon Nov. 18, 2026": the
  // year alone right after the verb comes before the full date, which is another clause's.
  const yearAlone = DEATH_YEAR.exec(sentence.slice(at));
  if (yearAlone && (!after || after.index >= at + yearAlone[0].length)) {
    return { date: makeDate(Number(yearAlone[1])), relative: false };
  }
  // "Ten years ago today, Nov. 18, 2026, we lost our dad" on a page published in 2026, or on a page
  // of no publication date with "today" and the date before the verb: the date is the day of
  // remembrance. Otherwise, or published years later, the date is the death's own ("who passed away
  // five years ago today, Nov. 18, 2021").
  const remembered = (d: { date: PartialDate; index: number }): PartialDate | null => {
    const ago = YEARS_AGO_BEFORE.exec(sentence.slice(Math.max(0, d.index - 60), d.index));
    if (!ago) return d.date;
    const today = published ? d.date.year >= published.year : d.index < at && /\btoday\b/i.test(ago[0]);
    return today ? makeDate(d.date.year - numberFromWords(ago[1]!), d.date.month, d.date.day) : d.date;
  };
  // "died Nov. 18 and was buried Nov. 21, 2026", "died Nov. 18, a week after his birthday on Nov. 11,
  // 2026": a day without its year right after the verb is the death's, the later full date another
  // event's, whose year it shares (the year before for a death late in one year and rites early in
  // the next: "died Dec. 30 and was buried Jan. 3, 2027").
  const ownDay = after && isFullDate(after.date) ? findMonthDay(sentence.slice(at, after.index)) : null;
  if (after && ownDay && DAY_OF_THE_VERB.test(sentence.slice(at, at + ownDay.index))) {
    const later = after.date as Required<PartialDate>;
    const date = makeDate(later.year - (ownDay.month - later.month >= 9 ? 1 : 0), ownDay.month, ownDay.day);
    if (date) return { date, relative: false };
  }
  if (after) return { date: remembered(after), relative: false };
  // "collapsed at work on Nov. 18, 2026, and died hours later", "... and died two days later": the day
  // of the event before the verb, or so many days after it.
  const event = dates.filter((d) => d.index < at).pop();
  const afterAnEvent =
    event && isFullDate(event.date) ? dayAfterAnEvent(sentence.slice(at), event.date) : null;
  if (afterAnEvent) return { date: afterAnEvent, relative: false };
  // A date before the verb: "On Nov. 18, 2026, John Whitaker died". Not a birth's, nor one in a
  // clause of the person's life ("John Whitaker, who married Mary Cole on June 3, 1965, died at home",
  // "retired June 3, 2004, and died", "was admitted to OSF on Nov. 10, 2026, where he died").
  // "... el 11 de noviembre de 2026 y murió varios días después": the date is the event's.
  const someTimeLater = someTimeAfterAnEvent(sentence.slice(at));
  const before = dates.filter(
    (d) =>
      d.index < at &&
      !someTimeLater &&
      !inABirthClause(sentence.slice(Math.max(0, d.index - 40), d.index)) &&
      !/\b(?:who|whom|whose|which)\b/i.test(sentence.slice(0, d.index)) &&
      !CLAUSE_OF_THE_DEATH_AFTER_AN_EVENT.test(sentence.slice(d.index + d.length, at)),
  );
  const last = before[before.length - 1];
  // "After a fall on Nov. 10, 2026, John Whitaker died Nov. 18 at OSF": the day right after the verb,
  // in the year of the date before it (the next year for a day earlier in the year than that date's).
  const ownDayAfter = last && isFullDate(last.date) ? findMonthDay(sentence.slice(at)) : null;
  if (last && ownDayAfter && DAY_OF_THE_VERB.test(sentence.slice(at, at + ownDayAfter.index))) {
    const { year, month, day } = last.date as Required<PartialDate>;
    const earlier = ownDayAfter.month < month || (ownDayAfter.month === month && ownDayAfter.day < day);
    const date = makeDate(year + (earlier ? 1 : 0), ownDayAfter.month, ownDayAfter.day);
    if (date) return { date, relative: false };
  }
  if (last) return { date: remembered(last), relative: false };
  // "passed away Tuesday", else the sentence's opening "On Tuesday, Jane Doe ... passed away". The day
  // a statement was made is not the death's: "has died at 84, the hospital said Friday". Nor is a day
  // of the person's clause before the verb: "John Whitaker, who was hospitalized Monday, died".
  const unsaid = (text: string): string => text.replace(DAY_OF_A_STATEMENT, '$1');
  const clause = /\bwho(?:se)?\b/i.exec(sentence.slice(0, at));
  const opening = clause ? sentence.slice(0, clause.index) + sentence.slice(at) : sentence;
  const rel =
    resolveRelativeDate(unsaid(sentence.slice(at)), published) ??
    resolveRelativeDate(unsaid(opening), published);
  return { date: rel, relative: rel !== null };
}

/**
 * Between a date and the death's verb, the start of a clause of the death after the dated event's:
 * "retired June 3, 2004, and died", "se jubiló el 3 de junio de 2004 y murió", "was admitted to OSF on
 * Nov. 10, 2026, where he died", "ingresó en OSF el 10 de noviembre de 2026, donde murió".
 */
const CLAUSE_OF_THE_DEATH_AFTER_AN_EVENT =
  /(?:\b(?:and|y)\s+(?:\w+\s+)?|,\s*(?:where\s+(?:he|she)|donde)\s+)$/i;

/**
 * A death told by the finding, from its verb: "was found dead", "The body of", "found John Whitaker,
 * 84, of Peoria, dead", "fue encontrado muerto", "fue hallado sin vida".
 */
const FOUND_DEAD =
  /^(?:was\s+found\s+dead|the\s+body\s+of|found\s+[^.;]{1,80}?\s+dead|fue\s+(?:encontrad|hallad)[oa]\s+(?:muert[oa]|sin\s+vida))\b/i;

/** The birthday a death fell on, after the verb: "on her 91st birthday". Groups: the pronoun, the years. */
const ON_THE_BIRTHDAY = new RegExp(
  String.raw`^${IN_THE_SENTENCE}\bon\s+(his|her)\s+(\d{1,3})(?:st|nd|rd|th)\s+birthday\b`,
  'i',
);

/** A statement's verb and its day: "said Friday", "announced on Tuesday", "told reporters Monday". */
const DAY_OF_A_STATEMENT =
  /\b(said|says|announced|confirmed|reported|told\s+(?:reporters|police|deputies|investigators))\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/gi;

/**
 * Where the words after "born" stop telling the birth before a death's verb: at a semicolon or at "and
 * on" ("was born in Pekin; on Nov. 18, 2026, he died", "was born in Pekin and on Nov. 18, 2026, died").
 */
const END_OF_A_BIRTH_CLAUSE = /;|\band\s+on\b/i;

/**
 * Whether a date after these words is a birth's: "born " or "was born in Pekin on ", not "was born in
 * Pekin, and on " nor "born in Pekin; on " (END_OF_A_BIRTH_CLAUSE).
 */
function inABirthClause(before: string): boolean {
  const born = /\bborn\b([^,]*)$/i.exec(before);
  return born !== null && !END_OF_A_BIRTH_CLAUSE.test(born[1]!);
}

/**
 * A year alone in a birth clause: "born in 1942 in Hacker Valley", "born in Logan in 1984", and a
 * Spanish-language notice's "Nació en 1977 en Harts". Not a later clause's: "born in Pekin and
 * graduated from Pekin High School in 1960", "born and raised in Peoria, he retired in 2005".
 */
const BORN_YEAR =
  /^(?:born|naci[oó])(?![\wáéíóúñ])(?:(?!\b(?:and|where|who|then|y)\b)[^.;]){0,80}?\b(?:in|en)\s+((?:18|19|20)\d\d)\b(?![-/]|,?\s+\d)/iu;

function birthDateIn(sentences: readonly string[], name: DecedentName): PartialDate | null {
  for (const s of sentences) {
    if (/first-born|firstborn/i.test(s)) continue;
    for (const born of bornsIn(s)) {
      // "His son, Mark, was born March 3, 1980": a relative's birth (death-sentence.ts).
      if (someoneElsesBirth(s.slice(Math.max(0, born.index - 120), born.index), name)) continue;
      // The birth's words end where the death's verb begins: "born in 1942 in Pekin, died Nov. 18, 2026".
      let text = s.slice(born.index);
      const death = deathVerbAt(text);
      if (death !== null) {
        text = text.slice(0, death);
        const end = END_OF_A_BIRTH_CLAUSE.exec(text);
        if (end) text = text.slice(0, end.index);
      }
      const d = findDates(text).find((m) => m.index < 160);
      const year = BORN_YEAR.exec(text);
      // A year alone before a full date is the birth's: "born in 1942, married June 3, 1965".
      if (year && (!d || year[0].length <= d.index)) return makeDate(Number(year[1]));
      if (d) return d.date;
      // Or the date opens the sentence: "On March 3, 1942, John was born to Robert and Ann Whitaker".
      const opening = birthDateOpening(s.slice(0, born.index), name);
      if (opening) return opening;
    }
  }
  return null;
}

/** Neither a month nor a weekday: what follows "Born" in a birth ("Born May 4, 1942", "Born Tuesday"). */
const NO_DAY = String.raw`(?!(?:${MONTH_WORD}|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*)\b)`;
/**
 * A given name after an inverted family name and its comma or dashes: "Born, John R.", "BORN--John",
 * "BORN - John R. November 18, 2026" (`GIVEN_NAMES_AFTER_A_DASH`).
 */
const GIVEN_NAME_AFTER_FAMILY = new RegExp(
  String.raw`^(?:(?:,|\s*--|\s*—)\s*${NO_DAY}\p{Lu}\p{Ll}|\s+[-–—]\s+${GIVEN_NAMES_AFTER_A_DASH})`,
  'u',
);
/** A given name after a family name in capitals: "BORN John Robert Peacefully at home on ...". */
const GIVEN_NAME_AFTER_CAPITALS = new RegExp(String.raw`^\s+${NO_DAY}\p{Lu}\p{Ll}`, 'u');

/**
 * Whether the capitalised "Born" or "BORN" at `at` is a family name: a name's last word or initial
 * ("Mary Born", "Mary E. Born") or after a title ("Mr. Born died Nov. 18"), not after an abbreviation
 * ("of Guin, Ala. Born"); the family name alone as a subject ("Born died at the scene Nov. 17,
 * 2026"); an inverted name that opens a notice ("Born, John R., 84, of Peoria, passed away ...",
 * "BORN--John R., 84, on Nov. 18", in capitals "BORN John Robert Peacefully at home on ...", while
 * "Born John Robert Whitaker on March 3, 1942" gives a birth name); a maiden name in brackets ("MAY,
 * Michele (Born), 73, ... entered into rest Jan. 29, 2026").
 */
function bornIsAName(sentence: string, at: number): boolean {
  const word = sentence.slice(at, at + 4);
  const after = sentence.slice(at + 4);
  return (
    /(?:^|\s)(?:\p{Lu}[\p{L}'’-]*|\p{Lu}\.|(?:Mr|Mrs|Ms|Dr|Rev|Msgr|Fr|Sgt|Capt|Col|Lt)\.)\s+$/u.test(
      sentence.slice(0, at),
    ) ||
    /^\s+(?:died|passed|was|is|had|has|who|lived|worked|served|said)\b/.test(after) ||
    GIVEN_NAME_AFTER_FAMILY.test(after) ||
    (word === 'BORN' && GIVEN_NAME_AFTER_CAPITALS.test(after)) ||
    (sentence[at - 1] === '(' && after.startsWith(')'))
  );
}

/**
 * Each "born" of a sentence that is the word, not a family name (`bornIsAName`): "Mary Born, 84, of
 * Salem, passed away March 3, 2026" names no birth date.
 */
function* bornsIn(sentence: string): Generator<RegExpExecArray> {
  // "Nació el 2 de marzo de 1948": a Spanish-language notice's birth. "He entered this world on May 4,
  // 1942", "came into this world", "was welcomed into the world": a birth in other words.
  const born =
    /\bborn\b|\bnaci[oó](?![\wáéíóúñ])|\b(?:entered|came\s+into|(?:was\s+)?welcomed\s+into)\s+(?:this|the)\s+(?:world|life)\b/giu;
  for (let m = born.exec(sentence); m !== null; m = born.exec(sentence)) {
    if (/^B/.test(m[0]) && bornIsAName(sentence, m.index)) continue;
    // "was born into eternal life on Nov. 18" is a death; "born again in 1975" a conversion.
    if (
      /^\s+(?:into\s+(?:eternal|everlasting|heavenly)\s+life|again)\b/i.test(
        sentence.slice(m.index + m[0].length),
      )
    )
      continue;
    yield m;
  }
}

const PARENT_WORD = "(?:\\p{Lu}[\\p{L}'’-]*\\.?|\\([^)]*\\)|and|&)";
/** A child of parents set off after the name: "Mary Cole Whitaker, the daughter of Carl and Ruth Cole,". Groups: the first name, the parents. */
const NAMED_CHILD_OF = new RegExp(
  `^(\\p{Lu}[\\p{L}'’-]*)(?:\\s+\\p{Lu}[\\p{L}'’.-]*){1,3}(?:,\\s*\\d{1,3})?,\\s+(?:the\\s+)?(?:daughter|son)\\s+of\\s+(?:the\\s+late\\s+)?(${PARENT_WORD}(?:\\s+${PARENT_WORD}){1,8})`,
  'u',
);
/** "born March 3, 1941, in Zumbrota to the late Arne and Signe (Berg) Lund": the parents' names. */
const BORN_TO = new RegExp(
  // A period inside the sentence is an abbreviation ("born in Columbia, La. to the late ..."); the
  // sentences are split already, so only a final one would end it. A sentence of the person's own
  // that opens with whose child they were says it too: "The daughter of Robert and Edna Cole, she
  // was born ...", "She was the daughter of ..." ("His wife was the daughter of ..." is hers).
  `(?:\\b[Bb]orn\\b(?:[^.;]|\\.(?=.))*?\\bto|^(?:(?:He|She)\\s+was\\s+)?(?:[Tt]he\\s+)?(?:[Dd]aughter|[Ss]on)\\s+of)\\s+(?:the\\s+late\\s+)?(${PARENT_WORD}(?:\\s+${PARENT_WORD}){1,8})`,
  'u',
);
const GENERATION = /^(?:Jr|Sr|II|III|IV)\.?$/;
/** Titles a birth sentence may put before the parents ("born to Mr. and Mrs. John Lund"). */
const PARENT_TITLE = /^(?:Mr|Mrs|Dr|Rev)\.?$/;

/** The parents a birth sentence names: their words and that sentence (`birthSentenceParents`). */
interface BirthSentence {
  words: string[];
  sentence: string;
}

/**
 * The words naming the parents in the first birth sentence ("born ... to the late Arne and Signe
 * (Berg) Lund" -> Arne and Signe Lund), parentheses and generational suffixes dropped, with that sentence.
 */
function birthSentenceParents(sentences: readonly string[], name: ParsedName): BirthSentence | null {
  for (const sentence of sentences) {
    // "Mary Cole Whitaker, the daughter of Carl and Ruth Cole, married ...": the person's own, by name.
    const named = NAMED_CHILD_OF.exec(sentence);
    const parents =
      BORN_TO.exec(sentence)?.[1] ??
      (named && normalizeNamePart(named[1]!) === normalizeNamePart(name.given) ? named[2] : undefined);
    if (!parents) continue;
    const words = parents
      .replace(/\([^)]*\)/g, ' ')
      .split(/\s+/)
      .filter((w) => w && !GENERATION.test(w));
    return { words, sentence };
  }
  return null;
}

/**
 * Whether the words after "born ... to" can open a parent's name: a known given name, or at least not
 * a place ("born in Ohio and moved to New York" names a place; "born to Arne and Signe Lund" a rare
 * given name the tables lack).
 */
function opensParentName(words: readonly string[], lexicon: NameLexicon, gazetteer: Gazetteer): boolean {
  const first = words[0];
  if (!first) return false;
  if (lexicon.isGivenName(first)) return true;
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const phrase = words.slice(0, n).join(' ');
    if (stateCodeOf(phrase) || gazetteer.isCity(phrase)) return false;
  }
  return true;
}

/** The surname of the parents a birth sentence names ("born to John and Mary Lund"), or null. */
function parentsSurname(
  parents: BirthSentence | null,
  lexicon: NameLexicon,
  gazetteer: Gazetteer,
): string | null {
  if (!parents) return null;
  const words = parents.words.filter((w) => w !== 'and' && w !== '&' && !PARENT_TITLE.test(w));
  const last = words[words.length - 1];
  if (words.length < 2 || !last || !opensParentName(words, lexicon, gazetteer)) return null;
  // "Son of David and Debra": the second parent by a given name alone writes no surname.
  const and = parents.words.findIndex((w) => w === 'and' || w === '&');
  const second = and < 0 ? [] : parents.words.slice(and + 1).filter((w) => !PARENT_TITLE.test(w));
  if (and >= 0 && second.length < 2) return null;
  if (lexicon.isGivenName(last) && !lexicon.isSurname(last)) return null;
  return /^\p{Lu}\p{Ll}/u.test(last) ? last.replace(/\.$/, '') : null;
}

/**
 * The decedent's birth surname from the parents a birth sentence names, when it is not the current
 * surname: "born ... to (the late) Wesley and Rose (Hudson) Moreno" gives Moreno. Only a couple
 * written the usual way counts: the first parent by given name alone, the second by given name(s)
 * and the shared surname, each opening with a given name or at least not a place. "born to John
 * Smith and Mary Jones" (whose surname?) and "born in Ohio and moved to New York" give nothing.
 */
function birthSurnameFromParents(
  parents: BirthSentence | null,
  name: ParsedName,
  lexicon: NameLexicon,
  gazetteer: Gazetteer,
): Quote | null {
  if (name.maiden.length > 0 || !parents) return null;
  const { words } = parents;
  const and = words.findIndex((w) => w === 'and' || w === '&');
  if (and < 0) return null;
  const first = words.slice(0, and).filter((w) => !PARENT_TITLE.test(w));
  const second = words.slice(and + 1).filter((w) => !PARENT_TITLE.test(w));
  if (first.length > 1 || (first.length === 1 && !opensParentName(first, lexicon, gazetteer))) return null;
  if (second.length < 2 || second.length > 3 || !opensParentName(second, lexicon, gazetteer)) return null;
  const surname = second[second.length - 1]!.replace(/\.$/, '');
  if (!/^\p{Lu}\p{Ll}/u.test(surname)) return null;
  // "born to Wesley and Rose Ann": the last word is a given name, not a surname.
  if (lexicon.isGivenName(surname) && !lexicon.isSurname(surname)) return null;
  if (normalizeNamePart(surname) === normalizeNamePart(name.surname)) return null;
  return { value: surname, quote: parents.sentence };
}

/**
 * A birth name written out: "She was born Mary Ann Cole on June 3, 1942", "Born Mary Ann Cole in
 * Pekin, she ...", "She was the former Mary Cole", "Mary Whitaker, formerly Mary Cole,". Group: the
 * name.
 */
const BORN_AS =
  /\b(?:(?:was\s+)?[Bb]orn|(?:the\s+)?former|formerly)\s+((?:\p{Lu}[\p{L}'’-]*\.?\s+){1,3}\p{Lu}[\p{L}'’-]*)(?=\s+(?:on|in|at|to|near)\b|\s*[,.;]|\s*$)/u;

/**
 * "Her maiden name was Cole": the birth surname, said of the person ("Her mother's maiden name was"
 * is the mother's). Group: the surname.
 */
const MAIDEN_NAME_WAS = /^(?:Her|My)\s+maiden\s+name\s+(?:was|is)\s+(\p{Lu}[\p{L}'’-]+)\s*\.?$/u;

/**
 * The decedent's birth surname from a birth name written out ("Mary Cole Whitaker ... She was born
 * Mary Cole in Pekin" gives Cole): the given name the decedent's own, the last word another surname
 * than the current one. A date ("born March 3, 1942") or a place ("born Peoria, Ill.") is no name.
 */
function birthSurnameFromBirthName(
  sentences: readonly string[],
  name: ParsedName,
  lexicon: NameLexicon,
  male: boolean,
): Quote | null {
  if (name.maiden.length > 0) return null;
  for (const sentence of sentences) {
    // On a man's page, "Her maiden name was Cole" is his wife's.
    const maiden = male ? null : MAIDEN_NAME_WAS.exec(sentence.trim());
    if (maiden && normalizeNamePart(maiden[1]!) !== normalizeNamePart(name.surname))
      return { value: maiden[1]!, quote: sentence };
    const m = BORN_AS.exec(sentence);
    // "Her sister, born Mary Ann Cole in 1945, survives": the relative's birth name.
    if (!m || namesSomeonesRelative(sentence.slice(0, m.index), null)) continue;
    const words = m[1]!.trim().split(/\s+/);
    const first = normalizeNamePart(words[0]!);
    const given = normalizeNamePart(name.given);
    if (first !== given && !lexicon.sameGivenName(first, given)) continue;
    const surname = words[words.length - 1]!;
    if (words.length < 2 || normalizeNamePart(surname) === normalizeNamePart(name.surname)) return null;
    return { value: surname, quote: sentence };
  }
  return null;
}

/** A parent the family sentences name; a mother alone may carry a later husband's surname. */
const FATHER_OR_PARENT = /^(?:father|parent)$/;
const ANY_PARENT = /^(?:father|mother|parent)$/;

/**
 * The decedent's birth surname from the parents the family sentences name with a surname ("preceded
 * in death by her parents, Jack and Sophie (Gupta) Shelton" gives Shelton), when no maiden name is
 * written and no birth sentence gave one: the one surname every listed parent bears, a father or
 * both parents among them, when it is not the current surname. Parents named without a surname were
 * given the decedent's own (`parseFamily`) and so give nothing; a mother named alone may have
 * remarried, and parents of two surnames say nothing certain.
 */
function birthSurnameFromFamily(
  family: { survivors: readonly Relative[]; predeceased: readonly Relative[] },
  sentences: readonly string[],
  name: ParsedName,
  lexicon: NameLexicon,
): Quote | null {
  if (name.maiden.length > 0) return null;
  const parents = [...family.predeceased, ...family.survivors].filter((r) => ANY_PARENT.test(r.relationship));
  if (!parents.some((r) => FATHER_OR_PARENT.test(r.relationship))) return null;
  const surnames = new Set(
    parents.map((r) => {
      const words = nameWords(r.name);
      return words.length >= 2 ? words[words.length - 1]! : '';
    }),
  );
  const [surname] = surnames;
  if (surnames.size !== 1 || !surname || !/^\p{Lu}\p{Ll}/u.test(surname)) return null;
  if (lexicon.isGivenName(surname) && !lexicon.isSurname(surname)) return null;
  if (normalizeNamePart(surname) === normalizeNamePart(name.surname)) return null;
  const quote =
    sentences.find((t) => /\bparents?\b|\bfather\b/i.test(t) && t.includes(surname)) ?? parents[0]!.name;
  return { value: surname, quote };
}

/**
 * The surname relatives named alone share ("Dear father of Adam and Andrea"): the decedent's, or the
 * first of a surname the page writes as two words in the family-name-first opening of a notice
 * ("GARCIA CORTEZ, Michael L.", "Flores Ramirez, William"), the paternal surname a Spanish double
 * surname passes on to children and shares with brothers and sisters. A particle is no surname
 * ("VAN DYKE, Mary" stays Van Dyke's).
 */
function impliedFamilySurname(name: ParsedName, opening: readonly string[]): string {
  const words = name.surname.split(/\s+/);
  const first = words.length === 2 ? words[0]! : name.middle[name.middle.length - 1];
  const last = words[words.length - 1]!;
  if (!first || first.length < 2 || SURNAME_PARTICLES.has(first.toLowerCase().replace(/\.$/, ''))) {
    return name.surname;
  }
  // The pattern is built only for a sentence that holds both words.
  let written: RegExp | undefined;
  const opensWithBoth = (s: string): boolean =>
    holdsIgnoringCase(s, first, last) &&
    (written ??= new RegExp(`^${escapeRegExp(first)}\\s+${escapeRegExp(last)}\\s*(?:--|—|,)`, 'i')).test(
      s.trim(),
    );
  return opening.some(opensWithBoth) ? first : name.surname;
}

/** Prefers the fuller of two readings of the same date (a lifespan year vs. a sentence's full date). */
function fuller(a: PartialDate | null, b: PartialDate | null): PartialDate | null {
  if (!a) return b;
  if (!b || b.year !== a.year) return a;
  const score = (d: PartialDate): number => (d.month !== undefined ? 1 : 0) + (d.day !== undefined ? 1 : 0);
  return score(b) > score(a) && (a.month === undefined || a.month === b.month) ? b : a;
}

/** A funeral home's name on a short line of its own (plain-text notices print a letterhead). */
function letterhead(lines: readonly string[]): string | null {
  // The name ends where the street address starts ("HOFFMANN FUNERAL SERVICE 412 Main Street").
  const line = lines
    .slice(0, HEADER_LINES)
    .map((l) => l.split(/\s\d/)[0]!.trim())
    .find((l) => l.length <= 60 && /\b(?:funeral|mortuary|chapel|cremation)\b/i.test(l));
  if (!line) return null;
  return /\p{Ll}/u.test(line) ? line : line.split(' ').map(capitalizeNameToken).join(' ');
}

const BUSINESS_WORDS = /\b(?:funerals?|mortuar(?:y|ies)|chapels?|cremations?|crematory|memorial\s+home)\b/i;

/** Class/id tokens that web templates give the site's name or logo in the header. */
const BRAND_TOKEN =
  /^(?:site-?title|site-?name|site-?branding|site-?logo|brand|navbar-brand|logo|masthead-title|blog-?title|paper-?name|header-?title)$/i;
/** Longest text taken as a site name (a brand is a name, not a sentence). */
const MAX_SITE_NAME = 60;

function siteNameText(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length >= 3 && t.length <= MAX_SITE_NAME && /\p{Lu}/u.test(t) && !/[.!?]$/.test(t) ? t : null;
}

/** The site's name as its header brand or logo shows it (text, else the logo image's alt text). */
function brandName($: CheerioAPI): string | null {
  for (const el of $('[class], [id]').toArray()) {
    const tokens = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`.split(/\s+/);
    if (!tokens.some((t) => t && BRAND_TOKEN.test(t))) continue;
    const text = siteNameText($(el).text()) ?? siteNameText($(el).find('img[alt]').first().attr('alt') ?? '');
    if (text) return text;
  }
  return null;
}

const COPYRIGHT_MARK = /©|&copy;|&#169;|&#xa9;|copyright|\(c\)/i;

/** The holder in a "© 2026 Smith Funeral Home. All rights reserved." line. */
function copyrightName($: CheerioAPI, html: string | null): string | null {
  // The raw page, when at hand, rules out most pages before the footer is searched.
  if (html !== null && !COPYRIGHT_MARK.test(html)) return null;
  const text = $('footer, [class*="footer"], [id*="footer"], [class*="copyright"]').text() || '';
  const m =
    /(?:(?:©|\(c\)|copyright)\s*)+(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*,?\s*([^.|·•\n]+?)(?:\s*[.|·•]|\s+all\s+rights|\s*$)/i.exec(
      text,
    );
  return m ? siteNameText(m[1]!) : null;
}

/** How many people other than `name` open a sentence that reports a death or an age (listing teasers). */
function otherDecedents(lines: readonly string[], name: ParsedName): number {
  const own = normalizeNamePart(name.surname);
  const others = new Set<string>();
  for (const line of lines) {
    for (const s of splitSentences(line)) {
      if (!reportsDeath(s) && !/^[^,]{3,60},\s*(?:age\s+)?\d{1,3},/.test(s)) continue;
      const subject = sentenceSubject(s);
      if (!subject || !looksLikePersonName(subject)) continue;
      const surname = normalizeNamePart(parseDecedentName(subject).surname);
      if (surname && surname !== own) others.add(surname);
    }
  }
  return others.size;
}

/**
 * The first of a story's sentences that tells a death of a person named by a story's noun alone ("A man
 * died in a crash on Route 6 on Nov. 18, 2026."), with its verb's position: the death a later
 * identification names ("The victim was identified as John Whitaker"). Null without one.
 */
function storyNounDeath(sentences: readonly string[]): { sentence: string; at: number } | null {
  for (const sentence of sentences) {
    const at = deathVerbAt(sentence);
    if (at !== null && storyNounBefore(deathSubjectBefore(sentence, at))) return { sentence, at };
  }
  return null;
}

/** A family name alone as a sentence's subject: "Whitaker" of "Whitaker, 45, of Peoria, died". */
const SURNAME_ALONE = /^\p{Lu}[\p{L}'’-]+$/u;

/** A description alone as the subject of a death: "The veteran ", "The longtime farmer ", "The German shepherd ". */
const DESCRIPTION_SUBJECT = /^\s*[Tt]he\s+(?:[\p{L}'’-]+\s+){0,2}[\p{Ll}'’-]+\s*$/u;
/**
 * One a sentence names beside its person: by "his" or "her" (a relative, a friend, a neighbor), a pet,
 * a couple, a family by its name ("bought the farm from the Cole family").
 */
const SOMEONE_BESIDE = new RegExp(
  String.raw`\b(?:his|her|their)\s+(?:[\p{Ll}-]+\s+){0,2}?(${RELATIONSHIP_WORDS.map(escapeRegExp).join('|')}|neighbor)\b(?!['’]s)|\b(?:a|an)\s+(?:[\p{Ll}-]+\s+){0,3}(?:dog|horse|couple)\b|\bthe\s+\p{Lu}[\p{L}'’-]+\s+family\b`,
  'giu',
);

/** A companion's word before one named: "with ", "and ", "alongside ", or the marriage before it. */
const COMPANION_BEFORE = /\b(?:with|and|alongside)\s+$|\bmarried\b/i;

/** Words a description gives almost anyone: "The retired machinist", "The longtime baker". */
const COMMON_DESCRIPTION = /^(?:retired|longtime)$/i;

/** Words of a street, a school or a place after a name that a family name may also be ("Washington Street"). */
const PLACE_AFTER_A_NAME =
  /^(?:Street|Avenue|Road|Drive|Lane|Boulevard|Court|Place|Parkway|Highway|Township|School|High|College|University|Hospital|Church|Cemetery|Park|Lake)$/;

/**
 * Whether a sentence names someone beside the person whom a death's description (`described`, its
 * telling words) may be: a relative, a neighbor or a friend by "his" or "her" ("cared for his uncle",
 * "pulled his neighbor from the house"), a pet ("adopted a retired police dog"), or another person by
 * name ("lived next door to Mark Cole"). One named with "with" or "and", or married, a companion of
 * the person's, only when the sentence gives that one the description's word: "and his brother, Mark,
 * 50, were hunting ... The older brother died" and "rode with his grandfather, a Korean War veteran,
 * ... The veteran died" are theirs; "raised four children with his wife, Mary. The retired machinist
 * died" and "married his high school sweetheart, Mary Cole, in 1962. The retired machinist died" are
 * his.
 */
function namesSomeoneBeside(
  sentence: string,
  person: ParsedName,
  lexicon: NameLexicon,
  described: readonly string[],
): boolean {
  // The description's words, one pattern for them all (none when every word was a common one).
  const describedWords =
    described.length > 0
      ? new RegExp(String.raw`\b(?:${described.map((w) => escapeRegExp(w.toLowerCase())).join('|')})\b`)
      : null;
  const beside = (at: number): boolean =>
    !COMPANION_BEFORE.test(sentence.slice(0, at)) ||
    (describedWords?.test(sentence.slice(at).toLowerCase()) ?? false);
  // One relative: "loved his grandchildren" names no one the description of one may be, nor does "took
  // over his father's farm" name the father.
  for (const m of sentence.matchAll(SOMEONE_BESIDE)) {
    const plural = m[1] !== undefined && normalizeRelationship(m[1]) !== m[1].toLowerCase();
    if (!plural && beside(m.index!)) return true;
  }
  // A name of a given name and a family name the tables know ("Bradley University", "Manual High" and
  // "Washington Street" are none).
  for (const m of sentence.matchAll(/(\p{Lu}[\p{L}'’-]+)\s+(\p{Lu}[\p{L}'’-]+)/gu)) {
    if (
      lexicon.isGivenName(m[1]!) &&
      lexicon.isSurname(m[2]!) &&
      !PLACE_AFTER_A_NAME.test(m[2]!) &&
      anotherPerson(parseDecedentName(m[0], { lexicon }), person, lexicon) &&
      beside(m.index!)
    )
      return true;
  }
  return false;
}

/**
 * A verb of saying and a quotation it opens that the sentence does not close: 'writes: "I never', 'wrote
 * on Facebook: "My father'.
 */
const OPENS_A_QUOTATION = /\b(?:said|wrote|writes)(?:\s+on\s+\p{Lu}\p{L}+)?\s*[:,]\s*["“][^"”]*$/u;
/**
 * A quotation that tells a death by a pronoun, then the same pronoun said it: '"He died Nov. 18," he
 * said'.
 */
const QUOTED_PRONOUNS_DEATH_SAID = /^\s*["“]\s*(he|she)\s+died\b[^"”]*["”]\s*,?\s*\1\s+said\b/i;

/**
 * Whether the age a death tells after its verb ("died Nov. 18, 2026, at 90") is more than a year apart
 * from the one the sentence that named the person set off after the name ("John Whitaker, 45,"; not
 * another's of the family, "and his wife, Mary Whitaker, 80,").
 */
function ageApart(
  naming: string,
  person: Pick<DecedentName, 'given' | 'surname'>,
  afterTheVerb: string,
): boolean {
  const stated = ageSetOffAfterTheName(naming, person);
  return stated !== null && deathAtAnotherAge(stated, afterTheVerb);
}

/**
 * The one person a story names in full before the sentence that tells a death by the family name
 * alone: "A memorial ride for John Whitaker will be held Saturday. Whitaker, 45, of Peoria, died
 * Nov. 18". Null when the subject is no family name alone, or when the sentences before name no one
 * of that family, or two ("Mary Whitaker" and "Mark Whitaker": which one died, the story does not say).
 */
function fullNameOfTheSurname(
  before: readonly string[],
  subject: string | null,
  lexicon: NameLexicon,
): { name: ParsedName; age: number | null } | null {
  if (!subject || !SURNAME_ALONE.test(subject)) return null;
  const written = new RegExp(String.raw`(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}${escapeRegExp(subject)}\b`, 'gu');
  const named = new Map<string, { name: ParsedName; age: number | null }>();
  for (const sentence of before)
    for (const m of sentence.matchAll(written)) {
      if (!looksLikePersonName(m[0], lexicon)) continue;
      const parsed = parseDecedentName(m[0], { lexicon });
      if (!parsed.given || normalizeNamePart(parsed.surname) !== normalizeNamePart(subject)) continue;
      // The age set off after the name: "found his neighbor, John Whitaker, 84, on the floor".
      const age = /^,\s*(\d{1,3}),/.exec(sentence.slice(m.index + m[0].length));
      // The first mention introduces the person with the age; a later one names them again.
      const given = normalizeNamePart(parsed.given);
      if (!named.has(given)) named.set(given, { name: parsed, age: age ? Number(age[1]) : null });
    }
  return named.size === 1 ? [...named.values()][0]! : null;
}

/**
 * A sentence's clause from `from` on, read as a sentence of its own, its first letter capitalised: "the
 * other driver, John Cole, 84, died" of "Mary Whitaker was hurt, and the other driver, ...".
 */
function clauseAsASentence(sentence: string, from: number): string {
  return sentence.charAt(from).toUpperCase() + sentence.slice(from + 1);
}

/** Someone's injury, which dates the event of a death told after it: "was hurt", "resultó herida". */
const INJURED = /\b(?:injured|hurt|wounded|herid[oa]s?|lesionad[oa]s?)\b/i;

/** Extracts one obituary page; null when the page is not a single person's obituary. */
export function extractObituary(
  html: string | CheerioAPI,
  url: string,
  hints: ExtractHints = {},
  options: ExtractOptions = {},
): ExtractedObituary | null {
  const lexicon = options.lexicon ?? defaultNameLexicon();
  const gazetteer = options.gazetteer ?? defaultGazetteerOrEmpty();
  const ctx: PlaceContext = {
    gazetteer,
    defaultState: hints.state ? (stateCodeOf(hints.state) ?? null) : null,
  };
  const warnings: string[] = [];
  // A page parsed by the caller is used as is; extraction removes navigation and scripts from it.
  const $ = typeof html === 'string' ? load(html) : html;

  const jsonLd = readJsonLd($);
  const microdata = readMicrodata($);
  const structuredRead = [jsonLd, microdata].filter((f): f is StructuredFacts => f !== null);

  const metas = metaTags($);
  const ogTitle = metaContent(metas, ['property=og:title', 'name=og:title', 'name=twitter:title']);
  const siteName = metaContent(metas, ['property=og:site_name', 'name=application-name']);
  const title = $('title').first().text().trim() || undefined;
  const metaPublished = metaContent(metas, [
    'property=article:published_time',
    'name=article:published_time',
    'property=og:published_time',
    'name=pubdate',
    'name=publish-date',
    'name=date',
    'name=dc.date',
    'name=DC.date',
    'itemprop=datePublished',
  ]);

  // The site's own name sits in its header brand and copyright line, both removed as furniture.
  // Read only when no cheaper source names the site: both scan the whole document.
  const needSiteName = !hints.publisher && !structuredRead.some((f) => f.publisher) && !siteName;
  const brand = needSiteName ? brandName($) : null;
  const copyrightHolder = needSiteName ? copyrightName($, typeof html === 'string' ? html : null) : null;
  removeFurniture($);
  removeTeaserCards($);
  const main = findMainContent($);
  const mainText = main ? blockText(mainBlocks(main)) : blockText($('body').toArray());
  const pageLines = blockText($('body').length ? $('body').toArray() : $.root().toArray()).split('\n');
  // "John Whitaker, also known as Jack, 84, of Peoria, died": the alias as the name's nickname, so the
  // age and town follow the name as they do without one.
  const sentences = splitSentences(mainText).map(withAliasAsNickname);
  const proseSentences = sentences.filter((s) => !isFamilySentence(s));

  // --- Name: structured layers first, then headings, then the opening sentence.
  let name: ParsedName | null = null;
  let layer: ExtractionLayer = 'heuristic';
  let headingText: string | null = null;
  // A heading that is a link is a teaser card on a listing, not this page's subject.
  const ownHeadings = (selector: string): string[] =>
    $(selector)
      .toArray()
      .filter((el) => $(el).find('a[href]').length === 0 && $(el).closest('a[href]').length === 0)
      .map((el) => $(el).text().replace(/\s+/g, ' ').trim());
  const h1s = ownHeadings('h1');
  const mainLines = mainText.split('\n');
  const lineAfter = (text: string): string => mainLines[mainLines.indexOf(text) + 1] ?? '';
  // A reporter's name over a role ("John Whitaker" / "Staff Writer") is the story's byline, as an h1
  // too; so is the page's title that opens with it ("John Whitaker - Peoria Journal").
  const bylineH1s = h1s.filter((text) => BYLINE_ROLE.test(pageLines[pageLines.indexOf(text) + 1] ?? ''));
  // A structured person is the page's only as the page shows it (personShown): in its title, its text,
  // or the description its head gives (a page whose text a script writes shows it there).
  // Each layer's person is read once, and the page's words once, when a layer names someone.
  const description = metaContent(metas, ['name=description', 'property=og:description']);
  const ownH1s = h1s.filter((text) => !bylineH1s.includes(text));
  let words: ReadonlySet<string> | null = null;
  const layers = structuredRead.map((facts) => {
    const person = structuredName(facts, lexicon);
    if (!person) return { facts, person };
    words ??= foldedWords([title, ogTitle, description, mainText]);
    return personShown(person, words, ownH1s, lexicon)
      ? { facts, person }
      : { facts: withoutPerson(facts), person: null };
  });
  const structured = layers.map((l) => l.facts);
  const first = <K extends keyof StructuredFacts>(key: K): StructuredFacts[K] | undefined =>
    structured.find((f) => f[key] !== undefined)?.[key];
  const named = layers.find((l) => l.person !== null);
  if (named) {
    name = named.person;
    layer = named.facts.layer;
  }
  const byline = (text: string): boolean => bylineH1s.some((b) => b !== '' && text.startsWith(b));
  const headings: Array<{ text: string; strict: boolean; inBody: boolean; line?: boolean }> = [
    ...ownH1s.map((text) => ({ text, strict: false, inBody: true })),
    // An h2 is weak as a line of the text is: a byline may be set as one.
    ...ownHeadings('h2')
      .slice(0, 3)
      .filter((text) => !BYLINE_ROLE.test(lineAfter(text)))
      .map((text) => ({ text, strict: true, inBody: true, line: true })),
    // Old table layouts and plain-text notices set the name as a line of the text, not a heading.
    // A reporter's name over a role ("John Whitaker" / "Staff Writer") is the story's byline.
    ...mainLines
      .slice(0, NAME_LINES)
      .filter(
        (l, i, lines) =>
          l.length <= MAX_NAME_LINE_CHARS && !isProseLine(l) && !BYLINE_ROLE.test(lines[i + 1] ?? ''),
      )
      .map((text) => ({ text, strict: true, inBody: true, line: true })),
    ...(ogTitle && !byline(ogTitle) ? [{ text: ogTitle, strict: true, inBody: false }] : []),
    ...(title && !byline(title) ? [{ text: title, strict: true, inBody: false }] : []),
  ];
  // A heading shaped as a name that the text under it never names, over a text that opens with a
  // person the tables know: a section's heading ("Police Blotter", "Metro Briefs", "Crash Report") or
  // no one's the page tells of, and the opening sentence names the page's person. The family name is
  // looked for as a name is written, with its capital ("the report said" is no "Crash Report").
  const sectionHeading = (text: string): boolean => {
    const { surname } = parseDecedentName(text, { lexicon });
    // The text under the headings, a section's too ("Deaths").
    const headingTexts = ownHeadings('h1, h2, h3, h4');
    const body = sentences.filter((s) => !headingTexts.includes(s));
    if (body.some(wholeWordTest(surname))) return false;
    const opening = body[0];
    const subject = opening ? sentenceSubject(opening) : null;
    return subject !== null && looksLikePersonName(subject, lexicon);
  };
  let nameFromWeakHeading = false;
  let nameFromLine = false;
  // The Spanish headline whose verb the name was read after, which tells the death itself.
  let spanishHeadlineDeath: string | null = null;
  for (const h of headings) {
    // "Fallece Juan López", "Muere Juan López": a Spanish headline's verb of the death before the name.
    const text = h.text.replace(SPANISH_HEADLINE_DEATH_VERB, '');
    if (!text || !looksLikePersonName(text, h.strict ? lexicon : undefined)) continue;
    if (!h.strict && sectionHeading(text)) continue;
    if (text !== h.text) spanishHeadlineDeath = h.text;
    if (h.inBody) headingText = h.text;
    nameFromWeakHeading = name === null && h.strict;
    nameFromLine = name === null && h.line === true;
    if (!name) name = parseDecedentName(text, { lexicon });
    else name = mergeNames(name, parseDecedentName(text, { lexicon }), lexicon);
    break;
  }
  // A name in religion alone over the opening sentence that gives the birth name too: "Sister Mary
  // Agnes" over "Sister Mary Agnes (Mary Cole), 90, ... died Nov. 18" is Mary Cole.
  // An answer to a question headline opens nothing: "Is John Whitaker dead?" / "Sadly, yes." / "John
  // Whitaker, 84, ... died".
  const afterAnAnswer = ANSWER.test(sentences[0] ?? '') ? sentences.slice(1) : sentences;
  const firstProse = OBITUARY_LABEL.test(afterAnAnswer[0] ?? '') ? afterAnAnswer[1] : afterAnAnswer[0];
  if (name?.title && /^(?:Sister|Brother|Mother)$/.test(name.title) && firstProse) {
    const subject = sentenceSubject(firstProse);
    const parsed = subject ? parseDecedentName(subject, { lexicon }) : null;
    const inReligion = normalizeNamePart([name.given, ...name.middle, name.surname].join(' '));
    if (parsed?.nickname && parsed.title === name.title && normalizeNamePart(parsed.nickname) === inReligion)
      name = parsed;
  }
  // A generation or a nickname the heading leaves out and the opening sentence gives: "John Whitaker"
  // over "John Whitaker Sr. of Peoria founded the store in 1950. The elder Whitaker died Nov. 18" is the
  // elder; over "John "Bud" Whitaker, 84, of Peoria, farmed ... Bud died Nov. 18, 2026" he is Bud.
  if (name && firstProse) {
    const subject = sentenceSubject(firstProse);
    const parsed = subject ? parseDecedentName(subject, { lexicon }) : null;
    if ((parsed?.suffix && !name.suffix) || (parsed?.nickname && !name.nickname))
      name = mergeNames(name, parsed, lexicon);
  }
  // The first sentence reporting the decedent's own death: not a relative's (death-sentence.ts), and
  // not one that opens with another person's name ("Robert Whitaker passed away" on John's page).
  // The sentence is kept with the position of its death verb, where its date is read.
  // "Mrs. John R. Whitaker" is a woman, whatever her husband's given name says (husbands-name.ts).
  const sexOfGiven = (given: string): 'M' | 'F' | undefined =>
    lexicon.sexOfGivenName?.(normalizeNamePart(given));
  const sexOf = (n: ParsedName): 'M' | 'F' | undefined =>
    isHusbandsNameForm(n, lexicon) ? 'F' : sexOfGiven(n.given);
  // The sex of a given name of either sex, or of one the tables do not know (Art, Jamie, Leslie), is
  // the page's pronouns': "the family of Art Whitaker announces his passing"; and a title before the
  // family name ("Mrs. Davis died Friday") is the decedent's when it is of that sex.
  const pageSex = pronounSex(proseSentences);
  // The sex the page's pronouns tell strongly, the other's all but absent (`pronounSex`).
  const strongPageSex = pronounSex(proseSentences, true);
  const sexOfPerson = (n: ParsedName): 'M' | 'F' | undefined => sexOf(n) ?? pageSex;
  const asDecedent = (n: ParsedName): DecedentName => {
    const sex = sexOfPerson(n);
    return {
      given: n.given,
      surname: n.surname,
      ...(sex ? { sex } : {}),
      otherNames: [n.nickname ?? '', ...n.middle].filter((x) => x.length > 1),
      sameGivenName: (a, b) => lexicon.sameGivenName(a, b),
      ...(n.suffix ? { suffix: n.suffix } : {}),
      sexOfGiven,
    };
  };
  const decedent: DecedentName | null = name ? asDecedent(name) : null;
  // Whose death each sentence is read for: the name known so far, or one a sentence gives later.
  const known = name;
  const ownDeathAt = (s: string, who: ParsedName | null = known): number | null => {
    if (PRECEDED.test(s)) return null;
    const as = who === null ? null : who === known ? decedent : asDecedent(who);
    const at = ownDeathVerbAt(s, as);
    if (at === null || !who) return at;
    // "Mark Cole, a longtime friend, said that John Whitaker, 84, passed away": the person's name is
    // the verb's subject, whoever the sentence opens with.
    if (namedRightBefore(s.slice(0, at), who)) return at;
    return opensWithAnotherPerson(s, who, lexicon, as?.sex ?? pageSex) ? null : at;
  };
  // The page's date of publication.
  const published =
    publishedFrom(hints.publishedDate) ??
    publishedFrom(first('datePublished')) ??
    publishedFrom(metaPublished) ??
    // A <time> that marks the birth or the death ("<time itemprop=\"birthDate\">") is no publication date.
    publishedFrom(
      $('time[datetime]')
        .filter(
          (_i, el) => !LIFE_DATE_MARK.test(`${$(el).attr('itemprop') ?? ''} ${$(el).attr('class') ?? ''}`),
        )
        .first()
        .attr('datetime'),
    ) ??
    (() => {
      // "Published March 3, 2026", "Posted 3/3/2026", "Memorial created Mar 3, 2026 by the family".
      const line = pageLines.find((l) => /\b(?:published|posted|created|submitted)\b/i.test(l));
      return line ? parseDate(line) : null;
    })();
  // Whether a date is more than a year before the page's publication (never on a page of no date).
  const longBefore = (date: PartialDate): boolean =>
    published !== null && dayRange(date)[1] < dayRange(published)[0] - LONG_BEFORE_DAYS;
  // Whether the first date after a death verb, or its year alone ("died in 1990"), is more than a year
  // before the page's publication.
  const deathLongBefore = (fromVerb: string): boolean => {
    const year = DEATH_YEAR.exec(fromVerb);
    const date = findDates(fromVerb)[0]?.date ?? (year ? makeDate(Number(year[1])) : null);
    return date !== null && longBefore(date);
  };
  // The latest year the page's text tells of.
  const latestYear = Math.max(0, ...[...mainText.matchAll(new RegExp(YEAR, 'g'))].map((m) => Number(m[1])));
  // Where a death sentence names its person (`deathSubjectBefore`): the text before the verb.
  const subjectOf = (death: { sentence: string; at: number }): string =>
    deathSubjectBefore(death.sentence, death.at);
  // The same, a pronoun read as the person by a story's noun the sentence before opens with, hurt: "A
  // Peoria man " of "A Peoria man was critically injured in a crash Nov. 18, 2026. He died at OSF."
  const storySubjectOf = (death: { sentence: string; at: number }): string => {
    const subject = subjectOf(death);
    const pronoun = /^\s*(he|she)\s+$/i.exec(subject);
    const i = pronoun ? sentences.findIndex((s) => s.startsWith(death.sentence)) : -1;
    const hurt = i > 0 ? storyNounHurt(pronoun![1]!, sentences[i - 1]!) : null;
    return hurt === null ? subject : `${hurt} `;
  };
  const firstOwnDeath = (list: readonly string[]): { sentence: string; at: number } | null => {
    // "Mark Whitaker ran the marathon in memory of his father. Dad passed away Nov. 18": the father
    // the page told of as its person's own, not the page's person (bareKinSubject).
    const toldOf = new Set<string>();
    // "John Whitaker, 45, of Peoria, was driving north. A Pekin man died at the scene": once the page
    // has named its person, a man or a woman it names by a noun is someone else. Before that, the
    // noun may be the person ("A Peoria man died Tuesday ... Police identified him as John Whitaker").
    const holdsSurname = decedent ? wholeWordTest(decedent.surname, true) : null;
    // The sentence that named the person: "The Peoria man died" is the man it names "of Peoria".
    let named: string | null = null;
    let previous = '';
    // The person a sentence's subject names, parsed: "John Whitaker" of "John Whitaker, 45, hit ...".
    const openerOf = (sentence: string): ReturnType<typeof parseDecedentName> | null => {
      const opener = nameSubject(sentence);
      return opener ? parseDecedentName(opener, { lexicon }) : null;
    };
    // "John Whitaker here. Dad passed Nov. 18": once the person has introduced himself as the writer,
    // "Dad" is the writer's father.
    let writerIntroduced = false;
    // 'John Whitaker, 45, writes: "I never thought I'd bury my son. He died Nov. 18."': inside a
    // quotation the person opened, until it closes, a pronoun is someone the speaker tells of.
    let personQuoting = false;
    // The year of the page's publication, which dates a death told without one.
    const pageYear = published?.year;
    for (const [i, sentence] of list.entries()) {
      const own = ownDeathAt(sentence);
      const agedAt = agedOneDeathAt(sentence, named);
      const at = own ?? agedAt;
      // The sentence up to the death verb and from it ('' without one).
      const upToTheVerb = at === null ? '' : sentence.slice(0, at);
      const fromTheVerb = at === null ? '' : sentence.slice(at);
      // "John Whitaker, 65, retired Nov. 18, 2026 ... His father, Robert, founded the firm in 1950. He
      // died in 1990.": the pronoun is the father, when the page tells of a later year than the death's
      // (a death the page's own latest year dates, "He died Nov. 18, 2026", is the page's person's).
      const pronoun = at === null ? null : /^\s*(he|she)\s+(?:had\s+)?(?:\w+ly\s+)?$/i.exec(upToTheVerb);
      const deathYear = at === null ? null : YEAR.exec(fromTheVerb);
      // "Juan Whitaker, de 45 años, le disparó a su vecino. Murió el 18 de noviembre.": a Spanish death
      // told with no subject, the one shot, killed or found on the floor before it.
      const spanishStricken =
        at !== null &&
        upToTheVerb.trim() === '' &&
        /^(?:muri|falleci)/i.test(fromTheVerb) &&
        (spanishOneStrickenBefore(previous, fromTheVerb, decedent, pageYear) ||
          // "Su hijo resultó gravemente herido. Murió al día siguiente.": the one hurt.
          spanishOneHurtBefore(previous, fromTheVerb, decedent, pageYear));
      const previousRelative =
        spanishStricken ||
        (pronoun !== null &&
          ((deathYear !== null &&
            Number(deathYear[1]) < latestYear &&
            pronounOfThePreviousRelative(pronoun[1]!, previous, decedent, sexOfGiven)) ||
            // "John Whitaker, 45, misses his brother Mark. He died Nov. 18, 2025.": a relative of the
            // living man the sentence before tells in the present.
            pronounOfARelativeOfTheLiving(pronoun[1]!, previous, decedent) ||
            // "John Whitaker, 45, visited his father in the hospital every day. He died Nov. 18, 2026.":
            // the relative in the sickbed.
            pronounOfARelativeInASickbed(pronoun[1]!, previous, decedent) ||
            // "John Whitaker, 45, shot his neighbor. He died Nov. 18.": the one shot, found stricken or
            // last seen, unless the sentence before dates the act by another year ("found his father on
            // the floor of the barn in 1960 ... He died Nov. 18, 2026" is the person's own). Before the
            // page has named its person, the person is whoever that sentence opens with.
            pronounOfOneStrickenBefore(
              pronoun[1]!,
              previous,
              fromTheVerb,
              decedent ?? openerOf(previous),
              pageYear,
            ) ||
            // "John Whitaker, 45, was hurt in a crash Nov. 18, 2026. His son was critically injured. He
            // died at OSF.": the relative hurt.
            pronounOfARelativeHurtBefore(pronoun[1]!, previous, fromTheVerb, decedent, pageYear) ||
            // "... The other driver was critically injured. He died at OSF.": once the page has named its
            // person, a person by a story's noun hurt.
            (named !== null &&
              pronounOfAStoryNounHurtBefore(pronoun[1]!, previous, fromTheVerb, named, pageYear)) ||
            // "John Whitaker, 45, lost his father to cancer. He died Nov. 18, 2025." on a page of Nov.
            // 2026: a death more than a year before the page is the relative's, in any tense.
            (deathLongBefore(fromTheVerb) &&
              pronounOfARelativeOfTheLiving(pronoun[1]!, previous, decedent, false))));
      // "John Whitaker, 45, searched for his brother for weeks. His body was found Nov. 18, 2026.": the
      // relative searched for.
      const possessive = at === null ? null : /^\s*(his|her)\s+$/i.exec(upToTheVerb);
      const sought = possessive !== null && possessiveOfARelativeSought(possessive[1]!, previous, decedent);
      // "Mark was the kindest person I knew. He died Nov. 18", "The Lord called him home Nov. 18. John
      // Whitaker was his pastor": the pronoun is someone else than the page's person.
      const pronounSex = at === null || !decedent ? null : pronounOfTheDeath(sentence, at);
      const someoneElsesPronoun =
        pronounSex !== null &&
        (pronounOfThePreviousName(pronounSex, previous, decedent!) ||
          personIsThePronounsSomeone(pronounSex, list.slice(i + 1, i + 3), decedent!));
      const subject = at === null ? '' : subjectOf({ sentence, at });
      // "John Whitaker, 45, cared for his uncle for years. The veteran died Nov. 18": a description
      // after a sentence that names someone beside the person is that one's ("The longtime farmer
      // died" after "John Whitaker, 84, farmed near Dunlap for 60 years" is his).
      // Before the page has named its person, the person is the one the sentence before opens with. A
      // word of kin ("The mother died") is read by the relatives the page told of (`toldOf`).
      let describedBeside = false;
      if (DESCRIPTION_SUBJECT.test(subject) && bareKinSubject(subject) === null) {
        const person = name ?? openerOf(previous);
        // The description's words that tell one person from another: "Pekin", "man", "brother" (not
        // "retired" or "longtime", said of anyone).
        const described = subject
          .trim()
          .split(/\s+/)
          .slice(1)
          .filter((w) => !COMMON_DESCRIPTION.test(w));
        describedBeside = person !== null && namesSomeoneBeside(previous, person, lexicon, described);
      }
      // "John Whitaker, 45, of Peoria, took his grandfather fishing every summer. He died Nov. 18, 2026,
      // at 90.": a death told by a pronoun or a description at another age than the one the sentence
      // that named the person gave is someone else's.
      // Before the page has named its person, the person is whoever the naming sentence opens with.
      // (In the naming sentence itself: death-sentence.ts pronounsDeathAtAnotherAge.)
      const aged = decedent ?? (named === null ? null : openerOf(named));
      // The same of a name set off at another age: "... The other driver, John Cole, 19, died".
      const otherAge =
        at !== null &&
        named !== null &&
        aged !== null &&
        (((/^\s*(?:he|she)?\s*$/i.test(subject) || DESCRIPTION_SUBJECT.test(subject)) &&
          ageApart(named, aged, sentence.slice(at))) ||
          (named !== sentence && setOffAtAnotherAge(named, aged, subject)));
      // 'John Whitaker, 45, wept as he talked about his father. "He died Nov. 18," he said.': the one
      // the person's quoted words tell of by a pronoun is not the person, who speaks them.
      const quotedOfAnother =
        at !== null &&
        ((QUOTED_PRONOUNS_DEATH_SAID.test(sentence) && openingPerson(previous, decedent) !== null) ||
          (personQuoting && pronoun !== null));
      // "Name: Mark Whitaker. Died: March 3, 1950.": a death's field under another person's name field.
      const fieldOfAnother =
        at !== null && name !== null && deathFieldOfAnother(previous, sentence, name, lexicon);
      // "Dad passed away Nov. 18": the relation a family word alone as the subject names.
      const kinSubject = at === null ? null : bareKinSubject(sentence.slice(0, at));
      if (sentence.trim() !== '') previous = sentence;
      if (
        at !== null &&
        !fieldOfAnother &&
        !quotedOfAnother &&
        !previousRelative &&
        !sought &&
        !someoneElsesPronoun &&
        !describedBeside &&
        !otherAge &&
        !(kinSubject !== null && (toldOf.has(kinSubject) || writerIntroduced)) &&
        !(
          agedAt === null &&
          named !== null &&
          (nounBefore(subject) !== null || townsPersonBefore(subject)) &&
          !townsPersonNamedBefore(subject, named)
        )
      )
        return { sentence, at };
      for (const kin of thirdPersonKin(sentence)) toldOf.add(kin);
      if (introducesTheWriter(sentence, decedent)) writerIntroduced = true;
      personQuoting = personQuoting
        ? !/["”]/.test(sentence)
        : OPENS_A_QUOTATION.test(sentence) && openingPerson(sentence, decedent) !== null;
      // Without a name yet (a headline that names no one, "Mary Whitaker charged"), the sentence whose
      // subject is a person's name: "Mary Whitaker, 45, of Peoria, was not hurt. The Pekin driver died".
      if (named === null && (holdsSurname ? holdsSurname(sentence) : nameSubject(sentence) !== null))
        named = sentence;
    }
    return null;
  };
  // "John Whitaker, 84, of Peoria, taught for 40 years. The 84-year-old died Nov. 18, 2026.": a death
  // told of the age the sentence that named the person gave him, unless it says he lived.
  const agedOneDeathAt = (sentence: string, naming: string | null): number | null => {
    // Most sentences tell no one's age this way: the death verbs are not sought again in them.
    if (!decedent || naming === null || !/-year-old\s/.test(sentence) || livedThrough(naming)) return null;
    const at = deathVerbAt(sentence);
    const aged = at === null ? null : THE_AGED_SUBJECT.exec(deathSubjectBefore(sentence, at));
    if (!aged) return null;
    const stated = new RegExp(String.raw`\b${escapeRegExp(decedent.surname)},\s*(\d{1,3}),`, 'u').exec(
      naming,
    );
    const sex = aged[3] === undefined ? undefined : aged[3] === 'man' ? 'M' : 'F';
    // "The 84-year-old Pekin man" is not the one named "of Peoria".
    const town = aged[2]?.trim();
    const ofTown = !town || namedOfTown(town, naming);
    return stated && aged[1] === stated[1] && ofTown && (sex === undefined || sex === decedent.sex)
      ? at
      : null;
  };
  // The subject of a sentence when it is a person's name: "John Whitaker" of "John Whitaker, 45, ...".
  const nameSubject = (sentence: string): string | null => {
    const subject = sentenceSubject(sentence);
    return subject !== null && looksLikePersonName(subject) ? subject : null;
  };
  // A paid death notice states the death by its date alone ("WHITAKER--John R., on November 18,
  // 2026, peacefully at home. Beloved husband of Mary."), in the notice form only: its opening, and
  // words of a death notice with none of a birth's, a wedding's or a remembrance's.
  const paidNotice = (who = decedent): { sentence: string; at: number } | null => {
    if (!who || !(hints.deathColumn || DEATH_NOTICE_CUE.test(mainText))) return null;
    if (LIVING_NOTICE_CUE.test(mainText)) return null;
    const opening = sentences.slice(0, PAID_NOTICE_SENTENCES + 2);
    for (let i = 0; i < PAID_NOTICE_SENTENCES && i < opening.length; i++) {
      // The name may stand as a sentence of its own, the date opening the next ("WHITAKER--John R.
      // On November 18, 2026, peacefully, at 84.") or the one after the age and town ("BELLAMY--David.
      // Age 76, of Kimball, West Virginia. March 5, 2026.").
      const joined = [1, 2, 3].map((n) => opening.slice(i, i + n).join(' '));
      // Or the name as the heading, family name first, the notice's first sentence under it
      // ("WHITAKER, JOHN R." over "Age 84, of Peoria, on Nov. 18, 2026."); not a name in reading order.
      // The heading may be the opening's first sentence ("John R. Whitaker Obituary"): the one after it.
      const underTheName = headingText !== null && i === (opening[0] === headingText ? 1 : 0);
      const underTheHeading = underTheName ? `${headingText} ${opening[i]}` : null;
      if (underTheHeading && opensAPaidNoticeOf(underTheHeading, who)) joined.push(underTheHeading);
      // A notice's first sentence under the person's name on a page that calls itself an obituary reads
      // as a column's entry does: "John R. Whitaker, 84, of Peoria, Nov. 18, 2026." under "John Whitaker
      // Obituary"; not under a name alone ("John R. Whitaker, 19, of Peoria, Nov. 18, 2026. ... he
      // graduated from basic training").
      const entry = hints.deathColumn || (underTheName && OBITUARY_PAGE.test(title ?? ''));
      for (const sentence of new Set(joined)) {
        const at = paidNoticeDeathAt(sentence, who, underTheName, entry);
        if (at !== null) return { sentence, at };
      }
    }
    return null;
  };
  let ownDeath =
    firstOwnDeath(proseSentences) ??
    // Run-on notices join the death and the survivors in one sentence: the part before the cue.
    firstOwnDeath(sentences.map((s) => s.slice(0, Math.max(0, familyCueStart(s))).trim())) ??
    // "John Whitaker, 84, who was preceded in death by his wife, died Nov. 18", "Survived by his wife,
    // John Whitaker, 84, died Nov. 18": the sentence without the family's clause.
    firstOwnDeath(
      sentences.filter(isFamilySentence).flatMap((s) => {
        const cut = s.replace(FAMILY_CLAUSE_OPENING, '').replace(FAMILY_CLAUSE_SET_OFF, ', ');
        if (cut !== s) return [cut];
        // "John Whitaker ... was reunited in heaven with his wife, Mary, on Nov. 18": the family's words
        // are the death's own.
        return REUNITED_IN_HEAVEN.test(s) ? [s] : [];
      }),
    ) ??
    paidNotice();
  let deathSentence = ownDeath?.sentence ?? null;
  // A name on a line of its own under a news headline that names no one is the story's byline when
  // the story's death sentence does not name it and tells its person by a description ("A longtime
  // Peoria teacher died") or by pronouns of the other sex: "Former teacher dies at 84" / "John
  // Whitaker" / "... She was 84."
  const newsHeadline = h1s.some(
    (h) => h !== '' && !OBITUARY_LABEL.test(h) && !COLUMN_LABEL.test(h) && !looksLikePersonName(h),
  );
  if (nameFromLine && name && newsHeadline && ownDeath) {
    const before = subjectOf(ownDeath).replace(DATELINE, '').trim();
    const named = [name.surname, name.given].some((n) => wholeWordTest(n, true)(ownDeath!.sentence));
    const sex = sexOf(name);
    if (!named && (/^(?:a|an|the)\s/i.test(before) || (sex && strongPageSex && sex !== strongPageSex)))
      return null;
  }
  // A name the tables do not hold (Jaslyn Jonjic) fails a heading's test; it is taken when a sentence
  // that reports the death names the same person, the second place on the page the tables stand in for.
  if (!name) {
    const said = new Set(
      proseSentences
        .filter((s) => reportsDeath(s) && !PRECEDED.test(s))
        .map(sentenceSubject)
        .filter(
          (subject): subject is string =>
            subject !== null && (looksLikePersonName(subject) || nameWithKnownGiven(subject, lexicon)),
        )
        .map((subject) => normalizeNamePart(subject)),
    );
    // "Thomas Michael Homes": a family name that is also a page word, under a given name the tables know.
    const heading = headings.find(
      (h) =>
        said.has(normalizeNamePart(h.text)) &&
        (looksLikePersonName(h.text) || nameWithKnownGiven(h.text, lexicon)),
    );
    if (heading) {
      name = parseDecedentName(heading.text, { lexicon });
      if (heading.inBody) headingText = heading.text;
      nameFromWeakHeading = true;
    }
  }
  // Without a name heading, only the page's opening sentence may name the decedent; a news story's
  // headline reports the death without the name ("Former mayor dies at 84") or the deadly event ("Crash
  // on Route 29"), and its lede, behind the byline and date, names the person ("John R. Whitaker, who
  // served three terms as mayor, died ...").
  const lede =
    !name &&
    deathSentence !== null &&
    sentences.indexOf(deathSentence) < LEDE_SENTENCES &&
    // The story's first death is its subject's: "Mayor Whitaker's mother, Edna, died Sunday. ..."
    // heads a story about someone else's death, whoever a later sentence names.
    proseSentences.find(reportsDeath) === deathSentence &&
    ([...h1s, title ?? '', ogTitle ?? ''].some(
      (h) => HEADLINE_DEATH.test(h) || HEADLINE_OF_A_DEADLY_EVENT.test(h),
    ) ||
      (firstProse !== undefined && firstProse !== deathSentence && OPENING_OF_A_DEATH.test(firstProse)))
      ? deathSentence.replace(DATELINE, '')
      : null;
  // Where the death sentence stands among the page's sentences (a run-on's part starts one); -1 if none.
  const deathSentenceIndex = (): number =>
    ownDeath ? sentences.findIndex((s) => s.startsWith(ownDeath!.sentence)) : -1;
  let nameFromSentence = false;
  // Where the clause of the death starts in its sentence, when the sentence tells another's act first
  // (null when the death is not a relative clause's).
  let deathClauseFrom: number | null = null;
  // A person a sentence names in full before a relative clause of that person's own death, as the
  // object of another's act: "Students at Manual High School remembered Liam Whitaker, a sophomore who
  // died Nov. 18, 2026", "Mary Whitaker, surviving spouse of John Whitaker, who died Nov. 18, 2026,
  // states ...".
  // The death must be dated from the name on: the date of the other's act is not the death's ("laid a
  // wreath Nov. 18, 2026, for Officer Mark Cole, who was killed in the line of duty in 2016"); and
  // dated within a year of the page: an obituary whose person's own death the page tells only by the
  // rites names a relative who died years before ("He was the son of John Cole, who died in 1990").
  // A list of the dead before the person ("preceded in death by his brother, John Cole, who died
  // Nov. 10, 2026") is the person's family, not the page's dead.
  const deadOfARelativeClause = (
    s: string,
  ): { name: ParsedName; age: number | null; at: number; from: number } | null => {
    if (PRECEDED.test(s)) return null;
    // Or the subject of a clause after "in which": "John Cole, 45, was driving the car in which Mark
    // Smith, 30, died Nov. 18, 2026".
    for (const m of [...s.matchAll(NAME_BEFORE_WHO), ...s.matchAll(NAME_AFTER_IN_WHICH)]) {
      if (!looksLikePersonName(m[1]!)) continue;
      const parsed = parseDecedentName(m[1]!, { lexicon });
      // Read from the name on: "his friend John Whitaker, who died" and "the son of John Whitaker, who
      // died" tell John's death whoever "his" is.
      const from = m.index + m[0].indexOf(m[1]!);
      const clause = s.slice(from);
      const at = ownDeathVerbAt(clause, asDecedent(parsed));
      const date = at === null ? null : deathDateIn(clause, at, published).date;
      if (at !== null && date && !longBefore(date))
        return { name: parsed, age: m[2] ? Number(m[2]) : null, at: from + at, from };
    }
    return null;
  };
  // The one person the sentences before the death name in full, when the death is told by the family
  // name alone (`fullNameOfTheSurname`).
  const namedInFullBeforeTheDeath = (): ReturnType<typeof fullNameOfTheSurname> => {
    const at = deathSentenceIndex();
    return ownDeath && at > 0 && at < IDENTIFYING_SENTENCES
      ? fullNameOfTheSurname(sentences.slice(0, at), sentenceSubject(ownDeath.sentence), lexicon)
      : null;
  };
  // A news story that names its person only where police or a coroner identify the one who died: "A
  // Peoria man died Tuesday ... Police identified him as John Whitaker, 45", "The man killed in
  // Tuesday's crash was identified as John Whitaker".
  // The sentence that named the person, and the age it gives after the name ("identified him as John
  // Whitaker, 45").
  let identifiedIn: string | null = null;
  let identifiedAge: number | null = null;
  // The sentence of the death a story told by a noun alone, when the identification names its person.
  let identifiedDeath: string | null = null;
  // The headline that alone tells the death, of the person it names.
  let headlineDeath: string | null = null;
  {
    // Whether police identified someone else as the dead, on a page that tells its death by a noun.
    let otherIdentified = false;
    // On a page that names no one yet, a death told of "A man" or "The victim", which reads as no one's
    // own ("A man died in a crash Nov. 18. The victim was identified as John Whitaker").
    const storyDeath = ownDeath ?? (name ? null : storyNounDeath(sentences.slice(0, IDENTIFYING_SENTENCES)));
    const deathAt = ownDeath
      ? deathSentenceIndex()
      : storyDeath
        ? sentences.indexOf(storyDeath.sentence)
        : -1;
    const storyDeathSubject = storyDeath ? storySubjectOf(storyDeath) : '';
    // The age an identification gives after the name, else that of the noun the story's death told of:
    // "A 12-year-old boy drowned ... identified the boy as Mark Cole".
    const ageOf = (found: { age: number | null }): number | null => {
      const aged = AGED_STORY_NOUN.exec(storyDeathSubject);
      return found.age ?? (aged ? Number(aged[1]) : null);
    };
    for (let i = 0; i < Math.min(sentences.length, IDENTIFYING_SENTENCES); i++) {
      const death = storyDeath ? { before: storyDeathSubject, later: deathAt < 0 || deathAt > i } : null;
      const between = deathAt >= 0 && deathAt < i ? sentences.slice(deathAt + 1, i) : [];
      const found = identifiedAsTheDead(sentences[i]!, death, sentences[i + 1], between);
      if (!found || !looksLikePersonName(found.name)) continue;
      const parsed = parseDecedentName(found.name, { lexicon });
      // "A Pekin woman died ... The victim was identified as John Whitaker": a name of the other sex
      // than the noun the story told the death by is someone else.
      const nouns = death ? nounsBefore(death.before) : [];
      const nameSex = sexOf(parsed);
      if (nameSex && nouns.length > 0 && nouns.every((n) => n.sex !== nameSex)) continue;
      // A page that names its person, tells a death only by a noun and has police identify the dead as
      // someone else tells that other person's death: "John Whitaker" over "A Peoria man died ...
      // identified the man as Mark Cole". A page that tells its person's own death by name keeps it
      // ("John Whitaker, 84, died ... police identified the man killed in the 1995 crash as Mark Cole").
      if (name) {
        // "J. Robert Whitaker" identified as "Robert Whitaker", "Mary Cole-Whitaker" as "Mary Whitaker":
        // the page's person, as a sentence that opens with the name would be (`anotherPerson`).
        const other = anotherPerson(parsed, name, lexicon);
        // "The man who died in Tuesday's crash was Mark Cole": the noun before its clause.
        const byNoun = !ownDeath || nounBefore(subjectOf(ownDeath).replace(/\bwho\s+$/i, '')) !== null;
        // "A Peoria man and a Pekin woman died ... The man was identified as John Whitaker ... The woman
        // as Mary Cole": a later identification may name the page's person.
        if (other && byNoun) {
          otherIdentified = true;
          continue;
        }
        if (other) break;
        // The page's own person identified: the age given there ("identified him as John Whitaker,
        // 45") and the noun's town are the person's. The sentence may be the only one of the death.
        if (ownDeath || found.deathAt === null) {
          identifiedIn = sentences[i]!;
          identifiedAge = ageOf(found);
          break;
        }
      } else {
        name = parsed;
        nameFromSentence = true;
        warnings.push('name taken from the identification of the dead');
      }
      identifiedIn = sentences[i]!;
      identifiedAge = ageOf(found);
      // "The man killed Tuesday, Nov. 17, 2026, was identified as ...": the death this sentence tells;
      // else the story's death of the noun the identification names.
      if (!ownDeath && found.deathAt !== null) {
        ownDeath = { sentence: sentences[i]!, at: found.deathAt };
        deathSentence = ownDeath.sentence;
      } else if (!ownDeath && storyDeath) {
        ownDeath = storyDeath;
        deathSentence = identifiedDeath = ownDeath.sentence;
      }
      break;
    }
    if (otherIdentified && identifiedIn === null) return null;
  }
  // A heading that only labels the page ("Obituary") is no opening sentence: the prose under it opens.
  // A headline ("Springfield man charged in death of Chatham man") is one, and names no one dead.
  // Under a headline that names no one ("Former teacher dies at 84"), the story's first sentence.
  const storyOpening = firstProse !== undefined && h1s.includes(firstProse) ? sentences[1] : undefined;
  const openers = (name ? [firstProse, deathSentence] : [firstProse, storyOpening, lede]).filter(
    (s): s is string => typeof s === 'string',
  );
  const paidNoticeNameOf = (s: string): string | null => {
    const written = paidNoticeName(s);
    const who = written ? asDecedent(parseDecedentName(written, { lexicon })) : null;
    return who && paidNoticeDeathAt(s, who, false, hints.deathColumn) !== null ? written : null;
  };
  for (const s of openers) {
    // Or the one a cause killed: "Crash kills Peoria man" / "A crash on Route 29 killed John
    // Whitaker, 45, of Peoria, on Nov. 18".
    // Or the inverted name a paid notice opens with, when its date tells that one's death: "WHITAKER -
    // Mary A. (nee Cole). November 18, 2026, age 80, ..." ("PEORIA — A Peoria man was killed" is none).
    const subject = nameSubject(s) ?? killedByName(s) ?? paidNoticeNameOf(s);
    if (!subject || !looksLikePersonName(subject)) continue;
    const parsed = parseDecedentName(subject, { lexicon });
    // The accused a court or police story opens with ("John Whitaker, 45, charged after man dies"),
    // unless that sentence tells his own death.
    if (BLAME.test(s) && ownDeathAt(s, parsed) === null) continue;
    // "Mark Cole, 30, of Pekin, found his neighbor, John Whitaker, 84, ... Whitaker died at the scene":
    // a story whose death is told by another family name alone, whom an earlier sentence names in
    // full, tells that other person's death.
    const surnamesDeath = namedInFullBeforeTheDeath();
    if (surnamesDeath && anotherPerson(parsed, surnamesDeath.name, lexicon)) continue;
    if (!name) {
      name = parsed;
      nameFromSentence = true;
      warnings.push('name taken from the first sentence');
      // "The family of John Whitaker mourns his death on Nov. 18": a death told by a noun of the
      // person's, read once the sentence has named the person.
      // "Mark Cole, 84, a friend of the late John Whitaker, who died in 2019, passed away Nov. 18,
      // 2026": a death read before the sentence named anyone, in a clause of another's, gives way to
      // the named person's own in the same sentence.
      const at = !ownDeath || ownDeath.sentence === s ? ownDeathAt(s, name) : null;
      if (at !== null) {
        ownDeath = { sentence: s, at };
        deathSentence = s;
      }
    } else {
      name = mergeNames(name, parsed, lexicon);
    }
    break;
  }
  // A paid notice without a name heading names its person in its opening ("WHITAKER, John R., 84, of
  // Peoria, November 18, 2026."): the notice's date is read once the opening has given the name.
  // The sentence of a death such a notice states by its date alone (no verb of death to read again).
  let noticeDateSentence: string | null = null;
  if (!ownDeath && nameFromSentence && name) {
    ownDeath = paidNotice(asDecedent(name));
    deathSentence = noticeDateSentence = ownDeath?.sentence ?? null;
  }
  // A notice to an estate's creditors names the dead as the one the estate is of ("In the Matter of the
  // Estate of Mary A. Cole, Deceased"); the executor it names lives.
  if (!name) {
    const estate = estateOfTheDead(sentences, lexicon);
    if (estate) {
      name = estate;
      nameFromSentence = true;
      warnings.push('name taken from the estate a notice to creditors is of');
    }
  }
  // "A Peoria man was killed Tuesday ... John Whitaker, 45, died at the scene": a story that reports a
  // death by a noun, then names a person of that sex in the next sentence of a death, that person's own.
  // The date is that sentence's when it gives one ("... died Wednesday at OSF"), else the first's.
  const noun = ownDeath ? nounBefore(storySubjectOf(ownDeath)) : null;
  // The sentence that named the person there, where the age is read; the noun's town ("A Peoria man").
  let namedAfterNoun: string | null = null;
  if (!name && ownDeath && noun) {
    const from = deathSentenceIndex();
    const next = from < 0 ? undefined : sentences.slice(from + 1, LEDE_SENTENCES).find(reportsDeath);
    const subject = next ? sentenceSubject(next) : null;
    if (next && subject && looksLikePersonName(subject) && !BLAME.test(next)) {
      const parsed = parseDecedentName(subject, { lexicon });
      const at = ownDeathAt(next, parsed);
      const sex = sexOf(parsed);
      // "John Whitaker, the man's neighbor, said he died instantly": a witness tells the death.
      const named = next.indexOf(subject);
      const told =
        at !== null && REPORTED_SPEECH.test(next.slice(named < 0 ? 0 : named + subject.length, at));
      if (at !== null && !told && (sex === undefined || sex === noun.sex)) {
        name = parsed;
        namedAfterNoun = next;
        nameFromSentence = true;
        warnings.push('name taken from the sentence after a death told by a noun');
        const after = next.slice(at);
        if (findDates(after).length > 0 || findMonthDay(after) !== null || WHEN_SAID.test(after)) {
          ownDeath = { sentence: next, at };
          deathSentence = next;
        }
      }
    }
  }
  // A news story that names its person in the headline alone, and in its text by the surname and a
  // pronoun: "John Whitaker, longtime Peoria teacher, dies at 84" over "Whitaker taught science for
  // 40 years. He died Wednesday." A headline that tells the death by a verb of its own ("Peoria
  // teacher John Whitaker dies at 84") over a text that tells it nowhere ("Whitaker taught at Manual
  // High for 40 years.") is the story's death; its date is not told. So too under a headline whose
  // person the story's opening names, when the text tells no death: "John Whitaker dies" over "John
  // Whitaker, a longtime Peoria grocer, leaves his wife Mary and three children."
  const openedWith = nameFromSentence && !deathSentence ? name : null;
  if (!name || openedWith) {
    for (const h of [...h1s, title ?? '', ogTitle ?? '']) {
      const verb = HEADLINE_DEATH.exec(h);
      const subject = verb ? headlineSubject(h.slice(0, verb.index)) : null;
      if (!subject || !looksLikePersonName(subject)) continue;
      const parsed = parseDecedentName(subject, { lexicon });
      if (!parsed.surname || !wholeWordTest(parsed.surname)(mainText)) continue;
      if (openedWith && anotherPerson(parsed, openedWith, lexicon)) continue;
      if (!deathSentence) {
        // Read as a sentence would be, in the past: "dies a little", "is dead wrong" are no deaths; nor
        // is one in a show ("dies in 'Peoria' finale").
        const rest = h.slice(verb!.index + verb![0].length);
        const past = verb![0].replace(/^dies$/i, 'died').replace(/^passes/i, 'passed');
        // "Man who found John Whitaker dies", "Wife of John Whitaker dies": another's death.
        const lead = h.slice(0, Math.max(0, h.indexOf(subject)));
        if (
          HEADLINE_ANOTHERS.test(lead) ||
          !HEADLINE_OWN_DEATH.test(verb![0]) ||
          !reportsDeath(h.slice(0, verb!.index) + past + rest) ||
          HEADLINE_FICTION.test(rest)
        )
          continue;
        ownDeath = { sentence: h, at: verb!.index };
        deathSentence = headlineDeath = h;
      }
      if (openedWith) break;
      name = parsed;
      nameFromSentence = true;
      warnings.push('name taken from the headline');
      break;
    }
  }
  // "Fallece Juan López" over a text that tells no death ("El conocido comerciante de Peoria deja a su
  // esposa"): the headline's verb is the death, its date not told. A text that tells another's death
  // ("Juan López lloró a su padre, quien murió ...") is the story the headline sums up.
  if (
    !deathSentence &&
    spanishHeadlineDeath &&
    name &&
    !nameFromSentence &&
    !proseSentences.some(reportsDeath)
  ) {
    ownDeath = { sentence: spanishHeadlineDeath, at: 0 };
    deathSentence = headlineDeath = spanishHeadlineDeath;
  }
  // A news story that names its person in full before the sentence of the death, and there by the
  // family name alone: "A memorial ride for John Whitaker will be held Saturday. Whitaker, 45, of
  // Peoria, died Nov. 18, 2026, in a motorcycle crash."
  if (!name) {
    const full = namedInFullBeforeTheDeath();
    if (full) {
      name = full.name;
      identifiedAge ??= full.age;
      nameFromSentence = true;
      warnings.push('name taken from an earlier sentence of the family name the death is told by');
    }
  }
  // The person a sentence names before a relative clause of that person's death is the page's when
  // the page has named no one else, or the one it named has no death of their own.
  const takeTheDeadOfARelativeClause = (s: string): boolean => {
    const dead = deadOfARelativeClause(s);
    if (!dead) return false;
    name = dead.name;
    ownDeath = { sentence: s, at: dead.at };
    deathSentence = s;
    deathClauseFrom = dead.from;
    identifiedAge ??= dead.age;
    nameFromSentence = true;
    warnings.push('name taken from a relative clause of the death');
    return true;
  };
  // An opening that tells of the rites for the person ("Funeral services for John Whitaker, 84, will be
  // held Saturday"), or a paid notice's opening with its rites after ("WHITAKER, John R., 84, of
  // Peoria. Funeral services will be ..."): the page's word of that person's death.
  const ritesTold = (who: DecedentName): boolean =>
    proseSentences
      .filter((s) => s.split(/\s+/).length >= RITES_SENTENCE_WORDS)
      .slice(0, RITES_SENTENCES)
      .some((s) => ritesForTheDecedent(s, who)) ||
    ritesOfAPaidNotice(sentences.slice(0, RITES_SENTENCES), who, hints.deathColumn);
  // "Police found John Whitaker, 84, on the floor of his home Nov. 18, 2026. Whitaker died at the
  // scene.": a death at the scene is on the day of the event the sentence before dates, as is one told
  // by the crash, fire or shooting that sentence tells ("A crash happened Nov. 18, 2026. John Whitaker,
  // 84, was killed.", "... died in the crash"); one "hours
  // later" or "two days later" ("collapsed at work on Nov. 18, 2026. He died at OSF hours later.")
  // on that day or so many days after. `afterTheVerb`: the death's sentence from its verb. A death in a
  // later clause (`from`, where the clause begins) is dated by the clauses before it when they date a
  // crash, fire or shooting or someone's injury: "Mary Whitaker, 44, was hurt in the crash Nov. 18,
  // 2026, and the driver, John Cole, 84, died at the scene" (not "was released from OSF on Nov. 19").
  const dayOfTheEventBefore = (
    sentence: string,
    afterTheVerb: string,
    from: number | null = null,
  ): ReturnType<typeof deathDateIn> | null => {
    const clauses = from ? sentence.slice(0, from) : '';
    const inTheClauses =
      tellsADeadlyEvent(clauses) || INJURED.test(clauses) ? deathDateIn(clauses, 0, published) : null;
    const event = inTheClauses?.date ? clauses : proseSentences[proseSentences.indexOf(sentence) - 1];
    const dated = inTheClauses?.date ? inTheClauses : event ? deathDateIn(event, 0, published) : null;
    const day = !dated?.date
      ? null
      : AT_THE_SCENE.test(afterTheVerb) ||
          (KILLED_IN_THE_EVENT.test(afterTheVerb) && tellsADeadlyEvent(event!))
        ? dated.date
        : isFullDate(dated.date)
          ? dayAfterAnEvent(afterTheVerb, dated.date)
          : null;
    return day && !(published && dayRange(day)[0] > dayRange(published)[1])
      ? { date: day, relative: dated!.relative }
      : null;
  };
  // A story that opens with a living person and tells another's death by name: "Mary Whitaker, 44,
  // was injured. John Whitaker, 84, died at the scene Nov. 18, 2026.", "... Her husband, John
  // Whitaker, 84, died". The death's sentence names its subject and tells that subject's own death,
  // dated within a year of the page (an undated or an old one may be a widow's story's past), or at the
  // scene of an event the sentence before dates ("... was injured in a crash on Nov. 18, 2026. Her
  // husband, John Whitaker, 84, was pronounced dead at the scene.").
  // Not when the page tells the rites of the person the opening named ("Services for John Whitaker,
  // 84, will be held Saturday. His wife, Mary Whitaker, died Nov. 10, 2026."): that person's notice.
  let namedByTheDeath = false;
  // Or the subject of a later clause of the sentence: "Mary Whitaker, 44, was hurt, and John Whitaker,
  // 84, of Pekin, died Nov. 18, 2026", read from there (`deathClauseFrom`). On a page that has named
  // no one, only that: "A Peoria woman was injured, and the other driver, John Cole, 84, died".
  const takeTheNamedSubjectOfTheDeath = (s: string, laterOnly = false): boolean => {
    if (name && ritesTold(asDecedent(name))) return false;
    const later = laterClauseAt(s);
    const froms = later === null ? [0] : [0, later];
    for (const from of laterOnly ? froms.filter((f) => f > 0) : froms) {
      const clause = clauseAsASentence(s, from);
      const subject = nameSubject(clause) ?? NAME_SET_OFF_AS_SUBJECT.exec(clause)?.[1];
      if (!subject) continue;
      const parsed = parseDecedentName(subject, { lexicon });
      const at = ownDeathAt(clause, parsed);
      const date =
        at === null
          ? null
          : (deathDateIn(clause, at, published).date ?? dayOfTheEventBefore(s, clause.slice(at), from)?.date);
      if (at === null || !date || longBefore(date)) continue;
      name = parsed;
      ownDeath = { sentence: s, at: from + at };
      deathSentence = s;
      deathClauseFrom = from > 0 ? from : null;
      namedByTheDeath = true;
      nameFromSentence = true;
      warnings.push('name taken from the sentence of the death');
      return true;
    }
    return false;
  };
  // Also when the person a sentence named has no death on the page: "Ann Smith, 45, of Peoria, started
  // a scholarship for Mark Cole, a Manual senior who died Nov. 18, 2026".
  if (!name || (nameFromSentence && !deathSentence))
    sentences.slice(0, LEDE_SENTENCES).some(takeTheDeadOfARelativeClause);
  if (name && nameFromSentence && !deathSentence)
    sentences.slice(0, LEDE_SENTENCES).some((s) => takeTheNamedSubjectOfTheDeath(s));
  if (!name) sentences.slice(0, LEDE_SENTENCES).some((s) => takeTheNamedSubjectOfTheDeath(s, true));
  if (!name || !name.given || !name.surname) return null;
  // The death was read before the sentence named anyone: it must be this person's own ("Longtime
  // friend Mark Cole, 70, said John Whitaker died"; "Mary Whitaker remembered her husband John, who
  // died Nov. 18" is hers to tell, and she is alive), or that of a person the sentence names before a
  // relative clause of the death ("John Whitaker was appointed administrator of the estate of Mark
  // Cole, who died Nov. 18, 2026").
  if (
    nameFromSentence &&
    deathSentence &&
    deathSentence !== identifiedIn &&
    deathSentence !== identifiedDeath &&
    deathSentence !== headlineDeath &&
    deathSentence !== noticeDateSentence &&
    deathClauseFrom === null &&
    ownDeathAt(deathSentence, name) === null &&
    !takeTheDeadOfARelativeClause(deathSentence) &&
    !takeTheNamedSubjectOfTheDeath(deathSentence)
  )
    return null;
  // A page named for its person whose only death is told by a noun ("A Peoria man died in a crash on
  // Nov. 17") tells someone else's when the sentence that then names the person makes them the accused
  // ("John Whitaker, 45, of Pekin, was charged"), a speaker ("..., a firefighter, said the house was
  // lost"), someone who lived ("was not hurt") or a person of another town than the noun's.
  if (!nameFromSentence && identifiedIn === null && ownDeath && noun && deathSentence) {
    const holdsSurname = wholeWordTest(name.surname, true);
    const from = deathSentenceIndex();
    const naming = holdsSurname(deathSentence)
      ? null
      : sentences.slice(from < 0 ? 0 : from + 1).find((s) => holdsSurname(s));
    if (naming && namesSomeoneElseThanTheNoun(naming, name.surname, noun.words, (s) => ownDeathAt(s)))
      return null;
  }
  // A wife written with her husband's name: her own name, or no obituary (husbands-name.ts).
  let husbandsForm: ParsedName | null = null;
  if (isHusbandsNameForm(name, lexicon)) {
    const subjects = openers.map(sentenceSubject).filter((x): x is string => x !== null);
    const own = wifesOwnName(name, [...headings.map((h) => h.text), ...subjects], proseSentences, lexicon);
    if (!own) return null;
    husbandsForm = name;
    name = own;
  }
  // The decedent as the relative-or-not rules of death-sentence.ts compare (birth, age, residence).
  const decedentName: DecedentName = { given: name.given, surname: name.surname };
  // Without an h1 or structured name, a page whose text reports several people's deaths is a listing.
  if (
    (nameFromSentence || nameFromWeakHeading) &&
    otherDecedents(pageLines, name) >= LISTING_OTHER_DECEDENTS
  ) {
    return null;
  }
  // A death the page takes back in the sentences after it ("The post was a hoax; Whitaker is alive"),
  // a headline's in the text's first ("John Whitaker dies" over "John Whitaker is alive and well").
  const deathAt = deathSentenceIndex();
  const byTheHeadline = headlineDeath !== null && deathSentence === headlineDeath;
  const takenBackFrom = byTheHeadline ? 0 : deathAt + 1;
  if (
    (deathAt >= 0 || byTheHeadline) &&
    deathTakenBack(sentences.slice(takenBackFrom, takenBackFrom + TAKEN_BACK_SENTENCES), asDecedent(name))
  )
    return null;

  // --- Dates.
  // The death's sentence from its verb on, where what is said of the death follows.
  const afterTheVerb = deathSentence?.slice(ownDeath?.at ?? 0) ?? '';
  // A memorial page's labelled fields run further under the heading than a lifespan or a dateline.
  const fieldZone = headerZone(pageLines, headingText, FIELD_ZONE_LINES);
  const header = fieldZone.slice(0, HEADER_LINES);
  // Lifespans sit on short lines; in prose "from 1953 to 1955" is a tour of duty, not a life.
  // Those of the relatives a memorial page lists under the decedent are theirs (`ownLines`).
  const shortLines = (lines: readonly (string | null | undefined)[]): string[] =>
    lines.filter((l): l is string => typeof l === 'string' && l.length <= MAX_LIFESPAN_LINE);
  // A line that names a relative may give the relative's dates ("Mayor John R. Whitaker's mother,
  // Edna, died Sunday, Nov. 15, 2026."), and one that opens with another person's name gives that
  // person's ("Robert L. Whitaker, 88, passed away Monday, Nov. 16, 2026" under Carol's teaser): no
  // lifespan is read from either.
  // Whose name opens a line is asked only of lines with a year, the only ones that give a lifespan.
  const finalName = name;
  // A sentence's years a term of office spans ("John Whitaker (1990-1998) was the longest-serving
  // mayor ..."), fewer than a bracketed lifespan of years may, are no life; a child's, in a sentence of
  // the death ("Emma Cole (2016-2024) passed away peacefully at home"), is.
  const termOfOffice = (l: string): boolean => {
    const years = /\b(\d{4})\s*[–—-]{1,2}\s*(\d{4})\b/.exec(l);
    return (
      isProseLine(l) &&
      years !== null &&
      Number(years[2]) - Number(years[1]) < MIN_YEARS_ONLY_LIFESPAN &&
      !reportsDeath(l)
    );
  };
  // A line of years under another person's name line is that person's: "John Whitaker" over "Mary
  // Cole" / "1936 - 2026" (a related notice set at the top of the page).
  const underAnotherName = (previous: string | undefined): boolean =>
    previous !== undefined &&
    previous.length <= MAX_NAME_LINE_CHARS &&
    !HAS_YEAR.test(previous) &&
    !isProseLine(previous) &&
    looksLikePersonName(previous) &&
    anotherPerson(parseDecedentName(previous, { lexicon }), finalName, lexicon);
  // A short line of prose without its sentences of another's death: "John Whitaker, 45, of Peoria, was
  // driving. Mr. Cole, 30, died Nov. 18, 2026." and "... was not hurt. The passenger, 30, died Nov.
  // 18, 2026." give no lifespan of John's; nor does a sentence whose "passed" or "died" tells no death
  // of his ("John Whitaker, 45, of Peoria, passed Nov. 18, 2026, on his third attempt at the driving
  // test").
  // "John Cole, 45, of Peoria, was driving. John Cole, 19, died Nov. 18, 2026.": a namesake's, the name
  // set off at another age than a sentence before gave it.
  const withoutOthersSentences = (l: string): string =>
    isProseLine(l)
      ? splitSentences(l)
          .filter(
            (s, i, all) =>
              !(
                HAS_YEAR.test(s) &&
                (reportsDeath(s) || /\b(?:passed|died)\b/i.test(s)) &&
                (ownDeathAt(s, finalName) === null ||
                  (i > 0 && setOffAtAnotherAge(all.slice(0, i).join(' '), finalName, s)))
              ),
          )
          .join(' ')
      : l;
  // "Husband of Mary Whitaker, 1936 - 2026" is another's span; "Mary Whitaker. 1930 - 2006. Your
  // loving husband, John, and family." names the relative in a sentence of no year, and is hers.
  const namesARelativesSpan = (l: string): boolean =>
    splitSentences(l).some((s) => HAS_YEAR.test(s) && namesSomeonesRelative(s, decedentName));
  // A line too long for a lifespan line may open with the decedent's name and the lifespan as two
  // sentences of their own: "Mary Whitaker. March 1, 1930 - Nov. 18, 2006. Twenty years without you.
  // Your loving husband, John, and family." gives the two, which are then asked what a short line is
  // (another's name, words of something else before the dates).
  const nameAndLifespanOpening = (line: string): string | null => {
    const [named, span] = splitSentences(line);
    if (!named || !span || !BRACKETED_LIFESPAN.test(span.replace(/\.\s*$/, ''))) return null;
    return `${named} ${span}`;
  };
  const lifespanCandidates = (lines: readonly string[]): string[] => {
    const own = ownLines(lines);
    return own
      .flatMap((line, i) => {
        const l = line.length <= MAX_LIFESPAN_LINE ? line : nameAndLifespanOpening(line);
        return l === null ? [] : [{ l, previous: own[i - 1] }];
      })
      .filter(
        ({ l, previous }) =>
          !namesARelativesSpan(l) &&
          !termOfOffice(l) &&
          !(
            HAS_YEAR.test(l) &&
            (opensWithAnotherPerson(l, finalName, lexicon) ||
              spanOfSomethingElse(l, finalName) ||
              underAnotherName(previous))
          ),
      )
      .map(({ l }) => withoutOthersSentences(l));
  };
  // "John Whitaker (May 4, 1942 – November 18, 2026) was an American politician": the lifespan in
  // brackets right after the name the page's first sentence opens with, however long the sentence. The
  // brackets hold two dates alone, and the sentence tells of the person in the past ("was") or tells
  // a death: "John Whitaker (R-Ill., 1995-2003) spoke ..." and "(1990-1998) spoke" are terms of office.
  const bracketedLifespan = (): ReturnType<typeof parseLifespan> => {
    const opening = (firstProse ?? '').replace(DATELINE, '');
    const m = /^([^()]{2,80}?)\s*\(([^()]*\d{4}[^()]*)\)/.exec(opening);
    if (!m || !looksLikePersonName(m[1]!) || !BRACKETED_LIFESPAN.test(m[2]!)) return null;
    const after = opening.slice(m[0].length);
    if (!/^\s*(?:,[^,]{1,60},\s*)?(?:was|were)\b/.test(after) && !reportsDeath(after)) return null;
    if (anotherPerson(parseDecedentName(m[1]!, { lexicon }), finalName, lexicon)) return null;
    const span = parseLifespan(m[2]!);
    // Years alone that span a term rather than a life ("(1990-1998) was mayor"): no lifespan.
    const yearsOnly = span?.birth?.month === undefined || span?.death?.month === undefined;
    return span?.birth &&
      span.death &&
      yearsOnly &&
      span.death.year - span.birth.year < MIN_YEARS_ONLY_LIFESPAN &&
      !reportsDeath(after)
      ? null
      : span;
  };
  const headerLines = lifespanCandidates(header);
  const leadingLines = lifespanCandidates(mainLines.slice(0, 5));
  // A lifespan left open as living ("John Robert Whitaker (1950 - Living)") is a living person's
  // page: a family tree's, a profile's.
  const lifespanLines = [...shortLines([title, ogTitle, headingText]), ...headerLines, ...leadingLines];
  if (lifespanLines.some((l) => OPEN_LIFESPAN.test(l))) {
    return null;
  }
  // A family name that is a month (March, April, May, June, August) is no month of a lifespan's date:
  // "John R. May, 1942-2026" and "John May" over a line "1942 - 2026" are born in 1942, not in May
  // 1942. The name is the word after a capitalised one and before no day ("May 4, 1942" stays a date).
  const monthName = /^(?:march|april|may|june|august)$/i.test(finalName.surname)
    ? new RegExp(
        String.raw`(?<=\p{Lu}[\p{L}.'’-]*\s)${escapeRegExp(finalName.surname)}\b(?!\s+\d{1,2}(?:st|nd|rd|th)?\b)`,
        'gu',
      )
    : null;
  const lifespanOf = (text: string): ReturnType<typeof parseLifespan> =>
    parseLifespan(monthName ? text.replace(monthName, '') : text);
  // A court's notice to the creditors of an estate states the dates as fields of its text, each a
  // sentence of its label and date alone: "Case No. 26-PR-118. Date of Death: November 18, 2026."
  const fieldsOfAnEstatesNotice = (): ReturnType<typeof parseLifespan> =>
    noticeToTheEstatesCreditors(sentences, finalName, lexicon)
      ? lifespanOf(sentences.filter((s) => DATE_FIELD.test(s)).join('\n'))
      : null;
  // "Name: Mark Cole. Died: Nov. 18, 2026." on John Whitaker's page: another's fields, no lifespan of his.
  const othersFields = sentences.filter(
    (s, i) => i > 0 && deathFieldOfAnother(sentences[i - 1]!, s, finalName, lexicon),
  );
  const withoutOthersFields = (text: string): string =>
    othersFields.reduce((t, field) => t.replace(field, ''), text);
  const lifespan =
    lifespanOf(withoutOthersFields(headerLines.join('\n'))) ??
    lifespanOf(withoutOthersFields(leadingLines.join('\n'))) ??
    (ogTitle ? lifespanOf(ogTitle) : null) ??
    (title ? lifespanOf(title) : null) ??
    bracketedLifespan() ??
    fieldsOfAnEstatesNotice();

  // The person's sex, by the given name or else the page's pronouns.
  const personSex = sexOfPerson(name);
  // A structured death date after the page's own date (a day's grace for time zones) is no death the
  // page can tell (a template's date, an event's): it is dropped.
  const structuredDeathAsGiven = publishedFrom(first('deathDate'));
  const structuredDeath =
    structuredDeathAsGiven && published && dayRange(structuredDeathAsGiven)[0] > dayRange(published)[1] + 1
      ? null
      : structuredDeathAsGiven;
  if (structuredDeathAsGiven && !structuredDeath) {
    warnings.push("a structured death date after the page's date is dropped");
  }
  let deathDate = structuredDeath;
  let birthDate = publishedFrom(first('birthDate'));
  deathDate = fuller(deathDate ?? lifespan?.death ?? null, lifespan?.death ?? null);
  birthDate = fuller(birthDate ?? lifespan?.birth ?? null, lifespan?.birth ?? null);
  if (deathSentence) {
    // The sentence fills a missing date or completes a year-only one ("1941 - 2026" + "died Tuesday").
    let stated = deathDateIn(
      deathSentence.slice(deathClauseFrom ?? 0),
      (ownDeath?.at ?? 0) - (deathClauseFrom ?? 0),
      published,
    );
    // "John Whitaker now joins his wife in heaven. He passed Nov. 18, 2026.": a death told first
    // without a date is dated by the next sentence of the person's own death, by the pronoun of the
    // person's sex, the given name alone ("John died Nov. 18, 2026") or the family name; or the very
    // next sentence's, told with no subject ("Falleció el 18 de noviembre de 2026").
    // In a notice the person wrote, by "I": "If you are reading this, I have died. I passed away on
    // Nov. 18, 2026" (no one else says "I passed away").
    // "John Whitaker ... was found dead in his home Nov. 19, 2026. Police believe he died Nov. 17.": a
    // person found dead whom a later clause or the next two sentences tell died on a day of its own, by
    // the pronoun of the person's sex or the family name, or by what police or a coroner say or believe
    // of them ("La policía cree que murió", "Según el forense, murió").
    const surname = escapeRegExp(name.surname);
    const given = escapeRegExp(name.given);
    const laterOwnDeath = (
      count: number,
      clauses: readonly string[] = [],
    ): ReturnType<typeof deathDateIn> | null => {
      const own = new RegExp(
        String.raw`^\s*(?:(?:[^.;]*\b(?:said|believe|estimated)\s+)?(he|she|I)\s+(?:\w+ly\s+)?|[^.;]*\bcree\s+que\s+|[Ss]egún\s+[^,.;]{1,40},\s*|${given}\s+|.*\b${surname}\b.*)$`,
        'is',
      );
      const from = proseSentences.indexOf(deathSentence!) + 1;
      for (const [i, told] of [...clauses, ...proseSentences.slice(from, from + count)].entries()) {
        // "... partió a la casa del Señor. Él falleció el 18 de noviembre de 2026.": the very next
        // sentence opened by the Spanish pronoun of the person's sex, read as told with no subject (a
        // written pronoun opening a sentence is read as someone else, as a new subject, before this).
        const pronoun = /^\s*(Él|Ella)\s+/u.exec(told);
        const s =
          pronoun && PRONOUN_SEX[pronoun[1]!.toLowerCase()] === personSex
            ? told.slice(pronoun[0].length)
            : told;
        const at = ownDeathAt(s);
        if (at === null) continue;
        // "Juan López ... descansa en paz. Falleció el 18 de noviembre de 2026.": the next sentence's
        // death, told with no subject, is the person's.
        const bare = i === clauses.length && /^\s*$/.test(s.slice(0, at));
        const subject = bare ? null : own.exec(subjectOf({ sentence: s, at }));
        if (
          !bare &&
          (!subject ||
            (subject[1] && subject[1] !== 'I' && PRONOUN_SEX[subject[1].toLowerCase()] !== personSex))
        )
          continue;
        return deathDateIn(s, at, published);
      }
      return null;
    };
    if (!stated.date) {
      const later = laterOwnDeath(LEDE_SENTENCES + 1 - proseSentences.indexOf(deathSentence));
      if (later?.date) stated = later;
    } else if (ownDeath && FOUND_DEAD.test(ownDeath.sentence.slice(ownDeath.at))) {
      // "... Nov. 19, 2026; police believe he died Nov. 17", "..., and the coroner said he died": a later
      // clause of the same sentence first.
      const told = laterOwnDeath(
        2,
        ownDeath.sentence
          .slice(ownDeath.at)
          .split(/;\s*|,\s+and\s+/)
          .slice(1),
      );
      if (told?.date && isFullDate(told.date)) stated = told;
    }
    if (!stated.date) stated = dayOfTheEventBefore(deathSentence, afterTheVerb, deathClauseFrom) ?? stated;
    // "Entered into eternal rest" over a line of the date alone ("November 18, 2026"): that date. A
    // headline's is the story's own date.
    if (!stated.date && deathSentence !== headlineDeath) {
      const line = pageLines.findIndex((l) => l.trim() === deathSentence!.trim());
      const next = line >= 0 ? (pageLines[line + 1] ?? '').trim() : '';
      const only = findDates(next)[0];
      if (
        only &&
        only.index === 0 &&
        only.length >= next.replace(/[.\s]+$/, '').length &&
        isFullDate(only.date) &&
        // A day after the page's own is the rites' ("November 21, 2026" over "Visitation 4 to 7 p.m.").
        !(published && dayRange(only.date)[0] > dayRange(published)[1])
      )
        stated = { date: only.date, relative: false };
    }
    // A remembrance that speaks to the dead ("Remembering you on November 18, the day you left us")
    // dates an anniversary: a day without its year is no death's of the year the page is dated.
    if (stated.relative && REMEMBRANCE_OF_THE_DEAD.test(mainText)) {
      warnings.push('remembrance: a date without its year is no death date');
      stated = { date: null, relative: false };
    }
    // A structured death date on or before the birth date ("deathDate": "1942-05-04", the birth date
    // a template copied, or "1960" for "2026") gives way to the date the text states after it: "died
    // Nov. 18, 2026" is the death the page tells.
    if (
      stated.date &&
      deathDate &&
      deathDate === structuredDeath &&
      birthDate &&
      dayRange(deathDate)[1] <= dayRange(birthDate)[0] &&
      dayRange(stated.date)[0] > dayRange(birthDate)[1]
    ) {
      warnings.push('a structured death date on or before the birth date: the stated date is taken');
      deathDate = stated.date;
    }
    const better = fuller(deathDate, stated.date);
    if (stated.date && better === stated.date && stated.relative) {
      warnings.push('death date resolved from a relative phrase against the publication date');
    }
    deathDate = better;
    // "1940 - 2026" over "passed away on Nov. 18": the lifespan's year, the sentence's day; none
    // from a span of days ("between Oct. 30 and Nov. 2, 2026" is the year's).
    const monthDay =
      deathDate && deathDate.month === undefined && !findDaySpan(afterTheVerb)
        ? findMonthDay(afterTheVerb)
        : null;
    if (deathDate && monthDay)
      deathDate = makeDate(deathDate.year, monthDay.month, monthDay.day) ?? deathDate;
  }
  const statedBirth = birthDateIn(proseSentences, asDecedent(name));
  birthDate = fuller(birthDate, statedBirth);
  // "passed away Nov. 18, 2026, on her 91st birthday": born on that day 91 years before, by the
  // pronoun of the person's sex ("on his wife's 80th birthday" is hers).
  const birthday = ON_THE_BIRTHDAY.exec(afterTheVerb);
  if (
    birthday &&
    isFullDate(deathDate) &&
    (!personSex || PRONOUN_SEX[birthday[1]!.toLowerCase()] === personSex)
  ) {
    birthDate = fuller(
      birthDate,
      makeDate(deathDate.year - Number(birthday[2]), deathDate.month, deathDate.day),
    );
  }
  if (birthDate && deathDate && birthDate.year > deathDate.year) {
    warnings.push('birth date after death date: birth date dropped');
    birthDate = null;
  }

  // The page must say someone died: a death date (its own, or a lifespan's), a death sentence, or an
  // opening that tells of the rites for the person ("Funeral services for John Whitaker, 84, will be
  // held Saturday"; no death date is read from it), or a paid notice's opening with its rites after
  // ("WHITAKER, John R., 84, of Peoria. Funeral services will be ..."), or a court's notice to the
  // creditors of the person's estate ("Estate of Mary A. Cole, Deceased"). A birth date alone ("Born
  // March 1950", a people-search profile) says nothing of a death.
  if (
    !deathDate &&
    !deathSentence &&
    !ritesTold(decedent ?? decedentName) &&
    !noticeToTheEstatesCreditors(sentences, name, lexicon)
  ) {
    return null;
  }
  // Rites told of a person alive to attend them, and no death: a living wake, a "celebration of life"
  // held while the person can still be there.
  if (!deathDate && !deathSentence && RITES_FOR_THE_LIVING.test(mainText)) return null;
  if (!deathDate) warnings.push('no death date found');

  // --- Age.
  // Only the decedent's: "Mary Whitaker, 44, his wife" and "his father died at the age of 50" are
  // other people's ages (death-sentence.ts someoneElsesAge).
  // A hyphenated given name counts by its parts too, as the text is split at hyphens ("Mary-Kate").
  const ownNames = [name.given, name.nickname ?? '', ...name.middle]
    .flatMap((w) => [w, ...(w.includes('-') ? w.split('-') : [])])
    .map(normalizeNamePart)
    .filter((w) => w.length > 1);
  const surname = normalizeNamePart(name.surname);
  const ownInitials = [name.given, ...name.middle].map((w) => normalizeNamePart(w).charAt(0));
  const isDecedent = (text: string): boolean => {
    // Initials written together are words apart: "J.R. Whitaker"; a hyphenated name is one word as
    // written and its parts as words.
    const written = normalizeNamePart(text.replace(/\./g, ' '))
      .split(/\s+/)
      .filter((w) => w.length > 0);
    const words = written.flatMap((w) => w.split('-')).filter((w) => w.length > 0);
    if (words.some((w) => ownNames.some((o) => o === w || lexicon.sameGivenName(w, o)))) return true;
    // "Mrs. John Whitaker, 80, of Peoria": her name in her husband's form.
    if (husbandsForm && words[0] === 'mrs' && words.includes(normalizeNamePart(husbandsForm.given)))
      return true;
    // "J. R. Whitaker": the family name after the initials of the given and middle names; "Mr. Whitaker,
    // 84, of Peoria", "Dr. J.R. Whitaker": after a title of the person's sex, or the person's own; a
    // hyphenated family name as written ("J. R. Whitaker-Smith").
    const title = TITLE_SEX[written[0]!];
    const titled =
      written.length > 1 &&
      (title ? title === personSex : written[0] === normalizeNamePart(finalName.title ?? ''));
    const rest = written.slice(titled ? 1 : 0, -1);
    return (
      written[written.length - 1] === surname && rest.every((w) => w.length === 1 && ownInitials.includes(w))
    );
  };
  // "She was 84." ("Ella tenía 84 años.") on a man's page is a woman's age. A page that tells its
  // person by the other sex's pronouns throughout ("Bobbie Jimenez ... He was 95.", a man of a name
  // mostly women's) is of that sex.
  const ageSex = strongPageSex ?? personSex;
  const otherSexWas = ageSex
    ? new RegExp(
        String.raw`(?<![\p{L}])(?:${ageSex === 'M' ? String.raw`she\s+was|ella\s+ten[ií]a` : String.raw`he\s+was|él\s+ten[ií]a`})\s+$`,
        'iu',
      )
    : null;
  // "In the news: Former mayor Robert Hale died Nov. 16, at 77": a sentence of another person's. A
  // wife's under her husband's name ("Mrs. John Whitaker, 80, ...") is hers.
  const person: ParsedName = name;
  const opensWithAnother = (s: string): boolean =>
    opensWithAnotherPerson(s, person, lexicon, personSex) &&
    (husbandsForm === null || opensWithAnotherPerson(s, husbandsForm, lexicon, personSex));
  const ownAge = (s: string, at: { age: number; index: number } | null): number | null =>
    at &&
    !someoneElsesAge(s.slice(0, at.index), decedentName, isDecedent) &&
    !otherSexWas?.test(s.slice(0, at.index)) &&
    // A paid notice's own opening ("WHITAKER - John R. November 18, 2026, age 84") names no one else.
    (!opensWithAnother(s) ||
      namedRightBefore(s.slice(0, at.index), person) ||
      opensAPaidNoticeOf(s, decedentName))
      ? at.age
      : null;
  let age: number | null = identifiedAge !== null && identifiedAge <= MAX_AGE ? identifiedAge : null;
  // "A crash caused by John Whitaker, 45, killed Mark Cole, 30, of Pekin": the age set off after the
  // name a cause killed, the death's subject.
  if (age === null && ownDeath && killedByName(ownDeath.sentence) !== null) {
    const m = /^[^,]+,\s*(\d{1,3}),/.exec(subjectOf(ownDeath));
    if (m && Number(m[1]) <= MAX_AGE) age = Number(m[1]);
  }
  // A header line of prose is read by its sentences: "... in Peoria. Mrs. Whitaker, 80, survives him."
  // is her age in a sentence of hers.
  const ageSources = [
    deathClauseFrom ? deathSentence?.slice(deathClauseFrom) : null,
    deathSentence,
    namedAfterNoun,
    sentences[0],
    sentences[1],
    ...header.flatMap((l) => splitSentences(l)),
    ogTitle,
    title,
  ];
  const headlines = new Set([...h1s, title, ogTitle]);
  for (const source of age === null ? ageSources : []) {
    if (!source) continue;
    // A headline's man or woman, aged, is the person when the headline tells that one's death and the
    // noun is of the person's sex: "Peoria man, 84, dies in crash"; not "Peoria man, 30, charged".
    const aged = headlines.has(source) ? HEADLINE_NOUN_AGED.exec(source) : null;
    const nounSex = aged ? nounBefore(`${aged[1]!.toLowerCase()} `)?.sex : undefined;
    if (aged && (!aged[2] || (personSex && nounSex !== personSex))) continue;
    // Without a story's dateline: "SPRINGFIELD, Ill. (AP) — John Whitaker, 84, ..." (a paid notice's
    // family name before a dash is none), nor its noun before the name: "A Peoria man, 45-year-old
    // John Whitaker, died".
    const s = withoutNounBeforeName(withoutDateline(source, name.surname));
    age = ownAge(s, parseAgeAt(s));
    if (age !== null) break;
  }
  // The sentence right after the death's, and the pronoun a sentence of the person's opens with there.
  const afterDeath = deathSentence ? proseSentences[proseSentences.indexOf(deathSentence) + 1] : undefined;
  const personPronoun = ageSex === 'M' ? 'He' : ageSex === 'F' ? 'She' : null;
  // "John Whitaker died Nov. 18, 2026, two weeks before he would have turned 85": a birthday after
  // the verb of the person's own death, or in the next sentence by the person's pronoun ("He was a
  // month short of 85."), by the pronoun of the person's sex when it names one.
  if (age === null && deathSentence) {
    const byPronoun = personPronoun ? new RegExp(String.raw`^${personPronoun}\s`) : null;
    const next = afterDeath && byPronoun?.test(afterDeath) ? afterDeath : '';
    for (const text of [afterTheVerb, next]) {
      const near = ageBeforeABirthday(text);
      const pronounSex = near?.pronoun ? PRONOUN_SEX[near.pronoun] : null;
      if (near && (pronounSex === null || !personSex || pronounSex === personSex)) {
        age = near.age;
        break;
      }
    }
  }
  // "John Whitaker died Nov. 18, 2026, after a fall. The 84-year-old had lived in Peoria since 1960.":
  // the sentence after the death, of the one who died.
  if (age === null && afterDeath) {
    const m = THE_AGED_ONE.exec(afterDeath);
    if (m && Number(m[1]) <= MAX_AGE) age = Number(m[1]);
  }
  // "At 84, John Whitaker of Peoria died Nov. 18, 2026": the age set off before the name of the death.
  if (age === null && deathSentence) {
    const m = /^At\s+(\d{1,3}),\s+(?=\p{Lu})/u.exec(deathSentence.trim());
    if (m && Number(m[1]) <= MAX_AGE) age = Number(m[1]);
  }
  if (age === null) {
    for (const s of proseSentences) {
      const m = AGE_STATED.exec(s);
      age = m ? ownAge(s, { age: Number(m[1]), index: m.index + m[0].lastIndexOf(m[1]!) }) : null;
      if (age !== null) break;
    }
  }
  if (age === null) {
    // A news obituary's last word on it, a sentence of its own: "Whitaker was 84.", "Mr. Whitaker
    // was 84 years old.", "Whitaker was 45 and lived in Peoria."; right after the death, by the
    // pronoun of the person's sex: "Whitaker died Wednesday at home. He was 84." ("When his father
    // died, Whitaker was 12.", "He was 12 when his father died" are another time's age.)
    const wasAge = String.raw`\s+was\s+(\d{1,3})(?:\s+years\s+old)?(?:\s*\.?$|\s+and\s+(?:lived|resided|had|leaves)\b)`;
    // Built only for a sentence with the family name and "was" and a number: a pattern built on a
    // name costs more than its test.
    let stated: RegExp | undefined;
    const { given, surname } = name;
    const statedAge = (s: string): RegExpExecArray | null =>
      s.includes(surname) && WAS_A_NUMBER.test(s)
        ? (stated ??= new RegExp(
            String.raw`^(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(?:${escapeRegExp(given)}\s+(?:\p{Lu}\.?\s+)?)?${escapeRegExp(surname)}${wasAge}`,
            'u',
          )).exec(s.trim())
        : null;
    const byPronoun = personPronoun ? new RegExp(`^${personPronoun}${wasAge}`, 'u') : null;
    for (const s of proseSentences) {
      const m = statedAge(s) ?? (s === afterDeath ? byPronoun?.exec(s.trim()) : null);
      if (m && Number(m[1]) <= MAX_AGE) {
        age = Number(m[1]);
        break;
      }
    }
  }
  // A Spanish notice's word of the age right after the death, its subject dropped: "Falleció Juan
  // López el 18 de noviembre de 2026. Tenía 84 años."
  if (age === null && afterDeath) {
    const m = SPANISH_HAD_YEARS.exec(afterDeath.trim());
    if (m && Number(m[1]) <= MAX_AGE) age = Number(m[1]);
  }
  if (age === null && headingText) {
    // The heading that names the decedent may give the age after the name: "Dorothy J. Kessler, 91".
    const m = /,\s*(?:age\s+)?(\d{1,3})\s*$/i.exec(headingText.trim());
    if (m && Number(m[1]) <= MAX_AGE) age = Number(m[1]);
  }
  if (age === null) {
    // A memorial page's line of the age and town under the name: "John Whitaker" / "84, of Peoria".
    for (const l of header) {
      const m = /^(?:[Aa]ge\s+)?(\d{1,3}),\s+(?:of|from)\s+\p{Lu}/u.exec(l.trim());
      if (m && Number(m[1]) <= MAX_AGE) {
        age = Number(m[1]);
        break;
      }
    }
  }
  if (
    age !== null &&
    lifespan?.birth &&
    lifespan.death &&
    Math.abs(lifespan.death.year - lifespan.birth.year - age) > 1
  ) {
    // "1958 - 2026" over "John Whitaker, 70, is closing the store his father opened": the years are
    // the store's, not a life of 70 years. Without a death sentence nothing else says anyone died.
    if (!deathSentence && deathDate === lifespan.death) return null;
    warnings.push('a lifespan line disagrees with the stated age: its dates are not taken');
    if (deathDate === lifespan.death) deathDate = null;
    if (birthDate === lifespan.birth) birthDate = statedBirth;
  }
  // "John Whitaker, 84, ... A great-grandson, born Nov. 1, 2026, was named after him.": a birth the
  // prose tells that makes the person older or younger than the stated age by more than a year is
  // another person's. The page's structured birth date stands.
  if (age !== null && birthDate && birthDate === statedBirth && deathDate) {
    const years = deathDate.year - birthDate.year;
    if (age < years - 2 || age > years + 1) {
      warnings.push('a birth date disagrees with the stated age: birth date dropped');
      birthDate = null;
    }
  }
  if (age === null) {
    age = ageAt(birthDate, deathDate);
    if (age !== null) warnings.push('age computed from birth and death dates');
  }
  // "John Whitaker, 84, died Nov. 18. He was born June 3, 1942.", on a page that gives no year: the
  // age and the birthday give it (the 84th birthday, June 3, 2026, came before Nov. 18).
  if (!deathDate && deathSentence && age !== null && birthDate?.month && birthDate.day) {
    const monthDay = findMonthDay(afterTheVerb);
    if (monthDay) {
      const beforeBirthday =
        monthDay.month < birthDate.month ||
        (monthDay.month === birthDate.month && monthDay.day < birthDate.day);
      deathDate = makeDate(birthDate.year + age + (beforeBirthday ? 1 : 0), monthDay.month, monthDay.day);
      if (deathDate) warnings.push('death year computed from the age and the birthday');
    }
  }

  // A pet's memorial names the animal like a person (animal.ts): it is no one's death notice.
  const opening = [...sentences.slice(0, ANIMAL_SENTENCES), deathSentence];
  const titles = [title, ogTitle];
  if (
    isAnimalTribute(
      name.given,
      // A lifespan of years alone gives no age, but at least one.
      age ?? (birthDate && deathDate ? deathDate.year - birthDate.year - 1 : null),
      opening.filter((x): x is string => typeof x === 'string'),
      titles.filter((x): x is string => typeof x === 'string'),
    )
  ) {
    return null;
  }

  // --- Places.
  // A relative clause's person lives where the clause says, not where the one who acts before it
  // does ("Ann Cole of Pekin was appointed administrator of the estate of Mark Cole, who died ...").
  const clauseFrom = deathClauseFrom;
  // A death read in a family sentence ("John Whitaker, 84, of Peoria, died Nov. 18, 2026, survived by
  // his wife") is read for the town too, only the part the death was read in.
  const ownSentences =
    deathSentence && !proseSentences.includes(deathSentence)
      ? [deathSentence, ...proseSentences]
      : proseSentences;
  // The person a death's sentence named after the one a story opened with lives where that sentence
  // or a later one says, not where the opening's person does (`takeTheNamedSubjectOfTheDeath`).
  const residenceSentences = clauseFrom
    ? ownSentences.map((s) => (s === deathSentence ? s.slice(clauseFrom) : s))
    : namedByTheDeath && deathSentence
      ? ownSentences.slice(Math.max(0, ownSentences.indexOf(deathSentence)))
      : ownSentences;
  let residence =
    placeFromStructured(first('homeLocation'), ctx) ??
    findResidence(
      residenceSentences,
      ctx,
      name.surname,
      (before) => namesSomeonesRelative(before, decedentName),
      [name.given, ...name.middle, ...name.maiden, ...(name.nickname ? [name.nickname] : [])],
    );
  // A death list's compact line gives the town after the age: "WHITAKER, John R., 84, Peoria, Nov. 18".
  if (!residence && hints.deathColumn) {
    for (const l of mainLines) {
      const m = COMPACT_DEATH_LINE.exec(l);
      if (!m) continue;
      // Up to the sentence's end: "WHITAKER, John R., 84, Peoria. Services 10 a.m. Saturday."
      residence = parsePlaceAt(splitSentences(l.slice(m[0].length))[0] ?? '', ctx)?.place ?? null;
      break;
    }
  }
  // A story's noun gives the town: "A Peoria man was killed ... John Whitaker, 45, died at the scene",
  // "Fire killed a Peoria man ... The coroner identified him as John Whitaker".
  // Of two nouns ("A Peoria man and a Pekin woman"), the one of the person's sex, when one is.
  // "A train struck and killed a Peoria man, John Whitaker, 84": the noun before the name a cause killed.
  // Of a death read in a later clause, the clause's: "was hurt, and a Pekin man, John Cole, 84, died".
  const deathOfTheClause =
    ownDeath && clauseFrom
      ? { sentence: clauseAsASentence(ownDeath.sentence, clauseFrom), at: ownDeath.at - clauseFrom }
      : ownDeath;
  const killedNoun = deathOfTheClause ? killedNounBeforeName(deathOfTheClause.sentence) : null;
  const nounSubject = deathOfTheClause
    ? killedNoun
      ? `${killedNoun} `
      : storySubjectOf(deathOfTheClause)
    : null;
  const nouns = nounSubject !== null ? nounsBefore(nounSubject) : [];
  const ofTheSex = nouns.length > 1 ? nouns.filter((n) => n.sex === personSex) : nouns;
  // Or a noun of no sex: "A Peoria motorcyclist", "A Pekin driver".
  const nounWords =
    ofTheSex.length === 1
      ? ofTheSex[0]!.words
      : nouns.length === 0 && nounSubject !== null
        ? wordsBeforeAStoryNoun(nounSubject)
        : null;
  // The town's words after any description before them: "a missing Peoria man", "a 45-year-old Pekin woman".
  const townWords = nounWords?.replace(/^(?:[^\s\p{Lu}]\S*\s+)+/u, '') ?? '';
  // "A Peoria man, John Whitaker, 45, died": the name set off after the noun of the death sentence.
  const deathText = (clauseFrom ? deathOfTheClause!.sentence : deathSentence)?.replace(DATELINE, '') ?? null;
  const namedByNoun = deathText !== null && withoutNounBeforeName(deathText) !== deathText;
  if (!residence && (namedAfterNoun || identifiedIn || namedByNoun || killedNoun) && townWords) {
    const p = parsePlaceAt(townWords, ctx);
    if (p && p.length >= townWords.length) residence = p.place;
  }
  // A headline of the death names the story's person by a noun and a town: "Peoria man dies in crash",
  // "Crash kills Peoria man" over "John Whitaker, 44, died Nov. 18, 2026, ...". Of the person's sex;
  // the town the last words before the noun ("Missing Peoria man found dead"), none of another's
  // ("Son of Peoria man dies").
  if (!residence) {
    for (const h of [...h1s, ...(title ? title.split(/\s[-|–—]\s/) : [])]) {
      const m = HEADLINE_TOWNS_PERSON.exec(h);
      const noun = m ? nounBefore(`${(m[1] ?? m[2])!.replace(/\S+$/, (w) => w.toLowerCase())} `) : null;
      if (!noun || HEADLINE_ANOTHERS.test(noun.words) || (personSex && noun.sex !== personSex)) continue;
      const words = noun.words.split(/\s+/);
      for (let i = 0; i < words.length && !residence; i++) {
        const town = words.slice(i).join(' ');
        const p = town ? parsePlaceAt(town, ctx) : null;
        if (p && p.length >= town.length) residence = p.place;
      }
      if (residence) break;
    }
  }
  const fields = labelledPlaces(fieldZone, ctx);
  // A memorial page's labelled residence: "Residence: Peoria, IL", "Hometown: Peoria, Illinois".
  if (!residence) {
    for (const line of fieldZone) {
      const label = RESIDENCE_LINE.exec(line);
      const place = label ? parsePlaceLine(label[1]!, ctx) : null;
      if (place) {
        residence = place;
        break;
      }
    }
  }
  // A dateline under the heading or in the title ("Austin, TX") names or completes the residence; a
  // place under a "Birth", "Death" or "Burial" field is that field's.
  if (!residence || !residence.state) {
    const lines = [
      ...header.filter((_, i) => !fields.labelled.has(i)),
      ...(ogTitle ? ogTitle.split(/\s[-|–—]\s/) : []),
      ...(title ? title.split(/\s[-|–—]\s/) : []),
    ];
    // A line that names the person is no dateline: "Dr. John R. Whitaker, MD" is no town in Maryland.
    const named = wholeWordTest(name.surname, true);
    for (const line of lines) {
      const dateline = named(line) ? null : parsePlaceLine(line, ctx);
      if (!dateline) continue;
      if (!residence) residence = dateline;
      else if (
        dateline.city &&
        residence.city &&
        normalizeNamePart(dateline.city) === normalizeNamePart(residence.city)
      ) {
        residence = dateline;
      } else continue;
      break;
    }
  }
  let placeOfDeath = placeFromStructured(first('deathPlace'), ctx) ?? fields.death;
  if (!placeOfDeath && deathSentence) {
    // A town named without a state where the decedent died is most likely in the state they lived in.
    const deathCtx: PlaceContext = { ...ctx, defaultState: residence?.state ?? ctx.defaultState ?? null };
    const found = findPlaceOfDeath(deathSentence, deathCtx, ownDeath?.at);
    placeOfDeath = found.place;
    if (!placeOfDeath && found.atHome && residence) {
      placeOfDeath = { ...residence };
      warnings.push('place of death is the residence ("at home")');
    }
  }
  if (!residence && deathSentence) {
    // "passed away peacefully at home in Scranton, Pennsylvania": the town of their own home; a
    // Spanish notice's "en su hogar en Peoria".
    const home =
      /\bat\s+(?:(?:his|her|their|the\s+family)\s+)?(?:home|residence)\s+in\s+|\ben\s+su\s+(?:hogar|casa|residencia)\s+(?:en|de)\s+/i.exec(
        deathSentence,
      );
    const place = home ? parsePlaceAt(deathSentence.slice(home.index + home[0].length), ctx) : null;
    if (place?.place.city) {
      residence = place.place;
      warnings.push('residence is the home the decedent died at');
    }
  }

  // --- Family, work, service, schooling.
  // Brothers, sisters and parents named alone carry the birth family's name: the maiden name, else
  // the parents' ("born ... to Arne and Signe Lund"), else the decedent's own.
  const parents = birthSentenceParents(proseSentences, name);
  const birthFamily = name.maiden[0] ?? parentsSurname(parents, lexicon, gazetteer);
  const familyWith = (decedentSurname: string) =>
    parseFamily(sentences, {
      lexicon,
      isTown: (text) => gazetteer.isCity(text),
      decedentSurname,
      ...(birthFamily ? { decedentMaiden: birthFamily } : {}),
      ...(personSex ? { decedentSex: personSex } : {}),
    });
  const familySurname = impliedFamilySurname(name, sentences.slice(0, PAID_NOTICE_SENTENCES + 1));
  let family = familyWith(familySurname);
  let birthSurname =
    birthSurnameFromParents(parents, name, lexicon, gazetteer) ??
    birthSurnameFromBirthName(proseSentences, name, lexicon, personSex === 'M') ??
    birthSurnameFromFamily(family, sentences, name, lexicon);
  // Two surnames written in order ("Michael L. Garcia Cortez ... Son of the late Michael and Julia
  // (Pulliam) Garcia"): the parents' surname being the first makes it the paternal one, which the
  // children and brothers named alone bear too. A middle name that is the mother's maiden name
  // ("John Whitfield Smith, son of Robert and Mary (Whitfield) Smith") is not the parents' surname.
  const wordBeforeSurname = name.middle[name.middle.length - 1];
  if (
    birthSurname &&
    familySurname === name.surname &&
    wordBeforeSurname &&
    normalizeNamePart(wordBeforeSurname) === normalizeNamePart(birthSurname.value)
  ) {
    family = familyWith(birthSurname.value);
  }
  // "Jane (Cotton) Ramey ... born to John and Alice Cotton": the word in brackets is her maiden name,
  // not the pet name "Cotton" it could also be.
  if (
    birthSurname &&
    name.nickname &&
    normalizeNamePart(name.nickname) === normalizeNamePart(birthSurname.value)
  ) {
    const { nickname, ...rest } = name;
    const own = { ...rest, maiden: [nickname] };
    name = { ...own, full: fullNameOf(own) };
    birthSurname = null;
  }

  // --- Publisher and source type.
  // The site's name is the title part that is neither the person nor the section ("Obituaries").
  const titleParts = (title ?? '').split(/\s[|–—-]\s/).map((p) => p.trim());
  const surnameWord = wholeWordTest(name.surname, true);
  const siteParts = titleParts.slice(titleParts.length > 1 ? 0 : 1).filter(
    (p) =>
      p &&
      !/^(?:obituar(?:y|ies)|obits?|death notices|deaths|home|remembrances?|tributes?|memorials?|in memoriam|news)$/i.test(
        p,
      ) &&
      // The person's part names the decedent ("James Ward Memorial"); a home may share the surname.
      !(surnameWord(p) && !BUSINESS_WORDS.test(p) && !NEWSPAPER_WORDS.test(p)) &&
      !looksLikePersonName(p, lexicon) &&
      !/obituary\b/i.test(p),
  );
  const titleSite =
    siteParts.find((p) => BUSINESS_WORDS.test(p) || NEWSPAPER_WORDS.test(p)) ?? siteParts.pop();
  // Syndication pages name the newspaper in a "Published by ... on <date>" line.
  const publishedBy = pageLines
    .map((l) => /\bPublished\s+(?:by|in)\s+(.+?)\s+(?:on|from)\s+\w/.exec(l)?.[1])
    .find((p) => p !== undefined);
  const publisher =
    hints.publisher ??
    first('publisher') ??
    publishedBy ??
    siteName ??
    titleSite ??
    brand ??
    letterhead(pageLines) ??
    copyrightHolder;
  const sourceType = hints.sourceType ?? inferSourceType(publisher, siteName, structured[0] ?? null, url);

  if (isFullDate(deathDate) && isFullDate(published)) {
    const d = Date.UTC(deathDate.year, deathDate.month - 1, deathDate.day);
    const p = Date.UTC(published.year, published.month - 1, published.day);
    if (d > p) warnings.push('death date is after the publication date');
  }

  return {
    url,
    sourceType,
    publisher,
    publishedDate: published,
    name,
    deathDate,
    birthDate,
    age,
    residence,
    placeOfDeath,
    snippet: cutAtWord(mainText.replace(/\n/g, ' '), SNIPPET_CHARS),
    survivorsText: family.survivorsText,
    survivors: family.survivors,
    predeceased: family.predeceased,
    familyCounts: family.familyCounts,
    occupation: findOccupation(proseSentences),
    militaryService: findMilitaryService(proseSentences),
    education: findEducation(proseSentences),
    ...(birthSurname ? { birthSurname } : {}),
    extraction: { layer, warnings },
  };
}

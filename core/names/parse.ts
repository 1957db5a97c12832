/**
 * Parses a decedent's name as obituary headings and first sentences write it: titles, quoted or
 * parenthesised nicknames, maiden names in parentheses or after "née", inverted "SURNAME, Given",
 * generational suffixes and credentials, surname particles and double surnames.
 */
import type { DecedentName } from '../obituary.js';
import { MONTH_WORD } from '../dates/parse.js';
import { defaultNameLexicon, type NameLexicon } from './lexicon.js';
import { capitalizeNameToken, normalizeNamePart } from './normalize.js';
import { SURNAME_PARTICLES } from './particles.js';
import { keepAnswersFor } from '../kept-answers.js';

/** The parts of one person's name (the decedent name shape). */
export type ParsedName = DecedentName;

/** Titles written before a name, folded (no period, lower case) -> display form. */
const TITLES: Readonly<Record<string, string>> = {
  dr: 'Dr.',
  doctor: 'Dr.',
  rev: 'Rev.',
  reverend: 'Rev.',
  // A cleric's style before "Rev.": "The Very Rev.", "The Right Rev.", "The Most Rev.".
  very: 'Very',
  right: 'Right',
  most: 'Most',
  mr: 'Mr.',
  mrs: 'Mrs.',
  ms: 'Ms.',
  miss: 'Miss',
  // Spanish: "Sr. Juan López" (señor, before the name; after it, "Sr." is a generation), "Sra.",
  // "Dra.", "Srta.", "Doña" ("Don" is also an English given name).
  sr: 'Sr.',
  sra: 'Sra.',
  dra: 'Dra.',
  srta: 'Srta.',
  doña: 'Doña',
  fr: 'Fr.',
  father: 'Father',
  sister: 'Sister',
  brother: 'Brother',
  pastor: 'Pastor',
  elder: 'Elder',
  deacon: 'Deacon',
  rabbi: 'Rabbi',
  msgr: 'Msgr.',
  monsignor: 'Msgr.',
  bishop: 'Bishop',
  judge: 'Judge',
  hon: 'Hon.',
  honorable: 'Hon.',
  prof: 'Prof.',
  professor: 'Prof.',
  capt: 'Capt.',
  captain: 'Capt.',
  col: 'Col.',
  colonel: 'Col.',
  lt: 'Lt.',
  ltc: 'Lt. Col.',
  sgt: 'Sgt.',
  msgt: 'MSgt.',
  sfc: 'Sfc.',
  maj: 'Maj.',
  major: 'Maj.',
  gen: 'Gen.',
  cpl: 'Cpl.',
  pvt: 'Pvt.',
  pfc: 'Pfc.',
  adm: 'Adm.',
  cmdr: 'Cmdr.',
  sen: 'Sen.',
  gov: 'Gov.',
  // Offices and callings a notice puts before the name ("Coach John Whitaker", "Sheriff Ed Cole").
  senator: 'Sen.',
  governor: 'Gov.',
  rep: 'Rep.',
  representative: 'Rep.',
  mayor: 'Mayor',
  sheriff: 'Sheriff',
  chief: 'Chief',
  detective: 'Detective',
  firefighter: 'Firefighter',
  marshal: 'Marshal',
  archbishop: 'Archbishop',
  cardinal: 'Cardinal',
  deputy: 'Deputy',
  officer: 'Officer',
  trooper: 'Trooper',
  commissioner: 'Commissioner',
  councilman: 'Councilman',
  councilwoman: 'Councilwoman',
  alderman: 'Alderman',
  coach: 'Coach',
  principal: 'Principal',
  superintendent: 'Superintendent',
  chaplain: 'Chaplain',
  cantor: 'Cantor',
  imam: 'Imam',
  minister: 'Minister',
  evangelist: 'Evangelist',
  // Callings of a Black church that a program or obituary writes before the name ("Mother Lula Mae
  // Washington was called home"), as "Father" is a priest's.
  mother: 'Mother',
  missionary: 'Missionary',
  prophetess: 'Prophetess',
  apostle: 'Apostle',
  overseer: 'Overseer',
  lieutenant: 'Lt.',
  sergeant: 'Sgt.',
  corporal: 'Cpl.',
  admiral: 'Adm.',
  // A family's word for the person, before the given name: "Aunt Betty passed away", "Grandma Betty".
  aunt: 'Aunt',
  auntie: 'Auntie',
  uncle: 'Uncle',
  grandma: 'Grandma',
  grandpa: 'Grandpa',
  granny: 'Granny',
  // An infant's notice: "Baby Emma Rose Smith", "Infant Noah James Cole".
  baby: 'Baby',
  infant: 'Infant',
};

/** Words before an office that say when it was held: "Former Springfield Mayor John Whitaker". */
const OFFICE_MODIFIERS = new Set(['former', 'retired', 'longtime', 'late']);
/** Words an office may sit after its modifier by: the place or body ("Former Springfield Mayor"). */
const MAX_OFFICE_WORDS_BEFORE = 3;

/** Generational suffixes, folded -> display form. */
const GENERATIONAL: Readonly<Record<string, string>> = {
  jr: 'Jr.',
  sr: 'Sr.',
  ii: 'II',
  iii: 'III',
  iv: 'IV',
  v: 'V',
  '2nd': 'II',
  '3rd': 'III',
  '4th': 'IV',
};

/** Credentials and service branches written after a name; kept only when no generational suffix. */
const CREDENTIALS = new Set([
  'md',
  'phd',
  'dds',
  'dmd',
  'dvm',
  'do',
  'esq',
  'rn',
  'lpn',
  'cpa',
  'jd',
  'pe',
  'mba',
  'edd',
  'od',
  'np',
  'ret',
  'usa',
  'usn',
  'usmc',
  'usaf',
  'uscg',
  // Religious orders: "Sister Mary Agnes Cole, OSF", "Brother John Whitaker, CSC".
  'csc',
  'sj',
  'osb',
  'ofm',
  'ofmcap',
  'osf',
  'ssnd',
  'op',
  'csj',
  'rsm',
  'bvm',
  'ihm',
  'osu',
  'snd',
  'ssj',
  'cp',
  'ocso',
  'ocd',
  'fsc',
  'cfc',
  'svd',
  'omi',
  'sds',
]);

/** Nicknames that are not diminutives of any one given name. */
const GENERIC_NICKNAMES = new Set([
  'bud',
  'buddy',
  'butch',
  'skip',
  'skipper',
  'sonny',
  'red',
  'dutch',
  'babe',
  'sis',
  'chip',
  'tex',
  'doc',
  'junior',
  'bubba',
  'cookie',
  'sissy',
  'boots',
  'smitty',
  'peanut',
  'sunny',
  'scooter',
  'lefty',
  'slim',
  'tiny',
  'duke',
  'bunny',
  'honey',
  'dolly',
  'bucky',
  'punkin',
  'tootie',
  'trey',
  'deuce',
  'ace',
  'pops',
  'granny',
  'nana',
  'mimi',
  'gigi',
  'papa',
  'pee wee',
  'buck',
  'toots',
  'tootsie',
  'missy',
  'skeeter',
  'sparky',
  'pinky',
  'sugar',
  'shorty',
  'stretch',
  'bunky',
  'cotton',
  'speedy',
]);

/** Endings that mark a word as a surname rather than a pet name when no table knows it. */
const SURNAME_ENDING =
  /(son|sen|ski|sky|ska|wicz|czyk|ez|es|ton|ley|man|mann|berg|stein|baum|er|ell|ard|ing|ow|ich|ovic|vich|ian|yan|akis|opoulos|escu|etti|ini|elli|ford|field|wood|well|land|more|ham)$/;

/** Words written before a name on headings, stripped before parsing. */
const LEADING_PHRASE =
  /^(?:obituar(?:y|ies)|obit|death notice|funeral notice|in (?:loving |fond |cherished )?memory(?: of)?|remembering|celebrating the life of|(?:a )?celebration of (?:the )?life(?: (?:for|of))?|the life of|a tribute to|tribute (?:to|for)|memorial (?:for|to)|(?:funeral |memorial )?services? (?:(?:are |were )?(?:set|planned|pending|scheduled) )?for|funeral (?:arrangements )?for|arrangements (?:(?:are |were )?(?:set|pending) )?for|visitation for|in memoriam|rest in peace|farewell(?: to)?|goodbye(?: to)?|hono(?:u)?ring|en (?:amorosa |cariñosa |grata )?memoria de|recordando a|adi[oó]s a|homenaje a|descans[ae] en paz|q\.\s?e\.\s?p\.\s?d\.|(?:happy )?(?:\d{1,3}(?:st|nd|rd|th) )?(?:heavenly birthday|birthday in heaven)(?: to)?)\s*(?:for|of)?\s*[:\-–—]?\s*/i;
/** A full name (two words at least) and the town after it: "John Whitaker of Peoria". Group: the name. */
const TOWN_AFTER_NAME =
  /^((?:\p{Lu}[\p{L}'’.-]*\s+)+\p{Lu}[\p{L}'’.-]*)\s+of\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}(?:,\s*\p{Lu}[\p{L}.]*)?$/u;
const TRAILING_PHRASE = /\s*[:\-–—]?\s*\b(?:obituary|obituaries|obit|death notice|memorial|tribute)$/i;

/**
 * A family name written in capitals, one to three words: "WHITAKER", "VAN DYKE", "O'BRIEN", "DE LA
 * CRUZ".
 */
export const FAMILY_NAME_IN_CAPITALS = String.raw`\p{Lu}[\p{Lu}'’-]*\p{Lu}(?:\s+\p{Lu}[\p{Lu}'’-]*\p{Lu}){0,2}`;
/** A generation written after an inverted family name, before its dash or comma: "WHITAKER JR.--". */
export const GENERATION_AFTER_FAMILY = String.raw`(?:,?\s+(?:JR|SR|Jr|Sr|II|III|IV)\.?)?`;
/**
 * What may follow the given names of a paid notice's inverted name: a comma, the end, the age, "On",
 * "Of", a date's month and day, a dash ("WHITAKER - John R., 84", "... John R. November 18, 2026").
 */
export const AFTER_NOTICE_GIVEN_NAMES = String.raw`(?=,|$|\s*\.?\s+(?:(?:[Aa]ged?|[Oo]n|[Oo]f)\b|${MONTH_WORD}\.?\s+\d)|\s+[-–—]\s)`;
/**
 * The given names of a paid notice's inverted name, after its family name: one given name, then
 * initials, a nickname in quotes or a name in brackets ("John R.", "Mary A. (Cole)", "John R. "Jack"",
 * "Robert").
 */
export const NOTICE_GIVEN_NAMES = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\([^)]{1,30}\)|["“][^"”]{1,20}["”]))*`;
/**
 * The given names after a paid notice's inverted family name and a spaced dash, where a dateline's town
 * would stand before a full name: `NOTICE_GIVEN_NAMES` with one initial, nickname or name in brackets
 * at least ("WHITAKER - John R., 84", "WHITAKER - Mary A. (Cole), 80"), then `AFTER_NOTICE_GIVEN_NAMES`.
 * "PEORIA - John R. Whitaker, 84" is a dateline's town and a full name; "PEORIA — Tuesday, a Peoria
 * man ..." a dateline's.
 */
export const GIVEN_NAMES_AFTER_A_DASH = String.raw`(?=\p{Lu}[\p{L}'’-]+\s+(?:\p{Lu}\.|\(|["“]))${NOTICE_GIVEN_NAMES}${AFTER_NOTICE_GIVEN_NAMES}`;
/**
 * The family name of a paid notice's inverted name and its dashes: "WHITAKER--", "VAN DYKE -- ",
 * "WHITAKER JR.--", "WHITAKER - " before given names (`GIVEN_NAMES_AFTER_A_DASH`).
 */
const PAID_NOTICE_NAME = new RegExp(
  String.raw`^(${FAMILY_NAME_IN_CAPITALS}${GENERATION_AFTER_FAMILY})(?:\s*--\s*|—|\s+[-–—]\s+(?=${GIVEN_NAMES_AFTER_A_DASH}))(?=\p{Lu})`,
  'u',
);

const MONTH_WORD_AT_END =
  /\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$|\s+(?:born|died|age|aged)$/i;

/** A family name in capitals opening a name, a given name written as a name after it: "WHITAKER John". */
const SHOUTED_FAMILY_FIRST = /^(\p{Lu}[\p{Lu}'’-]*\p{Lu})\s+(?=\p{Lu}\p{Ll})/u;

/** A name in capitals that may open with its family name: "WHITAKER JOHN R." (family, then the given name). */
const SHOUTED_NAME_FAMILY_FIRST = /^(\p{Lu}[\p{Lu}'’-]*\p{Lu})\s+(?=(\p{Lu}[\p{Lu}'’-]*\p{Lu})(?:\s|$))/u;

/** Options for parseDecedentName. */
export interface ParseNameOptions {
  /** Reference tables for nickname/maiden decisions; defaults to the process-wide lexicon. */
  lexicon?: NameLexicon;
}

type Token = { kind: 'word'; text: string } | { kind: 'paren'; words: string[]; maiden: boolean | null };

/** A generational suffix or credential written after a name ("Jr.", "III", "MD", "USMC"). */
export function isNameSuffix(word: string): boolean {
  return GENERATIONAL[fold(word)] !== undefined || CREDENTIALS.has(fold(word));
}

function fold(s: string): string {
  return s.toLowerCase().replace(/\./g, '');
}

function isInitial(word: string): boolean {
  return /^\p{L}\.?$/u.test(word);
}

/** Quotes of every shape to ASCII: nicknames come in “curly”, 'single' and "straight" quotes. */
function asciiQuotes(s: string): string {
  return s.replace(/[“”„‟″«»]/g, '"').replace(/[‘’‚‛′`]/g, "'");
}

/**
 * A name, then another name the person went by set off after it: "John Whitaker, also known as Jack
 * Smith,", "John Whitaker a.k.a. \"Big John\"", "John Whitaker, known to all as Jack,". Groups: the name,
 * a quoted alias, a written one (one to three capitalised words).
 */
const NAME_THEN_ALIAS =
  /^((?:\p{Lu}[\p{L}'’.-]*\s+){1,4}\p{Lu}[\p{L}'’.-]*),?\s+(?:(?:also|better)\s+known\s+as|a\.?k\.?a\.?|known\s+(?:to\s+(?:all|many|most|everyone|everybody|friends|family|friends\s+and\s+family)\s+)?as)\s+(?:["“]([^"”]{1,30}?),?["”]|(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}))(?:\s*,|\s*$|(?<=,["”]))/u;

/**
 * A text that opens with a name and an alias set off after it (`NAME_THEN_ALIAS`), the alias written
 * as the name's nickname when it is one word or quoted, and left out otherwise: "John Whitaker, also
 * known as Jack, 84, died" reads 'John "Jack" Whitaker, 84, died'; "John Whitaker a.k.a. Jack Smith"
 * reads "John Whitaker". Any other text as it is.
 */
export function withAliasAsNickname(text: string): string {
  const m = NAME_THEN_ALIAS.exec(text);
  if (!m) return text;
  const words = m[1]!.split(/\s+/);
  const alias = m[2] ?? (m[3]!.includes(' ') ? null : m[3]!.replace(/\.$/, ''));
  const name = alias ? [words[0], `"${alias}"`, ...words.slice(1)].join(' ') : m[1]!;
  const rest = text.slice(m[0].length).trimStart();
  return rest ? `${name}, ${rest}` : name;
}

/** "Mary (the late Tom) Whitaker": her late husband's given name, no part of hers. */
export const LATE_SPOUSE_IN_NAME = /\(\s*(?:the\s+)?late\s+[^()]*\)/gi;

/** Strips heading decoration: "Obituary for", "In Loving Memory of", trailing dates, ages, site names. */
export function cleanNameText(raw: string): string {
  let s = asciiQuotes(raw).replace(/\s+/g, ' ').trim();
  // A paid notice's inverted name: "WHITAKER--John R.", "VAN DYKE--Mary Ellen" (a family name in
  // capitals, two hyphens or a closed dash, the given names) reads as "WHITAKER, John R.".
  s = s.replace(PAID_NOTICE_NAME, '$1, ');
  // Parenthesised years, dates and ages, before the separators are looked for: "John Whitaker (May 4,
  // 1942 - Nov. 18, 2026)" holds one.
  s = s.replace(/\([^()]*\d[^()]*\)/g, ' ');
  // A site or section name after a separator: "John Smith | Smith Funeral Home".
  s = s.split(/\s[|•·»]\s|\s[-–—]\s(?=\D)/)[0] ?? s;
  s = s.replace(LEADING_PHRASE, '').replace(TRAILING_PHRASE, '');
  // The town after a full name: "John Whitaker of Peoria", "Mary Cole of East Peoria, Ill.".
  s = s.replace(TOWN_AFTER_NAME, '$1');
  // "RIP John Whitaker", in capitals: no part of the name (the actor Rip Torn's given name is not).
  s = s.replace(/^R\.?I\.?P\.?\s+(?=\p{Lu})/u, '');
  // "The Rev. John Whitaker": the article before a clergy or honorific title is no part of the name.
  s = s.replace(/^the\s+(?=(?:rev|reverend|very|right|most|honorable|hon)\b)/i, '');
  // "El Sr. Juan López", "La Sra. María López", "La Dra. Ana Ruiz": the Spanish article before the title.
  s = s.replace(/^(?:el|la)\s+(?=(?:sr|sra|srta|dra)\.?\s)/i, '');
  // A rank's "(Ret.)" marks a retired officer, not a maiden name: "Sgt. Maj. (Ret.) John Whitaker".
  s = s.replace(/\(\s*ret(?:ired|\.)?\s*\)/gi, ' ');
  // "Juan Whitaker (Q.E.P.D.)", "(R.I.P.)", "(D.E.P.)", "†": a mark of the dead, no maiden name.
  s = s.replace(LATE_SPOUSE_IN_NAME, ' ');
  s = withAliasAsNickname(s);
  s = s.replace(/\(\s*(?:q\.?\s*e\.?\s*p\.?\s*d|r\.?\s*i\.?\s*p|d\.?\s*e\.?\s*p)\.?\s*\)|†/gi, ' ');
  // A school's class years after the name: "John Whitaker '60", "John R. Whitaker '60, M.D. '64".
  s = s.replace(/\s+'\d{2}\b(?:\s*,?\s*(?:[A-Z][A-Za-z]{0,3}\.){1,3}\s*'\d{2}\b)*/g, ' ');
  // Trailing years and ages; ordinal suffixes (2nd, 3rd) are part of the name.
  const digit = /(?:^|[\s,(|–—-])\d+(?!\d*(?:st|nd|rd|th)\b)/.exec(s);
  if (digit) {
    // "John Smith Feb 2, 1941": the month written before the day goes with the date.
    s = s.slice(0, digit.index).replace(MONTH_WORD_AT_END, '');
  }
  return (
    s
      .replace(/\s+/g, ' ')
      .replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/g, '')
      .replace(TRAILING_PHRASE, '')
      .trim()
      // The period that ends a sentence, not an initial's or a suffix's: "ROBERTS, Leonard Russell."
      .replace(/(\p{L}{3,})\.$/u, '$1')
  );
}

/**
 * Decides whether a parenthesised word after a given name is a nickname or a former surname.
 * With `anyNickname` (decedent headings) any word the table lists as a name counts as a nickname
 * when it is not a known surname; survivors lists pass false, since "John (Linda) Smith" there names
 * a spouse.
 */
export function isParenNickname(
  word: string,
  given: string,
  lexicon: NameLexicon,
  anyNickname = true,
): boolean {
  const w = normalizeNamePart(word);
  const g = normalizeNamePart(given);
  if (!w) return false;
  if (!anyNickname) {
    // In a survivors list "John (Linda)" names John's spouse; only a diminutive of the given name
    // itself ("William (Bill)", "Katherine (Kate)") or a stock pet name is a nickname there, and a
    // stock pet name that is a given name of the other sex names the spouse ("Samantha (Trey)").
    if (GENERIC_NICKNAMES.has(w)) {
      const ws = lexicon.sexOfGivenName?.(w);
      const gs = g ? lexicon.sexOfGivenName?.(g) : undefined;
      return !(ws && gs && ws !== gs);
    }
    if (!g || w === g) return false;
    if (g.startsWith(w) && w.length >= 2) return true;
    // A short form listed for this very name: "Michelle (Michael)" is a daughter and her husband,
    // though both names share the pet name Mickey.
    const listed = lexicon.isNicknameOf
      ? lexicon.isNicknameOf(w, g)
      : lexicon.sameGivenName(w, g) && lexicon.isNicknameWord(w);
    return listed && w.length < g.length;
  }
  // Stock pet names ("Honey", "Buddy") are nicknames even where they are also surnames.
  if (GENERIC_NICKNAMES.has(w)) return true;
  if (g && lexicon.sameGivenName(w, g)) return true;
  if (lexicon.isSurname(w)) return false;
  if (anyNickname && lexicon.loaded && lexicon.isNicknameWord(w) && !SURNAME_ENDING.test(w)) return true;
  if (g && w.length >= 2 && g.startsWith(w) && w !== g) return true;
  if (SURNAME_ENDING.test(w) || w.length >= 8) return false;
  if (g && w[0] === g[0] && (/(ie|y|ey|i|ee|sy|sie|zie)$/.test(w) || w.length <= 3)) return true;
  // Parentheses without quotes around a surname-like word are how US obituaries write maiden names.
  return false;
}

function displayWord(word: string, allCaps: boolean): string {
  const bare = word.replace(/,+$/, '');
  if (isInitial(bare)) return bare.replace('.', '').toUpperCase();
  // Initials run together ("J.R.", a nickname) stay as written.
  if (/^(?:\p{Lu}\.){2,3}$/u.test(bare)) return bare;
  // A capitals word of two letters is a surname's particle or a short surname ("DE LA CRUZ", "LE"),
  // else initials ("TJ"), which stay.
  const shouted =
    (bare.length >= 3 || SURNAME_PARTICLES.has(bare.toLowerCase())) &&
    bare === bare.toUpperCase() &&
    /\p{Lu}/u.test(bare);
  // "McDONALD", "MacLEOD": a Scottish or Irish prefix before a shouted name.
  const prefixed = /^(Mc|Mac)(\p{Lu}{2,})$/u.exec(bare);
  if (prefixed && !allCaps) return prefixed[1]! + capitalizeNameToken(prefixed[2]!);
  return allCaps || shouted ? capitalizeNameToken(bare) : bare;
}

function emptyName(full: string): ParsedName {
  return { full, given: '', middle: [], maiden: [], surname: '' };
}

/**
 * "Sister Mary Agnes (Mary Cole)": the title of a woman or man religious, the name in religion, then
 * the birth name (two to four words) in parentheses. The groups: the title with its space, the name
 * in religion, the birth name.
 */
const RELIGIOUS_NAME_THEN_BIRTH_NAME =
  /^((?:Sister|SISTER|Brother|BROTHER|Mother|MOTHER)\s+)((?:\p{Lu}[\p{L}'’.-]*\s+){0,2}\p{Lu}[\p{L}'’-]*)\s*\(\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})\s*\)/u;

/** Parses one name as written on an obituary heading or at the start of its first sentence. */
export function parseDecedentName(text: string, options: ParseNameOptions = {}): ParsedName {
  // A page's reading parses the same few names many times over: answers are kept per lexicon, and
  // each caller gets a name of its own.
  const name = namesKept(text, options.lexicon ?? defaultNameLexicon());
  return { ...name, middle: [...name.middle], maiden: [...name.maiden] };
}

/** What `parseDecedentName` works out afresh. */
function parseNameAfresh(text: string, lexicon: NameLexicon): ParsedName {
  let s = cleanNameText(text);
  if (!s) return emptyName('');
  const allCaps = !/\p{Ll}/u.test(s);

  let nickname: string | undefined;
  const maiden: string[] = [];

  // Quoted nickname; the opening quote must follow a space so O'Brien's apostrophe is left alone.
  s = s.replace(/(^|[\s(,])(["'])([^"']{1,40}?)\2(?=$|[\s),.;])/, (_m, before: string, _q, inner: string) => {
    nickname = displayWord(inner.trim(), allCaps);
    return `${before} `;
  });
  s = s.replace(/\(\s*\)/g, ' ');
  // A sister's or brother's name in religion, then the name given at birth in parentheses: "Sister
  // Mary Agnes (Mary Cole)". The birth name is the person's name; the name in religion is the name
  // people called them.
  s = s.replace(RELIGIOUS_NAME_THEN_BIRTH_NAME, (_m, title: string, inReligion: string, birth: string) => {
    nickname ??= inReligion
      .split(/\s+/)
      .map((w) => displayWord(w, allCaps))
      .join(' ');
    return `${title}${birth}`;
  });
  // Initials run together are initials: "J.R. Whitaker" is "J. R. Whitaker".
  s = s.replace(/(^|\s)(\p{Lu})\.(\p{Lu})\.(?=\s)/gu, '$1$2. $3.');

  // "née Kowalski" outside parentheses.
  s = s.replace(/,?\s*\b(?:n[ée]e|born)\s+(\p{Lu}[\p{L}'-]+)/u, (_m, word: string) => {
    maiden.push(displayWord(word, allCaps));
    return ' ';
  });

  // Parenthesised groups become marker tokens; classification waits until the given name is known.
  const parens: Array<{ words: string[]; maiden: boolean | null }> = [];
  s = s.replace(/\(([^()]*)\)/g, (_m, inner: string) => {
    let body = inner.trim();
    let isMaiden: boolean | null = null;
    const nee = /^(?:n[ée]e|born|formerly)\s+/i.exec(body);
    if (nee) {
      isMaiden = true;
      body = body.slice(nee[0].length);
    }
    // Places, ages and remarks in parentheses are not name parts.
    if (body.includes(',') || !/^\p{Lu}/u.test(body)) return ' ';
    parens.push({ words: body.split(/\s+/).map((w) => displayWord(w, allCaps)), maiden: isMaiden });
    return ` \uE000${parens.length - 1} `;
  });

  // Commas: trailing suffixes ("Lee, Sr.", "Smith, MD") or an inverted "MILLER, James R.".
  const parts = s
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const suffixes: string[] = [];
  while (parts.length > 1 && parts[parts.length - 1]!.split(/\s+/).every(isNameSuffix)) {
    suffixes.unshift(...parts.pop()!.split(/\s+/));
  }
  let invertedSurname: string[] | null = null;
  // "John Whitaker, Peoria": a given name the tables know, then a family name, then a word after the
  // comma that is no given name nor an initial. The name and a town, not "PEORIA, John Whitaker".
  // A town that is also a given name ("John Whitaker, Marion") follows a given name and a word the
  // tables know only as a family name: no inverted family name ("Van Dyke, Mary", "Lloyd George, David").
  const head = parts[0]?.split(/\s+/) ?? [];
  const nameThenRemark =
    parts.length === 2 &&
    /^\p{Lu}\p{Ll}/u.test(parts[0]!) &&
    head.length >= 2 &&
    lexicon.isGivenName(head[0]!) &&
    !/^\p{Lu}\.?(?:\s|$)/u.test(parts[1]!) &&
    (!lexicon.isGivenName(parts[1]!.split(/\s+/)[0]!) ||
      (head.length === 2 &&
        lexicon.isSurname(head[1]!) &&
        !lexicon.isGivenName(head[1]!) &&
        parts[1]!.split(/\s+/).length === 1));
  if (nameThenRemark) parts.pop();
  if (parts.length >= 2) {
    const head = parts[0]!.split(/\s+/);
    if (head.length <= 3 && head.every((w) => !w.startsWith('\uE000'))) {
      invertedSurname = head;
      // "WHITAKER JR., John R.": the suffix written after the family name is the name's.
      while (invertedSurname.length > 1 && isNameSuffix(invertedSurname[invertedSurname.length - 1]!)) {
        suffixes.unshift(invertedSurname.pop()!);
      }
      s = parts[1]!;
    } else {
      s = parts.join(' ');
    }
  } else {
    s = parts[0] ?? '';
    // "WHITAKER John Robert": a known family name in capitals, no comma, before given names written
    // as names ("RIP John Whitaker" is no family name Rip). A family name that is also a given name
    // ("COLE Mary Ann") only before given names and initials alone.
    const lead = SHOUTED_FAMILY_FIRST.exec(s);
    const after = lead ? s.slice(lead[0].length).split(/\s+/).filter(Boolean) : [];
    if (
      lead &&
      TITLES[fold(lead[1]!)] === undefined &&
      lexicon.isSurname(lead[1]!) &&
      (!lexicon.isGivenName(lead[1]!) ||
        after.every((w) => lexicon.isGivenName(w) || /^\p{Lu}\.?$/u.test(w))) &&
      after.every((w) => !/^\p{Lu}[\p{Lu}'’-]*\p{Lu}$/u.test(w))
    ) {
      invertedSurname = [lead[1]!];
      s = s.slice(lead[0].length);
    }
    // "WHITAKER JOHN R.", all in capitals: a family name no one is given, then a given name the tables
    // know ("JOHN R. WHITAKER" and "BROOKS ROBINSON" keep their order).
    // A family name that is also given ("HOPE JOHN R.") only before a given name and a last initial:
    // "MARY ANN COLE" keeps its order.
    const shouted = SHOUTED_NAME_FAMILY_FIRST.exec(s);
    const shoutedWords = s.trim().split(/\s+/);
    if (
      !invertedSurname &&
      shouted &&
      TITLES[fold(shouted[1]!)] === undefined &&
      lexicon.isSurname(shouted[1]!) &&
      (!lexicon.isGivenName(shouted[1]!) ||
        (shoutedWords.length === 3 && /^\p{Lu}\.?$/u.test(shoutedWords[2]!))) &&
      lexicon.isGivenName(shouted[2]!)
    ) {
      invertedSurname = [shouted[1]!];
      s = s.slice(shouted[0].length);
    }
  }

  const raw = s.split(/\s+/).filter((w) => w.length > 0 && w !== '&');
  const titles: string[] = [];
  if (raw.length > 2 && OFFICE_MODIFIERS.has(fold(raw[0]!))) {
    const office = raw.findIndex(
      (w, i) => i > 0 && i <= MAX_OFFICE_WORDS_BEFORE && TITLES[fold(w)] !== undefined,
    );
    if (office > 0 && raw.length - office > 2) raw.splice(0, office);
  }
  while (raw.length > 1 && TITLES[fold(raw[0]!)] !== undefined) titles.push(TITLES[fold(raw.shift()!)]!);
  // A child's notice: "Little John Whitaker, 4, ..." (the family name Little stands last or inverted).
  if (!invertedSurname && raw.length > 2 && fold(raw[0]!) === 'little') {
    raw.shift();
    titles.push('Little');
  }
  // "MILLER, James V." and "James V. Miller": a letter with a period is an initial, not the fifth.
  const isTrailingSuffix = (w: string): boolean =>
    isNameSuffix(w) && !/^\p{L}\.$/u.test(w) && !(invertedSurname && /^\p{L}$/u.test(w));
  while (raw.length > (invertedSurname ? 1 : 2) && isTrailingSuffix(raw[raw.length - 1]!)) {
    suffixes.unshift(raw.pop()!);
  }
  const tokens: Token[] = raw.map((w) => {
    const marker = /^\uE000(\d+)$/.exec(w);
    if (marker) {
      const p = parens[Number(marker[1])]!;
      return { kind: 'paren', words: p.words, maiden: p.maiden };
    }
    return { kind: 'word', text: displayWord(w, allCaps) };
  });

  const words = tokens
    .filter((t): t is { kind: 'word'; text: string } => t.kind === 'word')
    .map((t) => t.text);
  const given = words[0] ?? '';

  // Classify parentheses now that the given name is known. A former full name keeps its family name:
  // "Mary Whitaker (formerly Mary Cole)" was born Cole.
  for (const t of tokens) {
    if (t.kind === 'paren' && t.words.length >= 2 && fold(t.words[0]!) === fold(given))
      t.words = t.words.slice(1);
    if (t.kind !== 'paren' || t.maiden !== null) continue;
    t.maiden = !(t.words.length === 1 && isParenNickname(t.words[0]!, given, lexicon));
  }

  let surnameWords: string[];
  let middle: string[] = [];
  if (invertedSurname) {
    surnameWords = invertedSurname.map((w) => displayWord(w, allCaps));
    middle = words.slice(1);
    for (const t of tokens) {
      if (t.kind !== 'paren') continue;
      if (t.maiden) maiden.push(...t.words);
      else nickname ??= t.words.join(' ');
    }
  } else if (words.length <= 1) {
    surnameWords = [];
    for (const t of tokens) {
      if (t.kind === 'paren' && !t.maiden) nickname ??= t.words.join(' ');
      else if (t.kind === 'paren') maiden.push(...t.words);
    }
  } else {
    // Surname: the last word plus any particles before it, always leaving a given name.
    let start = words.length - 1;
    // "Kelly Y. Perkins": a capital letter is an initial, not the Spanish "y" of "Ortega y Gasset".
    const isParticle = (w: string): boolean => SURNAME_PARTICLES.has(fold(w)) && !/^\p{Lu}\.?$/u.test(w);
    // A particle joins the surname only beside it: in "Catherine Della (Diaz) Bailey" the maiden name
    // stands between, and Della is a middle name.
    const tokenAt = tokens.flatMap((t, i) => (t.kind === 'word' ? [i] : []));
    while (start > 1 && isParticle(words[start - 1]!) && tokenAt[start]! - tokenAt[start - 1]! === 1) start--;
    surnameWords = words.slice(start);
    // Walk the tokens: words before a maiden parenthesis are middle names; words between it and the
    // surname are earlier married names ("Betty Jo (Smith) Jones Brown").
    let wordIndex = 0;
    let afterMaiden = false;
    for (const t of tokens) {
      if (t.kind === 'paren') {
        if (t.maiden) {
          maiden.push(...t.words);
          if (wordIndex < start) afterMaiden = true;
        } else {
          nickname ??= t.words.join(' ');
        }
        continue;
      }
      if (wordIndex > 0 && wordIndex < start) {
        if (afterMaiden) maiden.push(t.text);
        else middle.push(t.text);
      }
      wordIndex++;
    }
  }

  const generational = suffixes.map((w) => GENERATIONAL[fold(w)]).find((v) => v !== undefined);
  const credential = suffixes.find((w) => CREDENTIALS.has(fold(w)));
  const suffix = generational ?? (credential ? credential.replace(/\.$/, '') : undefined);
  const surname = surnameWords.join(' ');
  const title = titles.length > 0 ? titles.join(' ') : undefined;

  const name: ParsedName = { full: '', given, middle, maiden, surname };
  if (title) name.title = title;
  if (nickname) name.nickname = nickname;
  if (suffix) name.suffix = suffix;
  name.full = fullNameOf(name);
  return name;
}

/** `parseNameAfresh`, its answers kept for each lexicon (one per process in practice). */
const namesKept = keepAnswersFor(parseNameAfresh);

/**
 * A parsed name written out whole, the way `full` holds it: title, given, middle names (an initial
 * with its period), "nickname", (maiden) and further former surnames, surname, suffix.
 */
export function fullNameOf(n: Omit<ParsedName, 'full'>): string {
  return [
    n.title,
    n.given.length === 1 ? `${n.given}.` : n.given,
    ...n.middle.map((m) => (m.length === 1 ? `${m}.` : m)),
    n.nickname ? `"${n.nickname}"` : undefined,
    n.maiden[0] ? `(${n.maiden[0]})` : undefined,
    ...n.maiden.slice(1),
    n.surname,
    n.suffix,
  ]
    .filter((p): p is string => p !== undefined && p.length > 0)
    .join(' ');
}

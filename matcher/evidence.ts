/**
 * Per-field evidence: how one query and one indexed decedent compare, field by field, in levels
 * (DESIGN.md, Matching model). Pure and synchronous, so it runs the same inline and in the worker
 * pool. Weights and vetoes are applied in score.ts; the decision in policy.ts.
 *
 * Missing data is never a conflict: a field the obituary does not state compares as `not_stated`.
 */
import { JaroWinklerDistance } from 'natural/lib/natural/distance/index.js';
import { editDistance } from '../core/names/edit-distance.js';
import { givenNamesAreTwo, type NameLexicon } from '../core/names/lexicon.js';
import { normalizeNamePart } from '../core/names/normalize.js';
import type {
  BirthDate,
  DobMatchLevel,
  LocationMatchLevel,
  NameMatchLevel,
  PartialDate,
  VerifyQuery,
} from '../core/verification.js';
import type { Place } from '../core/obituary.js';
import { phoneticCodes, surnameVariants } from '../store/index/blocking-keys.js';
import { fnvBit } from '../store/index/key-postings.js';
import type { NamePartForms, NameTest, NameTestParts } from '../store/index/ports.js';
import { comparableOf, surnamePartKey, type ComparableDecedent } from '../store/index/retrieved-decedent.js';
import { areNeighbouringStates } from './neighbouring-states.js';
import { escapeRegExp } from '../core/regexp.js';
import { dayGap, dayRange } from '../core/dates/relative.js';

/**
 * Birth years this far apart are different people (spec 4.1 rule 3): ages in obituaries are off by
 * one often and by two now and then, never by five.
 */
export const BIRTH_YEAR_CONFLICT_YEARS = 5;

/**
 * Full death dates this close are one death written two ways (the day of the notice or the funeral
 * instead of the death, a customer's record off by days).
 */
export const DEATH_DATE_CLOSE_DAYS = 31;

/**
 * Death dates further apart than this (between the nearest days the two partial dates allow) are
 * different deaths: the candidate is dropped.
 */
export const DEATH_DATE_CONFLICT_DAYS = 366;

/** Edit-distance bands: one edit in a name of 4+ letters, two edits in one of 7+ letters. */
export const FUZZY_ONE_EDIT_MIN_LENGTH = 4;
/**
 * A name of this many letters is also one edit from the name of one letter more that it is with that
 * letter dropped, never the first ("Rya" for Ryan, "Kye" for Kyle, "Mac" for Macy): a letter left out
 * of a short name is the commonest slip in record-linkage data (FEBRL's duplicates), while a letter
 * changed in one ("Ann"/"Amy", "Lee"/"Loe") makes another name, so those stay apart.
 */
export const FUZZY_SHORT_NAME_LENGTH = FUZZY_ONE_EDIT_MIN_LENGTH - 1;
export const FUZZY_TWO_EDITS_MIN_LENGTH = 7;
/** Two edits also need this Jaro-Winkler similarity, so "Martin"/"Marvin"-style swaps stay out. */
export const FUZZY_TWO_EDITS_MIN_JARO_WINKLER = 0.9;

/**
 * Name comparisons memoized per process (edit distances, lexicon lookups and place folding cost
 * 5-50 µs each and names repeat endlessly across requests); a table is emptied when it reaches this
 * size, a bound on memory rather than a tuning knob.
 */
export const NAME_MEMO_MAX = 50_000;

function memoized<T>(compute: (s: string) => T): (s: string) => T {
  const table = new Map<string, T>();
  return (s) => {
    let v = table.get(s);
    if (v === undefined) {
      if (table.size >= NAME_MEMO_MAX) table.clear();
      v = compute(s);
      table.set(s, v);
    }
    return v;
  };
}

const sameGivenMemo = new WeakMap<NameLexicon, (pair: string) => boolean>();

/**
 * lexicon.sameGivenName on folded names: the lexicon's folded form when it has one (two map lookups,
 * cheaper than any memo), else memoized per lexicon (it folds both names on every call).
 */
function sameGivenName(lexicon: NameLexicon, a: string, b: string): boolean {
  if (a === b) return true;
  if (lexicon.sameFoldedGivenName) return lexicon.sameFoldedGivenName(a, b);
  let f = sameGivenMemo.get(lexicon);
  if (!f) {
    f = memoized((pair) => {
      const [x = '', y = ''] = pair.split('|');
      return lexicon.sameGivenName(x, y);
    });
    sameGivenMemo.set(lexicon, f);
  }
  return f(a < b ? `${a}|${b}` : `${b}|${a}`);
}

/** Given-name comparison levels, strongest first. */
export type GivenLevel =
  'exact' | 'alias' | 'middle_as_given' | 'nickname' | 'phonetic' | 'fuzzy' | 'fuzzy2' | 'initial' | 'none';
/** Surname comparison levels, strongest first. `former` is a maiden or earlier married name. */
export type SurnameLevel = 'exact' | 'former' | 'variant' | 'phonetic' | 'fuzzy' | 'fuzzy2' | 'none';
export type MiddleLevel =
  'match' | 'initial_compatible' | 'former_surname' | 'conflict' | 'not_stated' | 'not_provided';
export type SuffixLevel = 'match' | 'conflict' | 'decedent_only' | 'query_only' | 'none';
export type BirthLevel = DobMatchLevel | 'conflict';
export type DeathLevel =
  | 'exact_date'
  | 'within_days'
  | 'month_year'
  | 'year_only'
  | 'mismatch'
  | 'conflict'
  | 'not_stated'
  | 'not_provided';
/** Which statement of the obituary a location level rests on. */
export type PlaceBasis = 'residence' | 'death' | 'text' | 'source' | null;

/** The decedent fields scoring reads: all a worker is sent (a fraction of the stored document). */
export type { ComparableDecedent };
export { comparableOf };

/** A verify query folded once per request for comparison. */
export interface PreparedQuery {
  /** First word of first_name, folded ("Mary Ann" -> "mary"). */
  given: string;
  /** All of first_name folded and joined ("maryann"). */
  givenJoined: string;
  /** last_name folded and joined, generational suffix removed. */
  surname: string;
  surnameVariants: readonly string[];
  surnameCodes: readonly string[];
  givenCodes: readonly string[];
  /** `spellingBits` of surnameVariants, surnameCodes and givenCodes. */
  surnameVariantBits: number;
  surnameCodeBits: number;
  givenCodeBits: number;
  /** First word of middle_name, folded; an initial is one letter. */
  middle: string | null;
  /** Generational class (1 = Sr, 2 = Jr/II, 3 = III, 4 = IV) written at the end of last_name. */
  suffix: number | null;
  dob: BirthDate | null;
  deathDate: PartialDate | null;
  city: string | null;
  /** Finds the query's city as words in obituary text ("of Dayton,", "formerly of St. Louis"). */
  cityPattern: RegExp | null;
  county: string | null;
  state: string | null;
}

/** Everything one comparison found (input to weights, vetoes, the policy and the response). */
export interface CandidateEvidence {
  given: GivenLevel;
  surname: SurnameLevel;
  /** The weaker of the two name levels; null when either part does not match at all. */
  name: NameMatchLevel | null;
  middle: MiddleLevel;
  suffix: SuffixLevel;
  dob: BirthLevel;
  /** Years between the query's birth year and the obituary's (or its age window); null if not compared. */
  birthYearsOff: number | null;
  /** The obituary states a birth year (not only an age). */
  birthYearStated: boolean;
  /** The obituary states when the person died (at least the year). */
  deathDateStated: boolean;
  /**
   * The obituary states no birth year, but its age at a full death date is exactly the age the
   * query's date of birth gives on that day: the obituary's own statement pins the birth year, and it
   * is the query's (see ageAtDeath).
   */
  ageConfirmsBirthYear: boolean;
  /** The obituary states a birth month. */
  birthMonthStated: boolean;
  /** Stated birth month (same year) differs from the query's. */
  birthMonthDiffers: boolean;
  /** Same birth year and month, stated day different from the query's. */
  birthDayDiffers: boolean;
  death: DeathLevel;
  /** The death precedes the query's date of birth, or the obituary's own birth date. */
  deathBeforeBirth: boolean;
  location: LocationMatchLevel;
  locationBasis: PlaceBasis;
  /** The obituary states a city for the person and none is the query's (spec 4.1 rule 3). */
  cityConflict: boolean;
  /** The query's city is the residence or place of death city (explicit, for require_match). */
  cityConfirmed: boolean;
  /** The query's county is the residence or place of death county (explicit, for require_match). */
  countyConfirmed: boolean;
  /** The query's state is the residence or place of death state (explicit, for require_match). */
  stateConfirmed: boolean;
  /** The obituary places the person only in states other than (and not next to) the query's. */
  stateMismatch: boolean;
  /** The obituary names a county for the person and it is not the query's. */
  countyMismatch: boolean;
}

const GENERATIONS: Readonly<Record<string, number>> = {
  sr: 1,
  senior: 1,
  jr: 2,
  junior: 2,
  ii: 2,
  '2nd': 2,
  iii: 3,
  '3rd': 3,
  iv: 4,
  '4th': 4,
};

/** The generational class of a folded suffix ("jr" and "ii" are one class: the younger namesake). */
export function generationOf(suffix: string | null | undefined): number | null {
  if (!suffix) return null;
  return GENERATIONS[suffix.replace(/[\s.]/g, '')] ?? null;
}

/** True when a folded name is letters a-z only, as most are: nothing for `joined` or `firstWord` to split. */
function plainLetters(folded: string): boolean {
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

function joined(folded: string): string {
  return plainLetters(folded) ? folded : folded.replace(/[\s-]+/g, '');
}

function firstWord(folded: string): string {
  return plainLetters(folded) ? folded : (folded.split(/[\s-]+/).find((w) => w.length > 0) ?? '');
}

/** Folds a city for comparison: "Saint Louis", "St. Louis" and "St Louis" are one city. */
export function foldCity(city: string): string {
  return foldCityMemo(city);
}

const foldCityMemo = memoized((city: string) =>
  joined(
    normalizeNamePart(city)
      .replace(/^saint /, 'st ')
      .replace(/^sainte /, 'ste ')
      .replace(/^mount /, 'mt ')
      .replace(/^fort /, 'ft '),
  ),
);

/** Folds a county: "DuPage County", "Dupage" and "du page" are one county. */
export function foldCounty(county: string): string {
  return foldCountyMemo(county);
}

const foldCountyMemo = memoized((county: string) =>
  joined(
    normalizeNamePart(county)
      .replace(/ (county|parish|borough|census area|city and borough|municipality)$/, '')
      .replace(/^saint /, 'st '),
  ),
);

/** Splits a generational suffix off the end of a folded last name ("smith jr" -> smith, 2). */
function splitSuffix(folded: string): { surname: string; suffix: number | null } {
  const words = folded.split(' ');
  const last = words[words.length - 1];
  if (words.length > 1 && last !== undefined) {
    const generation = generationOf(last);
    if (generation !== null) return { surname: words.slice(0, -1).join(' '), suffix: generation };
  }
  return { surname: folded, suffix: null };
}

/** Folds the comparable parts of a query once per request. */
export function prepareQuery(q: VerifyQuery): PreparedQuery {
  const givenFolded = normalizeNamePart(q.firstName);
  const { surname, suffix } = splitSuffix(normalizeNamePart(q.lastName));
  const given = firstWord(givenFolded);
  const middleFolded = q.middleName ? firstWord(normalizeNamePart(q.middleName)) : '';
  const variants = surnameVariants(surname);
  const surnameCodes = phoneticCodes(joined(surname));
  const givenCodes = phoneticCodes(given);
  return {
    given,
    givenJoined: joined(givenFolded),
    surname: joined(surname),
    surnameVariants: variants,
    surnameCodes: surnameCodes,
    givenCodes: givenCodes,
    surnameVariantBits: spellingBits(variants),
    surnameCodeBits: spellingBits(surnameCodes),
    givenCodeBits: spellingBits(givenCodes),
    middle: middleFolded || null,
    suffix,
    dob: q.dob?.year !== undefined ? q.dob : null,
    deathDate: q.deathDate ?? null,
    city: q.address?.city ? foldCity(q.address.city) : null,
    cityPattern: q.address?.city ? cityPatternOf(q.address.city) : null,
    county: q.address?.county ? foldCounty(q.address.county) : null,
    state: q.address?.state ? q.address.state.toUpperCase() : null,
  };
}

/** Letters in one string and not the other, counted with multiplicity: at most twice the edit distance. */
function letterDifference(a: string, b: string): number {
  const counts = LETTER_COUNTS;
  let ascii = true;
  for (let i = 0; i < a.length && ascii; i++) {
    const c = a.charCodeAt(i) - 97;
    if (c < 0 || c > 25) ascii = false;
    else counts[c]!++;
  }
  for (let i = 0; i < b.length && ascii; i++) {
    const c = b.charCodeAt(i) - 97;
    if (c < 0 || c > 25) ascii = false;
    else counts[c]!--;
  }
  let diff = 0;
  for (let i = 0; i < 26; i++) {
    diff += Math.abs(counts[i]!);
    counts[i] = 0;
  }
  return ascii ? diff : letterDifferenceOfAny(a, b);
}

/** Per-letter counts of two folded a-z names (reused: comparisons run one at a time). */
const LETTER_COUNTS = new Int32Array(26);

function letterDifferenceOfAny(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const ch of a) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) - 1);
  let diff = 0;
  for (const v of counts.values()) diff += Math.abs(v);
  return diff;
}

/** The band of a pair `editBand` did not reject by length or letter counts: the full distance. */
function computeEditBand(pair: string): 0 | 1 | 2 {
  const [a = '', b = ''] = pair.split('|');
  const shorter = Math.min(a.length, b.length);
  const d = editDistance(a, b);
  if (d <= 1) return 1;
  if (
    d === 2 &&
    shorter >= FUZZY_TWO_EDITS_MIN_LENGTH &&
    JaroWinklerDistance(a, b) >= FUZZY_TWO_EDITS_MIN_JARO_WINKLER
  ) {
    return 2;
  }
  return 0;
}

const editBandOfPair = memoized(computeEditBand);

/** The edit-distance band of two folded names: 1 (one edit), 2 (two edits) or 0 (further apart). */
export function editBand(a: string, b: string): 0 | 1 | 2 {
  if (a === b) return 1;
  // The cheap rejections first, without building a memo key: most names compared are far apart, and
  // the letter counts bound the distance from below (each edit changes them by at most two).
  if (Math.min(a.length, b.length) < FUZZY_ONE_EDIT_MIN_LENGTH) return shortNameDropped(a, b) ? 1 : 0;
  if (Math.abs(a.length - b.length) > 2) return 0;
  if (letterDifference(a, b) > 4) return 0;
  return editBandOfPair(`${a}|${b}`);
}

/**
 * One name is FUZZY_SHORT_NAME_LENGTH letters and the other is it with one letter more, not at the
 * start: the short one is the long one with a letter dropped.
 */
function shortNameDropped(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short.length !== FUZZY_SHORT_NAME_LENGTH || long.length !== short.length + 1 || short[0] !== long[0])
    return false;
  let i = 1;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

function sharesCode(a: readonly string[], b: readonly string[]): boolean {
  for (const x of a) if (b.includes(x)) return true;
  return false;
}

/**
 * A decedent's given name and nickname as `compareGiven` reads them, prepared once: retrieval tests
 * each distinct part of the names it retrieves, and an index that keeps its parts keeps these too.
 */
export interface GivenForms {
  /** First word of the given name ("mary ann" -> "mary"). */
  readonly first: string;
  /** The given name joined ("maryann"). */
  readonly joined: string;
  /** The nickname joined, or null. */
  readonly nickname: string | null;
  /** Phonetic codes of `first`. */
  readonly codes: readonly string[];
  /** `spellingBits` of `codes`. */
  readonly codeBits: number;
}

export function givenFormsOf(given: string, nickname: string | null): GivenForms {
  const first = firstWord(given);
  const codes = phoneticCodes(first);
  return {
    first,
    joined: joined(given),
    nickname: nickname ? joined(nickname) : null,
    codes,
    codeBits: spellingBits(codes),
  };
}

/** A decedent's surname and former surnames as `compareSurname` reads them, prepared once (as `GivenForms`). */
export interface SurnameForms {
  /** The surname joined. */
  readonly current: string;
  /** surnameVariants of the surname as written. */
  readonly variants: readonly string[];
  /** Phonetic codes of `current`. */
  readonly codes: readonly string[];
  readonly former: ReadonlyArray<{
    readonly joined: string;
    readonly variants: readonly string[];
    readonly codes: readonly string[];
  }>;
  /** `spellingBits` of every variant, and of every phonetic code, of the surname and the former ones. */
  readonly variantBits: number;
  readonly codeBits: number;
}

const NO_FORMER: SurnameForms['former'] = Object.freeze([]);

export function surnameFormsOf(surname: string, former: readonly string[]): SurnameForms {
  const current = joined(surname);
  const variants = surnameVariants(surname);
  const codes = phoneticCodes(current);
  const formerForms: SurnameForms['former'] =
    former.length === 0
      ? NO_FORMER
      : former.map((f) => {
          const j = joined(f);
          return { joined: j, variants: surnameVariants(f), codes: phoneticCodes(j) };
        });
  let variantBits = spellingBits(variants);
  let codeBits = spellingBits(codes);
  for (const f of formerForms) {
    variantBits |= spellingBits(f.variants);
    codeBits |= spellingBits(f.codes);
  }
  return { current, variants, codes, former: formerForms, variantBits, codeBits };
}

/**
 * One of 32 bits per spelling (`fnvBit`), OR-ed over a list: two lists that share a spelling share a
 * bit, so lists whose bits do not meet share none and need not be compared.
 */
export function spellingBits(spellings: readonly string[]): number {
  let bits = 0;
  for (const spelling of spellings) bits |= fnvBit(spelling);
  return bits;
}

/** How the query's first name compares with the decedent's given name, nickname and middle names. */
export function compareGiven(
  q: PreparedQuery,
  d: Pick<ComparableDecedent, 'name'>,
  lexicon: NameLexicon,
): GivenLevel {
  return compareGivenForms(q, givenFormsOf(d.name.given, d.name.nickname), d.name.middle, lexicon);
}

/** `compareGiven` over prepared forms and the decedent's middle names. */
export function compareGivenForms(
  q: PreparedQuery,
  d: GivenForms,
  middle: readonly string[],
  lexicon: NameLexicon,
): GivenLevel {
  const dGiven = d.first;
  const nick = d.nickname;
  if (!q.given || !dGiven) return 'none';
  if (q.given === dGiven || q.givenJoined === d.joined || q.givenJoined === dGiven) return 'exact';
  if (nick !== null && (q.given === nick || q.givenJoined === nick)) return 'alias';
  if (q.given.length > 1 && middle.some((m) => m.length > 1 && joined(m) === q.given)) {
    return 'middle_as_given';
  }
  if (q.given.length > 1 && dGiven.length > 1) {
    if (sameGivenName(lexicon, q.given, dGiven)) return 'nickname';
    if (nick !== null && sameGivenName(lexicon, q.given, nick)) return 'nickname';
  }
  if (q.given.length === 1 || dGiven.length === 1) {
    return q.given[0] === dGiven[0] || (nick !== null && q.given[0] === nick[0]) ? 'initial' : 'none';
  }
  if ((q.givenCodeBits & d.codeBits) !== 0 && q.given[0] === dGiven[0] && sharesCode(q.givenCodes, d.codes)) {
    return 'phonetic';
  }
  const band = editBand(q.given, dGiven);
  if (band === 1) return 'fuzzy';
  if (band === 2) return 'fuzzy2';
  if (nick !== null && editBand(q.given, nick) === 1) return 'fuzzy';
  return 'none';
}

/** How the query's last name compares with the decedent's surname and former (maiden) surnames. */
export function compareSurname(q: PreparedQuery, d: Pick<ComparableDecedent, 'name'>): SurnameLevel {
  return compareSurnameForms(q, surnameFormsOf(d.name.surname, d.name.former));
}

/** `compareSurname` over prepared forms. */
export function compareSurnameForms(q: PreparedQuery, d: SurnameForms): SurnameLevel {
  const current = d.current;
  if (!q.surname || !current) return 'none';
  if (q.surname === current) return 'exact';
  // Each test over the current surname, then the former ones; spellings are compared only when
  // their bits meet (most surnames a retrieval tests are another name altogether).
  const former = d.former;
  for (const f of former) if (f.joined === q.surname) return 'former';
  if ((q.surnameVariantBits & d.variantBits) !== 0) {
    if (sharesCode(q.surnameVariants, d.variants)) return 'variant';
    for (const f of former) if (sharesCode(q.surnameVariants, f.variants)) return 'variant';
  }
  if ((q.surnameCodeBits & d.codeBits) !== 0) {
    if (sharesCode(q.surnameCodes, d.codes)) return 'phonetic';
    for (const f of former) if (sharesCode(q.surnameCodes, f.codes)) return 'phonetic';
  }
  let best: 0 | 1 | 2 = editBand(q.surname, current);
  if (best === 1) return 'fuzzy';
  for (const f of former) {
    const band = editBand(q.surname, f.joined);
    if (band === 1) return 'fuzzy';
    if (band === 2) best = 2;
  }
  return best === 2 ? 'fuzzy2' : 'none';
}

const NAME_RANK: Readonly<Record<NameMatchLevel, number>> = {
  exact: 0,
  alias: 1,
  nickname: 2,
  phonetic: 3,
  fuzzy: 4,
  partial: 5,
};

const GIVEN_TO_NAME: Readonly<Record<GivenLevel, NameMatchLevel | null>> = {
  exact: 'exact',
  alias: 'alias',
  middle_as_given: 'alias',
  nickname: 'nickname',
  phonetic: 'phonetic',
  fuzzy: 'fuzzy',
  fuzzy2: 'fuzzy',
  initial: 'partial',
  none: null,
};

const SURNAME_TO_NAME: Readonly<Record<SurnameLevel, NameMatchLevel | null>> = {
  exact: 'exact',
  former: 'alias',
  variant: 'alias',
  phonetic: 'phonetic',
  fuzzy: 'fuzzy',
  fuzzy2: 'fuzzy',
  none: null,
};

/** The overall name level: the weaker of the two parts, or null when a part does not match. */
export function overallName(given: GivenLevel, surname: SurnameLevel): NameMatchLevel | null {
  const g = GIVEN_TO_NAME[given];
  const s = SURNAME_TO_NAME[surname];
  if (g === null || s === null) return null;
  return NAME_RANK[g] >= NAME_RANK[s] ? g : s;
}

const LOOSE_GIVEN: ReadonlySet<GivenLevel> = new Set(['phonetic', 'fuzzy', 'fuzzy2']);
const LOOSE_SURNAME: ReadonlySet<SurnameLevel> = new Set(['phonetic', 'fuzzy', 'fuzzy2']);
const AGREEING_GIVEN: ReadonlySet<GivenLevel> = new Set(['exact', 'alias', 'middle_as_given', 'nickname']);
const AGREEING_SURNAME: ReadonlySet<SurnameLevel> = new Set(['exact', 'former', 'variant']);

/**
 * The query's first name agrees with the obituary's (`nickname` level) only as a related name, not
 * as the decedent's own: only through the decedent's stated nickname (Lucinda for Cynthia "Cindy":
 * Cindy is a nickname of both), or through the nickname table between names of two sexes (Louise
 * for Louis, Andrea for Andrew, Wilma for William: nine in ten births of each were of its sex), or
 * between two names `TWO_NAME_PAIRS` lists (Helen for Ellen, Jean for Jane, Lloyd for Floyd). Two
 * such given names are two names, which twins (a brother and a sister too) can bear; a form or
 * spelling of the decedent's own given name (Bill or Billy for William, Steven for Stephen) is not
 * this.
 */
export function givenOnlyRelated(
  q: PreparedQuery,
  d: Pick<ComparableDecedent, 'name'>,
  e: Pick<CandidateEvidence, 'given'>,
  lexicon: NameLexicon,
): boolean {
  if (e.given !== 'nickname') return false;
  const forms = givenFormsOf(d.name.given, d.name.nickname);
  for (const typed of [q.given, q.givenJoined])
    for (const theirs of [forms.first, forms.joined])
      if (sameGivenName(lexicon, typed, theirs) && !givenNamesAreTwo(lexicon, typed, theirs)) return false;
  return true;
}

/** The obituary's name a keying slip was made of: the spelling a namesake would share. */
export interface SlippedName {
  /** The name part the query misspelt. */
  part: 'given' | 'surname';
  /** The obituary's given name (for a surname slip, the query's) and surname, folded. */
  given: string;
  surname: string;
}

/**
 * What the query's spelling of a loosely agreeing name part is (`looseNameSpelling`):
 * - `another_name`: a name many people bear ("Joan" for Jean, "Blakley" for Blakely): the person
 *   asked about may be another person of that name;
 * - `keying_slip`: one edit from the obituary's spelling, in the one part that does not agree, into
 *   no name at all ("Patsicia" for Patricia), with the obituary's name it was made of;
 * - `other`: a rare name ("Dany" for Danny, a spelling a few babies a decade were given), or no name
 *   but not one slip (two edits, both parts loose).
 */
export type LooseNameSpelling =
  | { kind: 'another_name'; part: 'given' | 'surname' }
  | { kind: 'keying_slip'; name: SlippedName }
  | { kind: 'other' };

/** What is known of name spellings (folded, a-z): `core/reference` and `matcher/population-names`. */
export interface NameSpellings {
  /** Any real name: every first name and surname of the reference files. */
  isName(folded: string): boolean;
  /** A name many people bear: listed in the population tables. */
  isCommonName(folded: string): boolean;
}

/** One of these spellings is one edit from `typed` (both of FUZZY_ONE_EDIT_MIN_LENGTH letters or more). */
function oneEditFrom(typed: string, spellings: ReadonlyArray<string | null>): string | null {
  for (const s of spellings) {
    if (s === null || s === typed) continue;
    if (Math.min(s.length, typed.length) < FUZZY_ONE_EDIT_MIN_LENGTH) continue;
    if (editDistance(typed, s) === 1) return s;
  }
  return null;
}

/**
 * How the query spelt the name parts that agree with the obituary's only loosely (phonetic or within
 * edits): as a name many people bear, as one slip of the keys, or otherwise (`LooseNameSpelling`).
 */
export function looseNameSpelling(
  q: PreparedQuery,
  d: Pick<ComparableDecedent, 'name'>,
  e: Pick<CandidateEvidence, 'given' | 'surname'>,
  spellings: NameSpellings,
): LooseNameSpelling {
  const typedGiven = q.given.replace(/[^a-z]/g, '');
  const typedSurname = q.surname.replace(/[^a-z]/g, '');
  const looseGiven = LOOSE_GIVEN.has(e.given);
  const looseSurname = LOOSE_SURNAME.has(e.surname);
  if (looseGiven && spellings.isCommonName(typedGiven)) return { kind: 'another_name', part: 'given' };
  if (looseSurname && spellings.isCommonName(typedSurname)) return { kind: 'another_name', part: 'surname' };
  if ((looseGiven && spellings.isName(typedGiven)) || (looseSurname && spellings.isName(typedSurname)))
    return { kind: 'other' };
  if (looseGiven && AGREEING_SURNAME.has(e.surname)) {
    const forms = givenFormsOf(d.name.given, d.name.nickname);
    const given = oneEditFrom(typedGiven, [forms.first, forms.nickname]);
    if (given !== null) return { kind: 'keying_slip', name: { part: 'given', given, surname: q.surname } };
  }
  if (looseSurname && AGREEING_GIVEN.has(e.given)) {
    const surname = oneEditFrom(typedSurname, [joined(d.name.surname), ...d.name.former.map(joined)]);
    if (surname !== null) return { kind: 'keying_slip', name: { part: 'surname', given: q.given, surname } };
  }
  return { kind: 'other' };
}

/**
 * Whether a decedent with this name can match the query at all: exactly the scorer's `name_mismatch`
 * test (`collectEvidence` gives a null name level), so retrieval can skip reading the documents of
 * decedents the scorer would drop.
 */
export function namesAgree(
  q: PreparedQuery,
  name: ComparableDecedent['name'],
  lexicon: NameLexicon,
): boolean {
  const d = { name };
  // overallName(given, surname) !== null, with the surname first: most retrieved decedents that
  // carry another name share only the given name (and state and decade), and then the given-name
  // comparison, the costlier of the two, is never made.
  return surnameCanMatch(q, d) && givenCanMatch(q, d, lexicon);
}

/** The surname part of `namesAgree`: it reads only the surname and the former ones. */
function surnameCanMatch(q: PreparedQuery, d: Pick<ComparableDecedent, 'name'>): boolean {
  return surnameFormsCanMatch(q, surnameFormsOf(d.name.surname, d.name.former));
}

/** The given-name part of `namesAgree`. */
function givenCanMatch(q: PreparedQuery, d: Pick<ComparableDecedent, 'name'>, lexicon: NameLexicon): boolean {
  return givenFormsCanMatch(q, givenFormsOf(d.name.given, d.name.nickname), d.name.middle, lexicon);
}

/** `surnameCanMatch` over prepared forms. */
function surnameFormsCanMatch(q: PreparedQuery, forms: SurnameForms): boolean {
  return SURNAME_TO_NAME[compareSurnameForms(q, forms)] !== null;
}

/** `givenCanMatch` over prepared forms and the decedent's middle names. */
function givenFormsCanMatch(
  q: PreparedQuery,
  forms: GivenForms,
  middle: readonly string[],
  lexicon: NameLexicon,
): boolean {
  return GIVEN_TO_NAME[compareGivenForms(q, forms, middle, lexicon)] !== null;
}

/**
 * `namesAgree` for one query over many names, as retrieval asks it: the surname part depends only on
 * the surname and the former ones, and the eighty or so names a retrieval tests carry a handful of
 * distinct surnames, so each is compared once. The test also comes in its parts (`NameTest`), for an
 * index that holds its names by part: the surname part, the given-name part of a name without middle
 * names (a middle name counts only as `middle_as_given`, equal to the query's first name), and that
 * first name.
 */
export function nameTestFor(q: PreparedQuery, lexicon: NameLexicon): NameTest {
  // The given-name part reads a name without middle names: compareGiven's middle_as_given cannot arise.
  const parts: NameTestParts = {
    surnames: (surname, former) => surnameFormsCanMatch(q, surnameFormsOf(surname, former)),
    given: (given, nickname) => givenFormsCanMatch(q, givenFormsOf(given, nickname), NO_MIDDLE, lexicon),
    // compareGiven's middle_as_given: a middle name of two letters or more equal to the first name.
    middleAsGiven: q.given.length > 1 ? q.given : null,
    prepared: {
      forms: NAME_PART_FORMS,
      surnames: (forms) => surnameFormsCanMatch(q, forms as SurnameForms),
      given: (forms) => givenFormsCanMatch(q, forms as GivenForms, NO_MIDDLE, lexicon),
    },
  };
  const surnameAgrees = new Map<string, boolean>();
  const test = (name: ComparableDecedent['name']): boolean => {
    const key = surnamePartKey(name);
    let agrees = surnameAgrees.get(key);
    if (agrees === undefined) {
      agrees = parts.surnames(name.surname, name.former);
      surnameAgrees.set(key, agrees);
    }
    return agrees && givenCanMatch(q, { name }, lexicon);
  };
  return Object.assign(test, { parts });
}

const NO_MIDDLE: readonly string[] = Object.freeze([]);

/**
 * The forms `nameTestFor`'s prepared parts read, one object for every test, so an index that keeps
 * its name parts prepares each part once and keeps the forms across queries.
 */
export const NAME_PART_FORMS: NamePartForms = Object.freeze({
  surnames: surnameFormsOf,
  given: givenFormsOf,
});

/** How the query's middle name compares with the obituary's middle names (and maiden name). */
export function compareMiddle(
  q: PreparedQuery,
  d: ComparableDecedent,
  given: GivenLevel,
  lexicon: NameLexicon,
): MiddleLevel {
  if (q.middle === null) return 'not_provided';
  const former = d.name.former.map(joined);
  // A married woman's middle name on file is often her maiden name.
  if (q.middle.length > 1 && former.includes(q.middle)) return 'former_surname';
  // A surname kept among the middle names ("Maria Hernandez Garcia", "Mary Smith Jones"; filed as a
  // former surname) is no middle name to compare: it says nothing of the one on file. One that is a
  // given name too ("Maria Elena Luna Garcia") may be a middle name, and is compared.
  let middles = d.name.middle
    .map(joined)
    .filter((m) => m.length > 0 && (!former.includes(m) || lexicon.isGivenName(m)));
  // The person went by their middle name, which the query gave as first name: that one is used up.
  if (given === 'middle_as_given') middles = middles.filter((m) => m !== q.given);
  if (middles.length === 0) return 'not_stated';
  const first = middles[0]!;
  if (q.middle.length === 1) {
    return middles.some((m) => m[0] === q.middle) ? 'initial_compatible' : 'conflict';
  }
  for (const m of middles) {
    if (m.length === 1) {
      if (m === q.middle[0]) return 'initial_compatible';
      continue;
    }
    if (m === q.middle || sameGivenName(lexicon, m, q.middle) || editBand(m, q.middle) === 1) return 'match';
  }
  if (middles.every((m) => m.length === 1) && first[0] === q.middle[0]) return 'initial_compatible';
  return 'conflict';
}

/** Generational suffix of the query (from its last name) against the obituary's. */
export function compareSuffix(q: PreparedQuery, d: ComparableDecedent): SuffixLevel {
  const theirs = generationOf(d.name.suffix);
  if (q.suffix === null && theirs === null) return 'none';
  if (q.suffix === null) return 'decedent_only';
  if (theirs === null) return 'query_only';
  return q.suffix === theirs ? 'match' : 'conflict';
}

/**
 * The age a person born on the query's date of birth had on a full death date, or null when the
 * query's date leaves it open (no month, or the death month without a day). A stated age is checkable
 * exactly only then; otherwise it allows two birth years (the age window).
 */
export function ageAtDeath(dob: BirthDate, death: PartialDate | null): number | null {
  if (dob.year === undefined || dob.month === undefined) return null;
  if (!death || death.month === undefined || death.day === undefined) return null;
  if (dob.month === death.month && dob.day === undefined) return null;
  const birthdayLater = dob.month > death.month || (dob.month === death.month && (dob.day ?? 0) > death.day);
  return death.year - dob.year - (birthdayLater ? 1 : 0);
}

/** The query's date of birth against the obituary's birth date, or the window its stated age allows. */
export function compareBirth(
  q: PreparedQuery,
  d: ComparableDecedent,
): { level: BirthLevel; yearsOff: number | null; dayDiffers?: true; ageExact?: true } {
  const dob = q.dob;
  if (!dob || dob.year === undefined) return { level: 'not_provided', yearsOff: null };
  const birth = d.birthDate;
  const year = d.birthYear ?? birth?.year ?? null;
  if (year !== null) {
    const off = Math.abs(dob.year - year);
    if (off >= BIRTH_YEAR_CONFLICT_YEARS) return { level: 'conflict', yearsOff: off };
    if (off > 0) return { level: 'within_years', yearsOff: off };
    if (dob.month !== undefined && birth?.month !== undefined) {
      if (dob.month === birth.month) {
        if (dob.day !== undefined && birth.day !== undefined) {
          return dob.day === birth.day
            ? { level: 'exact_date', yearsOff: 0 }
            : { level: 'month_year', yearsOff: 0, dayDiffers: true };
        }
        return { level: 'month_year', yearsOff: 0 };
      }
      // 03/04 against 04/03: the customer's record or the page swapped day and month.
      if (
        dob.day !== undefined &&
        birth.day !== undefined &&
        dob.day === birth.month &&
        dob.month === birth.day
      ) {
        return { level: 'transposed', yearsOff: 0 };
      }
    }
    return { level: 'year_only', yearsOff: 0 };
  }
  // "died March 3, 2026, aged 96" and a query born July 1929: exactly 96 on that day, so the
  // obituary's age names the query's birth year; a query born 1930 would be 95 (one year off).
  const exactAge = d.age !== null && d.age !== undefined ? ageAtDeath(dob, d.deathDate) : null;
  if (exactAge !== null && d.age !== null && d.age !== undefined) {
    const off = Math.abs(exactAge - d.age);
    if (off >= BIRTH_YEAR_CONFLICT_YEARS) return { level: 'conflict', yearsOff: off };
    if (off > 0) return { level: 'within_years', yearsOff: off };
    return { level: 'age_consistent', yearsOff: 0, ageExact: true };
  }
  const window = d.birthYearWindow;
  if (window) {
    const off =
      dob.year < window.from ? window.from - dob.year : dob.year > window.to ? dob.year - window.to : 0;
    if (off >= BIRTH_YEAR_CONFLICT_YEARS) return { level: 'conflict', yearsOff: off };
    return { level: off === 0 ? 'age_consistent' : 'within_years', yearsOff: off };
  }
  return { level: 'not_stated', yearsOff: null };
}

/** True when the query's date of birth month differs from a stated birth month in the same year. */
export function birthMonthDiffers(q: PreparedQuery, d: ComparableDecedent): boolean {
  const m = q.dob?.month;
  const b = d.birthDate;
  return m !== undefined && b?.month !== undefined && b.year === q.dob?.year && b.month !== m;
}

/** The query's death date against the obituary's. */
export function compareDeath(q: PreparedQuery, d: ComparableDecedent): DeathLevel {
  const want = q.deathDate;
  if (!want) return 'not_provided';
  const got = d.deathDate;
  if (!got) return 'not_stated';
  const gap = dayGap(want, got);
  if (gap > DEATH_DATE_CONFLICT_DAYS) return 'conflict';
  const bothFull = want.day !== undefined && got.day !== undefined;
  if (bothFull) {
    if (gap === 0) return 'exact_date';
    return gap <= DEATH_DATE_CLOSE_DAYS ? 'within_days' : 'mismatch';
  }
  if (gap > 0) return 'mismatch';
  if (want.month !== undefined && got.month !== undefined) return 'month_year';
  return 'year_only';
}

/** The death precedes the query's date of birth or the obituary's own birth date. */
export function deathBeforeBirth(q: PreparedQuery, d: ComparableDecedent): boolean {
  const death = d.deathDate;
  if (!death) return false;
  const [, deathEnd] = dayRange(death);
  const dob = q.dob;
  if (dob?.year !== undefined) {
    const [dobStart] = dayRange({
      year: dob.year,
      month: dob.month,
      day: dob.month !== undefined ? dob.day : undefined,
    });
    if (deathEnd < dobStart) return true;
  }
  if (d.birthDate) {
    const [birthStart] = dayRange(d.birthDate);
    if (deathEnd < birthStart) return true;
  }
  return false;
}

interface PlaceEvidence {
  location: LocationMatchLevel;
  basis: PlaceBasis;
  cityConflict: boolean;
  cityConfirmed: boolean;
  countyConfirmed: boolean;
  stateConfirmed: boolean;
  stateMismatch: boolean;
  countyMismatch: boolean;
}

/** A word-bounded, case-insensitive pattern for a city's folded words, spaces and hyphens interchangeable. */
function cityPatternOf(city: string): RegExp | null {
  const words = normalizeNamePart(city)
    .split(/[\s-]+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return null;
  // Folded words are plain letters and digits; a non-unicode pattern is several times faster.
  return new RegExp(`(?:^|[^a-z0-9])${words.map(escapeRegExp).join('[\\s.-]*')}(?:$|[^a-z0-9])`, 'i');
}

const NON_ASCII = /[^\t\n\r\x20-\x7e]/;

function mentionsCity(snippet: string, pattern: RegExp | null): boolean {
  if (!snippet || !pattern) return false;
  // Folding (accents, apostrophes) costs more than the search; plain ASCII text needs none.
  const plain = !NON_ASCII.test(snippet) && !snippet.includes("'");
  return pattern.test(plain ? snippet : normalizeNamePart(snippet));
}

/** The query's city, county and state against the residence, place of death and notice sources. */
export function comparePlace(q: PreparedQuery, d: ComparableDecedent): PlaceEvidence {
  const stated: Array<{ place: Place; basis: 'residence' | 'death' }> = [];
  if (d.residence) stated.push({ place: d.residence, basis: 'residence' });
  if (d.placeOfDeath) stated.push({ place: d.placeOfDeath, basis: 'death' });
  // A place in another state is another place, even with the same city or county name.
  const stateOk = (p: { state: string | null }): boolean =>
    q.state === null || p.state === null || p.state.toUpperCase() === q.state;

  const city = q.city;
  const cityHit =
    city === null
      ? undefined
      : stated.find((s) => s.place.city && foldCity(s.place.city) === city && stateOk(s.place));
  // "formerly of Springfield" in the text counts unless the obituary places the person in another state.
  const statedStates = stated.map((s) => s.place.state?.toUpperCase()).filter((s) => s);
  const textStateOk = q.state === null || statedStates.length === 0 || statedStates.includes(q.state);
  const cityText = city !== null && !cityHit && textStateOk && mentionsCity(d.snippet, q.cityPattern);
  // Only a residence places the person elsewhere: where they died (a regional hospital, a hospice, a
  // relative's home, a memorial site's "Death ... Springfield") says nothing against the town they
  // lived in. It still confirms the query's city when it is that city.
  const cityConflict =
    city !== null && !cityHit && !cityText && stated.some((s) => s.basis === 'residence' && s.place.city);

  const county = q.county;
  const countyHit =
    county === null
      ? undefined
      : stated.find((s) => s.place.county && foldCounty(s.place.county) === county && stateOk(s.place));
  const countySource =
    county !== null &&
    !countyHit &&
    d.sources.some((s) => s.county && foldCounty(s.county) === county && stateOk(s));
  const countyMismatch =
    county !== null && !countyHit && !countySource && stated.some((s) => s.place.county && stateOk(s.place));

  const state = q.state;
  const states = new Set<string>();
  for (const s of stated) if (s.place.state) states.add(s.place.state.toUpperCase());
  const sourceStates = new Set<string>();
  for (const s of d.sources) if (s.state) sourceStates.add(s.state.toUpperCase());
  const stateHit = state !== null && states.has(state);
  const stateSource = state !== null && states.size === 0 && sourceStates.has(state);
  const known = states.size > 0 ? states : sourceStates;
  const neighbour =
    state !== null && !stateHit && !stateSource && [...known].some((s) => areNeighbouringStates(s, state));
  const stateMismatch = state !== null && !stateHit && !stateSource && !neighbour && known.size > 0;

  let location: LocationMatchLevel = 'unknown';
  let basis: PlaceBasis = null;
  if (cityHit) [location, basis] = ['city', cityHit.basis];
  else if (cityText) [location, basis] = ['city', 'text'];
  else if (countyHit) [location, basis] = ['county', countyHit.basis];
  else if (countySource) [location, basis] = ['county', 'source'];
  else if (stateHit)
    [location, basis] = [
      'state',
      stated.find((s) => s.place.state?.toUpperCase() === state)?.basis ?? 'residence',
    ];
  else if (stateSource) [location, basis] = ['state', 'source'];
  else if (neighbour) [location, basis] = ['neighbouring_state', states.size > 0 ? 'residence' : 'source'];
  else if (stateMismatch || cityConflict || countyMismatch) location = 'none';
  return {
    location,
    basis,
    cityConflict,
    cityConfirmed: cityHit !== undefined,
    countyConfirmed: countyHit !== undefined,
    stateConfirmed: stateHit,
    stateMismatch,
    countyMismatch,
  };
}

/** Compares one query with one decedent on every field. */
export function collectEvidence(
  q: PreparedQuery,
  d: ComparableDecedent,
  lexicon: NameLexicon,
): CandidateEvidence {
  const given = compareGiven(q, d, lexicon);
  const surname = compareSurname(q, d);
  const birth = compareBirth(q, d);
  const place = comparePlace(q, d);
  return {
    given,
    surname,
    name: overallName(given, surname),
    middle: compareMiddle(q, d, given, lexicon),
    suffix: compareSuffix(q, d),
    dob: birth.level,
    birthYearsOff: birth.yearsOff,
    birthYearStated: (d.birthYear ?? d.birthDate?.year ?? null) !== null,
    ageConfirmsBirthYear: birth.ageExact === true,
    birthMonthStated: d.birthDate?.month !== undefined,
    birthMonthDiffers: birthMonthDiffers(q, d) && birth.level !== 'transposed',
    birthDayDiffers: birth.dayDiffers === true,
    death: compareDeath(q, d),
    deathDateStated: d.deathDate !== null,
    deathBeforeBirth: deathBeforeBirth(q, d),
    location: place.location,
    locationBasis: place.basis,
    cityConflict: place.cityConflict,
    cityConfirmed: place.cityConfirmed,
    countyConfirmed: place.countyConfirmed,
    stateConfirmed: place.stateConfirmed,
    stateMismatch: place.stateMismatch,
    countyMismatch: place.countyMismatch,
  };
}

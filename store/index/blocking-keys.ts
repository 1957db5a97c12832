/**
 * Blocking keys: the plain keywords both index backends store and retrieval asks for (DESIGN.md,
 * Stores). One set of pure functions serves indexing (`blockingKeysForDecedent`) and querying
 * (`blockingKeysForQuery`), so a query finds a decedent exactly when they share a key.
 *
 * Keys are `family:value`. Atoms name one fact; compounds join two or three so a key stays selective
 * at a million decedents (a bare "smith" or "state OH" key would hand the matcher ten thousand rows).
 *
 * | family | value | why |
 * |---|---|---|
 * | `s:`   | surname variant (current and former, hyphen pieces, particles dropped) | term frequency |
 * | `p:`   | Double Metaphone code of a surname variant | term frequency of phonetic matches |
 * | `g:`   | given-name group (name plus the formal names it is a nickname of) | term frequency |
 * | `st:`  | USPS state of residence, death or notice | the `state` filter |
 * | `co:`  | state + county | county-level lookups |
 * | `sg:`  | surname x given group | exact and nickname matches, maiden names |
 * | `pg:`  | phonetic code x given group | spelling variants (Smith/Smyth) |
 * | `si:`  | surname x initial (given, nickname, first middle, and the names given and nickname stand for) | initials, unknown nicknames; queries also ask it for their surname with one letter dropped (a letter keyed twice) |
 * | `sd:`  | an `si:` key's surname with one letter dropped (never the first) x initial | keying typos: a letter dropped, substituted or swapped with its neighbour |
 * | `ai:`  | sorted letters of the surname x initial | transposition typos (Smtih) |
 * | `ss:`  | surname x state | given-name typos when the place is known |
 * | `gsd:` | given group x state x birth decade | surname typos and unrecorded surname changes |
 * | `dd:` `dm:` `dy:` | death date (day, month, year) x surname | death date queries, merging copies |
 * | `dmo:` | death month x surname, only when the day is not known | merging a full-date copy into a month-only decedent |
 * | `bd:`  | full birth date x surname | merging copies that omit the death date |
 * | `np:`  | publication month x surname, only for a decedent with no death date | merging a dated copy into a death first known from a notice that omits its date |
 *
 * Relatives (survivors and predeceased relatives, stored apart) carry `sg:` and `pg:` keys, and one
 * exact-name key of their kind, `rs:` (survivor) or `rp:` (predeceased): surname | given name, each
 * folded with spaces and hyphens dropped. The survivor-name check asks for those keys
 * (`relativeNameKeysForQuery`) instead of reading and testing relatives one by one.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeNamePart } from '../../core/names/normalize.js';
import { referenceDir } from '../../core/names/lexicon.js';
import { SURNAME_PARTICLES } from '../../core/names/particles.js';
import { doubleMetaphoneCodes } from '../../core/names/phonetic.js';
import type { PartialDate, VerifyQuery } from '../../core/verification.js';
import type { IndexedDecedent, NormalizedName, RelativeKind } from './ports.js';

/**
 * The version of the rule `blockingKeysForDecedent` files a decedent by, recorded in an index so one
 * keyed by an older Vigil can be told apart: such an index misses what the newer keys retrieve until
 * its keys are recomputed. 3 files a decedent under the initials of the names its given name and
 * nickname stand for (`decedentInitials`); 4 under each word of a surname written in two words
 * (`surnameVariants`) and under the surname its middle names carry (`surnameAmongMiddleNames`, a
 * former surname of the stored name); 5 a decedent with no death date under the month its notices
 * were published (`np:`); an index that records no version was keyed before 3.
 * SQLite files recompute their keys when first opened (`FILE_LAYOUT_VERSION`); an Elasticsearch
 * index records this in its mapping's `_meta` and needs `vigil reindex`.
 */
export const KEY_SCHEME_VERSION = 5;

/**
 * Years either side of a query's birth year searched in the `gsd:` decade keys: a customer's record
 * and an obituary's age disagree by a year or two often enough that the neighbouring decade must be
 * searched when the year sits near a decade boundary.
 */
export const BIRTH_YEAR_SLACK = 2;

/**
 * Surnames of at least this many letters get typo keys (`sd:`, and the query's own dropped-letter
 * `si:` keys): one edit in a shorter name makes another name, and the scorer's edit-distance band
 * (matcher/evidence.ts, FUZZY_ONE_EDIT_MIN_LENGTH) starts at four letters too. The one exception is
 * a letter dropped from a four-letter surname, which a three-letter query asks for under `sd:`.
 */
export const TYPO_KEY_MIN_LENGTH = 4;

/**
 * Words in multi-word surnames that are not a surname on their own (van der Berg -> berg): the
 * particles, and for searching also the Gaelic prefixes written apart (Mac Donald, O Brien).
 */
const SEARCH_PARTICLES: ReadonlySet<string> = new Set([...SURNAME_PARTICLES, 'mac', 'mc', 'o']);

/**
 * Names repeat heavily (a few thousand given names and surnames cover most people), and folding and
 * phonetic coding are the costliest steps of key building, so their results are memoized; a cache is
 * dropped when it reaches this many entries so an index build's memory stays flat.
 */
const NAME_CACHE_LIMIT = 200_000;

/** A memo for a pure function of one name string, emptied when full so memory stays flat. */
function memoized<T>(fn: (name: string) => T): (name: string) => T {
  const cache = new Map<string, T>();
  return (name) => {
    let value = cache.get(name);
    if (value === undefined) {
      if (cache.size >= NAME_CACHE_LIMIT) cache.clear();
      value = fn(name);
      cache.set(name, value);
    }
    return value;
  };
}

/** normalizeNamePart, memoized. */
const fold = memoized(normalizeNamePart);

/** A name part folded whole: normalizeNamePart, spaces and hyphens dropped (memoized). */
const foldJoined = memoized((part) => normalizeNamePart(part).replace(/[\s-]+/g, ''));

/** Given names grouped with their nicknames: each name maps to the more common names it may stand for. */
export interface GivenNameGroups {
  /** Group keys of one folded given name: itself plus the more common related names (Bob -> robert). */
  groupsOf(name: string): string[];
}

/**
 * Builds the groups from `[name, nickname]` pairs and given-name frequencies. The nickname table
 * relates names in both directions and in chains (Ann - Nancy - Anna), so a name's group keys are
 * itself plus each related name that is more common than it: Bob -> {bob, bobby, robert}, Robert ->
 * {robert}, Jimmy -> {jimmy, james}. Two spellings share a key exactly when one is the common form of
 * the other or both shorten the same common name, and a name never fans out to a dozen keys.
 * Names the frequency table does not know fall back to the pair's direction (formal name first).
 */
export function buildGivenNameGroups(
  pairs: Iterable<readonly [string, string]>,
  frequency: ReadonlyMap<string, number> = new Map(),
): GivenNameGroups {
  const related = new Map<string, Set<string>>();
  const formalOf = new Map<string, Set<string>>();
  const link = (map: Map<string, Set<string>>, a: string, b: string): void => {
    const set = map.get(a) ?? new Set<string>();
    set.add(b);
    map.set(a, set);
  };
  for (const [formal, nick] of pairs) {
    const f = normalizeNamePart(formal);
    const n = normalizeNamePart(nick);
    if (!f || !n || f === n) continue;
    link(related, f, n);
    link(related, n, f);
    link(formalOf, n, f);
  }
  const freq = (n: string): number => frequency.get(n) ?? 0;
  const groups = new Map<string, string[]>();
  for (const [name, others] of related) {
    const own = freq(name);
    const keys = [...others].filter((r) => {
      const f = freq(r);
      return f > own || (f === own && (formalOf.get(name)?.has(r) ?? false));
    });
    groups.set(name, [name, ...keys.sort()]);
  }
  return {
    groupsOf(name) {
      const n = fold(name);
      if (!n) return [];
      return groups.get(n) ?? [n];
    },
  };
}

function readJson(path: string): unknown {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;
}

/** Births per folded given name, summed over sexes and decades (first-names.json). */
function givenNameFrequency(json: unknown): Map<string, number> {
  const out = new Map<string, number>();
  if (typeof json !== 'object' || json === null) return out;
  for (const sex of ['M', 'F']) {
    const byDecade = (json as Record<string, unknown>)[sex];
    if (typeof byDecade !== 'object' || byDecade === null) continue;
    for (const rows of Object.values(byDecade)) {
      if (!Array.isArray(rows)) continue;
      for (const row of rows) {
        if (!Array.isArray(row) || typeof row[0] !== 'string' || typeof row[1] !== 'number') continue;
        const n = normalizeNamePart(row[0]);
        out.set(n, (out.get(n) ?? 0) + row[1]);
      }
    }
  }
  return out;
}

/** Reads nicknames.json and first-names.json from the reference directory; absent tables give no groups. */
export function loadGivenNameGroups(dir: string = referenceDir()): GivenNameGroups {
  const nicknames = readJson(join(dir, 'nicknames.json')) as { pairs?: unknown } | undefined;
  const pairs = Array.isArray(nicknames?.pairs)
    ? nicknames.pairs.filter(
        (p): p is [string, string] =>
          Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string',
      )
    : [];
  return buildGivenNameGroups(pairs, givenNameFrequency(readJson(join(dir, 'first-names.json'))));
}

let defaultGroups: GivenNameGroups | undefined;

/** The groups from referenceDir(), loaded on first use and kept for the life of the process. */
export function defaultGivenNameGroups(): GivenNameGroups {
  defaultGroups ??= loadGivenNameGroups();
  return defaultGroups;
}

/** Double Metaphone primary and secondary codes of a folded surname, without duplicates. */
export const phoneticCodes: (surname: string) => readonly string[] = memoized((s) =>
  Object.freeze(doubleMetaphoneCodes(s)),
);

/**
 * Forms of one surname a searcher may type: the whole name without spaces or hyphens, each hyphen
 * piece (Garcia-Lopez -> garcia, lopez), each of two surnames written with a space (Hernandez Garcia
 * -> hernandez, garcia), and the last word after particles (De La Cruz -> cruz).
 */
export const surnameVariants: (surname: string) => readonly string[] = memoized((s) =>
  Object.freeze(computeSurnameVariants(s)),
);

function computeSurnameVariants(surname: string): string[] {
  const folded = fold(surname);
  if (!folded) return [];
  const out = new Set<string>();
  const joined = folded.replace(/[\s-]+/g, '');
  if (joined) out.add(joined);
  const pieces = folded.split('-');
  if (pieces.length > 1) for (const p of pieces) addWordForm(out, p);
  else addWordForm(out, folded);
  return [...out];
}

function addWordForm(out: Set<string>, piece: string): void {
  const words = piece.split(' ').filter((w) => w.length > 0);
  if (words.length === 0) return;
  out.add(words.join(''));
  const last = words[words.length - 1]!;
  if (words.length > 1 && words.slice(0, -1).every((w) => SEARCH_PARTICLES.has(w)) && last.length > 1) {
    out.add(last);
    return;
  }
  // Two surnames written with a space, as a hyphen would join them ("Hernandez Garcia", "Garcia de
  // la Cruz"): each is a form of its own, a particle going with the surname after it.
  if (words.length > 1 && !SEARCH_PARTICLES.has(words[0]!)) {
    let segment: string[] = [];
    for (const w of words) {
      if (segment.length > 0 && !SEARCH_PARTICLES.has(segment[segment.length - 1]!)) {
        addSurnameSegment(out, segment);
        segment = [];
      }
      segment.push(w);
    }
    addSurnameSegment(out, segment);
  }
}

/** One surname of a double surname: at least two letters besides its particles. */
function addSurnameSegment(out: Set<string>, segment: readonly string[]): void {
  const last = segment[segment.length - 1];
  if (!last || SEARCH_PARTICLES.has(last) || last.length < 2) return;
  out.add(segment.join(''));
  if (segment.length > 1) out.add(last);
}

/** Forms of a given name: the whole (hyphens and spaces dropped) and its first piece (Jean-Paul -> jean). */
function givenVariants(given: string): string[] {
  const folded = fold(given);
  if (!folded) return [];
  const pieces = folded.split(/[\s-]+/).filter((p) => p.length > 0);
  return [...new Set([pieces.join(''), pieces[0] ?? ''])].filter((v) => v.length > 0);
}

/** Given-name group keys of one or more given names (initials have no group). */
export function givenGroups(
  names: Iterable<string>,
  groups: GivenNameGroups = defaultGivenNameGroups(),
): string[] {
  const out = new Set<string>();
  for (const name of names) {
    for (const v of givenVariants(name)) {
      if (v.length < 2) continue;
      for (const g of groups.groupsOf(v)) out.add(g);
    }
  }
  return [...out].sort();
}

function sortedLetters(s: string): string {
  return [...s.replace(/[^a-z]/g, '')].sort().join('');
}

function decade(year: number): number {
  return Math.floor(year / 10);
}

function iso(date: PartialDate, parts: 1 | 2 | 3): string | null {
  const y = String(date.year).padStart(4, '0');
  if (parts === 1) return y;
  if (date.month === undefined) return null;
  const m = String(date.month).padStart(2, '0');
  if (parts === 2) return `${y}-${m}`;
  if (date.day === undefined) return null;
  return `${y}-${m}-${String(date.day).padStart(2, '0')}`;
}

/** `s:` key of one surname variant (for nameFrequency). */
export function surnameKey(variant: string): string {
  return `s:${variant}`;
}

/** `g:` key of one given-name group (for nameFrequency). */
export function givenGroupKey(group: string): string {
  return `g:${group}`;
}

/** `st:` key of a state (what the `state` filter of `candidates` looks for). */
export function stateKey(state: string): string {
  return `st:${state.toUpperCase()}`;
}

interface NameFacts {
  surnames: string[];
  groups: string[];
  initials: string[];
}

/** Surname variants, phonetic codes and compound name keys shared by decedents, relatives and queries. */
function nameKeys(facts: NameFacts, out: Set<string>): { variants: string[]; codes: string[] } {
  const variants = [...new Set(facts.surnames.flatMap(surnameVariants))];
  const codes = [...new Set(variants.flatMap(phoneticCodes))];
  for (const s of variants) {
    for (const g of facts.groups) out.add(`sg:${s}|${g}`);
    for (const i of facts.initials) out.add(`si:${s}|${i}`);
  }
  for (const c of codes) for (const g of facts.groups) out.add(`pg:${c}|${g}`);
  for (const s of facts.surnames) {
    const whole = foldJoined(s);
    const anagram = sortedLetters(whole);
    if (anagram) for (const i of facts.initials) out.add(`ai:${anagram}|${i}`);
  }
  return { variants, codes };
}

function initialsOf(names: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const n of names) {
    const c = fold(n).replace(/[^a-z]/g, '')[0];
    if (c) out.add(c);
  }
  return [...out].sort();
}

/** Surnames longer than this get no typo keys (none is; the SQLite upgrade's SQL stops there too). */
export const TYPO_KEY_MAX_LENGTH = 64;

/** Surnames that get typo keys: plain letters (a folded name), TYPO_KEY_MIN_LENGTH to TYPO_KEY_MAX_LENGTH. */
const TYPO_KEY_SURNAME = new RegExp(`^[a-z]{${TYPO_KEY_MIN_LENGTH},${TYPO_KEY_MAX_LENGTH}}$`);
/** A query surname one letter short of TYPO_KEY_MIN_LENGTH: a shortest surname with a letter dropped. */
const SHORT_TYPO_SURNAME = new RegExp(`^[a-z]{${TYPO_KEY_MIN_LENGTH - 1}}$`);

/**
 * The surname with one letter dropped, each position but the first (keying errors there are rare and
 * records are filed by initial, the same assumption the phonetic level makes); none for a surname
 * that gets no typo keys. Two spellings one edit apart share one of these or one is the other's
 * (the deletion-neighbourhood scheme): a letter substituted or two neighbours swapped drop to the
 * same spelling, a letter dropped or added leaves one name equal to a drop of the other.
 */
export function droppedLetterSpellings(surname: string): string[] {
  if (!TYPO_KEY_SURNAME.test(surname)) return [];
  const out = new Set<string>();
  for (let i = 1; i < surname.length; i++) out.add(surname.slice(0, i) + surname.slice(i + 1));
  return [...out];
}

/**
 * The `sd:` keys that go with a set of keys: for each `si:` key, its surname with one letter dropped
 * under the same initial. A decedent's stored keys include them (`blockingKeysForDecedent`); the
 * SQLite index also derives them in SQL when it upgrades a file written before they existed, so the
 * rule here and there is the same: an `si:` surname of TYPO_KEY_MIN_LENGTH to TYPO_KEY_MAX_LENGTH
 * letters a-z.
 */
export function typoKeys(keys: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const key of keys) {
    if (!key.startsWith('si:')) continue;
    const bar = key.indexOf('|');
    const initial = key.slice(bar);
    for (const v of droppedLetterSpellings(key.slice(3, bar))) out.add(`sd:${v}${initial}`);
  }
  return [...out];
}

/** The decedent fields keys are computed from (everything but the keys themselves). */
export type DecedentKeyFacts = Pick<
  IndexedDecedent,
  | 'name'
  | 'birthDate'
  | 'birthYear'
  | 'birthYearWindow'
  | 'deathDate'
  | 'residence'
  | 'placeOfDeath'
  | 'sources'
>;

/** Surnames a decedent was known by: the current one and every former one. */
function surnamesOf(name: NormalizedName): string[] {
  return [name.surname, ...name.former].filter((s) => s.length > 0);
}

/**
 * The initials a decedent is filed under (`si:`, `sd:`, `ai:`): those of the given name, nickname
 * and first middle name as written, and those of the names the given name and nickname stand for
 * (their `givenGroups`: Nan -> a for Anna, Bill -> w for William). An obituary that writes only the
 * nickname ("Bill Smith") is so found by a query of the legal name that also mistypes the surname
 * ("William Smtih") or gives an initial ("W Smith"), with no state or birth year to fall back on.
 */
function decedentInitials(name: NormalizedName, groups: GivenNameGroups): string[] {
  const called = [name.given, name.nickname ?? ''];
  return initialsOf([...called, name.middle[0] ?? '', ...givenGroups(called, groups)]);
}

/**
 * Whether a decedent of this name is filed under an initial beyond those of the names it is written
 * with (`decedentInitials`): its given name or nickname stands for a name of another initial. Only
 * such a decedent gained keys when that rule came in (the SQLite index's layout-8 upgrade reads only
 * their documents).
 */
export function filedUnderStandForInitials(
  name: NormalizedName,
  groups: GivenNameGroups = defaultGivenNameGroups(),
): boolean {
  const written = initialsOf([name.given, name.nickname ?? '', name.middle[0] ?? '']);
  return decedentInitials(name, groups).length > written.length;
}

/** Every blocking key of a decedent, sorted (the stored `blockingKeys`). */
export function blockingKeysForDecedent(
  d: DecedentKeyFacts,
  groups: GivenNameGroups = defaultGivenNameGroups(),
): string[] {
  const out = new Set<string>();
  const name = d.name;
  const surnames = surnamesOf(name);
  const callNames = [name.given, name.nickname ?? '', ...name.middle.filter((m) => m.length > 1)];
  const facts: NameFacts = {
    surnames,
    groups: givenGroups(callNames, groups),
    initials: decedentInitials(name, groups),
  };
  const { variants, codes } = nameKeys(facts, out);
  for (const s of variants) out.add(surnameKey(s));
  for (const c of codes) out.add(`p:${c}`);
  for (const g of facts.groups) out.add(givenGroupKey(g));

  const states = new Set<string>();
  const counties = new Set<string>();
  for (const place of [d.residence, d.placeOfDeath, ...d.sources]) {
    if (!place?.state) continue;
    const st = place.state.toUpperCase();
    states.add(st);
    if (place.county) counties.add(`${st}|${fold(place.county)}`);
  }
  for (const st of states) {
    out.add(stateKey(st));
    for (const s of variants) out.add(`ss:${s}|${st}`);
  }
  for (const c of counties) out.add(`co:${c}`);
  for (const k of typoKeys(out)) out.add(k);

  const decades = new Set<number>();
  if (d.birthYear !== null) decades.add(decade(d.birthYear));
  else if (d.birthYearWindow) {
    for (let y = d.birthYearWindow.from; y <= d.birthYearWindow.to; y++) decades.add(decade(y));
  }
  for (const g of facts.groups)
    for (const st of states) for (const dec of decades) out.add(`gsd:${g}|${st}|${dec}`);

  addDateKeys(out, variants, d.deathDate, d.birthDate, publishedMonthsOf(d.sources));
  return [...out].sort();
}

/** The death and birth date keys a decedent with these dates is stored under. */
function addDateKeys(
  out: Set<string>,
  variants: readonly string[],
  deathDate: PartialDate | null,
  birthDate: PartialDate | null,
  publishedMonths: readonly string[] = [],
): void {
  if (deathDate) {
    const day = iso(deathDate, 3);
    const month = iso(deathDate, 2);
    const year = iso(deathDate, 1);
    for (const s of variants) {
      if (day) out.add(`dd:${day}|${s}`);
      if (month) out.add(`dm:${month}|${s}`);
      // A month without a day: what a full-date copy's narrow merge lookup looks for (`mergeKeys`).
      if (month && !day) out.add(`dmo:${month}|${s}`);
      if (year) out.add(`dy:${year}|${s}`);
    }
  }
  const birthDay = birthDate ? iso(birthDate, 3) : null;
  if (birthDay) for (const s of variants) out.add(`bd:${birthDay}|${s}`);
  // A death no notice dates (a funeral notice that tells only of the rites) is found by the month its
  // notices appeared in, which a dated copy of it asks for (`mergeKeys`).
  if (!deathDate) for (const m of publishedMonths) for (const s of variants) out.add(`np:${m}|${s}`);
}

/** A notice's publication date as its source keeps it (`NoticeSource.publishedDate`): YYYY-MM-DD, or null unless full. */
export function publishedDay(date: PartialDate | null): string | null {
  return date ? iso(date, 3) : null;
}

/** The month (YYYY-MM) `months` after a full or month date's. */
function monthAfter(date: PartialDate, months: number): string | null {
  if (date.month === undefined) return null;
  const index = date.year * 12 + (date.month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months of the full publication dates of a decedent's notices (`NoticeSource.publishedDate`). */
function publishedMonthsOf(sources: ReadonlyArray<{ publishedDate?: string | null }>): string[] {
  return [
    ...new Set(
      sources
        .map((s) => s.publishedDate?.slice(0, 7))
        .filter((m): m is string => m !== undefined && m.length === 7),
    ),
  ];
}

/**
 * The merge keys a decedent with these surnames and dates is stored under (the date keys of
 * `blockingKeysForDecedent`): what `mergeKeys` lookups find it by.
 */
export function storedMergeKeys(
  surnames: string[],
  deathDate: PartialDate | null,
  birthDate: PartialDate | null,
  publishedDate: PartialDate | null = null,
): string[] {
  const out = new Set<string>();
  const published = publishedDate ? iso(publishedDate, 3) : null;
  addDateKeys(
    out,
    [...new Set(surnames.flatMap(surnameVariants))],
    deathDate,
    birthDate,
    published ? [published.slice(0, 7)] : [],
  );
  return [...out].sort();
}

/**
 * The keys a verify query retrieves candidates with: only selective compound keys (never a bare
 * surname, state or year), so retrieval cost stays small for common names. Sorted.
 */
export function blockingKeysForQuery(
  q: VerifyQuery,
  groups: GivenNameGroups = defaultGivenNameGroups(),
): string[] {
  const out = new Set<string>();
  const givenWords = fold(q.firstName)
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const middleWords = q.middleName ? fold(q.middleName).split(/\s+/) : [];
  const callNames = [q.firstName, ...givenWords.slice(1), ...middleWords.filter((m) => m.length > 1)];
  const facts: NameFacts = {
    surnames: [q.lastName],
    groups: givenGroups(callNames, groups),
    initials: initialsOf([q.firstName, ...(middleWords[0] ? [middleWords[0]] : [])]),
  };
  const { variants } = nameKeys(facts, out);
  // A keying error in the surname, under the first-name initial: a letter dropped (the decedent's
  // `sd:` key of its own surname is the query's), substituted or swapped (both drop to one `sd:`
  // spelling), or keyed twice (the decedent's `si:` key is the query's surname with one dropped).
  // A surname one letter shorter than typo keys start at asks for the letter dropped only ("Rya" for
  // Ryan, the scorer's FUZZY_SHORT_NAME_LENGTH).
  const givenInitial = initialsOf([q.firstName])[0];
  if (givenInitial) {
    const whole = foldJoined(q.lastName);
    const dropped = droppedLetterSpellings(whole);
    if (dropped.length > 0 || SHORT_TYPO_SURNAME.test(whole)) out.add(`sd:${whole}|${givenInitial}`);
    for (const v of dropped) {
      out.add(`sd:${v}|${givenInitial}`);
      if (v.length >= TYPO_KEY_MIN_LENGTH) out.add(`si:${v}|${givenInitial}`);
    }
  }
  const state = q.address?.state?.toUpperCase();
  if (state) {
    for (const s of variants) out.add(`ss:${s}|${state}`);
    const year = q.dob?.year;
    if (year !== undefined) {
      const decades = new Set([
        decade(year - BIRTH_YEAR_SLACK),
        decade(year),
        decade(year + BIRTH_YEAR_SLACK),
      ]);
      for (const g of facts.groups) for (const dec of decades) out.add(`gsd:${g}|${state}|${dec}`);
    }
  }
  if (q.deathDate) {
    const day = iso(q.deathDate, 3);
    const month = iso(q.deathDate, 2);
    for (const s of variants) {
      if (day) out.add(`dd:${day}|${s}`);
      else if (month) out.add(`dm:${month}|${s}`);
    }
  }
  return [...out].sort();
}

/** The `s:` and `g:` keys of a query, for `nameFrequency` (how common the surname and given name are). */
export function nameFrequencyKeysForQuery(
  q: Pick<VerifyQuery, 'firstName' | 'lastName'>,
  groups: GivenNameGroups = defaultGivenNameGroups(),
): { surname: string[]; given: string[] } {
  return {
    surname: surnameVariants(q.lastName).map(surnameKey),
    given: givenGroups([q.firstName], groups).map(givenGroupKey),
  };
}

/**
 * Name keys of a survivor or predeceased relative, sorted; none without a surname. The `sg:` and the
 * primary-code `pg:` keys (a family list of a dozen names stays a few dozen rows) and the exact-name
 * key of its kind (`relativeNameKey`).
 */
export function blockingKeysForRelative(
  kind: RelativeKind,
  given: string,
  surname: string,
  groups: GivenNameGroups = defaultGivenNameGroups(),
): string[] {
  const exact = relativeNameKey(kind, given, surname);
  if (exact === null) return [];
  const out = new Set<string>([exact]);
  const groupKeys = givenGroups([given], groups);
  for (const s of surnameVariants(surname)) {
    for (const g of groupKeys) out.add(`sg:${s}|${g}`);
    const primary = phoneticCodes(s)[0];
    if (primary) for (const g of groupKeys) out.add(`pg:${primary}|${g}`);
  }
  return [...out].sort();
}

const RELATIVE_NAME_KEY_FAMILY: Readonly<Record<RelativeKind, string>> = {
  survivor: 'rs:',
  predeceased: 'rp:',
};

/** The prefixes of the exact-name relative keys, in key order (`rp:`, `rs:`). */
export const RELATIVE_NAME_KEY_PREFIXES: readonly string[] = Object.values(RELATIVE_NAME_KEY_FAMILY).sort();

/** Whether `key` is an exact-name relative key (`rs:` or `rp:`). */
export function isRelativeNameKey(key: string): boolean {
  return RELATIVE_NAME_KEY_PREFIXES.some((p) => key.startsWith(p));
}

/**
 * The exact-name key of a relative (`rs:jones|mary` for a survivor Mary Jones), or null when the
 * given name or surname folds to nothing.
 */
export function relativeNameKey(kind: RelativeKind, given: string, surname: string): string | null {
  const s = foldJoined(surname);
  const g = foldJoined(given);
  return s && g ? `${RELATIVE_NAME_KEY_FAMILY[kind]}${s}|${g}` : null;
}

/**
 * The exact-name keys, of both kinds, a relative named `surname` with any of these given names
 * carries. Names are taken as given: `relativeNameKey` folds with spaces and hyphens dropped, so a
 * name in any other form asks for a key no relative carries.
 */
export function relativeNameKeysForQuery(
  surname: string,
  givenNames: Iterable<string>,
): { survivor: string[]; predeceased: string[] } {
  const out = { survivor: [] as string[], predeceased: [] as string[] };
  if (!surname) return out;
  for (const g of new Set(givenNames)) {
    if (!g) continue;
    out.survivor.push(`${RELATIVE_NAME_KEY_FAMILY.survivor}${surname}|${g}`);
    out.predeceased.push(`${RELATIVE_NAME_KEY_FAMILY.predeceased}${surname}|${g}`);
  }
  return out;
}

/** The kinds of key `mergeKeys` makes: the only keys the indexer looks up while building an index. */
export const MERGE_KEY_PREFIXES = ['dd:', 'dm:', 'dmo:', 'dy:', 'bd:', 'np:'] as const;

/**
 * Days after a death within which a notice of it that omits the death date is published (a funeral
 * notice runs before the rites, days after the death): the window `mergeKeys` searches and
 * `deathLink` (indexer/merge.ts) accepts.
 */
export const NOTICE_AFTER_DEATH_DAYS = 30;

/** Whether a key is one `mergeKeys` makes. */
export function isMergeKey(key: string): boolean {
  return MERGE_KEY_PREFIXES.some((p) => key.startsWith(p));
}

/**
 * Keys that find an existing decedent the same death may already belong to: the death date (day,
 * else month, else year) x surname, and the full birth date x surname (a decedent whose copies omit
 * the death date is found by it alone).
 *
 * A full date also looks in its month for decedents whose date is only a month ("March 2024"):
 * `narrow` (the default) looks only at those (`dmo:`, stored for a month-only date), `wide` at every
 * decedent of the month (`dm:`). A decedent of the same month on another day is another death, so
 * it matters only as a rival claimant of a copy that states no day; the indexer widens the lookup
 * exactly when a copy involved states no day. At a million decedents the month of a common surname
 * holds about ten decedents, the month-only ones one or two.
 */
export function mergeKeys(
  facts: {
    surnames: string[];
    deathDate: PartialDate | null;
    birthDate: PartialDate | null;
    publishedDate?: PartialDate | null;
  },
  scope: 'narrow' | 'wide' = 'narrow',
): string[] {
  const variants = [...new Set(facts.surnames.flatMap(surnameVariants))];
  const out = new Set<string>();
  if (facts.deathDate) {
    const day = iso(facts.deathDate, 3);
    const month = iso(facts.deathDate, 2);
    const year = iso(facts.deathDate, 1);
    // Deaths first known from a notice without their date, published this month or the next.
    const published = [monthAfter(facts.deathDate, 0), monthAfter(facts.deathDate, 1)];
    for (const s of variants) {
      if (day) out.add(`dd:${day}|${s}`);
      if (month) out.add(day && scope === 'narrow' ? `dmo:${month}|${s}` : `dm:${month}|${s}`);
      else if (year) out.add(`dy:${year}|${s}`);
      for (const m of published) if (m) out.add(`np:${m}|${s}`);
    }
  } else if (facts.publishedDate && iso(facts.publishedDate, 3)) {
    // A notice without a death date: deaths of its month and the one before, and other such notices
    // of its month.
    const before = [monthAfter(facts.publishedDate, 0), monthAfter(facts.publishedDate, -1)];
    for (const s of variants) {
      for (const m of before) if (m) out.add(`dm:${m}|${s}`);
      out.add(`np:${monthAfter(facts.publishedDate, 0)}|${s}`);
    }
  }
  // The full birth date finds a decedent whose copies omit the death date (a funeral notice that
  // tells only of the rites), whichever copy comes first.
  const birthDay = facts.birthDate ? iso(facts.birthDate, 3) : null;
  if (birthDay) for (const s of variants) out.add(`bd:${birthDay}|${s}`);
  return [...out].sort();
}

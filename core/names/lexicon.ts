/**
 * Name reference tables (nicknames, common given names, common surnames) behind one small interface,
 * loaded once from the derived JSON tables in `core/reference/` (see its NOTICE.md for sources).
 * Every consumer works with the empty lexicon too, falling back to shape rules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { referenceDir } from '../reference/index.js';
import { normalizeNamePart } from './normalize.js';
import { editDistance } from './edit-distance.js';
import { doubleMetaphoneCodes } from './phonetic.js';
import { TWO_NAME_PAIRS } from './two-names.js';

/** What name parsing and link discovery ask of the reference tables. Arguments are any spelling. */
export interface NameLexicon {
  /** True when the two are one given name or nickname variants of it (Jim/James, Jim/Jimmy). */
  sameGivenName(a: string, b: string): boolean;
  /** sameGivenName for names already folded with normalizeNamePart (no folding: the matcher's hot path). */
  sameFoldedGivenName?(a: string, b: string): boolean;
  /**
   * Every folded name `sameFoldedGivenName` accepts with this folded one, itself first; none for an
   * empty name. Lets a lookup ask for each spelling by key instead of testing every stored name.
   */
  givenNamesLike(folded: string): readonly string[];
  /** True when the word is listed as somebody's nickname (Peggy, Bud), not only as a name that has them. */
  isNicknameWord(word: string): boolean;
  /** True when the table lists `nickname` as a nickname of `name` itself (Bill of William), not via a third name. */
  isNicknameOf?(nickname: string, name: string): boolean;
  /**
   * True for two folded names that are two names however the table relates them: names of two sexes
   * (Louis and Louise, `sexOfGivenName`) or a pair of `TWO_NAME_PAIRS`, two names people are given,
   * neither the other's pet form or spelling (Ellen and Helen, Ian and John).
   */
  twoFoldedNames?(a: string, b: string): boolean;

  /**
   * The sex nine in ten of a given name's births were (`GIVEN_NAME_SEX_SHARE`), for a folded name;
   * undefined for a name borne by both (Jessie, Leslie) or not in the births tables.
   */
  sexOfGivenName?(folded: string): 'M' | 'F' | undefined;

  isGivenName(word: string): boolean;
  isSurname(word: string): boolean;
  /** False for the empty lexicon, so callers can tell "unknown word" from "no table". */
  readonly loaded: boolean;
}

/** Raw material for a lexicon; every part is optional. */
export interface NameLexiconInput {
  nicknamePairs?: Iterable<readonly [string, string]>;
  givenNames?: Iterable<string>;
  surnames?: Iterable<string>;
  /**
   * Given names borne almost only by one sex (`GIVEN_NAME_SEX_SHARE` of their births), as
   * `givenNameSexes` reads them from the births tables: two such names of different sexes are never
   * the same name through a third one.
   */
  givenNameSex?: Iterable<readonly [string, 'M' | 'F']>;
  /**
   * Names the nickname table relates, directly or through a third name, that are two names
   * (`TWO_NAME_PAIRS`): related directly they stay related, and never joined through a third name.
   */
  twoNamePairs?: Iterable<readonly [string, string]>;
}

/**
 * A given name is one sex's when at least this share of its births were (SSA births by decade):
 * Joseph, Bertha, Sandra are; Jessie, Leslie, Jean are not, and link to either.
 */
export const GIVEN_NAME_SEX_SHARE = 0.9;

/** A pet name's ending, dropped from the shorter of two names before asking whether it begins the other. */
const PET_ENDING = /(?:ie|e|i|y)$/;
/** What a pet form adds to its stem: Jim-my, Kat-ie, Mik-ey, Matt-y. */
const PET_SUFFIX = /^(?:ie|y|ey|i|e|ee)$/;
/** Letters that must be left of the shorter name once its ending goes: "jo" begins too many names. */
const PET_STEM_MIN_LENGTH = 3;

/** Builds a lexicon from name lists (spellings are folded with normalizeNamePart). */
export function buildNameLexicon(input: NameLexiconInput): NameLexicon {
  const related = new Map<string, Set<string>>();
  const link = (a: string, b: string): void => {
    const set = related.get(a) ?? new Set<string>();
    set.add(b);
    related.set(a, set);
  };
  const nicknames = new Set<string>();
  const direct = new Set<string>();
  let loaded = false;
  for (const [name, nick] of input.nicknamePairs ?? []) {
    const a = normalizeNamePart(name);
    const b = normalizeNamePart(nick);
    if (!a || !b) continue;
    // The source lists some pairs both ways ("bob has_nickname robert"); relations are symmetric.
    link(a, b);
    link(b, a);
    nicknames.add(b);
    direct.add(`${b}|${a}`);
    loaded = true;
  }
  const given = new Set<string>();
  for (const n of input.givenNames ?? []) {
    given.add(normalizeNamePart(n));
    loaded = true;
  }
  const surnames = new Set<string>();
  for (const n of input.surnames ?? []) {
    surnames.add(normalizeNamePart(n));
    loaded = true;
  }
  const sexOf = new Map<string, 'M' | 'F'>();
  for (const [n, sex] of input.givenNameSex ?? []) sexOf.set(normalizeNamePart(n), sex);
  const twoNames = new Set<string>();
  for (const [a, b] of input.twoNamePairs ?? []) {
    const x = normalizeNamePart(a);
    const y = normalizeNamePart(b);
    twoNames.add(`${x}|${y}`).add(`${y}|${x}`);
  }
  const areTwoNames = (x: string, y: string): boolean => twoNames.has(`${x}|${y}`);
  /** Two names, never one: of two sexes (nine in ten births each) or listed (`areTwoNames`). */
  const twoFoldedNames = (x: string, y: string): boolean => {
    const sx = sexOf.get(x);
    const sy = sexOf.get(y);
    return (sx !== undefined && sy !== undefined && sx !== sy) || areTwoNames(x, y);
  };
  // The names one is the same given name as: itself, its related names, and theirs through one name
  // both are related to, where that hop keeps to one name (`joinsThrough`). Relations are symmetric,
  // and so is the hop rule. Built once per name that has relations (a few thousand), so the
  // matcher's test is one set lookup.
  const isNicknameOf = (nick: string, name: string): boolean => direct.has(`${nick}|${name}`);
  const codes = new Map<string, readonly string[]>();
  const codesOf = (n: string): readonly string[] => {
    let c = codes.get(n);
    if (c === undefined) codes.set(n, (c = doubleMetaphoneCodes(n)));
    return c;
  };
  /**
   * Whether x and y, not related themselves but both related to a third name, are one name: a pet
   * form and the form it was made of (Jim and Jimmy, Kate and Katie: the longer is the shorter,
   * less a final e, i or y, and a pet ending) or two spellings of one name, which sound alike
   * (Catherine, Kathryn and Katherine share Kathy). Not two names that merely share one: the source
   * table relates many names through a third that are two names (Catherine and Helen share Lena,
   * Ian and Jack are both listed with John, Robert and William with Bill, Victor and Vincent with
   * Vic), and a living twin may bear the other. Never two names of different sexes: Albert and
   * Bertha, Joseph and Josephine, Alexander and Alexandra. Nor two names `TWO_NAME_PAIRS` lists
   * (Marion and Maureen, Olive and Olivia).
   */
  const joinsThrough = (x: string, y: string): boolean => {
    if (twoFoldedNames(x, y)) return false;
    const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
    const stem = shorter.replace(PET_ENDING, '');
    if (stem.length >= PET_STEM_MIN_LENGTH && longer.startsWith(stem)) {
      // The rest is a pet ending, after the stem's last letter doubled or not (Jimmy, Katie, Mikey).
      const rest = longer.slice(stem.length);
      const ending = rest[0] === stem[stem.length - 1] ? rest.slice(1) : rest;
      if (PET_SUFFIX.test(ending) || PET_SUFFIX.test(rest)) return true;
    }
    // Spellings of one name sound alike: the same primary Double Metaphone code, or an alternate one
    // a letter apart (Theresa and Teresa); alternate codes alone make Ian and Jon, Alan and Jalen,
    // alike.
    const cx = codesOf(x);
    const cy = codesOf(y);
    if (cx[0] === cy[0]) return true;
    return cx.some((c) => cy.includes(c)) && editDistance(x, y) <= 1;
  };
  const likeTable = new Map<string, { list: readonly string[]; set: ReadonlySet<string> }>();
  const likeOf = (x: string, rx: ReadonlySet<string>) => {
    let out = likeTable.get(x);
    if (out === undefined) {
      const set = new Set<string>([x, ...rx]);
      // Never through another name (`TWO_NAME_PAIRS`): Eileen and Elaine are both listed with Helen,
      // Marion and Maureen with Mary, and neither pair is one name.
      for (const r of rx) {
        if (areTwoNames(x, r)) continue;
        for (const y of related.get(r) ?? [])
          if (!set.has(y) && !areTwoNames(r, y) && joinsThrough(x, y)) set.add(y);
      }
      out = { list: Object.freeze([...set]), set };
      likeTable.set(x, out);
    }
    return out;
  };
  const sameFolded = (x: string, y: string): boolean => {
    if (!x || !y) return false;
    if (x === y) return true;
    const rx = related.get(x);
    return rx !== undefined && likeOf(x, rx).set.has(y);
  };
  // Exactly what sameFolded accepts.
  const like = (x: string): readonly string[] => {
    if (!x) return [];
    const rx = related.get(x);
    return rx ? likeOf(x, rx).list : [x];
  };
  return {
    loaded,
    sameGivenName(a, b) {
      return sameFolded(normalizeNamePart(a), normalizeNamePart(b));
    },
    sameFoldedGivenName: sameFolded,
    givenNamesLike: like,
    isNicknameWord: (w) => nicknames.has(normalizeNamePart(w)),
    isNicknameOf: (nick, name) => isNicknameOf(normalizeNamePart(nick), normalizeNamePart(name)),
    sexOfGivenName: (folded) => sexOf.get(folded),
    twoFoldedNames,
    isGivenName: (w) => {
      const n = normalizeNamePart(w);
      return given.has(n) || related.has(n);
    },
    isSurname: (w) => surnames.has(normalizeNamePart(w)),
  };
}

/**
 * Two given names each borne almost only by one sex, the sexes different (`sexOfGivenName`): Louis
 * and Louise, Andrew and Andrea. The nickname table relates many such pairs, and they are two names,
 * a brother's and a sister's. Any spelling; false without the births tables.
 */
export function givenNamesOfTwoSexes(lexicon: NameLexicon, a: string, b: string): boolean {
  const sa = lexicon.sexOfGivenName?.(normalizeNamePart(a));
  const sb = lexicon.sexOfGivenName?.(normalizeNamePart(b));
  return sa !== undefined && sb !== undefined && sa !== sb;
}

/**
 * Two given names the nickname table may relate that are still two names, which two people (twins
 * among them) bear: names of two sexes (Louis and Louise) or a pair of `TWO_NAME_PAIRS` (Ellen and
 * Helen), as the lexicon's hop rule reads them too (`twoFoldedNames`). Not a name's pet form or
 * spelling (Bill and William). Any spelling; false without the tables.
 */
export function givenNamesAreTwo(lexicon: NameLexicon, a: string, b: string): boolean {
  return lexicon.twoFoldedNames?.(normalizeNamePart(a), normalizeNamePart(b)) ?? false;
}

/** The lexicon with no tables: every lookup answers false except identical given names. */
export const EMPTY_NAME_LEXICON: NameLexicon = buildNameLexicon({});

export { referenceDir };

function readJson(path: string): unknown {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `{ pairs: [[name, nickname], ...] }` (core/reference/nicknames.json). */
function nicknamePairsOf(json: unknown): Array<[string, string]> {
  const pairs = isRecord(json) ? json.pairs : undefined;
  if (!Array.isArray(pairs)) return [];
  return pairs.filter(
    (p): p is [string, string] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string',
  );
}

/**
 * Every row of first-names.json, `{ M: { decade: [[name, births], ...] }, F: {...} }`, with its sex:
 * what `givenNamesOf` and `firstNameBirthsBySex` both read. Rows without a name are skipped.
 */
function forEachFirstNameRow(
  json: unknown,
  visit: (sex: 'M' | 'F', name: string, births: unknown) => void,
): void {
  if (!isRecord(json)) return;
  for (const sex of ['M', 'F'] as const) {
    const byDecade = json[sex];
    if (!isRecord(byDecade)) continue;
    for (const list of Object.values(byDecade)) {
      if (!Array.isArray(list)) continue;
      for (const row of list)
        if (Array.isArray(row) && typeof row[0] === 'string') visit(sex, row[0], row[1]);
    }
  }
}

/** The names of core/reference/first-names.json, as the table writes them. */
function givenNamesOf(json: unknown): string[] {
  const out: string[] = [];
  forEachFirstNameRow(json, (_, name) => out.push(name));
  return out;
}

/**
 * Births of each name of first-names.json by sex over every decade listed, under `key` of the name
 * as the table writes it (folded by default; `likelySex` of the fixtures keeps it as written).
 */
export function firstNameBirthsBySex(
  json: unknown,
  key: (shown: string) => string = normalizeNamePart,
): Map<string, { M: number; F: number }> {
  const births = new Map<string, { M: number; F: number }>();
  forEachFirstNameRow(json, (sex, shown, n) => {
    if (typeof n !== 'number') return;
    const name = key(shown);
    const b = births.get(name) ?? { M: 0, F: 0 };
    b[sex] += n;
    births.set(name, b);
  });
  return births;
}

/**
 * The names of first-names.json that at least GIVEN_NAME_SEX_SHARE of their births (over every
 * decade listed) were of one sex.
 */
export function givenNameSexes(json: unknown): Array<[string, 'M' | 'F']> {
  const out: Array<[string, 'M' | 'F']> = [];
  for (const [name, b] of firstNameBirthsBySex(json)) {
    const total = b.M + b.F;
    if (b.M >= GIVEN_NAME_SEX_SHARE * total) out.push([name, 'M']);
    else if (b.F >= GIVEN_NAME_SEX_SHARE * total) out.push([name, 'F']);
  }
  return out;
}

/** `{ surnames: [[surname, weight], ...] }` (core/reference/surnames.json). */
function surnamesOf(json: unknown): string[] {
  const list = isRecord(json) ? json.surnames : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((row: unknown) => (Array.isArray(row) && typeof row[0] === 'string' ? [row[0]] : []));
}

/** Reads the derived tables that exist in `dir`; missing files leave that part of the lexicon empty. */
export function loadNameLexicon(dir: string = referenceDir()): NameLexicon {
  const firstNames = readJson(join(dir, 'first-names.json'));
  return buildNameLexicon({
    nicknamePairs: nicknamePairsOf(readJson(join(dir, 'nicknames.json'))),
    givenNames: givenNamesOf(firstNames),
    surnames: surnamesOf(readJson(join(dir, 'surnames.json'))),
    givenNameSex: givenNameSexes(firstNames),
    twoNamePairs: TWO_NAME_PAIRS,
  });
}

let defaultLexicon: NameLexicon | undefined;

/** The lexicon from referenceDir(), loaded on first use and kept for the life of the process. */
export function defaultNameLexicon(): NameLexicon {
  defaultLexicon ??= loadNameLexicon();
  return defaultLexicon;
}

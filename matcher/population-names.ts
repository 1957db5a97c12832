/**
 * How common a name is among people, not among the decedents an index happens to hold: shares from
 * the reference tables (US Census 1990 surnames, SSA first names by decade; core/reference). A living
 * namesake is drawn from the population, so this is what says whether one is likely, whatever the
 * size of the index; the index's own counts add to it once the index is large (retrieval.ts).
 */
import { normalizeNamePart } from '../core/names/normalize.js';
import {
  firstNameBirthsInDecade,
  firstNameDecade,
  loadFirstNames,
  loadSurnames,
  SURNAME_WEIGHT_OF_ALL,
  type DecadeFirstNameBirths,
} from '../core/reference/index.js';

/** Population shares of one name's parts (0-1). */
export interface PopulationShares {
  surname: number;
  given: number;
  /**
   * People born in the query's birth year who bear the given name (the commonest of its nickname
   * group, either sex; SSA births of that decade over ten), when the query gives a birth year. With
   * the surname share it says how many same-named people were born that same year.
   */
  givenBirthsInYear?: number;
}

interface ShareTable {
  shares: Map<string, number>;
  /** The smallest listed share: an unlisted name is rarer than this, so it bounds the share from above. */
  floor: number;
}

let surnameTable: ShareTable | null | undefined;
let givenTable: ShareTable | null | undefined;

function fold(name: string): string {
  return normalizeNamePart(name).replace(/[\s'-]+/g, '');
}

function tableOf(rows: Iterable<readonly [string, number]>, unit: number): ShareTable | null {
  const shares = new Map<string, number>();
  for (const [name, weight] of rows) {
    const k = fold(name);
    if (k) shares.set(k, (shares.get(k) ?? 0) + weight / unit);
  }
  if (shares.size === 0) return null;
  return { shares, floor: Math.min(...shares.values()) };
}

/** Surname shares: the table's weight unit is thousandths of a percent of the population. */
function surnames(): ShareTable | null {
  if (surnameTable === undefined) {
    try {
      surnameTable = tableOf(loadSurnames().surnames, SURNAME_WEIGHT_OF_ALL);
    } catch {
      // Without the reference tables nothing is known about the population: callers fall back.
      surnameTable = null;
    }
  }
  return surnameTable;
}

/**
 * Given-name shares: births per name over every decade and both sexes, divided by all births the
 * table lists. The table keeps the top 300 names per decade, so the shares are somewhat too high:
 * the safe side, since a common name only asks for more before `found`.
 */
function givenNames(): ShareTable | null {
  if (givenTable === undefined) {
    try {
      const t = loadFirstNames();
      const counts = new Map<string, number>();
      let total = 0;
      for (const bySex of [t.M, t.F]) {
        for (const rows of Object.values(bySex)) {
          for (const [name, births] of rows) {
            counts.set(name, (counts.get(name) ?? 0) + births);
            total += births;
          }
        }
      }
      givenTable = total > 0 ? tableOf(counts, total) : null;
    } catch {
      givenTable = null;
    }
  }
  return givenTable;
}

function shareOf(table: ShareTable, names: readonly string[]): number {
  let best = 0;
  for (const n of names) best = Math.max(best, table.shares.get(fold(n)) ?? table.floor);
  return best;
}

/**
 * People born in `birthYear` bearing the commonest of `givenForms`: the SSA births of its decade
 * (clamped to the table's decades), both sexes, over ten. A name the table does not list had fewer
 * births than its threshold, which stands in for it (the safe side). Null without the reference
 * tables.
 */
export function givenBirthsInYear(givenForms: readonly string[], birthYear: number): number | null {
  let table: DecadeFirstNameBirths;
  try {
    table = firstNameBirthsInDecade(firstNameDecade(birthYear));
  } catch {
    // Without the reference tables nothing is known about the population: callers fall back.
    return null;
  }
  let best = 0;
  for (const n of givenForms) best = Math.max(best, table.births.get(fold(n)) ?? table.unlistedBelow);
  return best / 10;
}

/**
 * The population shares of a surname and of the commonest of the given names it may stand for (the
 * first name's nickname group), or null without the reference tables; with a birth year, also how
 * many people born that year bear the given name.
 */
export function populationShares(
  surname: string,
  givenForms: readonly string[],
  birthYear?: number,
): PopulationShares | null {
  const s = surnames();
  const g = givenNames();
  if (!s || !g || givenForms.length === 0) return null;
  const shares: PopulationShares = { surname: shareOf(s, [surname]), given: shareOf(g, givenForms) };
  const born = birthYear === undefined ? null : givenBirthsInYear(givenForms, birthYear);
  if (born !== null) shares.givenBirthsInYear = born;
  return shares;
}

/**
 * Whether a folded spelling is a name the population tables list: a first name among the 300
 * commonest of some birth decade and sex, or one of the 10,000 commonest surnames. Many people bear
 * such a name; false without the reference tables.
 */
export function isListedName(folded: string): boolean {
  return (surnames()?.shares.has(folded) ?? false) || (givenNames()?.shares.has(folded) ?? false);
}

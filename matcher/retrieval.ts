/**
 * Retrieval: the query's blocking keys (store/index/blocking-keys.ts, the one key scheme) -> a
 * bounded, deterministically ordered set of decedents. Retrieval is for recall only; the scorer
 * decides. Also the name statistics and the survivor lookup that the decision needs.
 */
import type { NameLexicon } from '../core/names/lexicon.js';
import type { VerifyQuery } from '../core/verification.js';
import {
  blockingKeysForQuery,
  defaultGivenNameGroups,
  givenGroups,
  relativeNameKey,
  relativeNameKeysForQuery,
  type GivenNameGroups,
} from '../store/index/blocking-keys.js';
import type { NameTest, ObituaryIndex, RelativeName, RetrievedDecedent } from '../store/index/ports.js';
import type { PreparedQuery } from './evidence.js';
import type { IndexStatistics } from './index-statistics.js';
import type { RelativeNameMatches } from './policy.js';
import { populationShares } from './population-names.js';
import { TF_MIN_INDEX_DECEDENTS, type NameStats } from './score.js';

/**
 * Candidates fetched per request. The true decedent shares the most keys with the query, so it ranks
 * near the top; 200 leaves room for the commonest names in one state (there are about 250 John
 * Smiths among a million decedents, spread over many states) while keeping scoring under a
 * millisecond or two.
 */
export const CANDIDATE_LIMIT = 200;

/**
 * A name is common when at least this many decedents of the index already share it, when its share
 * of the index's decedents reaches COMMON_NAME_SHARE (a big index), or when its share of the
 * population does (surname share x given-name share, reference tables): 4 in a million is about
 * 1,300 people in the US, and a same-named living person in the same state becomes likely.
 */
export const COMMON_NAME_MIN_SAME_NAMED = 2;
export const COMMON_NAME_SHARE = 4e-6;

/**
 * A name is also common when at least this many same-named people were born in the query's birth
 * year (surname share x the year's births of the given name; `PopulationShares.givenBirthsInYear`).
 * A share over all years hides a name's cohort: David Strickland (3.9e-6) is under COMMON_NAME_SHARE,
 * yet about 23 were born in 1952, so a living one born that year in the same state is likely, and a
 * birth year and a state do not tell him from a dead one. At 0.1 same-year namesakes in the whole
 * country, one in the same state is under one in a hundred even where a surname clusters.
 */
export const COMMON_NAME_SAME_YEAR_BIRTHS = 0.1;

/** What retrieval returned. */
export interface Retrieval {
  candidates: RetrievedDecedent[];
  /** The limit cut the set short: more decedents shared a key. */
  limitReached: boolean;
}

const TRAILING_GENERATION = /[\s,]+(jr|sr|ii|iii|iv|2nd|3rd|4th)\.?$/i;

/**
 * The query as retrieval sees it: a generational suffix typed into last_name ("Kessler Jr.") is not
 * part of the surname the obituary is keyed under (the scorer compares the suffix itself).
 */
export function retrievalQuery(query: VerifyQuery): VerifyQuery {
  const lastName = query.lastName.replace(TRAILING_GENERATION, '');
  return lastName === query.lastName || lastName.trim() === '' ? query : { ...query, lastName };
}

/**
 * Fetches the candidates of a query: decedents only, most shared keys first. With `accept` (the
 * scorer's name test, `namesAgree`; the matcher passes `nameTestFor`, the same test), decedents whose
 * name cannot match are skipped before their documents are read; `limitReached` still counts every
 * decedent the keys retrieved.
 */
export async function retrieveCandidates(
  index: ObituaryIndex,
  query: VerifyQuery,
  options: {
    groups?: GivenNameGroups;
    limit?: number;
    accept?: NameTest;
  } = {},
): Promise<Retrieval> {
  const keys = blockingKeysForQuery(retrievalQuery(query), options.groups ?? defaultGivenNameGroups());
  const limit = options.limit ?? CANDIDATE_LIMIT;
  if (options.accept) {
    const { candidates, retrieved } = await index.retrieve({ keys, limit }, options.accept);
    return { candidates, limitReached: retrieved >= limit };
  }
  const candidates = await index.candidates({ keys, limit });
  return { candidates, limitReached: candidates.length >= limit };
}

/**
 * The query with its first name and surname the other way round: what the matcher asks when nothing
 * answers to the name as given (`ObituaryMatcher.verify`, `name_order_swapped`).
 */
export function withNamesSwapped(query: VerifyQuery): VerifyQuery {
  return { ...query, firstName: query.lastName, lastName: query.firstName };
}

/**
 * Retrieval recall for the benchmark, apart from the decision: did the true decedent's id come back
 * among the candidates, and at which position (0-based)?
 */
export async function retrievalRecall(
  index: ObituaryIndex,
  query: VerifyQuery,
  trueDecedentId: string,
  options: { groups?: GivenNameGroups; limit?: number } = {},
): Promise<{ retrieved: boolean; rank: number | null; candidates: number }> {
  const { candidates } = await retrieveCandidates(index, query, options);
  const at = candidates.findIndex((d) => d.id === trueDecedentId);
  return { retrieved: at >= 0, rank: at >= 0 ? at : null, candidates: candidates.length };
}

/** The `s:`, `g:` and `sg:` keys whose counts give the query's name statistics. */
export function nameStatKeys(
  q: PreparedQuery,
  firstName: string,
  groups: GivenNameGroups,
): { surname: string; given: string; sameName: string[] } {
  const groupList = givenGroups([firstName], groups);
  const sameName = (groupList.length > 0 ? groupList : [q.givenJoined]).map((g) => `sg:${q.surname}|${g}`);
  // The first word of the given name: exact agreement is judged on it ("Mary Ann" vs "Mary").
  return { surname: `s:${q.surname}`, given: `g:${q.given}`, sameName };
}

/** The query's name statistics from the (cached) index counts. */
export async function nameStatsFor(
  stats: IndexStatistics,
  q: PreparedQuery,
  firstName: string,
  groups: GivenNameGroups,
): Promise<NameStats> {
  const keys = nameStatKeys(q, firstName, groups);
  const [decedents, counts] = await Promise.all([
    stats.decedents(),
    stats.keyCounts([keys.surname, keys.given, ...keys.sameName]),
  ]);
  const population = populationShares(q.surname, [q.given, ...givenGroups([firstName], groups)], q.dob?.year);
  return {
    decedents,
    surnameCount: counts.get(keys.surname) ?? 0,
    givenCount: counts.get(keys.given) ?? 0,
    sameNameCount: Math.max(0, ...keys.sameName.map((k) => counts.get(k) ?? 0)),
    ...(population ? { population } : {}),
  };
}

/**
 * Whether a name counts as common: same-named decedents in the index, or the name's share of the
 * population. A living namesake comes from the population, so the population share decides in an
 * index of any size; only without the reference tables is a small index (which cannot tell) taken to
 * mean every name is common.
 */
export function isCommonName(stats: NameStats): boolean {
  const index =
    stats.sameNameCount >= Math.max(COMMON_NAME_MIN_SAME_NAMED, stats.decedents * COMMON_NAME_SHARE);
  if (index) return true;
  const p = stats.population;
  if (!p) return stats.decedents < TF_MIN_INDEX_DECEDENTS;
  if ((sameYearNamesakes(stats) ?? 0) >= COMMON_NAME_SAME_YEAR_BIRTHS) return true;
  return p.surname * p.given >= COMMON_NAME_SHARE;
}

/**
 * How many people born in the query's birth year bear its name (surname share x that year's births
 * of the given name); undefined without a birth year or the reference tables.
 */
export function sameYearNamesakes(stats: NameStats): number | undefined {
  const p = stats.population;
  return p?.givenBirthsInYear === undefined ? undefined : p.surname * p.givenBirthsInYear;
}

/**
 * The exact-name relative keys (`rs:`, `rp:`) of every spelling the name test accepts for the query:
 * the given name as written and joined, and each name the nickname table relates to it, under the
 * query's surname.
 */
export interface QueriedRelativeNames {
  survivor: string[];
  predeceased: string[];
  all: ReadonlySet<string>;
}

export function queriedRelativeNames(q: PreparedQuery, lexicon: NameLexicon): QueriedRelativeNames {
  const keys = relativeNameKeysForQuery(q.surname, [...lexicon.givenNamesLike(q.given), q.givenJoined]);
  return { ...keys, all: new Set([...keys.survivor, ...keys.predeceased]) };
}

/** A relative whose written name is the queried one (exact or nickname given name, same surname). */
export function relativeHasName(r: RelativeName, names: QueriedRelativeNames): boolean {
  const key = relativeNameKey(r.kind, r.given, r.surname);
  return key !== null && names.all.has(key);
}

/**
 * Which of the queried name's relative keys (`QueriedRelativeNames.all`) some survivor or predeceased
 * relative in the whole index carries: one probe per key. The namesake test and `relativeNameMatches`
 * both read this set, so the index is asked once per answer.
 */
export async function presentRelativeKeys(
  index: ObituaryIndex,
  names: QueriedRelativeNames,
): Promise<ReadonlySet<string>> {
  return names.all.size === 0 ? new Set() : index.relativeKeysPresent([...names.all]);
}

/** Whether any survivor or predeceased relative in the whole index has the queried name. */
export function relativeNameMatches(
  names: QueriedRelativeNames,
  present: ReadonlySet<string>,
): RelativeNameMatches {
  return {
    survivor: names.survivor.some((k) => present.has(k)),
    predeceased: names.predeceased.some((k) => present.has(k)),
  };
}

/**
 * Every request the Elasticsearch adapter sends, built by pure functions (no server runs on the build
 * machines, so the adapter is right by construction and these builders are pinned by unit tests).
 *
 * Layout: two indices per version, `<prefix>-decedents-<version>` and `<prefix>-relatives-<version>`,
 * behind the aliases `<prefix>-decedents` and `<prefix>-relatives`; a rebuild fills a new version and
 * one `_aliases` call moves both aliases at once.
 *
 * Ranking equals SQLite's: each key is a `constant_score` clause worth 1, so a hit's score is the
 * number of keys it matched; ties break on the keyword `id` ascending.
 */
import type { estypes } from '@elastic/elasticsearch';
import type {
  CandidateQuery,
  DecedentRecord,
  IndexedDecedent,
  IndexedRelative,
  RelativeQuery,
  SourceObservation,
} from './ports.js';
import { KEY_SCHEME_VERSION, stateKey } from './blocking-keys.js';

/** Hits a relatives-of search may return (Elasticsearch's default max_result_window). */
export const MAX_RELATIVES_PER_SEARCH = 10_000;

/** Index names of one deployment (the prefix keeps test runs and tenants apart). */
export interface EsNames {
  decedentsAlias: string;
  relativesAlias: string;
  decedentsIndex(version: string): string;
  relativesIndex(version: string): string;
  /** Wildcard over every version's decedents index. */
  decedentsPattern: string;
}

/** The names for a prefix such as `vigil`. */
export function esNames(prefix: string): EsNames {
  const p = prefix.toLowerCase();
  return {
    decedentsAlias: `${p}-decedents`,
    relativesAlias: `${p}-relatives`,
    decedentsIndex: (v) => `${p}-decedents-${v}`,
    relativesIndex: (v) => `${p}-relatives-${v}`,
    decedentsPattern: `${p}-decedents-v*`,
  };
}

/** Version names sort as text: `v000001`, `v000002`, ... */
export function versionName(n: number): string {
  return `v${String(n).padStart(6, '0')}`;
}

/** The version after the highest one among existing decedents index names. */
export function nextVersion(existingIndices: string[], names: EsNames): string {
  let max = 0;
  const prefix = names.decedentsIndex('v');
  for (const name of existingIndices) {
    if (!name.startsWith(prefix)) continue;
    const n = Number(name.slice(prefix.length));
    if (Number.isSafeInteger(n) && n > max) max = n;
  }
  return versionName(max + 1);
}

/** The stored form of a decedent: searchable keywords and dates, the document and observations kept opaque. */
export interface EsDecedentDocument {
  id: string;
  blocking_keys: string[];
  source_urls: string[];
  first_captured_at: string;
  death_year: number | null;
  /** Full death date as yyyy-MM-dd, or null when only partly known. */
  death_date: string | null;
  relative_count: number;
  decedent: IndexedDecedent;
  observations: SourceObservation[];
}

/** The stored form of a relative. */
export interface EsRelativeDocument {
  decedent_id: string;
  seq: number;
  blocking_keys: string[];
  relative: IndexedRelative;
}

/** Where a decedents index's mapping records the key scheme its documents were keyed by. */
export const KEY_SCHEME_META = 'vigil_key_scheme';

/**
 * Create-index body of a decedents index (mapping is strict: a field typo fails loudly). Its `_meta`
 * records the key scheme (`KEY_SCHEME_VERSION`) the documents written into it are keyed by.
 */
export function decedentsIndexBody(index: string): estypes.IndicesCreateRequest {
  return {
    index,
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    mappings: {
      _meta: { [KEY_SCHEME_META]: KEY_SCHEME_VERSION },
      dynamic: 'strict',
      properties: {
        id: { type: 'keyword' },
        blocking_keys: { type: 'keyword' },
        source_urls: { type: 'keyword' },
        first_captured_at: { type: 'date' },
        death_year: { type: 'short' },
        death_date: { type: 'date', format: 'strict_date' },
        relative_count: { type: 'integer' },
        decedent: { type: 'object', enabled: false },
        observations: { type: 'object', enabled: false },
      },
    },
  };
}

/** Create-index body of a relatives index. */
export function relativesIndexBody(index: string): estypes.IndicesCreateRequest {
  return {
    index,
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    mappings: {
      dynamic: 'strict',
      properties: {
        decedent_id: { type: 'keyword' },
        seq: { type: 'integer' },
        blocking_keys: { type: 'keyword' },
        relative: { type: 'object', enabled: false },
      },
    },
  };
}

/** The first version's indices with both aliases attached. */
export function initialIndexBodies(names: EsNames, version: string): estypes.IndicesCreateRequest[] {
  const decedents = decedentsIndexBody(names.decedentsIndex(version));
  const relatives = relativesIndexBody(names.relativesIndex(version));
  return [
    { ...decedents, aliases: { [names.decedentsAlias]: {} } },
    { ...relatives, aliases: { [names.relativesAlias]: {} } },
  ];
}

function fullDate(d: IndexedDecedent['deathDate']): string | null {
  if (!d || d.month === undefined || d.day === undefined) return null;
  const p = (n: number, w: number): string => String(n).padStart(w, '0');
  return `${p(d.year, 4)}-${p(d.month, 2)}-${p(d.day, 2)}`;
}

/** A decedent record as stored. */
export function decedentDocument(record: DecedentRecord): EsDecedentDocument {
  const d = record.decedent;
  return {
    id: d.id,
    blocking_keys: d.blockingKeys,
    source_urls: d.sources.map((s) => s.url),
    first_captured_at: d.firstCapturedAt,
    death_year: d.deathDate?.year ?? null,
    death_date: fullDate(d.deathDate),
    relative_count: d.relativeCount,
    decedent: d,
    observations: record.observations,
  };
}

/** Document id of a relative: decedent id and position. */
export function relativeDocumentId(decedentId: string, seq: number): string {
  return `${decedentId}:${seq}`;
}

function keyClauses(keys: string[]): estypes.QueryDslQueryContainer[] {
  return [...new Set(keys)].map((k) => ({
    constant_score: { filter: { term: { blocking_keys: k } }, boost: 1 },
  }));
}

/** `candidates`: score = number of matching keys, then id ascending; only the decedent document. */
export function candidatesRequest(alias: string, q: CandidateQuery): estypes.SearchRequest {
  const bool: estypes.QueryDslBoolQuery = { should: keyClauses(q.keys), minimum_should_match: 1 };
  if (q.state) bool.filter = [{ term: { blocking_keys: stateKey(q.state) } }];
  return {
    index: alias,
    size: q.limit,
    query: { bool },
    sort: [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }],
    track_total_hits: false,
    _source: ['decedent'],
  };
}

/** `relativeCandidates`: same ranking, ties by decedent id then seq. */
export function relativeCandidatesRequest(alias: string, q: RelativeQuery): estypes.SearchRequest {
  return {
    index: alias,
    size: q.limit,
    query: { bool: { should: keyClauses(q.keys), minimum_should_match: 1 } },
    sort: [{ _score: { order: 'desc' } }, { decedent_id: { order: 'asc' } }, { seq: { order: 'asc' } }],
    track_total_hits: false,
    _source: ['relative'],
  };
}

/** `nameFrequency`: a terms aggregation restricted to exactly the asked keys. */
export function nameFrequencyRequest(alias: string, keys: string[]): estypes.SearchRequest {
  const unique = [...new Set(keys)];
  return {
    index: alias,
    size: 0,
    track_total_hits: false,
    query: { terms: { blocking_keys: unique } },
    aggs: { keys: { terms: { field: 'blocking_keys', include: unique, size: Math.max(1, unique.length) } } },
  };
}

/** `relativeKeysPresent`: the key-count aggregation of `nameFrequencyRequest`, over the relatives index. */
export function relativeKeysPresentRequest(relativesAlias: string, keys: string[]): estypes.SearchRequest {
  return nameFrequencyRequest(relativesAlias, keys);
}

/** Reads `relativeKeysPresentRequest`'s answer: the asked keys at least one relative carries. */
export function keysPresentFromResponse(keys: string[], response: estypes.SearchResponse): Set<string> {
  const counts = nameFrequencyFromResponse(keys, response);
  return new Set([...counts].filter(([, n]) => n > 0).map(([k]) => k));
}

/**
 * `decedentsWithRelativeKeys`: the relatives of these decedents carrying any of the keys, counted by
 * decedent (a terms aggregation over exactly the asked decedent ids; no relative is returned).
 */
export function decedentsWithRelativeKeysRequest(
  relativesAlias: string,
  ids: string[],
  keys: string[],
): estypes.SearchRequest {
  const unique = [...new Set(ids)];
  return {
    index: relativesAlias,
    size: 0,
    track_total_hits: false,
    query: {
      bool: {
        filter: [{ terms: { decedent_id: unique } }, { terms: { blocking_keys: [...new Set(keys)] } }],
      },
    },
    aggs: {
      decedents: { terms: { field: 'decedent_id', include: unique, size: Math.max(1, unique.length) } },
    },
  };
}

/** Reads `decedentsWithRelativeKeysRequest`'s answer: the asked decedents with such a relative. */
export function decedentsFromResponse(ids: string[], response: estypes.SearchResponse): Set<string> {
  const asked = new Set(ids);
  const agg = response.aggregations?.decedents as estypes.AggregationsStringTermsAggregate | undefined;
  const out = new Set<string>();
  if (Array.isArray(agg?.buckets)) {
    for (const b of agg.buckets) if (b.doc_count > 0 && asked.has(String(b.key))) out.add(String(b.key));
  }
  return out;
}

/** Reads the aggregation of `nameFrequencyRequest`; keys no decedent carries count 0. */
export function nameFrequencyFromResponse(
  keys: string[],
  response: estypes.SearchResponse,
): Map<string, number> {
  const out = new Map<string, number>(keys.map((k) => [k, 0]));
  const agg = response.aggregations?.keys as estypes.AggregationsStringTermsAggregate | undefined;
  const buckets = agg?.buckets;
  if (Array.isArray(buckets)) {
    for (const b of buckets) if (out.has(String(b.key))) out.set(String(b.key), b.doc_count);
  }
  return out;
}

/** `get`: the decedent documents by id. */
export function getRequest(alias: string, ids: string[]): estypes.MgetRequest {
  return { index: alias, ids, _source: ['decedent'] };
}

/** `observationsOf`: the observations by decedent id. */
export function observationsRequest(alias: string, ids: string[]): estypes.MgetRequest {
  return { index: alias, ids, _source: ['observations'] };
}

/** Stored relative counts, read before a write that replaces or deletes family lists. */
export function relativeCountsRequest(alias: string, ids: string[]): estypes.MgetRequest {
  return { index: alias, ids, _source: ['relative_count'] };
}

/** `ownersOf`: decedents that list any of the URLs among their sources. */
export function ownersRequest(alias: string, urls: string[]): estypes.SearchRequest {
  const unique = [...new Set(urls)];
  return {
    index: alias,
    size: unique.length,
    query: { terms: { source_urls: unique } },
    sort: [{ id: { order: 'asc' } }],
    track_total_hits: false,
    _source: ['id', 'source_urls'],
  };
}

/** `relativesOf`: the family lists of the decedents, by decedent id then seq. */
export function relativesOfRequest(alias: string, ids: string[]): estypes.SearchRequest {
  return {
    index: alias,
    size: MAX_RELATIVES_PER_SEARCH,
    query: { terms: { decedent_id: [...new Set(ids)] } },
    sort: [{ decedent_id: { order: 'asc' } }, { seq: { order: 'asc' } }],
    track_total_hits: false,
    _source: ['relative'],
  };
}

/**
 * One bulk request for a write: each decedent indexed whole; family lists replaced by indexing the
 * new rows and deleting rows past the new length (`oldRelativeCounts` from `relativeCountsRequest`);
 * deleted decedents go with their rows. `refresh` is `wait_for` for live writes (acknowledged only
 * once searchable) and `true` while building a version (the indexer reads its own writes).
 */
export function bulkWriteRequest(
  names: { decedents: string; relatives: string },
  records: DecedentRecord[],
  deletedIds: string[],
  oldRelativeCounts: Map<string, number>,
  refresh: 'wait_for' | true,
): estypes.BulkRequest {
  const operations: NonNullable<estypes.BulkRequest['operations']> = [];
  const dropRelatives = (id: string, from: number): void => {
    const old = oldRelativeCounts.get(id) ?? 0;
    for (let seq = from; seq < old; seq++) {
      operations.push({ delete: { _index: names.relatives, _id: relativeDocumentId(id, seq) } });
    }
  };
  for (const id of deletedIds) {
    operations.push({ delete: { _index: names.decedents, _id: id } });
    dropRelatives(id, 0);
  }
  for (const r of records) {
    operations.push({ index: { _index: names.decedents, _id: r.decedent.id } }, decedentDocument(r));
    if (r.relatives === null) continue;
    for (const rel of r.relatives) {
      const doc: EsRelativeDocument = {
        decedent_id: rel.decedentId,
        seq: rel.seq,
        blocking_keys: rel.blockingKeys,
        relative: rel,
      };
      operations.push(
        { index: { _index: names.relatives, _id: relativeDocumentId(rel.decedentId, rel.seq) } },
        doc,
      );
    }
    dropRelatives(r.decedent.id, r.relatives.length);
  }
  return { refresh, operations };
}

/** Moves both aliases from the old version (if any) to the new one in one atomic call. */
export function swapAliasesRequest(
  names: EsNames,
  from: string | null,
  to: string,
): estypes.IndicesUpdateAliasesRequest {
  const actions: estypes.IndicesUpdateAliasesAction[] = [];
  if (from) {
    actions.push(
      { remove: { index: names.decedentsIndex(from), alias: names.decedentsAlias } },
      { remove: { index: names.relativesIndex(from), alias: names.relativesAlias } },
    );
  }
  actions.push(
    { add: { index: names.decedentsIndex(to), alias: names.decedentsAlias } },
    { add: { index: names.relativesIndex(to), alias: names.relativesAlias } },
  );
  return { actions };
}

/**
 * The key scheme a decedents index records in its mapping (`decedentsIndexBody`), from a get-mapping
 * response for its alias; null when it records none (an index created before Vigil recorded it).
 */
export function keySchemeOfMapping(response: estypes.IndicesGetMappingResponse): number | null {
  const index = Object.values(response)[0];
  const value: unknown = index?.mappings?._meta?.[KEY_SCHEME_META];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

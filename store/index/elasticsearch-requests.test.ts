import { describe, expect, it } from 'vitest';
import type { estypes } from '@elastic/elasticsearch';
import { contractDecedent } from './contract.js';
import {
  keySchemeOfMapping,
  bulkWriteRequest,
  candidatesRequest,
  decedentDocument,
  decedentsFromResponse,
  decedentsIndexBody,
  decedentsWithRelativeKeysRequest,
  esNames,
  getRequest,
  initialIndexBodies,
  keysPresentFromResponse,
  nameFrequencyFromResponse,
  nameFrequencyRequest,
  nextVersion,
  ownersRequest,
  relativeCandidatesRequest,
  relativeKeysPresentRequest,
  relativesOfRequest,
  swapAliasesRequest,
} from './elasticsearch-requests.js';
import { KEY_SCHEME_VERSION } from './blocking-keys.js';
import type { DecedentRecord, IndexedRelative } from './ports.js';

const names = esNames('Vigil');
const decedent = contractDecedent({ id: 'dec_1', given: 'ann', surname: 'lee', state: 'OH' });

function relative(seq: number): IndexedRelative {
  return {
    decedentId: 'dec_1',
    kind: 'survivor',
    seq,
    name: 'Tom Lee',
    given: 'Tom',
    surname: 'Lee',
    relationship: 'son',
    degreeOfKinship: '1st',
    location: null,
    blockingKeys: ['sg:lee|tom'],
  };
}

/** The body of a key-count request: a terms aggregation over exactly these (distinct) keys. */
function keyCountBody(index: string, keys: string[]): unknown {
  return {
    index,
    size: 0,
    track_total_hits: false,
    query: { terms: { blocking_keys: keys } },
    aggs: { keys: { terms: { field: 'blocking_keys', include: keys, size: keys.length } } },
  };
}

/** A search answer whose aggregation `name` holds these counts by bucket key. */
function bucketsResponse(name: string, counts: Record<string, number>): estypes.SearchResponse {
  return {
    took: 1,
    timed_out: false,
    _shards: { total: 1, successful: 1, failed: 0 },
    hits: { hits: [] },
    aggregations: {
      [name]: { buckets: Object.entries(counts).map(([key, n]) => ({ key, doc_count: n })) },
    },
  } as unknown as estypes.SearchResponse;
}

/** A search answer whose key aggregation holds these counts. */
function keyCountResponse(counts: Record<string, number>): estypes.SearchResponse {
  return bucketsResponse('keys', counts);
}

describe('index names and versions', () => {
  it('lower-cases the prefix and puts versions behind aliases', () => {
    expect(names.decedentsAlias).toBe('vigil-decedents');
    expect(names.relativesAlias).toBe('vigil-relatives');
    expect(names.decedentsIndex('v000002')).toBe('vigil-decedents-v000002');
    expect(names.decedentsPattern).toBe('vigil-decedents-v*');
  });

  it('numbers the next version after the highest existing one', () => {
    expect(nextVersion([], names)).toBe('v000001');
    expect(nextVersion(['vigil-decedents-v000002', 'vigil-decedents-v000010', 'other-v000099'], names)).toBe(
      'v000011',
    );
  });

  it('creates the first version with both aliases attached', () => {
    const [dec, rel] = initialIndexBodies(names, 'v000001');
    expect(dec!.index).toBe('vigil-decedents-v000001');
    expect(dec!.aliases).toEqual({ 'vigil-decedents': {} });
    expect(rel!.index).toBe('vigil-relatives-v000001');
    expect(rel!.aliases).toEqual({ 'vigil-relatives': {} });
  });

  it('swaps both aliases in one call', () => {
    expect(swapAliasesRequest(names, 'v000001', 'v000002')).toEqual({
      actions: [
        { remove: { index: 'vigil-decedents-v000001', alias: 'vigil-decedents' } },
        { remove: { index: 'vigil-relatives-v000001', alias: 'vigil-relatives' } },
        { add: { index: 'vigil-decedents-v000002', alias: 'vigil-decedents' } },
        { add: { index: 'vigil-relatives-v000002', alias: 'vigil-relatives' } },
      ],
    });
  });
});

describe('mapping', () => {
  it('stores blocking keys as keywords, dates as dates, and the documents unindexed', () => {
    const body = decedentsIndexBody('vigil-decedents-v000001');
    expect(body.mappings).toEqual({
      _meta: { vigil_key_scheme: KEY_SCHEME_VERSION },
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
    });
  });

  it('reads the key scheme a decedents index records, or none', () => {
    const mapping = (meta?: Record<string, unknown>) => ({
      'vigil-decedents-v000002': { mappings: { ...(meta ? { _meta: meta } : {}), properties: {} } },
    });
    expect(keySchemeOfMapping(mapping({ vigil_key_scheme: 3 }))).toBe(3);
    expect(keySchemeOfMapping(mapping({ vigil_key_scheme: KEY_SCHEME_VERSION }))).toBe(KEY_SCHEME_VERSION);
    // Created before Vigil recorded it, or something else there: none.
    expect(keySchemeOfMapping(mapping())).toBeNull();
    expect(keySchemeOfMapping(mapping({ other: 1 }))).toBeNull();
    expect(keySchemeOfMapping(mapping({ vigil_key_scheme: '3' }))).toBeNull();
    expect(keySchemeOfMapping({})).toBeNull();
    // What a new index records is what it reads back.
    const created = decedentsIndexBody('vigil-decedents-v000003');
    expect(keySchemeOfMapping({ [created.index]: { mappings: created.mappings! } })).toBe(KEY_SCHEME_VERSION);
  });

  it('fills every mapped field of a document and nothing else', () => {
    const doc = decedentDocument({ decedent, observations: [], relatives: [] });
    const mapped = Object.keys(decedentsIndexBody('x').mappings!.properties!).sort();
    expect(Object.keys(doc).sort()).toEqual(mapped);
    expect(doc.death_date).toBe('2025-12-30');
    expect(doc.death_year).toBe(2025);
    expect(doc.blocking_keys).toBe(decedent.blockingKeys);
    expect(doc.source_urls).toEqual([decedent.sources[0]!.url]);
  });

  it('leaves a partial death date out of the date field', () => {
    const partial = { ...decedent, deathDate: { year: 2025, month: 3 } };
    expect(decedentDocument({ decedent: partial, observations: [], relatives: null }).death_date).toBeNull();
  });
});

describe('retrieval requests', () => {
  it('scores candidates by the number of matching keys and breaks ties by id', () => {
    expect(
      candidatesRequest('vigil-decedents', { keys: ['sg:lee|ann', 'ss:lee|OH', 'sg:lee|ann'], limit: 25 }),
    ).toEqual({
      index: 'vigil-decedents',
      size: 25,
      query: {
        bool: {
          should: [
            { constant_score: { filter: { term: { blocking_keys: 'sg:lee|ann' } }, boost: 1 } },
            { constant_score: { filter: { term: { blocking_keys: 'ss:lee|OH' } }, boost: 1 } },
          ],
          minimum_should_match: 1,
        },
      },
      sort: [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }],
      track_total_hits: false,
      _source: ['decedent'],
    });
  });

  it('filters by state without adding to the score', () => {
    const req = candidatesRequest('vigil-decedents', { keys: ['sg:lee|ann'], state: 'oh', limit: 5 });
    expect(req.query).toEqual({
      bool: {
        should: [{ constant_score: { filter: { term: { blocking_keys: 'sg:lee|ann' } }, boost: 1 } }],
        minimum_should_match: 1,
        filter: [{ term: { blocking_keys: 'st:OH' } }],
      },
    });
  });

  it('ranks relatives the same way, ties by decedent and position', () => {
    const req = relativeCandidatesRequest('vigil-relatives', { keys: ['sg:lee|tom'], limit: 3 });
    expect(req.sort).toEqual([
      { _score: { order: 'desc' } },
      { decedent_id: { order: 'asc' } },
      { seq: { order: 'asc' } },
    ]);
    expect(req.size).toBe(3);
    expect(req._source).toEqual(['relative']);
  });

  it('asks the relatives index which exact-name keys any relative carries', () => {
    const keys = ['rs:lee|ann', 'rp:lee|ann', 'rs:lee|ann'];
    expect(relativeKeysPresentRequest('vigil-relatives', keys)).toEqual(
      keyCountBody('vigil-relatives', ['rs:lee|ann', 'rp:lee|ann']),
    );
    expect(keysPresentFromResponse(keys, keyCountResponse({ 'rp:lee|ann': 2 }))).toEqual(
      new Set(['rp:lee|ann']),
    );
  });

  it('asks the relatives index which of the asked decedents list a relative with one of the keys', () => {
    const ids = ['dec_1', 'dec_2', 'dec_1'];
    const keys = ['rs:lee|ann', 'rp:lee|ann', 'rs:lee|ann'];
    expect(decedentsWithRelativeKeysRequest('vigil-relatives', ids, keys)).toEqual({
      index: 'vigil-relatives',
      size: 0,
      track_total_hits: false,
      query: {
        bool: {
          filter: [
            { terms: { decedent_id: ['dec_1', 'dec_2'] } },
            { terms: { blocking_keys: ['rs:lee|ann', 'rp:lee|ann'] } },
          ],
        },
      },
      aggs: { decedents: { terms: { field: 'decedent_id', include: ['dec_1', 'dec_2'], size: 2 } } },
    });
    // Only asked decedents with at least one such relative.
    expect(
      decedentsFromResponse(ids, bucketsResponse('decedents', { dec_2: 1, dec_1: 0, dec_9: 3 })),
    ).toEqual(new Set(['dec_2']));
  });

  it('counts key frequencies with a terms aggregation over exactly the asked keys', () => {
    expect(nameFrequencyRequest('vigil-decedents', ['s:lee', 'g:ann'])).toEqual(
      keyCountBody('vigil-decedents', ['s:lee', 'g:ann']),
    );
    expect(nameFrequencyFromResponse(['s:lee', 'g:ann'], keyCountResponse({ 's:lee': 7 }))).toEqual(
      new Map([
        ['s:lee', 7],
        ['g:ann', 0],
      ]),
    );
  });

  it('looks up owners, documents and family lists', () => {
    expect(ownersRequest('a', ['u1', 'u2', 'u1'])).toEqual({
      index: 'a',
      size: 2,
      query: { terms: { source_urls: ['u1', 'u2'] } },
      sort: [{ id: { order: 'asc' } }],
      track_total_hits: false,
      _source: ['id', 'source_urls'],
    });
    expect(getRequest('a', ['d1'])).toEqual({ index: 'a', ids: ['d1'], _source: ['decedent'] });
    expect(relativesOfRequest('r', ['d1']).sort).toEqual([
      { decedent_id: { order: 'asc' } },
      { seq: { order: 'asc' } },
    ]);
  });
});

describe('bulk writes', () => {
  const target = { decedents: 'vigil-decedents', relatives: 'vigil-relatives' };

  it('waits for a refresh so an acknowledged write is searchable', () => {
    const record: DecedentRecord = { decedent, observations: [], relatives: [relative(0)] };
    const req = bulkWriteRequest(target, [record], [], new Map([['dec_1', 3]]), 'wait_for');
    expect(req.refresh).toBe('wait_for');
    expect(req.operations).toEqual([
      { index: { _index: 'vigil-decedents', _id: 'dec_1' } },
      decedentDocument(record),
      { index: { _index: 'vigil-relatives', _id: 'dec_1:0' } },
      { decedent_id: 'dec_1', seq: 0, blocking_keys: ['sg:lee|tom'], relative: relative(0) },
      // The stored list had three rows; the two past the new end go.
      { delete: { _index: 'vigil-relatives', _id: 'dec_1:1' } },
      { delete: { _index: 'vigil-relatives', _id: 'dec_1:2' } },
    ]);
  });

  it('leaves the family list alone when relatives are null, and deletes everything of a deleted decedent', () => {
    const record: DecedentRecord = { decedent, observations: [], relatives: null };
    const req = bulkWriteRequest(target, [record], ['dec_9'], new Map([['dec_9', 2]]), true);
    expect(req.refresh).toBe(true);
    expect(req.operations).toEqual([
      { delete: { _index: 'vigil-decedents', _id: 'dec_9' } },
      { delete: { _index: 'vigil-relatives', _id: 'dec_9:0' } },
      { delete: { _index: 'vigil-relatives', _id: 'dec_9:1' } },
      { index: { _index: 'vigil-decedents', _id: 'dec_1' } },
      decedentDocument(record),
    ]);
  });
});

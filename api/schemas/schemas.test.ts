import { describe, expect, it } from 'vitest';
import { ERROR_CODES, VigilError, type ErrorCode } from '../../core/errors.js';
import type { RequestLogRecord } from '../../store/state/ports.js';
import { parseRequestLogQuery } from './request-log-query.js';
import { REQUEST_LOG_CSV_COLUMNS, RequestLogRecordSchema, toPublicRequestLogRecord } from './request-log.js';
import {
  fieldLabel,
  validateBatchRequest,
  validateBatchResponse,
  validateErrorBody,
  validateRequestLogList,
  validateRequestLogRecord,
  validateVerifyRequest,
  validateVerifyResponse,
} from './validators.js';

const found = {
  result: 'found',
  confidence: 0.93,
  confidence_band: 'high',
  review_recommended: false,
  search_depth: 'recent',
  match: {
    matched_name: 'Robert Anderson',
    death_date: '2023-03-17',
    location: 'Peoria, IL',
    obituary_url: 'https://sandbox.vigil.invalid/obituaries/robert-anderson-2023-abcdef',
    evidence: { name_match: 'exact', location_match: 'city', dob_match: 'year_only' },
    source_trust: 'stored',
  },
  scoring_reasons: ['stored_obituary_match'],
};

describe('VerifyRequest schema', () => {
  it('accepts a minimal body and rejects unknown fields at every level', () => {
    expect(validateVerifyRequest({ first_name: 'A', last_name: 'B' })).toBe(true);
    expect(validateVerifyRequest({ first_name: 'A', last_name: 'B', dob_year: 1950 })).toBe(false);
    expect(validateVerifyRequest({ first_name: 'A', last_name: 'B', dob: { yr: 1950 } })).toBe(false);
    expect(validateVerifyRequest({ first_name: 'A', last_name: 'B', address: { zip: '1' } })).toBe(false);
    expect(validateVerifyRequest({ first_name: 'A', last_name: 'B', death_date: { year: 2020, x: 1 } })).toBe(
      false,
    );
  });
});

describe('VerifyResponse schema', () => {
  it('accepts a found body and rejects unknown or mistyped fields', () => {
    expect(validateVerifyResponse(found)).toBe(true);
    expect(validateVerifyResponse({ ...found, extra: 1 })).toBe(false);
    expect(validateVerifyResponse({ ...found, confidence: 1.2 })).toBe(false);
    expect(validateVerifyResponse({ ...found, confidence_band: 'certain' })).toBe(false);
    expect(validateVerifyResponse({ ...found, match: { ...found.match, source_trust: 'rumour' } })).toBe(
      false,
    );
  });

  it('allows not_proof_of_life only as true', () => {
    const notFound = {
      result: 'not_found',
      confidence: 0,
      confidence_band: 'none',
      review_recommended: false,
      search_depth: 'standard',
      scoring_reasons: [],
      not_proof_of_life: true,
      interpretation: 'x',
      negative_result_strength: 'weak',
    };
    expect(validateVerifyResponse(notFound)).toBe(true);
    expect(validateVerifyResponse({ ...notFound, not_proof_of_life: false })).toBe(false);
  });
});

describe('batch schemas', () => {
  it('bounds the number of items but not their shape', () => {
    expect(validateBatchRequest({ items: [{ anything: 1 }] })).toBe(true);
    expect(validateBatchRequest({ items: [] })).toBe(false);
    expect(validateBatchRequest({ items: new Array(51).fill({}) })).toBe(false);
    expect(validateBatchRequest({ results: [] })).toBe(false);
  });

  it('accepts results mixing verify results and errors, each with an index', () => {
    const body = {
      results: [
        { index: 0, ...found },
        {
          index: 1,
          error: { code: 'invalid_request', message: 'x', details: [{ field: '/dob/day', message: 'y' }] },
        },
        { index: 2, error: { code: 'rate_limited', message: 'slow down' } },
      ],
    };
    expect(validateBatchResponse(body)).toBe(true);
    expect(validateBatchResponse({ results: [found] })).toBe(false);
    expect(validateBatchResponse({ results: [{ index: 0, error: { code: 'teapot', message: 'x' } }] })).toBe(
      false,
    );
    expect(validateBatchResponse({ items: [] })).toBe(false);
  });
});

describe('ErrorBody schema', () => {
  it('accepts the body of every VigilError', () => {
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
      const body = new VigilError(code, 'message', { details: [{ field: '/x', message: 'm' }] }).toBody();
      expect(validateErrorBody(body)).toBe(true);
    }
    expect(validateErrorBody({ error: { code: 'nope', message: 'x' } })).toBe(false);
    expect(validateErrorBody({ code: 'invalid_request', message: 'x' })).toBe(false);
  });
});

describe('request log schemas', () => {
  const record: RequestLogRecord = {
    id: 'rl_1',
    accountId: 'acc_1',
    keyId: 'key_1',
    requestId: 'req_1',
    createdAt: '2025-06-01T10:00:00.000Z',
    endpoint: 'verify_batch',
    itemIndex: 3,
    clientRef: null,
    searchDepthRequested: 'auto',
    searchDepth: 'recent',
    result: 'possible_match',
    confidence: 0.62,
    input: { first_name: 'john', last_name: 'smith' },
    matchedUrl: 'https://example.test/obit/1',
    latencyMs: 41,
  };

  it('maps a stored record to the public snake_case shape without private ids', () => {
    const pub = toPublicRequestLogRecord(record);
    expect(validateRequestLogRecord(pub)).toBe(true);
    expect(pub).toEqual({
      id: 'rl_1',
      created_at: '2025-06-01T10:00:00.000Z',
      endpoint: 'verify_batch',
      item_index: 3,
      client_ref: null,
      search_depth_requested: 'auto',
      search_depth: 'recent',
      result: 'possible_match',
      confidence: 0.62,
      input: { first_name: 'john', last_name: 'smith' },
      matched_url: 'https://example.test/obit/1',
      latency_ms: 41,
    });
    expect(
      validateRequestLogList({
        records: [pub],
        pagination: { total: 1, limit: 50, offset: 0, has_more: false },
      }),
    ).toBe(true);
    expect(validateRequestLogList({ records: [pub], pagination: { total: 1, has_more: false } })).toBe(false);
  });

  it('has a CSV column for every record field', () => {
    expect([...REQUEST_LOG_CSV_COLUMNS].sort()).toEqual(
      Object.keys(RequestLogRecordSchema.properties).sort(),
    );
  });
});

describe('parseRequestLogQuery', () => {
  const fieldsOf = (query: Record<string, string | string[] | undefined>): string[] => {
    try {
      parseRequestLogQuery(query);
    } catch (e) {
      expect(e).toBeInstanceOf(VigilError);
      expect((e as VigilError).code).toBe('invalid_request');
      return (e as VigilError).details?.map((d) => d.field.slice(1)) ?? [];
    }
    throw new Error('expected a rejection');
  };

  it('fills defaults', () => {
    expect(parseRequestLogQuery({})).toEqual({ limit: 50, offset: 0, format: 'json' });
  });

  it('reads every filter and normalizes timestamps to UTC', () => {
    expect(
      parseRequestLogQuery({
        result: 'found',
        search_depth: 'standard',
        client_ref: 'case-1',
        from: '2024-05-01',
        to: '2024-05-02T10:00:00+02:00',
        limit: '200',
        offset: '400',
        format: 'csv',
      }),
    ).toEqual({
      result: 'found',
      searchDepth: 'standard',
      clientRef: 'case-1',
      from: '2024-05-01T00:00:00.000Z',
      to: '2024-05-02T08:00:00.000Z',
      limit: 200,
      offset: 400,
      format: 'csv',
    });
  });

  it.each([
    // RFC 3339's leap second is the instant the next second begins (Date cannot read second 60).
    [{ from: '2016-12-31T23:59:60Z' }, { from: '2017-01-01T00:00:00.000Z' }],
    [{ from: '2016-12-31 23:59:60.5Z' }, { from: '2017-01-01T00:00:00.500Z' }],
    // An offset of hours alone, as ISO 8601 allows.
    [{ to: '2024-05-02T10:00:00+02' }, { to: '2024-05-02T08:00:00.000Z' }],
    // Past the year 9999 in UTC: the last comparable instant, not "+010000-...", which sorts first.
    [{ to: '9999-12-31T23:30:00-01:00' }, { to: '9999-12-31T23:59:59.999Z' }],
    [{ from: '0000-01-01T00:30:00+01:00' }, { from: '0000-01-01T00:00:00.000Z' }],
    [{ offset: String(Number.MAX_SAFE_INTEGER) }, { offset: Number.MAX_SAFE_INTEGER }],
  ])('reads the edge %j as %j', (query, expected) => {
    expect(parseRequestLogQuery(query)).toMatchObject(expected);
  });

  it.each([
    [{ offset: '9007199254740992' }, ['offset']],
    [{ offset: '99999999999999999999' }, ['offset']],
    // The validator's own coercion read these as Infinity, which passed its bounds, or as hex.
    [{ offset: '1e400' }, ['offset']],
    [{ offset: '9'.repeat(400) }, ['offset']],
    [{ limit: '-1e400' }, ['limit']],
    [{ limit: 'Infinity' }, ['limit']],
    [{ limit: '0x10' }, ['limit']],
    [{ limit: '201' }, ['limit']],
    [{ limit: '0' }, ['limit']],
    [{ limit: 'ten' }, ['limit']],
    [{ limit: '2.5' }, ['limit']],
    [{ offset: '-1' }, ['offset']],
    [{ format: 'xml' }, ['format']],
    [{ result: 'dead' }, ['result']],
    [{ search_depth: 'auto' }, ['search_depth']],
    [{ from: 'yesterday' }, ['from']],
    [{ to: '2024-13-01' }, ['to']],
    [{ from: '2024-05-02', to: '2024-05-01' }, ['to']],
    [{ limit: ['10', '20'] }, ['limit']],
    [{ page: '2' }, ['page']],
    [{ limit: '500', format: 'xml' }, ['limit', 'format']],
  ])('rejects %j at %j', (query, fields) => {
    expect(fieldsOf(query).sort()).toEqual([...fields].sort());
  });
});

describe('fieldLabel', () => {
  it.each([
    ['', 'the request body'],
    ['/first_name', 'first_name'],
    ['/dob/day', 'dob.day'],
    ['/require_match/2', 'require_match[2]'],
    ['/a~1b', 'a/b'],
  ])('%j -> %s', (pointer, label) => {
    expect(fieldLabel(pointer)).toBe(label);
  });
});

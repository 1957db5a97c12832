/** Sandbox keys (spec 4.1 rule 9, section 5.2): fixtures by letter, X-Sandbox, no limits, no logging. */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateVerifyResponse } from '../../api/schemas/validators.js';
import { startTestApi, type TestApi } from '../support/api.js';

let api: TestApi;
let test: string;
let accountId: string;
beforeAll(async () => {
  api = await startTestApi();
  const a = await api.account({ quotaPerMinute: 2, quotaDaily: 2, quotaMonthly: 2 });
  test = a.test;
  accountId = a.account.id;
});
afterAll(async () => api.stop());

describe('sandbox verify', () => {
  it.each([
    ['Anderson', 'found'],
    ['hughes', 'found'],
    ['Ávila', 'found'],
    ['Irving', 'possible_match'],
    ["O'Brien", 'possible_match'],
    ['Parker', 'possible_match'],
    ['Quinn', 'not_found'],
    ['Zeller', 'not_found'],
  ])('last name %s answers %s with a complete, valid body', async (last, outcome) => {
    const res = await api.call(test, 'POST', '/api/v1/verify', {
      first_name: 'Pat',
      last_name: last,
      client_ref: 'c-1',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sandbox')).toBe('true');
    expect(res.json.result).toBe(outcome);
    expect(res.json.sandbox).toBe(true);
    expect(res.json.client_ref).toBe('c-1');
    expect(validateVerifyResponse(res.json)).toBe(true);
    if (outcome === 'not_found') {
      expect(res.json).toMatchObject({ confidence: 0, confidence_band: 'none', not_proof_of_life: true });
      expect(res.json.match).toBeUndefined();
    } else {
      expect(res.json.match.obituary_url).toMatch(/^https:\/\//);
      expect(res.json.match.evidence).toHaveProperty('dob_match');
    }
  });

  it('answers the same request with the same body, byte for byte', async () => {
    const req = {
      first_name: 'Margaret',
      last_name: 'Anderson',
      dob: { year: 1941, month: 5 },
      address: { state: 'IL' },
    };
    const a = await api.call(test, 'POST', '/api/v1/verify', req);
    const b = await api.call(
      test,
      'POST',
      '/api/v1/verify',
      Object.fromEntries(Object.entries(req).reverse()),
    );
    expect(a.text).toBe(b.text);
  });

  it('has no quota or rate limit and sends no limit headers', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await api.call(test, 'POST', '/api/v1/verify', { first_name: 'Pat', last_name: 'Young' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
      expect(res.headers.get('x-quota-limit')).toBeNull();
    }
  });

  it('writes nothing to the request log', async () => {
    await api.call(test, 'POST', '/api/v1/verify', { first_name: 'Pat', last_name: 'Young' });
    const { total } = await api.state.requestLog.list({ accountId, limit: 10, offset: 0 });
    expect(total).toBe(0);
  });

  it('answers sandbox batches per item', async () => {
    const res = await api.call(test, 'POST', '/api/v1/verify/batch', {
      items: [
        { first_name: 'A', last_name: 'Baker' },
        { first_name: 'B' },
        { first_name: 'C', last_name: 'Zane' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.results.map((r: { index: number }) => r.index)).toEqual([0, 1, 2]);
    expect(res.json.results[0].result).toBe('found');
    expect(res.json.results[1].error.code).toBe('invalid_request');
    expect(res.json.results[2].result).toBe('not_found');
  });
});

describe('validation through HTTP (400 invalid_request and friends)', () => {
  it.each([
    [{ last_name: 'Baker' }, '/first_name'],
    [{ first_name: 'Ann', last_name: 'Baker', dob: { year: 1950, month: 2, day: 30 } }, '/dob/day'],
    [{ first_name: 'Ann', last_name: 'Baker', dob: { year: 1950, day: 3 } }, '/dob/day'],
    [{ first_name: 'Ann', last_name: 'Baker', dob: { month: 13 } }, '/dob/month'],
    [{ first_name: 'Ann', last_name: 'Baker', death_date: '2024-02-30' }, '/death_date'],
    [{ first_name: 'Ann', last_name: 'Baker', search_depth: 'deep' }, '/search_depth'],
    [{ first_name: 'Ann', last_name: 'Baker', require_match: ['city'] }, '/require_match/0'],
    [{ first_name: 'Ann', last_name: 'Baker', firstname: 'x' }, '/firstname'],
  ])('%o answers 400 naming %s', async (req, field) => {
    const res = await api.call(test, 'POST', '/api/v1/verify', req);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_request');
    expect(res.json.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('400 lookback_exceeds_quota above the account maximum', async () => {
    const { test: t } = await api.account({ maxLookbackYears: 5 });
    const res = await api.call(t, 'POST', '/api/v1/verify', {
      first_name: 'A',
      last_name: 'Baker',
      lookback_years: 6,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('lookback_exceeds_quota');
    const ok = await api.call(t, 'POST', '/api/v1/verify', {
      first_name: 'A',
      last_name: 'Baker',
      lookback_years: 5,
    });
    expect(ok.status).toBe(200);
  });

  it('400 for malformed JSON, 415 for a non-JSON body, 413 for an oversized body', async () => {
    const bad = await api.call(test, 'POST', '/api/v1/verify', '{"first_name": "A",');
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_request');
    const form = await api.call(test, 'POST', '/api/v1/verify', 'first_name=A', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(form.json.error.code).toBe('unsupported_media_type');
    const huge = await api.call(test, 'POST', '/api/v1/verify', {
      first_name: 'A'.repeat(100_000),
      last_name: 'B',
    });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('payload_too_large');
  });

  it('415 for a charset other than UTF-8; UTF-8 however written is read', async () => {
    const body = { first_name: 'Pat', last_name: 'Quinn' };
    for (const charset of ['utf-16', 'UTF-16LE', '"latin1"', 'iso-8859-1']) {
      const res = await api.call(test, 'POST', '/api/v1/verify', body, {
        'Content-Type': `application/json; charset=${charset}`,
      });
      expect(res.status, charset).toBe(415);
      expect(res.json.error.code).toBe('unsupported_media_type');
    }
    for (const charset of ['utf-8', 'UTF-8', '"utf-8"', 'utf8']) {
      const res = await api.call(test, 'POST', '/api/v1/verify', body, {
        'Content-Type': `application/json; charset=${charset}`,
      });
      expect(res.status, charset).toBe(200);
    }
  });

  it('415 for a compressed body, gzip or mislabelled, naming the one encoding accepted', async () => {
    const body = JSON.stringify({ first_name: 'Pat', last_name: 'Quinn' });
    for (const sent of [gzipSync(body), body]) {
      const res = await fetch(api.url + '/api/v1/verify', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${test}`,
          'Content-Type': 'application/json',
          'Content-Encoding': 'gzip',
        },
        body: sent,
      });
      expect(res.status).toBe(415);
      expect(res.headers.get('accept-encoding')).toBe('identity');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
    }
    const identity = await api.call(test, 'POST', '/api/v1/verify', body, { 'Content-Encoding': 'identity' });
    expect(identity.status).toBe(200);
  });

  it('413 says the connection closes, since the rest of the body is never read', async () => {
    // Answered with keep-alive, the server still reset the connection after a large oversize body,
    // so a client that reused it for its next request saw that request fail ("fetch failed").
    const huge = JSON.stringify({ first_name: 'A'.repeat(4_000_000), last_name: 'B' });
    for (let round = 0; round < 3; round++) {
      const tooBig = await api.call(test, 'POST', '/api/v1/verify', huge);
      expect(tooBig.status).toBe(413);
      expect(tooBig.headers.get('connection')).toBe('close');
      const next = await api.call(test, 'POST', '/api/v1/verify', { first_name: 'Pat', last_name: 'Quinn' });
      expect(next.status).toBe(200);
    }
  });

  it('400 for an Idempotency-Key longer than 255 characters', async () => {
    const res = await api.call(
      test,
      'POST',
      '/api/v1/verify',
      { first_name: 'A', last_name: 'Baker' },
      {
        'Idempotency-Key': 'k'.repeat(256),
      },
    );
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_request');
  });

  it('400 for batches that are empty, too large or not an object', async () => {
    for (const b of [{ items: [] }, { items: Array.from({ length: 51 }, () => ({})) }, [], { entries: [] }]) {
      const res = await api.call(test, 'POST', '/api/v1/verify/batch', b);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('invalid_request');
    }
  });
});

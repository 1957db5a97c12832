/**
 * The live verify path with limits, idempotency, the extended cap and the request log, through real
 * HTTP, real Redis and a real SQLite file. The matcher port is served by RecordingMatcher, so these
 * tests pin the API's own behaviour apart from matching (the real matcher answers through the API in
 * test/serve and test/bench).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.js';
import { clearOfMinuteBoundary } from '../support/clock.js';
import { RecordingMatcher } from '../support/recording-matcher.js';

const body = { first_name: 'Ann', last_name: 'Baker', client_ref: 'case-7' };

describe('live verify without a matcher', () => {
  it('answers 503 matcher_unavailable, never an invented result, and uses no quota', async () => {
    const api = await startTestApi({ matcher: null });
    try {
      const { account, live } = await api.account({ quotaPerMinute: 5 });
      const res = await api.call(live, 'POST', '/api/v1/verify', body);
      expect(res.status).toBe(503);
      expect(res.json.error.code).toBe('matcher_unavailable');
      expect(res.json.result).toBeUndefined();
      const batch = await api.call(live, 'POST', '/api/v1/verify/batch', { items: [body] });
      expect(batch.status).toBe(503);
      expect((await api.state.requestLog.list({ accountId: account.id, limit: 5, offset: 0 })).total).toBe(0);
    } finally {
      await api.stop();
    }
  });
});

describe('live verify', () => {
  let api: TestApi;
  let matcher: RecordingMatcher;
  beforeAll(async () => {
    matcher = new RecordingMatcher(150);
    api = await startTestApi({ matcher, idempotencyWaitMs: 5_000 });
  });
  afterAll(async () => api.stop());

  it('answers 200 with rate-limit headers and no quota headers when monthly is unlimited', async () => {
    const { live } = await api.account({ quotaPerMinute: 10, quotaDaily: 100, quotaMonthly: null });
    // The reset is the end of the minute the request was metered in, which can pass while the
    // (150 ms) matcher answers: compare with the time before the request, not after the answer.
    const before = Date.now() / 1000;
    const res = await api.call(live, 'POST', '/api/v1/verify', body);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: 'not_found', not_proof_of_life: true, client_ref: 'case-7' });
    expect(res.headers.get('x-ratelimit-limit')).toBe('10');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('9');
    const reset = Number(res.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(before);
    expect(reset).toBeLessThanOrEqual(Math.ceil(before) + 60);
    expect(res.headers.get('x-quota-limit')).toBeNull();
    expect(res.headers.get('x-quota-remaining')).toBeNull();
    expect(res.headers.get('x-sandbox')).toBeNull();
  });

  it('sends X-Quota-Limit/Remaining when the monthly quota is set', async () => {
    const { live } = await api.account({ quotaPerMinute: 10, quotaMonthly: 1000 });
    const res = await api.call(live, 'POST', '/api/v1/verify', body);
    expect(res.headers.get('x-quota-limit')).toBe('1000');
    expect(res.headers.get('x-quota-remaining')).toBe('999');
  });

  it('429 rate_limited with Retry-After past the per-minute limit', async () => {
    const { live } = await api.account({ quotaPerMinute: 2, quotaDaily: null });
    await clearOfMinuteBoundary(5_000);
    expect((await api.call(live, 'POST', '/api/v1/verify', body)).status).toBe(200);
    expect((await api.call(live, 'POST', '/api/v1/verify', body)).status).toBe(200);
    const res = await api.call(live, 'POST', '/api/v1/verify', body);
    expect(res.status).toBe(429);
    expect(res.json.error.code).toBe('rate_limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('429 quota_exceeded with Retry-After past the daily quota', async () => {
    const { live } = await api.account({ quotaPerMinute: 100, quotaDaily: 1 });
    expect((await api.call(live, 'POST', '/api/v1/verify', body)).status).toBe(200);
    // The seconds from a moment to the next UTC midnight, when the daily quota resets: the wait the
    // header tells, whatever the time of day the suite runs (a minute's window would tell at most 60).
    const toMidnight = (ms: number): number =>
      Math.ceil((Math.floor(ms / 86_400_000 + 1) * 86_400_000 - ms) / 1000);
    const sent = Date.now();
    const res = await api.call(live, 'POST', '/api/v1/verify', body);
    const answered = Date.now();
    expect(res.status).toBe(429);
    expect(res.json.error.code).toBe('quota_exceeded');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(toMidnight(answered) - 1);
    expect(retryAfter).toBeLessThanOrEqual(toMidnight(sent) + 1);
  });

  it('logs each verification with normalized inputs, not the payload', async () => {
    const { account, live } = await api.account();
    await api.call(live, 'POST', '/api/v1/verify', {
      first_name: '  MARY ',
      last_name: 'Nowak',
      address: { line1: '12 Oak St, Peoria, IL 61602' },
      client_ref: 'log-1',
    });
    const { records } = await api.state.requestLog.list({ accountId: account.id, limit: 5, offset: 0 });
    expect(records).toHaveLength(1);
    const r = records[0]!;
    expect(r).toMatchObject({
      endpoint: 'verify',
      clientRef: 'log-1',
      result: 'not_found',
      searchDepthRequested: 'auto',
    });
    expect(r.input).toMatchObject({ first_name: 'mary', last_name: 'nowak' });
    expect(JSON.stringify(r.input)).not.toContain('12 Oak St');
  });

  describe('idempotency', () => {
    it('replays the original answer with Idempotent-Replayed and no quota use', async () => {
      const { live } = await api.account({ quotaPerMinute: 10 });
      const before = matcher.calls.length;
      await clearOfMinuteBoundary(5_000);
      const first = await api.call(live, 'POST', '/api/v1/verify', body, { 'Idempotency-Key': 'k-1' });
      const again = await api.call(
        live,
        'POST',
        '/api/v1/verify',
        { client_ref: 'case-7', last_name: 'Baker', first_name: 'Ann' },
        {
          'Idempotency-Key': 'k-1',
        },
      );
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(again.headers.get('x-ratelimit-remaining')).toBe('9');
      expect(matcher.calls.length - before).toBe(1);
    });

    it('422 idempotency_key_reuse for the same key with a different body', async () => {
      const { live } = await api.account();
      await api.call(live, 'POST', '/api/v1/verify', body, { 'Idempotency-Key': 'k-2' });
      const res = await api.call(
        live,
        'POST',
        '/api/v1/verify',
        { ...body, first_name: 'Anne' },
        { 'Idempotency-Key': 'k-2' },
      );
      expect(res.status).toBe(422);
      expect(res.json.error.code).toBe('idempotency_key_reuse');
    });

    it('keys are scoped to the account', async () => {
      const a = await api.account();
      const b = await api.account();
      await api.call(a.live, 'POST', '/api/v1/verify', body, { 'Idempotency-Key': 'shared' });
      const res = await api.call(
        b.live,
        'POST',
        '/api/v1/verify',
        { ...body, first_name: 'Other' },
        { 'Idempotency-Key': 'shared' },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    });

    it('runs the work once for concurrent requests with one key', async () => {
      const { live } = await api.account({ quotaPerMinute: 50 });
      const before = matcher.calls.length;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          api.call(live, 'POST', '/api/v1/verify', body, { 'Idempotency-Key': 'k-conc' }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
      expect(matcher.calls.length - before).toBe(1);
    });

    it('does not remember errors: a 429 can be retried with the same key', async () => {
      const { live } = await api.account({ quotaPerMinute: 1 });
      await clearOfMinuteBoundary(5_000);
      await api.call(live, 'POST', '/api/v1/verify', { ...body, first_name: 'Zed' });
      const limited = await api.call(live, 'POST', '/api/v1/verify', body, { 'Idempotency-Key': 'k-429' });
      expect(limited.status).toBe(429);
      const again = await api.call(live, 'POST', '/api/v1/verify', body, { 'Idempotency-Key': 'k-429' });
      expect(again.status).toBe(429);
      expect(again.headers.get('idempotent-replayed')).toBeNull();
    });
  });

  it('503 extended_capacity with Retry-After when the extended cap is saturated', async () => {
    const { live } = await api.account({ extendedConcurrency: 1, quotaPerMinute: 50 });
    const ext = { ...body, search_depth: 'extended' };
    const [a, b] = await Promise.all([
      api.call(live, 'POST', '/api/v1/verify', ext),
      new Promise((r) => setTimeout(r, 40)).then(() => api.call(live, 'POST', '/api/v1/verify', ext)),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(503);
    expect(b.json.error.code).toBe('extended_capacity');
    expect(Number(b.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The slot is released when the first request finishes.
    expect((await api.call(live, 'POST', '/api/v1/verify', ext)).status).toBe(200);
  });

  describe('batch', () => {
    it('answers in request order with index, a failing item alone, each item metered', async () => {
      const { account, live } = await api.account({ quotaPerMinute: 10 });
      const res = await api.call(live, 'POST', '/api/v1/verify/batch', {
        items: [
          { first_name: 'A', last_name: 'One' },
          { last_name: 'NoFirst' },
          { first_name: 'C', last_name: 'Three' },
        ],
      });
      expect(res.status).toBe(200);
      const results = res.json.results;
      expect(results.map((r: { index: number }) => r.index)).toEqual([0, 1, 2]);
      expect(results[0].result).toBe('not_found');
      expect(results[1].error.code).toBe('invalid_request');
      expect(results[2].result).toBe('not_found');
      expect(res.headers.get('x-ratelimit-remaining')).toBe('8');
      const log = await api.state.requestLog.list({ accountId: account.id, limit: 10, offset: 0 });
      expect(log.records.map((r) => [r.endpoint, r.itemIndex]).sort()).toEqual([
        ['verify_batch', 0],
        ['verify_batch', 2],
      ]);
    });

    it('answers rate_limited for the items past the limit and sets Retry-After', async () => {
      const { live } = await api.account({ quotaPerMinute: 3 });
      const items = Array.from({ length: 5 }, (_, i) => ({ first_name: 'P', last_name: `Name${i}` }));
      const res = await api.call(live, 'POST', '/api/v1/verify/batch', { items });
      expect(res.status).toBe(200);
      const codes = res.json.results.map(
        (r: { result?: string; error?: { code: string } }) => r.result ?? r.error?.code,
      );
      expect(codes).toEqual(['not_found', 'not_found', 'not_found', 'rate_limited', 'rate_limited']);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });
  });
});

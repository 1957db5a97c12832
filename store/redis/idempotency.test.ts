import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPrefix, testRedis } from '../../test/support/redis.js';
import {
  canonicalJson,
  fingerprint,
  IDEMPOTENCY_PENDING_LEASE_MS,
  IDEMPOTENCY_RETENTION_MS,
  IdempotencyStore,
  type StoredResponse,
} from './idempotency.js';

let redis: Redis;
beforeAll(() => {
  redis = testRedis();
});
afterAll(() => redis.disconnect());

const FP = fingerprint('POST', '/api/v1/verify', { first_name: 'Ada', last_name: 'Lovelace' });
const OTHER_FP = fingerprint('POST', '/api/v1/verify', { first_name: 'Ada', last_name: 'Byron' });
const RESPONSE: StoredResponse = {
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: { result: 'found', confidence: 0.93, matches: [{ url: 'https://example.org/o/1' }] },
};

function store(client: Redis = redis, prefix = testPrefix('idem')): IdempotencyStore {
  return new IdempotencyStore(client, prefix);
}

async function claim(s: IdempotencyStore, account: string, key: string, fp = FP): Promise<string> {
  const r = await s.begin(account, key, fp);
  if (r.state !== 'new') throw new Error(`expected new, got ${r.state}`);
  return r.token;
}

describe('fingerprint', () => {
  it('does not depend on object key order, at any depth', () => {
    const a = { first_name: 'Ada', dob: { year: 1815, month: 12 }, require_match: ['dob', 'city'] };
    const b = { require_match: ['dob', 'city'], dob: { month: 12, year: 1815 }, first_name: 'Ada' };
    expect(fingerprint('POST', '/api/v1/verify', a)).toBe(fingerprint('post', '/api/v1/verify', b));
    expect(canonicalJson(b)).toBe(
      '{"dob":{"month":12,"year":1815},"first_name":"Ada","require_match":["dob","city"]}',
    );
  });

  it('changes with the body, the method, the path and array order', () => {
    const body = { items: [1, 2] };
    const base = fingerprint('POST', '/api/v1/verify/batch', body);
    expect(fingerprint('POST', '/api/v1/verify/batch', { items: [2, 1] })).not.toBe(base);
    expect(fingerprint('PUT', '/api/v1/verify/batch', body)).not.toBe(base);
    expect(fingerprint('POST', '/api/v1/verify', body)).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });

  it('treats undefined members as absent, like JSON', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    expect(canonicalJson([undefined, null])).toBe('[null,null]');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('IdempotencyStore', () => {
  it('goes new -> in_progress -> replay, and answers conflict for another body at every stage', async () => {
    const s = store();
    const token = await claim(s, 'acc', 'key-1');
    expect(await s.begin('acc', 'key-1', FP)).toEqual({ state: 'in_progress' });
    expect(await s.begin('acc', 'key-1', OTHER_FP)).toEqual({ state: 'conflict' });
    expect(await s.complete('acc', 'key-1', token, RESPONSE)).toBe(true);
    expect(await s.begin('acc', 'key-1', FP)).toEqual({ state: 'replay', response: RESPONSE });
    expect(await s.begin('acc', 'key-1', OTHER_FP)).toEqual({ state: 'conflict' });
  });

  it('scopes keys to the account', async () => {
    const s = store();
    await claim(s, 'a', 'shared-key');
    expect((await s.begin('b', 'shared-key', OTHER_FP)).state).toBe('new');
  });

  it('lets only the holder complete or release', async () => {
    const s = store();
    const token = await claim(s, 'acc', 'k');
    expect(await s.complete('acc', 'k', 'someone-else', RESPONSE)).toBe(false);
    expect(await s.release('acc', 'k', 'someone-else')).toBe(false);
    expect(await s.begin('acc', 'k', FP)).toEqual({ state: 'in_progress' });
    expect(await s.complete('acc', 'k', token, RESPONSE)).toBe(true);
    // A completed entry cannot be completed again or released, even by its former holder.
    expect(await s.complete('acc', 'k', token, { ...RESPONSE, status: 500 })).toBe(false);
    expect(await s.release('acc', 'k', token)).toBe(false);
    expect(await s.begin('acc', 'k', FP)).toEqual({ state: 'replay', response: RESPONSE });
  });

  it('forgets a released claim so a retry runs again, even with another body', async () => {
    const s = store();
    const token = await claim(s, 'acc', 'k');
    expect(await s.release('acc', 'k', token)).toBe(true);
    expect((await s.begin('acc', 'k', OTHER_FP)).state).toBe('new');
  });

  it('gives exactly one of many concurrent begins the claim, across connections', async () => {
    const prefix = testPrefix('idem');
    const clients = [testRedis(), testRedis(), testRedis()];
    try {
      const stores = clients.map((c) => new IdempotencyStore(c, prefix));
      const results = await Promise.all(
        Array.from({ length: 45 }, (_, i) => stores[i % 3]!.begin('acc', 'race', FP)),
      );
      expect(results.filter((r) => r.state === 'new')).toHaveLength(1);
      expect(results.filter((r) => r.state === 'in_progress')).toHaveLength(44);
    } finally {
      clients.forEach((c) => c.disconnect());
    }
  });

  it('keeps a completed response 24 hours and a pending claim only for its lease', async () => {
    const prefix = testPrefix('idem');
    const s = store(redis, prefix);
    const token = await claim(s, 'acc', 'ttl');
    const entry = `${prefix}idempotency:{acc}:ttl`;
    const pendingTtl = await redis.pttl(entry);
    expect(pendingTtl).toBeGreaterThan(IDEMPOTENCY_PENDING_LEASE_MS - 5_000);
    expect(pendingTtl).toBeLessThanOrEqual(IDEMPOTENCY_PENDING_LEASE_MS);
    await s.complete('acc', 'ttl', token, RESPONSE);
    const doneTtl = await redis.pttl(entry);
    expect(IDEMPOTENCY_RETENTION_MS).toBe(86_400_000);
    expect(doneTtl).toBeGreaterThan(IDEMPOTENCY_RETENTION_MS - 5_000);
    expect(doneTtl).toBeLessThanOrEqual(IDEMPOTENCY_RETENTION_MS);
  });

  it("frees the key when a crashed holder's lease runs out", async () => {
    const s = new IdempotencyStore(redis, testPrefix('idem'), 100);
    await claim(s, 'acc', 'crash');
    expect((await s.begin('acc', 'crash', FP)).state).toBe('in_progress');
    await new Promise((r) => setTimeout(r, 200));
    expect((await s.begin('acc', 'crash', FP)).state).toBe('new');
  });

  it('waitForResult returns the stored response once the holder completes', async () => {
    const s = store();
    const token = await claim(s, 'acc', 'wait');
    const started = Date.now();
    const waiting = s.waitForResult('acc', 'wait', FP, 5_000);
    setTimeout(() => void s.complete('acc', 'wait', token, RESPONSE), 150);
    expect(await waiting).toEqual(RESPONSE);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(140);
    expect(waited).toBeLessThan(2_000);
  });

  it('waitForResult returns null on timeout, null when the holder releases, conflict for another body', async () => {
    const s = store();
    const token = await claim(s, 'acc', 'slow');
    const started = Date.now();
    expect(await s.waitForResult('acc', 'slow', FP, 200)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(await s.waitForResult('acc', 'slow', OTHER_FP, 5_000)).toBe('conflict');
    const waiting = s.waitForResult('acc', 'slow', FP, 5_000);
    setTimeout(() => void s.release('acc', 'slow', token), 100);
    const releasedAt = Date.now();
    expect(await waiting).toBeNull();
    expect(Date.now() - releasedAt).toBeLessThan(2_000);
  });
});

import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPrefix, testRedis } from '../../test/support/redis.js';
import { EXTENDED_LEASE_MS, EXTENDED_RETRY_AFTER_MAX_SECONDS, ExtendedSlots } from './extended-slots.js';

let redis: Redis;
beforeAll(() => {
  redis = testRedis();
});
afterAll(() => redis.disconnect());

const NOW = Date.UTC(2025, 4, 14, 10, 0, 0);

describe('ExtendedSlots', () => {
  it('never grants more than the cap to concurrent requests from several connections', async () => {
    const prefix = testPrefix('ext');
    const clients = [testRedis(), testRedis(), testRedis()];
    try {
      const slots = clients.map((c) => new ExtendedSlots(c, prefix));
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => slots[i % 3]!.acquire('acc', 4, EXTENDED_LEASE_MS, NOW)),
      );
      const granted = results.filter((r) => r.ok);
      expect(granted).toHaveLength(4);
      expect(new Set(granted.map((r) => (r.ok ? r.token : ''))).size).toBe(4);
      for (const r of results) {
        if (!r.ok) {
          expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          expect(r.retryAfterSeconds).toBeLessThanOrEqual(EXTENDED_RETRY_AFTER_MAX_SECONDS);
        }
      }
      expect(await redis.zcard(`${prefix}extended:{acc}`)).toBe(4);
    } finally {
      clients.forEach((c) => c.disconnect());
    }
  });

  it('frees a slot on release, and only the released one', async () => {
    const slots = new ExtendedSlots(redis, testPrefix('ext'));
    const a = await slots.acquire('acc', 2, 60_000, NOW);
    const b = await slots.acquire('acc', 2, 60_000, NOW);
    expect(a.ok && b.ok).toBe(true);
    expect((await slots.acquire('acc', 2, 60_000, NOW)).ok).toBe(false);
    await slots.release('acc', 'not-a-token');
    expect((await slots.acquire('acc', 2, 60_000, NOW)).ok).toBe(false);
    if (a.ok) await slots.release('acc', a.token);
    expect((await slots.acquire('acc', 2, 60_000, NOW)).ok).toBe(true);
    expect((await slots.acquire('acc', 2, 60_000, NOW)).ok).toBe(false);
  });

  it("lets a crashed holder's lease expire on its own", async () => {
    const slots = new ExtendedSlots(redis, testPrefix('ext'));
    expect((await slots.acquire('acc', 1, 5_000, NOW)).ok).toBe(true);
    const full = await slots.acquire('acc', 1, 5_000, NOW + 2_000);
    // The earliest lease ends in 3 s, within the Retry-After bound.
    expect(full).toEqual({ ok: false, retryAfterSeconds: 3 });
    expect((await slots.acquire('acc', 1, 5_000, NOW + 4_999)).ok).toBe(false);
    expect((await slots.acquire('acc', 1, 5_000, NOW + 5_000)).ok).toBe(true);
  });

  it('caps Retry-After when the earliest lease ends far away', async () => {
    const slots = new ExtendedSlots(redis, testPrefix('ext'));
    await slots.acquire('acc', 1, EXTENDED_LEASE_MS, NOW);
    expect(await slots.acquire('acc', 1, EXTENDED_LEASE_MS, NOW)).toEqual({
      ok: false,
      retryAfterSeconds: EXTENDED_RETRY_AFTER_MAX_SECONDS,
    });
  });

  it('refuses everything with a cap of 0', async () => {
    const r = await new ExtendedSlots(redis, testPrefix('ext')).acquire('acc', 0, EXTENDED_LEASE_MS, NOW);
    expect(r.ok).toBe(false);
  });

  it('renews a live lease past its first expiry, and not a lost one', async () => {
    const slots = new ExtendedSlots(redis, testPrefix('ext'));
    const a = await slots.acquire('acc', 1, 5_000, NOW);
    if (!a.ok) throw new Error('expected a slot');
    expect(await slots.renew('acc', a.token, 5_000, NOW + 4_000)).toBe(true);
    // Lease now ends at NOW + 9 s.
    expect((await slots.acquire('acc', 1, 5_000, NOW + 6_000)).ok).toBe(false);
    expect(await slots.renew('acc', a.token, 5_000, NOW + 9_000)).toBe(false);
    expect(await slots.renew('acc', 'unknown', 5_000, NOW)).toBe(false);
  });

  it('keeps accounts apart and sets a TTL on the lease set', async () => {
    const prefix = testPrefix('ext');
    const slots = new ExtendedSlots(redis, prefix);
    expect((await slots.acquire('a', 1, 30_000, NOW)).ok).toBe(true);
    expect((await slots.acquire('b', 1, 30_000, NOW)).ok).toBe(true);
    const ttl = await redis.pttl(`${prefix}extended:{a}`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });
});

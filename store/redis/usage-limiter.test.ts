import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPrefix, testRedis } from '../../test/support/redis.js';
import { UsageLimiter, type UsageLimits } from './usage-limiter.js';

let redis: Redis;
beforeAll(() => {
  redis = testRedis();
});
afterAll(() => redis.disconnect());

/** 2025-05-14 10:20:30.500 UTC: mid-minute, mid-day, mid-month. */
const NOW = Date.UTC(2025, 4, 14, 10, 20, 30, 500);
const NEXT_MINUTE_S = Date.UTC(2025, 4, 14, 10, 21) / 1000;
const NEXT_DAY_S = Date.UTC(2025, 4, 15) / 1000;
const NEXT_MONTH_S = Date.UTC(2025, 5, 1) / 1000;

const limits = (l: Partial<UsageLimits>): UsageLimits => ({
  perMinute: null,
  daily: null,
  monthly: null,
  ...l,
});

function limiter(client: Redis = redis): UsageLimiter {
  return new UsageLimiter(client, testPrefix('usage'));
}

describe('UsageLimiter exactness', () => {
  it('grants exactly the limit to 300 concurrent calls over three connections', async () => {
    const prefix = testPrefix('usage');
    const clients = [testRedis(), testRedis(), testRedis()];
    try {
      const limiters = clients.map((c) => new UsageLimiter(c, prefix));
      const lim = limits({ perMinute: 50 });
      const decisions = await Promise.all(
        Array.from({ length: 300 }, (_, i) => limiters[i % 3]!.consume('acc', lim, 1, NOW + (i % 7))),
      );
      expect(decisions.reduce((n, d) => n + d.granted, 0)).toBe(50);
      expect(decisions.filter((d) => d.granted === 0).every((d) => d.code === 'rate_limited')).toBe(true);
      const remaining = decisions.map((d) => Number(d.headers['X-RateLimit-Remaining']));
      // Each grant saw a distinct remaining count: 49 down to 0, once each.
      expect(
        decisions
          .filter((d) => d.granted === 1)
          .map((d) => Number(d.headers['X-RateLimit-Remaining']))
          .sort((a, b) => a - b),
      ).toEqual(Array.from({ length: 50 }, (_, i) => i));
      expect(Math.min(...remaining)).toBe(0);
    } finally {
      clients.forEach((c) => c.disconnect());
    }
  });

  it('grants a batch partially and says the per-minute window stopped it', async () => {
    const l = limiter();
    const d = await l.consume('acc', limits({ perMinute: 10, daily: 1000, monthly: 5000 }), 25, NOW);
    expect(d).toMatchObject({
      granted: 10,
      blockedBy: 'per_minute',
      code: 'rate_limited',
      retryAfterSeconds: 30,
    });
    expect(d.headers).toEqual({
      'X-RateLimit-Limit': '10',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(NEXT_MINUTE_S),
      'X-Quota-Limit': '5000',
      'X-Quota-Remaining': '4990',
      'Retry-After': '30',
    });
    // The daily quota counted only the granted units.
    const next = await l.consume('acc', limits({ perMinute: null, daily: 1000, monthly: 5000 }), 1, NOW);
    expect(next.headers['X-RateLimit-Remaining']).toBe('989');
  });

  it('grants everything when the request fits, leaving no blocking window', async () => {
    const d = await limiter().consume('acc', limits({ perMinute: 10 }), 10, NOW);
    expect(d).toMatchObject({ granted: 10, blockedBy: null, code: null, retryAfterSeconds: null });
    expect(d.headers['Retry-After']).toBeUndefined();
    expect(d.headers['X-RateLimit-Remaining']).toBe('0');
  });

  it('starts a fresh count when the minute rolls over', async () => {
    const l = limiter();
    const lim = limits({ perMinute: 3 });
    expect((await l.consume('acc', lim, 3, NOW)).granted).toBe(3);
    const late = await l.consume('acc', lim, 1, Date.UTC(2025, 4, 14, 10, 20, 59, 999));
    expect(late).toMatchObject({ granted: 0, blockedBy: 'per_minute', retryAfterSeconds: 1 });
    const next = await l.consume('acc', lim, 2, Date.UTC(2025, 4, 14, 10, 21, 0, 0));
    expect(next).toMatchObject({ granted: 2, blockedBy: null });
    expect(next.headers['X-RateLimit-Remaining']).toBe('1');
    expect(next.headers['X-RateLimit-Reset']).toBe(String(NEXT_MINUTE_S + 60));
  });

  it('keeps accounts apart', async () => {
    const l = limiter();
    const lim = limits({ perMinute: 2 });
    expect((await l.consume('a', lim, 5, NOW)).granted).toBe(2);
    expect((await l.consume('b', lim, 5, NOW)).granted).toBe(2);
  });
});

describe('UsageLimiter quotas', () => {
  it('reports a daily quota as quota_exceeded until UTC midnight, and resets the next day', async () => {
    const l = limiter();
    const lim = limits({ perMinute: 100, daily: 5 });
    expect((await l.consume('acc', lim, 5, NOW)).granted).toBe(5);
    // A later minute: the per-minute window has room, the day has none.
    const d = await l.consume('acc', lim, 1, NOW + 3 * 60_000);
    expect(d).toMatchObject({ granted: 0, blockedBy: 'daily', code: 'quota_exceeded' });
    expect(d.retryAfterSeconds).toBe(NEXT_DAY_S - Math.floor((NOW + 3 * 60_000) / 1000));
    expect(d.headers['Retry-After']).toBe(String(d.retryAfterSeconds));
    expect((await l.consume('acc', lim, 1, NEXT_DAY_S * 1000)).granted).toBe(1);
  });

  it('reports a monthly quota with a Retry-After to the first of next month', async () => {
    const l = limiter();
    const lim = limits({ daily: 100, monthly: 4 });
    expect((await l.consume('acc', lim, 4, NOW)).granted).toBe(4);
    const d = await l.consume('acc', lim, 2, NOW);
    expect(d).toMatchObject({ granted: 0, blockedBy: 'monthly', code: 'quota_exceeded' });
    expect(d.retryAfterSeconds).toBe(Math.ceil((NEXT_MONTH_S * 1000 - NOW) / 1000));
    expect(d.headers['X-Quota-Remaining']).toBe('0');
    // The next calendar month starts from zero; the day (2025-06-01) is new too.
    expect((await l.consume('acc', lim, 4, NEXT_MONTH_S * 1000)).granted).toBe(4);
  });

  it('when daily and monthly are both exhausted, reports the one that resets later', async () => {
    const l = limiter();
    const lim = limits({ daily: 3, monthly: 3 });
    const d = await l.consume('acc', lim, 5, NOW);
    expect(d).toMatchObject({ granted: 3, blockedBy: 'monthly', code: 'quota_exceeded' });
    expect(d.retryAfterSeconds).toBe(Math.ceil((NEXT_MONTH_S * 1000 - NOW) / 1000));
  });

  it('when the minute and the day are both exhausted, reports the day', async () => {
    const l = limiter();
    const d = await l.consume('acc', limits({ perMinute: 3, daily: 3 }), 4, NOW);
    expect(d).toMatchObject({ granted: 3, blockedBy: 'daily', code: 'quota_exceeded' });
  });

  it('blames the window that ran out, not one that merely had less room than asked', async () => {
    // Minute: 3 left of 3; day: 5 left. Asking 10 grants 3 and empties the minute, not the day.
    const d = await limiter().consume('acc', limits({ perMinute: 3, daily: 5 }), 10, NOW);
    expect(d).toMatchObject({
      granted: 3,
      blockedBy: 'per_minute',
      code: 'rate_limited',
      retryAfterSeconds: 30,
    });
  });

  it('rolls the month over on the last day of a 31-day month', async () => {
    const l = limiter();
    const lim = limits({ monthly: 1 });
    const endOfJan = Date.UTC(2025, 0, 31, 23, 59, 59, 900);
    expect((await l.consume('acc', lim, 1, endOfJan)).granted).toBe(1);
    const blocked = await l.consume('acc', lim, 1, endOfJan);
    expect(blocked.retryAfterSeconds).toBe(1);
    expect((await l.consume('acc', lim, 1, Date.UTC(2025, 1, 1))).granted).toBe(1);
  });
});

describe('UsageLimiter headers', () => {
  it('omits every limit header when all windows are unlimited, and grants everything', async () => {
    const d = await limiter().consume('acc', limits({}), 5000, NOW);
    expect(d.granted).toBe(5000);
    expect(d.headers).toEqual({});
  });

  it('answers an account without limits without calling Redis', async () => {
    const closed = testRedis();
    closed.disconnect();
    const l = limiter(closed);
    expect(await l.consume('acc', limits({}), 7, NOW)).toEqual({
      granted: 7,
      blockedBy: null,
      code: null,
      retryAfterSeconds: null,
      headers: {},
    });
    expect(await l.peek('acc', limits({}), NOW)).toEqual({});
    // One limit makes it count, and a closed connection then fails.
    await expect(l.consume('acc', limits({ monthly: 5 }), 1, NOW)).rejects.toThrow();
  });

  it('describes the daily window in X-RateLimit-* when per-minute is unlimited, and omits X-Quota-* without a monthly quota', async () => {
    const d = await limiter().consume('acc', limits({ daily: 20 }), 3, NOW);
    expect(d.headers).toEqual({
      'X-RateLimit-Limit': '20',
      'X-RateLimit-Remaining': '17',
      'X-RateLimit-Reset': String(NEXT_DAY_S),
    });
  });

  it('sends only X-Quota-* when only the monthly quota is set', async () => {
    const d = await limiter().consume('acc', limits({ monthly: 9 }), 2, NOW);
    expect(d.headers).toEqual({ 'X-Quota-Limit': '9', 'X-Quota-Remaining': '7' });
  });

  it('peek reports the headers without consuming anything', async () => {
    const l = limiter();
    const lim = limits({ perMinute: 5, monthly: 10 });
    await l.consume('acc', lim, 2, NOW);
    const peeked = await l.peek('acc', lim, NOW);
    expect(peeked).toEqual({
      'X-RateLimit-Limit': '5',
      'X-RateLimit-Remaining': '3',
      'X-RateLimit-Reset': String(NEXT_MINUTE_S),
      'X-Quota-Limit': '10',
      'X-Quota-Remaining': '8',
    });
    await l.peek('acc', lim, NOW);
    expect((await l.consume('acc', lim, 10, NOW)).granted).toBe(3);
  });

  it('peek on a fresh account creates no keys', async () => {
    const prefix = testPrefix('usage');
    await new UsageLimiter(redis, prefix).peek('acc', limits({ perMinute: 5, daily: 5, monthly: 5 }), NOW);
    expect(await redis.keys(`${prefix}*`)).toEqual([]);
  });
});

describe('UsageLimiter keys', () => {
  it('keeps counters only for limited windows, under the prefix, expiring shortly after the window', async () => {
    const prefix = testPrefix('usage');
    const now = Date.now();
    await new UsageLimiter(redis, prefix).consume('acc', limits({ perMinute: 5, monthly: 50 }), 1, now);
    const keys = (await redis.keys(`${prefix}*`)).sort();
    expect(keys).toHaveLength(2);
    const minuteKey = keys.find((k) => k.includes(':minute:'))!;
    expect(minuteKey.startsWith(`${prefix}usage:{acc}:minute:`)).toBe(true);
    const ttl = await redis.pttl(minuteKey);
    // Until the end of the current minute plus one minute of grace.
    expect(ttl).toBeGreaterThan(60_000 - 1000);
    expect(ttl).toBeLessThanOrEqual(120_000);
    expect(await redis.get(minuteKey)).toBe('1');
  });

  it('rejects a negative or fractional count', async () => {
    await expect(limiter().consume('acc', limits({}), -1, NOW)).rejects.toThrow(RangeError);
    await expect(limiter().consume('acc', limits({}), 1.5, NOW)).rejects.toThrow(RangeError);
  });
});

/**
 * Per-account rate limit (per minute) and quotas (daily, monthly), counted in Redis so that every API
 * process sharing the Redis sees the same counters.
 *
 * Window choice: fixed windows aligned to UTC — the current minute, the UTC day, the UTC calendar
 * month. Quotas are sold and billed per day and per calendar month, so those windows must be the
 * calendar ones; the per-minute window follows the same rule so all three behave alike, the
 * `X-RateLimit-Reset` header is one fixed instant the client can wait for, and each window is one
 * integer counter (a sliding log would need one entry per unit, which a 5,000-name batch makes
 * expensive). The known cost of fixed windows — up to twice the per-minute limit across a minute
 * boundary — is acceptable for a limit whose job is to smooth load, not to meter it.
 *
 * An account with no limit at all is not counted: nothing would be read or kept, so no call is made.
 *
 * Exactness: one Lua script reads every limited window, grants `min(count, remaining of each)` and
 * increments each by the grant, atomically, so a limit of N accepts exactly N however many processes
 * race. Window boundaries come from the caller's clock (`nowMs`, default `Date.now()`); a process
 * whose clock lags only shifts which window a unit lands in near a boundary, and no window's counter
 * can ever pass its limit.
 */
import type { Redis } from 'ioredis';
import { LuaScript, RedisKeys } from './connection.js';

/** An account's limits; null means unlimited. */
export interface UsageLimits {
  perMinute: number | null;
  daily: number | null;
  monthly: number | null;
}

/** Which window stopped a consumption. */
export type UsageWindowName = 'per_minute' | 'daily' | 'monthly';

/** The outcome of one consumption, with the response headers describing the state after it. */
export interface UsageDecision {
  /** Units granted, 0..count. */
  granted: number;
  /** The exhausted window that kept the grant below `count`; null when everything was granted. */
  blockedBy: UsageWindowName | null;
  code: 'rate_limited' | 'quota_exceeded' | null;
  /** Seconds until the blocking window resets (at least 1); null when not blocked. */
  retryAfterSeconds: number | null;
  headers: Record<string, string>;
}

/**
 * How long a window's counter outlives the window. A process whose clock lags a little may still
 * count against the window that just ended; the counter must still be there for that to be exact.
 */
export const USAGE_KEY_GRACE_MS = 60_000;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * KEYS: the minute, day and month counters. ARGV[1] count, ARGV[2] 1 to write / 0 to only read, then
 * per window (in KEYS order) its limit (-1 = unlimited) and its counter's time to live in ms.
 * Returns the grant followed by each window's usage after it (-1 for unlimited windows).
 */
const CONSUME = new LuaScript(`
local count = tonumber(ARGV[1])
local write = ARGV[2] == '1'
local limits, ttls, used = {}, {}, {}
local granted = count
for i = 1, 3 do
  limits[i] = tonumber(ARGV[1 + 2 * i])
  ttls[i] = tonumber(ARGV[2 + 2 * i])
  if limits[i] >= 0 then
    used[i] = tonumber(redis.call('GET', KEYS[i]) or '0')
    local remaining = limits[i] - used[i]
    if remaining < 0 then remaining = 0 end
    if remaining < granted then granted = remaining end
  else
    used[i] = -1
  end
end
local out = { granted }
for i = 1, 3 do
  if limits[i] >= 0 then
    if write and granted > 0 then
      used[i] = redis.call('INCRBY', KEYS[i], granted)
      redis.call('PEXPIRE', KEYS[i], ttls[i])
    end
  end
  out[i + 1] = used[i]
end
return out
`);

interface UsageWindow {
  name: UsageWindowName;
  key: string;
  limit: number | null;
  endMs: number;
}

/** Atomic check-and-increment of an account's per-minute, daily and monthly counters. */
export class UsageLimiter {
  private readonly keys: RedisKeys;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.keys = new RedisKeys(prefix);
  }

  /**
   * Consumes up to `count` units: grants as many as every limited window still allows, counts them,
   * and says which window (if any) stopped the rest.
   */
  async consume(
    accountId: string,
    limits: UsageLimits,
    count: number,
    nowMs: number = Date.now(),
  ): Promise<UsageDecision> {
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new RangeError(`count must be a non-negative integer, got ${count}`);
    }
    return this.run(accountId, limits, count, true, nowMs);
  }

  /** The headers describing the current usage, consuming nothing (for idempotent replays). */
  async peek(
    accountId: string,
    limits: UsageLimits,
    nowMs: number = Date.now(),
  ): Promise<Record<string, string>> {
    return (await this.run(accountId, limits, 0, false, nowMs)).headers;
  }

  private async run(
    accountId: string,
    limits: UsageLimits,
    count: number,
    write: boolean,
    nowMs: number,
  ): Promise<UsageDecision> {
    // An account without any limit (an operator's own key, often) has nothing to count: the script
    // would read no counter and write none, so the round trip to Redis is skipped.
    if (limits.perMinute === null && limits.daily === null && limits.monthly === null) {
      return { granted: count, blockedBy: null, code: null, retryAfterSeconds: null, headers: {} };
    }
    const windows = this.windows(accountId, limits, nowMs);
    const args: (string | number)[] = [count, write ? '1' : '0'];
    for (const w of windows) {
      if (w.limit !== null && (!Number.isSafeInteger(w.limit) || w.limit < 0)) {
        throw new RangeError(`${w.name} limit must be a non-negative integer or null, got ${w.limit}`);
      }
      args.push(w.limit ?? -1, w.endMs - nowMs + USAGE_KEY_GRACE_MS);
    }
    const reply = await CONSUME.run(
      this.redis,
      windows.map((w) => w.key),
      args,
    );
    const [granted, ...usedAfter] = (reply as unknown[]).map(Number);
    if (granted === undefined || usedAfter.length !== windows.length) {
      throw new Error(`unexpected usage script reply: ${JSON.stringify(reply)}`);
    }
    const remaining = windows.map((w, i) =>
      w.limit === null ? null : Math.max(0, w.limit - (usedAfter[i] ?? 0)),
    );

    let blocked: UsageWindow | null = null;
    if (granted < count) {
      // Of the windows now exhausted, the one that resets last is the one the client must wait for.
      for (const [i, w] of windows.entries()) {
        if (remaining[i] === 0 && (blocked === null || w.endMs >= blocked.endMs)) blocked = w;
      }
    }
    const blockedBy = blocked?.name ?? null;
    const retryAfterSeconds =
      blocked === null ? null : Math.max(1, Math.ceil((blocked.endMs - nowMs) / 1000));

    const headers: Record<string, string> = {};
    const [minute, day, month] = windows as [UsageWindow, UsageWindow, UsageWindow];
    const rateIndex = minute.limit !== null ? 0 : day.limit !== null ? 1 : -1;
    const rateWindow = windows[rateIndex];
    if (rateWindow && rateWindow.limit !== null) {
      headers['X-RateLimit-Limit'] = String(rateWindow.limit);
      headers['X-RateLimit-Remaining'] = String(remaining[rateIndex]);
      headers['X-RateLimit-Reset'] = String(Math.ceil(rateWindow.endMs / 1000));
    }
    if (month.limit !== null) {
      headers['X-Quota-Limit'] = String(month.limit);
      headers['X-Quota-Remaining'] = String(remaining[2]);
    }
    if (retryAfterSeconds !== null) headers['Retry-After'] = String(retryAfterSeconds);

    return {
      granted,
      blockedBy,
      code: blockedBy === null ? null : blockedBy === 'per_minute' ? 'rate_limited' : 'quota_exceeded',
      retryAfterSeconds,
      headers,
    };
  }

  /** The three windows containing `nowMs`, in the order the script expects. */
  private windows(accountId: string, limits: UsageLimits, nowMs: number): UsageWindow[] {
    const account = RedisKeys.account(accountId);
    const minuteStart = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
    const dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;
    const now = new Date(nowMs);
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth();
    const dayLabel = new Date(dayStart).toISOString().slice(0, 10);
    const monthLabel = dayLabel.slice(0, 7);
    return [
      {
        name: 'per_minute',
        key: this.keys.key('usage', account, 'minute', String(minuteStart / MINUTE_MS)),
        limit: limits.perMinute,
        endMs: minuteStart + MINUTE_MS,
      },
      {
        name: 'daily',
        key: this.keys.key('usage', account, 'day', dayLabel),
        limit: limits.daily,
        endMs: dayStart + DAY_MS,
      },
      {
        name: 'monthly',
        key: this.keys.key('usage', account, 'month', monthLabel),
        limit: limits.monthly,
        endMs: Date.UTC(year, month + 1, 1),
      },
    ];
  }
}

/**
 * The per-account cap on concurrent extended-depth requests, shared by every API process. Each
 * running request holds a lease: a member of the account's sorted set, scored by the lease's expiry.
 * A request releases its lease when it finishes; a crashed process's lease simply expires.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LuaScript, RedisKeys } from './connection.js';

/**
 * Default lease. Longer than an extended-depth request should ever run (web search further back plus
 * page fetches, tens of seconds), so a live request never loses its slot; short enough that a slot
 * held by a crashed process comes back within two minutes.
 */
export const EXTENDED_LEASE_MS = 120_000;

/**
 * Upper bound of the Retry-After given when the cap is full. The earliest lease expiry is only the
 * worst case (a crashed holder); live holders release as soon as they finish, usually within seconds.
 */
export const EXTENDED_RETRY_AFTER_MAX_SECONDS = 10;

/** The outcome of asking for a slot. */
export type SlotGrant = { ok: true; token: string } | { ok: false; retryAfterSeconds: number };

/**
 * KEYS[1] the account's lease set. ARGV: now, cap, lease ms, token. Drops expired leases, then adds
 * the token if fewer than `cap` remain. Returns {1} on success, {0, ms until the earliest lease
 * expires (-1 when there is none)} when full.
 */
const ACQUIRE = new LuaScript(`
local now = tonumber(ARGV[1])
local cap = tonumber(ARGV[2])
local lease = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < cap then
  redis.call('ZADD', KEYS[1], now + lease, ARGV[4])
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < lease then redis.call('PEXPIRE', KEYS[1], lease) end
  return { 1 }
end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if first[2] then return { 0, tonumber(first[2]) - now } end
return { 0, -1 }
`);

/**
 * KEYS[1] the lease set. ARGV: now, lease ms, token. Extends the token's lease if it is still live;
 * returns 1 if it was, 0 if it had expired or was released.
 */
const RENEW = new LuaScript(`
local score = redis.call('ZSCORE', KEYS[1], ARGV[3])
if not score or tonumber(score) <= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[3])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1
`);

/** Concurrent extended-depth slots per account, as expiring leases in Redis. */
export class ExtendedSlots {
  private readonly keys: RedisKeys;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.keys = new RedisKeys(prefix);
  }

  /** Takes one of the account's `cap` slots for `leaseMs`, or says how long to wait. */
  async acquire(
    accountId: string,
    cap: number,
    leaseMs: number = EXTENDED_LEASE_MS,
    nowMs: number = Date.now(),
  ): Promise<SlotGrant> {
    if (!Number.isSafeInteger(leaseMs) || leaseMs <= 0) {
      throw new RangeError(`leaseMs must be a positive integer, got ${leaseMs}`);
    }
    const token = randomUUID();
    const reply = (await ACQUIRE.run(
      this.redis,
      [this.key(accountId)],
      [nowMs, cap, leaseMs, token],
    )) as number[];
    if (reply[0] === 1) return { ok: true, token };
    const untilExpiryMs = reply[1] ?? -1;
    const seconds = untilExpiryMs < 0 ? EXTENDED_RETRY_AFTER_MAX_SECONDS : Math.ceil(untilExpiryMs / 1000);
    return { ok: false, retryAfterSeconds: Math.min(EXTENDED_RETRY_AFTER_MAX_SECONDS, Math.max(1, seconds)) };
  }

  /** Pushes a held lease's expiry to `leaseMs` from now; false when the lease was already lost. */
  async renew(
    accountId: string,
    token: string,
    leaseMs: number = EXTENDED_LEASE_MS,
    nowMs: number = Date.now(),
  ): Promise<boolean> {
    const reply = await RENEW.run(this.redis, [this.key(accountId)], [nowMs, leaseMs, token]);
    return Number(reply) === 1;
  }

  /** Gives the slot back; releasing an expired or unknown token does nothing. */
  async release(accountId: string, token: string): Promise<void> {
    await this.redis.zrem(this.key(accountId), token);
  }

  private key(accountId: string): string {
    return this.keys.key('extended', RedisKeys.account(accountId));
  }
}

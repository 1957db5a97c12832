/**
 * Idempotency keys, scoped to the account. The first request with a key claims it (a pending entry
 * with a lease); when it finishes, its response is stored for 24 hours and replayed to any later
 * request with the same key and the same fingerprint. A different fingerprint is a conflict.
 */
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { LuaScript, RedisKeys } from './connection.js';

/** How long a completed response is kept for replay (spec section 8: 24 hours). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * How long a pending claim lives. Longer than the slowest request (an extended-depth verify with
 * survivors), so a live request keeps its claim; a crashed request frees the key after this.
 */
export const IDEMPOTENCY_PENDING_LEASE_MS = 150_000;

/** Pause between polls while waiting for a concurrent request: short next to a verify's latency. */
export const IDEMPOTENCY_POLL_MS = 50;

/** A response as stored for replay. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** What `begin` found for a key. */
export type IdempotencyBegin =
  | { state: 'new'; token: string }
  | { state: 'replay'; response: StoredResponse }
  | { state: 'conflict' }
  | { state: 'in_progress' };

/**
 * JSON with object keys sorted at every level, so two bodies that differ only in key order have the
 * same text. Follows JSON.stringify otherwise (undefined members dropped, non-finite numbers null).
 */
export function canonicalJson(value: unknown): string {
  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    return canonicalJson((value as { toJSON: () => unknown }).toJSON());
  }
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined || typeof v === 'function' ? 'null' : canonicalJson(v))).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .flatMap((k) => {
        const v = (value as Record<string, unknown>)[k];
        return v === undefined || typeof v === 'function' ? [] : [`${JSON.stringify(k)}:${canonicalJson(v)}`];
      });
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the method, the path and the canonical JSON of the body. */
export function fingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

/**
 * KEYS[1] the entry (a hash: state, fp, token, response). ARGV: fingerprint, token, lease ms.
 * Claims a free key; otherwise reports conflict, replay (with the stored response) or in progress.
 */
const BEGIN = new LuaScript(`
local entry = redis.call('HMGET', KEYS[1], 'state', 'fp', 'response')
if not entry[1] then
  redis.call('HSET', KEYS[1], 'state', 'pending', 'fp', ARGV[1], 'token', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return { 'new' }
end
if entry[2] ~= ARGV[1] then return { 'conflict' } end
if entry[1] == 'done' then return { 'replay', entry[3] } end
return { 'in_progress' }
`);

/**
 * KEYS[1] the entry. ARGV: token, response JSON, retention ms. Stores the response if the entry is
 * still pending under this token; returns 1 if it did.
 */
const COMPLETE = new LuaScript(`
local entry = redis.call('HMGET', KEYS[1], 'state', 'token')
if entry[1] ~= 'pending' or entry[2] ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'state', 'done', 'response', ARGV[2])
redis.call('HDEL', KEYS[1], 'token')
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`);

/** KEYS[1] the entry. ARGV[1] token. Deletes a pending entry held by this token; returns 1 if it did. */
const RELEASE = new LuaScript(`
local entry = redis.call('HMGET', KEYS[1], 'state', 'token')
if entry[1] ~= 'pending' or entry[2] ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
`);

/** Idempotency-Key entries in Redis, one namespace per account. */
export class IdempotencyStore {
  private readonly keys: RedisKeys;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly pendingLeaseMs: number = IDEMPOTENCY_PENDING_LEASE_MS,
  ) {
    this.keys = new RedisKeys(prefix);
  }

  /** Claims the key for this request, or says what is already there. Exactly one concurrent caller gets `new`. */
  async begin(accountId: string, key: string, requestFingerprint: string): Promise<IdempotencyBegin> {
    const token = randomUUID();
    const reply = (await BEGIN.run(
      this.redis,
      [this.entryKey(accountId, key)],
      [requestFingerprint, token, this.pendingLeaseMs],
    )) as [string, string?];
    switch (reply[0]) {
      case 'new':
        return { state: 'new', token };
      case 'replay':
        return { state: 'replay', response: JSON.parse(reply[1] ?? 'null') as StoredResponse };
      case 'conflict':
        return { state: 'conflict' };
      case 'in_progress':
        return { state: 'in_progress' };
      default:
        throw new Error(`unexpected idempotency script reply: ${JSON.stringify(reply)}`);
    }
  }

  /**
   * Stores the response of the request holding `token`, kept 24 hours. Returns false (and stores
   * nothing) when the token no longer holds the key, e.g. its lease expired.
   */
  async complete(accountId: string, key: string, token: string, response: StoredResponse): Promise<boolean> {
    const reply = await COMPLETE.run(
      this.redis,
      [this.entryKey(accountId, key)],
      [token, JSON.stringify(response), IDEMPOTENCY_RETENTION_MS],
    );
    return Number(reply) === 1;
  }

  /**
   * Forgets a pending claim whose work failed and should not be replayed (a 5xx, a 429), so a retry
   * runs again. Only the holder's token can release; returns whether it did.
   */
  async release(accountId: string, key: string, token: string): Promise<boolean> {
    const reply = await RELEASE.run(this.redis, [this.entryKey(accountId, key)], [token]);
    return Number(reply) === 1;
  }

  /**
   * Waits for a concurrent request holding the key to finish. Returns its stored response,
   * 'conflict' if the key holds a different request, or null when nothing was stored in time — the
   * wait timed out, or the holder released the key or crashed, in which case the caller may `begin`
   * again.
   */
  async waitForResult(
    accountId: string,
    key: string,
    requestFingerprint: string,
    timeoutMs: number,
  ): Promise<StoredResponse | 'conflict' | null> {
    const entryKey = this.entryKey(accountId, key);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [state, fp, response] = await this.redis.hmget(entryKey, 'state', 'fp', 'response');
      if (state == null) return null;
      if (fp !== requestFingerprint) return 'conflict';
      if (state === 'done' && response != null) return JSON.parse(response) as StoredResponse;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await sleep(Math.min(IDEMPOTENCY_POLL_MS, left));
    }
  }

  private entryKey(accountId: string, key: string): string {
    return this.keys.key('idempotency', RedisKeys.account(accountId), key);
  }
}

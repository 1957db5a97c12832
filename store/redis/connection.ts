/**
 * Redis connections and key naming. Every key Vigil writes starts with the configured prefix
 * (`redisPrefix`, default `vigil:`), so a deployment's keys can be listed with one pattern and several
 * deployments can share one Redis.
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLogger, type Logger } from '../../core/logger.js';

/**
 * How often an API command is retried while Redis is unreachable before it fails. Small, so a request
 * answers with an error within a few seconds instead of hanging until Redis comes back.
 */
export const API_MAX_RETRIES_PER_REQUEST = 2;

/** The prefix used when the configuration does not name one (same as the config table's default). */
export const DEFAULT_REDIS_PREFIX = 'vigil:';

/**
 * Opens a connection. BullMQ workers (`worker: true`) need `maxRetriesPerRequest: null`, so their
 * blocking commands wait out an outage; API connections fail fast. A connection error is logged once
 * per outage (not once per reconnect attempt) and never escapes as an unhandled 'error' event.
 */
export function createRedis(url: string, opts: { worker?: boolean; logger?: Logger } = {}): Redis {
  const logger = opts.logger ?? createLogger('info');
  const redis = new Redis(url, {
    maxRetriesPerRequest: opts.worker ? null : API_MAX_RETRIES_PER_REQUEST,
    connectionName: opts.worker ? 'vigil-worker' : 'vigil-api',
  });
  let failing = false;
  redis.on('error', (err: Error) => {
    if (failing) return;
    failing = true;
    logger.error({ err, redis: redactUrl(url) }, 'Redis connection error; retrying in the background');
  });
  redis.on('ready', () => {
    if (!failing) return;
    failing = false;
    logger.info({ redis: redactUrl(url) }, 'Redis connection restored');
  });
  return redis;
}

/** The URL without its password, for logs. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable Redis URL)';
  }
}

/** Builds the names of Vigil's Redis keys, all under one prefix. */
export class RedisKeys {
  constructor(readonly prefix: string = DEFAULT_REDIS_PREFIX) {}

  /** `prefix` + the parts joined with `:`. */
  key(...parts: string[]): string {
    return this.prefix + parts.join(':');
  }

  /**
   * A key part for one account, wrapped in a hash tag so all of an account's keys land in the same
   * Redis Cluster slot and one script may touch several of them.
   */
  static account(accountId: string): string {
    return `{${accountId}}`;
  }

  /** A SCAN/KEYS pattern matching everything written under this prefix. */
  pattern(): string {
    return `${this.prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
  }
}

/**
 * A Lua script run by its SHA-1 (EVALSHA) and sent in full only when the server does not know it
 * yet (after a restart or on a new server), so each call ships a few bytes instead of the script.
 */
export class LuaScript {
  readonly sha: string;

  constructor(readonly lua: string) {
    this.sha = createHash('sha1').update(lua).digest('hex');
  }

  /** Runs the script with its keys and arguments. */
  async run(redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (e) {
      if (!(e instanceof Error) || !e.message.startsWith('NOSCRIPT')) throw e;
      return redis.eval(this.lua, keys.length, ...keys, ...args);
    }
  }
}

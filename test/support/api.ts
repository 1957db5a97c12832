/**
 * A real Vigil API for integration tests: real HTTP on 127.0.0.1, a real SQLite state file in a
 * temporary directory, and the suite's real Redis under a private key prefix.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { createApp } from '../../api/app.js';
import { listenApi } from '../../api/http-server.js';
import { silentLogger } from '../../core/logger.js';
import type { Matcher } from '../../core/verification.js';
import { createRedis } from '../../store/redis/connection.js';
import { ExtendedSlots } from '../../store/redis/extended-slots.js';
import { IdempotencyStore } from '../../store/redis/idempotency.js';
import { UsageLimiter } from '../../store/redis/usage-limiter.js';
import type { Account, KeyKind, NewAccount, StateStore } from '../../store/state/ports.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';
import { testPrefix, testRedisUrl } from './redis.js';

export interface TestApi {
  url: string;
  state: StateStore;
  redis: Redis;
  prefix: string;
  dir: string;
  /** Creates an account and one key of each requested kind. */
  account(
    input?: Partial<NewAccount>,
    kinds?: KeyKind[],
  ): Promise<{ account: Account; live: string; test: string }>;
  /** fetch against the API with a key. */
  call(
    key: string | null,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; json: any; text: string }>;
  stop(): Promise<void>;
}

export async function startTestApi(
  opts: {
    matcher?: Matcher | null;
    now?: () => Date;
    statePath?: string;
    prefix?: string;
    idempotencyWaitMs?: number;
  } = {},
): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-api-'));
  const state = openSqliteState(opts.statePath ?? join(dir, 'state.sqlite'));
  const redis = createRedis(testRedisUrl());
  const prefix = opts.prefix ?? testPrefix('api');
  const app = createApp({
    logger: silentLogger,
    state,
    limiter: new UsageLimiter(redis, prefix),
    slots: new ExtendedSlots(redis, prefix),
    idempotency: new IdempotencyStore(redis, prefix),
    matcher: opts.matcher === undefined ? null : opts.matcher,
    trustProxy: false,
    maxBodyBytes: 64 * 1024,
    idempotencyWaitMs: opts.idempotencyWaitMs ?? 10_000,
    now: opts.now,
  });
  const server = await listenApi(app, 0, '127.0.0.1');
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  let n = 0;
  return {
    url,
    state,
    redis,
    prefix,
    dir,
    async account(input = {}, kinds = ['live', 'test']) {
      const account = await state.accounts.create({ name: `acct-${++n}`, ...input });
      const keys = { live: '', test: '' };
      for (const kind of kinds) keys[kind] = (await state.keys.issue(account.id, { kind })).secret;
      return { account, ...keys };
    },
    async call(key, method, path, body, headers = {}) {
      const res = await fetch(url + path, {
        method,
        headers: {
          ...(key ? { Authorization: `Bearer ${key}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, headers: res.headers, json, text };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      redis.disconnect();
      await state.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

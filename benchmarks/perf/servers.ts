/**
 * The two servers the verify benchmark compares, each run in its own process so the load generator
 * does not share their event loop: `bare` (a minimal Koa JSON endpoint that parses the body and
 * answers a small JSON object) and `vigil` (the real API over a given obituary index).
 *
 *   node --import tsx benchmarks/perf/servers.ts bare
 *   node --import tsx benchmarks/perf/servers.ts vigil <indexDir> <redisUrl>
 *
 * Prints one JSON line `{url, key?}` on stdout when listening.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import getRawBody from 'raw-body';
import { createApp } from '../../api/app.js';
import { silentLogger } from '../../core/logger.js';
import { ObituaryMatcher } from '../../matcher/obituary-matcher.js';
import { createRedis } from '../../store/redis/connection.js';
import { ExtendedSlots } from '../../store/redis/extended-slots.js';
import { IdempotencyStore } from '../../store/redis/idempotency.js';
import { UsageLimiter } from '../../store/redis/usage-limiter.js';
import { openSqliteIndex } from '../../store/index/sqlite-index.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';

async function listen(app: Koa): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      resolve(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`);
    });
    server.keepAliveTimeout = 65_000;
  });
}

async function bare(): Promise<void> {
  const app = new Koa();
  app.use(async (ctx) => {
    const body = JSON.parse(await getRawBody(ctx.req, { encoding: 'utf8', limit: '1mb' })) as {
      last_name?: string;
    };
    ctx.body = { result: 'not_found', last_name: body.last_name ?? null };
  });
  process.stdout.write(`${JSON.stringify({ url: await listen(app) })}\n`);
}

async function vigil(indexDir: string, redisUrl: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-perf-state-'));
  // The benchmark ends this process with a signal (handled below as process.exit), so clean up on exit.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const state = openSqliteState(join(dir, 'state.sqlite'));
  const account = await state.accounts.create({
    name: 'perf',
    quotaPerMinute: null,
    quotaDaily: null,
    quotaMonthly: null,
  });
  const { secret } = await state.keys.issue(account.id, { kind: 'live' });
  const redis = createRedis(redisUrl);
  const prefix = `perf:${process.pid}:`;
  const app = createApp({
    logger: silentLogger,
    state,
    limiter: new UsageLimiter(redis, prefix),
    slots: new ExtendedSlots(redis, prefix),
    idempotency: new IdempotencyStore(redis, prefix),
    matcher: new ObituaryMatcher({ index: openSqliteIndex(indexDir) }),
    trustProxy: false,
    maxBodyBytes: 1 << 20,
    idempotencyWaitMs: 30_000,
  });
  process.stdout.write(`${JSON.stringify({ url: await listen(app), key: secret })}\n`);
}

const [kind, indexDir, redisUrl] = process.argv.slice(2);
if (kind === 'bare') await bare();
else if (kind === 'vigil' && indexDir && redisUrl) await vigil(indexDir, redisUrl);
else throw new Error('usage: servers.ts bare | vigil <indexDir> <redisUrl>');

// Exit cleanly on a signal so `node --cpu-prof` can write its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));

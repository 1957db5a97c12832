/**
 * The two servers the verify benchmark compares, each run in its own processes so the load generator
 * does not share their event loops: `bare` (a minimal Koa JSON endpoint that parses the body and
 * answers a small JSON object) and `vigil` (the real API over a given obituary index). With
 * `--processes N` (N > 1) each runs as `vigil serve --api-processes N` runs the API: N worker
 * processes on one port through Node's cluster module, the primary only setting up and forwarding.
 *
 *   node --import tsx benchmarks/perf/servers.ts bare [--processes N]
 *   node --import tsx benchmarks/perf/servers.ts vigil <indexDir> <redisUrl> [--processes N]
 *
 * Prints one JSON line `{url, key?, pids}` on stdout when listening (`pids`: every process serving,
 * primary first, for CPU and memory accounting).
 */
import cluster from 'node:cluster';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import getRawBody from 'raw-body';
import { createApp } from '../../api/app.js';
import { listenApi } from '../../api/http-server.js';
import { silentLogger } from '../../core/logger.js';
import { ObituaryMatcher } from '../../matcher/obituary-matcher.js';
import { createRedis } from '../../store/redis/connection.js';
import { ExtendedSlots } from '../../store/redis/extended-slots.js';
import { IdempotencyStore } from '../../store/redis/idempotency.js';
import { UsageLimiter } from '../../store/redis/usage-limiter.js';
import { openSqliteIndex } from '../../store/index/sqlite-index.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';

/** Where a worker learns what to serve: the primary's argv is not a worker's. */
const WORKER_ENV = 'VIGIL_PERF_SERVER';

/** Listens as `vigil serve` does (`listenApi`), the bare endpoint too, so both servers match. */
async function listen(app: Koa): Promise<string> {
  const addr = (await listenApi(app, 0, '127.0.0.1')).address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

function bareApp(): Koa {
  const app = new Koa();
  app.use(async (ctx) => {
    const body = JSON.parse(await getRawBody(ctx.req, { encoding: 'utf8', limit: '1mb' })) as {
      last_name?: string;
    };
    ctx.body = { result: 'not_found', last_name: body.last_name ?? null };
  });
  return app;
}

/** A state store with one unlimited live key, in a temporary folder removed when this process exits. */
async function vigilState(): Promise<{ statePath: string; key: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-perf-state-'));
  // The benchmark ends this process with a signal (handled below as process.exit), so clean up on exit.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const statePath = join(dir, 'state.sqlite');
  const state = openSqliteState(statePath);
  const account = await state.accounts.create({
    name: 'perf',
    quotaPerMinute: null,
    quotaDaily: null,
    quotaMonthly: null,
  });
  const { secret } = await state.keys.issue(account.id, { kind: 'live' });
  await state.close();
  return { statePath, key: secret };
}

/**
 * The real API over the index. It listens once the index has loaded what it keeps in memory
 * (`warm`), as a server that has been up a while has: the benchmark measures steady state.
 */
async function vigilApp(indexDir: string, redisUrl: string, statePath: string, prefix: string): Promise<Koa> {
  const redis = createRedis(redisUrl);
  const index = openSqliteIndex(indexDir);
  await index.warm();
  return createApp({
    logger: silentLogger,
    // As `vigil serve` opens it (api/runtime.ts): checkpoints on a worker thread.
    state: openSqliteState(statePath, { backgroundCheckpoints: true }),
    limiter: new UsageLimiter(redis, prefix),
    slots: new ExtendedSlots(redis, prefix),
    idempotency: new IdempotencyStore(redis, prefix),
    matcher: new ObituaryMatcher({ index }),
    trustProxy: false,
    maxBodyBytes: 1 << 20,
    idempotencyWaitMs: 30_000,
  });
}

interface ServerSpec {
  kind: 'bare' | 'vigil';
  indexDir?: string;
  redisUrl?: string;
  statePath?: string;
  prefix?: string;
}

async function appOf(spec: ServerSpec): Promise<Koa> {
  return spec.kind === 'bare'
    ? bareApp()
    : vigilApp(spec.indexDir!, spec.redisUrl!, spec.statePath!, spec.prefix!);
}

/** Serves `spec` in this process, or in `processes` cluster workers; prints the JSON line. */
async function serve(spec: ServerSpec, processes: number, extra: { key?: string }): Promise<void> {
  if (processes <= 1) {
    const url = await listen(await appOf(spec));
    process.stdout.write(`${JSON.stringify({ url, ...extra, pids: [process.pid] })}\n`);
    return;
  }
  const pids: number[] = [];
  let port = 0;
  await Promise.all(
    Array.from(
      { length: processes },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = cluster.fork({ [WORKER_ENV]: JSON.stringify(spec) });
          worker.once('exit', (code) => reject(new Error(`server worker exited with ${code}`)));
          worker.once('listening', (address) => {
            port = address.port;
            pids.push(worker.process.pid!);
            resolve();
          });
        }),
    ),
  );
  const url = `http://127.0.0.1:${port}`;
  process.stdout.write(`${JSON.stringify({ url, ...extra, pids: [process.pid, ...pids] })}\n`);
  // The workers go when this process does.
  process.once('exit', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill();
  });
}

if (cluster.isWorker) {
  const spec = JSON.parse(process.env[WORKER_ENV] ?? '{}') as ServerSpec;
  await listen(await appOf(spec));
} else {
  const args = process.argv.slice(2);
  const at = args.indexOf('--processes');
  const processes = at >= 0 ? Number(args[at + 1]) : 1;
  if (at >= 0) args.splice(at, 2);
  if (!Number.isInteger(processes) || processes < 1) throw new Error('--processes takes a whole number >= 1');
  const [kind, indexDir, redisUrl] = args;
  if (kind === 'bare') {
    await serve({ kind: 'bare' }, processes, {});
  } else if (kind === 'vigil' && indexDir && redisUrl) {
    const { statePath, key } = await vigilState();
    const prefix = `perf:${process.pid}:`;
    await serve({ kind: 'vigil', indexDir, redisUrl, statePath, prefix }, processes, { key });
  } else {
    throw new Error('usage: servers.ts bare | vigil <indexDir> <redisUrl> [--processes N]');
  }
}

// Exit cleanly on a signal so `node --cpu-prof` can write its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));

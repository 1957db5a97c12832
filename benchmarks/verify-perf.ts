/**
 * Verify speed at index scale (issue 4): p99 server time at depth recent, and sustained verify
 * throughput against a bare Koa JSON endpoint measured side by side in the same run, plus a batch of
 * 50. Both servers run in their own processes; one keep-alive load generator drives each in turn.
 *
 *   npx tsx benchmarks/verify-perf.ts [--decedents 1000000] [--index DIR] [--seconds 20] [--concurrency 16]
 *
 * With --index DIR an index built earlier (benchmarks/index-build.ts N DIR) is reused; otherwise one
 * is built first. Writes its RESULTS.md section.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Indexer } from '../indexer/indexer.js';
import type { NoticeInput } from '../indexer/observation.js';
import { REINDEX_BATCH } from '../indexer/reindex.js';
import { openSqliteIndex } from '../store/index/sqlite-index.js';
import { startPrivateRedis } from '../store/redis/private-server.js';
import { machineLine, markdownTable, writeResultsSection } from './results.js';
import { syntheticNotices } from './synthetic-notices.js';

/** Issue 4's bars at 1,000,000 decedents, depth recent, 2 cores. */
const P99_SERVER_MS_TARGET = 20;
const THROUGHPUT_RATIO_TARGET = 0.25;
/** Share of queries for people who are in the index; the rest are misses (not_found). */
const HIT_SHARE = 0.7;

interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  status: Record<string, number>;
  clientMs: { p50: number; p99: number };
  serverMs: { p50: number; p99: number } | null;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function post(
  agent: Agent,
  url: URL,
  body: string,
  key?: string,
): Promise<{ status: number; server: number | null }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(key ? { Authorization: `Bearer ${key}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const timing = /dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
          resolve({ status: res.statusCode ?? 0, server: timing ? Number(timing[1]) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function drive(
  url: string,
  bodies: string[],
  opts: { seconds: number; concurrency: number; key?: string },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const target = new URL(url);
  const client: number[] = [];
  const server: number[] = [];
  const status: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < deadline) {
        const body = bodies[next++ % bodies.length]!;
        const t0 = performance.now();
        const r = await post(agent, target, body, opts.key);
        client.push(performance.now() - t0);
        if (r.server !== null) server.push(r.server);
        status[r.status] = (status[r.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  client.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    requests: client.length,
    seconds,
    perSecond: Math.round(client.length / seconds),
    status,
    clientMs: { p50: percentile(client, 50), p99: percentile(client, 99) },
    serverMs: server.length ? { p50: percentile(server, 50), p99: percentile(server, 99) } : null,
  };
}

function startServer(args: string[]): Promise<{ child: ChildProcess; url: string; key?: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'perf/servers.ts'), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server ${args[0]} exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const info = JSON.parse(line) as { url: string; key?: string };
      resolve({ child, ...info });
    });
  });
}

/** Verify bodies: people from the index (with state and, often, birth year) and people it lacks. */
function verifyBodies(count: number, sample: number): string[] {
  const bodies: string[] = [];
  const step = Math.max(1, Math.floor(count / sample));
  let i = 0;
  for (const n of syntheticNotices(count)) {
    if (n.obituary.sourceType !== 'funeral_home') continue;
    if (i++ % step !== 0) continue;
    const o = n.obituary;
    const hit = bodies.length % 10 < HIT_SHARE * 10;
    bodies.push(
      JSON.stringify({
        first_name: o.name.given,
        middle_name: bodies.length % 3 === 0 ? o.name.middle[0] : undefined,
        last_name: hit ? o.name.surname : `${o.name.surname}zq`,
        dob: o.birthDate && bodies.length % 2 === 0 ? { year: o.birthDate.year } : undefined,
        address: { state: o.residence?.state },
        search_depth: 'recent',
      }),
    );
    if (bodies.length >= sample) break;
  }
  return bodies;
}

async function buildIndex(dir: string, count: number): Promise<number> {
  const index = openSqliteIndex(dir);
  const t0 = performance.now();
  const build = await index.beginBuild();
  const indexer = new Indexer(build.index);
  let batch: NoticeInput[] = [];
  for (const n of syntheticNotices(count)) {
    batch.push(n);
    if (batch.length >= REINDEX_BATCH) {
      await indexer.write(batch);
      batch = [];
    }
  }
  await indexer.write(batch);
  await build.publish();
  await index.close();
  return (performance.now() - t0) / 1000;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      decedents: { type: 'string', default: '1000000' },
      index: { type: 'string' },
      seconds: { type: 'string', default: '20' },
      concurrency: { type: 'string', default: '16' },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const count = Number(values.decedents);
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  const indexDir = values.index ?? mkdtempSync(join(tmpdir(), 'vigil-perf-index-'));
  let buildSeconds: number | null = null;
  if (!values.index || !existsSync(join(indexDir, 'CURRENT'))) {
    process.stderr.write(`building an index of ${count} decedents in ${indexDir}\n`);
    buildSeconds = await buildIndex(indexDir, count);
  }
  const redisDir = mkdtempSync(join(tmpdir(), 'vigil-perf-redis-'));
  const redis = await startPrivateRedis({ dir: redisDir, persist: false });
  const bodies = verifyBodies(count, 5_000);
  const bare = await startServer(['bare']);
  const vigil = await startServer(['vigil', indexDir, redis.url]);
  try {
    // Warm both (page cache, JIT), then measure one after the other with the same client.
    await drive(bare.url, bodies, { seconds: 2, concurrency });
    await drive(vigil.url + '/api/v1/verify', bodies, { seconds: 3, concurrency, key: vigil.key });
    const bareRun = await drive(bare.url, bodies, { seconds, concurrency });
    const verifyRun = await drive(vigil.url + '/api/v1/verify', bodies, {
      seconds,
      concurrency,
      key: vigil.key,
    });
    const batchBodies = Array.from({ length: 20 }, (_, k) =>
      JSON.stringify({ items: bodies.slice(k * 50, k * 50 + 50).map((b) => JSON.parse(b) as unknown) }),
    );
    const batchRun = await drive(vigil.url + '/api/v1/verify/batch', batchBodies, {
      seconds: Math.min(10, seconds),
      concurrency: 2,
      key: vigil.key,
    });
    const ratio = verifyRun.perSecond / bareRun.perSecond;
    const p99 = verifyRun.serverMs?.p99 ?? Number.NaN;
    const command = `npx tsx benchmarks/verify-perf.ts --decedents ${count} --seconds ${seconds} --concurrency ${concurrency}`;
    const fmt = (n: number) => n.toFixed(2);
    const md = [
      '## Verify speed (SQLite index, depth recent)',
      '',
      `Command: \`${command}\` · ${machineLine()} · ${count} decedents${buildSeconds === null ? '' : ` (index built in ${buildSeconds.toFixed(0)} s)`} · ${concurrency} concurrent keep-alive clients · load generator on the same machine`,
      '',
      markdownTable(
        [
          'endpoint',
          'requests/s',
          'client p50 ms',
          'client p99 ms',
          'server p50 ms',
          'server p99 ms',
          'statuses',
        ],
        [
          [
            'bare Koa JSON',
            bareRun.perSecond,
            fmt(bareRun.clientMs.p50),
            fmt(bareRun.clientMs.p99),
            '-',
            '-',
            JSON.stringify(bareRun.status),
          ],
          [
            'POST /api/v1/verify',
            verifyRun.perSecond,
            fmt(verifyRun.clientMs.p50),
            fmt(verifyRun.clientMs.p99),
            fmt(verifyRun.serverMs?.p50 ?? 0),
            fmt(p99),
            JSON.stringify(verifyRun.status),
          ],
          [
            'POST /api/v1/verify/batch (50 items)',
            batchRun.perSecond,
            fmt(batchRun.clientMs.p50),
            fmt(batchRun.clientMs.p99),
            fmt(batchRun.serverMs?.p50 ?? 0),
            fmt(batchRun.serverMs?.p99 ?? 0),
            JSON.stringify(batchRun.status),
          ],
        ],
      ),
      '',
      markdownTable(
        ['bar (issue 4)', 'measured', 'result'],
        [
          [
            `server p99 < ${P99_SERVER_MS_TARGET} ms`,
            `${fmt(p99)} ms`,
            p99 < P99_SERVER_MS_TARGET ? 'pass' : 'FAIL',
          ],
          [
            `verify/bare throughput >= ${THROUGHPUT_RATIO_TARGET * 100}%`,
            `${(ratio * 100).toFixed(1)}%`,
            ratio >= THROUGHPUT_RATIO_TARGET ? 'pass' : 'FAIL',
          ],
        ],
      ),
    ].join('\n');
    console.log(md);
    if (!values['no-write']) {
      writeResultsSection('verify-perf', md, {
        command,
        machine: machineLine(),
        decedents: count,
        buildSeconds,
        bare: bareRun,
        verify: verifyRun,
        batch: batchRun,
        ratio,
      });
    }
  } finally {
    bare.child.kill();
    vigil.child.kill();
    await redis.stop();
    rmSync(redisDir, { recursive: true, force: true });
    if (!values.index) rmSync(indexDir, { recursive: true, force: true });
  }
}

await main();

/**
 * Verify speed at index scale (issue 4): p99 server time at depth recent, and sustained verify
 * throughput against a bare Koa JSON endpoint measured side by side in the same run, plus a batch of
 * 50. Both servers run in their own processes; one keep-alive load generator drives each in turn.
 * Besides the saturation run, a run with a few clients gives the latency a lightly loaded server
 * answers with, and the servers' own CPU per request says where a throughput gap comes from.
 *
 *   npx tsx benchmarks/verify-perf.ts [--decedents 1000000] [--index DIR] [--seconds 20] [--concurrency 16]
 *     [--no-write]
 *
 * With --index DIR an index built earlier (benchmarks/index-build.ts N DIR) is reused; otherwise one
 * is built first. Writes its RESULTS.md section unless --no-write. `vigil bench perf` runs it as one
 * part of the speed suite through `runVerifyPerf`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Indexer } from '../indexer/indexer.js';
import type { NoticeInput } from '../indexer/observation.js';
import { REINDEX_BATCH } from '../indexer/reindex.js';
import { openSqliteIndex } from '../store/index/sqlite-index.js';
import { startPrivateRedis } from '../store/redis/private-server.js';
import {
  benchmarkEntry,
  isEntryPoint,
  machineCpuTicks,
  processCpuMs,
  processPeakRssMb,
  stealPercent,
} from './perf/processes.js';
import { machineLine, markdownTable, writeResultsSection } from './results.js';
import { syntheticNotices } from './synthetic-notices.js';

/** Issue 4's bars at 1,000,000 decedents, depth recent, 2 cores. */
export const P99_SERVER_MS_TARGET = 20;
export const THROUGHPUT_RATIO_TARGET = 0.25;
/** Clients of the saturation run: enough to keep both cores busy with requests queued behind them. */
export const SATURATION_CONCURRENCY = 16;
/** Clients of the light run: a few callers at once, so its latency is service time, not queueing. */
export const LIGHT_CONCURRENCY = 4;
/** Items per batch request (issue 4 names a batch of 50). */
export const BATCH_ITEMS = 50;
/** Warm-up before measuring (page cache, JIT); shortened when the measured runs are shorter. */
const BARE_WARM_UP_SECONDS = 2;
const VERIFY_WARM_UP_SECONDS = 3;
/** Read size when warming the index file (sequential reads; the size hardly matters past a few MiB). */
const WARM_CHUNK_BYTES = 8 * 2 ** 20;
/** Distinct batch bodies (of BATCH_ITEMS people each), set apart from the verify bodies. */
const BATCH_BODIES = 400;
/** The batch run is capped: at 50 items a request it reaches steady state quickly. */
const BATCH_MAX_SECONDS = 10;
/**
 * Distinct request bodies: the last BATCH_BODIES x BATCH_ITEMS make the batches, and the rest are
 * sent one each, in order, across the verify runs (warm-up, saturation, light). That is more than
 * those runs send, so no query repeats and nothing the server keeps about a query (cached pages of
 * its rows and documents) is warmed by the benchmark itself. Were the runs to send more, the bodies
 * would be sent again from the first, and the report says how many were repeats.
 */
const VERIFY_BODIES = 150_000;

/** Hands out bodies in order, from the first again when all were sent; counts what it handed out. */
class BodyStream {
  sent = 0;
  constructor(readonly bodies: readonly string[]) {}
  next(): string {
    return this.bodies[this.sent++ % this.bodies.length]!;
  }
  get repeats(): number {
    return Math.max(0, this.sent - this.bodies.length);
  }
}
/** Share of queries for people who are in the index; the rest are misses (not_found). */
const HIT_SHARE = 0.7;

/** One measured load run against one endpoint. */
export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  status: Record<string, number>;
  clientMs: { p50: number; p99: number };
  serverMs: { p50: number; p99: number } | null;
  /** The server process's user+system CPU per request during the run (null off Linux). */
  serverCpuMsPerRequest: number | null;
  /**
   * Share of the machine's CPU time the hypervisor took during the run, in percent (null off Linux):
   * the figures of a run where it is high measure the neighbours as much as the code.
   */
  stealPercent: number | null;
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
  bodies: BodyStream,
  opts: { seconds: number; concurrency: number; key?: string },
): Promise<Omit<LoadResult, 'serverCpuMsPerRequest' | 'stealPercent'>> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const target = new URL(url);
  const client: number[] = [];
  const server: number[] = [];
  const status: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < deadline) {
        const body = bodies.next();
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

interface RunningServer {
  child: ChildProcess;
  url: string;
  key?: string;
  /** Every process serving (the primary first): CPU and memory are counted over all of them. */
  pids: number[];
}

/** The sum of a per-process reading over every process, or null when one cannot be read. */
function sumOver(pids: readonly number[], read: (pid: number) => number | null): number | null {
  let total = 0;
  for (const pid of pids) {
    const v = read(pid);
    if (v === null) return null;
    total += v;
  }
  return total;
}

function startServer(args: string[]): Promise<RunningServer> {
  const entry = benchmarkEntry('perf/servers');
  const child = spawn(process.execPath, [...entry.execArgv, entry.file, ...args], {
    cwd: entry.cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server ${args[0]} exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const info = JSON.parse(line) as { url: string; key?: string; pids: number[] };
      resolve({ child, ...info });
    });
  });
}

/** Drives `url` and charges the CPU the server process spent meanwhile to the requests. */
async function measure(
  server: RunningServer,
  path: string,
  bodies: BodyStream,
  opts: { seconds: number; concurrency: number },
): Promise<LoadResult> {
  const before = sumOver(server.pids, processCpuMs);
  const machineBefore = machineCpuTicks();
  const run = await drive(server.url + path, bodies, { ...opts, ...(server.key ? { key: server.key } : {}) });
  const machineAfter = machineCpuTicks();
  const after = sumOver(server.pids, processCpuMs);
  return {
    ...run,
    serverCpuMsPerRequest:
      before === null || after === null || run.requests === 0 ? null : (after - before) / run.requests,
    stealPercent: stealPercent(machineBefore, machineAfter),
  };
}

/** Verify bodies: people from the index (with state and, often, birth year) and people it lacks. */
function verifyBodies(count: number, sample: number): string[] {
  const bodies: string[] = [];
  // About half the notices are funeral-home pages, so this step yields the sample before the end.
  const step = Math.max(1, Math.floor(count / (2 * sample)));
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

/** What `runVerifyPerf` measures with. */
export interface VerifyPerfOptions {
  /** Decedents in the index (built from the synthetic notices when `indexDir` holds none). */
  decedents: number;
  /** An index folder to use (built there when it holds none, and kept); default a temporary one. */
  indexDir?: string;
  /** Length of each measured run. */
  seconds: number;
  /** Clients of the saturation run. */
  concurrency: number;
  /**
   * Processes each server runs in (default: one per core, as `vigil serve --api-processes 0`); the
   * bare endpoint gets as many, so the two stay side by side.
   */
  serverProcesses?: number;
  /** The command credited in the report; default this script's own. */
  command?: string;
  /** Progress lines (default stderr). */
  log?: (line: string) => void;
}

/** The figures of one verify run, its report and the bars it was judged by. */
export interface VerifyPerfResult {
  command: string;
  machine: string;
  cores: number;
  decedents: number;
  /** Seconds spent building the index first, or null when an existing one was used. */
  buildSeconds: number | null;
  concurrency: number;
  lightConcurrency: number;
  /** Processes each server ran in. */
  serverProcesses: number;
  bare: LoadResult;
  /** The saturation run: its server p99 is the figure judged against the bar. */
  verify: LoadResult;
  /** The light run (informational). */
  verifyLight: LoadResult;
  batch: LoadResult;
  /**
   * The saturation run again, against a Vigil server over an empty index: no query's keys hold a row,
   * so each verify costs the request path alone (HTTP, authentication, usage counting, the request
   * log, validation, the blocking keys and a not_found answer) and no retrieval or scoring.
   */
  emptyIndex: LoadResult;
  /** Verify requests/s over bare requests/s, same run. */
  ratio: number;
  /**
   * The empty-index run's requests/s over bare requests/s: the most the throughput ratio can reach
   * with this request path, however cheap retrieval and scoring became.
   */
  emptyIndexRatio: number;
  /** Server p99 of the saturation run (NaN when the server sent no timing). */
  p99ServerMs: number;
  p99Pass: boolean;
  ratioPass: boolean;
  /** Peak resident memory of each server process over the whole run (null off Linux). */
  serverPeakRssMb: { bare: number | null; vigil: number | null };
  /**
   * From starting the Vigil server to its listening: opening the index and loading what it keeps in
   * memory (the key table and the names), in every process at once.
   */
  vigilStartSeconds: number;
  /** Distinct request bodies and how many requests were sent (verify: warm-up and both runs). */
  bodies: {
    verifyDistinct: number;
    verifySent: number;
    verifyRepeats: number;
    batchDistinct: number;
    batchSent: number;
  };
  markdown: string;
}

/** The script's own command line for these options. */
export function verifyPerfCommand(
  o: Pick<VerifyPerfOptions, 'decedents' | 'seconds' | 'concurrency' | 'serverProcesses'>,
): string {
  return (
    `npx tsx benchmarks/verify-perf.ts --decedents ${o.decedents} --seconds ${o.seconds} --concurrency ${o.concurrency}` +
    (o.serverProcesses === undefined ? '' : ` --server-processes ${o.serverProcesses}`)
  );
}

/** Builds (or reuses) the index, starts both servers and measures bare, verify, light verify and batch. */
/**
 * Reads the current index version file once, start to end, so the OS page cache holds it as on a
 * server that has been answering for a while. An index left cold (evicted by other work) made
 * verify disk-bound and several times slower, with a p99 dominated by reads from disk. The figures
 * of record are the warm ones; a cold start is a deployment matter.
 * Returns the bytes read.
 */
function warmIndexFile(indexDir: string): number {
  const file = join(indexDir, readFileSync(join(indexDir, 'CURRENT'), 'utf8').trim());
  const fd = openSync(file, 'r');
  const chunk = Buffer.allocUnsafe(WARM_CHUNK_BYTES);
  let total = 0;
  try {
    for (
      let n = readSync(fd, chunk, 0, chunk.length, null);
      n > 0;
      n = readSync(fd, chunk, 0, chunk.length, null)
    ) {
      total += n;
    }
  } finally {
    closeSync(fd);
  }
  return total;
}

export async function runVerifyPerf(options: VerifyPerfOptions): Promise<VerifyPerfResult> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const { decedents: count, seconds, concurrency } = options;
  const processes = options.serverProcesses ?? availableParallelism();
  const indexDir = options.indexDir ?? mkdtempSync(join(tmpdir(), 'vigil-perf-index-'));
  let buildSeconds: number | null = null;
  const redisDir = mkdtempSync(join(tmpdir(), 'vigil-perf-redis-'));
  const emptyIndexDir = mkdtempSync(join(tmpdir(), 'vigil-perf-empty-index-'));
  const servers: RunningServer[] = [];
  let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined;
  try {
    if (!existsSync(join(indexDir, 'CURRENT'))) {
      log(`building an index of ${count} decedents in ${indexDir}`);
      buildSeconds = await buildIndex(indexDir, count);
    }
    const warmed = warmIndexFile(indexDir);
    log(`read the index file once to warm the OS page cache: ${(warmed / 2 ** 20).toFixed(0)} MiB`);
    redis = await startPrivateRedis({ dir: redisDir, persist: false });
    const all = verifyBodies(count, VERIFY_BODIES);
    // The last part of the list makes the batches; the verify runs take the rest in order.
    // (A small index gives fewer bodies than that; a fifth of them then.)
    const batchItems = all.slice(
      all.length - Math.min(BATCH_BODIES * BATCH_ITEMS, Math.floor(all.length / 5)),
    );
    const bodies = new BodyStream(all.slice(0, all.length - batchItems.length));
    const bare = await startServer(['bare', '--processes', String(processes)]);
    servers.push(bare);
    const started = performance.now();
    const vigil = await startServer(['vigil', indexDir, redis.url, '--processes', String(processes)]);
    servers.push(vigil);
    const vigilStartSeconds = (performance.now() - started) / 1000;
    log(
      `servers: ${processes} process(es) each; Vigil loaded its index for serving in ${vigilStartSeconds.toFixed(1)} s`,
    );
    // Warm both (page cache, JIT), then measure one after the other with the same client.
    const bareBodies = new BodyStream(bodies.bodies);
    await drive(bare.url, bareBodies, { seconds: Math.min(BARE_WARM_UP_SECONDS, seconds), concurrency });
    await drive(vigil.url + '/api/v1/verify', bodies, {
      seconds: Math.min(VERIFY_WARM_UP_SECONDS, seconds),
      concurrency,
      key: vigil.key!,
    });
    const bareRun = await measure(bare, '', bareBodies, { seconds, concurrency });
    log(`bare Koa: ${bareRun.perSecond} requests/s`);
    const verifyRun = await measure(vigil, '/api/v1/verify', bodies, { seconds, concurrency });
    log(`verify, ${concurrency} clients: ${verifyRun.perSecond} requests/s`);
    const lightRun = await measure(vigil, '/api/v1/verify', bodies, {
      seconds,
      concurrency: LIGHT_CONCURRENCY,
    });
    log(`verify, ${LIGHT_CONCURRENCY} clients: ${lightRun.perSecond} requests/s`);
    const batchBodies = new BodyStream(
      Array.from({ length: Math.ceil(batchItems.length / BATCH_ITEMS) }, (_, k) =>
        JSON.stringify({
          items: batchItems
            .slice(k * BATCH_ITEMS, (k + 1) * BATCH_ITEMS)
            .map((b) => JSON.parse(b) as unknown),
        }),
      ),
    );
    const batchRun = await measure(vigil, '/api/v1/verify/batch', batchBodies, {
      seconds: Math.min(BATCH_MAX_SECONDS, seconds),
      concurrency: 2,
    });
    const serverPeakRssMb = {
      bare: sumOver(bare.pids, processPeakRssMb),
      vigil: sumOver(vigil.pids, processPeakRssMb),
    };
    // The request path's own cost, measured once the real server is done (and stopped, so its
    // processes do not share the cores): the same bodies against a Vigil server over an empty index.
    const stopped = once(vigil.child, 'exit');
    vigil.child.kill();
    await stopped;
    const empty = await startServer(['vigil', emptyIndexDir, redis.url, '--processes', String(processes)]);
    servers.push(empty);
    const emptyBodies = new BodyStream(bodies.bodies);
    await drive(empty.url + '/api/v1/verify', emptyBodies, {
      seconds: Math.min(VERIFY_WARM_UP_SECONDS, seconds),
      concurrency,
      key: empty.key!,
    });
    const emptyRun = await measure(empty, '/api/v1/verify', emptyBodies, { seconds, concurrency });
    log(`verify over an empty index, ${concurrency} clients: ${emptyRun.perSecond} requests/s`);
    const ratio = verifyRun.perSecond / bareRun.perSecond;
    const p99 = verifyRun.serverMs?.p99 ?? Number.NaN;
    const result: Omit<VerifyPerfResult, 'markdown'> = {
      command: options.command ?? verifyPerfCommand(options),
      machine: machineLine(),
      cores: cpus().length,
      decedents: count,
      buildSeconds,
      concurrency,
      lightConcurrency: LIGHT_CONCURRENCY,
      serverProcesses: processes,
      bare: bareRun,
      verify: verifyRun,
      verifyLight: lightRun,
      batch: batchRun,
      emptyIndex: emptyRun,
      ratio,
      emptyIndexRatio: emptyRun.perSecond / bareRun.perSecond,
      p99ServerMs: p99,
      p99Pass: p99 < P99_SERVER_MS_TARGET,
      ratioPass: ratio >= THROUGHPUT_RATIO_TARGET,
      serverPeakRssMb,
      vigilStartSeconds,
      bodies: {
        verifyDistinct: bodies.bodies.length,
        verifySent: bodies.sent,
        verifyRepeats: bodies.repeats,
        batchDistinct: batchBodies.bodies.length,
        batchSent: batchBodies.sent,
      },
    };
    return { ...result, markdown: renderVerifyPerf(result) };
  } finally {
    for (const s of servers) s.child.kill();
    await redis?.stop();
    rmSync(redisDir, { recursive: true, force: true });
    rmSync(emptyIndexDir, { recursive: true, force: true });
    if (!options.indexDir) rmSync(indexDir, { recursive: true, force: true });
  }
}

/** The RESULTS.md section of a verify run. */
export function renderVerifyPerf(r: Omit<VerifyPerfResult, 'markdown'>): string {
  const fmt = (n: number | null | undefined): string => (n === null || n === undefined ? '-' : n.toFixed(2));
  const row = (endpoint: string, run: LoadResult): (string | number)[] => [
    endpoint,
    run.perSecond,
    fmt(run.clientMs.p50),
    fmt(run.clientMs.p99),
    fmt(run.serverMs?.p50),
    fmt(run.serverMs?.p99),
    fmt(run.serverCpuMsPerRequest),
    fmt(run.stealPercent),
    JSON.stringify(run.status),
  ];
  const mb = (n: number | null): string => (n === null ? 'n/a' : `${n} MB`);
  return [
    '## Verify speed (SQLite index, depth recent)',
    '',
    `Command: \`${r.command}\` · ${r.machine} · ${r.decedents} decedents${r.buildSeconds === null ? '' : ` (index built in ${r.buildSeconds.toFixed(0)} s)`} · ${r.concurrency} concurrent keep-alive clients (light run: ${r.lightConcurrency}) · each server in ${r.serverProcesses} process${r.serverProcesses === 1 ? '' : 'es'} on one port (as \`vigil serve --api-processes ${r.serverProcesses}\`) · load generator on the same machine`,
    '',
    markdownTable(
      [
        'endpoint',
        'requests/s',
        'client p50 ms',
        'client p99 ms',
        'server p50 ms',
        'server p99 ms',
        'server CPU ms/request',
        'CPU stolen %',
        'statuses',
      ],
      [
        row(`bare Koa JSON, ${r.concurrency} clients`, r.bare),
        row(`POST /api/v1/verify, ${r.concurrency} clients`, r.verify),
        row(`POST /api/v1/verify, ${r.lightConcurrency} clients`, r.verifyLight),
        row(`POST /api/v1/verify/batch (${BATCH_ITEMS} items), 2 clients`, r.batch),
        row(`POST /api/v1/verify over an empty index, ${r.concurrency} clients`, r.emptyIndex),
      ],
    ),
    '',
    `Server CPU per request is the user+system time (/proc) of all the server's processes over the run divided by its requests; peak RSS of the servers, summed over their processes: bare ${mb(r.serverPeakRssMb.bare)}, Vigil ${mb(r.serverPeakRssMb.vigil)} (Vigil's includes up to 2 GiB of index pages it reads through a memory map: the OS page cache, shared with every process serving the index, not heap). CPU stolen is the share of the machine's CPU time (/proc/stat) the hypervisor gave other guests during the run: speed figures from a run where it is high say as much about the neighbours as about Vigil. The index file is read once before the runs to warm the page cache. The Vigil server listened ${r.vigilStartSeconds.toFixed(1)} s after it was started, once each process had loaded the index's key table and names into memory (a server answers from the file while it loads). Every verify request is a different person: ${r.bodies.verifyDistinct} distinct bodies, ${r.bodies.verifySent} verify requests sent over the warm-up and both runs (${r.bodies.verifyRepeats} repeats); the batch run sent ${r.bodies.batchSent} requests of ${r.bodies.batchDistinct} distinct batches.`,
    '',
    `The last row is the request path alone: the same verify bodies against a Vigil server over an empty index, started once the real one had stopped. No query's keys hold a row there, so each answer is a not_found that cost HTTP, authentication, usage counting, the request log, validation and the blocking keys, with no retrieval or scoring. It ran at ${(r.emptyIndexRatio * 100).toFixed(1)}% of bare Koa: the most the verify/bare ratio can reach with this request path, however cheap retrieval and scoring became.`,
    '',
    markdownTable(
      ['bar (issue 4)', 'measured', 'result'],
      [
        [
          `server p99 < ${P99_SERVER_MS_TARGET} ms (${r.concurrency} clients)`,
          `${fmt(r.p99ServerMs)} ms`,
          r.p99Pass ? 'pass' : 'FAIL',
        ],
        [
          `verify/bare throughput >= ${THROUGHPUT_RATIO_TARGET * 100}%`,
          `${(r.ratio * 100).toFixed(1)}%`,
          r.ratioPass ? 'pass' : 'FAIL',
        ],
      ],
    ),
  ].join('\n');
}

/** Writes the run's RESULTS.md section and results/verify-perf.json. */
export function writeVerifyPerfSection(r: VerifyPerfResult): void {
  const { markdown, ...json } = r;
  writeResultsSection('verify-perf', markdown, json);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      decedents: { type: 'string', default: '1000000' },
      index: { type: 'string' },
      seconds: { type: 'string', default: '20' },
      concurrency: { type: 'string', default: String(SATURATION_CONCURRENCY) },
      'server-processes': { type: 'string' },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const result = await runVerifyPerf({
    decedents: Number(values.decedents),
    ...(values.index ? { indexDir: values.index } : {}),
    seconds: Number(values.seconds),
    concurrency: Number(values.concurrency),
    ...(values['server-processes'] ? { serverProcesses: Number(values['server-processes']) } : {}),
  });
  console.log(result.markdown);
  if (!values['no-write']) writeVerifyPerfSection(result);
}

if (isEntryPoint(import.meta.url)) await main();

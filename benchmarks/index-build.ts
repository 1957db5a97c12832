/**
 * Index build benchmark: N synthetic decedents (names drawn from the reference frequency tables,
 * a third of them published again as a syndicated copy with the name written another way, each
 * with a family list) go through the indexer into a new SQLite index version, which is then
 * published. Prints wall time, CPU time, notices (index writes) per second and peak RSS.
 * Extraction is not part of it.
 *
 *   npx tsx benchmarks/index-build.ts [decedents=100000] [dir] [--no-write]
 *
 * Issue 3's bar: 1,000,000 decedents in under 10 minutes with peak memory under 2 GB. Peak RSS is
 * this process's high-water mark, so it is the build's only when the build has the process to
 * itself (as here, and in `vigil bench perf`, which runs `runIndexBuild` in a child process).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteIndex } from '../store/index/sqlite-index.js';
import { Indexer } from '../indexer/indexer.js';
import type { NoticeInput } from '../indexer/observation.js';
import { syntheticNotices } from './synthetic-notices.js';
import { REINDEX_BATCH } from '../indexer/reindex.js';
import { isEntryPoint, ownPeakRssMb } from './perf/processes.js';
import { machineLine, markdownTable, writeResultsSection } from './results.js';

/** Issue 3's bars for a 1,000,000-decedent build. */
export const BUILD_SECONDS_TARGET = 600;
export const PEAK_RSS_MB_TARGET = 2048;
/** The size the bars are set for; smaller builds are reported against none. */
export const BAR_DECEDENTS = 1_000_000;
/** How often (in notices) progress is logged. */
const PROGRESS_EVERY = 100_000;

/** What `runIndexBuild` builds. */
export interface IndexBuildOptions {
  /** Synthetic decedents to index. */
  decedents: number;
  /** Folder to build in and keep; default a temporary one, removed afterwards. */
  dir?: string;
  /** The command credited in the report; default this script's own. */
  command?: string;
  /** Progress lines (default stderr). */
  log?: (line: string) => void;
}

/** The figures of one build and its report. */
export interface IndexBuildResult {
  command: string;
  machine: string;
  cores: number;
  /** Decedents in the published index. */
  decedents: number;
  notices: number;
  created: number;
  merged: number;
  seconds: number;
  cpuSeconds: number;
  /** Notices written through the indexer per second of wall time (index writes/s). */
  noticesPerSecond: number;
  /** Decedents in the index per second of wall time. */
  decedentsPerSecond: number;
  peakRssMb: number;
  /** Judged only at BAR_DECEDENTS or more; null for a smaller build. */
  secondsPass: boolean | null;
  peakRssPass: boolean | null;
  /** The folder built in, when kept. */
  dir: string | null;
  markdown: string;
}

/** The script's own command line for a build of this size. */
export function indexBuildCommand(decedents: number): string {
  return `npx tsx benchmarks/index-build.ts ${decedents}`;
}

/** Decedents in the current version of the index in `dir`, or null when it holds none. */
export async function existingIndexSize(dir: string): Promise<number | null> {
  if (!existsSync(join(dir, 'CURRENT'))) return null;
  const index = openSqliteIndex(dir);
  try {
    return await index.count();
  } finally {
    await index.close();
  }
}

/** Builds and publishes an index of `decedents` synthetic decedents and measures the build. */
export async function runIndexBuild(options: IndexBuildOptions): Promise<IndexBuildResult> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const count = options.decedents;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'vigil-build-bench-'));
  try {
    const index = openSqliteIndex(dir);
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const build = await index.beginBuild();
    const indexer = new Indexer(build.index);
    let batch: NoticeInput[] = [];
    let noticesSeen = 0;
    let created = 0;
    let merged = 0;
    for (const n of syntheticNotices(count)) {
      batch.push(n);
      noticesSeen++;
      if (batch.length >= REINDEX_BATCH) {
        const s = await indexer.write(batch);
        created += s.created;
        merged += s.merged;
        batch = [];
        if (noticesSeen % PROGRESS_EVERY < REINDEX_BATCH) {
          const secs = (performance.now() - started) / 1000;
          log(`${noticesSeen} notices, ${created} decedents, ${secs.toFixed(1)} s`);
        }
      }
    }
    const s = await indexer.write(batch);
    created += s.created;
    merged += s.merged;
    await build.publish();
    const seconds = (performance.now() - started) / 1000;
    // The build machines are shared: CPU time says what the build costs when wall time is inflated by others.
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const peakRssMb = ownPeakRssMb();
    const decedents = await index.count();
    await index.close();
    const atBar = count >= BAR_DECEDENTS;
    const result: Omit<IndexBuildResult, 'markdown'> = {
      command: options.command ?? indexBuildCommand(count),
      machine: machineLine(),
      cores: cpus().length,
      decedents,
      notices: noticesSeen,
      created,
      merged,
      seconds: Number(seconds.toFixed(1)),
      cpuSeconds: Number(cpuSeconds.toFixed(1)),
      noticesPerSecond: Math.round(noticesSeen / seconds),
      decedentsPerSecond: Math.round(decedents / seconds),
      peakRssMb,
      secondsPass: atBar ? seconds < BUILD_SECONDS_TARGET : null,
      peakRssPass: atBar ? peakRssMb < PEAK_RSS_MB_TARGET : null,
      dir: options.dir ?? null,
    };
    return { ...result, markdown: renderIndexBuild(result) };
  } finally {
    if (!options.dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** The RESULTS.md section of a build. */
export function renderIndexBuild(r: Omit<IndexBuildResult, 'markdown'>): string {
  const bar =
    r.secondsPass === null || r.peakRssPass === null
      ? 'smaller than the bar size'
      : r.secondsPass && r.peakRssPass
        ? 'pass'
        : 'FAIL';
  return [
    '## Index build (SQLite)',
    '',
    `Command: \`${r.command}\` · ${r.machine}`,
    '',
    markdownTable(
      [
        'decedents',
        'notices',
        'merged copies',
        'wall',
        'CPU',
        'notices/s',
        'peak RSS',
        `bar (1M: < ${BUILD_SECONDS_TARGET} s, < ${PEAK_RSS_MB_TARGET / 1024} GB)`,
      ],
      [
        [
          r.decedents,
          r.notices,
          r.merged,
          `${r.seconds} s`,
          `${r.cpuSeconds} s`,
          r.noticesPerSecond,
          `${r.peakRssMb} MB`,
          bar,
        ],
      ],
    ),
  ].join('\n');
}

/** Writes the build's RESULTS.md section and results/index-build.json. */
export function writeIndexBuildSection(r: IndexBuildResult): void {
  const { markdown: _markdown, dir: _dir, ...json } = r;
  writeResultsSection('index-build', r.markdown, json);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const write = !process.argv.includes('--no-write');
  const keepDir = args[1];
  const result = await runIndexBuild({
    decedents: Number(args[0] ?? 100_000),
    ...(keepDir ? { dir: keepDir } : {}),
  });
  const { markdown: _markdown, command: _command, machine: _machine, ...figures } = result;
  console.log(JSON.stringify({ ...figures, dir: result.dir ?? '(removed)' }));
  if (write) writeIndexBuildSection(result);
}

if (isEntryPoint(import.meta.url)) await main();

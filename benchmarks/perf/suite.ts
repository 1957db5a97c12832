/**
 * `vigil bench perf`: the speed benchmarks as one suite. Builds a synthetic index (index-build.ts),
 * measures verify against a bare Koa endpoint on that index (verify-perf.ts) and the crawler against
 * a plain fetch loop (crawl-throughput.ts), each part in its own child process (run-part.ts) so
 * every part's peak memory and CPU are its own. Collects the judged figures in one summary table,
 * each with its target, result, the command that reproduces it and the machine's core count.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { writeCrawlThroughputSection, TARGET_PAGES_PER_SECOND, TARGET_RATIO } from '../crawl-throughput.js';
import {
  BAR_DECEDENTS,
  BUILD_SECONDS_TARGET,
  existingIndexSize,
  PEAK_RSS_MB_TARGET,
  writeIndexBuildSection,
} from '../index-build.js';
import { machineLine, markdownTable, readResultsJson, writeResultsSection } from '../results.js';
import {
  BATCH_ITEMS,
  P99_SERVER_MS_TARGET,
  SATURATION_CONCURRENCY,
  THROUGHPUT_RATIO_TARGET,
  writeVerifyPerfSection,
} from '../verify-perf.js';
import { benchmarkEntry } from './processes.js';
import {
  PERF_PARTS,
  type PartMessage,
  type PartOptions,
  type PartResults,
  type PerfPart,
} from './run-part.js';

export { PERF_PARTS, type PerfPart } from './run-part.js';

/** Issue 4 sets its bars at this size; the default of `--decedents`. */
export const DEFAULT_PERF_DECEDENTS = BAR_DECEDENTS;
/** Length of each measured verify run, seconds. */
export const DEFAULT_PERF_SECONDS = 20;
/** Decedents of the crawled obituary web: about 2,600 pages, enough for a steady pages/s. */
export const DEFAULT_CRAWL_DECEDENTS = 3000;
/** Crawl rounds (best of); two keeps the crawl part near a minute on 2 cores. */
export const DEFAULT_CRAWL_ROUNDS = 2;
/** Requests in flight on both crawl sides (crawl-throughput.ts's own default). */
const CRAWL_IN_FLIGHT = 20;
/** Seed of the crawled web (crawl-throughput.ts's own default). */
const CRAWL_SEED = 7;

/** Raised before anything runs when `--index` holds an index of another size than asked for. */
export class IndexSizeMismatch extends Error {
  override name = 'IndexSizeMismatch';
}

/** What `runPerfSuite` runs. */
export interface PerfSuiteOptions {
  /** Decedents in the index the build part makes and the verify part queries. */
  decedents: number;
  /** Index folder: reused when it already holds `decedents`, else built there; kept afterwards. */
  indexDir?: string;
  /** Parts to run (they always run in PERF_PARTS order). */
  parts: PerfPart[];
  /** Length of each measured verify run. */
  seconds: number;
  /** Clients of the saturation verify run. */
  concurrency: number;
  crawlDecedents: number;
  crawlRounds: number;
  /** Write each part's RESULTS.md section, the `perf` section and results/perf.json. */
  write: boolean;
  /** The command line of this run, for the report. */
  command: string;
  /** Progress lines of the suite and its part processes (default stderr). */
  log?: (line: string) => void;
}

/** One row of the summary table. */
export interface PerfFigure {
  part: PerfPart;
  figure: string;
  /** Null when the figure could not be measured (e.g. /proc missing) or the part was reused. */
  value: number | null;
  unit: string;
  /** The bar, or '-' for an informational figure. */
  target: string;
  result: 'pass' | 'FAIL' | '-' | 'reused';
  /** Runs this figure's part alone. */
  command: string;
  cores: number;
  /** The day (YYYY-MM-DD) the figure was measured; a part not in this run keeps its earlier rows. */
  measured?: string;
}

/** One part as run: its figures, and its process's own peak RSS and CPU. */
export interface PartRun<P extends PerfPart> {
  result: PartResults[P];
  processPeakRssMb: number;
  processCpuSeconds: number;
  wallSeconds: number;
}

/** Everything one suite run measured, with its report. */
export interface PerfSuiteResult {
  command: string;
  machine: string;
  cores: number;
  decedents: number;
  figures: PerfFigure[];
  build: PartRun<'build'> | { reused: { dir: string; decedents: number } } | null;
  verify: PartRun<'verify'> | null;
  crawl: PartRun<'crawl'> | null;
  /** The summary section (markdown), as printed and written. */
  markdown: string;
}

/** Runs one part in a child process and returns what it measured. */
export async function runPart<P extends PerfPart>(
  part: P,
  options: PartOptions[P],
  log: (line: string) => void,
): Promise<PartRun<P>> {
  const entry = benchmarkEntry('perf/run-part');
  const started = performance.now();
  const child = fork(entry.file, [part, JSON.stringify(options)], {
    cwd: entry.cwd,
    execArgv: entry.execArgv,
    // Structured clone keeps NaN (a p99 the server never timed) instead of turning it into null.
    serialization: 'advanced',
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on('line', (line) => log(`[${part}] ${line}`));
  return new Promise((resolve, reject) => {
    let message: PartMessage<P> | undefined;
    child.on('message', (m) => (message = m as PartMessage<P>));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (message?.ok) {
        const { result, processPeakRssMb, processCpuSeconds } = message;
        resolve({
          result,
          processPeakRssMb,
          processCpuSeconds,
          wallSeconds: (performance.now() - started) / 1000,
        });
      } else if (message) reject(new Error(`The ${part} part failed: ${message.error}`));
      else reject(new Error(`The ${part} part exited with ${signal ?? code} before reporting`));
    });
  });
}

/** Runs the selected parts, one child process each, and writes the results unless told not to. */
export async function runPerfSuite(options: PerfSuiteOptions): Promise<PerfSuiteResult> {
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const selected = new Set(options.parts);
  const indexDir = options.indexDir ?? mkdtempSync(join(tmpdir(), 'vigil-bench-perf-index-'));
  const repro = reproduceCommands(options);
  let build: PerfSuiteResult['build'] = null;
  let verify: PartRun<'verify'> | null = null;
  let crawl: PartRun<'crawl'> | null = null;
  try {
    const existing = await existingIndexSize(indexDir);
    if (selected.has('build')) {
      if (existing === options.decedents) {
        log(`index in ${indexDir} already holds ${existing} decedents: reused, not rebuilt`);
        build = { reused: { dir: indexDir, decedents: existing } };
      } else {
        log(`build: ${options.decedents} decedents into ${indexDir}`);
        build = await runPart(
          'build',
          { decedents: options.decedents, dir: indexDir, command: repro.build },
          log,
        );
      }
    } else if (selected.has('verify') && existing !== null && existing !== options.decedents) {
      throw new IndexSizeMismatch(
        `${indexDir} holds an index of ${existing} decedents, not ${options.decedents}: pass --decedents ${existing}, or run the build part to rebuild it`,
      );
    }
    if (selected.has('verify')) {
      log(`verify: ${options.seconds} s runs on the index in ${indexDir}`);
      verify = await runPart(
        'verify',
        {
          decedents: options.decedents,
          indexDir,
          seconds: options.seconds,
          concurrency: options.concurrency,
          command: repro.verify,
        },
        log,
      );
    }
    if (selected.has('crawl')) {
      log(`crawl: ${options.crawlDecedents}-decedent obituary web, ${options.crawlRounds} rounds`);
      crawl = await runPart(
        'crawl',
        {
          decedents: options.crawlDecedents,
          seed: CRAWL_SEED,
          rounds: options.crawlRounds,
          inFlight: CRAWL_IN_FLIGHT,
          compareGot: false,
          readerThreads: undefined,
          command: repro.crawl,
        },
        log,
      );
    }
  } finally {
    if (!options.indexDir) rmSync(indexDir, { recursive: true, force: true });
  }

  const cores = cpus().length;
  const today = new Date().toISOString().slice(0, 10);
  const measured = [
    ...(build ? buildFigures(build, repro.build) : []),
    ...(verify ? verifyFigures(verify, repro.verify) : []),
    ...(crawl ? crawlFigures(crawl, repro.crawl) : []),
  ].map((f) => ({ ...f, measured: today }));
  // `--only` re-measures some parts: the others keep the rows of the run that last measured them.
  const figures = options.write ? withEarlierRows(measured, readResultsJson('perf')) : measured;
  const machine = machineLine();
  const markdown = renderPerfSummary({
    command: options.command,
    machine,
    // A crawl-only run reads no index; its header names none.
    decedents: selected.has('build') || selected.has('verify') ? options.decedents : null,
    figures,
  });
  const result: PerfSuiteResult = {
    command: options.command,
    machine,
    cores,
    decedents: options.decedents,
    figures,
    build,
    verify,
    crawl,
    markdown,
  };
  if (options.write) {
    if (build && 'result' in build) writeIndexBuildSection(build.result);
    if (verify) writeVerifyPerfSection(verify.result);
    if (crawl) writeCrawlThroughputSection(crawl.result);
    writeResultsSection('perf', markdown, {
      ...result,
      markdown: undefined,
      // The part sections and their JSON files carry each part's report; here only the figures.
      build: build && 'result' in build ? stripMarkdown(build) : build,
      verify: verify && stripMarkdown(verify),
      crawl: crawl && stripMarkdown(crawl),
    });
  }
  return result;
}

/**
 * This run's figures, plus the earlier rows of parts this run did not measure (from the last
 * written `results/perf.json`), in part order. Rows written before figures carried their date are
 * dated 'earlier'.
 */
export function withEarlierRows(figures: PerfFigure[], earlier: unknown): PerfFigure[] {
  const ran = new Set(figures.map((f) => f.part));
  const previous = (earlier as { figures?: PerfFigure[] } | null)?.figures ?? [];
  const kept = previous
    .filter((f) => PERF_PARTS.includes(f.part) && !ran.has(f.part))
    .map((f) => ({ ...f, measured: f.measured ?? 'earlier' }));
  const all = [...figures, ...kept];
  return PERF_PARTS.flatMap((part) => all.filter((f) => f.part === part));
}

function stripMarkdown<P extends PerfPart>(run: PartRun<P>): unknown {
  const { markdown: _markdown, ...result } = run.result;
  return { ...run, result };
}

/** The command that reproduces each part alone. */
function reproduceCommands(o: PerfSuiteOptions): Record<PerfPart, string> {
  const index = o.indexDir ? ` --index ${o.indexDir}` : '';
  return {
    build: `vigil bench perf --only build --decedents ${o.decedents}${index}`,
    // Without --index the verify part first builds its own index of the same size (not judged).
    verify:
      `vigil bench perf --only verify --decedents ${o.decedents}${index} --seconds ${o.seconds}` +
      (o.concurrency === SATURATION_CONCURRENCY ? '' : ` --concurrency ${o.concurrency}`),
    crawl: `vigil bench perf --only crawl --crawl-decedents ${o.crawlDecedents} --rounds ${o.crawlRounds}`,
  };
}

const judged = (pass: boolean | null): PerfFigure['result'] => (pass === null ? '-' : pass ? 'pass' : 'FAIL');

/** A row maker for one part's figures; a value that is missing or NaN is reported as not measured. */
function figureRow(part: PerfPart, command: string, cores: number) {
  return (
    figure: string,
    value: number | null | undefined,
    unit: string,
    target = '-',
    result = judged(null),
  ): PerfFigure => ({
    part,
    figure,
    value: value === undefined || (value !== null && Number.isNaN(value)) ? null : value,
    unit,
    target,
    result,
    command,
    cores,
  });
}

function buildFigures(build: NonNullable<PerfSuiteResult['build']>, command: string): PerfFigure[] {
  const cores = cpus().length;
  const bar = `at ${BAR_DECEDENTS.toLocaleString('en-US')}`;
  if (!('result' in build)) {
    const reused = (figure: string, unit: string): PerfFigure => ({
      part: 'build',
      figure,
      value: null,
      unit,
      target: '-',
      result: 'reused',
      command,
      cores,
    });
    return [
      { ...reused('decedents in index (reused, not rebuilt)', 'decedents'), value: build.reused.decedents },
      reused('index build wall time', 's'),
      reused('index writes/s (notices through the indexer)', 'notices/s'),
      reused('index build peak RSS', 'MB'),
    ];
  }
  const r = build.result;
  const row = figureRow('build', command, r.cores);
  return [
    row('decedents in index', r.decedents, 'decedents'),
    row('index build wall time', r.seconds, 's', `< ${BUILD_SECONDS_TARGET} s ${bar}`, judged(r.secondsPass)),
    row('index build CPU time', r.cpuSeconds, 's'),
    row('index writes/s (notices through the indexer)', r.noticesPerSecond, 'notices/s'),
    row(
      'index build peak RSS',
      r.peakRssMb,
      'MB',
      `< ${PEAK_RSS_MB_TARGET} MB ${bar}`,
      judged(r.peakRssPass),
    ),
  ];
}

function verifyFigures(verify: PartRun<'verify'>, command: string): PerfFigure[] {
  const r = verify.result;
  const row = figureRow('verify', command, r.cores);
  const c = `${r.concurrency} clients`;
  const light = `${r.lightConcurrency} clients`;
  return [
    row(`verify server p99, ${c}`, r.p99ServerMs, 'ms', `< ${P99_SERVER_MS_TARGET} ms`, judged(r.p99Pass)),
    row(`verify server p50, ${c}`, r.verify.serverMs?.p50, 'ms'),
    row(`verify server p99, ${light}`, r.verifyLight.serverMs?.p99, 'ms'),
    row(`verify server p50, ${light}`, r.verifyLight.serverMs?.p50, 'ms'),
    row(`verify requests/s, ${c}`, r.verify.perSecond, 'requests/s'),
    row(`bare Koa JSON requests/s, ${c}`, r.bare.perSecond, 'requests/s'),
    row(
      'verify / bare Koa throughput (same run)',
      100 * r.ratio,
      '%',
      `>= ${THROUGHPUT_RATIO_TARGET * 100}%`,
      judged(r.ratioPass),
    ),
    row('server CPU per request, verify', r.verify.serverCpuMsPerRequest, 'ms'),
    row('server CPU per request, bare Koa', r.bare.serverCpuMsPerRequest, 'ms'),
    row(
      `verify over an empty index (request path alone) requests/s, ${c}`,
      r.emptyIndex.perSecond,
      'requests/s',
    ),
    row(
      'verify over an empty index / bare Koa throughput (ceiling of the ratio)',
      100 * r.emptyIndexRatio,
      '%',
    ),
    row('server CPU per request, verify over an empty index', r.emptyIndex.serverCpuMsPerRequest, 'ms'),
    row('machine CPU stolen by the hypervisor, verify run', r.verify.stealPercent, '%'),
    row('machine CPU stolen by the hypervisor, bare Koa run', r.bare.stealPercent, '%'),
    row(`batch of ${BATCH_ITEMS}: requests/s, 2 clients`, r.batch.perSecond, 'requests/s'),
    row(
      `batch of ${BATCH_ITEMS}: people verified/s`,
      // Only answered batches count: a refused batch verified nobody.
      r.batch.seconds > 0 ? ((r.batch.status['200'] ?? 0) * BATCH_ITEMS) / r.batch.seconds : null,
      'people/s',
    ),
    row(`batch of ${BATCH_ITEMS}: server p99`, r.batch.serverMs?.p99, 'ms'),
    row('server processes (each server, one port)', r.serverProcesses, 'processes'),
    row(
      `query run: Vigil server peak RSS, all processes (${r.decedents} decedents)`,
      r.serverPeakRssMb.vigil,
      'MB',
    ),
  ];
}

function crawlFigures(crawl: PartRun<'crawl'>, command: string): PerfFigure[] {
  const r = crawl.result;
  const row = figureRow('crawl', command, r.cores);
  return [
    row(
      'crawler pages/s (fetch, extract, index)',
      r.crawlerPagesPerSecond,
      'pages/s',
      `>= ${TARGET_PAGES_PER_SECOND}`,
      judged(r.pagesPerSecondPass),
    ),
    row('plain fetch + cheerio.load loop pages/s', r.plainPagesPerSecond, 'pages/s'),
    row('crawler / plain loop pages/s', 100 * r.ratio, '%', `>= ${TARGET_RATIO * 100}%`, judged(r.ratioPass)),
    row('crawl part peak RSS', crawl.processPeakRssMb, 'MB'),
  ];
}

/** A figure's value as printed: whole numbers from 100 up, two decimals below; '-' when missing. */
export function formatFigure(value: number | null): string {
  if (value === null) return '-';
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2);
}

/** The `perf` section: the run's command and machine, then one row per figure. */
export function renderPerfSummary(s: {
  command: string;
  machine: string;
  /** The index the build and verify parts used; null when the command ran neither. */
  decedents: number | null;
  figures: PerfFigure[];
}): string {
  return [
    '## Speed suite (`vigil bench perf`)',
    '',
    `Last command: \`${s.command}\` · ${s.machine} · ${new Date().toISOString().slice(0, 10)} · ${s.decedents === null ? 'no index part run' : `index of ${s.decedents} decedents`} · each part in its own process (peak RSS is per process); load generator and servers on the same machine. A part the last command did not run keeps the rows of the run that measured it (column "measured").`,
    '',
    markdownTable(
      ['part', 'figure', 'value', 'unit', 'target', 'result', 'reproduce with', 'cores', 'measured'],
      s.figures.map((f) => [
        f.part,
        f.figure,
        formatFigure(f.value),
        f.unit,
        f.target,
        f.result,
        `\`${f.command}\``,
        f.cores,
        f.measured ?? '-',
      ]),
    ),
  ].join('\n');
}

/** The parts `--only` and `--skip-build` leave, in run order. */
export function selectParts(only: PerfPart[] | undefined, skipBuild: boolean): PerfPart[] {
  const wanted = new Set(only ?? PERF_PARTS);
  if (skipBuild) wanted.delete('build');
  return PERF_PARTS.filter((p) => wanted.has(p));
}

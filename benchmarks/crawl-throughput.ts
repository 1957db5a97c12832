/**
 * Crawl throughput on loopback: the Crawlee crawler (fetch, extract, index into SQLite) against a plain
 * `fetch` + `cheerio.load` loop over the same pages, measured side by side in one run, with the same
 * number of requests in flight. The obituary web runs in a child process, as a real site would run
 * on another machine, so the server's rendering does not share the crawler's event loop.
 *
 *   npx tsx benchmarks/crawl-throughput.ts [--decedents 3000] [--seed 7] [--rounds 2] [--in-flight 20]
 *     [--compare-got] [--no-write]
 *
 * `--compare-got` also runs the crawler with Crawlee's default HTTP client (got-scraping), to show
 * what the keep-alive client buys. Writes its section of benchmarks/RESULTS.md unless --no-write.
 * `vigil bench perf` runs it as one part of the speed suite through `runCrawlThroughput`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'cheerio';
import { crawlSources } from '../crawler/crawl.js';
import { indexingSink } from '../indexer/crawl-sink.js';
import { Indexer } from '../indexer/indexer.js';
import { openSqliteIndex } from '../store/index/sqlite-index.js';
import { readPage } from '../crawler/read-page.js';
import { openSqliteState } from '../store/state/sqlite-state.js';
import type { CrawlSource } from '../store/state/ports.js';
import { isEntryPoint } from './perf/processes.js';
import { machineLine, markdownTable, writeResultsSection } from './results.js';

/** Issue 3's targets: at least this many pages a second, and this share of the plain loop. */
export const TARGET_PAGES_PER_SECOND = 300;
export const TARGET_RATIO = 0.25;

/** What `runCrawlThroughput` measures with. */
export interface CrawlThroughputOptions {
  /** Decedents of the generated obituary web (its size in pages follows). */
  decedents: number;
  seed: number;
  /** Measured rounds, alternating plain loop and crawler; the best of each counts. */
  rounds: number;
  /** Requests in flight on both sides. */
  inFlight: number;
  /** Also run the crawler with Crawlee's default client (got-scraping). */
  compareGot: boolean;
  readerThreads: number | undefined;
  /** The command credited in the report; default this script's own. */
  command?: string;
  /** Progress lines (default stdout). */
  log?: (line: string) => void;
}

interface Args extends CrawlThroughputOptions {
  write: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    decedents: 3000,
    seed: 7,
    rounds: 2,
    inFlight: 20,
    compareGot: false,
    readerThreads: undefined,
    write: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = (): number => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number >= 1`);
      return n;
    };
    if (flag === '--decedents') args.decedents = value();
    else if (flag === '--seed') args.seed = value();
    else if (flag === '--rounds') args.rounds = value();
    else if (flag === '--in-flight') args.inFlight = value();
    else if (flag === '--compare-got') args.compareGot = true;
    else if (flag === '--reader-threads') args.readerThreads = Number(argv[++i]);
    else if (flag === '--no-write') args.write = false;
    else throw new Error(`Unknown flag ${flag}`);
  }
  return args;
}

interface ServedWeb {
  url: string;
  sources: {
    url: string;
    type: 'funeral_home' | 'newspaper';
    state: string;
    county: string;
    name: string;
    render?: 'browser';
  }[];
  child: ChildProcess;
}

/** The child side: serve the web and report its URL and sources. */
async function serveChild(): Promise<void> {
  const { startObituaryWeb } = await import('../fixtures/web/server.js');
  const web = await startObituaryWeb({
    world: { seed: Number(process.env.SEED), decedents: Number(process.env.DECEDENTS) },
  });
  process.send?.({ url: web.url, sources: web.sources });
  process.on('disconnect', () => void web.stop().then(() => process.exit(0)));
}

function startWebProcess(args: CrawlThroughputOptions): Promise<ServedWeb> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: {
      ...process.env,
      VIGIL_BENCH_SERVE: '1',
      SEED: String(args.seed),
      DECEDENTS: String(args.decedents),
    },
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ ...(m as Omit<ServedWeb, 'child'>), child }));
    child.once('exit', (code) => reject(new Error(`obituary web process exited with ${code}`)));
  });
}

/** One measured pass: pages a second (wall clock) and CPU milliseconds of this process per page. */
export interface Pass {
  pagesPerSecond: number;
  cpuMsPerPage: number;
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
}

async function plainLoop(urls: string[], inFlight: number): Promise<Pass> {
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const response = await fetch(url);
        load(await response.text());
      }
    }),
  );
  return {
    pagesPerSecond: urls.length / ((performance.now() - started) / 1000),
    cpuMsPerPage: cpuMs(cpu) / urls.length,
  };
}

async function crawlOnce(
  sources: CrawlSource[],
  inFlight: number,
  opts: {
    repository?: Parameters<typeof crawlSources>[1]['repository'];
    gotScraping?: boolean;
    readerThreads?: number | undefined;
  } = {},
): Promise<Pass & { pages: number; obituaries: number }> {
  let obituaries = 0;
  // Each round indexes into a fresh SQLite index through the real indexer: the figure is fetch,
  // extract and index, as a crawl in production does.
  const indexDir = mkdtempSync(join(tmpdir(), 'vigil-crawl-index-'));
  const index = openSqliteIndex(indexDir);
  const toIndex = indexingSink(new Indexer(index));
  const started = performance.now();
  const cpu = process.cpuUsage();
  const stats = await crawlSources(sources, {
    sink: async (batch) => {
      obituaries += batch.length;
      await toIndex(batch);
    },
    ...(opts.repository ? { repository: opts.repository } : {}),
    hostConcurrency: inFlight,
    hostDelayMs: 0,
    maxConcurrency: inFlight,
    retryBaseDelayMs: 50,
    ...(opts.gotScraping ? { httpClient: 'got-scraping' as const } : {}),
    ...(opts.readerThreads !== undefined ? { readerThreads: opts.readerThreads } : {}),
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuPerRun = cpuMs(cpu);
  await index.close();
  rmSync(indexDir, { recursive: true, force: true });
  const pages = stats.reduce((n, s) => n + s.pagesFetched, 0);
  const failures = stats.reduce((n, s) => n + Object.values(s.errors).reduce((a, b) => a + b, 0), 0);
  if (failures > 0)
    throw new Error(`The crawl had ${failures} failed pages: ${JSON.stringify(stats.map((s) => s.errors))}`);
  return { pagesPerSecond: pages / seconds, cpuMsPerPage: cpuPerRun / pages, pages, obituaries };
}

/** The figures of one crawl-throughput run and its report. */
export interface CrawlThroughputResult {
  command: string;
  machine: string;
  cores: number;
  args: Omit<CrawlThroughputOptions, 'command' | 'log'>;
  sources: number;
  pages: number;
  obituaries: number;
  plain: Pass[];
  crawler: Pass[];
  got: Pass[];
  /** Best pages/s of each side over the rounds. */
  plainPagesPerSecond: number;
  crawlerPagesPerSecond: number;
  /** Crawler pages/s over plain pages/s, best rounds. */
  ratio: number;
  readingMsPerPage: number;
  pagesPerSecondPass: boolean;
  ratioPass: boolean;
  pass: boolean;
  load: [number, number];
  markdown: string;
}

/** The script's own command line for these options. */
export function crawlThroughputCommand(
  o: Pick<
    CrawlThroughputOptions,
    'decedents' | 'seed' | 'rounds' | 'inFlight' | 'readerThreads' | 'compareGot'
  >,
): string {
  return (
    `npx tsx benchmarks/crawl-throughput.ts --decedents ${o.decedents} --seed ${o.seed} --rounds ${o.rounds} ` +
    `--in-flight ${o.inFlight}${o.readerThreads !== undefined ? ` --reader-threads ${o.readerThreads}` : ''}` +
    `${o.compareGot ? ' --compare-got' : ''}`
  );
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const bestOf = (xs: Pass[]): number => Math.max(...xs.map((x) => x.pagesPerSecond));
const cpuOf = (xs: Pass[]): number => median(xs.map((x) => x.cpuMsPerPage));

/** Serves an obituary web in a child process and measures the plain loop and the crawler over it. */
export async function runCrawlThroughput(options: CrawlThroughputOptions): Promise<CrawlThroughputResult> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const { command: _command, log: _log, ...args } = options;
  const web = await startWebProcess(args);
  const dir = mkdtempSync(join(tmpdir(), 'vigil-crawl-bench-'));
  const state = openSqliteState(join(dir, 'state.sqlite'));
  try {
    const sources: CrawlSource[] = [];
    for (const d of web.sources.filter((s) => s.render !== 'browser')) {
      sources.push(
        await state.sources.add({
          url: d.url,
          type: d.type,
          state: d.state,
          county: d.county,
          name: d.name,
          render: 'http',
        }),
      );
    }
    // Discovery crawl: learns the page set (and warms up both sides' code paths).
    const first = await crawlOnce(sources, args.inFlight, {
      repository: state.sources,
      readerThreads: args.readerThreads,
    });
    const urls: string[] = [];
    const obituaryPages = new Set<string>();
    for (const s of sources) {
      for (const p of await state.sources.pages(s.id)) {
        urls.push(p.url);
        if (p.kind === 'obituary') obituaryPages.add(p.url);
      }
    }
    const hintsOf = new Map(
      sources.map((s) => [s.id, { sourceType: s.type, publisher: s.name, state: s.state, county: s.county }]),
    );
    log(`${sources.length} static sources, ${urls.length} pages, ${first.obituaries} obituaries`);

    const plain: Pass[] = [];
    const crawler: Pass[] = [];
    const got: Pass[] = [];
    const loadBefore = loadavg()[0]!;
    for (let round = 1; round <= args.rounds; round++) {
      plain.push(await plainLoop(urls, args.inFlight));
      // No repository: every page is fetched and extracted again, as on a first crawl.
      const c = await crawlOnce(sources, args.inFlight, { readerThreads: args.readerThreads });
      if (c.pages !== urls.length)
        throw new Error(`Crawler fetched ${c.pages} pages, expected ${urls.length}`);
      crawler.push(c);
      if (args.compareGot) {
        got.push(
          await crawlOnce(sources, args.inFlight, { gotScraping: true, readerThreads: args.readerThreads }),
        );
      }
      const show = (p: Pass | undefined): string =>
        p ? `${p.pagesPerSecond.toFixed(0)} pages/s (${p.cpuMsPerPage.toFixed(2)} CPU ms/page)` : '';
      log(
        `round ${round}: plain ${show(plain.at(-1))}, crawler ${show(crawler.at(-1))}` +
          (args.compareGot ? `, crawler with got-scraping ${show(got.at(-1))}` : ''),
      );
    }
    // The crawler's own share of the work, without I/O: finding links on every page and extracting
    // the obituary pages, on this thread, over the same pages.
    const pagesHtml: { url: string; html: string; sourceId: string }[] = [];
    for (const s of sources) {
      for (const p of await state.sources.pages(s.id)) {
        pagesHtml.push({ url: p.url, html: await (await fetch(p.url)).text(), sourceId: s.id });
      }
    }
    const readCpu = process.cpuUsage();
    for (const p of pagesHtml) {
      readPage({
        html: p.html,
        url: p.url,
        hints: hintsOf.get(p.sourceId)!,
        extract: obituaryPages.has(p.url),
      });
    }
    const readingMsPerPage = cpuMs(readCpu) / pagesHtml.length;
    const loadAfter = loadavg()[0]!;
    const plainBest = bestOf(plain);
    const crawlerBest = bestOf(crawler);
    const ratio = crawlerBest / plainBest;
    const pagesPerSecondPass = crawlerBest >= TARGET_PAGES_PER_SECOND;
    const ratioPass = ratio >= TARGET_RATIO;
    const result: Omit<CrawlThroughputResult, 'markdown'> = {
      command: options.command ?? crawlThroughputCommand(args),
      machine: machineLine(),
      cores: cpus().length,
      args,
      sources: sources.length,
      pages: urls.length,
      obituaries: first.obituaries,
      plain,
      crawler,
      got,
      plainPagesPerSecond: plainBest,
      crawlerPagesPerSecond: crawlerBest,
      ratio,
      readingMsPerPage,
      pagesPerSecondPass,
      ratioPass,
      pass: pagesPerSecondPass && ratioPass,
      load: [loadBefore, loadAfter],
    };
    log(
      `plain fetch + cheerio.load: ${plainBest.toFixed(0)} pages/s, ${cpuOf(plain).toFixed(2)} CPU ms/page\n` +
        `crawler (fetch, extract, index): ${crawlerBest.toFixed(0)} pages/s, ${cpuOf(crawler).toFixed(2)} CPU ms/page\n` +
        `ratio: ${(ratio * 100).toFixed(1)}% (targets: >= ${TARGET_PAGES_PER_SECOND} pages/s and >= ${TARGET_RATIO * 100}%): ${result.pass ? 'PASS' : 'FAIL'}\n` +
        `reading pages alone (findObituaryLinks + extractObituaries, no I/O): ${readingMsPerPage.toFixed(2)} CPU ms/page\n` +
        `load average (1 min) before/after: ${loadBefore.toFixed(1)}/${loadAfter.toFixed(1)}`,
    );
    return { ...result, markdown: renderCrawlThroughput(result) };
  } finally {
    await state.close();
    rmSync(dir, { recursive: true, force: true });
    web.child.disconnect();
  }
}

/** The RESULTS.md section of a crawl-throughput run. */
export function renderCrawlThroughput(r: Omit<CrawlThroughputResult, 'markdown'>): string {
  const row = (what: string, xs: Pass[]): (string | number)[] => [
    what,
    bestOf(xs).toFixed(0),
    xs.map((x) => x.pagesPerSecond.toFixed(0)).join(', '),
    cpuOf(xs).toFixed(2),
  ];
  const rows = [
    row('plain `fetch` + `cheerio.load`', r.plain),
    row('crawler: Crawlee HttpCrawler, extract, index (SQLite)', r.crawler),
  ];
  if (r.got.length > 0) rows.push(row('crawler with Crawlee default client (got-scraping)', r.got));
  rows.push(['of which reading pages (links + extraction, no I/O)', '', '', r.readingMsPerPage.toFixed(2)]);
  const [loadBefore, loadAfter] = r.load;
  return `## Crawl throughput (issue 3)

\`${r.command}\`, ${new Date().toISOString().slice(0, 10)}, ${r.machine}, load average ${loadBefore.toFixed(1)} before / ${loadAfter.toFixed(1)} after (other work on the machine takes its share of the cores).
${r.sources} static sources, ${r.pages} pages (${r.obituaries} obituaries), ${r.args.inFlight} requests in flight on both sides, obituary web in a child process on 127.0.0.1. Best of ${r.args.rounds} rounds, alternating; CPU is this process's (all its threads) per page, median of the rounds.

${markdownTable(['what', 'pages/s (best)', 'each round', 'CPU ms/page'], rows)}

Crawler / plain: **${(r.ratio * 100).toFixed(1)}%** by pages/s, ${((100 * cpuOf(r.plain)) / cpuOf(r.crawler)).toFixed(1)}% by CPU per page; targets ${TARGET_PAGES_PER_SECOND} pages/s and ${TARGET_RATIO * 100}%: **${r.pass ? 'met' : 'not met'}** in this run.
Reading pages (the extractor, \`crawler/extract/\`) is ${((100 * r.readingMsPerPage) / cpuOf(r.crawler)).toFixed(0)}% of the crawler's CPU per page; fetching through Crawlee, hashing and indexing are the rest.`;
}

/** Writes the run's RESULTS.md section and results/crawl-throughput.json. */
export function writeCrawlThroughputSection(r: CrawlThroughputResult): void {
  const { markdown, ...json } = r;
  writeResultsSection('crawl-throughput', markdown, json);
}

async function main(): Promise<void> {
  const { write, ...options } = parseArgs(process.argv.slice(2));
  const result = await runCrawlThroughput(options);
  if (write) writeCrawlThroughputSection(result);
}

if (process.env.VIGIL_BENCH_SERVE === '1') {
  void serveChild();
} else if (isEntryPoint(import.meta.url)) {
  main().catch((e: unknown) => {
    process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
    process.exitCode = 1;
  });
}

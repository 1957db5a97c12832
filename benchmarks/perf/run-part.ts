/**
 * Child-process entry of `vigil bench perf`: runs one part of the speed suite in a process of its
 * own, so the part's peak RSS and CPU time are its own and no earlier part's heap or garbage colours
 * its figures. Started by `runPart` (suite.ts) with fork; answers over IPC with one message.
 *
 *   node --import tsx benchmarks/perf/run-part.ts <build|verify|crawl> '<options as JSON>'
 */
import type { CrawlThroughputOptions, CrawlThroughputResult } from '../crawl-throughput.js';
import type { IndexBuildOptions, IndexBuildResult } from '../index-build.js';
import type { VerifyPerfOptions, VerifyPerfResult } from '../verify-perf.js';
import { isEntryPoint, ownPeakRssMb } from './processes.js';

/** The parts of the speed suite, in the order they run (the build makes the index verify reads). */
export const PERF_PARTS = ['build', 'verify', 'crawl'] as const;
export type PerfPart = (typeof PERF_PARTS)[number];

/** Options of each part's run function, minus the log (which goes to the child's stderr). */
export interface PartOptions {
  build: Omit<IndexBuildOptions, 'log'>;
  verify: Omit<VerifyPerfOptions, 'log'>;
  crawl: Omit<CrawlThroughputOptions, 'log'>;
}

/** What each part's run function returns. */
export interface PartResults {
  build: IndexBuildResult;
  verify: VerifyPerfResult;
  crawl: CrawlThroughputResult;
}

/** The one message a part process sends before it exits. */
export type PartMessage<P extends PerfPart = PerfPart> =
  | {
      ok: true;
      result: PartResults[P];
      /** The part process's own peak RSS and CPU (the servers verify starts are separate processes). */
      processPeakRssMb: number;
      processCpuSeconds: number;
    }
  | { ok: false; error: string };

async function runNamedPart(part: PerfPart, options: unknown): Promise<PartResults[PerfPart]> {
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  // Imported here, not at the top, so a part process loads only its own part's code.
  if (part === 'build') {
    const { runIndexBuild } = await import('../index-build.js');
    return runIndexBuild({ ...(options as PartOptions['build']), log });
  }
  if (part === 'verify') {
    const { runVerifyPerf } = await import('../verify-perf.js');
    return runVerifyPerf({ ...(options as PartOptions['verify']), log });
  }
  const { runCrawlThroughput } = await import('../crawl-throughput.js');
  return runCrawlThroughput({ ...(options as PartOptions['crawl']), log });
}

async function main(): Promise<void> {
  const [part, json] = process.argv.slice(2);
  if (!part || !(PERF_PARTS as readonly string[]).includes(part) || json === undefined)
    throw new Error(`usage: run-part.ts <${PERF_PARTS.join('|')}> '<options JSON>'`);
  let message: PartMessage;
  try {
    const result = await runNamedPart(part as PerfPart, JSON.parse(json));
    const cpu = process.cpuUsage();
    message = {
      ok: true,
      result,
      processPeakRssMb: ownPeakRssMb(),
      processCpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
  } catch (e) {
    message = { ok: false, error: (e as Error).stack ?? String(e) };
  }
  // Exit once the message is out: a part may leave handles open (worker pools, sockets) that the
  // parent does not need to wait for.
  process.send!(message, () => process.exit(message.ok ? 0 : 1));
}

if (isEntryPoint(import.meta.url)) await main();

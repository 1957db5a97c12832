/**
 * `vigil bench accuracy`: the 550-subject recall and false-positive evaluation through the real
 * crawler, index, matcher and HTTP API (benchmarks/README.md). Prints the report, writes its
 * RESULTS.md section and JSON, and with `--record-floors` records the CI gate's floors.
 *
 * `vigil bench linkage`: the same pipeline on the FEBRL record-linkage sets (benchmarks/linkage/).
 *
 * `vigil bench perf`: the speed suite (index build, verify against bare Koa, crawl against a plain
 * fetch loop), each part in its own process; prints the summary table and writes the sections.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { floorsFromReport, FLOORS_PATH, GATE_RUN, writeFloors } from '../../benchmarks/accuracy/floors.js';
import {
  BENCH_DEPTHS,
  isCorrectUrl,
  renderAccuracyReport,
  summarizeAccuracy,
  type AccuracyReport,
  type BenchDepth,
  type ReportContext,
} from '../../benchmarks/accuracy/report.js';
import {
  runAccuracy,
  VERIFY_CONCURRENCY,
  type AccuracyRun,
  type AccuracyRunOptions,
} from '../../benchmarks/accuracy/run.js';
import { WorldFormatError } from '../../benchmarks/accuracy/world-format.js';
import { DECEASED_SHARE, DECEDENT_BIRTH_YEARS, FebrlFormatError } from '../../benchmarks/linkage/febrl.js';
import { DEFAULT_FEBRL_FILES, runLinkage } from '../../benchmarks/linkage/run.js';
import {
  DEFAULT_CRAWL_DECEDENTS,
  DEFAULT_CRAWL_ROUNDS,
  DEFAULT_PERF_DECEDENTS,
  DEFAULT_PERF_SECONDS,
  IndexSizeMismatch,
  PERF_PARTS,
  runPerfSuite,
  selectParts,
  type PerfPart,
} from '../../benchmarks/perf/suite.js';
import { machineLine, writeResultsSection } from '../../benchmarks/results.js';
import { SATURATION_CONCURRENCY } from '../../benchmarks/verify-perf.js';
import { commaSeparated, listOf, refuse, wholeNumber, type OutputLine } from './operator-flags.js';

/** The spec's set: 500 decedents and 50 living controls (section 1). */
export const DEFAULT_DECEDENTS = 500;
export const DEFAULT_LIVING = 50;
export const DEFAULT_SEED = 1;
export const DEFAULT_DEPTHS: BenchDepth[] = ['recent', 'standard', 'auto'];
/** Misses and false positives listed in the JSON results, per depth (enough to start debugging). */
const LISTED_MISSES = 40;

interface AccuracyFlags {
  world?: string;
  seed: number;
  depths: BenchDepth[];
  decedents: number;
  living: number;
  concurrency: number;
  recordFloors: boolean;
  write: boolean;
  keep: boolean;
}

function fileList(value: string): string[] {
  const files = commaSeparated(value);
  if (files.length === 0 || files.some((f) => f.includes('/') || f.includes('\\')))
    throw new InvalidArgumentError(
      `--files takes file names in --data, comma-separated; got ${JSON.stringify(value)}`,
    );
  return files;
}

const depthList = listOf('--depths', BENCH_DEPTHS);

/** The command line that reproduces a run, for the report header. */
function commandLine(flags: AccuracyFlags): string {
  const parts = ['vigil bench accuracy'];
  if (flags.world) parts.push(`--world ${flags.world}`);
  else parts.push(`--seed ${flags.seed} --decedents ${flags.decedents} --living ${flags.living}`);
  parts.push(`--depths ${flags.depths.join(',')}`);
  return parts.join(' ');
}

/** Misses, wrong-person matches and living `found`s, for the JSON results. */
function notableAnswers(run: AccuracyRun): Record<string, unknown[]> {
  const byId = new Map(run.world.subjects.map((s) => [s.subject_id, s]));
  const out: Record<string, unknown[]> = {};
  for (const o of run.outcomes) {
    const s = byId.get(o.subject_id)!;
    const matched = o.result === 'found' || o.result === 'possible_match';
    const correct = matched && s.truth.deceased && isCorrectUrl(o.obituary_url, s.truth.obituary_urls);
    const scope = run.scopes.get(s.subject_id);
    const inScope = o.depth === 'recent' ? scope?.recent : scope?.standard;
    const notable = s.truth.deceased ? !correct && (inScope || matched) : o.result === 'found';
    if (!notable) continue;
    const list = (out[o.depth] ??= []);
    if (list.length < LISTED_MISSES)
      list.push({
        subject_id: s.subject_id,
        deceased: s.truth.deceased,
        difficulty: s.difficulty ?? [],
        request: s.request,
        result: o.result,
        status: o.status,
        confidence: o.confidence,
        obituary_url: o.obituary_url,
        truth_urls: s.truth.obituary_urls,
      });
  }
  return out;
}

/** What an accuracy-pipeline run takes from the flags and the environment besides its world. */
function runSettings(flags: {
  concurrency: number;
  keep: boolean;
}): Pick<AccuracyRunOptions, 'concurrency' | 'redisUrl' | 'chromiumPath' | 'keep' | 'log'> {
  return {
    concurrency: flags.concurrency,
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    ...(process.env.VIGIL_CHROMIUM_PATH ? { chromiumPath: process.env.VIGIL_CHROMIUM_PATH } : {}),
    keep: flags.keep,
    log: (line) => process.stderr.write(`${line}\n`),
  };
}

/** Summarizes a run, renders and prints its report (and the kept folders). */
function reportRun(
  run: AccuracyRun,
  flags: { depths: BenchDepth[]; keep: boolean },
  ctx: Omit<ReportContext, 'machine' | 'seconds' | 'crawl'>,
  out: OutputLine,
): { report: AccuracyReport; machine: string; markdown: string } {
  const report = summarizeAccuracy(run.world.subjects, run.outcomes, run.scopes, flags.depths);
  const machine = machineLine();
  const markdown = renderAccuracyReport(report, {
    ...ctx,
    machine,
    seconds: run.seconds,
    crawl: crawlAndRetrieval(run),
  });
  out(markdown);
  if (flags.keep) out(`\nKept: world folder ${run.dirs.world}, data directory ${run.dirs.data}`);
  return { report, machine, markdown };
}

/** The report's lines on the crawl and on retrieval alone. */
function crawlAndRetrieval(run: AccuracyRun): string {
  const c = run.crawl;
  const crawl = `Crawl: ${c.sources} sources, ${c.pagesFetched} pages fetched, ${c.obituariesExtracted} obituaries extracted, ${c.indexedDecedents} decedents indexed in ${c.seconds.toFixed(1)} s${c.failedSources > 0 ? `, ${c.failedSources} sources did not complete` : ''}.`;
  const r = run.retrieval;
  const retrieval = `Retrieval alone (issue 4, target 99.5%): the true decedent was among the candidates for ${r.retrieved} of ${r.measured} decedents the index holds (${r.measured ? ((100 * r.retrieved) / r.measured).toFixed(1) : 'n/a'}%)${r.missed.length ? `; missed: ${r.missed.slice(0, 10).join(', ')}` : ''}.${r.swappedRetrieved.length ? ` Of the ${r.missed.length} missed, ${r.swappedRetrieved.length} are retrieved under their names the other way round (first name and surname swapped in the record), which the matcher asks when nothing answers to the name as given (a lead at best, \`name_order_swapped\`).` : ''}`;
  return `${crawl}\n\n${retrieval}`;
}

/** Runs the accuracy benchmark with parsed flags; prints and writes as the flags say. */
export async function benchAccuracy(flags: AccuracyFlags, out: OutputLine): Promise<void> {
  const command = commandLine(flags);
  const run = await runAccuracy({
    ...(flags.world ? { worldDir: flags.world } : {}),
    seed: flags.seed,
    decedents: flags.decedents,
    living: flags.living,
    depths: flags.depths,
    ...runSettings(flags),
  });
  const world = run.generated
    ? `generated world (seed ${run.generated.seed}, ${run.generated.decedents} decedents, ${run.generated.living} living controls, ${run.world.sources.length} crawl sources)`
    : `world folder ${flags.world} (${run.world.sources.length} crawl sources${run.world.search ? ', web search' : ''})`;
  const { report, machine, markdown } = reportRun(run, flags, { command, world }, out);

  if (flags.recordFloors) {
    const floors = floorsFromReport(report, {
      command,
      machine,
      recordedAt: new Date().toISOString(),
      run: { seed: flags.seed, decedents: flags.decedents, living: flags.living, depths: flags.depths },
    });
    writeFloors(floors);
    out(
      `\nFloors recorded in ${FLOORS_PATH} (measured minus ${floors.margin * 100} points; false positives at most as measured).`,
    );
    return;
  }
  if (flags.write) {
    writeResultsSection('accuracy', markdown, {
      command,
      machine,
      world,
      crawl: run.crawl,
      retrieval: run.retrieval,
      seconds: run.seconds,
      report,
      notable_answers: notableAnswers(run),
    });
    out('\nWritten to benchmarks/RESULTS.md (section accuracy) and benchmarks/results/accuracy.json.');
  }
}

interface LinkageFlags {
  data: string;
  files: string[];
  seed: number;
  depths: BenchDepth[];
  concurrency: number;
  write: boolean;
  keep: boolean;
}

/** Runs the record-linkage benchmark with parsed flags; prints and writes as the flags say. */
export async function benchLinkage(flags: LinkageFlags, out: OutputLine): Promise<void> {
  const files =
    flags.files.join(',') === DEFAULT_FEBRL_FILES.join(',') ? '' : ` --files ${flags.files.join(',')}`;
  const command = `vigil bench linkage --data ${flags.data}${files} --seed ${flags.seed} --depths ${flags.depths.join(',')}`;
  const linkage = await runLinkage({
    dataDir: flags.data,
    files: flags.files,
    seed: flags.seed,
    depths: flags.depths,
    ...runSettings(flags),
  });
  const { run } = linkage;
  const born = `${DECEDENT_BIRTH_YEARS.from}-${DECEDENT_BIRTH_YEARS.to}`;
  const world = `FEBRL ${linkage.files.join(' + ')}: ${linkage.originals} originals, ${linkage.decedents} of them decedents (born ${born}, ${DECEASED_SHARE * 100}% drawn), ${linkage.duplicates} duplicates asked as customers' records (${linkage.unaskable} not asked: no first name or no surname); a world generated around the decedents, ${run.world.sources.length} crawl sources`;
  const { report, machine, markdown } = reportRun(
    run,
    flags,
    { command, world, title: '## Record linkage (FEBRL)', compareWithSpec: false },
    out,
  );
  if (flags.write) {
    writeResultsSection('linkage', markdown, {
      command,
      machine,
      world,
      files: linkage.files,
      originals: linkage.originals,
      duplicates: linkage.duplicates,
      decedents: linkage.decedents,
      unaskable: linkage.unaskable,
      crawl: run.crawl,
      retrieval: run.retrieval,
      seconds: run.seconds,
      report,
      notable_answers: notableAnswers(run),
    });
    out('\nWritten to benchmarks/RESULTS.md (section linkage) and benchmarks/results/linkage.json.');
  }
}

interface PerfFlags {
  decedents: number;
  index?: string;
  skipBuild: boolean;
  only?: PerfPart[];
  seconds: number;
  concurrency: number;
  crawlDecedents: number;
  rounds: number;
  write: boolean;
}

const partList = listOf('--only', PERF_PARTS);

/** The command line that reproduces a perf run, for the report header. */
function perfCommandLine(flags: PerfFlags, parts: PerfPart[]): string {
  const args = ['vigil bench perf', `--decedents ${flags.decedents}`];
  if (flags.index) args.push(`--index ${flags.index}`);
  if (parts.length < PERF_PARTS.length) args.push(`--only ${parts.join(',')}`);
  if (parts.includes('verify')) {
    args.push(`--seconds ${flags.seconds}`);
    if (flags.concurrency !== SATURATION_CONCURRENCY) args.push(`--concurrency ${flags.concurrency}`);
  }
  if (parts.includes('crawl'))
    args.push(`--crawl-decedents ${flags.crawlDecedents} --rounds ${flags.rounds}`);
  return args.join(' ');
}

/** Runs the speed suite with parsed flags; prints each part's report and the summary table. */
export async function benchPerf(flags: PerfFlags, out: OutputLine): Promise<void> {
  const parts = selectParts(flags.only, flags.skipBuild);
  const suite = await runPerfSuite({
    decedents: flags.decedents,
    ...(flags.index ? { indexDir: flags.index } : {}),
    parts,
    seconds: flags.seconds,
    concurrency: flags.concurrency,
    crawlDecedents: flags.crawlDecedents,
    crawlRounds: flags.rounds,
    write: flags.write,
    command: perfCommandLine(flags, parts),
  });
  for (const part of [suite.build, suite.verify, suite.crawl])
    if (part && 'result' in part) out(`${part.result.markdown}\n`);
  out(suite.markdown);
  if (flags.write)
    out(
      `\nWritten to benchmarks/RESULTS.md (sections ${[...parts.map((p) => SECTION_OF[p]), 'perf'].join(', ')}) and benchmarks/results/perf.json.`,
    );
}

/** The RESULTS.md section each part writes. */
const SECTION_OF: Record<PerfPart, string> = {
  build: 'index-build',
  verify: 'verify-perf',
  crawl: 'crawl-throughput',
};

/** Adds `bench accuracy` and `bench perf` to the program. */
export function registerBenchCommands(program: Command, out: OutputLine): Command {
  const bench = program.command('bench').description('run the benchmarks and write benchmarks/RESULTS.md');
  bench
    .command('accuracy')
    .description('recall and false positives through the real crawler, index, matcher and HTTP API')
    .option(
      '--world <dir>',
      'a world folder (sources.json, search.json, subjects.jsonl); default: generate one',
    )
    .option(
      '--seed <n>',
      'seed of the generated world and its subjects',
      wholeNumber(0, 2 ** 31),
      DEFAULT_SEED,
    )
    .option(
      '--depths <list>',
      `depths to run, comma-separated (${BENCH_DEPTHS.join(', ')})`,
      depthList,
      DEFAULT_DEPTHS,
    )
    .option(
      '--decedents <n>',
      'decedents in the generated world',
      wholeNumber(1, 1_000_000),
      DEFAULT_DECEDENTS,
    )
    .option('--living <n>', 'living controls in the generated world', wholeNumber(1, 100_000), DEFAULT_LIVING)
    .option('--concurrency <n>', 'verify requests in flight', wholeNumber(1, 64), VERIFY_CONCURRENCY)
    .option(
      '--record-floors',
      `run the CI gate's evaluation (seed ${GATE_RUN.seed}, ${GATE_RUN.decedents} decedents, ${GATE_RUN.living} living, ${GATE_RUN.depths.join(',')}) and record its floors`,
      false,
    )
    .option(
      '--write',
      'also write RESULTS.md for a --world run (a generated-world run writes unless --no-write)',
    )
    .option('--no-write', 'do not write RESULTS.md or results/accuracy.json')
    .option('--keep', 'keep the temporary world folder and data directory', false)
    .action(async function (this: Command, opts: Omit<AccuracyFlags, 'write'> & { write?: boolean }) {
      const explicit = (name: string) => this.getOptionValueSource(name) === 'cli';
      if (opts.recordFloors) {
        const clashing = ['world', 'seed', 'depths', 'decedents', 'living'].filter(explicit);
        if (clashing.length > 0)
          refuse(
            this,
            `--record-floors runs the gate's own evaluation; leave out --${clashing.join(', --')}`,
          );
        opts = {
          ...opts,
          seed: GATE_RUN.seed,
          decedents: GATE_RUN.decedents,
          living: GATE_RUN.living,
          depths: [...GATE_RUN.depths],
        };
      }
      // A --world run writes only when asked: the published section belongs to the default world.
      const write = opts.world ? opts.write === true : opts.write !== false;
      try {
        await benchAccuracy({ ...opts, write }, out);
      } catch (e) {
        if (e instanceof WorldFormatError) refuse(this, e.message);
        throw e;
      }
    });
  bench
    .command('linkage')
    .description(
      "FEBRL record-linkage sets: originals made decedents of a generated world, duplicates asked as customers' records",
    )
    .requiredOption('--data <dir>', 'folder holding the FEBRL files')
    .option(
      '--files <list>',
      'FEBRL files to read from --data, comma-separated (originals and duplicates may share a file)',
      fileList,
      [...DEFAULT_FEBRL_FILES],
    )
    .option('--seed <n>', 'seed of the decedent draw and the world', wholeNumber(0, 2 ** 31), DEFAULT_SEED)
    .option('--depths <list>', `depths to run, comma-separated (${BENCH_DEPTHS.join(', ')})`, depthList, [
      'recent',
    ])
    .option('--concurrency <n>', 'verify requests in flight', wholeNumber(1, 64), VERIFY_CONCURRENCY)
    .option('--no-write', 'do not write RESULTS.md or results/linkage.json')
    .option('--keep', 'keep the temporary world folder and data directory', false)
    .action(async function (this: Command, opts: LinkageFlags) {
      try {
        await benchLinkage(opts, out);
      } catch (e) {
        if (e instanceof FebrlFormatError) refuse(this, e.message);
        throw e;
      }
    });
  bench
    .command('perf')
    .description(
      'speed: index build, verify against a bare Koa endpoint, crawl against a plain fetch loop (each in its own process)',
    )
    .option(
      '--decedents <n>',
      'decedents in the index the build part makes and verify queries',
      wholeNumber(1, 10_000_000),
      DEFAULT_PERF_DECEDENTS,
    )
    .option('--index <dir>', 'index folder: reused when it holds --decedents already, else built there; kept')
    .option('--skip-build', 'leave out the build part (verify then uses --index, or builds its own)', false)
    .option('--only <parts>', `parts to run, comma-separated (${PERF_PARTS.join(', ')})`, partList)
    .option('--seconds <n>', 'length of each measured verify run', wholeNumber(1, 3600), DEFAULT_PERF_SECONDS)
    .option(
      '--concurrency <n>',
      'clients of the saturation verify run',
      wholeNumber(1, 256),
      SATURATION_CONCURRENCY,
    )
    .option(
      '--crawl-decedents <n>',
      'decedents of the obituary web the crawl part serves',
      wholeNumber(10, 100_000),
      DEFAULT_CRAWL_DECEDENTS,
    )
    .option('--rounds <n>', 'crawl rounds (best of)', wholeNumber(1, 20), DEFAULT_CRAWL_ROUNDS)
    .option('--no-write', 'do not write RESULTS.md or benchmarks/results/*.json')
    .action(async function (this: Command, opts: PerfFlags) {
      if (selectParts(opts.only, opts.skipBuild).length === 0)
        refuse(this, '--skip-build leaves no part of --only to run');
      try {
        await benchPerf(opts, out);
      } catch (e) {
        if (e instanceof IndexSizeMismatch) refuse(this, e.message);
        throw e;
      }
    });
  return bench;
}

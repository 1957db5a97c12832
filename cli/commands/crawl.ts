/**
 * `vigil crawl [--source ID ...] [--all]`: crawls sources now, with a progress bar on a terminal
 * (plain progress lines otherwise), and prints each source's statistics. Where the obituaries go
 * (the indexer) is passed in by the caller, so this command knows nothing to the crawler's right.
 */
import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { crawlSources, type CrawlOptions, type ObituarySink } from '../../crawler/crawl.js';
import { describeRun } from '../../crawler/stats.js';
import type { RawPageStore } from '../../store/raw-pages/ports.js';
import type { CrawlSource, StateStore } from '../../store/state/ports.js';
import { refuse, type OutputLine } from './operator-flags.js';

/** Without a terminal, a progress line every this many pages (enough to see a long crawl move). */
export const PROGRESS_LINE_EVERY = 500;

/** Where a crawl's obituaries go, opened for one command and closed after it. */
export interface CrawlSinkHandle {
  sink: ObituarySink;
  rawPages?: Pick<RawPageStore, 'put'>;
  close(): Promise<void>;
}

/** What `vigil crawl` needs from the program that registers it. */
export interface CrawlCommandDeps {
  openState: () => Promise<StateStore>;
  openSink: () => Promise<CrawlSinkHandle>;
  /** Settings for every crawl (chromiumPath, politeness); the sink, store and progress are set here. */
  crawlOptions?: Omit<CrawlOptions, 'sink' | 'repository' | 'rawPages' | 'onProgress' | 'signal'>;
  /** Draw a progress bar (default: whether stdout is a terminal). */
  isTTY?: boolean;
  /** Where the bar draws (default process.stderr, so stdout stays parseable). */
  barStream?: NodeJS.WritableStream;
}

/** Registers `crawl` on the program. */
export function registerCrawlCommand(program: Command, deps: CrawlCommandDeps, out: OutputLine): void {
  program
    .command('crawl')
    .description('crawl sources now and index what they publish')
    .option('--source <id...>', 'source ids to crawl (repeatable)')
    .option('--all', 'crawl every registered source')
    .action(async (flags: { source?: string[]; all?: boolean }, command: Command) => {
      if (!flags.all && !flags.source?.length)
        refuse(command, 'name sources with --source ID ... or crawl all with --all');
      if (flags.all && flags.source?.length) refuse(command, '--source and --all exclude each other');
      const state = await deps.openState();
      let refusal: string | undefined;
      try {
        let sources: CrawlSource[];
        if (flags.all) {
          sources = await state.sources.list();
        } else {
          sources = [];
          for (const id of flags.source ?? []) {
            const s = await state.sources.get(id);
            if (!s) {
              refusal = `Unknown source ${id}`;
              break;
            }
            sources.push(s);
          }
        }
        if (refusal === undefined && sources.length === 0) out('No sources to crawl.');
        if (refusal === undefined && sources.length > 0)
          refusal = await crawlWithProgress(sources, state, deps, out);
      } finally {
        await state.close();
      }
      if (refusal !== undefined) refuse(command, refusal);
    });
}

/** Runs the crawl with progress; returns a refusal message when a crawl failed. */
async function crawlWithProgress(
  sources: CrawlSource[],
  state: StateStore,
  deps: CrawlCommandDeps,
  out: OutputLine,
): Promise<string | undefined> {
  const handle = await deps.openSink();
  const abort = new AbortController();
  const onSignal = (): void => abort.abort();
  process.once('SIGINT', onSignal);
  const tty = deps.isTTY ?? process.stdout.isTTY === true;
  const bar = tty
    ? new SingleBar({
        format: 'crawl [{bar}] {value}/{total} pages | {obituaries} obituaries | {duration_formatted}',
        stream: deps.barStream ?? process.stderr,
        hideCursor: true,
      })
    : undefined;
  bar?.start(1, 0, { obituaries: 0 });
  let lastLine = 0;
  out(`Crawling ${sources.length} source${sources.length === 1 ? '' : 's'}`);
  let stats;
  try {
    stats = await crawlSources(sources, {
      ...deps.crawlOptions,
      sink: handle.sink,
      ...(handle.rawPages ? { rawPages: handle.rawPages } : {}),
      repository: state.sources,
      signal: abort.signal,
      onProgress: (p) => {
        if (bar) {
          bar.setTotal(Math.max(p.known, 1));
          bar.update(p.done, { obituaries: p.obituaries });
        } else if (p.done - lastLine >= PROGRESS_LINE_EVERY) {
          lastLine = p.done;
          out(`  ${p.done}/${p.known} pages, ${p.obituaries} obituaries`);
        }
      },
    });
  } finally {
    bar?.stop();
    process.off('SIGINT', onSignal);
    await handle.close();
  }
  const byId = new Map(sources.map((s) => [s.id, s]));
  for (const s of stats) out(`${s.sourceId} ${byId.get(s.sourceId)?.name ?? ''}: ${describeRun(s)}`);
  const failed = stats.filter((s) => s.outcome === 'failed');
  return failed.length > 0 ? `the crawl failed for ${failed.length} source(s); see above` : undefined;
}

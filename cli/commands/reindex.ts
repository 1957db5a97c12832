/**
 * `vigil reindex`: rebuilds the obituary index from the stored raw pages into a new index version and
 * swaps it in atomically; the running API keeps answering from the old version until the swap.
 * Progress goes to a bar on a terminal, else to one line per tenth of the work.
 */
import { SingleBar, Presets } from 'cli-progress';
import type { Command } from 'commander';
import { extractObituaries } from '../../crawler/extract/index.js';
import { reindex, REINDEX_BATCH, type ReindexProgress } from '../../indexer/reindex.js';
import type { VersionedObituaryIndex } from '../../store/index/ports.js';
import type { RawPageStore } from '../../store/raw-pages/ports.js';
import { wholeNumber, type OutputLine } from './operator-flags.js';

/** What the command needs from the program: the stores, opened from the configured data directory. */
export interface ReindexDeps {
  openIndex(): Promise<VersionedObituaryIndex>;
  openRawPages(): Promise<RawPageStore>;
}

/** Largest --batch-size accepted: one SQLite transaction per batch, and a batch is held in memory. */
const MAX_BATCH = 50_000;
/** Progress lines without a terminal: one per this share of the pages. */
const LINE_EVERY = 0.1;

function progressReporter(out: OutputLine, useBar: boolean): (p: ReindexProgress) => void {
  if (useBar) {
    const bar = new SingleBar(
      {
        format: '{phase} [{bar}] {value}/{total} pages | {decedents} decedents | {eta_formatted} left',
        stream: process.stderr,
      },
      Presets.shades_classic,
    );
    let phase: ReindexProgress['phase'] | null = null;
    return (p) => {
      if (p.phase === 'published') {
        bar.stop();
        return;
      }
      if (p.phase !== phase) {
        if (phase) bar.stop();
        phase = p.phase;
        bar.start(Math.max(p.total, 1), p.pages, { phase: p.phase, decedents: p.decedents });
      }
      bar.update(p.pages, { phase: p.phase, decedents: p.decedents });
    };
  }
  let nextLine = 0;
  return (p) => {
    if (p.phase === 'published' || p.total === 0) return;
    const share = p.pages / p.total;
    if (share >= nextLine) {
      out(`${p.phase}: ${p.pages}/${p.total} pages, ${p.decedents} decedents`);
      nextLine = Math.floor(share / LINE_EVERY) * LINE_EVERY + LINE_EVERY;
    }
  };
}

/** Adds `reindex` to the program. */
export function registerReindexCommand(program: Command, deps: ReindexDeps, out: OutputLine): Command {
  return program
    .command('reindex')
    .description('rebuild the obituary index from stored raw pages into a new version and swap it in')
    .option('--batch-size <n>', 'notices per index write', wholeNumber(1, MAX_BATCH), REINDEX_BATCH)
    .option('--no-progress', 'no progress bar or progress lines')
    .action(async (opts: { batchSize: number; progress: boolean }) => {
      const rawPages = await deps.openRawPages();
      const index = await deps.openIndex();
      try {
        const started = Date.now();
        const onProgress = opts.progress ? progressReporter(out, Boolean(process.stderr.isTTY)) : undefined;
        const result = await reindex(rawPages, extractObituaries, index, {
          batchSize: opts.batchSize,
          onProgress,
        });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        out(
          `Reindexed ${result.pages} pages (${result.skipped} not obituaries) into ${result.decedents} decedents ` +
            `in ${seconds} s; now serving version ${result.version}`,
        );
      } finally {
        await index.close();
        await rawPages.close();
      }
    });
}

/**
 * Rebuilds the obituary index from the raw page store into a new index version, then swaps it in
 * atomically. Readers keep answering from the current version for the whole build. Pages stored
 * while the build ran are read again in a catch-up pass just before the swap, so nothing the crawler
 * added meanwhile is lost.
 */
import type { ExtractedObituary } from '../core/obituary.js';
import type { ExtractHints } from '../crawler/extract/extract.js';
import { obituaryUrl } from '../crawler/extract/notice-page.js';
import type { RawPage, RawPageStore } from '../store/raw-pages/ports.js';
import type { VersionedObituaryIndex } from '../store/index/ports.js';
import { Indexer, type IndexerOptions } from './indexer.js';
import type { NoticeInput } from './observation.js';

/**
 * Reads one page's obituaries (one, a death-notice column's several, or none); the crawler's
 * `extractObituaries` in production.
 */
export type ExtractFn = (html: string, url: string, hints: ExtractHints) => ExtractedObituary[];

/**
 * Notices per index write during a rebuild: one SQLite transaction per batch; 2,000 amortizes the
 * commit while a batch's observations stay a few megabytes.
 */
export const REINDEX_BATCH = 2_000;

/** Where a rebuild is. */
export interface ReindexProgress {
  phase: 'build' | 'catch-up' | 'published';
  /** Pages read so far (in this phase). */
  pages: number;
  /** Pages in the store when the phase began. */
  total: number;
  /** Pages that were not an obituary (listings, about pages). */
  skipped: number;
  /** Decedents in the new version. */
  decedents: number;
}

/** Options of a rebuild. */
export interface ReindexOptions extends IndexerOptions {
  batchSize?: number;
  /** Awaited, so a caller may pause the build (tests query the live index mid-build). */
  onProgress?: (p: ReindexProgress) => void | Promise<void>;
  /** Clock for the catch-up boundary (tests). */
  now?: () => Date;
}

/** What a rebuild produced. */
export interface ReindexResult {
  version: string;
  pages: number;
  skipped: number;
  decedents: number;
}

function hintsOf(page: RawPage): ExtractHints {
  const hints: ExtractHints = {};
  if (page.sourceType) hints.sourceType = page.sourceType;
  if (page.publisher) hints.publisher = page.publisher;
  if (page.state) hints.state = page.state;
  if (page.county) hints.county = page.county;
  return hints;
}

/**
 * The notices a raw page becomes, captured at its first fetch (so first-capture times survive a
 * rebuild) with the content of its latest: its obituary, or one per notice of a death-notice column,
 * each under its own URL.
 */
export function noticesFromPage(page: RawPage, extract: ExtractFn): NoticeInput[] {
  return extract(page.html, page.url, hintsOf(page)).map((obituary) => ({
    obituary,
    source: {
      url: obituaryUrl(page.url, obituary),
      sourceType: page.sourceType ?? undefined,
      publisher: page.publisher,
      state: page.state,
      county: page.county,
      capturedAt: page.firstFetchedAt,
      contentFetchedAt: page.fetchedAt,
    },
  }));
}

/** Builds a new index version from every raw page and publishes it; abandons it on failure. */
export async function reindex(
  rawPages: RawPageStore,
  extract: ExtractFn,
  target: VersionedObituaryIndex,
  options: ReindexOptions = {},
): Promise<ReindexResult> {
  const batchSize = options.batchSize ?? REINDEX_BATCH;
  const now = options.now ?? (() => new Date());
  const build = await target.beginBuild();
  const indexer = new Indexer(build.index, options);
  let pages = 0;
  let skipped = 0;
  // Counted from the writes rather than asked of the index: COUNT(*) walks the whole table.
  let decedents = 0;
  try {
    const run = async (phase: 'build' | 'catch-up', changedSince?: string): Promise<void> => {
      const scan = changedSince ? { changedSince } : {};
      const total = await rawPages.count(scan);
      let read = 0;
      let batch: NoticeInput[] = [];
      const flush = async (): Promise<void> => {
        if (batch.length > 0) decedents += (await indexer.write(batch)).created;
        batch = [];
        await options.onProgress?.({ phase, pages: read, total, skipped, decedents });
      };
      for await (const page of rawPages.pages(scan)) {
        read++;
        pages++;
        const notices = noticesFromPage(page, extract);
        if (notices.length > 0) batch.push(...notices);
        else skipped++;
        if (batch.length >= batchSize) await flush();
      }
      await flush();
    };
    const startedAt = now().toISOString();
    await run('build');
    // Re-reading a page already indexed with the same content writes nothing, so overlap is harmless.
    await run('catch-up', startedAt);
    await build.publish();
    await options.onProgress?.({ phase: 'published', pages, total: pages, skipped, decedents });
    return { version: build.version, pages, skipped, decedents };
  } catch (err) {
    await build.abandon();
    throw err;
  }
}

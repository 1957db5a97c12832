/**
 * Crawls registered sources with Crawlee: HttpCrawler for plain HTML, PlaywrightCrawler on the
 * system Chromium for sources that render with script. (HttpCrawler rather than CheerioCrawler: the
 * page reader parses each page itself, in the reader threads when there are any, so the Cheerio
 * document CheerioCrawler builds for every page was never used; dropping it took the crawler from
 * 3.03 to 2.58 CPU ms and from 392 to 462 pages/s in benchmarks/crawl-throughput.ts on 2 cores.)
 * Both crawlers take their requests from an in-memory queue (`request-manager.ts`).
 *
 * From each start URL it follows listing, pagination and obituary links found by
 * `findObituaryLinks` (same host, under the start page's folder, allowed by robots.txt), extracts
 * each obituary page with `extractObituaries` (its obituary, or each notice of a death-notice
 * column; a listing page gives a column's notices only) and hands the results, batched, to a sink,
 * a column's notices each under the page's URL and the fragment naming the person. Re-crawls
 * send the remembered ETag/Last-Modified and skip pages that answer 304 or come back with the same
 * content hash.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Configuration,
  CriticalError,
  log as crawleeLog,
  LogLevel,
  HttpCrawler,
  type BasicCrawler,
  type HttpCrawlingContext,
  type RequestOptions,
} from '@crawlee/cheerio';
import type { PlaywrightCrawlingContext } from '@crawlee/playwright';
import type { Page, Route } from 'playwright-core';
import type { ExtractedObituary } from '../core/obituary.js';
import type { Logger } from '../core/logger.js';
import type { CrawlRunStats, CrawlSource, CrawledPage, SourceRepository } from '../store/state/ports.js';
import type { RawPageStore } from '../store/raw-pages/ports.js';
import { obituaryUrl, type ExtractHints } from './extract/index.js';
import { defaultReaderThreads, inlinePageReader, workerPageReader, type PageReader } from './page-reader.js';
import {
  backoffDelayMs,
  CRAWLER_USER_AGENT,
  DEFAULT_HOST_CONCURRENCY,
  DEFAULT_HOST_DELAY_MS,
  DEFAULT_MAX_RETRIES,
  DEFAULT_NAVIGATION_TIMEOUT_MS,
  DEFAULT_RETRY_BASE_DELAY_MS,
  HostGate,
  MAX_RETRY_DELAY_MS,
  NeverRetryError,
  pause,
  RetryError,
  RetryLaterError,
  retryAfterMs,
  statusVerdict,
  StopCrawlError,
} from './fetch-policy.js';
import { KeepAliveHttpClient } from './http-client.js';
import { MemoryRequestManager, useRequestManager } from './request-manager.js';
import { RobotsCache, type RobotsPolicy } from './robots.js';
import { inScope, sourceScope, type SourceScope } from './sources.js';
import { failureKind, SourceStatsRecorder } from './stats.js';

/** One extracted obituary with where it came from: what the crawler hands to the sink. */
export interface CrawledObituary {
  extracted: ExtractedObituary;
  source: Pick<CrawlSource, 'id' | 'url' | 'type' | 'state' | 'county' | 'name'>;
  /** The page's URL; a notice of a death-notice column adds its fragment (`obituaryUrl`). */
  url: string;
  /** ISO timestamp of the fetch. */
  fetchedAt: string;
  /** The page as fetched (rendered, for browser sources); present when `includeHtml` is set. */
  html?: string;
}

/** Receives extracted obituaries in batches; a rejection stops the crawl (nothing is lost: see flush). */
export type ObituarySink = (batch: CrawledObituary[]) => Promise<void>;

/** Progress of a crawl, reported after each page. */
export interface CrawlProgress {
  sourceId: string;
  /** Pages handled (fetched, skipped or failed) over all sources. */
  done: number;
  /** Pages known so far (handled + queued) over all sources; grows as links are found. */
  known: number;
  obituaries: number;
}

export interface CrawlOptions {
  sink: ObituarySink;
  /** Page memory and run history; without it a crawl starts from nothing and records nothing. */
  repository?: Pick<SourceRepository, 'pages' | 'rememberPages' | 'recordRun'>;
  /** Where obituary pages' HTML is kept for `vigil reindex`. */
  rawPages?: Pick<RawPageStore, 'put'>;
  onProgress?: (progress: CrawlProgress) => void;
  signal?: AbortSignal;
  /** Requests in flight per host (default DEFAULT_HOST_CONCURRENCY). */
  hostConcurrency?: number;
  /** Least milliseconds between request starts on one host (default DEFAULT_HOST_DELAY_MS). */
  hostDelayMs?: number;
  /** Requests in flight over all hosts for the HTTP crawler (default MAX_HTTP_CONCURRENCY). */
  maxConcurrency?: number;
  /** Pages rendered at once in Chromium (default BROWSER_CONCURRENCY). */
  browserConcurrency?: number;
  /** Pages one Chromium renders before it is retired and another started (default BROWSER_PAGES_PER_BROWSER). */
  browserPagesPerBrowser?: number;
  /** Folder the browsers' profile folders are made in (default the system's temporary folder). */
  browserProfileDir?: string;
  maxRetries?: number;
  retryBaseDelayMs?: number;
  navigationTimeoutMs?: number;
  /** Obituaries per sink call (default SINK_BATCH_SIZE). */
  sinkBatchSize?: number;
  /** Pages fetched per source at most, against crawler traps (default MAX_PAGES_PER_SOURCE). */
  maxPagesPerSource?: number;
  chromiumPath?: string;
  /**
   * HTTP client of the Cheerio crawler: the keep-alive client (default) or Crawlee's got-scraping,
   * kept selectable so the throughput benchmark can show the difference.
   */
  httpClient?: 'keep-alive' | 'got-scraping';
  /**
   * Worker threads that find links and extract obituaries (default `defaultReaderThreads()`: none
   * below four cores); 0 reads pages on the crawl thread.
   */
  readerThreads?: number;
  /** Put each page's HTML on its CrawledObituary. */
  includeHtml?: boolean;
  userAgent?: string;
  logger?: Logger;
}

/**
 * Obituaries per sink call: big enough that the indexer writes in real transactions (one commit per
 * batch), small enough that a crawl of a small source still delivers within seconds.
 */
export const SINK_BATCH_SIZE = 200;
/** Requests in flight over all hosts for the HTTP crawler; per-host limits apply inside it. */
export const MAX_HTTP_CONCURRENCY = 32;
/** Pages rendered at once: each Chromium tab costs tens of MB and a share of two cores. */
export const BROWSER_CONCURRENCY = 2;
/** Pages one Chromium renders before the pool retires it and starts another (Crawlee's own default). */
export const BROWSER_PAGES_PER_BROWSER = 100;
/** Remembered pages written per transaction while a crawl runs (the rest are written at the end). */
const REMEMBER_BATCH = 500;
/**
 * Pages per source at most. A calendar or faceted-search trap can generate pages forever; the
 * largest real obituary archives run to tens of thousands of listing and notice pages.
 */
export const MAX_PAGES_PER_SOURCE = 200_000;
/** Chromium flags for headless rendering on servers (TOOLCHAIN.md): no sandbox, GPU, QUIC or background traffic. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** A rendered page counts as done after this long without a request in flight. */
export const NETWORK_QUIET_MS = 100;
/** Attempts at removing Chromium's temporary profile after the browser closes. */
const PROFILE_RM_RETRIES = 10;

/**
 * Removes a browser's profile folder, retrying while Chromium's helpers still write to it. A folder it
 * cannot remove is tried again when the crawl ends, and after that left for the system's cleanup.
 */
async function removeProfile(profile: string): Promise<void> {
  try {
    await rm(profile, { recursive: true, force: true, maxRetries: PROFILE_RM_RETRIES, retryDelay: 100 });
  } catch {
    // Never let a temporary folder's cleanup fail the crawl.
  }
}
/** Resource types a rendered page does not need for its text: skipping them keeps Chromium fast. */
const BLOCKED_RESOURCE_TYPES = new Set(['image', 'media', 'font', 'stylesheet']);

type PageKind = CrawledPage['kind'];

interface PageTask {
  sourceId: string;
  kind: PageKind;
}

/** What one source's crawl keeps while it runs. */
class SourceCrawl {
  readonly scope: SourceScope;
  readonly stats: SourceStatsRecorder;
  readonly seen = new Set<string>();
  readonly hints: ExtractHints;
  memory = new Map<string, CrawledPage>();
  robots: RobotsPolicy | undefined;
  failed = false;

  constructor(readonly source: CrawlSource) {
    this.scope = sourceScope(source.url);
    this.stats = new SourceStatsRecorder(source.id);
    this.hints = {
      sourceType: source.type,
      publisher: source.name,
      state: source.state,
      county: source.county,
    };
  }

  get sourceInfo(): CrawledObituary['source'] {
    const { id, url, type, state, county, name } = this.source;
    return { id, url, type, state, county, name };
  }
}

function contentHash(html: string): string {
  return createHash('sha256').update(html).digest('hex');
}

function headerValue(h: string | string[] | null | undefined): string | null {
  if (h === undefined || h === null) return null;
  return Array.isArray(h) ? (h[0] ?? null) : h;
}

/**
 * Crawls the sources (HTTP and browser sources side by side) and resolves with one run record per
 * source, also written to `repository` when given. Rejects only for a broken set-up (Chromium
 * missing); page failures are counted in the stats, a sink failure marks the runs `failed`.
 */
export async function crawlSources(sources: CrawlSource[], opts: CrawlOptions): Promise<CrawlRunStats[]> {
  if (sources.length === 0) return [];
  crawleeLog.setLevel(LogLevel.OFF);
  const run = new CrawlRun(sources, opts);
  return run.execute();
}

class CrawlRun {
  private readonly crawls = new Map<string, SourceCrawl>();
  private readonly gate: HostGate;
  private readonly robots: RobotsCache;
  private readonly releases = new Map<string, () => void>();
  private readonly quiet = new Map<string, (timeoutMs: number) => Promise<void>>();
  private batch: CrawledObituary[] = [];
  /** Pages to remember; `html` is set on pages that gave obituaries, to be kept as raw pages. */
  private batchPages: { sourceId: string; page: CrawledPage; html?: string }[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private stopError: StopCrawlError | undefined;
  private done = 0;
  private known = 0;
  private obituaries = 0;
  private readonly crawlers: BasicCrawler[] = [];
  private readonly abortInner = new AbortController();
  private reader: PageReader | undefined;

  constructor(
    sources: CrawlSource[],
    private readonly opts: CrawlOptions,
  ) {
    for (const s of sources) this.crawls.set(s.id, new SourceCrawl(s));
    this.gate = new HostGate({
      concurrency: opts.hostConcurrency ?? DEFAULT_HOST_CONCURRENCY,
      delayMs: opts.hostDelayMs ?? DEFAULT_HOST_DELAY_MS,
    });
    const signal = opts.signal
      ? AbortSignal.any([opts.signal, this.abortInner.signal])
      : this.abortInner.signal;
    this.robots = new RobotsCache({ userAgent: opts.userAgent ?? CRAWLER_USER_AGENT, signal });
  }

  private get signal(): AbortSignal {
    return this.abortInner.signal;
  }

  async execute(): Promise<CrawlRunStats[]> {
    const onAbort = (): void => this.stop();
    this.opts.signal?.addEventListener('abort', onAbort, { once: true });
    const threads = this.opts.readerThreads ?? defaultReaderThreads();
    this.reader = threads > 0 ? workerPageReader(threads) : inlinePageReader();
    try {
      const starts = new Map<'http' | 'browser', RequestOptions[]>([
        ['http', []],
        ['browser', []],
      ]);
      for (const crawl of this.crawls.values()) {
        const memory = await this.opts.repository?.pages(crawl.source.id);
        crawl.memory = new Map((memory ?? []).map((p) => [p.url, p]));
        crawl.robots = await this.robots.policyFor(crawl.source.url);
        if (crawl.robots.crawlDelayMs > 0) this.gate.setMinDelay(crawl.source.url, crawl.robots.crawlDelayMs);
        if (!crawl.robots.isAllowed(crawl.source.url)) {
          crawl.stats.error('robots');
          continue;
        }
        starts.get(crawl.source.render)!.push(...this.requestsFor(crawl, [crawl.source.url], 'listing'));
      }
      const runs: Promise<void>[] = [];
      const httpStarts = starts.get('http')!;
      const browserStarts = starts.get('browser')!;
      if (httpStarts.length > 0) runs.push(this.runHttp(httpStarts));
      if (browserStarts.length > 0) runs.push(this.runBrowser(browserStarts));
      const results = await Promise.allSettled(runs);
      await this.flush(true);
      for (const r of results) {
        if (r.status === 'rejected' && !this.stopError) throw r.reason;
      }
    } catch (e) {
      if (!(e instanceof StopCrawlError) && !this.stopError) throw e;
    } finally {
      this.opts.signal?.removeEventListener('abort', onAbort);
      await this.reader.close();
    }
    const outcome: CrawlRunStats['outcome'] = this.stopError
      ? 'failed'
      : this.opts.signal?.aborted
        ? 'aborted'
        : 'completed';
    const stats: CrawlRunStats[] = [];
    for (const crawl of this.crawls.values()) {
      const s = crawl.stats.finish(outcome);
      stats.push(s);
      await this.opts.repository?.recordRun(s);
    }
    return stats;
  }

  private stop(): void {
    this.abortInner.abort();
    for (const c of this.crawlers) c.autoscaledPool?.abort().catch(() => undefined);
  }

  /** Requests for in-scope, allowed, not-yet-seen URLs of a source (conditional when remembered). */
  private requestsFor(crawl: SourceCrawl, urls: Iterable<string>, kind: PageKind): RequestOptions[] {
    const out: RequestOptions[] = [];
    const limit = this.opts.maxPagesPerSource ?? MAX_PAGES_PER_SOURCE;
    for (const raw of urls) {
      let url: string;
      try {
        const u = new URL(raw);
        u.hash = '';
        url = u.href;
      } catch {
        continue;
      }
      if (crawl.seen.has(url) || !inScope(crawl.scope, url)) continue;
      if (crawl.seen.size >= limit) break;
      crawl.seen.add(url);
      if (crawl.robots && !crawl.robots.isAllowed(url)) {
        crawl.stats.robotsDisallowed++;
        continue;
      }
      const headers: Record<string, string> = {};
      const remembered = crawl.memory.get(url);
      // A script-built page's shell does not change when its data does: only the rendered hash tells.
      if (remembered && crawl.source.render === 'http') {
        if (remembered.etag) headers['if-none-match'] = remembered.etag;
        if (remembered.lastModified) headers['if-modified-since'] = remembered.lastModified;
      }
      const task: PageTask = {
        sourceId: crawl.source.id,
        kind: remembered?.kind === 'obituary' ? 'obituary' : kind,
      };
      out.push({ url, uniqueKey: `${crawl.source.id} ${url}`, headers, userData: task });
      this.known++;
    }
    return out;
  }

  private async enqueue(
    crawler: BasicCrawler,
    crawl: SourceCrawl,
    links: { obituary: string[]; listing: string[] },
  ): Promise<void> {
    const requests = [
      ...this.requestsFor(crawl, links.obituary, 'obituary'),
      ...this.requestsFor(crawl, links.listing, 'listing'),
    ];
    if (requests.length > 0) await crawler.addRequests(requests);
  }

  private crawlOf(task: PageTask): SourceCrawl {
    const crawl = this.crawls.get(task.sourceId);
    if (!crawl) throw new NeverRetryError(`No source ${task.sourceId} in this crawl`, 'other');
    return crawl;
  }

  private progress(crawl: SourceCrawl): void {
    this.done++;
    this.opts.onProgress?.({
      sourceId: crawl.source.id,
      done: this.done,
      known: this.known,
      obituaries: this.obituaries,
    });
  }

  /**
   * One fetched page, whichever crawler fetched it: status verdict, incremental skip, link discovery,
   * extraction, batching for the sink.
   */
  private async handlePage(
    crawler: BasicCrawler,
    task: PageTask,
    page: {
      url: string;
      loadedUrl: string;
      status: number;
      headers: Record<string, string | string[] | undefined>;
      html: () => Promise<string | null>;
    },
  ): Promise<void> {
    const crawl = this.crawlOf(task);
    crawl.stats.pagesFetched++;
    const verdict = statusVerdict(page.status);
    const remembered = crawl.memory.get(page.url);
    if (verdict === 'not_modified' && remembered) {
      crawl.stats.skippedUnchanged++;
      await this.enqueue(crawler, crawl, remembered.links);
      this.remember(crawl, { ...remembered, fetchedAt: new Date().toISOString() });
      return this.progress(crawl);
    }
    if (verdict === 'retry_later') {
      throw new RetryLaterError(
        `${page.status} from ${page.url}`,
        'http_429',
        retryAfterMs(page.headers['retry-after']),
      );
    }
    if (verdict === 'retry') throw new RetryError(`${page.status} from ${page.url}`, 'http_5xx');
    if (verdict !== 'read') {
      throw new NeverRetryError(`${page.status} from ${page.url}`, page.status >= 400 ? 'http_4xx' : 'other');
    }
    if (page.loadedUrl !== page.url && !inScope(crawl.scope, page.loadedUrl)) {
      // Redirected off the source: nothing of this source to read there.
      return this.progress(crawl);
    }
    const html = await page.html();
    if (html === null) return this.progress(crawl);
    const hash = contentHash(html);
    if (remembered && remembered.contentHash === hash) {
      crawl.stats.skippedUnchanged++;
      await this.enqueue(crawler, crawl, remembered.links);
      this.remember(crawl, {
        ...remembered,
        etag: headerValue(page.headers.etag),
        lastModified: headerValue(page.headers['last-modified']),
        fetchedAt: new Date().toISOString(),
      });
      return this.progress(crawl);
    }
    // Listing and pagination pages carry many names and no one obituary; only detail pages are extracted.
    const reading = await this.reader!.read({
      html,
      url: page.loadedUrl,
      hints: crawl.hints,
      extract: task.kind === 'obituary',
    });
    const found = reading.links;
    await this.enqueue(crawler, crawl, { obituary: found.obituaryLinks, listing: found.listingLinks });
    const fetchedAt = new Date().toISOString();
    const links = {
      obituary: found.obituaryLinks.filter((l) => inScope(crawl.scope, l)),
      listing: found.listingLinks.filter((l) => inScope(crawl.scope, l)),
    };
    const extracted = reading.extracted;
    if (reading.extractionError !== undefined) {
      this.opts.logger?.warn({ url: page.url, error: reading.extractionError }, 'extraction failed');
      crawl.stats.error('extraction');
    }
    const record: CrawledPage = {
      url: page.url,
      kind: extracted.length > 0 ? 'obituary' : task.kind,
      etag: headerValue(page.headers.etag),
      lastModified: headerValue(page.headers['last-modified']),
      contentHash: hash,
      links,
      fetchedAt,
    };
    if (extracted.length > 0) {
      crawl.stats.obituariesExtracted += extracted.length;
      this.obituaries += extracted.length;
      for (const one of extracted) {
        const obituary: CrawledObituary = {
          extracted: one,
          source: crawl.sourceInfo,
          url: obituaryUrl(page.url, one),
          fetchedAt,
        };
        if (this.opts.includeHtml) obituary.html = html;
        this.batch.push(obituary);
      }
      this.batchPages.push({ sourceId: crawl.source.id, page: record, html });
    } else {
      this.remember(crawl, record);
    }
    this.progress(crawl);
    if (this.batch.length >= (this.opts.sinkBatchSize ?? SINK_BATCH_SIZE)) await this.flush(false);
  }

  private remember(crawl: SourceCrawl, page: CrawledPage): void {
    this.batchPages.push({ sourceId: crawl.source.id, page });
    // A failed flush has already stopped the crawl; nothing more to do with its rejection here.
    if (this.batchPages.length >= REMEMBER_BATCH && this.batch.length === 0)
      this.flush(false).catch(() => undefined);
  }

  /**
   * Hands the pending obituaries to the sink, then stores their raw pages and remembers every pending
   * page. Pages are remembered only after the sink took their obituaries, so a failed batch is
   * extracted again on the next crawl instead of being skipped as unchanged. Flushes run one at a time.
   */
  private flush(final: boolean): Promise<void> {
    const run = async (): Promise<void> => {
      if (this.stopError) return;
      const batch = this.batch;
      const pages = this.batchPages;
      this.batch = [];
      this.batchPages = [];
      if (batch.length === 0 && pages.length === 0) return;
      try {
        if (this.opts.rawPages) {
          for (const p of pages) {
            if (p.html === undefined) continue;
            const crawl = this.crawls.get(p.sourceId)!;
            await this.opts.rawPages.put({
              url: p.page.url,
              sourceId: p.sourceId,
              sourceType: crawl.source.type,
              state: crawl.source.state,
              county: crawl.source.county,
              publisher: crawl.source.name,
              fetchedAt: p.page.fetchedAt,
              etag: p.page.etag,
              lastModified: p.page.lastModified,
              html: p.html,
            });
          }
        }
        if (batch.length > 0) await this.opts.sink(batch);
      } catch (e) {
        this.stopError = new StopCrawlError(
          `The obituary sink refused a batch: ${(e as Error).message}`,
          'sink',
          { cause: e },
        );
        for (const sourceId of new Set(batch.map((o) => o.source.id)))
          this.crawls.get(sourceId)?.stats.error('sink');
        this.opts.logger?.error({ err: e }, 'obituary sink failed; stopping the crawl');
        this.stop();
        return;
      }
      const bySource = new Map<string, CrawledPage[]>();
      for (const p of pages) {
        let list = bySource.get(p.sourceId);
        if (!list) bySource.set(p.sourceId, (list = []));
        list.push(p.page);
      }
      for (const [sourceId, list] of bySource) await this.opts.repository?.rememberPages(sourceId, list);
    };
    this.flushing = this.flushing.then(run);
    const current = this.flushing;
    return current.then(() => {
      if (this.stopError && !final) throw new CriticalError(this.stopError.message);
    });
  }

  /** Retry bookkeeping shared by both crawlers: backoff before a retry, stats on the last failure. */
  private async beforeRetry(
    ctx: { id: string; request: { retryCount: number; userData: unknown } },
    error: Error,
  ): Promise<void> {
    this.release(ctx.id);
    this.quiet.delete(ctx.id);
    const later = error instanceof RetryLaterError ? error.delayMs : undefined;
    const base = this.opts.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
    const wait =
      later !== undefined
        ? Math.min(later, MAX_RETRY_DELAY_MS)
        : backoffDelayMs(ctx.request.retryCount + 1, base);
    await pause(wait, this.signal);
  }

  private afterFailure(ctx: { id: string; request: { userData: unknown } }, error: Error): void {
    this.release(ctx.id);
    this.quiet.delete(ctx.id);
    if (error instanceof CriticalError || this.stopError) return;
    const crawl = this.crawls.get((ctx.request.userData as PageTask).sourceId);
    if (!crawl) return;
    crawl.stats.error(failureKind(error));
    this.progress(crawl);
  }

  private async acquire(ctxId: string, url: string): Promise<void> {
    this.releases.set(ctxId, await this.gate.acquire(url, this.signal));
  }

  private release(ctxId: string): void {
    this.releases.get(ctxId)?.();
    this.releases.delete(ctxId);
  }

  private commonOptions() {
    const maxRetries = this.opts.maxRetries ?? DEFAULT_MAX_RETRIES;
    return {
      maxRequestRetries: maxRetries,
      useSessionPool: false,
      // Crawlee's own per-domain delay would re-queue requests; the host gate waits instead.
      sameDomainDelaySecs: 0,
      navigationTimeoutSecs: (this.opts.navigationTimeoutMs ?? DEFAULT_NAVIGATION_TIMEOUT_MS) / 1000,
      statusMessageLoggingInterval: 24 * 3600,
      errorHandler: async (
        ctx: { id: string; request: { retryCount: number; userData: unknown; noRetry: boolean } },
        error: Error,
      ) => {
        if (error instanceof NeverRetryError) {
          ctx.request.noRetry = true;
          return this.release(ctx.id);
        }
        await this.beforeRetry(ctx, error);
      },
      failedRequestHandler: async (ctx: { id: string; request: { userData: unknown } }, error: Error) => {
        this.afterFailure(ctx, error);
      },
    };
  }

  /** Crawlee's autoscaling samples CPU and event-loop lag; the host gate is the limit that matters here. */
  private poolOptions(concurrency: number) {
    return {
      desiredConcurrency: concurrency,
      minConcurrency: concurrency,
      maxConcurrency: concurrency,
      // Check for new work every 50 ms instead of 0.5 s: pages arrive in milliseconds on a LAN.
      maybeRunIntervalSecs: 0.05,
      systemStatusOptions: {
        maxEventLoopOverloadedRatio: 1,
        maxCpuOverloadedRatio: 1,
        maxMemoryOverloadedRatio: 1,
        maxClientOverloadedRatio: 1,
      },
    };
  }

  private async runHttp(starts: RequestOptions[]): Promise<void> {
    const concurrency = this.opts.maxConcurrency ?? MAX_HTTP_CONCURRENCY;
    const httpClient =
      this.opts.httpClient === 'got-scraping'
        ? undefined
        : new KeepAliveHttpClient(this.opts.userAgent ?? CRAWLER_USER_AGENT);
    const common = this.commonOptions();
    const config = new Configuration({ persistStorage: false });
    const crawler: HttpCrawler<HttpCrawlingContext> = new HttpCrawler(
      {
        ...common,
        ...(httpClient ? { httpClient } : {}),
        maxConcurrency: concurrency,
        autoscaledPoolOptions: this.poolOptions(concurrency),
        // 304s carry no Content-Type and binary answers are dropped by the handler, not by Crawlee.
        additionalMimeTypes: ['*/*'],
        preNavigationHooks: [
          async (ctx: HttpCrawlingContext) => {
            this.throwIfStopped();
            await this.acquire(ctx.id, ctx.request.url);
          },
        ],
        postNavigationHooks: [async (ctx: HttpCrawlingContext) => this.release(ctx.id)],
        requestHandler: async (ctx: HttpCrawlingContext) => {
          this.release(ctx.id);
          const response = ctx.response;
          const type = ctx.contentType?.type ?? '';
          await this.handlePage(crawler as unknown as BasicCrawler, ctx.request.userData as PageTask, {
            url: ctx.request.url,
            loadedUrl: ctx.request.loadedUrl ?? ctx.request.url,
            status: response.statusCode ?? 0,
            headers: response.headers,
            html: async () => (/html|xml/.test(type) ? String(ctx.body) : null),
          });
        },
      },
      config,
    );
    useRequestManager(crawler as unknown as BasicCrawler, new MemoryRequestManager());
    this.crawlers.push(crawler as unknown as BasicCrawler);
    try {
      await crawler.run(starts);
    } finally {
      httpClient?.close();
    }
  }

  private async runBrowser(starts: RequestOptions[]): Promise<void> {
    const [{ PlaywrightCrawler }, { chromium }] = await Promise.all([
      import('@crawlee/playwright'),
      import('playwright-core'),
    ]);
    // One profile folder per browser: the pool retires a browser after BROWSER_PAGES_PER_BROWSER pages
    // and starts the next while the old one is still closing, and Chromium refuses a profile another
    // Chromium holds (its SingletonLock), which stopped every rendered source past that many pages.
    // Each folder goes when its browser has closed (a long crawl starts a browser every so many
    // pages, each with a few MB of profile), and every one is removed again when the crawl ends:
    // Chromium's helpers can write to a profile for a moment after its browser has closed.
    const profiles = new Set<string>();
    const profileRoot = this.opts.browserProfileDir ?? tmpdir();
    const concurrency = this.opts.browserConcurrency ?? BROWSER_CONCURRENCY;
    const common = this.commonOptions();
    const crawler = new PlaywrightCrawler(
      {
        ...common,
        maxConcurrency: concurrency,
        autoscaledPoolOptions: this.poolOptions(concurrency),
        launchContext: {
          launcher: chromium,
          userAgent: this.opts.userAgent ?? CRAWLER_USER_AGENT,
          launchOptions: {
            executablePath: this.opts.chromiumPath ?? '/usr/bin/chromium',
            headless: true,
            args: CHROMIUM_FLAGS,
          },
        },
        browserPoolOptions: {
          useFingerprints: false,
          retireBrowserAfterPageCount: this.opts.browserPagesPerBrowser ?? BROWSER_PAGES_PER_BROWSER,
          preLaunchHooks: [
            (_pageId, launchContext) => {
              const profile = mkdtempSync(join(profileRoot, 'vigil-chromium-'));
              profiles.add(profile);
              launchContext.userDataDir = profile;
            },
          ],
          postLaunchHooks: [
            (_pageId, browser) => {
              const profile = browser.launchContext.userDataDir;
              // The controller's one event, typed as a const enum of the pool's declarations.
              const closed = 'browserClosed' as Parameters<typeof browser.once>[0];
              browser.once(closed, () => void removeProfile(profile));
            },
          ],
        },
        preNavigationHooks: [
          async (ctx: PlaywrightCrawlingContext, gotoOptions) => {
            this.throwIfStopped();
            if (gotoOptions) gotoOptions.waitUntil = 'load';
            this.quiet.set(ctx.id, networkQuiet(ctx.page));
            await ctx.page.route('**/*', async (route: Route) => {
              const request = route.request();
              const policy = this.robots.known(request.url());
              if (
                BLOCKED_RESOURCE_TYPES.has(request.resourceType()) ||
                (policy && !policy.isAllowed(request.url()))
              ) {
                return route.abort();
              }
              return route.continue();
            });
            await this.acquire(ctx.id, ctx.request.url);
          },
        ],
        postNavigationHooks: [async (ctx: PlaywrightCrawlingContext) => this.release(ctx.id)],
        requestHandler: async (ctx: PlaywrightCrawlingContext) => {
          this.release(ctx.id);
          const response = ctx.response;
          // Script-built pages are done when their data requests are, and when the page has run what
          // it queued on their answers: on a busy machine a script can build the page more than the
          // quiet window after its last request ended, and the shell read before would give nothing.
          await this.quiet.get(ctx.id)?.(this.opts.navigationTimeoutMs ?? DEFAULT_NAVIGATION_TIMEOUT_MS);
          this.quiet.delete(ctx.id);
          await ctx.page
            .evaluate(() => new Promise<void>((resolve) => setTimeout(() => setTimeout(resolve, 0), 0)))
            .catch(() => undefined);
          await this.handlePage(crawler as unknown as BasicCrawler, ctx.request.userData as PageTask, {
            url: ctx.request.url,
            loadedUrl: ctx.request.loadedUrl ?? ctx.page.url(),
            status: response?.status() ?? 0,
            headers: response ? await response.allHeaders() : {},
            html: async () => ctx.page.content(),
          });
        },
      },
      new Configuration({ persistStorage: false }),
    );
    useRequestManager(crawler as unknown as BasicCrawler, new MemoryRequestManager());
    this.crawlers.push(crawler as unknown as BasicCrawler);
    try {
      await crawler.run(starts);
    } finally {
      await crawler.browserPool.destroy().catch(() => undefined);
      // Chromium's helpers can still be writing a profile for a moment after the pool closes:
      // `removeProfile` retries ENOTEMPTY and never lets a temporary folder's cleanup fail the crawl.
      await Promise.all([...profiles].map(removeProfile));
    }
  }

  private throwIfStopped(): void {
    if (this.stopError) throw new CriticalError(this.stopError.message);
    if (this.signal.aborted) throw new NeverRetryError('crawl aborted', 'aborted');
  }
}

/**
 * Starts counting a page's requests; the returned function resolves once none has been in flight for
 * NETWORK_QUIET_MS (or after the timeout). Playwright's own 'networkidle' waits 500 ms, which is most
 * of the time a local rendered page takes.
 */
function networkQuiet(page: Page): (timeoutMs: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = (): void => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = (): void => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < NETWORK_QUIET_MS)) {
      await pause(Math.max(5, Math.min(NETWORK_QUIET_MS, deadline - Date.now())));
    }
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/**
 * The web depths: plan the searches for a query, run them through the search provider with bounded
 * concurrency, fetch the result pages through the network guard, read them with the ingestion
 * extractors and turn the obituaries into candidates shaped like stored decedents. Pages that are not
 * obituaries are dropped. Results are cached briefly (web-cache.ts says exactly what and when).
 */
import { decodeURIComponentSafe } from '../../core/net/decode.js';
import type { Redis } from 'ioredis';
import type { Logger } from '../../core/logger.js';
import { normalizeNamePart } from '../../core/names/normalize.js';
import { defaultNameLexicon, type NameLexicon } from '../../core/names/lexicon.js';
import type { ExtractedObituary } from '../../core/obituary.js';
import type { VerifyQuery } from '../../core/verification.js';
import type { Config } from '../../core/config.js';
import {
  FetchFailedError,
  FetchRefusedError,
  guardedFetch,
  type GuardedFetchOptions,
} from '../../core/net/guarded-fetch.js';
import { parseNetworkAllowlist, type NetworkAllowlist } from '../../core/net/address-policy.js';
import { extractObituaries, obituaryUrl, type ExtractHints } from '../../crawler/extract/index.js';
import { canonicalNoticeUrl, type Observed } from '../../indexer/observation.js';
import {
  defaultGivenNameGroups,
  surnameVariants,
  type GivenNameGroups,
} from '../../store/index/blocking-keys.js';
import { RedisKeys } from '../../store/redis/connection.js';
import { mapLimited } from './limited.js';
import { defaultGivenNameVariants, type GivenNameVariants } from './name-variants.js';
import type { WebCandidate, WebCandidateSource } from './ports.js';
import { planWebSearches, type PlannedSearch } from './queries.js';
import {
  SearchUnavailableError,
  SearxngProvider,
  type SearchHit,
  type SearchProvider,
} from './search-provider.js';
import { WebCache, WEB_CACHE_TTL_SECONDS } from './web-cache.js';
import { observeWebPage, webCandidatesFrom } from './web-decedent.js';

/**
 * Searches in flight for one verify. A self-hosted SearXNG fans each query out to several engines,
 * which rate-limit aggressive clients; three keeps a 30-year extended plan to about ten rounds.
 */
export const SEARCH_CONCURRENCY = 3;

/** Result pages fetched at once for one verify: they sit on different sites, so this bounds only our own load. */
export const PAGE_FETCH_CONCURRENCY = 6;

/**
 * Result pages read per verify. The standard plan's few searches return about ten results each and
 * the obituary is among the first few when it is there at all; the extended plan's per-year searches
 * each add their best results.
 */
export const MAX_RESULT_PAGES = { standard: 20, extended: 60 } as const;

/** Pause before the one retry of a search that failed with "retry later" (a busy engine, a dropped connection). */
export const SEARCH_RETRY_DELAY_MS = 300;

/**
 * Reads one page's obituaries (one, a death-notice column's several, or none); the crawler's
 * `extractObituaries` in production.
 */
export type ExtractPage = (html: string, url: string, hints: ExtractHints) => ExtractedObituary[];

/** What the web depths are built from. Only `provider` is required. */
export interface WebSearchSourceOptions {
  provider: SearchProvider;
  /** The cache's Redis; without it nothing is cached. */
  redis?: Redis;
  /** Key prefix (the deployment's `redisPrefix`). */
  keys?: RedisKeys;
  cacheTtlSeconds?: number;
  /** Guard and limits for result pages (allowlist, timeout, size cap, resolver). */
  fetch?: Omit<GuardedFetchOptions, 'signal'>;
  extract?: ExtractPage;
  variants?: GivenNameVariants;
  groups?: GivenNameGroups;
  lexicon?: NameLexicon;
  /** Clock: the newest year searched and the capture time of pages. */
  now?: () => Date;
  logger?: Logger;
}

/** What one search run did (for logs and tests). */
export interface WebSearchReport {
  searches: number;
  pagesFetched: number;
  pagesFromCache: number;
  /** Pages skipped because fetching failed or was refused. */
  pagesFailed: number;
  fromCache: boolean;
}

/** The standard and extended depths over a search provider. */
export class WebSearchSource implements WebCandidateSource {
  private readonly provider: SearchProvider;
  private readonly cache: WebCache | null;
  private readonly fetchOptions: Omit<GuardedFetchOptions, 'signal'>;
  private readonly extract: ExtractPage;
  private readonly now: () => Date;
  private readonly logger: Logger | undefined;
  private variantsTable: GivenNameVariants | undefined;
  private groupsTable: GivenNameGroups | undefined;
  private lexiconTable: NameLexicon | undefined;
  /** What the most recent `search` did. */
  lastReport: WebSearchReport | null = null;

  constructor(opts: WebSearchSourceOptions) {
    this.provider = opts.provider;
    this.cache = opts.redis
      ? new WebCache(
          opts.redis,
          opts.keys ?? new RedisKeys(),
          opts.cacheTtlSeconds ?? WEB_CACHE_TTL_SECONDS,
          opts.logger,
        )
      : null;
    this.fetchOptions = opts.fetch ?? {};
    this.extract = opts.extract ?? ((html, url, hints) => extractObituaries(html, url, hints));
    this.now = opts.now ?? (() => new Date());
    this.logger = opts.logger;
    this.variantsTable = opts.variants;
    this.groupsTable = opts.groups;
    this.lexiconTable = opts.lexicon;
  }

  // Reference tables load on first use, so a deployment without web search never reads them.
  private get variants(): GivenNameVariants {
    return (this.variantsTable ??= defaultGivenNameVariants());
  }
  private get groups(): GivenNameGroups {
    return (this.groupsTable ??= defaultGivenNameGroups());
  }
  private get lexicon(): NameLexicon {
    return (this.lexiconTable ??= defaultNameLexicon());
  }

  /** The searches a query makes at a depth (what `search` runs; exposed for logs and tests). */
  plan(query: VerifyQuery, opts: { depth: 'standard' | 'extended'; lookbackYears: number }): PlannedSearch[] {
    return planWebSearches(query, {
      depth: opts.depth,
      lookbackYears: opts.lookbackYears,
      year: this.now().getUTCFullYear(),
      variants: this.variants,
    });
  }

  /** What identifies a plan's answer in the cache: the searches themselves, so equal plans share it. */
  private planIdentity(plan: PlannedSearch[], depth: string): string {
    return JSON.stringify([depth, plan.map((p) => p.q.toLowerCase())]);
  }

  /**
   * Web candidates for the query: decedents read from result pages, merged per death, in search rank
   * order. Rejects with SearchUnavailableError (retry later) or SearchMisconfiguredError (fix the
   * configuration) when a search fails, and with the signal's reason when aborted. Failing or refused
   * result pages are skipped, never fatal.
   */
  async search(
    query: VerifyQuery,
    opts: { depth: 'standard' | 'extended'; lookbackYears: number; fresh: boolean; signal?: AbortSignal },
  ): Promise<WebCandidate[]> {
    const report: WebSearchReport = {
      searches: 0,
      pagesFetched: 0,
      pagesFromCache: 0,
      pagesFailed: 0,
      fromCache: false,
    };
    this.lastReport = report;
    const plan = this.plan(query, opts);
    const identity = this.planIdentity(plan, opts.depth);
    if (this.cache && !opts.fresh) {
      const cached = await this.cache.found(identity);
      if (cached) {
        report.fromCache = true;
        return cached;
      }
    }
    const answers = await mapLimited(
      plan,
      SEARCH_CONCURRENCY,
      (planned, signal) => {
        report.searches++;
        return this.searchOnce(planned.q, signal);
      },
      opts.signal,
    );
    const hits = this.pickPages(answers, query, opts.depth);
    let incomplete = false;
    const pages = await mapLimited(
      hits,
      PAGE_FETCH_CONCURRENCY,
      async (hit, signal) => {
        const read = await this.readPage(hit, opts.fresh, signal, report);
        if (read === 'failed') incomplete = true;
        return read;
      },
      opts.signal,
    );
    const observed = pages.flatMap((p) => (Array.isArray(p) ? p : []));
    const candidates = webCandidatesFrom(observed, this.lexicon, this.groups);
    // A partial answer (a page that timed out may have been the one) must not stand in for a full one.
    if (this.cache && !incomplete) await this.cache.rememberFound(identity, candidates);
    this.logger?.debug({ ...report, candidates: candidates.length, depth: opts.depth }, 'web search done');
    return candidates;
  }

  /** Forgets the cached candidates of a query, so its next request searches live (for a not_found answer). */
  async forget(
    query: VerifyQuery,
    opts: { depth: 'standard' | 'extended'; lookbackYears: number },
  ): Promise<void> {
    await this.cache?.forgetFound(this.planIdentity(this.plan(query, opts), opts.depth));
  }

  /** One search, retried once when the provider says to retry later. */
  private async searchOnce(q: string, signal: AbortSignal): Promise<SearchHit[]> {
    try {
      return await this.provider.search(q, { signal });
    } catch (e) {
      if (!(e instanceof SearchUnavailableError) || signal.aborted) throw e;
      this.logger?.warn({ err: e, q }, 'web search failed; retrying once');
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, SEARCH_RETRY_DELAY_MS);
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            reject(signal.reason);
          },
          { once: true },
        );
      });
      return this.provider.search(q, { signal });
    }
  }

  /**
   * The result pages worth reading: deduplicated, mentioning the surname somewhere in the title,
   * snippet or URL (a page that does not is not this person's obituary), taken by rank across the
   * searches (every search's first result, then every second...) up to the depth's page budget.
   */
  private pickPages(answers: SearchHit[][], query: VerifyQuery, depth: 'standard' | 'extended'): SearchHit[] {
    const surnames = surnameVariants(query.lastName).map((s) => s.replace(/[^a-z0-9]/g, ''));
    const mentions = (hit: SearchHit) => {
      const text = normalizeNamePart(
        `${hit.title} ${hit.content} ${decodeURIComponentSafe(hit.url)}`,
      ).replace(/[^a-z0-9]/g, '');
      return surnames.some((s) => s.length > 0 && text.includes(s));
    };
    const picked: SearchHit[] = [];
    const seen = new Set<string>();
    const budget = MAX_RESULT_PAGES[depth];
    const deepest = Math.max(0, ...answers.map((a) => a.length));
    for (let rank = 0; rank < deepest && picked.length < budget; rank++) {
      for (const answer of answers) {
        const hit = answer[rank];
        if (!hit || picked.length >= budget) continue;
        const url = canonicalNoticeUrl(hit.url);
        if (seen.has(url) || !mentions(hit)) continue;
        seen.add(url);
        picked.push({ ...hit, url });
      }
    }
    return picked;
  }

  /**
   * One result page as observations (one per notice of a death-notice column), null when it holds no
   * obituary, 'failed' when it could not be read.
   */
  private async readPage(
    hit: SearchHit,
    fresh: boolean,
    signal: AbortSignal,
    report: WebSearchReport,
  ): Promise<Observed[] | null | 'failed'> {
    if (this.cache && !fresh) {
      const cached = await this.cache.page(hit.url);
      if (cached) {
        report.pagesFromCache++;
        return cached;
      }
    }
    let html: string;
    let url: string;
    try {
      const page = await guardedFetch(hit.url, { ...this.fetchOptions, signal });
      report.pagesFetched++;
      html = page.html;
      url = canonicalNoticeUrl(page.url);
    } catch (e) {
      if (signal.aborted) throw signal.reason;
      if (!(e instanceof FetchFailedError) && !(e instanceof FetchRefusedError)) throw e;
      report.pagesFailed++;
      this.logger?.debug({ url: hit.url, code: e.code }, 'web result page skipped');
      // Refusals and permanent failures will not change on the next request; transient ones might.
      return e instanceof FetchFailedError && e.retryable ? 'failed' : null;
    }
    const hints: ExtractHints = {};
    const published = /^\d{4}-\d{2}-\d{2}/.exec(hit.publishedDate ?? '')?.[0];
    if (published) hints.publishedDate = published;
    const obituaries = this.extract(html, url, hints);
    if (obituaries.length === 0) return null;
    const capturedAt = this.now();
    const observed = obituaries.map((o) => observeWebPage(o, obituaryUrl(url, o), capturedAt, this.groups));
    if (this.cache) {
      await this.cache.rememberPage(hit.url, observed);
      if (url !== hit.url) await this.cache.rememberPage(url, observed);
    }
    return observed;
  }
}

/**
 * The web depths as configured: SearXNG at `searxngUrl` with the configured fetch limits, allowlist
 * and cache TTL; null when no search endpoint is configured (the web depths then search the index only).
 */
export function createWebSearchSource(
  config: Pick<
    Config,
    | 'searxngUrl'
    | 'redisPrefix'
    | 'webCacheTtlSeconds'
    | 'webFetchTimeoutMs'
    | 'webFetchMaxBytes'
    | 'webFetchAllow'
  >,
  redis: Redis | undefined,
  logger?: Logger,
): WebSearchSource | null {
  if (!config.searxngUrl) return null;
  const allow: NetworkAllowlist = parseNetworkAllowlist(config.webFetchAllow ?? []);
  const opts: WebSearchSourceOptions = {
    provider: new SearxngProvider(config.searxngUrl),
    keys: new RedisKeys(config.redisPrefix),
    cacheTtlSeconds: config.webCacheTtlSeconds ?? WEB_CACHE_TTL_SECONDS,
    fetch: { allow, timeoutMs: config.webFetchTimeoutMs, maxBytes: config.webFetchMaxBytes },
  };
  if (redis) opts.redis = redis;
  if (logger) opts.logger = logger;
  return new WebSearchSource(opts);
}

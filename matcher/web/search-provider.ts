/**
 * The web search port the standard and extended depths use, and its first adapter: the SearXNG JSON
 * API (`GET {base}/search?q=...&format=json&pageno=N`), so a self-hosted SearXNG works out of the box.
 *
 * The SearXNG URL is the operator's own configuration, so it is called with plain fetch (it is
 * usually on localhost or the LAN); only the result pages, whose URLs come from the web, go through
 * the network guard.
 */

/** One search result. */
export interface SearchHit {
  url: string;
  title: string;
  content: string;
  /** ISO date or timestamp when the engine knows when the page was published. */
  publishedDate?: string;
}

/** Options of one search call. */
export interface SearchOptions {
  /** 1-based result page. */
  page?: number;
  signal?: AbortSignal;
}

/** A web search engine. */
export interface SearchProvider {
  /** Short name for logs ("searxng"). */
  readonly name: string;
  /** Results for one query, best first. Rejects with a SearchProviderError subclass. */
  search(q: string, opts?: SearchOptions): Promise<SearchHit[]>;
}

/** A search failed; `retryable` tells the caller whether trying again later can help. */
export abstract class SearchProviderError extends Error {
  abstract readonly retryable: boolean;
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The engine is down, overloaded, rate-limiting or slow: retry later. */
export class SearchUnavailableError extends SearchProviderError {
  readonly retryable = true;
  override readonly name = 'SearchUnavailableError';
}

/**
 * The engine refused the request or answered something that is not its JSON API (a 4xx, HTML, bad
 * JSON): retrying will not help; the configuration must be fixed.
 */
export class SearchMisconfiguredError extends SearchProviderError {
  readonly retryable = false;
  override readonly name = 'SearchMisconfiguredError';
}

/**
 * Deadline for one SearXNG query. SearXNG waits for its slowest engine (its own default engine
 * timeout is 3 s, some instances allow 10 s), so 12 s leaves room for that plus the hop to it.
 */
export const SEARCH_TIMEOUT_MS = 12_000;

/** Options of the SearXNG adapter. */
export interface SearxngOptions {
  timeoutMs?: number;
  /** Passed as `language`; SearXNG's engines then prefer US English pages. */
  language?: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Speaks the SearXNG JSON API. */
export class SearxngProvider implements SearchProvider {
  readonly name = 'searxng';
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly language: string;

  constructor(baseUrl: string, opts: SearxngOptions = {}) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.timeoutMs = opts.timeoutMs ?? SEARCH_TIMEOUT_MS;
    this.language = opts.language ?? 'en-US';
  }

  /** The request URL of one query (exposed for logs and tests). */
  urlFor(q: string, page = 1): string {
    const params = new URLSearchParams({ q, format: 'json', pageno: String(page), language: this.language });
    return `${this.base}/search?${params.toString()}`;
  }

  async search(q: string, opts: SearchOptions = {}): Promise<SearchHit[]> {
    const url = this.urlFor(q, opts.page ?? 1);
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, { signal, headers: { Accept: 'application/json' }, redirect: 'error' });
      text = await res.text();
    } catch (e) {
      if (opts.signal?.aborted) throw opts.signal.reason;
      if (deadline.aborted) {
        throw new SearchUnavailableError(
          `SearXNG did not answer within ${this.timeoutMs} ms (${this.base}); retry later`,
        );
      }
      const cause = (e as Error & { cause?: { code?: string } }).cause?.code ?? (e as Error).message;
      throw new SearchUnavailableError(`SearXNG at ${this.base} is unreachable (${cause}); retry later`);
    }
    if (res.status === 429 || res.status >= 500) {
      throw new SearchUnavailableError(
        `SearXNG at ${this.base} answered HTTP ${res.status} (${res.status === 429 ? 'rate limited' : 'server error'}); retry later`,
        res.status,
      );
    }
    if (res.status === 403) {
      throw new SearchMisconfiguredError(
        `SearXNG at ${this.base} refused format=json (HTTP 403): add "json" to search.formats in its settings.yml`,
        403,
      );
    }
    if (res.status < 200 || res.status > 299) {
      throw new SearchMisconfiguredError(
        `SearXNG at ${this.base} answered HTTP ${res.status}; check VIGIL_SEARXNG_URL (do not retry)`,
        res.status,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new SearchMisconfiguredError(
        `SearXNG at ${this.base} did not answer JSON; is VIGIL_SEARXNG_URL a SearXNG instance with the json format enabled?`,
        res.status,
      );
    }
    if (!isRecord(body) || !Array.isArray(body.results)) {
      throw new SearchMisconfiguredError(
        `SearXNG at ${this.base} answered JSON without a results list`,
        res.status,
      );
    }
    const hits: SearchHit[] = [];
    for (const r of body.results) {
      if (!isRecord(r) || typeof r.url !== 'string' || !/^https?:\/\//i.test(r.url)) continue;
      const hit: SearchHit = {
        url: r.url,
        title: typeof r.title === 'string' ? r.title : '',
        content: typeof r.content === 'string' ? r.content : '',
      };
      if (typeof r.publishedDate === 'string' && r.publishedDate) hit.publishedDate = r.publishedDate;
      hits.push(hit);
    }
    return hits;
  }
}

/**
 * How the crawler treats the sites it visits: how many requests one host gets at once and how far
 * apart, what a status code means for the page (read it, skip it, retry it, retry it later), how
 * long to wait before a retry, and the errors that carry that decision to the crawl loop.
 */

/**
 * Requests in flight per host. Two is what one visitor's browser opens for a page and its assets;
 * the small funeral-home sites Vigil crawls often run on shared hosting that slows down beyond that.
 */
export const DEFAULT_HOST_CONCURRENCY = 2;
/** Least time between two request starts on one host: at most four pages a second per site. */
export const DEFAULT_HOST_DELAY_MS = 250;
/** Retries after the first attempt, for 5xx answers, timeouts and dropped connections. */
export const DEFAULT_MAX_RETRIES = 3;
/** First retry waits about this long; each further retry doubles it (exponential backoff). */
export const DEFAULT_RETRY_BASE_DELAY_MS = 1_000;
/** No retry waits longer than this, whatever the attempt or the server's Retry-After. */
export const MAX_RETRY_DELAY_MS = 60_000;
/** A page that has not answered within this is abandoned (and retried). */
export const DEFAULT_NAVIGATION_TIMEOUT_MS = 30_000;
/** How Vigil introduces itself; sites can address it in robots.txt as `VigilBot`. */
export const CRAWLER_USER_AGENT =
  'Mozilla/5.0 (compatible; VigilBot/0.1; +https://github.com/vigil-obituaries/vigil)';

/** What a response status means for the page. */
export type StatusVerdict = 'read' | 'not_modified' | 'retry' | 'retry_later' | 'never_retry';

/**
 * 2xx: read it. 304: unchanged since the validators we sent. 429 and 503: the site asks us to slow
 * down (retry later, honouring Retry-After). Other 5xx and 408: a passing server fault (retry with
 * backoff). Every other 4xx (and stray 1xx/3xx): the page is not there for us; asking again will not
 * change that.
 */
export function statusVerdict(status: number): StatusVerdict {
  if (status >= 200 && status < 300) return 'read';
  if (status === 304) return 'not_modified';
  if (status === 429 || status === 503) return 'retry_later';
  if (status >= 500 || status === 408) return 'retry';
  return 'never_retry';
}

/** Retry-After (seconds or an HTTP date) in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Wait before retry number `retry` (1 = first retry): base * 2^(retry-1), capped, with ±20% jitter so
 * pages that failed together do not come back together.
 */
export function backoffDelayMs(retry: number, baseMs: number, random: () => number = Math.random): number {
  const exact = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, retry - 1));
  return Math.round(exact * (0.8 + 0.4 * random()));
}

/** The page will never load for us (4xx, not a page): record it and move on, no retry. */
export class NeverRetryError extends Error {
  constructor(
    message: string,
    readonly kind: string,
  ) {
    super(message);
    this.name = 'NeverRetryError';
  }
}

/** A passing fault (5xx, timeout, dropped connection): retry after a backoff. */
export class RetryError extends Error {
  constructor(
    message: string,
    readonly kind: string,
  ) {
    super(message);
    this.name = 'RetryError';
  }
}

/** The site asked us to slow down (429/503): retry after the delay it named, or a backoff. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly kind: string,
    readonly delayMs: number | undefined,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

/** Nothing more can be done in this crawl (the sink refused a batch): stop every source. */
export class StopCrawlError extends Error {
  constructor(
    message: string,
    readonly kind: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StopCrawlError';
  }
}

/** Sleeps `ms`, waking early (without error) when the signal aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

interface HostSlot {
  active: number;
  waiting: (() => void)[];
  nextStartAt: number;
  delayMs: number;
}

/** Per-host politeness: at most `concurrency` requests in flight and `delayMs` between starts. */
export class HostGate {
  private readonly hosts = new Map<string, HostSlot>();
  /** Most requests ever in flight at once on one host (for tests and statistics). */
  peakInFlight = 0;

  constructor(private readonly opts: { concurrency: number; delayMs: number }) {
    if (!Number.isInteger(opts.concurrency) || opts.concurrency < 1) {
      throw new RangeError(`host concurrency must be a whole number >= 1, got ${opts.concurrency}`);
    }
  }

  /** Raises one host's delay (a robots.txt Crawl-delay); never lowers it below the configured one. */
  setMinDelay(url: string, delayMs: number): void {
    const slot = this.slot(url);
    slot.delayMs = Math.max(this.opts.delayMs, delayMs);
  }

  /** Waits for a slot on the URL's host; resolves to the function that gives it back (idempotent). */
  async acquire(url: string, signal?: AbortSignal): Promise<() => void> {
    const slot = this.slot(url);
    if (slot.active >= this.opts.concurrency) {
      await new Promise<void>((resolve) => slot.waiting.push(resolve));
    } else {
      slot.active++;
    }
    this.peakInFlight = Math.max(this.peakInFlight, slot.active);
    // Claim the next start time only once awake: timers fire late on a busy machine, and starts
    // reserved in advance would then bunch together.
    for (;;) {
      const now = Date.now();
      if (now >= slot.nextStartAt || signal?.aborted) {
        slot.nextStartAt = now + slot.delayMs;
        break;
      }
      await pause(slot.nextStartAt - now, signal);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = slot.waiting.shift();
      // The slot passes straight to the next waiter, so `active` stays the same.
      if (next) next();
      else slot.active--;
    };
  }

  private slot(url: string): HostSlot {
    const host = new URL(url).host;
    let slot = this.hosts.get(host);
    if (!slot) {
      slot = { active: 0, waiting: [], nextStartAt: 0, delayMs: this.opts.delayMs };
      this.hosts.set(host, slot);
    }
    return slot;
  }
}

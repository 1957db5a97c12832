/**
 * Crawl statistics per source: pages fetched, obituaries extracted, pages skipped as unchanged,
 * links refused by robots.txt, failures by kind, duration; and how a failure is named.
 */
import type { CrawlRunStats } from '../store/state/ports.js';

/** Failure kinds as counted in `CrawlRunStats.errors`. */
export type CrawlErrorKind =
  'http_4xx' | 'http_5xx' | 'http_429' | 'timeout' | 'network' | 'robots' | 'extraction' | 'sink' | 'other';

/** Names a failure from its message, for errors raised below the crawler (HTTP client, Crawlee). */
export function failureKind(error: unknown): CrawlErrorKind {
  const kind = (error as { kind?: unknown } | null)?.kind;
  if (typeof kind === 'string') return kind as CrawlErrorKind;
  const message = error instanceof Error ? error.message : String(error);
  if (/^\s*429\b/.test(message)) return 'http_429';
  if (/^\s*5\d\d\b/.test(message)) return 'http_5xx';
  if (/^\s*4\d\d\b/.test(message)) return 'http_4xx';
  if (/timed? ?out|timeout/i.test(message)) return 'timeout';
  if (/ECONNREFUSED|ECONNRESET|EPIPE|ENOTFOUND|EAI_AGAIN|socket hang up|network|net::ERR_/i.test(message)) {
    return 'network';
  }
  return 'other';
}

/** Counts one source's crawl as it runs. */
export class SourceStatsRecorder {
  pagesFetched = 0;
  obituariesExtracted = 0;
  skippedUnchanged = 0;
  robotsDisallowed = 0;
  readonly errors: Record<string, number> = {};
  private readonly started = Date.now();
  private readonly startedAt = new Date().toISOString();

  constructor(readonly sourceId: string) {}

  error(kind: CrawlErrorKind): void {
    this.errors[kind] = (this.errors[kind] ?? 0) + 1;
  }

  /** The finished run. */
  finish(outcome: CrawlRunStats['outcome']): CrawlRunStats {
    return {
      sourceId: this.sourceId,
      startedAt: this.startedAt,
      finishedAt: new Date().toISOString(),
      durationMs: Date.now() - this.started,
      outcome,
      pagesFetched: this.pagesFetched,
      obituariesExtracted: this.obituariesExtracted,
      skippedUnchanged: this.skippedUnchanged,
      robotsDisallowed: this.robotsDisallowed,
      errors: { ...this.errors },
    };
  }
}

/** One line for `vigil sources list` and `vigil crawl`: "123 pages, 45 obituaries, ... in 3.2 s". */
export function describeRun(stats: CrawlRunStats): string {
  const errors = Object.entries(stats.errors)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  return (
    `${stats.outcome} ${stats.finishedAt.slice(0, 16).replace('T', ' ')}: ${stats.pagesFetched} pages, ` +
    `${stats.obituariesExtracted} obituaries, ${stats.skippedUnchanged} unchanged, ` +
    `${errors ? `errors: ${errors}` : 'no errors'}, ${(stats.durationMs / 1000).toFixed(1)} s`
  );
}

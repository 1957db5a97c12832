/**
 * Scheduled crawls on BullMQ: the queue `crawl` holds one job scheduler per source (a repeatable job
 * every few hours), and a worker runs each job with the same crawler `vigil crawl` uses. A failed
 * crawl is retried with exponential backoff; it is logged once, on its last attempt.
 */
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../core/logger.js';
import { crawlSources, type CrawlOptions } from '../crawler/crawl.js';
import type { CrawlRunStats, StateStore } from '../store/state/ports.js';

/** The queue's name (BullMQ keys are `<prefix>:crawl:…`). */
export const CRAWL_QUEUE_NAME = 'crawl';
/** The job name of a scheduled source crawl. */
export const CRAWL_JOB_NAME = 'crawl-source';
/**
 * Every six hours by default: funeral homes post a few notices a day, and the notice feed promises
 * new deaths within the day; crawling more often mostly re-reads unchanged listings.
 */
export const DEFAULT_CRAWL_INTERVAL_MS = 6 * 3_600_000;
/** Attempts per scheduled crawl (the first run and two retries). */
export const CRAWL_JOB_ATTEMPTS = 3;
/** First retry of a failed crawl after one minute, then two, four... (exponential backoff). */
export const CRAWL_JOB_BACKOFF_MS = 60_000;
/** Crawls one worker runs at once: each already fetches several pages in parallel. */
export const CRAWL_WORKER_CONCURRENCY = 2;
/** Finished jobs kept for inspection; older ones are trimmed by BullMQ. */
const KEEP_COMPLETED = 100;
const KEEP_FAILED = 500;

/** A crawl job's payload. */
export interface CrawlJobData {
  sourceId: string;
}

/** What a crawl job returns (stored by BullMQ as the job's return value). */
export type CrawlJobResult = CrawlRunStats | { skipped: 'source_removed' };

function schedulerId(sourceId: string): string {
  return `source:${sourceId}`;
}

/** Adds, lists and removes the per-source crawl schedules. */
export class CrawlScheduler {
  readonly queue: Queue<CrawlJobData, CrawlJobResult>;
  private readonly intervalMs: number;
  private readonly attempts: number;
  private readonly backoffMs: number;

  constructor(opts: {
    connection: Redis;
    prefix: string;
    intervalMs?: number;
    attempts?: number;
    backoffMs?: number;
  }) {
    this.queue = new Queue<CrawlJobData, CrawlJobResult>(CRAWL_QUEUE_NAME, {
      connection: opts.connection,
      prefix: opts.prefix,
    });
    this.intervalMs = opts.intervalMs ?? DEFAULT_CRAWL_INTERVAL_MS;
    this.attempts = opts.attempts ?? CRAWL_JOB_ATTEMPTS;
    this.backoffMs = opts.backoffMs ?? CRAWL_JOB_BACKOFF_MS;
  }

  private jobOptions() {
    return {
      attempts: this.attempts,
      backoff: { type: 'exponential' as const, delay: this.backoffMs },
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    };
  }

  /** Creates or updates the repeatable crawl of a source (the first run starts right away). */
  async schedule(sourceId: string): Promise<void> {
    await this.queue.upsertJobScheduler(
      schedulerId(sourceId),
      { every: this.intervalMs },
      { name: CRAWL_JOB_NAME, data: { sourceId }, opts: this.jobOptions() },
    );
  }

  /** Removes a source's schedule; false when it had none. */
  async unschedule(sourceId: string): Promise<boolean> {
    return this.queue.removeJobScheduler(schedulerId(sourceId));
  }

  /** Makes the schedules match the registered sources: adds the missing, removes the stale. */
  async syncWith(sourceIds: string[]): Promise<void> {
    const wanted = new Set(sourceIds.map(schedulerId));
    for (const s of await this.queue.getJobSchedulers()) {
      if (!wanted.has(s.key) && !wanted.has(s.id ?? '')) await this.queue.removeJobScheduler(s.id ?? s.key);
    }
    for (const id of sourceIds) await this.schedule(id);
  }

  /** Source ids with a schedule. */
  async scheduledSources(): Promise<string[]> {
    return (await this.queue.getJobSchedulers()).map((s) => (s.id ?? s.key).replace(/^source:/, '')).sort();
  }

  /** Queues one crawl of a source now, outside its schedule. */
  async runNow(sourceId: string): Promise<Job<CrawlJobData, CrawlJobResult>> {
    return this.queue.add(CRAWL_JOB_NAME, { sourceId }, this.jobOptions());
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/** Crawls one source by id; resolves null when the source no longer exists. */
export type SourceCrawlFn = (sourceId: string, signal: AbortSignal) => Promise<CrawlRunStats | null>;

/** The crawl a job runs: the source from the state store, the shared crawler, the given sink. */
export function sourceCrawler(
  state: Pick<StateStore, 'sources'>,
  options: Omit<CrawlOptions, 'repository' | 'signal'>,
): SourceCrawlFn {
  return async (sourceId, signal) => {
    const source = await state.sources.get(sourceId);
    if (!source) return null;
    const [stats] = await crawlSources([source], { ...options, repository: state.sources, signal });
    return stats ?? null;
  };
}

/** A crawl that ended `failed`: the job throws it so BullMQ retries with backoff. */
export class CrawlFailedError extends Error {
  constructor(readonly stats: CrawlRunStats) {
    super(`crawl of ${stats.sourceId} failed: ${JSON.stringify(stats.errors)}`);
    this.name = 'CrawlFailedError';
  }
}

/** A running crawl worker. */
export interface CrawlWorker {
  worker: Worker<CrawlJobData, CrawlJobResult>;
  /** Aborts running crawls (they record `aborted`) and stops taking jobs. */
  close(): Promise<void>;
}

/** Starts the worker that runs crawl jobs. `connection` must be a worker connection (`createRedis(url, { worker: true })`). */
export function startCrawlWorker(opts: {
  connection: Redis;
  prefix: string;
  crawl: SourceCrawlFn;
  logger: Logger;
  concurrency?: number;
}): CrawlWorker {
  const running = new Set<AbortController>();
  const worker = new Worker<CrawlJobData, CrawlJobResult>(
    CRAWL_QUEUE_NAME,
    async (job) => {
      const abort = new AbortController();
      running.add(abort);
      try {
        const stats = await opts.crawl(job.data.sourceId, abort.signal);
        if (!stats) return { skipped: 'source_removed' };
        if (stats.outcome === 'failed') throw new CrawlFailedError(stats);
        return stats;
      } finally {
        running.delete(abort);
      }
    },
    {
      connection: opts.connection,
      prefix: opts.prefix,
      concurrency: opts.concurrency ?? CRAWL_WORKER_CONCURRENCY,
    },
  );
  worker.on('failed', (job, err) => {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    // Earlier attempts will be retried; only the last one is worth an operator's attention.
    if (job.attemptsMade >= attempts) {
      opts.logger.error(
        { err, sourceId: job.data.sourceId, attempts: job.attemptsMade },
        'scheduled crawl failed',
      );
    } else {
      opts.logger.debug(
        { err, sourceId: job.data.sourceId, attempt: job.attemptsMade },
        'scheduled crawl failed; will retry',
      );
    }
  });
  worker.on('error', (err) => opts.logger.error({ err }, 'crawl worker error'));
  return {
    worker,
    async close() {
      for (const a of running) a.abort();
      await worker.close();
    },
  };
}

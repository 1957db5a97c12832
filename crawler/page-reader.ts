/**
 * Where pages are read: on the crawl thread, or in worker threads so extraction (the largest share
 * of a crawl's CPU) runs beside Crawlee's fetching instead of in turn with it, on machines with cores
 * to spare. Pages are sent in small batches: Piscina costs 35-45 µs per task.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { workerModule } from '../core/worker-module.js';
import { readPage, type PageReading, type PageReadTask } from './read-page.js';

/** Pages per worker task: amortizes the task overhead without holding pages back noticeably. */
export const READ_BATCH_SIZE = 8;
/** A partial batch waits at most this long for company before it is sent. */
const READ_BATCH_WAIT_MS = 2;
/** Idle workers stay alive this long between crawls of a long-running scheduler. */
const WORKER_IDLE_TIMEOUT_MS = 60_000;

/**
 * Cores below which pages are read inline. Measured with benchmarks/crawl-throughput.ts on 2 cores
 * (`--reader-threads 1` against `0`): the worker cost 4.4 CPU ms a page against 3.2 inline (cloning
 * each page, a second parse warm-up, thread switches) and crawled no faster, since the crawl thread,
 * the worker and the sites' server then share two cores.
 */
export const MIN_CORES_FOR_READER_THREADS = 4;

/** Default worker threads: none on small machines; otherwise every core but two (crawl loop, the rest). */
export function defaultReaderThreads(cores: number = availableParallelism()): number {
  return cores < MIN_CORES_FOR_READER_THREADS ? 0 : cores - 2;
}

/** Reads pages inline or in a worker pool. */
export interface PageReader {
  read(task: PageReadTask): Promise<PageReading>;
  close(): Promise<void>;
}

/** Reads on the calling thread (threads = 0, tests and tiny crawls). */
export function inlinePageReader(): PageReader {
  return {
    read: async (task) => readPage(task),
    close: async () => undefined,
  };
}

/** Reads in `threads` worker threads, batching pages that arrive together. */
export function workerPageReader(threads: number): PageReader {
  const { filename, execArgv } = workerModule('./read-page-worker', import.meta.url);
  const pool = new Piscina<PageReadTask[], PageReading[]>({
    filename,
    ...(execArgv ? { execArgv } : {}),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: WORKER_IDLE_TIMEOUT_MS,
  });
  let pending: { task: PageReadTask; resolve: (r: PageReading) => void; reject: (e: unknown) => void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const send = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    pool.run(batch.map((p) => p.task)).then(
      (readings) => batch.forEach((p, i) => p.resolve(readings[i]!)),
      (e: unknown) => batch.forEach((p) => p.reject(e)),
    );
  };
  return {
    read(task) {
      return new Promise<PageReading>((resolve, reject) => {
        pending.push({ task, resolve, reject });
        if (pending.length >= READ_BATCH_SIZE) send();
        else timer ??= setTimeout(send, READ_BATCH_WAIT_MS);
      });
    },
    async close() {
      send();
      await pool.destroy();
    },
  };
}

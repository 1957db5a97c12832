import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../core/logger.js';
import type { CrawledObituary } from '../crawler/crawl.js';
import { startObituaryWeb, type ObituaryWeb } from '../fixtures/web/index.js';
import { createRedis } from '../store/redis/connection.js';
import type { CrawlSource, StateStore } from '../store/state/ports.js';
import { openSqliteState } from '../store/state/sqlite-state.js';
import { testPrefix, testRedisUrl } from '../test/support/redis.js';
import {
  CRAWL_QUEUE_NAME,
  CrawlScheduler,
  sourceCrawler,
  startCrawlWorker,
  type CrawlWorker,
} from './crawl-queue.js';

let web: ObituaryWeb;
let dir: string;
let state: StateStore;
let source: CrawlSource;
let other: CrawlSource;
let prefix: string;
let queueConn: Redis;
let workerConn: Redis;
let scheduler: CrawlScheduler;
let worker: CrawlWorker | undefined;
let events: QueueEvents | undefined;
let eventsConn: Redis | undefined;

beforeAll(async () => {
  web = await startObituaryWeb({ world: { seed: 11, decedents: 40 } });
});
afterAll(async () => {
  await web.stop();
});

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-crawl-queue-'));
  state = openSqliteState(join(dir, 'state.sqlite'));
  const [a, b] = web.sources.filter((s) => !s.render);
  source = await state.sources.add({
    url: a!.url,
    type: a!.type,
    state: a!.state,
    county: a!.county,
    name: a!.name,
    render: 'http',
  });
  other = await state.sources.add({
    url: b!.url,
    type: b!.type,
    state: b!.state,
    county: b!.county,
    name: b!.name,
    render: 'http',
  });
  prefix = testPrefix('crawl');
  queueConn = createRedis(testRedisUrl());
  workerConn = createRedis(testRedisUrl(), { worker: true });
  scheduler = new CrawlScheduler({
    connection: queueConn,
    prefix,
    intervalMs: 60_000,
    attempts: 2,
    backoffMs: 10,
  });
});

afterEach(async () => {
  await worker?.close();
  await events?.close();
  eventsConn?.disconnect();
  worker = undefined;
  events = undefined;
  await scheduler.queue.obliterate({ force: true });
  await scheduler.close();
  queueConn.disconnect();
  workerConn.disconnect();
  await state.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('crawl queue', () => {
  it('keeps one repeatable schedule per source in step with the registered sources', async () => {
    await scheduler.schedule(source.id);
    await scheduler.schedule(other.id);
    await scheduler.schedule(other.id);
    expect(await scheduler.scheduledSources()).toEqual([source.id, other.id].sort());
    const [s] = await scheduler.queue.getJobSchedulers();
    expect(s?.every).toBe(60_000);
    await scheduler.syncWith([source.id]);
    expect(await scheduler.scheduledSources()).toEqual([source.id]);
    expect(await scheduler.unschedule(source.id)).toBe(true);
    expect(await scheduler.scheduledSources()).toEqual([]);
  });

  it('runs the scheduled crawl of a source with the real crawler', async () => {
    const indexed: CrawledObituary[] = [];
    const logs = new PassThrough();
    worker = startCrawlWorker({
      connection: workerConn,
      prefix,
      logger: createLogger('info', logs),
      crawl: sourceCrawler(state, {
        sink: async (b) => void indexed.push(...b),
        hostDelayMs: 0,
        readerThreads: 0,
      }),
    });
    eventsConn = createRedis(testRedisUrl(), { worker: true });
    events = new QueueEvents(CRAWL_QUEUE_NAME, { connection: eventsConn, prefix });
    await events.waitUntilReady();
    const done = new Promise<unknown>((resolve, reject) => {
      events!.once('completed', ({ returnvalue }) => resolve(returnvalue));
      events!.once('failed', ({ failedReason }) => reject(new Error(failedReason)));
    });
    await scheduler.schedule(source.id);
    const result = (await done) as { sourceId: string; outcome: string; obituariesExtracted: number };
    expect(result).toMatchObject({ sourceId: source.id, outcome: 'completed' });
    expect(result.obituariesExtracted).toBeGreaterThan(0);
    expect(indexed).toHaveLength(result.obituariesExtracted);
    expect((await state.sources.latestRuns()).map((r) => r.sourceId)).toEqual([source.id]);
  });

  it('retries a failed crawl with backoff and logs it once, on the last attempt', async () => {
    const lines: string[] = [];
    const logs = new PassThrough();
    logs.on('data', (c: Buffer) => lines.push(...c.toString().split('\n').filter(Boolean)));
    let sinkCalls = 0;
    worker = startCrawlWorker({
      connection: workerConn,
      prefix,
      logger: createLogger('info', logs),
      crawl: sourceCrawler(state, {
        sink: async () => {
          sinkCalls++;
          throw new Error('index unavailable');
        },
        hostDelayMs: 0,
        readerThreads: 0,
      }),
    });
    const failed = new Promise<number>((resolve) => {
      worker!.worker.on('failed', (job) => {
        if (job && job.attemptsMade >= 2) resolve(job.attemptsMade);
      });
    });
    await scheduler.runNow(source.id);
    expect(await failed).toBe(2);
    expect(sinkCalls).toBe(2);
    await new Promise((r) => setTimeout(r, 50));
    const errors = lines
      .map((l) => JSON.parse(l) as { msg: string; level: number })
      .filter((l) => l.msg === 'scheduled crawl failed');
    expect(errors).toHaveLength(1);
    expect((await state.sources.latestRuns())[0]).toMatchObject({ outcome: 'failed', errors: { sink: 1 } });
  });
});

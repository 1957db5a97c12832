/**
 * The background roles of `vigil serve`: `crawler` runs scheduled crawl jobs (and is the index's one
 * writer), `scheduler` keeps one repeatable crawl per registered source, `worker` runs the other queued
 * work (async batches, watches, webhooks) as those land. `api` is started by serve itself.
 */
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import { dataPaths, openObituaryIndex, openState, resolveRedis } from '../api/runtime.js';
import { indexingSink } from '../indexer/crawl-sink.js';
import { Indexer } from '../indexer/indexer.js';
import { CrawlScheduler, sourceCrawler, startCrawlWorker } from '../jobs/crawl-queue.js';
import { createRedis } from '../store/redis/connection.js';
import { openSqliteRawPages } from '../store/raw-pages/sqlite-raw-pages.js';
import { commaSeparated } from './commands/operator-flags.js';

export const ROLES = ['api', 'worker', 'crawler', 'scheduler'] as const;
export type Role = (typeof ROLES)[number];

/** New sources are scheduled within this long of being added (the scheduler re-reads the list). */
export const SCHEDULE_SYNC_INTERVAL_MS = 60_000;

export function parseRoles(text: string): Set<Role> {
  const roles = new Set<Role>();
  for (const part of commaSeparated(text)) {
    if (!(ROLES as readonly string[]).includes(part)) {
      throw new Error(`unknown role "${part}"; roles are ${ROLES.join(', ')}`);
    }
    roles.add(part as Role);
  }
  if (roles.size === 0) throw new Error(`--roles needs at least one of ${ROLES.join(', ')}`);
  return roles;
}

/** BullMQ keys live under the deployment's Redis prefix too. */
export function queuePrefix(config: Config): string {
  return `${config.redisPrefix}bull`;
}

export interface BackgroundRoles {
  /** One line saying what runs, or '' when nothing does. */
  description: string;
  stop(): Promise<void>;
}

export async function startBackgroundRoles(
  config: Config,
  logger: Logger,
  roles: Set<Role>,
  redisUrl?: string,
): Promise<BackgroundRoles> {
  const stops: Array<() => Promise<void>> = [];
  const running: string[] = [];
  if (!roles.has('crawler') && !roles.has('scheduler'))
    return { description: '', stop: async () => undefined };

  const redis = redisUrl ? { url: redisUrl, owned: null } : await resolveRedis(config, logger);
  if (redis.owned) stops.push(() => redis.owned!.stop());
  const state = openState(config);
  stops.push(() => state.close());
  const prefix = queuePrefix(config);

  if (roles.has('crawler')) {
    const index = await openObituaryIndex(config, logger);
    const rawPages = openSqliteRawPages(dataPaths(config.dataDir).rawPages);
    const connection = createRedis(redis.url, { worker: true, logger });
    const worker = startCrawlWorker({
      connection,
      prefix,
      logger,
      crawl: sourceCrawler(state, {
        sink: indexingSink(new Indexer(index)),
        rawPages,
        chromiumPath: config.chromiumPath,
      }),
    });
    stops.unshift(async () => {
      await worker.close();
      connection.disconnect();
      await rawPages.close();
      await index.close();
    });
    running.push('crawler');
  }

  if (roles.has('scheduler')) {
    const connection = createRedis(redis.url, { worker: true, logger });
    const scheduler = new CrawlScheduler({ connection, prefix });
    const sync = async () => {
      try {
        await scheduler.syncWith((await state.sources.list()).map((s) => s.id));
      } catch (err) {
        logger.error({ err }, 'could not sync crawl schedules');
      }
    };
    await sync();
    const timer = setInterval(() => void sync(), SCHEDULE_SYNC_INTERVAL_MS);
    stops.unshift(async () => {
      clearInterval(timer);
      await scheduler.close();
      connection.disconnect();
    });
    running.push('scheduler');
  }

  return {
    description: `Background roles running: ${running.join(', ')}`,
    async stop() {
      for (const stop of stops) await stop();
    },
  };
}

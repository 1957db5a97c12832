/**
 * Assembles a running Vigil API from configuration: the state store, Redis (a private redis-server
 * when REDIS_URL is unset), the limiter, idempotency and extended slots, and the HTTP server.
 */
import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import type { Matcher } from '../core/verification.js';
import { ObituaryMatcher } from '../matcher/obituary-matcher.js';
import { createWebSearchSource } from '../matcher/web/web-search-source.js';
import { openElasticsearchIndex } from '../store/index/elasticsearch-index.js';
import type { ObituaryIndex, VersionedObituaryIndex } from '../store/index/ports.js';
import { openSqliteIndex, type SqliteObituaryIndex } from '../store/index/sqlite-index.js';
import { createRedis } from '../store/redis/connection.js';
import { ExtendedSlots } from '../store/redis/extended-slots.js';
import { IdempotencyStore } from '../store/redis/idempotency.js';
import { startPrivateRedis, type PrivateRedis } from '../store/redis/private-server.js';
import { UsageLimiter } from '../store/redis/usage-limiter.js';
import type { StateStore } from '../store/state/ports.js';
import { openSqliteState, type SqliteStateOptions } from '../store/state/sqlite-state.js';
import { createApp } from './app.js';
import { listenApi } from './http-server.js';

export interface RunningApi {
  url: string;
  redisUrl: string;
  state: StateStore;
  stop(): Promise<void>;
}

/** Paths under the data directory. */
export function dataPaths(dataDir: string): {
  root: string;
  state: string;
  redis: string;
  index: string;
  rawPages: string;
} {
  const root = resolve(dataDir);
  return {
    root,
    state: join(root, 'state.sqlite'),
    redis: join(root, 'redis'),
    index: join(root, 'index'),
    rawPages: join(root, 'raw-pages.sqlite'),
  };
}

/**
 * Opens the SQLite index under the data directory; with a logger, says when opening brought a file
 * of an older layout up to date (`layoutUpgrade`: about a minute at a million decedents for some
 * layouts, before the process can serve).
 */
export function openSqliteIndexOf(config: Config, logger?: Logger): SqliteObituaryIndex {
  const paths = dataPaths(config.dataDir);
  mkdirSync(paths.index, { recursive: true });
  const started = performance.now();
  const index = openSqliteIndex(paths.index);
  const upgrade = index.layoutUpgrade();
  if (upgrade && logger) {
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    logger.info({ ...upgrade, seconds }, 'obituary index brought up to the current layout');
  }
  return index;
}

/** Opens the obituary index the configuration names (SQLite under the data directory by default). */
export async function openObituaryIndex(config: Config, logger?: Logger): Promise<VersionedObituaryIndex> {
  if (config.indexBackend === 'elasticsearch') {
    return openElasticsearchIndex({ node: config.elasticsearchUrl! });
  }
  return openSqliteIndexOf(config, logger);
}

/**
 * Logs a warning when the index was keyed by an older Vigil and cannot bring itself up to date
 * (Elasticsearch: `staleKeyScheme`): until `vigil reindex` rebuilds it, retrieval misses what the
 * newer keys find. Never fails the start: the index answers as it is meanwhile.
 */
export async function warnOfStaleKeys(index: VersionedObituaryIndex, logger: Logger): Promise<void> {
  try {
    const stale = await index.staleKeyScheme?.();
    if (stale) {
      logger.warn(
        stale,
        'the obituary index was keyed by an older Vigil; run `vigil reindex` so retrieval uses the current keys',
      );
    }
  } catch (err) {
    logger.warn({ err }, 'could not read which key scheme the obituary index was keyed by');
  }
}

/** Opens the state store under the data directory (creating it). */
export function openState(config: Config, options: SqliteStateOptions = {}): StateStore {
  const paths = dataPaths(config.dataDir);
  mkdirSync(paths.root, { recursive: true });
  return openSqliteState(paths.state, options);
}

/** Resolves the Redis to use: REDIS_URL, or a private persistent redis-server under the data directory. */
export async function resolveRedis(
  config: Config,
  logger: Logger,
): Promise<{ url: string; owned: PrivateRedis | null }> {
  if (config.redisUrl) return { url: config.redisUrl, owned: null };
  const owned = await startPrivateRedis({ dir: dataPaths(config.dataDir).redis, persist: true });
  logger.info(
    { redis: owned.url },
    'REDIS_URL is unset: started a private redis-server under the data directory',
  );
  return { url: owned.url, owned };
}

/**
 * Starts the API. Without an explicit matcher it builds the live one: the obituary index from the
 * configuration, and web search when VIGIL_SEARXNG_URL is set. `null` serves without live verification.
 */
export async function startApi(
  config: Config,
  logger: Logger,
  matcher?: Matcher | null,
): Promise<RunningApi> {
  // The request log commits on the event loop; its checkpoints run on a worker thread.
  const state = openState(config, {
    backgroundCheckpoints: true,
    onCheckpointerError: (err) =>
      logger.warn({ err }, 'state store checkpoints fell back to the serving thread'),
  });
  const { url: redisUrl, owned } = await resolveRedis(config, logger);
  const redis = createRedis(redisUrl);
  let index: ObituaryIndex | null = null;
  if (matcher === undefined) {
    const opened = await openObituaryIndex(config, logger);
    index = opened;
    void warnOfStaleKeys(opened, logger);
    const started = Date.now();
    // Answers come from the file until the index has loaded its in-memory part; this only speeds them.
    void index.warm?.().then(
      () => logger.info({ seconds: (Date.now() - started) / 1000 }, 'obituary index loaded for serving'),
      (err: unknown) =>
        logger.warn({ err }, 'obituary index not loaded for serving; answering from the file'),
    );
    const web = createWebSearchSource(config, redis, logger);
    matcher = new ObituaryMatcher({ index, ...(web ? { web } : {}) });
  }
  const app = createApp({
    logger,
    state,
    limiter: new UsageLimiter(redis, config.redisPrefix),
    slots: new ExtendedSlots(redis, config.redisPrefix),
    idempotency: new IdempotencyStore(redis, config.redisPrefix),
    matcher,
    trustProxy: config.trustProxy,
    maxBodyBytes: config.maxBodyBytes,
    idempotencyWaitMs: config.idempotencyWaitMs,
  });
  const server = await listenApi(app, config.port, config.host);
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  logger.info({ url }, 'Vigil API listening');
  return {
    url,
    redisUrl,
    state,
    async stop() {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      redis.disconnect();
      await matcher?.close?.();
      await index?.close();
      await state.close();
      await owned?.stop();
    },
  };
}

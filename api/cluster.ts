/**
 * The API in several processes on one port (`vigil serve --api-processes N`): Node's cluster module
 * forks N worker processes that each run the whole API (`api/api-process.ts`) and share one listening
 * socket, which the primary hands out connection by connection. A verify request's work (retrieval
 * from SQLite, scoring, the response) runs on its process's event loop, so one process uses one core;
 * N processes use N. Everything the processes share already lives outside them: limits, quotas,
 * idempotency and extended slots in Redis, accounts and keys in the state store, obituaries in the
 * index (read through each process's own connection).
 *
 * The primary owns the private Redis (when REDIS_URL is unset) and the background roles; it never
 * serves. A worker that dies is replaced; shutdown tells every worker to close its server, finish
 * the requests in flight and exit.
 */
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import { openSqliteIndexOf, resolveRedis } from './runtime.js';

/** Replacements of dead workers allowed per window before the primary stops replacing them. */
export const MAX_RESTARTS = 10;
export const RESTART_WINDOW_MS = 60_000;
/** Wait before a replacement: a worker that dies at start-up must not spin. */
const RESTART_DELAY_MS = 1_000;
/** The message that stops a worker (api/api-process.ts). */
const STOP_MESSAGE = 'vigil:stop';
/** How long a worker may take to start listening, and to finish its requests on shutdown. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** The running cluster. */
export interface ApiCluster {
  url: string;
  redisUrl: string;
  /** Process ids of the workers serving now. */
  pids(): number[];
  stop(): Promise<void>;
}

/** The worker entry: the compiled `.js` beside this file, or the `.ts` source under tsx/vitest. */
function workerEntry(): { exec: string; execArgv?: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const exec = fileURLToPath(new URL(fromSource ? './api-process.ts' : './api-process.js', import.meta.url));
  return fromSource ? { exec, execArgv: ['--import', 'tsx'] } : { exec };
}

/**
 * Opens the SQLite obituary index once in the primary, before any worker: a file written by an older
 * Vigil is brought up to its current layout then (docs/ARCHITECTURE.md; some layouts take about a
 * minute at a million decedents), once and with no time limit. Left to the workers, each would race
 * for the write lock while the others wait, and one still upgrading when START_TIMEOUT_MS ran out
 * would be killed, its work rolled back, again at every restart. Returns the upgrade, if any.
 */
export async function prepareIndexForWorkers(
  config: Config,
  logger: Logger,
): Promise<{ from: number; to: number } | null> {
  if (config.indexBackend !== 'sqlite') return null;
  const index = openSqliteIndexOf(config, logger);
  try {
    return index.layoutUpgrade();
  } finally {
    await index.close();
  }
}

/**
 * Starts `processes` API workers (at least 2; one process is `startApi` itself) and resolves once all
 * of them listen. Workers read the configuration from the environment: the primary passes its own
 * values (data directory, host, port, the Redis it resolved) on top of the inherited environment.
 */
export async function startApiCluster(
  config: Config,
  logger: Logger,
  processes: number,
): Promise<ApiCluster> {
  if (!cluster.isPrimary) throw new Error('startApiCluster runs in the primary process only');
  await prepareIndexForWorkers(config, logger);
  const { url: redisUrl, owned } = await resolveRedis(config, logger);
  cluster.setupPrimary(workerEntry());
  const env: Record<string, string> = {
    VIGIL_DATA_DIR: config.dataDir,
    VIGIL_HOST: config.host,
    VIGIL_PORT: String(config.port),
    REDIS_URL: redisUrl,
  };
  const workers = new Set<Worker>();
  const restarts: number[] = [];
  let stopping = false;
  let port: number | null = null;

  const fork = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork(env);
      workers.add(worker);
      const timer = setTimeout(() => {
        worker.process.kill('SIGKILL');
        reject(
          new Error(`API worker ${worker.process.pid} did not start listening within ${START_TIMEOUT_MS} ms`),
        );
      }, START_TIMEOUT_MS);
      const onExit = (code: number | null): void => {
        clearTimeout(timer);
        reject(new Error(`API worker ${worker.process.pid} exited with ${code} before it listened`));
      };
      worker.once('exit', onExit);
      worker.once('listening', (address) => {
        clearTimeout(timer);
        worker.off('exit', onExit);
        port ??= address.port;
        worker.once('exit', (code, signal) => {
          workers.delete(worker);
          if (stopping) return;
          logger.error({ pid: worker.process.pid, code, signal }, 'API worker died; starting a replacement');
          replace();
        });
        resolve(worker);
      });
    });

  const replace = (): void => {
    const now = Date.now();
    while (restarts.length > 0 && now - restarts[0]! > RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= MAX_RESTARTS) {
      logger.error(
        { restarts: restarts.length, windowMs: RESTART_WINDOW_MS },
        'API workers keep dying; not replacing this one (the others keep serving)',
      );
      return;
    }
    restarts.push(now);
    setTimeout(() => {
      if (stopping) return;
      fork().catch((e: unknown) => logger.error({ err: e }, 'replacement API worker failed to start'));
    }, RESTART_DELAY_MS);
  };

  const stopWorkers = async (): Promise<void> => {
    stopping = true;
    await Promise.all(
      [...workers].map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            const timer = setTimeout(() => w.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
            w.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            // The worker closes its server, finishes the requests in flight and exits.
            w.send(STOP_MESSAGE);
          }),
      ),
    );
    workers.clear();
  };

  try {
    await Promise.all(Array.from({ length: processes }, () => fork()));
  } catch (e) {
    await stopWorkers();
    await owned?.stop();
    throw e;
  }
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port ?? config.port}`;
  logger.info({ url, processes }, 'Vigil API listening');
  return {
    url,
    redisUrl,
    pids: () => [...workers].filter((w) => !w.isDead()).map((w) => w.process.pid!),
    async stop() {
      await stopWorkers();
      await owned?.stop();
    },
  };
}

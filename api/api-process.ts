/**
 * One worker process of `vigil serve --api-processes N` (api/cluster.ts): the whole API, configured
 * from the environment the primary passes. Shutdown is the primary's: terminal signals reach every
 * process of the group, so they are ignored here, and the primary's stop message closes the server,
 * lets the requests in flight finish and ends the process.
 */
import cluster from 'node:cluster';
import { loadConfig } from '../core/config.js';
import { createLogger } from '../core/logger.js';
import { startApi } from './runtime.js';

if (!cluster.isWorker) throw new Error('api-process runs as a worker of the API cluster (api/cluster.ts)');

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const api = await startApi(config, logger);
/** The primary's shutdown message (api/cluster.ts). */
const STOP_MESSAGE = 'vigil:stop';

let stopping = false;
const shutdown = (): void => {
  if (stopping) return;
  stopping = true;
  api
    .stop()
    .catch((e: unknown) => logger.error({ err: e }, 'API worker did not stop cleanly'))
    .finally(() => process.exit(0));
};
process.on('message', (m: unknown) => {
  if (m === STOP_MESSAGE) shutdown();
});
// The primary is gone (killed without its shutdown): stop too rather than serve unsupervised.
cluster.worker!.once('disconnect', shutdown);

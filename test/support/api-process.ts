/**
 * One API process for multi-process tests: started with `node --import tsx`, it serves the Vigil app
 * on 127.0.0.1 with the given state file and Redis, and prints its URL as its first stdout line.
 * Usage: api-process.ts <state.sqlite> <redisUrl> <prefix>
 */
import { createApp } from '../../api/app.js';
import { silentLogger } from '../../core/logger.js';
import { createRedis } from '../../store/redis/connection.js';
import { ExtendedSlots } from '../../store/redis/extended-slots.js';
import { IdempotencyStore } from '../../store/redis/idempotency.js';
import { UsageLimiter } from '../../store/redis/usage-limiter.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';
import { RecordingMatcher } from './recording-matcher.js';

const [statePath, redisUrl, prefix] = process.argv.slice(2);
if (!statePath || !redisUrl || !prefix) throw new Error('usage: api-process.ts <state> <redisUrl> <prefix>');
const redis = createRedis(redisUrl);
const app = createApp({
  logger: silentLogger,
  state: openSqliteState(statePath),
  limiter: new UsageLimiter(redis, prefix),
  slots: new ExtendedSlots(redis, prefix),
  idempotency: new IdempotencyStore(redis, prefix),
  matcher: new RecordingMatcher(),
  trustProxy: false,
  maxBodyBytes: 64 * 1024,
  idempotencyWaitMs: 5_000,
});
const server = app.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  process.stdout.write(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  redis.disconnect();
  process.exit(0);
});

/**
 * Starts one real redis-server for the whole test run (tests isolate themselves by key prefix).
 * Set VIGIL_TEST_REDIS_URL to use an existing Redis instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPrivateRedis, type PrivateRedis } from '../../store/redis/private-server.js';

let redis: PrivateRedis | undefined;
let dir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  let url = process.env.VIGIL_TEST_REDIS_URL;
  if (!url) {
    dir = mkdtempSync(join(tmpdir(), 'vigil-test-redis-'));
    redis = await startPrivateRedis({ dir, persist: false });
    url = redis.url;
  }
  process.env.VIGIL_TEST_REDIS_URL = url;
  project.provide('redisUrl', url);
}

export async function teardown(): Promise<void> {
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

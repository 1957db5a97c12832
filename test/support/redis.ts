/** Test access to the suite's real Redis, each caller isolated under its own key prefix. */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { inject } from 'vitest';

export function testRedisUrl(): string {
  return inject('redisUrl');
}

/** A unique key prefix, so tests running in parallel never see each other's keys. */
export function testPrefix(label = 't'): string {
  return `test:${label}:${randomBytes(6).toString('hex')}:`;
}

export function testRedis(): Redis {
  return new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
}

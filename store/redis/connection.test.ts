import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/logger.js';
import { freePort } from './private-server.js';
import { API_MAX_RETRIES_PER_REQUEST, createRedis, LuaScript, RedisKeys } from './connection.js';
import { logSink } from '../../test/support/log-sink.js';
import { testPrefix, testRedisUrl } from '../../test/support/redis.js';

const opened: Redis[] = [];
afterAll(() => opened.forEach((r) => r.disconnect()));

describe('createRedis', () => {
  it('connects, and API connections retry a small number of times while workers wait forever', async () => {
    const api = createRedis(testRedisUrl());
    const worker = createRedis(testRedisUrl(), { worker: true });
    opened.push(api, worker);
    expect(await api.ping()).toBe('PONG');
    expect(api.options.maxRetriesPerRequest).toBe(API_MAX_RETRIES_PER_REQUEST);
    expect(worker.options.maxRetriesPerRequest).toBeNull();
  });

  it('logs a connection failure once, not once per reconnect attempt, and throws nothing unhandled', async () => {
    const sink = logSink();
    const port = await freePort();
    const redis = createRedis(`redis://:secret@127.0.0.1:${port}`, {
      logger: createLogger('info', sink.stream),
    });
    opened.push(redis);
    // No 'error' listener of the test's own: an unhandled one would fail the run.
    let reconnects = 0;
    redis.on('reconnecting', () => reconnects++);
    // Several reconnect attempts happen in this time (ioredis backs off from 50 ms).
    await expect(redis.ping()).rejects.toThrow();
    expect(reconnects).toBeGreaterThan(1);
    expect(sink.lines).toHaveLength(1);
    expect(sink.lines[0]).toContain('Redis connection error');
    expect(sink.lines[0]).not.toContain('secret');
  });
});

describe('RedisKeys', () => {
  it('prefixes every key and lists them with one pattern', async () => {
    const prefix = testPrefix('keys');
    const keys = new RedisKeys(prefix);
    expect(keys.key('usage', RedisKeys.account('acc_1'), 'day')).toBe(`${prefix}usage:{acc_1}:day`);
    const redis = createRedis(testRedisUrl());
    opened.push(redis);
    await redis.set(keys.key('a'), '1');
    await redis.set(keys.key('b', 'c'), '1');
    await redis.set(`${prefix.slice(0, -1)}x`, '1');
    expect((await redis.keys(keys.pattern())).sort()).toEqual([`${prefix}a`, `${prefix}b:c`]);
  });

  it('defaults to the vigil: prefix', () => {
    expect(new RedisKeys().key('x')).toBe('vigil:x');
  });
});

describe('LuaScript', () => {
  it('loads the script when the server does not know it, then runs it by hash', async () => {
    const redis = createRedis(testRedisUrl());
    opened.push(redis);
    const script = new LuaScript(`return { KEYS[1], ARGV[1], '${testPrefix('lua')}' }`);
    expect(await redis.script('EXISTS', script.sha)).toEqual([0]);
    expect(await script.run(redis, ['k'], [7])).toEqual(['k', '7', expect.any(String)]);
    expect(await redis.script('EXISTS', script.sha)).toEqual([1]);
    expect(await script.run(redis, ['k2'], ['x'])).toEqual(['k2', 'x', expect.any(String)]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { startPrivateRedis } from './private-server.js';

describe('startPrivateRedis', () => {
  it('starts a persistent redis-server that answers and stops cleanly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-redis-'));
    const srv = await startPrivateRedis({ dir, persist: true });
    const client = new Redis(srv.url);
    try {
      await client.set('k', 'v');
      expect(await client.get('k')).toBe('v');
      expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
    } finally {
      client.disconnect();
      await srv.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the missing binary in its error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-redis-'));
    await expect(
      startPrivateRedis({ dir, persist: false, binary: '/nonexistent/redis-server' }),
    ).rejects.toThrow(/apt-get install redis-server/);
    rmSync(dir, { recursive: true, force: true });
  });
});

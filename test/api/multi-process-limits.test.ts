/** Two API processes sharing one Redis hold a per-minute limit of N to exactly N accepted requests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLimited } from '../../api/verification-service.js';
import { startTestApi, type TestApi } from '../support/api.js';
import { clearOfMinuteBoundary } from '../support/clock.js';
import { testPrefix, testRedisUrl } from '../support/redis.js';

const LIMIT = 37;
let api: TestApi;
const children: ChildProcess[] = [];

function startProcess(statePath: string, prefix: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, '../support/api-process.ts'),
      statePath,
      testRedisUrl(),
      prefix,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`api process exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', resolve);
  });
}

beforeAll(async () => {
  api = await startTestApi({ prefix: testPrefix('multi') });
}, 60_000);
afterAll(async () => {
  for (const c of children) c.kill('SIGTERM');
  await api.stop();
});

describe('per-minute limit across processes', () => {
  it(
    `accepts exactly ${LIMIT} of 150 concurrent requests spread over two processes`,
    { timeout: 90_000 },
    async () => {
      const { live } = await api.account({ quotaPerMinute: LIMIT, quotaDaily: null, quotaMonthly: null });
      const statePath = join(api.dir, 'state.sqlite');
      const urls = await Promise.all([
        startProcess(statePath, api.prefix),
        startProcess(statePath, api.prefix),
      ]);
      // Fixed UTC-minute windows: start the burst well inside a minute so it cannot straddle two windows.
      await clearOfMinuteBoundary(15_000);
      const statuses: number[] = [];
      await runLimited(
        Array.from({ length: 150 }, (_, i) => async () => {
          const res = await fetch(`${urls[i % 2]}/api/v1/verify`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${live}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ first_name: 'Ann', last_name: `Baker${i}` }),
          });
          await res.text();
          statuses.push(res.status);
        }),
        30,
      );
      const accepted = statuses.filter((s) => s === 200).length;
      const limited = statuses.filter((s) => s === 429).length;
      expect(accepted + limited).toBe(150);
      expect(accepted).toBe(LIMIT);
    },
  );
});

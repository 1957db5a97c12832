/**
 * `vigil serve --api-processes 2`: two API worker processes on one port (node:cluster), sharing the
 * state store and a real Redis. Both answer live verify requests with one per-minute limit between
 * them; a worker that dies is replaced while the other keeps serving; stopping ends every worker.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiCluster, type ApiCluster } from '../../api/cluster.js';
import { openState } from '../../api/runtime.js';
import { loadConfig, type Config } from '../../core/config.js';
import { silentLogger } from '../../core/logger.js';
import { testPrefix, testRedisUrl } from '../support/redis.js';

let dir: string;
let config: Config;
let cluster: ApiCluster | undefined;
let key: string;

/** One verify request on a fresh connection (so the primary hands it to either worker). */
function verify(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ first_name: 'Ann', last_name: 'Baker', address: { state: 'OH' } });
    const req = request(
      `${url}/api/v1/verify`,
      {
        method: 'POST',
        agent: new Agent({ keepAlive: false }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
    req.end(body);
  });
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-cluster-'));
  config = loadConfig({
    VIGIL_DATA_DIR: dir,
    VIGIL_PORT: '0',
    REDIS_URL: testRedisUrl(),
    VIGIL_REDIS_PREFIX: testPrefix('cluster'),
    VIGIL_LOG_LEVEL: 'silent',
  });
  const state = openState(config);
  const account = await state.accounts.create({
    name: 'cluster',
    quotaPerMinute: 30,
    quotaDaily: null,
    quotaMonthly: null,
  });
  key = (await state.keys.issue(account.id, { kind: 'live' })).secret;
  await state.close();
});

afterAll(async () => {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('API cluster', () => {
  it('serves from two processes on one port, with one limit between them', { timeout: 120_000 }, async () => {
    cluster = await startApiCluster(config, silentLogger, 2);
    const pids = cluster.pids();
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(process.pid);
    expect(cluster.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // 40 requests against a limit of 30 a minute: the limit holds across both processes.
    const answers = await Promise.all(Array.from({ length: 40 }, () => verify(cluster!.url)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(30);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect(JSON.parse(ok[0]!.body)).toMatchObject({ result: 'not_found', not_proof_of_life: true });
  });

  it('replaces a worker that dies while the other keeps serving', { timeout: 120_000 }, async () => {
    const [victim, survivor] = cluster!.pids() as [number, number];
    process.kill(victim, 'SIGKILL');
    // Once the primary has seen the death, the survivor answers alone (rate limited by now, but
    // answered) while the replacement starts.
    while (cluster!.pids().includes(victim)) await new Promise((r) => setTimeout(r, 20));
    expect(cluster!.pids()).toEqual([survivor]);
    const during = await Promise.all(Array.from({ length: 5 }, () => verify(cluster!.url)));
    for (const a of during) expect([200, 429]).toContain(a.status);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !(cluster!.pids().length === 2 && !cluster!.pids().includes(victim)))
      await new Promise((r) => setTimeout(r, 100));
    const now = cluster!.pids();
    expect(now).toHaveLength(2);
    expect(now).toContain(survivor);
    expect(now).not.toContain(victim);
    expect([200, 429]).toContain((await verify(cluster!.url)).status);
  });

  it('stops every worker and closes the port', { timeout: 60_000 }, async () => {
    const pids = cluster!.pids();
    const url = cluster!.url;
    await cluster!.stop();
    cluster = undefined;
    expect(pids.filter(alive)).toEqual([]);
    await expect(verify(url)).rejects.toThrow(/ECONNREFUSED/);
  });
});

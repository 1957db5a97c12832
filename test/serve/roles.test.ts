/**
 * `vigil serve` background roles end to end: the scheduler queues one repeatable crawl per registered
 * source in BullMQ (real Redis), the crawler role's worker crawls the fixture web over loopback and
 * writes through the indexer, and the API answers from what was crawled.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openObituaryIndex, openState, startApi } from '../../api/runtime.js';
import { parseRoles, startBackgroundRoles, type BackgroundRoles } from '../../cli/roles.js';
import { loadConfig, type Config } from '../../core/config.js';
import { silentLogger } from '../../core/logger.js';
import { parseSourceInput } from '../../crawler/sources.js';
import { startObituaryWeb, type ObituaryWeb } from '../../fixtures/web/index.js';
import { testPrefix, testRedisUrl } from '../support/redis.js';

let web: ObituaryWeb;
let dir: string;
let config: Config;
let roles: BackgroundRoles | undefined;

beforeAll(async () => {
  web = await startObituaryWeb({ world: { seed: 3, decedents: 40 }, port: 0 });
  dir = mkdtempSync(join(tmpdir(), 'vigil-roles-'));
  config = loadConfig({
    VIGIL_DATA_DIR: dir,
    REDIS_URL: testRedisUrl(),
    VIGIL_REDIS_PREFIX: testPrefix('roles'),
    VIGIL_LOG_LEVEL: 'silent',
  });
  const state = openState(config);
  // Static sites only: the browser path has its own crawl tests; this one is about the roles.
  for (const s of web.sources.filter((s) => s.render !== 'browser'))
    await state.sources.add(parseSourceInput(s));
  await state.close();
});

afterAll(async () => {
  await roles?.stop();
  await web.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('serve roles', () => {
  it('parses --roles and rejects unknown ones', () => {
    expect([...parseRoles('api, crawler')]).toEqual(['api', 'crawler']);
    expect(() => parseRoles('api,cooking')).toThrow(/unknown role "cooking"/);
    expect(() => parseRoles(' , ')).toThrow(/at least one/);
  });

  it(
    'schedules every source and crawls it into the index the API answers from',
    { timeout: 90_000 },
    async () => {
      roles = await startBackgroundRoles(config, silentLogger, parseRoles('crawler,scheduler'));
      expect(roles.description).toMatch(/crawler, scheduler/);
      const state = openState(config);
      const sourceIds = (await state.sources.list()).map((s) => s.id);
      const index = await openObituaryIndex(config);
      try {
        const deadline = Date.now() + 80_000;
        let runs = await state.sources.latestRuns();
        while (
          Date.now() < deadline &&
          runs.filter((r) => r.outcome === 'completed').length < sourceIds.length
        ) {
          await new Promise((r) => setTimeout(r, 500));
          runs = await state.sources.latestRuns();
        }
        expect(
          runs
            .filter((r) => r.outcome === 'completed')
            .map((r) => r.sourceId)
            .sort(),
        ).toEqual([...sourceIds].sort());
        expect(await index.count()).toBeGreaterThan(0);
      } finally {
        await index.close();
        await state.close();
      }
      const api = await startApi(config, silentLogger);
      try {
        const res = await fetch(`${api.url}/healthz`);
        expect(await res.json()).toMatchObject({ live_verification: true });
      } finally {
        await api.stop();
      }
    },
  );
});

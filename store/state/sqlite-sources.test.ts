import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StateError, type CrawlRunStats, type CrawledPage, type StateStore } from './ports.js';
import { openSqliteState } from './sqlite-state.js';

describe('sqlite source repository', () => {
  let dir: string;
  let state: StateStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-sources-'));
    state = openSqliteState(join(dir, 'state.sqlite'));
  });
  afterEach(async () => {
    await state.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const input = {
    url: 'https://smithfh.example/obituaries',
    type: 'funeral_home' as const,
    state: 'OH',
    county: 'Lucas',
    name: 'Smith Funeral Home',
    render: 'http' as const,
  };

  const run = (sourceId: string, pages: number): CrawlRunStats => ({
    sourceId,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:05.000Z',
    durationMs: 5000,
    outcome: 'completed',
    pagesFetched: pages,
    obituariesExtracted: 3,
    skippedUnchanged: 1,
    robotsDisallowed: 0,
    errors: { http_4xx: 1 },
  });

  it('adds, gets, lists and removes sources; a URL registers once', async () => {
    const a = await state.sources.add(input);
    expect(a.id).toMatch(/^src_[0-9a-f]{16}$/);
    expect(await state.sources.get(a.id)).toEqual(a);
    const b = await state.sources.add({
      ...input,
      url: 'https://paper.example/obits/',
      type: 'newspaper',
      render: 'browser',
    });
    expect((await state.sources.list()).map((s) => s.id)).toEqual([a.id, b.id]);
    await expect(state.sources.add(input)).rejects.toMatchObject({ reason: 'conflict' });
    await state.sources.remove(a.id);
    expect(await state.sources.get(a.id)).toBeNull();
    await expect(state.sources.remove(a.id)).rejects.toBeInstanceOf(StateError);
  });

  it('refuses invalid values', async () => {
    await expect(state.sources.add({ ...input, state: 'Ohio' })).rejects.toMatchObject({ reason: 'invalid' });
    await expect(state.sources.add({ ...input, type: 'blog' as never })).rejects.toMatchObject({
      reason: 'invalid',
    });
    await expect(state.sources.add({ ...input, county: ' ' })).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('keeps the latest run per source and drops runs and pages with their source', async () => {
    const a = await state.sources.add(input);
    const b = await state.sources.add({ ...input, url: 'https://other.example/' });
    await state.sources.recordRun(run(a.id, 10));
    await state.sources.recordRun(run(a.id, 20));
    await state.sources.recordRun(run(b.id, 7));
    const latest = await state.sources.latestRuns();
    expect(latest.map((r) => [r.sourceId, r.pagesFetched]).sort()).toEqual(
      [
        [a.id, 20],
        [b.id, 7],
      ].sort(),
    );
    await expect(state.sources.recordRun(run('src_missing', 1))).rejects.toMatchObject({
      reason: 'not_found',
    });

    const page: CrawledPage = {
      url: 'https://smithfh.example/obituaries?page=2',
      kind: 'listing',
      etag: '"abc"',
      lastModified: 'Fri, 02 Jan 2026 03:00:00 GMT',
      contentHash: 'f'.repeat(64),
      links: { obituary: ['https://smithfh.example/obituaries/ann-lee-1'], listing: [] },
      fetchedAt: '2026-01-02T03:04:05.000Z',
    };
    await state.sources.rememberPages(a.id, [page]);
    await state.sources.rememberPages(a.id, [{ ...page, etag: '"def"' }]);
    expect(await state.sources.pages(a.id)).toEqual([{ ...page, etag: '"def"' }]);
    expect(await state.sources.pages(b.id)).toEqual([]);
    await state.sources.remove(a.id);
    expect(await state.sources.pages(a.id)).toEqual([]);
    expect((await state.sources.latestRuns()).map((r) => r.sourceId)).toEqual([b.id]);
    // A crawl finishing after its source was removed remembers nothing and does not fail.
    await expect(state.sources.rememberPages(a.id, [page])).resolves.toBeUndefined();
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractObituaries, extractObituary } from '../crawler/extract/index.js';
import { openSqliteIndex, type SqliteObituaryIndex } from '../store/index/sqlite-index.js';
import { openSqliteRawPages, type SqliteRawPageStore } from '../store/raw-pages/sqlite-raw-pages.js';
import { blockingKeysForQuery } from '../store/index/blocking-keys.js';
import type { VerifyQuery } from '../core/verification.js';
import { Indexer } from './indexer.js';
import { reindex, type ReindexProgress } from './reindex.js';
import { decedentIdFor } from './observation.js';

const PAGES = new URL('../crawler/extract/__pages__/', import.meta.url);
const page = (file: string): string => readFileSync(new URL(file, PAGES), 'utf8');

function query(firstName: string, lastName: string): VerifyQuery {
  return {
    firstName,
    lastName,
    searchDepth: 'recent',
    requireMatch: [],
    includeSurvivors: false,
    fresh: false,
  };
}

describe('reindex', () => {
  let dir: string;
  let raw: SqliteRawPageStore;
  let index: SqliteObituaryIndex;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-reindex-'));
    raw = openSqliteRawPages(join(dir, 'raw-pages.sqlite'));
    index = openSqliteIndex(join(dir, 'index'));
    const stored = [
      ['https://fh.test/obituaries/jim-miller', 'funeral-platform.html', '2026-03-04T10:00:00Z'],
      // The same notice syndicated to a newspaper site a day later.
      ['https://paper.test/obits/jim-miller', 'funeral-platform.html', '2026-03-05T10:00:00Z'],
      ['https://fh.test/obituaries/mary-nowak', 'jsonld-graph.html', '2026-01-19T10:00:00Z'],
      ['https://fh.test/obituaries', 'listing-funeral-home.html', '2026-01-19T10:00:00Z'],
    ] as const;
    for (const [url, file, fetchedAt] of stored) {
      await raw.put({
        url,
        sourceId: 'src_1',
        sourceType: 'funeral_home',
        state: 'IL',
        fetchedAt,
        html: page(file),
      });
    }
  });
  afterEach(async () => {
    await raw.close();
    await index.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rebuilds from raw pages, merging syndicated copies and keeping first-capture times', async () => {
    const result = await reindex(raw, extractObituaries, index);
    expect(result).toMatchObject({ pages: 4, skipped: 1, decedents: 2 });
    expect(await index.currentVersion()).toBe(result.version);
    const [miller] = await index.candidates({ keys: blockingKeysForQuery(query('Jim', 'Miller')), limit: 1 });
    expect(miller!.id).toBe(decedentIdFor('https://fh.test/obituaries/jim-miller'));
    expect(miller!.sources.map((s) => [s.url, s.firstCapturedAt])).toEqual([
      ['https://fh.test/obituaries/jim-miller', '2026-03-04T10:00:00.000Z'],
      ['https://paper.test/obits/jim-miller', '2026-03-05T10:00:00.000Z'],
    ]);
    expect(miller!.relativeCount).toBeGreaterThan(0);
  });

  it("indexes each notice of a stored death-notice column under the page's URL and its fragment", async () => {
    await raw.put({
      url: 'https://paper.test/obits/notices-nov-20',
      sourceId: 'src_2',
      sourceType: 'newspaper',
      state: 'IL',
      fetchedAt: '2026-11-20T10:00:00Z',
      html: page('notices-inverted.html'),
    });
    const result = await reindex(raw, extractObituaries, index);
    // The two deaths of the other pages, and the column's four notices: Carol, Thomas, Ruth, and Harold
    // Davis, whose notice gives his rites, not the date of his death.
    expect(result).toMatchObject({ pages: 5, skipped: 1, decedents: 6 });
    const [ruth] = await index.candidates({
      keys: blockingKeysForQuery(query('Ruth', 'Cummings')),
      limit: 1,
    });
    expect(ruth!.sources.map((s) => s.url)).toEqual([
      'https://paper.test/obits/notices-nov-20#notice-ruth-ann-cummings',
    ]);
    expect(ruth!.id).toBe(decedentIdFor('https://paper.test/obits/notices-nov-20#notice-ruth-ann-cummings'));
    const [thomas] = await index.candidates({
      keys: blockingKeysForQuery(query('Thomas', 'Bradley')),
      limit: 1,
    });
    expect(thomas!.sources.map((s) => s.url)).toEqual([
      'https://paper.test/obits/notices-nov-20#notice-thomas-e-bradley',
    ]);
  });

  it("keeps the deaths of a column page stored long before them: the content is its latest fetch's", async () => {
    const url = 'https://paper.test/obits/death-notices';
    const column = { url, sourceId: 'src_2', sourceType: 'newspaper' as const, state: 'IL' };
    await raw.put({ ...column, fetchedAt: '2026-01-10T10:00:00Z', html: page('listing-funeral-home.html') });
    await raw.put({ ...column, fetchedAt: '2026-11-20T10:00:00Z', html: page('notices-inverted.html') });
    await reindex(raw, extractObituaries, index);
    const [ruth] = await index.candidates({
      keys: blockingKeysForQuery(query('Ruth', 'Cummings')),
      limit: 1,
    });
    // First captured in January, dead in November.
    expect(ruth!.sources.map((s) => s.firstCapturedAt)).toEqual(['2026-01-10T10:00:00.000Z']);
    expect(ruth!.deathDate).toEqual({ year: 2026, month: 11, day: 16 });
  });

  it('gives the same ids on a second rebuild', async () => {
    const first = await reindex(raw, extractObituaries, index);
    const before = (
      await index.candidates({ keys: blockingKeysForQuery(query('Mary', 'Nowak')), limit: 1 })
    )[0];
    const second = await reindex(raw, extractObituaries, index);
    expect(second.version).not.toBe(first.version);
    const after = (
      await index.candidates({ keys: blockingKeysForQuery(query('Mary', 'Nowak')), limit: 1 })
    )[0];
    expect(after).toEqual(before);
  });

  it('keeps answering from the old version during the build, and catches up pages stored meanwhile', async () => {
    // The live index holds one old decedent only.
    await new Indexer(index).write([
      {
        obituary: extractObituary(page('microdata.html'), 'https://old.test/smith')!,
        source: { url: 'https://old.test/smith', capturedAt: '2025-11-12T00:00:00Z' },
      },
    ]);
    const oldVersion = await index.currentVersion();
    const seen: ReindexProgress[] = [];
    let checkedDuringBuild = false;
    const result = await reindex(raw, extractObituaries, index, {
      batchSize: 1,
      onProgress: async (p) => {
        seen.push(p);
        if (p.phase === 'build' && p.pages === 2 && !checkedDuringBuild) {
          checkedDuringBuild = true;
          // Mid-build: readers still see the old version, with the old decedent and not the new ones.
          expect(await index.currentVersion()).toBe(oldVersion);
          expect(await index.count()).toBe(1);
          await raw.put({
            url: 'https://fh.test/obituaries/william-smith',
            sourceId: 'src_1',
            fetchedAt: new Date().toISOString(),
            html: page('microdata.html'),
          });
        }
      },
    });
    expect(checkedDuringBuild).toBe(true);
    expect(seen.some((p) => p.phase === 'catch-up')).toBe(true);
    expect(seen.at(-1)).toMatchObject({ phase: 'published', decedents: result.decedents });
    expect(await index.currentVersion()).toBe(result.version);
    // The page stored during the build made it in; the decedent only the old version had is gone.
    expect(
      await index.ownersOf(['https://fh.test/obituaries/william-smith', 'https://old.test/smith']),
    ).toEqual(
      new Map([
        [
          'https://fh.test/obituaries/william-smith',
          decedentIdFor('https://fh.test/obituaries/william-smith'),
        ],
      ]),
    );
    expect(result.decedents).toBe(3);
  });

  it('abandons the new version when extraction fails, leaving the current one', async () => {
    const before = await index.currentVersion();
    await expect(
      reindex(
        raw,
        () => {
          throw new Error('extractor broke');
        },
        index,
      ),
    ).rejects.toThrow('extractor broke');
    expect(await index.currentVersion()).toBe(before);
  });
});

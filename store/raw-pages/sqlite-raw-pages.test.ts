import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteRawPages, pageContentHash, type SqliteRawPageStore } from './sqlite-raw-pages.js';
import type { RawPage } from './ports.js';

const html = (body: string): string =>
  `<!doctype html><html><body><h1>Obituary</h1>${'<p>Loving memories and family notes.</p>'.repeat(50)}${body}</body></html>`;

describe('sqlite raw page store', () => {
  let dir: string;
  let store: SqliteRawPageStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-raw-'));
    store = openSqliteRawPages(join(dir, 'raw-pages.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = {
    url: 'https://fh.test/obituaries/ann-lee',
    sourceId: 'src_1',
    sourceType: 'funeral_home' as const,
    state: 'oh',
    county: 'Lucas',
    publisher: 'Lee Funeral Home',
    fetchedAt: '2026-01-02T03:04:05Z',
    etag: '"abc"',
    lastModified: 'Fri, 02 Jan 2026 03:00:00 GMT',
    html: html('<p>Ann Lee, 90, of Toledo.</p>'),
  };

  it('round-trips a page, compressed on disk', async () => {
    expect(await store.put(page)).toBe('created');
    const got = await store.get(page.url);
    expect(got).toEqual({
      url: page.url,
      sourceId: 'src_1',
      sourceType: 'funeral_home',
      state: 'OH',
      county: 'Lucas',
      publisher: 'Lee Funeral Home',
      firstFetchedAt: '2026-01-02T03:04:05.000Z',
      fetchedAt: '2026-01-02T03:04:05.000Z',
      changedAt: '2026-01-02T03:04:05.000Z',
      etag: '"abc"',
      lastModified: 'Fri, 02 Jan 2026 03:00:00 GMT',
      contentHash: pageContentHash(page.html),
      html: page.html,
    } satisfies RawPage);
    expect(await store.get('https://fh.test/none')).toBeNull();
    const db = new Database(join(dir, 'raw-pages.sqlite'), { readonly: true });
    const stored = db
      .prepare('SELECT length(html) FROM raw_pages WHERE url = ?')
      .pluck()
      .get(page.url) as number;
    db.close();
    expect(stored).toBeLessThan(page.html.length / 4);
  });

  it('an unchanged re-fetch keeps the content and first fetch, updating validators', async () => {
    await store.put(page);
    expect(await store.put({ ...page, fetchedAt: '2026-01-09T00:00:00Z', etag: '"abc2"' })).toBe('unchanged');
    const got = (await store.get(page.url))!;
    expect(got.firstFetchedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(got.changedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(got.fetchedAt).toBe('2026-01-09T00:00:00.000Z');
    expect(await store.validators(page.url)).toEqual({
      etag: '"abc2"',
      lastModified: page.lastModified,
      contentHash: pageContentHash(page.html),
      fetchedAt: '2026-01-09T00:00:00.000Z',
    });
  });

  it('a changed page replaces the content and keeps the first fetch', async () => {
    await store.put(page);
    const changed = { ...page, fetchedAt: '2026-01-10T00:00:00Z', html: html('<p>Ann Lee, 91.</p>') };
    expect(await store.put(changed)).toBe('changed');
    const got = (await store.get(page.url))!;
    expect(got.html).toBe(changed.html);
    expect(got.firstFetchedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(got.changedAt).toBe('2026-01-10T00:00:00.000Z');
  });

  it('walks every page in storage order, or only those changed since a time', async () => {
    for (let i = 0; i < 7; i++) {
      await store.put({ ...page, url: `https://fh.test/o/${i}`, fetchedAt: `2026-01-0${i + 1}T00:00:00Z` });
    }
    const all: string[] = [];
    for await (const p of store.pages({ batchSize: 3 })) all.push(p.url);
    expect(all).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `https://fh.test/o/${i}`));
    const recent: string[] = [];
    for await (const p of store.pages({ changedSince: '2026-01-05T00:00:00Z', batchSize: 2 }))
      recent.push(p.url);
    expect(recent).toEqual([4, 5, 6].map((i) => `https://fh.test/o/${i}`));
    expect(await store.count()).toBe(7);
    expect(await store.count({ changedSince: '2026-01-05T00:00:00Z' })).toBe(3);
  });

  it('refuses a fetch time that is not a timestamp', async () => {
    await expect(store.put({ ...page, fetchedAt: 'yesterday' })).rejects.toThrow(/ISO timestamp/);
  });
});

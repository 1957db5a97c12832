/**
 * Crawl sources, the crawler's per-page memory and crawl run history in the service-state SQLite
 * database (tables from migration 2 in `sqlite-migrations.ts`).
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  CRAWL_SOURCE_TYPES,
  StateError,
  type CrawlRender,
  type CrawlRunStats,
  type CrawlSource,
  type CrawledPage,
  type NewCrawlSource,
  type SourceRepository,
} from './ports.js';

/** Random bytes in a source id: 64 bits, plenty for the handful of sources a deployment has. */
const SOURCE_ID_BYTES = 8;
const RENDERS: readonly CrawlRender[] = ['http', 'browser'];

interface SourceRow {
  id: string;
  url: string;
  type: CrawlSource['type'];
  state: string;
  county: string;
  name: string;
  render: CrawlRender;
  created_at: string;
}

interface PageRow {
  url: string;
  kind: CrawledPage['kind'];
  etag: string | null;
  last_modified: string | null;
  content_hash: string;
  links: string;
  fetched_at: string;
}

const sourceFromRow = (r: SourceRow): CrawlSource => ({
  id: r.id,
  url: r.url,
  type: r.type,
  state: r.state,
  county: r.county,
  name: r.name,
  render: r.render,
  createdAt: r.created_at,
});

function checkedSource(input: NewCrawlSource): NewCrawlSource {
  if (!CRAWL_SOURCE_TYPES.includes(input.type)) {
    throw new StateError('invalid', `Source type must be one of ${CRAWL_SOURCE_TYPES.join(', ')}`);
  }
  if (!RENDERS.includes(input.render)) throw new StateError('invalid', `render must be http or browser`);
  if (!/^[A-Z]{2}$/.test(input.state))
    throw new StateError('invalid', 'state must be a two-letter USPS code');
  for (const field of ['url', 'county', 'name'] as const) {
    if (typeof input[field] !== 'string' || input[field].trim() === '') {
      throw new StateError('invalid', `${field} must not be empty`);
    }
  }
  return { ...input, county: input.county.trim(), name: input.name.trim() };
}

/** The SourceRepository on an open, migrated state database. */
export function sqliteSources(db: Database.Database): SourceRepository {
  const insert = db.prepare<[SourceRow]>(
    `INSERT INTO crawl_sources (id, url, type, state, county, name, render, created_at)
     VALUES (@id, @url, @type, @state, @county, @name, @render, @created_at)`,
  );
  const byId = db.prepare<[string], SourceRow>('SELECT * FROM crawl_sources WHERE id = ?');
  const all = db.prepare<[], SourceRow>('SELECT * FROM crawl_sources ORDER BY created_at, rowid');
  const del = db.prepare<[string]>('DELETE FROM crawl_sources WHERE id = ?');
  const insertRun = db.prepare(
    `INSERT INTO crawl_runs (source_id, started_at, finished_at, outcome, stats)
     VALUES (@sourceId, @startedAt, @finishedAt, @outcome, @stats)`,
  );
  const latest = db.prepare<[], { stats: string }>(
    `SELECT r.stats FROM crawl_runs r
     WHERE r.seq = (SELECT max(seq) FROM crawl_runs WHERE source_id = r.source_id)
     ORDER BY r.source_id`,
  );
  const pagesOf = db.prepare<[string], PageRow>(
    'SELECT url, kind, etag, last_modified, content_hash, links, fetched_at FROM crawl_pages WHERE source_id = ?',
  );
  const upsertPage = db.prepare(
    `INSERT OR REPLACE INTO crawl_pages (source_id, url, kind, etag, last_modified, content_hash, links, fetched_at)
     VALUES (@sourceId, @url, @kind, @etag, @lastModified, @contentHash, @links, @fetchedAt)`,
  );
  const rememberAll = db.transaction((sourceId: string, pages: CrawledPage[]) => {
    for (const p of pages) {
      upsertPage.run({
        sourceId,
        url: p.url,
        kind: p.kind,
        etag: p.etag,
        lastModified: p.lastModified,
        contentHash: p.contentHash,
        links: JSON.stringify(p.links),
        fetchedAt: p.fetchedAt,
      });
    }
  });

  return {
    async add(input: NewCrawlSource): Promise<CrawlSource> {
      const source: CrawlSource = {
        ...checkedSource(input),
        id: `src_${randomBytes(SOURCE_ID_BYTES).toString('hex')}`,
        createdAt: new Date().toISOString(),
      };
      try {
        insert.run({
          id: source.id,
          url: source.url,
          type: source.type,
          state: source.state,
          county: source.county,
          name: source.name,
          render: source.render,
          created_at: source.createdAt,
        });
      } catch (e) {
        if ((e as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
          throw new StateError('conflict', `A source with URL ${source.url} is already registered`);
        }
        throw e;
      }
      return source;
    },
    async get(id: string): Promise<CrawlSource | null> {
      const row = byId.get(id);
      return row ? sourceFromRow(row) : null;
    },
    async list(): Promise<CrawlSource[]> {
      return all.all().map(sourceFromRow);
    },
    async remove(id: string): Promise<void> {
      if (del.run(id).changes === 0) throw new StateError('not_found', `Unknown source ${id}`);
    },
    async recordRun(stats: CrawlRunStats): Promise<void> {
      try {
        insertRun.run({
          sourceId: stats.sourceId,
          startedAt: stats.startedAt,
          finishedAt: stats.finishedAt,
          outcome: stats.outcome,
          stats: JSON.stringify(stats),
        });
      } catch (e) {
        if ((e as { code?: unknown }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
          throw new StateError('not_found', `Unknown source ${stats.sourceId}`);
        }
        throw e;
      }
    },
    async latestRuns(): Promise<CrawlRunStats[]> {
      return latest.all().map((r) => JSON.parse(r.stats) as CrawlRunStats);
    },
    async pages(sourceId: string): Promise<CrawledPage[]> {
      return pagesOf.all(sourceId).map((r) => ({
        url: r.url,
        kind: r.kind,
        etag: r.etag,
        lastModified: r.last_modified,
        contentHash: r.content_hash,
        links: JSON.parse(r.links) as CrawledPage['links'],
        fetchedAt: r.fetched_at,
      }));
    },
    async rememberPages(sourceId: string, pages: CrawledPage[]): Promise<void> {
      if (pages.length === 0) return;
      try {
        rememberAll.immediate(sourceId, pages);
      } catch (e) {
        // The source was removed while its crawl ran: nothing to remember it for.
        if ((e as { code?: unknown }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return;
        throw e;
      }
    },
  };
}

/**
 * Raw pages in one SQLite file (better-sqlite3, WAL), HTML deflated with node:zlib (obituary pages
 * shrink four- to eightfold). Implements `RawPageStore`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import type { SourceType } from '../../core/obituary.js';
import type { NewRawPage, PageScan, PageValidators, PutOutcome, RawPage, RawPageStore } from './ports.js';

/** How long a writer waits for another process's lock (the crawler and a reindex share the file). */
export const RAW_PAGES_BUSY_TIMEOUT_MS = 10_000;
/** Rows per round trip when walking the store: large enough to amortize, small enough to stay lean. */
export const DEFAULT_SCAN_BATCH = 500;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS raw_pages (
  seq INTEGER PRIMARY KEY,
  url TEXT NOT NULL UNIQUE,
  source_id TEXT,
  source_type TEXT,
  state TEXT,
  county TEXT,
  publisher TEXT,
  first_fetched_at TEXT NOT NULL,
  fetched_at TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  etag TEXT,
  last_modified TEXT,
  content_hash TEXT NOT NULL,
  html BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS raw_pages_changed_at ON raw_pages (changed_at);
`;

interface PageRow {
  seq: number;
  url: string;
  source_id: string | null;
  source_type: SourceType | null;
  state: string | null;
  county: string | null;
  publisher: string | null;
  first_fetched_at: string;
  fetched_at: string;
  changed_at: string;
  etag: string | null;
  last_modified: string | null;
  content_hash: string;
  html: Buffer;
}

function toIso(value: string, field: string): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new Error(`${field} must be an ISO timestamp, got ${JSON.stringify(value)}`);
  return new Date(t).toISOString();
}

function fromRow(r: PageRow): RawPage {
  return {
    url: r.url,
    sourceId: r.source_id,
    sourceType: r.source_type,
    state: r.state,
    county: r.county,
    publisher: r.publisher,
    firstFetchedAt: r.first_fetched_at,
    fetchedAt: r.fetched_at,
    changedAt: r.changed_at,
    etag: r.etag,
    lastModified: r.last_modified,
    contentHash: r.content_hash,
    html: inflateSync(r.html).toString('utf8'),
  };
}

/** SHA-256 hex of a page's HTML (what "unchanged" means). */
export function pageContentHash(html: string): string {
  return createHash('sha256').update(html).digest('hex');
}

/** The SQLite raw page store. */
export class SqliteRawPageStore implements RawPageStore {
  private readonly db: Database.Database;
  private readonly st;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma(`busy_timeout = ${RAW_PAGES_BUSY_TIMEOUT_MS}`);
    this.db.exec(SCHEMA);
    const db = this.db;
    this.st = {
      validators: db.prepare<[string]>(
        'SELECT etag, last_modified, content_hash, fetched_at FROM raw_pages WHERE url = ?',
      ),
      get: db.prepare<[string]>('SELECT * FROM raw_pages WHERE url = ?'),
      insert: db.prepare(
        `INSERT INTO raw_pages (url, source_id, source_type, state, county, publisher, first_fetched_at,
           fetched_at, changed_at, etag, last_modified, content_hash, html)
         VALUES (@url, @sourceId, @sourceType, @state, @county, @publisher, @fetchedAt, @fetchedAt, @fetchedAt,
           @etag, @lastModified, @contentHash, @html)`,
      ),
      touch: db.prepare(
        `UPDATE raw_pages SET fetched_at = @fetchedAt, etag = @etag, last_modified = @lastModified
         WHERE url = @url`,
      ),
      change: db.prepare(
        `UPDATE raw_pages SET source_id = @sourceId, source_type = @sourceType, state = @state, county = @county,
           publisher = @publisher, fetched_at = @fetchedAt, changed_at = @fetchedAt, etag = @etag,
           last_modified = @lastModified, content_hash = @contentHash, html = @html
         WHERE url = @url`,
      ),
      count: db.prepare('SELECT COUNT(*) FROM raw_pages').pluck(),
      countSince: db.prepare<[string]>('SELECT COUNT(*) FROM raw_pages WHERE changed_at >= ?').pluck(),
      page: db.prepare<[number, number]>('SELECT * FROM raw_pages WHERE seq > ? ORDER BY seq LIMIT ?'),
      pageSince: db.prepare<[number, string, number]>(
        'SELECT * FROM raw_pages WHERE seq > ? AND changed_at >= ? ORDER BY seq LIMIT ?',
      ),
    };
  }

  async put(page: NewRawPage): Promise<PutOutcome> {
    const fetchedAt = toIso(page.fetchedAt, 'fetchedAt');
    const contentHash = pageContentHash(page.html);
    const params = {
      url: page.url,
      sourceId: page.sourceId,
      sourceType: page.sourceType ?? null,
      state: page.state ? page.state.toUpperCase() : null,
      county: page.county ?? null,
      publisher: page.publisher ?? null,
      fetchedAt,
      etag: page.etag ?? null,
      lastModified: page.lastModified ?? null,
      contentHash,
    };
    return this.db.transaction((): PutOutcome => {
      const old = this.st.validators.get(page.url) as { content_hash: string } | undefined;
      if (!old) {
        this.st.insert.run({ ...params, html: deflateSync(page.html) });
        return 'created';
      }
      if (old.content_hash === contentHash) {
        this.st.touch.run(params);
        return 'unchanged';
      }
      this.st.change.run({ ...params, html: deflateSync(page.html) });
      return 'changed';
    })();
  }

  async get(url: string): Promise<RawPage | null> {
    const row = this.st.get.get(url) as PageRow | undefined;
    return row ? fromRow(row) : null;
  }

  async validators(url: string): Promise<PageValidators | null> {
    const row = this.st.validators.get(url) as
      | { etag: string | null; last_modified: string | null; content_hash: string; fetched_at: string }
      | undefined;
    if (!row) return null;
    return {
      etag: row.etag,
      lastModified: row.last_modified,
      contentHash: row.content_hash,
      fetchedAt: row.fetched_at,
    };
  }

  async count(scan: Pick<PageScan, 'changedSince'> = {}): Promise<number> {
    return (
      scan.changedSince
        ? this.st.countSince.get(toIso(scan.changedSince, 'changedSince'))
        : this.st.count.get()
    ) as number;
  }

  /** Keyset pages by storage sequence: no statement stays open across awaits, writers are never blocked. */
  async *pages(scan: PageScan = {}): AsyncIterable<RawPage> {
    const size = scan.batchSize ?? DEFAULT_SCAN_BATCH;
    const since = scan.changedSince ? toIso(scan.changedSince, 'changedSince') : null;
    let after = 0;
    for (;;) {
      const rows = (
        since === null ? this.st.page.all(after, size) : this.st.pageSince.all(after, since, size)
      ) as PageRow[];
      if (rows.length === 0) return;
      for (const row of rows) yield fromRow(row);
      after = rows[rows.length - 1]!.seq;
    }
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

/** Opens (creating when needed) the raw page store at `path` (e.g. `<data dir>/raw-pages.sqlite`). */
export function openSqliteRawPages(path: string): SqliteRawPageStore {
  return new SqliteRawPageStore(path);
}

/**
 * The service-state schema as an ordered list of migrations. Migration i brings a database from
 * `PRAGMA user_version` i to i + 1; never edit a released migration, append a new one.
 */
import type Database from 'better-sqlite3';

const BOOLEAN = (column: string): string => `${column} INTEGER NOT NULL CHECK (${column} IN (0, 1))`;
const QUOTA = (column: string): string => `${column} INTEGER CHECK (${column} IS NULL OR ${column} >= 0)`;

/** Every migration, oldest first. */
export const MIGRATIONS: readonly string[] = [
  // 1: accounts, API keys, request log.
  `
  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) > 0),
    ${BOOLEAN('api_access')},
    trial_expires_at TEXT,
    ${BOOLEAN('county_feed_access')},
    delivery_mode TEXT NOT NULL CHECK (delivery_mode IN ('api', 'email_only', 'api_and_email')),
    ${BOOLEAN('survivors_enrichment')},
    ${BOOLEAN('property_matching')},
    ${BOOLEAN('extended_profile')},
    max_lookback_years INTEGER NOT NULL CHECK (max_lookback_years >= 1),
    ${QUOTA('quota_per_minute')},
    ${QUOTA('quota_daily')},
    ${QUOTA('quota_monthly')},
    extended_concurrency INTEGER NOT NULL CHECK (extended_concurrency >= 0),
    created_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    kind TEXT NOT NULL CHECK (kind IN ('live', 'test')),
    name TEXT NOT NULL,
    secret_hash TEXT NOT NULL UNIQUE,
    display_prefix TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT,
    revoked_at TEXT,
    replaced_by TEXT REFERENCES api_keys (id),
    allowed_ips TEXT NOT NULL DEFAULT '[]',
    last_used_at TEXT,
    -- Target of the request log's composite key, so a record can only name a key of its own account.
    UNIQUE (id, account_id)
  ) STRICT;
  CREATE INDEX api_keys_by_account ON api_keys (account_id, created_at);

  -- seq gives a stable newest-first order among records written in the same millisecond.
  CREATE TABLE request_log (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    key_id TEXT NOT NULL,
    request_id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    endpoint TEXT NOT NULL CHECK (endpoint IN ('verify', 'verify_batch', 'verify_job')),
    item_index INTEGER,
    client_ref TEXT,
    search_depth_requested TEXT NOT NULL,
    search_depth TEXT NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('found', 'possible_match', 'not_found')),
    confidence REAL NOT NULL,
    input TEXT NOT NULL,
    matched_url TEXT,
    latency_ms REAL NOT NULL,
    FOREIGN KEY (key_id, account_id) REFERENCES api_keys (id, account_id)
  ) STRICT;
  -- Serves list(): equality on account_id, range and newest-first order on created_at (then seq,
  -- which every index entry carries as the rowid).
  CREATE INDEX request_log_by_account_time ON request_log (account_id, created_at);
  `,
  // 2: crawl sources, what the crawler remembers of each page (for conditional re-fetches), crawl runs.
  `
  CREATE TABLE crawl_sources (
    id TEXT PRIMARY KEY,
    url TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL CHECK (type IN ('funeral_home', 'newspaper')),
    state TEXT NOT NULL CHECK (length(state) = 2),
    county TEXT NOT NULL CHECK (length(county) > 0),
    name TEXT NOT NULL CHECK (length(name) > 0),
    render TEXT NOT NULL CHECK (render IN ('http', 'browser')),
    created_at TEXT NOT NULL
  ) STRICT;

  -- One row per page a source's crawl fetched: validators and hash decide whether the next crawl
  -- re-reads it; links let a 304 listing still lead to its pages.
  CREATE TABLE crawl_pages (
    source_id TEXT NOT NULL REFERENCES crawl_sources (id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('listing', 'obituary')),
    etag TEXT,
    last_modified TEXT,
    content_hash TEXT NOT NULL,
    links TEXT NOT NULL,
    fetched_at TEXT NOT NULL,
    PRIMARY KEY (source_id, url)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE crawl_runs (
    seq INTEGER PRIMARY KEY,
    source_id TEXT NOT NULL REFERENCES crawl_sources (id) ON DELETE CASCADE,
    started_at TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('completed', 'aborted', 'failed')),
    stats TEXT NOT NULL
  ) STRICT;
  CREATE INDEX crawl_runs_by_source ON crawl_runs (source_id, seq);
  `,
  // 3: a counter every change to an account or a key moves on (a key's last use aside), so a serving
  // process may keep the keys it authenticated until the counter moves (sqlite-state.ts).
  `
  CREATE TABLE credential_changes (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    generation INTEGER NOT NULL
  ) STRICT;
  INSERT INTO credential_changes (id, generation) VALUES (1, 0);
  CREATE TRIGGER accounts_credential_insert AFTER INSERT ON accounts
    BEGIN UPDATE credential_changes SET generation = generation + 1 WHERE id = 1; END;
  CREATE TRIGGER accounts_credential_update AFTER UPDATE ON accounts
    BEGIN UPDATE credential_changes SET generation = generation + 1 WHERE id = 1; END;
  CREATE TRIGGER accounts_credential_delete AFTER DELETE ON accounts
    BEGIN UPDATE credential_changes SET generation = generation + 1 WHERE id = 1; END;
  CREATE TRIGGER api_keys_credential_insert AFTER INSERT ON api_keys
    BEGIN UPDATE credential_changes SET generation = generation + 1 WHERE id = 1; END;
  -- Every column but last_used_at, which each process writes once a minute per key in use and no
  -- check reads. A later column of api_keys needs this trigger made again with it (a test compares).
  CREATE TRIGGER api_keys_credential_update AFTER UPDATE OF id, account_id, kind, name, secret_hash,
      display_prefix, created_at, expires_at, revoked_at, replaced_by, allowed_ips ON api_keys
    BEGIN UPDATE credential_changes SET generation = generation + 1 WHERE id = 1; END;
  CREATE TRIGGER api_keys_credential_delete AFTER DELETE ON api_keys
    BEGIN UPDATE credential_changes SET generation = generation + 1 WHERE id = 1; END;
  `,
];

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database up to SCHEMA_VERSION. Each step runs in an IMMEDIATE transaction and re-reads
 * the version inside it, so two processes opening a fresh file at once apply each step exactly once.
 */
export function migrate(db: Database.Database): void {
  const version = (): number => db.pragma('user_version', { simple: true }) as number;
  if (version() > SCHEMA_VERSION) {
    throw new Error(
      `State database ${db.name} has schema version ${version()}, newer than this Vigil knows ` +
        `(${SCHEMA_VERSION}); upgrade Vigil before opening it.`,
    );
  }
  for (;;) {
    const step = db.transaction((): boolean => {
      const current = version();
      const migration = MIGRATIONS[current];
      if (migration === undefined) return false;
      db.exec(migration);
      db.pragma(`user_version = ${current + 1}`);
      return true;
    });
    if (!step.immediate()) return;
  }
}

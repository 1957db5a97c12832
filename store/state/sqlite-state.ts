/**
 * The embedded service-state store: accounts, API keys and the request log in one SQLite file
 * (better-sqlite3, WAL). Implements the ports in `ports.ts`; schema in `sqlite-migrations.ts`.
 *
 * Timestamps are stored as `Date#toISOString()` text (always UTC, fixed width), so text order is time
 * order and range filters can use the index.
 */
import { randomBytes, randomFillSync } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { displayPrefix, generateKeySecret, hashKeySecret, parseKeySecret } from '../../core/api-keys.js';
import { normalizeAllowlist } from '../../core/ip-allowlist.js';
import { migrate } from './sqlite-migrations.js';
import { sqliteSources } from './sqlite-sources.js';
import { startWalCheckpointer } from './wal-checkpointer.js';
import {
  StateError,
  type Account,
  type AccountPatch,
  type AccountRepository,
  type ApiKey,
  type DeliveryMode,
  type IssuedKey,
  type KeyKind,
  type KeyLookup,
  type KeyRepository,
  type NewAccount,
  type NewRequestLogRecord,
  type RequestLogQuery,
  type RequestLogRecord,
  type RequestLogRepository,
  type StateStore,
} from './ports.js';

/**
 * What a new account gets when the operator does not say otherwise.
 * - apiAccess true: an account is created to be used; switching it off is the exception.
 * - countyFeedAccess, survivorsEnrichment, propertyMatching, extendedProfile false: separate
 *   products or add-ons, enabled explicitly per contract.
 * - maxLookbackYears 10: covers the obituary archives most sources keep online.
 * - quotaPerMinute 600 (10/s sustained): several times a busy interactive integration, yet it stops a
 *   runaway client loop long before it burns the daily quota (50,000 / 600 = 83 minutes at full speed).
 * - quotaDaily 50,000: a large customer file checked in one day's batch.
 * - quotaMonthly null (unlimited): a billing decision set per contract, not a safety limit.
 * - extendedConcurrency 2: extended depth runs seconds-long web searches; two in flight per account
 *   keeps one customer from taking the whole shared pool.
 */
export const ACCOUNT_DEFAULTS = {
  apiAccess: true,
  trialExpiresAt: null,
  countyFeedAccess: false,
  deliveryMode: 'api',
  survivorsEnrichment: false,
  propertyMatching: false,
  extendedProfile: false,
  maxLookbackYears: 10,
  quotaPerMinute: 600,
  quotaDaily: 50_000,
  quotaMonthly: null,
  extendedConcurrency: 2,
} as const satisfies Omit<Account, 'id' | 'name' | 'createdAt'>;

/** Hours an old key keeps working after rotation (spec section 7: key rotation overlap). */
export const ROTATION_OVERLAP_HOURS = 24;

/** How long a writer waits for another process's lock before SQLITE_BUSY; covers a long batch append. */
export const BUSY_TIMEOUT_MS = 5_000;

/** Random bytes in an account or key id: 96 bits, no collisions in any realistic lifetime. */
const ID_RANDOM_BYTES = 12;
/**
 * A request log record's id is as long, but its first 48 bits are the time in milliseconds and only
 * the last 48 random: a new record sorts last in the id index, so each append touches that index's
 * last page instead of a random one (fewer pages written per commit and per checkpoint). Ids can
 * collide only within one millisecond; a collision fails the insert, and the group is written again
 * caller by caller, with new ids.
 */
const LOG_ID_RANDOM_BYTES = 6;
/** Log ids per draw of random bytes (one draw, not one per id). */
const LOG_IDS_PER_DRAW = 512;
const logIdPool = Buffer.alloc(LOG_ID_RANDOM_BYTES * LOG_IDS_PER_DRAW);
let logIdPoolAt = logIdPool.length;

const DELIVERY_MODES: readonly DeliveryMode[] = ['api', 'email_only', 'api_and_email'];
const KEY_KINDS: readonly KeyKind[] = ['live', 'test'];
const HOUR_MS = 3_600_000;

function newId(prefix: 'acct' | 'key'): string {
  return `${prefix}_${randomBytes(ID_RANDOM_BYTES).toString('hex')}`;
}

/** A request log record's id: `req_`, the time `atMs` in 12 hex digits, then 12 random ones. */
function newLogId(atMs: number): string {
  if (logIdPoolAt + LOG_ID_RANDOM_BYTES > logIdPool.length) {
    randomFillSync(logIdPool);
    logIdPoolAt = 0;
  }
  const random = logIdPool.toString('hex', logIdPoolAt, logIdPoolAt + LOG_ID_RANDOM_BYTES);
  logIdPoolAt += LOG_ID_RANDOM_BYTES;
  return `req_${atMs.toString(16).padStart(12, '0')}${random}`;
}

/** Normalizes a timestamp to the stored ISO form, refusing anything Date cannot read. */
function toIso(value: string, field: string): string {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new StateError('invalid', `${field} must be an ISO 8601 timestamp, got ${JSON.stringify(value)}`);
  }
  return new Date(time).toISOString();
}

function toIsoOrNull(value: string | null, field: string): string | null {
  return value === null ? null : toIso(value, field);
}

function checkInteger(value: unknown, field: string, min: number): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new StateError(
      'invalid',
      `${field} must be a whole number >= ${min}, got ${JSON.stringify(value)}`,
    );
  }
}

/** Checks and normalizes a complete account before it is written. */
function validAccount(account: Account): Account {
  const name = typeof account.name === 'string' ? account.name.trim() : '';
  if (name === '') throw new StateError('invalid', 'Account name must not be empty');
  for (const flag of [
    'apiAccess',
    'countyFeedAccess',
    'survivorsEnrichment',
    'propertyMatching',
    'extendedProfile',
  ] as const) {
    if (typeof account[flag] !== 'boolean') throw new StateError('invalid', `${flag} must be true or false`);
  }
  if (!DELIVERY_MODES.includes(account.deliveryMode)) {
    throw new StateError('invalid', `deliveryMode must be one of ${DELIVERY_MODES.join(', ')}`);
  }
  checkInteger(account.maxLookbackYears, 'maxLookbackYears', 1);
  checkInteger(account.extendedConcurrency, 'extendedConcurrency', 0);
  for (const quota of ['quotaPerMinute', 'quotaDaily', 'quotaMonthly'] as const) {
    if (account[quota] !== null) checkInteger(account[quota], quota, 0);
  }
  return { ...account, name, trialExpiresAt: toIsoOrNull(account.trialExpiresAt, 'trialExpiresAt') };
}

/** Drops undefined values, so `{ quotaDaily: undefined }` leaves the field as it was. */
function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

interface AccountRow {
  id: string;
  name: string;
  api_access: number;
  trial_expires_at: string | null;
  county_feed_access: number;
  delivery_mode: DeliveryMode;
  survivors_enrichment: number;
  property_matching: number;
  extended_profile: number;
  max_lookback_years: number;
  quota_per_minute: number | null;
  quota_daily: number | null;
  quota_monthly: number | null;
  extended_concurrency: number;
  created_at: string;
}

interface KeyRow {
  id: string;
  account_id: string;
  kind: KeyKind;
  name: string;
  display_prefix: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  replaced_by: string | null;
  allowed_ips: string;
  last_used_at: string | null;
}

interface LogRow {
  id: string;
  account_id: string;
  key_id: string;
  request_id: string;
  created_at: string;
  endpoint: RequestLogRecord['endpoint'];
  item_index: number | null;
  client_ref: string | null;
  search_depth_requested: string;
  search_depth: string;
  result: RequestLogRecord['result'];
  confidence: number;
  input: string;
  matched_url: string | null;
  latency_ms: number;
}

const accountFromRow = (row: AccountRow): Account => ({
  id: row.id,
  name: row.name,
  apiAccess: row.api_access === 1,
  trialExpiresAt: row.trial_expires_at,
  countyFeedAccess: row.county_feed_access === 1,
  deliveryMode: row.delivery_mode,
  survivorsEnrichment: row.survivors_enrichment === 1,
  propertyMatching: row.property_matching === 1,
  extendedProfile: row.extended_profile === 1,
  maxLookbackYears: row.max_lookback_years,
  quotaPerMinute: row.quota_per_minute,
  quotaDaily: row.quota_daily,
  quotaMonthly: row.quota_monthly,
  extendedConcurrency: row.extended_concurrency,
  createdAt: row.created_at,
});

const accountToRow = (a: Account): AccountRow => ({
  id: a.id,
  name: a.name,
  api_access: a.apiAccess ? 1 : 0,
  trial_expires_at: a.trialExpiresAt,
  county_feed_access: a.countyFeedAccess ? 1 : 0,
  delivery_mode: a.deliveryMode,
  survivors_enrichment: a.survivorsEnrichment ? 1 : 0,
  property_matching: a.propertyMatching ? 1 : 0,
  extended_profile: a.extendedProfile ? 1 : 0,
  max_lookback_years: a.maxLookbackYears,
  quota_per_minute: a.quotaPerMinute,
  quota_daily: a.quotaDaily,
  quota_monthly: a.quotaMonthly,
  extended_concurrency: a.extendedConcurrency,
  created_at: a.createdAt,
});

const keyFromRow = (row: KeyRow): ApiKey => ({
  id: row.id,
  accountId: row.account_id,
  kind: row.kind,
  name: row.name,
  displayPrefix: row.display_prefix,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  replacedBy: row.replaced_by,
  allowedIps: JSON.parse(row.allowed_ips) as string[],
  lastUsedAt: row.last_used_at,
});

const logFromRow = (row: LogRow): RequestLogRecord => ({
  id: row.id,
  accountId: row.account_id,
  keyId: row.key_id,
  requestId: row.request_id,
  createdAt: row.created_at,
  endpoint: row.endpoint,
  itemIndex: row.item_index,
  clientRef: row.client_ref,
  searchDepthRequested: row.search_depth_requested,
  searchDepth: row.search_depth,
  result: row.result,
  confidence: row.confidence,
  input: JSON.parse(row.input) as Record<string, unknown>,
  matchedUrl: row.matched_url,
  latencyMs: row.latency_ms,
});

const KEY_COLUMNS =
  'id, account_id, kind, name, display_prefix, created_at, expires_at, revoked_at, replaced_by, allowed_ips, last_used_at';
const LOG_COLUMNS =
  'id, account_id, key_id, request_id, created_at, endpoint, item_index, client_ref, search_depth_requested, ' +
  'search_depth, result, confidence, input, matched_url, latency_ms';

/** The accounts, and the synchronous read by id the key repository authenticates with. */
function sqliteAccounts(db: Database.Database): {
  repository: AccountRepository;
  find: (id: string) => Account | null;
} {
  const insert = db.prepare<[AccountRow]>(
    `INSERT INTO accounts (id, name, api_access, trial_expires_at, county_feed_access, delivery_mode,
       survivors_enrichment, property_matching, extended_profile, max_lookback_years, quota_per_minute,
       quota_daily, quota_monthly, extended_concurrency, created_at)
     VALUES (@id, @name, @api_access, @trial_expires_at, @county_feed_access, @delivery_mode,
       @survivors_enrichment, @property_matching, @extended_profile, @max_lookback_years, @quota_per_minute,
       @quota_daily, @quota_monthly, @extended_concurrency, @created_at)`,
  );
  const update = db.prepare<[AccountRow]>(
    `UPDATE accounts SET name = @name, api_access = @api_access, trial_expires_at = @trial_expires_at,
       county_feed_access = @county_feed_access, delivery_mode = @delivery_mode,
       survivors_enrichment = @survivors_enrichment, property_matching = @property_matching,
       extended_profile = @extended_profile, max_lookback_years = @max_lookback_years,
       quota_per_minute = @quota_per_minute, quota_daily = @quota_daily, quota_monthly = @quota_monthly,
       extended_concurrency = @extended_concurrency
     WHERE id = @id`,
  );
  const byId = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?');
  const all = db.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY created_at, rowid');

  const get = (id: string): Account | null => {
    const row = byId.get(id);
    return row ? accountFromRow(row) : null;
  };

  const repository: AccountRepository = {
    async create(input: NewAccount): Promise<Account> {
      const { id: _id, createdAt: _createdAt, ...fields } = input as NewAccount & Partial<Account>;
      const account = validAccount({
        ...ACCOUNT_DEFAULTS,
        ...definedOnly(fields),
        id: newId('acct'),
        createdAt: new Date().toISOString(),
      } as Account);
      insert.run(accountToRow(account));
      return account;
    },
    async get(id: string): Promise<Account | null> {
      return get(id);
    },
    async list(): Promise<Account[]> {
      return all.all().map(accountFromRow);
    },
    async update(id: string, patch: AccountPatch): Promise<Account> {
      const { id: _id, createdAt: _createdAt, ...fields } = patch as AccountPatch & Partial<Account>;
      return db
        .transaction((): Account => {
          const current = get(id);
          if (!current) throw new StateError('not_found', `Unknown account ${id}`);
          const account = validAccount({ ...current, ...definedOnly(fields) });
          update.run(accountToRow(account));
          return account;
        })
        .immediate();
    },
  };
  return { repository, find: get };
}

/** The object with it and every object or array it holds frozen (plain data: records read from a row). */
function deepFrozen<T extends object>(value: T): T {
  for (const v of Object.values(value)) if (v !== null && typeof v === 'object') deepFrozen(v as object);
  return Object.freeze(value);
}

/** Authenticated keys a process keeps (`sqliteKeys`) before it starts over. */
const AUTHENTICATED_KEYS_MAX = 10_000;

function sqliteKeys(db: Database.Database, findAccount: (id: string) => Account | null): KeyRepository {
  const insert = db.prepare(
    `INSERT INTO api_keys (id, account_id, kind, name, secret_hash, display_prefix, created_at, expires_at,
       allowed_ips)
     VALUES (@id, @accountId, @kind, @name, @secretHash, @displayPrefix, @createdAt, @expiresAt, @allowedIps)`,
  );
  const byId = db.prepare<[string], KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = ?`);
  const byHash = db.prepare<[string], KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE secret_hash = ?`);
  const byAccount = db.prepare<[string], KeyRow>(
    `SELECT ${KEY_COLUMNS} FROM api_keys WHERE account_id = ? ORDER BY created_at, rowid`,
  );
  const setRevoked = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const setRotated = db.prepare('UPDATE api_keys SET expires_at = ?, replaced_by = ? WHERE id = ?');
  const setIps = db.prepare('UPDATE api_keys SET allowed_ips = ? WHERE id = ?');
  const setExpires = db.prepare('UPDATE api_keys SET expires_at = ? WHERE id = ?');
  const setLastUsed = db.prepare(
    'UPDATE api_keys SET last_used_at = @at WHERE id = @id AND (last_used_at IS NULL OR last_used_at < @at)',
  );

  // Keys authenticated since the credentials last changed, by secret hash: a request then reads one
  // counter row instead of its key and its account (credential_changes, moved on by triggers on every
  // change to a key or an account by any process). The counter is read first, so a key read after it
  // is never older than the counter says.
  const generation = db.prepare<[], number>('SELECT generation FROM credential_changes WHERE id = 1').pluck();
  const authenticated = new Map<string, { key: ApiKey; account: Account | null }>();
  let authenticatedAt: number | undefined;
  const lookUp = (hash: string): { key: ApiKey; account: Account | null } | null => {
    const at = generation.get();
    if (at !== authenticatedAt) {
      authenticated.clear();
      authenticatedAt = at;
    }
    const held = authenticated.get(hash);
    if (held) return held;
    const row = byHash.get(hash);
    if (!row) return null;
    // Frozen: every request for this key until the counter moves shares these objects.
    const key = deepFrozen(keyFromRow(row));
    const account = findAccount(key.accountId);
    const found = { key, account: account && deepFrozen(account) };
    if (authenticated.size >= AUTHENTICATED_KEYS_MAX) authenticated.clear();
    authenticated.set(hash, found);
    return found;
  };

  const mustGet = (id: string): ApiKey => {
    const row = byId.get(id);
    if (!row) throw new StateError('not_found', `Unknown key ${id}`);
    return keyFromRow(row);
  };

  const issue = (
    accountId: string,
    opts: { kind: KeyKind; name?: string; expiresAt?: string | null; allowedIps?: string[] },
    now: Date,
  ): IssuedKey => {
    if (!findAccount(accountId)) throw new StateError('not_found', `Unknown account ${accountId}`);
    if (!KEY_KINDS.includes(opts.kind)) throw new StateError('invalid', `Key kind must be live or test`);
    const secret = generateKeySecret(opts.kind);
    const key: ApiKey = {
      id: newId('key'),
      accountId,
      kind: opts.kind,
      name: (opts.name ?? '').trim(),
      displayPrefix: displayPrefix(secret),
      createdAt: now.toISOString(),
      expiresAt: toIsoOrNull(opts.expiresAt ?? null, 'expiresAt'),
      revokedAt: null,
      replacedBy: null,
      allowedIps: checkedAllowlist(opts.allowedIps ?? []),
      lastUsedAt: null,
    };
    insert.run({ ...key, secretHash: hashKeySecret(secret), allowedIps: JSON.stringify(key.allowedIps) });
    return { key, secret };
  };

  return {
    async issue(accountId, opts): Promise<IssuedKey> {
      return issue(accountId, opts, new Date());
    },

    async authenticate(secret: string, now = new Date()): Promise<KeyLookup> {
      // A malformed string cannot be a key; skip the hash and the lookup.
      if (typeof secret !== 'string' || !parseKeySecret(secret)) return { status: 'unknown' };
      const found = lookUp(hashKeySecret(secret));
      if (!found) return { status: 'unknown' };
      const { key, account } = found;
      // Revocation is the operator's deliberate act and wins over a mere expiry.
      if (key.revokedAt !== null) return { status: 'revoked', key };
      if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now.getTime()) {
        return { status: 'expired', key };
      }
      if (!account) return { status: 'unknown' };
      return { status: 'ok', key, account };
    },

    async get(id: string): Promise<ApiKey | null> {
      const row = byId.get(id);
      return row ? keyFromRow(row) : null;
    },

    async listForAccount(accountId: string): Promise<ApiKey[]> {
      return byAccount.all(accountId).map(keyFromRow);
    },

    async revoke(id: string): Promise<ApiKey> {
      // Revoking twice keeps the first revocation time.
      return db
        .transaction((): ApiKey => {
          mustGet(id);
          setRevoked.run(new Date().toISOString(), id);
          return mustGet(id);
        })
        .immediate();
    },

    async rotate(id: string, opts: { overlapHours?: number; now?: Date } = {}): Promise<IssuedKey> {
      const now = opts.now ?? new Date();
      const overlapHours = opts.overlapHours ?? ROTATION_OVERLAP_HOURS;
      if (!Number.isFinite(overlapHours) || overlapHours < 0) {
        throw new StateError('invalid', `overlapHours must be a number >= 0, got ${overlapHours}`);
      }
      return db
        .transaction((): IssuedKey => {
          const old = mustGet(id);
          if (old.revokedAt !== null) {
            throw new StateError(
              'conflict',
              `Key ${id} was revoked at ${old.revokedAt}; issue a new key instead`,
            );
          }
          if (old.replacedBy !== null) {
            throw new StateError(
              'conflict',
              `Key ${id} was already rotated; its replacement is ${old.replacedBy} (rotate that one instead)`,
            );
          }
          if (old.expiresAt !== null && Date.parse(old.expiresAt) <= now.getTime()) {
            throw new StateError(
              'conflict',
              `Key ${id} expired at ${old.expiresAt}; issue a new key instead`,
            );
          }
          // The replacement keeps the old key's expiry date: rotation changes the secret, never
          // the access the operator granted (a contractor's fixed end date must survive rotation).
          const issued = issue(
            old.accountId,
            { kind: old.kind, name: old.name, expiresAt: old.expiresAt, allowedIps: old.allowedIps },
            now,
          );
          const overlapEnd = now.getTime() + overlapHours * HOUR_MS;
          const oldExpiry =
            old.expiresAt === null ? overlapEnd : Math.min(Date.parse(old.expiresAt), overlapEnd);
          setRotated.run(new Date(oldExpiry).toISOString(), issued.key.id, id);
          return issued;
        })
        .immediate();
    },

    async setAllowedIps(id: string, allowedIps: string[]): Promise<ApiKey> {
      const normalized = checkedAllowlist(allowedIps);
      mustGet(id);
      setIps.run(JSON.stringify(normalized), id);
      return mustGet(id);
    },

    async setExpiry(id: string, expiresAt: string | null): Promise<ApiKey> {
      const normalized = toIsoOrNull(expiresAt, 'expiresAt');
      mustGet(id);
      setExpires.run(normalized, id);
      return mustGet(id);
    },

    async touch(id: string, at: Date): Promise<void> {
      // Only moves forward, so concurrent requests finishing out of order keep the latest time.
      setLastUsed.run({ id, at: at.toISOString() });
    },
  };
}

function checkedAllowlist(entries: string[]): string[] {
  if (!Array.isArray(entries)) throw new StateError('invalid', 'allowedIps must be an array');
  try {
    return normalizeAllowlist(entries);
  } catch (e) {
    throw new StateError('invalid', (e as Error).message);
  }
}

/** A failed request-log write as the caller sees it: a bad record is the caller's error (invalid). */
function appendError(e: unknown): unknown {
  const code = (e as { code?: unknown }).code;
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new StateError(
      'invalid',
      'A request log record names an unknown account, or a key of another account',
    );
  }
  if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) {
    return new StateError('invalid', `Invalid request log record: ${(e as Error).message}`);
  }
  return e;
}

function sqliteRequestLog(db: Database.Database): RequestLogRepository & { flush(): void } {
  const insert = db.prepare(
    `INSERT INTO request_log (${LOG_COLUMNS})
     VALUES (@id, @accountId, @keyId, @requestId, @createdAt, @endpoint, @itemIndex, @clientRef,
       @searchDepthRequested, @searchDepth, @result, @confidence, @input, @matchedUrl, @latencyMs)`,
  );
  const appendAll = db.transaction((records: NewRequestLogRecord[]) => {
    const nowMs = Date.now();
    const now = new Date(nowMs).toISOString();
    for (const record of records) {
      insert.run({
        id: newLogId(nowMs),
        accountId: record.accountId,
        keyId: record.keyId,
        requestId: record.requestId,
        createdAt: record.createdAt === undefined ? now : toIso(record.createdAt, 'createdAt'),
        endpoint: record.endpoint,
        itemIndex: record.itemIndex ?? null,
        clientRef: record.clientRef ?? null,
        searchDepthRequested: record.searchDepthRequested,
        searchDepth: record.searchDepth,
        result: record.result,
        confidence: record.confidence,
        input: JSON.stringify(record.input),
        matchedUrl: record.matchedUrl ?? null,
        latencyMs: record.latencyMs,
      });
    }
  });
  // Filters combine into a handful of distinct statements; prepare each once.
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string): Database.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  /**
   * Group commit: appends made while one turn of the event loop runs (the items of a batch, requests
   * finishing together) are written in one transaction at the end of the turn, and each caller's
   * promise settles when its records are committed, as before. A transaction per record was about
   * half the cost of logging one; a group that fails is retried caller by caller, so one caller's bad
   * record fails only that caller.
   */
  let pending: Array<{ records: NewRequestLogRecord[]; done: (error?: unknown) => void }> = [];
  const flush = (): void => {
    const group = pending;
    pending = [];
    if (group.length === 0) return;
    try {
      appendAll.immediate(group.flatMap((g) => g.records));
      for (const g of group) g.done();
    } catch {
      for (const g of group) {
        try {
          appendAll.immediate(g.records);
          g.done();
        } catch (e) {
          g.done(appendError(e));
        }
      }
    }
  };

  return {
    flush,
    async append(records: NewRequestLogRecord[]): Promise<void> {
      if (records.length === 0) return;
      return new Promise<void>((resolve, reject) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({
          records: [...records],
          done: (error) => (error === undefined ? resolve() : reject(error)),
        });
      });
    },

    async list(query: RequestLogQuery): Promise<{ records: RequestLogRecord[]; total: number }> {
      checkInteger(query.limit, 'limit', 0);
      checkInteger(query.offset, 'offset', 0);
      // The account filter is always first and never optional: an account sees only its own records.
      const clauses = ['account_id = @accountId'];
      const params: Record<string, string | number> = { accountId: query.accountId };
      if (query.result !== undefined) {
        clauses.push('result = @result');
        params.result = query.result;
      }
      if (query.searchDepth !== undefined) {
        clauses.push('search_depth = @searchDepth');
        params.searchDepth = query.searchDepth;
      }
      if (query.clientRef !== undefined) {
        clauses.push('client_ref = @clientRef');
        params.clientRef = query.clientRef;
      }
      if (query.from !== undefined) {
        clauses.push('created_at >= @from');
        params.from = toIso(query.from, 'from');
      }
      if (query.to !== undefined) {
        clauses.push('created_at < @to');
        params.to = toIso(query.to, 'to');
      }
      const where = clauses.join(' AND ');
      const total = (
        prepared(`SELECT count(*) AS n FROM request_log WHERE ${where}`).get(params) as { n: number }
      ).n;
      const rows = prepared(
        `SELECT ${LOG_COLUMNS} FROM request_log WHERE ${where}
         ORDER BY created_at DESC, seq DESC LIMIT @limit OFFSET @offset`,
      ).all({ ...params, limit: query.limit, offset: query.offset }) as LogRow[];
      return { records: rows.map(logFromRow), total };
    },
  };
}

export interface SqliteStateOptions {
  /**
   * Checkpoint the write-ahead log from a worker thread (`startWalCheckpointer`) instead of inside
   * the commit that crosses SQLite's threshold. For serving processes, whose request-log commits run
   * on the event loop; ignored for an in-memory database.
   */
  backgroundCheckpoints?: boolean;
  /** Told when the background checkpointer fails; the connection then checkpoints itself again. */
  onCheckpointerError?: (error: Error) => void;
}

/** Opens (creating and migrating when needed) the service-state database at `path`. */
export function openSqliteState(path: string, options: SqliteStateOptions = {}): StateStore {
  const inMemory = path === ':memory:' || path === '';
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    // WAL makes NORMAL durable against application crashes; only a power loss can drop the last commits.
    db.pragma('synchronous = NORMAL');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.pragma('foreign_keys = ON');
    migrate(db);
  } catch (e) {
    db.close();
    throw e;
  }
  const { repository: accounts, find: findAccount } = sqliteAccounts(db);
  const requestLog = sqliteRequestLog(db);
  const checkpointer =
    options.backgroundCheckpoints && !inMemory
      ? startWalCheckpointer(
          db,
          path,
          options.onCheckpointerError ? { onError: options.onCheckpointerError } : {},
        )
      : null;
  return {
    accounts,
    keys: sqliteKeys(db, findAccount),
    requestLog,
    sources: sqliteSources(db),
    async close(): Promise<void> {
      await checkpointer?.stop();
      // Appends still waiting for their group are written first.
      if (db.open) requestLog.flush();
      if (db.open) db.close();
    },
  };
}

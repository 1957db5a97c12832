import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashKeySecret } from '../../core/api-keys.js';
import { StateError, type Account, type NewRequestLogRecord, type StateStore } from './ports.js';
import { SCHEMA_VERSION } from './sqlite-migrations.js';
import { ACCOUNT_DEFAULTS, openSqliteState } from './sqlite-state.js';

const HOUR = 3_600_000;

let dir: string;
let path: string;
let state: StateStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-state-'));
  path = join(dir, 'nested', 'state.sqlite');
  state = openSqliteState(path);
});

afterEach(async () => {
  await state.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs raw SQL against the same file, to check what is really stored. */
function raw<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

describe('opening the database', () => {
  it('creates the file with WAL, foreign keys and the current schema version', () => {
    const { mode, version } = raw((db) => ({
      mode: db.pragma('journal_mode', { simple: true }),
      version: db.pragma('user_version', { simple: true }),
    }));
    expect(mode).toBe('wal');
    expect(version).toBe(SCHEMA_VERSION);
  });

  it('re-opens an existing file without losing data or re-running migrations', async () => {
    const account = await state.accounts.create({ name: 'Acme' });
    const issued = await state.keys.issue(account.id, { kind: 'live' });
    await state.close();
    state = openSqliteState(path);
    expect(await state.accounts.get(account.id)).toEqual(account);
    const lookup = await state.keys.authenticate(issued.secret);
    expect(lookup.status).toBe('ok');
    expect(raw((db) => db.pragma('user_version', { simple: true }))).toBe(SCHEMA_VERSION);
  });

  it('refuses a file written by a newer schema', async () => {
    await state.close();
    const db = new Database(path);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openSqliteState(path)).toThrow(/newer than this Vigil knows/);
    state = openSqliteState(join(dir, 'other.sqlite'));
  });

  it('has an index serving the request log by account and time', () => {
    const plan = raw((db) =>
      db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT id FROM request_log WHERE account_id = ? AND created_at >= ?
           ORDER BY created_at DESC, seq DESC LIMIT 10`,
        )
        .all('acct_x', '2024-01-01T00:00:00.000Z')
        .map((row) => (row as { detail: string }).detail)
        .join('\n'),
    );
    expect(plan).toMatch(/USING INDEX request_log_by_account_time/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});

describe('accounts', () => {
  it('creates an account with the documented defaults', async () => {
    const account = await state.accounts.create({ name: '  Acme Insurance ' });
    expect(account.id).toMatch(/^acct_[0-9a-f]{24}$/);
    expect(account.name).toBe('Acme Insurance');
    expect(account).toMatchObject(ACCOUNT_DEFAULTS);
    expect(account).toMatchObject({
      apiAccess: true,
      trialExpiresAt: null,
      countyFeedAccess: false,
      deliveryMode: 'api',
      maxLookbackYears: 10,
      quotaPerMinute: 600,
      quotaDaily: 50_000,
      quotaMonthly: null,
      extendedConcurrency: 2,
    });
    expect(Date.parse(account.createdAt)).not.toBeNaN();
    expect(await state.accounts.get(account.id)).toEqual(account);
  });

  it('stores every field given at creation', async () => {
    const input = {
      name: 'Full',
      apiAccess: false,
      trialExpiresAt: '2030-01-02T03:04:05+02:00',
      countyFeedAccess: true,
      deliveryMode: 'api_and_email' as const,
      survivorsEnrichment: true,
      propertyMatching: true,
      extendedProfile: true,
      maxLookbackYears: 25,
      quotaPerMinute: null,
      quotaDaily: 0,
      quotaMonthly: 1_000_000,
      extendedConcurrency: 0,
    };
    const account = await state.accounts.create(input);
    expect(account).toMatchObject({ ...input, trialExpiresAt: '2030-01-02T01:04:05.000Z' });
    expect(await state.accounts.get(account.id)).toEqual(account);
  });

  it('lists accounts oldest first and returns null for an unknown id', async () => {
    const a = await state.accounts.create({ name: 'A' });
    const b = await state.accounts.create({ name: 'B' });
    expect((await state.accounts.list()).map((x) => x.id)).toEqual([a.id, b.id]);
    expect(await state.accounts.get('acct_missing')).toBeNull();
  });

  it('updates only the fields in the patch', async () => {
    const account = await state.accounts.create({ name: 'A', quotaDaily: 10 });
    const updated = await state.accounts.update(account.id, {
      quotaMonthly: 500,
      quotaDaily: undefined,
      countyFeedAccess: true,
    });
    expect(updated).toEqual({ ...account, quotaMonthly: 500, countyFeedAccess: true });
    expect(await state.accounts.get(account.id)).toEqual(updated);
    const cleared = await state.accounts.update(account.id, { quotaPerMinute: null, trialExpiresAt: null });
    expect(cleared.quotaPerMinute).toBeNull();
  });

  it('refuses invalid values and unknown ids with a StateError', async () => {
    const account = await state.accounts.create({ name: 'A' });
    const cases: [Promise<unknown>, RegExp][] = [
      [state.accounts.create({ name: '  ' }), /name must not be empty/],
      [state.accounts.create({ name: 'x', maxLookbackYears: 0 }), /maxLookbackYears/],
      [state.accounts.create({ name: 'x', quotaDaily: 1.5 }), /quotaDaily/],
      [state.accounts.create({ name: 'x', quotaPerMinute: -1 }), /quotaPerMinute/],
      [state.accounts.create({ name: 'x', extendedConcurrency: -1 }), /extendedConcurrency/],
      [state.accounts.create({ name: 'x', deliveryMode: 'fax' as never }), /deliveryMode/],
      [state.accounts.create({ name: 'x', trialExpiresAt: 'soon' }), /trialExpiresAt/],
      [state.accounts.update(account.id, { apiAccess: 'yes' as never }), /apiAccess/],
    ];
    for (const [promise, message] of cases) {
      await expect(promise).rejects.toThrow(message);
      await expect(promise).rejects.toBeInstanceOf(StateError);
    }
    await expect(state.accounts.update('acct_missing', { name: 'x' })).rejects.toMatchObject({
      reason: 'not_found',
      message: 'Unknown account acct_missing',
    });
    expect(await state.accounts.get(account.id)).toEqual(account);
  });
});

describe('keys', () => {
  let account: Account;
  beforeEach(async () => {
    account = await state.accounts.create({ name: 'Acme' });
  });

  it('issues a key, stores only its hash, and authenticates it', async () => {
    const { key, secret } = await state.keys.issue(account.id, {
      kind: 'live',
      name: 'prod',
      allowedIps: ['::ffff:10.0.0.0/104', '2001:DB8::/32'],
    });
    expect(secret).toMatch(/^svc_live_[0-9A-Za-z]{43}$/);
    expect(key).toMatchObject({
      accountId: account.id,
      kind: 'live',
      name: 'prod',
      displayPrefix: secret.slice(0, 13),
      expiresAt: null,
      revokedAt: null,
      replacedBy: null,
      allowedIps: ['10.0.0.0/8', '2001:db8::/32'],
      lastUsedAt: null,
    });
    expect(key.id).toMatch(/^key_[0-9a-f]{24}$/);
    const stored = raw((db) => db.prepare('SELECT * FROM api_keys WHERE id = ?').get(key.id)) as Record<
      string,
      unknown
    >;
    expect(stored.secret_hash).toBe(hashKeySecret(secret));
    expect(Object.values(stored)).not.toContain(secret);

    const lookup = await state.keys.authenticate(secret);
    expect(lookup).toEqual({ status: 'ok', key, account });
    expect(await state.keys.get(key.id)).toEqual(key);
  });

  it('answers unknown for malformed, unknown and near-miss secrets', async () => {
    const { secret } = await state.keys.issue(account.id, { kind: 'test' });
    const flipped = secret.slice(0, -1) + (secret.endsWith('a') ? 'b' : 'a');
    for (const candidate of ['', 'svc_live_nope', flipped, secret.replace('svc_test_', 'svc_live_')]) {
      expect(await state.keys.authenticate(candidate)).toEqual({ status: 'unknown' });
    }
  });

  it('reports expired at and after the expiry, ok before it', async () => {
    const expiresAt = '2030-06-01T00:00:00.000Z';
    const { secret } = await state.keys.issue(account.id, { kind: 'live', expiresAt });
    const at = (iso: string) => state.keys.authenticate(secret, new Date(iso));
    expect((await at('2030-05-31T23:59:59.999Z')).status).toBe('ok');
    expect((await at(expiresAt)).status).toBe('expired');
    expect((await at('2031-01-01T00:00:00.000Z')).status).toBe('expired');
  });

  it('reports revoked even when the key is also expired', async () => {
    const { key, secret } = await state.keys.issue(account.id, {
      kind: 'live',
      expiresAt: '2020-01-01T00:00:00.000Z',
    });
    expect((await state.keys.authenticate(secret)).status).toBe('expired');
    const revoked = await state.keys.revoke(key.id);
    expect(revoked.revokedAt).not.toBeNull();
    const lookup = await state.keys.authenticate(secret);
    expect(lookup).toEqual({ status: 'revoked', key: revoked });
    // Revoking again keeps the first time.
    expect((await state.keys.revoke(key.id)).revokedAt).toBe(revoked.revokedAt);
  });

  it('rotates with a 24-hour overlap: old key ok at +23h, expired at +25h', async () => {
    const old = await state.keys.issue(account.id, { kind: 'test', name: 'ci', allowedIps: ['10.0.0.0/8'] });
    const now = new Date('2030-01-01T00:00:00.000Z');
    const fresh = await state.keys.rotate(old.key.id, { now });
    expect(fresh.secret).not.toBe(old.secret);
    expect(fresh.key).toMatchObject({
      accountId: account.id,
      kind: 'test',
      name: 'ci',
      allowedIps: ['10.0.0.0/8'],
      expiresAt: null,
      createdAt: now.toISOString(),
    });
    const oldAfter = await state.keys.get(old.key.id);
    expect(oldAfter).toMatchObject({
      replacedBy: fresh.key.id,
      expiresAt: new Date(now.getTime() + 24 * HOUR).toISOString(),
    });
    const at = (secret: string, hours: number) =>
      state.keys.authenticate(secret, new Date(now.getTime() + hours * HOUR));
    expect((await at(old.secret, 23)).status).toBe('ok');
    expect((await at(old.secret, 25)).status).toBe('expired');
    expect((await at(fresh.secret, 25)).status).toBe('ok');
  });

  it('keeps an earlier existing expiry on rotation, and the replacement inherits the expiry date', async () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const soon = new Date(now.getTime() + 2 * HOUR).toISOString();
    const old = await state.keys.issue(account.id, { kind: 'live', expiresAt: soon });
    const fresh = await state.keys.rotate(old.key.id, { now });
    expect((await state.keys.get(old.key.id))?.expiresAt).toBe(soon);
    expect(fresh.key.expiresAt).toBe(soon);

    const later = await state.keys.issue(account.id, { kind: 'live', expiresAt: '2031-01-01T00:00:00.000Z' });
    await state.keys.rotate(later.key.id, { now, overlapHours: 1 });
    expect((await state.keys.get(later.key.id))?.expiresAt).toBe('2030-01-01T01:00:00.000Z');
  });

  it('refuses to rotate a revoked, an already rotated, an expired or an unknown key', async () => {
    const revoked = await state.keys.issue(account.id, { kind: 'live' });
    await state.keys.revoke(revoked.key.id);
    await expect(state.keys.rotate(revoked.key.id)).rejects.toMatchObject({
      reason: 'conflict',
      message: expect.stringMatching(/was revoked/),
    });

    const rotated = await state.keys.issue(account.id, { kind: 'live' });
    const replacement = await state.keys.rotate(rotated.key.id);
    await expect(state.keys.rotate(rotated.key.id)).rejects.toThrow(
      `Key ${rotated.key.id} was already rotated; its replacement is ${replacement.key.id}`,
    );

    const expired = await state.keys.issue(account.id, { kind: 'live', expiresAt: '2020-01-01T00:00:00Z' });
    await expect(state.keys.rotate(expired.key.id)).rejects.toThrow(/expired at 2020-01-01/);
    await expect(state.keys.rotate('key_missing')).rejects.toMatchObject({ reason: 'not_found' });
    // None of the refused rotations issued a key.
    expect(await state.keys.listForAccount(account.id)).toHaveLength(4);
  });

  it('refuses a key for an unknown account and a bad allowlist', async () => {
    await expect(state.keys.issue('acct_missing', { kind: 'live' })).rejects.toThrow(
      'Unknown account acct_missing',
    );
    await expect(state.keys.issue(account.id, { kind: 'live', allowedIps: ['10.0.0.0/33'] })).rejects.toThrow(
      /"10\.0\.0\.0\/33"/,
    );
    await expect(state.keys.issue(account.id, { kind: 'prod' as never })).rejects.toThrow(/live or test/);
    expect(await state.keys.listForAccount(account.id)).toEqual([]);
  });

  it('lists only the keys of the account, oldest first', async () => {
    const other = await state.accounts.create({ name: 'Other' });
    const a = await state.keys.issue(account.id, { kind: 'live' });
    await state.keys.issue(other.id, { kind: 'live' });
    const b = await state.keys.issue(account.id, { kind: 'test' });
    expect((await state.keys.listForAccount(account.id)).map((k) => k.id)).toEqual([a.key.id, b.key.id]);
  });

  it('sets the allowlist and the expiry, and clears them', async () => {
    const { key, secret } = await state.keys.issue(account.id, { kind: 'live' });
    expect((await state.keys.setAllowedIps(key.id, ['192.0.2.1', '192.0.2.1/32'])).allowedIps).toEqual([
      '192.0.2.1',
    ]);
    expect((await state.keys.setAllowedIps(key.id, [])).allowedIps).toEqual([]);
    await expect(state.keys.setAllowedIps(key.id, ['bogus'])).rejects.toThrow(/"bogus"/);

    const expiry = await state.keys.setExpiry(key.id, '2030-01-01T00:00:00+01:00');
    expect(expiry.expiresAt).toBe('2029-12-31T23:00:00.000Z');
    expect((await state.keys.authenticate(secret, new Date('2030-02-01'))).status).toBe('expired');
    expect((await state.keys.setExpiry(key.id, null)).expiresAt).toBeNull();
    expect((await state.keys.authenticate(secret, new Date('2030-02-01'))).status).toBe('ok');
    await expect(state.keys.setExpiry(key.id, 'tomorrow')).rejects.toThrow(/ISO 8601/);
    await expect(state.keys.setExpiry('key_missing', null)).rejects.toThrow('Unknown key key_missing');
  });

  it('touch records the latest use and never moves it back', async () => {
    const { key } = await state.keys.issue(account.id, { kind: 'live' });
    await state.keys.touch(key.id, new Date('2030-01-02T00:00:00Z'));
    await state.keys.touch(key.id, new Date('2030-01-01T00:00:00Z'));
    expect((await state.keys.get(key.id))?.lastUsedAt).toBe('2030-01-02T00:00:00.000Z');
  });
});

describe('authenticated keys kept by a process', () => {
  let account: Account;
  let other: StateStore;
  beforeEach(async () => {
    account = await state.accounts.create({ name: 'Acme' });
    other = openSqliteState(path);
  });
  afterEach(async () => {
    await other.close();
  });
  const generation = () =>
    raw((db) => db.prepare('SELECT generation FROM credential_changes WHERE id = 1').pluck().get() as number);

  it('refuses a key on the next request once another process revoked it', async () => {
    const { key, secret } = await state.keys.issue(account.id, { kind: 'live' });
    expect((await state.keys.authenticate(secret)).status).toBe('ok');
    await other.keys.revoke(key.id);
    expect((await state.keys.authenticate(secret)).status).toBe('revoked');
  });

  it("sees another process's change to the account and to the key's expiry", async () => {
    const { key, secret } = await state.keys.issue(account.id, { kind: 'live' });
    expect(await state.keys.authenticate(secret)).toMatchObject({
      status: 'ok',
      account: { apiAccess: true },
    });
    await other.accounts.update(account.id, { apiAccess: false });
    expect(await state.keys.authenticate(secret)).toMatchObject({
      status: 'ok',
      account: { apiAccess: false },
    });
    await other.keys.setExpiry(key.id, '2020-01-01T00:00:00Z');
    expect((await state.keys.authenticate(secret)).status).toBe('expired');
  });

  it('answers from what it kept while no key or account changed', async () => {
    const { key, secret } = await state.keys.issue(account.id, { kind: 'live' });
    expect((await state.keys.authenticate(secret)).status).toBe('ok');
    // A revocation written behind the triggers' back (the counter does not move) is not seen: the
    // process answered from what it kept, reading no key row.
    const db = new Database(path);
    try {
      db.exec('DROP TRIGGER api_keys_credential_update');
      db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run('2030-01-01T00:00:00.000Z', key.id);
    } finally {
      db.close();
    }
    expect((await state.keys.authenticate(secret)).status).toBe('ok');
    expect((await other.keys.authenticate(secret)).status).toBe('revoked');
  });

  it("moves the counter on every change to a key or an account, and not on a key's last use", async () => {
    const start = generation();
    const { key } = await state.keys.issue(account.id, { kind: 'live' });
    expect(generation()).toBe(start + 1);
    await state.keys.touch(key.id, new Date('2030-01-02T00:00:00Z'));
    expect(generation()).toBe(start + 1);
    await state.keys.setAllowedIps(key.id, ['10.0.0.0/8']);
    await state.accounts.update(account.id, { quotaDaily: 10 });
    expect(generation()).toBe(start + 3);
  });

  it('the key trigger watches every column of api_keys but last_used_at', () => {
    const { columns, trigger } = raw((db) => ({
      columns: (db.prepare('PRAGMA table_info(api_keys)').all() as Array<{ name: string }>).map(
        (c) => c.name,
      ),
      trigger: db
        .prepare(
          "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'api_keys_credential_update'",
        )
        .pluck()
        .get() as string,
    }));
    const watched = /UPDATE OF ([\s\S]*?) ON api_keys/
      .exec(trigger)![1]!
      .split(',')
      .map((c) => c.trim());
    expect(watched.sort()).toEqual(columns.filter((c) => c !== 'last_used_at').sort());
  });
});

describe('request log', () => {
  let account: Account;
  let other: Account;
  let keyId: string;
  let otherKeyId: string;

  const record = (overrides: Partial<NewRequestLogRecord> = {}): NewRequestLogRecord => ({
    accountId: account.id,
    keyId,
    requestId: 'rq-1',
    endpoint: 'verify',
    itemIndex: null,
    clientRef: null,
    searchDepthRequested: 'auto',
    searchDepth: 'recent',
    result: 'not_found',
    confidence: 0,
    input: { first_name: 'jane', last_name: 'doe', dob: { year: 1940 } },
    matchedUrl: null,
    latencyMs: 12.5,
    ...overrides,
  });

  beforeEach(async () => {
    account = await state.accounts.create({ name: 'Acme' });
    other = await state.accounts.create({ name: 'Other' });
    keyId = (await state.keys.issue(account.id, { kind: 'live' })).key.id;
    otherKeyId = (await state.keys.issue(other.id, { kind: 'live' })).key.id;
  });

  const page = { limit: 50, offset: 0 };

  it('stores and returns every field, input as JSON', async () => {
    const input = record({
      createdAt: '2030-01-01T00:00:00Z',
      endpoint: 'verify_batch',
      itemIndex: 3,
      clientRef: 'c-1',
      result: 'found',
      confidence: 0.93,
      matchedUrl: 'https://example.test/obit/1',
    });
    await state.requestLog.append([input]);
    const { records, total } = await state.requestLog.list({ accountId: account.id, ...page });
    expect(total).toBe(1);
    expect(records[0]).toEqual({
      ...input,
      id: expect.stringMatching(/^req_[0-9a-f]{24}$/),
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    const stored = raw((db) => db.prepare('SELECT input FROM request_log').get()) as { input: string };
    expect(JSON.parse(stored.input)).toEqual(input.input);
  });

  it('gives each record an id that sorts after those of earlier appends (the id index grows at its end)', async () => {
    for (let i = 0; i < 5; i++) {
      await state.requestLog.append([record({ requestId: `rq-${i}` }), record({ requestId: `rq-${i}b` })]);
      await new Promise((r) => setTimeout(r, 2));
    }
    const ids = raw((db) => db.prepare('SELECT id FROM request_log ORDER BY seq').pluck().all()) as string[];
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{24}$/);
    // Appends 2 ms apart: each pair's ids sort after every id of the pairs before.
    for (let i = 2; i < ids.length; i += 2) {
      expect(ids[i]! > ids[i - 1]! && ids[i]! > ids[i - 2]!).toBe(true);
      expect(ids[i + 1]! > ids[i - 1]! && ids[i + 1]! > ids[i - 2]!).toBe(true);
    }
  });

  it('appends many rows in one transaction: all or nothing', async () => {
    await expect(
      state.requestLog.append([record({ requestId: 'a' }), record({ requestId: 'b', keyId: otherKeyId })]),
    ).rejects.toThrow(/unknown account, or a key of another account/);
    expect((await state.requestLog.list({ accountId: account.id, ...page })).total).toBe(0);

    await expect(state.requestLog.append([record({ result: 'maybe' as never })])).rejects.toBeInstanceOf(
      StateError,
    );

    const batch = Array.from({ length: 250 }, (_, i) => record({ endpoint: 'verify_batch', itemIndex: i }));
    await state.requestLog.append(batch);
    expect((await state.requestLog.list({ accountId: account.id, ...page })).total).toBe(250);
  });

  it('commits appends made together as one group, and a bad one fails alone', async () => {
    // Three callers in one turn: two good, one naming another account's key.
    const results = await Promise.allSettled([
      state.requestLog.append([record({ requestId: 'g1' })]),
      state.requestLog.append([record({ requestId: 'bad', keyId: otherKeyId })]),
      state.requestLog.append([record({ requestId: 'g2' }), record({ requestId: 'g3' })]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(StateError);
    const { records } = await state.requestLog.list({ accountId: account.id, ...page });
    expect(records.map((r) => r.requestId).sort()).toEqual(['g1', 'g2', 'g3']);
  });

  it('writes an append still waiting for its group when the store closes', async () => {
    const pending = state.requestLog.append([record({ requestId: 'last' })]);
    await state.close();
    await pending;
    state = openSqliteState(path);
    const { records } = await state.requestLog.list({ accountId: account.id, ...page });
    expect(records.map((r) => r.requestId)).toEqual(['last']);
  });

  it('lists newest first, with insertion order breaking ties, and paginates', async () => {
    await state.requestLog.append([
      record({ requestId: 'old', createdAt: '2030-01-01T00:00:00Z' }),
      record({ requestId: 'new', createdAt: '2030-01-03T00:00:00Z' }),
      record({ requestId: 'mid', createdAt: '2030-01-02T00:00:00Z' }),
    ]);
    await state.requestLog.append([
      record({ requestId: 'tie-1', createdAt: '2030-01-02T00:00:00Z' }),
      record({ requestId: 'tie-2', createdAt: '2030-01-02T00:00:00Z' }),
    ]);
    const all = await state.requestLog.list({ accountId: account.id, ...page });
    expect(all.records.map((r) => r.requestId)).toEqual(['new', 'tie-2', 'tie-1', 'mid', 'old']);
    const second = await state.requestLog.list({ accountId: account.id, limit: 2, offset: 2 });
    expect(second.records.map((r) => r.requestId)).toEqual(['tie-1', 'mid']);
    expect(second.total).toBe(5);
    const beyond = await state.requestLog.list({ accountId: account.id, limit: 2, offset: 10 });
    expect(beyond).toEqual({ records: [], total: 5 });
  });

  it('filters by result, depth, client_ref and a from-inclusive, to-exclusive window', async () => {
    await state.requestLog.append([
      record({ requestId: 'a', createdAt: '2030-01-01T00:00:00Z', result: 'found', clientRef: 'x' }),
      record({ requestId: 'b', createdAt: '2030-01-02T00:00:00Z', result: 'found', searchDepth: 'extended' }),
      record({ requestId: 'c', createdAt: '2030-01-03T00:00:00Z', result: 'possible_match', clientRef: 'x' }),
      record({ requestId: 'd', createdAt: '2030-01-04T00:00:00Z', searchDepth: 'extended', clientRef: 'x' }),
    ]);
    const ids = async (filters: Record<string, string>) => {
      const { records, total } = await state.requestLog.list({ accountId: account.id, ...page, ...filters });
      expect(total).toBe(records.length);
      return records.map((r) => r.requestId);
    };
    expect(await ids({ result: 'found' })).toEqual(['b', 'a']);
    expect(await ids({ searchDepth: 'extended' })).toEqual(['d', 'b']);
    expect(await ids({ clientRef: 'x' })).toEqual(['d', 'c', 'a']);
    expect(await ids({ from: '2030-01-02T00:00:00Z', to: '2030-01-04T00:00:00Z' })).toEqual(['c', 'b']);
    expect(await ids({ from: '2030-01-02T01:00:00+01:00' })).toEqual(['d', 'c', 'b']);
    expect(await ids({ clientRef: 'x', searchDepth: 'extended', result: 'not_found' })).toEqual(['d']);
    expect(await ids({ result: 'found', to: '2030-01-02T00:00:00Z' })).toEqual(['a']);

    const limited = await state.requestLog.list({
      accountId: account.id,
      limit: 1,
      offset: 0,
      clientRef: 'x',
    });
    expect(limited.total).toBe(3);
    expect(limited.records).toHaveLength(1);
    await expect(
      state.requestLog.list({ accountId: account.id, ...page, from: 'yesterday' }),
    ).rejects.toThrow(/from must be an ISO 8601 timestamp/);
    await expect(state.requestLog.list({ accountId: account.id, limit: -1, offset: 0 })).rejects.toThrow(
      /limit/,
    );
  });

  it("never shows one account another account's records", async () => {
    await state.requestLog.append([record({ requestId: 'mine', clientRef: 'shared' })]);
    await state.requestLog.append([
      record({ requestId: 'theirs', accountId: other.id, keyId: otherKeyId, clientRef: 'shared' }),
    ]);
    const mine = await state.requestLog.list({ accountId: account.id, ...page, clientRef: 'shared' });
    expect(mine.records.map((r) => r.requestId)).toEqual(['mine']);
    expect(mine.total).toBe(1);
    const theirs = await state.requestLog.list({ accountId: other.id, ...page });
    expect(theirs.records.map((r) => r.requestId)).toEqual(['theirs']);
    expect((await state.requestLog.list({ accountId: 'acct_missing', ...page })).total).toBe(0);
  });
});

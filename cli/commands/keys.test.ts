import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiKey, IssuedKey, StateStore } from '../../store/state/ports.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';
import { SECRET_NOT_SHOWN_AGAIN, registerKeyCommands } from './keys.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let dir: string;
let dbPath: string;
let accountId: string;

/** Runs `fn` on its own connection to the temp database, to set up or check what the CLI did. */
async function onState<T>(fn: (state: StateStore) => Promise<T>): Promise<T> {
  const state = openSqliteState(dbPath);
  try {
    return await fn(state);
  } finally {
    await state.close();
  }
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-cli-keys-'));
  dbPath = join(dir, 'state.sqlite');
  accountId = (await onState((s) => s.accounts.create({ name: 'Acme' }))).id;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  out: string[];
  err: string;
  exitCode: number;
}

/** Runs `vigil <args>` on a fresh program against the temp database. */
async function vigil(...args: string[]): Promise<Run> {
  const out: string[] = [];
  let err = '';
  const program = new Command('vigil')
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.push(s), writeErr: (s) => (err += s) });
  // Registered on the `keys` command itself, as cli/main.ts does (accounts.test.ts covers the root form).
  registerKeyCommands(
    program.command('keys'),
    async () => openSqliteState(dbPath),
    (line) => out.push(line),
  );
  try {
    await program.parseAsync(args, { from: 'user' });
    return { out, err, exitCode: 0 };
  } catch (e) {
    if (!(e instanceof CommanderError)) throw e;
    return { out, err, exitCode: e.exitCode };
  }
}

async function createJson(...args: string[]): Promise<IssuedKey> {
  const run = await vigil('keys', 'create', '--account', accountId, '--json', ...args);
  expect(run.exitCode, run.err).toBe(0);
  expect(run.out).toHaveLength(1);
  return JSON.parse(run.out[0] ?? '') as IssuedKey;
}

const authenticate = (secret: string, now?: Date) => onState((s) => s.keys.authenticate(secret, now));
const storedKey = (id: string) => onState((s) => s.keys.get(id));

it('registers under the given keys command, not a nested one', () => {
  const program = new Command('vigil');
  registerKeyCommands(
    program.command('keys'),
    async () => openSqliteState(dbPath),
    () => undefined,
  );
  const keys = program.commands.find((c) => c.name() === 'keys');
  expect(keys?.commands.map((c) => c.name())).toEqual([
    'create',
    'list',
    'revoke',
    'rotate',
    'allow-ips',
    'expire',
  ]);
});

describe('keys create', () => {
  it('prints the secret once with the warning, and the secret works', async () => {
    const run = await vigil('keys', 'create', '--account', accountId, '--name', 'prod');
    expect(run.exitCode, run.err).toBe(0);
    expect(run.out[0]).toMatch(new RegExp(`^Created live key key_[0-9a-f]{24} for account ${accountId}$`));
    const secretLine = run.out.find((line) => line.startsWith('Secret: ')) ?? '';
    const secret = secretLine.slice('Secret: '.length);
    expect(secret).toMatch(/^svc_live_[0-9A-Za-z]{43}$/);
    expect(run.out).toContain(SECRET_NOT_SHOWN_AGAIN);
    expect(run.out.filter((line) => line.includes(secret))).toHaveLength(1);
    const lookup = await authenticate(secret);
    expect(lookup.status).toBe('ok');
    expect(lookup.status === 'ok' && lookup.key.name).toBe('prod');
  });

  it('applies kind, expiry and allowlist, and prints one JSON object', async () => {
    const issued = await createJson(
      '--kind',
      'test',
      '--expires',
      '2099-01-01',
      '--allow-ip',
      '10.0.0.0/8',
      '::ffff:192.0.2.1',
      '--allow-ip',
      '2001:db8::/32',
    );
    expect(issued.secret).toMatch(/^svc_test_/);
    expect(issued.key).toMatchObject({
      kind: 'test',
      expiresAt: '2099-01-01T00:00:00.000Z',
      allowedIps: ['10.0.0.0/8', '192.0.2.1', '2001:db8::/32'],
    });
    expect(await storedKey(issued.key.id)).toEqual(issued.key);
  });

  it('sets an expiry n days out with --expires-in-days', async () => {
    const before = Date.now();
    const issued = await createJson('--expires-in-days', '30');
    const expires = Date.parse(issued.key.expiresAt ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(30 * DAY);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * DAY);
  });

  it.each([
    [['--allow-ip', '10.0.0.0/33'], /--allow-ip <cidr...>.*Invalid IP allowlist entry "10\.0\.0\.0\/33"/],
    [['--allow-ip', '10.0.0.0/8', 'nonsense'], /"nonsense": not an IPv4 or IPv6 address/],
    [['--kind', 'prod'], /Allowed choices are live, test/],
    [['--expires', 'tomorrow'], /ISO 8601/],
    [['--expires', '2020-01-01'], /--expires 2020-01-01T00:00:00\.000Z is in the past/],
    [['--expires-in-days', '0'], /from 1 to 3650/],
    [
      ['--expires', '2099-01-01', '--expires-in-days', '3'],
      /cannot be used with option '--expires-in-days <n>'/,
    ],
  ])('rejects %j with exit code 1 and issues nothing', async (args, message) => {
    const run = await vigil('keys', 'create', '--account', accountId, ...args);
    expect(run.exitCode).toBe(1);
    expect(run.err).toMatch(message);
    expect(await onState((s) => s.keys.listForAccount(accountId))).toEqual([]);
  });

  it('refuses an unknown account and a missing --account', async () => {
    const unknown = await vigil('keys', 'create', '--account', 'acct_nope');
    expect(unknown.exitCode).toBe(1);
    expect(unknown.err).toMatch(/error: Unknown account acct_nope/);
    const missing = await vigil('keys', 'create');
    expect(missing.exitCode).toBe(1);
    expect(missing.err).toMatch(/required option '--account <id>' not specified/);
  });
});

describe('keys list', () => {
  it('lists keys with their status but never a secret', async () => {
    const a = await createJson('--name', 'first');
    const b = await createJson('--kind', 'test', '--allow-ip', '10.0.0.1');
    await vigil('keys', 'revoke', b.key.id);
    const text = await vigil('keys', 'list', '--account', accountId);
    expect(text.out).toHaveLength(2);
    expect(text.out[0]).toBe(`${a.key.id}  live  ${a.key.displayPrefix}…  first  active  IPs: any address`);
    expect(text.out[1]).toMatch(
      new RegExp(`^${b.key.id}  test  .*\\(unnamed\\)  revoked .*  IPs: 10\\.0\\.0\\.1$`),
    );
    const json = await vigil('keys', 'list', '--account', accountId, '--json');
    const listed = JSON.parse(json.out[0] ?? '') as ApiKey[];
    expect(listed.map((k) => k.id)).toEqual([a.key.id, b.key.id]);
    expect(json.out[0]).not.toContain(a.secret);
    expect(json.out[0]).not.toContain('hash');
  });

  it('says so for an account without keys, and refuses an unknown account', async () => {
    expect((await vigil('keys', 'list', '--account', accountId)).out).toEqual([
      `No keys for account ${accountId}.`,
    ]);
    const run = await vigil('keys', 'list', '--account', 'acct_nope');
    expect(run.exitCode).toBe(1);
    expect(run.err).toMatch(/Unknown account acct_nope/);
  });
});

describe('keys revoke', () => {
  it('revokes at once, and says so when already revoked', async () => {
    const issued = await createJson();
    const run = await vigil('keys', 'revoke', issued.key.id);
    expect(run.out[0]).toMatch(new RegExp(`^Revoked key ${issued.key.id} at \\d{4}-`));
    expect((await authenticate(issued.secret)).status).toBe('revoked');
    const again = await vigil('keys', 'revoke', issued.key.id);
    expect(again.out[0]).toMatch(/was already revoked at/);
    const unknown = await vigil('keys', 'revoke', 'key_nope');
    expect(unknown.exitCode).toBe(1);
    expect(unknown.err).toMatch(/Unknown key key_nope/);
  });
});

describe('keys rotate', () => {
  it('prints the new secret and when the old key stops; both work during the overlap', async () => {
    const old = await createJson('--name', 'ci', '--allow-ip', '10.0.0.0/8');
    const before = Date.now();
    const run = await vigil('keys', 'rotate', old.key.id);
    expect(run.exitCode, run.err).toBe(0);
    const secret = (run.out.find((l) => l.startsWith('Secret: ')) ?? '').slice('Secret: '.length);
    expect(run.out).toContain(SECRET_NOT_SHOWN_AGAIN);
    const fresh = await authenticate(secret);
    expect(fresh.status).toBe('ok');
    expect(fresh.status === 'ok' && fresh.key).toMatchObject({ name: 'ci', allowedIps: ['10.0.0.0/8'] });

    const oldKey = await storedKey(old.key.id);
    const stopLine = run.out.find((l) => l.startsWith(`The old key ${old.key.id} keeps working until`));
    expect(stopLine).toBe(`The old key ${old.key.id} keeps working until ${oldKey?.expiresAt}, then stops.`);
    const stops = Date.parse(oldKey?.expiresAt ?? '');
    expect(stops - before).toBeGreaterThanOrEqual(24 * HOUR);
    expect(stops - Date.now()).toBeLessThanOrEqual(24 * HOUR);
    expect((await authenticate(old.secret)).status).toBe('ok');
    expect((await authenticate(old.secret, new Date(stops + 1))).status).toBe('expired');
  });

  it('prints one JSON object with the new key, its secret and the replaced key', async () => {
    const old = await createJson();
    const run = await vigil('keys', 'rotate', old.key.id, '--json');
    expect(run.out).toHaveLength(1);
    const body = JSON.parse(run.out[0] ?? '') as IssuedKey & { replaced: ApiKey };
    expect(body.secret).toMatch(/^svc_live_/);
    expect(body.replaced).toMatchObject({ id: old.key.id, replacedBy: body.key.id });
    expect((await authenticate(body.secret)).status).toBe('ok');
  });

  it('refuses a revoked or an already rotated key', async () => {
    const revoked = await createJson();
    await vigil('keys', 'revoke', revoked.key.id);
    const r1 = await vigil('keys', 'rotate', revoked.key.id);
    expect(r1.exitCode).toBe(1);
    expect(r1.err).toMatch(/was revoked at .*issue a new key instead/);

    const rotated = await createJson();
    await vigil('keys', 'rotate', rotated.key.id);
    const r2 = await vigil('keys', 'rotate', rotated.key.id);
    expect(r2.exitCode).toBe(1);
    expect(r2.err).toMatch(/was already rotated; its replacement is key_/);
    expect(await onState((s) => s.keys.listForAccount(accountId))).toHaveLength(3);
  });
});

describe('keys allow-ips', () => {
  it('sets, normalizes and clears the allowlist', async () => {
    const issued = await createJson();
    const run = await vigil('keys', 'allow-ips', issued.key.id, '10.0.0.0/8', '2001:DB8::1');
    expect(run.out).toEqual([`Key ${issued.key.id} now accepts requests from 10.0.0.0/8, 2001:db8::1`]);
    expect((await storedKey(issued.key.id))?.allowedIps).toEqual(['10.0.0.0/8', '2001:db8::1']);
    const cleared = await vigil('keys', 'allow-ips', issued.key.id);
    expect(cleared.out).toEqual([`Key ${issued.key.id} now accepts requests from any address`]);
    expect((await storedKey(issued.key.id))?.allowedIps).toEqual([]);
  });

  it('refuses a bad entry without changing the list, and an unknown key', async () => {
    const issued = await createJson('--allow-ip', '10.0.0.1');
    const run = await vigil('keys', 'allow-ips', issued.key.id, '10.0.0.0/8', '10.1.2.3/8');
    expect(run.exitCode).toBe(1);
    expect(run.err).toMatch(/"10\.1\.2\.3\/8": host bits are set; did you mean 10\.0\.0\.0\/8\?/);
    expect((await storedKey(issued.key.id))?.allowedIps).toEqual(['10.0.0.1']);
    const unknown = await vigil('keys', 'allow-ips', 'key_nope', '10.0.0.1');
    expect(unknown.exitCode).toBe(1);
    expect(unknown.err).toMatch(/Unknown key key_nope/);
  });
});

describe('keys expire', () => {
  it('sets a future expiry, expires at once with a past one, and clears it with none', async () => {
    const issued = await createJson();
    const future = await vigil('keys', 'expire', issued.key.id, '2099-06-01T00:00:00Z');
    expect(future.out).toEqual([`Key ${issued.key.id} expires at 2099-06-01T00:00:00.000Z`]);

    const past = await vigil('keys', 'expire', issued.key.id, '2020-01-01');
    expect(past.out[0]).toMatch(/expired at 2020-01-01T00:00:00\.000Z \(it no longer works\)/);
    expect((await authenticate(issued.secret)).status).toBe('expired');

    const none = await vigil('keys', 'expire', issued.key.id, 'none', '--json');
    expect((JSON.parse(none.out[0] ?? '') as ApiKey).expiresAt).toBeNull();
    expect((await authenticate(issued.secret)).status).toBe('ok');
  });

  it('refuses a bad date and an unknown key', async () => {
    const issued = await createJson();
    const bad = await vigil('keys', 'expire', issued.key.id, '31/12/2030');
    expect(bad.exitCode).toBe(1);
    expect(bad.err).toMatch(/ISO 8601/);
    const missing = await vigil('keys', 'expire', issued.key.id);
    expect(missing.exitCode).toBe(1);
    expect(missing.err).toMatch(/missing required argument 'when'/);
    const unknown = await vigil('keys', 'expire', 'key_nope', 'none');
    expect(unknown.exitCode).toBe(1);
    expect(unknown.err).toMatch(/Unknown key key_nope/);
    expect((await storedKey(issued.key.id))?.expiresAt).toBeNull();
  });
});

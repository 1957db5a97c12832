import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../../store/state/ports.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';
import { registerAccountCommands } from './accounts.js';

let dir: string;
let dbPath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-cli-accounts-'));
  dbPath = join(dir, 'state.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  out: string[];
  err: string;
  exitCode: number;
}

/** Runs `vigil <args>` on a fresh program against the temp database, as cli/main.ts would. */
async function vigil(...args: string[]): Promise<Run> {
  const out: string[] = [];
  let err = '';
  const program = new Command('vigil')
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.push(s), writeErr: (s) => (err += s) });
  registerAccountCommands(
    program,
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

async function createJson(...args: string[]): Promise<Account> {
  const run = await vigil('accounts', 'create', '--json', ...args);
  expect(run.exitCode, run.err).toBe(0);
  expect(run.out).toHaveLength(1);
  return JSON.parse(run.out[0] ?? '') as Account;
}

async function stored(id: string): Promise<Account | null> {
  const state = openSqliteState(dbPath);
  try {
    return await state.accounts.get(id);
  } finally {
    await state.close();
  }
}

describe('accounts create', () => {
  it('creates an account with defaults and prints it as one JSON object', async () => {
    const account = await createJson('--name', 'Acme');
    expect(account).toMatchObject({ name: 'Acme', apiAccess: true, quotaPerMinute: 600, quotaMonthly: null });
    expect(await stored(account.id)).toEqual(account);
  });

  it('applies every flag', async () => {
    const before = Date.now();
    const account = await createJson(
      '--name',
      'Full',
      '--quota-per-minute',
      'unlimited',
      '--quota-daily',
      '1000',
      '--quota-monthly',
      '20000',
      '--max-lookback-years',
      '30',
      '--extended-concurrency',
      '0',
      '--no-api-access',
      '--trial-days',
      '14',
      '--county-feed',
      '--delivery-mode',
      'email_only',
      '--survivors',
      '--property-matching',
      '--extended-profile',
    );
    expect(account).toMatchObject({
      quotaPerMinute: null,
      quotaDaily: 1000,
      quotaMonthly: 20000,
      maxLookbackYears: 30,
      extendedConcurrency: 0,
      apiAccess: false,
      countyFeedAccess: true,
      deliveryMode: 'email_only',
      survivorsEnrichment: true,
      propertyMatching: true,
      extendedProfile: true,
    });
    const trialEnd = Date.parse(account.trialExpiresAt ?? '');
    expect(trialEnd - before).toBeGreaterThanOrEqual(14 * 86_400_000);
    expect(trialEnd - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);
  });

  it('prints a readable summary without --json', async () => {
    const run = await vigil('accounts', 'create', '--name', 'Acme', '--quota-daily', 'unlimited');
    expect(run.exitCode).toBe(0);
    expect(run.out[0]).toMatch(/^Created account acct_[0-9a-f]{24}$/);
    expect(run.out).toContain('  quota daily:          unlimited');
    expect(run.out).toContain('  API access:           yes');
  });

  it.each([
    [
      ['--quota-daily', 'lots'],
      /--quota-daily <n\|unlimited>.*'lots' is invalid.*whole number >= 0 or 'unlimited'/,
    ],
    [['--quota-per-minute', '-5'], /--quota-per-minute/],
    [['--max-lookback-years', '0'], /from 1 to 150/],
    [['--max-lookback-years', '2.5'], /from 1 to 150/],
    [['--extended-concurrency', 'two'], /--extended-concurrency/],
    [['--trial-days', '0'], /--trial-days/],
    [['--delivery-mode', 'fax'], /Allowed choices are api, email_only, api_and_email/],
    [['--name', '  '], /--name must not be empty/],
    [['--unknown-flag'], /unknown option '--unknown-flag'/],
  ])('rejects %j with exit code 1 and writes nothing', async (args, message) => {
    const run = await vigil('accounts', 'create', '--name', 'X', ...args);
    expect(run.exitCode).toBe(1);
    expect(run.err).toMatch(message);
    expect((await vigil('accounts', 'list', '--json')).out).toEqual(['[]']);
  });

  it('requires --name', async () => {
    const run = await vigil('accounts', 'create');
    expect(run.exitCode).toBe(1);
    expect(run.err).toMatch(/required option '--name <name>' not specified/);
  });
});

describe('accounts list and show', () => {
  it('lists accounts as text and as one JSON array', async () => {
    expect((await vigil('accounts', 'list')).out).toEqual(['No accounts.']);
    const a = await createJson('--name', 'Alpha');
    const b = await createJson('--name', 'Beta', '--no-api-access');
    const text = await vigil('accounts', 'list');
    expect(text.out).toHaveLength(2);
    expect(text.out[0]).toContain(`${a.id}  Alpha  api on  api  600/min 50000/day unlimited/month`);
    expect(text.out[1]).toContain(`${b.id}  Beta  api off`);
    const json = await vigil('accounts', 'list', '--json');
    expect(json.out).toHaveLength(1);
    expect(JSON.parse(json.out[0] ?? '')).toEqual([a, b]);
  });

  it('shows one account, and refuses an unknown id', async () => {
    const a = await createJson('--name', 'Alpha');
    const json = await vigil('accounts', 'show', a.id, '--json');
    expect(JSON.parse(json.out[0] ?? '')).toEqual(a);
    const text = await vigil('accounts', 'show', a.id);
    expect(text.out[0]).toBe(`Account ${a.id}`);
    expect(text.out).toContain('  name:                 Alpha');
    const missing = await vigil('accounts', 'show', 'acct_nope');
    expect(missing.exitCode).toBe(1);
    expect(missing.err).toMatch(/error: Unknown account acct_nope/);
    expect(missing.out).toEqual([]);
  });
});

describe('accounts update', () => {
  it('changes only the flags given, and can switch features off again', async () => {
    const a = await createJson('--name', 'Alpha', '--county-feed', '--survivors', '--trial-days', '5');
    const run = await vigil(
      'accounts',
      'update',
      a.id,
      '--no-county-feed',
      '--quota-monthly',
      '900',
      '--trial-expires',
      'none',
      '--json',
    );
    expect(run.exitCode, run.err).toBe(0);
    const updated = JSON.parse(run.out[0] ?? '') as Account;
    expect(updated).toEqual({ ...a, countyFeedAccess: false, quotaMonthly: 900, trialExpiresAt: null });
    expect(await stored(a.id)).toEqual(updated);
  });

  it('toggles API access both ways and renames', async () => {
    const a = await createJson('--name', 'Alpha');
    await vigil('accounts', 'update', a.id, '--no-api-access');
    expect((await stored(a.id))?.apiAccess).toBe(false);
    const run = await vigil('accounts', 'update', a.id, '--api-access', '--name', 'Alpha 2');
    expect(run.out[0]).toBe(`Updated account ${a.id}`);
    expect(await stored(a.id)).toMatchObject({ apiAccess: true, name: 'Alpha 2' });
  });

  it('sets a trial end from an ISO date with a zone', async () => {
    const a = await createJson('--name', 'Alpha');
    await vigil('accounts', 'update', a.id, '--trial-expires', '2031-03-01T12:00:00+02:00');
    expect((await stored(a.id))?.trialExpiresAt).toBe('2031-03-01T10:00:00.000Z');
  });

  it.each([
    [['--trial-expires', 'next week'], /ISO 8601/],
    [['--trial-expires', '2031-02-30'], /not a calendar date/],
    [['--trial-expires', '2031-03-01T12:00:00'], /ISO 8601/],
    [['--trial-expires', '2031-03-01', '--trial-days', '3'], /cannot be used with option '--trial-days <n>'/],
    [[], /Nothing to update/],
  ])('rejects %j', async (args, message) => {
    const a = await createJson('--name', 'Alpha');
    const run = await vigil('accounts', 'update', a.id, ...args);
    expect(run.exitCode).toBe(1);
    expect(run.err).toMatch(message);
    expect(await stored(a.id)).toEqual(a);
  });

  it('refuses an unknown account', async () => {
    const run = await vigil('accounts', 'update', 'acct_nope', '--quota-daily', '5');
    expect(run.exitCode).toBe(1);
    expect(run.err).toMatch(/Unknown account acct_nope/);
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { endianness, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewRequestLogRecord } from './ports.js';
import { openSqliteState } from './sqlite-state.js';
import {
  DEFAULT_AUTOCHECKPOINT_PAGES,
  FALLBACK_AUTOCHECKPOINT_PAGES,
  startWalCheckpointer,
  type WalCheckpointer,
} from './wal-checkpointer.js';

let dir: string;
let path: string;
let db: Database.Database;
let checkpointer: WalCheckpointer | null;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-checkpoint-'));
  path = join(dir, 'state.sqlite');
  db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE log (seq INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  checkpointer = null;
});

afterEach(async () => {
  await checkpointer?.stop();
  if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * How far the log has been copied back, read from the WAL index (`-shm`) without checkpointing:
 * `frames` is the last frame committed (mxFrame of the first header copy), `backfilled` the last one
 * a checkpoint copied into the database file (nBackfill). Both are native-endian 32-bit words.
 */
function walProgress(): { frames: number; backfilled: number } {
  const shm = readFileSync(`${path}-shm`);
  const read = (offset: number) =>
    endianness() === 'LE' ? shm.readUInt32LE(offset) : shm.readUInt32BE(offset);
  return { frames: read(16), backfilled: read(96) };
}

/** Commits `pages` worth of log rows (about one page each), one small transaction at a time. */
function commitPages(pages: number): void {
  const insert = db.prepare('INSERT INTO log (body) VALUES (?)');
  for (let i = 0; i < pages; i++) insert.run('x'.repeat(3_000));
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the background WAL checkpointer', () => {
  it('copies the log back from its thread while the connection itself never checkpoints', async () => {
    checkpointer = startWalCheckpointer(db, path, { intervalMs: 50 });
    await checkpointer.ready;
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    // More than SQLite's own threshold: without the worker, a commit here would have checkpointed.
    commitPages(DEFAULT_AUTOCHECKPOINT_PAGES * 2);
    await until(() => {
      const { frames, backfilled } = walProgress();
      return frames > DEFAULT_AUTOCHECKPOINT_PAGES && backfilled === frames;
    });
    // The WAL index shows a checkpoint as soon as the worker's ends; its round is counted once the
    // worker's answer reaches this thread, a moment later.
    await until(() => checkpointer!.rounds > 0);
    // The rows are in the database file itself: a reader that ignores the log sees them all.
    expect(db.prepare('SELECT count(*) AS n FROM log').get()).toEqual({
      n: DEFAULT_AUTOCHECKPOINT_PAGES * 2,
    });
  });

  it('leaves checkpoints to the worker: no commit on the calling thread copies the log back', async () => {
    // A worker that would not run in this test's lifetime: whatever is backfilled, a commit did.
    checkpointer = startWalCheckpointer(db, path, { intervalMs: 3_600_000 });
    await checkpointer.ready;
    commitPages(DEFAULT_AUTOCHECKPOINT_PAGES * 2);
    const { frames, backfilled } = walProgress();
    expect(frames).toBeGreaterThan(DEFAULT_AUTOCHECKPOINT_PAGES * 2);
    expect(backfilled).toBe(0);
  });

  it('stops: the worker closes its connection and the connection checkpoints itself again', async () => {
    checkpointer = startWalCheckpointer(db, path, { intervalMs: 50 });
    await checkpointer.ready;
    await checkpointer.stop();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(DEFAULT_AUTOCHECKPOINT_PAGES);
    // The last connection to close removes the log; the worker's is closed, so this one is the last.
    db.close();
    expect(existsSync(`${path}-wal`)).toBe(false);
  });

  it('reports a worker that cannot start and restores the connection default', async () => {
    const errors: Error[] = [];
    checkpointer = startWalCheckpointer(db, join(dir, 'missing.sqlite'), {
      intervalMs: 50,
      onError: (e) => errors.push(e),
    });
    await expect(checkpointer.ready).rejects.toThrow();
    await until(() => errors.length > 0);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(DEFAULT_AUTOCHECKPOINT_PAGES);
    await checkpointer.stop();
  });
});

describe('the state store with background checkpoints', () => {
  it('writes the request log through the worker and ends it on close', async () => {
    db.close();
    const statePath = join(dir, 'service.sqlite');
    const state = openSqliteState(statePath, { backgroundCheckpoints: true });
    try {
      const account = await state.accounts.create({ name: 'Acme' });
      const { key } = await state.keys.issue(account.id, { kind: 'live' });
      const record: NewRequestLogRecord = {
        accountId: account.id,
        keyId: key.id,
        requestId: 'req-1',
        endpoint: 'verify',
        itemIndex: null,
        clientRef: null,
        searchDepthRequested: 'recent',
        searchDepth: 'recent',
        result: 'not_found',
        confidence: 0,
        input: { first_name: 'Ada', last_name: 'Lovelace', note: 'y'.repeat(2_000) },
        matchedUrl: null,
        latencyMs: 1,
      };
      for (let i = 0; i < 3_000; i += 10)
        await state.requestLog.append(Array.from({ length: 10 }, () => record));
      path = statePath;
      await until(() => {
        const { frames, backfilled } = walProgress();
        return frames > DEFAULT_AUTOCHECKPOINT_PAGES && backfilled === frames;
      });
    } finally {
      await state.close();
    }
    expect(existsSync(`${statePath}-wal`)).toBe(false);
  });
});

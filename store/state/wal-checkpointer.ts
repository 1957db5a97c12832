/**
 * Checkpoints a WAL-mode SQLite file from a worker thread.
 *
 * SQLite copies the write-ahead log back into the database file ("checkpoints") from inside whichever
 * commit crosses `wal_autocheckpoint` pages (1,000 by default), syncing the disk twice. On the event
 * loop of a serving process that commit then takes milliseconds instead of a tenth of one, and
 * hundreds when the disk is slow to sync, delaying every request in flight. With the checkpointer
 * running, a worker thread with its own connection checkpoints every CHECKPOINT_INTERVAL_MS, and the
 * serving connection's own automatic checkpoint is raised to FALLBACK_AUTOCHECKPOINT_PAGES. The
 * fallback bounds the log when the worker falls behind, fails, or cannot finish a round because
 * commits never pause (a log restarts from its beginning only after a complete checkpoint). If the
 * worker fails, the connection's default is restored and `onError` is told.
 */
import type Database from 'better-sqlite3';
import { Piscina } from 'piscina';
import { workerModule } from '../../core/worker-module.js';

/** How often the worker checkpoints: a few hundred pages of log at a busy server's commit rate. */
export const CHECKPOINT_INTERVAL_MS = 250;
/** The serving connection's automatic checkpoint while the worker runs (pages of 4 KiB: 40 MiB). */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;
/** SQLite's default automatic checkpoint, restored when the worker is gone. */
export const DEFAULT_AUTOCHECKPOINT_PAGES = 1_000;

/** A task for the worker: open the file, checkpoint it, or close its connection. */
export interface CheckpointTask {
  kind: 'open' | 'checkpoint' | 'close';
  path: string;
}

/** What one round found: frames in the log and frames copied back (-1 when skipped as busy). */
export interface CheckpointRound {
  log: number;
  checkpointed: number;
}

export interface WalCheckpointer {
  /** Resolves once the worker has the file open; rejects (and `onError` is told) when it cannot. */
  readonly ready: Promise<void>;
  /** Checkpoint rounds completed so far (rounds that found nothing to copy included). */
  readonly rounds: number;
  /** Stops the rounds, closes the worker's connection and restores the serving connection's default. */
  stop(): Promise<void>;
}

export interface WalCheckpointerOptions {
  intervalMs?: number;
  /** Told when the worker fails; the connection then checkpoints itself again. */
  onError?: (error: Error) => void;
}

/** Starts checkpointing `path` (the file `db` has open, in WAL mode) from a worker thread. */
export function startWalCheckpointer(
  db: Database.Database,
  path: string,
  options: WalCheckpointerOptions = {},
): WalCheckpointer {
  const { filename, execArgv } = workerModule('./checkpoint-worker', import.meta.url);
  const pool = new Piscina<CheckpointTask, CheckpointRound>({
    filename,
    ...(execArgv ? { execArgv } : {}),
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);

  let rounds = 0;
  let failed = false;
  let inFlight: Promise<unknown> | null = null;
  const restoreDefault = (): void => {
    if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
  };
  const fail = (error: unknown): void => {
    if (failed) return;
    failed = true;
    clearInterval(timer);
    restoreDefault();
    options.onError?.(error instanceof Error ? error : new Error(String(error)));
  };
  const ready = pool.run({ kind: 'open', path }).then(() => undefined);
  ready.catch(fail);
  const timer = setInterval(() => {
    if (inFlight || failed) return;
    inFlight = ready
      .then(() => pool.run({ kind: 'checkpoint', path }))
      .then(() => void rounds++, fail)
      .finally(() => (inFlight = null));
  }, options.intervalMs ?? CHECKPOINT_INTERVAL_MS);
  // A serving process exits when its work is done, checkpointer or not.
  timer.unref();

  let stopped: Promise<void> | null = null;
  return {
    ready,
    get rounds() {
      return rounds;
    },
    stop(): Promise<void> {
      stopped ??= (async () => {
        clearInterval(timer);
        await inFlight;
        if (!failed) await pool.run({ kind: 'close', path }).catch(() => undefined);
        await pool.destroy();
        restoreDefault();
      })();
      return stopped;
    },
  };
}

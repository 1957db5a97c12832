/**
 * The Piscina task of `startWalCheckpointer`: one passive checkpoint of a WAL-mode file, on a
 * connection this worker thread keeps open between tasks. A passive checkpoint never waits for a lock
 * and never blocks a writer; frames a reader still needs wait for the next round.
 */
import Database from 'better-sqlite3';
import type { CheckpointRound, CheckpointTask } from './wal-checkpointer.js';

const connections = new Map<string, Database.Database>();

function connection(path: string): Database.Database {
  let db = connections.get(path);
  if (!db) {
    db = new Database(path, { fileMustExist: true });
    // The commits' own durability setting: a checkpoint syncs the log before and the file after.
    db.pragma('synchronous = NORMAL');
    connections.set(path, db);
  }
  return db;
}

export default function checkpoint(task: CheckpointTask): CheckpointRound {
  if (task.kind === 'close') {
    connections.get(task.path)?.close();
    connections.delete(task.path);
    return { log: 0, checkpointed: 0 };
  }
  const db = connection(task.path);
  if (task.kind === 'open') return { log: 0, checkpointed: 0 };
  try {
    const row = db.prepare('PRAGMA wal_checkpoint(PASSIVE)').get() as { log: number; checkpointed: number };
    return { log: row.log, checkpointed: row.checkpointed };
  } catch (e) {
    // Another connection checkpointing, or recovering the log, at the same moment (a concurrent
    // checkpoint usually answers a busy row instead): this round is skipped.
    if (String((e as { code?: unknown }).code).startsWith('SQLITE_BUSY'))
      return { log: -1, checkpointed: -1 };
    throw e;
  }
}

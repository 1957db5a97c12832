/**
 * The Piscina task of `startWalCheckpointer`: one passive checkpoint of a WAL-mode file, on a
 * connection this worker thread keeps open between tasks. A passive checkpoint never waits for a lock
 * and never blocks a writer; frames a reader still needs wait for the next round.
 */
import Database from 'better-sqlite3';
import type { CheckpointRound, CheckpointTask } from './wal-checkpointer.js';

/** A file's connection and its prepared checkpoint, kept between tasks. */
interface Connection {
  db: Database.Database;
  checkpoint: Database.Statement;
}

const connections = new Map<string, Connection>();

function connection(path: string): Connection {
  let c = connections.get(path);
  if (!c) {
    const db = new Database(path, { fileMustExist: true });
    // The commits' own durability setting: a checkpoint syncs the log before and the file after.
    db.pragma('synchronous = NORMAL');
    c = { db, checkpoint: db.prepare('PRAGMA wal_checkpoint(PASSIVE)') };
    connections.set(path, c);
  }
  return c;
}

export default function checkpoint(task: CheckpointTask): CheckpointRound {
  if (task.kind === 'close') {
    connections.get(task.path)?.db.close();
    connections.delete(task.path);
    return { log: 0, checkpointed: 0 };
  }
  const c = connection(task.path);
  if (task.kind === 'open') return { log: 0, checkpointed: 0 };
  try {
    const row = c.checkpoint.get() as { log: number; checkpointed: number };
    return { log: row.log, checkpointed: row.checkpointed };
  } catch (e) {
    // Another connection checkpointing, or recovering the log, at the same moment (a concurrent
    // checkpoint usually answers a busy row instead): this round is skipped.
    if (String((e as { code?: unknown }).code).startsWith('SQLITE_BUSY'))
      return { log: -1, checkpointed: -1 };
    throw e;
  }
}

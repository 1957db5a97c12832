/**
 * What travels with one unit of work (an API request) through async local storage: its request id
 * and account for the log lines written while serving it, and where it stands in the order units of
 * work began in this process (`began`), so a value read once for the work can serve all of it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface WorkContext {
  requestId: string;
  accountId?: string;
  /** `worksBegun()` once this work had begun: a value read when that count is this or more is newer. */
  began: number;
}

export const workContext = new AsyncLocalStorage<WorkContext>();

let begun = 0;

/** The context of a unit of work that begins now (run it with `workContext.run`). */
export function beginWork(requestId: string): WorkContext {
  begun += 1;
  return { requestId, began: begun };
}

/**
 * How many units of work have begun in this process. A value read while this is `n` was read after
 * every unit with `began <= n` had begun.
 */
export function worksBegun(): number {
  return begun;
}

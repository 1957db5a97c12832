/**
 * Structured logging (pino). The request id and account id travel in async local storage so that
 * every log line written while serving a request, including in called code, carries them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** What travels with one unit of work (a request or a job). */
export interface WorkContext {
  requestId: string;
  accountId?: string;
}

export const workContext = new AsyncLocalStorage<WorkContext>();

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'vigil' },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin() {
        const ctx = workContext.getStore();
        return ctx ? { request_id: ctx.requestId, account_id: ctx.accountId } : {};
      },
    },
    destination ?? process.stderr,
  );
}

/** A logger that writes nothing: for tests and library use. */
export const silentLogger: Logger = pino({ level: 'silent' });

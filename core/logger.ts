/**
 * Structured logging (pino). The request id and account id travel in async local storage
 * (core/work-context.ts) so that every log line written while serving a request, including in called
 * code, carries them.
 */
import { pino, type Logger } from 'pino';
import { workContext } from './work-context.js';

export type { Logger } from 'pino';

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

/**
 * A real logger (`createLogger`) whose lines a test reads back: `lines` as written, `entries()` parsed
 * (pino's JSON: `level` 30 info, 40 warn; `msg`; the fields logged).
 */
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../core/logger.js';

export interface LogSink {
  lines: string[];
  stream: Writable;
  logger: Logger;
  entries(): Array<Record<string, unknown>>;
}

export function logSink(level = 'info'): LogSink {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return {
    lines,
    stream,
    logger: createLogger(level, stream),
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

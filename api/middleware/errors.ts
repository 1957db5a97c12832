/**
 * Turns every failure into the spec's error body `{ error: { code, message } }`. Client errors show
 * their message; anything unexpected becomes a generic 500 internal_error, logged with the request id.
 */
import type { Middleware } from 'koa';
import { VigilError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';

/** Errors thrown by Koa or its body readers carry an HTTP status; map the ones a client can cause. */
function fromHttpError(e: {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  message?: string;
}): VigilError | null {
  const status = Number(e.status ?? e.statusCode);
  if (status === 413 || e.type === 'entity.too.large') {
    return new VigilError('payload_too_large', 'The request body is larger than this server accepts.');
  }
  if (status === 400) return new VigilError('invalid_request', 'The request could not be read.');
  return null;
}

export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new VigilError('not_found', `No such endpoint: ${ctx.method} ${ctx.path}`);
      }
    } catch (err) {
      let e: VigilError;
      if (err instanceof VigilError) e = err;
      else {
        const mapped = err && typeof err === 'object' ? fromHttpError(err as never) : null;
        if (mapped) e = mapped;
        else {
          logger.error({ err, method: ctx.method, path: ctx.path }, 'unexpected error');
          e = new VigilError('internal_error', 'internal error');
        }
      }
      if (e.status >= 500 && e.code !== 'internal_error') logger.warn({ code: e.code }, e.message);
      ctx.status = e.status;
      for (const [k, v] of Object.entries(e.headers)) ctx.set(k, v);
      // The rest of an oversize body is never read, so the connection cannot carry another request:
      // say so, or a client that reuses it loses its next request to a reset.
      if (e.code === 'payload_too_large') ctx.set('Connection', 'close');
      if (e.retryAfterSeconds !== undefined)
        ctx.set('Retry-After', String(Math.max(1, Math.ceil(e.retryAfterSeconds))));
      ctx.body = e.toBody();
    }
  };
}

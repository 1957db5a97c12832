/**
 * Gives every request an id (the caller's X-Request-Id when it is sane, else a new one), echoes it,
 * and runs the rest of the request inside the async-local work context so logs carry it.
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { beginWork, workContext } from '../../core/work-context.js';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestContext(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : `req_${randomUUID().replace(/-/g, '')}`;
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    await workContext.run(beginWork(requestId), next);
  };
}

/**
 * The Koa application: request context, error body, authentication, and the /api/v1 routes.
 * Built from explicit dependencies so tests and the server assemble it the same way.
 */
import Router from '@koa/router';
import Koa from 'koa';
import { performance } from 'node:perf_hooks';
import type { Logger } from '../core/logger.js';
import type { ExtendedSlots } from '../store/redis/extended-slots.js';
import type { IdempotencyStore } from '../store/redis/idempotency.js';
import type { UsageLimiter } from '../store/redis/usage-limiter.js';
import type { StateStore } from '../store/state/ports.js';
import type { Matcher } from '../core/verification.js';
import { VigilError } from '../core/errors.js';
import { authenticate } from './middleware/auth.js';
import { errorHandler } from './middleware/errors.js';
import { requestContext } from './middleware/request-context.js';
import { buildOpenApiDocument } from './openapi.js';
import { registerRequestLogRoutes } from './routes/requests.js';
import { registerVerifyRoutes } from './routes/verify.js';
import { VerificationService } from './verification-service.js';

export interface AppDeps {
  logger: Logger;
  state: StateStore;
  limiter: UsageLimiter;
  slots: ExtendedSlots;
  idempotency: IdempotencyStore;
  matcher: Matcher | null;
  trustProxy: boolean;
  maxBodyBytes: number;
  idempotencyWaitMs: number;
  /** For tests that pin key expiry and trials. */
  now?: () => Date;
}

export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: deps.trustProxy });
  app.silent = true;
  const service = new VerificationService({
    matcher: deps.matcher,
    limiter: deps.limiter,
    slots: deps.slots,
    requestLog: deps.state.requestLog,
    logger: deps.logger,
  });

  const open = new Router();
  open.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok', live_verification: service.liveAvailable };
  });

  const api = new Router();
  registerVerifyRoutes(api, {
    service,
    idempotency: deps.idempotency,
    maxBodyBytes: deps.maxBodyBytes,
    idempotencyWaitMs: deps.idempotencyWaitMs,
  });
  registerRequestLogRoutes(api, deps.state.requestLog);
  // Spec 4: every endpoint, the OpenAPI document included, takes the bearer key.
  const openApiDocument = buildOpenApiDocument();
  api.get('/api/v1/openapi.json', (ctx) => {
    ctx.body = openApiDocument;
  });

  const methodNotAllowed = () =>
    new VigilError('method_not_allowed', 'This path does not accept that HTTP method.');
  app.use(requestContext());
  app.use(async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      // Server time as clients and load tests see it (W3C Server-Timing), beside the access log line.
      ctx.set('Server-Timing', `app;dur=${ms}`);
      deps.logger.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  });
  app.use(errorHandler(deps.logger));
  app.use(open.routes());
  app.use(open.allowedMethods({ throw: true, methodNotAllowed }));
  // Every /api/v1 path except the OpenAPI document needs a key; unknown paths answer 404 after it.
  const auth = authenticate(deps.state.keys, deps.now);
  app.use(async (ctx, next) => (ctx.path.startsWith('/api/') ? auth(ctx, next) : next()));
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true, methodNotAllowed }));
  return app;
}

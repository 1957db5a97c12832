/**
 * POST /api/v1/verify and POST /api/v1/verify/batch (spec 4.1, 4.2).
 * Order of checks: key and account (middleware), Idempotency-Key, body, lookback quota; then either
 * the sandbox fixtures (test keys) or the live pipeline.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import { VigilError } from '../../core/errors.js';
import type { VerifyResult } from '../../core/verification.js';
import type { IdempotencyStore } from '../../store/redis/idempotency.js';
import { runIdempotent } from '../idempotency.js';
import { authOf, type AuthContext } from '../middleware/auth.js';
import { readJsonBody } from '../middleware/json-body.js';
import { sandboxVerify } from '../sandbox.js';
import {
  itemError,
  type BatchEntry,
  type BatchItemResult,
  type Caller,
  type VerificationService,
} from '../verification-service.js';
import {
  checkLookback,
  parseBatchRequest,
  parseVerifyRequest,
  validateIdempotencyKey,
} from '../verify-request.js';

export interface VerifyRouteDeps {
  service: VerificationService;
  idempotency: IdempotencyStore;
  maxBodyBytes: number;
  idempotencyWaitMs: number;
}

function sandboxResult(result: VerifyResult): VerifyResult {
  return { ...result, sandbox: true };
}

/** A replay uses no quota; live replays still report the current limits. */
function replayHeaders(
  ctx: Context,
  deps: VerifyRouteDeps,
  auth: AuthContext,
): (() => Promise<void>) | undefined {
  if (auth.sandbox) return undefined;
  return async () => {
    for (const [k, v] of Object.entries(await deps.service.peekHeaders(auth.account))) ctx.set(k, v);
  };
}

/** Who is calling, for metering and the request log. */
function callerOf(ctx: Context, auth: AuthContext): Caller {
  return { account: auth.account, keyId: auth.key.id, requestId: ctx.state.requestId as string };
}

/** Idempotency is per account, over the body as sent. */
function idempotencyOptions(
  ctx: Context,
  deps: VerifyRouteDeps,
  auth: AuthContext,
  key: string | undefined,
  body: unknown,
): Parameters<typeof runIdempotent>[2] {
  return {
    accountId: auth.account.id,
    key,
    body,
    waitMs: deps.idempotencyWaitMs,
    onReplay: replayHeaders(ctx, deps, auth),
  };
}

export function registerVerifyRoutes(router: Router, deps: VerifyRouteDeps): void {
  router.post('/api/v1/verify', async (ctx) => {
    const auth = authOf(ctx);
    const key = validateIdempotencyKey(ctx.get('Idempotency-Key') || undefined);
    const body = await readJsonBody(ctx, deps.maxBodyBytes);
    const query = parseVerifyRequest(body, { cacheControl: ctx.get('Cache-Control') });
    checkLookback(query, auth.account.maxLookbackYears);
    await runIdempotent(ctx, deps.idempotency, idempotencyOptions(ctx, deps, auth, key, body), async () => {
      if (auth.sandbox) return { status: 200, body: sandboxResult(sandboxVerify(query)) };
      const { result, headers } = await deps.service.verifyOne(callerOf(ctx, auth), query);
      for (const [k, v] of Object.entries(headers)) ctx.set(k, v);
      return { status: 200, body: result };
    });
  });

  router.post('/api/v1/verify/batch', async (ctx) => {
    const auth = authOf(ctx);
    const key = validateIdempotencyKey(ctx.get('Idempotency-Key') || undefined);
    const body = await readJsonBody(ctx, deps.maxBodyBytes);
    const items = parseBatchRequest(body);
    const entries: BatchEntry[] = items.map((item, index) => {
      try {
        // Cache-Control: no-cache means fresh for a single request (spec 2.1); batch items say `fresh` themselves.
        const query = parseVerifyRequest(item, {});
        checkLookback(query, auth.account.maxLookbackYears);
        return { index, query };
      } catch (e) {
        if (e instanceof VigilError) return { index, error: e };
        throw e;
      }
    });
    await runIdempotent(ctx, deps.idempotency, idempotencyOptions(ctx, deps, auth, key, body), async () => {
      if (auth.sandbox) {
        const results: BatchItemResult[] = entries.map((e) =>
          'query' in e
            ? { index: e.index, ...sandboxResult(sandboxVerify(e.query)) }
            : itemError(e.index, e.error),
        );
        return { status: 200, body: { results } };
      }
      const { results, headers } = await deps.service.verifyBatch(callerOf(ctx, auth), entries);
      for (const [k, v] of Object.entries(headers)) ctx.set(k, v);
      return { status: 200, body: { results } };
    });
  });
}

/**
 * POST /api/v1/verify and POST /api/v1/verify/batch (spec 4.1, 4.2).
 * Order of checks: key and account (middleware), Idempotency-Key, body, lookback quota; then either
 * the sandbox fixtures (test keys) or the live pipeline.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import { VigilError, invalidRequest, type FieldIssue } from '../../core/errors.js';
import type { VerifyResult } from '../../core/verification.js';
import type { IdempotencyStore } from '../../store/redis/idempotency.js';
import { runIdempotent } from '../idempotency.js';
import { authOf, type AuthContext } from '../middleware/auth.js';
import { readJsonBody } from '../middleware/json-body.js';
import { sandboxVerify } from '../sandbox.js';
import type { BatchEntry, BatchItemResult, VerificationService } from '../verification-service.js';
import { checkLookback, parseVerifyRequest, validateIdempotencyKey } from '../verify-request.js';

/** Items per synchronous batch call (spec 8). */
export const MAX_BATCH_ITEMS = 50;

export interface VerifyRouteDeps {
  service: VerificationService;
  idempotency: IdempotencyStore;
  maxBodyBytes: number;
  idempotencyWaitMs: number;
}

function sandboxResult(result: VerifyResult): VerifyResult {
  return { ...result, sandbox: true };
}

/** Validates the batch envelope; each item is validated on its own so one bad item fails only itself. */
function batchItems(body: unknown): unknown[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidRequest('The batch body must be a JSON object with an "items" array.', [
      { field: '', message: 'must be an object' },
    ]);
  }
  const issues: FieldIssue[] = [];
  for (const k of Object.keys(body)) {
    if (k !== 'items') issues.push({ field: `/${k}`, message: 'is not a recognised field' });
  }
  const items = (body as { items?: unknown }).items;
  if (!Array.isArray(items)) issues.push({ field: '/items', message: 'is required and must be an array' });
  else if (items.length === 0) issues.push({ field: '/items', message: 'must hold at least one item' });
  else if (items.length > MAX_BATCH_ITEMS) {
    issues.push({
      field: '/items',
      message: `must hold at most ${MAX_BATCH_ITEMS} items (got ${items.length})`,
    });
  }
  if (issues.length > 0) throw invalidRequest('The batch request is not valid.', issues);
  return items as unknown[];
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

export function registerVerifyRoutes(router: Router, deps: VerifyRouteDeps): void {
  router.post('/api/v1/verify', async (ctx) => {
    const auth = authOf(ctx);
    const key = validateIdempotencyKey(ctx.get('Idempotency-Key') || undefined);
    const body = await readJsonBody(ctx, deps.maxBodyBytes);
    const query = parseVerifyRequest(body, { cacheControl: ctx.get('Cache-Control') });
    checkLookback(query, auth.account.maxLookbackYears);
    await runIdempotent(
      ctx,
      deps.idempotency,
      {
        accountId: auth.account.id,
        key,
        body,
        waitMs: deps.idempotencyWaitMs,
        onReplay: replayHeaders(ctx, deps, auth),
      },
      async () => {
        if (auth.sandbox) return { status: 200, body: sandboxResult(sandboxVerify(query)) };
        const { result, headers } = await deps.service.verifyOne(
          { account: auth.account, keyId: auth.key.id, requestId: ctx.state.requestId as string },
          query,
        );
        for (const [k, v] of Object.entries(headers)) ctx.set(k, v);
        return { status: 200, body: result };
      },
    );
  });

  router.post('/api/v1/verify/batch', async (ctx) => {
    const auth = authOf(ctx);
    const key = validateIdempotencyKey(ctx.get('Idempotency-Key') || undefined);
    const body = await readJsonBody(ctx, deps.maxBodyBytes);
    const items = batchItems(body);
    const cacheControl = ctx.get('Cache-Control');
    const entries: BatchEntry[] = items.map((item, index) => {
      try {
        const query = parseVerifyRequest(item, { cacheControl });
        checkLookback(query, auth.account.maxLookbackYears);
        return { index, query };
      } catch (e) {
        if (e instanceof VigilError) return { index, error: e };
        throw e;
      }
    });
    await runIdempotent(
      ctx,
      deps.idempotency,
      {
        accountId: auth.account.id,
        key,
        body,
        waitMs: deps.idempotencyWaitMs,
        onReplay: replayHeaders(ctx, deps, auth),
      },
      async () => {
        if (auth.sandbox) {
          const results: BatchItemResult[] = entries.map((e) =>
            'query' in e
              ? { index: e.index, ...sandboxResult(sandboxVerify(e.query)) }
              : { index: e.index, error: { code: e.error.code, message: e.error.message } },
          );
          return { status: 200, body: { results } };
        }
        const { results, headers } = await deps.service.verifyBatch(
          { account: auth.account, keyId: auth.key.id, requestId: ctx.state.requestId as string },
          entries,
        );
        for (const [k, v] of Object.entries(headers)) ctx.set(k, v);
        return { status: 200, body: { results } };
      },
    );
  });
}

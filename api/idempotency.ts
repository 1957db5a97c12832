/**
 * Runs a unit of work at most once per (account, Idempotency-Key). Only 200 answers are remembered:
 * an error is not replayed, so the client can fix it or retry with the same key.
 */
import type { Context } from 'koa';
import { VigilError } from '../core/errors.js';
import { fingerprint, type IdempotencyStore, type StoredResponse } from '../store/redis/idempotency.js';

export interface WorkResponse {
  status: number;
  body: unknown;
  /** Headers that belong to the answer itself and are replayed with it. */
  headers?: Record<string, string>;
}

function apply(ctx: Context, r: StoredResponse | WorkResponse): void {
  ctx.status = r.status;
  for (const [k, v] of Object.entries(r.headers ?? {})) ctx.set(k, v);
  ctx.body = r.body;
}

export async function runIdempotent(
  ctx: Context,
  store: IdempotencyStore,
  opts: {
    accountId: string;
    key: string | undefined;
    body: unknown;
    waitMs: number;
    /** Adds the current rate-limit headers to a replay (which uses no quota). */
    onReplay?: () => Promise<void>;
  },
  work: () => Promise<WorkResponse>,
): Promise<void> {
  if (!opts.key) {
    apply(ctx, await work());
    return;
  }
  const fp = fingerprint(ctx.method, ctx.path, opts.body);
  const started = await store.begin(opts.accountId, opts.key, fp);
  const reuse = () =>
    new VigilError(
      'idempotency_key_reuse',
      'This Idempotency-Key was already used with a different request body.',
    );
  const replay = async (r: StoredResponse) => {
    apply(ctx, r);
    ctx.set('Idempotent-Replayed', 'true');
    await opts.onReplay?.();
  };
  switch (started.state) {
    case 'conflict':
      throw reuse();
    case 'replay':
      return replay(started.response);
    case 'in_progress': {
      const done = await store.waitForResult(opts.accountId, opts.key, fp, opts.waitMs);
      if (done === 'conflict') throw reuse();
      if (done === null) {
        throw new VigilError(
          'idempotency_key_in_progress',
          'A request with this Idempotency-Key is still running; retry shortly to get its result.',
          { retryAfterSeconds: 1 },
        );
      }
      return replay(done);
    }
    case 'new': {
      let response: WorkResponse;
      try {
        response = await work();
      } catch (e) {
        await store.release(opts.accountId, opts.key, started.token);
        throw e;
      }
      if (response.status === 200) {
        await store.complete(opts.accountId, opts.key, started.token, {
          status: response.status,
          headers: response.headers ?? {},
          body: response.body,
        });
      } else {
        await store.release(opts.accountId, opts.key, started.token);
      }
      apply(ctx, response);
    }
  }
}

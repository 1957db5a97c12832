/**
 * The live verification pipeline shared by the single and batch routes (and later the async batch
 * jobs): extended-depth slots, metering, the matcher, and the request log. The sandbox path never
 * reaches it: test keys have no quota, rate limit or logging.
 */
import { performance } from 'node:perf_hooks';
import { VigilError, type ErrorCode } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { Matcher, SearchDepth, VerifyQuery, VerifyResult } from '../core/verification.js';
import type { ExtendedSlots } from '../store/redis/extended-slots.js';
import type { UsageDecision, UsageLimiter, UsageLimits } from '../store/redis/usage-limiter.js';
import type { Account, NewRequestLogRecord, RequestLogRepository } from '../store/state/ports.js';
import { normalizedInput } from './verify-request.js';

export interface VerificationDeps {
  matcher: Matcher | null;
  limiter: UsageLimiter;
  slots: ExtendedSlots;
  requestLog: RequestLogRepository;
  logger: Logger;
}

/** Who asked, for metering and the request log. */
export interface Caller {
  account: Account;
  keyId: string;
  requestId: string;
}

/** One batch item after validation: a query, or the error that item answers. */
export type BatchEntry = { index: number; query: VerifyQuery } | { index: number; error: VigilError };

export type BatchItemResult =
  (VerifyResult & { index: number }) | { index: number; error: { code: ErrorCode; message: string } };

/** A batch item that answers an error in place of a result (spec 2.3). */
export function itemError(index: number, error: { code: ErrorCode; message: string }): BatchItemResult {
  return { index, error: { code: error.code, message: error.message } };
}

/** Batch items run a few at a time: enough to overlap I/O, few enough to leave room for other callers. */
const BATCH_CONCURRENCY = 4;
/** A batch item at extended depth waits this long for a free extended slot before giving up. */
const BATCH_EXTENDED_WAIT_MS = 30_000;
const EXTENDED_RETRY_POLL_MS = 250;

export function usageLimitsOf(account: Account): UsageLimits {
  return { perMinute: account.quotaPerMinute, daily: account.quotaDaily, monthly: account.quotaMonthly };
}

function limitMessage(d: UsageDecision): string {
  switch (d.blockedBy) {
    case 'per_minute':
      return 'Per-minute rate limit reached.';
    case 'daily':
      return 'Daily quota exhausted.';
    case 'monthly':
      return 'Monthly quota exhausted.';
    default:
      return 'Usage limit reached.';
  }
}

export class VerificationService {
  constructor(private readonly deps: VerificationDeps) {}

  get liveAvailable(): boolean {
    return this.deps.matcher !== null;
  }

  private matcher(): Matcher {
    if (!this.deps.matcher) {
      throw new VigilError(
        'matcher_unavailable',
        'Live verification is not available on this deployment yet: no obituary matcher is configured. Test keys (svc_test_) answer with sandbox fixtures.',
      );
    }
    return this.deps.matcher;
  }

  /** Current rate-limit headers without using quota (for idempotent replays). */
  async peekHeaders(account: Account): Promise<Record<string, string>> {
    return this.deps.limiter.peek(account.id, usageLimitsOf(account));
  }

  /** One live verification: slot, meter, match, log. Throws the spec's error when a limit stops it. */
  async verifyOne(
    caller: Caller,
    query: VerifyQuery,
  ): Promise<{ result: VerifyResult; headers: Record<string, string> }> {
    const matcher = this.matcher();
    const depth = matcher.resolveDepth(query);
    const slot = depth === 'extended' ? await this.acquireExtended(caller.account, 0) : null;
    try {
      const decision = await this.deps.limiter.consume(caller.account.id, usageLimitsOf(caller.account), 1);
      if (decision.granted < 1) {
        throw new VigilError(decision.code ?? 'rate_limited', limitMessage(decision), {
          retryAfterSeconds: decision.retryAfterSeconds ?? 1,
          headers: decision.headers,
        });
      }
      const result = await this.match(caller, query, depth, 'verify', null);
      return { result, headers: decision.headers };
    } finally {
      if (slot) await this.deps.slots.release(caller.account.id, slot);
    }
  }

  /**
   * A synchronous batch: every valid item is metered on its own, in request order; when a limit is hit
   * the remaining items answer rate_limited and the response carries Retry-After.
   */
  async verifyBatch(
    caller: Caller,
    entries: BatchEntry[],
  ): Promise<{ results: BatchItemResult[]; headers: Record<string, string> }> {
    const matcher = this.matcher();
    const valid = entries.filter((e): e is { index: number; query: VerifyQuery } => 'query' in e);
    const limits = usageLimitsOf(caller.account);
    if (valid.length === 0) {
      const headers = await this.deps.limiter.peek(caller.account.id, limits);
      const results = entries.map((e) => ('error' in e ? itemError(e.index, e.error) : e));
      return { results: results as BatchItemResult[], headers };
    }
    // One atomic grant for the whole batch: the first `granted` valid items (in request order) run.
    const decision = await this.deps.limiter.consume(caller.account.id, limits, valid.length);
    const headers = { ...decision.headers };
    const granted = new Set(valid.slice(0, decision.granted).map((e) => e.index));
    if (decision.granted < valid.length)
      headers['Retry-After'] = String(Math.max(1, decision.retryAfterSeconds ?? 1));

    const results = new Array<BatchItemResult>(entries.length);
    const work: Array<() => Promise<void>> = [];
    entries.forEach((entry, position) => {
      if ('error' in entry) {
        results[position] = itemError(entry.index, entry.error);
      } else if (!granted.has(entry.index)) {
        results[position] = {
          index: entry.index,
          error: { code: 'rate_limited', message: `${limitMessage(decision)} This item was not processed.` },
        };
      } else {
        work.push(async () => {
          results[position] = await this.batchItem(caller, matcher, entry.index, entry.query);
        });
      }
    });
    await runLimited(work, BATCH_CONCURRENCY);
    return { results, headers };
  }

  private async batchItem(
    caller: Caller,
    matcher: Matcher,
    index: number,
    query: VerifyQuery,
  ): Promise<BatchItemResult> {
    const depth = matcher.resolveDepth(query);
    let slot: string | null = null;
    try {
      if (depth === 'extended') slot = await this.acquireExtended(caller.account, BATCH_EXTENDED_WAIT_MS);
      const result = await this.match(caller, query, depth, 'verify_batch', index);
      return { index, ...result };
    } catch (e) {
      if (e instanceof VigilError && e.expose) return itemError(index, e);
      this.deps.logger.error({ err: e, index }, 'batch item failed');
      return {
        index,
        error: { code: 'internal_error', message: 'An unexpected error occurred for this item.' },
      };
    } finally {
      if (slot) await this.deps.slots.release(caller.account.id, slot);
    }
  }

  private async acquireExtended(account: Account, waitMs: number): Promise<string> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const got = await this.deps.slots.acquire(account.id, account.extendedConcurrency);
      if (got.ok) return got.token;
      if (Date.now() + EXTENDED_RETRY_POLL_MS > deadline) {
        throw new VigilError(
          'extended_capacity',
          `All ${account.extendedConcurrency} extended-depth slots of this account are in use; retry later or use depth standard.`,
          { retryAfterSeconds: got.retryAfterSeconds },
        );
      }
      await new Promise((r) => setTimeout(r, EXTENDED_RETRY_POLL_MS));
    }
  }

  private async match(
    caller: Caller,
    query: VerifyQuery,
    depth: SearchDepth,
    endpoint: NewRequestLogRecord['endpoint'],
    itemIndex: number | null,
  ): Promise<VerifyResult> {
    const t0 = performance.now();
    const result = await this.matcher().verify(
      { ...query, searchDepth: depth },
      {
        accountId: caller.account.id,
        extendedProfile: caller.account.extendedProfile,
        maxLookbackYears: caller.account.maxLookbackYears,
      },
    );
    const latencyMs = Math.round(performance.now() - t0);
    await this.deps.requestLog.append([
      {
        accountId: caller.account.id,
        keyId: caller.keyId,
        requestId: caller.requestId,
        endpoint,
        itemIndex,
        clientRef: query.clientRef ?? null,
        searchDepthRequested: query.searchDepth,
        searchDepth: result.search_depth,
        result: result.result,
        confidence: result.confidence,
        input: normalizedInput(query),
        matchedUrl: result.match?.obituary_url ?? null,
        latencyMs,
      },
    ]);
    return result;
  }
}

/** Runs tasks with at most `limit` in flight, in order of start. */
export async function runLimited(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, tasks.length) }, async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
    }
  });
  await Promise.all(lanes);
}

/**
 * A Matcher for the API layer's own tests (limits, quotas, idempotency, the request log): it answers
 * not_found for every query, the one answer that claims nothing, and records each call so tests can
 * assert that work ran exactly once, or waited. It sits on the Matcher port seam only; nothing in the
 * product uses it. The real matcher answers through the same API in test/serve, test/bench and the
 * matcher's own tests.
 */
import type { Matcher, SearchDepth, VerifyQuery, VerifyResult } from '../../core/verification.js';

export class RecordingMatcher implements Matcher {
  readonly calls: VerifyQuery[] = [];
  /** Milliseconds each verify takes, to make concurrency observable. */
  constructor(private readonly delayMs = 0) {}

  resolveDepth(query: VerifyQuery): SearchDepth {
    return query.searchDepth === 'auto' ? 'recent' : query.searchDepth;
  }

  async verify(query: VerifyQuery): Promise<VerifyResult> {
    this.calls.push(query);
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    return {
      result: 'not_found',
      confidence: 0,
      confidence_band: 'none',
      review_recommended: false,
      ...(query.clientRef === undefined ? {} : { client_ref: query.clientRef }),
      search_depth: query.searchDepth === 'auto' ? 'recent' : query.searchDepth,
      scoring_reasons: ['no_candidates'],
      not_proof_of_life: true,
      interpretation:
        'No qualifying obituary was found in the searched scope. This is not proof that the person is alive.',
      negative_result_strength: 'weak',
    };
  }
}

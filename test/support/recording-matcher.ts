/**
 * A Matcher for API-layer tests until the real matcher lands (issue 4): it answers not_found for
 * every query, the one answer that claims nothing, and records each call so tests can assert that
 * work ran exactly once. It sits on the Matcher port seam only; nothing in the product uses it.
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

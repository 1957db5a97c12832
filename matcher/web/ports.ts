import type { IndexedDecedent, IndexedRelative } from '../../store/index/ports.js';
import type { VerifyQuery } from '../../core/verification.js';
/** A decedent read from a public web page found by web search (source_trust: web). */
export interface WebCandidate {
  decedent: IndexedDecedent;
  relatives: IndexedRelative[];
  url: string;
  fetchedAt: string;
}
/** Web search for the standard and extended depths. */
export interface WebCandidateSource {
  search(
    query: VerifyQuery,
    opts: { depth: 'standard' | 'extended'; lookbackYears: number; fresh: boolean; signal?: AbortSignal },
  ): Promise<WebCandidate[]>;
  /**
   * Drops whatever is cached for this query, so its next request searches live. The matcher calls it
   * after answering not_found (spec 4.1 rule 8: a not_found answer is never served from a cache).
   */
  forget?(query: VerifyQuery, opts: { depth: 'standard' | 'extended'; lookbackYears: number }): Promise<void>;
}

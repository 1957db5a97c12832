/** The matcher: retrieval, scoring (inline or in the worker pool), the decision policy and the response. */
export { ObituaryMatcher, STORED_INDEX_HORIZON_DAYS, WEB_SEARCH_TIMEOUT_MS } from './obituary-matcher.js';
export type { ObituaryMatcherOptions, BirthYearLookup } from './obituary-matcher.js';
export {
  CANDIDATE_LIMIT,
  COMMON_NAME_MIN_SAME_NAMED,
  COMMON_NAME_SHARE,
  retrieveCandidates,
  retrievalRecall,
  isCommonName,
} from './retrieval.js';
export type { Retrieval } from './retrieval.js';
export { populationShares } from './population-names.js';
export type { PopulationShares } from './population-names.js';
export { SCORING_REASONS, isScoringReason } from './reasons.js';
export type { ScoringReason } from './reasons.js';
export {
  decide,
  dateCorroborates,
  FOUND_MIN_CONFIDENCE,
  POSSIBLE_MATCH_MAX_CONFIDENCE,
  CONTRADICTED_LEAD_MAX_CONFIDENCE,
  RUNNER_UP_MARGIN_BITS,
  COMMON_NAME_MIN_DISAMBIGUATION,
  NAME_MIN_DISAMBIGUATION,
} from './policy.js';
export type { Decision, PolicyCandidate, PolicyInput } from './policy.js';
export { WEIGHTS, PRIOR_BITS, TF_MIN_INDEX_DECEDENTS, scoreTask } from './score.js';
export type { NameStats, ScoreTask, ScoredCandidate, Veto } from './score.js';
export { ScoringPool, INLINE_MAX_CANDIDATES } from './pool.js';
export type { ScoringPoolOptions } from './pool.js';
export { buildResponse, negativeResultStrength } from './response.js';
export type { WebCandidate, WebCandidateSource } from './web/ports.js';

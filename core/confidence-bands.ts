/**
 * The numeric thresholds behind `confidence_band` (spec 2.2 leaves them "not shown"; these are
 * Vigil's). The matcher, the sandbox and the OpenAPI document all read them from here.
 */
import type { ConfidenceBand, VerifyOutcome } from './verification.js';

/**
 * At or above this a match is "confirmed, safe for automated action". Set where the calibrated
 * benchmark shows about 9 in 10 `found` answers are right, which is the bar the spec's wording sets.
 */
export const HIGH_CONFIDENCE_MIN = 0.9;

/** At or above this (and below high) a match is "a strong lead, brief human review". */
export const MODERATE_CONFIDENCE_MIN = 0.7;

/** Anything above zero and below moderate is "weak or ambiguous, verify first". */
export const LOW_CONFIDENCE_MIN_EXCLUSIVE = 0;

/** The band for a result: `none` for not_found, otherwise by the thresholds above. */
export function confidenceBandFor(result: VerifyOutcome, confidence: number): ConfidenceBand {
  if (result === 'not_found') return 'none';
  if (confidence >= HIGH_CONFIDENCE_MIN) return 'high';
  if (confidence >= MODERATE_CONFIDENCE_MIN) return 'moderate';
  // A found/possible_match always carries some evidence, so it is `low`, never `none`, even at 0.
  return 'low';
}

import { describe, expect, it } from 'vitest';
import { HIGH_CONFIDENCE_MIN, MODERATE_CONFIDENCE_MIN, confidenceBandFor } from './confidence-bands.js';

describe('confidenceBandFor', () => {
  it('orders the thresholds high > moderate > 0', () => {
    expect(HIGH_CONFIDENCE_MIN).toBeGreaterThan(MODERATE_CONFIDENCE_MIN);
    expect(MODERATE_CONFIDENCE_MIN).toBeGreaterThan(0);
  });

  it.each([
    ['found', 0.99, 'high'],
    ['found', HIGH_CONFIDENCE_MIN, 'high'],
    ['found', 0.8999, 'moderate'],
    ['possible_match', MODERATE_CONFIDENCE_MIN, 'moderate'],
    ['possible_match', 0.6999, 'low'],
    ['possible_match', 0.01, 'low'],
    ['possible_match', 0, 'low'],
    ['not_found', 0, 'none'],
    ['not_found', 0.95, 'none'],
  ] as const)('%s at %d is %s', (result, confidence, band) => {
    expect(confidenceBandFor(result, confidence)).toBe(band);
  });
});

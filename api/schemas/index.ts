/**
 * The wire schemas of the API, written once in TypeBox: Ajv validators compiled from them, the
 * TypeScript types derived from them, and the OpenAPI document built from them.
 */
export * from './limits.js';
export * from './common.js';
export * from './verify.js';
export * from './batch.js';
export * from './request-log.js';
export * from './request-log-query.js';
export * from './validators.js';
export {
  HIGH_CONFIDENCE_MIN,
  MODERATE_CONFIDENCE_MIN,
  LOW_CONFIDENCE_MIN_EXCLUSIVE,
  confidenceBandFor,
} from '../../core/confidence-bands.js';

/**
 * POST /api/v1/verify/batch. The envelope types `items` loosely: each item is validated on its own
 * (with parseVerifyRequest) so one bad item fails only itself, as spec 4.2 requires.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { VerifyResult } from '../../core/verification.js';
import type { FieldIssue, ErrorCode } from '../../core/errors.js';
import { type AssertTrue, type MutuallyAssignable, ErrorDetailSchema } from './common.js';
import { BATCH_MAX_ITEMS } from './limits.js';
import { VerifyResponseSchema } from './verify.js';

export const BatchRequestSchema = Type.Object(
  {
    items: Type.Array(Type.Unknown(), {
      minItems: 1,
      maxItems: BATCH_MAX_ITEMS,
      description:
        `1 to ${BATCH_MAX_ITEMS} verify request bodies. Each is validated on its own: an invalid item ` +
        'answers `{index, error}` in its place and does not fail the batch.',
    }),
  },
  { additionalProperties: false },
);
export type BatchRequestBody = Static<typeof BatchRequestSchema>;

const index = Type.Integer({ minimum: 0, description: 'Position of the item in the request `items`.' });

export const BatchItemSuccessSchema = Type.Object(
  { index, ...VerifyResponseSchema.properties },
  { additionalProperties: false },
);

export const BatchItemFailureSchema = Type.Object(
  { index, error: ErrorDetailSchema },
  {
    additionalProperties: false,
    description:
      "An item that failed: its own validation (details' pointers are relative to the item), " +
      'lookback_exceeds_quota, or a limit hit mid-batch (rate_limited / quota_exceeded for every remaining item).',
  },
);

export const BatchItemResultSchema = Type.Union([BatchItemSuccessSchema, BatchItemFailureSchema]);

export const BatchResponseSchema = Type.Object(
  {
    results: Type.Array(BatchItemResultSchema, {
      description: 'One entry per request item, in request order. The key name `results` is a Vigil choice.',
    }),
  },
  { additionalProperties: false },
);
export type BatchResponse = Static<typeof BatchResponseSchema>;

/** One entry of `results`: a verify result with its index, or `{index, error}`. */
export type BatchItemResult =
  | (VerifyResult & { index: number })
  | { index: number; error: { code: ErrorCode; message: string; details?: FieldIssue[] } };

// A union with an intersection defeats the identical-type check; the success branch reuses
// VerifyResponseSchema.properties, which is pinned exactly in verify.ts.
type _BatchItemMatchesDomain = AssertTrue<
  MutuallyAssignable<Static<typeof BatchItemResultSchema>, BatchItemResult>
>;

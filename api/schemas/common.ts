/**
 * Building blocks shared by every wire schema: string enums and the error body.
 */
import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { ERROR_CODES, type ErrorCode, type VigilError } from '../../core/errors.js';

/** Every error code Vigil answers, in the order of ERROR_CODES. */
export const ALL_ERROR_CODES = Object.keys(ERROR_CODES) as ErrorCode[];

/**
 * A string restricted to `values`, emitted as `{type: 'string', enum}` (tidier in OpenAPI and gives
 * one clear validation error, where a union of literals gives one per member).
 */
export function stringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** Compile-time check that two types accept the same values (loose: an optional field may differ). */
export type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time check that two types are identical, optional fields and modifiers included. */
export type IdenticalTypes<X, Y> =
  (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
/** Fails to compile unless its argument is `true`. */
export type AssertTrue<T extends true> = T;

export const FieldIssueSchema = Type.Object(
  {
    field: Type.String({
      description:
        'JSON pointer (RFC 6901) to the offending field, e.g. `/dob/day`: into the request body (for a ' +
        'batch item, relative to the item), or into the query parameters for a GET, e.g. `/limit`; the ' +
        'empty string means the body itself. For a header, its name, e.g. `Idempotency-Key`.',
    }),
    message: Type.String({ description: 'Plain-English explanation, for people; do not parse it.' }),
  },
  { additionalProperties: false },
);

export const ErrorDetailSchema = Type.Object(
  {
    code: stringEnum(ALL_ERROR_CODES, { description: 'Stable machine-readable code; branch on this.' }),
    message: Type.String({ description: 'Human-readable text; may change between releases.' }),
    details: Type.Optional(
      Type.Array(FieldIssueSchema, {
        description: 'For invalid_request: every problem found, not only the first.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ErrorBodySchema = Type.Object(
  { error: ErrorDetailSchema },
  {
    additionalProperties: false,
    description:
      'The error body of every endpoint, the verify endpoints included (the spec shows it only for the ' +
      'county feed; Vigil uses the same shape everywhere so clients need one parser).',
  },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;

type _ErrorBodyMatchesVigilError = AssertTrue<IdenticalTypes<ErrorBody, ReturnType<VigilError['toBody']>>>;

/**
 * GET /api/v1/requests: the public shape of one request log record (spec 2.4 leaves its fields
 * "not shown"; these are Vigil's), the list envelope, the query parameters and the CSV columns.
 */
import { Type, type Static } from '@sinclair/typebox';
import { RESULTS, SEARCH_DEPTHS } from '../../core/verification.js';
import type { RequestLogRecord } from '../../store/state/ports.js';
import { stringEnum } from './common.js';
import {
  CLIENT_REF_MAX_LENGTH,
  REQUEST_LOG_DEFAULT_LIMIT,
  REQUEST_LOG_MAX_LIMIT,
  REQUEST_LOG_MAX_OFFSET,
} from './limits.js';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description === undefined ? {} : { description });

export const RequestLogRecordSchema = Type.Object(
  {
    id: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    endpoint: stringEnum(['verify', 'verify_batch', 'verify_job'] as const, {
      description: 'verify_batch records are one per batch item.',
    }),
    item_index: nullable(Type.Integer({ minimum: 0 }), 'Position in the batch, for batch items.'),
    client_ref: nullable(Type.String()),
    search_depth_requested: stringEnum([...SEARCH_DEPTHS, 'auto'] as const, {
      description: '`auto` when the request omitted search_depth.',
    }),
    search_depth: stringEnum(SEARCH_DEPTHS, { description: 'The depth actually searched.' }),
    result: stringEnum(RESULTS),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    input: Type.Record(Type.String(), Type.Unknown(), {
      description:
        'Normalized inputs, not the payload: lower-cased trimmed names, dates as numbers ' +
        '(dob_year, death_month, …), state code, lower-cased city and county, search options. ' +
        'The street line is not kept.',
    }),
    matched_url: nullable(Type.String(), 'Obituary URL of the match, if any.'),
    latency_ms: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type PublicRequestLogRecord = Static<typeof RequestLogRecordSchema>;

export const PaginationSchema = Type.Object(
  {
    total: Type.Integer({ minimum: 0, description: 'Records matching the filters, over all pages.' }),
    limit: Type.Integer({ minimum: 1, maximum: REQUEST_LOG_MAX_LIMIT }),
    offset: Type.Integer({ minimum: 0 }),
    has_more: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const RequestLogListSchema = Type.Object(
  {
    records: Type.Array(RequestLogRecordSchema, { description: 'Newest first.' }),
    pagination: PaginationSchema,
  },
  { additionalProperties: false },
);
export type RequestLogList = Static<typeof RequestLogListSchema>;

export const REQUEST_LOG_FORMATS = ['json', 'csv'] as const;

const timestamp = (description: string) =>
  Type.Union([Type.String({ format: 'date-time' }), Type.String({ format: 'date' })], { description });

/** Query parameters of GET /api/v1/requests, as their JSON values after type coercion. */
export const RequestLogQuerySchema = Type.Object(
  {
    result: Type.Optional(stringEnum(RESULTS)),
    search_depth: Type.Optional(stringEnum(SEARCH_DEPTHS, { description: 'The depth actually searched.' })),
    client_ref: Type.Optional(Type.String({ minLength: 1, maxLength: CLIENT_REF_MAX_LENGTH })),
    from: Type.Optional(timestamp('Inclusive. ISO 8601 timestamp with offset, or a date (midnight UTC).')),
    to: Type.Optional(timestamp('Exclusive. ISO 8601 timestamp with offset, or a date (midnight UTC).')),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: REQUEST_LOG_MAX_LIMIT, default: REQUEST_LOG_DEFAULT_LIMIT }),
    ),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: REQUEST_LOG_MAX_OFFSET, default: 0 })),
    format: Type.Optional(
      stringEnum(REQUEST_LOG_FORMATS, {
        description: '`csv` returns the same page as text/csv.',
        default: 'json',
      }),
    ),
  },
  { additionalProperties: false },
);

/** Columns of the CSV form, in order; `input` is the JSON text of the normalized inputs. */
export const REQUEST_LOG_CSV_COLUMNS = [
  'id',
  'created_at',
  'endpoint',
  'item_index',
  'client_ref',
  'search_depth_requested',
  'search_depth',
  'result',
  'confidence',
  'matched_url',
  'latency_ms',
  'input',
] as const satisfies readonly (keyof PublicRequestLogRecord)[];

/** The public (snake_case) form of a stored log record; account, key and request ids stay private. */
export function toPublicRequestLogRecord(r: RequestLogRecord): PublicRequestLogRecord {
  return {
    id: r.id,
    created_at: r.createdAt,
    endpoint: r.endpoint,
    item_index: r.itemIndex,
    client_ref: r.clientRef,
    search_depth_requested: r.searchDepthRequested as PublicRequestLogRecord['search_depth_requested'],
    search_depth: r.searchDepth as PublicRequestLogRecord['search_depth'],
    result: r.result,
    confidence: r.confidence,
    input: r.input,
    matched_url: r.matchedUrl,
    latency_ms: r.latencyMs,
  };
}

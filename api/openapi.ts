/**
 * The OpenAPI 3.1 document served at GET /api/v1/openapi.json, built from the same TypeBox schemas
 * the validators use and from ERROR_CODES, so the document cannot drift from what the API does.
 * Every point the spec leaves "not shown" that Vigil had to decide is written down in
 * `x-vigil-decisions` and in the descriptions.
 */
import type { TSchema } from '@sinclair/typebox';
import { HIGH_CONFIDENCE_MIN, MODERATE_CONFIDENCE_MIN } from '../core/confidence-bands.js';
import { ERROR_CODES, type ErrorCode } from '../core/errors.js';
import { sandboxVerify } from './sandbox.js';
import { CONTRADICTED_LEAD_MAX_CONFIDENCE, POSSIBLE_MATCH_MAX_CONFIDENCE } from '../matcher/policy.js';
import { BatchRequestSchema, BatchResponseSchema } from './schemas/batch.js';
import { ErrorBodySchema } from './schemas/common.js';
import {
  BATCH_MAX_ITEMS,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  REQUEST_LOG_DEFAULT_LIMIT,
  REQUEST_LOG_MAX_LIMIT,
} from './schemas/limits.js';
import {
  REQUEST_LOG_CSV_COLUMNS,
  RequestLogListSchema,
  RequestLogQuerySchema,
  RequestLogRecordSchema,
} from './schemas/request-log.js';
import { VerifyRequestSchema, VerifyResponseSchema, type VerifyRequestBody } from './schemas/verify.js';
import { parseVerifyRequest } from './verify-request.js';

export const OPENAPI_VERSION = '3.1.0';

/** The version of the described interface (the path carries the major version, spec 9). */
export const API_DOCUMENT_VERSION = '1.0.0';

export const OPERATION_IDS = ['verify', 'verifyBatch', 'listRequests', 'getOpenApiDocument'] as const;
export type OperationId = (typeof OPERATION_IDS)[number];

/** Errors any authenticated endpoint can answer (spec 5). */
const AUTH_ERRORS = [
  'unauthorized',
  'key_expired',
  'ip_not_allowed',
  'api_access_required',
  'trial_expired',
] as const satisfies readonly ErrorCode[];

const BODY_ERRORS = ['payload_too_large', 'unsupported_media_type'] as const satisfies readonly ErrorCode[];

/** Errors of the HTTP layer, answered before routing: any request can meet them. */
const CONNECTION_ERRORS = ['request_timeout', 'headers_too_large'] as const satisfies readonly ErrorCode[];

/**
 * The request-level error codes each operation declares. Batch item failures are not here: they are
 * `{index, error}` entries of a 200 answer (see BatchResponse).
 */
export const ENDPOINT_ERROR_CODES: Readonly<Record<OperationId, readonly ErrorCode[]>> = {
  verify: [
    'invalid_request',
    'lookback_exceeds_quota',
    ...AUTH_ERRORS,
    ...BODY_ERRORS,
    'idempotency_key_reuse',
    'idempotency_key_in_progress',
    'rate_limited',
    'quota_exceeded',
    'internal_error',
    'matcher_unavailable',
    'extended_capacity',
    ...CONNECTION_ERRORS,
  ],
  verifyBatch: [
    'invalid_request',
    ...AUTH_ERRORS,
    ...BODY_ERRORS,
    'idempotency_key_reuse',
    'idempotency_key_in_progress',
    'internal_error',
    'matcher_unavailable',
    ...CONNECTION_ERRORS,
  ],
  listRequests: ['invalid_request', ...AUTH_ERRORS, 'internal_error', ...CONNECTION_ERRORS],
  getOpenApiDocument: [...AUTH_ERRORS, 'internal_error', ...CONNECTION_ERRORS],
};

/** Error codes a batch item can carry in place of a result. */
export const BATCH_ITEM_ERROR_CODES: readonly ErrorCode[] = [
  'invalid_request',
  'lookback_exceeds_quota',
  'rate_limited',
  'quota_exceeded',
  'extended_capacity',
  'internal_error',
];

/** Choices Vigil made where the spec says "not shown"; published as `x-vigil-decisions`. */
export const VIGIL_DECISIONS: ReadonlyArray<{ topic: string; decision: string }> = [
  {
    topic: 'batch response array key',
    decision: 'POST /api/v1/verify/batch answers `{"results": [...]}`, one entry per item in request order.',
  },
  {
    topic: 'error body of the verify endpoints',
    decision:
      'Every endpoint, verify included, answers errors as `{"error": {"code", "message", "details"?}}`, the ' +
      "county feed's shape; `details` lists every field problem of an invalid_request as `{field, message}`.",
  },
  {
    topic: 'request log record fields',
    decision:
      'id, created_at, endpoint, item_index, client_ref, search_depth_requested, search_depth, result, ' +
      'confidence, input (normalized inputs, not the payload), matched_url, latency_ms. Pagination is ' +
      '`{total, limit, offset, has_more}`.',
  },
  {
    topic: 'confidence band thresholds',
    decision:
      `high: confidence >= ${HIGH_CONFIDENCE_MIN}; moderate: >= ${MODERATE_CONFIDENCE_MIN}; low: above 0 and ` +
      `below ${MODERATE_CONFIDENCE_MIN}; none: result is not_found. Every found is high. A possible_match is ` +
      `at most ${POSSIBLE_MATCH_MAX_CONFIDENCE}, never high, and at most ${CONTRADICTED_LEAD_MAX_CONFIDENCE} (low) ` +
      'when the obituary contradicts the request (dob_mismatch, death_date_mismatch) or the name is spelt as ' +
      'another common name without the full date of birth agreeing (name_spelling_is_another_name).',
  },
  {
    topic: 'rate limit headers',
    decision:
      'X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset describe the per-minute window; ' +
      'X-Quota-Limit and X-Quota-Remaining the monthly quota. Test keys have neither, so neither is sent.',
  },
  {
    topic: 'idempotency',
    decision:
      'Only 200 responses are stored under an Idempotency-Key (24 hours). Errors are not replayed, so a ' +
      'client can retry with the same key after fixing the cause or waiting out a 429/503.',
  },
  {
    topic: 'unknown fields',
    decision:
      'Request bodies reject fields they do not define, at every level, so typos such as `dob_year` or ' +
      '`firstname` give 400 invalid_request naming the field instead of silently weakening the search.',
  },
  {
    topic: 'no matcher configured',
    decision:
      'A deployment without an obituary matcher answers live-key verify requests with 503 ' +
      'matcher_unavailable; test keys keep getting sandbox fixtures.',
  },
  {
    topic: 'require_match needs values',
    decision:
      'Each require_match field needs a value in the request to confirm (`city` needs address.city, ' +
      '`dob_year` needs dob.year, ...); otherwise 400. This is how "a missing disambiguator gives 400" is read.',
  },
  {
    topic: 'sandbox letter',
    decision:
      'The sandbox outcome uses the first ASCII letter of last_name after NFKD folding with marks removed ' +
      '("Ávila" -> a, "O\'Brien" -> o); a last name with no such letter gets not_found.',
  },
  {
    topic: 'concurrent requests with one Idempotency-Key',
    decision:
      'A second request with the same key and body waits for the first to finish and replays its answer. If the ' +
      'first has not finished within 30 seconds (VIGIL_IDEMPOTENCY_WAIT_MS), the second answers 409 ' +
      'idempotency_key_in_progress with Retry-After, and a retry later gets the replay.',
  },
  {
    topic: 'limits inside a batch',
    decision:
      'The valid items of a batch are metered together in request order: the first N the limits allow run, and every ' +
      'later valid item answers {index, error: {code: rate_limited}} (the message names the exhausted window); the ' +
      'response is still 200 and carries Retry-After. Invalid items use no quota. An extended-depth item waits up to ' +
      '30 seconds for a free extended slot before answering extended_capacity.',
  },
  {
    topic: 'X-RateLimit headers when the per-minute limit is unlimited',
    decision:
      'They describe the daily quota instead; when both are unlimited they are omitted, like the X-Quota headers ' +
      'for an unlimited monthly quota.',
  },
  {
    topic: 'Cache-Control on batches',
    decision:
      'Cache-Control: no-cache means fresh: true for a single verify request; batch items set `fresh` themselves.',
  },
  {
    topic: 'request log access',
    decision:
      "Any key of an account, test keys included, reads the account's request log; test-key requests themselves " +
      'are never logged. CSV cells that a spreadsheet would evaluate (starting with = + - @) are prefixed with an apostrophe.',
  },
];

/** A TypeBox schema as plain JSON (TypeBox marks its objects with symbols that have no place in a document). */
const plain = (schema: TSchema): Record<string, unknown> =>
  JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;

const ref = (kind: 'schemas' | 'headers' | 'parameters', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

const HEADERS = {
  'X-RateLimit-Limit': {
    description: 'Requests allowed in the current one-minute window. Not sent on test-key responses.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current one-minute window. Not sent on test-key responses.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'When the current one-minute window ends, in unix seconds. Not sent on test-key responses.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-Quota-Limit': {
    description: 'Monthly quota. Omitted when the monthly quota is unlimited, and on test-key responses.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-Quota-Remaining': {
    description:
      'Monthly quota left. Omitted when the monthly quota is unlimited, and on test-key responses.',
    schema: { type: 'integer', minimum: 0 },
  },
  'Idempotent-Replayed': {
    description:
      '`true` when this is the stored response of an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
  'X-Sandbox': {
    description: '`true` on responses to test (`svc_test_`) keys.',
    schema: { type: 'string', enum: ['true'] },
  },
  'X-Request-Id': {
    description: 'Identifier of this request in the server logs; quote it when reporting a problem.',
    schema: { type: 'string' },
  },
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    schema: { type: 'integer', minimum: 1 },
  },
} as const;

type HeaderName = keyof typeof HEADERS;

const headerRefs = (names: readonly HeaderName[]) =>
  Object.fromEntries(names.map((n) => [n, ref('headers', n)]));

const METERED_SUCCESS_HEADERS: readonly HeaderName[] = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-Quota-Limit',
  'X-Quota-Remaining',
  'Idempotent-Replayed',
  'X-Sandbox',
  'X-Request-Id',
];

const EXAMPLE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  invalid_request: 'dob.day 30 does not exist: February 1950 has 28 days.',
  lookback_exceeds_quota: "lookback_years 40 exceeds this account's maximum of 25.",
  unauthorized: 'Missing or invalid API key.',
};

/** The error responses of one operation, one per status, each listing its codes. */
function errorResponses(op: OperationId): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of ENDPOINT_ERROR_CODES[op]) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers: HeaderName[] = ['X-Request-Id'];
    if (status === 429)
      headers.push('Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset');
    if (status === 503) headers.push('Retry-After');
    out[String(status)] = {
      description: codes.map((c) => `\`${c}\`: ${ERROR_CODES[c].doc}`).join(' '),
      headers: headerRefs(headers),
      content: {
        'application/json': {
          schema: ref('schemas', 'ErrorBody'),
          examples: Object.fromEntries(
            codes.map((c) => [
              c,
              {
                summary: ERROR_CODES[c].doc,
                value: {
                  error: {
                    code: c,
                    message: EXAMPLE_MESSAGES[c] ?? ERROR_CODES[c].doc,
                    ...(c === 'invalid_request' && op !== 'getOpenApiDocument'
                      ? {
                          details: [
                            {
                              field: op === 'listRequests' ? '/limit' : '/dob/day',
                              message:
                                op === 'listRequests'
                                  ? `limit must be between 1 and ${REQUEST_LOG_MAX_LIMIT}.`
                                  : 'dob.day 30 does not exist: February 1950 has 28 days.',
                            },
                          ],
                        }
                      : {}),
                  },
                },
              },
            ]),
          ),
        },
      },
      'x-vigil-error-codes': codes,
    };
  }
  return out;
}

/** Example requests, answered by the sandbox so the examples are real responses. */
const EXAMPLE_REQUESTS: Record<string, { summary: string; body: VerifyRequestBody }> = {
  found: {
    summary: 'Test key, last name A-H: found',
    body: {
      first_name: 'Robert',
      middle_name: 'James',
      last_name: 'Anderson',
      dob: { year: 1941, month: 3 },
      address: { line1: '412 Elm St, Peoria, IL 61602' },
      client_ref: 'case-1042',
    },
  },
  possible_match: {
    summary: 'Test key, last name I-P: possible_match',
    body: { first_name: 'Mary', middle_name: 'Ann', last_name: 'Kowalski', dob: { year: 1938 } },
  },
  not_found: {
    summary: 'Test key, last name Q-Z: not_found',
    body: { first_name: 'Luis', last_name: 'Rivera', address: { state: 'TX' }, search_depth: 'standard' },
  },
};

/** A fixed clock for the examples, so the document is the same on every build. */
const EXAMPLE_CLOCK = new Date('2024-07-01T00:00:00Z');

function exampleResponses(): Record<string, { summary: string; value: unknown }> {
  return Object.fromEntries(
    Object.entries(EXAMPLE_REQUESTS).map(([k, e]) => [
      k,
      { summary: e.summary, value: sandboxVerify(parseVerifyRequest(e.body, { now: EXAMPLE_CLOCK })) },
    ]),
  );
}

/** Builds the OpenAPI 3.1 document; `serverUrl` is the base address the paths are relative to. */
export function buildOpenApiDocument(opts: { serverUrl?: string } = {}): Record<string, unknown> {
  const batchRequest = plain(BatchRequestSchema) as { properties: { items: Record<string, unknown> } };
  // On the wire each item is validated on its own; the document still shows what an item is.
  batchRequest.properties.items = {
    ...batchRequest.properties.items,
    items: ref('schemas', 'VerifyRequest'),
  };

  const queryProps = (plain(RequestLogQuerySchema) as { properties: Record<string, Record<string, unknown>> })
    .properties;
  const queryDescriptions: Record<string, string> = {
    result: 'Only records with this result.',
    search_depth: 'Only records searched at this depth.',
    client_ref: 'Only records with this client_ref.',
    limit: `Page size, 1 to ${REQUEST_LOG_MAX_LIMIT} (default ${REQUEST_LOG_DEFAULT_LIMIT}).`,
    offset: 'Records to skip (newest first).',
    format: '`csv` returns the same page as text/csv.',
  };
  const listParameters = Object.entries(queryProps).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: 'query',
      required: false,
      description: queryDescriptions[name] ?? description,
      schema: rest,
    };
  });

  const verifyExamples = Object.fromEntries(
    Object.entries(EXAMPLE_REQUESTS).map(([k, e]) => [k, { summary: e.summary, value: e.body }]),
  );

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Vigil death verification API',
      version: API_DOCUMENT_VERSION,
      summary: 'Name-based death verification against published obituaries.',
      description:
        'Vigil checks whether a person has a published obituary (a stored index, plus public web ' +
        'sources at deeper search depths). A `not_found` result is never proof that a person is alive ' +
        'and is not a government death-registry result. Output is not a consumer report and must not be ' +
        'used for credit, insurance, employment or housing eligibility.\n\n' +
        'Errors: every error answers `{"error": {"code", "message", "details"?}}` with the HTTP status of ' +
        'its code; branch on `code`. Unknown paths answer 404 `not_found`, known paths with another ' +
        'method 405 `method_not_allowed`.',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: opts.serverUrl ?? '/', description: 'This Vigil deployment.' }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'Verification', description: 'Name-based death verification.' },
      { name: 'Request log', description: "The account's own verification history." },
      { name: 'Meta', description: 'This document.' },
    ],
    paths: {
      '/api/v1/verify': {
        post: {
          operationId: 'verify',
          tags: ['Verification'],
          summary: 'Verify one person',
          description:
            'Returns one outcome: `found`, `possible_match` or `not_found`. Act automatically only on ' +
            '`found` with review_recommended false; route possible_match to human review. not_found ' +
            'results are never cached, so a newly published obituary is found on the next request. ' +
            'Test keys get deterministic fixtures chosen by the first letter of last_name (a-h found, ' +
            'i-p possible_match, q-z not_found).',
          parameters: [ref('parameters', 'IdempotencyKey'), ref('parameters', 'CacheControl')],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: ref('schemas', 'VerifyRequest'), examples: verifyExamples },
            },
          },
          responses: {
            '200': {
              description: 'The verification result.',
              headers: headerRefs(METERED_SUCCESS_HEADERS),
              content: {
                'application/json': {
                  schema: ref('schemas', 'VerifyResponse'),
                  examples: exampleResponses(),
                },
              },
            },
            ...errorResponses('verify'),
          },
        },
      },
      '/api/v1/verify/batch': {
        post: {
          operationId: 'verifyBatch',
          tags: ['Verification'],
          summary: `Verify up to ${BATCH_MAX_ITEMS} people`,
          description:
            'Items are verified and metered individually. A failing item appears as `{index, error}` in ' +
            `its place and does not fail the batch; its error code is one of ${BATCH_ITEM_ERROR_CODES.map((c) => `\`${c}\``).join(', ')}. ` +
            'If a rate or quota limit is hit mid-batch, the remaining items answer rate_limited or ' +
            'quota_exceeded and `Retry-After` is set on the response. Cache-Control does not apply; use ' +
            '`fresh` per item.',
          parameters: [ref('parameters', 'IdempotencyKey')],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('schemas', 'BatchRequest') } },
          },
          responses: {
            '200': {
              description: 'One result per item, in request order.',
              headers: headerRefs([...METERED_SUCCESS_HEADERS, 'Retry-After']),
              content: { 'application/json': { schema: ref('schemas', 'BatchResponse') } },
            },
            ...errorResponses('verifyBatch'),
          },
        },
      },
      '/api/v1/requests': {
        get: {
          operationId: 'listRequests',
          tags: ['Request log'],
          summary: "List the account's verification requests",
          description:
            'Newest first. Each record holds normalized inputs and the result, not the full payload. ' +
            'Batch requests log one record per item. Test-key requests are not logged.',
          parameters: listParameters,
          responses: {
            '200': {
              description: 'One page of records.',
              headers: headerRefs(['X-Sandbox', 'X-Request-Id']),
              content: {
                'application/json': { schema: ref('schemas', 'RequestLogList') },
                'text/csv': {
                  schema: {
                    type: 'string',
                    description:
                      `With format=csv: a header row and one row per record, columns ${REQUEST_LOG_CSV_COLUMNS.join(', ')}; ` +
                      '`input` holds the JSON text of the normalized inputs. Pagination is not included.',
                  },
                  example: `${REQUEST_LOG_CSV_COLUMNS.join(',')}\n`,
                },
              },
            },
            ...errorResponses('listRequests'),
          },
        },
      },
      '/api/v1/openapi.json': {
        get: {
          operationId: 'getOpenApiDocument',
          tags: ['Meta'],
          summary: 'This OpenAPI 3.1 document',
          responses: {
            '200': {
              description: 'The OpenAPI document.',
              headers: headerRefs(['X-Request-Id']),
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            ...errorResponses('getOpenApiDocument'),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            '`Authorization: Bearer <API_KEY>`. Live keys begin `svc_live_`: real data, counted against ' +
            'quota. Test keys begin `svc_test_`: deterministic sandbox fixtures, no quota, no rate limit, ' +
            'no logging; their responses carry `sandbox: true` and `X-Sandbox: true`. A key may expire ' +
            '(401 key_expired) and may be restricted to IP addresses or CIDR ranges (403 ip_not_allowed).',
        },
      },
      schemas: {
        VerifyRequest: plain(VerifyRequestSchema),
        VerifyResponse: plain(VerifyResponseSchema),
        BatchRequest: batchRequest,
        BatchResponse: plain(BatchResponseSchema),
        ErrorBody: plain(ErrorBodySchema),
        RequestLogRecord: plain(RequestLogRecordSchema),
        RequestLogList: plain(RequestLogListSchema),
      },
      headers: HEADERS,
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Same key and identical body within 24 hours replays the stored response (`Idempotent-Replayed: ' +
            'true`, no extra quota use); same key and a different body gives 422 idempotency_key_reuse. ' +
            'Only 200 responses are stored: after an error, retry with the same key.',
          schema: {
            type: 'string',
            minLength: 1,
            maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
            pattern: '^[\\x20-\\x7E]+$',
          },
        },
        CacheControl: {
          name: 'Cache-Control',
          in: 'header',
          required: false,
          description: '`no-cache` bypasses the short web-search cache, the same as `fresh: true`.',
          schema: { type: 'string', examples: ['no-cache'] },
        },
      },
    },
    'x-vigil-decisions': VIGIL_DECISIONS,
  };
}

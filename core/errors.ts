/**
 * Errors with a stable code. Clients branch on `code`, never on the message.
 * Every error the API can answer is listed in ERROR_CODES with its HTTP status; the OpenAPI document
 * is generated from the same table.
 */

/** Every error code Vigil answers, with its HTTP status and a one-line meaning. */
export const ERROR_CODES = {
  invalid_request: {
    status: 400,
    doc: 'Validation failure: a missing or malformed field, a bad date of birth.',
  },
  lookback_exceeds_quota: { status: 400, doc: "lookback_years exceeds the account's max_lookback_years." },
  survivors_limit_exceeded: { status: 400, doc: 'include_survivors=true with a limit above 100.' },
  unauthorized: { status: 401, doc: 'Missing, malformed, unknown or revoked API key.' },
  key_expired: { status: 401, doc: 'The API key is past its expiry.' },
  api_access_required: { status: 403, doc: 'API access is disabled on the account.' },
  trial_expired: { status: 403, doc: "The account's trial has expired." },
  ip_not_allowed: { status: 403, doc: "The request's IP address is not on the key's allowlist." },
  county_feed_access_required: { status: 403, doc: 'The county feed is not enabled for the account.' },
  delivery_mode_email_only: { status: 403, doc: 'The account is on email-digest delivery only.' },
  survivors_not_enabled: { status: 403, doc: 'Survivors enrichment is not enabled for the account.' },
  not_found: { status: 404, doc: 'No such resource for this account (or no such path).' },
  method_not_allowed: { status: 405, doc: 'The path exists but not with this HTTP method.' },
  request_timeout: {
    status: 408,
    doc: 'The request did not arrive in full in time (the connection is closed).',
  },
  idempotency_key_reused: {
    status: 409,
    doc: 'County feed: the Idempotency-Key was used with a different request.',
  },
  idempotency_key_in_progress: {
    status: 409,
    doc: 'A request with this Idempotency-Key is still running and did not finish in time; retry to get its result.',
  },
  payload_too_large: { status: 413, doc: 'The request body exceeds the size limit.' },
  unsupported_media_type: {
    status: 415,
    doc: 'The request body is not application/json in UTF-8, or is compressed (only Content-Encoding identity is accepted).',
  },
  idempotency_key_reuse: { status: 422, doc: 'Verify: the Idempotency-Key was used with a different body.' },
  rate_limited: { status: 429, doc: 'Per-minute limit exceeded; Retry-After says when to try again.' },
  quota_exceeded: { status: 429, doc: 'Daily or monthly quota exhausted; Retry-After says when it resets.' },
  headers_too_large: {
    status: 431,
    doc: "The request's headers, with its URL, exceed the server's limit (16 KB by default).",
  },
  internal_error: {
    status: 500,
    doc: 'Unexpected server error; the message is generic and the request id is logged.',
  },
  matcher_unavailable: {
    status: 503,
    doc: 'Live verification is not available on this deployment (no obituary matcher configured).',
  },
  extended_capacity: {
    status: 503,
    doc: 'The concurrent extended-depth cap is saturated; Retry-After says when to try again.',
  },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** One field-level problem found by validation. */
export interface FieldIssue {
  /** JSON pointer to the offending field, e.g. `/dob/day`. */
  field: string;
  message: string;
}

/** An error the API answers with `{ error: { code, message } }` and the status of its code. */
export class VigilError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Seconds after which a retry may succeed; sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;
  readonly details: FieldIssue[] | undefined;
  /** Headers to add to the error response (e.g. rate-limit headers). */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    opts: {
      retryAfterSeconds?: number;
      details?: FieldIssue[];
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'VigilError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.details = opts.details;
    this.headers = opts.headers ?? {};
  }

  /** Client errors show their message; server errors show a generic one. */
  get expose(): boolean {
    return this.status < 500 || this.code === 'extended_capacity' || this.code === 'matcher_unavailable';
  }

  /** The body sent to the client. */
  toBody(): { error: { code: ErrorCode; message: string; details?: FieldIssue[] } } {
    const message = this.expose ? this.message : 'An unexpected error occurred.';
    return { error: { code: this.code, message, ...(this.details ? { details: this.details } : {}) } };
  }
}

export const invalidRequest = (message: string, details?: FieldIssue[]): VigilError =>
  new VigilError('invalid_request', message, details ? { details } : {});

export const isVigilError = (e: unknown): e is VigilError => e instanceof VigilError;

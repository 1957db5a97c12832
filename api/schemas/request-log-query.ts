/**
 * Reads the query string of GET /api/v1/requests into typed filters, or answers 400 with every
 * problem.
 */
import { invalidRequest, type FieldIssue } from '../../core/errors.js';
import type { SearchDepth, VerifyOutcome } from '../../core/verification.js';
import { REQUEST_LOG_DEFAULT_LIMIT, REQUEST_LOG_MAX_LIMIT, REQUEST_LOG_MAX_OFFSET } from './limits.js';
import type { REQUEST_LOG_FORMATS } from './request-log.js';
import { schemaIssues, summarizeIssues, validateRequestLogQuery } from './validators.js';

/** The filters and page of a request-log listing; timestamps are normalized to ISO UTC. */
export interface RequestLogFilters {
  result?: VerifyOutcome;
  searchDepth?: SearchDepth;
  clientRef?: string;
  /** Inclusive ISO timestamp. */
  from?: string;
  /** Exclusive ISO timestamp. */
  to?: string;
  limit: number;
  offset: number;
  format: (typeof REQUEST_LOG_FORMATS)[number];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A leap second (RFC 3339 allows 23:59:60), which `Date` cannot parse: the seconds and what follows. */
const LEAP_SECOND = /^(.*[T\s]\d{2}:\d{2}:)60(.*)$/i;
/** The span the log's stored timestamps can compare with: ISO strings with four-digit years. */
const FIRST_ISO = '0000-01-01T00:00:00.000Z';
const LAST_ISO = '9999-12-31T23:59:59.999Z';

/**
 * A date means midnight UTC of that day; a timestamp is re-expressed in UTC so stored ISO strings
 * compare. A leap second is the instant the next second begins. An instant past the year 9999 (or
 * before 0000) once re-expressed in UTC, as 9999-12-31T23:30:00-01:00 is, becomes the last (first)
 * comparable one: its expanded ISO form (+010000-...) would sort before every stored timestamp.
 */
function toIsoUtc(s: string): string | null {
  if (DATE_ONLY.test(s)) return `${s}T00:00:00.000Z`;
  // An offset of hours alone (+02, which ISO 8601 allows) is one `Date` reads only with minutes.
  const text = s.replace(/([+-]\d\d)$/, '$1:00');
  const leap = LEAP_SECOND.exec(text);
  const ms = leap ? Date.parse(`${leap[1]}59${leap[2]}`) + 1000 : Date.parse(text);
  if (Number.isNaN(ms)) return null;
  if (ms > Date.parse(LAST_ISO)) return LAST_ISO;
  if (ms < Date.parse(FIRST_ISO)) return FIRST_ISO;
  return new Date(ms).toISOString();
}

/** Parses `ctx.query` of GET /api/v1/requests; throws invalid_request naming each bad parameter. */
export function parseRequestLogQuery(
  query: Record<string, string | string[] | undefined>,
): RequestLogFilters {
  const issues: FieldIssue[] = [];
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      issues.push({ field: `/${name}`, message: `The query parameter ${name} must be given once.` });
      continue;
    }
    flat[name] = value;
  }
  const coerced: Record<string, unknown> = { ...flat };
  // Whole numbers are read here, not by the validator's coercion: it reads "1e400" or 400 digits as
  // Infinity, which passes its integer check and skips its bounds, and it takes "0x10" and "1e3".
  for (const [name, min, max] of [
    ['limit', 1, REQUEST_LOG_MAX_LIMIT],
    ['offset', 0, REQUEST_LOG_MAX_OFFSET],
  ] as const) {
    const text = flat[name];
    if (text === undefined) continue;
    delete coerced[name];
    const n = Number(text);
    const problem = !/^-?\d+$/.test(text)
      ? `${name} must be a whole number written in digits, such as 50.`
      : n < min
        ? `${name} must be ${min} or more.`
        : !Number.isSafeInteger(n) || n > max
          ? `${name} must be at most ${max}.`
          : null;
    if (problem === null) coerced[name] = n;
    else issues.push({ field: `/${name}`, message: problem });
  }
  if (!validateRequestLogQuery(coerced)) {
    for (const issue of schemaIssues(validateRequestLogQuery.errors, { rootLabel: 'the query' })) {
      const name = issue.field.slice(1);
      const message =
        issue.keyword === 'anyOf' && (name === 'from' || name === 'to')
          ? `${name} must be an ISO 8601 timestamp such as 2024-05-01T00:00:00Z, or a date such as 2024-05-01.`
          : issue.keyword === 'additionalProperties'
            ? `Unknown query parameter "${name}". Allowed: result, search_depth, client_ref, from, to, limit, offset, format.`
            : issue.message;
      issues.push({ field: issue.field, message });
    }
  }
  if (issues.length > 0) throw invalidRequest(summarizeIssues(issues), issues);

  const v = coerced as {
    result?: VerifyOutcome;
    search_depth?: SearchDepth;
    client_ref?: string;
    from?: string;
    to?: string;
    limit?: number;
    offset?: number;
    format?: RequestLogFilters['format'];
  };
  const instant = (name: 'from' | 'to', value: string | undefined): string | undefined => {
    if (value === undefined) return undefined;
    const iso = toIsoUtc(value);
    if (iso !== null) return iso;
    const issue = {
      field: `/${name}`,
      message: `${name} ${JSON.stringify(value)} is not a time that can be read.`,
    };
    throw invalidRequest(issue.message, [issue]);
  };
  const from = instant('from', v.from);
  const to = instant('to', v.to);
  if (from !== undefined && to !== undefined && from >= to) {
    const issue = { field: '/to', message: 'to must be later than from.' };
    throw invalidRequest(issue.message, [issue]);
  }
  return {
    ...(v.result !== undefined ? { result: v.result } : {}),
    ...(v.search_depth !== undefined ? { searchDepth: v.search_depth } : {}),
    ...(v.client_ref !== undefined ? { clientRef: v.client_ref } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    limit: Math.min(v.limit ?? REQUEST_LOG_DEFAULT_LIMIT, REQUEST_LOG_MAX_LIMIT),
    offset: v.offset ?? 0,
    format: v.format ?? 'json',
  };
}

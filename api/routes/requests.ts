/**
 * GET /api/v1/requests (spec 4.5): the account's own verification log, newest first, as JSON or CSV.
 * A record holds normalized inputs and the result, never the request payload.
 */
import type Router from '@koa/router';
import type { Static } from '@sinclair/typebox';
import { invalidRequest, type FieldIssue } from '../../core/errors.js';
import type { RequestLogRepository } from '../../store/state/ports.js';
import { authOf } from '../middleware/auth.js';
import {
  REQUEST_LOG_CSV_COLUMNS,
  toPublicRequestLogRecord,
  type PublicRequestLogRecord,
  type RequestLogQuerySchema,
} from '../schemas/request-log.js';
import { schemaIssues, validateRequestLogQuery } from '../schemas/validators.js';

type RequestLogQuery = Required<Pick<Static<typeof RequestLogQuerySchema>, 'limit' | 'offset' | 'format'>> &
  Static<typeof RequestLogQuerySchema>;

/** Validates the query string (400 invalid_request naming each parameter) and fills defaults. */
export function parseRequestLogQuery(raw: Record<string, string | string[] | undefined>): RequestLogQuery {
  const issues: FieldIssue[] = [];
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (Array.isArray(v))
      issues.push({ field: `/${k}`, message: `Query parameter ${k} may be given only once.` });
    else copy[k] = v;
  }
  if (!validateRequestLogQuery(copy))
    issues.push(...schemaIssues(validateRequestLogQuery.errors, { rootLabel: 'the query' }));
  if (issues.length > 0) throw invalidRequest('The query parameters are not valid.', issues);
  const q = copy as RequestLogQuery;
  // Timestamps are compared as UTC ISO text in the store, so normalize every accepted form to it.
  for (const k of ['from', 'to'] as const) {
    const v = q[k];
    if (v !== undefined) {
      const ms = Date.parse(v);
      if (Number.isNaN(ms))
        throw invalidRequest('The query parameters are not valid.', [
          { field: `/${k}`, message: `${k} is not a valid timestamp.` },
        ]);
      q[k] = new Date(ms).toISOString();
    }
  }
  return q;
}

/**
 * One CSV cell (RFC 4180 quoting). Text that a spreadsheet would run as a formula (= + - @ and the
 * control characters) gets a leading apostrophe, because these files are opened in spreadsheets.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: PublicRequestLogRecord[]): string {
  const lines = [REQUEST_LOG_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(REQUEST_LOG_CSV_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function registerRequestLogRoutes(router: Router, requestLog: RequestLogRepository): void {
  router.get('/api/v1/requests', async (ctx) => {
    const auth = authOf(ctx);
    const q = parseRequestLogQuery(ctx.query);
    const { records, total } = await requestLog.list({
      accountId: auth.account.id,
      result: q.result,
      searchDepth: q.search_depth,
      clientRef: q.client_ref,
      from: q.from,
      to: q.to,
      limit: q.limit,
      offset: q.offset,
    });
    const rows = records.map(toPublicRequestLogRecord);
    const pagination = {
      total,
      limit: q.limit,
      offset: q.offset,
      has_more: q.offset + records.length < total,
    };
    if (q.format === 'csv') {
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('X-Total-Count', String(total));
      ctx.set('X-Has-More', String(pagination.has_more));
      ctx.body = toCsv(rows);
      return;
    }
    ctx.body = { records: rows, pagination };
  });
}

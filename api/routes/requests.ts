/**
 * GET /api/v1/requests (spec 4.5): the account's own verification log, newest first, as JSON or CSV.
 * A record holds normalized inputs and the result, never the request payload.
 */
import type Router from '@koa/router';
import type { RequestLogRepository } from '../../store/state/ports.js';
import { authOf } from '../middleware/auth.js';
import {
  REQUEST_LOG_CSV_COLUMNS,
  toPublicRequestLogRecord,
  type PublicRequestLogRecord,
} from '../schemas/request-log.js';
import { parseRequestLogQuery } from '../schemas/request-log-query.js';

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
      searchDepth: q.searchDepth,
      clientRef: q.clientRef,
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

/** GET /api/v1/requests (spec 4.5): the account's own log, filters, pagination, CSV. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRequestLogList } from '../../api/schemas/validators.js';
import { startTestApi, type TestApi } from '../support/api.js';
import { RecordingMatcher } from '../support/recording-matcher.js';

let api: TestApi;
let mine: { live: string; test: string };
let theirs: { live: string };
beforeAll(async () => {
  api = await startTestApi({ matcher: new RecordingMatcher() });
  mine = await api.account();
  theirs = await api.account();
  for (let i = 0; i < 7; i++) {
    await api.call(mine.live, 'POST', '/api/v1/verify', {
      first_name: 'Ann',
      last_name: `Baker${i}`,
      client_ref: i % 2 === 0 ? 'even' : 'odd',
      ...(i < 2 ? { search_depth: 'recent' } : {}),
    });
  }
  await api.call(theirs.live, 'POST', '/api/v1/verify', {
    first_name: 'Secret',
    last_name: 'Other',
    client_ref: 'even',
  });
});
afterAll(async () => api.stop());

describe('request log', () => {
  it("lists the account's own records, newest first, in the documented shape", async () => {
    const res = await api.call(mine.live, 'GET', '/api/v1/requests');
    expect(res.status).toBe(200);
    expect(validateRequestLogList(res.json)).toBe(true);
    expect(res.json.pagination).toMatchObject({ total: 7, has_more: false });
    expect(res.json.records).toHaveLength(7);
    const times = res.json.records.map((r: { created_at: string }) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.json.records[0].input.last_name).toBe('baker6');
  });

  it("never shows another account's records", async () => {
    const res = await api.call(theirs.live, 'GET', '/api/v1/requests?limit=200');
    expect(res.json.pagination.total).toBe(1);
    expect(res.json.records[0].input.first_name).toBe('secret');
    const mineRes = await api.call(mine.live, 'GET', '/api/v1/requests?client_ref=even&limit=200');
    expect(
      mineRes.json.records.every((r: { input: { first_name: string } }) => r.input.first_name === 'ann'),
    ).toBe(true);
  });

  it('filters by client_ref, result, search_depth and time', async () => {
    const even = await api.call(mine.live, 'GET', '/api/v1/requests?client_ref=even');
    expect(even.json.pagination.total).toBe(4);
    const found = await api.call(mine.live, 'GET', '/api/v1/requests?result=found');
    expect(found.json.pagination.total).toBe(0);
    const recent = await api.call(mine.live, 'GET', '/api/v1/requests?search_depth=recent');
    expect(recent.json.pagination.total).toBe(7);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const none = await api.call(mine.live, 'GET', `/api/v1/requests?from=${encodeURIComponent(future)}`);
    expect(none.json.pagination.total).toBe(0);
    const all = await api.call(mine.live, 'GET', `/api/v1/requests?to=${encodeURIComponent(future)}`);
    expect(all.json.pagination.total).toBe(7);
    // Times at the edges of what the log can compare: a leap second, and an instant past 9999 in UTC.
    const leap = await api.call(mine.live, 'GET', '/api/v1/requests?from=2016-12-31T23:59:60Z');
    expect(leap.json.pagination.total).toBe(7);
    const last = await api.call(
      mine.live,
      'GET',
      `/api/v1/requests?to=${encodeURIComponent('9999-12-31T23:30:00-01:00')}`,
    );
    expect(last.json.pagination.total).toBe(7);
  });

  it('pages with limit and offset and says has_more', async () => {
    const p1 = await api.call(mine.live, 'GET', '/api/v1/requests?limit=3&offset=0');
    const p3 = await api.call(mine.live, 'GET', '/api/v1/requests?limit=3&offset=6');
    expect(p1.json.records).toHaveLength(3);
    expect(p1.json.pagination).toMatchObject({ total: 7, limit: 3, offset: 0, has_more: true });
    expect(p3.json.records).toHaveLength(1);
    expect(p3.json.pagination.has_more).toBe(false);
  });

  it('answers the page as CSV with format=csv', async () => {
    const res = await api.call(mine.live, 'GET', '/api/v1/requests?format=csv&limit=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = res.text.trim().split(/\r\n/);
    expect(lines[0]).toMatch(/^id,created_at,/);
    expect(lines).toHaveLength(3);
  });

  it.each([
    'limit=201',
    'limit=0',
    'offset=-1',
    'offset=99999999999999999999',
    'result=dead',
    'from=yesterday',
    'format=xml',
    'limit=abc',
  ])('400 invalid_request for %s', async (qs) => {
    const res = await api.call(mine.live, 'GET', `/api/v1/requests?${qs}`);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_request');
  });
});

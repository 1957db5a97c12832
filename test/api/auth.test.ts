/** Spec section 5 and 7 conditions that apply before any route: every one through real HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.js';

const body = { first_name: 'Ann', last_name: 'Baker' };
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.stop());

function expectError(
  res: { status: number; json: any; headers: Headers },
  status: number,
  code: string,
): void {
  expect(res.status).toBe(status);
  expect(res.json).toMatchObject({ error: { code } });
  expect(typeof res.json.error.message).toBe('string');
  expect(res.headers.get('x-request-id')).toMatch(/\S{8,}/);
}

describe('authentication', () => {
  it('401 unauthorized without an Authorization header', async () => {
    expectError(await api.call(null, 'POST', '/api/v1/verify', body), 401, 'unauthorized');
  });

  it.each([
    ['Basic dXNlcjpwYXNz'],
    ['Bearer'],
    ['Bearer not-a-key'],
    ['Bearer svc_prod_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['Bearer svc_live_short'],
  ])('401 unauthorized for a malformed header %s', async (header) => {
    const res = await api.call(null, 'POST', '/api/v1/verify', body, { Authorization: header });
    expectError(res, 401, 'unauthorized');
  });

  it('401 unauthorized for a well-formed key nobody issued', async () => {
    const { live } = await api.account();
    const forged = live.slice(0, -4) + (live.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expectError(await api.call(forged, 'POST', '/api/v1/verify', body), 401, 'unauthorized');
  });

  it('401 unauthorized for a revoked key', async () => {
    const { account, test } = await api.account();
    const [key] = (await api.state.keys.listForAccount(account.id)).filter((k) => k.kind === 'test');
    await api.state.keys.revoke(key!.id);
    expectError(await api.call(test, 'POST', '/api/v1/verify', body), 401, 'unauthorized');
  });

  it('401 key_expired for an expired key, and a rotated key keeps working during the overlap', async () => {
    const { account, test } = await api.account();
    const [key] = (await api.state.keys.listForAccount(account.id)).filter((k) => k.kind === 'test');
    const rotated = await api.state.keys.rotate(key!.id);
    expect((await api.call(test, 'POST', '/api/v1/verify', body)).status).toBe(200);
    expect((await api.call(rotated.secret, 'POST', '/api/v1/verify', body)).status).toBe(200);
    await api.state.keys.setExpiry(key!.id, new Date(Date.now() - 1000).toISOString());
    expectError(await api.call(test, 'POST', '/api/v1/verify', body), 401, 'key_expired');
    expect((await api.call(rotated.secret, 'POST', '/api/v1/verify', body)).status).toBe(200);
  });

  it('403 ip_not_allowed outside the allowlist, 200 inside it (IPv4 and IPv6 ranges)', async () => {
    const { account, test } = await api.account();
    const [key] = (await api.state.keys.listForAccount(account.id)).filter((k) => k.kind === 'test');
    await api.state.keys.setAllowedIps(key!.id, ['10.0.0.0/8', '2001:db8::/32']);
    expectError(await api.call(test, 'POST', '/api/v1/verify', body), 403, 'ip_not_allowed');
    await api.state.keys.setAllowedIps(key!.id, ['10.0.0.0/8', '127.0.0.0/8']);
    expect((await api.call(test, 'POST', '/api/v1/verify', body)).status).toBe(200);
    await api.state.keys.setAllowedIps(key!.id, ['::1/128', '127.0.0.1']);
    expect((await api.call(test, 'POST', '/api/v1/verify', body)).status).toBe(200);
  });

  it('403 api_access_required when the account has API access disabled', async () => {
    const { test } = await api.account({ apiAccess: false });
    expectError(await api.call(test, 'POST', '/api/v1/verify', body), 403, 'api_access_required');
  });

  it('403 trial_expired after the trial, 200 during it', async () => {
    const past = await api.account({ trialExpiresAt: new Date(Date.now() - 60_000).toISOString() });
    expectError(await api.call(past.test, 'POST', '/api/v1/verify', body), 403, 'trial_expired');
    const current = await api.account({ trialExpiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await api.call(current.test, 'POST', '/api/v1/verify', body)).status).toBe(200);
  });

  it('authenticates every /api path, including the OpenAPI document and unknown paths', async () => {
    expectError(await api.call(null, 'GET', '/api/v1/openapi.json'), 401, 'unauthorized');
    expectError(await api.call(null, 'GET', '/api/v1/requests'), 401, 'unauthorized');
    expectError(await api.call(null, 'GET', '/api/v1/nothing-here'), 401, 'unauthorized');
  });
});

describe('routing errors keep the error body', () => {
  it('404 not_found for an unknown path and 405 for a wrong method', async () => {
    const { test } = await api.account();
    expectError(await api.call(test, 'GET', '/api/v1/nothing-here'), 404, 'not_found');
    expectError(await api.call(test, 'GET', '/api/v1/verify'), 405, 'method_not_allowed');
  });

  it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
    const { test } = await api.account();
    const ok = await api.call(test, 'POST', '/api/v1/verify', body, { 'X-Request-Id': 'client-req-12345' });
    expect(ok.headers.get('x-request-id')).toBe('client-req-12345');
    const bad = await api.call(test, 'POST', '/api/v1/verify', body, { 'X-Request-Id': 'x y<script>' });
    expect(bad.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
  });
});

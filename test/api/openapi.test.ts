/** GET /api/v1/openapi.json serves a valid OpenAPI 3.1 document describing what the server does. */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.js';

let api: TestApi;
let key: string;
beforeAll(async () => {
  api = await startTestApi();
  key = (await api.account()).test;
});
afterAll(async () => api.stop());

describe('openapi.json', () => {
  it('is a valid OpenAPI 3.1 document covering every endpoint the server answers', async () => {
    const res = await api.call(key, 'GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(res.json);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const path of [
      '/api/v1/verify',
      '/api/v1/verify/batch',
      '/api/v1/requests',
      '/api/v1/openapi.json',
    ]) {
      expect(Object.keys(res.json.paths)).toContain(path);
    }
  });
});

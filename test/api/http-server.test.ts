/**
 * What Node's HTTP parser refuses before Koa sees a request is answered with the API's error body:
 * headers past the limit (431 headers_too_large) and malformed HTTP (400 invalid_request). Node's own
 * answer was a status line with no body, which a client cannot branch on.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorOf } from '../../api/http-server.js';
import { validateErrorBody } from '../../api/schemas/validators.js';
import { startTestApi, type TestApi } from '../support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.stop());

/** Sends raw bytes on a new connection and reads everything until the server closes it. */
function raw(text: string): Promise<{ status: number; headers: string; body: string }> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let out = '';
    socket.on('data', (d: Buffer) => (out += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), headers: head, body });
    });
    socket.end(text);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('headers past the limit: 431 headers_too_large with the error body, and the connection closed', async () => {
    const res = await raw(
      `GET /api/v1/requests HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/\r\nConnection: close/i);
    expect(res.headers).toMatch(/\r\nContent-Type: application\/json/i);
    const body = JSON.parse(res.body) as unknown;
    expect(validateErrorBody(body)).toBe(true);
    expect(body).toMatchObject({ error: { code: 'headers_too_large' } });
  });

  it('a URL past the limit is the same', async () => {
    const res = await raw(`GET /api/v1/requests?${'a=1&'.repeat(5_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'headers_too_large' } });
  });

  it.each([
    ['not HTTP at all', 'HELLO THERE\r\n\r\n'],
    ['a broken header line', 'GET /api/v1/requests HTTP/1.1\r\nHost x\r\n\r\n'],
    [
      'two lengths',
      'POST /api/v1/verify HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    ],
  ])('%s: 400 invalid_request with the error body', async (_, text) => {
    const res = await raw(text);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body) as unknown;
    expect(validateErrorBody(body)).toBe(true);
    expect(body).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('a request that did not arrive in time is 408 request_timeout', () => {
    // Node checks its request timeouts every 30 s, too slow to wait for here; the mapping is what Vigil adds.
    const e = clientErrorOf('ERR_HTTP_REQUEST_TIMEOUT');
    expect([e.status, e.code]).toEqual([408, 'request_timeout']);
    expect(clientErrorOf('HPE_HEADER_OVERFLOW', 16_384).message).toContain('16384 bytes');
  });

  it('a well-formed request on the same server is unaffected', async () => {
    const res = await raw('GET /api/v1/requests HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'unauthorized' } });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeepAliveHttpClient } from './http-client.js';

let server: Server;
let base: string;
const seen: { path: string; ua: string | undefined; inm: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({
      path: req.url ?? '',
      ua: req.headers['user-agent'],
      inm: req.headers['if-none-match'] as string | undefined,
    });
    if (req.url === '/old') return res.writeHead(301, { location: '/new' }).end();
    if (req.url === '/slow') return; // never answers
    res
      .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', etag: '"e1"' })
      .end(gzipSync('<h1>Ann Lee</h1>'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('KeepAliveHttpClient', () => {
  it('follows redirects, decodes gzip, sends our user agent and the caller headers', async () => {
    const client = new KeepAliveHttpClient('VigilBot-test');
    const redirects: string[] = [];
    const res = await client.stream({ url: `${base}/old`, headers: { 'If-None-Match': '"e0"' } }, (r) =>
      redirects.push(r.url),
    );
    let body = '';
    for await (const chunk of res.stream) body += String(chunk);
    expect(body).toBe('<h1>Ann Lee</h1>');
    expect(res.url).toBe(`${base}/new`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"e1"');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(redirects).toEqual([`${base}/new`]);
    expect(seen.at(-1)).toEqual({ path: '/new', ua: 'VigilBot-test', inm: '"e0"' });
    const text = await client.sendRequest({ url: `${base}/x` });
    expect(text.body).toBe('<h1>Ann Lee</h1>');
    client.close();
  });

  it('gives up on a server that never answers', async () => {
    const client = new KeepAliveHttpClient();
    await expect(client.stream({ url: `${base}/slow`, timeout: { request: 200 } })).rejects.toThrow(
      /timed out/,
    );
    client.close();
  });
});

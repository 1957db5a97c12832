import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchMisconfiguredError,
  SearchUnavailableError,
  SearxngProvider,
  type SearchProviderError,
} from './search-provider.js';

type Mode = (res: ServerResponse, params: URLSearchParams) => void;
let mode: Mode;
let lastParams: URLSearchParams | undefined;
let server: Server;
let base: string;

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/searx/search') return json(res, { error: 'no' }, 404);
    lastParams = url.searchParams;
    mode(res, url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/searx/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function rejection(p: Promise<unknown>): Promise<SearchProviderError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).not.toBeNull();
  return e as SearchProviderError;
}

describe('SearxngProvider', () => {
  it('asks GET /search with q, format=json and pageno, and reads the results', async () => {
    mode = (res) =>
      json(res, {
        query: 'x',
        results: [
          {
            url: 'https://obits.example/jane-roe',
            title: 'Jane Roe Obituary',
            content: 'Jane Roe, 84, of Dayton',
            publishedDate: '2026-03-01T00:00:00',
          },
          { url: 'javascript:alert(1)', title: 'bad', content: '' },
          { title: 'no url' },
          { url: 'http://news.example/roe', title: 7 },
        ],
      });
    const hits = await new SearxngProvider(base).search('"Jane Roe" obituary', { page: 2 });
    expect(lastParams?.get('q')).toBe('"Jane Roe" obituary');
    expect(lastParams?.get('format')).toBe('json');
    expect(lastParams?.get('pageno')).toBe('2');
    expect(hits).toEqual([
      {
        url: 'https://obits.example/jane-roe',
        title: 'Jane Roe Obituary',
        content: 'Jane Roe, 84, of Dayton',
        publishedDate: '2026-03-01T00:00:00',
      },
      { url: 'http://news.example/roe', title: '', content: '' },
    ]);
  });

  it.each([503, 500, 502, 429])('says retry later on HTTP %i', async (status) => {
    mode = (res) => json(res, { error: 'busy' }, status);
    const e = await rejection(new SearxngProvider(base).search('q'));
    expect(e).toBeInstanceOf(SearchUnavailableError);
    expect(e.retryable).toBe(true);
    expect(e.status).toBe(status);
    expect(e.message).toMatch(/retry later/);
  });

  it('says how to enable JSON when SearXNG answers 403', async () => {
    mode = (res) => json(res, 'Forbidden', 403);
    const e = await rejection(new SearxngProvider(base).search('q'));
    expect(e).toBeInstanceOf(SearchMisconfiguredError);
    expect(e.retryable).toBe(false);
    expect(e.message).toMatch(/search\.formats.*settings\.yml/);
  });

  it.each([
    ['HTTP 400', (res: ServerResponse) => json(res, { error: 'bad' }, 400), /HTTP 400.*do not retry/],
    [
      'an HTML page',
      (res: ServerResponse) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html><body>SearXNG</body></html>');
      },
      /did not answer JSON/,
    ],
    ['JSON without results', (res: ServerResponse) => json(res, { query: 'q' }), /without a results list/],
    ['truncated JSON', (res: ServerResponse) => json(res, '{"results": ['), /did not answer JSON/],
  ])('never says retry on %s', async (_label, answer, message) => {
    mode = answer;
    const e = await rejection(new SearxngProvider(base).search('q'));
    expect(e).toBeInstanceOf(SearchMisconfiguredError);
    expect(e.retryable).toBe(false);
    expect(e.message).toMatch(message);
  });

  it('says retry later when SearXNG is slower than the timeout', async () => {
    mode = (res) => void setTimeout(() => json(res, { results: [] }), 2_000);
    const started = Date.now();
    const e = await rejection(new SearxngProvider(base, { timeoutMs: 200 }).search('q'));
    expect(e).toBeInstanceOf(SearchUnavailableError);
    expect(e.message).toMatch(/within 200 ms/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('says retry later when SearXNG is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const e = await rejection(new SearxngProvider(`http://127.0.0.1:${port}`).search('q'));
    expect(e).toBeInstanceOf(SearchUnavailableError);
    expect(e.message).toMatch(/unreachable \(ECONNREFUSED\)/);
  });

  it("rejects with the caller's abort reason", async () => {
    mode = (res) => void setTimeout(() => json(res, { results: [] }), 2_000);
    const controller = new AbortController();
    const p = new SearxngProvider(base).search('q', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled by client')), 50);
    await expect(p).rejects.toThrow('cancelled by client');
  });
});

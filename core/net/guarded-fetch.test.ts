import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseNetworkAllowlist } from './address-policy.js';
import { FetchFailedError, FetchRefusedError, guardedFetch, type ResolveHost } from './guarded-fetch.js';
import { MAX_REDIRECTS } from './limits.js';

const PAGE = '<!doctype html><html><head><title>Obituary</title></head><body><h1>Jane Roe</h1></body></html>';
const LOCAL = parseNetworkAllowlist(['127.0.0.1']);

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: Array<{ path: string; host: string | undefined }> = [];
/** Bytes the huge-body routes managed to write before the client went away. */
let hugeBytesWritten = 0;
let server: Server;
let base: string;
let port: number;

function html(res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({ path, host: req.headers.host });
    const handler = routes.get(path.split('?')[0]!);
    if (handler) handler(req, res);
    else {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end('<p>not here</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  routes.set('/page', (_req, res) => html(res, PAGE));
  routes.set('/latin1', (_req, res) =>
    html(res, Buffer.from('<p>José Müller</p>', 'latin1'), {
      'Content-Type': 'text/html; charset=iso-8859-1',
    }),
  );
  routes.set('/gzip', (_req, res) => html(res, gzipSync(PAGE), { 'Content-Encoding': 'gzip' }));
  routes.set('/bomb', (_req, res) =>
    html(res, gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20)), { 'Content-Encoding': 'gzip' }),
  );
  routes.set('/json', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"name":"Jane Roe"}');
  });
  routes.set('/pdf', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/pdf' });
    res.end('%PDF-1.4');
  });
  routes.set('/gone', (_req, res) => {
    res.writeHead(410, { 'Content-Type': 'text/html' });
    res.end('gone');
  });
  routes.set('/busy', (_req, res) => {
    res.writeHead(503, { 'Content-Type': 'text/html' });
    res.end('busy');
  });
  routes.set('/redirect-local', (_req, res) => {
    res.writeHead(302, { Location: '/page' });
    res.end();
  });
  for (const [path, location] of [
    ['/to-private', 'http://10.0.0.1/admin'],
    ['/to-metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['/to-mapped', 'http://[::ffff:192.168.1.1]/'],
    ['/to-other-loopback', 'http://127.0.0.2:0/page'],
    ['/to-file', 'file:///etc/passwd'],
  ] as const) {
    routes.set(path, (_req, res) => {
      res.writeHead(301, { Location: location.replace(':0/', `:${port}/`) });
      res.end();
    });
  }
  routes.set('/loop', (req, res) => {
    const n = Number(new URL(req.url!, base).searchParams.get('n') ?? '0');
    res.writeHead(307, { Location: `/loop?n=${n + 1}` });
    res.end();
  });
  routes.set('/huge', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!res.destroyed && hugeBytesWritten < 64 * 1024 * 1024) {
        hugeBytesWritten += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  });
  routes.set('/declared-huge', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(50 * 1024 * 1024) });
    res.write('<p>');
  });
  routes.set('/silent', () => {
    // Never answers: the deadline must end the fetch.
  });
  routes.set('/dribble', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write('<p>')), 50);
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

async function refusal(p: Promise<unknown>): Promise<FetchRefusedError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(FetchRefusedError);
  return e as FetchRefusedError;
}

async function failure(p: Promise<unknown>): Promise<FetchFailedError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(FetchFailedError);
  return e as FetchFailedError;
}

describe('guardedFetch: the address guard', () => {
  it('refuses 127.0.0.1 without an allowlist, before connecting', async () => {
    const e = await refusal(guardedFetch(`${base}/page`));
    expect(e.code).toBe('blocked_address');
    expect(e.message).toMatch(/loopback/);
    expect(seen).toHaveLength(0);
  });

  it('fetches from 127.0.0.1 when the allowlist admits it', async () => {
    const page = await guardedFetch(`${base}/page`, { allow: LOCAL });
    expect(page.status).toBe(200);
    expect(page.html).toBe(PAGE);
    expect(page.url).toBe(`${base}/page`);
    expect(seen).toHaveLength(1);
  });

  it('refuses a name that resolves to loopback, and admits it when the host is listed', async () => {
    const e = await refusal(guardedFetch(`http://localhost:${port}/page`));
    expect(e.message).toMatch(/localhost resolves to/);
    const page = await guardedFetch(`http://localhost:${port}/page`, {
      allow: parseNetworkAllowlist(['localhost']),
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(page.html).toBe(PAGE);
  });

  it('refuses a host when any of its addresses is private (rebinding shape)', async () => {
    const resolve: ResolveHost = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    const e = await refusal(guardedFetch('http://obits.example/x', { resolve }));
    expect(e.message).toMatch(/10\.0\.0\.7.*private/);
  });

  it.each([
    ['/to-private', /10\.0\.0\.1.*private/],
    ['/to-metadata', /169\.254\.169\.254.*metadata/],
    ['/to-mapped', /private.*IPv6 form/],
    ['/to-other-loopback', /127\.0\.0\.2.*loopback/],
  ])('refuses a redirect from %s to a private address and never requests it', async (path, reason) => {
    const e = await refusal(guardedFetch(`${base}${path}`, { allow: LOCAL }));
    expect(e.code).toBe('blocked_address');
    expect(e.message).toMatch(reason);
    expect(seen.map((s) => s.path)).toEqual([path]);
  });

  it('refuses a redirect to another scheme', async () => {
    const e = await refusal(guardedFetch(`${base}/to-file`, { allow: LOCAL }));
    expect(e.code).toBe('scheme');
  });

  it.each(['ftp://example.com/x', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://x/'])(
    'refuses the scheme of %s',
    async (url) => {
      expect((await refusal(guardedFetch(url))).code).toBe('scheme');
    },
  );

  it('refuses what is not a URL', async () => {
    expect((await refusal(guardedFetch('not a url'))).code).toBe('bad_url');
  });

  it('connects to the checked address, not to a second DNS answer', async () => {
    let calls = 0;
    // The first answer is checked (and admitted); a rebinding server would answer private next time.
    const resolve: ResolveHost = async () => {
      calls++;
      return [{ address: calls === 1 ? '127.0.0.1' : '192.0.2.1', family: 4 }];
    };
    const page = await guardedFetch(`http://obits.test:${port}/page`, { allow: LOCAL, resolve });
    expect(page.html).toBe(PAGE);
    expect(calls).toBe(1);
    expect(seen[0]!.host).toBe(`obits.test:${port}`);
  });

  it('re-resolves and re-checks every redirect hop', async () => {
    const asked: string[] = [];
    const resolve: ResolveHost = async (host) => {
      asked.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const page = await guardedFetch(`http://a.test:${port}/redirect-local`, { allow: LOCAL, resolve });
    expect(page.url).toBe(`http://a.test:${port}/page`);
    expect(page.requestedUrl).toBe(`http://a.test:${port}/redirect-local`);
    expect(asked).toEqual(['a.test', 'a.test']);
  });

  it(`follows at most ${MAX_REDIRECTS} redirects`, async () => {
    const e = await refusal(guardedFetch(`${base}/loop`, { allow: LOCAL }));
    expect(e.code).toBe('too_many_redirects');
    expect(seen).toHaveLength(MAX_REDIRECTS + 1);
  });
});

describe('guardedFetch: what it reads', () => {
  it('decodes gzip and the declared charset', async () => {
    expect((await guardedFetch(`${base}/gzip`, { allow: LOCAL })).html).toBe(PAGE);
    expect((await guardedFetch(`${base}/latin1`, { allow: LOCAL })).html).toBe('<p>José Müller</p>');
  });

  it.each(['/json', '/pdf'])('refuses %s as not HTML', async (path) => {
    const e = await failure(guardedFetch(`${base}${path}`, { allow: LOCAL }));
    expect(e.code).toBe('not_html');
    expect(e.retryable).toBe(false);
  });

  it('reports HTTP errors with whether to retry', async () => {
    const gone = await failure(guardedFetch(`${base}/gone`, { allow: LOCAL }));
    expect([gone.code, gone.status, gone.retryable]).toEqual(['http_status', 410, false]);
    const busy = await failure(guardedFetch(`${base}/busy`, { allow: LOCAL }));
    expect([busy.code, busy.status, busy.retryable]).toEqual(['http_status', 503, true]);
  });

  it('abandons a streamed body past the byte cap', async () => {
    hugeBytesWritten = 0;
    const maxBytes = 256 * 1024;
    const started = Date.now();
    const e = await failure(guardedFetch(`${base}/huge`, { allow: LOCAL, maxBytes }));
    expect(e.code).toBe('too_large');
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((r) => setTimeout(r, 100));
    // The server stops far short of the 64 MiB it would send: the client hung up.
    expect(hugeBytesWritten).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses a declared length over the cap without reading it', async () => {
    const e = await failure(guardedFetch(`${base}/declared-huge`, { allow: LOCAL, maxBytes: 1024 * 1024 }));
    expect(e.code).toBe('too_large');
    expect(e.message).toMatch(/declares/);
  });

  it('caps the decompressed size of a compressed body', async () => {
    const e = await failure(guardedFetch(`${base}/bomb`, { allow: LOCAL, maxBytes: 1024 * 1024 }));
    expect(e.code).toBe('too_large');
  });

  it.each(['/silent', '/dribble'])('gives up on %s at the deadline', async (path) => {
    const started = Date.now();
    const e = await failure(guardedFetch(`${base}${path}`, { allow: LOCAL, timeoutMs: 300 }));
    const took = Date.now() - started;
    expect(e.code).toBe('timeout');
    expect(e.retryable).toBe(true);
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(3_000);
  });

  it("rejects with the caller's abort reason, not a fetch failure", async () => {
    const controller = new AbortController();
    const p = guardedFetch(`${base}/silent`, { allow: LOCAL, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('verify cancelled')), 50);
    await expect(p).rejects.toThrow('verify cancelled');
  });

  it('reports a refused connection as a retryable network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const e = await failure(guardedFetch(`http://127.0.0.1:${freePort}/`, { allow: LOCAL }));
    expect(e.code).toBe('network');
    expect(e.message).toMatch(/ECONNREFUSED/);
  });
});

/**
 * The crawler against a small hand-built site on 127.0.0.1 whose server counts what it is asked:
 * robots.txt, retries of a 500, no retry of a 404, timeouts, per-host concurrency and delay, and a
 * failing sink.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crawlSources, type CrawledObituary, type CrawlOptions } from '../../crawler/crawl.js';
import type { CrawlSource, StateStore } from '../../store/state/ports.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';

const PEOPLE = [
  'Ann Lee',
  'Carl Moss',
  'Dora Pike',
  'Evan Hart',
  'Fay Cole',
  'Gus Reid',
  'Hal Ford',
  'Ida Lane',
  'Jon Sims',
  'Kay Dunn',
];
/** Every response waits this long, so requests overlap and concurrency can be observed. */
const RESPONSE_DELAY_MS = 40;

const slug = (name: string, i: number): string => `${name.toLowerCase().replace(' ', '-')}-${i}`;
const obituaryPage = (name: string): string =>
  `<!doctype html><html><head><title>${name} Obituary</title></head><body><article><h1>${name}</h1><p>${name}, 84, of Toledo, Ohio, passed away on March 3, 2026, at home. Born June 2, 1941, in Toledo.</p><p>Survived by a son, Tom.</p></article></body></html>`;

interface SiteLog {
  hits: Map<string, number>;
  starts: number[];
  inFlight: number;
  maxInFlight: number;
  headers: Map<string, string | undefined>;
}

let server: Server;
let base: string;
let log: SiteLog;
/** Whether the listing links the page that never answers (its timed-out socket closes at an unknown moment, which would blur the in-flight count). */
let withHang = false;
let dir: string;
let state: StateStore;
let source: CrawlSource;

function listing(page: number): string {
  const first = page === 1 ? PEOPLE.slice(0, 5) : PEOPLE.slice(5);
  const offset = page === 1 ? 0 : 5;
  const items = first
    .map((n, i) => `<li><a href="/site/obituaries/${slug(n, offset + i + 1)}">${n}</a></li>`)
    .join('');
  const extra =
    page === 1
      ? `<li><a href="/site/obituaries/private-bob-stone-20">Bob Stone</a></li><li><a href="/site/obituaries/flaky-zed-ray-21">Zed Ray</a></li><li><a href="/site/obituaries/gone-ola-fry-22">Ola Fry</a></li>${withHang ? '<li><a href="/site/obituaries/hang-uma-day-23">Uma Day</a></li>' : ''}<li><a href="/elsewhere/obituaries/out-of-scope-24">Out Scope</a></li>`
      : '';
  const next = page === 1 ? '<a rel="next" href="/site/obituaries?page=2">Next</a>' : '';
  return `<!doctype html><html><head><title>Obituaries</title></head><body><h1>Obituaries</h1><ul>${items}${extra}</ul>${next}</body></html>`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    log.hits.set(path, (log.hits.get(path) ?? 0) + 1);
    log.headers.set(path, req.headers['if-none-match'] as string | undefined);
    if (path === '/robots.txt') {
      res
        .writeHead(200, { 'content-type': 'text/plain' })
        .end('User-agent: *\nDisallow: /site/obituaries/private-\n');
      return;
    }
    log.starts.push(Date.now());
    log.inFlight++;
    log.maxInFlight = Math.max(log.maxInFlight, log.inFlight);
    const answer = (status: number, body: string, headers: Record<string, string> = {}): void => {
      setTimeout(() => {
        log.inFlight--;
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
      }, RESPONSE_DELAY_MS);
    };
    if (path.startsWith('/site/obituaries/hang-')) {
      // Never answers: the crawler must give up on its own.
      res.on('close', () => log.inFlight--);
      return;
    }
    if (path === '/site/obituaries') return answer(200, listing(1), { etag: '"list-1"' });
    if (path === '/site/obituaries?page=2') return answer(200, listing(2), { etag: '"list-2"' });
    if (path.startsWith('/site/obituaries/flaky-')) {
      return log.hits.get(path) === 1
        ? answer(500, 'Internal Server Error')
        : answer(200, obituaryPage('Zed Ray'));
    }
    if (path.startsWith('/site/obituaries/gone-')) return answer(404, 'Not Found');
    const m = /^\/site\/obituaries\/([a-z]+)-([a-z]+)-(\d+)$/.exec(path);
    const person = m ? PEOPLE[Number(m[3]) - 1] : undefined;
    if (person) return answer(200, obituaryPage(person), { etag: `"p-${m![3]}"` });
    return answer(404, 'Not Found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

beforeEach(async () => {
  log = { hits: new Map(), starts: [], inFlight: 0, maxInFlight: 0, headers: new Map() };
  withHang = false;
  dir = mkdtempSync(join(tmpdir(), 'vigil-polite-'));
  state = openSqliteState(join(dir, 'state.sqlite'));
  source = await state.sources.add({
    url: `${base}/site/obituaries`,
    type: 'funeral_home',
    state: 'OH',
    county: 'Lucas',
    name: 'Test FH',
    render: 'http',
  });
  return async () => {
    await state.close();
    rmSync(dir, { recursive: true, force: true });
  };
});

const options = (sink: CrawlOptions['sink'], more: Partial<CrawlOptions> = {}): CrawlOptions => ({
  sink,
  repository: state.sources,
  hostConcurrency: 2,
  hostDelayMs: 0,
  maxRetries: 2,
  retryBaseDelayMs: 20,
  // Generous, so a loaded machine cannot turn a slow answer into a retry the counts do not expect;
  // the never-answering page's test sets its own short timeout.
  navigationTimeoutMs: 10_000,
  readerThreads: 0,
  ...more,
});

describe('crawler politeness and failure handling', () => {
  it('respects robots.txt and per-host concurrency, retries a 500, never a 404', async () => {
    const got: CrawledObituary[] = [];
    const [stats] = await crawlSources(
      [source],
      options(async (b) => void got.push(...b)),
    );
    expect(log.hits.get('/robots.txt')).toBe(1);
    expect([...log.hits.keys()].some((p) => p.includes('private-'))).toBe(false);
    expect([...log.hits.keys()].some((p) => p.startsWith('/elsewhere/'))).toBe(false);
    expect(log.maxInFlight).toBe(2);
    expect(log.hits.get('/site/obituaries/flaky-zed-ray-21')).toBe(2);
    expect(log.hits.get('/site/obituaries/gone-ola-fry-22')).toBe(1);
    const names = got.map((o) => o.extracted.name.full).sort();
    expect(names).toEqual([...PEOPLE, 'Zed Ray'].sort());
    expect(
      got.every((o) => o.source.id === source.id && o.source.county === 'Lucas' && o.html === undefined),
    ).toBe(true);
    expect(stats).toMatchObject({
      sourceId: source.id,
      outcome: 'completed',
      obituariesExtracted: 11,
      robotsDisallowed: 1,
      skippedUnchanged: 0,
      errors: { http_4xx: 1 },
    });
    // 2 listings + 10 people + the flaky page once (its 500 is not a page we read) + the 404
    expect(stats!.pagesFetched).toBe(14);
    expect(await state.sources.latestRuns()).toEqual([stats]);
  });

  it('gives up on a page that never answers after its retries', async () => {
    withHang = true;
    const [stats] = await crawlSources(
      [source],
      options(async () => undefined, { navigationTimeoutMs: 400 }),
    );
    expect(log.hits.get('/site/obituaries/hang-uma-day-23')).toBe(3);
    expect(stats).toMatchObject({
      outcome: 'completed',
      obituariesExtracted: 11,
      errors: { http_4xx: 1, timeout: 1 },
    });
  });

  it('spaces request starts on a host by the configured delay', async () => {
    await crawlSources(
      [source],
      options(async () => undefined, { hostConcurrency: 4, hostDelayMs: 60, maxRetries: 0 }),
    );
    const starts = [...log.starts].sort((a, b) => a - b);
    expect(starts.length).toBeGreaterThan(10);
    // The server runs in the test's own process: an event loop stalled by other work may take two
    // arrivals in one tick (CI once logged two starts 0 ms apart, every other gap at 60 ms). One such
    // gap is allowed; without the delay, nine of the thirteen gaps fall under 45 ms.
    const close = starts.slice(1).filter((t, i) => t - starts[i]! < 45);
    expect(close.length).toBeLessThanOrEqual(1);
  });

  it('re-crawls conditionally: 304s and unchanged pages skip extraction and the sink', async () => {
    await crawlSources(
      [source],
      options(async () => undefined),
    );
    const second: CrawledObituary[] = [];
    const [stats] = await crawlSources(
      [source],
      options(async (b) => void second.push(...b)),
    );
    expect(second).toEqual([]);
    expect(log.headers.get('/site/obituaries')).toBe('"list-1"');
    expect(log.headers.get('/site/obituaries/ann-lee-1')).toBe('"p-1"');
    expect(stats!.skippedUnchanged).toBe(13);
    expect(stats!.pagesFetched).toBe(14);
    expect(stats!.obituariesExtracted).toBe(0);
  });

  it('stops on a failing sink and remembers nothing of the refused batch', async () => {
    const [failed] = await crawlSources(
      [source],
      options(
        async () => {
          throw new Error('index is down');
        },
        { sinkBatchSize: 3 },
      ),
    );
    expect(failed!.outcome).toBe('failed');
    expect(failed!.errors.sink).toBeGreaterThanOrEqual(1);
    const got: CrawledObituary[] = [];
    const [again] = await crawlSources(
      [source],
      options(async (b) => void got.push(...b)),
    );
    expect(again!.outcome).toBe('completed');
    expect(got.map((o) => o.extracted.name.full).sort()).toEqual([...PEOPLE, 'Zed Ray'].sort());
  });

  it('records an aborted crawl', async () => {
    const abort = new AbortController();
    const [stats] = await crawlSources(
      [source],
      options(async () => undefined, {
        signal: abort.signal,
        onProgress: (p) => {
          if (p.done >= 2) abort.abort();
        },
      }),
    );
    expect(stats!.outcome).toBe('aborted');
    expect(stats!.pagesFetched).toBeLessThan(14);
  });
});

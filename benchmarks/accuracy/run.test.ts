/**
 * A world folder written by hand works end to end: two hand-written sites (a funeral home and a
 * newspaper), one web-only memorial page reachable only through a hand-written SearXNG-style search
 * endpoint, and five subjects; crawled by the real crawler, indexed, and answered by the real API.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/support/redis.js';
import { summarizeAccuracy } from './report.js';
import { requestAtDepth, runAccuracy, type AccuracyRun } from './run.js';

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

const obituary = (name: string, paragraphs: string[]): string =>
  page(
    `${name} Obituary`,
    `<header><a href="/">Home</a></header><main><article class="obituary"><h1>${name}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</article></main>`,
  );

/** The hand-written sites, by path. */
const PAGES: Record<string, { html: string; text: string }> = {};
function add(path: string, html: string): void {
  PAGES[path] = { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}
add(
  '/oak-hill/obituaries',
  page(
    'Obituaries | Oak Hill Funeral Home',
    `<h1>Recent Obituaries</h1><ul>
      <li><a href="/oak-hill/obituaries/margaret-delacroix">Margaret Rose Delacroix</a> October 11, 2025</li>
      <li><a href="/oak-hill/obituaries/wendell-okafor">Wendell James Okafor</a> October 2, 2025</li>
    </ul>`,
  ),
);
add(
  '/oak-hill/obituaries/margaret-delacroix',
  obituary('Margaret Rose Delacroix', [
    'Margaret Rose Delacroix, 89, of Lafayette, Louisiana, passed away on October 11, 2025, at her home surrounded by her family.',
    'She was born on August 19, 1936, in Opelousas, Louisiana. Margaret taught third grade for 30 years.',
    'She is survived by her son, Paul Delacroix of Lafayette; and her sister, Anne Guidry of Baton Rouge.',
    'Services will be held at Oak Hill Funeral Home.',
  ]),
);
add(
  '/oak-hill/obituaries/wendell-okafor',
  obituary('Wendell James Okafor', [
    'Wendell James Okafor, 77, of Lafayette, Louisiana, died October 2, 2025.',
    'He was born March 3, 1948, in Lake Charles. He worked as an electrician for 40 years.',
    'He is survived by his wife, Doris Okafor; and a daughter, Lena Okafor of Houston, Texas.',
  ]),
);
add(
  '/gazette/obits/',
  page(
    'Obituaries | The Acadiana Gazette',
    `<h1>Obituaries</h1><div class="obits"><h2><a href="/gazette/obits/harold-brenneman-2025.html">Harold Brenneman</a></h2>
      <p>Harold Brenneman, 81, of Breaux Bridge, died September 28, 2025. <a href="/gazette/obits/harold-brenneman-2025.html">Read more</a></p></div>`,
  ),
);
add(
  '/gazette/obits/harold-brenneman-2025.html',
  obituary('Harold Brenneman', [
    'Harold Lee Brenneman, 81, of Breaux Bridge, Louisiana, died on September 28, 2025, at Lafayette General Medical Center.',
    'Harold was born on January 5, 1944, in Breaux Bridge. He farmed rice and crawfish for most of his life.',
    'He is survived by his wife of 55 years, Claire Brenneman.',
  ]),
);
add(
  '/memorials/evelyn-castellanos',
  obituary('Evelyn Marie Castellanos', [
    'Evelyn Marie Castellanos, 92, of Opelousas, Louisiana, passed away on October 5, 2025.',
    'She was born on May 14, 1933, in New Iberia, Louisiana. Evelyn was a nurse for 35 years.',
    'She is survived by her nephew, Rene Castellanos.',
  ]),
);

/** SearXNG's JSON shape over every obituary page; a page matches when it holds every query word. */
function search(q: string, base: string): unknown {
  const words = q
    .toLowerCase()
    .replace(/["()]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !['obituary', 'obituaries', 'death', 'died', 'obit'].includes(w));
  const results = Object.entries(PAGES)
    .filter(([path]) => !path.endsWith('/') && !path.endsWith('obituaries'))
    .filter(([, p]) => {
      const text = p.text.toLowerCase();
      const hits = words.filter((w) => text.includes(w)).length;
      return words.length > 0 && hits >= Math.min(2, words.length);
    })
    .map(([path, p]) => ({
      url: base + path,
      title: p.text.slice(0, 60),
      content: p.text.slice(0, 200),
      engine: 'hand',
      engines: ['hand'],
      category: 'general',
      score: 1,
    }));
  return {
    query: q,
    number_of_results: results.length,
    results,
    answers: [],
    corrections: [],
    infoboxes: [],
    suggestions: [],
    unresponsive_engines: [],
  };
}

let server: Server;
let base = '';
let worldDir = '';
let run: AccuracyRun;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /search\n');
      return;
    }
    if (url.pathname === '/search') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(search(url.searchParams.get('q') ?? '', base)));
      return;
    }
    const p = PAGES[url.pathname];
    if (!p) {
      res.writeHead(404, { 'content-type': 'text/html' }).end(page('Not found', '<h1>Not found</h1>'));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(p.html);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The world folder, as a person would write it (only the port is filled in).
  worldDir = mkdtempSync(join(tmpdir(), 'vigil-hand-world-'));
  writeFileSync(
    join(worldDir, 'sources.json'),
    JSON.stringify([
      {
        url: `${base}/oak-hill/obituaries`,
        type: 'funeral_home',
        state: 'LA',
        county: 'Lafayette',
        name: 'Oak Hill Funeral Home',
      },
      {
        url: `${base}/gazette/obits/`,
        type: 'newspaper',
        state: 'LA',
        county: 'St. Martin',
        name: 'The Acadiana Gazette',
      },
    ]),
  );
  writeFileSync(join(worldDir, 'search.json'), JSON.stringify({ url: base }));
  const subjects = [
    {
      subject_id: 'margaret',
      request: {
        first_name: 'Margaret',
        middle_name: 'Rose',
        last_name: 'Delacroix',
        dob: { year: 1936, month: 8, day: 19 },
        address: { city: 'Lafayette', state: 'LA' },
      },
      truth: { deceased: true, obituary_urls: [`${base}/oak-hill/obituaries/margaret-delacroix`] },
      difficulty: ['full_details'],
    },
    {
      subject_id: 'wendell',
      request: {
        first_name: 'Wendell',
        last_name: 'Okafor',
        dob: { year: 1948, month: 3, day: 3 },
        address: { line1: '12 Oak St, Lafayette, LA' },
      },
      truth: { deceased: true, obituary_urls: [`${base}/oak-hill/obituaries/wendell-okafor`] },
    },
    {
      subject_id: 'harold',
      request: {
        first_name: 'Harold',
        last_name: 'Brenneman',
        dob: { year: 1944, month: 1, day: 5 },
        address: { city: 'Breaux Bridge', state: 'LA' },
      },
      truth: { deceased: true, obituary_urls: [`${base}/gazette/obits/harold-brenneman-2025.html`] },
    },
    {
      subject_id: 'evelyn',
      request: {
        first_name: 'Evelyn',
        middle_name: 'Marie',
        last_name: 'Castellanos',
        dob: { year: 1933, month: 5, day: 14 },
        address: { city: 'Opelousas', state: 'LA' },
      },
      truth: { deceased: true, obituary_urls: [`${base}/memorials/evelyn-castellanos`] },
      difficulty: ['web_only'],
    },
    {
      subject_id: 'paul',
      request: {
        first_name: 'Paul',
        last_name: 'Delacroix',
        dob: { year: 1962 },
        address: { city: 'Lafayette', state: 'LA' },
      },
      truth: { deceased: false, obituary_urls: [] },
      difficulty: ['survivor_namesake'],
    },
  ];
  writeFileSync(join(worldDir, 'subjects.jsonl'), subjects.map((s) => JSON.stringify(s)).join('\n') + '\n');

  run = await runAccuracy({
    worldDir,
    seed: 0,
    decedents: 0,
    living: 0,
    depths: ['recent', 'standard'],
    redisUrl: testRedisUrl(),
    concurrency: 2,
  });
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  if (worldDir) rmSync(worldDir, { recursive: true, force: true });
});

describe('a hand-written world folder, end to end', () => {
  it('crawls both sources into the index', () => {
    expect(run.generated).toBeNull();
    expect(run.crawl.sources).toBe(2);
    expect(run.crawl.failedSources).toBe(0);
    expect(run.crawl.obituariesExtracted).toBe(3);
    expect(run.crawl.indexedDecedents).toBe(3);
  });

  it('answers every subject at every depth over HTTP', () => {
    expect(run.outcomes).toHaveLength(10);
    for (const o of run.outcomes) {
      expect(o.status, o.error).toBe(200);
      expect(o.searched_depth).toBe(o.depth);
      expect(o.latency_ms).toBeGreaterThan(0);
    }
  });

  it('finds the crawled decedents at recent, the web-only one at standard, and never the living son', () => {
    const report = summarizeAccuracy(run.world.subjects, run.outcomes, run.scopes, ['recent', 'standard']);
    const [recent, standard] = report.depths;
    expect(run.scopes.get('evelyn')).toEqual({ recent: false, standard: true });
    expect(recent!.inScope.decedents).toBe(3);
    expect(recent!.inScope.foundOrPossible).toBe(3);
    expect(standard!.inScope.decedents).toBe(4);
    expect(standard!.inScope.foundOrPossible).toBe(4);
    expect(recent!.livingFound + standard!.livingFound).toBe(0);
    expect(recent!.wrongPersonFound + standard!.wrongPersonFound).toBe(0);
    const evelyn = run.outcomes.find((o) => o.subject_id === 'evelyn' && o.depth === 'recent')!;
    expect(evelyn.result).toBe('not_found');
  });
});

describe('the request at a depth', () => {
  it("sets search_depth, or removes it for auto, and leaves the customer's body alone", () => {
    const body = { first_name: 'A', last_name: 'B', search_depth: 'extended' };
    expect(requestAtDepth(body, 'recent')).toEqual({
      first_name: 'A',
      last_name: 'B',
      search_depth: 'recent',
    });
    expect(requestAtDepth(body, 'auto')).toEqual({ first_name: 'A', last_name: 'B' });
    expect(body.search_depth).toBe('extended');
  });
});

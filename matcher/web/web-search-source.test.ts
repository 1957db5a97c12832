import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseNetworkAllowlist } from '../../core/net/address-policy.js';
import { capitalizeNameToken, normalizeNamePart } from '../../core/names/normalize.js';
import { loadNicknamePairs } from '../../core/reference/index.js';
import type { VerifyQuery } from '../../core/verification.js';
import { startObituaryWeb, type ObituaryWeb } from '../../fixtures/web/index.js';
import { buildNotice } from '../../fixtures/world/notice.js';
import { pageTruth, type PageTruth } from '../../fixtures/world/truth.js';
import { decedentIdFor } from '../../indexer/observation.js';
import { RedisKeys } from '../../store/redis/connection.js';
import { testPrefix, testRedis } from '../../test/support/redis.js';
import { defaultGivenNameVariants } from './name-variants.js';
import {
  SearchMisconfiguredError,
  SearchUnavailableError,
  SearxngProvider,
  type SearchHit,
} from './search-provider.js';
import { loadConfig } from '../../core/config.js';
import { DEFAULT_FETCH_TIMEOUT_MS, DEFAULT_MAX_PAGE_BYTES } from '../../core/net/limits.js';
import {
  createWebSearchSource,
  SEARCH_CONCURRENCY,
  WebSearchSource,
  type WebSearchSourceOptions,
} from './web-search-source.js';

/** The fixture world's "today"; the plan's newest year comes from it. */
const TODAY = new Date('2026-03-15T12:00:00.000Z');
const LOCAL = parseNetworkAllowlist(['127.0.0.1']);

let web: ObituaryWeb;
let redis: Redis;
/** Web-only decedents: every visible page of their death is on a site that is not a crawl source. */
let webOnly: PageTruth[];

/**
 * A SearXNG-speaking server in front of the fixture's search: it logs every query, can delay, fail
 * or add results, and also serves a slow page and a page that is not an obituary.
 */
const searx = {
  server: undefined as Server | undefined,
  url: '',
  queries: [] as string[],
  inFlight: 0,
  peak: 0,
  delayMs: 0,
  /** 'ok', 'down' (503), 'flaky' (503 for the first request of each query), 'garbage' (not JSON). */
  mode: 'ok' as 'ok' | 'down' | 'flaky' | 'garbage',
  extraHits: [] as SearchHit[],
  reset() {
    this.queries = [];
    this.inFlight = 0;
    this.peak = 0;
    this.delayMs = 0;
    this.mode = 'ok';
    this.extraHits = [];
  },
  count(q: string) {
    return this.queries.filter((x) => x === q).length;
  },
};

async function handleSearx(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://searx.invalid');
  if (url.pathname.startsWith('/slow-obit/')) return; // never answers
  if (url.pathname === '/column/death-notices') {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(
      readFileSync(new URL('../../crawler/extract/__pages__/notices-inverted.html', import.meta.url), 'utf8'),
    );
    return;
  }
  if (url.pathname.startsWith('/about/')) {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(
      '<html><head><title>About our staff</title></head><body><h1>Our staff</h1><p>Founded in 1952.</p></body></html>',
    );
    return;
  }
  const q = url.searchParams.get('q') ?? '';
  const firstTime = searx.count(q) === 0;
  searx.queries.push(q);
  searx.inFlight++;
  searx.peak = Math.max(searx.peak, searx.inFlight);
  try {
    if (searx.delayMs > 0) await new Promise((r) => setTimeout(r, searx.delayMs));
    if (searx.mode === 'down' || (searx.mode === 'flaky' && firstTime)) {
      res.writeHead(503, { 'Content-Type': 'text/html' });
      res.end('<h1>503</h1>');
      return;
    }
    if (searx.mode === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>not the json api</html>');
      return;
    }
    const upstream = await fetch(`${web.url}/search?${url.searchParams.toString()}`);
    const answer = (await upstream.json()) as { results: SearchHit[] };
    answer.results = [...searx.extraHits, ...answer.results];
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer));
  } finally {
    searx.inFlight--;
  }
}

beforeAll(async () => {
  web = await startObituaryWeb({ world: { seed: 3, decedents: 400 } });
  const visible = new Map<string, PageTruth[]>();
  for (const d of web.world.decedents()) {
    for (const pub of d.publications) {
      if (pub.publishedDay > web.world.options.asOfDay) continue;
      const t = pageTruth(web.url, buildNotice(d, pub, web.world.sourceById));
      visible.set(t.decedent_id, [...(visible.get(t.decedent_id) ?? []), t]);
    }
  }
  webOnly = [...visible.values()]
    .filter((pages) => pages.length === 1 && pages[0]!.source_type === 'web')
    .map((pages) => pages[0]!);
  searx.server = createServer((req, res) => void handleSearx(req, res));
  await new Promise<void>((resolve) => searx.server!.listen(0, '127.0.0.1', resolve));
  searx.url = `http://127.0.0.1:${(searx.server!.address() as AddressInfo).port}`;
  redis = testRedis();
  // Warm the fixture's search index so the first test's timings are its own.
  await fetch(`${web.url}/search?q=warm+up&format=json`);
});

afterAll(async () => {
  searx.server?.closeAllConnections();
  await new Promise<void>((resolve) => searx.server?.close(() => resolve()));
  await web.stop();
  redis.disconnect();
});

beforeEach(() => searx.reset());

function source(over: Partial<WebSearchSourceOptions> = {}): { src: WebSearchSource; prefix: string } {
  const prefix = testPrefix('web');
  const src = new WebSearchSource({
    provider: new SearxngProvider(searx.url),
    redis,
    keys: new RedisKeys(prefix),
    fetch: { allow: LOCAL, timeoutMs: 2_000 },
    now: () => TODAY,
    ...over,
  });
  return { src, prefix };
}

function queryFor(t: PageTruth, over: Partial<VerifyQuery> = {}): VerifyQuery {
  return {
    firstName: t.legal_name.given,
    lastName: t.legal_name.surname,
    address: { city: t.city, state: t.state },
    searchDepth: 'standard',
    requireMatch: [],
    includeSurvivors: false,
    fresh: false,
    ...over,
  };
}

const STANDARD = { depth: 'standard', lookbackYears: 0, fresh: false } as const;

describe('WebSearchSource', () => {
  it('finds a web-only decedent through search and returns it as a candidate with its source URL', async () => {
    const t = webOnly[0]!;
    const { src } = source();
    const candidates = await src.search(queryFor(t), STANDARD);
    const found = candidates.find((c) => c.url === t.url);
    expect(found, `${t.full_name} at ${t.url}`).toBeDefined();
    expect(found!.decedent.id).toBe(decedentIdFor(t.url));
    expect(found!.decedent.sources.map((s) => s.url)).toEqual([t.url]);
    expect(found!.decedent.name.surname).toBe(normalizeNamePart(t.name.surname));
    const [y, m, d] = t.death_date!.split('-').map(Number);
    expect(found!.decedent.deathDate).toEqual({ year: y, month: m, day: d });
    expect(found!.fetchedAt).toBe(TODAY.toISOString());
    for (const r of found!.relatives) expect(r.decedentId).toBe(found!.decedent.id);
    expect(searx.queries).toContain(`"${t.legal_name.given} ${t.legal_name.surname}" obituary`);
  });

  it('finds a decedent searched under a nickname through the formal-name variant', async () => {
    const variants = defaultGivenNameVariants();
    let pick: { t: PageTruth; nickname: string } | undefined;
    for (const t of webOnly) {
      const formal = normalizeNamePart(t.legal_name.given);
      const nick = loadNicknamePairs().find(
        ([f, n]) => f === formal && variants.of(n).includes(capitalizeNameToken(formal)),
      )?.[1];
      if (nick) {
        pick = { t, nickname: capitalizeNameToken(nick) };
        break;
      }
    }
    expect(pick, 'a web-only decedent with a listed nickname').toBeDefined();
    const { t, nickname } = pick!;
    // No place: the place words alone would let the engine find the page without the name variant.
    const query = queryFor(t, { firstName: nickname, address: undefined });

    const without = await source({ variants: { of: () => [] } }).src.search(query, STANDARD);
    expect(without.map((c) => c.url)).not.toContain(t.url);

    searx.reset();
    const candidates = await source().src.search(query, STANDARD);
    expect(candidates.map((c) => c.url)).toContain(t.url);
    expect(searx.queries).toContain(`"${t.legal_name.given} ${t.legal_name.surname}" obituary`);
  });

  it('extended makes one search per year of the lookback, a bounded number at a time', async () => {
    const t = webOnly[1]!;
    searx.delayMs = 30;
    const { src } = source();
    const candidates = await src.search(queryFor(t), { depth: 'extended', lookbackYears: 7, fresh: false });
    const years = searx.queries.map((q) => / obituary (\d{4})$/.exec(q)?.[1]).filter((y) => y !== undefined);
    expect(years.sort()).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026']);
    const plan = src.plan(queryFor(t), { depth: 'extended', lookbackYears: 7 });
    expect(searx.queries).toHaveLength(plan.length);
    expect(src.lastReport?.searches).toBe(plan.length);
    expect(searx.peak).toBeLessThanOrEqual(SEARCH_CONCURRENCY);
    expect(searx.peak).toBeGreaterThan(1);
    expect(candidates.map((c) => c.url)).toContain(t.url);
  });

  it('standard never searches by year', async () => {
    const { src } = source();
    await src.search(queryFor(webOnly[1]!), { depth: 'standard', lookbackYears: 7, fresh: false });
    expect(searx.queries.some((q) => / obituary \d{4}$/.test(q))).toBe(false);
  });

  it('stops an extended search when the signal aborts', async () => {
    searx.delayMs = 150;
    const controller = new AbortController();
    const { src } = source();
    const p = src.search(queryFor(webOnly[2]!), {
      depth: 'extended',
      lookbackYears: 20,
      fresh: false,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('verify cancelled')), 100);
    await expect(p).rejects.toThrow('verify cancelled');
    const asked = searx.queries.length;
    expect(asked).toBeLessThanOrEqual(SEARCH_CONCURRENCY);
    await new Promise((r) => setTimeout(r, 400));
    expect(searx.queries.length).toBe(asked);
  });

  it('answers a repeated query from the cache, and fresh bypasses it and refetches', async () => {
    const t = webOnly[3]!;
    const { src, prefix } = source({ cacheTtlSeconds: 120 });
    const first = await src.search(queryFor(t), STANDARD);
    expect(first.map((c) => c.url)).toContain(t.url);
    expect(src.lastReport!.pagesFetched).toBeGreaterThan(0);
    const searches = searx.queries.length;
    const served = web.stats().requests;

    const second = await src.search(queryFor(t), STANDARD);
    expect(second).toEqual(first);
    expect(src.lastReport!.fromCache).toBe(true);
    expect(searx.queries.length).toBe(searches);
    expect(web.stats().requests).toBe(served);

    const fresh = await src.search(queryFor(t), { ...STANDARD, fresh: true });
    expect(fresh.map((c) => c.url)).toContain(t.url);
    expect(src.lastReport!.fromCache).toBe(false);
    expect(src.lastReport!.pagesFromCache).toBe(0);
    expect(src.lastReport!.pagesFetched).toBeGreaterThan(0);
    expect(searx.queries.length).toBe(2 * searches);
    expect(web.stats().requests).toBeGreaterThan(served + searches);

    const keys = await redis.keys(`${prefix}*`);
    expect(keys.some((k) => k.startsWith(`${prefix}web:found:`))).toBe(true);
    expect(keys.some((k) => k.startsWith(`${prefix}web:page:`))).toBe(true);
    for (const k of keys) {
      const ttl = await redis.ttl(k);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(120);
    }
  });

  it('reuses cached pages across plans (standard, then extended)', async () => {
    const t = webOnly[4]!;
    const { src } = source();
    await src.search(queryFor(t), STANDARD);
    const extended = await src.search(queryFor(t), { depth: 'extended', lookbackYears: 3, fresh: false });
    expect(extended.map((c) => c.url)).toContain(t.url);
    expect(src.lastReport!.fromCache).toBe(false);
    expect(src.lastReport!.pagesFromCache).toBeGreaterThan(0);
  });

  it("reads a death-notice column among the results: the person's notice under its fragment, from the cache too", async () => {
    const column = `${searx.url}/column/death-notices`;
    const ruth: VerifyQuery = {
      firstName: 'Ruth',
      lastName: 'Cummings',
      address: { city: 'East Peoria', state: 'IL' },
      searchDepth: 'standard',
      requireMatch: [],
      includeSurvivors: false,
      fresh: false,
    };
    const { src } = source();
    const read = async (): Promise<string[]> => {
      searx.extraHits = [
        { url: column, title: 'Death Notices - The Peoria Star', content: 'CUMMINGS, Ruth Ann, 93' },
      ];
      return (await src.search(ruth, STANDARD)).map((c) => c.url);
    };
    const live = await read();
    expect(live).toContain(`${column}#notice-ruth-ann-cummings`);
    expect(live).not.toContain(column);
    // The column's page reading is cached as its notices: another plan reads them from the cache.
    const extended = await src.search(ruth, { depth: 'extended', lookbackYears: 1, fresh: false });
    expect(extended.map((c) => c.url)).toContain(`${column}#notice-ruth-ann-cummings`);
    expect(src.lastReport!.pagesFromCache).toBeGreaterThan(0);
  });

  it('never caches "nothing found": the next request searches live again (rule 8)', async () => {
    const nobody: VerifyQuery = { ...queryFor(webOnly[0]!), firstName: 'Zebediah', lastName: 'Quizzleworth' };
    const { src, prefix } = source();
    expect(await src.search(nobody, STANDARD)).toEqual([]);
    const searches = searx.queries.length;
    expect(searches).toBeGreaterThan(0);
    expect(await src.search(nobody, STANDARD)).toEqual([]);
    expect(src.lastReport!.fromCache).toBe(false);
    expect(searx.queries.length).toBe(2 * searches);
    expect(await redis.keys(`${prefix}web:found:*`)).toEqual([]);
  });

  it('forget drops a cached answer so the next request searches live', async () => {
    const t = webOnly[5]!;
    const { src } = source();
    await src.search(queryFor(t), STANDARD);
    const searches = searx.queries.length;
    await src.forget(queryFor(t), STANDARD);
    await src.search(queryFor(t), STANDARD);
    expect(src.lastReport!.fromCache).toBe(false);
    expect(searx.queries.length).toBe(2 * searches);
  });

  it('skips result pages that time out, are refused or are not obituaries, and does not cache a partial answer', async () => {
    const t = webOnly[6]!;
    const surname = t.legal_name.surname;
    searx.extraHits = [
      { url: `${searx.url}/slow-obit/${surname}`, title: `${surname} obituary`, content: '' },
      { url: `http://10.1.2.3/obituaries/${surname}`, title: `${surname} obituary`, content: '' },
      { url: `http://169.254.169.254/latest/meta-data/${surname}`, title: surname, content: '' },
      { url: `${searx.url}/about/${surname}`, title: `${surname} Funeral Home staff`, content: '' },
      { url: `${searx.url}/about/unrelated`, title: 'Flower delivery', content: 'Roses' },
    ];
    const { src } = source({ fetch: { allow: LOCAL, timeoutMs: 400 } });
    const candidates = await src.search(queryFor(t), STANDARD);
    expect(candidates.map((c) => c.url)).toContain(t.url);
    expect(candidates.some((c) => c.url.startsWith(searx.url) || c.url.includes('10.1.2.3'))).toBe(false);
    // Slow page and the two refused ones; the staff page was read and dropped, the unrelated one never fetched.
    expect(src.lastReport!.pagesFailed).toBe(3);
    const searches = searx.queries.length;
    await src.search(queryFor(t), STANDARD);
    expect(src.lastReport!.fromCache).toBe(false);
    expect(searx.queries.length).toBe(2 * searches);
  });

  it('retries a search once when SearXNG says retry later', async () => {
    searx.mode = 'flaky';
    const t = webOnly[7]!;
    const candidates = await source().src.search(queryFor(t), STANDARD);
    expect(candidates.map((c) => c.url)).toContain(t.url);
    const name = `"${t.legal_name.given} ${t.legal_name.surname}" obituary`;
    expect(searx.count(name)).toBe(2);
  });

  it('rejects with "retry later" when SearXNG stays down, and caches nothing', async () => {
    searx.mode = 'down';
    const { src, prefix } = source();
    await expect(src.search(queryFor(webOnly[0]!), STANDARD)).rejects.toBeInstanceOf(SearchUnavailableError);
    expect(await redis.keys(`${prefix}*`)).toEqual([]);
  });

  it('rejects without retrying when SearXNG is misconfigured', async () => {
    searx.mode = 'garbage';
    const t = webOnly[0]!;
    await expect(source().src.search(queryFor(t), STANDARD)).rejects.toBeInstanceOf(SearchMisconfiguredError);
    for (const q of new Set(searx.queries)) expect(searx.count(q)).toBe(1);
  });

  it('refuses the fixture on 127.0.0.1 when no allowlist admits it', async () => {
    const t = webOnly[0]!;
    const { src } = source({ fetch: { timeoutMs: 2_000 } });
    expect(await src.search(queryFor(t), STANDARD)).toEqual([]);
    expect(src.lastReport!.pagesFailed).toBeGreaterThan(0);
    expect(src.lastReport!.pagesFetched).toBe(0);
  });

  it('is built from the configuration table, and not at all without a SearXNG URL', async () => {
    expect(createWebSearchSource(loadConfig({}), redis)).toBeNull();
    const defaults = loadConfig({});
    expect([defaults.webFetchTimeoutMs, defaults.webFetchMaxBytes, defaults.webFetchAllow]).toEqual([
      DEFAULT_FETCH_TIMEOUT_MS,
      DEFAULT_MAX_PAGE_BYTES,
      undefined,
    ]);
    expect(() =>
      createWebSearchSource(
        loadConfig({ VIGIL_SEARXNG_URL: searx.url, VIGIL_WEB_FETCH_ALLOW: 'bad host!' }),
        redis,
      ),
    ).toThrow(/bad host!/);
    const prefix = testPrefix('webcfg');
    const config = loadConfig({
      VIGIL_SEARXNG_URL: searx.url,
      VIGIL_WEB_FETCH_ALLOW: '127.0.0.1, searx.lan',
      VIGIL_WEB_CACHE_TTL_SECONDS: '45',
      VIGIL_REDIS_PREFIX: prefix,
    });
    const t = webOnly[8]!;
    const candidates = await createWebSearchSource(config, redis)!.search(queryFor(t), STANDARD);
    expect(candidates.map((c) => c.url)).toContain(t.url);
    const [key] = await redis.keys(`${prefix}web:found:*`);
    expect(await redis.ttl(key!)).toBeLessThanOrEqual(45);
  });
});

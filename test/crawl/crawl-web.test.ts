/**
 * End to end on the synthetic obituary web (real HTTP on 127.0.0.1, real Chromium): every source
 * style is crawled completely, robots.txt is obeyed, and re-crawls revalidate and pick up only what
 * is new. This is the suite's one Chromium test file.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSources, type CrawledObituary, type CrawlOptions } from '../../crawler/crawl.js';
import { startObituaryWeb, type ObituaryWeb } from '../../fixtures/web/index.js';
import type { CrawlSource, StateStore } from '../../store/state/ports.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';

const CHROMIUM = process.env.VIGIL_CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Days before the world's asOf the web starts at, so moving to asOf publishes new obituaries. */
const DAYS_BACK = 4;

let web: ObituaryWeb;
let dir: string;
let state: StateStore;
let sources: CrawlSource[];
let blocked: CrawlSource;

/** Every obituary URL a source shows on the server's current day, from the web's own catalog. */
function expectedUrls(source: CrawlSource): Set<string> {
  const world = web.world.sources.find((s) => source.url.startsWith(web.url + s.prefix));
  if (!world) throw new Error(`no world source for ${source.url}`);
  const today = Date.parse(`${web.today()}T00:00:00Z`) / 86_400_000;
  const listed = web.catalog.slice(world.id, today, 0, web.catalog.visibleCount(world.id, today));
  return new Set(
    listed.map((item) => web.url + web.catalog.notice(world.id, item.index, today)!.publication.path),
  );
}

const crawlOptions = (sink: CrawlOptions['sink']): CrawlOptions => ({
  sink,
  repository: state.sources,
  hostConcurrency: 6,
  hostDelayMs: 0,
  browserConcurrency: 3,
  retryBaseDelayMs: 50,
  chromiumPath: CHROMIUM,
  includeHtml: true,
});

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`);
  const asOf = '2026-03-01';
  const start = new Date(Date.parse(`${asOf}T00:00:00Z`) - DAYS_BACK * 86_400_000).toISOString().slice(0, 10);
  web = await startObituaryWeb({ world: { seed: 3, decedents: 120, asOf }, today: start });
  dir = mkdtempSync(join(tmpdir(), 'vigil-crawl-web-'));
  state = openSqliteState(join(dir, 'state.sqlite'));
  sources = [];
  for (const d of web.sources) {
    sources.push(
      await state.sources.add({
        url: d.url,
        type: d.type,
        state: d.state,
        county: d.county,
        name: d.name,
        render: d.render ?? 'http',
      }),
    );
  }
  // A source whose start page robots.txt disallows (the fixture disallows /admin/ site-wide).
  blocked = await state.sources.add({
    url: `${web.url}/admin/obituaries`,
    type: 'newspaper',
    state: 'OH',
    county: 'Lucas',
    name: 'Blocked',
    render: 'http',
  });
});

afterAll(async () => {
  await state?.close();
  await web?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('crawling the synthetic obituary web', () => {
  it('finds every listed obituary of every site style, the script-rendered one through Chromium', async () => {
    const styles = new Set(web.world.sources.filter((s) => s.kind !== 'web').map((s) => s.style));
    expect(styles).toEqual(new Set(['jsonld', 'microdata', 'plain', 'script', 'syndicated', 'teaser']));
    expect(new Set(sources.map((s) => s.render))).toEqual(new Set(['http', 'browser']));
    const got: CrawledObituary[] = [];
    const stats = await crawlSources(
      [...sources, blocked],
      crawlOptions(async (b) => void got.push(...b)),
    );
    for (const source of sources) {
      const crawled = new Set(got.filter((o) => o.source.id === source.id).map((o) => o.url));
      const expected = expectedUrls(source);
      expect(expected.size).toBeGreaterThan(0);
      expect([...crawled].sort(), `${source.name} (${source.render})`).toEqual([...expected].sort());
      const s = stats.find((x) => x.sourceId === source.id)!;
      expect(s).toMatchObject({ outcome: 'completed', errors: {}, obituariesExtracted: expected.size });
    }
    // The rendered page, not the empty shell, is what was read.
    const rendered = got.find((o) => sources.find((s) => s.id === o.source.id)!.render === 'browser')!;
    expect(rendered.html).toContain('app-obituary-name');
    expect(rendered.extracted.name.surname.length).toBeGreaterThan(0);
    expect(stats.find((x) => x.sourceId === blocked.id)).toMatchObject({
      pagesFetched: 0,
      errors: { robots: 1 },
    });
    expect(web.stats().disallowedHits).toEqual([]);
  }, 180_000);

  it('renders on through browser after browser: each Chromium the pool starts has its own profile, removed when it closes', async () => {
    // The pool retires a browser after so many pages and starts the next while the old one is still
    // closing; two browsers on one profile folder would stop the second at Chromium's profile lock.
    const rendered = sources.filter((s) => s.render === 'browser');
    const profileRoot = mkdtempSync(join(tmpdir(), 'vigil-profiles-'));
    const seen = new Set<string>();
    let mostAtOnce = 0;
    const look = () => {
      const now = readdirSync(profileRoot);
      for (const p of now) seen.add(p);
      mostAtOnce = Math.max(mostAtOnce, now.length);
    };
    const watch = setInterval(look, 20);
    const got: CrawledObituary[] = [];
    try {
      // Without the source repository nothing is remembered: every page is rendered again.
      const { repository: _remembered, ...options } = crawlOptions(async (b) => {
        look();
        got.push(...b);
      });
      const stats = await crawlSources(rendered, {
        ...options,
        browserPagesPerBrowser: 3,
        browserProfileDir: profileRoot,
        sinkBatchSize: 1,
      });
      for (const source of rendered) {
        const expected = expectedUrls(source);
        expect(expected.size).toBeGreaterThan(6);
        const crawled = new Set(got.filter((o) => o.source.id === source.id).map((o) => o.url));
        expect([...crawled].sort()).toEqual([...expected].sort());
        expect(stats.find((x) => x.sourceId === source.id)).toMatchObject({
          outcome: 'completed',
          errors: {},
        });
      }
      // Many browsers came and went, never many profiles at once, and none is left.
      expect(seen.size).toBeGreaterThanOrEqual(4);
      expect(mostAtOnce).toBeLessThan(seen.size);
      expect(readdirSync(profileRoot)).toEqual([]);
    } finally {
      clearInterval(watch);
      rmSync(profileRoot, { recursive: true, force: true });
    }
  }, 180_000);

  it('re-crawls with conditional requests and skips every unchanged page', async () => {
    const staticSources = sources.filter((s) => s.render === 'http');
    const before = web.stats().byStatus['304'] ?? 0;
    const got: CrawledObituary[] = [];
    const stats = await crawlSources(
      staticSources,
      crawlOptions(async (b) => void got.push(...b)),
    );
    expect(got).toEqual([]);
    const pages = stats.reduce((n, s) => n + s.pagesFetched, 0);
    expect(stats.every((s) => s.skippedUnchanged === s.pagesFetched && s.obituariesExtracted === 0)).toBe(
      true,
    );
    expect((web.stats().byStatus['304'] ?? 0) - before).toBe(pages);
  }, 120_000);

  it('picks up exactly the obituaries published since the last crawl', async () => {
    const seen = new Map<string, Set<string>>(sources.map((s) => [s.id, expectedUrls(s)]));
    web.setToday('2026-03-01');
    const got: CrawledObituary[] = [];
    await crawlSources(
      sources,
      crawlOptions(async (b) => void got.push(...b)),
    );
    let fresh = 0;
    for (const source of sources) {
      const now = expectedUrls(source);
      const added = [...now].filter((u) => !seen.get(source.id)!.has(u)).sort();
      fresh += added.length;
      const crawled = got
        .filter((o) => o.source.id === source.id)
        .map((o) => o.url)
        .sort();
      expect(crawled, source.name).toEqual(added);
    }
    expect(fresh).toBeGreaterThan(0);
    expect(web.stats().disallowedHits).toEqual([]);
  }, 180_000);
});

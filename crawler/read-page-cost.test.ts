/**
 * What reading a page costs in patterns built while it is read. A pattern whose source is built from
 * the page's words (the decedent's name) is compiled afresh on every page, and each Unicode property
 * class in it (`\p{Lu}`, `\p{L}`) costs about 0.1 ms to compile. Such patterns, added one reading rule
 * at a time, made reading a page five times as costly between 2026-11-26 and 2026-12-07 (1.6 to 8.7
 * CPU ms a page on the crawl benchmark) with no test noticing; reading now builds one only for words
 * that hold what the pattern needs. This counts them over a generated obituary web's pages, read as the
 * crawler reads them: a new rule that builds one per sentence or per page fails here, where the
 * crawl benchmark would only print a slower figure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObituaryWeb, type ObituaryWeb } from '../fixtures/web/index.js';
import { findObituaryLinks } from './extract/index.js';
import { readPage, type PageReadTask } from './read-page.js';

/** Detail pages read from each static source of the web. */
const PAGES_PER_SOURCE = 12;
/**
 * Patterns with Unicode property classes built while one page is read, at most, and on average. Over
 * these 58 pages reading built at most 3 and 1.2 on average at ac11b81, at most 14 and 6.5 at 77cecef.
 */
const MAX_UNICODE_PATTERNS_PER_PAGE = 4;
const MEAN_UNICODE_PATTERNS_PER_PAGE = 2;

let web: ObituaryWeb;
const tasks: PageReadTask[] = [];

beforeAll(async () => {
  web = await startObituaryWeb({ world: { seed: 7, decedents: 300 } });
  for (const source of web.sources.filter((s) => s.render !== 'browser')) {
    const listing = await (await fetch(source.url)).text();
    const hints = {
      sourceType: source.type,
      publisher: source.name,
      state: source.state,
      county: source.county,
    };
    for (const url of findObituaryLinks(listing, source.url).obituaryLinks.slice(0, PAGES_PER_SOURCE)) {
      tasks.push({ html: await (await fetch(url)).text(), url, hints, extract: true });
    }
  }
}, 60_000);

afterAll(async () => {
  await web?.stop();
});

/** Reads `task` and counts the patterns built meanwhile whose source holds a Unicode property class. */
function unicodePatternsBuiltReading(task: PageReadTask): { built: number; obituaries: number } {
  const original = globalThis.RegExp;
  let built = 0;
  globalThis.RegExp = new Proxy(original, {
    construct(target, args: [string | RegExp, string?]) {
      if (String(args[0]).includes('\\p{')) built++;
      return new target(...args);
    },
  });
  try {
    const obituaries = readPage(task).extracted.length;
    return { built, obituaries };
  } finally {
    globalThis.RegExp = original;
  }
}

describe('reading a page', () => {
  it('builds few patterns with Unicode classes from its words', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(50);
    let withAnObituary = 0;
    const counts = tasks.map((t) => {
      const { built, obituaries } = unicodePatternsBuiltReading(t);
      if (obituaries > 0) withAnObituary++;
      return built;
    });
    // The count is of pages read to the end: most give their obituary (a staff page gives none).
    expect(withAnObituary).toBeGreaterThan(tasks.length * 0.8);
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_UNICODE_PATTERNS_PER_PAGE);
    expect(mean).toBeLessThanOrEqual(MEAN_UNICODE_PATTERNS_PER_PAGE);
  });
});

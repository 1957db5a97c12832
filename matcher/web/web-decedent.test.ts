import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNameLexicon } from '../../core/names/lexicon.js';
import { extractObituary } from '../../crawler/extract/index.js';
import { startObituaryWeb, type ObituaryWeb } from '../../fixtures/web/index.js';
import { buildNotice } from '../../fixtures/world/notice.js';
import { pageTruth, type PageTruth } from '../../fixtures/world/truth.js';
import { Indexer } from '../../indexer/indexer.js';
import type { NoticeInput } from '../../indexer/observation.js';
import { openSqliteIndex, type SqliteObituaryIndex } from '../../store/index/sqlite-index.js';
import { observeWebPage, webCandidatesFrom } from './web-decedent.js';

const CAPTURED = new Date('2026-03-15T12:00:00.000Z');

let web: ObituaryWeb;
let dir: string;
let pagesByDecedent: Map<string, PageTruth[]>;

beforeAll(async () => {
  web = await startObituaryWeb({ world: { seed: 11, decedents: 300 } });
  pagesByDecedent = new Map();
  for (const d of web.world.decedents()) {
    for (const pub of d.publications) {
      if (pub.publishedDay > web.world.options.asOfDay) continue;
      const t = pageTruth(web.url, buildNotice(d, pub, web.world.sourceById));
      if (t.render === 'browser') continue;
      pagesByDecedent.set(t.decedent_id, [...(pagesByDecedent.get(t.decedent_id) ?? []), t]);
    }
  }
  dir = mkdtempSync(join(tmpdir(), 'vigil-web-decedent-'));
});

afterAll(async () => {
  await web.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function notice(t: PageTruth): Promise<NoticeInput> {
  const html = await (await fetch(t.url)).text();
  const obituary = extractObituary(html, t.url, {});
  expect(obituary, t.url).not.toBeNull();
  return { obituary: obituary!, source: { url: t.url, capturedAt: CAPTURED } };
}

/** What the index holds after indexing these notices, as the matcher reads it. */
async function stored(index: SqliteObituaryIndex, notices: NoticeInput[]) {
  const summary = await new Indexer(index).write(notices);
  const decedents = await index.get(summary.written);
  const relatives = await index.relativesOf(summary.written);
  return { decedents, relatives };
}

describe('web candidates look exactly like stored decedents', () => {
  it('one page: same decedent and relatives as the indexer stores', async () => {
    const withFamily = [...pagesByDecedent.values()]
      .map((pages) => pages.find((p) => p.source_type === 'web' && p.survivors.length > 0))
      .find((p) => p !== undefined)!;
    const input = await notice(withFamily);
    const index = openSqliteIndex(join(dir, 'one'));
    try {
      const want = await stored(index, [input]);
      const [candidate, ...rest] = webCandidatesFrom(
        [observeWebPage(input.obituary, withFamily.url, CAPTURED)],
        defaultNameLexicon(),
      );
      expect(rest).toEqual([]);
      expect(want.decedents).toHaveLength(1);
      expect(candidate!.decedent).toEqual(want.decedents[0]);
      expect(candidate!.relatives.length).toBeGreaterThan(0);
      expect(candidate!.relatives).toEqual(want.relatives);
      expect(candidate!.url).toBe(withFamily.url);
      expect(candidate!.fetchedAt).toBe(CAPTURED.toISOString());
    } finally {
      await index.close();
    }
  });

  it('copies of one death group as the indexer groups them', async () => {
    const deaths = [...pagesByDecedent.values()].filter((pages) => pages.length >= 2).slice(0, 8);
    const inputs: NoticeInput[] = [];
    for (const pages of deaths) for (const page of pages) inputs.push(await notice(page));
    const index = openSqliteIndex(join(dir, 'copies'));
    try {
      const want = await stored(index, inputs);
      const candidates = webCandidatesFrom(
        inputs.map((i) => observeWebPage(i.obituary, i.source.url, CAPTURED)),
        defaultNameLexicon(),
      );
      const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(byId(candidates.map((c) => c.decedent))).toEqual(byId(want.decedents));
      // The fixture's copies do merge: fewer candidates than pages, some with several sources.
      expect(candidates.length).toBeLessThan(inputs.length);
      expect(candidates.some((c) => c.decedent.sources.length >= 2)).toBe(true);
    } finally {
      await index.close();
    }
  });

  it('different people stay apart, in rank order', async () => {
    const [a, b] = [...pagesByDecedent.values()].slice(0, 2).map((pages) => pages[0]!);
    const inputs = [await notice(a!), await notice(b!)];
    const candidates = webCandidatesFrom(
      inputs.map((i) => observeWebPage(i.obituary, i.source.url, CAPTURED)),
      defaultNameLexicon(),
    );
    expect(candidates.map((c) => c.url)).toEqual([a!.url, b!.url]);
    expect(candidates[0]!.decedent.id).not.toBe(candidates[1]!.decedent.id);
  });
});

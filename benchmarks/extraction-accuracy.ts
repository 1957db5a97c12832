/**
 * Extraction accuracy on a generated obituary web: every page of every death (crawl sources and
 * web-only sites) is fetched over loopback (script-rendered pages through Chromium), extracted with
 * the hints a crawl would have (source type, state, county), and compared with the page's truth.
 *
 *   npx tsx benchmarks/extraction-accuracy.ts [--decedents 5000] [--seed 11] [--failures 5]
 *
 * Prints per-field accuracy and survivors precision/recall, syndication merging, and the same fields
 * over the world's newspaper notices set as death-notice columns (extraction/columns.ts), and writes
 * its RESULTS.md section.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../crawler/crawl.js';
import { extractObituaries } from '../crawler/extract/index.js';
import { buildNotice, dayOf, pageTruth, type Notice, type PageTruth } from '../fixtures/world/index.js';
import { startObituaryWeb } from '../fixtures/web/index.js';
import { EXTRACTION_FIELDS, scorePage, type ExtractionField } from './extraction/compare.js';
import { machineLine, markdownTable, pct, writeResultsSection } from './results.js';
import { runLimited } from '../api/verification-service.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExtractedObituary } from '../core/obituary.js';
import { Indexer } from '../indexer/indexer.js';
import type { NoticeInput } from '../indexer/observation.js';
import { openSqliteIndex } from '../store/index/sqlite-index.js';
import { scoreMerges, type MergeScore } from './extraction/merges.js';
import { COLUMN_LAYOUTS, scoreColumns } from './extraction/columns.js';

/** Issue 3's bars: per-field extraction accuracy and survivors precision/recall. */
export const FIELD_ACCURACY_TARGET = 0.99;
export const SURVIVORS_TARGET = 0.95;
/** Every field issue 3 holds to 99%; the age is reported beside them (pages often do not state it). */
const GATED_FIELDS: ExtractionField[] = EXTRACTION_FIELDS.filter((f) => f !== 'age');

async function renderedHtml(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.content();
  } finally {
    await page.close();
  }
}

/** The notice a crawl of this page would index: the registered source's facts when it is one. */
function noticeOf(
  truth: PageTruth,
  extracted: ExtractedObituary,
  source: { type: 'funeral_home' | 'newspaper'; state: string; county: string; name: string } | undefined,
): NoticeInput {
  return {
    obituary: extracted,
    source: {
      url: truth.url,
      capturedAt: `${truth.published_on}T12:00:00.000Z`,
      ...(truth.crawlable && source
        ? { sourceType: source.type, publisher: source.name, state: source.state, county: source.county }
        : {}),
    },
  };
}

/** Indexes every page (in page order, one writer) and compares decedents with the deaths' page groups. */
async function indexAndScoreMerges(
  notices: Array<{ truth: PageTruth; notice: NoticeInput }>,
): Promise<MergeScore> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-merge-bench-'));
  const index = openSqliteIndex(dir);
  try {
    const indexer = new Indexer(index);
    const ordered = [...notices].sort(
      (a, b) =>
        a.truth.published_on.localeCompare(b.truth.published_on) || a.truth.url.localeCompare(b.truth.url),
    );
    for (let i = 0; i < ordered.length; i += 500)
      await indexer.write(ordered.slice(i, i + 500).map((n) => n.notice));
    const owners = await index.ownersOf(ordered.map((n) => n.truth.url));
    return scoreMerges(
      ordered.map((n) => ({ url: n.truth.url, group: n.truth.syndication_group })),
      owners,
      await index.count(),
    );
  } finally {
    await index.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      decedents: { type: 'string', default: '5000' },
      seed: { type: 'string', default: '11' },
      failures: { type: 'string', default: '5' },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const decedents = Number(values.decedents);
  const seed = Number(values.seed);
  const web = await startObituaryWeb({ world: { seed, decedents }, port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.VIGIL_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const started = Date.now();
  const today = dayOf(web.today());
  const pages: PageTruth[] = [];
  const builtNotices: Notice[] = [];
  const sourceInfo = new Map(web.sources.map((s) => [s.name, s]));
  for (const d of web.world.decedents()) {
    for (const pub of d.publications)
      if (pub.publishedDay <= today) {
        const notice = buildNotice(d, pub, web.world.sourceById);
        builtNotices.push(notice);
        pages.push(pageTruth(web.url, notice));
      }
  }
  const correct = Object.fromEntries(EXTRACTION_FIELDS.map((f) => [f, 0])) as Record<ExtractionField, number>;
  const byStyle = new Map<string, { pages: number; allFields: number }>();
  const failures = new Map<ExtractionField, string[]>();
  const survivors = { tp: 0, fp: 0, fn: 0 };
  let notExtracted = 0;
  /** One person's pages cut into several notices, as a death-notice column would be: each is a miss. */
  let cutIntoNotices = 0;
  const notices: Array<{ truth: PageTruth; notice: NoticeInput }> = [];
  const maxFailures = Number(values.failures);
  await runLimited(
    pages.map((truth) => async () => {
      const html =
        truth.render === 'browser'
          ? await renderedHtml(browser, truth.url)
          : await (await fetch(truth.url)).text();
      const source = sourceInfo.get(truth.publisher);
      // Read as the crawler reads it: its one obituary, or a death-notice column's notices.
      const read = extractObituaries(
        html,
        truth.url,
        truth.crawlable && source
          ? { sourceType: source.type, state: source.state, county: source.county }
          : {},
      );
      if (read.length > 1) cutIntoNotices++;
      const got = read.length === 1 ? read[0]! : null;
      if (!got) notExtracted++;
      else notices.push({ truth, notice: noticeOf(truth, got, source) });
      const score = scorePage(truth, got);
      let all = true;
      for (const f of EXTRACTION_FIELDS) {
        if (score.fields[f]) correct[f]++;
        else {
          if (GATED_FIELDS.includes(f)) all = false;
          const list = failures.get(f) ?? [];
          if (list.length < maxFailures)
            list.push(
              `${truth.url} expected ${JSON.stringify(score.misses[f]?.[0])} got ${JSON.stringify(score.misses[f]?.[1])}`,
            );
          failures.set(f, list);
        }
      }
      const style = byStyle.get(truth.style) ?? { pages: 0, allFields: 0 };
      style.pages++;
      if (all) style.allFields++;
      byStyle.set(truth.style, style);
      survivors.tp += score.survivors.truePositives;
      survivors.fp += score.survivors.falsePositives;
      survivors.fn += score.survivors.falseNegatives;
    }),
    8,
  );
  await browser.close();
  await web.stop();
  const merges = await indexAndScoreMerges(notices);
  const columns = scoreColumns(web.url, builtNotices);
  const seconds = (Date.now() - started) / 1000;

  const total = pages.length;
  const precision = survivors.tp / Math.max(1, survivors.tp + survivors.fp);
  const recall = survivors.tp / Math.max(1, survivors.tp + survivors.fn);
  const fieldRows = EXTRACTION_FIELDS.map((f) => [
    f,
    pct(correct[f], total),
    GATED_FIELDS.includes(f) ? (correct[f] / total >= FIELD_ACCURACY_TARGET ? 'pass' : 'FAIL') : 'reported',
  ]);
  const styleRows = [...byStyle].sort().map(([style, s]) => [style, s.pages, pct(s.allFields, s.pages)]);
  const command = `npx tsx benchmarks/extraction-accuracy.ts --decedents ${decedents} --seed ${seed}`;
  const md = [
    '## Extraction accuracy',
    '',
    `Command: \`${command}\` · ${machineLine()} · ${total} pages of ${decedents} decedents in ${seconds.toFixed(0)} s · ${notExtracted} pages not recognised as obituaries (${cutIntoNotices} of them cut into several notices)`,
    '',
    markdownTable(['field', 'accuracy', `target ${FIELD_ACCURACY_TARGET * 100}%`], fieldRows),
    '',
    markdownTable(
      ['survivors', 'value', `target ${SURVIVORS_TARGET * 100}%`],
      [
        [
          'precision',
          pct(survivors.tp, survivors.tp + survivors.fp),
          precision >= SURVIVORS_TARGET ? 'pass' : 'FAIL',
        ],
        [
          'recall',
          pct(survivors.tp, survivors.tp + survivors.fn),
          recall >= SURVIVORS_TARGET ? 'pass' : 'FAIL',
        ],
      ],
    ),
    '',
    markdownTable(['site style', 'pages', 'all gated fields right'], styleRows),
    '',
    "Syndication: every extracted page indexed through the real indexer, then each death's pages compared with the decedent ids they landed on.",
    '',
    markdownTable(
      ['merging', 'value', 'target'],
      [
        ['deaths published on two or more pages', merges.multiPageDeaths, ''],
        [
          'of those, every copy merged into one decedent',
          merges.fullyMerged,
          merges.fullyMerged === merges.multiPageDeaths ? 'pass (all)' : 'FAIL',
        ],
        [
          'decedents holding pages of two different deaths',
          merges.wronglyMerged,
          merges.wronglyMerged === 0 ? 'pass (none)' : 'FAIL',
        ],
        ['pages indexed / decedents', `${merges.pagesIndexed} / ${merges.decedents}`, ''],
      ],
    ),
    '',
    `Death-notice columns: each newspaper's notices of one day (${columns.columns} days with two or more) set on one page, as papers print them, in three layouts in turn (the name as a heading, the inverted name on its own line, the notice run in under its inverted name), read with \`extractObituaries\`. A notice not read counts as wrong on every field.`,
    '',
    markdownTable(
      ['columns', 'value', 'target'],
      [
        ['notices in the columns', columns.notices, ''],
        [
          'read as their own obituary',
          `${columns.read} (${pct(columns.read, columns.notices)})`,
          columns.read / Math.max(1, columns.notices) >= FIELD_ACCURACY_TARGET ? 'pass' : 'FAIL',
        ],
        ['obituaries read that are no notice', columns.extra, columns.extra === 0 ? 'pass (none)' : 'FAIL'],
        ...COLUMN_LAYOUTS.map((l) => [
          `layout ${l}: read / notices (columns)`,
          `${columns.byLayout[l].read} / ${columns.byLayout[l].notices} (${columns.byLayout[l].columns})`,
          '',
        ]),
      ],
    ),
    '',
    markdownTable(
      ['field over column notices', 'accuracy', `target ${FIELD_ACCURACY_TARGET * 100}%`],
      EXTRACTION_FIELDS.map((f) => [
        f,
        pct(columns.correct[f], columns.notices),
        GATED_FIELDS.includes(f)
          ? columns.correct[f] / Math.max(1, columns.notices) >= FIELD_ACCURACY_TARGET
            ? 'pass'
            : 'FAIL'
          : 'reported',
      ]),
    ),
  ].join('\n');
  console.log(md);
  for (const line of [...columns.missedExamples, ...columns.fieldMissExamples])
    console.log(`column: ${line}`);
  if (merges.examples.split.length > 0)
    console.log(`\nsplit deaths (decedent ids): ${merges.examples.split.join(', ')}`);
  if (merges.examples.wronglyMerged.length > 0)
    console.log(`\nwrongly merged decedents: ${merges.examples.wronglyMerged.join(', ')}`);
  for (const [f, list] of failures) {
    console.log(`\nmisses of ${f} (first ${list.length}):`);
    for (const l of list) console.log(`  ${l}`);
  }
  if (!values['no-write']) {
    writeResultsSection('extraction-accuracy', md, {
      command,
      machine: machineLine(),
      pages: total,
      decedents,
      seconds,
      notExtracted,
      cutIntoNotices,
      fields: Object.fromEntries(EXTRACTION_FIELDS.map((f) => [f, correct[f] / total])),
      survivors: { precision, recall, ...survivors },
      merges,
      byStyle: Object.fromEntries(byStyle),
      columns,
    });
  }
}

await main();

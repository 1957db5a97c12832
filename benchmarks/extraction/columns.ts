/**
 * Death-notice columns built from a generated world's newspaper notices: each newspaper's notices of
 * one day set on one page, as papers print them, and read back with `extractObituaries`. Three
 * layouts, taken in turn: the name as a heading over the notice's paragraphs, the name inverted on a
 * line of its own ("MILLER, James R."), and the notice run in under its inverted name (notices whose
 * text opens with it; the others keep a heading). Each notice read is scored against its page's
 * truth with the per-page fields; a notice not read counts as wrong on every field.
 */
import { extractObituaries } from '../../crawler/extract/index.js';
import type { ExtractedObituary } from '../../core/obituary.js';
import { normalizeNamePart } from '../../core/names/normalize.js';
import { isoOf, pageTruth, type Notice, type PageTruth } from '../../fixtures/world/index.js';
import { formatDay } from '../../fixtures/world/dates.js';
import { esc } from '../../fixtures/web/html.js';
import { EXTRACTION_FIELDS, readSurname, scorePage, type ExtractionField } from './compare.js';

export const COLUMN_LAYOUTS = ['name-heading', 'inverted-line', 'run-in'] as const;
export type ColumnLayout = (typeof COLUMN_LAYOUTS)[number];

/** What reading the columns gave. */
export interface ColumnScore {
  columns: number;
  notices: number;
  /** Notices read as an obituary of their own person. */
  read: number;
  /** Obituaries read that are no notice's person (a notice cut wrongly, or two run together). */
  extra: number;
  /** Per field, notices read right (a notice not read is wrong on every field). */
  correct: Record<ExtractionField, number>;
  byLayout: Record<ColumnLayout, { columns: number; notices: number; read: number }>;
  /** First few notices not read, as "column url (layout): name". */
  missedExamples: string[];
  /** First few wrong fields of notices read, as "column url (layout): name: field expected ... got ...". */
  fieldMissExamples: string[];
}

/** Examples of each kind of miss kept for the report. */
const EXAMPLES = 8;

/** One notice as the layout sets it. */
function noticeHtml(n: Notice, layout: ColumnLayout): string {
  const paragraphs = (list: readonly string[]): string => list.map((p) => `<p>${esc(p)}</p>`).join('');
  if (layout === 'run-in' && n.paragraphs[0]?.startsWith(n.listedName)) {
    const [first, ...rest] = n.paragraphs;
    return `<p><strong>${esc(n.listedName)}</strong>${esc(first!.slice(n.listedName.length))}</p>${paragraphs(rest)}`;
  }
  if (layout === 'inverted-line')
    return `<p><strong>${esc(n.listedName)}</strong></p>${paragraphs(n.paragraphs)}`;
  return `<h3>${esc(n.displayName)}</h3>${paragraphs(n.paragraphs)}`;
}

export function columnHtml(
  paper: Notice['source'],
  day: number,
  notices: readonly Notice[],
  layout: ColumnLayout,
): string {
  return (
    `<!doctype html><html><head><title>Death Notices - ${esc(paper.name)}</title></head><body>` +
    `<header class="masthead"><a href="/">${esc(paper.name)}</a></header><main><h1>Death Notices</h1>` +
    `<p class="dateline">Published ${esc(formatDay(day, 'long'))}</p>` +
    notices.map((n) => `<div class="notice">${noticeHtml(n, layout)}</div>`).join('') +
    '</main></body></html>'
  );
}

const key = (given: string, surname: string): string =>
  `${normalizeNamePart(given)}|${normalizeNamePart(surname)}`;

/** Builds the columns of every newspaper's days with two notices or more, reads them and scores them. */
export function scoreColumns(baseUrl: string, notices: readonly Notice[]): ColumnScore {
  const days = new Map<string, Notice[]>();
  for (const n of notices) {
    if (n.source.kind !== 'newspaper') continue;
    const k = `${n.source.id}|${n.publication.publishedDay}`;
    days.set(k, [...(days.get(k) ?? []), n]);
  }
  const correct = Object.fromEntries(EXTRACTION_FIELDS.map((f) => [f, 0])) as Record<ExtractionField, number>;
  const byLayout = Object.fromEntries(
    COLUMN_LAYOUTS.map((l) => [l, { columns: 0, notices: 0, read: 0 }]),
  ) as ColumnScore['byLayout'];
  const score: ColumnScore = {
    columns: 0,
    notices: 0,
    read: 0,
    extra: 0,
    correct,
    byLayout,
    missedExamples: [],
    fieldMissExamples: [],
  };
  for (const group of [...days.values()].filter((g) => g.length >= 2)) {
    const paper = group[0]!.source;
    const day = group[0]!.publication.publishedDay;
    const layout = COLUMN_LAYOUTS[score.columns % COLUMN_LAYOUTS.length]!;
    const url = `${baseUrl}${paper.prefix}death-notices/${isoOf(day)}/`;
    const got = extractObituaries(columnHtml(paper, day, group, layout), url, {
      sourceType: 'newspaper',
      publisher: paper.name,
      state: paper.state,
      county: paper.county,
    });
    score.columns++;
    byLayout[layout].columns++;
    const truths: Array<{ truth: PageTruth; taken: boolean }> = group.map((n) => ({
      truth: pageTruth(baseUrl, n),
      taken: false,
    }));
    const take = (o: ExtractedObituary): PageTruth | null => {
      const surnameOf = (t: PageTruth): string => readSurname(t.name.surname, o.name).surname;
      const exact = truths.find(
        (t) =>
          !t.taken && key(t.truth.name.given, t.truth.name.surname) === key(o.name.given, surnameOf(t.truth)),
      );
      const bySurname =
        exact ??
        truths.find(
          (t) =>
            !t.taken && normalizeNamePart(t.truth.name.surname) === normalizeNamePart(surnameOf(t.truth)),
        );
      if (!bySurname) return null;
      bySurname.taken = true;
      return bySurname.truth;
    };
    for (const o of got) {
      const truth = take(o);
      if (!truth) {
        score.extra++;
        continue;
      }
      score.read++;
      byLayout[layout].read++;
      const s = scorePage(truth, o);
      for (const f of EXTRACTION_FIELDS) {
        if (s.fields[f]) correct[f]++;
        else if (score.fieldMissExamples.length < EXAMPLES)
          score.fieldMissExamples.push(
            `${url} (${layout}): ${truth.full_name}: ${f} expected ${JSON.stringify(s.misses[f]?.[0])} got ${JSON.stringify(s.misses[f]?.[1])}`,
          );
      }
    }
    for (const t of truths) {
      if (!t.taken && score.missedExamples.length < EXAMPLES)
        score.missedExamples.push(`${url} (${layout}): ${t.truth.full_name}`);
    }
    score.notices += group.length;
    byLayout[layout].notices += group.length;
  }
  return score;
}

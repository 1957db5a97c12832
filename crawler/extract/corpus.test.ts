/**
 * The reading corpus: hand-written pages (crawler/extract/__corpus__/*.txt), each with what a reader
 * of the page knows it says, read as the crawler reads a page (with the reference tables of
 * core/reference, as the crawler has them). Two checks per set:
 *
 * - every page's expectation holds (a page marked `!` is a known misreading: its check is expected to
 *   fail, so a change that mends it fails here until the mark is taken off);
 * - every page reads exactly as recorded in `__corpus__/__readings__/<set>.txt`, so a change to the
 *   reading of any field of any page shows as a diff of that file. After a deliberate change,
 *   `npx vitest run crawler/extract/corpus -u` writes the files anew; the diff is part of the commit.
 *
 * The format is described in `__corpus__/README.md`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPartialDate } from '../../core/dates/parse.js';
import type { ExtractedObituary, Place } from '../../core/obituary.js';
import type { PartialDate } from '../../core/verification.js';
import { extractObituaries } from './notices.js';
import type { ExtractHints } from './extract.js';

const CORPUS = new URL('./__corpus__/', import.meta.url);

/** What one page must read as: a record of a name (with a death date or none), or no record. */
type Expectation =
  | { kind: 'none' }
  | { kind: 'not'; name: string }
  | { kind: 'dead'; name: string; date: string | null; fields: Record<string, string> };

interface CorpusPage {
  id: string;
  line: number;
  known: boolean;
  expectations: Expectation[];
  heading: string | null;
  paragraphs: string[];
}

interface CorpusSet {
  name: string;
  hints: ExtractHints;
  url: string;
  pages: CorpusPage[];
}

const DATE = /^(?:\d{4}(?:-\d{2}(?:-\d{2})?)?|\?)$/;
const FIELD = /^(age|birth|maiden|given|town)=(.+)$/;

function parseExpectation(text: string, where: string): Expectation {
  const words = text.trim().split(/\s+/);
  if (words[0] === 'none' && words.length === 1) return { kind: 'none' };
  if (words[0] === 'not' && words.length > 1) return { kind: 'not', name: words.slice(1).join(' ') };
  if (words[0] === 'dead') {
    const fields: Record<string, string> = {};
    let date: string | null | undefined;
    const name: string[] = [];
    for (const w of words.slice(1)) {
      const field = FIELD.exec(w);
      if (field) fields[field[1]!] = field[2]!.replace(/_/g, ' ');
      else if (DATE.test(w) && name.length > 0) date = w === '?' ? null : w;
      else if (date === undefined) name.push(w);
      else throw new Error(`${where}: a name after the date in "${text}"`);
    }
    if (name.length === 0 || date === undefined)
      throw new Error(`${where}: "dead" needs a name and a date or ?`);
    return { kind: 'dead', name: name.join(' '), date, fields };
  }
  throw new Error(`${where}: no expectation in "${text}" (none, not NAME, dead NAME DATE|?)`);
}

/** Reads one set file. */
function parseSet(name: string, text: string): CorpusSet {
  const hints: ExtractHints = { sourceType: 'newspaper', state: 'IL' };
  let url = `https://paper.example/news/${name}/`;
  const pages: CorpusPage[] = [];
  let current: CorpusPage | null = null;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    const where = `${name}.txt:${i + 1}`;
    if (line.startsWith('#')) return;
    if (line.startsWith('@ ')) {
      for (const setting of line.slice(2).trim().split(/\s+/)) {
        const [key, value] = setting.split('=') as [string, string | undefined];
        if (key === 'type' && (value === 'newspaper' || value === 'funeral_home')) hints.sourceType = value;
        else if (key === 'state' && value) hints.state = value;
        else if (key === 'published' && value) hints.publishedDate = value;
        else if (key === 'url' && value) url = value;
        else throw new Error(`${where}: unknown setting "${setting}"`);
      }
      return;
    }
    const head = /^=== (\S+)\s+(!?)\s*(.+)$/.exec(line);
    if (head) {
      const expectations = head[3]!.split(';').map((e) => parseExpectation(e, where));
      current = {
        id: head[1]!,
        line: i + 1,
        known: head[2] === '!',
        expectations,
        heading: null,
        paragraphs: [],
      };
      if (pages.some((p) => p.id === current!.id)) throw new Error(`${where}: page ${current.id} twice`);
      pages.push(current);
      return;
    }
    if (line === '') {
      if (current && current.heading !== null) current = null;
      return;
    }
    if (!current) throw new Error(`${where}: text outside a page`);
    if (current.heading === null) current.heading = line;
    else current.paragraphs.push(line);
  });
  return { name, hints, url, pages };
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page as a paper prints it: its headline as title and heading (`-`: none), one paragraph a line. */
function html(page: CorpusPage): string {
  const heading = page.heading === '-' ? null : page.heading;
  const title = heading ? `${escape(heading)} - Peoria Journal` : 'Peoria Journal';
  const body = page.paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${escape(p)}</p>`)).join('');
  return `<html><head><title>${title}</title></head><body><article>${heading ? `<h1>${escape(heading)}</h1>` : ''}${body}</article></body></html>`;
}

function read(set: CorpusSet, page: CorpusPage): ExtractedObituary[] {
  return extractObituaries(html(page), `${set.url}${page.id}`, set.hints);
}

function date(d: PartialDate | null): string {
  return d ? formatPartialDate(d) : '-';
}

function place(p: Place | null): string {
  return p ? [p.city, p.county, p.state].map((x) => x ?? '?').join(', ') : '-';
}

/** One record on a few lines: every field the index keeps, so any change of reading shows. */
function describeRecord(o: ExtractedObituary): string {
  const n = o.name;
  const name = [
    n.title,
    n.given,
    ...n.middle,
    n.nickname ? `"${n.nickname}"` : undefined,
    n.maiden.length ? `(${n.maiden.join(' ')})` : undefined,
    n.surname,
    n.suffix,
  ]
    .filter(Boolean)
    .join(' ');
  const lines = [
    `  ${name} | died ${date(o.deathDate)} | born ${date(o.birthDate)} | age ${o.age ?? '-'}`,
    `    lived ${place(o.residence)} | died at ${place(o.placeOfDeath)} | published ${date(o.publishedDate)}`,
  ];
  const family = [
    ...o.survivors.map((r) => `${r.relationship} ${r.name}`),
    ...o.predeceased.map((r) => `late ${r.relationship} ${r.name}`),
  ];
  if (family.length) lines.push(`    family ${family.join('; ')}`);
  const counts = Object.entries(o.familyCounts).map(([k, v]) => `${k} ${v}`);
  if (counts.length) lines.push(`    counts ${counts.join(', ')}`);
  if (o.occupation) lines.push(`    occupation ${o.occupation.value}`);
  if (o.militaryService) lines.push(`    military ${o.militaryService.value}`);
  if (o.education.length) lines.push(`    education ${o.education.map((q) => q.value).join('; ')}`);
  if (o.birthSurname) lines.push(`    born surname ${o.birthSurname.value}`);
  if (o.extraction.warnings.length) lines.push(`    warnings ${o.extraction.warnings.join('; ')}`);
  return lines.join('\n');
}

function words(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[.,"()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** A record is of NAME when every word of NAME is a word of the record's name. */
function isOf(o: ExtractedObituary, name: string): boolean {
  const n = o.name;
  const own = new Set(
    words([n.given, ...n.middle, n.nickname ?? '', ...n.maiden, n.surname, n.suffix ?? ''].join(' ')),
  );
  return words(name).every((w) => own.has(w));
}

/** Why the expectation fails on the page's records, or null when it holds. */
function unmet(e: Expectation, records: ExtractedObituary[]): string | null {
  if (e.kind === 'none') return records.length === 0 ? null : `expected no record, read ${records.length}`;
  const of = records.filter((o) => isOf(o, e.name));
  if (e.kind === 'not') return of.length === 0 ? null : `expected no record of ${e.name}`;
  if (of.length === 0) return `expected a record of ${e.name}`;
  const problems: string[] = [];
  for (const o of of) {
    const wrong: string[] = [];
    if ((o.deathDate ? formatPartialDate(o.deathDate) : null) !== e.date)
      wrong.push(`died ${date(o.deathDate)}`);
    for (const [key, value] of Object.entries(e.fields)) {
      const got =
        key === 'age'
          ? String(o.age ?? '-')
          : key === 'birth'
            ? date(o.birthDate)
            : key === 'maiden'
              ? o.name.maiden.join(' ') || '-'
              : key === 'given'
                ? o.name.given
                : (o.residence?.city ?? '-');
      if (got !== value) wrong.push(`${key} ${got}`);
    }
    if (wrong.length === 0) return null;
    problems.push(wrong.join(', '));
  }
  return `the record of ${e.name} reads ${problems.join(' / ')}`;
}

const sets = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => parseSet(f.slice(0, -4), readFileSync(new URL(f, CORPUS), 'utf8')));

describe('the reading corpus', () => {
  it('holds pages', () => {
    expect(sets.reduce((n, s) => n + s.pages.length, 0)).toBeGreaterThan(0);
  });

  it('names each page once across the sets, so a page id says which page', () => {
    const ids = sets.flatMap((s) => s.pages.map((p) => p.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  for (const set of sets) {
    describe(set.name, () => {
      for (const page of set.pages) {
        const check = page.known ? it.fails : it;
        check(`${page.id} (${set.name}.txt:${page.line})${page.known ? ' known misreading' : ''}`, () => {
          const records = read(set, page);
          const problems = page.expectations.map((e) => unmet(e, records)).filter(Boolean);
          expect(problems, describeAll(records)).toEqual([]);
        });
      }

      it('reads as recorded', async () => {
        const text = set.pages
          .map((p) => {
            const records = read(set, p);
            return `${p.id}${p.known ? ' (known misreading)' : ''}\n${describeAll(records)}`;
          })
          .join('\n');
        await expect(`${text}\n`).toMatchFileSnapshot(`./__corpus__/__readings__/${set.name}.txt`);
      });
    });
  }
});

function describeAll(records: ExtractedObituary[]): string {
  return records.length ? records.map(describeRecord).join('\n') : '  no record';
}

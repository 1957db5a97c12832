/**
 * Synthetic notices for index-scale benchmarks (index build, verify throughput): fast to make in any
 * number, with realistic name frequencies. Page extraction is not part of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractedObituary, Relative } from '../core/obituary.js';
import { referenceDir } from '../core/names/lexicon.js';
import type { NoticeInput } from '../indexer/observation.js';

/** Share of decedents published a second time by a newspaper (syndicated copy). */
const SYNDICATED_SHARE = 0.33;
const STATES = ['OH', 'TX', 'CA', 'NY', 'FL', 'IL', 'PA', 'MI', 'GA', 'NC', 'WA', 'MN'];

/** mulberry32: a small seeded generator, so every run indexes the same world. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted = Array<[string, number]>;

function weightedPicker(rows: Weighted, random: () => number): () => string {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, w] of rows) cumulative.push((total += w));
  return () => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return rows[lo]![0];
  };
}

function loadTables(random: () => number): { given: () => string; surname: () => string } {
  const dir = referenceDir();
  const first = JSON.parse(readFileSync(join(dir, 'first-names.json'), 'utf8')) as Record<
    string,
    Record<string, Weighted>
  >;
  const givenRows: Weighted = [];
  for (const sex of ['M', 'F']) for (const rows of Object.values(first[sex] ?? {})) givenRows.push(...rows);
  const surnames = (JSON.parse(readFileSync(join(dir, 'surnames.json'), 'utf8')) as { surnames: Weighted })
    .surnames;
  return { given: weightedPicker(givenRows, random), surname: weightedPicker(surnames, random) };
}

/**
 * `count` decedents as notices: names drawn from the reference frequency tables, a third published
 * again as a syndicated copy (middle name as an initial). Same count, same notices.
 */
export function* syntheticNotices(count: number): Generator<NoticeInput> {
  const random = seeded(20260101);
  const pick = loadTables(random);
  const int = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
  for (let i = 0; i < count; i++) {
    const given = pick.given();
    const surname = pick.surname();
    const middle = pick.given();
    const state = STATES[int(0, STATES.length - 1)]!;
    const city = `Town${int(1, 400)}`;
    const death = { year: int(2016, 2026), month: int(1, 12), day: int(1, 28) };
    const birthYear = death.year - int(40, 100);
    const survivors: Relative[] = Array.from({ length: int(2, 8) }, () => ({
      name: `${pick.given()} ${random() < 0.7 ? surname : pick.surname()}`,
      relationship: random() < 0.5 ? 'son' : 'daughter',
      degreeOfKinship: '1st' as const,
      location: null,
    }));
    const obituary: ExtractedObituary = {
      url: `https://fh${i % 500}.test/obituaries/${i}`,
      sourceType: 'funeral_home',
      publisher: `Funeral Home ${i % 500}`,
      publishedDate: death,
      name: { full: `${given} ${middle} ${surname}`, given, middle: [middle], maiden: [], surname },
      deathDate: death,
      birthDate: random() < 0.6 ? { year: birthYear, month: int(1, 12), day: int(1, 28) } : null,
      age: death.year - birthYear,
      residence: { city, county: `County${int(1, 80)}`, state },
      placeOfDeath: null,
      snippet: `${given} ${middle} ${surname}, of ${city}, passed away peacefully surrounded by family.`,
      survivorsText: '',
      survivors,
      predeceased: [],
      familyCounts: { grandchildren: int(0, 12) },
      occupation: null,
      militaryService: null,
      education: [],
      extraction: { layer: 'json-ld', warnings: [] },
    };
    const capturedAt = new Date(Date.UTC(death.year, death.month - 1, death.day + 2)).toISOString();
    yield { obituary, source: { url: obituary.url, state, capturedAt } };
    if (random() < SYNDICATED_SHARE) {
      const url = `https://paper${i % 50}.test/obits/${i}`;
      yield {
        obituary: {
          ...obituary,
          url,
          sourceType: 'newspaper',
          publisher: `Daily ${i % 50}`,
          name: { ...obituary.name, full: `${given} ${middle[0]}. ${surname}`, middle: [middle[0] ?? ''] },
          survivors: [],
        },
        source: { url, sourceType: 'newspaper', state, capturedAt },
      };
    }
  }
}

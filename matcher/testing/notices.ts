/**
 * Obituary notices for the matcher's tests and latency measurement, written into a real SQLite index
 * through the real indexer (merging, keys and relatives exactly as production writes them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExtractedObituary, Place, Relative, SourceType } from '../../core/obituary.js';
import type { PartialDate, Quote, VerifyQuery } from '../../core/verification.js';
import { Indexer } from '../../indexer/indexer.js';
import { composeDecedent } from '../../indexer/compose.js';
import { decedentIdFor, observeNotice, type NoticeInput } from '../../indexer/observation.js';
import type { WebCandidate, WebCandidateSource } from '../web/ports.js';
import { openSqliteIndex, type SqliteObituaryIndex } from '../../store/index/sqlite-index.js';

/** The facts of one notice; everything but the name is optional. */
export interface NoticeSpec {
  given: string;
  surname: string;
  middle?: string[];
  nickname?: string;
  maiden?: string[];
  suffix?: string;
  born?: PartialDate | null;
  died?: PartialDate | null;
  age?: number | null;
  residence?: Partial<Place> | null;
  placeOfDeath?: Partial<Place> | null;
  survivors?: Array<[name: string, relationship: string]>;
  predeceased?: Array<[name: string, relationship: string]>;
  url?: string;
  sourceType?: SourceType;
  publisher?: string | null;
  /** The registered source's state and county. */
  sourceState?: string | null;
  sourceCounty?: string | null;
  snippet?: string;
  occupation?: Quote | null;
  militaryService?: Quote | null;
  education?: Quote[];
  familyCounts?: ExtractedObituary['familyCounts'];
  capturedAt?: string;
}

let serial = 0;

function place(p: Partial<Place> | null | undefined): Place | null {
  if (!p) return null;
  return { city: p.city ?? null, county: p.county ?? null, state: p.state ?? null };
}

function relatives(list: Array<[string, string]> | undefined): Relative[] {
  return (list ?? []).map(([name, relationship]) => ({
    name,
    relationship,
    degreeOfKinship: '1st',
    location: null,
  }));
}

/** One notice as the crawler hands it to the indexer. */
export function notice(spec: NoticeSpec): NoticeInput {
  const n = ++serial;
  const full = [spec.given, ...(spec.middle ?? []), spec.surname, spec.suffix ?? '']
    .filter((s) => s)
    .join(' ');
  const slug = full.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const url = spec.url ?? `https://funeral-${n % 7}.example.test/obituaries/${slug}-${n}`;
  const residence = place(spec.residence);
  const obituary: ExtractedObituary = {
    url,
    sourceType: spec.sourceType ?? 'funeral_home',
    publisher: spec.publisher === undefined ? `Example Funeral Home ${n % 7}` : spec.publisher,
    publishedDate: spec.died ?? null,
    name: {
      full,
      given: spec.given,
      middle: spec.middle ?? [],
      ...(spec.nickname ? { nickname: spec.nickname } : {}),
      maiden: spec.maiden ?? [],
      surname: spec.surname,
      ...(spec.suffix ? { suffix: spec.suffix } : {}),
    },
    deathDate: spec.died === undefined ? { year: 2025, month: 6, day: 1 } : spec.died,
    birthDate: spec.born ?? null,
    age: spec.age ?? null,
    residence,
    placeOfDeath: place(spec.placeOfDeath),
    snippet: spec.snippet ?? `${full}, of ${residence?.city ?? 'town'}, passed away peacefully.`,
    survivorsText: '',
    survivors: relatives(spec.survivors),
    predeceased: relatives(spec.predeceased),
    familyCounts: spec.familyCounts ?? {},
    occupation: spec.occupation ?? null,
    militaryService: spec.militaryService ?? null,
    education: spec.education ?? [],
    extraction: { layer: 'json-ld', warnings: [] },
  };
  return {
    obituary,
    source: {
      url,
      sourceType: spec.sourceType ?? 'funeral_home',
      publisher: obituary.publisher,
      state: spec.sourceState === undefined ? (residence?.state ?? null) : spec.sourceState,
      county: spec.sourceCounty === undefined ? (residence?.county ?? null) : spec.sourceCounty,
      capturedAt: spec.capturedAt ?? capturedAfter(obituary.deathDate),
    },
  };
}

/**
 * When a test's notice was fetched unless it says: June 3, 2025, or the day after a later death (a
 * page is fetched after the death it reports; the indexer drops a death date after the fetch).
 */
function capturedAfter(death: PartialDate | null): string {
  const usual = '2025-06-03T12:00:00Z';
  if (!death) return usual;
  const after = new Date(Date.UTC(death.year, (death.month ?? 12) - 1, (death.day ?? 28) + 1, 12));
  return after.toISOString() > usual ? after.toISOString() : usual;
}

/** A temporary real SQLite index and an indexer over it. */
export interface TestIndex {
  index: SqliteObituaryIndex;
  indexer: Indexer;
  /** Indexes notices; returns the decedent ids written, in order. */
  add(...specs: NoticeSpec[]): Promise<string[]>;
  remove(): Promise<void>;
}

/** Opens a fresh index in a temporary directory. */
export function openTestIndex(): TestIndex {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-matcher-'));
  const index = openSqliteIndex(join(dir, 'index'));
  const indexer = new Indexer(index);
  return {
    index,
    indexer,
    async add(...specs) {
      const summary = await indexer.write(specs.map(notice));
      return summary.written;
    },
    async remove() {
      await index.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A verify query with the API's defaults for everything not given. */
export function query(q: Partial<VerifyQuery> & Pick<VerifyQuery, 'firstName' | 'lastName'>): VerifyQuery {
  return { searchDepth: 'recent', requireMatch: [], includeSurvivors: false, fresh: false, ...q };
}

const FILLER_GIVEN = ['Aldous', 'Bertram', 'Cornelia', 'Delphine', 'Ezra', 'Florian', 'Griselda', 'Horatio'];
const FILLER_SURNAME = [
  'Vantongeren',
  'Wexley',
  'Yarbrough',
  'Zeller',
  'Ulbrich',
  'Tolliver',
  'Sprague',
  'Rinaldi',
];

/** `count` distinct decedents with unremarkable names, so the index is big enough to judge name rarity. */
export function fillerNotices(count: number): NoticeSpec[] {
  const out: NoticeSpec[] = [];
  for (let i = 0; i < count; i++) {
    out.push({
      given: FILLER_GIVEN[i % FILLER_GIVEN.length]!,
      surname: `${FILLER_SURNAME[Math.floor(i / FILLER_GIVEN.length) % FILLER_SURNAME.length]}${i}`,
      born: { year: 1930 + (i % 40) },
      died: { year: 2025, month: 1 + (i % 12), day: 1 + (i % 28) },
      residence: { city: 'Fillertown', state: 'KS' },
      url: `https://filler.example.test/obituaries/${i}`,
    });
  }
  return out;
}

/** A decedent as a web page would yield it (the indexer's own normalization, never stored). */
export function webCandidate(
  spec: NoticeSpec,
  url: string,
  fetchedAt = '2025-06-04T00:00:00Z',
): WebCandidate {
  const input = notice({ ...spec, url, sourceType: spec.sourceType ?? 'unknown' });
  const { observation, relatives: drafts } = observeNotice(input);
  const id = decedentIdFor(url);
  const decedent = composeDecedent(id, [observation], { url, count: drafts.length });
  const relatives = drafts.map((r, seq) => ({ ...r, decedentId: id, seq }));
  return { decedent, relatives, url, fetchedAt };
}

/** A web source serving fixed pages: the port's behaviour without a network, recording each call. */
export class ListedWebSource implements WebCandidateSource {
  readonly calls: Array<{ query: VerifyQuery; depth: 'standard' | 'extended' }> = [];
  /** Queries whose cached answer the matcher asked to drop. */
  readonly forgotten: VerifyQuery[] = [];
  constructor(private readonly pages: WebCandidate[]) {}
  async forget(q: VerifyQuery): Promise<void> {
    this.forgotten.push(q);
  }
  async search(
    q: VerifyQuery,
    opts: { depth: 'standard' | 'extended'; lookbackYears: number; fresh: boolean },
  ): Promise<WebCandidate[]> {
    this.calls.push({ query: q, depth: opts.depth });
    const surname = q.lastName.toLowerCase();
    return this.pages.filter(
      (p) => p.decedent.name.surname === surname || p.decedent.name.former.includes(surname),
    );
  }
}

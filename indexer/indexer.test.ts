import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DecedentName, ExtractedObituary, Relative } from '../core/obituary.js';
import { openSqliteIndex, type SqliteObituaryIndex } from '../store/index/sqlite-index.js';
import { blockingKeysForQuery } from '../store/index/blocking-keys.js';
import type { VerifyQuery } from '../core/verification.js';
import { Indexer } from './indexer.js';
import { decedentIdFor, type NoticeInput } from './observation.js';

function name(full: string, parts: Partial<DecedentName>): DecedentName {
  return { full, given: 'James', middle: [], maiden: [], surname: 'Miller', ...parts };
}

function obituary(url: string, over: Partial<ExtractedObituary> = {}): ExtractedObituary {
  return {
    url,
    sourceType: 'funeral_home',
    publisher: 'Hope Funeral Home',
    publishedDate: { year: 2026, month: 1, day: 6 },
    name: name('James Robert "Jim" Miller Jr.', { middle: ['Robert'], nickname: 'Jim', suffix: 'Jr.' }),
    deathDate: { year: 2026, month: 1, day: 3 },
    birthDate: { year: 1941, month: 2, day: 11 },
    age: 84,
    residence: { city: 'Dayton', county: 'Montgomery', state: 'OH' },
    placeOfDeath: null,
    snippet: 'James Robert "Jim" Miller Jr., 84, of Dayton, passed away January 3, 2026.',
    survivorsText: 'He is survived by his wife Linda Miller and his son Tom Miller.',
    survivors: [],
    predeceased: [],
    familyCounts: { grandchildren: 4 },
    occupation: { value: 'machinist', quote: 'He worked as a machinist for 40 years.' },
    militaryService: null,
    education: [],
    extraction: { layer: 'json-ld', warnings: [] },
    ...over,
  };
}

function notice(
  url: string,
  over: Partial<ExtractedObituary> = {},
  capturedAt = '2026-01-06T12:00:00Z',
): NoticeInput {
  return {
    obituary: obituary(url, over),
    source: {
      url,
      sourceType: over.sourceType ?? 'funeral_home',
      state: 'OH',
      county: 'Montgomery',
      capturedAt,
    },
  };
}

const survivors: Relative[] = [
  { name: 'Linda Miller', relationship: 'wife', degreeOfKinship: '1st', location: null },
  { name: 'Tom Miller', relationship: 'son', degreeOfKinship: '1st', location: 'Austin, Texas' },
];

const FH = 'https://hope-fh.test/obituaries/james-miller';
const NEWS1 = 'https://daytondaily.test/obits/2026/01/miller';
const NEWS2 = 'https://legacy.test/us/obituaries/daytondaily/james-miller';

const syndicated: NoticeInput[] = [
  notice(FH, { survivors }),
  notice(
    NEWS1,
    {
      sourceType: 'newspaper',
      publisher: 'Dayton Daily',
      name: name('Jim Miller Jr.', { given: 'Jim', suffix: 'Jr.' }),
      birthDate: null,
    },
    '2026-01-07T08:00:00Z',
  ),
  notice(
    NEWS2,
    {
      sourceType: 'newspaper',
      publisher: 'Legacy',
      name: name('James R. Miller Jr.', { middle: ['R'], suffix: 'Jr.' }),
      residence: null,
      placeOfDeath: { city: 'Kettering', county: 'Montgomery', state: 'OH' },
    },
    '2026-01-08T09:30:00Z',
  ),
];

describe('indexer', () => {
  let dir: string;
  let index: SqliteObituaryIndex;
  let indexer: Indexer;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-indexer-'));
    index = openSqliteIndex(dir);
    indexer = new Indexer(index);
  });
  afterEach(async () => {
    await index.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('merges three syndicated copies into one decedent with three sources', async () => {
    const summary = await indexer.write(syndicated);
    expect(summary).toMatchObject({ created: 1, merged: 2, unchanged: 0 });
    expect(await index.count()).toBe(1);
    const [d] = await index.get([decedentIdFor(FH)]);
    expect(d!.sources.map((s) => [s.url, s.sourceType, s.firstCapturedAt])).toEqual([
      [FH, 'funeral_home', '2026-01-06T12:00:00.000Z'],
      [NEWS1, 'newspaper', '2026-01-07T08:00:00.000Z'],
      [NEWS2, 'newspaper', '2026-01-08T09:30:00.000Z'],
    ]);
    expect(d!.firstCapturedAt).toBe('2026-01-06T12:00:00.000Z');
    expect(d!.name).toEqual({
      given: 'james',
      middle: ['robert'],
      nickname: 'jim',
      surname: 'miller',
      former: [],
      suffix: 'jr',
    });
    expect(d!.birthYear).toBe(1941);
    expect(d!.relativeCount).toBe(2);
  });

  it('merges copies that arrive in separate batches, keeping the founding id', async () => {
    for (const n of [syndicated[1]!, syndicated[0]!, syndicated[2]!]) await indexer.write([n]);
    expect(await index.count()).toBe(1);
    const owners = await index.ownersOf([FH, NEWS1, NEWS2]);
    expect(new Set(owners.values())).toEqual(new Set([decedentIdFor(NEWS1)]));
  });

  it('keeps a namesake with another death date apart', async () => {
    await indexer.write([
      syndicated[0]!,
      notice('https://other-fh.test/james-miller', { deathDate: { year: 2026, month: 1, day: 4 } }),
    ]);
    expect(await index.count()).toBe(2);
  });

  it('keeps a namesake in another state apart', async () => {
    await indexer.write([
      syndicated[0]!,
      notice('https://tx-fh.test/james-miller', {
        residence: { city: 'Austin', county: 'Travis', state: 'TX' },
      }),
    ]);
    expect(await index.count()).toBe(2);
  });

  it('keeps a Jr and a Sr apart, even on the same day in the same town', async () => {
    await indexer.write([
      syndicated[0]!,
      notice('https://hope-fh.test/obituaries/james-miller-sr', {
        name: name('James R. Miller Sr.', { middle: ['R'], suffix: 'Sr.' }),
        birthDate: { year: 1918, month: 5, day: 1 },
        age: 107,
      }),
    ]);
    expect(await index.count()).toBe(2);
  });

  it('does not merge a copy without a suffix unless the birth year agrees', async () => {
    const noSuffix = name('James Miller', {});
    await indexer.write([
      syndicated[0]!,
      notice('https://paper.test/a', { name: noSuffix, birthDate: null, age: null }),
    ]);
    expect(await index.count()).toBe(2);
    await indexer.write([
      notice('https://paper.test/b', { name: noSuffix, birthDate: { year: 1941 }, age: null }),
    ]);
    // b agrees with the Jr. (birth year) and with a (nothing conflicts): it could be either, so it stays alone.
    expect(await index.count()).toBe(3);

    const other = openSqliteIndex(join(dir, 'other'));
    const second = new Indexer(other);
    await second.write([
      syndicated[0]!,
      notice('https://paper.test/b', { name: noSuffix, birthDate: { year: 1941 }, age: null }),
    ]);
    expect(await other.count()).toBe(1);
    await other.close();
  });

  it('without a death date, merges only on full birth date, same given name and city', async () => {
    const base = { deathDate: null, age: null };
    await indexer.write([
      notice('https://x.test/1', { ...base }),
      notice('https://x.test/2', { ...base }),
      notice('https://x.test/3', { ...base, residence: { city: 'Xenia', county: 'Greene', state: 'OH' } }),
      notice('https://x.test/4', { ...base, birthDate: { year: 1941 } }),
    ]);
    const owners = await index.ownersOf([
      'https://x.test/1',
      'https://x.test/2',
      'https://x.test/3',
      'https://x.test/4',
    ]);
    expect(owners.get('https://x.test/2')).toBe(owners.get('https://x.test/1'));
    expect(new Set(owners.values()).size).toBe(3);
  });

  it('writes nothing when an unchanged page is crawled again', async () => {
    await indexer.write(syndicated);
    const before = await index.get([decedentIdFor(FH)]);
    const again = await indexer.write([
      { ...syndicated[0]!, source: { ...syndicated[0]!.source, capturedAt: '2026-02-01T00:00:00Z' } },
    ]);
    expect(again).toMatchObject({ unchanged: 1, created: 0, merged: 0, updated: 0, written: [] });
    expect(await index.get([decedentIdFor(FH)])).toEqual(before);
  });

  it('updates the decedent when a page changes, keeping its first capture time', async () => {
    await indexer.write(syndicated);
    const corrected = notice(
      FH,
      { survivors, occupation: { value: 'teacher', quote: 'He taught shop for 40 years.' } },
      '2026-01-20T00:00:00Z',
    );
    const summary = await indexer.write([corrected]);
    expect(summary).toMatchObject({ updated: 1, written: [decedentIdFor(FH)] });
    const [d] = await index.get([decedentIdFor(FH)]);
    expect(d!.occupation?.value).toBe('teacher');
    expect(d!.sources.find((s) => s.url === FH)!.firstCapturedAt).toBe('2026-01-06T12:00:00.000Z');
    const obs = (await index.observationsOf([d!.id])).get(d!.id)!;
    expect(obs.find((o) => o.url === FH)!.capturedAt).toBe('2026-01-20T00:00:00.000Z');
  });

  it('moves a page out when it now describes a different death', async () => {
    await indexer.write(syndicated);
    await indexer.write([notice(NEWS2, { name: name('Ann Baker', { given: 'Ann', surname: 'Baker' }) })]);
    expect(await index.count()).toBe(2);
    const owners = await index.ownersOf([FH, NEWS2]);
    expect(owners.get(FH)).toBe(decedentIdFor(FH));
    expect(owners.get(NEWS2)).toBe(decedentIdFor(NEWS2));
    const [d] = await index.get([decedentIdFor(FH)]);
    expect(d!.sources).toHaveLength(2);
  });

  it('stores survivors apart: a query for a survivor finds no decedent', async () => {
    await indexer.write(syndicated);
    const q: VerifyQuery = {
      firstName: 'Tom',
      lastName: 'Miller',
      address: { state: 'OH' },
      searchDepth: 'recent',
      requireMatch: [],
      includeSurvivors: false,
      fresh: false,
    };
    const keys = blockingKeysForQuery(q);
    const candidates = await index.candidates({ keys, limit: 20 });
    expect(candidates.map((c) => c.displayName)).not.toContain('Tom Miller');
    expect(candidates.every((c) => c.name.given === 'james')).toBe(true);
    const rel = await index.relativeCandidates({ keys, limit: 5 });
    expect(rel.map((r) => [r.name, r.relationship, r.decedentId])).toEqual([
      ['Tom Miller', 'son', decedentIdFor(FH)],
    ]);
  });

  it('finds the merged decedent by nickname, initial and maiden name queries', async () => {
    await indexer.write([
      ...syndicated,
      notice('https://hope-fh.test/obituaries/mary-nowak', {
        name: name('Mary Ann (Kowalski) Nowak', {
          given: 'Mary',
          middle: ['Ann'],
          maiden: ['Kowalski'],
          surname: 'Nowak',
        }),
        deathDate: { year: 2026, month: 1, day: 2 },
      }),
    ]);
    const base = { searchDepth: 'recent' as const, requireMatch: [], includeSurvivors: false, fresh: false };
    const top = async (firstName: string, lastName: string): Promise<string | undefined> =>
      (await index.candidates({ keys: blockingKeysForQuery({ ...base, firstName, lastName }), limit: 1 }))[0]
        ?.displayName;
    expect(await top('Jim', 'Miller')).toBe('James Robert "Jim" Miller Jr.');
    expect(await top('Jimmy', 'Miler')).toBe('James Robert "Jim" Miller Jr.');
    expect(await top('Mary', 'Kowalski')).toBe('Mary Ann (Kowalski) Nowak');
  });
});

/**
 * `vigil bench linkage` end to end on a small set in the FEBRL layout: the world generated around
 * the drawn originals is crawled, indexed and asked about over HTTP with every duplicate.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/support/redis.js';
import { isCorrectUrl } from '../accuracy/report.js';
import { FEBRL_COLUMNS, FebrlFormatError } from './febrl.js';
import { readFebrlFiles, runLinkage, type LinkageRun } from './run.js';

const GIVEN = ['margaret', 'wendell', 'lachlan', 'talia', 'hugo', 'evelyn', 'giorgia', 'desmond'];
const SURNAMES = [
  'delacroix',
  'okafor',
  'bottroff',
  'wotton',
  'sporn',
  'castellanos',
  'smallacombe',
  'jonjic',
];
const ORIGINALS = 30;

function line(id: string, given: string, surname: string, dob: string): string {
  return `${id}, ${given}, ${surname}, 12, pinkerton circuit, bega flats, richlands, 4560, vic, ${dob}, 4066625`;
}

let dir = '';
let linkage: LinkageRun;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-febrl-'));
  const originals: string[] = [];
  const duplicates: string[] = [];
  for (let n = 0; n < ORIGINALS; n++) {
    const given = GIVEN[n % GIVEN.length]!;
    const surname = `${SURNAMES[(n * 3) % SURNAMES.length]!}${n >= SURNAMES.length ? 'o'.repeat(Math.floor(n / 8)) : ''}`;
    const dob = `${1940 + n}0${1 + (n % 9)}1${n % 10}`;
    originals.push(line(`rec-${n}-org`, given, surname, dob));
    // Every fifth duplicate carries the FEBRL generator's kind of noise; one has no first name.
    const dupGiven = n === 3 ? '' : n % 5 === 1 ? given.slice(0, -1) : given;
    duplicates.push(line(`rec-${n}-dup-0`, dupGiven, surname, n % 5 === 2 ? '' : dob));
  }
  const header = FEBRL_COLUMNS.join(', ');
  writeFileSync(join(dir, 'a.csv'), [header, ...originals].join('\n') + '\n');
  writeFileSync(join(dir, 'b.csv'), [header, ...duplicates].join('\n') + '\n');
  linkage = await runLinkage({
    dataDir: dir,
    files: ['a.csv', 'b.csv'],
    seed: 4,
    depths: ['recent'],
    redisUrl: testRedisUrl(),
    concurrency: 2,
  });
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the record-linkage benchmark, end to end', () => {
  it('makes some originals decedents and asks every duplicate that has both names', () => {
    expect(linkage.originals).toBe(ORIGINALS);
    expect(linkage.duplicates).toBe(ORIGINALS);
    expect(linkage.unaskable).toBe(1);
    expect(linkage.decedents).toBeGreaterThan(5);
    expect(linkage.decedents).toBeLessThan(25);
    expect(linkage.run.world.subjects).toHaveLength(ORIGINALS - 1);
    expect(linkage.run.world.subjects.filter((s) => s.truth.deceased)).not.toHaveLength(0);
    expect(linkage.run.crawl.indexedDecedents).toBeGreaterThan(0);
  });

  it('answers every subject over HTTP; finds decedents asked exactly, never a living person', () => {
    const subjects = new Map(linkage.run.world.subjects.map((s) => [s.subject_id, s]));
    expect(linkage.run.outcomes).toHaveLength(ORIGINALS - 1);
    let foundExact = 0;
    for (const o of linkage.run.outcomes) {
      expect(o.status).toBe(200);
      const s = subjects.get(o.subject_id)!;
      if (!s.truth.deceased) expect(o.result).not.toBe('found');
      if (o.result === 'found') expect(isCorrectUrl(o.obituary_url, s.truth.obituary_urls)).toBe(true);
      if (o.result === 'found' && s.difficulty?.includes('exact')) foundExact++;
    }
    expect(foundExact).toBeGreaterThan(0);
  });

  it('refuses a folder without the files, naming the path', () => {
    expect(() => readFebrlFiles(dir, ['missing.csv'])).toThrow(FebrlFormatError);
    expect(() => readFebrlFiles(dir, ['missing.csv'])).toThrow(`${join(dir, 'missing.csv')}: no such file`);
  });
});

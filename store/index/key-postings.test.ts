import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blockingKeysForQuery } from './blocking-keys.js';
import { contractDecedent } from './contract.js';
import {
  KeyPostingsBuilder,
  LiveKeyPostings,
  NO_ROWS,
  SYNC_MAX_CHANGES,
  type KeyTableSource,
} from './key-postings.js';
import type { DecedentRecord, NormalizedName } from './ports.js';
import { openSqliteIndex, type SqliteObituaryIndex } from './sqlite-index.js';

const list = (a: Int32Array): number[] => [...a];

describe('key table in memory', () => {
  it('finds every key it was built from, and nothing else', () => {
    const b = new KeyPostingsBuilder();
    const long = `sd:${'x'.repeat(300)}|a`;
    b.addKey('s:lee', '3,9,40');
    b.addKey('s:leeds', '7');
    b.addKey('sg:müller|anna', '12,5,8');
    b.addKey(long, '2');
    const t = b.finish();
    expect(t.keys).toBe(4);
    expect(t.rows).toBe(8);
    expect(list(t.lookup('s:lee'))).toEqual([3, 9, 40]);
    expect(list(t.lookup('s:leeds'))).toEqual([7]);
    // Ids that do not arrive ascending are sorted; a key outside ASCII and a long one are found.
    expect(list(t.lookup('sg:müller|anna'))).toEqual([5, 8, 12]);
    expect(list(t.lookup(long))).toEqual([2]);
    expect(t.lookup('s:le')).toBe(NO_ROWS);
    expect(t.lookup('s:leex')).toBe(NO_ROWS);
    expect(t.lookup('')).toBe(NO_ROWS);
  });

  it('holds many keys whose hashes share slots', () => {
    const b = new KeyPostingsBuilder();
    for (let i = 0; i < 20_000; i++) b.addKey(`k:${i}`, `${i},${i + 1}`);
    const t = b.finish();
    for (let i = 0; i < 20_000; i += 997) expect(list(t.lookup(`k:${i}`))).toEqual([i, i + 1]);
    expect(t.lookup('k:20000')).toBe(NO_ROWS);
  });
});

/** A key table and its log in plain memory, shaped like the SQLite one. */
class MemorySource implements KeyTableSource {
  rows = new Map<string, number[]>();
  log: Array<{ seq: number; key: string }> = [];
  logReads = 0;
  private commits = 0;

  set(key: string, rids: number[]): void {
    if (rids.length === 0) this.rows.delete(key);
    else this.rows.set(key, rids);
    this.log.push({ seq: (this.log.at(-1)?.seq ?? 0) + 1, key });
    this.commits++;
  }
  keysAfter(after: string | null, limit: number): Array<[string, string]> {
    return [...this.rows.keys()]
      .sort()
      .filter((k) => after === null || k > after)
      .slice(0, limit)
      .map((k) => [k, this.rows.get(k)!.join(',')]);
  }
  rowsOf(key: string): number[] {
    return this.rows.get(key) ?? [];
  }
  changesSince(seq: number, limit: number): Array<{ seq: number; key: string }> {
    this.logReads++;
    return this.log.filter((c) => c.seq > seq).slice(0, limit);
  }
  logEnd(): number {
    return this.log.at(-1)?.seq ?? 0;
  }
  version(): string {
    return String(this.commits);
  }
}

describe('key table kept current', () => {
  it('loads in slices, then answers from memory with every logged change applied', async () => {
    const src = new MemorySource();
    for (let i = 0; i < 25; i++) src.set(`k:${String(i).padStart(2, '0')}`, [i, 100 + i]);
    const live = new LiveKeyPostings(src, 4);
    expect(live.usable()).toBe(false); // starts the load; the caller reads the file meanwhile
    await live.load();
    expect(live.usable()).toBe(true);
    expect(list(live.rowsOf('k:07'))).toEqual([7, 107]);
    expect(live.loaded?.keys).toBe(25);

    src.set('k:07', [7]);
    src.set('k:99', [99]);
    src.set('k:03', []);
    expect(live.usable()).toBe(true);
    expect(list(live.rowsOf('k:07'))).toEqual([7]);
    expect(list(live.rowsOf('k:99'))).toEqual([99]);
    expect(list(live.rowsOf('k:03'))).toEqual([]);

    // Nothing committed since: the log is not read again.
    const reads = src.logReads;
    expect(live.usable()).toBe(true);
    expect(src.logReads).toBe(reads);
  });

  it('loads afresh after a gap in the log or a burst of changes, answering from the file meanwhile', async () => {
    const src = new MemorySource();
    src.set('k:a', [1]);
    const live = new LiveKeyPostings(src);
    await live.load();
    expect(live.usable()).toBe(true);

    // Entries this reader never saw were pruned.
    src.set('k:a', [1, 2]);
    src.log.shift();
    src.set('k:b', [3]);
    src.log.splice(0, src.log.length - 1);
    expect(live.usable()).toBe(false);
    await live.load();
    expect(live.loads).toBe(2);
    expect(live.usable()).toBe(true);
    expect(list(live.rowsOf('k:a'))).toEqual([1, 2]);
    expect(list(live.rowsOf('k:b'))).toEqual([3]);

    for (let i = 0; i <= SYNC_MAX_CHANGES; i++) src.set('k:c', [i]);
    expect(live.usable()).toBe(false);
    await live.load();
    expect(live.usable()).toBe(true);
    expect(list(live.rowsOf('k:c'))).toEqual([SYNC_MAX_CHANGES]);
  });

  it('leaves the file to answer after a failed load, without loading again', async () => {
    const src = new MemorySource();
    src.set('k:a', [1]);
    src.rows.set('k:b', [2 ** 31]); // beyond the Int32 row ids the table holds
    const live = new LiveKeyPostings(src);
    await live.load();
    expect(live.failure).toBeInstanceOf(Error);
    expect(live.usable()).toBe(false);
    await live.load();
    expect(live.loads).toBe(0);
    expect(live.usable()).toBe(false);
  });

  it('re-reads a key written while it was loading', async () => {
    const src = new MemorySource();
    for (let i = 0; i < 10; i++) src.set(`k:${i}`, [i]);
    const live = new LiveKeyPostings(src, 2);
    const loading = live.load();
    // After the first slice: a key already read changes, and one not yet read does.
    src.set('k:0', [0, 50]);
    src.set('k:9', []);
    await loading;
    expect(live.usable()).toBe(true);
    expect(list(live.rowsOf('k:0'))).toEqual([0, 50]);
    expect(list(live.rowsOf('k:9'))).toEqual([]);
  });
});

describe('sqlite index with its key table in memory', () => {
  const dirs: string[] = [];
  const open: SqliteObituaryIndex[] = [];
  afterEach(async () => {
    for (const i of open.splice(0)) await i.close();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  const GIVEN = ['ann', 'robert', 'mary', 'john', 'elizabeth', 'james', 'patricia', 'william'];
  const SURNAME = ['lee', 'smith', 'smyth', 'johnson', 'johnston', 'garcia', 'muller', 'obrien', 'kowalski'];
  const STATE = ['OH', 'TX', 'PA'];

  function people(offset: number, count: number): DecedentRecord[] {
    return Array.from({ length: count }, (_, j) => {
      const i = offset + j;
      const decedent = contractDecedent({
        id: `dec_${i}`,
        given: GIVEN[i % GIVEN.length]!,
        surname: SURNAME[(i * 7) % SURNAME.length]!,
        middle: i % 3 === 0 ? [GIVEN[(i + 3) % GIVEN.length]!] : [],
        former: i % 5 === 0 ? [SURNAME[(i + 2) % SURNAME.length]!] : [],
        state: STATE[i % STATE.length]!,
        birthYear: 1930 + (i % 40),
      });
      return { decedent, observations: [], relatives: [] };
    });
  }

  const queries = SURNAME.flatMap((surname) =>
    GIVEN.flatMap((given) =>
      STATE.map((state, k) =>
        blockingKeysForQuery({
          firstName: given,
          lastName: k === 2 ? `${surname}x` : surname,
          address: { state },
          dob: { year: 1950 + k },
          searchDepth: 'recent',
          requireMatch: [],
          includeSurvivors: false,
          fresh: false,
        }),
      ),
    ),
  );

  async function answers(index: SqliteObituaryIndex): Promise<string[][]> {
    const any = (_: NormalizedName): boolean => true;
    const out: string[][] = [];
    for (const keys of queries) {
      const r = await index.retrieve({ keys, limit: 25 }, any);
      out.push(r.candidates.map((d) => d.id));
    }
    const freq = await index.nameFrequency(queries.flat().slice(0, 200));
    out.push([...freq].map(([k, n]) => `${k}=${n}`));
    return out;
  }

  it('answers exactly as the file does, loaded from a full file and through writes by another connection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-keys-'));
    dirs.push(dir);
    const writer = openSqliteIndex(dir, { loadIntoMemory: false });
    const fileReader = openSqliteIndex(dir, { loadIntoMemory: false });
    const memoryReader = openSqliteIndex(dir);
    open.push(writer, fileReader, memoryReader);
    await writer.write(people(0, 400));

    await memoryReader.warm();
    const before = await answers(fileReader);
    expect(before.flat().length).toBeGreaterThan(1000);
    expect(await answers(memoryReader)).toEqual(before);

    // Another connection adds people, rewrites some (new maiden names: keys gained and lost) and
    // deletes others; the memory reader's next answers follow.
    const rewritten = people(0, 40).map((r) => ({
      ...r,
      decedent: contractDecedent({ id: r.decedent.id, given: 'ann', surname: 'kowalski', state: 'TX' }),
    }));
    await writer.write(
      [...people(400, 60), ...rewritten],
      Array.from({ length: 30 }, (_, i) => `dec_${100 + i}`),
    );
    const after = await answers(fileReader);
    expect(after).not.toEqual(before);
    expect(await answers(memoryReader)).toEqual(after);
  });

  it('sees its own writes at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-keys-'));
    dirs.push(dir);
    const index = openSqliteIndex(dir);
    open.push(index);
    await index.warm();
    const [ann] = people(0, 1);
    const keys = ann!.decedent.blockingKeys.filter((k) => k.startsWith('sg:'));
    expect((await index.retrieve({ keys, limit: 5 }, () => true)).candidates).toHaveLength(0);
    await index.write([ann!]);
    expect((await index.retrieve({ keys, limit: 5 }, () => true)).candidates.map((d) => d.id)).toEqual([
      'dec_0',
    ]);
    await index.write([], ['dec_0']);
    expect((await index.retrieve({ keys, limit: 5 }, () => true)).candidates).toHaveLength(0);
  });
});

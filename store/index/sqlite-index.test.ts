import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  obituaryIndexContract,
  contractDecedent,
  contractRecord,
  contractRelative,
  withoutKeysUnderInitialSql,
} from './contract.js';
import { blockingKeysForDecedent, blockingKeysForRelative } from './blocking-keys.js';
import { retrievedDecedentOf } from './retrieved-decedent.js';
import type { NamePartForms, NormalizedName } from './ports.js';
import {
  ABANDONED_TEMPORARY_MS,
  FILE_LAYOUT_VERSION,
  NameCache,
  openSqliteIndex,
  removeAbandonedTemporaries,
  sharedWithinTask,
} from './sqlite-index.js';
import { beginWork, workContext } from '../../core/work-context.js';

let dir = '';
obituaryIndexContract('sqlite', {
  async open() {
    dir = mkdtempSync(join(tmpdir(), 'vigil-index-'));
    return openSqliteIndex(dir, { loadIntoMemory: false });
  },
  async cleanup() {
    rmSync(dir, { recursive: true, force: true });
  },
});
obituaryIndexContract('sqlite, key table in memory', {
  async open() {
    dir = mkdtempSync(join(tmpdir(), 'vigil-index-'));
    const index = openSqliteIndex(dir);
    await index.warm();
    return index;
  },
  async cleanup() {
    rmSync(dir, { recursive: true, force: true });
  },
});

/** Makes a closed version file look as an older Vigil wrote it: `sql` removes what it lacked. */
async function asOlderFile(file: string, layoutVersion: number, sql: string): Promise<void> {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(file);
  db.exec(sql);
  db.pragma(`user_version = ${layoutVersion}`);
  db.close();
}

/** Every key row of a closed or idle version file, as "key decedent-id", sorted. */
async function keyRowsIn(file: string): Promise<string[]> {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(file, { readonly: true });
  const rows = db
    .prepare("SELECT k.key || ' ' || d.id FROM decedent_keys k JOIN decedents d ON d.rid = k.rid ORDER BY 1")
    .pluck()
    .all() as string[];
  db.close();
  return rows;
}

function record(id: string, given: string, surname: string) {
  const decedent = contractDecedent({ id, given, surname, state: 'OH' });
  return { decedent, observations: [], relatives: [] };
}

/** Runs `body` with a fresh index folder, removed afterwards whatever happens. */
async function withIndexDir(body: (dir: string) => Promise<void>): Promise<void> {
  const d = mkdtempSync(join(tmpdir(), 'vigil-index-'));
  try {
    await body(d);
  } finally {
    rmSync(d, { recursive: true, force: true });
  }
}

describe('sqlite index versions', () => {
  it('processes opening a new index directory at the same moment all open it', async () => {
    // Each opens the directory at one agreed instant, as `vigil serve --api-processes 0` starts its
    // workers. One shared temporary pointer file made a worker fail (ENOENT on the rename) or read an
    // empty pointer, and two setting up one new file could find it locked.
    const opener = `import { openSqliteIndex } from ${JSON.stringify(join(import.meta.dirname, 'sqlite-index.ts'))};
      const [dir, at] = process.argv.slice(1);
      await new Promise((r) => setTimeout(r, Number(at) - Date.now()));
      await openSqliteIndex(dir).close();`;
    for (let round = 0; round < 2; round++) {
      const root = mkdtempSync(join(tmpdir(), 'vigil-index-race-'));
      try {
        const dir = join(root, 'index');
        const at = String(Date.now() + 3_000);
        const runs = Array.from(
          { length: 6 },
          () =>
            new Promise<{ code: number | null; stderr: string }>((resolve) => {
              const child = spawn(
                process.execPath,
                ['--import', 'tsx', '--input-type=module', '-e', opener, dir, at],
                {
                  stdio: ['ignore', 'ignore', 'pipe'],
                },
              );
              let stderr = '';
              child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
              child.on('exit', (code) => resolve({ code, stderr }));
            }),
        );
        for (const run of await Promise.all(runs)) expect(run.code, run.stderr).toBe(0);
        // One version, named by the pointer, and no temporary file left behind.
        expect(
          readdirSync(dir)
            .filter((f) => !f.endsWith('-wal') && !f.endsWith('-shm'))
            .sort(),
        ).toEqual(['CURRENT', 'index-000001.sqlite']);
        expect(readFileSync(join(dir, 'CURRENT'), 'utf8').trim()).toBe('index-000001.sqlite');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }
  }, 60_000);

  it("temporary files a dead writer left are removed on open and on publish, a live writer's kept", () =>
    withIndexDir(async (d) => {
      openSqliteIndex(d).close();
      const abandoned = [
        'CURRENT.4242-0123456789ab.tmp',
        'index-000001.sqlite.4242-ba9876543210.tmp',
        'index-000001.sqlite.4242-ba9876543210.tmp-wal',
        'index-000001.sqlite.4242-ba9876543210.tmp-shm',
      ];
      const young = 'CURRENT.4343-00000000000f.tmp';
      const notOurs = 'notes.tmp';
      const long = (Date.now() - ABANDONED_TEMPORARY_MS - 60_000) / 1000;
      for (const f of [...abandoned, young, notOurs]) writeFileSync(join(d, f), 'x');
      for (const f of [...abandoned, notOurs]) utimesSync(join(d, f), long, long);
      const index = openSqliteIndex(d);
      expect(readdirSync(d).sort()).toEqual(
        expect.arrayContaining([young, notOurs, 'CURRENT', 'index-000001.sqlite']),
      );
      expect(readdirSync(d).filter((f) => abandoned.includes(f))).toEqual([]);
      // A writer's file becomes abandoned with time: the next publish removes it.
      utimesSync(join(d, young), long, long);
      const build = await index.beginBuild();
      await build.publish();
      expect(readdirSync(d)).not.toContain(young);
      expect(readdirSync(d)).toContain(notOurs);
      await index.close();
      // The clock decides, not the file's owner.
      writeFileSync(join(d, young), 'x');
      expect(removeAbandonedTemporaries(d, Date.now() + ABANDONED_TEMPORARY_MS - 1_000)).toEqual([]);
      expect(removeAbandonedTemporaries(d, Date.now() + ABANDONED_TEMPORARY_MS + 1_000)).toEqual([young]);
    }));

  it('a second process sees a version another process published', () =>
    withIndexDir(async (d) => {
      const reader = openSqliteIndex(d);
      const writer = openSqliteIndex(d);
      await writer.write([record('dec_1', 'ann', 'lee')]);
      expect((await reader.candidates({ keys: ['sg:lee|ann'], limit: 5 })).map((x) => x.id)).toEqual([
        'dec_1',
      ]);
      const build = await writer.beginBuild();
      await build.index.write([record('dec_2', 'ann', 'lee')]);
      expect((await reader.candidates({ keys: ['sg:lee|ann'], limit: 5 })).map((x) => x.id)).toEqual([
        'dec_1',
      ]);
      await build.publish();
      // The reader holds its own connection to the old file and follows the pointer on its next call.
      expect((await reader.candidates({ keys: ['sg:lee|ann'], limit: 5 })).map((x) => x.id)).toEqual([
        'dec_2',
      ]);
      expect(await reader.currentVersion()).toBe(build.version);
      await reader.close();
      await writer.close();
    }));

  it('keeps only the current and the previous version files', () =>
    withIndexDir(async (d) => {
      const index = openSqliteIndex(d);
      for (let i = 0; i < 3; i++) {
        const build = await index.beginBuild();
        await build.index.write([record(`dec_${i}`, 'ann', 'lee')]);
        await build.publish();
      }
      const files = readdirSync(d).filter((f) => f.endsWith('.sqlite'));
      expect(files).toEqual(['index-000003.sqlite', 'index-000004.sqlite']);
      expect(await index.currentVersion()).toBe('index-000004.sqlite');
      await index.close();
    }));

  it('retrieves through the key index, not a table scan', () =>
    withIndexDir(async (d) => {
      const index = openSqliteIndex(d);
      const Database = (await import('better-sqlite3')).default;
      const db = new Database(join(d, await index.currentVersion()), { readonly: true });
      const plan = db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT rid, COUNT(*) FROM decedent_keys
           WHERE key IN (SELECT value FROM json_each(?)) GROUP BY rid`,
        )
        .all('["a"]') as Array<{ detail: string }>;
      db.close();
      expect(plan.map((p) => p.detail).join('\n')).toMatch(
        /SEARCH decedent_keys USING PRIMARY KEY \(key=\?\)/,
      );
      await index.close();
    }));

  it('fills in the names of a file written before decedent_names existed, once, when opened', () =>
    withIndexDir(async (d) => {
      const index = openSqliteIndex(d);
      await index.write([record('dec_1', 'ann', 'lee'), record('dec_2', 'anne', 'leigh')]);
      const file = join(d, await index.currentVersion());
      await index.close();
      // Make it look like an older file: no names, layout version 0.
      await asOlderFile(file, 0, 'DELETE FROM decedent_names');

      const reopened = openSqliteIndex(d);
      const got = await reopened.retrieve(
        { keys: ['sg:lee|ann', 'sg:leigh|ann'], limit: 5 },
        (n) => n.surname === 'lee',
      );
      expect(got.candidates.map((x) => x.id)).toEqual(['dec_1']);
      expect(got.retrieved).toBe(2);
      await reopened.close();
      const Database = (await import('better-sqlite3')).default;
      const check = new Database(file, { readonly: true });
      expect(check.pragma('user_version', { simple: true })).toBe(FILE_LAYOUT_VERSION);
      expect(check.prepare('SELECT COUNT(*) FROM decedent_names').pluck().get()).toBe(2);
      check.close();
    }));

  it('counts decedents from a counter every write keeps, and gives an older file one when opened', () =>
    withIndexDir(async (d) => {
      const index = openSqliteIndex(d);
      expect(await index.count()).toBe(0);
      await index.write([record('dec_1', 'ann', 'lee'), record('dec_2', 'anne', 'leigh')]);
      expect(await index.count()).toBe(2);
      // A rewrite is no new decedent; a delete of a missing id deletes nothing.
      await index.write([record('dec_1', 'ann', 'lee'), record('dec_3', 'bob', 'ray')], ['dec_9']);
      expect(await index.count()).toBe(3);
      await index.write([], ['dec_2', 'dec_3']);
      expect(await index.count()).toBe(1);
      const file = join(d, await index.currentVersion());
      await index.close();
      // A file from before the counter: layout 2, no counter row.
      await asOlderFile(file, 2, 'DELETE FROM counters');
      const reopened = openSqliteIndex(d);
      expect(await reopened.count()).toBe(1);
      await reopened.write([record('dec_4', 'cy', 'day')]);
      expect(await reopened.count()).toBe(2);
      await reopened.close();
    }));

  it('gives a file from before the typo keys the same sd: rows a fresh write stores, and drops them on rewrite', () =>
    withIndexDir(async (d) => {
      const written = [
        record('dec_1', 'ann', 'kessler'),
        record('dec_2', 'bob', 'lee'),
        record('dec_3', 'cy', "o'brien-smith"),
      ];
      const index = openSqliteIndex(d);
      await index.write(written);
      const file = join(d, await index.currentVersion());
      await index.close();
      const rows = () => keyRowsIn(file);
      const fresh = await rows();
      expect(fresh).toContain('sd:kesler|a dec_1');
      expect(fresh.some((r) => r.startsWith('sd:') && r.endsWith('dec_2'))).toBe(false);
      // As layout 3 wrote it: no sd: rows, and documents whose key lists lack them.
      await asOlderFile(
        file,
        3,
        `DELETE FROM decedent_keys WHERE key >= 'sd:' AND key < 'sd;';
         UPDATE decedents SET doc = json_set(doc, '$.blockingKeys',
           (SELECT json_group_array(k.value) FROM json_each(doc, '$.blockingKeys') k WHERE k.value NOT LIKE 'sd:%'))`,
      );
      const reopened = openSqliteIndex(d);
      await reopened.count();
      expect(await rows()).toEqual(fresh);
      // Renamed and deleted: the derived rows of the old documents go with them.
      await reopened.write([record('dec_1', 'ann', 'fisher')], ['dec_3']);
      const after = await rows();
      expect(after.filter((r) => r.endsWith(' dec_3'))).toEqual([]);
      // Ann is filed under n too (Ann stands for Nancy).
      expect(after.filter((r) => r.startsWith('sd:') && r.endsWith(' dec_1')).sort()).toEqual(
        ['fsher', 'fiher', 'fiser', 'fishr', 'fishe']
          .flatMap((v) => [`sd:${v}|a dec_1`, `sd:${v}|n dec_1`])
          .sort(),
      );
      await reopened.close();
    }));

  it('gives a file from before the stand-for initials the keys a fresh write stores, and drops them on rewrite', () =>
    withIndexDir(async (d) => {
      const Database = (await import('better-sqlite3')).default;
      // Bill stands for William: the obituary's "Bill Kessler" is filed under w as well as b.
      const index = openSqliteIndex(d);
      await index.write([record('dec_1', 'bill', 'kessler'), record('dec_2', 'ann', 'lee')]);
      const file = join(d, await index.currentVersion());
      await index.close();
      const read = async () => {
        const db = new Database(file, { readonly: true });
        const doc = JSON.parse(
          db.prepare("SELECT doc FROM decedents WHERE id = 'dec_1'").pluck().get() as string,
        ) as { blockingKeys: string[] };
        db.close();
        return { rows: await keyRowsIn(file), docKeys: doc.blockingKeys };
      };
      const fresh = await read();
      expect(fresh.rows).toContain('si:kessler|w dec_1');
      expect(fresh.rows).toContain('sd:kesler|w dec_1');
      expect(fresh.rows).toContain('si:kessler|b dec_1');
      expect(fresh.docKeys).toContain('si:kessler|w');
      // As layout 7 wrote it: no name keys under w, in the rows or in the document's list.
      await asOlderFile(file, 7, withoutKeysUnderInitialSql('w'));
      expect((await read()).rows.some((r) => r.includes('|w '))).toBe(false);
      const reopened = openSqliteIndex(d);
      await reopened.count();
      const upgraded = await read();
      expect(upgraded.rows).toEqual(fresh.rows);
      expect([...upgraded.docKeys].sort()).toEqual([...fresh.docKeys].sort());
      const got = await reopened.retrieve({ keys: ['sd:kesler|w'], limit: 5 }, () => true);
      expect(got.candidates.map((x) => x.id)).toEqual(['dec_1']);
      // Renamed: the keys under w go with the old document.
      await reopened.write([record('dec_1', 'ann', 'kessler')]);
      expect((await read()).rows.filter((r) => r.includes('|w '))).toEqual([]);
      await reopened.close();
    }));

  it("keys an older file's decedent with no death date by the month its notice appeared in, when opened (layout 10)", () =>
    withIndexDir(async (d) => {
      const Database = (await import('better-sqlite3')).default;
      const dated = contractDecedent({ id: 'dec_dated', given: 'paul', surname: 'rasmussen', state: 'DC' });
      const base = contractDecedent({ id: 'dec_rites', given: 'paul', surname: 'rasmussen', state: 'DC' });
      const undated = { ...base, deathDate: null };
      const record = contractRecord({ ...undated, blockingKeys: blockingKeysForDecedent(undated) });
      const observation = record.observations[0]!;
      const index = openSqliteIndex(d);
      await index.write([
        contractRecord(dated),
        {
          ...record,
          observations: [
            {
              ...observation,
              facts: { ...observation.facts, publishedDate: { year: 2026, month: 2, day: 1 } },
            },
          ],
        },
      ]);
      const file = join(d, await index.currentVersion());
      await index.close();
      // As an older Vigil wrote it: no publication date on the source, no np: key.
      await asOlderFile(
        file,
        9,
        `UPDATE decedents SET doc = json_remove(doc, '$.sources[0].publishedDate');
         DELETE FROM decedent_keys WHERE key LIKE 'np:%';`,
      );
      const before = await keyRowsIn(file);
      expect(before.some((r) => r.startsWith('np:'))).toBe(false);

      const reopened = openSqliteIndex(d);
      const [rites, other] = await reopened.get(['dec_rites', 'dec_dated']);
      expect(rites!.sources[0]!.publishedDate).toBe('2026-02-01');
      expect(rites!.blockingKeys).toContain('np:2026-02|rasmussen');
      // A dated decedent is neither read nor keyed so.
      expect(other!.sources[0]!.publishedDate).toBeUndefined();
      const after = await keyRowsIn(file);
      expect(after.filter((r) => !before.includes(r))).toEqual(['np:2026-02|rasmussen dec_rites']);
      await reopened.close();
      const check = new Database(file, { readonly: true });
      expect(check.pragma('user_version', { simple: true })).toBe(FILE_LAYOUT_VERSION);
      check.close();
    }));

  it("files the surname among an older file's middle names as a former surname, and keys each word of a two-word surname, when opened (layout 9)", () =>
    withIndexDir(async (d) => {
      const Database = (await import('better-sqlite3')).default;
      const named = (id: string, given: string, middle: string[], surname: string, shown: string) => {
        const decedent = {
          ...contractDecedent({ id, given, middle, surname, state: 'TX' }),
          displayName: shown,
        };
        return {
          decedent: { ...decedent, blockingKeys: blockingKeysForDecedent(decedent) },
          observations: [],
          relatives: [],
        };
      };
      const index = openSqliteIndex(d);
      // As an older Vigil filed them: no former surname, and "Hernandez Garcia" keyed as one word.
      await index.write([
        named('dec_1', 'maria', ['elena', 'luna'], 'garcia', 'Maria Elena Luna Garcia'),
        named('dec_2', 'mary', ['lee'], 'jones', 'Mary Lee Jones'),
        named('dec_3', 'rosa', [], 'hernandezgarcia', 'Rosa Hernandez Garcia'),
      ]);
      const file = join(d, await index.currentVersion());
      await index.close();
      await asOlderFile(
        file,
        8,
        `UPDATE decedents SET doc = json_set(doc, '$.name.surname', 'hernandez garcia') WHERE id = 'dec_3';
         UPDATE decedent_names SET name = json_set(name, '$.surname', 'hernandez garcia')
           WHERE rid = (SELECT rid FROM decedents WHERE id = 'dec_3');
         UPDATE decedent_summaries SET summary = json_set(summary, '$.name.surname', 'hernandez garcia')
           WHERE rid = (SELECT rid FROM decedents WHERE id = 'dec_3');`,
      );
      const before = await keyRowsIn(file);
      expect(before).not.toContain('sg:luna|maria dec_1');
      expect(before).not.toContain('sg:hernandez|rosa dec_3');

      const reopened = openSqliteIndex(d);
      const [maria, mary, rosa] = await reopened.get(['dec_1', 'dec_2', 'dec_3']);
      expect(maria!.name.former).toEqual(['luna']);
      expect(maria!.name.middle).toEqual(['elena', 'luna']);
      expect(maria!.blockingKeys).toContain('sg:luna|maria');
      // Lee alone is her middle name.
      expect(mary!.name.former).toEqual([]);
      expect(rosa!.blockingKeys).toContain('sg:hernandez|rosa');
      const after = await keyRowsIn(file);
      for (const row of ['sg:luna|maria dec_1', 'sg:hernandez|rosa dec_3', 'sg:garcia|rosa dec_3']) {
        expect(after).toContain(row);
      }
      // Only keys were added, and Mary's rows are as they were.
      expect(before.every((r) => after.includes(r))).toBe(true);
      expect(after.filter((r) => r.endsWith(' dec_2'))).toEqual(before.filter((r) => r.endsWith(' dec_2')));
      const got = await reopened.retrieve({ keys: ['sg:luna|maria'], limit: 5 }, (n) =>
        n.former.includes('luna'),
      );
      expect(got.candidates.map((x) => x.id)).toEqual(['dec_1']);
      await reopened.close();
      const check = new Database(file, { readonly: true });
      expect(check.pragma('user_version', { simple: true })).toBe(FILE_LAYOUT_VERSION);
      const stored = (table: string, id: string, column: string) =>
        JSON.parse(
          check
            .prepare(`SELECT ${column} FROM ${table} WHERE rid = (SELECT rid FROM decedents WHERE id = ?)`)
            .pluck()
            .get(id) as string,
        ) as { former?: string[]; name?: { former: string[] } };
      expect(stored('decedent_names', 'dec_1', 'name').former).toEqual(['luna']);
      expect(stored('decedent_summaries', 'dec_1', 'summary').name?.former).toEqual(['luna']);
      check.close();
    }));

  it('a build writes merge keys at once and every other key when published, or when first asked', () =>
    withIndexDir(async (d) => {
      const Database = (await import('better-sqlite3')).default;
      const index = openSqliteIndex(d);
      const withDeath = (id: string, given: string, surname: string, day: number) => ({
        decedent: contractDecedent({ id, given, surname, state: 'OH', death: { year: 2026, month: 3, day } }),
        observations: [],
        relatives: [],
      });
      const build = await index.beginBuild();
      await build.index.write([withDeath('dec_1', 'ann', 'lee', 3), withDeath('dec_2', 'bob', 'lee', 4)]);
      // Rewritten with another day and deleted: the final documents decide the keys.
      await build.index.write([withDeath('dec_1', 'ann', 'lee', 5)], ['dec_2']);
      const file = join(d, build.version);
      const keysIn = () => {
        const db = new Database(file, { readonly: true });
        const keys = db.prepare('SELECT key FROM decedent_keys ORDER BY key').pluck().all() as string[];
        db.close();
        return keys;
      };
      expect(keysIn().every((k) => /^(dd|dm|dy|bd):/.test(k))).toBe(true);
      expect(keysIn()).toContain('dd:2026-03-05|lee');
      expect(keysIn()).not.toContain('dd:2026-03-03|lee');
      expect(
        (await build.index.candidates({ keys: ['dd:2026-03-05|lee'], limit: 5 })).map((x) => x.id),
      ).toEqual(['dec_1']);
      await build.publish();
      expect(keysIn()).toContain('sg:lee|ann');
      expect(keysIn().some((k) => k.startsWith('sg:lee|bob'))).toBe(false);
      expect((await index.candidates({ keys: ['sg:lee|ann'], limit: 5 })).map((x) => x.id)).toEqual([
        'dec_1',
      ]);

      // Asked for another key mid-build: the keys are inserted then, and written live afterwards.
      const second = await index.beginBuild();
      await second.index.write([withDeath('dec_3', 'cy', 'lee', 6)]);
      expect((await second.index.candidates({ keys: ['sg:lee|cy'], limit: 5 })).map((x) => x.id)).toEqual([
        'dec_3',
      ]);
      await second.index.write([withDeath('dec_4', 'di', 'lee', 7)]);
      expect((await second.index.candidates({ keys: ['sg:lee|di'], limit: 5 })).map((x) => x.id)).toEqual([
        'dec_4',
      ]);
      await second.publish();
      await index.close();
    }));

  it('gives the exact-name relative keys to a file written before them, and removes them with the relative', () =>
    withIndexDir(async (d) => {
      const index = openSqliteIndex(d);
      const nowak = contractDecedent({ id: 'dec_1', given: 'mary', surname: 'nowak', state: 'OH' });
      // Family lists as an older Vigil wrote them: name-group keys only, no exact-name key.
      const rel = (seq: number, kind: 'survivor' | 'predeceased', given: string, surname: string) => ({
        decedentId: 'dec_1',
        kind,
        seq,
        name: `${given} ${surname}`,
        given,
        surname,
        relationship: 'son',
        degreeOfKinship: '1st' as const,
        location: null,
        blockingKeys: [`sg:${surname.toLowerCase()}|${given.toLowerCase()}`],
      });
      const family = [rel(0, 'survivor', 'John', 'Smith'), rel(1, 'predeceased', 'Anna-Lee', 'Smith')];
      const build = await index.beginBuild();
      await build.index.write([{ decedent: nowak, observations: [], relatives: family }]);
      await build.publish();
      const asked = ['rs:smith|john', 'rp:smith|john', 'rs:smith|annalee', 'rp:smith|annalee'];
      expect(await index.relativeKeysPresent(asked)).toEqual(new Set());
      const file = join(d, await index.currentVersion());
      await index.close();
      await asOlderFile(
        file,
        5,
        'CREATE TABLE relative_names (rid INTEGER NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (rid, seq))',
      );
      const reopened = openSqliteIndex(d);
      expect(await reopened.relativeKeysPresent(asked)).toEqual(
        new Set(['rs:smith|john', 'rp:smith|annalee']),
      );
      // A live rewrite to another list (as this Vigil writes it) leaves no key of the old one behind,
      // derived keys included.
      const eve = {
        ...rel(0, 'survivor', 'Eve', 'Smith'),
        blockingKeys: blockingKeysForRelative('survivor', 'Eve', 'Smith'),
      };
      await reopened.write([{ decedent: nowak, observations: [], relatives: [eve] }]);
      expect(await reopened.relativeKeysPresent([...asked, 'rs:smith|eve'])).toEqual(
        new Set(['rs:smith|eve']),
      );
      await reopened.close();
      const Database = (await import('better-sqlite3')).default;
      const check = new Database(file, { readonly: true });
      expect(check.prepare('SELECT key FROM relative_keys ORDER BY key').pluck().all()).toEqual(
        eve.blockingKeys,
      );
      // The older table stays for a process of the earlier version still serving the file.
      expect(
        check.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'relative_names'").pluck().get(),
      ).toBe(1);
      check.close();
    }));

  it('adds the dmo: merge keys of month-only deaths to a file written before them', () =>
    withIndexDir(async (d) => {
      const index = openSqliteIndex(d);
      const dated = (id: string, death: { year: number; month: number; day?: number }) => ({
        decedent: contractDecedent({ id, given: 'ann', surname: 'lee', state: 'OH', death }),
        observations: [],
        relatives: [],
      });
      await index.write([
        dated('dec_month', { year: 2026, month: 3 }),
        dated('dec_day', { year: 2026, month: 3, day: 9 }),
      ]);
      expect(await index.candidateIds({ keys: ['dmo:2026-03|lee'], limit: 5 })).toEqual(['dec_month']);
      const file = join(d, await index.currentVersion());
      await index.close();
      await asOlderFile(file, 1, "DELETE FROM decedent_keys WHERE key LIKE 'dmo:%'");
      const reopened = openSqliteIndex(d);
      expect(await reopened.candidateIds({ keys: ['dmo:2026-03|lee'], limit: 5 })).toEqual(['dec_month']);
      await reopened.close();
    }));
});

describe('relative names kept by a serving process', () => {
  /** Counts the statements this process runs over `relative_keys` while `run` runs. */
  async function relativeKeyReads(run: () => Promise<void>): Promise<number> {
    const Database = (await import('better-sqlite3')).default;
    const probe = new Database(':memory:');
    const spy = vi.spyOn(Object.getPrototypeOf(probe.prepare('SELECT 1')) as { all(): unknown }, 'all');
    probe.close();
    try {
      await run();
      return spy.mock.contexts.filter((st) => /relative_keys/.test((st as { source: string }).source)).length;
    } finally {
      spy.mockRestore();
    }
  }

  it('answers the survivor-name check and the namesake test from memory, current with other processes', () =>
    withIndexDir(async (d) => {
      const writer = openSqliteIndex(d, { loadIntoMemory: false });
      const reader = openSqliteIndex(d);
      const mary = contractDecedent({ id: 'dec_1', given: 'mary', surname: 'smith', state: 'OH' });
      const ruth = contractDecedent({ id: 'dec_2', given: 'ruth', surname: 'smith', state: 'OH' });
      await writer.write([
        contractRecord(mary, [contractRelative(mary.id, 0, 'John', 'Smith')]),
        contractRecord(ruth, []),
      ]);
      await reader.warm();
      const retrieveSmiths = () => reader.retrieve({ keys: mary.blockingKeys, limit: 10 }, () => true);
      expect((await retrieveSmiths()).candidates.map((c) => c.id).sort()).toEqual(['dec_1', 'dec_2']);
      const reads = await relativeKeyReads(async () => {
        expect(await reader.relativeKeysPresent(['rs:smith|john', 'rs:smith|jon', 'rp:smith|john'])).toEqual(
          new Set(['rs:smith|john']),
        );
        expect(await reader.decedentsWithRelativeKeys(['dec_1', 'dec_2'], ['rs:smith|john'])).toEqual(
          new Set(['dec_1']),
        );
      });
      expect(reads).toBe(0);

      // Another process adds a survivor and deletes a decedent: the next check sees both, and the log
      // (not the relative table) is what this process reads to know.
      const jane = contractDecedent({ id: 'dec_3', given: 'jane', surname: 'smith', state: 'OH' });
      await writer.write([contractRecord(jane, [contractRelative(jane.id, 0, 'Jon', 'Smith')])], ['dec_1']);
      expect(await reader.relativeKeysPresent(['rs:smith|john', 'rs:smith|jon'])).toEqual(
        new Set(['rs:smith|jon']),
      );
      // Retrieved before that write, dec_2's row id is not trusted: the file answers, and says the same.
      expect(await reader.decedentsWithRelativeKeys(['dec_2', 'dec_3'], ['rs:smith|jon'])).toEqual(
        new Set(['dec_3']),
      );
      await retrieveSmiths();
      expect(
        await relativeKeyReads(async () => {
          expect(await reader.decedentsWithRelativeKeys(['dec_2', 'dec_3'], ['rs:smith|jon'])).toEqual(
            new Set(['dec_3']),
          );
        }),
      ).toBe(0);
      await reader.close();
      await writer.close();
    }));

  it('never answers for a decedent deleted since retrieval through the row id another one now has', () =>
    withIndexDir(async (d) => {
      const writer = openSqliteIndex(d, { loadIntoMemory: false });
      const reader = openSqliteIndex(d);
      const mary = contractDecedent({ id: 'dec_1', given: 'mary', surname: 'smith', state: 'OH' });
      await writer.write([contractRecord(mary, [])]);
      await reader.warm();
      await reader.retrieve({ keys: mary.blockingKeys, limit: 10 }, () => true);
      // dec_1 held the last row id; the next insert takes it again, with a survivor John Smith.
      const other = contractDecedent({ id: 'dec_9', given: 'mary', surname: 'smith', state: 'OH' });
      await writer.write([], ['dec_1']);
      await writer.write([contractRecord(other, [contractRelative(other.id, 0, 'John', 'Smith')])]);
      expect(await reader.decedentsWithRelativeKeys(['dec_1'], ['rs:smith|john'])).toEqual(new Set());
      expect(await reader.decedentsWithRelativeKeys(['dec_9'], ['rs:smith|john'])).toEqual(
        new Set(['dec_9']),
      );
      await reader.close();
      await writer.close();
    }));
});

describe('checks shared within one stretch of work', () => {
  /** A read that counts how often it was made, of a value the test changes. */
  const countedRead = () => {
    const source = { value: 1, reads: 0 };
    const shared = sharedWithinTask(() => {
      source.reads++;
      return source.value;
    });
    return { source, shared };
  };

  it('reads once per synchronous stretch, afresh after an await, and afresh when told to forget', async () => {
    const { source, shared } = countedRead();
    expect(shared()).toBe(1);
    source.value = 2;
    // The same stretch: the first read stands (a commit elsewhere cannot reach this code mid-stretch).
    expect(shared()).toBe(1);
    expect(source.reads).toBe(1);
    await Promise.resolve();
    // A later stretch, as a request that arrived later runs in: read again.
    expect(shared()).toBe(2);
    expect(source.reads).toBe(2);
    source.value = 3;
    shared.forget();
    expect(shared()).toBe(3);
    expect(source.reads).toBe(3);
  });

  it('within a request: reads once for all of it, and afresh for a request that began after the read', async () => {
    const { source, shared } = countedRead();
    const nextTask = () => new Promise((resolve) => setImmediate(resolve));
    const first = beginWork('req_first');
    await workContext.run(first, async () => {
      expect(shared()).toBe(1);
      source.value = 2;
      await nextTask();
      // Read after this request began: the value stands for the rest of it, in later tasks too.
      expect(shared()).toBe(1);
      expect(source.reads).toBe(1);
    });
    await workContext.run(beginWork('req_second'), async () => {
      // Began after the read: reads afresh, and sees the change.
      expect(shared()).toBe(2);
      expect(source.reads).toBe(2);
      source.value = 3;
      // A request that began earlier may use a value read after it began.
      await workContext.run(first, async () => {
        expect(shared()).toBe(2);
      });
      expect(source.reads).toBe(2);
      shared.forget();
      expect(shared()).toBe(3);
      expect(source.reads).toBe(3);
    });
    source.value = 4;
    await nextTask();
    // Outside any request: the stretch rule.
    expect(shared()).toBe(4);
    expect(source.reads).toBe(4);
  });
});

describe('names kept by a serving process', () => {
  const name = (surname: string) => contractDecedent({ id: 'x', given: 'ann', surname, state: 'OH' }).name;

  it('forgets exactly the names the log says were written again, and everything after a gap', () => {
    let log: Array<{ seq: number; rid: number }> = [];
    const cache = new NameCache(
      (seq) => log.filter((c) => c.seq > seq),
      () => log.at(-1)?.seq ?? 0,
    );
    cache.sync();
    cache.set(1, name('lee'));
    cache.set(2, name('ray'));
    log = [{ seq: 1, rid: 2 }];
    cache.sync();
    expect(cache.get(1)?.surname).toBe('lee');
    expect(cache.get(2)).toBeUndefined();
    cache.set(2, name('ray'));
    // Entries 2 and 3 were pruned before this reader saw them: it cannot tell what changed.
    log = [{ seq: 4, rid: 9 }];
    cache.sync();
    expect(cache.size).toBe(0);
  });

  it('reads the log only when the file changed since the last read', () => {
    let log: Array<{ seq: number; rid: number }> = [];
    let reads = 0;
    let version = 'v1';
    const cache = new NameCache(
      (seq) => {
        reads++;
        return log.filter((c) => c.seq > seq);
      },
      () => log.at(-1)?.seq ?? 0,
      10,
      () => version,
    );
    cache.sync();
    cache.set(1, name('lee'));
    log = [{ seq: 1, rid: 1 }];
    cache.sync(); // same version: the entry is not read yet
    expect(reads).toBe(0);
    expect(cache.get(1)?.surname).toBe('lee');
    version = 'v2';
    cache.sync();
    expect(reads).toBe(1);
    expect(cache.get(1)).toBeUndefined();
  });

  it('is emptied when full instead of growing', () => {
    const cache = new NameCache(
      () => [],
      () => 0,
      2,
    );
    cache.sync();
    cache.set(1, name('lee'));
    cache.set(2, name('ray'));
    cache.set(3, name('day'));
    expect(cache.size).toBe(1);
    expect(cache.get(3)?.surname).toBe('day');
  });

  it('sees a name another process changed: a reader that kept the old name still finds the new one', () =>
    withIndexDir(async (d) => {
      const reader = openSqliteIndex(d);
      const writer = openSqliteIndex(d);
      const ann = contractDecedent({ id: 'dec_1', given: 'ann', surname: 'lee', state: 'OH' });
      await writer.write([{ decedent: ann, observations: [], relatives: [] }]);
      const isLee = (n: { surname: string; former: string[] }) =>
        n.surname === 'lee' || n.former.includes('lee');
      const isFisher = (n: { surname: string; former: string[] }) => n.former.includes('fisher');
      // The reader reads and keeps Ann Lee's name.
      expect((await reader.retrieve({ keys: ['sg:lee|ann'], limit: 5 }, isLee)).candidates).toHaveLength(1);
      expect((await reader.retrieve({ keys: ['sg:lee|ann'], limit: 5 }, isFisher)).candidates).toHaveLength(
        0,
      );
      // Another connection learns her maiden name; the reader's next lookup must use it.
      const married = contractDecedent({
        id: 'dec_1',
        given: 'ann',
        surname: 'lee',
        state: 'OH',
        former: ['fisher'],
      });
      await writer.write([{ decedent: married, observations: [], relatives: [] }]);
      const got = await reader.retrieve({ keys: ['sg:lee|ann'], limit: 5 }, isFisher);
      expect(got.candidates.map((x) => x.id)).toEqual(['dec_1']);
      await reader.close();
      await writer.close();
    }));
});

describe('sqlite index documents', () => {
  it('retrieves a document an earlier writer changed (no summary, key list first), and one with a bracket in a key', () =>
    withIndexDir(async (d) => {
      const index = openSqliteIndex(d);
      const plain = contractDecedent({ id: 'dec_1', given: 'ann', surname: 'lee', state: 'OH' });
      const odd = {
        ...contractDecedent({ id: 'dec_2', given: 'ann', surname: 'lee', state: 'OH' }),
        blockingKeys: [...plain.blockingKeys, 'x:[odd]'],
      };
      await index.write([
        { decedent: plain, observations: [], relatives: [] },
        { decedent: odd, observations: [], relatives: [] },
      ]);
      const file = join(d, await index.currentVersion());
      await index.close();
      // As another writer may have stored it: the key list first.
      const Database = (await import('better-sqlite3')).default;
      const db = new Database(file);
      const { blockingKeys, ...rest } = plain;
      db.prepare('UPDATE decedents SET doc = ? WHERE id = ?').run(
        JSON.stringify({ blockingKeys, ...rest }),
        plain.id,
      );
      db.close();
      const reopened = openSqliteIndex(d, { loadIntoMemory: false });
      const got = await reopened.retrieve({ keys: ['sg:lee|ann'], limit: 5 }, () => true);
      expect(got.candidates).toEqual([retrievedDecedentOf(plain), retrievedDecedentOf(odd)]);
      expect(await reopened.get([plain.id, odd.id])).toEqual([plain, odd]);
      await reopened.close();
    }));

  it('gives a file written before summaries one per decedent, the projection a fresh write stores', () =>
    withIndexDir(async (d) => {
      const index = openSqliteIndex(d);
      const ann = contractDecedent({ id: 'dec_1', given: 'ann', surname: 'lee', state: 'OH' });
      const bob = contractDecedent({ id: 'dec_2', given: 'bob', surname: 'lee', state: 'OH' });
      await index.write([
        { decedent: ann, observations: [], relatives: [] },
        { decedent: bob, observations: [], relatives: [] },
      ]);
      const file = join(d, await index.currentVersion());
      await index.close();
      const Database = (await import('better-sqlite3')).default;
      const stored = (): unknown[] => {
        const db = new Database(file, { readonly: true });
        const rows = db.prepare('SELECT summary FROM decedent_summaries ORDER BY rid').pluck().all();
        db.close();
        return (rows as string[]).map((r) => JSON.parse(r) as unknown);
      };
      expect(stored()).toEqual([retrievedDecedentOf(ann), retrievedDecedentOf(bob)]);
      await asOlderFile(file, 6, 'DELETE FROM decedent_summaries');
      const reopened = openSqliteIndex(d);
      const got = await reopened.retrieve({ keys: ['s:lee'], limit: 5 }, () => true);
      expect(got.candidates).toEqual([retrievedDecedentOf(ann), retrievedDecedentOf(bob)]);
      await reopened.close();
      expect(stored()).toEqual([retrievedDecedentOf(ann), retrievedDecedentOf(bob)]);
    }));

  it('a serving reader that kept a summary sees the document another writer changed without one', () =>
    withIndexDir(async (d) => {
      const reader = openSqliteIndex(d);
      const ann = contractDecedent({ id: 'dec_1', given: 'ann', surname: 'lee', state: 'OH' });
      await reader.write([{ decedent: ann, observations: [], relatives: [] }]);
      await reader.warm();
      const first = await reader.retrieve({ keys: ['sg:lee|ann'], limit: 5 }, () => true);
      expect(first.candidates).toEqual([retrievedDecedentOf(ann)]);
      // An earlier Vigil changes the death date and knows nothing of summaries.
      const moved = { ...ann, deathDate: { year: 2020, month: 3, day: 4 } };
      const Database = (await import('better-sqlite3')).default;
      const db = new Database(join(d, await reader.currentVersion()));
      db.prepare('UPDATE decedents SET doc = ? WHERE id = ?').run(JSON.stringify(moved), ann.id);
      expect(db.prepare('SELECT COUNT(*) FROM decedent_summaries').pluck().get()).toBe(0);
      db.close();
      const second = await reader.retrieve({ keys: ['sg:lee|ann'], limit: 5 }, () => true);
      expect(second.candidates).toEqual([retrievedDecedentOf(moved)]);
      // Deleting the decedent takes its summary along, whoever deletes it.
      await reader.write([{ decedent: ann, observations: [], relatives: [] }]);
      const db2 = new Database(join(d, await reader.currentVersion()));
      db2.prepare('DELETE FROM decedents WHERE id = ?').run(ann.id);
      expect(db2.prepare('SELECT COUNT(*) FROM decedent_summaries').pluck().get()).toBe(0);
      db2.close();
      await reader.close();
    }));
});

describe('the record a retrieval returned', () => {
  it('is read by its row id while the file stands, and as rewritten or deleted after a write', () =>
    withIndexDir(async (d) => {
      const reader = openSqliteIndex(d);
      await reader.warm();
      const writer = openSqliteIndex(d);
      const write = (id: string, city: string) =>
        writer.write([
          {
            decedent: {
              ...contractDecedent({ id, given: 'ann', surname: 'lee', state: 'OH', city }),
              blockingKeys: ['s:lee'],
            },
            observations: [],
            relatives: [],
          },
        ]);
      await write('w1', 'Dayton');
      await write('w2', 'Akron');
      const admitAll = () => true;
      const cities = async (ids: string[]) => (await reader.get(ids)).map((r) => r.residence?.city);
      expect((await reader.retrieve({ keys: ['s:lee'], limit: 5 }, admitAll)).candidates).toHaveLength(2);
      // Retrieved rows are read by row id: no lookup by id is made for them (the file's statements
      // are private; this counts the by-id one).
      const file = (
        reader as unknown as { currentFile(): { st: { byIds: { all(...a: unknown[]): unknown } } } }
      ).currentFile();
      const byIds = file.st.byIds;
      const all = byIds.all.bind(byIds);
      let byIdLookups = 0;
      byIds.all = (...a: unknown[]) => {
        byIdLookups++;
        return all(...a);
      };
      expect(await cities(['w2', 'w1'])).toEqual(['Akron', 'Dayton']);
      expect(byIdLookups).toBe(0);
      // Retrieved rows and an unknown id together, in the order asked.
      expect(await cities(['w2', 'nobody', 'w1'])).toEqual(['Akron', 'Dayton']);
      expect(byIdLookups).toBe(1);
      await write('w1', 'Toledo');
      await writer.write([], ['w2']);
      expect(await cities(['w1', 'w2'])).toEqual(['Toledo']);
      expect((await reader.retrieve({ keys: ['s:lee'], limit: 5 }, admitAll)).candidates).toHaveLength(1);
      expect(await cities(['w1'])).toEqual(['Toledo']);
      await reader.close();
      await writer.close();
    }));
});

describe('a name test in parts (NameTest)', () => {
  /** Writes these decedents (all keyed `s:lee`) and returns a reader whose names are all cached. */
  async function leesIn(d: string, people: Array<Parameters<typeof contractDecedent>[0]>) {
    const writer = openSqliteIndex(d);
    await writer.write(
      people.map((p) => {
        const decedent = contractDecedent({ state: 'OH', ...p });
        return { decedent: { ...decedent, blockingKeys: ['s:lee'] }, observations: [], relatives: [] };
      }),
    );
    await writer.close();
    const reader = openSqliteIndex(d);
    await reader.warm();
    return reader;
  }

  /** A test admitting names whose given name is `given` or whose middle name is; it counts its calls. */
  function givenOrMiddle(given: string) {
    const calls = { surnames: 0, given: 0, whole: 0 };
    const test = Object.assign(
      (name: NormalizedName) => {
        calls.whole++;
        return name.given === given || name.middle.includes(given);
      },
      {
        parts: {
          surnames: () => {
            calls.surnames++;
            return true;
          },
          given: (g: string) => {
            calls.given++;
            return g === given;
          },
          middleAsGiven: given,
        },
      },
    );
    return { test, calls };
  }

  const ids = (r: { candidates: Array<{ id: string }> }) => r.candidates.map((c) => c.id).sort();

  it('asks each distinct part once, and the whole test for none of the rows', () =>
    withIndexDir(async (d) => {
      const reader = await leesIn(d, [
        { id: 'a', given: 'ann', surname: 'lee', middle: ['marie'] },
        { id: 'b', given: 'ann', surname: 'lee', middle: ['rose'] },
        { id: 'c', given: 'bea', surname: 'lee' },
        { id: 'd', given: 'cal', surname: 'lee' },
      ]);
      const { test, calls } = givenOrMiddle('ann');
      expect(ids(await reader.retrieve({ keys: ['s:lee'], limit: 10 }, test))).toEqual(['a', 'b']);
      expect(calls).toEqual({ surnames: 1, given: 3, whole: 0 });
      await reader.close();
    }));

  it('admits a name whose middle name is the query first name, testing that row whole', () =>
    withIndexDir(async (d) => {
      // Ann Lee went by her middle name: "Mary Ann Lee" is found as Ann Lee (middle_as_given).
      const reader = await leesIn(d, [
        { id: 'm', given: 'mary', surname: 'lee', middle: ['ann'] },
        { id: 'n', given: 'mary', surname: 'lee', middle: ['jo'] },
      ]);
      const { test, calls } = givenOrMiddle('ann');
      expect(ids(await reader.retrieve({ keys: ['s:lee'], limit: 10 }, test))).toEqual(['m']);
      // Only the row whose middle name may be "ann" went to the whole test (one bit in 32 may collide).
      expect(calls.whole).toBeGreaterThanOrEqual(1);
      expect(calls.whole).toBeLessThanOrEqual(2);
      await reader.close();
    }));

  it('answers exactly as the whole test over names with middles, maiden names and initials', () =>
    withIndexDir(async (d) => {
      const people = [
        { id: 'p1', given: 'ann', surname: 'lee', middle: ['ann'] },
        { id: 'p2', given: 'jo', surname: 'lee', middle: ['a', 'ann-marie'] },
        { id: 'p3', given: 'ann', surname: 'lee', former: ['fisher'] },
        { id: 'p4', given: 'bea', surname: 'lee', former: ['ann'] },
        { id: 'p5', given: 'bea', surname: 'lee', middle: ['annmarie'] },
        { id: 'p6', given: 'cal', surname: 'lee', middle: ["an'n"] },
      ];
      const reader = await leesIn(d, people);
      for (const given of ['ann', 'annmarie', 'bea', 'a', 'fisher']) {
        const whole = (n: NormalizedName) =>
          n.surname === 'lee' &&
          (n.given === given ||
            (given.length > 1 && n.middle.some((m) => m.replace(/[^a-z]/g, '') === given)));
        const parts = {
          surnames: (s: string) => s === 'lee',
          given: (g: string) => g === given,
          middleAsGiven: given.length > 1 ? given : null,
        };
        const inParts = await reader.retrieve(
          { keys: ['s:lee'], limit: 10 },
          Object.assign(whole, { parts }),
        );
        const plain = await reader.retrieve({ keys: ['s:lee'], limit: 10 }, (n) => whole(n));
        expect(ids(inParts), given).toEqual(ids(plain));
      }
      await reader.close();
    }));

  /** A name cache over an empty log, synced, holding at most `max` names (and parts of each kind). */
  function emptyCache(max?: number): NameCache {
    const cache = new NameCache(
      () => [],
      () => 0,
      max,
    );
    cache.sync();
    return cache;
  }

  const named = (given: string, surname = 'lee') =>
    contractDecedent({ id: 'x', given, surname, state: 'OH' }).name;

  it('starts its part tables over past the bound; rows filed before are then tested whole', () => {
    const cache = emptyCache(3);
    cache.set(1, named('ann', 'lee'));
    // Row 2 written four times: the parts of its old names stay behind until the tables start over
    // (three surname parts, the bound, before the last write).
    cache.set(2, named('ann', 'lee'));
    cache.set(2, named('ann', 'ray'));
    cache.set(2, named('ann', 'kay'));
    cache.set(2, named('bea', 'day'));
    const { test } = givenOrMiddle('bea');
    const admits = cache.admitter(test)!;
    expect(admits(1)).toBeUndefined();
    expect(admits(2)).toBe(true);
    expect(cache.admitter(givenOrMiddle('ann').test)!(2)).toBe(false);
    expect(cache.size).toBe(2);
  });

  /** givenOrMiddle's test with prepared parts over `forms`, counting what it prepares and asks. */
  function preparedGivenOrMiddle(given: string, forms: NamePartForms) {
    const { test, calls } = givenOrMiddle(given);
    const asked = { surnames: 0, given: 0 };
    const parts = {
      ...test.parts,
      prepared: {
        forms,
        surnames: (f: unknown) => {
          asked.surnames++;
          return (f as { surname: string }).surname === 'lee';
        },
        given: (f: unknown) => {
          asked.given++;
          return (f as { given: string }).given === given;
        },
      },
    };
    return { test: Object.assign((n: NormalizedName) => test(n), { parts }), calls, asked };
  }

  function countingForms() {
    const made = { surnames: 0, given: 0 };
    const forms: NamePartForms = {
      surnames: (surname) => {
        made.surnames++;
        return { surname };
      },
      given: (given) => {
        made.given++;
        return { given };
      },
    };
    return { forms, made };
  }

  it('prepares each part once for every query, and asks each part once a query', () =>
    withIndexDir(async (d) => {
      const reader = await leesIn(d, [
        { id: 'a', given: 'ann', surname: 'lee' },
        { id: 'b', given: 'ann', surname: 'lee', middle: ['rose'] },
        { id: 'c', given: 'bea', surname: 'lee' },
      ]);
      const { forms, made } = countingForms();
      const ann = preparedGivenOrMiddle('ann', forms);
      const bea = preparedGivenOrMiddle('bea', forms);
      expect(ids(await reader.retrieve({ keys: ['s:lee'], limit: 10 }, ann.test))).toEqual(['a', 'b']);
      expect(ids(await reader.retrieve({ keys: ['s:lee'], limit: 10 }, bea.test))).toEqual(['c']);
      expect(ids(await reader.retrieve({ keys: ['s:lee'], limit: 10 }, ann.test))).toEqual(['a', 'b']);
      // One surname part and two given-name parts, prepared once in all.
      expect(made).toEqual({ surnames: 1, given: 2 });
      // Asked once per part and query; the plain parts are not asked at all.
      expect(ann.asked).toEqual({ surnames: 2, given: 4 });
      expect(bea.asked).toEqual({ surnames: 1, given: 2 });
      expect(ann.calls).toEqual({ surnames: 0, given: 0, whole: 0 });
      // Another forms object prepares anew.
      const other = countingForms();
      expect(
        ids(
          await reader.retrieve(
            { keys: ['s:lee'], limit: 10 },
            preparedGivenOrMiddle('bea', other.forms).test,
          ),
        ),
      ).toEqual(['c']);
      expect(other.made).toEqual({ surnames: 1, given: 2 });
      await reader.close();
    }));

  it('keeps the answers of two queries apart when their admitters are used side by side', () => {
    const cache = emptyCache();
    cache.set(1, named('ann'));
    cache.set(2, named('bea'));
    cache.set(3, named('ann'));
    const { forms } = countingForms();
    const ann = cache.admitter(preparedGivenOrMiddle('ann', forms).test)!;
    const bea = cache.admitter(preparedGivenOrMiddle('bea', forms).test)!;
    expect([ann(1), bea(1), ann(2), bea(2), ann(3), bea(3)]).toEqual([true, false, false, true, true, false]);
    // An admitter made after them answers its own query.
    const annAgain = cache.admitter(preparedGivenOrMiddle('ann', forms).test)!;
    expect([bea(3), annAgain(3), ann(2), annAgain(2)]).toEqual([false, true, false, false]);
  });

  it('files a name written again under its new parts', () =>
    withIndexDir(async (d) => {
      const reader = openSqliteIndex(d);
      await reader.warm();
      const writer = openSqliteIndex(d);
      const write = (given: string) =>
        writer.write([
          {
            decedent: {
              ...contractDecedent({ id: 'w', given, surname: 'lee', state: 'OH' }),
              blockingKeys: ['s:lee'],
            },
            observations: [],
            relatives: [],
          },
        ]);
      await write('ann');
      expect(ids(await reader.retrieve({ keys: ['s:lee'], limit: 5 }, givenOrMiddle('ann').test))).toEqual([
        'w',
      ]);
      await write('bea');
      expect(ids(await reader.retrieve({ keys: ['s:lee'], limit: 5 }, givenOrMiddle('ann').test))).toEqual(
        [],
      );
      expect(ids(await reader.retrieve({ keys: ['s:lee'], limit: 5 }, givenOrMiddle('bea').test))).toEqual([
        'w',
      ]);
      await reader.close();
      await writer.close();
    }));
});

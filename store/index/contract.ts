/**
 * The contract every obituary index adapter passes (SQLite always, Elasticsearch when
 * ELASTICSEARCH_URL is set): retrieval order, filters, term frequencies, updates, family lists kept
 * apart from decedents, deletes, and version builds that stay invisible until published.
 */
import { describe, expect, it, beforeEach, afterEach } from 'vitest';
import type { PartialDate } from '../../core/verification.js';
import type {
  DecedentRecord,
  IndexedDecedent,
  IndexedRelative,
  NormalizedName,
  RelativeKind,
  SourceObservation,
  VersionedObituaryIndex,
} from './ports.js';
import {
  blockingKeysForDecedent,
  blockingKeysForRelative,
  givenGroupKey,
  surnameKey,
} from './blocking-keys.js';
import { retrievedDecedentOf } from './retrieved-decedent.js';

/** What a backend's test file hands the suite. */
export interface ContractHarness {
  /** A fresh, empty index. */
  open(): Promise<VersionedObituaryIndex>;
  /** Removes what `open` created (after the index is closed). */
  cleanup(): Promise<void>;
}

interface PersonSpec {
  id: string;
  given: string;
  surname: string;
  middle?: string[];
  former?: string[];
  state?: string;
  city?: string;
  death?: PartialDate;
  birthYear?: number;
  url?: string;
}

const CAPTURED = '2026-01-05T10:00:00.000Z';

/**
 * SQL that makes a stored SQLite version look as layout 7 wrote it for the decedents filed under
 * `initial` only through a name their given name stands for: no `si:`, `sd:` or `ai:` key under it,
 * neither in the key rows nor in the document's key list (for tests of the layout-8 upgrade).
 */
export function withoutKeysUnderInitialSql(initial: string): string {
  const under = (key: string): string =>
    `(${key} LIKE 'si:%|${initial}' OR ${key} LIKE 'sd:%|${initial}' OR ${key} LIKE 'ai:%|${initial}')`;
  return `DELETE FROM decedent_keys WHERE ${under('key')};
    UPDATE decedents SET doc = json_set(doc, '$.blockingKeys',
      (SELECT json_group_array(k.value) FROM json_each(doc, '$.blockingKeys') k WHERE NOT ${under('k.value')}))`;
}

/** A decedent record built the way the indexer builds one (keys from blockingKeysForDecedent). */
export function contractDecedent(p: PersonSpec): IndexedDecedent {
  const name: NormalizedName = {
    given: p.given,
    middle: p.middle ?? [],
    nickname: null,
    surname: p.surname,
    former: p.former ?? [],
    suffix: null,
  };
  const place = p.state ? { city: p.city ?? null, county: null, state: p.state } : null;
  const url = p.url ?? `https://example.test/obituary/${p.id}`;
  const d: Omit<IndexedDecedent, 'blockingKeys'> = {
    id: p.id,
    displayName: `${p.given} ${p.surname}`,
    title: null,
    name,
    birthDate: p.birthYear ? { year: p.birthYear } : null,
    birthYear: p.birthYear ?? null,
    birthYearWindow: null,
    age: null,
    deathDate: p.death ?? { year: 2025, month: 12, day: 30 },
    residence: place,
    placeOfDeath: null,
    sources: [
      {
        url,
        sourceType: 'funeral_home',
        publisher: 'Example Funeral Home',
        state: p.state ?? null,
        county: null,
        firstCapturedAt: CAPTURED,
      },
    ],
    firstCapturedAt: CAPTURED,
    snippet: `${p.given} ${p.surname} passed away.`,
    occupation: null,
    militaryService: null,
    education: [],
    familyCounts: {},
    relativeCount: 0,
    familySourceUrl: null,
  };
  return { ...d, blockingKeys: blockingKeysForDecedent(d) };
}

function observationFor(d: IndexedDecedent): SourceObservation {
  const s = d.sources[0]!;
  return {
    ...s,
    contentHash: `hash-${d.id}`,
    capturedAt: s.firstCapturedAt,
    relativeCount: d.relativeCount,
    facts: {
      url: s.url,
      sourceType: s.sourceType,
      publisher: s.publisher,
      publishedDate: null,
      name: {
        full: d.displayName,
        given: d.name.given,
        middle: [],
        maiden: d.name.former,
        surname: d.name.surname,
      },
      deathDate: d.deathDate,
      birthDate: d.birthDate,
      age: null,
      residence: d.residence,
      placeOfDeath: null,
      snippet: d.snippet,
      familyCounts: {},
      occupation: null,
      militaryService: null,
      education: [],
    },
  };
}

/** A relative of `decedentId` with the keys the indexer gives it (a survivor unless `kind` says). */
export function contractRelative(
  decedentId: string,
  seq: number,
  given: string,
  surname: string,
  kind: RelativeKind = 'survivor',
): IndexedRelative {
  return {
    decedentId,
    kind,
    seq,
    name: `${given} ${surname}`,
    given,
    surname,
    relationship: 'son',
    degreeOfKinship: '1st',
    location: null,
    blockingKeys: blockingKeysForRelative(kind, given, surname),
  };
}

/** What the indexer writes for `d`: one observation, and `relatives` as its family list (null: kept). */
export function contractRecord(d: IndexedDecedent, relatives: IndexedRelative[] | null = []): DecedentRecord {
  const decedent = relatives ? { ...d, relativeCount: relatives.length } : d;
  return { decedent, observations: [observationFor(decedent)], relatives };
}

const ids = (list: Array<{ id: string }>): string[] => list.map((d) => d.id);

/** Registers the contract suite for one backend. */
export function obituaryIndexContract(name: string, harness: ContractHarness): void {
  describe(`obituary index contract: ${name}`, () => {
    let index: VersionedObituaryIndex;
    beforeEach(async () => {
      index = await harness.open();
    });
    afterEach(async () => {
      await index.close();
      await harness.cleanup();
    });

    const robert = contractDecedent({
      id: 'dec_b_robert',
      given: 'robert',
      surname: 'smith',
      state: 'OH',
      birthYear: 1941,
    });
    const bob = contractDecedent({
      id: 'dec_a_bob',
      given: 'bob',
      surname: 'smith',
      state: 'TX',
      birthYear: 1950,
    });
    const smyth = contractDecedent({ id: 'dec_c_smyth', given: 'robert', surname: 'smyth', state: 'OH' });
    const nowak = contractDecedent({
      id: 'dec_d_mary',
      given: 'mary',
      surname: 'nowak',
      former: ['kowalski'],
      state: 'IL',
    });

    it('an empty index answers with nothing', async () => {
      expect(await index.count()).toBe(0);
      expect(await index.candidates({ keys: ['sg:smith|robert'], limit: 10 })).toEqual([]);
      expect(await index.nameFrequency([surnameKey('smith')])).toEqual(new Map([[surnameKey('smith'), 0]]));
      expect(await index.get(['dec_none'])).toEqual([]);
      expect(await index.ownersOf(['https://nowhere.test/'])).toEqual(new Map());
    });

    it('returns a written decedent whole, and only once it is searchable', async () => {
      await index.write([contractRecord(robert)]);
      expect(await index.count()).toBe(1);
      const [got] = await index.get([robert.id]);
      expect(got).toEqual(robert);
      expect(ids(await index.candidates({ keys: ['sg:smith|robert'], limit: 5 }))).toEqual([robert.id]);
    });

    it('orders candidates by matching keys, keeps ties in a stable order, and honours the limit', async () => {
      await index.write([
        contractRecord(robert),
        contractRecord(bob),
        contractRecord(smyth),
        contractRecord(nowak),
      ]);
      // Bob is in the robert group, so both Smiths carry sg:smith|robert; only robert is in OH.
      const keys = ['sg:smith|robert', 'ss:smith|OH', 'pg:SM0|robert'];
      expect(ids(await index.candidates({ keys, limit: 10 }))).toEqual([robert.id, bob.id, smyth.id]);
      expect(ids(await index.candidates({ keys, limit: 2 }))).toEqual([robert.id, bob.id]);
      // Equal counts: every tied decedent, in an order that does not change between calls, and a
      // limit keeps a prefix of that order.
      const tied = ids(await index.candidates({ keys: ['pg:SM0|robert'], limit: 10 }));
      expect([...tied].sort()).toEqual([bob.id, robert.id, smyth.id].sort());
      expect(ids(await index.candidates({ keys: ['pg:SM0|robert'], limit: 10 }))).toEqual(tied);
      expect(ids(await index.candidates({ keys: ['pg:SM0|robert'], limit: 2 }))).toEqual(tied.slice(0, 2));
    });

    it('retrieves with a name test: the admitted candidates in order, and how many the keys found', async () => {
      await index.write([
        contractRecord(robert),
        contractRecord(bob),
        contractRecord(smyth),
        contractRecord(nowak),
      ]);
      const keys = ['sg:smith|robert', 'ss:smith|OH', 'pg:SM0|robert'];
      const all = ids(await index.candidates({ keys, limit: 10 }));
      const seen: string[] = [];
      const onlySmith = await index.retrieve({ keys, limit: 10 }, (name) => {
        seen.push(name.surname);
        return name.surname === 'smith';
      });
      expect(ids(onlySmith.candidates)).toEqual(all.filter((id) => id !== smyth.id));
      // Each candidate is the retrieval projection of the decedent as written.
      expect(onlySmith.candidates.find((d) => d.id === robert.id)).toEqual(retrievedDecedentOf(robert));
      expect(onlySmith.retrieved).toBe(3);
      expect(seen).toContain('smyth');
      const none = await index.retrieve({ keys, limit: 2 }, () => false);
      expect(none).toEqual({ candidates: [], retrieved: 2 });
      // The name tested is the one last written.
      await index.write([contractRecord({ ...smyth, name: { ...smyth.name, surname: 'smith' } })]);
      const renamed = await index.retrieve(
        { keys: ['pg:SM0|robert'], limit: 10 },
        (n) => n.surname === 'smith',
      );
      expect(ids(renamed.candidates).sort()).toEqual([bob.id, robert.id, smyth.id].sort());
      await index.write([], [smyth.id]);
      const afterDelete = await index.retrieve({ keys: ['pg:SM0|robert'], limit: 10 }, () => true);
      expect(afterDelete.retrieved).toBe(2);
    });

    it('gives the ids of the candidates in their order, and says which ids it holds', async () => {
      await index.write([
        contractRecord(robert),
        contractRecord(bob),
        contractRecord(smyth),
        contractRecord(nowak),
      ]);
      const keys = ['sg:smith|robert', 'ss:smith|OH', 'pg:SM0|robert'];
      for (const limit of [10, 2]) {
        expect(await index.candidateIds({ keys, limit })).toEqual(
          ids(await index.candidates({ keys, limit })),
        );
      }
      expect(await index.candidateIds({ keys: ['sg:nobody|here'], limit: 5 })).toEqual([]);
      expect(await index.existingIds([robert.id, 'dec_missing', nowak.id])).toEqual(
        new Set([robert.id, nowak.id]),
      );
      expect(await index.existingIds([])).toEqual(new Set());
    });

    it('filters by state', async () => {
      await index.write([contractRecord(robert), contractRecord(bob), contractRecord(smyth)]);
      expect(ids(await index.candidates({ keys: ['pg:SM0|robert'], state: 'oh', limit: 10 }))).toEqual([
        robert.id,
        smyth.id,
      ]);
      expect(await index.candidates({ keys: ['pg:SM0|robert'], state: 'CA', limit: 10 })).toEqual([]);
    });

    it('finds a married woman by her maiden name', async () => {
      await index.write([contractRecord(nowak), contractRecord(robert)]);
      expect(ids(await index.candidates({ keys: ['sg:kowalski|mary'], limit: 10 }))).toEqual([nowak.id]);
    });

    it('counts decedents per key for term-frequency weights', async () => {
      await index.write([
        contractRecord(robert),
        contractRecord(bob),
        contractRecord(smyth),
        contractRecord(nowak),
      ]);
      const freq = await index.nameFrequency([
        surnameKey('smith'),
        givenGroupKey('robert'),
        surnameKey('jones'),
      ]);
      expect(freq.get(surnameKey('smith'))).toBe(2);
      expect(freq.get(givenGroupKey('robert'))).toBe(3);
      expect(freq.get(surnameKey('jones'))).toBe(0);
    });

    it('gets decedents in the order asked and skips unknown ids', async () => {
      await index.write([contractRecord(robert), contractRecord(bob)]);
      expect(ids(await index.get([robert.id, 'dec_missing', bob.id]))).toEqual([robert.id, bob.id]);
    });

    it('knows which decedent owns a notice URL and keeps its observations', async () => {
      await index.write([contractRecord(robert), contractRecord(bob)]);
      const owners = await index.ownersOf([robert.sources[0]!.url, 'https://unknown.test/x']);
      expect(owners).toEqual(new Map([[robert.sources[0]!.url, robert.id]]));
      const obs = await index.observationsOf([robert.id]);
      expect(obs.get(robert.id)).toEqual([observationFor({ ...robert, relativeCount: 0 })]);
    });

    it('replaces keys and sources on update', async () => {
      await index.write([contractRecord(robert)]);
      const moved = contractDecedent({
        id: robert.id,
        given: 'robert',
        surname: 'smith',
        state: 'FL',
        url: 'https://example.test/obituary/robert-moved',
      });
      await index.write([contractRecord(moved)]);
      expect(await index.count()).toBe(1);
      expect(await index.candidates({ keys: ['ss:smith|OH'], limit: 5 })).toEqual([]);
      expect(ids(await index.candidates({ keys: ['ss:smith|FL'], limit: 5 }))).toEqual([robert.id]);
      expect(await index.ownersOf([robert.sources[0]!.url])).toEqual(new Map());
      expect((await index.ownersOf([moved.sources[0]!.url])).get(moved.sources[0]!.url)).toBe(robert.id);
    });

    it('never returns a survivor as a candidate, but finds survivors apart', async () => {
      // Mary Nowak's son is a John Smith; no decedent John Smith exists.
      const son = contractRelative(nowak.id, 0, 'John', 'Smith');
      const daughter = contractRelative(nowak.id, 1, 'Anna', 'Nowak');
      await index.write([contractRecord(nowak, [son, daughter]), contractRecord(robert)]);
      const keys = ['sg:smith|john', 'si:smith|j'];
      expect(await index.candidates({ keys, limit: 10 })).toEqual([]);
      expect(await index.relativeCandidates({ keys, limit: 10 })).toEqual([son]);
      expect(await index.relativeKeysPresent(['rs:smith|john', 'rp:smith|john', 'rs:smith|jon'])).toEqual(
        new Set(['rs:smith|john']),
      );
      expect(await index.relativesOf([nowak.id, robert.id])).toEqual([son, daughter]);
      expect((await index.nameFrequency([surnameKey('smith')])).get(surnameKey('smith'))).toBe(1);
    });

    it('finds a survivor whose seq is not its place in the family list', async () => {
      // Another writer may number a family list as it likes: seq identifies, position does not.
      const son = contractRelative(nowak.id, 1, 'John', 'Smith');
      const daughter = contractRelative(nowak.id, 0, 'Anna', 'Nowak');
      await index.write([contractRecord(nowak, [son, daughter])]);
      expect(await index.relativeCandidates({ keys: ['sg:smith|john'], limit: 5 })).toEqual([son]);
      expect(await index.relativeCandidates({ keys: ['sg:nowak|anna'], limit: 5 })).toEqual([daughter]);
    });

    it('tells a survivor from a predeceased relative of the same name by their exact-name keys', async () => {
      const brother = contractRelative(nowak.id, 0, 'Jan', 'Nowak', 'predeceased');
      const son = contractRelative(nowak.id, 1, 'Jan', 'Nowak');
      await index.write([contractRecord(nowak, [brother])]);
      expect(await index.relativeKeysPresent(['rs:nowak|jan', 'rp:nowak|jan'])).toEqual(
        new Set(['rp:nowak|jan']),
      );
      await index.write([contractRecord(nowak, [brother, son])]);
      expect(await index.relativeKeysPresent(['rs:nowak|jan', 'rp:nowak|jan'])).toEqual(
        new Set(['rs:nowak|jan', 'rp:nowak|jan']),
      );
      expect(await index.relativeKeysPresent([])).toEqual(new Set());
    });

    it('tells which decedents list a relative carrying one of the keys', async () => {
      const son = contractRelative(nowak.id, 0, 'John', 'Smith');
      const brother = contractRelative(robert.id, 0, 'John', 'Smith', 'predeceased');
      await index.write([
        contractRecord(nowak, [son]),
        contractRecord(robert, [brother]),
        contractRecord(bob),
      ]);
      const asked = [nowak.id, robert.id, bob.id, 'dec_missing'];
      expect(await index.decedentsWithRelativeKeys(asked, ['rs:smith|john'])).toEqual(new Set([nowak.id]));
      expect(await index.decedentsWithRelativeKeys(asked, ['rs:smith|john', 'rp:smith|john'])).toEqual(
        new Set([nowak.id, robert.id]),
      );
      // Only the asked decedents, and only exact keys.
      expect(await index.decedentsWithRelativeKeys([robert.id], ['rs:smith|john'])).toEqual(new Set());
      expect(await index.decedentsWithRelativeKeys(asked, ['rs:smith|jon'])).toEqual(new Set());
      expect(await index.decedentsWithRelativeKeys([], ['rs:smith|john'])).toEqual(new Set());
      expect(await index.decedentsWithRelativeKeys(asked, [])).toEqual(new Set());
      // A replaced family list answers with its new relatives only; a deleted decedent with none.
      await index.write(
        [contractRecord(nowak, [contractRelative(nowak.id, 0, 'Anna', 'Nowak')])],
        [robert.id],
      );
      expect(await index.decedentsWithRelativeKeys(asked, ['rs:smith|john', 'rp:smith|john'])).toEqual(
        new Set(),
      );
      expect(await index.decedentsWithRelativeKeys(asked, ['rs:nowak|anna'])).toEqual(new Set([nowak.id]));
    });

    it('keeps the family list on a null update and replaces it on a new one', async () => {
      const son = contractRelative(nowak.id, 0, 'John', 'Smith');
      const daughter = contractRelative(nowak.id, 1, 'Anna', 'Nowak');
      await index.write([contractRecord(nowak, [son, daughter])]);
      await index.write([{ ...contractRecord(nowak, [son, daughter]), relatives: null }]);
      expect(await index.relativesOf([nowak.id])).toEqual([son, daughter]);
      const other = contractRelative(nowak.id, 0, 'Peter', 'Nowak');
      await index.write([contractRecord(nowak, [other])]);
      expect(await index.relativesOf([nowak.id])).toEqual([other]);
      expect(await index.relativeCandidates({ keys: ['sg:smith|john'], limit: 5 })).toEqual([]);
      expect(await index.relativeKeysPresent(['rs:smith|john', 'rs:nowak|peter'])).toEqual(
        new Set(['rs:nowak|peter']),
      );
    });

    it('deletes a decedent with its keys, sources and relatives', async () => {
      await index.write([
        contractRecord(nowak, [contractRelative(nowak.id, 0, 'John', 'Smith')]),
        contractRecord(robert),
      ]);
      await index.write([], [nowak.id]);
      expect(await index.count()).toBe(1);
      expect(await index.get([nowak.id])).toEqual([]);
      expect(await index.candidates({ keys: ['sg:kowalski|mary'], limit: 5 })).toEqual([]);
      expect(await index.relativeCandidates({ keys: ['sg:smith|john'], limit: 5 })).toEqual([]);
      expect(await index.relativeKeysPresent(['rs:smith|john'])).toEqual(new Set());
      expect(await index.ownersOf([nowak.sources[0]!.url])).toEqual(new Map());
    });

    it('builds a new version invisibly and swaps it in on publish', async () => {
      await index.write([contractRecord(robert)]);
      const before = await index.currentVersion();
      const build = await index.beginBuild();
      await build.index.write([contractRecord(bob)]);
      expect(await build.index.count()).toBe(1);
      // Readers still see the old version while the build runs.
      expect(ids(await index.candidates({ keys: ['sg:smith|robert'], limit: 5 }))).toEqual([robert.id]);
      await build.publish();
      expect(await index.currentVersion()).toBe(build.version);
      expect(build.version).not.toBe(before);
      expect(ids(await index.candidates({ keys: ['sg:smith|robert'], limit: 5 }))).toEqual([bob.id]);
      expect(await index.count()).toBe(1);
    });

    it('leaves the current version alone when a build is abandoned', async () => {
      await index.write([contractRecord(robert)]);
      const before = await index.currentVersion();
      const build = await index.beginBuild();
      await build.index.write([contractRecord(bob)]);
      await build.abandon();
      expect(await index.currentVersion()).toBe(before);
      expect(ids(await index.candidates({ keys: ['sg:smith|robert'], limit: 5 }))).toEqual([robert.id]);
    });
  });
}

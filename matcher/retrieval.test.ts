import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_NAME_SAME_YEAR_BIRTHS,
  isCommonName,
  retrievalQuery,
  retrievalRecall,
  retrieveCandidates,
} from './retrieval.js';
import { defaultNameLexicon } from '../core/names/lexicon.js';
import { namesAgree, prepareQuery } from './evidence.js';
import { scoreTask } from './score.js';
import { openTestIndex, query, type TestIndex } from './testing/notices.js';

describe('retrieval', () => {
  let t: TestIndex;
  let ids: string[];
  beforeAll(async () => {
    t = openTestIndex();
    ids = await t.add(
      {
        given: 'Robert',
        surname: 'Kessler',
        born: { year: 1941 },
        residence: { city: 'Dayton', state: 'OH' },
      },
      ...Array.from({ length: 12 }, (_, i) => ({
        given: 'Robert',
        surname: 'Kessler',
        born: { year: 1900 + i },
        died: { year: 2024, month: 1 + (i % 12), day: 3 },
        residence: { city: 'Reno', state: 'NV' },
        url: `https://other.example.test/${i}`,
      })),
      { given: 'Linda', surname: 'Kessler', survivors: [['Paul Kessler', 'son']] },
    );
  });
  afterAll(() => t.remove());

  it('returns decedents only, bounded and in a deterministic order', async () => {
    const q = query({
      firstName: 'Robert',
      lastName: 'Kessler',
      dob: { year: 1941 },
      address: { state: 'OH' },
    });
    const a = await retrieveCandidates(t.index, q, { limit: 5 });
    const b = await retrieveCandidates(t.index, q, { limit: 5 });
    expect(a.candidates).toHaveLength(5);
    expect(a.limitReached).toBe(true);
    expect(a.candidates.map((d) => d.id)).toEqual(b.candidates.map((d) => d.id));
    // The decedent sharing the most keys (state and birth decade too) comes first.
    expect(a.candidates[0]!.id).toBe(ids[0]);
    const survivor = await retrieveCandidates(t.index, query({ firstName: 'Paul', lastName: 'Kessler' }));
    expect(survivor.candidates).toEqual([]);
  });

  it('the name test skips exactly the candidates the scorer drops as name_mismatch', async () => {
    const lexicon = defaultNameLexicon();
    const queries = [
      query({ firstName: 'Robert', lastName: 'Kessler', dob: { year: 1941 }, address: { state: 'OH' } }),
      query({ firstName: 'Bob', lastName: 'Kesler' }),
      query({ firstName: 'Linda', lastName: 'Kessler' }),
      query({ firstName: 'Roberta', lastName: 'Kessler', address: { state: 'NV' } }),
      query({ firstName: 'R', lastName: 'Kessler' }),
    ];
    for (const q of queries) {
      const prepared = prepareQuery(q);
      const all = await retrieveCandidates(t.index, q, { limit: 50 });
      const filtered = await retrieveCandidates(t.index, q, {
        limit: 50,
        accept: (name) => namesAgree(prepared, name, lexicon),
      });
      const scored = scoreTask(
        {
          query: q,
          candidates: all.candidates,
          stats: { decedents: 100, surnameCount: 1, givenCount: 1, sameNameCount: 1 },
        },
        lexicon,
      );
      const kept = all.candidates.filter((_, i) => !scored[i]!.vetoes.includes('name_mismatch'));
      expect(filtered.candidates.map((d) => d.id)).toEqual(kept.map((d) => d.id));
      expect(filtered.limitReached).toBe(all.limitReached);
    }
    // The test is not vacuous: Linda Kessler of Nevada retrieves the Nevada Roberts (same surname and
    // state), which the name test skips.
    const linda = query({ firstName: 'Linda', lastName: 'Kessler', address: { state: 'NV' } });
    const everyone = await retrieveCandidates(t.index, linda, { limit: 50 });
    const admitted = await retrieveCandidates(t.index, linda, {
      limit: 50,
      accept: (name) => namesAgree(prepareQuery(linda), name, lexicon),
    });
    expect(everyone.candidates.length).toBeGreaterThan(admitted.candidates.length);
    expect(admitted.candidates.length).toBe(1);
  });

  it('recall is measured apart from the decision', async () => {
    const q = query({ firstName: 'Bob', lastName: 'Kessler', dob: { year: 1941 }, address: { state: 'OH' } });
    expect(await retrievalRecall(t.index, q, ids[0]!)).toEqual({ retrieved: true, rank: 0, candidates: 13 });
    const missing = await retrievalRecall(t.index, q, 'dec_not_there');
    expect(missing.retrieved).toBe(false);
    expect(missing.rank).toBeNull();
  });

  it('a generational suffix typed into the last name does not hide the decedent', async () => {
    expect(retrievalQuery(query({ firstName: 'Robert', lastName: 'Kessler Jr.' })).lastName).toBe('Kessler');
    expect(retrievalQuery(query({ firstName: 'Robert', lastName: 'Jr' })).lastName).toBe('Jr');
    const r = await retrieveCandidates(t.index, query({ firstName: 'Robert', lastName: 'Kessler, Sr.' }));
    expect(r.candidates.length).toBeGreaterThan(0);
  });

  it('common names: same-named decedents in the index, or the name’s share of the population', () => {
    const rare = { surname: 1e-5, given: 2e-2 }; // James Eure: about 1 in 5 million people
    const common = { surname: 1e-2, given: 2e-2 }; // John Smith: about 1 in 5,000
    // Without the population tables a small index cannot vouch for rarity.
    expect(isCommonName({ decedents: 500, surnameCount: 1, givenCount: 1, sameNameCount: 1 })).toBe(true);
    // With them, the index's size no longer decides: a rare name is rare in a 500-decedent index too.
    expect(
      isCommonName({ decedents: 500, surnameCount: 1, givenCount: 1, sameNameCount: 1, population: rare }),
    ).toBe(false);
    expect(
      isCommonName({ decedents: 500, surnameCount: 1, givenCount: 1, sameNameCount: 1, population: common }),
    ).toBe(true);
    // Two same-named decedents already in the index make it common whatever the population says.
    expect(
      isCommonName({ decedents: 500, surnameCount: 2, givenCount: 9, sameNameCount: 2, population: rare }),
    ).toBe(true);
    expect(isCommonName({ decedents: 100_000, surnameCount: 3, givenCount: 900, sameNameCount: 1 })).toBe(
      false,
    );
    expect(isCommonName({ decedents: 100_000, surnameCount: 900, givenCount: 900, sameNameCount: 2 })).toBe(
      true,
    );
    expect(isCommonName({ decedents: 1_000_000, surnameCount: 900, givenCount: 900, sameNameCount: 3 })).toBe(
      false,
    );
    expect(isCommonName({ decedents: 1_000_000, surnameCount: 900, givenCount: 900, sameNameCount: 4 })).toBe(
      true,
    );
  });

  it("common names: a name many people born in the query's birth year bear is common, whatever its share", () => {
    const stats = { decedents: 500, surnameCount: 1, givenCount: 1, sameNameCount: 1 };
    // David Strickland: 3.9e-6 of all people, under COMMON_NAME_SHARE, but some 23 born in 1952.
    const strickland = { surname: 3e-4, given: 1.29e-2, givenBirthsInYear: 70_000 };
    expect(isCommonName({ ...stats, population: strickland })).toBe(true);
    expect(isCommonName({ ...stats, population: { surname: 3e-4, given: 1.29e-2 } })).toBe(false);
    // Under COMMON_NAME_SAME_YEAR_BIRTHS same-year namesakes in the country: rare.
    const wharton = { surname: 3e-5, given: 3e-3, givenBirthsInYear: 3_000 };
    expect(isCommonName({ ...stats, population: wharton })).toBe(false);
    expect(
      isCommonName({
        ...stats,
        population: { ...wharton, givenBirthsInYear: COMMON_NAME_SAME_YEAR_BIRTHS / wharton.surname },
      }),
    ).toBe(true);
  });

  it('a one-letter keying error in the surname still retrieves the decedent', async () => {
    for (const typo of ['Kesler', 'Kessller', 'Kesslre', 'Kassler']) {
      const r = await retrievalRecall(t.index, query({ firstName: 'Robert', lastName: typo }), ids[0]!);
      expect(r.retrieved, typo).toBe(true);
    }
    // The first letter is not varied (records are filed by initial), and two edits are another name.
    const far = await retrievalRecall(t.index, query({ firstName: 'Robert', lastName: 'Kasslre' }), ids[0]!);
    expect(far.retrieved).toBe(false);
  });
});

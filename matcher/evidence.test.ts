import { describe, expect, it } from 'vitest';
import { defaultNameLexicon } from '../core/names/lexicon.js';
import type { IndexedDecedent } from '../store/index/ports.js';
import { blockingKeysForDecedent } from '../store/index/blocking-keys.js';
import {
  collectEvidence,
  editBand,
  namesAgree,
  NAME_PART_FORMS,
  nameTestFor,
  spellingBits,
  prepareQuery,
  type CandidateEvidence,
} from './evidence.js';
import { areNeighbouringStates, neighbouringStates } from './neighbouring-states.js';
import { query } from './testing/notices.js';
import type { VerifyQuery } from '../core/verification.js';

const lexicon = defaultNameLexicon();

function decedent(
  over: Partial<Omit<IndexedDecedent, 'name'>> & { name?: Partial<IndexedDecedent['name']> },
): IndexedDecedent {
  const base: Omit<IndexedDecedent, 'blockingKeys'> = {
    id: 'dec_test',
    displayName: 'Test',
    title: null,
    birthDate: null,
    birthYear: null,
    birthYearWindow: null,
    age: null,
    deathDate: { year: 2025, month: 6, day: 1 },
    residence: null,
    placeOfDeath: null,
    sources: [],
    firstCapturedAt: '2025-06-03T00:00:00.000Z',
    snippet: '',
    occupation: null,
    militaryService: null,
    education: [],
    familyCounts: {},
    relativeCount: 0,
    familySourceUrl: null,
    ...over,
    name: {
      given: 'robert',
      middle: [],
      nickname: null,
      surname: 'kessler',
      former: [],
      suffix: null,
      ...over.name,
    },
  };
  return { ...base, blockingKeys: blockingKeysForDecedent(base) };
}

function evidence(q: VerifyQuery, d: IndexedDecedent): CandidateEvidence {
  return collectEvidence(prepareQuery(q), d, lexicon);
}

describe('name levels', () => {
  it('exact, obituary nickname (alias) and lexicon nickname both ways', () => {
    const d = decedent({ name: { given: 'robert', nickname: 'bob' } });
    expect(evidence(query({ firstName: 'Robert', lastName: 'Kessler' }), d).name).toBe('exact');
    expect(evidence(query({ firstName: 'Bob', lastName: 'Kessler' }), d).name).toBe('alias');
    const plain = decedent({ name: { given: 'william' } });
    expect(evidence(query({ firstName: 'Bill', lastName: 'Kessler' }), plain).name).toBe('nickname');
    const nickWritten = decedent({ name: { given: 'bill' } });
    expect(evidence(query({ firstName: 'William', lastName: 'Kessler' }), nickWritten).name).toBe('nickname');
  });

  it('maiden name: the query holds the former surname', () => {
    const d = decedent({ name: { given: 'mary', surname: 'smith', former: ['johnson'] } });
    const e = evidence(query({ firstName: 'Mary', lastName: 'Johnson' }), d);
    expect(e.surname).toBe('former');
    expect(e.name).toBe('alias');
  });

  it('typos fall in edit-distance bands; unrelated names do not match', () => {
    const d = decedent({ name: { given: 'jonathan', surname: 'kessler' } });
    expect(evidence(query({ firstName: 'Jonathan', lastName: 'Kesslre' }), d).surname).toBe('phonetic');
    expect(evidence(query({ firstName: 'Jonathan', lastName: 'Jessler' }), d).surname).toBe('fuzzy');
    expect(evidence(query({ firstName: 'Jonathon', lastName: 'Kessler' }), d).given).not.toBe('none');
    expect(evidence(query({ firstName: 'Jonathan', lastName: 'Kowalski' }), d).name).toBeNull();
    expect(editBand('smith', 'smtih')).toBe(1);
    expect(editBand('ann', 'amy')).toBe(0);
    // Letters outside a-z take the general letter count: one edit is still one edit.
    expect(editBand('петров', 'петрова')).toBe(1);
    expect(editBand('петров', 'сидоров')).toBe(0);
    expect(editBand('kessler', 'kessl')).toBe(0);
    expect(editBand('katherine', 'kathrine')).toBe(1);
  });

  it('a three-letter name is one edit from the four-letter name it is with a letter dropped, not the first', () => {
    // FEBRL's commonest slip in short names: "Rya" for Ryan, "Kye" for Kyle, either way round.
    expect(editBand('rya', 'ryan')).toBe(1);
    expect(editBand('kyle', 'kye')).toBe(1);
    expect(editBand('mac', 'macy')).toBe(1);
    // A letter changed in a short name makes another name; the first letter stays; one letter only.
    expect(editBand('ann', 'amy')).toBe(0);
    expect(editBand('lee', 'loe')).toBe(0);
    expect(editBand('yan', 'ryan')).toBe(0);
    expect(editBand('kye', 'kylie')).toBe(0);
    expect(editBand('ry', 'rya')).toBe(0);
    const d = decedent({ name: { given: 'kyle', surname: 'ryan' } });
    expect(evidence(query({ firstName: 'Kye', lastName: 'Ryan' }), d).given).toBe('fuzzy');
    expect(evidence(query({ firstName: 'Kyle', lastName: 'Rya' }), d).surname).toBe('fuzzy');
    expect(evidence(query({ firstName: 'Kye', lastName: 'Ryan' }), d).name).toBe('fuzzy');
  });

  it('phonetic surname agreement (Smyth for Smith)', () => {
    const d = decedent({ name: { given: 'john', surname: 'smith' } });
    expect(evidence(query({ firstName: 'John', lastName: 'Smyth' }), d).surname).toBe('phonetic');
  });

  it('a person who went by the middle name', () => {
    const d = decedent({ name: { given: 'james', middle: ['robert'], surname: 'kessler' } });
    const e = evidence(query({ firstName: 'Robert', lastName: 'Kessler' }), d);
    expect(e.given).toBe('middle_as_given');
    expect(e.name).toBe('alias');
  });
});

describe('the name test retrieval asks', () => {
  it('answers as namesAgree for every name, a surname with other former surnames included', () => {
    const q = prepareQuery(query({ firstName: 'Mary', lastName: 'Kowalski' }));
    const names = [
      decedent({ name: { given: 'mary', surname: 'smith', former: ['kowalski'] } }).name,
      decedent({ name: { given: 'mary', surname: 'smith' } }).name,
      decedent({ name: { given: 'mary', surname: 'smith', former: ['nowak'] } }).name,
      decedent({ name: { given: 'mary', surname: 'kowalski' } }).name,
      decedent({ name: { given: 'anna', surname: 'kowalski' } }).name,
      decedent({ name: { given: 'mary', surname: 'kowalsky' } }).name,
      decedent({ name: { given: 'mary', surname: 'smith', former: ['kowalski'] } }).name,
    ];
    const test = nameTestFor(q, lexicon);
    const got = names.map((n) => test(n));
    expect(got).toEqual(names.map((n) => namesAgree(q, n, lexicon)));
    // Same current surname, told apart by the former one.
    expect(got).toEqual([true, false, false, true, false, true, true]);
  });

  it('answers as namesAgree when names share a given name but not its nickname or middle names', () => {
    const q = prepareQuery(query({ firstName: 'Lee', lastName: 'Kowalski' }));
    const names = [
      decedent({ name: { given: 'james', surname: 'kowalski' } }).name,
      // Went by the middle name the query gives as first name.
      decedent({ name: { given: 'james', middle: ['lee'], surname: 'kowalski' } }).name,
      decedent({ name: { given: 'james', surname: 'kowalski' } }).name,
      decedent({ name: { given: 'james', nickname: 'lee', surname: 'kowalski' } }).name,
      decedent({ name: { given: 'james', nickname: 'jim', surname: 'kowalski' } }).name,
      decedent({ name: { given: 'james', middle: ['leroy'], surname: 'kowalski' } }).name,
      decedent({ name: { given: 'lee', surname: 'kowalski' } }).name,
    ];
    const test = nameTestFor(q, lexicon);
    const got = names.map((n) => test(n));
    expect(got).toEqual(names.map((n) => namesAgree(q, n, lexicon)));
    expect(got).toEqual([false, true, false, true, false, false, true]);
  });
});

describe('spellingBits', () => {
  it('gives two lists that share a spelling a common bit, so a comparison it skips finds nothing', () => {
    const spellings = ['PRN', 'PRNR', 'SM0', 'XMT', 'KWLS', 'smith', 'smyth', 'vanderberg', 'berg', 'A', ''];
    const lists = spellings.flatMap((a) => spellings.map((b) => [a, b]));
    let meeting = 0;
    for (const x of lists) {
      for (const y of lists) {
        if (!x.some((s) => y.includes(s))) continue;
        expect(spellingBits(x) & spellingBits(y), `${x} / ${y}`).not.toBe(0);
        meeting++;
      }
    }
    expect(meeting).toBeGreaterThan(1000);
    // A list and itself, and a list and one of its spellings, always meet.
    for (const a of spellings) expect(spellingBits([a, 'KWLS']) & spellingBits([a])).not.toBe(0);
    expect(spellingBits([])).toBe(0);
    // Different spellings mostly fall on different bits (32 of them): the test is worth making.
    expect(new Set(spellings.map((x) => spellingBits([x]))).size).toBeGreaterThan(spellings.length / 2);
  });

  it("lets through the spellings a surname's former surnames share with the query", () => {
    const q = prepareQuery(query({ firstName: 'Jon', lastName: 'Smith' }));
    // Jones, born Smyth: Smyth sounds as Smith (one edit apart too, but phonetic ranks first).
    const jones = decedent({ name: { given: 'john', surname: 'jones', former: ['smyth'] } });
    expect(collectEvidence(q, jones, lexicon).surname).toBe('phonetic');
    const smyth = decedent({ name: { given: 'john', surname: 'smyth' } });
    expect(collectEvidence(q, smyth, lexicon).surname).toBe('phonetic');
  });
});

describe('the name test in parts (NameTest)', () => {
  const firstNames = ['Lee', 'Mary Ann', 'Bill', 'William', 'J', 'Ann-Marie', 'Jose', 'Kowalski', 'Marie'];
  const lastNames = ['Kowalski', 'Kowalsky', 'Smith', 'Fisher'];
  const names = [
    { given: 'james', middle: ['lee'], surname: 'kowalski' },
    { given: 'james', middle: ['l', 'leroy'], surname: 'kowalski' },
    { given: 'william', nickname: 'bill', surname: 'smith', former: ['kowalski'] },
    { given: 'mary ann', middle: ['ann'], surname: 'kowalski' },
    { given: 'mary', middle: ['ann marie', 'jo'], surname: 'smith', former: ['fisher', 'kowalsky'] },
    { given: 'ann', middle: ['ann-marie'], surname: 'kowalski' },
    { given: 'j', middle: ['jose'], surname: 'fisher' },
    { given: 'josé', middle: ['marie'], surname: 'kowalski' },
    { given: 'bill', surname: 'kowalski' },
    { given: 'liam', nickname: 'will', surname: 'fisher' },
  ].map((name) => decedent({ name }).name);

  const formsOf = new Map(
    names.map((n) => [
      n,
      [NAME_PART_FORMS.surnames(n.surname, n.former), NAME_PART_FORMS.given(n.given, n.nickname)] as const,
    ]),
  );

  it('parts that put together answer as the whole test, for every query and name', () => {
    let viaMiddle = 0;
    for (const firstName of firstNames) {
      for (const lastName of lastNames) {
        const q = prepareQuery(query({ firstName, lastName }));
        const test = nameTestFor(q, lexicon);
        const parts = test.parts!;
        const letters = (x: string) => x.replace(/[^a-z]/g, '');
        for (const n of names) {
          const middleMay =
            parts.middleAsGiven !== null &&
            n.middle.some((m) => letters(m) === letters(parts.middleAsGiven!));
          const byParts =
            parts.surnames(n.surname, n.former) &&
            (parts.given(n.given, n.nickname) || (middleMay && test(n)));
          expect(byParts, `${firstName} ${lastName} / ${JSON.stringify(n)}`).toBe(test(n));
          // The prepared parts, from forms made once per name for every query, answer alike.
          const prepared = parts.prepared!;
          const [surnameForms, givenForms] = formsOf.get(n)!;
          expect(prepared.surnames(surnameForms)).toBe(parts.surnames(n.surname, n.former));
          expect(prepared.given(givenForms)).toBe(parts.given(n.given, n.nickname));
          expect(test(n)).toBe(namesAgree(q, n, lexicon));
          if (test(n) && !parts.given(n.given, n.nickname)) viaMiddle++;
        }
      }
    }
    // Some names match only through a middle name the query gives as first name.
    expect(viaMiddle).toBeGreaterThan(0);
  });

  it('every test prepares its parts with the one forms object, so an index may keep the forms', () => {
    const a = nameTestFor(prepareQuery(query({ firstName: 'Ann', lastName: 'Lee' })), lexicon);
    const b = nameTestFor(prepareQuery(query({ firstName: 'Bill', lastName: 'Smith' })), lexicon);
    expect(a.parts!.prepared!.forms).toBe(NAME_PART_FORMS);
    expect(b.parts!.prepared!.forms).toBe(NAME_PART_FORMS);
  });

  it('the given-name part never reads middle names', () => {
    const q = prepareQuery(query({ firstName: 'Lee', lastName: 'Kowalski' }));
    const parts = nameTestFor(q, lexicon).parts!;
    expect(parts.given('james', null)).toBe(false);
    expect(parts.given('james', 'lee')).toBe(true);
    expect(parts.middleAsGiven).toBe('lee');
    expect(
      nameTestFor(prepareQuery(query({ firstName: 'L', lastName: 'Kowalski' })), lexicon).parts!
        .middleAsGiven,
    ).toBe(null);
  });
});

describe('middle name and suffix', () => {
  const d = decedent({ name: { given: 'robert', middle: ['allen'] } });
  it('match, initial-compatible, conflict, not stated, not provided', () => {
    expect(evidence(query({ firstName: 'Robert', middleName: 'Allen', lastName: 'Kessler' }), d).middle).toBe(
      'match',
    );
    expect(evidence(query({ firstName: 'Robert', middleName: 'A.', lastName: 'Kessler' }), d).middle).toBe(
      'initial_compatible',
    );
    expect(evidence(query({ firstName: 'Robert', middleName: 'James', lastName: 'Kessler' }), d).middle).toBe(
      'conflict',
    );
    expect(evidence(query({ firstName: 'Robert', middleName: 'J', lastName: 'Kessler' }), d).middle).toBe(
      'conflict',
    );
    const none = decedent({});
    expect(
      evidence(query({ firstName: 'Robert', middleName: 'Allen', lastName: 'Kessler' }), none).middle,
    ).toBe('not_stated');
    expect(evidence(query({ firstName: 'Robert', lastName: 'Kessler' }), d).middle).toBe('not_provided');
  });

  it('a middle name that is the maiden name corroborates', () => {
    const m = decedent({ name: { given: 'mary', middle: ['ellen'], surname: 'smith', former: ['johnson'] } });
    expect(evidence(query({ firstName: 'Mary', middleName: 'Johnson', lastName: 'Smith' }), m).middle).toBe(
      'former_surname',
    );
  });

  it('Jr against Sr conflicts; Jr against II agrees; an obituary-only suffix is noted', () => {
    const sr = decedent({ name: { suffix: 'sr' } });
    expect(evidence(query({ firstName: 'Robert', lastName: 'Kessler Jr.' }), sr).suffix).toBe('conflict');
    expect(evidence(query({ firstName: 'Robert', lastName: 'Kessler Jr.' }), sr).surname).toBe('exact');
    const ii = decedent({ name: { suffix: 'ii' } });
    expect(evidence(query({ firstName: 'Robert', lastName: 'Kessler Jr' }), ii).suffix).toBe('match');
    const iii = decedent({ name: { suffix: 'iii' } });
    expect(evidence(query({ firstName: 'Robert', lastName: 'Kessler II' }), iii).suffix).toBe('conflict');
    expect(evidence(query({ firstName: 'Robert', lastName: 'Kessler' }), sr).suffix).toBe('decedent_only');
  });
});

describe('dates', () => {
  const d = decedent({ birthDate: { year: 1941, month: 3, day: 5 }, birthYear: 1941 });
  const q = (dob: VerifyQuery['dob']) =>
    evidence(query({ firstName: 'Robert', lastName: 'Kessler', dob }), d);
  it('dob exact, transposed, month+year, year, within years, conflict at five years', () => {
    expect(q({ year: 1941, month: 3, day: 5 }).dob).toBe('exact_date');
    expect(q({ year: 1941, month: 5, day: 3 }).dob).toBe('transposed');
    expect(q({ year: 1941, month: 3 }).dob).toBe('month_year');
    expect(q({ year: 1941 }).dob).toBe('year_only');
    expect(q({ year: 1943 }).dob).toBe('within_years');
    expect(q({ year: 1945 }).dob).toBe('within_years');
    expect(q({ year: 1946 }).dob).toBe('conflict');
    expect(q({ year: 1936 }).dob).toBe('conflict');
    expect(q({ year: 1941, month: 3, day: 9 }).birthDayDiffers).toBe(true);
  });

  it('age-derived windows', () => {
    const aged = decedent({ age: 84, birthYearWindow: { from: 1940, to: 1941 } });
    const at = (year: number) =>
      evidence(query({ firstName: 'Robert', lastName: 'Kessler', dob: { year } }), aged);
    expect(at(1940).dob).toBe('age_consistent');
    expect(at(1941).dob).toBe('age_consistent');
    expect(at(1943).dob).toBe('within_years');
    expect(at(1946).dob).toBe('conflict');
    expect(at(1941).birthYearStated).toBe(false);
  });

  it('death date levels, and death before birth', () => {
    const died = decedent({ deathDate: { year: 2025, month: 5, day: 28 } });
    const at = (deathDate: VerifyQuery['deathDate']) =>
      evidence(query({ firstName: 'Robert', lastName: 'Kessler', deathDate }), died).death;
    expect(at({ year: 2025, month: 5, day: 28 })).toBe('exact_date');
    expect(at({ year: 2025, month: 6, day: 2 })).toBe('within_days');
    expect(at({ year: 2025, month: 5 })).toBe('month_year');
    expect(at({ year: 2025 })).toBe('year_only');
    expect(at({ year: 2025, month: 1 })).toBe('mismatch');
    expect(at({ year: 2021 })).toBe('conflict');
    const e = evidence(
      query({ firstName: 'Robert', lastName: 'Kessler', dob: { year: 2025, month: 12 } }),
      died,
    );
    expect(e.deathBeforeBirth).toBe(true);
  });
});

describe('places', () => {
  const d = decedent({
    residence: { city: 'Dayton', county: 'Montgomery', state: 'OH' },
    placeOfDeath: { city: 'Kettering', county: 'Montgomery', state: 'OH' },
    snippet: 'Robert Kessler, 84, of Dayton, formerly of Springfield, died at home.',
  });
  const at = (address: VerifyQuery['address']) =>
    evidence(query({ firstName: 'Robert', lastName: 'Kessler', address }), d);
  it('city of residence or death, county, state, neighbouring state, conflicts', () => {
    expect(at({ city: 'Dayton', state: 'OH' }).location).toBe('city');
    expect(at({ city: 'Kettering' }).locationBasis).toBe('death');
    expect(at({ city: 'Springfield', state: 'OH' }).locationBasis).toBe('text');
    expect(at({ city: 'Columbus', state: 'OH' }).cityConflict).toBe(true);
    expect(at({ county: 'Montgomery County', state: 'OH' }).location).toBe('county');
    expect(at({ state: 'OH' }).location).toBe('state');
    expect(at({ state: 'IN' }).location).toBe('neighbouring_state');
    expect(at({ state: 'TX' }).stateMismatch).toBe(true);
    expect(at({ city: 'Dayton', state: 'TX' }).cityConflict).toBe(true);
  });

  it('a place of death alone is no city conflict: a Pekin man may die in a Peoria hospital', () => {
    const diedAway = decedent({ placeOfDeath: { city: 'Peoria', county: 'Peoria', state: 'IL' } });
    const e = evidence(
      query({ firstName: 'Robert', lastName: 'Kessler', address: { city: 'Pekin', state: 'IL' } }),
      diedAway,
    );
    expect(e.cityConflict).toBe(false);
    expect(e.location).toBe('state');
    // It still confirms the city it names.
    expect(
      evidence(
        query({ firstName: 'Robert', lastName: 'Kessler', address: { city: 'Peoria', state: 'IL' } }),
        diedAway,
      ).location,
    ).toBe('city');
  });

  it('missing places are neutral', () => {
    const e = evidence(
      query({ firstName: 'Robert', lastName: 'Kessler', address: { city: 'Dayton' } }),
      decedent({}),
    );
    expect(e.location).toBe('unknown');
    expect(e.cityConflict).toBe(false);
  });

  it('the adjacency table is symmetric and excludes four-corner touches', () => {
    expect(areNeighbouringStates('OH', 'IN')).toBe(true);
    expect(areNeighbouringStates('IN', 'OH')).toBe(true);
    expect(areNeighbouringStates('AZ', 'CO')).toBe(false);
    expect(neighbouringStates('HI')).toEqual([]);
    expect(neighbouringStates('TN')).toEqual(['AL', 'AR', 'GA', 'KY', 'MO', 'MS', 'NC', 'VA']);
  });
});

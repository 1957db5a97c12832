import { describe, expect, it } from 'vitest';
import type { VerifyQuery } from '../../core/verification.js';
import {
  blockingKeysForDecedent,
  blockingKeysForQuery,
  droppedLetterSpellings,
  typoKeys,
  TYPO_KEY_MAX_LENGTH,
  blockingKeysForRelative,
  relativeNameKey,
  relativeNameKeysForQuery,
  buildGivenNameGroups,
  defaultGivenNameGroups,
  givenGroups,
  mergeKeys,
  storedMergeKeys,
  isMergeKey,
  nameFrequencyKeysForQuery,
  phoneticCodes,
  surnameVariants,
  type DecedentKeyFacts,
} from './blocking-keys.js';

function facts(
  over: Partial<DecedentKeyFacts['name']> = {},
  rest: Partial<DecedentKeyFacts> = {},
): DecedentKeyFacts {
  return {
    name: {
      given: 'robert',
      middle: [],
      nickname: null,
      surname: 'smith',
      former: [],
      suffix: null,
      ...over,
    },
    birthDate: null,
    birthYear: null,
    birthYearWindow: null,
    deathDate: { year: 2025, month: 3, day: 4 },
    residence: { city: 'Dayton', county: 'Montgomery', state: 'OH' },
    placeOfDeath: null,
    sources: [],
    ...rest,
  };
}

function query(over: Partial<VerifyQuery>): VerifyQuery {
  return {
    firstName: 'Robert',
    lastName: 'Smith',
    searchDepth: 'recent',
    requireMatch: [],
    includeSurvivors: false,
    fresh: false,
    ...over,
  };
}

const shared = (a: readonly string[], b: readonly string[]): string[] => a.filter((k) => b.includes(k));

describe('given-name groups', () => {
  it('puts Bob, Rob, Bobby and Robert in one group', () => {
    const groups = defaultGivenNameGroups();
    for (const nick of ['Bob', 'rob', 'BOBBY', 'Robert']) {
      expect(givenGroups([nick], groups)).toContain('robert');
    }
    expect(givenGroups(['Jim'], groups)).toContain('james');
    expect(givenGroups(['Mary'], groups)).not.toContain('robert');
  });

  it('keeps a common name to itself and sends rarer ones to it', () => {
    const groups = buildGivenNameGroups(
      [
        ['robert', 'bob'],
        ['bob', 'robert'],
        ['bill', 'robert'],
      ],
      new Map([
        ['robert', 100],
        ['bob', 10],
        ['bill', 20],
      ]),
    );
    expect(groups.groupsOf('Robert')).toEqual(['robert']);
    expect(groups.groupsOf('bob')).toEqual(['bob', 'robert']);
    expect(groups.groupsOf('bill')).toEqual(['bill', 'robert']);
  });

  it('builds from pairs and folds spellings', () => {
    const groups = buildGivenNameGroups([
      ['Robert', 'Bob'],
      ['robert', 'rob'],
      ['bob', 'robert'],
    ]);
    expect(groups.groupsOf('BOB')).toEqual(['bob', 'robert']);
    // Without frequencies the pair's direction decides; both directions listed keep both.
    expect(groups.groupsOf('robert')).toEqual(['robert', 'bob']);
    expect(groups.groupsOf('Zed')).toEqual(['zed']);
    expect(groups.groupsOf('')).toEqual([]);
  });
});

describe('surname forms and phonetic codes', () => {
  it('Smith and Smyth share a code; Schmidt shares the alternative one', () => {
    expect(phoneticCodes('smith')).toEqual(phoneticCodes('smyth'));
    expect(shared(phoneticCodes('smith'), phoneticCodes('schmidt')).length).toBeGreaterThan(0);
    expect(shared(phoneticCodes('smith'), phoneticCodes('jones'))).toEqual([]);
  });

  it('splits double surnames and drops particles', () => {
    expect(surnameVariants('García-López')).toEqual(['garcialopez', 'garcia', 'lopez']);
    expect(surnameVariants('De La Cruz')).toEqual(['delacruz', 'cruz']);
    // Two surnames written with a space are two forms, as a hyphen makes them; a particle goes with
    // the surname after it.
    expect(surnameVariants('Hernandez Garcia')).toEqual(['hernandezgarcia', 'hernandez', 'garcia']);
    expect(surnameVariants('Garcia de la Cruz')).toEqual(['garciadelacruz', 'garcia', 'delacruz', 'cruz']);
    expect(surnameVariants('Van Dyke')).toEqual(['vandyke', 'dyke']);
    expect(surnameVariants("O'Brien")).toEqual(['obrien']);
    expect(surnameVariants('')).toEqual([]);
  });
});

describe('blockingKeysForDecedent', () => {
  it('gives nickname spellings one given-group key', () => {
    const bob = blockingKeysForDecedent(facts({ given: 'bob' }));
    const robert = blockingKeysForDecedent(facts({ given: 'robert' }));
    expect(bob).toContain('sg:smith|robert');
    expect(robert).toContain('sg:smith|robert');
    expect(bob).toContain('g:robert');
  });

  it('produces keys for maiden and former surnames', () => {
    const keys = blockingKeysForDecedent(facts({ given: 'mary', surname: 'nowak', former: ['kowalski'] }));
    expect(keys).toEqual(
      expect.arrayContaining(['s:kowalski', 's:nowak', 'sg:kowalski|mary', 'sg:nowak|mary']),
    );
    expect(keys).toContain(`pg:${phoneticCodes('kowalski')[0]}|mary`);
    expect(keys).toContain('dd:2025-03-04|kowalski');
  });

  it('covers initials, middle names, places, years and the death date', () => {
    const keys = blockingKeysForDecedent(
      facts(
        { given: 'j', middle: ['robert'] },
        { birthYear: 1941, birthDate: { year: 1941, month: 2, day: 3 } },
      ),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'si:smith|j',
        'si:smith|r',
        'sg:smith|robert',
        'ai:himst|j',
        'st:OH',
        'co:OH|montgomery',
        'ss:smith|OH',
        'gsd:robert|OH|194',
        'dd:2025-03-04|smith',
        'dm:2025-03|smith',
        'dy:2025|smith',
        'bd:1941-02-03|smith',
      ]),
    );
    expect([...keys].sort()).toEqual(keys);
  });

  it('uses the age window for the birth decade when no birth year is known', () => {
    const keys = blockingKeysForDecedent(facts({}, { birthYearWindow: { from: 1939, to: 1940 } }));
    expect(keys).toEqual(expect.arrayContaining(['gsd:robert|OH|193', 'gsd:robert|OH|194']));
  });
});

describe('blockingKeysForQuery', () => {
  const decedent = blockingKeysForDecedent(
    facts({ given: 'robert', nickname: 'bob', middle: ['james'] }, { birthYear: 1941 }),
  );

  it('finds the decedent by nickname, middle name, spelling variant and transposition', () => {
    for (const q of [
      query({ firstName: 'Bob' }),
      query({ firstName: 'Bobby', lastName: 'Smyth' }),
      query({ firstName: 'James' }),
      query({ firstName: 'Robert', lastName: 'Smtih' }),
      query({ firstName: 'Rob', lastName: 'Smith-Jones' }),
    ]) {
      expect(
        shared(blockingKeysForQuery(q), decedent).length,
        q.firstName + ' ' + q.lastName,
      ).toBeGreaterThan(0);
    }
  });

  it('finds a surname typo through given name, state and birth decade', () => {
    const q = query({ lastName: 'Smoth', address: { state: 'oh' }, dob: { year: 1940 } });
    expect(shared(blockingKeysForQuery(q), decedent)).toContain('gsd:robert|OH|194');
  });

  it('finds a one-letter surname typo through the typo keys, without a state or year', () => {
    // Dropped, keyed twice, substituted, swapped: each shares an `sd:` or `si:` key under the initial.
    for (const [lastName, key] of [
      ['Smth', 'sd:smth|r'],
      ['Smiith', 'si:smith|r'],
      ['Snith', 'sd:sith|r'],
      ['Simth', 'sd:sith|r'],
      ['Smtih', 'sd:smih|r'],
    ]) {
      expect(shared(blockingKeysForQuery(query({ lastName })), decedent), lastName).toContain(key);
    }
    // The first letter is kept; a short name gets no typo keys (one edit in it makes another name).
    expect(shared(blockingKeysForQuery(query({ lastName: 'Tmith' })), decedent)).toEqual([]);
    expect(droppedLetterSpellings('lee')).toEqual([]);
    expect(droppedLetterSpellings('smith')).toEqual(['sith', 'smth', 'smih', 'smit']);
    // A doubled letter drops to one spelling once.
    expect(droppedLetterSpellings('jennings')).toEqual([
      'jnnings',
      'jenings',
      'jennngs',
      'jennigs',
      'jennins',
      'jenning',
    ]);
  });

  it("files an obituary that writes only the nickname under the legal name's initial too", () => {
    // "Bill Kessler" in the obituary, "William Kesler" (a letter dropped) or "W Kessler" in the
    // customer's record, with no state or birth year: the keys under w retrieve him.
    const bill = blockingKeysForDecedent(facts({ given: 'bill', surname: 'kessler' }));
    expect(bill).toContain('si:kessler|b');
    expect(bill).toContain('si:kessler|w');
    expect(shared(blockingKeysForQuery(query({ firstName: 'William', lastName: 'Kesler' })), bill)).toContain(
      'sd:kesler|w',
    );
    expect(shared(blockingKeysForQuery(query({ firstName: 'W', lastName: 'Kessler' })), bill)).toContain(
      'si:kessler|w',
    );
    // "Nan D. (Fisher) Bettis" and a record "Anna Fishlr": the maiden name's typo keys under a.
    const nan = blockingKeysForDecedent(facts({ given: 'nan', surname: 'bettis', former: ['fisher'] }));
    expect(shared(blockingKeysForQuery(query({ firstName: 'Anna', lastName: 'Fishlr' })), nan)).toContain(
      'sd:fishr|a',
    );
    // A formal name is not filed under its nicknames' initials (William is no b).
    const william = blockingKeysForDecedent(facts({ given: 'william', surname: 'kessler' }));
    expect(william.filter((k) => k.startsWith('si:'))).toEqual(['si:kessler|w']);
  });

  it('finds a four-letter surname from a query of it with a letter dropped ("Rya" for Ryan)', () => {
    const ryan = blockingKeysForDecedent(facts({ surname: 'ryan' }));
    expect(shared(blockingKeysForQuery(query({ lastName: 'Rya' })), ryan)).toEqual(['sd:rya|r']);
    expect(shared(blockingKeysForQuery(query({ lastName: 'Ran' })), ryan)).toContain('sd:ran|r');
    // Not under another initial, and a two-letter surname asks for nothing of the kind.
    expect(shared(blockingKeysForQuery(query({ firstName: 'Alan', lastName: 'Rya' })), ryan)).toEqual([]);
    expect(blockingKeysForQuery(query({ lastName: 'Ry' })).filter((k) => k.startsWith('sd:'))).toEqual([]);
  });

  it('asks a handful of typo keys: each letter but the first dropped, not every one-edit spelling', () => {
    const keys = blockingKeysForQuery(query({ lastName: 'Kessler' }));
    // 5 distinct drops (the doubled s drops once) under sd: and si:, plus the name itself under sd:.
    expect(keys.filter((k) => k.startsWith('sd:'))).toHaveLength(6);
    expect(keys.filter((k) => k.startsWith('si:')).sort()).toEqual(
      ['si:kesler|r', 'si:kesser|r', 'si:kessle|r', 'si:kessler|r', 'si:kesslr|r', 'si:kssler|r'].sort(),
    );
    expect(keys.length).toBeLessThan(40);
  });

  it('typo keys come from si: keys alone, for plain surnames of four letters or more', () => {
    // Past TYPO_KEY_MAX_LENGTH letters none either (the SQLite upgrade derives the same set).
    expect(typoKeys([`si:${'a'.repeat(TYPO_KEY_MAX_LENGTH + 1)}|r`])).toEqual([]);
    expect(typoKeys([`si:${'a'.repeat(TYPO_KEY_MAX_LENGTH)}|r`])).toEqual([
      `sd:${'a'.repeat(TYPO_KEY_MAX_LENGTH - 1)}|r`,
    ]);
    expect(typoKeys(['si:smith|r', 'si:lee|r', 'si:o brien|r', 'sg:smith|robert']).sort()).toEqual([
      'sd:sith|r',
      'sd:smih|r',
      'sd:smit|r',
      'sd:smth|r',
    ]);
    // A decedent's stored keys carry them for every surname variant and initial.
    const stored = blockingKeysForDecedent(facts({ nickname: 'bob', former: ['jones'] }));
    for (const k of ['sd:smth|r', 'sd:smth|b', 'sd:jnes|r', 'sd:jons|b']) expect(stored).toContain(k);
    expect(typoKeys(stored).every((k) => stored.includes(k))).toBe(true);
  });

  it('asks only for compound keys, never a bare surname, state or year', () => {
    const keys = blockingKeysForQuery(query({ address: { state: 'OH' }, dob: { year: 1941 } }));
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) expect(k).toMatch(/^(sg|pg|si|sd|ai|ss|gsd|dd|dm):/);
  });

  it('does not match a different person', () => {
    const q = query({ firstName: 'Linda', lastName: 'Jones' });
    expect(shared(blockingKeysForQuery(q), decedent)).toEqual([]);
  });

  it('adds death-date keys when the query has a death date', () => {
    expect(blockingKeysForQuery(query({ deathDate: { year: 2025, month: 3, day: 4 } }))).toContain(
      'dd:2025-03-04|smith',
    );
  });

  it('names the frequency keys', () => {
    expect(nameFrequencyKeysForQuery({ firstName: 'Bob', lastName: 'Smith' })).toEqual({
      surname: ['s:smith'],
      given: expect.arrayContaining(['g:bob', 'g:robert']),
    });
  });
});

describe('relative and merge keys', () => {
  it('relatives get name keys only when both names are known', () => {
    expect(blockingKeysForRelative('survivor', 'John', 'Smith')).toContain('sg:smith|john');
    expect(blockingKeysForRelative('survivor', 'John', '')).toEqual([]);
  });

  it('a relative carries one exact-name key of its kind, which the query side asks for', () => {
    expect(blockingKeysForRelative('survivor', 'Mary-Ann', "O'Neil Smith")).toContain(
      'rs:oneilsmith|maryann',
    );
    expect(blockingKeysForRelative('predeceased', 'José', 'Núñez')).toContain('rp:nunez|jose');
    expect(blockingKeysForRelative('survivor', 'José', 'Núñez')).not.toContain('rp:nunez|jose');
    expect(relativeNameKey('survivor', 'John', ' ')).toBeNull();
    expect(relativeNameKeysForQuery('nunez', ['jose', 'joe', 'jose'])).toEqual({
      survivor: ['rs:nunez|jose', 'rs:nunez|joe'],
      predeceased: ['rp:nunez|jose', 'rp:nunez|joe'],
    });
    expect(relativeNameKeysForQuery('', ['jose'])).toEqual({ survivor: [], predeceased: [] });
  });

  it('merge keys use the most precise death date, and the full birth date', () => {
    // A dated copy also asks for deaths first known from an undated notice of its month or the next.
    const undated = ['np:2025-03|smith', 'np:2025-04|smith'];
    expect(
      mergeKeys({ surnames: ['Smith'], deathDate: { year: 2025, month: 3, day: 4 }, birthDate: null }),
    ).toEqual(['dd:2025-03-04|smith', 'dmo:2025-03|smith', ...undated]);
    expect(
      mergeKeys(
        { surnames: ['Smith'], deathDate: { year: 2025, month: 3, day: 4 }, birthDate: null },
        'wide',
      ),
    ).toEqual(['dd:2025-03-04|smith', 'dm:2025-03|smith', ...undated]);
    expect(mergeKeys({ surnames: ['Smith'], deathDate: { year: 2025, month: 3 }, birthDate: null })).toEqual([
      'dm:2025-03|smith',
      ...undated,
    ]);
    expect(
      mergeKeys({ surnames: ['Smith'], deathDate: { year: 2025, month: 12, day: 30 }, birthDate: null }),
    ).toEqual(['dd:2025-12-30|smith', 'dmo:2025-12|smith', 'np:2025-12|smith', 'np:2026-01|smith']);
    // An undated notice asks for the deaths of its month and the one before, and undated notices of its month.
    expect(
      mergeKeys({
        surnames: ['Smith'],
        deathDate: null,
        birthDate: null,
        publishedDate: { year: 2026, month: 1, day: 3 },
      }),
    ).toEqual(['dm:2025-12|smith', 'dm:2026-01|smith', 'np:2026-01|smith']);
    expect(mergeKeys({ surnames: ['Smith'], deathDate: { year: 2025 }, birthDate: null })).toEqual([
      'dy:2025|smith',
    ]);
    expect(
      mergeKeys({ surnames: ['Smith'], deathDate: null, birthDate: { year: 1941, month: 2, day: 3 } }),
    ).toEqual(['bd:1941-02-03|smith']);
    expect(mergeKeys({ surnames: ['Smith'], deathDate: null, birthDate: { year: 1941 } })).toEqual([]);
    // A dated copy also asks for the birth date: a decedent whose only copy so far omits the death
    // date (a funeral notice that tells only of the rites) is found by it.
    expect(
      mergeKeys({
        surnames: ['Smith'],
        deathDate: { year: 2025, month: 3, day: 4 },
        birthDate: { year: 1941, month: 2, day: 3 },
      }),
    ).toEqual(['bd:1941-02-03|smith', 'dd:2025-03-04|smith', 'dmo:2025-03|smith', ...undated]);
  });

  it('a decedent is stored under the keys merge lookups ask for: dmo: only without a day', () => {
    const stored = (deathDate: { year: number; month?: number; day?: number }) =>
      storedMergeKeys(['Smith'], deathDate, { year: 1941, month: 2, day: 3 });
    expect(stored({ year: 2025, month: 3, day: 4 })).toEqual([
      'bd:1941-02-03|smith',
      'dd:2025-03-04|smith',
      'dm:2025-03|smith',
      'dy:2025|smith',
    ]);
    expect(stored({ year: 2025, month: 3 })).toEqual([
      'bd:1941-02-03|smith',
      'dm:2025-03|smith',
      'dmo:2025-03|smith',
      'dy:2025|smith',
    ]);
    // A death no notice dates is stored under the month of its notice; a dated one is not.
    expect(storedMergeKeys(['Smith'], null, null, { year: 2026, month: 1, day: 3 })).toEqual([
      'np:2026-01|smith',
    ]);
    expect(
      storedMergeKeys(['Smith'], { year: 2026, month: 1, day: 1 }, null, { year: 2026, month: 1, day: 3 }),
    ).not.toContain('np:2026-01|smith');
    // The same date keys as the decedent's own blocking keys.
    const d = {
      name: { given: 'john', middle: [], nickname: null, surname: 'smith', former: [], suffix: null },
      birthDate: { year: 1941, month: 2, day: 3 },
      birthYear: 1941,
      birthYearWindow: null,
      deathDate: { year: 2025, month: 3 },
      residence: null,
      placeOfDeath: null,
      sources: [],
    };
    expect(blockingKeysForDecedent(d).filter(isMergeKey)).toEqual(stored({ year: 2025, month: 3 }));
    // Every lookup a month-only decedent must answer finds it.
    const found = new Set(stored({ year: 2025, month: 3 }));
    for (const scope of ['narrow', 'wide'] as const) {
      const keys = mergeKeys(
        { surnames: ['Smith'], deathDate: { year: 2025, month: 3, day: 9 }, birthDate: null },
        scope,
      );
      expect(keys.some((k) => found.has(k))).toBe(true);
    }
  });
});

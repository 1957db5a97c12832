import { describe, expect, it } from 'vitest';
import type { DecedentName, ExtractedObituary } from '../core/obituary.js';
import type { SourceObservation } from '../store/index/ports.js';
import { defaultNameLexicon } from '../core/names/lexicon.js';
import { deathLink, familiesAgree, sameDeath, sameDeathSet, type FamilyMember } from './merge.js';
import { observeNotice } from './observation.js';

const lexicon = defaultNameLexicon();
let seq = 0;

function obs(name: Partial<DecedentName>, over: Partial<ExtractedObituary> = {}) {
  const obituary: ExtractedObituary = {
    url: 'https://x.test/',
    sourceType: 'newspaper',
    publisher: null,
    publishedDate: null,
    name: { full: '', given: 'Mary', middle: [], maiden: [], surname: 'Nowak', ...name },
    deathDate: { year: 2025, month: 6, day: 1 },
    birthDate: null,
    age: null,
    residence: { city: 'Toledo', county: 'Lucas', state: 'OH' },
    placeOfDeath: null,
    snippet: '',
    survivorsText: '',
    survivors: [],
    predeceased: [],
    familyCounts: {},
    occupation: null,
    militaryService: null,
    education: [],
    extraction: { layer: 'heuristic', warnings: [] },
    ...over,
  };
  return observeNotice({
    obituary,
    source: { url: `https://x.test/${++seq}`, capturedAt: '2025-06-02T00:00:00Z' },
  }).observation;
}

describe('sameDeath', () => {
  it('merges a notice that omits the death date, published within days after the death, on the name, the city and a birth fact or middle name', () => {
    const dated = obs({ middle: ['A'] }, { deathDate: { year: 2025, month: 6, day: 1 }, age: 80 });
    const rites = (over: Partial<ExtractedObituary>, name: Partial<DecedentName> = { middle: ['Ann'] }) =>
      obs(name, { deathDate: null, publishedDate: { year: 2025, month: 6, day: 4 }, ...over });
    expect(sameDeath(rites({}), dated, lexicon)).toBe(true);
    expect(sameDeath(dated, rites({}), lexicon)).toBe(true);
    // The age agrees (counted from the publication year) without a middle name.
    expect(sameDeath(rites({ age: 80 }, {}), dated, lexicon)).toBe(true);
    // Not without either, nor against a conflicting age, another city, or a notice that ran before
    // the death or long after it.
    expect(sameDeath(rites({}, {}), dated, lexicon)).toBe(false);
    expect(sameDeath(rites({ age: 70 }), dated, lexicon)).toBe(false);
    expect(
      sameDeath(rites({ residence: { city: 'Dayton', county: 'Montgomery', state: 'OH' } }), dated, lexicon),
    ).toBe(false);
    expect(sameDeath(rites({ publishedDate: { year: 2025, month: 5, day: 30 } }), dated, lexicon)).toBe(
      false,
    );
    expect(sameDeath(rites({ publishedDate: { year: 2025, month: 7, day: 15 } }), dated, lexicon)).toBe(
      false,
    );
    // No publication date: no window to test.
    expect(sameDeath(rites({ publishedDate: null }), dated, lexicon)).toBe(false);
  });

  it('takes the nickname or the maiden name on both sides, or a nickname for the given name, as the more an undated notice needs', () => {
    const published = { deathDate: null, publishedDate: { year: 2025, month: 6, day: 4 } };
    const dated = (name: Partial<DecedentName>) => obs(name, { deathDate: { year: 2025, month: 6, day: 1 } });
    const undated = (name: Partial<DecedentName>) => obs(name, published);
    expect(sameDeath(undated({ nickname: 'Molly' }), dated({ nickname: 'Molly' }), lexicon)).toBe(true);
    expect(sameDeath(undated({ maiden: ['Thomas'] }), dated({ maiden: ['Thomas'] }), lexicon)).toBe(true);
    expect(sameDeath(undated({ nickname: 'Molly' }), dated({}), lexicon)).toBe(false);
    // "Dony M. Lopez" on one page, "Donald Michael Lopez" on the other.
    expect(
      sameDeath(
        undated({ given: 'Donald', middle: ['Michael'], surname: 'Lopez' }),
        dated({ given: 'Dony', middle: ['M'], surname: 'Lopez' }),
        lexicon,
      ),
    ).toBe(true);
    // An initial for the given name is not the name in full.
    expect(sameDeath(undated({ given: 'M', middle: ['Ann'] }), dated({ middle: ['A'] }), lexicon)).toBe(
      false,
    );
  });

  it('accepts a maiden name written as the surname on one copy only', () => {
    expect(sameDeath(obs({ maiden: ['Kowalski'] }), obs({}), lexicon)).toBe(true);
    expect(sameDeath(obs({ surname: 'Kowalski' }), obs({ maiden: ['Kowalski'] }), lexicon)).toBe(true);
  });

  it('accepts a middle initial against the full middle name, rejects a contradicting one', () => {
    expect(sameDeath(obs({ middle: ['Ann'] }), obs({ middle: ['A'] }), lexicon)).toBe(true);
    expect(sameDeath(obs({ middle: ['Ann'] }), obs({ middle: ['Louise'] }), lexicon)).toBe(false);
  });

  it('reads a double surname written two ways as one name: the first surname is no middle name', () => {
    const heading = obs({ given: 'Donna', middle: ['Hernandez'], surname: 'Garcia' }, { age: 75 });
    const inverted = obs({ given: 'Donna', middle: ['M'], surname: 'Hernandez Garcia' }, { age: 75 });
    expect(sameDeath(heading, inverted, lexicon)).toBe(true);
    expect(sameDeath(inverted, heading, lexicon)).toBe(true);
    // A middle name that is no surname of the other notice still has to agree.
    expect(sameDeath(obs({ given: 'Donna', middle: ['Louise'], surname: 'Garcia' }), inverted, lexicon)).toBe(
      false,
    );
  });

  it('accepts a nickname for the given name, rejects another given name', () => {
    expect(sameDeath(obs({ given: 'Margaret' }), obs({ given: 'Peggy' }), lexicon)).toBe(true);
    expect(sameDeath(obs({ given: 'Margaret' }), obs({ given: 'Helen' }), lexicon)).toBe(false);
  });

  it('rejects ages more than a year apart and birth years that disagree', () => {
    expect(sameDeath(obs({}, { age: 80 }), obs({}, { age: 81 }), lexicon)).toBe(true);
    expect(sameDeath(obs({}, { age: 80 }), obs({}, { age: 83 }), lexicon)).toBe(false);
    expect(
      sameDeath(obs({}, { birthDate: { year: 1944 } }), obs({}, { birthDate: { year: 1945 } }), lexicon),
    ).toBe(false);
  });

  it('needs the birth year to agree when the cities differ', () => {
    const elsewhere = { residence: { city: 'Akron', county: 'Summit', state: 'OH' } };
    expect(sameDeath(obs({}), obs({}, elsewhere), lexicon)).toBe(false);
    expect(sameDeath(obs({}, { age: 70 }), obs({}, { ...elsewhere, age: 70 }), lexicon)).toBe(true);
  });

  it('with a partial death date needs birth agreement', () => {
    const month = { deathDate: { year: 2025, month: 6 } };
    expect(sameDeath(obs({}, month), obs({}), lexicon)).toBe(false);
    expect(sameDeath(obs({}, { ...month, age: 70 }), obs({}, { age: 70 }), lexicon)).toBe(true);
  });
});

/** Every order of the notices: a set's verdict must not depend on it. */
function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((r) => [x, ...r]));
}

function setVerdicts(members: SourceObservation[]): boolean[] {
  return [...new Set(orders(members).map((o) => sameDeathSet(o, lexicon)))];
}

describe('deathLink', () => {
  it('calls a suffix on one side only, with no birth facts to settle it, a suffix gap', () => {
    const jr = obs({ suffix: 'Jr.' }, { birthDate: { year: 1941 } });
    expect(deathLink(jr, obs({}), lexicon)).toBe('suffix-gap');
    expect(deathLink(jr, obs({}, { birthDate: { year: 1941 } }), lexicon)).toBe('same');
    expect(deathLink(jr, obs({}, { birthDate: { year: 1918 } }), lexicon)).toBe('apart');
    expect(deathLink(jr, obs({ suffix: 'Sr.' }), lexicon)).toBe('apart');
  });

  it('keeps a suffix gap with any other doubt apart', () => {
    const jr = obs({ suffix: 'Jr.' });
    const akron = { residence: { city: 'Akron', county: 'Summit', state: 'OH' } };
    expect(deathLink(jr, obs({}, akron), lexicon)).toBe('apart');
    expect(deathLink(jr, obs({}, { deathDate: { year: 2025, month: 6 } }), lexicon)).toBe('apart');
  });
});

describe('sameDeathSet', () => {
  const none = { birthDate: null, age: null };
  const born = { birthDate: { year: 1939, month: 2, day: 20 }, age: 85 };

  it('settles a copy without suffix or birth facts through one without suffix whose birth agrees (d0004747)', () => {
    const h = obs({}, born);
    const n = obs({ middle: ['Michael'] }, none);
    const j = obs({ middle: ['M'], suffix: 'Jr.' }, born);
    expect(sameDeathSet([n, j], lexicon)).toBe(false);
    expect(setVerdicts([h, n, j])).toEqual([true]);
  });

  it('settles a Jr. copy without birth facts through a Jr. copy whose age agrees (d0001326)', () => {
    const a = obs({ middle: ['John'], suffix: 'Jr.' }, none);
    const b = obs({ suffix: 'Jr.' }, { ...none, age: 96 });
    const c = obs(
      { middle: ['John'], suffix: 'Jr.' },
      { birthDate: { year: 1929, month: 9, day: 3 }, age: 96 },
    );
    const d = obs({ middle: ['J'] }, { birthDate: { year: 1929 } });
    expect(sameDeathSet([a, d], lexicon)).toBe(false);
    expect(setVerdicts([a, b, c, d])).toEqual([true]);
    expect(setVerdicts([a, b, d])).toEqual([true]);
  });

  it('never lets a copy without suffix or birth facts tie a Sr. to a Jr. (same day, same town)', () => {
    const sr = obs({ suffix: 'Sr.' }, { birthDate: { year: 1918 } });
    const jr = obs({ suffix: 'Jr.' }, { birthDate: { year: 1941 } });
    const srCopy = obs({}, { birthDate: { year: 1918 } });
    const jrCopy = obs({}, { birthDate: { year: 1941 } });
    const n = obs({}, none);
    expect(setVerdicts([sr, n, jr])).toEqual([false]);
    expect(setVerdicts([sr, srCopy, n, jr])).toEqual([false]);
    expect(setVerdicts([sr, n, jrCopy])).toEqual([false]);
    // The Sr.'s copy without suffix settles the blind copy for the Sr. only, never the Jr.
    expect(setVerdicts([sr, srCopy, n])).toEqual([true]);
    expect(setVerdicts([jr, jrCopy, n])).toEqual([true]);
  });

  it('settles a suffix gap by a shared family list only when the caller knows both lists agree', () => {
    const f = obs({ middle: ['Donald'] }, { birthDate: { year: 1965, month: 1, day: 15 }, age: 60 });
    const w = obs({ middle: ['Donald'], suffix: 'Jr.' }, none);
    expect(sameDeathSet([f, w], lexicon)).toBe(false);
    expect(sameDeathSet([f, w], lexicon, (a, b) => (a === f && b === w) || (a === w && b === f))).toBe(true);
    // A family tie never overrides a conflict.
    const other = obs({ middle: ['Donald'], suffix: 'Jr.' }, { birthDate: { year: 1990 } });
    expect(sameDeathSet([f, other], lexicon, () => true)).toBe(false);
  });
});

describe('familiesAgree', () => {
  const fam = (rows: Array<[string, string, string]>): FamilyMember[] =>
    rows.map(([relationship, given, surname]) => ({ kind: 'survivor', relationship, given, surname }));
  const son = fam([
    ['wife', 'Cassandra', 'Schmitz'],
    ['son', 'Benjamin', 'Schmitz'],
    ['daughter', 'Sarah', 'Carlisle'],
    ['brother', 'John', 'Schmitz'],
    ['sister', 'Amy', 'Olson'],
  ]);

  it('agrees on the same family list, however it is spelled or ordered', () => {
    const copy = fam([
      ['sister', 'AMY', 'Olson'],
      ['brother', 'John', 'Schmitz'],
      ['wife', 'Cassandra', 'Schmitz'],
      ['daughter', 'Sarah', 'Carlisle'],
    ]);
    expect(familiesAgree(son, copy)).toBe(true);
  });

  it("does not tie a son's family to his father's: the same people in other roles", () => {
    const father = fam([
      ['wife', 'Linda', 'Schmitz'],
      ['son', 'Marc', 'Schmitz'],
      ['son', 'John', 'Schmitz'],
      ['daughter', 'Amy', 'Olson'],
      ['grandson', 'Benjamin', 'Schmitz'],
    ]);
    expect(familiesAgree(son, father)).toBe(false);
  });

  it('needs three shared relatives and half of the shorter list', () => {
    expect(familiesAgree(son, son.slice(0, 2))).toBe(false);
    const padded = [
      ...son.slice(0, 3),
      ...fam([
        ['cousin', 'A', 'B'],
        ['cousin', 'C', 'D'],
        ['cousin', 'E', 'F'],
        ['cousin', 'G', 'H'],
        ['cousin', 'I', 'J'],
      ]),
    ];
    expect(familiesAgree(son, padded)).toBe(true);
    expect(
      familiesAgree(
        [
          ...son.slice(0, 3),
          ...fam([
            ['aunt', 'X', 'Y'],
            ['aunt', 'Z', 'W'],
            ['aunt', 'Q', 'R'],
            ['aunt', 'S', 'T'],
          ]),
        ],
        [
          ...son.slice(0, 3),
          ...fam([
            ['uncle', 'K', 'L'],
            ['uncle', 'M', 'N'],
            ['uncle', 'O', 'P'],
            ['uncle', 'U', 'V'],
          ]),
        ],
      ),
    ).toBe(false);
  });
});

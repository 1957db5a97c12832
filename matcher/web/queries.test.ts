import { describe, expect, it } from 'vitest';
import type { VerifyQuery } from '../../core/verification.js';
import { buildGivenNameGroups } from '../../store/index/blocking-keys.js';
import { buildNameLexicon } from '../../core/names/lexicon.js';
import { buildGivenNameVariants, defaultGivenNameVariants, MAX_NAME_VARIANTS } from './name-variants.js';
import { MAX_YEAR_SEARCHES, planWebSearches } from './queries.js';

const NO_VARIANTS = { of: () => [] };

function query(over: Partial<VerifyQuery> = {}): VerifyQuery {
  return {
    firstName: 'Jane',
    lastName: 'Roe',
    searchDepth: 'standard',
    requireMatch: [],
    includeSurvivors: false,
    fresh: false,
    ...over,
  };
}

describe('planWebSearches', () => {
  it('standard: the quoted name with "obituary", then narrowed by city and state', () => {
    const plan = planWebSearches(query({ address: { city: 'Dayton', state: 'OH' } }), {
      depth: 'standard',
      lookbackYears: 10,
      year: 2026,
      variants: NO_VARIANTS,
    });
    expect(plan).toEqual([
      { q: '"Jane Roe" obituary', purpose: 'name' },
      { q: '"Jane Roe" obituary Dayton Ohio', purpose: 'place' },
    ]);
  });

  it('adds one search per name variant, with the place when known', () => {
    const plan = planWebSearches(query({ firstName: 'Bill', lastName: 'Smith', address: { state: 'KY' } }), {
      depth: 'standard',
      lookbackYears: 0,
      year: 2026,
      variants: { of: (g) => (g === 'Bill' ? ['William', 'Robert'] : []) },
    });
    expect(plan.filter((p) => p.purpose === 'variant').map((p) => p.q)).toEqual([
      '"William Smith" obituary Kentucky',
      '"Robert Smith" obituary Kentucky',
    ]);
  });

  it('extended: one search per year going back lookbackYears, newest first', () => {
    const plan = planWebSearches(query(), {
      depth: 'extended',
      lookbackYears: 4,
      year: 2026,
      variants: NO_VARIANTS,
    });
    const years = plan.filter((p) => p.purpose === 'year');
    expect(years.map((p) => p.year)).toEqual([2026, 2025, 2024, 2023]);
    expect(years[3]!.q).toBe('"Jane Roe" obituary 2023');
    expect(plan[0]!.purpose).toBe('name');
  });

  it(`extended: never more than ${MAX_YEAR_SEARCHES} year searches, and at least one`, () => {
    const far = planWebSearches(query(), {
      depth: 'extended',
      lookbackYears: 100,
      year: 2026,
      variants: NO_VARIANTS,
    });
    expect(far.filter((p) => p.purpose === 'year')).toHaveLength(MAX_YEAR_SEARCHES);
    const none = planWebSearches(query(), {
      depth: 'extended',
      lookbackYears: 0,
      year: 2026,
      variants: NO_VARIANTS,
    });
    expect(none.filter((p) => p.purpose === 'year')).toHaveLength(1);
  });

  it('standard never searches by year', () => {
    const plan = planWebSearches(query(), {
      depth: 'standard',
      lookbackYears: 30,
      year: 2026,
      variants: NO_VARIANTS,
    });
    expect(plan.some((p) => p.purpose === 'year')).toBe(false);
  });

  it('strips quotes that would break the phrase', () => {
    const plan = planWebSearches(query({ firstName: 'Jane "JJ"', lastName: ' Roe ' }), {
      depth: 'standard',
      lookbackYears: 0,
      year: 2026,
      variants: NO_VARIANTS,
    });
    expect(plan[0]!.q).toBe('"Jane JJ Roe" obituary');
  });
});

describe('given-name variants', () => {
  it('gives formal names for a nickname and popular nicknames for a formal name, confirmed by the lexicon', () => {
    const pairs = [
      ['william', 'bill'],
      ['william', 'billy'],
      ['william', 'bela'],
      ['robert', 'bill'],
      ['margaret', 'peggy'],
      ['margaret', 'dobbin'],
    ] as const;
    const variants = buildGivenNameVariants({
      pairs,
      popularity: new Map([
        ['william', 900],
        ['robert', 800],
        ['billy', 300],
        ['bill', 100],
        ['peggy', 50],
      ]),
      groups: buildGivenNameGroups(pairs),
      lexicon: buildNameLexicon({ nicknamePairs: pairs }),
    });
    expect(variants.of('Bill')).toEqual(['William', 'Robert']);
    expect(variants.of('william')).toEqual(['Billy', 'Bill']);
    // Nicknames nobody is given (dobbin) are not searched.
    expect(variants.of('Margaret')).toEqual(['Peggy']);
    expect(variants.of('Zebulon')).toEqual([]);
    expect(variants.of('J')).toEqual([]);
  });

  it('uses the reference tables by default', () => {
    const variants = defaultGivenNameVariants();
    expect(variants.of('Bill')).toContain('William');
    expect(variants.of('Peggy')).toContain('Margaret');
    expect(variants.of('Margaret')).toContain('Peggy');
    expect(variants.of('Jim')).toContain('James');
    for (const name of ['William', 'Elizabeth', 'Bob'])
      expect(variants.of(name).length).toBeLessThanOrEqual(MAX_NAME_VARIANTS);
  });
});

import { describe, expect, it } from 'vitest';
import type { DecedentName, ExtractedObituary } from '../core/obituary.js';
import { defaultNameLexicon } from '../core/names/lexicon.js';
import { sameDeath } from './merge.js';
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
  it('accepts a maiden name written as the surname on one copy only', () => {
    expect(sameDeath(obs({ maiden: ['Kowalski'] }), obs({}), lexicon)).toBe(true);
    expect(sameDeath(obs({ surname: 'Kowalski' }), obs({ maiden: ['Kowalski'] }), lexicon)).toBe(true);
  });

  it('accepts a middle initial against the full middle name, rejects a contradicting one', () => {
    expect(sameDeath(obs({ middle: ['Ann'] }), obs({ middle: ['A'] }), lexicon)).toBe(true);
    expect(sameDeath(obs({ middle: ['Ann'] }), obs({ middle: ['Louise'] }), lexicon)).toBe(false);
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

import { describe, expect, it } from 'vitest';
import { buildNameLexicon, EMPTY_NAME_LEXICON, loadNameLexicon } from './lexicon.js';

describe('givenNamesLike', () => {
  it('lists exactly the names sameFoldedGivenName accepts, itself first', () => {
    // Chains: bob - robert - rob, and peggy - margaret - maggie; al stands for two names.
    const pairs: Array<[string, string]> = [
      ['robert', 'bob'],
      ['robert', 'rob'],
      ['margaret', 'peggy'],
      ['margaret', 'maggie'],
      ['albert', 'al'],
      ['alfred', 'al'],
      ['alfred', 'fred'],
    ];
    const lexicon = buildNameLexicon({ nicknamePairs: pairs });
    const names = [
      'robert',
      'bob',
      'rob',
      'margaret',
      'peggy',
      'maggie',
      'albert',
      'alfred',
      'al',
      'fred',
      'zoe',
    ];
    for (const x of names) {
      const like = lexicon.givenNamesLike(x);
      expect(like[0]).toBe(x);
      expect(new Set(like)).toEqual(new Set(names.filter((y) => lexicon.sameFoldedGivenName!(x, y))));
    }
    // sameFoldedGivenName is the rule itself: related, or both related to one name.
    const related = (x: string) => pairs.filter((p) => p.includes(x)).map(([a, b]) => (a === x ? b : a));
    for (const x of names) {
      for (const y of names) {
        const rule = x === y || related(x).includes(y) || related(x).some((r) => related(y).includes(r));
        expect(lexicon.sameFoldedGivenName!(x, y), `${x} ${y}`).toBe(rule);
      }
    }
    expect(lexicon.givenNamesLike('bob')).toContain('rob');
    // Two hops through a root, never three: albert - al - alfred, but not fred.
    expect(lexicon.givenNamesLike('albert')).toContain('alfred');
    expect(lexicon.givenNamesLike('albert')).not.toContain('fred');
    expect(lexicon.givenNamesLike('')).toEqual([]);
    expect(EMPTY_NAME_LEXICON.givenNamesLike('zoe')).toEqual(['zoe']);
  });

  it('agrees with sameFoldedGivenName over the shipped nickname table', () => {
    const lexicon = loadNameLexicon();
    const sample = [
      'james',
      'jim',
      'william',
      'bill',
      'margaret',
      'peggy',
      'elizabeth',
      'betty',
      'john',
      'jack',
    ];
    const all = new Set(sample.flatMap((x) => lexicon.givenNamesLike(x)));
    for (const x of sample) {
      const like = new Set(lexicon.givenNamesLike(x));
      for (const y of all) expect(like.has(y)).toBe(lexicon.sameFoldedGivenName!(x, y));
    }
  });
});

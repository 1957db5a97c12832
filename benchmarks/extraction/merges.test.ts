import { describe, expect, it } from 'vitest';
import { scoreMerges } from './merges.js';

describe('scoreMerges', () => {
  const pages = [
    { url: 'a1', group: 'A' },
    { url: 'a2', group: 'A' },
    { url: 'b1', group: 'B' },
    { url: 'b2', group: 'B' },
    { url: 'c1', group: 'C' },
    { url: 'x', group: 'X' },
  ];

  it('counts a death whose copies all share one decedent as merged', () => {
    const owners = new Map([
      ['a1', 'd1'],
      ['a2', 'd1'],
      ['b1', 'd2'],
      ['b2', 'd2'],
      ['c1', 'd3'],
    ]);
    expect(scoreMerges(pages, owners, 3)).toEqual({
      pagesIndexed: 5,
      decedents: 3,
      multiPageDeaths: 2,
      fullyMerged: 2,
      split: 0,
      wronglyMerged: 0,
      examples: { split: [], wronglyMerged: [] },
    });
  });

  it('counts split copies and decedents holding two deaths', () => {
    const owners = new Map([
      ['a1', 'd1'],
      ['a2', 'd9'],
      ['b1', 'd2'],
      ['b2', 'd2'],
      ['c1', 'd2'],
    ]);
    const score = scoreMerges(pages, owners, 3);
    expect(score.fullyMerged).toBe(1);
    expect(score.split).toBe(1);
    expect(score.wronglyMerged).toBe(1);
    expect(score.examples).toEqual({ split: ['A'], wronglyMerged: ['d2'] });
  });
});

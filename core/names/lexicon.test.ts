import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildNameLexicon,
  EMPTY_NAME_LEXICON,
  givenNameSexes,
  loadNameLexicon,
  referenceDir,
} from './lexicon.js';

function loadNameLexiconSexes(): Array<[string, 'M' | 'F']> {
  return givenNameSexes(JSON.parse(readFileSync(join(referenceDir(), 'first-names.json'), 'utf8')));
}

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
    // Related, or both forms of one name (bob and rob of robert), or a form of a form; two names that
    // share a nickname are not one name unless they sound alike: albert and alfred share al.
    expect(lexicon.givenNamesLike('bob')).toContain('rob');
    expect(lexicon.givenNamesLike('peggy')).toContain('maggie');
    expect(lexicon.sameFoldedGivenName!('albert', 'al')).toBe(true);
    expect(lexicon.sameFoldedGivenName!('alfred', 'al')).toBe(true);
    expect(lexicon.givenNamesLike('albert')).not.toContain('alfred');
    expect(lexicon.givenNamesLike('alfred')).not.toContain('albert');
    // Never three steps: albert - al - alfred - fred.
    expect(lexicon.givenNamesLike('albert')).not.toContain('fred');
    expect(lexicon.givenNamesLike('')).toEqual([]);
    expect(EMPTY_NAME_LEXICON.givenNamesLike('zoe')).toEqual(['zoe']);
  });

  it('never joins two names of different sexes through a third (Albert and Bertha share Bert)', () => {
    const pairs: Array<[string, string]> = [
      ['albert', 'bert'],
      ['bertha', 'bert'],
      ['roberta', 'bert'],
      ['roberta', 'bobbie'],
      ['catherine', 'kathy'],
      ['katherine', 'kathy'],
      ['jessica', 'jessie'],
      ['jessica', 'jess'],
    ];
    const lexicon = buildNameLexicon({
      nicknamePairs: pairs,
      givenNameSex: [
        ['Albert', 'M'],
        ['Bertha', 'F'],
        ['Roberta', 'F'],
        ['Catherine', 'F'],
        ['Katherine', 'F'],
        ['Jessica', 'F'],
      ],
    });
    const same = (a: string, b: string) => [lexicon.sameGivenName(a, b), lexicon.sameGivenName(b, a)];
    expect(same('albert', 'bertha')).toEqual([false, false]);
    expect(same('albert', 'roberta')).toEqual([false, false]);
    expect(lexicon.givenNamesLike('albert')).not.toContain('bertha');
    // Direct relations stand whatever the sexes; two forms of one name join whatever their sexes are
    // read as when one is neither's (Jessie, Jess); so do spellings of one name (Catherine, Katherine).
    expect(same('albert', 'bert')).toEqual([true, true]);
    expect(same('roberta', 'bert')).toEqual([true, true]);
    expect(same('jessie', 'jess')).toEqual([true, true]);
    expect(same('catherine', 'katherine')).toEqual([true, true]);
    expect(same('bert', 'bobbie')).toEqual([true, true]);
    // Two names of one sex that only share a nickname are two names: Bertha and Roberta share Bert.
    expect(same('bertha', 'roberta')).toEqual([false, false]);
  });

  it('joins names through a third only as forms or spellings of one name', () => {
    const shipped = loadNameLexicon();
    const same = (a: string, b: string) => shipped.sameGivenName(a, b);
    // Forms of one name, and spellings of one name that share its nicknames.
    for (const [a, b] of <Array<[string, string]>>[
      ['jim', 'jimmy'],
      ['peggy', 'maggie'],
      ['catherine', 'kathryn'],
      ['stephen', 'steven'],
      ['abigail', 'abbigail'],
    ])
      expect(same(a, b), `${a} ${b}`).toBe(true);
    // Two names that share a nickname: Lena, Bert, Ron, Maud.
    for (const [a, b] of <Array<[string, string]>>[
      ['catherine', 'helen'],
      ['gilbert', 'herbert'],
      ['aaron', 'ronald'],
      ['madeline', 'matilda'],
    ])
      expect(same(a, b), `${a} ${b}`).toBe(false);
    // Each still is its nickname's.
    expect(same('helen', 'lena')).toBe(true);
    expect(same('catherine', 'lena')).toBe(true);
  });

  it('reads a name as one sex only when nine in ten of its births were', () => {
    const sexes = new Map(loadNameLexiconSexes());
    expect(sexes.get('joseph')).toBe('M');
    expect(sexes.get('josephine')).toBe('F');
    expect(sexes.get('bertha')).toBe('F');
    expect(sexes.has('jessie')).toBe(false);
    const shipped = loadNameLexicon();
    expect(shipped.sameGivenName('Joseph', 'Josephine')).toBe(false);
    expect(shipped.sameGivenName('Alexander', 'Alexandra')).toBe(false);
    expect(shipped.sameGivenName('Catherine', 'Kathryn')).toBe(true);
    expect(shipped.sameGivenName('Jim', 'Jimmy')).toBe(true);
    expect(shipped.sameGivenName('William', 'Bill')).toBe(true);
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

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildNameLexicon,
  EMPTY_NAME_LEXICON,
  givenNameSexes,
  givenNamesAreTwo,
  givenNamesOfTwoSexes,
  loadNameLexicon,
  referenceDir,
} from './lexicon.js';
import { TWO_NAME_PAIRS } from './two-names.js';

function loadNameLexiconSexes(): Array<[string, 'M' | 'F']> {
  return givenNameSexes(JSON.parse(readFileSync(join(referenceDir(), 'first-names.json'), 'utf8')));
}

describe('givenNamesLike', () => {
  it('lists exactly the names sameFoldedGivenName accepts, itself first', () => {
    // Chains: bob - robert - rob, bob - robert - bobby, and peggy - margaret - maggie; al stands for
    // two names.
    const pairs: Array<[string, string]> = [
      ['robert', 'bob'],
      ['robert', 'rob'],
      ['robert', 'bobby'],
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
      'bobby',
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
    // Related, or a pet form of the other (bobby of bob), or a spelling of it; two names that share a
    // third are not one name otherwise: bob and rob, peggy and maggie are two of robert's and
    // margaret's forms, and albert and alfred share al.
    expect(lexicon.givenNamesLike('bob')).toContain('bobby');
    expect(lexicon.givenNamesLike('bob')).not.toContain('rob');
    expect(lexicon.givenNamesLike('peggy')).not.toContain('maggie');
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
    // Direct relations stand whatever the sexes; a pet form joins its name whatever their sexes are
    // read as when one is neither's (Jessie, Jess); so do spellings of one name (Catherine, Katherine).
    expect(same('albert', 'bert')).toEqual([true, true]);
    expect(same('roberta', 'bert')).toEqual([true, true]);
    expect(same('jessie', 'jess')).toEqual([true, true]);
    expect(same('catherine', 'katherine')).toEqual([true, true]);
    // Two of Roberta's nicknames are not one name.
    expect(same('bert', 'bobbie')).toEqual([false, false]);
    // Two names of one sex that only share a nickname are two names: Bertha and Roberta share Bert.
    expect(same('bertha', 'roberta')).toEqual([false, false]);
  });

  it('joins names through a third only as a pet form and its name, or spellings of one name', () => {
    const shipped = loadNameLexicon();
    const same = (a: string, b: string) => shipped.sameGivenName(a, b);
    // A pet form and the form it was made of, and spellings of one name that share its nicknames.
    for (const [a, b] of <Array<[string, string]>>[
      ['jim', 'jimmy'],
      ['kate', 'katie'],
      ['mike', 'mikey'],
      ['steve', 'stevie'],
      ['catherine', 'kathryn'],
      ['stephen', 'steven'],
      ['theresa', 'teresa'],
      ['abigail', 'abbigail'],
    ])
      expect(same(a, b), `${a} ${b}`).toBe(true);
    // Two names that share a nickname (Lena, Bert, Ron, Maud), and two names the source table lists
    // with a third the wrong way round or as its forms: Robert and William both with Bill ("bill
    // has_nickname robert"), Fred and Robert with Billy, Victor and Vincent with Vic, Ian and Jack with
    // John, Jane and Janet with Jessie. A living twin may bear either.
    for (const [a, b] of <Array<[string, string]>>[
      ['catherine', 'helen'],
      ['gilbert', 'herbert'],
      ['aaron', 'ronald'],
      ['madeline', 'matilda'],
      ['robert', 'william'],
      ['fred', 'robert'],
      ['victor', 'vincent'],
      ['ian', 'jack'],
      ['jane', 'janet'],
      ['ellen', 'katherine'],
      ['margaret', 'marjorie'],
      ['peggy', 'maggie'],
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

  it('tells two names of different sexes the table relates directly (Louis and Louise), whatever the spelling', () => {
    const shipped = loadNameLexicon();
    // Related in the table, and still the same name there: the matcher reads the pair as two names.
    for (const [a, b] of <Array<[string, string]>>[
      ['Louis', 'Louise'],
      ['andrew', 'ANDREA'],
      ['William', 'Wilma'],
    ]) {
      expect(shipped.sameGivenName(a, b), `${a} ${b}`).toBe(true);
      expect(givenNamesOfTwoSexes(shipped, a, b), `${a} ${b}`).toBe(true);
    }
    // One sex, or a name borne by both (Jessie), or one the births tables do not hold.
    expect(givenNamesOfTwoSexes(shipped, 'William', 'Bill')).toBe(false);
    expect(givenNamesOfTwoSexes(shipped, 'Jessica', 'Jessie')).toBe(false);
    expect(givenNamesOfTwoSexes(shipped, 'Louis', 'Zzyzx')).toBe(false);
    expect(givenNamesOfTwoSexes(EMPTY_NAME_LEXICON, 'Louis', 'Louise')).toBe(false);
  });

  it('tells two names of one sex the table lists together (Ellen and Helen, Ian and John) from a name and its pet form', () => {
    const shipped = loadNameLexicon();
    // Related in the table, so still the same name there; the matcher reads the pair as two names.
    for (const [a, b] of <Array<[string, string]>>[
      ['Ellen', 'Helen'],
      ['jane', 'JEAN'],
      ['Floyd', 'Lloyd'],
      ['Ian', 'John'],
      ['Louis', 'Louise'],
    ]) {
      expect(shipped.sameGivenName(a, b), `${a} ${b}`).toBe(true);
      expect(givenNamesAreTwo(shipped, a, b), `${a} ${b}`).toBe(true);
    }
    // A pet or short form and its name, and two spellings of one name, are one name.
    for (const [a, b] of <Array<[string, string]>>[
      ['William', 'Bill'],
      ['John', 'Jack'],
      ['Helen', 'Ellie'],
      ['Ann', 'Anne'],
      ['Gerald', 'Jerry'],
    ]) {
      expect(shipped.sameGivenName(a, b), `${a} ${b}`).toBe(true);
      expect(givenNamesAreTwo(shipped, a, b), `${a} ${b}`).toBe(false);
    }
    expect(givenNamesAreTwo(EMPTY_NAME_LEXICON, 'Ellen', 'Helen')).toBe(false);
    // A lexicon built with its own pairs reads them, folded.
    const built = buildNameLexicon({
      nicknamePairs: [['Ellen', 'Helen']],
      twoNamePairs: [['ELLEN', 'Helen']],
    });
    expect(givenNamesAreTwo(built, 'helen', 'ellen')).toBe(true);
  });

  it('lists in TWO_NAME_PAIRS only names of the nickname table, folded, each pair once', () => {
    const pairs = JSON.parse(readFileSync(join(referenceDir(), 'nicknames.json'), 'utf8')) as {
      pairs: Array<[string, string]>;
    };
    const names = new Set(pairs.pairs.flat().map((n) => n.toLowerCase()));
    expect(TWO_NAME_PAIRS.flat().filter((n) => !names.has(n) || !/^[a-z]+$/.test(n))).toEqual([]);
    const listed = TWO_NAME_PAIRS.map(([a, b]) => [a, b].sort().join('|'));
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('joins no two names through another name (Eileen and Elaine through Helen) or listed as two (Marion and Maureen)', () => {
    const shipped = loadNameLexicon();
    for (const [a, b] of <Array<[string, string]>>[
      ['Eileen', 'Elaine'],
      ['Eileen', 'Ellen'],
      ['Marion', 'Maureen'],
      ['Sheryl', 'Shirley'],
      ['Olive', 'Olivia'],
      ['Alfred', 'Wilfred'],
    ]) {
      expect(shipped.sameGivenName(a, b), `${a} ${b}`).toBe(false);
      expect(shipped.givenNamesLike(a.toLowerCase()), `${a} ${b}`).not.toContain(b.toLowerCase());
    }
    // A pet form and its name, and spellings of one name, are still joined through a third name.
    expect(shipped.sameGivenName('Jim', 'Jimmy')).toBe(true);
    expect(shipped.sameGivenName('Catherine', 'Kathryn')).toBe(true);
    expect(shipped.sameGivenName('Helen', 'Helena')).toBe(true);
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

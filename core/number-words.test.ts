import { describe, expect, it } from 'vitest';
import { dayFromWords, numberFromWords } from './number-words.js';

describe('numberFromWords', () => {
  it.each([
    ['84', 84],
    ['eighty-four', 84],
    ['Eighty Four', 84],
    ['ten', 10],
    ['five', 5],
    ['twenty', 20],
    ['one hundred and two', 102],
    ['one hundred', 100],
    ['a', 1],
    ['umpteen', 0],
  ])('"%s" is %i', (written, n) => {
    expect(numberFromWords(written)).toBe(n);
  });
});

describe('dayFromWords', () => {
  it.each([
    ['18', 18],
    ['eighteenth', 18],
    ['First', 1],
    ['twenty-first', 21],
    ['twenty first', 21],
    ['thirtieth', 30],
    ['thirty-first', 31],
    ['thirty-second', 0],
  ])('"%s" is %i', (written, n) => {
    expect(dayFromWords(written)).toBe(n);
  });
});

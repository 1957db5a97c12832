import { describe, expect, it } from 'vitest';
import { numberFromWords } from './number-words.js';

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

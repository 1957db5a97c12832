import { describe, expect, it } from 'vitest';
import { escapeRegExp, holdsIgnoringCase, wholeWordTest } from './regexp.js';

describe('holdsIgnoringCase', () => {
  it('holds for every text a case-insensitive pattern of the words matches', () => {
    const cases: [string, string[]][] = [
      ['WHITAKER, John R., 81, of Pekin', ['whitaker', 'John']],
      ['James Ward Memorial Chapel', ['WARD']],
      // Final and medial sigma are one letter to a case-insensitive pattern; lower-cased, a capital
      // sigma ending a word becomes the final one ("ΜΑΡΙΣ" -> "μαρις", which holds no "μαρισ").
      ['ΜΑΡΙΣ, 81, of Astoria', ['μαρισ']],
      ['Ana MARÍA Núñez', ['maría', 'NÚÑEZ']],
    ];
    for (const [text, words] of cases) {
      expect(words.every((w) => new RegExp(escapeRegExp(w), 'i').test(text))).toBe(true);
      expect(holdsIgnoringCase(text, ...words)).toBe(true);
    }
    expect('ΜΑΡΙΣ, 81'.toLowerCase().includes('μαρισ')).toBe(false);
  });

  it('fails when a word is missing', () => {
    expect(holdsIgnoringCase('WHITAKER, John R.', 'whitaker', 'Mary')).toBe(false);
    expect(holdsIgnoringCase('Ward Funeral Home', 'Warden')).toBe(false);
  });
});

describe('wholeWordTest', () => {
  it('answers as the whole-word pattern does, in its letter case or in any', () => {
    const texts = [
      'James Ward Memorial Chapel',
      'Warden Ward',
      'WARD, John R.',
      'the ward',
      'Wards',
      'St. Clair, 84',
    ];
    for (const [word, ignoreCase] of [
      ['Ward', false],
      ['Ward', true],
      ['St.', false],
      ['Clair', true],
      ['ward', false],
    ] as const) {
      const test = wholeWordTest(word, ignoreCase);
      const pattern = new RegExp(String.raw`\b${escapeRegExp(word)}\b`, ignoreCase ? 'i' : '');
      for (const text of texts) expect(test(text), `${word} in ${text}`).toBe(pattern.test(text));
    }
    expect(wholeWordTest('Ward')('Warden')).toBe(false);
    expect(wholeWordTest('Ward')('WARD')).toBe(false);
    expect(wholeWordTest('Ward', true)('WARD, John R.')).toBe(true);
  });
});

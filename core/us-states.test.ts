import { describe, expect, it } from 'vitest';
import { US_STATES, stateName, toStateCode } from './us-states.js';

describe('US state table', () => {
  it('has the 50 states, DC and PR, with two-letter upper-case codes', () => {
    const codes = Object.keys(US_STATES);
    expect(codes).toEqual(expect.arrayContaining(['AL', 'WY', 'DC', 'PR', 'TX', 'NY']));
    expect(codes.filter((c) => !['DC', 'PR', 'GU', 'VI', 'AS', 'MP'].includes(c))).toHaveLength(50);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(Object.values(US_STATES)).size).toBe(codes.length);
  });

  it('maps every code and every full name back to its code, in any case', () => {
    for (const [code, name] of Object.entries(US_STATES)) {
      expect(toStateCode(code)).toBe(code);
      expect(toStateCode(code.toLowerCase())).toBe(code);
      expect(toStateCode(name)).toBe(code);
      expect(toStateCode(name.toUpperCase())).toBe(code);
    }
  });

  it.each([
    ['illinois', 'IL'],
    ['  New   York ', 'NY'],
    ['district of columbia', 'DC'],
    ['D.C.', 'DC'],
    ['Washington DC', 'DC'],
    ['Washington', 'WA'],
    ['puerto rico', 'PR'],
    ['Virgin Islands', 'VI'],
    ['ga', 'GA'],
  ])('%s -> %s', (text, code) => {
    expect(toStateCode(text)).toBe(code);
  });

  it.each(['Ontario', 'XX', '', 'Illinoi', 'New', 'Texas 75001'])('does not recognise %j', (text) => {
    expect(toStateCode(text)).toBeNull();
  });

  it('names a code', () => {
    expect(stateName('il')).toBe('Illinois');
    expect(stateName('ZZ')).toBeNull();
  });
});

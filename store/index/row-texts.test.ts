import { describe, expect, it } from 'vitest';
import { RowTexts } from './row-texts.js';

describe('RowTexts', () => {
  it('gives back each row its text, ASCII or not, and nothing for rows never set', () => {
    const texts = new RowTexts();
    texts.set(1, '{"name":"ann lee"}');
    texts.set(7, '{"name":"zoë brontë","city":"Saint-Étienne"}');
    texts.set(3, '');
    expect(texts.get(1)).toBe('{"name":"ann lee"}');
    expect(texts.get(7)).toBe('{"name":"zoë brontë","city":"Saint-Étienne"}');
    expect(texts.get(3)).toBe('');
    expect(texts.has(3)).toBe(true);
    expect(texts.get(2)).toBeUndefined();
    expect(texts.has(2)).toBe(false);
    expect(texts.get(1_000_000)).toBeUndefined();
    expect(texts.size).toBe(3);
  });

  it('replaces a row written again and forgets a deleted one', () => {
    const texts = new RowTexts();
    texts.set(5, 'first');
    texts.set(5, 'second, longer');
    expect(texts.get(5)).toBe('second, longer');
    expect(texts.size).toBe(1);
    texts.delete(5);
    texts.delete(5);
    expect(texts.get(5)).toBeUndefined();
    expect(texts.size).toBe(0);
  });

  it('starts a new buffer when one is full, and takes a text larger than a buffer', () => {
    const texts = new RowTexts(16, 1 << 30);
    texts.set(1, 'abcdefghij');
    texts.set(2, 'klmnopqrst');
    texts.set(3, 'x'.repeat(40));
    expect([texts.get(1), texts.get(2), texts.get(3)]).toEqual(['abcdefghij', 'klmnopqrst', 'x'.repeat(40)]);
    expect(texts.heldBytes).toBe(16 + 16 + 40);
  });

  it('copies the live texts into fresh buffers once dead bytes are most of what it holds', () => {
    const texts = new RowTexts(64, 32);
    for (let rid = 0; rid < 20; rid++) texts.set(rid, `row ${rid} é`);
    const held = texts.heldBytes;
    for (let round = 0; round < 10; round++)
      for (let rid = 0; rid < 10; rid++) texts.set(rid, `row ${rid} v${round}`);
    for (let rid = 10; rid < 15; rid++) texts.delete(rid);
    for (let rid = 0; rid < 10; rid++) expect(texts.get(rid)).toBe(`row ${rid} v9`);
    for (let rid = 10; rid < 15; rid++) expect(texts.get(rid)).toBeUndefined();
    for (let rid = 15; rid < 20; rid++) expect(texts.get(rid)).toBe(`row ${rid} é`);
    expect(texts.size).toBe(15);
    // 100 rewrites of about 9 bytes would hold well over 1,000 bytes without compaction.
    expect(texts.heldBytes).toBeLessThanOrEqual(held + 4 * 64);
  });

  it('clears everything', () => {
    const texts = new RowTexts();
    texts.set(1, 'a');
    texts.clear();
    expect(texts.get(1)).toBeUndefined();
    expect(texts.size).toBe(0);
    expect(texts.heldBytes).toBe(0);
    texts.set(1, 'b');
    expect(texts.get(1)).toBe('b');
  });

  it('refuses a row id that is not a whole number from zero', () => {
    const texts = new RowTexts();
    expect(() => texts.set(-1, 'a')).toThrow(RangeError);
    expect(() => texts.set(1.5, 'a')).toThrow(RangeError);
  });
});

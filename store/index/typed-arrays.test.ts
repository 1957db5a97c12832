import { describe, expect, it } from 'vitest';
import { grownTo } from './typed-arrays.js';

describe('grownTo', () => {
  it('keeps an array long enough, and else copies it into one of its type at least twice as long', () => {
    const small = Uint16Array.from([1, 2, 3]);
    expect(grownTo(small, 3)).toBe(small);
    const doubled = grownTo(small, 4);
    expect(doubled).toBeInstanceOf(Uint16Array);
    expect([...doubled]).toEqual([1, 2, 3, 0, 0, 0]);
    const far = grownTo(Int32Array.from([-7]), 10);
    expect(far).toBeInstanceOf(Int32Array);
    expect(far.length).toBe(10);
    expect(far[0]).toBe(-7);
    expect(grownTo(new Uint8Array(0), 1).length).toBe(1);
  });
});

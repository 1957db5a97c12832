import { describe, expect, it } from 'vitest';
import { RowCounter } from './row-counter.js';

/** What `count` hands out, as a map, with the order it handed rows in. */
function counted(counter: RowCounter, lists: number[][]) {
  const out = new Map<number, number>();
  const order: number[] = [];
  counter.count(lists, (rid, n) => {
    expect(out.has(rid)).toBe(false);
    out.set(rid, n);
    order.push(rid);
  });
  return { out, order };
}

describe('RowCounter', () => {
  it('counts each row over every list, rows first met first', () => {
    const { out, order } = counted(new RowCounter(), [
      [5, 0, 9],
      [9, 5],
      [9, 2_147_483_646],
    ]);
    expect(Object.fromEntries(out)).toEqual({ 0: 1, 5: 2, 9: 3, 2147483646: 1 });
    expect(order).toEqual([5, 0, 9, 2_147_483_646]);
  });

  it('agrees with a plain count over lists larger than its table, and starts empty again after each', () => {
    const counter = new RowCounter();
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0);
    for (const size of [0, 10, 3_000, 50_000, 200]) {
      const lists = Array.from({ length: 12 }, () =>
        Array.from({ length: size / 12 }, () => random() % (size * 3 + 1)),
      );
      const plain = new Map<number, number>();
      for (const rows of lists) for (const rid of rows) plain.set(rid, (plain.get(rid) ?? 0) + 1);
      expect(counted(counter, lists).out).toEqual(plain);
    }
  });

  it('keeps rows apart in a table nearly half full, where probes run past other rows', () => {
    const rows = Array.from({ length: 300 }, (_, i) => i * 1024);
    const { out } = counted(new RowCounter(), [rows, rows.slice(0, 100)]);
    expect(out.size).toBe(300);
    expect(out.get(0)).toBe(2);
    expect(out.get(99 * 1024)).toBe(2);
    expect(out.get(100 * 1024)).toBe(1);
  });
});

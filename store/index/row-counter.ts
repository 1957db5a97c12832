/**
 * Counts how often each row id occurs among the rows of one lookup, in an open-addressing table sized
 * to those rows: a query's thousand or so key rows touch a few kilobytes that stay in the processor's
 * cache, where a table by row id spans every row of the file and nearly every count is a cache miss.
 */
export class RowCounter {
  /** Row id plus one per slot (0: empty), and its count. */
  private slots = new Int32Array(1 << 10);
  private counts = new Int32Array(1 << 10);
  /** Occupied slots, in the order first filled. */
  private used: number[] = [];
  private mask = (1 << 10) - 1;

  /**
   * Counts every row of every list (row ids are integers from 0 to 2^31 - 2) and hands each distinct
   * row to `visit` with its count, in the order first met; the table is empty again afterwards.
   */
  count(lists: ReadonlyArray<ArrayLike<number>>, visit: (rid: number, count: number) => void): void {
    let total = 0;
    for (const rows of lists) total += rows.length;
    this.reserve(total);
    const { slots, counts, mask, used } = this;
    for (const rows of lists) {
      for (let i = 0; i < rows.length; i++) {
        const key = rows[i]! + 1;
        let slot = (Math.imul(key, 0x9e3779b1) >>> 0) & mask;
        for (;;) {
          const held = slots[slot]!;
          if (held === key) {
            counts[slot]!++;
            break;
          }
          if (held === 0) {
            slots[slot] = key;
            counts[slot] = 1;
            used.push(slot);
            break;
          }
          slot = (slot + 1) & mask;
        }
      }
    }
    for (const slot of used) {
      visit(slots[slot]! - 1, counts[slot]!);
      slots[slot] = 0;
      counts[slot] = 0;
    }
    used.length = 0;
  }

  /** At least twice as many slots as `rows`, so probes stay short. */
  private reserve(rows: number): void {
    let size = this.slots.length;
    while (size < rows * 2) size *= 2;
    if (size === this.slots.length) return;
    this.slots = new Int32Array(size);
    this.counts = new Int32Array(size);
    this.mask = size - 1;
  }
}

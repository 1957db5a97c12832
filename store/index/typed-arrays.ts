/** Typed arrays the index grows as rows and parts arrive. */
export type GrowingArray = Uint8Array | Uint16Array | Uint32Array | Int32Array;

/**
 * `array` itself when it holds at least `length` elements; else a copy of the same type, at least
 * twice as long (so growing one element at a time stays linear), zero past the old end.
 */
export function grownTo<T extends GrowingArray>(array: T, length: number): T {
  if (length <= array.length) return array;
  const next = new (array.constructor as new (size: number) => T)(Math.max(length, array.length * 2));
  next.set(array);
  return next;
}

/**
 * Double Metaphone codes of a name: the one phonetic coding of the project (blocking keys, the
 * matcher's phonetic level, and the nickname table's spelling variants read it from here).
 */
import { DoubleMetaphone } from 'natural/lib/natural/phonetics/index.js';

const doubleMetaphone = new DoubleMetaphone();

/** Double Metaphone primary and secondary codes of a folded name (its letters a-z), without duplicates. */
export function doubleMetaphoneCodes(folded: string): string[] {
  const letters = folded.replace(/[^a-z]/g, '');
  if (!letters) return [];
  const codes = doubleMetaphone.process(letters);
  return [...new Set(codes.filter((c) => c.length > 0))];
}

/**
 * The edit distance between two name spellings: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one (Damerau-Levenshtein as the optimal string alignment).
 *
 * natural's `DamerauLevenshteinDistance` is asked for its `restricted` form: its default, unrestricted
 * form undercounts a repeated last letter ("joan" to "joann" is 0 there, "joan" to "joanna" 1), which
 * would take Joanna for a one-edit slip of Joan.
 */
import { DamerauLevenshteinDistance } from 'natural/lib/natural/distance/index.js';

export function editDistance(a: string, b: string): number {
  return DamerauLevenshteinDistance(a, b, { restricted: true });
}

/** A string as a regular-expression pattern that matches exactly it. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether `text` holds each of `words`, letters compared in upper case: what a case-insensitive
 * pattern (`i`, without `u`) that writes the words out needs, asked before building it. Such a pattern
 * compares letters by their upper case, so a text it matches passes this test; a pattern built
 * afresh from a page's words costs far more to compile than the test.
 */
export function holdsIgnoringCase(text: string, ...words: string[]): boolean {
  const upper = text.toUpperCase();
  return words.every((w) => upper.includes(w.toUpperCase()));
}

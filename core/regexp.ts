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

/**
 * A test of whether a text holds `word` as a whole word (`\b` on either side), in any letter case when
 * `ignoreCase`. The word's pattern is built once, for the first text that holds the word as written
 * (compared in upper case when `ignoreCase`, as `holdsIgnoringCase` does): a page's reading asks this
 * of many sentences, most of which do not hold the word, and a name's pattern is new on every page.
 */
export function wholeWordTest(word: string, ignoreCase = false): (text: string) => boolean {
  let pattern: RegExp | undefined;
  return (text) =>
    (ignoreCase ? holdsIgnoringCase(text, word) : text.includes(word)) &&
    (pattern ??= new RegExp(String.raw`\b${escapeRegExp(word)}\b`, ignoreCase ? 'i' : '')).test(text);
}

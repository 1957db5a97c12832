/**
 * A pure function of a string, with its latest answers kept. Reading a page asks the same question of
 * the same words many times over (a sentence's death verbs, its split into sentences, whether a link's
 * text is shaped as a name), and the same link texts recur on every page of a site; a kept answer is
 * not worked out again. After `size` different strings the store begins afresh, so memory stays
 * bounded over a crawl of any length. Only for answers no caller changes: an array is shared.
 */
export function keepAnswers<T>(answer: (text: string) => T, size = 1000): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) return kept.get(text) as T;
    if (kept.size >= size) kept.clear();
    const a = answer(text);
    kept.set(text, a);
    return a;
  };
}

/**
 * `keepAnswers` for a pure function of a string and an object it reads (a name lexicon): answers kept
 * apart for each object, and dropped with it.
 */
export function keepAnswersFor<K extends object, T>(
  answer: (text: string, of: K) => T,
  size = 1000,
): (text: string, of: K) => T {
  const byObject = new WeakMap<K, (text: string) => T>();
  return (text, of) => {
    let kept = byObject.get(of);
    if (!kept) byObject.set(of, (kept = keepAnswers((t) => answer(t, of), size)));
    return kept(text);
  };
}

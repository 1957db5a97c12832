/**
 * Syndication merge quality: every page of one death should land on one decedent, and no decedent
 * should hold pages of two deaths. Pure, so the counting is unit-tested.
 */

export interface MergeScore {
  pagesIndexed: number;
  decedents: number;
  /** Deaths with two or more indexed pages. */
  multiPageDeaths: number;
  /** Of those, deaths whose pages all landed on one decedent. */
  fullyMerged: number;
  /** Deaths whose pages landed on two or more decedents (copies not merged). */
  split: number;
  /** Decedents holding pages of two or more deaths (different people merged). */
  wronglyMerged: number;
  /** The first few split deaths and wrongly merged decedents, for debugging. */
  examples: { split: string[]; wronglyMerged: string[] };
}

/** How many split deaths and wrong merges are named in `examples`. */
const EXAMPLES_KEPT = 10;

export function scoreMerges(
  pages: Array<{ url: string; group: string }>,
  owners: ReadonlyMap<string, string>,
  decedents: number,
): MergeScore {
  const idsByGroup = new Map<string, Set<string>>();
  const groupsById = new Map<string, Set<string>>();
  const pagesByGroup = new Map<string, number>();
  let pagesIndexed = 0;
  for (const p of pages) {
    const id = owners.get(p.url);
    if (id === undefined) continue;
    pagesIndexed++;
    pagesByGroup.set(p.group, (pagesByGroup.get(p.group) ?? 0) + 1);
    (idsByGroup.get(p.group) ?? idsByGroup.set(p.group, new Set()).get(p.group)!).add(id);
    (groupsById.get(id) ?? groupsById.set(id, new Set()).get(id)!).add(p.group);
  }
  let multiPageDeaths = 0;
  let fullyMerged = 0;
  let split = 0;
  const splitExamples: string[] = [];
  for (const [group, count] of pagesByGroup) {
    const ids = idsByGroup.get(group)!;
    if (ids.size > 1) {
      split++;
      if (splitExamples.length < EXAMPLES_KEPT) splitExamples.push(group);
    }
    if (count < 2) continue;
    multiPageDeaths++;
    if (ids.size === 1) fullyMerged++;
  }
  const wrong = [...groupsById].filter(([, g]) => g.size > 1).map(([id]) => id);
  return {
    pagesIndexed,
    decedents,
    multiPageDeaths,
    fullyMerged,
    split,
    wronglyMerged: wrong.length,
    examples: { split: splitExamples, wronglyMerged: wrong.slice(0, EXAMPLES_KEPT) },
  };
}

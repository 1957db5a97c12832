/**
 * Pages read from the web -> the decedents and relatives the index would hold had it crawled those
 * pages, built with the indexer's own steps (observeNotice, sameDeath, decedentIdFor, composeDecedent),
 * so the matcher scores web candidates exactly like stored ones: same folding, birth-year windows and
 * keys, and two copies of one death (an aggregator and a memorial site) are one candidate, not a
 * runner-up that would block `found`.
 */
import type { ExtractedObituary } from '../../core/obituary.js';
import type { NameLexicon } from '../../core/names/lexicon.js';
import { composeDecedent } from '../../indexer/compose.js';
import { sameDeath } from '../../indexer/merge.js';
import { decedentIdFor, observeNotice, type Observed } from '../../indexer/observation.js';
import type { GivenNameGroups } from '../../store/index/blocking-keys.js';
import type { WebCandidate } from './ports.js';

/** One web page read as the indexer reads a crawled notice. */
export function observeWebPage(
  obituary: ExtractedObituary,
  url: string,
  fetchedAt: Date,
  groups?: GivenNameGroups,
): Observed {
  return observeNotice({ obituary, source: { url, capturedAt: fetchedAt } }, groups);
}

/**
 * Groups pages by death the way the indexer merges syndicated copies (a page joins a group only when
 * it is the same death as every page there, and only when exactly one group fits) and composes one
 * candidate per group. Input order is search rank; the first page of a group gives its id and `url`.
 */
export function webCandidatesFrom(
  pages: readonly Observed[],
  lexicon: NameLexicon,
  groups?: GivenNameGroups,
): WebCandidate[] {
  const deaths: Observed[][] = [];
  for (const page of pages) {
    if (deaths.some((d) => d.some((p) => p.observation.url === page.observation.url))) continue;
    const fits = deaths.filter((d) => d.every((p) => sameDeath(p.observation, page.observation, lexicon)));
    if (fits.length === 1) fits[0]!.push(page);
    else deaths.push([page]);
  }
  return deaths.map((death) => {
    const founder = death[0]!;
    const id = decedentIdFor(founder.observation.url);
    // The notice naming the most relatives supplies the family list, as in the index.
    const family = death.reduce(
      (best, p) => (p.relatives.length > best.relatives.length ? p : best),
      founder,
    );
    const decedent = composeDecedent(
      id,
      death.map((p) => p.observation),
      { url: family.relatives.length > 0 ? family.observation.url : null, count: family.relatives.length },
      groups,
    );
    return {
      decedent,
      relatives: family.relatives.map((r, seq) => ({ ...r, decedentId: id, seq })),
      url: founder.observation.url,
      fetchedAt: decedent.firstCapturedAt,
    };
  });
}

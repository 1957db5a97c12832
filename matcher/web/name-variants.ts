/**
 * Other given names a person may be published under: the formal name a nickname shortens (Bill ->
 * William: the obituary of "Bill" is usually headed with his legal name) and the best-known nicknames
 * of a formal name (Margaret -> Peggy, Maggie). Web search matches words, not people, so each variant
 * is its own query.
 */
import { defaultNameLexicon, type NameLexicon } from '../../core/names/lexicon.js';
import { capitalizeNameToken, normalizeNamePart } from '../../core/names/normalize.js';
import { defaultGivenNameGroups, type GivenNameGroups } from '../../store/index/blocking-keys.js';
import { loadFirstNames, loadNicknamePairs } from '../../core/reference/index.js';

/** Variant given names of one given name, most likely first, the name itself excluded. */
export interface GivenNameVariants {
  of(given: string): string[];
}

/**
 * Variants searched per query. Each is one more search (and, in a big result list, more page
 * fetches); two catch the usual Bill/William and Peggy/Margaret cases, and the long tail of a name's
 * nicknames ("Dobbin" for Robert) is rarely what an obituary is headed with.
 */
export const MAX_NAME_VARIANTS = 2;

/** Builds variants from the nickname pairs, ranked by how many people carried each name (SSA births). */
export function buildGivenNameVariants(input: {
  pairs: Iterable<readonly [string, string]>;
  popularity: ReadonlyMap<string, number>;
  groups: GivenNameGroups;
  lexicon: NameLexicon;
}): GivenNameVariants {
  const nicknamesOf = new Map<string, string[]>();
  for (const [formal, nick] of input.pairs) {
    const f = normalizeNamePart(formal);
    const n = normalizeNamePart(nick);
    if (!f || !n || f === n) continue;
    const list = nicknamesOf.get(f) ?? [];
    if (!list.includes(n)) list.push(n);
    nicknamesOf.set(f, list);
  }
  const births = (name: string) => input.popularity.get(name) ?? 0;
  return {
    of(given) {
      const g = normalizeNamePart(given);
      if (g.length < 2) return [];
      // A nickname's formal names come first: obituaries are headed with the legal name far more often.
      const formal = input.groups.groupsOf(g).filter((f) => f !== g);
      // Nicknames nobody is named (Dobbin, Hob) are dropped: they are not what pages print.
      const nicknames = (nicknamesOf.get(g) ?? []).filter((n) => births(n) > 0);
      const ranked = [
        ...formal.sort((a, b) => births(b) - births(a) || (a < b ? -1 : 1)),
        ...nicknames.sort((a, b) => births(b) - births(a) || (a < b ? -1 : 1)),
      ];
      const out: string[] = [];
      for (const v of ranked) {
        if (out.length >= MAX_NAME_VARIANTS) break;
        if (!out.includes(v) && input.lexicon.sameGivenName(g, v)) out.push(v);
      }
      return out.map(capitalizeNameToken);
    },
  };
}

let defaultVariants: GivenNameVariants | undefined;

/** Variants from the reference tables (core/reference), loaded on first use. */
export function defaultGivenNameVariants(): GivenNameVariants {
  if (defaultVariants) return defaultVariants;
  const popularity = new Map<string, number>();
  const table = loadFirstNames();
  for (const sex of ['M', 'F'] as const) {
    for (const rows of Object.values(table[sex])) {
      for (const [name, weight] of rows) {
        const n = normalizeNamePart(name);
        popularity.set(n, (popularity.get(n) ?? 0) + weight);
      }
    }
  }
  defaultVariants = buildGivenNameVariants({
    pairs: loadNicknamePairs(),
    popularity,
    groups: defaultGivenNameGroups(),
    lexicon: defaultNameLexicon(),
  });
  return defaultVariants;
}

/**
 * A surname a person's written middle names carry: the first of two surnames written with a space, or
 * a maiden name kept as a middle name. The indexer files it as a former surname
 * (`normalizeDecedentName`); the SQLite index's layout-9 upgrade files older documents by the same rule.
 */
import type { NameLexicon } from './lexicon.js';
import { normalizeNamePart } from './normalize.js';

/**
 * The last middle name, folded, when it is a surname: the first of two surnames written with a space
 * ("Maria Guadalupe Hernandez Garcia", known as Maria Hernandez) or a maiden name kept as a middle
 * name ("Mary Smith Jones"). Either way the person bore it as a surname. A surname that is a given
 * name too (Luna, Lee, Rose) counts only after another middle name ("Maria Elena Luna Garcia", "Mary
 * Ann Lee Jones"): alone it is far more often the person's middle name ("Mary Lee Jones"). Only a
 * capitalised word counts ("van" of "Ludwig van Beethoven" is a particle), and null for a name whose
 * maiden name is written: that is the former surname.
 */
export function surnameAmongMiddleNames(
  written: { middle: readonly string[]; maiden: readonly string[] },
  lexicon: NameLexicon,
): string | null {
  const last = written.middle[written.middle.length - 1];
  if (!last || written.maiden.length > 0) return null;
  const folded = normalizeNamePart(last);
  if (folded.length < 3 || !/^\p{Lu}/u.test(last) || !lexicon.isSurname(folded)) return null;
  const afterAnother = written.middle.slice(0, -1).some((m) => normalizeNamePart(m).length > 1);
  return afterAnother || !lexicon.isGivenName(folded) ? folded : null;
}

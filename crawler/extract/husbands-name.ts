/**
 * A wife named by her husband's name: "Mrs. John R. Whitaker, 76, of Springfield, died Tuesday", the
 * style older newspapers, and some families to this day, write a married woman's notice in. The given
 * and middle names are her husband's, and he is often living ("She married John R. Whitaker in 1971;
 * he survives"). Read as the decedent's, they made him a decedent: a verify for John R. Whitaker was
 * answered `found` from his wife's obituary.
 *
 * Her own given name is the decedent's when the page gives it: in parentheses ("Mrs. Robert Allen
 * Cole (Mary Ellen)"), after "the former" ("the former Margaret Brandt"), or as another heading or an
 * opening sentence of the page writes her, under the same surname ("Margaret B. Whitaker"). Without
 * it the page names no one a verify could ask for, and gives no obituary.
 */
import { fullNameOf, parseDecedentName, type ParsedName } from '../../core/names/parse.js';
import type { NameLexicon } from '../../core/names/lexicon.js';
import { normalizeNamePart } from '../../core/names/normalize.js';

const MRS = /\bMrs\b/;
/** "the former Margaret Ann Brandt": her given names, then her maiden surname. */
const THE_FORMER = /\bthe\s+former\s+((?:\p{Lu}[\p{L}'-]*\.?\s+){1,3}\p{Lu}[\p{L}'-]+)/u;

function sexOf(word: string, lexicon: NameLexicon): 'M' | 'F' | undefined {
  return lexicon.sexOfGivenName?.(normalizeNamePart(word));
}

/** Whether the name is a wife's written with her husband's given name ("Mrs. John R. Whitaker"). */
export function isHusbandsNameForm(name: ParsedName, lexicon: NameLexicon): boolean {
  return MRS.test(name.title ?? '') && sexOf(name.given, lexicon) === 'M';
}

/**
 * A relative in a family list written with her husband's names and her own given name in
 * parentheses, "Mrs. John (Susan) Cole": her name ("Susan Cole") and her husband's ("John Cole"), or
 * null for any other entry. `text` is the entry without its parentheses, `inParentheses` their words.
 */
export function wifeInFamilyList(
  text: string,
  inParentheses: string,
  lexicon: NameLexicon,
): { name: string; husband: string } | null {
  const m = /^Mrs\.?\s+(\p{Lu}[\p{L}'’-]*)\s+(.*\S)$/u.exec(text);
  if (!m || sexOf(m[1]!, lexicon) !== 'M') return null;
  const own = inParentheses.split(/\s+/);
  if (!herGivenName(own[0], lexicon)) return null;
  const surname = m[2]!.split(/\s+/).pop()!;
  return { name: `${inParentheses} ${surname}`, husband: `${m[1]} ${m[2]}` };
}

/** A woman's given name: listed as a given name and not a man's. */
function herGivenName(word: string | undefined, lexicon: NameLexicon): boolean {
  return word !== undefined && lexicon.isGivenName(word) && sexOf(word, lexicon) !== 'M';
}

/**
 * Her name from words that begin with her given name ("Mary Ellen", "Margaret Ann Brandt"): the
 * last word is her maiden surname when it is no given name, or always (`surnameLast`) after "the
 * former", which names her as she was born ("the former Mary Cole", though Cole is a given name too).
 */
function fromWords(
  words: readonly string[],
  husband: ParsedName,
  lexicon: NameLexicon,
  surnameLast = false,
): ParsedName | null {
  const [given, ...rest] = words;
  if (!given || !herGivenName(given, lexicon)) return null;
  const last = rest[rest.length - 1];
  const maidenLast = last !== undefined && (surnameLast || !lexicon.isGivenName(last)) ? [last] : [];
  const middle = maidenLast.length > 0 ? rest.slice(0, -1) : rest;
  return herName(given, middle, maidenLast, husband);
}

function herName(given: string, middle: string[], maiden: string[], husband: ParsedName): ParsedName {
  const name = { given, middle, maiden, surname: husband.surname, title: 'Mrs.' };
  return { full: fullNameOf(name), ...name };
}

/**
 * The wife's own name for a name in the husband's form, from the name itself, "the former ..." in
 * the page's text, or another of the page's headings and opening sentences (`names`) that writes a
 * woman under the same surname; null when the page does not give it.
 */
export function wifesOwnName(
  husband: ParsedName,
  names: readonly string[],
  prose: readonly string[],
  lexicon: NameLexicon,
): ParsedName | null {
  // "Mrs. Robert Allen Cole (Mary Ellen)": the parentheses hold her names, parsed as maiden names.
  const inParentheses = fromWords(husband.maiden, husband, lexicon);
  if (inParentheses) return inParentheses;
  if (husband.nickname && herGivenName(husband.nickname, lexicon)) {
    return herName(husband.nickname, [], husband.maiden, husband);
  }
  for (const text of [...names, ...prose]) {
    const former = THE_FORMER.exec(text);
    if (!former) continue;
    const words = former[1]!.split(/\s+/).map((w) => w.replace(/\.$/, ''));
    const own = fromWords(words, husband, lexicon, true);
    if (own) return own;
  }
  const surname = normalizeNamePart(husband.surname);
  for (const text of names) {
    const other = parseDecedentName(text, { lexicon });
    if (normalizeNamePart(other.surname) !== surname || isHusbandsNameForm(other, lexicon)) continue;
    if (!herGivenName(other.given, lexicon)) continue;
    return { ...other, maiden: other.maiden.length > 0 ? other.maiden : husband.maiden };
  }
  return null;
}

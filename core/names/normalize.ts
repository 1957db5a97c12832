/**
 * Folding of name parts for comparison and blocking keys. Display keeps the page's spelling; only
 * keys and comparisons use these folded forms.
 */

/** Letters NFKD does not decompose into a base letter plus a mark. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** A name part of the letters A-Z and a-z alone. */
const PLAIN_LETTERS = /^[A-Za-z]*$/;

/**
 * Folds one name part: lower case, diacritics removed (NFKD, then marks dropped), apostrophes dropped
 * (sources write O'Brien, O’Brien and OBrien for one family), periods dropped ("St." -> "st"), hyphens
 * kept as a single "-" with no spaces around it (García - López -> garcia-lopez: the hyphen is
 * part of a double surname and callers that want the pieces split on "-"), any other punctuation
 * becomes a space, and spaces are collapsed.
 */
export function normalizeNamePart(part: string): string {
  // Letters of the Latin alphabet alone, as most name parts are: each step below leaves them as they
  // are but the lower case.
  if (PLAIN_LETTERS.test(part)) return part.toLowerCase();
  return part
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => FOLDED_LETTERS[ch] ?? ch)
    .replace(/['’ʼ`´‘.]/g, '')
    .replace(/\s*[-‐‑–—]\s*/g, '-')
    .replace(/[^\p{L}\p{N}\- ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ -]+|[ -]+$/g, '');
}

/** Upper-cases the first letter of each word part of an all-capitals token: O'BRIEN-SMITH -> O'Brien-Smith. */
export function capitalizeNameToken(token: string): string {
  return token
    .toLowerCase()
    .replace(/(^|[-'’\s])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/^Mc(\p{L})/u, (_m, ch: string) => `Mc${ch.toUpperCase()}`);
}

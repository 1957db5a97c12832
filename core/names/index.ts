/** Name parsing and folding for decedent names, plus the reference lexicon behind nickname decisions. */
export { parseDecedentName, cleanNameText, isParenNickname } from './parse.js';
export type { ParsedName, ParseNameOptions } from './parse.js';
export { normalizeNamePart, capitalizeNameToken } from './normalize.js';
export {
  buildNameLexicon,
  loadNameLexicon,
  defaultNameLexicon,
  referenceDir,
  EMPTY_NAME_LEXICON,
} from './lexicon.js';
export type { NameLexicon, NameLexiconInput } from './lexicon.js';

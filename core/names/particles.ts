/**
 * Lower-case words that belong to the surname that follows them (van Beethoven, de la Cruz, dos
 * Santos, ibn Saud): one list for the name parser, the extractor's name test and the blocking keys.
 */
export const SURNAME_PARTICLES: ReadonlySet<string> = new Set([
  'van',
  'von',
  'de',
  'del',
  'della',
  'der',
  'den',
  'di',
  'da',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'st',
  'ste',
  'ten',
  'ter',
  'bin',
  'ibn',
  'al',
  'el',
  'y',
]);

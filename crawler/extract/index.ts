/**
 * Obituary extraction: one page's HTML to an ExtractedObituary (JSON-LD, microdata, then text
 * heuristics), or to one per notice on a death-notice column (notices.ts), link discovery for crawling, and the parsers those layers are built from.
 */
export { extractObituary, SNIPPET_CHARS } from './extract.js';
export { extractNotices, extractObituaries, MIN_NOTICES, MAX_NOTICES } from './notices.js';
export { obituaryUrl } from './notice-page.js';
export type { ExtractHints, ExtractOptions } from './extract.js';
export type { NoticeOptions } from './notices.js';
export { findObituaryLinks } from './links.js';
export type { DiscoveredLinks } from './links.js';
export {
  gazetteerFromRows,
  rowsFromCitiesCsv,
  rowsFromGazetteerJson,
  loadGazetteer,
  defaultGazetteerOrEmpty,
  cityKey,
  EMPTY_GAZETTEER,
} from './gazetteer.js';
export type { Gazetteer, GazetteerRow } from './gazetteer.js';
export { parseFamily, parseRelativeList, isFamilySentence } from './survivors.js';
export type { FamilyParse, FamilyOptions, RelativeList } from './survivors.js';
export { kinshipDegree, normalizeRelationship, spouseRelationship } from './kinship.js';
export { findOccupation, findMilitaryService, findEducation } from './biography.js';
export { parsePlaceAt, parsePlaceLine, findResidence, findPlaceOfDeath, stateCodeOf } from './place.js';
export type { PlaceContext, PlaceMatch } from './place.js';
export { looksLikePersonName, sentenceSubject } from './person-name.js';
export { readJsonLd, readMicrodata } from './structured.js';
export type { StructuredFacts, StructuredPlace } from './structured.js';

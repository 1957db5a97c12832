/**
 * What the extractors read out of one obituary page: the decedent's facts as the page states them,
 * before the indexer normalizes, merges syndicated copies and computes blocking keys.
 */
import type { PartialDate, Quote } from './verification.js';

/** Every source type, for validation and CLI choices. */
export const SOURCE_TYPES = ['funeral_home', 'newspaper', 'unknown'] as const;
/** Who published a notice: a funeral home, a newspaper, or not known. */
export type SourceType = (typeof SOURCE_TYPES)[number];

/** A person's name split into the parts obituaries write. Parts keep the page's spelling. */
export interface DecedentName {
  /** The whole name rebuilt in reading order (inverted "SMITH, John" becomes "John Smith"). */
  full: string;
  /** Honorific or religious/military title before the name: "Dr.", "Rev.", "Sgt.". */
  title?: string;
  given: string;
  /** Middle names and initials (initials without their period). */
  middle: string[];
  /** The name people called them: quoted, or a parenthesised diminutive of the given name. */
  nickname?: string;
  /** Former surnames, oldest first: the birth (maiden) name, then earlier married names. */
  maiden: string[];
  surname: string;
  /** Generational suffix ("Jr.", "Sr.", "III") or, failing that, a credential ("MD"). */
  suffix?: string;
}

/** Where someone lived or died. State is a USPS code; county comes from the gazetteer or the text. */
export interface Place {
  city: string | null;
  county: string | null;
  state: string | null;
}

/** Degree of kinship in the genetic sense (see crawler/extract/kinship.ts for the table). */
export type KinshipDegree = '1st' | '2nd' | '3rd' | '4th' | 'other';

/** One named relative listed among the survivors or the predeceased. */
export interface Relative {
  /** The name as written, with a shared surname distributed ("John and Mary Smith"). */
  name: string;
  /** Singular, lower case: "wife", "son", "daughter-in-law", "granddaughter", "sister". */
  relationship: string;
  degreeOfKinship: KinshipDegree;
  /** "Austin, Texas" as written after "of"/"in", or null. */
  location: string | null;
}

/** Counts of relatives, named or only counted ("7 grandchildren"). */
export interface FamilyCounts {
  children?: number;
  grandchildren?: number;
  greatGrandchildren?: number;
  siblings?: number;
}

/** The extraction layers, in the order they run. */
export const EXTRACTION_LAYERS = ['json-ld', 'microdata', 'heuristic'] as const;
/** Which extraction layer supplied the decedent's name (the other fields may come from later layers). */
export type ExtractionLayer = (typeof EXTRACTION_LAYERS)[number];

/**
 * The fragment that names one notice of a death-notice column in its URL ("...#notice-carol-j-anderson"):
 * each notice of a column is an obituary of its own. Other fragments ("#comments") name no notice.
 */
export const NOTICE_FRAGMENT = /#notice-[a-z0-9-]+$/;

/** The facts read from one obituary page (or one notice of a death-notice column). */
export interface ExtractedObituary {
  /** The page's URL; a notice of a column adds its fragment (`NOTICE_FRAGMENT`). */
  url: string;
  sourceType: SourceType;
  /** Funeral home or newspaper name. */
  publisher: string | null;
  publishedDate: PartialDate | null;
  name: DecedentName;
  deathDate: PartialDate | null;
  birthDate: PartialDate | null;
  /** Age at death as stated, or computed from full birth and death dates. */
  age: number | null;
  residence: Place | null;
  placeOfDeath: Place | null;
  /** The first ~300 characters of the obituary text, cut at a word boundary. */
  snippet: string;
  /** The family sentences (survived by, preceded in death by), in page order. */
  survivorsText: string;
  survivors: Relative[];
  predeceased: Relative[];
  familyCounts: FamilyCounts;
  occupation: Quote | null;
  militaryService: Quote | null;
  education: Quote[];
  /**
   * The surname the decedent was born with when the notice gives it only through the parents ("born
   * ... to the late Wesley and Rose (Hudson) Moreno"), with that sentence; absent when the notice
   * writes a maiden name (`name.maiden`) or the parents carry the decedent's own surname. The indexer
   * files it as a former surname, so a request under the maiden name finds the married name's notice.
   */
  birthSurname?: Quote;
  extraction: { layer: ExtractionLayer; warnings: string[] };
}

/**
 * The obituary index port: decedents (one per death, with every notice that published it), their
 * survivors and predeceased relatives stored apart, and retrieval by blocking keys. SQLite
 * (`sqlite-index.ts`) and Elasticsearch (`elasticsearch-index.ts`) implement it and pass one contract
 * suite (`contract.ts`), so both return the same candidates for the same query.
 */
import type {
  FamilyCounts,
  KinshipDegree,
  ExtractedObituary,
  Place,
  SourceType,
} from '../../core/obituary.js';
import type { PartialDate, Quote } from '../../core/verification.js';

/** A decedent's name folded for comparison (normalizeNamePart), beside the display form. */
export interface NormalizedName {
  given: string;
  /** Middle names and initials, folded; an initial is one letter. */
  middle: string[];
  nickname: string | null;
  surname: string;
  /** Former (maiden, earlier married) surnames, oldest first. */
  former: string[];
  /** Generational suffix folded ("jr", "sr", "ii", "iii"), or a credential, or null. */
  suffix: string | null;
}

/** One notice that published a death: a page on a funeral-home site or a newspaper. */
export interface NoticeSource {
  url: string;
  sourceType: SourceType;
  publisher: string | null;
  /** USPS code of the registered source's state, or null. */
  state: string | null;
  county: string | null;
  /** ISO timestamp of the first crawl that saw this page; kept on every re-crawl. */
  firstCapturedAt: string;
  /**
   * The page's publication date (YYYY-MM-DD) when it gives a full one, else null; absent from
   * documents written before it was kept. A death with no death date is keyed by it (`np:`).
   */
  publishedDate?: string | null;
}

/** The birth years an age at death allows: a person aged 84 who died in 2024 was born in 1939 or 1940. */
export interface BirthYearWindow {
  from: number;
  to: number;
}

/** One death as the index holds it, merged from every notice that published it. */
export interface IndexedDecedent {
  /** Stable across re-crawls and reindexes: derived from the first notice's URL and kept on merge. */
  id: string;
  displayName: string;
  /** Title as written ("Dr."), kept for display only. */
  title: string | null;
  name: NormalizedName;
  birthDate: PartialDate | null;
  birthYear: number | null;
  /** From the stated age and the death year when no birth year is known; null otherwise. */
  birthYearWindow: BirthYearWindow | null;
  age: number | null;
  deathDate: PartialDate | null;
  residence: Place | null;
  placeOfDeath: Place | null;
  /** Every notice of this death, oldest capture first. */
  sources: NoticeSource[];
  /** The earliest firstCapturedAt of the sources: when Vigil first knew of this death. */
  firstCapturedAt: string;
  snippet: string;
  occupation: Quote | null;
  militaryService: Quote | null;
  education: Quote[];
  familyCounts: FamilyCounts;
  /** How many survivors and predeceased relatives are stored apart for this decedent. */
  relativeCount: number;
  /** The notice whose family list is stored (the one naming the most relatives), or null. */
  familySourceUrl: string | null;
  /** Keywords for retrieval (see blocking-keys.ts); the same list in both backends. */
  blockingKeys: string[];
}

/** Whether a relative survived the decedent or died before them. */
export type RelativeKind = 'survivor' | 'predeceased';

/** A survivor or predeceased relative: stored apart from decedents, so no decedent query can match one. */
export interface IndexedRelative {
  decedentId: string;
  kind: RelativeKind;
  /** Position in the family list, from 0; with decedentId it identifies the row. */
  seq: number;
  /** The name as the notice wrote it. */
  name: string;
  given: string;
  surname: string;
  relationship: string;
  degreeOfKinship: KinshipDegree;
  location: string | null;
  /**
   * Name keys (surname x given group, and the exact-name key of its kind) so the matcher can tell
   * "this name is only a survivor".
   */
  blockingKeys: string[];
}

/** The facts one notice stated, kept per source so a changed page can be re-merged exactly. */
export type ObservedFacts = Omit<
  ExtractedObituary,
  'survivors' | 'predeceased' | 'survivorsText' | 'extraction'
>;

/** One notice's contribution to a decedent: where it came from and what it said. */
export interface SourceObservation extends NoticeSource {
  /** Hash of the facts and family list; an unchanged re-crawl has the same hash and writes nothing. */
  contentHash: string;
  /** When this version of the page was captured (equals firstCapturedAt until the page changes). */
  capturedAt: string;
  facts: ObservedFacts;
  /** How many relatives this notice listed. */
  relativeCount: number;
}

/** A decedent with what the indexer needs to re-merge it: its observations and, when changed, its relatives. */
export interface DecedentRecord {
  decedent: IndexedDecedent;
  observations: SourceObservation[];
  /** The full family list to store, replacing the old one; null leaves the stored list as it is. */
  relatives: IndexedRelative[] | null;
}

/** What `candidates` is asked: any of these keys, optionally only decedents tied to one state. */
export interface CandidateQuery {
  keys: string[];
  /** USPS code; keeps decedents with a residence, place of death or source in that state. */
  state?: string;
  limit: number;
}

/** What the matcher's survivor-name check reads of a relative. */
export type RelativeName = Pick<IndexedRelative, 'kind' | 'given' | 'surname'>;

/** Retrieval of survivors/predeceased relatives by name keys. */
export interface RelativeQuery {
  keys: string[];
  limit: number;
}

/**
 * A decedent as retrieval hands it to the matcher: the fields scoring and the decision read, and of
 * its sources only where they are. The response reads the whole record (`get`) of the one it cites.
 */
export type RetrievedDecedent = Pick<
  IndexedDecedent,
  | 'id'
  | 'name'
  | 'birthDate'
  | 'birthYear'
  | 'birthYearWindow'
  | 'age'
  | 'deathDate'
  | 'residence'
  | 'placeOfDeath'
  | 'snippet'
  | 'relativeCount'
> & { sources: Array<Pick<NoticeSource, 'state' | 'county'>> };

/** A decedent as the response shows it: everything but the key list, which stays in the index. */
export type StoredDecedent = Omit<IndexedDecedent, 'blockingKeys'>;

/**
 * `retrieve`'s name test: whether a decedent with this name can match the query. It may also come in
 * parts, which an adapter holding names by part can answer once per distinct part instead of once per
 * name: for every name, `test(name)` equals
 *   parts.surnames(surname, former) && (parts.given(given, nickname) || (a middle name may be
 *   parts.middleAsGiven && test(name)))
 * where a middle name "may be" it when, with everything but the letters a-z dropped from both, the two
 * are equal (an adapter may test that loosely, by a hash, as long as it never misses an equal pair).
 */
export interface NameTest {
  (name: NormalizedName): boolean;
  readonly parts?: NameTestParts;
}

export interface NameTestParts {
  /** The surname part: it reads the surname and the former surnames only. */
  surnames(surname: string, former: readonly string[]): boolean;
  /** The given-name part of a name with no middle names: it reads the given name and nickname only. */
  given(given: string, nickname: string | null): boolean;
  /** The one middle name that can make a name match when its given name does not, or null for none. */
  readonly middleAsGiven: string | null;
  /**
   * The same two answers from forms of the parts prepared once (`forms`), for an adapter that keeps
   * its parts across queries: prepared.surnames(forms.surnames(surname, former)) equals
   * surnames(surname, former), and likewise for the given-name part.
   */
  readonly prepared?: {
    readonly forms: NamePartForms;
    surnames(forms: unknown): boolean;
    given(forms: unknown): boolean;
  };
}

/**
 * How a name test's parts are prepared: pure functions of a part alone. One matcher hands the same
 * object to every test, so an adapter may keep what it made for as long as it is handed that object.
 */
export interface NamePartForms {
  surnames(surname: string, former: readonly string[]): unknown;
  given(given: string, nickname: string | null): unknown;
}

/** What `retrieve` found: the admitted decedents, and how many the keys retrieved before the name test. */
export interface CandidateRetrieval {
  candidates: RetrievedDecedent[];
  /** Decedents the keys retrieved (at most the limit), admitted or not: equal to the limit when it cut. */
  retrieved: number;
}

/** The obituary index as the matcher and the indexer use it. Every write is searchable once it resolves. */
export interface ObituaryIndex {
  /**
   * Decedents carrying at least one of the keys, most matching keys first, then in an order each
   * adapter keeps stable (SQLite: write order; Elasticsearch: id), at most `limit`. Which of several
   * equally matching decedents a limit keeps is not meaningful: the matcher ranks by weight and says
   * `retrieval_limit_reached`. Relatives are never returned here.
   */
  candidates(query: CandidateQuery): Promise<IndexedDecedent[]>;
  /**
   * `candidates`, keeping only decedents whose name `accept` admits, in the same order. The name is
   * tested before the whole document is read: most decedents a key retrieves carry another name
   * (same surname and state, same given name and decade), and reading and parsing their documents
   * was most of a query's cost at a million decedents.
   */
  retrieve(query: CandidateQuery, accept: NameTest): Promise<CandidateRetrieval>;
  /**
   * The ids `candidates` would return, in the same order, without reading documents: the indexer's
   * merge lookups need only the ids, and parsing documents was a fifth of an index build.
   */
  candidateIds(query: CandidateQuery): Promise<string[]>;
  /** Which of these decedent ids the index holds (no documents read). */
  existingIds(ids: string[]): Promise<Set<string>>;
  /** How many decedents carry each key (absent keys count 0): term frequencies for name weights. */
  nameFrequency(keys: string[]): Promise<Map<string, number>>;
  /** Number of decedents. */
  count(): Promise<number>;
  /** Decedents by id, in the order asked; unknown ids are skipped. */
  get(ids: string[]): Promise<IndexedDecedent[]>;
  /** The stored survivors and predeceased relatives of these decedents, by decedent id then seq. */
  relativesOf(decedentIds: string[]): Promise<IndexedRelative[]>;
  /** Relatives carrying any of the keys, most matching keys first, then a stable adapter order and seq. */
  relativeCandidates(query: RelativeQuery): Promise<IndexedRelative[]>;
  /**
   * Which of these keys at least one stored relative carries: the survivor-name check asks for the
   * exact-name keys (`rs:`, `rp:`) of the queried name's spellings.
   */
  relativeKeysPresent(keys: string[]): Promise<Set<string>>;
  /**
   * Which of these decedents list a relative carrying any of these keys: the namesake test asks it
   * of the top candidates with the queried name's exact-name keys, so no family list is read.
   */
  decedentsWithRelativeKeys(decedentIds: string[], keys: string[]): Promise<Set<string>>;
  /** Which decedent each known notice URL belongs to; unknown URLs are absent from the map. */
  ownersOf(urls: string[]): Promise<Map<string, string>>;
  /** The per-notice observations behind each decedent (for re-merging on change). */
  observationsOf(decedentIds: string[]): Promise<Map<string, SourceObservation[]>>;
  /** Upserts the records and deletes the listed decedents (with their relatives) in one batch. */
  write(records: DecedentRecord[], deletedIds?: string[]): Promise<void>;
  /**
   * Loads what the adapter keeps in memory to answer queries fast (SQLite: the key table and the
   * names), resolving when done; queries answer the same before. Adapters that keep nothing omit it.
   */
  warm?(): Promise<void>;
  close(): Promise<void>;
}

/** A new index version under construction; invisible to readers until published. */
export interface IndexBuild {
  /** Write into the new version through this (the indexer works on it as on any index). */
  readonly index: ObituaryIndex;
  /** A name for the version (SQLite file name, Elasticsearch index suffix). */
  readonly version: string;
  /** Makes the new version current in one atomic step (pointer rename / alias swap). */
  publish(): Promise<void>;
  /** Drops the unfinished version; the current one is untouched. */
  abandon(): Promise<void>;
}

/** An index that keeps versions and can build a new one while the current one keeps answering. */
export interface VersionedObituaryIndex extends ObituaryIndex {
  /** The version readers currently see. */
  currentVersion(): Promise<string>;
  beginBuild(): Promise<IndexBuild>;
  /**
   * For a backend that cannot recompute its keys in place (Elasticsearch): the key scheme the version
   * readers see was keyed by, when older than `KEY_SCHEME_VERSION` (null: none recorded, keyed before
   * Vigil recorded it); undefined when it is current. The SQLite index brings its files up to date
   * when it opens them and has no such method.
   */
  staleKeyScheme?(): Promise<{ stored: number | null; current: number } | undefined>;
}

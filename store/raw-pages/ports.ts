/**
 * The raw page store: every obituary page the crawler fetched, compressed, with what a conditional
 * re-fetch needs (ETag, Last-Modified, content hash) and what the indexer needs to read it again
 * (the source's type, state, county and publisher), so `vigil reindex` rebuilds without re-crawling.
 */
import type { SourceType } from '../../core/obituary.js';

/** What the crawler hands over for one fetched page. */
export interface NewRawPage {
  url: string;
  /** The registered source the page was found under, or null (a web-search result). */
  sourceId: string | null;
  sourceType?: SourceType | null;
  /** USPS code of the source's state. */
  state?: string | null;
  county?: string | null;
  publisher?: string | null;
  /** ISO timestamp of this fetch. */
  fetchedAt: string;
  etag?: string | null;
  lastModified?: string | null;
  html: string;
}

/** A stored page. */
export interface RawPage {
  url: string;
  sourceId: string | null;
  sourceType: SourceType | null;
  state: string | null;
  county: string | null;
  publisher: string | null;
  /** When the page was first fetched; kept across re-fetches (the notice's first capture). */
  firstFetchedAt: string;
  /** The latest fetch. */
  fetchedAt: string;
  /** When the content last changed (or was first stored). */
  changedAt: string;
  etag: string | null;
  lastModified: string | null;
  /** SHA-256 hex of the HTML. */
  contentHash: string;
  html: string;
}

/** What a conditional re-fetch sends and compares. */
export interface PageValidators {
  etag: string | null;
  lastModified: string | null;
  contentHash: string;
  fetchedAt: string;
}

/** The result of storing a fetch: new page, changed content, or the same content again. */
export type PutOutcome = 'created' | 'changed' | 'unchanged';

/** Which pages `pages()` walks. */
export interface PageScan {
  /** Only pages whose content changed (or first arrived) at or after this ISO timestamp. */
  changedSince?: string;
  /** Rows read per round trip; pages are yielded one at a time. */
  batchSize?: number;
}

/** Stored raw pages. */
export interface RawPageStore {
  /** Stores a fetch; an unchanged page only gets its fetch time and validators updated. */
  put(page: NewRawPage): Promise<PutOutcome>;
  get(url: string): Promise<RawPage | null>;
  /** ETag, Last-Modified and hash of the stored copy, for a conditional re-fetch. */
  validators(url: string): Promise<PageValidators | null>;
  count(scan?: Pick<PageScan, 'changedSince'>): Promise<number>;
  /** Every stored page in storage order (stable while pages are added). */
  pages(scan?: PageScan): AsyncIterable<RawPage>;
  close(): Promise<void>;
}

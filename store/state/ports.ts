/**
 * Service-state ports: accounts, API keys and the request log. SQLite implements them today
 * (`sqlite-state.ts`); a PostgreSQL adapter can implement the same interfaces later, which is why
 * every method is async.
 */

export type DeliveryMode = 'api' | 'email_only' | 'api_and_email';

/** An account: what it may use and how much of it. A null quota means unlimited. */
export interface Account {
  id: string;
  name: string;
  apiAccess: boolean;
  /** ISO timestamp; null when the account is not on a trial. */
  trialExpiresAt: string | null;
  countyFeedAccess: boolean;
  deliveryMode: DeliveryMode;
  survivorsEnrichment: boolean;
  propertyMatching: boolean;
  /** Entitled to education, places and family counts in biographical_profile. */
  extendedProfile: boolean;
  maxLookbackYears: number;
  quotaPerMinute: number | null;
  quotaDaily: number | null;
  quotaMonthly: number | null;
  /** Concurrent extended-depth requests allowed. */
  extendedConcurrency: number;
  createdAt: string;
}

export type NewAccount = Partial<Omit<Account, 'id' | 'createdAt'>> & { name: string };
export type AccountPatch = Partial<Omit<Account, 'id' | 'createdAt'>>;

export type KeyKind = 'live' | 'test';

/** An API key as stored: never the secret itself, only its SHA-256 hash. */
export interface ApiKey {
  id: string;
  accountId: string;
  kind: KeyKind;
  /** Operator's label. */
  name: string;
  /** The first characters of the key (prefix plus a few), for recognising it in listings. */
  displayPrefix: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  /** Set when the key was rotated: the id of its replacement. */
  replacedBy: string | null;
  /** IPv4/IPv6 addresses or CIDR ranges; empty means any address. */
  allowedIps: string[];
  lastUsedAt: string | null;
}

/** A newly created key: the only time the secret is available. */
export interface IssuedKey {
  key: ApiKey;
  secret: string;
}

/** The outcome of looking up a presented key. */
export type KeyLookup =
  | { status: 'ok'; key: ApiKey; account: Account }
  | { status: 'unknown' }
  | { status: 'revoked'; key: ApiKey }
  | { status: 'expired'; key: ApiKey };

export interface AccountRepository {
  create(input: NewAccount): Promise<Account>;
  get(id: string): Promise<Account | null>;
  list(): Promise<Account[]>;
  update(id: string, patch: AccountPatch): Promise<Account>;
}

export interface KeyRepository {
  /** Issues a key; `expiresAt` optional; the secret is returned once and never stored. */
  issue(
    accountId: string,
    opts: { kind: KeyKind; name?: string; expiresAt?: string | null; allowedIps?: string[] },
  ): Promise<IssuedKey>;
  /** Finds the key a request presented; the caller maps the status to 401 codes. `now` for tests. */
  authenticate(secret: string, now?: Date): Promise<KeyLookup>;
  get(id: string): Promise<ApiKey | null>;
  listForAccount(accountId: string): Promise<ApiKey[]>;
  revoke(id: string): Promise<ApiKey>;
  /** Issues a replacement; the old key stays valid for `overlapHours` (24 by default) and then expires. */
  rotate(id: string, opts?: { overlapHours?: number; now?: Date }): Promise<IssuedKey>;
  setAllowedIps(id: string, allowedIps: string[]): Promise<ApiKey>;
  setExpiry(id: string, expiresAt: string | null): Promise<ApiKey>;
  touch(id: string, at: Date): Promise<void>;
}

/** One verification as logged for usage and billing: normalized inputs and the result only. */
export interface RequestLogRecord {
  id: string;
  accountId: string;
  keyId: string;
  requestId: string;
  createdAt: string;
  /** `verify` or `verify_batch` (one record per item) or `verify_job`. */
  endpoint: 'verify' | 'verify_batch' | 'verify_job';
  /** Position in the batch, for batch items. */
  itemIndex: number | null;
  clientRef: string | null;
  /** The depth requested (`auto` when omitted). */
  searchDepthRequested: string;
  /** The depth actually searched. */
  searchDepth: string;
  result: 'found' | 'possible_match' | 'not_found';
  confidence: number;
  /** Normalized inputs: lower-cased trimmed names, dates as numbers, state code, etc. */
  input: Record<string, unknown>;
  matchedUrl: string | null;
  latencyMs: number;
}

export type NewRequestLogRecord = Omit<RequestLogRecord, 'id' | 'createdAt'> & { createdAt?: string };

export interface RequestLogQuery {
  accountId: string;
  result?: string;
  searchDepth?: string;
  clientRef?: string;
  /** ISO timestamps, inclusive `from`, exclusive `to`. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export interface RequestLogRepository {
  append(records: NewRequestLogRecord[]): Promise<void>;
  /** Newest first; `total` counts every record matching the filters. */
  list(query: RequestLogQuery): Promise<{ records: RequestLogRecord[]; total: number }>;
}

export const CRAWL_SOURCE_TYPES = ['funeral_home', 'newspaper'] as const;
/** Who runs a crawl source. */
export type CrawlSourceType = (typeof CRAWL_SOURCE_TYPES)[number];
/** How a source's pages are fetched: plain HTTP, or rendered in Chromium (script-built pages). */
export type CrawlRender = 'http' | 'browser';

/** A registered crawl source: a start URL and where its obituaries are (no per-site rules). */
export interface CrawlSource {
  id: string;
  url: string;
  type: CrawlSourceType;
  /** USPS code. */
  state: string;
  county: string;
  name: string;
  render: CrawlRender;
  createdAt: string;
}

export type NewCrawlSource = Omit<CrawlSource, 'id' | 'createdAt'>;

/** What one crawl of one source did. */
export interface CrawlRunStats {
  sourceId: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** `aborted`: stopped by a signal; `failed`: stopped by an error the crawl could not get past. */
  outcome: 'completed' | 'aborted' | 'failed';
  /** HTTP responses received (304s included). */
  pagesFetched: number;
  obituariesExtracted: number;
  /** Pages not re-read: answered 304, or fetched with the same content hash as last time. */
  skippedUnchanged: number;
  /** Links not followed because robots.txt disallows them. */
  robotsDisallowed: number;
  /** Failed pages by kind (`http_4xx`, `http_5xx`, `timeout`, `network`, `robots`, `sink`, ...). */
  errors: Record<string, number>;
}

/** What the crawler remembers of a page for the next crawl of its source. */
export interface CrawledPage {
  url: string;
  kind: 'listing' | 'obituary';
  etag: string | null;
  lastModified: string | null;
  contentHash: string;
  /** In-scope links the page led to, followed again when the page answers 304 or is unchanged. */
  links: { obituary: string[]; listing: string[] };
  fetchedAt: string;
}

export interface SourceRepository {
  /** Registers a source; `conflict` when its URL is already registered. */
  add(input: NewCrawlSource): Promise<CrawlSource>;
  get(id: string): Promise<CrawlSource | null>;
  list(): Promise<CrawlSource[]>;
  /** Removes a source with its page memory and run history; `not_found` for an unknown id. */
  remove(id: string): Promise<void>;
  recordRun(stats: CrawlRunStats): Promise<void>;
  /** The latest run of each source that has one. */
  latestRuns(): Promise<CrawlRunStats[]>;
  /** Every page remembered for a source. */
  pages(sourceId: string): Promise<CrawledPage[]>;
  /** Inserts or replaces remembered pages of a source, in one transaction. */
  rememberPages(sourceId: string, pages: CrawledPage[]): Promise<void>;
}

/** Everything the service state offers, opened together on one database. */
export interface StateStore {
  accounts: AccountRepository;
  keys: KeyRepository;
  requestLog: RequestLogRepository;
  sources: SourceRepository;
  close(): Promise<void>;
}

/** Why a state operation was refused: what the caller should tell the operator or client. */
export type StateErrorReason = 'not_found' | 'conflict' | 'invalid';

/**
 * A refusal any adapter raises the same way: `not_found` (no such account or key), `conflict` (the
 * record's state forbids it, e.g. rotating a revoked key), `invalid` (a bad value). The message is
 * meant for operators.
 */
export class StateError extends Error {
  readonly reason: StateErrorReason;
  constructor(reason: StateErrorReason, message: string) {
    super(message);
    this.name = 'StateError';
    this.reason = reason;
  }
}

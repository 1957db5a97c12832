/**
 * The verification domain shared by the API, the sandbox and the matcher: the normalized query a
 * verify request becomes, the answer it gets, and the port the live path calls.
 */

export const SEARCH_DEPTHS = ['recent', 'standard', 'extended'] as const;
export type SearchDepth = (typeof SEARCH_DEPTHS)[number];

/** Fields a request may list in `require_match` (spec 2.1). */
export const REQUIRE_MATCH_FIELDS = [
  'dob_year',
  'dob_month',
  'middle_name',
  'city',
  'county',
  'state',
] as const;
export type RequireMatchField = (typeof REQUIRE_MATCH_FIELDS)[number];

export const RESULTS = ['found', 'possible_match', 'not_found'] as const;
export type VerifyOutcome = (typeof RESULTS)[number];

export const CONFIDENCE_BANDS = ['high', 'moderate', 'low', 'none'] as const;
export type ConfidenceBand = (typeof CONFIDENCE_BANDS)[number];

/** A calendar date that may be partial: a year, a year and month, or a full date. */
export interface PartialDate {
  year: number;
  month?: number;
  day?: number;
}

/** A date of birth as a customer holds it: any of its parts may be known. */
export interface BirthDate {
  year?: number;
  month?: number;
  day?: number;
}

export interface QueryAddress {
  line1?: string;
  city?: string;
  /** Two-letter code, upper case, when the input was a recognisable US state. */
  state?: string;
  county?: string;
}

/**
 * A verify request after validation and normalization: trimmed strings, dates as numbers,
 * city/state filled from address.line1, depth resolved to a value or `auto`.
 */
export interface VerifyQuery {
  firstName: string;
  lastName: string;
  middleName?: string;
  dob?: BirthDate;
  deathDate?: PartialDate;
  address?: QueryAddress;
  /** `auto` when the request omitted search_depth. */
  searchDepth: SearchDepth | 'auto';
  requireMatch: RequireMatchField[];
  includeSurvivors: boolean;
  lookbackYears?: number;
  /** Bypass the short web-search cache (`fresh: true` or `Cache-Control: no-cache`). */
  fresh: boolean;
  clientRef?: string;
}

export type NameMatchLevel = 'exact' | 'alias' | 'nickname' | 'phonetic' | 'fuzzy' | 'partial';
export type LocationMatchLevel = 'city' | 'county' | 'state' | 'neighbouring_state' | 'none' | 'unknown';
export type DobMatchLevel =
  | 'exact_date'
  | 'transposed'
  | 'month_year'
  | 'year_only'
  | 'within_years'
  | 'age_consistent'
  | 'not_stated'
  | 'not_provided';

/** How the obituary's name agrees, as the answer reports it: `swapped` when the request's first name and surname are the obituary's the other way round. */
export type EvidenceNameMatch = NameMatchLevel | 'swapped';

export interface Evidence {
  name_match: EvidenceNameMatch;
  location_match: LocationMatchLevel;
  dob_match: DobMatchLevel;
  death_date_match?:
    'exact_date' | 'month_year' | 'year_only' | 'not_stated' | 'not_provided' | 'within_days';
}

export interface Quote {
  value: string;
  quote: string;
}

export interface BiographicalProfile {
  occupation?: Quote;
  military_service?: Quote;
  /** Present only when the account is entitled to extended profiles. */
  education?: Quote[];
  places?: string[];
  family_counts?: {
    children?: number;
    grandchildren?: number;
    great_grandchildren?: number;
    siblings?: number;
  };
}

export interface Match {
  matched_name: string;
  death_date: string | null;
  location: string | null;
  obituary_url: string;
  evidence: Evidence;
  source_trust: 'stored' | 'web';
  funeral_home_name?: string | null;
}

/** The body of a 200 answer to POST /api/v1/verify (spec 2.2). */
export interface VerifyResult {
  result: VerifyOutcome;
  confidence: number;
  confidence_band: ConfidenceBand;
  review_recommended: boolean;
  client_ref?: string;
  search_depth: SearchDepth;
  match?: Match;
  scoring_reasons: string[];
  not_proof_of_life?: true;
  interpretation?: string;
  negative_result_strength?: 'weak' | 'moderate' | 'strong';
  sandbox?: boolean;
  biographical_profile?: BiographicalProfile;
}

/** What the matcher needs to know about the caller. */
export interface MatchContext {
  accountId: string;
  /** Entitled to education, places and family counts in biographical_profile. */
  extendedProfile: boolean;
  maxLookbackYears: number;
}

/** The live verification port. The API calls it; the matcher implements it. */
export interface Matcher {
  verify(query: VerifyQuery, ctx: MatchContext): Promise<VerifyResult>;
  /** The depth `auto` resolves to for this query (so limits such as the extended cap apply before work). */
  resolveDepth(query: VerifyQuery): SearchDepth;
  close?(): Promise<void>;
}

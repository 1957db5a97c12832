/**
 * The web depths of the matcher: the search provider port and its SearXNG adapter, the search plan
 * (name, place, nickname variants, one search per year for `extended`), and WebSearchSource, which
 * fetches result pages through the network guard, reads them with the ingestion extractors and
 * returns candidates shaped like stored decedents, cached briefly in Redis.
 */
export type { WebCandidate, WebCandidateSource } from './ports.js';
export {
  WebSearchSource,
  createWebSearchSource,
  SEARCH_CONCURRENCY,
  PAGE_FETCH_CONCURRENCY,
  MAX_RESULT_PAGES,
  SEARCH_RETRY_DELAY_MS,
} from './web-search-source.js';
export type { WebSearchSourceOptions, WebSearchReport, ExtractPage } from './web-search-source.js';
export {
  SearxngProvider,
  SearchProviderError,
  SearchUnavailableError,
  SearchMisconfiguredError,
  SEARCH_TIMEOUT_MS,
} from './search-provider.js';
export type { SearchProvider, SearchHit, SearchOptions, SearxngOptions } from './search-provider.js';
export { planWebSearches, MAX_YEAR_SEARCHES } from './queries.js';
export type { PlannedSearch, SearchPurpose, SearchPlanOptions } from './queries.js';
export { buildGivenNameVariants, defaultGivenNameVariants, MAX_NAME_VARIANTS } from './name-variants.js';
export type { GivenNameVariants } from './name-variants.js';
export { WebCache, WEB_CACHE_TTL_SECONDS } from './web-cache.js';
export { observeWebPage, webCandidatesFrom } from './web-decedent.js';
export { mapLimited } from './limited.js';

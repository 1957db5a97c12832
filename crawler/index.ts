/**
 * The crawler: registered sources (a start URL each), the Crawlee crawl that finds and extracts
 * their obituaries and hands them to a sink, robots.txt and politeness, crawl statistics. The
 * extractors live in `./extract/`.
 */
export {
  crawlSources,
  SINK_BATCH_SIZE,
  MAX_HTTP_CONCURRENCY,
  BROWSER_CONCURRENCY,
  MAX_PAGES_PER_SOURCE,
  CHROMIUM_FLAGS,
} from './crawl.js';
export type { CrawledObituary, ObituarySink, CrawlOptions, CrawlProgress } from './crawl.js';
export { parseSourceInput, sourceScope, inScope, InvalidSourceError } from './sources.js';
export type { SourceInput, SourceScope } from './sources.js';
export { RobotsPolicy, RobotsCache, CRAWLER_AGENT_TOKEN } from './robots.js';
export {
  DEFAULT_HOST_CONCURRENCY,
  DEFAULT_HOST_DELAY_MS,
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_BASE_DELAY_MS,
  CRAWLER_USER_AGENT,
  HostGate,
  statusVerdict,
  NeverRetryError,
  RetryError,
  RetryLaterError,
  StopCrawlError,
} from './fetch-policy.js';
export { describeRun, failureKind } from './stats.js';
export type { CrawlErrorKind } from './stats.js';

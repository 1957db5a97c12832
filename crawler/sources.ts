/**
 * Crawl sources as operators register them (a start URL, its type, state and county; nothing
 * site-specific), and the scope a source's crawl stays in: the start URL's host and the folder the
 * start page sits in.
 */
import { toStateCode } from '../core/us-states.js';
import {
  CRAWL_SOURCE_TYPES,
  type CrawlRender,
  type CrawlSourceType,
  type NewCrawlSource,
} from '../store/state/ports.js';

/** What an operator types for `vigil sources add`. */
export interface SourceInput {
  url: string;
  type: string;
  state: string;
  county: string;
  name?: string;
  render?: string;
}

/** A source input that cannot be registered; the message names the field and what is accepted. */
export class InvalidSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSourceError';
  }
}

/** Checks and normalizes a source before it is stored: http(s) URL, known type, a US state, a county. */
export function parseSourceInput(input: SourceInput): NewCrawlSource {
  let url: URL;
  try {
    url = new URL(input.url.trim());
  } catch {
    throw new InvalidSourceError(`Not a URL: ${JSON.stringify(input.url)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidSourceError(`The start URL must be http or https, got ${url.protocol}`);
  }
  if (url.username || url.password) throw new InvalidSourceError('The start URL must not carry credentials');
  url.hash = '';
  if (!(CRAWL_SOURCE_TYPES as readonly string[]).includes(input.type)) {
    throw new InvalidSourceError(
      `--type must be one of ${CRAWL_SOURCE_TYPES.join(', ')}, got ${JSON.stringify(input.type)}`,
    );
  }
  const state = toStateCode(input.state);
  if (!state) throw new InvalidSourceError(`Unknown US state ${JSON.stringify(input.state)}`);
  const county = input.county.trim().replace(/\s+county$/i, '');
  if (county === '') throw new InvalidSourceError('--county must not be empty');
  const render = input.render ?? 'http';
  if (render !== 'http' && render !== 'browser') {
    throw new InvalidSourceError(
      `--render must be browser (or http, the default), got ${JSON.stringify(render)}`,
    );
  }
  const name = input.name?.trim() || url.hostname;
  return {
    url: url.href,
    type: input.type as CrawlSourceType,
    state,
    county,
    name,
    render: render as CrawlRender,
  };
}

/** Where a source's crawl may go: one origin and a path prefix. */
export interface SourceScope {
  origin: string;
  pathPrefix: string;
}

/**
 * The scope of a start URL: its origin and the folder holding the start page, so
 * `/fh/smith/obituaries` covers `/fh/smith/obituary/…` and `/news/x/obits/` covers `/news/x/obit-…`
 * but not a neighbouring site under `/fh/jones/`.
 */
export function sourceScope(startUrl: string): SourceScope {
  const u = new URL(startUrl);
  const path = u.pathname.endsWith('/') ? u.pathname.slice(0, -1) : u.pathname;
  return { origin: u.origin, pathPrefix: path.slice(0, path.lastIndexOf('/') + 1) || '/' };
}

/** Whether a URL is inside a source's scope. */
export function inScope(scope: SourceScope, url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return u.origin === scope.origin && u.pathname.startsWith(scope.pathPrefix);
}

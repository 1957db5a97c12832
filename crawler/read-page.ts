/**
 * Reading one fetched page: its obituary and listing links and its obituaries: an obituary page's
 * one obituary or column of notices, a listing page's column of notices (a paper's "Death Notices"
 * section may print the notices on the listing itself). Pure and synchronous, so it runs the same on
 * the crawl thread or in a worker.
 */
import { load } from 'cheerio/slim';
import type { ExtractedObituary } from '../core/obituary.js';
import {
  extractNotices,
  extractObituaries,
  findObituaryLinks,
  type DiscoveredLinks,
  type ExtractHints,
} from './extract/index.js';

/** One page to read. */
export interface PageReadTask {
  html: string;
  /** The URL the page was loaded from (after redirects): links resolve against it. */
  url: string;
  hints: ExtractHints;
  /**
   * Whether the page is read as an obituary page (its obituary, or its notices when it is a column)
   * or as a listing page (only a column's notices: a listing's teasers are read on their own pages).
   */
  extract: boolean;
}

/**
 * What a page yielded: its obituaries, in page order, each under its own URL (a notice's is the
 * page's with a fragment). `extractionError` is set when the extractor threw (the links still count).
 */
export interface PageReading {
  links: DiscoveredLinks;
  extracted: ExtractedObituary[];
  extractionError?: string;
}

/** Reads one page. */
export function readPage(task: PageReadTask): PageReading {
  // One parse for both: links first, since extraction strips navigation from the document.
  const $ = load(task.html);
  const links = findObituaryLinks($, task.url);
  try {
    const options = { obituaryLinks: links.obituaryLinks };
    const extracted = task.extract
      ? extractObituaries($, task.url, task.hints, options)
      : extractNotices($, task.url, task.hints, options);
    return { links, extracted };
  } catch (e) {
    return { links, extracted: [], extractionError: (e as Error).message };
  }
}

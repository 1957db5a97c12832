/**
 * Reading one fetched page: its obituary and listing links and, for obituary pages, the extracted
 * obituary. Pure and synchronous, so it runs the same on the crawl thread or in a worker.
 */
import { load } from 'cheerio/slim';
import type { ExtractedObituary } from '../core/obituary.js';
import {
  extractObituary,
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
  /** Whether to run extraction (obituary pages) or only find links (listing pages). */
  extract: boolean;
}

/** What a page yielded. `extractionError` is set when the extractor threw (the links still count). */
export interface PageReading {
  links: DiscoveredLinks;
  extracted: ExtractedObituary | null;
  extractionError?: string;
}

/** Reads one page. */
export function readPage(task: PageReadTask): PageReading {
  // One parse for both: links first, since extraction strips navigation from the document.
  const $ = load(task.html);
  const links = findObituaryLinks($, task.url);
  if (!task.extract) return { links, extracted: null };
  try {
    return { links, extracted: extractObituary($, task.url, task.hints) };
  } catch (e) {
    return { links, extracted: null, extractionError: (e as Error).message };
  }
}

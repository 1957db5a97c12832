/**
 * The crawler's sink wired to the indexer: each crawled obituary becomes a notice with the registered
 * source's facts (type, publisher, state, county) and the capture time.
 */
import type { CrawledObituary, ObituarySink } from '../crawler/crawl.js';
import type { Indexer } from './indexer.js';
import type { NoticeInput } from './observation.js';

export function noticeFromCrawl(c: CrawledObituary): NoticeInput {
  return {
    obituary: c.extracted,
    source: {
      url: c.url,
      sourceType: c.source.type,
      publisher: c.source.name,
      state: c.source.state,
      county: c.source.county,
      capturedAt: c.fetchedAt,
    },
  };
}

/** A sink that writes every batch through the indexer; it resolves once the batch is searchable. */
export function indexingSink(indexer: Indexer, onWritten?: (decedentIds: string[]) => void): ObituarySink {
  return async (batch) => {
    const summary = await indexer.write(batch.map(noticeFromCrawl));
    onWritten?.(summary.written);
  };
}

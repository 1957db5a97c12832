/** The raw page store: fetched obituary pages kept compressed so the index can be rebuilt without re-crawling. */
export type { NewRawPage, RawPage, PageValidators, PutOutcome, PageScan, RawPageStore } from './ports.js';
export {
  SqliteRawPageStore,
  openSqliteRawPages,
  pageContentHash,
  DEFAULT_SCAN_BATCH,
} from './sqlite-raw-pages.js';

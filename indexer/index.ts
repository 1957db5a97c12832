/**
 * The indexer: captured notices -> merged decedents in the obituary index, and the rebuild of the
 * index from stored raw pages.
 */
export { Indexer, MERGE_CANDIDATE_LIMIT } from './indexer.js';
export type { IndexerOptions, IndexerWriteSummary } from './indexer.js';
export {
  observeNotice,
  normalizeDecedentName,
  relativeNameParts,
  decedentIdFor,
  canonicalNoticeUrl,
} from './observation.js';
export type { NoticeCapture, NoticeInput, Observed, RelativeDraft } from './observation.js';
export { sameDeath, AGE_TOLERANCE_YEARS } from './merge.js';
export { composeDecedent, byCapture } from './compose.js';
export type { FamilySource } from './compose.js';
export { reindex, noticesFromPage, REINDEX_BATCH } from './reindex.js';
export type { ExtractFn, ReindexOptions, ReindexProgress, ReindexResult } from './reindex.js';

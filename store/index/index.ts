/**
 * The obituary index: the port, blocking keys shared by indexing and querying, the SQLite (default)
 * and Elasticsearch adapters, and the contract suite both pass.
 */
export type {
  NormalizedName,
  NoticeSource,
  BirthYearWindow,
  IndexedDecedent,
  RelativeKind,
  IndexedRelative,
  ObservedFacts,
  SourceObservation,
  DecedentRecord,
  CandidateQuery,
  RelativeName,
  RelativeQuery,
  ObituaryIndex,
  IndexBuild,
  VersionedObituaryIndex,
} from './ports.js';
export {
  blockingKeysForDecedent,
  blockingKeysForQuery,
  blockingKeysForRelative,
  nameFrequencyKeysForQuery,
  mergeKeys,
  surnameKey,
  givenGroupKey,
  stateKey,
  surnameVariants,
  phoneticCodes,
  givenGroups,
  buildGivenNameGroups,
  loadGivenNameGroups,
  defaultGivenNameGroups,
  BIRTH_YEAR_SLACK,
} from './blocking-keys.js';
export type { GivenNameGroups, DecedentKeyFacts } from './blocking-keys.js';
export { SqliteObituaryIndex, openSqliteIndex, INDEX_BUSY_TIMEOUT_MS } from './sqlite-index.js';
export {
  ElasticsearchObituaryIndex,
  ElasticsearchWriteError,
  openElasticsearchIndex,
} from './elasticsearch-index.js';
export type { ElasticsearchIndexOptions } from './elasticsearch-index.js';

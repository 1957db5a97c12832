/**
 * The obituary index on Elasticsearch 8/9 (`@elastic/elasticsearch` 9.4): versioned indices behind
 * aliases, bulk writes acknowledged with `refresh=wait_for`, retrieval by blocking keys ranked exactly
 * as the SQLite adapter ranks them. Every request body comes from `elasticsearch-requests.ts`.
 */
import { Client, type estypes } from '@elastic/elasticsearch';
import type {
  CandidateQuery,
  CandidateRetrieval,
  DecedentRecord,
  IndexBuild,
  IndexedDecedent,
  IndexedRelative,
  NameTest,
  ObituaryIndex,
  RelativeQuery,
  SourceObservation,
  VersionedObituaryIndex,
} from './ports.js';
import {
  bulkWriteRequest,
  candidatesRequest,
  decedentsFromResponse,
  decedentsIndexBody,
  decedentsWithRelativeKeysRequest,
  esNames,
  getRequest,
  initialIndexBodies,
  keySchemeOfMapping,
  keysPresentFromResponse,
  nameFrequencyFromResponse,
  nameFrequencyRequest,
  nextVersion,
  observationsRequest,
  ownersRequest,
  relativeCandidatesRequest,
  relativeCountsRequest,
  relativeKeysPresentRequest,
  relativesIndexBody,
  relativesOfRequest,
  swapAliasesRequest,
  versionName,
  type EsDecedentDocument,
  type EsNames,
  type EsRelativeDocument,
} from './elasticsearch-requests.js';
import { KEY_SCHEME_VERSION } from './blocking-keys.js';
import { retrievedDecedentOf } from './retrieved-decedent.js';

/** Where the index lives. */
export interface ElasticsearchIndexOptions {
  /** A node URL (`ELASTICSEARCH_URL`) or a ready client. */
  node?: string;
  client?: Client;
  /** Index/alias name prefix; `vigil` by default. */
  prefix?: string;
}

/** A write the cluster refused part of: which documents failed and why. */
export class ElasticsearchWriteError extends Error {
  constructor(readonly failures: Array<{ id: string; reason: string }>) {
    super(`Elasticsearch refused ${failures.length} document(s): ${failures[0]?.reason ?? 'unknown'}`);
    this.name = 'ElasticsearchWriteError';
  }
}

function sourceOf<T>(hit: { _source?: unknown }): T | undefined {
  return hit._source as T | undefined;
}

/** The port over one pair of index names (the aliases when serving, a version's indices when building). */
class EsTargetIndex implements ObituaryIndex {
  constructor(
    protected readonly client: Client,
    private readonly target: { decedents: string; relatives: string },
    private readonly refresh: 'wait_for' | true,
  ) {}

  async candidates(query: CandidateQuery): Promise<IndexedDecedent[]> {
    if (query.keys.length === 0 || query.limit <= 0) return [];
    const res = await this.client.search<Pick<EsDecedentDocument, 'decedent'>>(
      candidatesRequest(this.target.decedents, query),
    );
    return res.hits.hits.flatMap((h) => {
      const s = sourceOf<Pick<EsDecedentDocument, 'decedent'>>(h);
      return s ? [s.decedent] : [];
    });
  }

  /** Through `candidates`: a search returns its hits' sources in the same round trip anyway. */
  async candidateIds(query: CandidateQuery): Promise<string[]> {
    return (await this.candidates(query)).map((d) => d.id);
  }

  /** Through `get` (one multi-get). */
  async existingIds(ids: string[]): Promise<Set<string>> {
    return new Set((await this.get(ids)).map((d) => d.id));
  }

  /** One round trip: the documents come with the hits, so the name test runs on them. */
  async retrieve(query: CandidateQuery, accept: NameTest): Promise<CandidateRetrieval> {
    const all = await this.candidates(query);
    return {
      candidates: all.filter((d) => accept(d.name)).map(retrievedDecedentOf),
      retrieved: all.length,
    };
  }

  async nameFrequency(keys: string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const res = await this.client.search(nameFrequencyRequest(this.target.decedents, keys));
    return nameFrequencyFromResponse(keys, res);
  }

  async count(): Promise<number> {
    return (await this.client.count({ index: this.target.decedents })).count;
  }

  async get(ids: string[]): Promise<IndexedDecedent[]> {
    if (ids.length === 0) return [];
    const res = await this.client.mget<Pick<EsDecedentDocument, 'decedent'>>(
      getRequest(this.target.decedents, ids),
    );
    return res.docs.flatMap((d) => {
      const s = 'found' in d && d.found ? sourceOf<Pick<EsDecedentDocument, 'decedent'>>(d) : undefined;
      return s ? [s.decedent] : [];
    });
  }

  async relativesOf(decedentIds: string[]): Promise<IndexedRelative[]> {
    if (decedentIds.length === 0) return [];
    const res = await this.client.search<Pick<EsRelativeDocument, 'relative'>>(
      relativesOfRequest(this.target.relatives, decedentIds),
    );
    return res.hits.hits.flatMap((h) => {
      const s = sourceOf<Pick<EsRelativeDocument, 'relative'>>(h);
      return s ? [s.relative] : [];
    });
  }

  async relativeCandidates(query: RelativeQuery): Promise<IndexedRelative[]> {
    if (query.keys.length === 0 || query.limit <= 0) return [];
    const res = await this.client.search<Pick<EsRelativeDocument, 'relative'>>(
      relativeCandidatesRequest(this.target.relatives, query),
    );
    return res.hits.hits.flatMap((h) => {
      const s = sourceOf<Pick<EsRelativeDocument, 'relative'>>(h);
      return s ? [s.relative] : [];
    });
  }

  async relativeKeysPresent(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const res = await this.client.search(relativeKeysPresentRequest(this.target.relatives, keys));
    return keysPresentFromResponse(keys, res);
  }

  async decedentsWithRelativeKeys(decedentIds: string[], keys: string[]): Promise<Set<string>> {
    if (decedentIds.length === 0 || keys.length === 0) return new Set();
    const res = await this.client.search(
      decedentsWithRelativeKeysRequest(this.target.relatives, decedentIds, keys),
    );
    return decedentsFromResponse(decedentIds, res);
  }

  async ownersOf(urls: string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    if (urls.length === 0) return out;
    const wanted = new Set(urls);
    const res = await this.client.search<Pick<EsDecedentDocument, 'id' | 'source_urls'>>(
      ownersRequest(this.target.decedents, urls),
    );
    for (const h of res.hits.hits) {
      const s = sourceOf<Pick<EsDecedentDocument, 'id' | 'source_urls'>>(h);
      if (!s) continue;
      for (const u of s.source_urls) if (wanted.has(u)) out.set(u, s.id);
    }
    return out;
  }

  async observationsOf(decedentIds: string[]): Promise<Map<string, SourceObservation[]>> {
    const out = new Map<string, SourceObservation[]>();
    if (decedentIds.length === 0) return out;
    const res = await this.client.mget<Pick<EsDecedentDocument, 'observations'>>(
      observationsRequest(this.target.decedents, decedentIds),
    );
    for (const d of res.docs) {
      const s = 'found' in d && d.found ? sourceOf<Pick<EsDecedentDocument, 'observations'>>(d) : undefined;
      if (s) out.set(d._id, s.observations);
    }
    return out;
  }

  async write(records: DecedentRecord[], deletedIds: string[] = []): Promise<void> {
    if (records.length === 0 && deletedIds.length === 0) return;
    const replaced = [
      ...deletedIds,
      ...records.filter((r) => r.relatives !== null).map((r) => r.decedent.id),
    ];
    const oldCounts = new Map<string, number>();
    if (replaced.length > 0) {
      const res = await this.client.mget<Pick<EsDecedentDocument, 'relative_count'>>(
        relativeCountsRequest(this.target.decedents, replaced),
      );
      for (const d of res.docs) {
        const s =
          'found' in d && d.found ? sourceOf<Pick<EsDecedentDocument, 'relative_count'>>(d) : undefined;
        if (s) oldCounts.set(d._id, s.relative_count);
      }
    }
    const res = await this.client.bulk(
      bulkWriteRequest(this.target, records, deletedIds, oldCounts, this.refresh),
    );
    if (!res.errors) return;
    const failures: Array<{ id: string; reason: string }> = [];
    for (const item of res.items) {
      for (const op of Object.values(item) as estypes.BulkResponseItem[]) {
        // A delete of a row that was never written is fine: the family list was shorter.
        if (op.error && !(op.status === 404))
          failures.push({ id: op._id ?? '', reason: op.error.reason ?? op.error.type });
      }
    }
    if (failures.length > 0) throw new ElasticsearchWriteError(failures);
  }

  async close(): Promise<void> {
    // The client is shared by the serving index and its builds; ElasticsearchObituaryIndex closes it.
  }
}

/** The Elasticsearch obituary index (serving through the aliases). */
export class ElasticsearchObituaryIndex extends EsTargetIndex implements VersionedObituaryIndex {
  private constructor(
    client: Client,
    private readonly names: EsNames,
    private readonly ownsClient: boolean,
  ) {
    super(client, { decedents: names.decedentsAlias, relatives: names.relativesAlias }, 'wait_for');
  }

  /** Connects and creates the first version with its aliases when none exists. */
  static async open(options: ElasticsearchIndexOptions): Promise<ElasticsearchObituaryIndex> {
    const client = options.client ?? new Client({ node: options.node ?? process.env.ELASTICSEARCH_URL });
    const index = new ElasticsearchObituaryIndex(client, esNames(options.prefix ?? 'vigil'), !options.client);
    await index.ensureAliases();
    return index;
  }

  private async ensureAliases(): Promise<void> {
    const exists = await this.client.indices.existsAlias({ name: this.names.decedentsAlias });
    if (exists) return;
    for (const body of initialIndexBodies(this.names, versionName(1))) await this.client.indices.create(body);
  }

  async staleKeyScheme(): Promise<{ stored: number | null; current: number } | undefined> {
    const stored = keySchemeOfMapping(
      await this.client.indices.getMapping({ index: this.names.decedentsAlias }),
    );
    return stored !== null && stored >= KEY_SCHEME_VERSION
      ? undefined
      : { stored, current: KEY_SCHEME_VERSION };
  }

  async currentVersion(): Promise<string> {
    const res = await this.client.indices.getAlias({ name: this.names.decedentsAlias });
    const index = Object.keys(res)[0];
    if (!index) throw new Error(`alias ${this.names.decedentsAlias} points at no index`);
    return index.slice(this.names.decedentsIndex('').length);
  }

  async beginBuild(): Promise<IndexBuild> {
    const existing = Object.keys(
      await this.client.indices.get({ index: this.names.decedentsPattern, allow_no_indices: true }),
    );
    const version = nextVersion(existing, this.names);
    const decedents = this.names.decedentsIndex(version);
    const relatives = this.names.relativesIndex(version);
    await this.client.indices.create(decedentsIndexBody(decedents));
    await this.client.indices.create(relativesIndexBody(relatives));
    let done = false;
    const client = this.client;
    const names = this.names;
    const currentVersion = (): Promise<string> => this.currentVersion();
    return {
      version,
      index: new EsTargetIndex(client, { decedents, relatives }, true),
      async publish() {
        if (done) throw new Error(`index build ${version} is finished`);
        done = true;
        const from = await currentVersion();
        await client.indices.updateAliases(swapAliasesRequest(names, from, version));
        // Keep the version just replaced for a rollback; older ones go.
        const all = Object.keys(await client.indices.get({ index: names.decedentsPattern }));
        for (const idx of all) {
          const v = idx.slice(names.decedentsIndex('').length);
          if (v === version || v === from) continue;
          await client.indices.delete({
            index: [names.decedentsIndex(v), names.relativesIndex(v)],
            ignore_unavailable: true,
          });
        }
      },
      async abandon() {
        if (done) return;
        done = true;
        await client.indices.delete({ index: [decedents, relatives], ignore_unavailable: true });
      },
    };
  }

  /** Deletes every index of this prefix (tests and `vigil reindex --drop` only). */
  async dropAll(): Promise<void> {
    const all = Object.keys(
      await this.client.indices.get({
        index: `${this.names.decedentsAlias}-*,${this.names.relativesAlias}-*`,
        allow_no_indices: true,
      }),
    );
    if (all.length > 0) await this.client.indices.delete({ index: all, ignore_unavailable: true });
  }

  override async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }
}

/** Opens the Elasticsearch obituary index. */
export function openElasticsearchIndex(
  options: ElasticsearchIndexOptions,
): Promise<ElasticsearchObituaryIndex> {
  return ElasticsearchObituaryIndex.open(options);
}

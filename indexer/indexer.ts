/**
 * The indexer: captured notices -> decedents in the obituary index. Each notice is normalized, merged
 * into the decedent of the same death when there is one (syndicated copies), or founds a new one, and
 * the batch is written in one index write, so it is searchable when `write` resolves.
 *
 * Identity: a decedent's id comes from the URL of the notice that founded it and never changes; a
 * notice keeps its first capture time across re-crawls; an unchanged re-crawl writes nothing.
 */
import { defaultNameLexicon, type NameLexicon } from '../core/names/lexicon.js';
import type {
  DecedentRecord,
  IndexedRelative,
  ObituaryIndex,
  SourceObservation,
} from '../store/index/ports.js';
import { defaultGivenNameGroups, mergeKeys, type GivenNameGroups } from '../store/index/blocking-keys.js';
import { composeDecedent, byCapture } from './compose.js';
import { sameDeath } from './merge.js';
import { decedentIdFor, observeNotice, type NoticeInput, type RelativeDraft } from './observation.js';

/**
 * Decedents fetched per merge lookup. The keys are a death date (or full birth date) x surname, so
 * even at a million decedents a key holds a handful; 50 leaves room for a common name on a busy day.
 */
export const MERGE_CANDIDATE_LIMIT = 50;

/** What one `write` did. */
export interface IndexerWriteSummary {
  /** Notices that founded a new decedent. */
  created: number;
  /** Notices merged into an existing decedent (syndicated copies). */
  merged: number;
  /** Re-crawled notices whose content changed. */
  updated: number;
  /** Re-crawled notices with the same content (nothing written). */
  unchanged: number;
  /** Decedent ids written. */
  written: string[];
}

/** Options of the indexer. */
export interface IndexerOptions {
  lexicon?: NameLexicon;
  groups?: GivenNameGroups;
}

interface Working {
  id: string;
  observations: SourceObservation[];
  family: { url: string | null; count: number };
  /** Drafts to store as the family list, or null to leave the stored list alone. */
  relatives: RelativeDraft[] | null;
  dirty: boolean;
}

/** Writes captured notices into an obituary index. */
export class Indexer {
  private readonly lexicon: NameLexicon;
  private readonly groups: GivenNameGroups;

  constructor(
    private readonly index: ObituaryIndex,
    options: IndexerOptions = {},
  ) {
    this.lexicon = options.lexicon ?? defaultNameLexicon();
    this.groups = options.groups ?? defaultGivenNameGroups();
  }

  /** Indexes a batch of notices in order (later notices see earlier ones); resolves when searchable. */
  async write(batch: NoticeInput[]): Promise<IndexerWriteSummary> {
    const summary: IndexerWriteSummary = { created: 0, merged: 0, updated: 0, unchanged: 0, written: [] };
    if (batch.length === 0) return summary;
    const observed = batch.map((input) => observeNotice(input, this.groups));
    const owners = await this.index.ownersOf([...new Set(observed.map((o) => o.observation.url))]);
    const working = new Map<string, Working>();
    /** Merge keys of decedents changed in this batch, so a later copy in the same batch finds them. */
    const pendingKeys = new Map<string, Set<string>>();
    const takenIds = new Set<string>();

    const load = async (id: string): Promise<Working | undefined> => {
      const w = working.get(id);
      if (w) return w;
      const [decedent] = await this.index.get([id]);
      if (!decedent) return undefined;
      const observations = (await this.index.observationsOf([id])).get(id) ?? [];
      const loaded: Working = {
        id,
        observations,
        family: { url: decedent.familySourceUrl, count: decedent.relativeCount },
        relatives: null,
        dirty: false,
      };
      working.set(id, loaded);
      return loaded;
    };

    const remember = (w: Working): void => {
      for (const o of w.observations) {
        for (const key of this.storedMergeKeys(o)) {
          const set = pendingKeys.get(key) ?? new Set<string>();
          set.add(w.id);
          pendingKeys.set(key, set);
        }
      }
    };

    const place = async (
      observation: SourceObservation,
      relatives: RelativeDraft[],
    ): Promise<'created' | 'merged'> => {
      const keys = mergeKeys({
        surnames: [observation.facts.name.surname, ...observation.facts.name.maiden],
        deathDate: observation.facts.deathDate,
        birthDate: observation.facts.birthDate,
      });
      const ids = new Set<string>();
      if (keys.length > 0) {
        for (const d of await this.index.candidates({ keys, limit: MERGE_CANDIDATE_LIMIT })) ids.add(d.id);
        for (const k of keys) for (const id of pendingKeys.get(k) ?? []) ids.add(id);
      }
      const compatible: Working[] = [];
      for (const id of [...ids].sort()) {
        const w = await load(id);
        if (!w || w.observations.length === 0) continue;
        if (w.observations.every((o) => sameDeath(o, observation, this.lexicon))) compatible.push(w);
      }
      // Two compatible decedents that were kept apart (a Jr and a Sr, say): the notice could be
      // either, so it stays on its own rather than risk joining the wrong one.
      if (compatible.length === 1) {
        const w = compatible[0]!;
        w.observations.push(observation);
        if (relatives.length > w.family.count) {
          w.family = { url: observation.url, count: relatives.length };
          w.relatives = relatives;
        }
        w.dirty = true;
        owners.set(observation.url, w.id);
        remember(w);
        return 'merged';
      }
      const id = await this.freshId(observation.url, takenIds);
      const w: Working = {
        id,
        observations: [observation],
        family: { url: relatives.length > 0 ? observation.url : null, count: relatives.length },
        relatives,
        dirty: true,
      };
      working.set(id, w);
      owners.set(observation.url, id);
      remember(w);
      return 'created';
    };

    for (const { observation, relatives } of observed) {
      const ownerId = owners.get(observation.url);
      const owner = ownerId ? await load(ownerId) : undefined;
      const previous = owner?.observations.find((o) => o.url === observation.url);
      if (!owner || !previous) {
        summary[await place(observation, relatives)]++;
        continue;
      }
      if (previous.contentHash === observation.contentHash) {
        summary.unchanged++;
        continue;
      }
      observation.firstCapturedAt = previous.firstCapturedAt;
      const others = owner.observations.filter((o) => o.url !== observation.url);
      if (others.every((o) => sameDeath(o, observation, this.lexicon))) {
        summary.updated++;
        owner.observations = [...others, observation];
        if (owner.family.url === observation.url || relatives.length > owner.family.count) {
          owner.family = { url: relatives.length > 0 ? observation.url : null, count: relatives.length };
          owner.relatives = relatives;
        }
        owner.dirty = true;
        remember(owner);
        continue;
      }
      // The page now describes a different death: it leaves this decedent and is placed afresh.
      owner.observations = others;
      if (owner.family.url === observation.url) {
        owner.family = { url: null, count: 0 };
        owner.relatives = [];
      }
      owner.dirty = true;
      owners.delete(observation.url);
      summary[await place(observation, relatives)]++;
    }

    const records: DecedentRecord[] = [];
    for (const w of working.values()) {
      if (!w.dirty || w.observations.length === 0) continue;
      const decedent = composeDecedent(w.id, w.observations, w.family, this.groups);
      const relatives: IndexedRelative[] | null =
        w.relatives === null ? null : w.relatives.map((r, seq) => ({ ...r, decedentId: w.id, seq }));
      records.push({ decedent, observations: [...w.observations].sort(byCapture), relatives });
    }
    await this.index.write(records);
    summary.written = records.map((r) => r.decedent.id);
    return summary;
  }

  /** The merge keys a decedent holding this observation is stored under (so later copies find it). */
  private storedMergeKeys(o: SourceObservation): string[] {
    const surnames = [o.facts.name.surname, ...o.facts.name.maiden];
    const keys = new Set(mergeKeys({ surnames, deathDate: o.facts.deathDate, birthDate: null }));
    if (o.facts.deathDate) {
      // A decedent with a full date is stored under its day, month and year keys.
      const { year, month } = o.facts.deathDate;
      for (const k of mergeKeys({ surnames, deathDate: { year }, birthDate: null })) keys.add(k);
      if (month !== undefined)
        for (const k of mergeKeys({ surnames, deathDate: { year, month }, birthDate: null })) keys.add(k);
    }
    for (const k of mergeKeys({ surnames, deathDate: null, birthDate: o.facts.birthDate })) keys.add(k);
    return [...keys];
  }

  /** The id a notice founds, skipping ids already used (a page that left the decedent it founded). */
  private async freshId(url: string, taken: Set<string>): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const id = decedentIdFor(url, attempt);
      if (taken.has(id)) continue;
      const [existing] = await this.index.get([id]);
      if (existing) continue;
      taken.add(id);
      return id;
    }
  }
}

/**
 * The indexer: captured notices -> decedents in the obituary index. Each notice is normalized, merged
 * into the decedent of the same death when there is one (syndicated copies), or founds a new one, and
 * the batch is written in one index write, so it is searchable when `write` resolves.
 *
 * Identity: a decedent's id comes from the URL of the notice that founded it and never changes; a
 * notice keeps its first capture time across re-crawls; an unchanged re-crawl writes nothing.
 */
import { defaultNameLexicon, type NameLexicon } from '../core/names/lexicon.js';
import { isFullDate } from '../core/dates/parse.js';
import type {
  DecedentRecord,
  IndexedRelative,
  ObituaryIndex,
  SourceObservation,
} from '../store/index/ports.js';
import {
  defaultGivenNameGroups,
  mergeKeys,
  storedMergeKeys,
  type GivenNameGroups,
} from '../store/index/blocking-keys.js';
import { composeDecedent, byCapture } from './compose.js';
import {
  analyzeDeathSet,
  couldBeSameDeath,
  deathLink,
  familiesAgree,
  statesBirth,
  type FamilyTie,
} from './merge.js';
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
  /** Decedent ids deleted: folded into another decedent of the same death, or left without notices. */
  retired: string[];
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
  /** The family list of `family.url` once read (for family ties), else undefined. */
  knownFamily?: RelativeDraft[];
  dirty: boolean;
}

/** The family list a decedent stores, as drafts (what a notice's own list looks like). */
function asDrafts(relatives: IndexedRelative[]): RelativeDraft[] {
  return [...relatives]
    .sort((a, b) => a.seq - b.seq)
    .map(({ decedentId: _id, seq: _seq, ...draft }) => draft);
}

/** The earliest first capture of a decedent's notices: the decedent that keeps its id on a union. */
function foundedAt(w: Working): string {
  return w.observations.reduce((min, o) => (o.firstCapturedAt < min ? o.firstCapturedAt : min), '\uffff');
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
    const summary: IndexerWriteSummary = {
      created: 0,
      merged: 0,
      updated: 0,
      unchanged: 0,
      written: [],
      retired: [],
    };
    if (batch.length === 0) return summary;
    const observed = batch.map((input) => observeNotice(input, this.groups));
    const owners = await this.index.ownersOf([...new Set(observed.map((o) => o.observation.url))]);
    const working = new Map<string, Working>();
    /** Merge keys of decedents changed in this batch, so a later copy in the same batch finds them. */
    const pendingKeys = new Map<string, Set<string>>();
    const takenIds = new Set<string>();
    /** Decedents whose notices joined another decedent in this batch: deleted by the write. */
    const retired = new Set<string>();

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

    const familyOf = async (w: Working): Promise<RelativeDraft[]> => {
      if (w.knownFamily) return w.knownFamily;
      if (w.relatives !== null) w.knownFamily = w.relatives;
      else if (w.family.url === null) w.knownFamily = [];
      else w.knownFamily = asDrafts(await this.index.relativesOf([w.id]));
      return w.knownFamily;
    };

    /** Folds decedents shown to be one death into the oldest; the others are deleted by the write. */
    const unite = async (group: Working[]): Promise<Working> => {
      const [keep, ...rest] = [...group].sort(
        (a, b) => foundedAt(a).localeCompare(foundedAt(b)) || a.id.localeCompare(b.id),
      );
      for (const w of rest) {
        if (w.family.count > keep!.family.count) {
          const family = await familyOf(w);
          keep!.family = { ...w.family };
          keep!.relatives = family;
          keep!.knownFamily = family;
        }
        for (const o of w.observations) owners.set(o.url, keep!.id);
        keep!.observations.push(...w.observations);
        w.observations = [];
        w.relatives = null;
        w.dirty = false;
        retired.add(w.id);
      }
      keep!.dirty = true;
      remember(keep!);
      return keep!;
    };

    const place = async (
      observation: SourceObservation,
      relatives: RelativeDraft[],
    ): Promise<'created' | 'merged'> => {
      const facts = {
        surnames: [observation.facts.name.surname, ...observation.facts.name.maiden],
        deathDate: observation.facts.deathDate,
        birthDate: observation.facts.birthDate,
        publishedDate: observation.facts.publishedDate,
      };
      const lookUp = async (keys: string[]): Promise<Working[]> => {
        const ids = new Set<string>();
        if (keys.length > 0) {
          for (const id of await this.index.candidateIds({ keys, limit: MERGE_CANDIDATE_LIMIT })) ids.add(id);
          for (const k of keys) for (const id of pendingKeys.get(k) ?? []) ids.add(id);
        }
        const found: Working[] = [];
        for (const id of [...ids].sort()) {
          const w = await load(id);
          if (w && w.observations.length > 0) found.push(w);
        }
        return found;
      };
      // A full-date copy first looks only at the same day and at month-only decedents: decedents of
      // the same month on another day are other deaths. They matter only as rivals for a copy that
      // states no day, so the lookup widens to the whole month when one of the found holds such a copy.
      const narrow = mergeKeys(facts, 'narrow');
      let candidates = await lookUp(narrow);
      if (
        isFullDate(observation.facts.deathDate) &&
        candidates.some((w) => w.observations.some((o) => !isFullDate(o.facts.deathDate)))
      ) {
        candidates = await lookUp([...new Set([...narrow, ...mergeKeys(facts, 'wide')])]);
      }
      const home = await this.chooseHome(observation, relatives, candidates, familyOf);
      if (home) {
        const w = home.length === 1 ? home[0]! : await unite(home);
        w.observations.push(observation);
        if (relatives.length > w.family.count) {
          w.family = { url: observation.url, count: relatives.length };
          w.relatives = relatives;
          w.knownFamily = relatives;
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
      const stays = await this.settlesAsOne([...others, observation], async () => {
        const ownFamily = owner.family.url === observation.url ? relatives : await familyOf(owner);
        return new Map([
          [owner.family.url, ownFamily],
          [observation.url, relatives],
        ]);
      });
      if (stays) {
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
      // The page that left may have been what settled a suffix gap among the rest: notices it no
      // longer settles leave too and are placed afresh.
      for (const stray of await this.unsettledAfterLeaving(owner, familyOf)) {
        owner.observations = owner.observations.filter((o) => o !== stray);
        let strayFamily: RelativeDraft[] = [];
        if (owner.family.url === stray.url) {
          strayFamily = await familyOf(owner);
          owner.family = { url: null, count: 0 };
          owner.relatives = [];
          owner.knownFamily = [];
        }
        owners.delete(stray.url);
        await place(stray, strayFamily);
      }
    }

    const records: DecedentRecord[] = [];
    for (const w of working.values()) {
      if (!w.dirty || w.observations.length === 0) continue;
      const decedent = composeDecedent(w.id, w.observations, w.family, this.groups, this.lexicon);
      const relatives: IndexedRelative[] | null =
        w.relatives === null ? null : w.relatives.map((r, seq) => ({ ...r, decedentId: w.id, seq }));
      records.push({ decedent, observations: [...w.observations].sort(byCapture), relatives });
    }
    // A decedent whose every page now reports another death is gone, not left behind stale.
    for (const w of working.values()) if (w.dirty && w.observations.length === 0) retired.add(w.id);
    summary.retired = [...retired].sort();
    await this.index.write(records, summary.retired);
    summary.written = records.map((r) => r.decedent.id);
    return summary;
  }

  /**
   * The decedent(s) a new notice joins, or undefined to found its own. Joins the one decedent it is
   * the same death as; when it shows several to be one death (it settles the suffix gap that kept
   * them apart) it joins their union. Any doubt (a notice of the result could as well be a rival
   * decedent's, such as a same-day Sr.'s) and it joins nothing.
   */
  private async chooseHome(
    observation: SourceObservation,
    relatives: RelativeDraft[],
    candidates: Working[],
    familyOf: (w: Working) => Promise<RelativeDraft[]>,
  ): Promise<Working[] | undefined> {
    const direct: Working[] = [];
    const gapped: Working[] = [];
    for (const w of candidates) {
      let gap = false;
      let apart = false;
      for (const o of w.observations) {
        const link = deathLink(o, observation, this.lexicon);
        if (link === 'apart') {
          apart = true;
          break;
        }
        if (link === 'suffix-gap') gap = true;
      }
      if (!apart) (gap ? gapped : direct).push(w);
    }
    if (direct.length + gapped.length === 0) return undefined;
    // The common case, as before: the same death as every notice of exactly one decedent, unless
    // that decedent holds a notice without birth facts a rival could claim (checked below).
    const simple = direct.length === 1 && gapped.length === 0;
    if (simple && direct[0]!.observations.every(statesBirth)) return direct;

    const settles = (group: Working[]): Promise<boolean> =>
      this.settlesAsOne([...group.flatMap((w) => w.observations), observation], async () => {
        const families = new Map<string | null, RelativeDraft[]>([[observation.url, relatives]]);
        for (const w of group) if (w.family.url !== null) families.set(w.family.url, await familyOf(w));
        return families;
      });

    // A decedent left out is a rival when it could hold one of the notices yet is another death
    // than one of them: a notice that could be a rival's (a same-day Sr.'s) joins nothing.
    const doubtful = (group: Working[]): boolean => {
      const members = [...group.flatMap((w) => w.observations), observation];
      return candidates.some(
        (rival) =>
          !group.includes(rival) &&
          members.some((m) => couldBeSameDeath(m, rival.observations, this.lexicon)) &&
          members.some((m) => rival.observations.some((o) => deathLink(m, o, this.lexicon) === 'apart')),
      );
    };

    const admitting: Working[] = [...direct];
    for (const w of gapped) if (await settles([w])) admitting.push(w);
    if (admitting.length === 0) return undefined;
    // Several decedents that together settle every doubt (a Jr. and a Sr., or two birth years,
    // never do) were one death kept apart for want of this notice: it joins their union.
    if ((await settles(admitting)) && !doubtful(admitting)) return admitting;
    // Else the one decedent it can join without doubt, if exactly one.
    const clear: Working[] = [];
    for (const w of admitting) if ((await settles([w])) && !doubtful([w])) clear.push(w);
    return clear.length === 1 ? clear : undefined;
  }

  /** Whether the notices settle as one death, reading family lists only when a suffix gap needs them. */
  private async settlesAsOne(
    members: SourceObservation[],
    families: () => Promise<Map<string | null, RelativeDraft[]>>,
  ): Promise<boolean> {
    const bare = analyzeDeathSet(members, this.lexicon);
    if (bare.conflicting) return false;
    if (bare.unsettled.length === 0) return true;
    return analyzeDeathSet(members, this.lexicon, this.familyTie(await families())).unsettled.length === 0;
  }

  /** Family ties among the notices whose lists are at hand (keyed by notice URL). */
  private familyTie(families: ReadonlyMap<string | null, RelativeDraft[]>): FamilyTie {
    return (a, b) => {
      const fa = families.get(a.url);
      const fb = families.get(b.url);
      return fa !== undefined && fb !== undefined && familiesAgree(fa, fb);
    };
  }

  /** Notices of a decedent that no longer belong once a page has left (an unsettled suffix gap). */
  private async unsettledAfterLeaving(
    owner: Working,
    familyOf: (w: Working) => Promise<RelativeDraft[]>,
  ): Promise<SourceObservation[]> {
    if (owner.observations.length < 2) return [];
    const bare = analyzeDeathSet(owner.observations, this.lexicon);
    if (bare.unsettled.length === 0) return [];
    const families = new Map<string | null, RelativeDraft[]>();
    if (owner.family.url !== null) families.set(owner.family.url, await familyOf(owner));
    return analyzeDeathSet(owner.observations, this.lexicon, this.familyTie(families)).unsettled;
  }

  /** The merge keys a decedent holding this observation is stored under (so later copies find it). */
  private storedMergeKeys(o: SourceObservation): string[] {
    return storedMergeKeys(
      [o.facts.name.surname, ...o.facts.name.maiden],
      o.facts.deathDate,
      o.facts.birthDate,
      o.facts.publishedDate,
    );
  }

  /** The id a notice founds, skipping ids already used (a page that left the decedent it founded). */
  private async freshId(url: string, taken: Set<string>): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const id = decedentIdFor(url, attempt);
      if (taken.has(id)) continue;
      if ((await this.index.existingIds([id])).has(id)) continue;
      taken.add(id);
      return id;
    }
  }
}

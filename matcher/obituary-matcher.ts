/**
 * The live Matcher: retrieval from the obituary index (and at standard/extended depth from web
 * search), scoring in the worker pool, the decision policy, and the response. It keeps no answer
 * cache, so a not_found is never replayed and an obituary indexed a moment ago is found on the next
 * request (spec 4.1 rule 8).
 */
import { defaultNameLexicon, type NameLexicon } from '../core/names/lexicon.js';
import { normalizeNamePart } from '../core/names/normalize.js';
import { isKnownNameSpelling } from '../core/reference/index.js';
import { stateName } from '../core/us-states.js';
import type { Matcher, MatchContext, SearchDepth, VerifyQuery, VerifyResult } from '../core/verification.js';
import { defaultGivenNameGroups, type GivenNameGroups } from '../store/index/blocking-keys.js';
import type {
  IndexedRelative,
  ObituaryIndex,
  RetrievedDecedent,
  StoredDecedent,
} from '../store/index/ports.js';
import { retrievedDecedentOf } from '../store/index/retrieved-decedent.js';
import {
  givenOnlyRelated,
  looseNameSpelling,
  nameTestFor,
  prepareQuery,
  type NameSpellings,
  type PreparedQuery,
} from './evidence.js';
import { IndexStatistics } from './index-statistics.js';
import { isListedName } from './population-names.js';
import { dayRange } from '../core/dates/relative.js';
import { decide, type Decision, type PolicyCandidate, type PolicyInput } from './policy.js';
import { ScoringPool, type ScoringPoolOptions } from './pool.js';
import type { ScoringReason } from './reasons.js';
import { buildResponse, type ChosenRecord, type SearchScope } from './response.js';
import {
  CANDIDATE_LIMIT,
  isCommonName,
  nameStatsFor,
  presentRelativeKeys,
  queriedRelativeNames,
  relativeHasName,
  relativeNameMatches,
  sameYearNamesakes,
  type QueriedRelativeNames,
  retrieveCandidates,
  withNamesSwapped,
} from './retrieval.js';
import { scoreCandidate, nameWeights, type ScoredCandidate } from './score.js';
import type { WebCandidate, WebCandidateSource } from './web/ports.js';

/**
 * The automatic depth stays `recent` for a death date within this many days: the stored index is
 * built from live crawls of funeral homes and newspapers, which keep a year or two of notices online.
 */
export const STORED_INDEX_HORIZON_DAYS = 730;

/** A web search (standard/extended) is abandoned after this long and the stored answer stands. */
export const WEB_SEARCH_TIMEOUT_MS = 15_000;

/** Candidates whose relatives are checked for a same-named survivor (the top of the ranking). */
const NAMESAKE_CHECK_TOP = 3;

/** Answers made when the record a decision would cite keeps changing meanwhile (then an error). */
const CITED_RECORD_ATTEMPTS = 3;

/** Candidates for which the birth-year page lookup (rule 5) may run per request. */
const BIRTH_YEAR_LOOKUP_TOP = 3;

/**
 * Rule 5's hook: when the stored record states no birth year but has a page, the page may be read
 * again for one. The web colleague's page fetcher implements it; without it nothing is fetched.
 */
export interface BirthYearLookup {
  /** The birth year the page at `url` states for its decedent, or null. */
  birthYearOf(url: string, signal?: AbortSignal): Promise<number | null>;
}

/** Years of web history to search: what the request asked for, never past the account's maximum. */
function webLookbackYears(query: VerifyQuery, ctx: MatchContext): number {
  return Math.min(query.lookbackYears ?? ctx.maxLookbackYears, ctx.maxLookbackYears);
}

export interface ObituaryMatcherOptions {
  index: ObituaryIndex;
  /** Web search for standard/extended depths; without it those depths search the index only. */
  web?: WebCandidateSource;
  pool?: ScoringPoolOptions;
  birthYearLookup?: BirthYearLookup;
  lexicon?: NameLexicon;
  groups?: GivenNameGroups;
  candidateLimit?: number;
  now?: () => Date;
}

/** Real names, and names many people bear, as the reference tables list them. */
const NAME_SPELLINGS: NameSpellings = { isName: isKnownNameSpelling, isCommonName: isListedName };

/** One candidate with where it came from, before scoring. */
interface Gathered {
  decedent: RetrievedDecedent;
  /** The whole record, once read (web candidates come whole; stored ones are read when cited). */
  record: StoredDecedent | null;
  source: 'stored' | 'web';
  url: string | null;
  relatives: IndexedRelative[] | null;
  webHosts: number;
  webCorroborated: boolean;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return url;
  }
}

/** A name-and-death-date identity for telling whether two records are the same death. */
function deathIdentity(d: RetrievedDecedent): string | null {
  const date = d.deathDate;
  if (!date || date.month === undefined || date.day === undefined) return null;
  return `${d.name.given}|${d.name.surname}|${date.year}-${date.month}-${date.day}`;
}

/** The Matcher the API calls for live keys. */
export class ObituaryMatcher implements Matcher {
  private readonly index: ObituaryIndex;
  private readonly web: WebCandidateSource | undefined;
  private readonly pool: ScoringPool;
  private readonly lexicon: NameLexicon;
  private readonly groups: GivenNameGroups;
  private readonly statistics: IndexStatistics;
  private readonly birthYearLookup: BirthYearLookup | undefined;
  private readonly limit: number;
  private readonly now: () => Date;

  constructor(options: ObituaryMatcherOptions) {
    this.index = options.index;
    this.web = options.web;
    this.lexicon = options.lexicon ?? defaultNameLexicon();
    this.groups = options.groups ?? defaultGivenNameGroups();
    this.pool = new ScoringPool({ lexicon: this.lexicon, ...options.pool });
    this.statistics = new IndexStatistics(options.index);
    this.birthYearLookup = options.birthYearLookup;
    this.limit = options.candidateLimit ?? CANDIDATE_LIMIT;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * The automatic depth (docs/MATCHING.md): without a web source always `recent`; with one, `recent`
   * when the query's death date is within STORED_INDEX_HORIZON_DAYS (the index covers it), else
   * `standard`. `extended` is never chosen automatically: it is capped per account and slow.
   */
  resolveDepth(query: VerifyQuery): SearchDepth {
    if (query.searchDepth !== 'auto') return query.searchDepth;
    if (!this.web) return 'recent';
    if (query.deathDate) {
      const [, lastDay] = dayRange(query.deathDate);
      const today = Math.floor(this.now().getTime() / 86_400_000);
      if (today - lastDay <= STORED_INDEX_HORIZON_DAYS) return 'recent';
    }
    return 'standard';
  }

  async verify(request: VerifyQuery, ctx: MatchContext): Promise<VerifyResult> {
    const query = withInitialsApart(request);
    const answer = await this.answer(query, ctx, false);
    // A customer's record with the first name and surname the other way round ("Dakin Joselyn"): when
    // no decedent bears the name as given (none was dropped for a conflict or by require_match), a
    // decedent found the other way round is a lead for review (`name_order_swapped`), never `found`.
    const nobody =
      answer.result === 'not_found' &&
      !answer.scoring_reasons.includes('candidates_dropped_by_conflict') &&
      !answer.scoring_reasons.includes('require_match_filtered');
    if (!nobody || !(await this.swapWorthTrying(query))) return answer;
    const swapped = await this.answer(withNamesSwapped(query), ctx, true);
    return swapped.result === 'not_found' ? answer : swapped;
  }

  /**
   * Whether the names the other way round could find anyone: the index holds someone with the
   * request's surname as first name and someone with its first name as surname (counts the
   * statistics cache keeps), and the two differ.
   */
  private async swapWorthTrying(query: VerifyQuery): Promise<boolean> {
    const swapped = prepareQuery(withNamesSwapped(query));
    if (!swapped.given || !swapped.surname || swapped.given === swapped.surname) return false;
    const counts = await this.statistics.keyCounts([`g:${swapped.given}`, `s:${swapped.surname}`]);
    return (counts.get(`g:${swapped.given}`) ?? 0) > 0 && (counts.get(`s:${swapped.surname}`) ?? 0) > 0;
  }

  /** An answer to `query` (with `namesSwapped`, the request's names the other way round). */
  private async answer(query: VerifyQuery, ctx: MatchContext, namesSwapped: boolean): Promise<VerifyResult> {
    // The record to cite is read after the decision; one deleted or changed in between (a retracted
    // or corrected notice) is not cited: the answer is made again from the index as it is now.
    for (let attempt = 1; ; attempt++) {
      const result = await this.verifyOnce(query, ctx, namesSwapped);
      if (result !== null) return result;
      if (attempt >= CITED_RECORD_ATTEMPTS) {
        throw new Error(`the record to cite changed ${attempt} times while answering`);
      }
    }
  }

  /** One answer, or null when the record it would cite was deleted or changed since retrieval. */
  private async verifyOnce(
    query: VerifyQuery,
    ctx: MatchContext,
    namesSwapped: boolean,
  ): Promise<VerifyResult | null> {
    const depth = this.resolveDepth(query);
    const q = prepareQuery(query);
    const extraReasons: ScoringReason[] = [];

    const webPromise = depth !== 'recent' && this.web ? this.searchWeb(query, depth, ctx) : null;
    if (depth !== 'recent' && !this.web) extraReasons.push('web_search_unavailable');
    const relativeNames = queriedRelativeNames(q, this.lexicon);
    const [retrieval, stats, presentKeys] = await Promise.all([
      retrieveCandidates(this.index, query, {
        groups: this.groups,
        limit: this.limit,
        accept: nameTestFor(q, this.lexicon),
      }),
      nameStatsFor(this.statistics, q, query.firstName, this.groups),
      presentRelativeKeys(this.index, relativeNames),
    ]);
    if (retrieval.limitReached) extraReasons.push('retrieval_limit_reached');
    const web = webPromise ? await webPromise : null;
    if (web && !web.ok) extraReasons.push('web_search_failed');

    const gathered = await this.merge(retrieval.candidates, web?.candidates ?? []);
    let scored = await this.pool.score({ query, candidates: gathered.map((g) => g.decedent), stats });
    scored = await this.lookUpBirthYears(query, q, gathered, scored, stats);

    const candidates = await this.withNamesakes(relativeNames, presentKeys, gathered, scored);
    const commonName = isCommonName(stats);
    const sameYear = sameYearNamesakes(stats);
    let input: PolicyInput = {
      query,
      candidates,
      ...(namesSwapped ? { namesSwapped } : {}),
      commonName,
      ...(sameYear !== undefined ? { sameYearNamesakes: sameYear } : {}),
    };
    let decision = decide(input);
    const looseName = await this.looseName(q, decision, gathered);
    if (looseName !== null) {
      input = { ...input, looseName };
      decision = decide(input);
    }
    const related = decision.chosen?.scored;
    if (related && givenOnlyRelated(q, gathered[related.index]!.decedent, related.evidence, this.lexicon)) {
      input = { ...input, givenOnlyRelated: related.index };
      decision = decide(input);
    }
    if (decision.result !== 'found') {
      decision = decide({ ...input, relativeMatches: relativeNameMatches(relativeNames, presentKeys) });
    }

    let chosen: ChosenRecord | null = null;
    if (decision.chosen) {
      const g = gathered[decision.chosen.scored.index]!;
      const record = await this.recordOf(g);
      if (record === null) return null;
      chosen = { decedent: record, url: g.url };
    }
    const scope: SearchScope =
      decision.result === 'not_found'
        ? await this.scopeOf(query, q, depth, web !== null && web.ok, retrieval.limitReached)
        : {
            depth,
            webSearched: web?.ok ?? false,
            coverage: { scope: 'index', label: '', decedents: 0 },
            candidateLimitReached: retrieval.limitReached,
          };
    if (decision.result === 'not_found' && depth !== 'recent' && this.web?.forget) {
      // Rule 8: the next request for this person must search live, not see the cached web answer.
      await this.web
        .forget(query, { depth, lookbackYears: webLookbackYears(query, ctx) })
        .catch(() => undefined);
    }
    return buildResponse({ query, decision, depth, ctx, chosen, scope, extraReasons, namesSwapped });
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  private async searchWeb(
    query: VerifyQuery,
    depth: 'standard' | 'extended',
    ctx: MatchContext,
  ): Promise<{ ok: boolean; candidates: WebCandidate[] }> {
    try {
      const candidates = await this.web!.search(query, {
        depth,
        lookbackYears: webLookbackYears(query, ctx),
        fresh: query.fresh,
        signal: AbortSignal.timeout(WEB_SEARCH_TIMEOUT_MS),
      });
      return { ok: true, candidates };
    } catch {
      // The stored index still answers; the reason says the web part is missing.
      return { ok: false, candidates: [] };
    }
  }

  /**
   * Stored and web candidates as one list. A web page the index already holds, or one reporting the
   * same name and full death date as a stored candidate, corroborates the stored record (stored
   * wins); web pages reporting one death on several hosts become one web candidate.
   */
  private async merge(stored: RetrievedDecedent[], web: WebCandidate[]): Promise<Gathered[]> {
    const out: Gathered[] = stored.map((decedent) => ({
      decedent,
      record: null,
      source: 'stored',
      url: null,
      relatives: null,
      webHosts: 0,
      webCorroborated: false,
    }));
    if (web.length === 0) return out;
    const byId = new Map(out.map((g) => [g.decedent.id, g]));
    const byIdentity = new Map<string, Gathered>();
    for (const g of out) {
      const key = deathIdentity(g.decedent);
      if (key) byIdentity.set(key, g);
    }
    const owners = await this.index.ownersOf(web.map((w) => w.url));
    const missingOwners = [...new Set([...owners.values()].filter((id) => !byId.has(id)))];
    for (const d of await this.index.get(missingOwners)) {
      const g: Gathered = {
        decedent: d,
        record: d,
        source: 'stored',
        url: null,
        relatives: null,
        webHosts: 0,
        webCorroborated: false,
      };
      out.push(g);
      byId.set(d.id, g);
      const key = deathIdentity(d);
      if (key) byIdentity.set(key, g);
    }
    const webGroups = new Map<string, { g: Gathered; hosts: Set<string> }>();
    for (const w of web) {
      const ownerId = owners.get(w.url);
      const identity = deathIdentity(w.decedent);
      const storedTwin =
        (ownerId ? byId.get(ownerId) : undefined) ?? (identity ? byIdentity.get(identity) : undefined);
      if (storedTwin && storedTwin.source === 'stored') {
        storedTwin.webCorroborated = true;
        continue;
      }
      const groupKey = identity ?? `url:${w.url}`;
      const group = webGroups.get(groupKey);
      if (group) {
        group.hosts.add(hostOf(w.url));
        group.g.webHosts = group.hosts.size;
        continue;
      }
      const g: Gathered = {
        decedent: w.decedent,
        record: w.decedent,
        source: 'web',
        url: w.url,
        relatives: w.relatives,
        webHosts: 1,
        webCorroborated: false,
      };
      webGroups.set(groupKey, { g, hosts: new Set([hostOf(w.url)]) });
      out.push(g);
    }
    return out;
  }

  /**
   * Rule 5: a stored record without a birth year, when the query gives one, may have it read from its
   * page (the top few candidates only, and only when a lookup is configured).
   */
  private async lookUpBirthYears(
    query: VerifyQuery,
    q: PreparedQuery,
    gathered: Gathered[],
    scored: ScoredCandidate[],
    stats: Parameters<typeof nameWeights>[0],
  ): Promise<ScoredCandidate[]> {
    const lookup = this.birthYearLookup;
    if (!lookup || query.dob?.year === undefined) return scored;
    const targets = scored
      .filter((s) => s.vetoes.length === 0 && !s.evidence.birthYearStated)
      .sort((a, b) => b.weight - a.weight)
      .slice(0, BIRTH_YEAR_LOOKUP_TOP);
    if (targets.length === 0) return scored;
    const out = [...scored];
    const tf = nameWeights(stats);
    await Promise.all(
      targets.map(async (s) => {
        const g = gathered[s.index]!;
        const record = await this.recordOf(g);
        const url = g.url ?? record?.sources[0]?.url;
        if (!record || !url) return;
        let year: number | null;
        try {
          year = await lookup.birthYearOf(url, AbortSignal.timeout(WEB_SEARCH_TIMEOUT_MS));
        } catch {
          // A page that cannot be read leaves the record as it is: rule 4 then keeps it possible_match.
          return;
        }
        if (year === null) return;
        const decedent = { ...g.decedent, birthYear: year, birthDate: { year } };
        g.decedent = decedent;
        g.record = { ...record, birthYear: year, birthDate: { year } };
        const rescored = scoreCandidate(q, decedent, s.index, tf, this.lexicon);
        rescored.reasons.push('birth_year_from_page');
        out[s.index] = rescored;
      }),
    );
    return out;
  }

  /**
   * When the decision's best candidate agrees with the queried name only loosely: how the query
   * spelt it (`looseNameSpelling`) and, for a keying slip, whether the obituary's own name is common
   * (from the same statistics as the queried name's). Null for any other decision.
   */
  private async looseName(
    q: PreparedQuery,
    decision: Decision,
    gathered: readonly Gathered[],
  ): Promise<PolicyInput['looseName'] | null> {
    const chosen = decision.chosen?.scored;
    if (!chosen || (chosen.evidence.name !== 'phonetic' && chosen.evidence.name !== 'fuzzy')) return null;
    const spelling = looseNameSpelling(q, gathered[chosen.index]!.decedent, chosen.evidence, NAME_SPELLINGS);
    let slipNameCommon = false;
    let slipSameYearNamesakes: number | undefined;
    if (spelling.kind === 'keying_slip') {
      const named = prepareQuery({
        firstName: spelling.name.given,
        lastName: spelling.name.surname,
        searchDepth: 'recent',
        requireMatch: [],
        includeSurvivors: false,
        fresh: false,
        // The query's birth year: how many people so named were born that year counts too.
        ...(q.dob ? { dob: q.dob } : {}),
      });
      const namedStats = await nameStatsFor(this.statistics, named, spelling.name.given, this.groups);
      slipNameCommon = isCommonName(namedStats);
      slipSameYearNamesakes = sameYearNamesakes(namedStats);
    }
    return {
      candidate: chosen.index,
      spelling: spelling.kind,
      ...(spelling.kind === 'another_name' ? { anotherNamePart: spelling.part } : {}),
      slipNameCommon,
      ...(slipSameYearNamesakes !== undefined ? { slipSameYearNamesakes } : {}),
    };
  }

  /**
   * The whole record of a candidate: read from the index once for a stored one. Null when it was
   * deleted since retrieval, or changed in what the decision read (the answer would cite a record
   * other than the one it judged).
   */
  private async recordOf(g: Gathered): Promise<StoredDecedent | null> {
    if (g.record === null) {
      const [stored] = await this.index.get([g.decedent.id]);
      if (!stored) return null;
      const judged = JSON.stringify(retrievedDecedentOf(g.decedent));
      if (JSON.stringify(retrievedDecedentOf(stored)) !== judged) return null;
      const { blockingKeys: _keys, ...record } = stored;
      g.record = record;
    }
    return g.record;
  }

  /** Marks candidates whose own family list holds someone with the queried name (a Jr, a namesake). */
  private async withNamesakes(
    relativeNames: QueriedRelativeNames,
    presentKeys: ReadonlySet<string>,
    gathered: Gathered[],
    scored: ScoredCandidate[],
  ): Promise<PolicyCandidate[]> {
    const top = scored
      .filter((s) => s.vetoes.length === 0)
      .sort((a, b) => b.weight - a.weight)
      .slice(0, NAMESAKE_CHECK_TOP);
    const storedIds = top
      .map((s) => gathered[s.index]!)
      .filter((g) => g.source === 'stored' && g.decedent.relativeCount > 0)
      .map((g) => g.decedent.id);
    // A stored relative carries the exact-name key `relativeHasName` computes, so the index answers
    // which family lists hold one without any list being read. Only keys some relative in the index
    // carries can match, usually a few of the twenty or so a name asks for, so only those are probed.
    const namesakes =
      storedIds.length > 0 && presentKeys.size > 0
        ? await this.index.decedentsWithRelativeKeys(storedIds, [...presentKeys])
        : new Set<string>();
    return scored.map((s) => {
      const g = gathered[s.index]!;
      const namesake =
        g.source === 'stored'
          ? namesakes.has(g.decedent.id)
          : (g.relatives ?? []).some((r) => relativeHasName(r, relativeNames));
      return {
        scored: s,
        source: g.source,
        webHosts: g.webHosts,
        webCorroborated: g.webCorroborated,
        namesakeRelative: namesake,
      };
    });
  }

  /** What a not_found searched: the narrowest place the query named and how many decedents the index holds there. */
  private async scopeOf(
    query: VerifyQuery,
    q: PreparedQuery,
    depth: SearchDepth,
    webSearched: boolean,
    limitReached: boolean,
  ): Promise<SearchScope> {
    const state = q.state;
    const base = { depth, webSearched, candidateLimitReached: limitReached };
    if (state && query.address?.county) {
      const plain = normalizeNamePart(query.address.county);
      const bare = normalizeNamePart(query.address.county.replace(/\s+(county|parish|borough)$/i, ''));
      const keys = [...new Set([`co:${state}|${plain}`, `co:${state}|${bare}`])];
      const counts = await this.statistics.keyCounts(keys);
      const decedents = Math.max(0, ...keys.map((k) => counts.get(k) ?? 0));
      const label = `${query.address.county.replace(/\s+county$/i, '')} County, ${state}`;
      return { ...base, coverage: { scope: 'county', label, decedents } };
    }
    if (state) {
      const key = `st:${state}`;
      const decedents = (await this.statistics.keyCounts([key])).get(key) ?? 0;
      return { ...base, coverage: { scope: 'state', label: stateName(state) ?? state, decedents } };
    }
    return {
      ...base,
      coverage: { scope: 'index', label: 'the index', decedents: await this.statistics.decedents() },
    };
  }
}

/** A first name of two initials run together ("J.R."), with no middle name beside it. */
const RUN_TOGETHER_INITIALS = /^\s*(\p{L})\.\s*(\p{L})\.?\s*$/u;

/**
 * The query with a first name "J.R." read as the given name's and the middle name's initials, as the
 * extractor reads "J.R. Whitaker" (core/names `parseDecedentName`): the obituary's person is then
 * "J" with the middle initial "R", and the two agree.
 */
export function withInitialsApart(query: VerifyQuery): VerifyQuery {
  const m = RUN_TOGETHER_INITIALS.exec(query.firstName);
  if (!m || query.middleName) return query;
  return { ...query, firstName: m[1]!, middleName: m[2]! };
}

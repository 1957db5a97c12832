/**
 * The verify response of spec 2.2 built from a decision: the match block, the confidence band, the
 * biographical profile, and on not_found the interpretation and negative_result_strength.
 */
import { confidenceBandFor } from '../core/confidence-bands.js';
import { stateName } from '../core/us-states.js';
import type { Place } from '../core/obituary.js';
import type {
  BiographicalProfile,
  Evidence,
  Match,
  MatchContext,
  PartialDate,
  SearchDepth,
  VerifyQuery,
  VerifyResult,
} from '../core/verification.js';
import type { StoredDecedent } from '../store/index/ports.js';
import type { Decision } from './policy.js';
import type { ScoringReason } from './reasons.js';

/** Indexed decedents in the query's county at which the index counts as covering it well / partly. */
export const COUNTY_COVERAGE = { well: 200, partly: 20 } as const;
/** Likewise for the query's state (when no county was given). */
export const STATE_COVERAGE = { well: 2_000, partly: 200 } as const;
/** Likewise for the whole index (when the query gave no place at all). */
export const INDEX_COVERAGE = { well: 100_000, partly: 10_000 } as const;

/** What was searched for a not_found: the depth, whether the web answered, and how full the index is there. */
export interface SearchScope {
  depth: SearchDepth;
  /** The web search ran and answered (standard/extended with a web source configured). */
  webSearched: boolean;
  /** The narrowest place the query named that the index can count, and its decedents. */
  coverage: { scope: 'county' | 'state' | 'index'; label: string; decedents: number };
  /** The candidate limit cut retrieval short. */
  candidateLimitReached: boolean;
}

/** The chosen candidate with what the response shows of it. */
export interface ChosenRecord {
  decedent: StoredDecedent;
  /** The page to cite (web candidates: the page found by web search). */
  url: string | null;
}

const SCOPE_TEXT: Record<SearchDepth, string> = {
  recent: 'the stored obituary index',
  standard: 'the stored obituary index and public web sources',
  extended: 'the stored obituary index and public web sources, including older records',
};

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** `YYYY-MM-DD` for a full date; null for a partial one (the spec's field holds full dates only). */
export function isoDeathDate(d: PartialDate | null): string | null {
  if (!d || d.month === undefined || d.day === undefined) return null;
  return `${String(d.year).padStart(4, '0')}-${pad2(d.month)}-${pad2(d.day)}`;
}

/** "City, ST", or "County County, ST", or the state's name; null when the place says nothing. */
export function placeText(p: Place | null): string | null {
  if (!p) return null;
  const state = p.state?.toUpperCase() ?? null;
  if (p.city) return state ? `${p.city}, ${state}` : p.city;
  if (p.county) {
    const county = /\b(county|parish|borough)$/i.test(p.county) ? p.county : `${p.county} County`;
    return state ? `${county}, ${state}` : county;
  }
  return state ? (stateName(state) ?? state) : null;
}

function locationOf(d: StoredDecedent): string | null {
  const fromSource = d.sources.find((s) => s.state);
  return (
    placeText(d.residence) ??
    placeText(d.placeOfDeath) ??
    (fromSource ? placeText({ city: null, county: fromSource.county, state: fromSource.state }) : null)
  );
}

/** The notice to cite: a funeral home's page first (closest to the family), then the oldest notice. */
export function preferredSource(d: StoredDecedent): { url: string; funeralHome: string | null } | null {
  const home = d.sources.find((s) => s.sourceType === 'funeral_home');
  if (home) return { url: home.url, funeralHome: home.publisher };
  const first = d.sources[0];
  return first ? { url: first.url, funeralHome: null } : null;
}

function deathDateEvidence(
  decision: Decision,
  query: VerifyQuery,
  d: StoredDecedent,
): NonNullable<Evidence['death_date_match']> {
  const level = decision.chosen!.scored.evidence.death;
  if (level === 'mismatch') return query.deathDate?.year === d.deathDate?.year ? 'year_only' : 'within_days';
  // A conflict never reaches a response (the candidate is dropped); keep the type total anyway.
  if (level === 'conflict') return 'not_stated';
  return level;
}

function profileOf(d: StoredDecedent, extended: boolean): BiographicalProfile | undefined {
  const profile: BiographicalProfile = {};
  if (d.occupation) profile.occupation = { value: d.occupation.value, quote: d.occupation.quote };
  if (d.militaryService) {
    profile.military_service = { value: d.militaryService.value, quote: d.militaryService.quote };
  }
  if (extended) {
    if (d.education.length > 0)
      profile.education = d.education.map((q) => ({ value: q.value, quote: q.quote }));
    const places = [
      ...new Set([placeText(d.residence), placeText(d.placeOfDeath)].filter((p) => p !== null)),
    ];
    if (places.length > 0) profile.places = places;
    const c = d.familyCounts;
    const counts: NonNullable<BiographicalProfile['family_counts']> = {
      ...(c.children !== undefined ? { children: c.children } : {}),
      ...(c.grandchildren !== undefined ? { grandchildren: c.grandchildren } : {}),
      ...(c.greatGrandchildren !== undefined ? { great_grandchildren: c.greatGrandchildren } : {}),
      ...(c.siblings !== undefined ? { siblings: c.siblings } : {}),
    };
    if (Object.keys(counts).length > 0) profile.family_counts = counts;
  }
  return Object.keys(profile).length > 0 ? profile : undefined;
}

function coverageTier(c: SearchScope['coverage']): 0 | 1 | 2 {
  const t = c.scope === 'county' ? COUNTY_COVERAGE : c.scope === 'state' ? STATE_COVERAGE : INDEX_COVERAGE;
  return c.decedents >= t.well ? 2 : c.decedents >= t.partly ? 1 : 0;
}

/** How many identifiers beyond the name the query gave (middle name, birth year, death date, city or county). */
function pinned(q: VerifyQuery): number {
  return (
    (q.middleName !== undefined ? 1 : 0) +
    (q.dob?.year !== undefined ? 1 : 0) +
    (q.deathDate !== undefined ? 1 : 0) +
    (q.address?.city !== undefined || q.address?.county !== undefined ? 1 : 0)
  );
}

/**
 * negative_result_strength (docs/MATCHING.md): index coverage of the place (0-2) + identifiers beyond
 * the name (0-2, capped) + 1 when the web was searched too; 4+ strong, 2-3 moderate, else weak.
 * Capped at weak when require_match dropped a same-named decedent, and at moderate when a same-named
 * decedent was dropped for a different city (a move) or the candidate limit cut retrieval short.
 */
export function negativeResultStrength(
  q: VerifyQuery,
  decision: Decision,
  scope: SearchScope,
): 'weak' | 'moderate' | 'strong' {
  if (decision.requireMatchFiltered) return 'weak';
  const score = coverageTier(scope.coverage) + Math.min(2, pinned(q)) + (scope.webSearched ? 1 : 0);
  let strength: 'weak' | 'moderate' | 'strong' = score >= 4 ? 'strong' : score >= 2 ? 'moderate' : 'weak';
  const capped = decision.reasons.includes('city_conflict') || scope.candidateLimitReached;
  if (capped && strength === 'strong') strength = 'moderate';
  return strength;
}

function interpretation(q: VerifyQuery, decision: Decision, scope: SearchScope): string {
  const parts = [
    `No qualifying obituary was found in ${SCOPE_TEXT[scope.depth]}. This is not proof that the person is ` +
      'alive and is not a government death-registry result.',
  ];
  const n = scope.coverage.decedents.toLocaleString('en-US');
  parts.push(
    scope.coverage.scope === 'index'
      ? `The stored index holds ${n} decedents.`
      : `The stored index holds ${n} decedents in ${scope.coverage.label}.`,
  );
  if (decision.requireMatchFiltered) {
    parts.push(
      `A same-named decedent was found, but the obituary does not state the required field(s): ${q.requireMatch.join(', ')}.`,
    );
  }
  if (decision.vetoed > 0) {
    parts.push('Same-named decedents were excluded because their obituaries contradict the request.');
  }
  if (decision.reasons.includes('name_matches_survivor_only')) {
    parts.push(
      'The name appears among the survivors listed in an obituary, which suggests the person was alive when it was published.',
    );
  }
  if (decision.reasons.includes('name_matches_predeceased_relative')) {
    parts.push(
      'The name appears among the relatives an obituary says died earlier; no obituary of their own was found.',
    );
  }
  return parts.join(' ');
}

/** The full response for a decision. */
export function buildResponse(args: {
  query: VerifyQuery;
  decision: Decision;
  depth: SearchDepth;
  ctx: MatchContext;
  chosen: ChosenRecord | null;
  scope: SearchScope;
  extraReasons?: ScoringReason[];
  /** The candidate was found with the request's first name and surname the other way round. */
  namesSwapped?: boolean;
}): VerifyResult {
  const { query, decision, depth, ctx, chosen } = args;
  const clientRef = query.clientRef !== undefined ? { client_ref: query.clientRef } : {};
  const reasons = [...new Set([...decision.reasons, ...(args.extraReasons ?? [])])];
  if (decision.result === 'not_found' || !chosen || !decision.chosen) {
    return {
      result: 'not_found',
      confidence: 0,
      confidence_band: 'none',
      review_recommended: false,
      ...clientRef,
      search_depth: depth,
      scoring_reasons: reasons,
      not_proof_of_life: true,
      interpretation: interpretation(query, decision, args.scope),
      negative_result_strength: negativeResultStrength(query, decision, args.scope),
    };
  }
  const d = chosen.decedent;
  const e = decision.chosen.scored.evidence;
  const source = decision.chosen.source === 'stored' ? preferredSource(d) : null;
  const match: Match = {
    matched_name: d.displayName,
    death_date: isoDeathDate(d.deathDate),
    location: locationOf(d),
    obituary_url: source?.url ?? chosen.url ?? d.sources[0]?.url ?? '',
    evidence: {
      name_match: args.namesSwapped ? 'swapped' : (e.name ?? 'partial'),
      location_match: e.location,
      dob_match: e.dob === 'conflict' ? 'not_stated' : e.dob,
      death_date_match: deathDateEvidence(decision, query, d),
    },
    source_trust: decision.chosen.source,
    funeral_home_name: source?.funeralHome ?? null,
  };
  const profile = profileOf(d, ctx.extendedProfile);
  return {
    result: decision.result,
    confidence: decision.confidence,
    confidence_band: confidenceBandFor(decision.result, decision.confidence),
    review_recommended: decision.reviewRecommended,
    ...clientRef,
    search_depth: depth,
    match,
    scoring_reasons: reasons,
    ...(profile ? { biographical_profile: profile } : {}),
  };
}

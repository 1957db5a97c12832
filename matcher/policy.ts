/**
 * The decision policy of spec 4.1: scored candidates -> found / possible_match / not_found, with a
 * calibrated confidence and the reasons. Pure: the matcher gathers everything it needs first.
 *
 * In order: vetoes drop candidates (rule 3 and DESIGN.md's conflicts); require_match drops those that
 * do not state a listed field (rule 6); the rest are ranked by match weight; the best becomes `found`
 * only when nothing blocks it (rules 4 and 5, a close runner-up, a common name without a
 * disambiguator, a web-only source, a same-named relative), otherwise `possible_match` (rule 7).
 */
import { HIGH_CONFIDENCE_MIN } from '../core/confidence-bands.js';
import type { RequireMatchField, VerifyOutcome, VerifyQuery } from '../core/verification.js';
import type { CandidateEvidence, LooseNameSpelling } from './evidence.js';
import type { ScoringReason } from './reasons.js';
import { PRIOR_BITS, type CandidateSource, type ScoredCandidate, type Veto } from './score.js';

/**
 * `found` needs at least this calibrated confidence: the `high` band's floor, so every `found` is
 * "confirmed, safe for automated action" and nothing below it claims to be.
 */
export const FOUND_MIN_CONFIDENCE = HIGH_CONFIDENCE_MIN;

/** A possible_match never reaches the high band: it is a lead, not a confirmed death. */
export const POSSIBLE_MATCH_MAX_CONFIDENCE = 0.89;

/**
 * A possible_match whose obituary contradicts the request (a date of birth or death date that
 * differs: `dob_mismatch`, `death_date_mismatch`) or whose name is spelt as another name many people
 * bear (`name_spelling_is_another_name`) without the full date of birth agreeing is at most this: the
 * `low` band, "weak or ambiguous, verify first". The posterior ranks it among the candidates
 * retrieved, and alone it can be 0.89, yet such leads were right 11 times in 26 on the two benchmark
 * worlds (FEBRL and the generated one) where the other possible_matches near 0.89 were right more
 * than nine times in ten.
 */
export const CONTRADICTED_LEAD_MAX_CONFIDENCE = 0.5;

/** A lead is contradicted by these reasons (`CONTRADICTED_LEAD_MAX_CONFIDENCE`). */
const CONTRADICTING_REASONS: ReadonlySet<ScoringReason> = new Set([
  'dob_mismatch',
  'death_date_mismatch',
  'name_spelling_is_another_name',
]);

/** Never claim certainty: the index can hold a wrong page. */
export const CONFIDENCE_MAX = 0.99;

/** A possible_match always shows some strength (a same-named decedent is a lead). */
export const CONFIDENCE_MIN_SHOWN = 0.01;

/**
 * A candidate whose name agrees only loosely (phonetic, edit distance, initial) is reported as a
 * possible_match only at this confidence or above; below it the answer is not_found.
 */
export const LOOSE_NAME_MIN_CONFIDENCE = 0.2;

/**
 * A runner-up within this many bits of the best (a likelihood ratio under 16:1) makes the answer
 * ambiguous: `found` is blocked.
 */
export const RUNNER_UP_MARGIN_BITS = 4;

/**
 * Disambiguating strength `found` needs beyond the name: a common name needs two points (say a
 * date of birth, or a death date, or a middle name and a city); any other name one point.
 */
export const COMMON_NAME_MIN_DISAMBIGUATION = 2;
export const NAME_MIN_DISAMBIGUATION = 1;

/**
 * A keying slip (`looseNameSpelling`: one edit, and the query's spelling is no name at all) reaches
 * `found` without the date of birth to the month when the birth year agrees and the rest pins the
 * person down by this many points more than the obituary's own name would need: the margin stands
 * for the rare real name the reference lists do not hold.
 */
export const KEYING_SLIP_EXTRA_DISAMBIGUATION = 1;

/**
 * How far each agreeing field narrows the people born in one year who bear the queried name: the
 * share of them who would agree too (`sameYearNamesakesLeft`). The tables hold no town or county
 * sizes, so those are fixed: a town of a third of a million people (larger than all but some sixty
 * US cities), a county of three million. The rest are generous to the namesake: a birth month and day
 * as likely as any, a middle name as common as Lee or Ann, a state as big as any but the four largest.
 */
export const NARROWING = {
  month: 1 / 12,
  day: 1 / 30,
  middleName: 1 / 20,
  middleInitial: 1 / 8,
  city: 1 / 1000,
  county: 1 / 100,
  state: 1 / 20,
} as const;

/**
 * `found` needs fewer same-named people born in the birth year than this left after the agreeing
 * fields (`same_year_namesakes_likely`): one in twenty that a living namesake fits the answer.
 */
export const SAME_YEAR_NAMESAKES_MAX = 0.05;

/** Web pages on this many different hosts that report one death corroborate each other. */
export const WEB_CORROBORATING_HOSTS = 2;

/** A candidate as the policy sees it: its score plus where it came from. */
export interface PolicyCandidate {
  scored: ScoredCandidate;
  source: CandidateSource;
  /** Web only: distinct hosts whose pages report this death. */
  webHosts: number;
  /** Stored only: a web page reports the same death. */
  webCorroborated: boolean;
  /** A survivor or predeceased relative listed in this obituary has the queried name. */
  namesakeRelative: boolean;
}

/** Relatives (never decedents) in the index whose name is the queried one. */
export interface RelativeNameMatches {
  survivor: boolean;
  predeceased: boolean;
}

export interface PolicyInput {
  query: Pick<VerifyQuery, 'middleName' | 'dob' | 'deathDate' | 'requireMatch'>;
  /**
   * The candidates were found with the request's first name and surname the other way round
   * (`name_order_swapped`): a lead for review, never `found`.
   */
  namesSwapped?: boolean;
  candidates: PolicyCandidate[];
  /** The queried name is common in the index (or the index is too small to tell). */
  commonName: boolean;
  /** Set when the matcher looked the name up among survivors and predeceased relatives. */
  relativeMatches?: RelativeNameMatches;
  /**
   * Set by the matcher when a decision's best candidate agrees with the queried name only loosely
   * (phonetic or misspelt): that candidate (its `scored.index`), how the query spelt the name
   * (`looseNameSpelling`), and for a keying slip whether the obituary's own name is common, which a
   * namesake of the person would share (the misspelling is rare only because it is a misspelling).
   */
  looseName?: {
    candidate: number;
    spelling: LooseNameSpelling['kind'];
    /** For `another_name`, the part the query spelt as another name. */
    anotherNamePart?: 'given' | 'surname';
    slipNameCommon: boolean;
    /** For a keying slip, `sameYearNamesakes` of the obituary's own name. */
    slipSameYearNamesakes?: number;
  };
  /**
   * Set by the matcher when a decision's best candidate (this `scored.index`) agrees with the queried
   * first name only through a third name of the nickname table (`givenOnlyRelated`).
   */
  givenOnlyRelated?: number;
  /**
   * How many people born in the query's birth year bear the queried name (population tables:
   * `PopulationShares.givenBirthsInYear` x the surname share); unset without a birth year or tables.
   */
  sameYearNamesakes?: number;
}

export interface Decision {
  result: VerifyOutcome;
  confidence: number;
  reviewRecommended: boolean;
  /** The candidate the answer is about (found / possible_match), else null. */
  chosen: PolicyCandidate | null;
  reasons: ScoringReason[];
  /** Candidates existed but require_match dropped every one (rule 6). */
  requireMatchFiltered: boolean;
  /** Candidates dropped by a veto (rule 3 and the other conflicts). */
  vetoed: number;
}

const VETO_REASON: Readonly<Record<Veto, ScoringReason | null>> = {
  name_mismatch: null,
  middle_name_conflict: 'middle_name_conflict',
  city_conflict: 'city_conflict',
  birth_year_conflict: 'birth_year_conflict',
  suffix_conflict: 'suffix_conflict',
  death_before_birth: 'death_before_birth',
  death_date_conflict: 'death_date_conflict',
};

/** The obituary explicitly states the listed field with the query's value (rule 6). */
export function confirmsRequiredField(
  field: RequireMatchField,
  e: CandidateEvidence,
  query: Pick<VerifyQuery, 'middleName'>,
): boolean {
  switch (field) {
    case 'dob_year':
      return (
        e.birthYearStated &&
        (e.dob === 'exact_date' || e.dob === 'month_year' || e.dob === 'transposed' || e.dob === 'year_only')
      );
    case 'dob_month':
      return e.birthMonthStated && (e.dob === 'exact_date' || e.dob === 'month_year');
    case 'middle_name': {
      if (e.middle === 'match' || e.middle === 'former_surname') return true;
      // An initial confirms an initial; a full middle name needs the full name written.
      const queryInitialOnly = (query.middleName ?? '').replace(/[^\p{L}]/gu, '').length === 1;
      return e.middle === 'initial_compatible' && queryInitialOnly;
    }
    case 'city':
      return e.cityConfirmed;
    case 'county':
      return e.countyConfirmed;
    case 'state':
      return e.stateConfirmed;
  }
}

/** How much the agreeing fields beyond the name pin the person down (see the constants above). */
export function disambiguation(e: CandidateEvidence): number {
  let points = 0;
  if (strongBirthAgreement(e)) points += 2;
  else if (birthYearAgrees(e)) points += 1;
  if (strongDeathAgreement(e)) points += 2;
  else if (e.death === 'year_only') points += 1;
  if (e.middle === 'match' || e.middle === 'former_surname') points += 1;
  else if (e.middle === 'initial_compatible') points += 0.5;
  if (e.location === 'city') points += e.locationBasis === 'text' ? 0.5 : 1;
  else if (e.location === 'county') points += 0.5;
  if (e.suffix === 'match') points += 0.5;
  return points;
}

/** The date of birth agrees at least to the month (strong enough to outweigh a loose name or a move). */
function strongBirthAgreement(e: CandidateEvidence): boolean {
  return e.dob === 'exact_date' || e.dob === 'transposed' || (e.dob === 'month_year' && !e.birthDayDiffers);
}

/**
 * Of the people born in the birth year who bear the queried name, how many would also agree on every
 * field beyond the name and the year that agrees here (`NARROWING`): the living namesakes an answer
 * on this evidence could be about.
 */
export function sameYearNamesakesLeft(bornThatYear: number, e: CandidateEvidence): number {
  let left = bornThatYear;
  if (e.dob === 'exact_date' || e.dob === 'transposed') left *= NARROWING.month * NARROWING.day;
  else if (e.dob === 'month_year' && !e.birthDayDiffers) left *= NARROWING.month;
  if (e.middle === 'match' || e.middle === 'former_surname') left *= NARROWING.middleName;
  else if (e.middle === 'initial_compatible') left *= NARROWING.middleInitial;
  if (e.location === 'city') left *= e.locationBasis === 'text' ? NARROWING.county : NARROWING.city;
  else if (e.location === 'county') left *= NARROWING.county;
  else if (e.location === 'state') left *= NARROWING.state;
  return left;
}

/** The obituary's birth year (stated, or pinned by its age at a full death date) is the query's. */
function birthYearAgrees(e: CandidateEvidence): boolean {
  return strongBirthAgreement(e) || (e.dob === 'year_only' && !e.birthMonthDiffers) || e.ageConfirmsBirthYear;
}

/** The query's death date agrees with the obituary's to the month or closer. */
function strongDeathAgreement(e: CandidateEvidence): boolean {
  return e.death === 'exact_date' || e.death === 'within_days' || e.death === 'month_year';
}

/** The query's death date agrees with the obituary's (to the day, within days, the month or the year). */
function deathDateAgrees(e: CandidateEvidence): boolean {
  return strongDeathAgreement(e) || e.death === 'year_only';
}

/**
 * A date ties the obituary to the person asked about rather than to a namesake: the birth year agrees,
 * or the death date does. Name, middle name and town are inherited and shared (a father and his
 * namesake son, cousins named for one grandfather, a same-named stranger in the next street); only a
 * date tells such people apart, so without one `found` is never given (`no_corroborating_date`).
 */
export function dateCorroborates(e: CandidateEvidence): boolean {
  return birthYearAgrees(e) || deathDateAgrees(e);
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/**
 * Calibrated confidence of the best candidate: its posterior among the hypotheses "it is one of the
 * ranked candidates" and "it is none of them", each candidate's odds being 2^(weight + prior).
 */
export function posteriorOfBest(weights: number[]): number {
  if (weights.length === 0) return 0;
  let total = 1;
  let best = 0;
  weights.forEach((w, i) => {
    const odds = 2 ** (w + PRIOR_BITS);
    total += odds;
    if (i === 0) best = odds;
  });
  return best / total;
}

function rank(a: PolicyCandidate, b: PolicyCandidate): number {
  if (a.scored.weight !== b.scored.weight) return b.scored.weight - a.scored.weight;
  if (a.source !== b.source) return a.source === 'stored' ? -1 : 1;
  return a.scored.id < b.scored.id ? -1 : a.scored.id > b.scored.id ? 1 : 0;
}

function relativeReasons(m: RelativeNameMatches | undefined): ScoringReason[] {
  if (!m) return [];
  const out: ScoringReason[] = [];
  if (m.survivor) out.push('name_matches_survivor_only');
  if (m.predeceased) out.push('name_matches_predeceased_relative');
  return out;
}

/** Decides the outcome for one request (spec 4.1 rules 3-7). */
export function decide(input: PolicyInput): Decision {
  const { query } = input;
  const vetoReasons = new Set<ScoringReason>();
  let vetoed = 0;
  const surviving: PolicyCandidate[] = [];
  for (const c of input.candidates) {
    if (c.scored.vetoes.length === 0) {
      surviving.push(c);
      continue;
    }
    // A candidate with another name (a web page read for the search) is nobody the request could
    // mean: its other conflicts are not reported as a same-named decedent's.
    if (c.scored.vetoes.includes('name_mismatch')) continue;
    vetoed++;
    for (const v of c.scored.vetoes) {
      const r = VETO_REASON[v];
      if (r) vetoReasons.add(r);
    }
  }

  // Rule 6: every listed field explicitly confirmed, or the candidate is dropped entirely.
  const required = query.requireMatch;
  const kept =
    required.length === 0
      ? surviving
      : surviving.filter((c) => required.every((f) => confirmsRequiredField(f, c.scored.evidence, query)));
  const requireMatchFiltered = required.length > 0 && surviving.length > 0 && kept.length === 0;
  const ranked = [...kept].sort(rank);

  const notFound = (): Decision => {
    const reasons: ScoringReason[] = [
      input.candidates.length === 0 ? 'no_candidates' : 'no_qualifying_candidate',
    ];
    if (vetoed > 0) reasons.push('candidates_dropped_by_conflict', ...vetoReasons);
    if (requireMatchFiltered) reasons.push('require_match_filtered');
    reasons.push(...relativeReasons(input.relativeMatches));
    return {
      result: 'not_found',
      confidence: 0,
      reviewRecommended: false,
      chosen: null,
      reasons,
      requireMatchFiltered,
      vetoed,
    };
  };

  const best = ranked[0];
  if (!best) return notFound();
  const e = best.scored.evidence;
  const confidence = round2(Math.min(CONFIDENCE_MAX, posteriorOfBest(ranked.map((c) => c.scored.weight))));
  const looseName = e.name === 'phonetic' || e.name === 'fuzzy' || e.name === 'partial';
  if (looseName && confidence < LOOSE_NAME_MIN_CONFIDENCE) return notFound();

  const blockers: ScoringReason[] = [];
  const extra: ScoringReason[] = [];
  let review = false;

  const points = disambiguation(e);
  const loose = input.looseName?.candidate === best.scored.index ? input.looseName : undefined;
  const slip = loose?.spelling === 'keying_slip';
  const commonName = input.commonName || (slip && loose.slipNameCommon);
  // Name: an initial never confirms. A misspelt or sound-alike name needs the date of birth to the
  // month; when the query's spelling is a name many people bear, the full date; when it is a slip of
  // the keys, the birth year and a margin of other agreeing fields will do.
  if (e.name === 'partial') blockers.push('found_blocked_identity_not_established');
  else if (looseName) {
    let confirmed = strongBirthAgreement(e);
    if (loose?.spelling === 'another_name') {
      extra.push('name_spelling_is_another_name');
      // A first name that is another name many people bear is what a twin has: the surname, the
      // birth date and the town are the twin's too, so nothing confirms it (Joan for Jean). A
      // surname spelt as another name is no twin's, and the full date of birth confirms it.
      confirmed = loose.anotherNamePart !== 'given' && e.dob === 'exact_date';
    } else if (slip) {
      extra.push('name_keying_slip');
      const needed =
        (commonName ? COMMON_NAME_MIN_DISAMBIGUATION : NAME_MIN_DISAMBIGUATION) +
        KEYING_SLIP_EXTRA_DISAMBIGUATION;
      confirmed ||= birthYearAgrees(e) && points >= needed;
    }
    if (!confirmed) blockers.push('found_blocked_identity_not_established');
    review = true;
  }
  // Two names related only through a third (Lucinda and Cynthia, both Cindy) can be twins': the
  // surname, the date of birth and the town are the twin's too, so nothing else confirms it.
  if (input.givenOnlyRelated === best.scored.index) {
    blockers.push('given_name_only_related');
    review = true;
  }
  if (input.namesSwapped) {
    blockers.push('name_order_swapped');
    review = true;
  }
  // Rule 4: the obituary is silent on a middle name or birth year the query gave.
  if (e.middle === 'not_stated') blockers.push('middle_name_not_corroborated');
  // An age at a full death date that gives exactly the query's birth year states that year.
  if (query.dob?.year !== undefined && !e.birthYearStated && !e.ageConfirmsBirthYear)
    blockers.push('birth_year_not_stated');
  // Rule 5: dob promotes only when the obituary agrees; a year, month or day that differs blocks.
  if (e.dob === 'within_years' || e.birthMonthDiffers || e.birthDayDiffers) blockers.push('dob_mismatch');
  if (e.death === 'mismatch') blockers.push('death_date_mismatch');
  // An obituary says when its subject died. A record without even the year is a page that told of a
  // death without dating its own (a staff biography, "John Spears Sr. died; his son John leads the
  // firm"): it may be the lead, never the answer.
  if (!e.deathDateStated) blockers.push('obituary_gives_no_death_date');
  // A move across the country happens, but then only a date of birth can carry the identity.
  if (e.stateMismatch) {
    if (strongBirthAgreement(e)) review = true;
    else blockers.push('state_mismatch');
  }
  // "John Smith Sr." implies a living John Smith Jr.; so does a same-named son among the survivors.
  if (e.suffix === 'decedent_only' && !birthYearAgrees(e))
    blockers.push('generational_suffix_not_corroborated');
  // A relative in this obituary bears the asked name: a namesake son is told apart by the birth
  // year, but a decedent who bears the name only as another form of it (Jean for a listed Jane, or a
  // misspelling) may be the listed relative's twin, born the same day.
  if (best.namesakeRelative && (!birthYearAgrees(e) || (e.name !== 'exact' && e.name !== 'alias')))
    blockers.push('name_also_matches_survivor');
  // Names and places are shared across generations; only a date separates the namesakes.
  if (!dateCorroborates(e)) blockers.push('no_corroborating_date');

  if (commonName) {
    if (points < COMMON_NAME_MIN_DISAMBIGUATION) blockers.push('stored_common_name_requires_disambiguator');
    else if (strongDeathAgreement(e)) {
      extra.push('death_date_confirms_common_name');
    }
  } else if (points < NAME_MIN_DISAMBIGUATION) {
    blockers.push('identity_needs_disambiguator');
  }

  // However the points add up, a name crowded in its birth year needs the fields that agree to leave
  // few same-year namesakes who would agree as well. A death date the query gives and the obituary
  // states is not a living namesake's.
  const bornThatYear = Math.max(
    input.sameYearNamesakes ?? 0,
    (slip ? loose.slipSameYearNamesakes : undefined) ?? 0,
  );
  if (
    bornThatYear > 0 &&
    birthYearAgrees(e) &&
    !strongDeathAgreement(e) &&
    sameYearNamesakesLeft(bornThatYear, e) > SAME_YEAR_NAMESAKES_MAX
  )
    blockers.push('same_year_namesakes_likely');

  const second = ranked[1];
  if (second && best.scored.weight - second.scored.weight < RUNNER_UP_MARGIN_BITS)
    blockers.push('runner_up_close');

  if (best.source === 'web') {
    review = true;
    if (best.webHosts >= WEB_CORROBORATING_HOSTS) extra.push('web_sources_corroborate');
    else blockers.push('web_only_uncorroborated');
  } else if (best.webCorroborated) {
    extra.push('web_source_corroborates');
  }
  if (required.length > 0) extra.push('require_match_confirmed');
  extra.push(commonName ? 'name_common_in_index' : 'name_rare_in_index');

  const found = blockers.length === 0 && confidence >= FOUND_MIN_CONFIDENCE;
  const sourceReason: ScoringReason =
    best.source === 'stored'
      ? found
        ? 'stored_obituary_match'
        : 'stored_obituary_candidate'
      : found
        ? 'web_obituary_match'
        : 'web_obituary_candidate';
  const reasons = new Set<ScoringReason>([sourceReason, ...best.scored.reasons, ...extra, ...blockers]);
  if (!found) {
    reasons.add('found_blocked_identity_not_established');
    for (const r of relativeReasons(input.relativeMatches)) {
      // Survivors who share the name are evidence the person asked about may be alive.
      reasons.add(r === 'name_matches_survivor_only' ? 'name_also_matches_survivor' : r);
    }
  }
  const contradicted =
    !found &&
    [...reasons].some(
      (r) =>
        CONTRADICTING_REASONS.has(r) && (r !== 'name_spelling_is_another_name' || e.dob !== 'exact_date'),
    );
  const leadMax = contradicted ? CONTRADICTED_LEAD_MAX_CONFIDENCE : POSSIBLE_MATCH_MAX_CONFIDENCE;
  return {
    result: found ? 'found' : 'possible_match',
    confidence: found ? confidence : Math.max(CONFIDENCE_MIN_SHOWN, Math.min(leadMax, confidence)),
    reviewRecommended: found ? review : true,
    chosen: best,
    reasons: [...reasons],
    requireMatchFiltered: false,
    vetoed,
  };
}

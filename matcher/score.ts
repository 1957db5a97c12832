/**
 * Scoring: evidence levels -> a match weight in bits (log2 of the likelihood ratio, Fellegi-Sunter as
 * in Splink), vetoes for conflicts, and the per-candidate scoring reasons. Pure; runs inline or in
 * the worker pool (score-worker.ts) on one task holding all of a request's candidates.
 *
 * Name weights are term-frequency adjusted: an exact surname (or given name) agreement is worth
 * log2(m / u) bits where u is that name's share of the index, so "Smith" buys far less than
 * "Quackenbush". Every number lives in WEIGHTS below with its reason.
 */
import type { NameLexicon } from '../core/names/lexicon.js';
import type { VerifyQuery } from '../core/verification.js';
import {
  collectEvidence,
  prepareQuery,
  type CandidateEvidence,
  type ComparableDecedent,
  type PreparedQuery,
} from './evidence.js';
import type { PopulationShares } from './population-names.js';
import type { ScoringReason } from './reasons.js';

/** How common the queried name is in the index (from `nameFrequency`). */
export interface NameStats {
  /** Decedents in the index. */
  decedents: number;
  /** Decedents carrying the query's surname key (`s:`), current or former. */
  surnameCount: number;
  /** Decedents carrying the query's given-name group key (`g:`). */
  givenCount: number;
  /** Decedents carrying the query's surname x given group key (`sg:`): same-named decedents. */
  sameNameCount: number;
  /** The name's shares of the population (reference tables), when known. */
  population?: PopulationShares;
}

/** Where a candidate was read: the stored index, or a web page found by web search. */
export type CandidateSource = 'stored' | 'web';

/** A decedent to score: the fields scoring reads (a full IndexedDecedent will do). */
export type ScorableDecedent = ComparableDecedent;

/** One request's scoring work: the query, every candidate and the name statistics. */
export interface ScoreTask {
  query: VerifyQuery;
  candidates: ScorableDecedent[];
  stats: NameStats;
}

/** Conflicts that drop a candidate (DESIGN.md: conflicts are vetoes, not small penalties). */
export type Veto =
  | 'name_mismatch'
  | 'middle_name_conflict'
  | 'city_conflict'
  | 'birth_year_conflict'
  | 'suffix_conflict'
  | 'death_before_birth'
  | 'death_date_conflict';

/** The score of the candidate at `index` in the task. */
export interface ScoredCandidate {
  index: number;
  id: string;
  /** Match weight in bits: the sum of every field's weight (prior not included). */
  weight: number;
  evidence: CandidateEvidence;
  vetoes: Veto[];
  reasons: ScoringReason[];
}

/**
 * Below this many decedents the index is too small to say how common a name is; the name's population
 * share (reference tables), else a typical US share, is used instead of the index's own counts.
 */
export const TF_MIN_INDEX_DECEDENTS = 2_000;

/**
 * The weights, in bits. m is the chance a true match shows the level, u the chance a different
 * person does; weight = log2(m/u). Values were set from typical US name and date distributions and
 * are checked by the benchmark's calibration figures, not fitted.
 */
export const WEIGHTS = {
  /** Chance a true match writes the name exactly as the query (the m of the TF weights). */
  nameAgreementM: 0.95,
  /** Share of a typical surname among decedents, used when the index is too small to count. */
  surnameDefaultShare: 1 / 2_000,
  /** Share of a typical given-name group, likewise. */
  givenDefaultShare: 1 / 150,
  /** Bounds of a TF-adjusted surname weight: the most common surname still says something; a unique one is not proof. */
  surnameMin: 5,
  surnameMax: 16,
  givenMin: 2.5,
  givenMax: 11,
  /** A former (maiden) surname agreeing: nearly as telling as the current one. */
  surnameFormerPenalty: 1,
  /** Hyphen piece or particle-less form ("Garcia" vs "Garcia-Lopez"). */
  surnameVariantPenalty: 2,
  surnamePhonetic: 5,
  surnameFuzzy: 4,
  surnameFuzzy2: 2.5,
  /** Query first name is the obituary's stated nickname ("Bob" and Robert "Bob" Smith). */
  givenAliasPenalty: 0.5,
  /** The person went by the middle name the query gives as first name. */
  givenMiddlePenalty: 2,
  /** Nickname-lexicon agreement (Bill/William): common names share nicknames, so less than exact. */
  givenNickname: 4,
  givenPhonetic: 3,
  givenFuzzy: 3,
  givenFuzzy2: 1.5,
  givenInitial: 1,
  middleMatch: 4,
  middleFormerSurname: 3,
  middleInitial: 1.5,
  suffixMatch: 2,
  /** Full date of birth agreeing: about one person in 25,000 of a birth cohort of 70 years shares it. */
  dobExact: 11,
  dobMonthYear: 7,
  dobTransposed: 6,
  dobYearOnly: 4.5,
  /** Stated age puts the query's birth year inside its two-year window. */
  dobAgeConsistent: 3,
  /**
   * Stated age equals the age the query's date of birth gives on the full death date: it pins the
   * birth date to one year's span, as much as a stated birth year does.
   */
  dobAgeExact: 4.5,
  dobOffOne: 0.5,
  dobOffMore: -3,
  /** Same birth year, stated month different. */
  dobMonthDiffers: -2,
  /** Same birth year and month, stated day different (a typo or a different person). */
  dobDayDiffers: -3,
  deathExact: 9,
  deathWithinDays: 5,
  deathMonthYear: 6,
  deathYearOnly: 3,
  deathMismatch: -4,
  cityResidence: 5.5,
  cityDeath: 4.5,
  cityText: 3.5,
  county: 3.5,
  countySource: 2.5,
  state: 1.5,
  stateSource: 1,
  neighbouringState: 0.3,
  stateMismatch: -2,
  countyMismatch: -1,
} as const;

/**
 * Prior, in bits: the log-odds that a retrieved candidate agreeing on nothing is the person. Set so a
 * typical exact name alone (about 16 bits) lands near even odds; common names land well below.
 */
export const PRIOR_BITS = -16;

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** Splink-style term-frequency weight of an exact name agreement. */
export function termFrequencyWeight(
  count: number,
  decedents: number,
  defaultShare: number,
  lo: number,
  hi: number,
): number {
  const share = decedents >= TF_MIN_INDEX_DECEDENTS ? Math.max(count, 1) / decedents : defaultShare;
  return clamp(Math.log2(WEIGHTS.nameAgreementM / share), lo, hi);
}

/** The TF-adjusted exact-agreement weights of the query's surname and given name. */
export function nameWeights(stats: NameStats): { surname: number; given: number } {
  return {
    surname: termFrequencyWeight(
      stats.surnameCount,
      stats.decedents,
      stats.population?.surname ?? WEIGHTS.surnameDefaultShare,
      WEIGHTS.surnameMin,
      WEIGHTS.surnameMax,
    ),
    given: termFrequencyWeight(
      stats.givenCount,
      stats.decedents,
      stats.population?.given ?? WEIGHTS.givenDefaultShare,
      WEIGHTS.givenMin,
      WEIGHTS.givenMax,
    ),
  };
}

const NAME_REASON = {
  exact: 'name_exact',
  alias: 'name_alias',
  nickname: 'name_nickname',
  phonetic: 'name_phonetic',
  fuzzy: 'name_fuzzy',
  partial: 'name_partial',
} as const satisfies Record<string, ScoringReason>;

/** Scores one candidate against a prepared query. */
export function scoreCandidate(
  q: PreparedQuery,
  d: ScorableDecedent,
  index: number,
  tf: { surname: number; given: number },
  lexicon: NameLexicon,
): ScoredCandidate {
  const e = collectEvidence(q, d, lexicon);
  const W = WEIGHTS;
  const vetoes: Veto[] = [];
  const reasons: ScoringReason[] = [];
  let w = 0;

  if (e.name === null) vetoes.push('name_mismatch');
  else reasons.push(NAME_REASON[e.name]);
  switch (e.surname) {
    case 'exact':
      w += tf.surname;
      break;
    case 'former':
      w += tf.surname - W.surnameFormerPenalty;
      // A man's earlier surname (a second surname, one kept among his middle names) is no maiden name.
      reasons.push(
        lexicon.sexOfGivenName?.(d.name.given) === 'M' ? 'former_surname_match' : 'maiden_name_match',
      );
      break;
    case 'variant':
      w += tf.surname - W.surnameVariantPenalty;
      reasons.push('surname_variant_match');
      break;
    case 'phonetic':
      w += W.surnamePhonetic;
      break;
    case 'fuzzy':
      w += W.surnameFuzzy;
      break;
    case 'fuzzy2':
      w += W.surnameFuzzy2;
      break;
    case 'none':
      break;
  }
  switch (e.given) {
    case 'exact':
      w += tf.given;
      break;
    case 'alias':
      w += tf.given - W.givenAliasPenalty;
      break;
    case 'middle_as_given':
      w += Math.max(W.givenInitial, tf.given - W.givenMiddlePenalty);
      reasons.push('given_name_is_middle_name');
      break;
    case 'nickname':
      w += Math.min(W.givenNickname, tf.given);
      break;
    case 'phonetic':
      w += W.givenPhonetic;
      break;
    case 'fuzzy':
      w += W.givenFuzzy;
      break;
    case 'fuzzy2':
      w += W.givenFuzzy2;
      break;
    case 'initial':
      w += W.givenInitial;
      break;
    case 'none':
      break;
  }

  switch (e.middle) {
    case 'match':
      w += W.middleMatch;
      reasons.push('middle_name_corroborated');
      break;
    case 'former_surname':
      w += W.middleFormerSurname;
      reasons.push('middle_name_matches_former_surname');
      break;
    case 'initial_compatible':
      w += W.middleInitial;
      reasons.push('middle_initial_compatible');
      break;
    case 'conflict':
      vetoes.push('middle_name_conflict');
      reasons.push('middle_name_conflict');
      break;
    case 'not_stated':
      reasons.push('middle_name_not_corroborated');
      break;
    case 'not_provided':
      break;
  }

  switch (e.suffix) {
    case 'match':
      w += W.suffixMatch;
      reasons.push('suffix_corroborated');
      break;
    case 'conflict':
      vetoes.push('suffix_conflict');
      reasons.push('suffix_conflict');
      break;
    default:
      break;
  }

  switch (e.dob) {
    case 'exact_date':
      w += W.dobExact;
      break;
    case 'month_year':
      w += W.dobMonthYear + (e.birthDayDiffers ? W.dobDayDiffers : 0);
      break;
    case 'transposed':
      w += W.dobTransposed;
      break;
    case 'year_only':
      w += W.dobYearOnly + (e.birthMonthDiffers ? W.dobMonthDiffers : 0);
      break;
    case 'age_consistent':
      w += e.ageConfirmsBirthYear ? W.dobAgeExact : W.dobAgeConsistent;
      if (e.ageConfirmsBirthYear) reasons.push('age_confirms_birth_year');
      break;
    case 'within_years':
      w += e.birthYearsOff === 1 ? W.dobOffOne : W.dobOffMore;
      break;
    case 'conflict':
      vetoes.push('birth_year_conflict');
      reasons.push('birth_year_conflict');
      break;
    case 'not_stated':
    case 'not_provided':
      break;
  }
  if (e.dob !== 'not_provided' && e.dob !== 'conflict' && e.dob !== 'not_stated') {
    reasons.push(`dob_${e.dob}_match` as ScoringReason);
  }
  if (q.dob !== null && !e.birthYearStated && !e.ageConfirmsBirthYear) reasons.push('birth_year_not_stated');
  if (e.dob === 'within_years' || e.birthMonthDiffers || e.birthDayDiffers) reasons.push('dob_mismatch');

  if (e.deathBeforeBirth) {
    vetoes.push('death_before_birth');
    reasons.push('death_before_birth');
  }

  switch (e.death) {
    case 'exact_date':
      w += W.deathExact;
      break;
    case 'within_days':
      w += W.deathWithinDays;
      break;
    case 'month_year':
      w += W.deathMonthYear;
      break;
    case 'year_only':
      w += W.deathYearOnly;
      break;
    case 'mismatch':
      w += W.deathMismatch;
      reasons.push('death_date_mismatch');
      break;
    case 'conflict':
      vetoes.push('death_date_conflict');
      reasons.push('death_date_conflict');
      break;
    case 'not_stated':
      reasons.push('death_date_not_stated');
      break;
    case 'not_provided':
      break;
  }
  if (
    e.death === 'exact_date' ||
    e.death === 'within_days' ||
    e.death === 'month_year' ||
    e.death === 'year_only'
  ) {
    reasons.push(`death_date_${e.death}_match` as ScoringReason);
  }

  if (e.cityConflict) {
    vetoes.push('city_conflict');
    reasons.push('city_conflict');
  }
  switch (e.location) {
    case 'city':
      if (e.locationBasis === 'text') {
        w += W.cityText;
        reasons.push('city_mentioned_in_text');
      } else {
        w += e.locationBasis === 'residence' ? W.cityResidence : W.cityDeath;
        reasons.push('city_match');
      }
      break;
    case 'county':
      w += e.locationBasis === 'source' ? W.countySource : W.county;
      reasons.push('county_match');
      break;
    case 'state':
      w += e.locationBasis === 'source' ? W.stateSource : W.state;
      reasons.push('state_match');
      break;
    case 'neighbouring_state':
      w += W.neighbouringState;
      reasons.push('neighbouring_state_match');
      break;
    case 'none':
      if (e.stateMismatch) {
        w += W.stateMismatch;
        reasons.push('state_mismatch');
      } else if (e.countyMismatch) {
        w += W.countyMismatch;
      }
      break;
    case 'unknown':
      if (q.city !== null || q.county !== null || q.state !== null) reasons.push('location_not_stated');
      break;
  }

  return { index, id: d.id, weight: Math.round(w * 1000) / 1000, evidence: e, vetoes, reasons };
}

/** Scores every candidate of a task (the unit of work of one pool task). */
export function scoreTask(task: ScoreTask, lexicon: NameLexicon): ScoredCandidate[] {
  const q = prepareQuery(task.query);
  const tf = nameWeights(task.stats);
  return task.candidates.map((d, i) => scoreCandidate(q, d, i, tf, lexicon));
}

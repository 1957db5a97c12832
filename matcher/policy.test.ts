import { describe, expect, it } from 'vitest';
import { confidenceBandFor } from '../core/confidence-bands.js';
import {
  dateCorroborates,
  decide,
  CONTRADICTED_LEAD_MAX_CONFIDENCE,
  FOUND_MIN_CONFIDENCE,
  POSSIBLE_MATCH_MAX_CONFIDENCE,
  posteriorOfBest,
  type PolicyCandidate,
} from './policy.js';
import { PRIOR_BITS, type ScoredCandidate } from './score.js';
import type { CandidateEvidence } from './evidence.js';

const strong: CandidateEvidence = {
  given: 'exact',
  surname: 'exact',
  name: 'exact',
  middle: 'match',
  suffix: 'none',
  dob: 'exact_date',
  birthYearsOff: 0,
  birthYearStated: true,
  ageConfirmsBirthYear: false,
  birthMonthStated: true,
  birthMonthDiffers: false,
  birthDayDiffers: false,
  death: 'not_provided',
  deathDateStated: true,
  deathBeforeBirth: false,
  location: 'city',
  locationBasis: 'residence',
  cityConflict: false,
  cityConfirmed: true,
  countyConfirmed: false,
  stateConfirmed: true,
  stateMismatch: false,
  countyMismatch: false,
};

function candidate(id: string, weight: number, evidence: Partial<CandidateEvidence> = {}): PolicyCandidate {
  const scored: ScoredCandidate = {
    index: 0,
    id,
    weight,
    evidence: { ...strong, ...evidence },
    vetoes: [],
    reasons: ['name_exact'],
  };
  return { scored, source: 'stored', webHosts: 0, webCorroborated: false, namesakeRelative: false };
}

const q = { middleName: 'Allen', dob: { year: 1941, month: 3, day: 5 }, requireMatch: [] };

describe('confidence', () => {
  it('is the posterior of the best among the ranked candidates and "none of them"', () => {
    expect(posteriorOfBest([-PRIOR_BITS])).toBeCloseTo(0.5, 5);
    expect(posteriorOfBest([40, 40])).toBeCloseTo(0.5, 5);
    expect(posteriorOfBest([40])).toBeGreaterThan(0.99);
    expect(posteriorOfBest([])).toBe(0);
  });

  it('found answers sit in the high band; possible_match never does', () => {
    const found = decide({ query: q, candidates: [candidate('a', 40)], commonName: false });
    expect(found.result).toBe('found');
    expect(found.confidence).toBeGreaterThanOrEqual(FOUND_MIN_CONFIDENCE);
    expect(confidenceBandFor(found.result, found.confidence)).toBe('high');
    const blocked = decide({
      query: q,
      candidates: [candidate('a', 40, { middle: 'not_stated' })],
      commonName: false,
    });
    expect(blocked.result).toBe('possible_match');
    expect(confidenceBandFor(blocked.result, blocked.confidence)).not.toBe('high');
  });

  it('a lead the obituary contradicts (date of birth, death date) or spelt as another common name is in the low band', () => {
    const band = (d: { result: 'found' | 'possible_match' | 'not_found'; confidence: number }) =>
      confidenceBandFor(d.result, d.confidence);
    // The same strong weight: only silent on the middle name, the lead stays strong (moderate).
    const silent = decide({
      query: q,
      candidates: [candidate('a', 40, { middle: 'not_stated' })],
      commonName: false,
    });
    expect(silent.confidence).toBe(POSSIBLE_MATCH_MAX_CONFIDENCE);
    expect(band(silent)).toBe('moderate');
    for (const evidence of [
      { dob: 'within_years', birthYearsOff: 1 },
      { dob: 'year_only', birthMonthDiffers: true },
      { dob: 'month_year', birthDayDiffers: true },
      { death: 'mismatch' },
    ] as Array<Partial<CandidateEvidence>>) {
      const d = decide({ query: q, candidates: [candidate('a', 40, evidence)], commonName: false });
      expect(d.result, JSON.stringify(evidence)).toBe('possible_match');
      expect(d.confidence, JSON.stringify(evidence)).toBe(CONTRADICTED_LEAD_MAX_CONFIDENCE);
      expect(band(d)).toBe('low');
    }
    const anotherName = decide({
      query: q,
      candidates: [candidate('a', 40, { given: 'fuzzy', name: 'fuzzy', dob: 'month_year' })],
      commonName: false,
      looseName: { candidate: 0, spelling: 'another_name', slipNameCommon: false },
    });
    expect(anotherName.result).toBe('possible_match');
    expect(anotherName.reasons).toContain('name_spelling_is_another_name');
    expect(band(anotherName)).toBe('low');
    // A surname spelt as another name is found with the full date of birth: no cap.
    const confirmed = decide({
      query: q,
      candidates: [candidate('a', 40, { surname: 'fuzzy', name: 'fuzzy' })],
      commonName: false,
      looseName: {
        candidate: 0,
        spelling: 'another_name',
        anotherNamePart: 'surname',
        slipNameCommon: false,
      },
    });
    expect(confirmed.result).toBe('found');
    expect(band(confirmed)).toBe('high');
    // A first name spelt as another name is what a twin has: never found, but with the full date of
    // birth a strong lead, not capped.
    const twin = decide({
      query: q,
      candidates: [candidate('a', 40, { given: 'fuzzy', name: 'fuzzy' })],
      commonName: false,
      looseName: { candidate: 0, spelling: 'another_name', anotherNamePart: 'given', slipNameCommon: false },
    });
    expect(twin.result).toBe('possible_match');
    expect(band(twin)).toBe('moderate');
  });

  it('a weak total stays possible_match even with nothing blocking', () => {
    const d = decide({ query: q, candidates: [candidate('a', 18)], commonName: false });
    expect(d.result).toBe('possible_match');
    expect(d.reasons).toContain('found_blocked_identity_not_established');
  });

  it('ties rank by id, so the same input always gives the same answer', () => {
    const one = decide({ query: q, candidates: [candidate('b', 30), candidate('a', 30)], commonName: false });
    const two = decide({ query: q, candidates: [candidate('a', 30), candidate('b', 30)], commonName: false });
    expect(one.chosen?.scored.id).toBe('a');
    expect(two.chosen?.scored.id).toBe('a');
    expect(one.reasons).toContain('runner_up_close');
  });
});

describe('a date must tie the obituary to the person (no_corroborating_date)', () => {
  const undated = { middleName: 'Allen', requireMatch: [] };
  const nameAndPlace: Partial<CandidateEvidence> = {
    dob: 'not_provided',
    birthYearsOff: null,
    middle: 'match',
    location: 'city',
  };

  it('name, middle name and city without any date never make found, however strong the weight', () => {
    const d = decide({ query: undated, candidates: [candidate('a', 60, nameAndPlace)], commonName: false });
    expect(d.result).toBe('possible_match');
    expect(d.reasons).toContain('no_corroborating_date');
    expect(d.confidence).toBeLessThan(FOUND_MIN_CONFIDENCE);
  });

  it('an agreeing death date, birth year or exact age is a date', () => {
    const e = { ...strong, ...nameAndPlace };
    expect(dateCorroborates(e)).toBe(false);
    expect(dateCorroborates({ ...e, death: 'month_year' })).toBe(true);
    expect(dateCorroborates({ ...e, death: 'year_only' })).toBe(true);
    expect(dateCorroborates({ ...e, death: 'mismatch' })).toBe(false);
    expect(dateCorroborates({ ...e, dob: 'year_only', birthYearsOff: 0 })).toBe(true);
    expect(dateCorroborates({ ...e, dob: 'year_only', birthMonthDiffers: true })).toBe(false);
    expect(dateCorroborates({ ...e, dob: 'age_consistent', birthYearsOff: 0 })).toBe(false);
    expect(dateCorroborates({ ...e, dob: 'age_consistent', ageConfirmsBirthYear: true })).toBe(true);
    expect(dateCorroborates({ ...e, dob: 'within_years', birthYearsOff: 1 })).toBe(false);
    const withDeath = decide({
      query: { ...undated, deathDate: { year: 2025, month: 3 } },
      candidates: [candidate('a', 60, { ...nameAndPlace, death: 'month_year' })],
      commonName: false,
    });
    expect(withDeath.result).toBe('found');
  });

  it('a record that gives no death date is never found, whatever else agrees', () => {
    const dated = decide({
      query: q,
      candidates: [candidate('a', 60)],
      commonName: false,
    });
    expect(dated.result).toBe('found');
    const undatedRecord = decide({
      query: q,
      candidates: [candidate('a', 60, { deathDateStated: false })],
      commonName: false,
    });
    expect(undatedRecord.result).toBe('possible_match');
    expect(undatedRecord.reasons).toContain('obituary_gives_no_death_date');
  });
});

describe('vetoes', () => {
  it("reports a same-named candidate's conflict, not the conflicts of a candidate with another name", () => {
    const vetoed = (id: string, vetoes: ScoredCandidate['vetoes']): PolicyCandidate => {
      const c = candidate(id, 30);
      return { ...c, scored: { ...c.scored, vetoes }, source: 'web', webHosts: 1 };
    };
    const otherName = decide({
      query: q,
      commonName: false,
      candidates: [vetoed('a', ['name_mismatch', 'birth_year_conflict'])],
    });
    expect(otherName.result).toBe('not_found');
    expect(otherName.vetoed).toBe(0);
    expect(otherName.reasons).toEqual(['no_qualifying_candidate']);
    const sameName = decide({
      query: q,
      commonName: false,
      candidates: [vetoed('b', ['birth_year_conflict'])],
    });
    expect(sameName.vetoed).toBe(1);
    expect(sameName.reasons).toEqual([
      'no_qualifying_candidate',
      'candidates_dropped_by_conflict',
      'birth_year_conflict',
    ]);
  });
});

import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIGH_CONFIDENCE_MIN } from '../core/confidence-bands.js';
import type { VerifyResult } from '../core/verification.js';
import {
  SANDBOX_OBITUARY_BASE_URL,
  SANDBOX_REFERENCE_DATE,
  sandboxOutcome,
  sandboxOutcomeLetter,
  sandboxVerify,
} from './sandbox.js';
import { validateVerifyResponse } from './schemas/validators.js';
import { parseVerifyRequest } from './verify-request.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const answer = (body: Record<string, unknown>): VerifyResult =>
  sandboxVerify(parseVerifyRequest({ first_name: 'Robert', ...body }, { now: NOW }));

function expectValid(result: VerifyResult): void {
  const ok = validateVerifyResponse(result);
  expect(validateVerifyResponse.errors ?? []).toEqual([]);
  expect(ok).toBe(true);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sandbox outcome by the first letter of last_name', () => {
  it.each([
    ['Anderson', 'a', 'found'],
    ['hughes', 'h', 'found'],
    ['Ávila', 'a', 'found'],
    ['  de la Cruz', 'd', 'found'],
    ['ﬀoulkes', 'f', 'found'], // the "ff" ligature folds to f under NFKD
    ['Ivanov', 'i', 'possible_match'],
    ["O'Brien", 'o', 'possible_match'],
    ['Ñúñez', 'n', 'possible_match'],
    ['Perez', 'p', 'possible_match'],
    ['Quinn', 'q', 'not_found'],
    ['Zimmer', 'z', 'not_found'],
    ['Ørsted', 'r', 'not_found'], // Ø has no decomposition and is skipped
    ['王', null, 'not_found'],
  ] as const)('%j -> %s -> %s', (lastName, letter, outcome) => {
    expect(sandboxOutcomeLetter(lastName)).toBe(letter);
    expect(sandboxOutcome(lastName)).toBe(outcome);
    expect(answer({ last_name: lastName }).result).toBe(outcome);
  });
});

describe('sandbox determinism', () => {
  const request = {
    middle_name: 'James',
    last_name: 'Anderson',
    dob: { year: 1941, month: 3 },
    address: { city: 'Peoria', state: 'IL' },
    client_ref: 'case-1',
  };

  it.each(['Anderson', 'Kowalski', 'Rivera'])('gives byte-identical bodies for %s', (lastName) => {
    const a = answer({ ...request, last_name: lastName });
    const b = answer({ ...request, last_name: lastName });
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('does not depend on the clock', () => {
    const before = JSON.stringify(answer(request));
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-01-01T00:00:00Z'));
    const query = parseVerifyRequest({ first_name: 'Robert', ...request }, { now: NOW });
    expect(JSON.stringify(sandboxVerify(query))).toBe(before);
  });

  it('gives different people different fixtures', () => {
    const a = answer({ last_name: 'Anderson' });
    const b = answer({ last_name: 'Baker' });
    expect(a.match?.obituary_url).not.toBe(b.match?.obituary_url);
  });

  it('ignores case and spacing of the names, as the normalized input does', () => {
    const a = answer({ last_name: 'Anderson' });
    const b = sandboxVerify(
      parseVerifyRequest({ first_name: ' robert ', last_name: 'ANDERSON' }, { now: NOW }),
    );
    expect(b.match?.death_date).toBe(a.match?.death_date);
    expect(b.confidence).toBe(a.confidence);
  });
});

describe('sandbox found', () => {
  it('is a complete, confident, stored match built from the query', () => {
    const r = answer({
      middle_name: 'James',
      last_name: 'Anderson',
      dob: { year: 1941, month: 3, day: 9 },
      address: { city: 'peoria', state: 'illinois' },
      client_ref: 'case-1',
    });
    expectValid(r);
    expect(r).toMatchObject({
      result: 'found',
      confidence_band: 'high',
      review_recommended: false,
      client_ref: 'case-1',
      search_depth: 'recent',
      sandbox: true,
    });
    expect(r.confidence).toBeGreaterThanOrEqual(HIGH_CONFIDENCE_MIN);
    expect(r.confidence).toBeLessThan(1);
    expect(r.not_proof_of_life).toBeUndefined();
    const m = r.match;
    expect(m?.matched_name).toBe('Robert James Anderson');
    expect(m?.location).toBe('Peoria, IL');
    expect(m?.source_trust).toBe('stored');
    expect(m?.evidence).toEqual({
      name_match: 'exact',
      location_match: 'city',
      dob_match: 'exact_date',
      death_date_match: 'not_provided',
    });
    expect(m?.obituary_url.startsWith(SANDBOX_OBITUARY_BASE_URL)).toBe(true);
    expect(new URL(m?.obituary_url ?? '').hostname).toBe('sandbox.vigil.invalid');
    expect(m?.obituary_url).toMatch(/\/robert-james-anderson-\d{4}-[0-9a-f]{6}$/);
    expect(r.scoring_reasons).toEqual(
      expect.arrayContaining(['middle_name_corroborated', 'city_match', 'dob_exact_date_match']),
    );
    expect(r.biographical_profile?.occupation?.quote).toContain('Robert');
    expect(r.biographical_profile?.military_service?.quote).toContain('Robert');
  });

  it('counts the death date back from the fixed reference date', () => {
    const reference = Date.parse(`${SANDBOX_REFERENCE_DATE}T00:00:00Z`);
    for (const lastName of ['Adams', 'Baker', 'Clark', 'Davis', 'Evans', 'Fisher', 'Garcia', 'Hill']) {
      const death = Date.parse(`${answer({ last_name: lastName }).match?.death_date}T00:00:00Z`);
      expect(death).toBeLessThanOrEqual(reference);
      expect(reference - death).toBeLessThan(3.1 * 365 * 86_400_000);
    }
  });

  it('honours the death date and date of birth the query gives', () => {
    expect(answer({ last_name: 'Adams', death_date: '2019-11-02' }).match).toMatchObject({
      death_date: '2019-11-02',
      evidence: { death_date_match: 'exact_date' },
    });
    expect(answer({ last_name: 'Adams', death_date: { year: 2019, month: 11 } }).match?.death_date).toMatch(
      /^2019-11-\d{2}$/,
    );
    expect(answer({ last_name: 'Adams', death_date: '2019' }).match?.death_date).toMatch(/^2019-/);
    // Born after the reference window: the fixture death is not before the birth.
    const young = answer({ last_name: 'Adams', dob: { year: 2025, month: 1 } });
    expect(young.match?.death_date && young.match.death_date >= '2025-01-01').toBe(true);
  });

  it.each([
    [{}, 'unknown', 'Springfield, IL'],
    [{ address: { state: 'TX' } }, 'state', 'Texas'],
    [{ address: { county: 'cook', state: 'IL' } }, 'county', 'Cook County, IL'],
    [{ address: { line1: '9 Oak Ave, St. Louis, MO 63101' } }, 'city', 'St. Louis, MO'],
  ])('places %j at %s level as %j', (extra, level, location) => {
    const r = answer({ last_name: 'Baker', ...extra });
    expect(r.match?.evidence.location_match).toBe(level);
    expect(r.match?.location).toBe(location);
  });
});

describe('sandbox possible_match', () => {
  it('is a lead for review, with the reasons found is blocked', () => {
    const r = answer({ middle_name: 'James', last_name: 'Kowalski', dob: { year: 1941 } });
    expectValid(r);
    expect(r.result).toBe('possible_match');
    expect(['moderate', 'low']).toContain(r.confidence_band);
    expect(r.confidence).toBeLessThan(HIGH_CONFIDENCE_MIN);
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.review_recommended).toBe(true);
    expect(r.match?.matched_name).toBe('Robert Kowalski');
    expect(r.match?.evidence.dob_match).toBe('not_stated');
    expect(r.scoring_reasons).toEqual(
      expect.arrayContaining(['middle_name_not_corroborated', 'birth_year_not_stated']),
    );
  });

  it('flags a bare common name', () => {
    expect(answer({ last_name: 'Miller' }).scoring_reasons).toContain(
      'stored_common_name_requires_disambiguator',
    );
  });

  it('treats required fields as confirmed', () => {
    const r = answer({ middle_name: 'J', last_name: 'Miller', require_match: ['middle_name'] });
    expect(r.match?.matched_name).toBe('Robert J Miller');
    expect(r.scoring_reasons).not.toContain('middle_name_not_corroborated');
  });
});

describe('sandbox not_found', () => {
  it('says it is not proof of life', () => {
    const r = answer({ last_name: 'Rivera', client_ref: 'z' });
    expectValid(r);
    expect(r).toMatchObject({
      result: 'not_found',
      confidence: 0,
      confidence_band: 'none',
      review_recommended: false,
      not_proof_of_life: true,
      client_ref: 'z',
      sandbox: true,
    });
    expect(r.match).toBeUndefined();
    expect(r.interpretation).toContain('not proof that the person is alive');
    expect(r.negative_result_strength).toBe('weak');
  });

  it('is stronger with more identifiers and a wider search', () => {
    const r = answer({
      middle_name: 'J',
      last_name: 'Rivera',
      dob: { year: 1950 },
      address: { city: 'Austin', state: 'TX' },
      search_depth: 'extended',
      require_match: ['city'],
    });
    expect(r.negative_result_strength).toBe('strong');
    expect(r.search_depth).toBe('extended');
    expect(r.interpretation).toContain('older records');
    expect(r.scoring_reasons).toContain('require_match_filtered');
  });
});

describe('sandbox bodies', () => {
  it('resolve auto depth to recent and keep an explicit depth', () => {
    expect(answer({ last_name: 'Adams' }).search_depth).toBe('recent');
    expect(answer({ last_name: 'Adams', search_depth: 'standard' }).search_depth).toBe('standard');
  });

  it('omit client_ref when the request has none', () => {
    expect('client_ref' in answer({ last_name: 'Adams' })).toBe(false);
  });

  it('always validate against the VerifyResponse schema', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 12 })
      .map((s) => s.replace(/[^A-Za-zÀ-ÿ' -]/g, ''))
      .filter((s) => /\p{L}/u.test(s));
    const request = fc.record(
      {
        first_name: name,
        last_name: name,
        middle_name: name,
        dob: fc.record({
          year: fc.integer({ min: 1900, max: 2000 }),
          month: fc.integer({ min: 1, max: 12 }),
        }),
        death_date: fc.constantFrom('2020', '2021-06', '2022-02-28'),
        address: fc.record(
          { city: fc.constantFrom('Peoria', 'san juan'), state: fc.constantFrom('IL', 'pr', 'Texas') },
          { requiredKeys: [] },
        ),
        search_depth: fc.constantFrom('recent', 'standard', 'extended'),
        client_ref: fc.string({ maxLength: 20 }),
      },
      { requiredKeys: ['first_name', 'last_name'] },
    );
    fc.assert(
      fc.property(request, (body) => {
        const r = sandboxVerify(parseVerifyRequest(body, { now: NOW }));
        expect(validateVerifyResponse(r)).toBe(true);
        expect(r.result).toBe(sandboxOutcome(body.last_name));
      }),
      { numRuns: 300 },
    );
  });
});

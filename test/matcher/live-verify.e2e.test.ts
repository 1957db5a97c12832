/**
 * Live verify end to end: real HTTP on 127.0.0.1, the real API with Redis limits and the SQLite
 * request log, answered by the ObituaryMatcher over a real SQLite index filled by the real indexer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxVerify } from '../../api/sandbox.js';
import { startTestApi, type TestApi } from '../support/api.js';
import { ObituaryMatcher } from '../../matcher/obituary-matcher.js';
import { isScoringReason } from '../../matcher/reasons.js';
import { openTestIndex, query, type TestIndex } from '../../matcher/testing/notices.js';

describe('one scoring_reasons vocabulary', () => {
  it('every reason the sandbox fixtures use is in the documented live vocabulary', () => {
    const names = ['Adams', 'Jones', 'Young'];
    for (const lastName of names) {
      for (const extra of [
        {},
        {
          middleName: 'Lee',
          dob: { year: 1950, month: 2, day: 3 },
          address: { city: 'Austin', state: 'TX' },
        },
        {
          deathDate: { year: 2024 },
          requireMatch: ['state' as const],
          address: { county: 'Travis', state: 'TX' },
        },
        { dob: { year: 1950 } },
      ]) {
        for (const r of sandboxVerify(query({ firstName: 'Pat', lastName, ...extra })).scoring_reasons) {
          expect(isScoringReason(r), r).toBe(true);
        }
      }
    }
  });
});

describe('live verify through the HTTP API with the obituary matcher', () => {
  let api: TestApi;
  let index: TestIndex;
  let matcher: ObituaryMatcher;

  beforeAll(async () => {
    index = openTestIndex();
    await index.add(
      {
        given: 'Margaret',
        middle: ['Rose'],
        surname: 'Delacroix',
        born: { year: 1936, month: 8, day: 19 },
        died: { year: 2025, month: 4, day: 11 },
        residence: { city: 'Lafayette', county: 'Lafayette', state: 'LA' },
        occupation: { value: 'schoolteacher', quote: 'Margaret taught third grade for 30 years.' },
        survivors: [['Paul Delacroix', 'son']],
      },
      {
        given: 'Thomas',
        surname: 'Delacroix',
        born: { year: 1931 },
        died: { year: 2024, month: 12, day: 2 },
        residence: { city: 'Lafayette', state: 'LA' },
      },
    );
    matcher = new ObituaryMatcher({ index: index.index });
    api = await startTestApi({ matcher });
  });

  afterAll(async () => {
    await api.stop();
    await matcher.close();
    await index.remove();
  });

  it('answers found, possible_match and not_found, and logs each request', async () => {
    const { account, live } = await api.account({
      quotaPerMinute: 100,
      quotaDaily: null,
      quotaMonthly: null,
    });

    const found = await api.call(live, 'POST', '/api/v1/verify', {
      first_name: 'Margaret',
      middle_name: 'Rose',
      last_name: 'Delacroix',
      dob: { year: 1936, month: 8, day: 19 },
      address: { line1: '12 Oak St, Lafayette, LA' },
      client_ref: 'case-found',
    });
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({
      result: 'found',
      confidence_band: 'high',
      review_recommended: false,
      client_ref: 'case-found',
      search_depth: 'recent',
      match: {
        matched_name: 'Margaret Rose Delacroix',
        death_date: '2025-04-11',
        location: 'Lafayette, LA',
        source_trust: 'stored',
        evidence: { name_match: 'exact', location_match: 'city', dob_match: 'exact_date' },
      },
      biographical_profile: { occupation: { value: 'schoolteacher' } },
    });

    const possible = await api.call(live, 'POST', '/api/v1/verify', {
      first_name: 'Thomas',
      middle_name: 'Edward',
      last_name: 'Delacroix',
      dob: { year: 1931 },
      address: { state: 'LA' },
      client_ref: 'case-possible',
    });
    expect(possible.status).toBe(200);
    expect(possible.json.result).toBe('possible_match');
    expect(possible.json.review_recommended).toBe(true);
    expect(possible.json.scoring_reasons).toContain('middle_name_not_corroborated');

    const survivor = await api.call(live, 'POST', '/api/v1/verify', {
      first_name: 'Paul',
      last_name: 'Delacroix',
      address: { state: 'LA' },
      client_ref: 'case-survivor',
    });
    expect(survivor.status).toBe(200);
    expect(survivor.json).toMatchObject({
      result: 'not_found',
      confidence: 0,
      confidence_band: 'none',
      not_proof_of_life: true,
    });
    expect(survivor.json.scoring_reasons).toContain('name_matches_survivor_only');
    expect(['weak', 'moderate', 'strong']).toContain(survivor.json.negative_result_strength);

    for (const body of [found.json, possible.json, survivor.json]) {
      for (const r of body.scoring_reasons as string[]) expect(isScoringReason(r), r).toBe(true);
    }

    const log = await api.call(live, 'GET', '/api/v1/requests?limit=10');
    expect(log.status).toBe(200);
    const records = log.json.records as Array<Record<string, unknown>>;
    expect(records.map((r) => [r.client_ref, r.result])).toEqual([
      ['case-survivor', 'not_found'],
      ['case-possible', 'possible_match'],
      ['case-found', 'found'],
    ]);
    expect(records[2]).toMatchObject({ search_depth: 'recent', matched_url: found.json.match.obituary_url });
    expect((await api.state.requestLog.list({ accountId: account.id, limit: 10, offset: 0 })).total).toBe(3);
  });

  it('a batch answers each item through the matcher', async () => {
    const { live } = await api.account({ quotaPerMinute: 100, quotaDaily: null, quotaMonthly: null });
    const res = await api.call(live, 'POST', '/api/v1/verify/batch', {
      items: [
        {
          first_name: 'Margaret',
          middle_name: 'Rose',
          last_name: 'Delacroix',
          dob: { year: 1936, month: 8, day: 19 },
          address: { city: 'Lafayette', state: 'LA' },
        },
        { first_name: 'Nobody', last_name: 'Notindexed', dob: { year: 1950 } },
      ],
    });
    expect(res.status).toBe(200);
    const results = res.json.results as Array<Record<string, unknown>>;
    expect(results.map((r) => [r.index, r.result])).toEqual([
      [0, 'found'],
      [1, 'not_found'],
    ]);
  });
});

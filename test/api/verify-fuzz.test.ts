/**
 * Property: no verify body, however malformed, gets a 5xx. 10,000+ generated bodies go through real
 * HTTP to the sandbox and the live path; every answer must be 200 or a 4xx with the error body.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLimited } from '../../api/verification-service.js';
import { startTestApi, type TestApi } from '../support/api.js';
import { RecordingMatcher } from '../support/recording-matcher.js';

const seed = Number(process.env.VIGIL_FUZZ_SEED ?? Date.now() % 2_147_483_647);

const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Ávila',
    "O'Brien",
    '李',
    '=cmd|',
    'a'.repeat(300),
    '2024-02-29',
    '2023-02-29',
    '1941',
  ),
);
const weirdNumber = fc.oneof(
  fc.integer({ min: -5, max: 3000 }),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER),
);
const scalar = fc.oneof(weirdString, weirdNumber, fc.boolean(), fc.constant(null));
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);

/** Bodies that look like verify requests, with each field present, absent or of a wrong type. */
const nearValid = fc.record(
  {
    first_name: fc.oneof(weirdString, value),
    last_name: fc.oneof(weirdString, value),
    middle_name: fc.oneof(weirdString, value),
    dob: fc.oneof(
      fc.record(
        {
          year: fc.oneof(weirdNumber, value),
          month: fc.oneof(weirdNumber, value),
          day: fc.oneof(weirdNumber, value),
        },
        { requiredKeys: [] },
      ),
      value,
    ),
    death_date: fc.oneof(
      weirdString,
      fc.record({ year: weirdNumber, month: weirdNumber, day: weirdNumber }, { requiredKeys: [] }),
      value,
    ),
    address: fc.oneof(
      fc.record(
        {
          city: weirdString,
          state: fc.oneof(fc.constantFrom('IL', 'Texas', 'zz', 'il'), weirdString),
          county: weirdString,
          line1: weirdString,
        },
        { requiredKeys: [] },
      ),
      value,
    ),
    search_depth: fc.oneof(fc.constantFrom('recent', 'standard', 'extended', 'RECENT'), value),
    require_match: fc.oneof(
      fc.array(fc.constantFrom('dob_year', 'dob_month', 'middle_name', 'city', 'county', 'state', 'x'), {
        maxLength: 7,
      }),
      value,
    ),
    lookback_years: fc.oneof(weirdNumber, value),
    client_ref: fc.oneof(weirdString, value),
    fresh: value,
    include_survivors: value,
  },
  { requiredKeys: [] },
);
const anyBody = fc.oneof(nearValid, value, fc.anything());

interface Probe {
  key: 'live' | 'test';
  path: string;
  body: string;
  contentType: string;
}

function probes(n: number, salt: number): Probe[] {
  const bodies = fc.sample(
    fc.oneof(
      { weight: 6, arbitrary: anyBody.map((b) => JSON.stringify(b) ?? 'null') },
      { weight: 1, arbitrary: fc.string().map((s) => `{"first_name":${s}`) },
      {
        weight: 1,
        arbitrary: fc.array(anyBody, { maxLength: 60 }).map((items) => JSON.stringify({ items })),
      },
    ),
    { numRuns: n, seed: seed + salt },
  );
  return bodies.map((body, i) => ({
    key: i % 3 === 0 ? 'live' : 'test',
    path: body.startsWith('{"items"') ? '/api/v1/verify/batch' : '/api/v1/verify',
    body,
    contentType: i % 97 === 0 ? 'text/plain' : 'application/json',
  }));
}

let api: TestApi;
let keys: { live: string; test: string };
beforeAll(async () => {
  api = await startTestApi({ matcher: new RecordingMatcher() });
  keys = await api.account({
    quotaPerMinute: null,
    quotaDaily: null,
    quotaMonthly: null,
    maxLookbackYears: 50,
  });
});
afterAll(async () => api.stop());

describe('verify under random and malformed bodies', () => {
  it(`never answers 5xx (seed ${seed})`, { timeout: 240_000 }, async () => {
    const all = probes(10_200, 0);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await runLimited(
      all.map((p) => async () => {
        const res = await fetch(api.url + p.path, {
          method: 'POST',
          headers: { Authorization: `Bearer ${keys[p.key]}`, 'Content-Type': p.contentType },
          body: p.body,
        });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const ok =
          res.status === 200 ||
          (res.status >= 400 && res.status < 500 && /"error":\{"code":"[a-z_]+"/.test(text));
        if (!ok && failures.length < 5)
          failures.push(`${res.status} ${p.path} ${p.body.slice(0, 300)} -> ${text.slice(0, 300)}`);
      }),
      16,
    );
    expect(failures, `seed ${seed}`).toEqual([]);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(10_200);
    // The generator must reach both the accepting and the rejecting paths, or the property says little.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(1000);
  });
});

/**
 * Property: no query string of GET /api/v1/requests, however malformed, gets a 5xx. Thousands of
 * generated query strings go through real HTTP; every answer must be 200 or a 4xx with the error body.
 * The generator leans on what a client can send in a query: numbers of any size, timestamps with
 * every offset form, leap seconds and years at the edges, repeated and unknown parameters.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLimited } from '../../api/verification-service.js';
import { startTestApi, type TestApi } from '../support/api.js';

const seed = Number(process.env.VIGIL_FUZZ_SEED ?? Date.now() % 2_147_483_647);
const RUNS = 3_000;

const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');

/** Timestamps as clients write them: any year 0-9999, any offset form, a leap second now and then. */
const timestamp = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hour: fc.integer({ min: 0, max: 25 }),
    minute: fc.integer({ min: 0, max: 60 }),
    second: fc.integer({ min: 0, max: 61 }),
    fraction: fc.constantFrom('', '.5', '.123', '.123456789'),
    separator: fc.constantFrom('T', 't', ' '),
    zone: fc.oneof(
      fc.constantFrom('Z', 'z', ''),
      fc
        .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 60 }))
        .chain(([sign, h, m]) =>
          fc.constantFrom(
            `${sign}${pad(h, 2)}:${pad(m, 2)}`,
            `${sign}${pad(h, 2)}${pad(m, 2)}`,
            `${sign}${pad(h, 2)}`,
          ),
        ),
    ),
    dateOnly: fc.boolean(),
  })
  .map((t) => {
    const date = `${pad(t.year, 4)}-${pad(t.month, 2)}-${pad(t.day, 2)}`;
    if (t.dateOnly) return date;
    return `${date}${t.separator}${pad(t.hour, 2)}:${pad(t.minute, 2)}:${pad(t.second, 2)}${t.fraction}${t.zone}`;
  });

const number = fc.oneof(
  fc.integer({ min: -5, max: 300 }).map(String),
  fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String),
  fc.constantFrom(
    '9007199254740991',
    '9007199254740992',
    '1e3',
    '1e400',
    '0x10',
    '1.5',
    '-0',
    ' 7',
    'NaN',
    '',
  ),
);

const weird = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' ', '\u0000', '%', '=cmd|', 'found', 'csv', 'json', 'recent', 'a'.repeat(300)),
);

const valueOf: Record<string, fc.Arbitrary<string>> = {
  result: fc.oneof(fc.constantFrom('found', 'possible_match', 'not_found', 'FOUND'), weird),
  search_depth: fc.oneof(fc.constantFrom('recent', 'standard', 'extended', 'auto'), weird),
  client_ref: weird,
  from: fc.oneof({ weight: 4, arbitrary: timestamp }, { weight: 1, arbitrary: weird }),
  to: fc.oneof({ weight: 4, arbitrary: timestamp }, { weight: 1, arbitrary: weird }),
  limit: fc.oneof(number, weird),
  offset: fc.oneof(number, weird),
  format: fc.oneof(fc.constantFrom('json', 'csv', 'CSV', 'xml'), weird),
  page: weird,
};

const queryString = fc
  .array(
    fc.constantFrom(...Object.keys(valueOf)).chain((name) => valueOf[name]!.map((v) => [name, v] as const)),
    {
      maxLength: 5,
    },
  )
  .map((pairs) => new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, v])).toString());

let api: TestApi;
let live: string;
beforeAll(async () => {
  api = await startTestApi();
  ({ live } = await api.account({ quotaPerMinute: null, quotaDaily: null, quotaMonthly: null }));
});
afterAll(async () => api.stop());

describe('request log under random and malformed query strings', () => {
  it(`never answers 5xx (seed ${seed})`, { timeout: 120_000 }, async () => {
    const queries = fc.sample(queryString, { numRuns: RUNS, seed });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await runLimited(
      queries.map((q) => async () => {
        const res = await fetch(`${api.url}/api/v1/requests?${q}`, {
          headers: { Authorization: `Bearer ${live}` },
        });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const ok =
          res.status === 200 ||
          (res.status >= 400 && res.status < 500 && /"error":\{"code":"[a-z_]+"/.test(text));
        if (!ok && failures.length < 5) failures.push(`${res.status} ?${q} -> ${text.slice(0, 300)}`);
      }),
      16,
    );
    expect(failures, `seed ${seed}`).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
    // The generator must reach both the accepting and the rejecting paths, or the property says little.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 10);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 10);
  });
});

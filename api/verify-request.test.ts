import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VigilError, type FieldIssue } from '../core/errors.js';
import type { VerifyQuery } from '../core/verification.js';
import { validateVerifyRequest } from './schemas/validators.js';
import {
  checkLookback,
  cityStateFromLine,
  daysInMonth,
  hasNoCacheDirective,
  normalizedInput,
  parseBatchRequest,
  parseVerifyRequest,
  validateIdempotencyKey,
} from './verify-request.js';

/** 12:00 UTC on 15 June 2025: already 16 June at UTC+14, still 15 June everywhere west of it. */
const NOW = new Date('2025-06-15T12:00:00Z');
const base = { first_name: 'John', last_name: 'Smith' };

const parse = (body: unknown, opts: { cacheControl?: string } = {}): VerifyQuery =>
  parseVerifyRequest(body, { now: NOW, ...opts });

function rejection(fn: () => unknown): VigilError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(VigilError);
    return e as VigilError;
  }
  throw new Error('expected the call to throw');
}

function issuesOf(body: unknown): FieldIssue[] {
  const e = rejection(() => parse(body));
  expect(e.code).toBe('invalid_request');
  expect(e.status).toBe(400);
  expect(e.details?.length).toBeGreaterThan(0);
  return e.details ?? [];
}

const fieldsOf = (body: unknown): string[] => issuesOf(body).map((i) => i.field);

describe('parseVerifyRequest: a valid request', () => {
  it('normalizes a full request', () => {
    const q = parse(
      {
        first_name: '  John ',
        middle_name: 'Q.',
        last_name: " O'Brien  Jr ",
        dob: { year: 1952, month: 2, day: 29 },
        death_date: '2023-04-17',
        address: { line1: '12 Main St, Springfield, IL 62701', county: ' Sangamon ' },
        search_depth: 'standard',
        client_ref: 'case-7',
        fresh: false,
        require_match: ['city', 'dob_year', 'city', 'county'],
        include_survivors: true,
        lookback_years: 10,
      },
      {},
    );
    expect(q).toEqual({
      firstName: 'John',
      middleName: 'Q.',
      lastName: "O'Brien Jr",
      dob: { year: 1952, month: 2, day: 29 },
      deathDate: { year: 2023, month: 4, day: 17 },
      address: {
        line1: '12 Main St, Springfield, IL 62701',
        city: 'Springfield',
        state: 'IL',
        county: 'Sangamon',
      },
      searchDepth: 'standard',
      requireMatch: ['city', 'dob_year', 'county'],
      includeSurvivors: true,
      lookbackYears: 10,
      fresh: false,
      clientRef: 'case-7',
    } satisfies VerifyQuery);
  });

  it('fills defaults for a minimal request', () => {
    expect(parse(base)).toEqual({
      firstName: 'John',
      lastName: 'Smith',
      searchDepth: 'auto',
      requireMatch: [],
      includeSurvivors: false,
      fresh: false,
    });
  });

  it('accepts non-Latin names and keeps them in NFC', () => {
    const q = parse({ first_name: 'Jose\u0301', last_name: '王' });
    expect(q.firstName).toBe('José');
    expect(q.lastName).toBe('王');
  });

  it('drops empty dob and address objects', () => {
    const q = parse({ ...base, dob: {}, address: {} });
    expect(q.dob).toBeUndefined();
    expect(q.address).toBeUndefined();
  });
});

describe('parseVerifyRequest: names', () => {
  it.each([
    [{ last_name: 'Smith' }, ['/first_name']],
    [{ first_name: 'John' }, ['/last_name']],
    [{}, ['/first_name', '/last_name']],
    [{ ...base, first_name: '' }, ['/first_name']],
    [{ ...base, first_name: '   ' }, ['/first_name']],
    [{ ...base, last_name: '1234' }, ['/last_name']],
    [{ ...base, last_name: "--'" }, ['/last_name']],
    [{ ...base, first_name: 'x'.repeat(101) }, ['/first_name']],
    [{ ...base, first_name: 7 }, ['/first_name']],
    [{ ...base, middle_name: '' }, ['/middle_name']],
    [{ ...base, middle_name: ' ' }, ['/middle_name']],
    [{ ...base, middle_name: '3' }, ['/middle_name']],
    [{ ...base, middle_name: null }, ['/middle_name']],
  ])('%j is rejected at %j', (body, fields) => {
    expect(fieldsOf(body)).toEqual(fields);
  });

  it('says why in plain English', () => {
    expect(issuesOf({ last_name: 'Smith' })[0]?.message).toBe('first_name is required.');
    expect(issuesOf({ ...base, last_name: '1234' })[0]?.message).toBe(
      'last_name must contain at least one letter.',
    );
    expect(issuesOf({ ...base, middle_name: null })[0]?.message).toBe(
      'middle_name must be a string, not null.',
    );
  });

  it('accepts a 100-character name', () => {
    expect(parse({ ...base, first_name: 'x'.repeat(100) }).firstName).toHaveLength(100);
  });
});

describe('parseVerifyRequest: unknown fields are rejected, with a suggestion', () => {
  it.each([
    ['dob_year', { ...base, dob_year: 1950 }, '/dob_year', 'did you mean "dob.year"'],
    ['firstname', { ...base, firstname: 'J' }, '/firstname', 'did you mean "first_name"'],
    ['lastName', { ...base, lastName: 'S' }, '/lastName', 'did you mean "last_name"'],
    ['city at top level', { ...base, city: 'Peoria' }, '/city', 'did you mean "address.city"'],
    ['dob.yr', { ...base, dob: { yr: 1950 } }, '/dob/yr', 'Allowed fields: year, month, day'],
    ['address.zip', { ...base, address: { zip: '62701' } }, '/address/zip', 'Unknown field "zip" in address'],
  ])('%s', (_name, body, field, text) => {
    const issues = issuesOf(body);
    expect(issues.map((i) => i.field)).toEqual([field]);
    expect(issues[0]?.message).toContain(text);
  });
});

describe('parseVerifyRequest: dob', () => {
  it.each([
    [{ year: 1952, month: 2, day: 29 }],
    [{ year: 2000, month: 2, day: 29 }],
    [{ year: 1850 }],
    [{ year: 2025 }],
    [{ month: 7 }],
    [{ year: 1950, month: 12, day: 31 }],
    [{ year: 2025, month: 6, day: 16 }], // already the 16th at UTC+14
  ])('accepts %j', (dob) => {
    expect(parse({ ...base, dob }).dob).toEqual(dob);
  });

  it.each([
    [{ year: 1950, month: 2, day: 29 }, '/dob/day'],
    [{ year: 1900, month: 2, day: 29 }, '/dob/day'],
    [{ year: 1950, month: 4, day: 31 }, '/dob/day'],
    [{ year: 1950, month: 13 }, '/dob/month'],
    [{ year: 1950, month: 0 }, '/dob/month'],
    [{ year: 1849 }, '/dob/year'],
    [{ year: 2026 }, '/dob/year'],
    [{ year: 1950.5 }, '/dob/year'],
    [{ year: '1950' }, '/dob/year'],
    [{ year: 1950, month: 3, day: 32 }, '/dob/day'],
    [{ day: 3 }, '/dob/day'],
    [{ month: 3, day: 3 }, '/dob/day'],
    [{ year: 1950, day: 3 }, '/dob/day'],
    [{ year: 2025, month: 7 }, '/dob'],
    [{ year: 2025, month: 6, day: 17 }, '/dob'],
  ])('rejects %j at %s', (dob, field) => {
    expect(fieldsOf({ ...base, dob })).toEqual([field]);
  });

  it('rejects a dob that is not an object', () => {
    expect(fieldsOf({ ...base, dob: '1950-01-01' })).toEqual(['/dob']);
  });

  it('explains the calendar and the range', () => {
    expect(issuesOf({ ...base, dob: { year: 1950, month: 2, day: 29 } })[0]?.message).toBe(
      'dob.day 29 does not exist: February 1950 has 28 days.',
    );
    expect(issuesOf({ ...base, dob: { year: 1849 } })[0]?.message).toBe(
      'dob.year must be between 1850 and 2025.',
    );
    expect(issuesOf({ ...base, dob: { year: 1950, month: 3.5 } })[0]?.message).toBe(
      'dob.month must be a whole number, not 3.5.',
    );
    expect(issuesOf({ ...base, dob: { day: 3 } })[0]?.message).toBe(
      'dob.day requires dob.month and dob.year.',
    );
  });

  it('accepts every real date and rejects every day past the end of its month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1850, max: 2024 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const body = { ...base, dob: { year, month, day } };
          if (day <= daysInMonth(year, month)) expect(parse(body).dob).toEqual({ year, month, day });
          else expect(fieldsOf(body)).toEqual(['/dob/day']);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('parseVerifyRequest: death_date', () => {
  it.each([
    ['2023-04-17', { year: 2023, month: 4, day: 17 }],
    ['2023-04', { year: 2023, month: 4 }],
    ['2023', { year: 2023 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2025-06-16', { year: 2025, month: 6, day: 16 }],
    [{ year: 2023 }, { year: 2023 }],
    [
      { year: 2023, month: 4 },
      { year: 2023, month: 4 },
    ],
    [
      { year: 2023, month: 4, day: 17 },
      { year: 2023, month: 4, day: 17 },
    ],
  ])('accepts %j', (deathDate, expected) => {
    expect(parse({ ...base, death_date: deathDate }).deathDate).toEqual(expected);
    // Whatever the code accepts, the published schema accepts too.
    expect(validateVerifyRequest({ ...base, death_date: deathDate })).toBe(true);
  });

  it.each([
    ['2023-02-29', '/death_date'],
    ['1900-02-29', '/death_date'],
    ['2023-13', '/death_date'],
    ['2023-00-10', '/death_date'],
    ['2023-04-31', '/death_date'],
    ['23-04-17', '/death_date'],
    ['2023/04/17', '/death_date'],
    ['2023-4-17', '/death_date'],
    ['', '/death_date'],
    ['1849', '/death_date'],
    ['2026', '/death_date'],
    ['2025-07', '/death_date'],
    ['2025-06-17', '/death_date'],
    [20230417, '/death_date'],
    [null, '/death_date'],
    [[2023], '/death_date'],
    [{ year: 2023, day: 5 }, '/death_date/day'],
    [{ month: 4 }, '/death_date/year'],
    [{ year: '2023' }, '/death_date/year'],
    [{ year: 2023.5 }, '/death_date/year'],
    [{ year: 1849 }, '/death_date/year'],
    [{ year: 2026 }, '/death_date/year'],
    [{ year: 2023, month: 13 }, '/death_date/month'],
    [{ year: 2023, month: 2, day: 29 }, '/death_date/day'],
    [{ year: 2023, month: 4, extra: 1 }, '/death_date/extra'],
    [{ year: 2025, month: 12 }, '/death_date'],
  ])('rejects %j at %s', (deathDate, field) => {
    expect(fieldsOf({ ...base, death_date: deathDate })).toEqual([field]);
  });

  it('reports every problem of an object death_date', () => {
    expect(fieldsOf({ ...base, death_date: { day: 5, foo: 1 } }).sort()).toEqual([
      '/death_date/day',
      '/death_date/foo',
      '/death_date/year',
    ]);
  });

  it('names the forms in its message', () => {
    expect(issuesOf({ ...base, death_date: '17/04/2023' })[0]?.message).toContain(
      'YYYY-MM-DD, YYYY-MM or YYYY',
    );
    expect(issuesOf({ ...base, death_date: '2023-02-29' })[0]?.message).toBe(
      'death_date is not a real date: February 2023 has no day 29.',
    );
  });

  it.each([
    ['1950-04', '/death_date'],
    ['1949', '/death_date'],
    ['1950-05-09', '/death_date'],
    [{ year: 1950, month: 5, day: 9 }, '/death_date'],
  ])('rejects %j before a dob of 1950-05-10', (deathDate, field) => {
    expect(fieldsOf({ ...base, dob: { year: 1950, month: 5, day: 10 }, death_date: deathDate })).toEqual([
      field,
    ]);
  });

  it.each(['1950', '1950-05', '1950-05-10', '1951'])('accepts %j with a dob of 1950-05-10', (deathDate) => {
    expect(
      parse({ ...base, dob: { year: 1950, month: 5, day: 10 }, death_date: deathDate }).deathDate?.year,
    ).toBeGreaterThan(1949);
  });
});

describe('parseVerifyRequest: address', () => {
  it.each([
    ['il', 'IL'],
    ['Illinois', 'IL'],
    ['NEW YORK', 'NY'],
    ['district of columbia', 'DC'],
    ['D.C.', 'DC'],
    ['Puerto Rico', 'PR'],
    ['pr', 'PR'],
  ])('state %j -> %s', (state, code) => {
    expect(parse({ ...base, address: { state } }).address?.state).toBe(code);
  });

  it.each(['Ontario', 'XX', 'Illinoiss'])('rejects state %j', (state) => {
    const issues = issuesOf({ ...base, address: { state } });
    expect(issues.map((i) => i.field)).toEqual(['/address/state']);
    expect(issues[0]?.message).toContain('not a recognised US state');
  });

  it.each([
    [{ city: '' }, '/address/city'],
    [{ city: '  ' }, '/address/city'],
    [{ city: '123' }, '/address/city'],
    [{ county: '' }, '/address/county'],
    [{ state: '' }, '/address/state'],
    [{ line1: ' ' }, '/address/line1'],
    [{ city: 5 }, '/address/city'],
  ])('rejects %j', (address, field) => {
    expect(fieldsOf({ ...base, address })).toEqual([field]);
  });

  it('rejects an address that is not an object', () => {
    expect(fieldsOf({ ...base, address: 'Peoria, IL' })).toEqual(['/address']);
  });

  it('fills a missing city and state from line1', () => {
    expect(parse({ ...base, address: { line1: '412 Elm St, Peoria, IL 61602' } }).address).toEqual({
      line1: '412 Elm St, Peoria, IL 61602',
      city: 'Peoria',
      state: 'IL',
    });
  });

  it('never overwrites a given city or state', () => {
    const line1 = '412 Elm St, Peoria, IL 61602';
    expect(parse({ ...base, address: { line1, city: 'Bartonville' } }).address).toMatchObject({
      city: 'Bartonville',
      state: 'IL',
    });
    expect(parse({ ...base, address: { line1, state: 'missouri' } }).address).toMatchObject({
      city: 'Peoria',
      state: 'MO',
    });
  });
});

describe('cityStateFromLine', () => {
  it.each([
    ['12 Main St, Springfield, IL', { city: 'Springfield', state: 'IL' }],
    ['12 Main St, Springfield, IL 62701', { city: 'Springfield', state: 'IL' }],
    ['12 Main St, Springfield IL 62701', { city: 'Springfield', state: 'IL' }],
    ['12 Main St, Springfield IL', { city: 'Springfield', state: 'IL' }],
    ['12 Main St, Springfield il 62701-1234', { city: 'Springfield', state: 'IL' }],
    ['12 Main St, Springfield, Illinois', { city: 'Springfield', state: 'IL' }],
    ['12 Main St, Springfield, IL, 62701', { city: 'Springfield', state: 'IL' }],
    ['12 Main St, Apt 4, St. Louis, MO', { city: 'St. Louis', state: 'MO' }],
    ['1600 Pennsylvania Ave NW, Washington, DC 20500', { city: 'Washington', state: 'DC' }],
    ['1600 Pennsylvania Ave NW, Washington D.C. 20500', { city: 'Washington', state: 'DC' }],
    ['PO Box 7, San Juan, PR 00901', { city: 'San Juan', state: 'PR' }],
    ['12 Main St Springfield IL 62701', { state: 'IL' }],
    ['12 Main St, Suite B, IL 62701', { state: 'IL' }],
    ['1200 First St NE', {}],
    ['1200 First St, NE', {}],
    ['12 Main St, Washington', {}],
    ['12 Main St, Springfield', {}],
    ['12 Main St, Springfield il', {}],
    ['12 Main St, Springfield, ZZ 62701', {}],
    ['12 Main St', {}],
    ['', {}],
  ])('%j -> %j', (line1, expected) => {
    expect(cityStateFromLine(line1)).toEqual(expected);
  });
});

describe('parseVerifyRequest: require_match', () => {
  it.each([
    [{ require_match: ['city'] }, '/require_match/0'],
    [{ require_match: ['state'] }, '/require_match/0'],
    [{ require_match: ['county'], address: { city: 'Peoria' } }, '/require_match/0'],
    [{ require_match: ['dob_year'] }, '/require_match/0'],
    [{ require_match: ['dob_month'], dob: { year: 1950 } }, '/require_match/0'],
    [{ require_match: ['dob_year'], dob: { month: 5 } }, '/require_match/0'],
    [{ require_match: ['middle_name'] }, '/require_match/0'],
    [{ require_match: ['state', 'zip'], address: { state: 'IL' } }, '/require_match/1'],
    [{ require_match: 'city', address: { city: 'Peoria' } }, '/require_match'],
  ])('%j is rejected at %s', (extra, field) => {
    expect(fieldsOf({ ...base, ...extra })).toEqual([field]);
  });

  it('says which value is missing', () => {
    expect(issuesOf({ ...base, require_match: ['city'] })[0]?.message).toContain('address.city');
  });

  it('accepts each field when its value is given, and drops duplicates', () => {
    const q = parse({
      ...base,
      middle_name: 'Q',
      dob: { year: 1950, month: 4 },
      address: { city: 'Peoria', county: 'Peoria', state: 'IL' },
      require_match: ['dob_year', 'dob_month', 'middle_name', 'city', 'county', 'state', 'city', 'dob_year'],
    });
    expect(q.requireMatch).toEqual(['dob_year', 'dob_month', 'middle_name', 'city', 'county', 'state']);
  });

  it('counts a city and state taken from line1', () => {
    const q = parse({
      ...base,
      address: { line1: '12 Main St, Peoria, IL' },
      require_match: ['city', 'state'],
    });
    expect(q.requireMatch).toEqual(['city', 'state']);
  });

  it('does not report a require_match field whose value is present but invalid twice', () => {
    expect(fieldsOf({ ...base, dob: { year: 1800 }, require_match: ['dob_year'] })).toEqual(['/dob/year']);
    expect(fieldsOf({ ...base, address: { city: '' }, require_match: ['city'] })).toEqual(['/address/city']);
  });
});

describe('parseVerifyRequest: options', () => {
  it.each([
    [{ search_depth: 'auto' }, '/search_depth'],
    [{ search_depth: 'deep' }, '/search_depth'],
    [{ lookback_years: 0 }, '/lookback_years'],
    [{ lookback_years: 101 }, '/lookback_years'],
    [{ lookback_years: 2.5 }, '/lookback_years'],
    [{ lookback_years: '10' }, '/lookback_years'],
    [{ client_ref: 'x'.repeat(256) }, '/client_ref'],
    [{ client_ref: 42 }, '/client_ref'],
    [{ fresh: 'yes' }, '/fresh'],
    [{ include_survivors: 'true' }, '/include_survivors'],
  ])('%j is rejected at %s', (extra, field) => {
    expect(fieldsOf({ ...base, ...extra })).toEqual([field]);
  });

  it('explains an enum', () => {
    expect(issuesOf({ ...base, search_depth: 'deep' })[0]?.message).toBe(
      'search_depth must be one of: recent, standard, extended (got the string "deep").',
    );
  });

  it.each(['recent', 'standard', 'extended'] as const)('accepts search_depth %s', (depth) => {
    expect(parse({ ...base, search_depth: depth }).searchDepth).toBe(depth);
  });

  it('accepts the bounds of lookback_years and client_ref', () => {
    expect(parse({ ...base, lookback_years: 1 }).lookbackYears).toBe(1);
    expect(parse({ ...base, lookback_years: 100 }).lookbackYears).toBe(100);
    expect(parse({ ...base, client_ref: 'x'.repeat(255) }).clientRef).toHaveLength(255);
  });

  it('sets fresh from the body or from Cache-Control: no-cache', () => {
    expect(parse({ ...base, fresh: true }).fresh).toBe(true);
    expect(parse(base, { cacheControl: 'no-cache' }).fresh).toBe(true);
    expect(parse(base, { cacheControl: 'max-age=0, No-Cache' }).fresh).toBe(true);
    expect(parse(base, { cacheControl: 'no-store' }).fresh).toBe(false);
    expect(parse({ ...base, fresh: false })).toMatchObject({ fresh: false });
    expect(hasNoCacheDirective('no-cache="Set-Cookie"')).toBe(true);
    expect(hasNoCacheDirective('no-cachex')).toBe(false);
    expect(hasNoCacheDirective(undefined)).toBe(false);
  });

  it('sets include_survivors', () => {
    expect(parse({ ...base, include_survivors: true }).includeSurvivors).toBe(true);
  });
});

describe('parseVerifyRequest: the body as a whole', () => {
  it.each([null, [], 'John Smith', 42, true])('rejects %j at the root', (body) => {
    const issues = issuesOf(body);
    expect(issues).toEqual([{ field: '', message: 'The request body must be a JSON object.' }]);
  });

  it('reports every problem, in body order, and counts them in the message', () => {
    const e = rejection(() =>
      parse({
        lookback_years: 0,
        first_name: '',
        dob: { year: 1950, month: 2, day: 30 },
        address: { state: 'Narnia' },
        search_depth: 'fast',
        dob_year: 1950,
      }),
    );
    expect(e.details?.map((i) => i.field)).toEqual([
      '/first_name',
      '/last_name',
      '/dob/day',
      '/address/state',
      '/search_depth',
      '/lookback_years',
      '/dob_year',
    ]);
    expect(e.message).toBe('first_name must not be empty (and 6 more; see details).');
    expect(e.toBody().error.details).toHaveLength(7);
  });
});

describe('checkLookback', () => {
  it('throws lookback_exceeds_quota above the account maximum only', () => {
    const q = parse({ ...base, lookback_years: 30 });
    const e = rejection(() => checkLookback(q, 25));
    expect(e.code).toBe('lookback_exceeds_quota');
    expect(e.status).toBe(400);
    expect(e.details?.[0]?.field).toBe('/lookback_years');
    expect(() => checkLookback(q, 30)).not.toThrow();
    expect(() => checkLookback(parse(base), 1)).not.toThrow();
  });
});

describe('validateIdempotencyKey', () => {
  it('passes a good key through and treats an absent one as none', () => {
    expect(validateIdempotencyKey(undefined)).toBeUndefined();
    expect(validateIdempotencyKey('')).toBeUndefined();
    expect(validateIdempotencyKey('order-1042:retry 2')).toBe('order-1042:retry 2');
    expect(validateIdempotencyKey('k'.repeat(255))).toHaveLength(255);
  });

  it.each(['k'.repeat(256), 'clé', 'a\nb', 'tab\there', '   '])('rejects %j', (key) => {
    const e = rejection(() => validateIdempotencyKey(key));
    expect(e.code).toBe('invalid_request');
    expect(e.details?.[0]?.field).toBe('Idempotency-Key');
  });
});

describe('parseBatchRequest', () => {
  it('returns the items untouched, for per-item parsing', () => {
    const items = [base, { nonsense: true }];
    expect(parseBatchRequest({ items })).toEqual(items);
  });

  it.each([
    [{ items: [] }, '/items'],
    [{ items: Array.from({ length: 51 }, () => base) }, '/items'],
    [{}, '/items'],
    [{ items: base }, '/items'],
    [{ items: [base], extra: 1 }, '/extra'],
    [[base], ''],
  ])('rejects %j at %s', (body, field) => {
    const e = rejection(() => parseBatchRequest(body));
    expect(e.code).toBe('invalid_request');
    expect(e.details?.map((i) => i.field)).toEqual([field]);
  });

  it('accepts 50 items', () => {
    expect(parseBatchRequest({ items: Array.from({ length: 50 }, () => base) })).toHaveLength(50);
  });
});

describe('normalizedInput', () => {
  it('keeps what the request log needs, lower-cased, and not the street line', () => {
    const q = parse({
      first_name: 'John',
      middle_name: 'Quincy',
      last_name: "O'Brien",
      dob: { year: 1950, month: 5 },
      death_date: { year: 2023, month: 4, day: 17 },
      address: { line1: '12 Main St, Springfield, IL', county: 'Sangamon' },
      search_depth: 'extended',
      require_match: ['state'],
      lookback_years: 20,
      client_ref: 'case-7',
    });
    expect(normalizedInput(q)).toEqual({
      first_name: 'john',
      middle_name: 'quincy',
      last_name: "o'brien",
      dob_year: 1950,
      dob_month: 5,
      death_year: 2023,
      death_month: 4,
      death_day: 17,
      city: 'springfield',
      county: 'sangamon',
      state: 'IL',
      search_depth: 'extended',
      require_match: ['state'],
      include_survivors: false,
      lookback_years: 20,
      fresh: false,
    });
  });

  it('omits what the request did not give', () => {
    expect(normalizedInput(parse(base))).toEqual({
      first_name: 'john',
      last_name: 'smith',
      search_depth: 'auto',
      include_survivors: false,
      fresh: false,
    });
  });
});

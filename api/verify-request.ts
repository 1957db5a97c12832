/**
 * Turns a verify request body (spec 2.1) into a VerifyQuery, or answers 400 invalid_request listing
 * every problem with a JSON pointer and a plain-English sentence.
 *
 * The TypeBox schema catches structure (types, ranges, unknown fields); this file adds what a schema
 * cannot say: names that contain a letter, real calendar dates, nothing in the future, a death not
 * before the birth, recognisable states, and require_match fields that have a value to confirm.
 */
import { MONTH_NAMES } from '../core/dates/index.js';
import { VigilError, invalidRequest, type FieldIssue } from '../core/errors.js';
import { toStateCode } from '../core/us-states.js';
import type {
  BirthDate,
  PartialDate,
  QueryAddress,
  RequireMatchField,
  VerifyQuery,
} from '../core/verification.js';
import { EARLIEST_YEAR, IDEMPOTENCY_KEY_MAX_LENGTH, PLACE_MAX_LENGTH } from './schemas/limits.js';
import {
  describeValue,
  schemaIssues,
  summarizeIssues,
  validateBatchRequest,
  validateDeathDateObject,
  validateVerifyRequest,
  type SchemaIssue,
} from './schemas/validators.js';
import type { VerifyRequestBody } from './schemas/verify.js';

/**
 * A date is "in the future" only once it has begun nowhere on Earth yet: UTC+14 (Line Islands) is
 * the latest local date, so a customer anywhere can send today's date.
 */
const LATEST_UTC_OFFSET_HOURS = 14;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function latestToday(now: Date): CalendarDay {
  const d = new Date(now.getTime() + LATEST_UTC_OFFSET_HOURS * 3_600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Days in a month of a year (Gregorian, leap years included). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Compares two partial dates at the precision both share; 0 when they agree or cannot be told apart. */
function comparePartial(a: { year?: number; month?: number; day?: number }, b: typeof a): number {
  if (a.year === undefined || b.year === undefined) return 0;
  if (a.year !== b.year) return a.year - b.year;
  if (a.month === undefined || b.month === undefined) return 0;
  if (a.month !== b.month) return a.month - b.month;
  if (a.day === undefined || b.day === undefined) return 0;
  return a.day - b.day;
}

/** Trimmed, NFC, runs of whitespace as one space. */
const tidy = (s: string): string => s.normalize('NFC').trim().replace(/\s+/gu, ' ');

const hasLetter = (s: string): boolean => /\p{L}/u.test(s);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `field` is `ancestor` or lies inside it. */
const isWithin = (field: string, ancestor: string): boolean =>
  field === ancestor || field.startsWith(`${ancestor}/`);

/** True when a Cache-Control header carries the `no-cache` directive. */
export function hasNoCacheDirective(cacheControl: string | undefined): boolean {
  if (!cacheControl) return false;
  return cacheControl
    .split(',')
    .some((directive) => (directive.split('=')[0] ?? '').trim().toLowerCase() === 'no-cache');
}

// ---------------------------------------------------------------------------------------------
// address.line1
// ---------------------------------------------------------------------------------------------

const ZIP_ONLY = /^\d{5}(?:-\d{4})?$/;
const TRAILING_ZIP = /\s+\d{5}(?:-\d{4})?$/;
/** "Springfield IL" or "Washington D.C." at the end of a comma segment. */
const CITY_THEN_CODE = /^(.*\S)\s+([A-Za-z]{2}|[A-Za-z]\.[A-Za-z]\.)$/;
/** Segments that are part of the street address, not a city: "Apt B", "Suite C", "PO Box". */
const UNIT_SEGMENT =
  /^(?:apt|apartment|suite|ste|unit|#|p\.?\s*o\.?\s*box|box|floor|fl|bldg|building|room|rm|lot)\b/i;

const looksLikeCity = (s: string): boolean =>
  hasLetter(s) && !/\d/.test(s) && !UNIT_SEGMENT.test(s) && s.length <= PLACE_MAX_LENGTH;

/**
 * The city and state a one-line address ends with. The state must be a recognised US state and must
 * follow a city segment (`…, Springfield, IL`, `…, Springfield IL 62701`, `…, Springfield, Illinois`)
 * or be followed by a ZIP code; otherwise street directions such as `NE` would read as Nebraska. A
 * city is taken only from its own comma segment: without commas the street/city boundary is unknown.
 */
export function cityStateFromLine(line1: string): { city?: string; state?: string } {
  const segments = line1
    .split(',')
    .map(tidy)
    .filter((s) => s !== '');
  let zip = false;
  if (segments.length > 1 && ZIP_ONLY.test(segments[segments.length - 1] ?? '')) {
    segments.pop();
    zip = true;
  }
  let last = segments.pop();
  if (last === undefined) return {};
  if (TRAILING_ZIP.test(last)) {
    last = last.replace(TRAILING_ZIP, '');
    zip = true;
  }
  const previous = segments[segments.length - 1];
  const cityBefore = previous !== undefined && looksLikeCity(previous) ? previous : undefined;

  const wholeSegmentState = toStateCode(last);
  if (wholeSegmentState && cityBefore) return { city: cityBefore, state: wholeSegmentState };

  const [, spacedCity, spacedText] = CITY_THEN_CODE.exec(last) ?? [];
  const spacedCode = spacedText === undefined ? null : toStateCode(spacedText);
  // A lower-case two-letter word ("in", "or", "me") counts as a state only when a ZIP follows.
  const codeIsState = spacedCode !== null && (zip || spacedText === spacedText?.toUpperCase());
  if (codeIsState && spacedCity !== undefined && segments.length > 0 && looksLikeCity(spacedCity)) {
    return { city: spacedCity, state: spacedCode };
  }
  if (zip && wholeSegmentState) return { state: wholeSegmentState };
  if (zip && spacedCode) return { state: spacedCode };
  return {};
}

// ---------------------------------------------------------------------------------------------
// The request
// ---------------------------------------------------------------------------------------------

/** Options for parseVerifyRequest. */
export interface ParseVerifyOptions {
  /** The request's Cache-Control header; `no-cache` sets fresh. Pass it for single requests only. */
  cacheControl?: string;
  /** The clock, for tests. */
  now?: Date;
}

/** Where require_match finds the value it needs the obituary to confirm. */
const REQUIRED_VALUE: Record<RequireMatchField, { pointer: string; label: string }> = {
  dob_year: { pointer: '/dob/year', label: 'dob.year' },
  dob_month: { pointer: '/dob/month', label: 'dob.month' },
  middle_name: { pointer: '/middle_name', label: 'middle_name' },
  city: { pointer: '/address/city', label: 'address.city (or an address.line1 ending in a city and state)' },
  county: { pointer: '/address/county', label: 'address.county' },
  state: { pointer: '/address/state', label: 'address.state (or an address.line1 ending in a state)' },
};

/** Order of fields in the body, so issues read top to bottom. */
const FIELD_ORDER = [
  '',
  '/first_name',
  '/last_name',
  '/middle_name',
  '/dob',
  '/death_date',
  '/address',
  '/search_depth',
  '/client_ref',
  '/fresh',
  '/require_match',
  '/include_survivors',
  '/lookback_years',
];

const fieldRank = (field: string): number => {
  const top = field === '' ? '' : `/${field.split('/')[1] ?? ''}`;
  const i = FIELD_ORDER.indexOf(top);
  return i === -1 ? FIELD_ORDER.length : i;
};

/**
 * Validates and normalizes one verify request body (also one batch item: then leave out
 * cacheControl, which spec 2.1 applies to single requests). Throws VigilError invalid_request with
 * every problem in `details`.
 */
export function parseVerifyRequest(body: unknown, opts: ParseVerifyOptions = {}): VerifyQuery {
  const today = latestToday(opts.now ?? new Date());
  if (!isPlainObject(body)) {
    const issue = { field: '', message: 'The request body must be a JSON object.' };
    throw invalidRequest(issue.message, [issue]);
  }
  const structural: SchemaIssue[] = validateVerifyRequest(body)
    ? []
    : schemaIssues(validateVerifyRequest.errors)
        // death_date has two forms; its own checks below give one precise message instead of both branches'.
        .filter((i) => !isWithin(i.field, '/death_date'))
        .map((i) =>
          i.keyword === 'minimum' && i.field === '/dob/year'
            ? { ...i, message: `dob.year must be between ${EARLIEST_YEAR} and ${today.year}.` }
            : i,
        );
  const issues: FieldIssue[] = structural.map(({ field, message }) => ({ field, message }));
  const add = (field: string, message: string): void => {
    issues.push({ field, message });
  };
  /** The schema found nothing wrong at or inside this field. */
  const clean = (pointer: string): boolean => !structural.some((i) => isWithin(i.field, pointer));
  const b = body as Partial<VerifyRequestBody>;

  const name = (value: string | undefined, pointer: string): string | undefined => {
    if (value === undefined || !clean(pointer)) return undefined;
    const label = pointer.slice(1);
    const t = tidy(value);
    if (t === '') add(pointer, `${label} must not be blank.`);
    else if (!hasLetter(t)) add(pointer, `${label} must contain at least one letter.`);
    else return t;
    return undefined;
  };
  const firstName = name(b.first_name, '/first_name');
  const lastName = name(b.last_name, '/last_name');
  const middleName = name(b.middle_name, '/middle_name');

  const dob = parseDob(b.dob, clean, add, today);
  const deathDate = parseDeathDate((body as Record<string, unknown>).death_date, add, today);
  if (dob && deathDate && comparePartial(deathDate, dob) < 0) {
    add('/death_date', 'death_date is before the date of birth.');
  }
  const address = parseAddress(b.address, clean, add);

  const requireMatch: RequireMatchField[] = [];
  (Array.isArray(b.require_match) ? b.require_match : []).forEach((field, i) => {
    if (!clean(`/require_match/${i}`) || requireMatch.includes(field)) return;
    requireMatch.push(field);
    const has: Record<RequireMatchField, unknown> = {
      dob_year: dob?.year,
      dob_month: dob?.month,
      middle_name: middleName,
      city: address?.city,
      county: address?.county,
      state: address?.state,
    };
    const source = REQUIRED_VALUE[field];
    // A value that was given but is invalid already has its own issue; do not add a second one.
    const reported = issues.some(
      (x) => isWithin(x.field, source.pointer) || isWithin(source.pointer, x.field),
    );
    if (has[field] === undefined && !reported) {
      add(
        `/require_match/${i}`,
        `require_match includes "${field}", so the request must give ${source.label}.`,
      );
    }
  });

  if (issues.length > 0 || firstName === undefined || lastName === undefined) {
    const sorted = issues
      .map((issue, i) => ({ issue, i }))
      .sort((x, y) => fieldRank(x.issue.field) - fieldRank(y.issue.field) || x.i - y.i)
      .map((x) => x.issue);
    throw invalidRequest(summarizeIssues(sorted), sorted);
  }

  return {
    firstName,
    lastName,
    ...(middleName !== undefined ? { middleName } : {}),
    ...(dob !== undefined ? { dob } : {}),
    ...(deathDate !== undefined ? { deathDate } : {}),
    ...(address !== undefined ? { address } : {}),
    searchDepth: b.search_depth ?? 'auto',
    requireMatch,
    includeSurvivors: b.include_survivors === true,
    ...(b.lookback_years !== undefined ? { lookbackYears: b.lookback_years } : {}),
    fresh: b.fresh === true || hasNoCacheDirective(opts.cacheControl),
    ...(b.client_ref !== undefined ? { clientRef: b.client_ref } : {}),
  };
}

type Add = (field: string, message: string) => void;
type Clean = (pointer: string) => boolean;

function parseDob(
  raw: VerifyRequestBody['dob'],
  clean: Clean,
  add: Add,
  today: CalendarDay,
): BirthDate | undefined {
  if (raw === undefined || !isPlainObject(raw)) return undefined;
  const year = clean('/dob/year') ? raw.year : undefined;
  const month = clean('/dob/month') ? raw.month : undefined;
  const day = clean('/dob/day') ? raw.day : undefined;
  const allClean = clean('/dob/year') && clean('/dob/month') && clean('/dob/day');
  let ok = allClean;
  if (year !== undefined && year > today.year) {
    add('/dob/year', `dob.year must be between ${EARLIEST_YEAR} and ${today.year}.`);
    ok = false;
  }
  if (raw.day !== undefined && (raw.month === undefined || raw.year === undefined)) {
    add('/dob/day', 'dob.day requires dob.month and dob.year.');
    ok = false;
  } else if (ok && year !== undefined && month !== undefined && day !== undefined) {
    const last = daysInMonth(year, month);
    if (day > last) {
      add('/dob/day', `dob.day ${day} does not exist: ${MONTH_NAMES[month - 1]} ${year} has ${last} days.`);
      ok = false;
    }
  }
  if (ok && comparePartial({ year, month, day }, today) > 0) {
    add('/dob', 'The date of birth is in the future.');
  }
  const dob: BirthDate = {
    ...(year !== undefined ? { year } : {}),
    ...(month !== undefined ? { month } : {}),
    ...(day !== undefined ? { day } : {}),
  };
  return Object.keys(dob).length > 0 ? dob : undefined;
}

const DEATH_DATE_FORMS =
  'YYYY-MM-DD, YYYY-MM or YYYY (for example 2023-04-17), or an object {year, month?, day?}';

/** death_date in any of its four forms; every problem is reported with its own pointer. */
function parseDeathDate(raw: unknown, add: Add, today: CalendarDay): PartialDate | undefined {
  if (raw === undefined) return undefined;
  let date: PartialDate;
  /** Pointers and labels for each part: the string form reports everything at /death_date. */
  let at: (part: 'year' | 'month' | 'day') => { pointer: string; label: string };
  if (typeof raw === 'string') {
    const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(raw);
    if (!m) {
      add('/death_date', `death_date must be ${DEATH_DATE_FORMS}; got ${describeValue(raw)}.`);
      return undefined;
    }
    date = {
      year: Number(m[1]),
      ...(m[2] !== undefined ? { month: Number(m[2]) } : {}),
      ...(m[3] !== undefined ? { day: Number(m[3]) } : {}),
    };
    at = (part) => ({ pointer: '/death_date', label: `The ${part} of death_date "${raw}"` });
    if (date.month !== undefined && (date.month < 1 || date.month > 12)) {
      add('/death_date', `The month of death_date "${raw}" must be between 01 and 12.`);
      return undefined;
    }
  } else if (isPlainObject(raw)) {
    const valid = validateDeathDateObject(raw);
    const issues = valid ? [] : schemaIssues(validateDeathDateObject.errors, { prefix: '/death_date' });
    for (const issue of issues) {
      add(
        issue.field,
        issue.keyword === 'minimum' && issue.field === '/death_date/year'
          ? `death_date.year must be between ${EARLIEST_YEAR} and ${today.year}.`
          : issue.message,
      );
    }
    const dayWithoutMonth = raw.day !== undefined && raw.month === undefined;
    if (dayWithoutMonth && !issues.some((i) => i.field === '/death_date/day')) {
      add('/death_date/day', 'death_date.day requires death_date.month.');
    }
    if (!valid || dayWithoutMonth) return undefined;
    date = raw;
    at = (part) => ({ pointer: `/death_date/${part}`, label: `death_date.${part}` });
  } else {
    add('/death_date', `death_date must be ${DEATH_DATE_FORMS}; got ${describeValue(raw)}.`);
    return undefined;
  }

  if (date.year < EARLIEST_YEAR || date.year > today.year) {
    const { pointer, label } = at('year');
    add(pointer, `${label} must be between ${EARLIEST_YEAR} and ${today.year}.`);
    return undefined;
  }
  if (date.month !== undefined && date.day !== undefined) {
    const last = daysInMonth(date.year, date.month);
    if (date.day < 1 || date.day > last) {
      const { pointer } = at('day');
      add(
        pointer,
        `death_date is not a real date: ${MONTH_NAMES[date.month - 1]} ${date.year} has no day ${date.day}.`,
      );
      return undefined;
    }
  }
  if (comparePartial(date, today) > 0) {
    add('/death_date', 'death_date is in the future.');
    return undefined;
  }
  return {
    year: date.year,
    ...(date.month !== undefined ? { month: date.month } : {}),
    ...(date.day !== undefined ? { day: date.day } : {}),
  };
}

function parseAddress(raw: VerifyRequestBody['address'], clean: Clean, add: Add): QueryAddress | undefined {
  if (raw === undefined || !isPlainObject(raw)) return undefined;
  const text = (
    value: string | undefined,
    part: 'line1' | 'city' | 'county' | 'state',
  ): string | undefined => {
    const pointer = `/address/${part}`;
    if (value === undefined || !clean(pointer)) return undefined;
    const t = tidy(value);
    if (t === '') add(pointer, `address.${part} must not be blank; leave the field out when it is unknown.`);
    else if (part !== 'line1' && !hasLetter(t))
      add(pointer, `address.${part} must contain at least one letter.`);
    else return t;
    return undefined;
  };
  const line1 = text(raw.line1, 'line1');
  let city = text(raw.city, 'city');
  const county = text(raw.county, 'county');
  const stateText = text(raw.state, 'state');
  let state: string | undefined;
  if (stateText !== undefined) {
    state = toStateCode(stateText) ?? undefined;
    if (state === undefined) {
      add(
        '/address/state',
        `address.state "${stateText}" is not a recognised US state; use a two-letter code such as IL ` +
          'or a full name such as Illinois.',
      );
    }
  }
  // line1 fills only what the request left out: given fields always win.
  if (line1 !== undefined) {
    const fromLine = cityStateFromLine(line1);
    if (raw.city === undefined && fromLine.city !== undefined) city = fromLine.city;
    if (raw.state === undefined && fromLine.state !== undefined) state = fromLine.state;
  }
  const address: QueryAddress = {
    ...(line1 !== undefined ? { line1 } : {}),
    ...(city !== undefined ? { city } : {}),
    ...(state !== undefined ? { state } : {}),
    ...(county !== undefined ? { county } : {}),
  };
  return Object.keys(address).length > 0 ? address : undefined;
}

// ---------------------------------------------------------------------------------------------
// Batch envelope, limits, headers, log form
// ---------------------------------------------------------------------------------------------

/** Validates the batch envelope `{items: [...]}` and returns the items, each still to be parsed on its own. */
export function parseBatchRequest(body: unknown): unknown[] {
  if (!validateBatchRequest(body)) {
    const issues = schemaIssues(validateBatchRequest.errors).map(({ field, message }) => ({
      field,
      message,
    }));
    throw invalidRequest(summarizeIssues(issues), issues);
  }
  return body.items;
}

/** Throws lookback_exceeds_quota when the query asks for more years than the account allows. */
export function checkLookback(query: VerifyQuery, maxLookbackYears: number): void {
  if (query.lookbackYears === undefined || query.lookbackYears <= maxLookbackYears) return;
  const message = `lookback_years ${query.lookbackYears} exceeds this account's maximum of ${maxLookbackYears}.`;
  throw new VigilError('lookback_exceeds_quota', message, {
    details: [{ field: '/lookback_years', message }],
  });
}

const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;

/**
 * The Idempotency-Key header, checked: 1 to 255 printable ASCII characters. An absent or empty header
 * (Koa's `ctx.get` gives '' for a missing one) means no key.
 */
export function validateIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  let message: string | undefined;
  if (header.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    message = `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters (got ${header.length}).`;
  } else if (!PRINTABLE_ASCII.test(header)) {
    message = 'Idempotency-Key must contain only printable ASCII characters.';
  } else if (header.trim() === '') {
    message = 'Idempotency-Key must not be blank.';
  }
  if (message === undefined) return header;
  throw invalidRequest(message, [{ field: 'Idempotency-Key', message }]);
}

/**
 * The normalized inputs the request log keeps (not the payload): lower-cased names, dates as
 * numbers, state code, lower-cased city and county, search options. The street line is left out on
 * purpose: it is the most identifying field and billing does not need it.
 */
export function normalizedInput(query: VerifyQuery): Record<string, unknown> {
  const lower = (s: string | undefined): string | undefined => s?.toLowerCase();
  const entries: [string, unknown][] = [
    ['first_name', lower(query.firstName)],
    ['middle_name', lower(query.middleName)],
    ['last_name', lower(query.lastName)],
    ['dob_year', query.dob?.year],
    ['dob_month', query.dob?.month],
    ['dob_day', query.dob?.day],
    ['death_year', query.deathDate?.year],
    ['death_month', query.deathDate?.month],
    ['death_day', query.deathDate?.day],
    ['city', lower(query.address?.city)],
    ['county', lower(query.address?.county)],
    ['state', query.address?.state],
    ['search_depth', query.searchDepth],
    ['require_match', query.requireMatch.length > 0 ? [...query.requireMatch] : undefined],
    ['include_survivors', query.includeSurvivors],
    ['lookback_years', query.lookbackYears],
    ['fresh', query.fresh],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
}

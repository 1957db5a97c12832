/**
 * Deterministic fixtures for test (`svc_test_`) keys, spec 4.1 rule 9: the first letter of last_name
 * sets the outcome (a-h found, i-p possible_match, q-z not_found).
 *
 * "First letter" is the first ASCII letter after Unicode NFKD folding with combining marks removed,
 * so "Ávila" -> a, "O'Brien" -> o, "  de la Cruz" -> d, "Ørsted" -> r (Ø has no decomposition and is
 * skipped). A last name with no ASCII letter at all (e.g. "王") gets not_found.
 *
 * Everything variable in a body (confidence, death date, funeral home, profile) is drawn from a hash
 * of the normalized person fields, and dates count back from a fixed reference date, so the same
 * request always gets a byte-identical body, today and next year.
 */
import { createHash } from 'node:crypto';
import { confidenceBandFor } from '../core/confidence-bands.js';
import { stateName } from '../core/us-states.js';
import type {
  BiographicalProfile,
  DobMatchLevel,
  Evidence,
  LocationMatchLevel,
  PartialDate,
  SearchDepth,
  VerifyOutcome,
  VerifyQuery,
  VerifyResult,
} from '../core/verification.js';
import { daysInMonth, normalizedInput } from './verify-request.js';

/** The day fixture death dates count back from; fixed so a fixture never changes with the clock. */
export const SANDBOX_REFERENCE_DATE = '2024-06-30';

/** Fixture deaths fall within this many days before the reference date (about three years). */
const SANDBOX_DEATH_WINDOW_DAYS = 1096;

/** A reserved top-level domain (RFC 2606), so a fixture URL can never reach a real site. */
export const SANDBOX_OBITUARY_BASE_URL = 'https://sandbox.vigil.invalid/obituaries/';

/** The depth an omitted search_depth resolves to in the sandbox (what `auto` picks for a plain query). */
const SANDBOX_AUTO_DEPTH: SearchDepth = 'recent';

/** Where a query with no location gets placed. */
const DEFAULT_LOCATION = 'Springfield, IL';

const FUNERAL_HOMES = [
  'Riverside Funeral Home',
  'Oak Hill Memorial Chapel',
  'Greenlawn Funeral Service',
  'Harmon & Sons Funeral Home',
  'Maple Grove Funeral Chapel',
] as const;

/** Occupation value and the obituary sentence it is quoted from (`{first}` is the first name). */
const OCCUPATIONS = [
  ['machinist', '{first} worked as a machinist at the county tractor works for 31 years.'],
  ['registered nurse', '{first} was a registered nurse at St. Mary’s Hospital until retiring in 2009.'],
  ['schoolteacher', '{first} taught third grade at Lincoln Elementary for 28 years.'],
  ['farmer', '{first} farmed the family homestead east of town for most of a lifetime.'],
  ['bookkeeper', '{first} kept the books for the local hardware store for four decades.'],
  ['electrician', '{first} was a master electrician and a proud member of IBEW Local 51.'],
] as const;

const MILITARY_SERVICE = [
  ['U.S. Army', '{first} proudly served in the U.S. Army and was honorably discharged.'],
  ['U.S. Navy', '{first} served in the U.S. Navy aboard the USS Midway.'],
  ['U.S. Air Force', '{first} served four years in the U.S. Air Force as an aircraft mechanic.'],
  ['U.S. Marine Corps', '{first} enlisted in the U.S. Marine Corps at the age of eighteen.'],
] as const;

/** The first ASCII letter of a last name after NFKD folding, lower case; null when there is none. */
export function sandboxOutcomeLetter(lastName: string): string | null {
  const folded = lastName.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return /[a-z]/.exec(folded)?.[0] ?? null;
}

/** The outcome spec 4.1 rule 9 assigns to a last name. */
export function sandboxOutcome(lastName: string): VerifyOutcome {
  const letter = sandboxOutcomeLetter(lastName);
  if (letter === null || letter >= 'q') return 'not_found';
  return letter <= 'h' ? 'found' : 'possible_match';
}

/** Deterministic draws from a hash of the person fields. */
class Draws {
  private readonly bytes: Buffer;
  private next = 0;
  constructor(seed: string) {
    this.bytes = createHash('sha256').update(seed).digest();
  }
  /** An integer in [0, n). Each call uses the next 4 bytes; 8 calls per body is plenty. */
  below(n: number): number {
    const at = (this.next % 8) * 4;
    this.next += 1;
    return this.bytes.readUInt32BE(at) % n;
  }
  hex(chars: number): string {
    return this.bytes.toString('hex').slice(-chars);
  }
}

const asciiSlug = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const titleCase = (s: string): string =>
  s.replace(/(^|[\s-])(\p{Ll})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

const pad2 = (n: number): string => String(n).padStart(2, '0');

function isoDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** A full death date consistent with everything the query says: its death_date parts, after its dob. */
function fixtureDeathDate(query: VerifyQuery, draws: Draws): string {
  const given: PartialDate | undefined = query.deathDate;
  let ms: number;
  if (given) {
    const month = given.month ?? 1 + draws.below(12);
    const day = given.day ?? 1 + draws.below(daysInMonth(given.year, month));
    ms = Date.UTC(given.year, month - 1, day);
  } else {
    ms =
      Date.parse(`${SANDBOX_REFERENCE_DATE}T00:00:00Z`) - draws.below(SANDBOX_DEATH_WINDOW_DAYS) * 86_400_000;
  }
  const dob = query.dob;
  if (dob?.year !== undefined) {
    const born = Date.UTC(dob.year, (dob.month ?? 1) - 1, dob.day ?? 1);
    if (ms < born) ms = born;
  }
  return isoDay(ms);
}

function locationText(query: VerifyQuery): string {
  const a = query.address;
  const state = a?.state;
  if (a?.city !== undefined) return state ? `${titleCase(a.city)}, ${state}` : titleCase(a.city);
  if (a?.county !== undefined) {
    const county = `${titleCase(a.county.replace(/\s+county$/i, ''))} County`;
    return state ? `${county}, ${state}` : county;
  }
  if (state !== undefined) return stateName(state) ?? state;
  return DEFAULT_LOCATION;
}

function locationLevel(query: VerifyQuery): LocationMatchLevel {
  const a = query.address;
  if (a?.city !== undefined) return 'city';
  if (a?.county !== undefined) return 'county';
  if (a?.state !== undefined) return 'state';
  return 'unknown';
}

function dobLevel(query: VerifyQuery): DobMatchLevel {
  const dob = query.dob;
  if (dob?.year === undefined) return 'not_provided';
  if (dob.month === undefined) return 'year_only';
  return dob.day === undefined ? 'month_year' : 'exact_date';
}

function deathDateLevel(query: VerifyQuery): NonNullable<Evidence['death_date_match']> {
  const d = query.deathDate;
  if (!d) return 'not_provided';
  if (d.month === undefined) return 'year_only';
  return d.day === undefined ? 'month_year' : 'exact_date';
}

const fill = (template: string, query: VerifyQuery): string => template.replace('{first}', query.firstName);

/** Two-decimal confidence in [min, min + steps/100). */
const confidenceFrom = (draws: Draws, min: number, steps: number): number =>
  Math.round((min + draws.below(steps) / 100) * 100) / 100;

/** The sandbox answer to a verify query for a test key; the same query always gets the same body. */
export function sandboxVerify(query: VerifyQuery): VerifyResult {
  const outcome = sandboxOutcome(query.lastName);
  const searchDepth: SearchDepth = query.searchDepth === 'auto' ? SANDBOX_AUTO_DEPTH : query.searchDepth;
  const person = normalizedInput(query);
  const seed = JSON.stringify([
    person.first_name,
    person.middle_name,
    person.last_name,
    person.dob_year,
    person.dob_month,
    person.dob_day,
    person.death_year,
    person.death_month,
    person.death_day,
    person.city,
    person.county,
    person.state,
  ]);
  const draws = new Draws(seed);
  const clientRef = query.clientRef !== undefined ? { client_ref: query.clientRef } : {};
  if (outcome === 'not_found') return notFound(query, searchDepth, clientRef);
  return outcome === 'found'
    ? found(query, searchDepth, clientRef, draws)
    : possibleMatch(query, searchDepth, clientRef, draws);
}

type ClientRef = { client_ref?: string };

function found(
  query: VerifyQuery,
  searchDepth: SearchDepth,
  clientRef: ClientRef,
  draws: Draws,
): VerifyResult {
  const confidence = confidenceFrom(draws, 0.9, 9);
  const deathDate = fixtureDeathDate(query, draws);
  const names = [query.firstName, query.middleName, query.lastName].filter((n) => n !== undefined);
  const location = locationLevel(query);
  const dob = dobLevel(query);
  const death = deathDateLevel(query);
  const reasons = ['stored_obituary_match', 'name_exact'];
  if (query.middleName !== undefined) reasons.push('middle_name_corroborated');
  if (location !== 'unknown') reasons.push(`${location}_match`);
  if (dob !== 'not_provided') reasons.push(`dob_${dob}_match`);
  if (death !== 'not_provided') reasons.push(`death_date_${death}_match`);
  if (query.requireMatch.length > 0) reasons.push('require_match_confirmed');
  reasons.push('sandbox_fixture');
  const occupation = OCCUPATIONS[draws.below(OCCUPATIONS.length)] ?? OCCUPATIONS[0];
  const service = MILITARY_SERVICE[draws.below(MILITARY_SERVICE.length)] ?? MILITARY_SERVICE[0];
  const profile: BiographicalProfile = {
    occupation: { value: occupation[0], quote: fill(occupation[1], query) },
    military_service: { value: service[0], quote: fill(service[1], query) },
  };
  return {
    result: 'found',
    confidence,
    confidence_band: confidenceBandFor('found', confidence),
    review_recommended: false,
    ...clientRef,
    search_depth: searchDepth,
    match: {
      matched_name: names.join(' '),
      death_date: deathDate,
      location: locationText(query),
      obituary_url: obituaryUrl(names, deathDate, draws),
      evidence: { name_match: 'exact', location_match: location, dob_match: dob, death_date_match: death },
      source_trust: 'stored',
      funeral_home_name: FUNERAL_HOMES[draws.below(FUNERAL_HOMES.length)] ?? FUNERAL_HOMES[0],
    },
    scoring_reasons: reasons,
    sandbox: true,
    biographical_profile: profile,
  };
}

function possibleMatch(
  query: VerifyQuery,
  searchDepth: SearchDepth,
  clientRef: ClientRef,
  draws: Draws,
): VerifyResult {
  // 0.45-0.84: low or moderate, never high (a possible_match is a lead, not a confirmed death).
  const confidence = confidenceFrom(draws, 0.45, 40);
  const deathDate = fixtureDeathDate(query, draws);
  const required = new Set(query.requireMatch);
  // The fixture obituary omits what the query gives but did not require: the spec's rule 4 case.
  const middleMissing = query.middleName !== undefined && !required.has('middle_name');
  const birthYearMissing =
    query.dob?.year !== undefined && !required.has('dob_year') && !required.has('dob_month');
  const names = [query.firstName, middleMissing ? undefined : query.middleName, query.lastName].filter(
    (n) => n !== undefined,
  );
  const hasDisambiguator =
    query.middleName !== undefined ||
    query.dob?.year !== undefined ||
    query.deathDate !== undefined ||
    query.address?.city !== undefined ||
    query.address?.county !== undefined;
  const reasons = ['stored_obituary_candidate', 'name_exact'];
  if (middleMissing) reasons.push('middle_name_not_corroborated');
  if (birthYearMissing) reasons.push('birth_year_not_stated');
  if (!middleMissing && !birthYearMissing) {
    reasons.push(hasDisambiguator ? 'runner_up_close' : 'stored_common_name_requires_disambiguator');
  }
  reasons.push('found_blocked_identity_not_established', 'sandbox_fixture');
  const occupation = OCCUPATIONS[draws.below(OCCUPATIONS.length)] ?? OCCUPATIONS[0];
  return {
    result: 'possible_match',
    confidence,
    confidence_band: confidenceBandFor('possible_match', confidence),
    review_recommended: true,
    ...clientRef,
    search_depth: searchDepth,
    match: {
      matched_name: names.join(' '),
      death_date: deathDate,
      location: locationText(query),
      obituary_url: obituaryUrl(names, deathDate, draws),
      evidence: {
        name_match: 'exact',
        location_match: locationLevel(query),
        dob_match: birthYearMissing ? 'not_stated' : dobLevel(query),
        death_date_match: deathDateLevel(query),
      },
      source_trust: 'stored',
      funeral_home_name: FUNERAL_HOMES[draws.below(FUNERAL_HOMES.length)] ?? FUNERAL_HOMES[0],
    },
    scoring_reasons: reasons,
    sandbox: true,
    biographical_profile: { occupation: { value: occupation[0], quote: fill(occupation[1], query) } },
  };
}

const SEARCHED_SCOPE: Record<SearchDepth, string> = {
  recent: 'the stored obituary index',
  standard: 'the stored obituary index and public web sources',
  extended: 'the stored obituary index and public web sources, including older records',
};

function notFound(query: VerifyQuery, searchDepth: SearchDepth, clientRef: ClientRef): VerifyResult {
  // More identifiers and a wider search make an empty answer more telling.
  const identifiers = [
    query.middleName,
    query.dob?.year,
    query.deathDate,
    query.address?.city ?? query.address?.county ?? query.address?.state,
  ].filter((v) => v !== undefined).length;
  const score = identifiers + (searchDepth === 'recent' ? 0 : 1);
  const strength = score >= 4 ? 'strong' : score >= 2 ? 'moderate' : 'weak';
  const reasons = ['no_qualifying_candidate'];
  if (query.requireMatch.length > 0) reasons.push('require_match_filtered');
  reasons.push('sandbox_fixture');
  return {
    result: 'not_found',
    confidence: 0,
    confidence_band: 'none',
    review_recommended: false,
    ...clientRef,
    search_depth: searchDepth,
    scoring_reasons: reasons,
    not_proof_of_life: true,
    interpretation:
      `No qualifying obituary was found in ${SEARCHED_SCOPE[searchDepth]}. This is not proof that the ` +
      'person is alive and is not a government death-registry result.',
    negative_result_strength: strength,
    sandbox: true,
  };
}

function obituaryUrl(names: string[], deathDate: string, draws: Draws): string {
  const slug = [asciiSlug(names.join(' ')) || 'obituary', deathDate.slice(0, 4), draws.hex(6)].join('-');
  return `${SANDBOX_OBITUARY_BASE_URL}${slug}`;
}

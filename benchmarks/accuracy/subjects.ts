/**
 * Subjects as customers hold them: from the generator's people (legal truth), the verify body a
 * customer would actually send. Customers hold legal names (the obituary may use a nickname), old
 * addresses, partial dates of birth, typos and maiden names; every noise rate is a named constant
 * below and in benchmarks/README.md. Pure and seeded: the same people and seed give the same subjects.
 */
import { Rng } from '../../fixtures/world/random.js';
import type { PersonTruth } from '../../fixtures/world/truth.js';
import type { Subject } from './world-format.js';

/** The difficulty tags of a generated world (a hand-written world may use any tags). */
export const SUBJECT_DIFFICULTIES = [
  'nickname',
  'maiden_name',
  'double_surname',
  'moved',
  'typo',
  'common_name',
  'missing_birth_year',
  'survivor_namesake',
  'jr_sr',
  'namesake',
  'other_birth_year',
  'near_namesake',
  'same_year_namesake',
  'twin',
  'funeral_staff',
  'web_only',
  'no_obituary',
  'undated_notice',
] as const;
export type SubjectDifficulty = (typeof SUBJECT_DIFFICULTIES)[number];

/**
 * How much of the date of birth a customer holds. Lenders and insurers mostly hold the full date;
 * older files and estate work often keep a year (or year and month); some lists carry none.
 */
export const DOB_FORM_WEIGHTS = { full: 0.45, year_month: 0.15, year: 0.25, none: 0.15 } as const;
export type DobForm = keyof typeof DOB_FORM_WEIGHTS;

/**
 * How the address is written. Most files hold city and state; some a mailing line that ends in
 * "City, ST" (the API fills city/state from it), some only a state, a few add the county, a few none.
 */
export const ADDRESS_FORM_WEIGHTS = {
  city_state: 0.55,
  line1: 0.15,
  state_only: 0.15,
  city_county_state: 0.1,
  none: 0.05,
} as const;
export type AddressForm = keyof typeof ADDRESS_FORM_WEIGHTS;

/** Share of requests with one edit (substitution, deletion, doubling, transposition) in one name: keying errors. */
export const TYPO_RATE = 0.05;
/**
 * The edit never touches the first letter: keying errors there are rarer, and records are filed by
 * initial, so a first-letter error is usually caught upstream.
 */
export const TYPO_MIN_POSITION = 1;
/** Names shorter than this get no typo (one edit in "Al" or "Ng" makes another name, not a typo). */
export const TYPO_MIN_LENGTH = 4;
/** Share of people with a maiden name whose file still holds it as last name (accounts opened before marriage). */
export const MAIDEN_NAME_RATE = 0.2;
/**
 * How a file holds a double surname ("Maria Guadalupe Hernandez Garcia", known as Maria Hernandez):
 * by the first, the one she goes by; by both; or by the last word alone, as a form with one surname
 * field files it ("GARCIA, Maria").
 */
export const DOUBLE_SURNAME_FORM_WEIGHTS = { first: 0.5, both: 0.35, last: 0.15 } as const;
/** Share of people who moved whose file holds the former residence (address never updated). */
export const FORMER_ADDRESS_RATE = 0.35;
/** Share of people with a middle name whose file holds it. */
export const MIDDLE_NAME_RATE = 0.5;
/** Of the middle names held, the share held as an initial only. */
export const MIDDLE_INITIAL_SHARE = 0.25;
/** Share of decedents' requests that carry a death date (the customer heard of the death). */
export const DEATH_DATE_RATE = 0.15;
/** Forms of that death date: full, year and month, year. */
export const DEATH_DATE_FORM_WEIGHTS = { full: 0.5, year_month: 0.3, year: 0.2 } as const;
/** Share of requests with a require_match list (one field the request gives). */
export const REQUIRE_MATCH_RATE = 0.05;
/**
 * A name is common when another person of the world has the same given name and surname, or when
 * the surname is held by at least this share of the world's people (and at least COMMON_SURNAME_MIN).
 */
export const COMMON_SURNAME_SHARE = 0.005;
export const COMMON_SURNAME_MIN = 3;

/** Stream key of subject noise (the fixture generator uses small integers for its own streams). */
const SUBJECT_STREAM = 0x5b1ec7;

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Elm St',
  'Park Rd',
  'Church St',
  'Lake Rd',
  'Hill St',
  'Pine Ct',
];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function entries<K extends string>(weights: Readonly<Record<K, number>>): Array<readonly [K, number]> {
  return Object.entries(weights) as Array<[K, number]>;
}

/** One edit at a position >= TYPO_MIN_POSITION, keeping the capitalization of the first letter. */
export function typoOf(name: string, rng: Rng): string {
  const chars = [...name];
  const at = rng.int(TYPO_MIN_POSITION, chars.length - 1);
  const kind = rng.pick(['substitute', 'delete', 'double', 'transpose'] as const);
  const lower = (chars[at] ?? 'a').toLowerCase();
  switch (kind) {
    case 'substitute': {
      const options = [...LETTERS].filter((c) => c !== lower);
      chars[at] = rng.pick(options);
      break;
    }
    case 'delete':
      chars.splice(at, 1);
      break;
    case 'double':
      chars.splice(at, 0, lower);
      break;
    case 'transpose': {
      const j = at < chars.length - 1 ? at + 1 : at - 1;
      if (j < TYPO_MIN_POSITION || chars[j]?.toLowerCase() === lower) {
        // Swapping equal letters changes nothing: substitute instead so every typo is an edit.
        chars[at] = rng.pick([...LETTERS].filter((c) => c !== lower));
      } else {
        const a = chars[at] as string;
        chars[at] = chars[j] as string;
        chars[j] = a;
      }
      break;
    }
  }
  return chars.join('');
}

function nameKey(given: string, surname: string): string {
  return `${given.toLowerCase()}|${surname.toLowerCase()}`;
}

/** Which people have a common name (see COMMON_SURNAME_SHARE). */
export function commonNames(people: readonly PersonTruth[]): Set<string> {
  const full = new Map<string, number>();
  const surnames = new Map<string, number>();
  for (const p of people) {
    const k = nameKey(p.name.given, p.name.surname);
    full.set(k, (full.get(k) ?? 0) + 1);
    const s = p.name.surname.toLowerCase();
    surnames.set(s, (surnames.get(s) ?? 0) + 1);
  }
  const surnameMin = Math.max(COMMON_SURNAME_MIN, Math.ceil(COMMON_SURNAME_SHARE * people.length));
  const out = new Set<string>();
  for (const p of people) {
    if ((full.get(nameKey(p.name.given, p.name.surname)) ?? 0) >= 2) out.add(p.person_id);
    else if ((surnames.get(p.name.surname.toLowerCase()) ?? 0) >= surnameMin) out.add(p.person_id);
  }
  return out;
}

const LIVING_TAG: Record<Exclude<PersonTruth['kind'], 'decedent'>, SubjectDifficulty> = {
  survivor: 'survivor_namesake',
  junior: 'jr_sr',
  namesake: 'namesake',
  other_birth_year: 'other_birth_year',
  near_namesake: 'near_namesake',
  same_year_namesake: 'same_year_namesake',
  twin: 'twin',
  funeral_staff: 'funeral_staff',
};

/** Attempts at a typo that does not write the related decedent's name (see `subjectFor`). */
const TYPO_ATTEMPTS = 10;

/**
 * The subject a customer would hold for one person. `related` is the name of the decedent a living
 * control was made from: a typo never writes it (a near_namesake is one edit from that name, and a
 * typo undoing the edit would ask about the decedent by every field, which no matcher can refuse).
 */
export function subjectFor(
  person: PersonTruth,
  rng: Rng,
  common: boolean,
  related?: Pick<PersonTruth['name'], 'given' | 'surname'>,
): Subject {
  const tags = new Set<SubjectDifficulty>();
  const request: Record<string, unknown> = {};

  let lastName = person.name.surname;
  if (person.name.maiden && rng.chance(MAIDEN_NAME_RATE)) {
    lastName = person.name.maiden;
    tags.add('maiden_name');
  }
  const second = person.name.second_surname;
  if (second) {
    const form = rng.choose(entries(DOUBLE_SURNAME_FORM_WEIGHTS));
    if (form === 'both') lastName = `${person.name.surname} ${second}`;
    else if (form === 'last') lastName = second;
    tags.add('double_surname');
  }
  let firstName = person.name.given;
  if (rng.chance(TYPO_RATE)) {
    const lastFirst = rng.chance(0.6);
    const order = lastFirst ? (['last', 'first'] as const) : (['first', 'last'] as const);
    for (const which of order) {
      const name = which === 'last' ? lastName : firstName;
      if ([...name].length < TYPO_MIN_LENGTH) continue;
      for (let attempt = 0; attempt < TYPO_ATTEMPTS; attempt++) {
        const typed = typoOf(name, rng);
        const writesRelated =
          related !== undefined &&
          (which === 'last'
            ? firstName === related.given && typed === related.surname
            : typed === related.given && lastName === related.surname);
        if (writesRelated) continue;
        if (which === 'last') lastName = typed;
        else firstName = typed;
        break;
      }
      tags.add('typo');
      break;
    }
  }
  request.first_name = firstName;
  if (person.name.middle && rng.chance(MIDDLE_NAME_RATE)) {
    request.middle_name = rng.chance(MIDDLE_INITIAL_SHARE)
      ? person.name.middle.charAt(0)
      : person.name.middle;
  }
  request.last_name = lastName;
  if (person.name.nickname) tags.add('nickname');
  if (person.name.suffix) tags.add('jr_sr');

  const [by, bm, bd] = person.birth_date.split('-').map(Number) as [number, number, number];
  const dobForm = rng.choose(entries(DOB_FORM_WEIGHTS));
  if (dobForm === 'full') request.dob = { year: by, month: bm, day: bd };
  else if (dobForm === 'year_month') request.dob = { year: by, month: bm };
  else if (dobForm === 'year') request.dob = { year: by };
  else tags.add('missing_birth_year');

  let place = person.residence;
  if (person.former_residence && rng.chance(FORMER_ADDRESS_RATE)) {
    place = person.former_residence;
    tags.add('moved');
  }
  const addressForm = rng.choose(entries(ADDRESS_FORM_WEIGHTS));
  if (addressForm === 'city_state') request.address = { city: place.city, state: place.state };
  else if (addressForm === 'line1')
    request.address = { line1: `${rng.int(10, 9899)} ${rng.pick(STREETS)}, ${place.city}, ${place.state}` };
  else if (addressForm === 'state_only') request.address = { state: place.state };
  else if (addressForm === 'city_county_state')
    request.address = { city: place.city, county: place.county, state: place.state };

  if (person.deceased && person.death_date && rng.chance(DEATH_DATE_RATE)) {
    const form = rng.choose(entries(DEATH_DATE_FORM_WEIGHTS));
    const [dy, dm] = person.death_date.split('-') as [string, string, string];
    request.death_date = form === 'full' ? person.death_date : form === 'year_month' ? `${dy}-${dm}` : dy;
  }

  if (rng.chance(REQUIRE_MATCH_RATE)) {
    const address = request.address as Record<string, string> | undefined;
    const dob = request.dob as Record<string, number> | undefined;
    const available = [
      ...(address?.state || address?.line1 ? ['state'] : []),
      ...(address?.city || address?.line1 ? ['city'] : []),
      ...(address?.county ? ['county'] : []),
      ...(dob?.year !== undefined ? ['dob_year'] : []),
      ...(typeof request.middle_name === 'string' && request.middle_name.length > 1 ? ['middle_name'] : []),
    ];
    if (available.length > 0) request.require_match = [rng.pick(available)];
  }
  request.client_ref = person.person_id;

  if (common) tags.add('common_name');
  if (person.kind !== 'decedent') tags.add(LIVING_TAG[person.kind]);
  if (person.deceased && person.obituary_urls.length === 0) tags.add('no_obituary');
  else if (person.deceased && person.source_urls.length === 0) tags.add('web_only');
  // A page of the death gives no death date: a funeral notice that tells only of the rites.
  if (person.undated_urls.length > 0) tags.add('undated_notice');

  return {
    subject_id: person.person_id,
    request,
    truth: { deceased: person.deceased, obituary_urls: [...person.obituary_urls] },
    difficulty: SUBJECT_DIFFICULTIES.filter((t) => tags.has(t)),
  };
}

/** Subjects for every person, in order; the same people and seed give the same subjects. */
export function subjectsFromPeople(people: readonly PersonTruth[], seed: number): Subject[] {
  const common = commonNames(people);
  const names = new Map(people.map((p) => [p.person_id, p.name]));
  return people.map((p, i) => {
    const related = p.related_decedent_id ? names.get(p.related_decedent_id) : undefined;
    return subjectFor(p, new Rng(seed, SUBJECT_STREAM, i), common.has(p.person_id), related);
  });
}

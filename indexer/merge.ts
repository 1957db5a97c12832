/**
 * When two notices report the same death (a funeral home's page and its syndicated newspaper copies).
 * Conservative by design: merging two different people hides a death behind another person's facts,
 * while leaving two copies apart costs only a duplicate candidate, so every doubt keeps them apart.
 *
 * Same death when the names agree (nickname, middle initial and maiden-name differences allowed),
 * nothing conflicts (death dates, birth dates, ages, generational suffixes, states), and:
 * - both give the same full death date, with the same city or no city on one side; a different city,
 *   or a generational suffix on one side only, also needs the birth year or age to agree;
 * - a partial death date on either side needs the birth year or age to agree as well as a shared city
 *   or the same full given name;
 * - no death date on either side needs the same full birth date, the same given name and a shared city.
 */
import type { NameLexicon } from '../core/names/lexicon.js';
import type { PartialDate } from '../core/verification.js';
import type { SourceObservation } from '../store/index/ports.js';
import { surnameVariants } from '../store/index/blocking-keys.js';
import { normalizeNamePart } from '../core/names/normalize.js';
import { normalizeDecedentName } from './observation.js';

/** Stated ages (and age-derived birth years) may differ by one: the age is counted at death or at the funeral. */
export const AGE_TOLERANCE_YEARS = 1;

const GENERATIONAL = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

type Comparison = 'conflict' | 'agree' | 'unknown';

function dateCompat(a: PartialDate | null, b: PartialDate | null): Comparison {
  if (!a || !b) return 'unknown';
  if (a.year !== b.year) return 'conflict';
  if (a.month !== undefined && b.month !== undefined && a.month !== b.month) return 'conflict';
  if (a.day !== undefined && b.day !== undefined && a.day !== b.day) return 'conflict';
  return 'agree';
}

function isFull(d: PartialDate | null): d is Required<PartialDate> {
  return d !== null && d.month !== undefined && d.day !== undefined;
}

/** Birth years a notice allows: from the birth date, else from the age and death year. */
function birthYears(o: SourceObservation): { from: number; to: number } | null {
  const f = o.facts;
  if (f.birthDate) return { from: f.birthDate.year, to: f.birthDate.year };
  if (f.age !== null && f.deathDate) {
    return { from: f.deathDate.year - f.age - 1, to: f.deathDate.year - f.age };
  }
  return null;
}

function birthCompat(a: SourceObservation, b: SourceObservation): Comparison {
  const dates = dateCompat(a.facts.birthDate, b.facts.birthDate);
  if (dates === 'conflict') return 'conflict';
  const fa = a.facts.age;
  const fb = b.facts.age;
  if (fa !== null && fb !== null && Math.abs(fa - fb) > AGE_TOLERANCE_YEARS) return 'conflict';
  const ya = birthYears(a);
  const yb = birthYears(b);
  if (ya && yb) {
    // Age-derived windows are two years wide already, so overlapping windows is the whole tolerance.
    return ya.from <= yb.to && yb.from <= ya.to ? 'agree' : 'conflict';
  }
  return dates === 'agree' || (fa !== null && fb !== null) ? 'agree' : 'unknown';
}

function placeSets(o: SourceObservation): { states: Set<string>; cities: Set<string> } {
  const states = new Set<string>();
  const cities = new Set<string>();
  for (const p of [o.facts.residence, o.facts.placeOfDeath]) {
    if (p?.state) states.add(p.state.toUpperCase());
    if (p?.city) cities.add(normalizeNamePart(p.city));
  }
  return { states, cities };
}

function disjoint(a: Set<string>, b: Set<string>): boolean {
  for (const x of a) if (b.has(x)) return false;
  return true;
}

/** Given names agree: same name or nickname, an initial of it, or one notice using the middle name. */
function givenCompat(
  a: ReturnType<typeof normalizeDecedentName>,
  b: ReturnType<typeof normalizeDecedentName>,
  lexicon: NameLexicon,
): { ok: boolean; viaMiddle: boolean } {
  const same = (x: string | null | undefined, y: string | null | undefined): boolean => {
    if (!x || !y) return false;
    if (x.length === 1 || y.length === 1) return x[0] === y[0];
    return lexicon.sameGivenName(x, y);
  };
  if (same(a.given, b.given)) return { ok: true, viaMiddle: false };
  if (same(a.nickname, b.given) || same(a.given, b.nickname) || same(a.nickname, b.nickname)) {
    return { ok: true, viaMiddle: false };
  }
  // "J. Robert Miller" and "Robert Miller": one notice leads with the name the person went by.
  const aMid = a.middle[0];
  const bMid = b.middle[0];
  if (aMid && aMid.length > 1 && b.middle.length === 0 && same(aMid, b.given) && a.given[0] !== undefined) {
    return { ok: true, viaMiddle: true };
  }
  if (bMid && bMid.length > 1 && a.middle.length === 0 && same(bMid, a.given) && b.given[0] !== undefined) {
    return { ok: true, viaMiddle: true };
  }
  return { ok: false, viaMiddle: false };
}

function middleCompat(a: string | undefined, b: string | undefined, lexicon: NameLexicon): boolean {
  if (!a || !b) return true;
  if (a.length === 1 || b.length === 1) return a[0] === b[0];
  return a === b || lexicon.sameGivenName(a, b);
}

function surnamesCompat(
  a: ReturnType<typeof normalizeDecedentName>,
  b: ReturnType<typeof normalizeDecedentName>,
): boolean {
  const all = (n: typeof a): Set<string> => new Set([n.surname, ...n.former].flatMap(surnameVariants));
  const allA = all(a);
  const allB = all(b);
  const currentA = surnameVariants(a.surname);
  const currentB = surnameVariants(b.surname);
  return currentA.some((s) => allB.has(s)) || currentB.some((s) => allA.has(s));
}

/** True when the two notices are, beyond reasonable doubt, about the same death. */
export function sameDeath(a: SourceObservation, b: SourceObservation, lexicon: NameLexicon): boolean {
  const na = normalizeDecedentName(a.facts.name);
  const nb = normalizeDecedentName(b.facts.name);
  if (!na.surname || !nb.surname || !na.given || !nb.given) return false;
  if (!surnamesCompat(na, nb)) return false;
  const given = givenCompat(na, nb, lexicon);
  if (!given.ok) return false;
  if (!given.viaMiddle && !middleCompat(na.middle[0], nb.middle[0], lexicon)) return false;

  const genA = na.suffix && GENERATIONAL.has(na.suffix) ? na.suffix : null;
  const genB = nb.suffix && GENERATIONAL.has(nb.suffix) ? nb.suffix : null;
  if (genA && genB && genA !== genB) return false;
  const suffixGap = (genA === null) !== (genB === null);

  const death = dateCompat(a.facts.deathDate, b.facts.deathDate);
  if (death === 'conflict') return false;
  const birth = birthCompat(a, b);
  if (birth === 'conflict') return false;

  const pa = placeSets(a);
  const pb = placeSets(b);
  if (pa.states.size > 0 && pb.states.size > 0 && disjoint(pa.states, pb.states)) return false;
  if (pa.states.size === 0 && pb.states.size === 0 && a.state && b.state && a.state !== b.state) return false;
  const cityConflict = pa.cities.size > 0 && pb.cities.size > 0 && disjoint(pa.cities, pb.cities);
  const citySame = pa.cities.size > 0 && pb.cities.size > 0 && !cityConflict;
  const sameGiven = na.given.length > 1 && na.given === nb.given;

  if (death === 'agree' && isFull(a.facts.deathDate) && isFull(b.facts.deathDate)) {
    if (suffixGap || cityConflict || given.viaMiddle) return birth === 'agree';
    return true;
  }
  if (death === 'agree') {
    if (cityConflict || suffixGap) return false;
    return birth === 'agree' && (citySame || sameGiven);
  }
  // No death date on at least one side: only a full birth-date match with the same name and city.
  const birthDay = dateCompat(a.facts.birthDate, b.facts.birthDate);
  return (
    birthDay === 'agree' &&
    isFull(a.facts.birthDate) &&
    isFull(b.facts.birthDate) &&
    sameGiven &&
    citySame &&
    !suffixGap
  );
}

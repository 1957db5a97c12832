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
 * - no death date on one side, published within NOTICE_AFTER_DEATH_DAYS after the other's full death
 *   date (a funeral notice that tells only of the rites), needs the given name in full on both (or a
 *   nickname of it), a shared city, and the birth year or age to agree, or a middle name or initial,
 *   the nickname or the maiden name on both sides;
 * - otherwise no death date on either side needs the same full birth date, the same given name and a
 *   shared city.
 *
 * A decedent is a set of notices (`sameDeathSet`). Two of them may differ only in a suffix one writes
 * ("Jr.") with no birth facts to settle it (a `suffix-gap`) when the set itself settles it: a notice
 * like the first (same suffix or none) that is the same death as a notice like the second, across the
 * suffix gap, by birth year or age (or by naming the same family). A notice with no birth facts and no
 * suffix is therefore never what ties a suffixed and an unsuffixed notice together: a father and his
 * namesake son dying the same day stay two decedents, whatever such a notice says.
 */
import { isFullDate } from '../core/dates/parse.js';
import { daysBetween } from '../core/dates/relative.js';
import type { NameLexicon } from '../core/names/lexicon.js';
import type { PartialDate } from '../core/verification.js';
import type { IndexedRelative, SourceObservation } from '../store/index/ports.js';
import { NOTICE_AFTER_DEATH_DAYS, surnameVariants } from '../store/index/blocking-keys.js';
import { normalizeNamePart } from '../core/names/normalize.js';
import { normalizeDecedentName } from './observation.js';

/** Stated ages (and age-derived birth years) may differ by one: the age is counted at death or at the funeral. */
export const AGE_TOLERANCE_YEARS = 1;

const GENERATIONAL = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

type Comparison = 'conflict' | 'agree' | 'unknown';

function generational(suffix: string | null): string | null {
  return suffix && GENERATIONAL.has(suffix) ? suffix : null;
}

function dateCompat(a: PartialDate | null, b: PartialDate | null): Comparison {
  if (!a || !b) return 'unknown';
  if (a.year !== b.year) return 'conflict';
  if (a.month !== undefined && b.month !== undefined && a.month !== b.month) return 'conflict';
  if (a.day !== undefined && b.day !== undefined && a.day !== b.day) return 'conflict';
  return 'agree';
}

/** Birth years a notice allows: from the birth date, else from the age and death year. */
function birthYears(o: SourceObservation): { from: number; to: number } | null {
  const f = o.facts;
  if (f.birthDate) return { from: f.birthDate.year, to: f.birthDate.year };
  if (f.age !== null && f.deathDate) {
    return { from: f.deathDate.year - f.age - 1, to: f.deathDate.year - f.age };
  }
  // No death date: the death came at most NOTICE_AFTER_DEATH_DAYS before the notice, so in the
  // year it was published or, early in a year, the one before.
  const p = f.publishedDate;
  if (f.age !== null && isFullDate(p)) {
    const earliest =
      daysBetween({ year: p.year, month: 1, day: 1 }, p) < NOTICE_AFTER_DEATH_DAYS ? p.year - 1 : p.year;
    return { from: earliest - f.age - 1, to: p.year - f.age };
  }
  return null;
}

/**
 * Whether a notice that gives no death date (a funeral notice that tells only of the rites) was
 * published on the day of another's full death date or within NOTICE_AFTER_DEATH_DAYS after it.
 */
function publishedAfterDeath(undated: SourceObservation, dated: SourceObservation): boolean {
  const published = undated.facts.publishedDate;
  const death = dated.facts.deathDate;
  if (!isFullDate(published) || !isFullDate(death)) return false;
  const days = daysBetween(death, published);
  return days >= 0 && days <= NOTICE_AFTER_DEATH_DAYS;
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

/**
 * A name's middle names less the surnames among them: a former surname kept as a middle name, or
 * the first of two surnames the other notice writes as its surname ("Donna Hernandez Garcia" read
 * with the middle name Hernandez, beside "HERNANDEZ GARCIA, Donna M.").
 */
function ownMiddles(
  n: ReturnType<typeof normalizeDecedentName>,
  other: ReturnType<typeof normalizeDecedentName>,
): string[] {
  const surnames = new Set([...n.former, ...surnameVariants(other.surname)]);
  return n.middle.filter((m) => !surnames.has(m));
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

/**
 * How two notices relate: `same` death beyond reasonable doubt; `suffix-gap` when they would be the
 * same death but one writes a generational suffix the other omits and no birth year or age settles it
 * (same full death date, no other doubt); `apart` otherwise.
 */
export type DeathLink = 'same' | 'suffix-gap' | 'apart';

/** How two notices relate (see `DeathLink`). */
export function deathLink(a: SourceObservation, b: SourceObservation, lexicon: NameLexicon): DeathLink {
  const na = normalizeDecedentName(a.facts.name, lexicon);
  const nb = normalizeDecedentName(b.facts.name, lexicon);
  if (!na.surname || !nb.surname || !na.given || !nb.given) return 'apart';
  if (!surnamesCompat(na, nb)) return 'apart';
  const given = givenCompat(na, nb, lexicon);
  if (!given.ok) return 'apart';
  if (!given.viaMiddle && !middleCompat(ownMiddles(na, nb)[0], ownMiddles(nb, na)[0], lexicon))
    return 'apart';

  const genA = generational(na.suffix);
  const genB = generational(nb.suffix);
  if (genA && genB && genA !== genB) return 'apart';
  const suffixGap = (genA === null) !== (genB === null);

  const death = dateCompat(a.facts.deathDate, b.facts.deathDate);
  if (death === 'conflict') return 'apart';
  const birth = birthCompat(a, b);
  if (birth === 'conflict') return 'apart';

  const pa = placeSets(a);
  const pb = placeSets(b);
  if (pa.states.size > 0 && pb.states.size > 0 && disjoint(pa.states, pb.states)) return 'apart';
  if (pa.states.size === 0 && pb.states.size === 0 && a.state && b.state && a.state !== b.state) {
    return 'apart';
  }
  const cityConflict = pa.cities.size > 0 && pb.cities.size > 0 && disjoint(pa.cities, pb.cities);
  const citySame = pa.cities.size > 0 && pb.cities.size > 0 && !cityConflict;
  const sameGiven = na.given.length > 1 && na.given === nb.given;

  if (death === 'agree' && isFullDate(a.facts.deathDate) && isFullDate(b.facts.deathDate)) {
    if (birth === 'agree') return 'same';
    if (cityConflict || given.viaMiddle) return 'apart';
    // Only the suffix is in doubt; a set of notices may still settle it (`sameDeathSet`).
    return suffixGap ? 'suffix-gap' : 'same';
  }
  if (death === 'agree') {
    if (cityConflict || suffixGap) return 'apart';
    return birth === 'agree' && (citySame || sameGiven) ? 'same' : 'apart';
  }
  // One side gives no death date and was published within days after the other's death: the given
  // name in full on both (a nickname of it counts), a shared city, and something more of the person
  // on both sides: the birth year or age, a middle name ("Paul L." and "Paul Lee", compatible as
  // `middleCompat` found above), the nickname or the maiden name.
  if ((a.facts.deathDate === null) !== (b.facts.deathDate === null)) {
    const [undated, dated] = a.facts.deathDate === null ? [a, b] : [b, a];
    const fullGiven = na.given.length > 1 && nb.given.length > 1 && !given.viaMiddle;
    const more =
      birth === 'agree' ||
      (na.middle.length > 0 && nb.middle.length > 0) ||
      (na.nickname !== null && na.nickname === nb.nickname) ||
      na.former.some((f) => nb.former.includes(f));
    if (publishedAfterDeath(undated, dated) && fullGiven && citySame && !suffixGap && more) return 'same';
  }
  // No death date on at least one side: otherwise only a full birth-date match with the same name
  // and city.
  const birthDay = dateCompat(a.facts.birthDate, b.facts.birthDate);
  return birthDay === 'agree' &&
    isFullDate(a.facts.birthDate) &&
    isFullDate(b.facts.birthDate) &&
    sameGiven &&
    citySame &&
    !suffixGap
    ? 'same'
    : 'apart';
}

/** True when the two notices are, beyond reasonable doubt, about the same death. */
export function sameDeath(a: SourceObservation, b: SourceObservation, lexicon: NameLexicon): boolean {
  return deathLink(a, b, lexicon) === 'same';
}

/** True when a notice states a birth date, or an age and a death date: a birth year to settle a suffix gap. */
export function statesBirth(o: SourceObservation): boolean {
  return birthYears(o) !== null;
}

/** True when nothing rules out that the notice reports the same death as every one of the notices. */
export function couldBeSameDeath(
  o: SourceObservation,
  members: readonly SourceObservation[],
  lexicon: NameLexicon,
): boolean {
  return members.every((m) => deathLink(o, m, lexicon) !== 'apart');
}

/**
 * Relatives two family lists must share (same kind, relationship, given name and surname) before they
 * count as one family; and they must be at least half of the shorter list. A father and his namesake
 * son name different wives, and each other's children as "son"/"brother", so three shared entries
 * are beyond coincidence while any single name (a wife named Mary) is not.
 */
export const FAMILY_TIE_MIN_SHARED = 3;

/** The parts of a relative a family comparison uses. */
export type FamilyMember = Pick<IndexedRelative, 'kind' | 'relationship' | 'given' | 'surname'>;

function familyKey(r: FamilyMember): string | null {
  const given = normalizeNamePart(r.given);
  const surname = normalizeNamePart(r.surname);
  if (!given || !surname) return null;
  return `${r.kind}|${r.relationship.toLowerCase()}|${given}|${surname}`;
}

/** True when two notices' family lists name the same family (see `FAMILY_TIE_MIN_SHARED`). */
export function familiesAgree(a: readonly FamilyMember[], b: readonly FamilyMember[]): boolean {
  const keysA = new Set(a.map(familyKey).filter((k): k is string => k !== null));
  const keysB = new Set(b.map(familyKey).filter((k): k is string => k !== null));
  let shared = 0;
  for (const k of keysA) if (keysB.has(k)) shared++;
  return shared >= FAMILY_TIE_MIN_SHARED && shared * 2 >= Math.min(keysA.size, keysB.size);
}

/** Whether two notices are known to name the same family (only some notices' lists are at hand). */
export type FamilyTie = (a: SourceObservation, b: SourceObservation) => boolean;

const noFamilyTie: FamilyTie = () => false;

/** What `analyzeDeathSet` found in a set of notices. */
export interface DeathSetAnalysis {
  /** Some two notices cannot be the same death. */
  conflicting: boolean;
  /** Notices without birth facts in a suffix gap the set does not settle. */
  unsettled: SourceObservation[];
}

/**
 * Checks a set of notices as one death. Every pair must be the same death, or a suffix gap the set
 * settles: for notices A and B, some notice A' written like A (suffix or none) and B' written like B,
 * with A' the same death as A (or A itself), B' the same as B (or B itself), and A' and B' the same
 * death across the suffix gap, which takes an agreeing birth year or age, or a shared family list.
 */
export function analyzeDeathSet(
  members: readonly SourceObservation[],
  lexicon: NameLexicon,
  familyTie: FamilyTie = noFamilyTie,
): DeathSetAnalysis {
  const n = members.length;
  const link: DeathLink[][] = members.map(() => new Array<DeathLink>(n).fill('same'));
  let conflicting = false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const l = deathLink(members[i]!, members[j]!, lexicon);
      link[i]![j] = l;
      link[j]![i] = l;
      if (l === 'apart') conflicting = true;
    }
  }
  const suffixed = members.map(
    (m) => generational(normalizeDecedentName(m.facts.name, lexicon).suffix) !== null,
  );
  const near = (x: number, y: number): boolean => x === y || link[x]![y] === 'same';
  const crosses = (x: number, y: number): boolean =>
    link[x]![y] === 'same' || (link[x]![y] === 'suffix-gap' && familyTie(members[x]!, members[y]!));
  const settled = (a: number, b: number): boolean => {
    for (let x = 0; x < n; x++) {
      if (suffixed[x] !== suffixed[a] || !near(a, x)) continue;
      for (let y = 0; y < n; y++) {
        if (suffixed[y] === suffixed[b] && near(b, y) && crosses(x, y)) return true;
      }
    }
    return false;
  };
  const unsettled = new Set<SourceObservation>();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (link[i]![j] !== 'suffix-gap' || settled(i, j)) continue;
      for (const k of [i, j]) if (birthYears(members[k]!) === null) unsettled.add(members[k]!);
    }
  }
  return { conflicting, unsettled: [...unsettled] };
}

/** True when the notices, taken together, are beyond reasonable doubt one death (`analyzeDeathSet`). */
export function sameDeathSet(
  members: readonly SourceObservation[],
  lexicon: NameLexicon,
  familyTie: FamilyTie = noFamilyTie,
): boolean {
  const a = analyzeDeathSet(members, lexicon, familyTie);
  return !a.conflicting && a.unsettled.length === 0;
}

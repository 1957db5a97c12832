/**
 * Builds the indexed decedent from every notice of one death. Pure and order-independent: the
 * observations are sorted (first capture, then URL) before anything is picked, so the same notices
 * give the same decedent whatever order they were crawled or re-merged in.
 */
import type { DecedentName, FamilyCounts, Place } from '../core/obituary.js';
import type { PartialDate } from '../core/verification.js';
import type { IndexedDecedent, SourceObservation } from '../store/index/ports.js';
import { blockingKeysForDecedent, publishedDay, type GivenNameGroups } from '../store/index/blocking-keys.js';
import { normalizeNamePart } from '../core/names/normalize.js';
import type { NameLexicon } from '../core/names/lexicon.js';
import { normalizeDecedentName } from './observation.js';

/** Which notice's family list is stored for the decedent. */
export interface FamilySource {
  url: string | null;
  count: number;
}

/** Oldest capture first, then URL: the order every pick below breaks ties by. */
export function byCapture(a: SourceObservation, b: SourceObservation): number {
  if (a.firstCapturedAt !== b.firstCapturedAt) return a.firstCapturedAt < b.firstCapturedAt ? -1 : 1;
  return a.url < b.url ? -1 : a.url > b.url ? 1 : 0;
}

function dateParts(d: PartialDate | null): number {
  if (!d) return 0;
  return 1 + (d.month !== undefined ? 1 : 0) + (d.day !== undefined ? 1 : 0);
}

function placeParts(p: Place | null): number {
  if (!p) return 0;
  return (p.city ? 1 : 0) + (p.county ? 1 : 0) + (p.state ? 1 : 0);
}

/** The first item with the highest score (items are in capture order). */
function best<T>(items: T[], score: (t: T) => number): T | undefined {
  let top: T | undefined;
  let topScore = 0;
  for (const item of items) {
    const s = score(item);
    if (s > topScore) {
      top = item;
      topScore = s;
    }
  }
  return top;
}

function nameRichness(n: DecedentName): number {
  return (
    1 +
    (n.given.length > 1 ? 2 : 0) +
    n.middle.filter((m) => m.length > 1).length * 2 +
    n.middle.length +
    (n.nickname ? 1 : 0) +
    n.maiden.length +
    (n.suffix ? 1 : 0)
  );
}

/** The richest written name, with a nickname, generational suffix and former surnames others add. */
function mergedName(obs: SourceObservation[]): DecedentName {
  const names = obs.map((o) => o.facts.name);
  const base = best(names, nameRichness) ?? names[0]!;
  const name: DecedentName = { ...base, middle: [...base.middle], maiden: [...base.maiden] };
  const maidenSeen = new Set(name.maiden.map(normalizeNamePart));
  for (const n of names) {
    if (!name.nickname && n.nickname) name.nickname = n.nickname;
    if (!name.suffix && n.suffix) name.suffix = n.suffix;
    if (!name.title && n.title) name.title = n.title;
    for (const m of n.maiden) {
      const f = normalizeNamePart(m);
      if (f && !maidenSeen.has(f) && f !== normalizeNamePart(name.surname)) {
        maidenSeen.add(f);
        name.maiden.push(m);
      }
    }
  }
  return name;
}

function mergedCounts(obs: SourceObservation[]): FamilyCounts {
  const out: FamilyCounts = {};
  for (const o of obs) {
    for (const [k, v] of Object.entries(o.facts.familyCounts) as Array<
      [keyof FamilyCounts, number | undefined]
    >) {
      if (v !== undefined && (out[k] === undefined || v > out[k]!)) out[k] = v;
    }
  }
  return out;
}

/**
 * The decedent for these observations (at least one), with its blocking keys. `lexicon` reads the
 * name's parts (a surname among the middle names, `normalizeDecedentName`); the indexer passes its own.
 */
export function composeDecedent(
  id: string,
  observations: SourceObservation[],
  family: FamilySource,
  groups?: GivenNameGroups,
  lexicon?: NameLexicon,
): IndexedDecedent {
  if (observations.length === 0) throw new Error(`decedent ${id} has no notices`);
  const obs = [...observations].sort(byCapture);
  const facts = obs.map((o) => o.facts);
  const name = mergedName(obs);
  const deathDate = best(facts, (f) => dateParts(f.deathDate))?.deathDate ?? null;
  const birthDate = best(facts, (f) => dateParts(f.birthDate))?.birthDate ?? null;
  const age = facts.find((f) => f.age !== null)?.age ?? null;
  const birthYear = birthDate?.year ?? null;
  const birthYearWindow =
    birthYear === null && age !== null && deathDate
      ? { from: deathDate.year - age - 1, to: deathDate.year - age }
      : null;
  const residence = best(facts, (f) => placeParts(f.residence))?.residence ?? null;
  const placeOfDeath = best(facts, (f) => placeParts(f.placeOfDeath))?.placeOfDeath ?? null;
  const sources = obs.map((o) => ({
    url: o.url,
    sourceType: o.sourceType,
    publisher: o.publisher,
    state: o.state,
    county: o.county,
    firstCapturedAt: o.firstCapturedAt,
    publishedDate: publishedDay(o.facts.publishedDate),
  }));
  const decedent: Omit<IndexedDecedent, 'blockingKeys'> = {
    id,
    displayName: name.full,
    title: name.title ?? null,
    name: normalizeDecedentName(name, lexicon),
    birthDate,
    birthYear,
    birthYearWindow,
    age,
    deathDate,
    residence,
    placeOfDeath,
    sources,
    firstCapturedAt: sources.reduce(
      (min, s) => (s.firstCapturedAt < min ? s.firstCapturedAt : min),
      sources[0]!.firstCapturedAt,
    ),
    snippet: facts.find((f) => f.snippet.length > 0)?.snippet ?? '',
    occupation: facts.find((f) => f.occupation !== null)?.occupation ?? null,
    militaryService: facts.find((f) => f.militaryService !== null)?.militaryService ?? null,
    education: facts.find((f) => f.education.length > 0)?.education ?? [],
    familyCounts: mergedCounts(obs),
    relativeCount: family.count,
    familySourceUrl: family.url,
  };
  return { ...decedent, blockingKeys: blockingKeysForDecedent(decedent, groups) };
}

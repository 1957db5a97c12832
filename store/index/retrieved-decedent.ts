/**
 * The retrieval projection of a decedent (`RetrievedDecedent`), built the same way by every adapter
 * and by the SQLite writer for its stored summaries; and its scoring part, which is what crosses to a
 * scoring worker. Also the key of a name's surname part, as the name test reads it (`NameTest`).
 */
import type { NormalizedName, RetrievedDecedent } from './ports.js';

/**
 * One string per distinct surname part of a name (the surname and the former surnames, in order):
 * what the name test's surname part reads, so names with equal keys get the same answer from it.
 */
export function surnamePartKey(name: Pick<NormalizedName, 'surname' | 'former'>): string {
  return name.former.length === 0 ? name.surname : [name.surname, ...name.former].join('\u0000');
}

/** The fields scoring reads: a decedent as the scorer and its workers see it. */
export type ComparableDecedent = Omit<RetrievedDecedent, 'relativeCount'>;

/** Exactly the fields of `ComparableDecedent`, in a fixed order. */
export function comparableOf(d: ComparableDecedent): ComparableDecedent {
  return {
    id: d.id,
    name: d.name,
    birthDate: d.birthDate,
    birthYear: d.birthYear,
    birthYearWindow: d.birthYearWindow,
    age: d.age,
    deathDate: d.deathDate,
    residence: d.residence,
    placeOfDeath: d.placeOfDeath,
    snippet: d.snippet,
    sources: d.sources.map((s) => ({ state: s.state, county: s.county })),
  };
}

/** Exactly the fields of `RetrievedDecedent`, in a fixed order (a stored summary is this, as JSON). */
export function retrievedDecedentOf(d: RetrievedDecedent): RetrievedDecedent {
  return { ...comparableOf(d), relativeCount: d.relativeCount };
}

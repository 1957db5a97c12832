/**
 * The retrieval projection of a decedent (`RetrievedDecedent`), built the same way by every adapter
 * and by the SQLite writer for its stored summaries; and its scoring part, which is what crosses to a
 * scoring worker.
 */
import type { RetrievedDecedent } from './ports.js';

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

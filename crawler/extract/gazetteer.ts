/**
 * City -> county lookup behind a small port, so place resolution works with the derived table in
 * `core/reference/gazetteer.json`, a table built from the source CSV, or none at all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { referenceDir } from '../../core/names/lexicon.js';
import { postalLocalities, type PostalAliasRow } from '../../core/reference/localities.js';

/** Answers county and city questions for place resolution. State is a USPS code. */
export interface Gazetteer {
  /**
   * The county a city is in (the largest one when a city spans several), else the county of a
   * locality of that state (a place the postal list names only as a city's alias: "Bartonville"
   * under Peoria), or null if unknown.
   */
  countyOf(city: string, state: string): string | null;
  /**
   * True when a city of that name exists (in that state, when given). Localities are not cities
   * here: this decides whether words are a town or a person's name ("a son of Monica Whitaker"), and
   * the postal aliases hold many names no post office bears ("Monica" under Princeville, IL).
   */
  isCity(name: string, state?: string): boolean;
}

/**
 * One city row: county spelled for display. `weight` ranks counties of a city that spans several.
 * A locality row (`locality`) is a place known only as a postal alias, consulted for its county
 * when no city of the name is in the state.
 */
export interface GazetteerRow {
  city: string;
  state: string;
  county: string;
  weight?: number;
  locality?: true;
}

/** Folds a city name so "St. Louis", "Saint Louis" and "ST LOUIS" meet, and "Ft."/"Mt." likewise. */
export function cityKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^st(e?) /, 'saint$1 ')
    .replace(/^ft /, 'fort ')
    .replace(/^mt /, 'mount ')
    .replace(/ twp$/, ' township');
}

/** A gazetteer over rows; the heaviest county wins for a city in several counties. */
export function gazetteerFromRows(rows: Iterable<GazetteerRow>): Gazetteer {
  const counties = new Map<string, Map<string, number>>();
  const localities = new Map<string, string>();
  const anywhere = new Set<string>();
  for (const row of rows) {
    const key = `${cityKey(row.city)}|${row.state.toUpperCase()}`;
    if (row.locality) {
      localities.set(key, row.county);
      continue;
    }
    const byCounty = counties.get(key) ?? new Map<string, number>();
    byCounty.set(row.county, (byCounty.get(row.county) ?? 0) + (row.weight ?? 1));
    counties.set(key, byCounty);
    anywhere.add(cityKey(row.city));
  }
  const best = new Map<string, string>();
  for (const [key, byCounty] of counties) {
    let top: [string, number] | undefined;
    for (const entry of byCounty) if (!top || entry[1] > top[1]) top = entry;
    if (top) best.set(key, top[0]);
  }
  return {
    countyOf: (city, state) => {
      const key = `${cityKey(city)}|${state.toUpperCase()}`;
      return best.get(key) ?? localities.get(key) ?? null;
    },
    isCity: (name, state) =>
      state ? best.has(`${cityKey(name)}|${state.toUpperCase()}`) : anywhere.has(cityKey(name)),
  };
}

/** The gazetteer that knows nothing: place resolution then keeps city and state and leaves county null. */
export const EMPTY_GAZETTEER: Gazetteer = { countyOf: () => null, isCity: () => false };

function titleCase(upper: string): string {
  return upper
    .toLowerCase()
    .replace(/(^|[\s\-.'])(\p{L})/gu, (_m, s: string, c: string) => s + c.toUpperCase());
}

/**
 * Rows of the source CSV (`City|State short|State full|County|City alias`), one per postal alias,
 * and a locality row for each alias `postalLocalities` keeps.
 */
export function rowsFromCitiesCsv(text: string): GazetteerRow[] {
  const rows: GazetteerRow[] = [];
  const aliases: PostalAliasRow[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [city, state, , county, alias = ''] = line.split('|');
    if (!city || !state || !county) continue;
    rows.push({ city, state, county: titleCase(county) });
    aliases.push({ city, state, county, alias });
  }
  for (const [state, byCounty] of postalLocalities(aliases)) {
    for (const [county, names] of byCounty) {
      for (const city of names) rows.push({ city, state, county: titleCase(county), locality: true });
    }
  }
  return rows;
}

/**
 * Rows of `core/reference/gazetteer.json`: `{states: {ST: {counties: {County: [[city, n]]},
 * localities: {County: [name]}}}}`.
 */
export function rowsFromGazetteerJson(json: unknown): GazetteerRow[] {
  const rows: GazetteerRow[] = [];
  const states = (
    json as {
      states?: Record<string, { counties?: Record<string, unknown>; localities?: Record<string, unknown> }>;
    }
  ).states;
  if (!states || typeof states !== 'object') return rows;
  for (const [state, entry] of Object.entries(states)) {
    for (const [county, names] of Object.entries(entry?.localities ?? {})) {
      if (!Array.isArray(names)) continue;
      for (const city of names as unknown[]) {
        if (typeof city === 'string') rows.push({ city, state, county, locality: true });
      }
    }
    for (const [county, cities] of Object.entries(entry?.counties ?? {})) {
      if (!Array.isArray(cities)) continue;
      for (const c of cities as unknown[]) {
        if (Array.isArray(c) && typeof c[0] === 'string') {
          rows.push({ city: c[0], state, county, weight: typeof c[1] === 'number' ? c[1] : 1 });
        }
      }
    }
  }
  return rows;
}

/** Reads the derived gazetteer table; null when the file is absent. */
export function loadGazetteer(path: string = join(referenceDir(), 'gazetteer.json')): Gazetteer | null {
  if (!existsSync(path)) return null;
  return gazetteerFromRows(rowsFromGazetteerJson(JSON.parse(readFileSync(path, 'utf8'))));
}

let defaultGazetteer: Gazetteer | undefined;

/** The derived gazetteer, loaded on first use and kept (EMPTY_GAZETTEER when the table is absent). */
export function defaultGazetteerOrEmpty(): Gazetteer {
  defaultGazetteer ??= loadGazetteer() ?? EMPTY_GAZETTEER;
  return defaultGazetteer;
}

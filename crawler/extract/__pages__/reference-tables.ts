/**
 * Reference tables for the extraction tests: the gazetteer from the shared source CSV when present
 * (else the derived table in core/reference), and the name lexicon from core/reference (else
 * the shared nickname CSV). Either may be absent; tests skip the cases that need them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildNameLexicon,
  loadNameLexicon,
  referenceDir,
  type NameLexicon,
} from '../../../core/names/lexicon.js';
import { gazetteerFromRows, loadGazetteer, rowsFromCitiesCsv, type Gazetteer } from '../gazetteer.js';

const SHARED_DATA = process.env.VIGIL_SHARED_DATA ?? '/work/shared/data';

let gazetteer: Gazetteer | null | undefined;
let lexicon: NameLexicon | undefined;

/** The test gazetteer, or null when neither the shared CSV nor the derived table is available. */
export function testGazetteer(): Gazetteer | null {
  if (gazetteer !== undefined) return gazetteer;
  const csv = join(SHARED_DATA, 'geo/us_cities_states_counties.csv');
  gazetteer = existsSync(csv)
    ? gazetteerFromRows(rowsFromCitiesCsv(readFileSync(csv, 'utf8')))
    : loadGazetteer();
  return gazetteer;
}

/** The test lexicon: derived tables if present, else pairs from the shared CSV, else empty. */
export function testLexicon(): NameLexicon {
  if (lexicon) return lexicon;
  if (existsSync(join(referenceDir(), 'nicknames.json'))) {
    lexicon = loadNameLexicon();
  } else {
    const csv = join(SHARED_DATA, 'nicknames/names.csv');
    const pairs = existsSync(csv)
      ? readFileSync(csv, 'utf8')
          .split(/\r?\n/)
          .slice(1)
          .map((l) => l.split(','))
          .filter((r) => r[1] === 'has_nickname' && r[0] && r[2])
          .map((r): [string, string] => [r[0]!, r[2]!])
      : [];
    lexicon = buildNameLexicon({ nicknamePairs: pairs });
  }
  return lexicon;
}

/** Reads one hand-written page. */
export function page(name: string): string {
  return readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
}

/**
 * The web searches one verify makes. `standard` (recent): the name as an exact phrase with
 * "obituary", the same narrowed by city and state, and the name's nickname/formal variants.
 * `extended` adds one search per year going back `lookbackYears` ("... obituary 2019"), because
 * engines rank recent pages first and an older obituary only surfaces when the year is asked for.
 */
import type { VerifyQuery } from '../../core/verification.js';
import { stateName } from '../../core/us-states.js';
import type { GivenNameVariants } from './name-variants.js';

/** Why a search is made (logged, and counted in tests). */
export type SearchPurpose = 'name' | 'place' | 'variant' | 'year';

/** One planned web search. */
export interface PlannedSearch {
  q: string;
  purpose: SearchPurpose;
  /** For `year` searches. */
  year?: number;
}

/**
 * Most per-year searches one extended verify makes, whatever lookback the account allows. Online
 * obituary archives mostly begin in the late 1990s, and each year is a search plus its page fetches
 * that must finish inside the extended slot's lease (EXTENDED_LEASE_MS, 120 s).
 */
export const MAX_YEAR_SEARCHES = 30;

/** What the plan depends on besides the query. */
export interface SearchPlanOptions {
  depth: 'standard' | 'extended';
  lookbackYears: number;
  /** The current year (the newest year searched). */
  year: number;
  variants: GivenNameVariants;
}

/** Collapses whitespace and strips characters that are search operators or phrase breakers. */
function clean(text: string): string {
  return text.replace(/["“”]/g, '').replace(/\s+/g, ' ').trim();
}

function phrase(given: string, surname: string): string {
  return `"${clean(given)} ${clean(surname)}"`;
}

/** The place words of a query: "Springfield Illinois", "Illinois", or "". */
function placeWords(query: VerifyQuery): string {
  const city = clean(query.address?.city ?? '');
  const code = query.address?.state;
  const state = code ? (stateName(code) ?? code) : '';
  return [city, state].filter((w) => w.length > 0).join(' ');
}

/** The searches for one query at one depth, without duplicates, in the order they should run. */
export function planWebSearches(query: VerifyQuery, opts: SearchPlanOptions): PlannedSearch[] {
  const out: PlannedSearch[] = [];
  const seen = new Set<string>();
  const add = (s: PlannedSearch) => {
    const key = s.q.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push(s);
  };
  const name = phrase(query.firstName, query.lastName);
  const place = placeWords(query);
  add({ q: `${name} obituary`, purpose: 'name' });
  if (place) add({ q: `${name} obituary ${place}`, purpose: 'place' });
  for (const variant of opts.variants.of(query.firstName)) {
    add({ q: `${phrase(variant, query.lastName)} obituary${place ? ` ${place}` : ''}`, purpose: 'variant' });
  }
  if (opts.depth === 'extended') {
    const years = Math.min(Math.max(1, Math.trunc(opts.lookbackYears)), MAX_YEAR_SEARCHES);
    for (let i = 0; i < years; i++) {
      const year = opts.year - i;
      add({ q: `${name} obituary ${year}`, purpose: 'year', year });
    }
  }
  return out;
}

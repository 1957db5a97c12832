/**
 * Localities: places the postal city list names only as another town's alias ("Bartonville" and
 * "Bellevue" under Peoria, Illinois). Obituaries name them as a home ("of Bartonville") as often as
 * the towns that have a post office, so place resolution needs their county. One rule for the
 * derived table (`derive.ts`) and for a gazetteer built from the source CSV (`crawler/extract`).
 */

/** Source rows that are not states: territories and military post offices. */
export const NOT_STATES: ReadonlySet<string> = new Set([
  'AE',
  'AP',
  'AA',
  'AS',
  'FM',
  'GU',
  'MH',
  'MP',
  'PW',
  'VI',
  'PR',
]);

/**
 * Words of a postal alias that no one writes as a home: the postal service's abbreviations ("Spgs",
 * "Hts", "N", "Twp"), firms and offices with their own postal name ("Caterpillar Inc", "Bradley
 * Univ", "Pacific Power", "Navy Ships"). Words without a vowel are caught by rule, the rest here.
 */
const NOT_A_HOME = new Set([
  'no',
  'so',
  'sta',
  'is',
  'us',
  'ii',
  'iii',
  'ave',
  'univ',
  'university',
  'college',
  'dept',
  'department',
  'co',
  'corp',
  'inc',
  'company',
  'bank',
  'insurance',
  'ins',
  'service',
  'services',
  'svc',
  'hosp',
  'hospital',
  'medical',
  'correctional',
  'prison',
  'mail',
  'postal',
  'reply',
  'irs',
  'power',
  'ships',
  'naval',
  'natl',
  'national',
  'intl',
  'ctr',
  'center',
  'mall',
  'plaza',
  'state',
  'rural',
]);

/** Connectors written lower case inside a town's name in prose ("Lake of the Woods"). */
const CONNECTORS = new Set(['of', 'the', 'de', 'la', 'le', 'du', 'del', 'los', 'las', 'el', 'and', 'on']);

/**
 * Whether a postal alias reads as a place someone lives in: letters only, each word capitalised
 * (connectors aside) and not all capitals, no postal abbreviation and no firm or office word.
 * "Mt", "St" and "Ft" are kept: place resolution folds them to "Mount", "Saint" and "Fort".
 */
export function isLocalityName(alias: string): boolean {
  const words = alias.trim().split(/\s+/);
  if (words.length > 4) return false;
  for (const word of words) {
    const capitalised = /^\p{Lu}[\p{L}'’.-]*$/u.test(word) && /\p{Ll}/u.test(word);
    if (!capitalised && !CONNECTORS.has(word.toLowerCase())) return false;
    const plain = word.toLowerCase().replace(/[.'’-]/g, '');
    if (/^(?:mt|st|ft)$/.test(plain)) continue;
    if (!/[aeiouy]/.test(plain) || plain.length < 2 || NOT_A_HOME.has(plain)) return false;
  }
  return !CONNECTORS.has(words[0]!.toLowerCase()) || words.length > 1;
}

/**
 * Whether each word of a name of several words is a word some postal city's name uses (connectors
 * aside). The postal aliases spell out few words no town has, and most of those are abbreviations
 * ("Watervl Vly", "Pembroke Pnes") or firms ("Westinghouse Air Brake", "Komatsu Dresser").
 */
function wordsOfTowns(alias: string, townWords: ReadonlySet<string>): boolean {
  const words = alias.toLowerCase().split(/\s+/);
  return words.length === 1 || words.every((w) => CONNECTORS.has(w) || townWords.has(w));
}

/** One row of the source CSV: postal city, state code, county, alias. */
export interface PostalAliasRow {
  city: string;
  state: string;
  county: string;
  alias: string;
}

/**
 * Localities per state and county: each alias that reads as a home (`isLocalityName`; of several
 * words, only words some postal city's name uses), is not a postal city of its state (the city's own
 * row decides its county), and falls in one county only (an alias under cities of two counties could
 * be either; it is left out). Territories are left out. Names keep the source's spelling; counties are
 * as the rows give them.
 */
export function postalLocalities(rows: Iterable<PostalAliasRow>): Map<string, Map<string, string[]>> {
  const cities = new Set<string>();
  const counties = new Map<string, { state: string; alias: string; counties: Set<string> }>();
  const townWords = new Set<string>();
  const all: PostalAliasRow[] = [];
  for (const row of rows) {
    all.push(row);
    cities.add(`${row.city.toLowerCase()}|${row.state}`);
    for (const word of row.city.toLowerCase().split(/\s+/)) townWords.add(word);
  }
  for (const row of all) {
    if (NOT_STATES.has(row.state) || !row.alias || !isLocalityName(row.alias)) continue;
    if (!wordsOfTowns(row.alias, townWords)) continue;
    const key = `${row.alias.toLowerCase()}|${row.state}`;
    if (cities.has(key)) continue;
    const entry = counties.get(key) ?? { state: row.state, alias: row.alias, counties: new Set() };
    entry.counties.add(row.county);
    counties.set(key, entry);
  }
  const out = new Map<string, Map<string, string[]>>();
  for (const { state, alias, counties: where } of counties.values()) {
    if (where.size !== 1) continue;
    const county = [...where][0]!;
    const byCounty = out.get(state) ?? new Map<string, string[]>();
    out.set(state, byCounty);
    const names = byCounty.get(county) ?? [];
    byCounty.set(county, names);
    names.push(alias);
  }
  return out;
}

/**
 * US states, DC, Puerto Rico and the inhabited territories: two-letter USPS code and full name.
 * Obituaries and customers write either form; everything inside Vigil uses the code.
 */

/** USPS code -> full name, for the 50 states, DC, PR and the inhabited territories. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

/** Other spellings people write for the same places (keys are already in `foldStateText` form). */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  'washington dc': 'DC',
  'washington d c': 'DC',
  'dist of columbia': 'DC',
  'virgin islands': 'VI',
  'us virgin islands': 'VI',
  'united states virgin islands': 'VI',
  'northern marianas': 'MP',
  'commonwealth of puerto rico': 'PR',
};

/** Lower case, no periods, single spaces: "D.C." -> "dc", "  New   York " -> "new york". */
function foldStateText(s: string): string {
  return s.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
}

const BY_FOLDED_TEXT: ReadonlyMap<string, string> = new Map<string, string>([
  ...Object.keys(US_STATES).map((code): [string, string] => [code.toLowerCase(), code]),
  ...Object.entries(US_STATES).map(([code, name]): [string, string] => [foldStateText(name), code]),
  ...Object.entries(STATE_ALIASES),
]);

/** The two-letter code for a code or full name (case-insensitive, periods ignored); null if unknown. */
export function toStateCode(s: string): string | null {
  return BY_FOLDED_TEXT.get(foldStateText(s)) ?? null;
}

/** The full name for a two-letter code (any case); null if unknown. */
export function stateName(code: string): string | null {
  return US_STATES[code.toUpperCase()] ?? null;
}

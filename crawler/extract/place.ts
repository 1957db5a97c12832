/**
 * Places in obituary prose: "of Springfield, Illinois", "Springfield, Ill.", "Springfield, IL",
 * "a lifelong resident of ...", "at his home in ...", "Sangamon County". State becomes a USPS code;
 * county comes from the text or the gazetteer.
 */
import type { Place } from '../../core/obituary.js';
import { US_STATES, toStateCode } from '../../core/us-states.js';
import { EMPTY_GAZETTEER, type Gazetteer } from './gazetteer.js';
import { escapeRegExp } from '../../core/regexp.js';
import { capitalizeNameToken, normalizeNamePart } from '../../core/names/normalize.js';

/** AP-style and other common state abbreviations, folded (lower case, no periods or spaces). */
const STATE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  ala: 'AL',
  ariz: 'AZ',
  ark: 'AR',
  calif: 'CA',
  cal: 'CA',
  colo: 'CO',
  conn: 'CT',
  del: 'DE',
  fla: 'FL',
  ga: 'GA',
  ill: 'IL',
  ind: 'IN',
  kan: 'KS',
  kans: 'KS',
  ky: 'KY',
  la: 'LA',
  md: 'MD',
  mass: 'MA',
  mich: 'MI',
  minn: 'MN',
  miss: 'MS',
  mo: 'MO',
  mont: 'MT',
  neb: 'NE',
  nebr: 'NE',
  nev: 'NV',
  nh: 'NH',
  nj: 'NJ',
  nm: 'NM',
  ny: 'NY',
  nc: 'NC',
  nd: 'ND',
  okla: 'OK',
  ore: 'OR',
  oreg: 'OR',
  pa: 'PA',
  penn: 'PA',
  penna: 'PA',
  ri: 'RI',
  sc: 'SC',
  sd: 'SD',
  tenn: 'TN',
  tex: 'TX',
  vt: 'VT',
  va: 'VA',
  wash: 'WA',
  wva: 'WV',
  wis: 'WI',
  wisc: 'WI',
  wyo: 'WY',
  dc: 'DC',
};

/** Capitalised words that start place-like phrases but are not places. */
const NOT_PLACES = new Set([
  'the',
  'his',
  'her',
  'their',
  'god',
  'christ',
  'jesus',
  'heaven',
  'lord',
  'glory',
  'peace',
  'home',
  'hospice',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'christmas',
  'easter',
  'thanksgiving',
  'he',
  'she',
  'they',
  'we',
  'a',
  'an',
  'and',
  'born',
]);

/** Words that make a capitalised phrase an institution rather than a town. */
const INSTITUTION_WORDS =
  /\b(?:funeral|home|homes|hospital|medical|center|centre|church|chapel|company|inc|university|school|college|cemetery|manor|nursing|care|hospice|clinic|rehabilitation|rehab|living|health|healthcare|residence|estates|gardens|mortuary|parish church|services?|corporation|corp|army|navy|force|marines?)\b/i;

/** The USPS code for a state written as a name, a USPS code (upper case only) or an AP abbreviation. */
export function stateCodeOf(text: string): string | null {
  const t = text.trim();
  if (/^[A-Z]{2}$/.test(t)) return toStateCode(t);
  // Two-letter AP abbreviations only with their period ("Mo.", "Pa."): "Mo" alone is a name.
  if (/^[A-Z][a-z]\.$/.test(t)) return STATE_ABBREVIATIONS[t.slice(0, 2).toLowerCase()] ?? null;
  if (/^[a-z]{2}\.?$/i.test(t)) return null;
  const byName = toStateCode(t);
  if (byName) return byName;
  if (!/^\p{Lu}/u.test(t)) return null;
  return STATE_ABBREVIATIONS[t.toLowerCase().replace(/[.\s]/g, '')] ?? null;
}

/** What place resolution may consult. */
export interface PlaceContext {
  gazetteer: Gazetteer;
  /** The source's state, used when the text names only a city. */
  defaultState?: string | null;
}

/** A place read from the start of a text, and how many characters it used. */
export interface PlaceMatch {
  place: Place;
  length: number;
}

const WORD = "(?:St|Ste|Mt|Ft)(?:\\.|(?!\\p{L}))|\\p{Lu}[\\p{L}'’\\-]*\\.?|de|la|du|del|le|of";
const CITY_RE = new RegExp(`^(?:the\\s+)?(?:rural\\s+)?((?:${WORD})(?:\\s+(?:${WORD})){0,3})`, 'u');

/** Leading state name at the start of `text` (up to three words), with its length. */
function leadingState(text: string): { code: string; length: number } | null {
  const m = /^((?:[\p{Lu}][\p{L}.]*\.?)(?:\s+[\p{Lu}][\p{L}.]*\.?){0,2})/u.exec(text);
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  for (let n = words.length; n >= 1; n--) {
    let candidate = words.slice(0, n).join(' ');
    let code = stateCodeOf(candidate);
    // "Ill." at the end of a sentence keeps its period in the text but not in the lookup.
    if (!code && candidate.endsWith('.')) code = stateCodeOf((candidate = candidate.slice(0, -1)));
    if (code) return { code, length: candidate.length };
  }
  return null;
}

function trimCityWords(raw: string): string {
  const words = raw.split(/\s+/);
  // Lower-case connectors are only allowed inside a name ("Stratford upon Avon"), never at its end.
  while (words.length > 0 && /^\p{Ll}/u.test(words[words.length - 1]!)) words.pop();
  return words.join(' ').replace(/\.$/, (dot) => (/\b(?:St|Ste|Mt|Ft)\.$/.test(words.join(' ')) ? dot : ''));
}

/** "in Montgomery County" after a town: the town's county. */
const IN_COUNTY = /^\s+in\s+((?:\p{Lu}[\p{L}'’.-]*\s+){1,3})(?:County|Parish|Borough)\b/u;

/**
 * A street address before its town: "1204 W. Main St., " of "of 1204 W. Main St., Peoria", "2200 N.
 * 5th Ave. Apt. 3, ".
 */
const STREET_ADDRESS = new RegExp(
  String.raw`^\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:(?:\p{Lu}[\p{L}'’.-]*|\d{1,3}(?:st|nd|rd|th))\s+){1,4}?(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Blvd|Boulevard|Ct|Court|Pl|Place|Way|Pkwy|Parkway|Ter|Terrace|Cir|Circle|Hwy|Highway|Trl|Trail)\.?(?:,?\s+(?:Apt|Unit|No)\.?\s*\w{1,5})?,\s*(?=\p{Lu})`,
  'u',
);

/**
 * Reads a place at the start of `text` ("Springfield, Illinois, passed away..." -> Springfield, IL),
 * past a street address before the town. Returns null when the words there are not a plausible place.
 */
export function parsePlaceAt(text: string, ctx: PlaceContext): PlaceMatch | null {
  const address = STREET_ADDRESS.exec(text);
  if (address) {
    const p = parsePlaceAt(text.slice(address[0].length), ctx);
    return p && p.place.city ? { place: p.place, length: address[0].length + p.length } : null;
  }
  const m = CITY_RE.exec(text);
  if (!m) return null;
  let city: string | null = trimCityWords(m[1]!);
  if (!city) return null;
  // A notice set in capitals ("JOHN WHITAKER, 84, OF PEORIA, DIED"): the town as it is written in a sentence.
  if (/\p{Lu}{2}/u.test(city) && city === city.toUpperCase()) city = capitalizeNameToken(city);
  let pos = m[0].length - (m[1]!.length - city.length);
  let county: string | null = null;
  let state: string | null = null;

  const countyWord = /\s+(County|Parish|Borough)\b/.exec(text.slice(pos, pos + 10));
  if (countyWord && countyWord.index === 0) {
    county = city;
    city = null;
    pos += countyWord[0].length;
  } else if (/\s(?:County|Parish|Borough)$/.test(city)) {
    county = city.replace(/\s(?:County|Parish|Borough)$/, '');
    city = null;
  }
  const loaded = ctx.gazetteer !== EMPTY_GAZETTEER;
  if (city && NOT_PLACES.has(city.toLowerCase().split(' ')[0]!)) return null;
  // "College Park" and "Andrews Air Force Base" are towns: the gazetteer knows them, not hospitals.
  if (city && INSTITUTION_WORDS.test(city) && !(loaded && ctx.gazetteer.isCity(city))) return null;

  // A whole-state phrase ("of Illinois") is a state, not a city.
  if (city) {
    const whole = leadingState(city);
    // ... unless a state follows: "Washington, D.C.", "New York, N.Y.", "Delaware, Ohio" are towns.
    // So is one a county follows: "of Washington in District Of Columbia County, DC".
    const stateAfter = /^,\s*/.exec(text.slice(pos))
      ? leadingState(text.slice(pos).replace(/^,\s*/, ''))
      : IN_COUNTY.test(text.slice(pos))
        ? true
        : null;
    // A town of that name in the source's own state is the town ("of Washington" in Nebraska).
    const localTown = ctx.defaultState && loaded && ctx.gazetteer.isCity(city, ctx.defaultState);
    if (whole && whole.length === city.length && city.length > 2 && !stateAfter && !localTown) {
      return { place: { city: null, county: null, state: whole.code }, length: pos };
    }
  }

  // "Rockville in Montgomery County, Maryland": the county follows the town with "in".
  if (city && !county) {
    const inCounty = IN_COUNTY.exec(text.slice(pos));
    if (inCounty) {
      county = inCounty[1]!.trim();
      pos += inCounty[0].length;
    }
  }
  for (let i = 0; i < 2; i++) {
    const sep = /^,\s*/.exec(text.slice(pos));
    if (!sep) break;
    const rest = text.slice(pos + sep[0].length);
    if (!county) {
      const c = /^((?:\p{Lu}[\p{L}'’.-]*\s+){1,3})(County|Parish)\b/u.exec(rest);
      if (c) {
        county = c[1]!.trim();
        pos += sep[0].length + c[0].length;
        continue;
      }
    }
    const st = leadingState(rest);
    if (st) {
      state = st.code;
      pos += sep[0].length + st.length;
    }
    break;
  }

  if (city && !state) {
    const fallback = ctx.defaultState ?? null;
    // A town of the source's state, or a locality of it ("of Bartonville" on a Peoria page) that no
    // state has a town of: "of Phoenix, formerly of Peoria" is not the village in Cook County.
    const locality =
      fallback !== null && !ctx.gazetteer.isCity(city) && ctx.gazetteer.countyOf(city, fallback) !== null;
    if (fallback && (!loaded || ctx.gazetteer.isCity(city, fallback) || locality)) state = fallback;
    else if (loaded && !ctx.gazetteer.isCity(city)) return null;
    else if (loaded) state = onlyStateWith(city, ctx.gazetteer);
  }
  if (city && state && loaded && !ctx.gazetteer.isCity(city, state) && !county) {
    // A named state with a town it has no post office of: a locality's county, else none (the
    // town is still a fact the page states).
    return { place: { city, county: ctx.gazetteer.countyOf(city, state), state }, length: pos };
  }
  if (city && state && !county) county = ctx.gazetteer.countyOf(city, state);
  if (!city && !county && !state) return null;
  return { place: { city, county, state }, length: pos };
}

const STATE_CODES = Object.keys(US_STATES);

/** The state of a town name found in exactly one state (Wethersfield -> CT), else null. */
function onlyStateWith(city: string, gazetteer: Gazetteer): string | null {
  let found: string | null = null;
  for (const code of STATE_CODES) {
    if (!gazetteer.isCity(city, code)) continue;
    if (found) return null;
    found = code;
  }
  return found;
}

/**
 * What may follow the decedent's surname before "of City": a suffix, a parenthesis, an age, "late"
 * (the last home: "John Whitaker, late of Peoria"); in a
 * Spanish-language notice, after a comma, "de City" ("John Whitaker, de 84 años, de Peoria").
 */
const AFTER_SURNAME =
  /(?:,?\s+(?:Jr|Sr|II|III|IV)\.?)?(?:\s*\([^)]*\))?(?:,?\s*(?:(?:age:?\s+)?\d{1,3},?\s*)?(?:late\s+)?(?:of|from)|,\s*(?:de\s+\d{1,3}\s+años,\s*)?de)\s+/iy;

/**
 * Where "Surname, 84, of " first occurs in `sentence` (the surname in any case): the surname's start
 * and the end of "of ". One fixed pattern after a plain search: a pattern compiled per surname cost
 * about 0.15 ms a page, as every page names a new surname.
 */
function afterName(sentence: string, surname: string): { index: number; end: number } | null {
  const hay = sentence.toLowerCase();
  const needle = surname.toLowerCase();
  // Lower-casing that changes a length (rare letters) would shift the positions: compare as the
  // pattern would, letter by letter.
  if (needle.length === 0 || hay.length !== sentence.length || needle.length !== surname.length) {
    const m = new RegExp(`${escapeRegExp(surname)}${AFTER_SURNAME.source}`, 'i').exec(sentence);
    return m ? { index: m.index, end: m.index + m[0].length } : null;
  }
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    AFTER_SURNAME.lastIndex = i + needle.length;
    if (AFTER_SURNAME.exec(sentence)) return { index: i, end: AFTER_SURNAME.lastIndex };
  }
  return null;
}

/** How long a resident was one: "lifelong", "life-long", "longtime", "long-time". */
const RESIDENT_FOR = String.raw`(?:[Ll]ife-?long|[Ll]ong-?time)`;

/** Phrases after which a residence follows, most specific first. */
const RESIDENCE_CUES: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:a\s+)?(?:${RESIDENT_FOR}|current)\s+resident\s+of\s+`, 'gi'),
  /\b(?:a\s+)?resident\s+of\s+/gi,
  /\b(?:lived|resided|made\s+(?:his|her|their)\s+home)\s+in\s+/gi,
  // A Spanish-language notice: "residente de Santa Ana, California", "vecino de Peoria", "quien
  // residía en Peoria", "Vivía en Peoria desde 1980", "Radicaba en Peoria".
  /\b(?:residente|vecin[oa])\s+de\s+/gi,
  /\b(?:resid[ií]a|viv[ií]a|radicaba)\s+en\s+/gi,
  // A British, Canadian or Australian notice's sentence of its own: "Late of Peoria."
  /^\s*[Ll]ate\s+of\s+/g,
];

/**
 * A move away later in the sentence of a town lived in: "... before moving to Pekin", "... until 2020,
 * when she moved to", "..., then moved to", "... and later relocated to"; "before moving away" leaves none.
 */
const MOVED_AWAY_AFTER =
  /^(?:[^.;]|\.(?=\s+\d|\s*,))*?\b(?:before|until|then|when|and\s+later|later)\s+(?:(?:he|she|they)\s+)?(?:moving|moved|relocating|relocated|retiring|retired)\s+(?:to\s+|away\b)/i;

/** How far into a sentence the decedent's surname may sit and still be its subject. */
const SUBJECT_REACH = 90;
/** A word of a clause between a name and its town, not of the name's own set-off ("the former", "age", "late"). */
const CLAUSE_WORD = /\b(?!(?:of|age|late|n[ée]e|formerly|the|former)\b)\p{Ll}{2,}/u;

/** Sentences searched for the opening "Name, 84, of City": a name line and date lines may come first. */
const OPENING_SENTENCES = 4;

/**
 * The opening "Name, 84, of City, ST" of a notice, or "SMITH, John A. — age 84 — of City", or a paid
 * notice's name as a sentence of its own, after an initial or a bracket ("WHITAKER, John R. Of Peoria,
 * November 18, 2026.", "COLE, Mary A. (Smith) Of Pekin"): the place after the name's "of".
 */
const OPENING_OF =
  /^[^;:]{2,120}?(?:,|\s[—–-]|(?<=\s[A-Z])\.|(?<=\))\.?)\s*(?:(?:age:?\s+)?\d{1,3}\s*(?:,|[—–-]))?\s*(?:late\s+)?(?:of|from)\s+/i;

/**
 * Whether a text names a person (two capitalised words) none of whose words is the surname, nor both
 * of them the person's own other names (`ownNames`: "Mary Louise" of "Whitaker, Mary Louise", "Mary
 * Cole" of "the former Mary Cole"); with `withoutTheSurname`, only a text that does not hold the
 * surname at all.
 */
function namedWithout(
  surname: string,
  ownNames: readonly string[],
  withoutTheSurname: boolean,
): (text: string) => boolean {
  const family = normalizeNamePart(surname);
  const own = new Set(ownNames.map(normalizeNamePart));
  return (text) =>
    [...text.matchAll(/\b(\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}\.?)?\s+(\p{Lu}[\p{L}'’-]+)/gu)].some((m) => {
      const [first, last] = [normalizeNamePart(m[1]!), normalizeNamePart(m[2]!)];
      return first !== family && last !== family && !(own.has(first) && own.has(last));
    }) && !(withoutTheSurname && new RegExp(String.raw`\b${escapeRegExp(surname)}\b`, 'iu').test(text));
}

/**
 * The decedent's residence from the first sentences of the text, or null. With the decedent's
 * surname, "Surname of City" counts even without the comma ("the passing of Harold Jensen of Fargo").
 * `someoneElses` tells, from the text before a place, that the place is another person's ("His son,
 * Mark Whitaker of Dallas"). `ownNames`: the person's given, middle and maiden names, which name no
 * one else after the surname ("Whitaker, Mary Louise, 91, of Peoria").
 */
export function findResidence(
  sentences: readonly string[],
  ctx: PlaceContext,
  surname?: string,
  someoneElses: (before: string) => boolean = () => false,
  ownNames: readonly string[] = [],
): Place | null {
  const first = sentences.slice(0, OPENING_SENTENCES);
  if (surname) {
    for (const s of first) {
      const m = afterName(s, surname);
      // Only the sentence's subject: "her mother, Ruth Jones of Falmouth" later on is someone else,
      // and so is "His son, Mark Whitaker of Dallas" at its start.
      if (!m || m.index > SUBJECT_REACH || someoneElses(s.slice(0, m.index))) continue;
      const p = parsePlaceAt(s.slice(m.end), ctx);
      if (p) return p.place;
    }
  }
  // "The other driver, John Whitaker, 45, of Peoria," on Mary Cole's page: another person's town, as
  // is one set off after another name than the person's own ("Mark Smith, 30, died ... when his car hit
  // a truck driven by John Cole, 45, of Peoria" on Mark Smith's page).
  const anotherName = surname ? namedWithout(surname, [], true) : null;
  const anotherNameAfter = surname ? namedWithout(surname, ownNames, false) : null;
  const anotherNameLast = (text: string): boolean => {
    const at = surname ? text.lastIndexOf(surname) : -1;
    if (at < 0) return anotherName?.(text) ?? false;
    // Only after a clause of words in lower case: "Grant, Robert A. Sr., 80, of", "Metcalfe, Frances
    // L. Age 72, of" name the person alone.
    const after = text.slice(at + surname!.length);
    return CLAUSE_WORD.test(after) && anotherNameAfter!(after);
  };
  for (const s of first) {
    const m = OPENING_OF.exec(s);
    if (m && !/formerly\s+of\s+$/i.test(m[0]) && !someoneElses(m[0]) && !anotherNameLast(m[0])) {
      const p = parsePlaceAt(s.slice(m[0].length), ctx);
      if (p) return p.place;
    }
  }
  // A news brief's or a death list's "John Whitaker, 84, Peoria, died Nov. 18, 2026" (no "of"): a
  // place the gazetteer knows (or one with its state written), then the death or its date.
  for (const s of ctx.gazetteer === EMPTY_GAZETTEER ? [] : first) {
    const m = AGE_THEN_TOWN.exec(s);
    if (!m || someoneElses(m[0]) || anotherName?.(m[0])) continue;
    const p = parsePlaceAt(s.slice(m[0].length), ctx);
    if (p?.place.city && THEN_THE_DEATH.test(s.slice(m[0].length + p.length))) return p.place;
  }
  for (const re of RESIDENCE_CUES) {
    for (const s of sentences) {
      re.lastIndex = 0;
      for (let m = re.exec(s); m; m = re.exec(s)) {
        if (someoneElses(s.slice(0, m.index))) continue;
        const at = m.index + m[0].length;
        const p = parsePlaceAt(s.slice(at), ctx);
        if (!p) continue;
        // "lived in Peoria for 60 years before moving to Pekin in 2020": the town moved to, else none.
        const moved = MOVED_AWAY_AFTER.exec(s.slice(at + p.length));
        if (moved) {
          const to = parsePlaceAt(s.slice(at + p.length + moved.index + moved[0].length), ctx);
          if (to) return to.place;
          continue;
        }
        return p.place;
      }
    }
  }
  // The town before "resident": "Longtime Peoria resident John Whitaker, 84, died", "John Whitaker,
  // a lifelong Fargo resident, died", and at the opening before the person's own name, "Peoria
  // resident John Whitaker, 84, died" ("Peoria resident Mark Cole said ..." is his); a news story's
  // "John Whitaker, a 45-year-old Peoria man," and "..., a 45-year-old from Peoria,".
  for (const s of first) {
    const opening = surname ? OPENING_TOWN_RESIDENT.exec(s) : null;
    const resident =
      TOWN_BEFORE_RESIDENT.exec(s) ??
      (opening &&
      new RegExp(String.raw`^\s*(?:\p{Lu}[\p{L}'’.-]*\s+){0,3}${escapeRegExp(surname!)}\b`, 'u').test(
        s.slice(opening[0].length),
      )
        ? opening
        : null);
    const ofAnAge = resident ? null : TOWN_OF_AN_AGE.exec(s);
    // "Mark Cole, a 30-year-old Pekin man, was charged in the death of John Whitaker": Cole's town.
    const m = resident ?? (ofAnAge && !anotherName?.(ofAnAge[0]) ? ofAnAge : null);
    if (!m || someoneElses(s.slice(0, m.index))) continue;
    // The words before "man" or "resident" are the town's, all of them; after "from", the town opens the rest.
    const words = m[1]?.trim();
    const p = parsePlaceAt(words ?? m[2]!, ctx);
    if (p && (words === undefined || p.length >= words.length - 1)) return p.place;
  }
  return null;
}

/**
 * A name and an age, a town to follow without "of": "John Whitaker, 84, " of "..., 84, Peoria, died",
 * and the inverted "WHITAKER, John, 84, ".
 */
const AGE_THEN_TOWN = /^[^;:,]{2,60},(?:\s*[^;:,\d]{1,40},)?\s*(?:age\s+)?\d{1,3},\s*(?=\p{Lu})/u;
/** The death or its date right after such a town. */
const THEN_THE_DEATH =
  /^,?\s*(?:died|passed|went|entered|departed|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}[/-]\d)/i;

/** A town before "resident" opening the sentence, before a name: "Peoria resident John Whitaker". */
const OPENING_TOWN_RESIDENT = /^(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2})\s+resident\s+(?=\p{Lu})/u;

/**
 * The town of a person set off after the name by an age: "John Whitaker, a 45-year-old Peoria man,",
 * "..., a 45-year-old from Peoria, Ill.,". Group: the town's words (after "from": the rest of the text).
 */
const TOWN_OF_AN_AGE = new RegExp(
  String.raw`^[^,;]{3,80}?,\s*(?:a|an)\s+\d{1,3}-year-old\s+(?:((?:\p{Lu}[\p{L}.'’-]*\s+){1,3})(?=(?:man|woman|boy|girl|resident)\b)|from\s+(.+)$)`,
  'u',
);

/** A town written before "resident" after a word of how long: "a longtime Peoria resident". */
const TOWN_BEFORE_RESIDENT = new RegExp(
  String.raw`\b${RESIDENT_FOR}\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2})\s+resident\b`,
  'u',
);

/**
 * A line that is only "City, ST" or "City, State" (a dateline under a heading), or a memorial site's
 * "Springfield, Sangamon County, Illinois, USA".
 */
export function parsePlaceLine(line: string, ctx: PlaceContext): Place | null {
  const t = line
    .trim()
    .replace(/[.]$/, '')
    .replace(/,\s*(?:USA|U\.S\.A|United States(?: of America)?)$/i, '');
  if (t.length > 60 || !t.includes(',')) return null;
  const p = parsePlaceAt(t, ctx);
  return p && p.length >= t.length - 1 && p.place.state ? p.place : null;
}

/**
 * Where the death happened, from the sentence that reports it; "at home" gives `atHome`. `at` is the
 * position of the decedent's own death verb when the caller knows it (`ownDeathVerbAt`): "after his
 * wife died in Peoria, John passed away in Pekin" died in Pekin, and "succumbed to cancer at ... in
 * Peoria" is read too. Without it, the first of the common death verbs is taken.
 */
export function findPlaceOfDeath(
  deathSentence: string,
  ctx: PlaceContext,
  at?: number,
): { place: Place | null; atHome: boolean } {
  const verb =
    at ??
    /\b(?:passed\s+away|passed|died|entered\s+(?:into\s+)?(?:eternal\s+)?rest|went\s+home)\b/i.exec(
      deathSentence,
    )?.index;
  if (verb === undefined) return { place: null, atHome: false };
  const clause = deathSentence.slice(verb);
  const home = /\bat\s+(?:(?:his|her|their|the\s+family)\s+)?(?:home|residence)\b(?:\s+in\s+)?/i.exec(clause);
  const cues = /\b(?:in|at)\s+/g;
  for (let m = cues.exec(clause); m; m = cues.exec(clause)) {
    const p = parsePlaceAt(clause.slice(m.index + m[0].length), ctx);
    if (p && (p.place.city || p.place.county)) return { place: p.place, atHome: home !== null };
  }
  return { place: null, atHome: home !== null };
}

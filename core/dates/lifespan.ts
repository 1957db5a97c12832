/**
 * Lifespan lines ("1941 - 2026", "Feb 2, 1941 – Mar 3, 2026", "Born: ... Died: ...") and stated
 * ages ("age 84", "84, of Springfield", "at the age of 84").
 */
import { numberFromWords, TENS_WORDS, UNIT_WORDS } from '../number-words.js';
import type { PartialDate } from '../verification.js';
import { EARLIEST_YEAR, LATEST_YEAR, findDates, isFullDate, makeDate } from './parse.js';

/** Oldest age accepted as an age at death; larger numbers are something else (a count, a year). */
export const MAX_AGE = 120;

/** Birth and death read from one lifespan line. */
export interface Lifespan {
  birth: PartialDate | null;
  death: PartialDate | null;
}

/**
 * Words that label a birth or a death date ("Born:", "DOB", "Date of Death", "Date of Passing"), also
 * on a line of their own over the date (extract.ts). "Sunrise" and "Sunset" head a life's dates on many
 * funeral programs.
 */
export const BIRTH_LABEL = String.raw`born|birth|date of birth|d\.?o\.?b\.?|sunrise`;
export const DEATH_LABEL = String.raw`died|death|date of death|date of passing|d\.?o\.?d\.?|sunset|end of watch`;
/** A label in running text, with the abbreviations a lifespan line uses ("b. 1941", "d. 2026"). */
const BIRTH_LABEL_AT = new RegExp(String.raw`\b(?:${BIRTH_LABEL}|b\.)\s*:?`, 'giu');
const DEATH_LABEL_AT = new RegExp(String.raw`\b(?:${DEATH_LABEL}|passed(?: away)?|d\.)\s*:?`, 'giu');

const CONNECTOR = /^\s*(?:-|–|—|~|to|until|thru|through|†|✝)\s*$/i;

/** Words that open a span of time in a sentence, not a life: "from 1979 to 1991", "during 1941-45". */
const SPAN_OPENER = /\b(?:from|between|during|since|served|serving)\s+$/i;

function compare(a: PartialDate, b: PartialDate): number {
  return a.year - b.year || (a.month ?? 0) - (b.month ?? 0) || (a.day ?? 0) - (b.day ?? 0);
}

/** Dates and bare years in the text, in order, with positions. */
function datesAndYears(text: string): Array<{ date: PartialDate; index: number; end: number }> {
  const out = findDates(text).map((m) => ({ date: m.date, index: m.index, end: m.index + m.length }));
  const yearRe = /\b(1[89]\d{2}|20\d{2})\b/g;
  for (let m = yearRe.exec(text); m; m = yearRe.exec(text)) {
    const idx = m.index;
    if (out.some((d) => idx >= d.index && idx < d.end)) continue;
    const date = makeDate(Number(m[1]));
    if (date) out.push({ date, index: idx, end: idx + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * Finds a birth-death pair joined by a dash (or "to") in the text, or labelled "Born:"/"Died:".
 * Returns null when there is none or the pair is impossible (death before birth).
 */
export function parseLifespan(text: string): Lifespan | null {
  const items = datesAndYears(text);
  for (let i = 0; i + 1 < items.length; i++) {
    const a = items[i]!;
    const b = items[i + 1]!;
    if (!CONNECTOR.test(text.slice(a.end, b.index))) continue;
    // "led the city from 1979 to 1991", "served between 1953 and 1955": a span of something done.
    if (SPAN_OPENER.test(text.slice(Math.max(0, a.index - 20), a.index))) continue;
    if (compare(a.date, b.date) > 0 || b.date.year - a.date.year > MAX_AGE) continue;
    return { birth: a.date, death: b.date };
  }
  const labelled = (label: RegExp): PartialDate | null => {
    // The first use of the label that a date follows: "D.O.B." is no "D." of a death.
    for (const m of text.matchAll(label)) {
      // A label opens a line (in brackets too: "(b. May 4, 1942 – d. Nov. 18, 2026)") or a field
      // ("Born: March 3, 1941 | Died: ..."), or is written as one ("Born March 3, 1941"). In a
      // sentence, "was born March 3, 1980" and "who died in 1990" may be anyone's: a son's, a wife's,
      // a father's.
      const lineBefore = text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index);
      if (!/^\p{Lu}/u.test(m[0]) && !/(?:^[\s([]*|[.;:|·•,)–—-]|\d)\s*$/u.test(lineBefore)) continue;
      const end = m.index + m[0].length;
      // Only punctuation may sit between the label and its date ("Died: March 3", "Born\nMay 5").
      const after = items.find((d) => d.index >= end && /^[\s:\-–—]*$/.test(text.slice(end, d.index)));
      if (after) return after.date;
    }
    return null;
  };
  const birth = labelled(BIRTH_LABEL_AT);
  const death = labelled(DEATH_LABEL_AT);
  if (!birth && !death) return null;
  if (birth && death && compare(birth, death) > 0) return null;
  return { birth, death };
}

/** "At the age of" before an age, and its longer forms: "at the ripe old age of", "at the young age of". */
export const AT_THE_AGE_OF = String.raw`at\s+the\s+(?:(?:ripe|grand|young|tender|early|remarkable|wonderful|advanced)\s+){0,2}(?:old\s+)?age\s+of`;

const AGE_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:${AT_THE_AGE_OF}|at\s+age|aged?)\s*:?\s*(\d{1,3})\b`, 'i'),
  // "84 years old", "84-years-old", "84 years young"; not "his 12-year-old grandson", whose age it is.
  /\b(\d{1,3})(?:\s+years?\s+|-years-)(?:old|young|of\s+age)\b/i,
  // An age before the name, opening the sentence: "84-year-old John Whitaker of Peoria died".
  /^(\d{1,3})-year-old\s+(?=\p{Lu})/u,
  // Set off after the name: "John Whitaker, a 45-year-old Peoria man, died", "..., a 45-year-old from
  // Peoria" ("John Whitaker, the father of a 12-year-old boy" is the boy's).
  /^[^,;]{3,80}?,\s*(?:a|an|the)\s+(\d{1,3})-year-old\b/u,
  // A Spanish-language notice: "de 84 años", "a la edad de 84 años".
  /\b(\d{1,3})\s+a[nñ]os\b/i,
  /\b(?:he|she|they)\s+was\s+(\d{1,3})(?:\s+years\s+old)?\s*(?:[.;]|$)/i,
  // "He was 84 years, 3 months and 15 days old."
  /\b(?:he|she)\s+was\s+(\d{1,3})\s+years?(?:,?\s+(?:and\s+)?\d{1,3}\s+(?:months?|weeks?|days?)){1,3}(?:\s+old)?\s*(?:[.;]|$)/i,
  // "After 84 years of a life well lived", "after 91 wonderful years of life"; not "after 40 years of
  // married life", a marriage's.
  /\bafter\s+(\d{1,3})\s+(?:wonderful\s+)?years\s+of\s+(?:a\s+)?(?:full\s+)?life\b/i,
  /\b(?:dies|died|dead)\s+at\s+(\d{1,3})\b(?![:.]?\s*(?:a\.?m|p\.?m|o'clock|\d))/i,
  // The age last, after the death's date: "passed away Nov. 18, 2026, at 84.", "died on Nov. 18 at 91."
  /\b(?:dies|died|passed(?:\s+away)?)\b[^;]{0,60}?(?:,\s+|\s+)at\s+(\d{1,3})\s*(?=[.;,]|$|\s+(?:after|following|surrounded|at\s+(?:home|his|her)|in\s+(?:his|her)\s+sleep)\b)(?![.,]\s*\d)/i,
  /^[^,;]{3,80}?,\s*(\d{1,3})\s*(?:yrs?\.?|years)?\s*,/,
  /^[^,;]{3,80}?,\s*(\d{1,3})\s+(?:of|passed|died|went|entered)\b/i,
  // After an opening date phrase or an inverted name: "Early Sunday morning, Dorothy Kessler, 91, of
  // Bellevue ...", "ABERNATHY, Louis T., 78, of Washington", "After a long illness, John Whitaker,
  // 84, died", "On the morning of Nov. 18, 2026, John Whitaker, 84, peacefully passed away", "Her
  // husband, John Whitaker, 84, was pronounced dead".
  /^[^;]{3,120}?,\s*(\d{1,3}),\s+(?:of|from|formerly|a\s+(?:long-?time|lifelong|life-long)\s+resident|(?:(?:peacefully|suddenly|unexpectedly)\s+)?(?:passed|died|went|entered)|was\s+(?:pronounced|declared|killed))\b/iu,
  // The town before the age, or the age in brackets: "John Whitaker, of Peoria, 84, died", "John
  // Whitaker (84) of Peoria died".
  /^[^,;]{3,80}?,\s*(?:of|from)\s+[^,;\d]{2,40},\s*(\d{1,3}),?\s+(?:passed|died|went|entered)\b/i,
  /^[^,;()]{3,80}?\s*\((\d{1,3})\)\s*,?\s*(?:of|from|passed|died|went|entered)\b/i,
  // An inverted name run into its age: "Whitaker, John R. 84, of Peoria".
  /^\p{Lu}[\p{L}'’-]+,\s+(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}(\d{1,3}),\s+(?:of|from)\b/u,
  // A death list's line with a dash after the name: "John Whitaker — 84, Peoria, Nov. 18, 2026.",
  // "Whitaker, John R. - 84, of Peoria, Nov. 18, 2026."
  /^(?:\p{Lu}[\p{L}'’.-]*,?\s+){1,4}\p{Lu}[\p{L}'’.-]*\s+(?:—|–|--?)\s+(\d{1,3}),\s+(?:of\s+)?\p{Lu}/u,
  // A death list's compact line: "WHITAKER, John R., 84, Peoria, Nov. 18, 2026.", a nickname among the
  // given names: "WHITAKER, John R. (Jack), 84, November 18, 2026", or in quotation marks.
  /^\p{Lu}[\p{L}'’-]+,\s+(?:\p{Lu}[\p{L}'’.-]*\s*|["“(][^"”)]{1,20}["”)]\s*){1,4},\s*(\d{1,3}),\s+\p{Lu}/u,
];

/** An age of 20 to 109 spelt out: "eighty-four", "ninety", "one hundred and two". */
const AGE_IN_WORDS = String.raw`(?:one\s+hundred(?:\s+and)?(?:\s+(?:${Object.keys(UNIT_WORDS).join('|')}))?|(?:${Object.keys(TENS_WORDS).join('|')})(?:[-\s](?:${Object.keys(UNIT_WORDS).join('|')}))?)`;
/** The same places as the digits' commonest patterns, for an age spelt out. */
const AGE_WORD_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:${AT_THE_AGE_OF}|at\s+age|aged?)\s+(${AGE_IN_WORDS})\b`, 'i'),
  new RegExp(String.raw`\b(${AGE_IN_WORDS})\s+years?\s+(?:old|of\s+age)\b`, 'i'),
  new RegExp(String.raw`\b(?:he|she)\s+was\s+(${AGE_IN_WORDS})\s*(?:[.;]|$)`, 'i'),
  new RegExp(String.raw`^[^,;]{3,80}?,\s*(${AGE_IN_WORDS})\s*,`, 'i'),
];

/** The age stated in the text ("age 84", "84, of Springfield", "at the age of 84"), or null. */
export function parseAge(text: string): number | null {
  return parseAgeAt(text)?.age ?? null;
}

/** parseAge with where the number stands in the text, so a caller can tell whose age it is. */
export function parseAgeAt(text: string): { age: number; index: number } | null {
  for (const re of AGE_PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    const n = Number(m[1]);
    if (n >= 0 && n <= MAX_AGE) return { age: n, index: m.index + m[0].lastIndexOf(m[1]!) };
  }
  for (const re of AGE_WORD_PATTERNS) {
    const m = re.exec(text);
    if (m) return { age: numberFromWords(m[1]!), index: m.index + m[0].lastIndexOf(m[1]!) };
  }
  // A baby's or a small child's: "Baby John Whitaker, 3 months, of Peoria", "He was 18 months old.".
  const young = AGE_IN_MONTHS.exec(text);
  const count = young ? Number(young[1] ?? young[3]) : 0;
  const unit = (young?.[2] ?? young?.[4] ?? '').toLowerCase();
  if (young && count > 0) {
    const perYear = unit.startsWith('month') ? 12 : unit.startsWith('week') ? 52 : 365;
    const age = Math.floor(count / perYear);
    if (age <= 17) return { age, index: young.index + young[0].search(/\d/) };
  }
  // "in his 85th year": 84 years lived.
  const year = IN_ORDINAL_YEAR.exec(text);
  if (year && Number(year[1]) >= 1 && Number(year[1]) <= MAX_AGE + 1) {
    return { age: Number(year[1]) - 1, index: year.index + year[0].indexOf(year[1]!) };
  }
  return null;
}

/**
 * The age of one who died a little before a birthday: "two weeks before he would have turned 85", "a
 * month shy of his 85th birthday" give 84, with the pronoun that says whose birthday it is (null for
 * "a month shy of 85").
 */
export function ageBeforeABirthday(text: string): { age: number; pronoun: string | null } | null {
  const near = NEAR_A_BIRTHDAY.exec(text);
  const turning = near?.[2] ?? near?.[4] ?? near?.[5];
  if (!near || !turning || Number(turning) < 1 || Number(turning) > MAX_AGE + 1) return null;
  return { age: Number(turning) - 1, pronoun: (near[1] ?? near[3])?.toLowerCase() ?? null };
}

/**
 * A birthday the person died a little before: "two weeks before he would have turned 85", "days
 * before his 100th birthday", "a month shy of 85". "Weeks before 9/11", "months short of 50 years of
 * marriage" and "two weeks before his son's 18th birthday" are no age of the person's.
 */
const NEAR_A_BIRTHDAY =
  /\b(?:just|only|days|weeks|months|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|\d{1,2})\s+(?:days?|weeks?|months?))\s+(?:before|shy\s+of|short\s+of)\s+(?:(he|she)\s+would\s+have\s+(?:turned|been)\s+(\d{1,3})\b|(his|her)\s+(\d{1,3})(?:st|nd|rd|th)\s+birthday\b|(\d{1,3})\b(?![/:.-]\d|\s*(?:a\.?m|p\.?m|years?|%|percent)\b))/i;

/**
 * An age told in months, weeks or days, set off after the name or said of the person: "Baby John
 * Whitaker, 3 months, of Peoria", "John Whitaker, 6 days old, ...", "He was 18 months old." ("He was
 * 3 months old when the family moved" is no age at death). Groups: the count and its unit, set off;
 * the count and its unit, said.
 */
const AGE_IN_MONTHS =
  /^[^,;]{3,80}?,\s*(\d{1,3})\s+(months?|weeks?|days?)(?:\s+old)?\s*,|\b(?:he|she)\s+was\s+(\d{1,3})\s+(months?|weeks?|days?)\s+old\s*(?:[.;]|$)/i;

/** The year of life a notice counts, as Canadian and British ones do: "in his 85th year". */
const IN_ORDINAL_YEAR =
  /\bin\s+(?:his|her)\s+(\d{1,3})(?:st|nd|rd|th)\s+year\b(?!\s+(?:of|as|at|with|on|in|for|teaching|working)\b)/i;

/** Whole years between two dates when both are full; otherwise null. */
export function ageAt(birth: PartialDate | null, death: PartialDate | null): number | null {
  if (!isFullDate(birth) || !isFullDate(death)) return null;
  let age = death.year - birth.year;
  if (death.month < birth.month || (death.month === birth.month && death.day < birth.day)) age--;
  return age >= 0 && age <= MAX_AGE ? age : null;
}

export { EARLIEST_YEAR, LATEST_YEAR };

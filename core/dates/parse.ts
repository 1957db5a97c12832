/**
 * Absolute dates as obituaries write them: "March 3, 2026", "Mar. 3, 2026", "Tuesday, March 3, 2026",
 * "3 March 2026", "3/3/2026", "2026-03-03", "March 2026", and a Spanish-language notice's "18 de
 * noviembre de 2026". Numeric slashes are read US-style (month first): these are US notices; a date
 * whose first number can be no month ("18.11.2026") is read day first.
 */
import type { PartialDate } from '../verification.js';
import { DAY_ORDINAL_WORDS, dayFromWords } from '../number-words.js';
import { fromUtc, HOLIDAYS } from './holidays.js';

/** Earliest year accepted: anything before is not a birth or death date in a modern notice. */
export const EARLIEST_YEAR = 1850;
/** Latest year accepted: later numbers are phone or street numbers, not years. */
export const LATEST_YEAR = 2100;

/** English month names, January first: for writing dates in messages and pages. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A month's name as a notice writes it, capitalised, in full or cut short ("Nov", "November"), for
 * patterns that tell a date from a name: the three letters its English name opens with, then its
 * other letters if any.
 */
export const MONTH_WORD = String.raw`(?:${MONTH_NAMES.map((m) => m.slice(0, 3)).join('|')})[a-z]*`;

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  // A Spanish-language notice's months ("18 de noviembre de 2026").
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
};

const SPANISH_MONTH =
  '(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)';

const MONTH =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?';
const WEEKDAY = '(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\\.?,?\\s+)?';
const ORD = '(?:st|nd|rd|th)?';
const YEAR = '(\\d{4})';
/** A day as an ordinal word, longest first: "twenty-first" before "first". */
const DAY_WORD = `(${Object.keys(DAY_ORDINAL_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace('-', '[-\\s]'))
  .join('|')})`;

/** Patterns in order of preference; each names which group holds year, month and day. */
const DATE_PATTERNS: ReadonlyArray<{
  re: RegExp;
  y: number;
  m: number;
  d: number | null;
  monthName: boolean;
}> = [
  // Tuesday, March 3, 2026 / Mar. 3rd, 2026 / March 3 2026 / Nov 18 , 2026
  {
    re: new RegExp(`\\b${WEEKDAY}${MONTH}\\s+(\\d{1,2})${ORD}\\s*,?\\s+${YEAR}\\b`, 'gi'),
    m: 1,
    d: 2,
    y: 3,
    monthName: true,
  },
  // 3 March 2026 / 3rd of March, 2026 / the 18th day of November, 2026
  {
    re: new RegExp(`\\b${WEEKDAY}(\\d{1,2})${ORD}\\s+(?:day\\s+)?(?:of\\s+)?${MONTH},?\\s+${YEAR}\\b`, 'gi'),
    d: 1,
    m: 2,
    y: 3,
    monthName: true,
  },
  // the eighteenth of November, 2026 / the eighteenth day of November, 2026 / November eighteenth, 2026
  {
    re: new RegExp(`\\b${DAY_WORD}\\s+(?:day\\s+)?of\\s+${MONTH},?\\s+${YEAR}\\b`, 'gi'),
    d: 1,
    m: 2,
    y: 3,
    monthName: true,
  },
  {
    re: new RegExp(`\\b${MONTH}\\s+${DAY_WORD},?\\s+${YEAR}\\b`, 'gi'),
    m: 1,
    d: 2,
    y: 3,
    monthName: true,
  },
  // 2026-03-03 (ISO, also the date part of a timestamp)
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})(?=\b|T)/g, y: 1, m: 2, d: 3, monthName: false },
  // 3/3/2026, 03-03-2026, 3.3.2026
  { re: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g, m: 1, d: 2, y: 3, monthName: false },
  // 18.11.2026, 18/11/2026: day first, as a British or European notice writes it, when the first
  // number can be no month (the month-first reading above found no date there).
  { re: /\b(1[3-9]|2\d|3[01])[/.-](0?[1-9]|1[0-2])[/.-](\d{4})\b/g, d: 1, m: 2, y: 3, monthName: false },
  // 18 de noviembre de 2026 / 18 de noviembre del 2026
  {
    re: new RegExp(`\\b(\\d{1,2})\\s+de\\s+${SPANISH_MONTH},?\\s+(?:de(?:l)?\\s+)?${YEAR}\\b`, 'gi'),
    d: 1,
    m: 2,
    y: 3,
    monthName: true,
  },
  // March 2026 / March of 2026
  { re: new RegExp(`\\b${MONTH},?\\s+(?:of\\s+)?${YEAR}\\b`, 'gi'), m: 1, y: 2, d: null, monthName: true },
];

/** One date found in running text, with where it was. */
export interface DateMention {
  date: PartialDate;
  index: number;
  length: number;
}

/** The days a month has in a year (February 29 in a leap year). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A PartialDate from numbers, or null when they cannot be a real calendar date. */
export function makeDate(year: number, month?: number, day?: number): PartialDate | null {
  if (!Number.isInteger(year) || year < EARLIEST_YEAR || year > LATEST_YEAR) return null;
  if (month === undefined) return { year };
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (day === undefined) return { year, month };
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Every absolute date in the text, left to right, longest reading first where two overlap. */
export function findDates(text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const p of DATE_PATTERNS) {
    p.re.lastIndex = 0;
    for (let m = p.re.exec(text); m; m = p.re.exec(text)) {
      const month = p.monthName ? MONTHS[m[p.m]!.toLowerCase().replace('.', '')] : Number(m[p.m]);
      // "May" is also a verb: a bare lower-case "may 2026" is not a date.
      if (p.monthName && /^may$/i.test(m[p.m]!) && m[p.m] === 'may') continue;
      const date = makeDate(Number(m[p.y]), month, p.d === null ? undefined : dayFromWords(m[p.d]!));
      if (!date) continue;
      const overlaps = found.some((f) => m!.index < f.index + f.length && f.index < m!.index + m![0].length);
      if (!overlaps) found.push({ date, index: m.index, length: m[0].length });
    }
  }
  // "on Christmas Eve 2025", "Thanksgiving Day, 2026": the holiday's day of that year.
  for (const h of HOLIDAY_WORDS.test(text) ? HOLIDAYS_WITH_YEAR : []) {
    h.re.lastIndex = 0;
    for (let m = h.re.exec(text); m; m = h.re.exec(text)) {
      const year = Number(m[1]);
      if (year < EARLIEST_YEAR || year > LATEST_YEAR) continue;
      const date = fromUtc(h.on(year));
      const overlaps = found.some((f) => m!.index < f.index + f.length && f.index < m!.index + m![0].length);
      if (!overlaps) found.push({ date, index: m.index, length: m[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Any holiday's name, tested first: most texts name none. */
const HOLIDAY_WORDS = new RegExp(HOLIDAYS.map((h) => h.re.source).join('|'), 'i');

/** Each holiday followed by its year ("Christmas Eve 2025", "Thanksgiving Day, 2026", "Easter of 2020"). */
const HOLIDAYS_WITH_YEAR = HOLIDAYS.map((h) => ({
  re: new RegExp(String.raw`${h.re.source}(?:,\s*|\s+(?:of\s+)?)${YEAR}\b`, 'gi'),
  on: h.on,
}));

/** A month and day written without a year: "Nov. 18", "November 18th", "the 18th of November". */
const MONTH_DAY = [
  { re: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})${ORD}\\b(?!\\s*(?:,\\s*)?\\d)`, 'gi'), m: 1, d: 2 },
  {
    re: new RegExp(
      `\\b(\\d{1,2})${ORD}\\s+(?:(?:day\\s+)?of\\s+)?${MONTH}(?!\\w|\\.?\\s*(?:,\\s*)?\\d)`,
      'gi',
    ),
    m: 2,
    d: 1,
  },
  // "the eighteenth of November", "November eighteenth".
  {
    re: new RegExp(`\\b${DAY_WORD}\\s+(?:day\\s+)?of\\s+${MONTH}(?!\\w|\\.?\\s*(?:,\\s*)?\\d)`, 'gi'),
    m: 2,
    d: 1,
  },
  { re: new RegExp(`\\b${MONTH}\\s+${DAY_WORD}\\b(?!\\s*(?:,\\s*)?\\d)`, 'gi'), m: 1, d: 2 },
  // A Spanish notice's "el pasado 18 de noviembre".
  {
    re: new RegExp(`\\b(\\d{1,2})\\s+de\\s+${SPANISH_MONTH}(?![\\wáéíóúñ]|,?\\s+(?:de(?:l)?\\s+)?\\d)`, 'gi'),
    m: 2,
    d: 1,
  },
] as const;

/**
 * The first month and day the text writes without a year ("passed away on Nov. 18 surrounded by
 * family"), or null. A lower-case "may" is the verb; a day past the month's end (in any year) is no
 * date. A date with its year is `findDates`' and is not read here.
 */
export function findMonthDay(text: string): { month: number; day: number; index: number } | null {
  let best: { month: number; day: number; index: number } | null = null;
  for (const p of MONTH_DAY) {
    p.re.lastIndex = 0;
    for (let m = p.re.exec(text); m; m = p.re.exec(text)) {
      if (m[p.m] === 'may') continue;
      const month = MONTHS[m[p.m]!.toLowerCase().replace('.', '')]!;
      const day = dayFromWords(m[p.d]!);
      // 2024 is a leap year: February 29 is a day some year has.
      if (!makeDate(2024, month, day)) continue;
      if (!best || m.index < best.index) best = { month, day, index: m.index };
      break;
    }
  }
  return best;
}

/**
 * Two days a death fell between, with the year after the second: "between Nov. 15 and Nov. 18, 2026",
 * "Nov. 18 or 19, 2026", "overnight Nov. 17-18, 2026". Groups: first month, first day, second month
 * (if written), second day, year.
 */
const DAY_SPAN = new RegExp(
  String.raw`\b(?:between\s+)?${MONTH}\s+(\d{1,2})${ORD}\s*(?:and|or|to|-|–|—)\s*(?:${MONTH}\s+)?(\d{1,2})${ORD},?\s+${YEAR}\b`,
  'i',
);

/**
 * The first span of days the text writes ("between Nov. 15 and Nov. 18, 2026", "Nov. 18 or 19,
 * 2026") as the date both days share: the month when they are in one, else the year. Null without
 * one; a day past its month's end is none.
 */
export function findDaySpan(text: string): DateMention | null {
  const m = DAY_SPAN.exec(text);
  if (!m) return null;
  const year = Number(m[5]);
  const first = MONTHS[m[1]!.toLowerCase().replace('.', '')]!;
  const second = m[3] ? MONTHS[m[3].toLowerCase().replace('.', '')]! : first;
  if (!makeDate(year, first, Number(m[2])) || !makeDate(year, second, Number(m[4]))) return null;
  const date = first === second ? makeDate(year, first) : makeDate(year);
  return date ? { date, index: m.index, length: m[0].length } : null;
}

/** Parses a string that is one date (leading/trailing words allowed); null when none is found. */
export function parseDate(text: string): PartialDate | null {
  return findDates(text)[0]?.date ?? null;
}

/** ISO form of a partial date: 2026, 2026-03, 2026-03-03. */
export function formatPartialDate(d: PartialDate): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  if (d.month === undefined) return String(d.year);
  if (d.day === undefined) return `${d.year}-${pad(d.month)}`;
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/** True when the date has year, month and day. */
export function isFullDate(d: PartialDate | null | undefined): d is Required<PartialDate> {
  return d != null && d.month !== undefined && d.day !== undefined;
}

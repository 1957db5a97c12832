/**
 * Relative death dates ("passed away Tuesday", "died yesterday", "on Christmas Day", "last week")
 * resolved against the notice's publication date.
 *
 * Rule: a weekday means the most recent such weekday on or before the publication date (a notice
 * published on a Tuesday that says "died Tuesday" means that day; "died Monday" means the day
 * before). "Yesterday" is the day before, "today"/"this morning" the day itself. A named holiday is
 * its most recent occurrence on or before the publication date. A month and day without a year
 * ("died Nov. 18") is that day in the publication's year, or the year before's when it would fall
 * more than 60 days after the publication; one just after it is a service's day and gives nothing.
 * Vague phrases ("last week", "last month", "earlier this month") give only the month they point
 * into. A count back right after the verb gives the day ("two days ago", "a week ago today"), the
 * month ("three weeks ago", "two months ago") or the year ("10 years ago", "last year") it points to.
 */
import type { PartialDate } from '../verification.js';
import { daysInMonth, findMonthDay, isFullDate, makeDate } from './parse.js';
import { DAY_MS, fromUtc, HOLIDAYS } from './holidays.js';
import { numberFromWords } from '../number-words.js';

/** How far after the publication a yearless day must fall to be read as the year before's. */
const YEAR_BEFORE_AFTER_DAYS = 60;
/** A day of the month alone, as the death's: "on the 18th", before the sentence's end or a place. */
const DAY_ALONE =
  /\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?=\s*(?:[,.;]|$|at\b|in\s+(?:his|her|their|the)\b|after\b|surrounded\b|following\b|peacefully\b|with\b))/;

/** The words a count back may follow: the verb's ("passed away peacefully"), at the text's opening. */
const OPENING_WORDS = String.raw`^(?:[\p{L}'’]+\s+){0,4}?`;
/** A count back from the publication: "two days ago", "a week ago today", "10 years ago". */
const AGO = new RegExp(
  String.raw`${OPENING_WORDS}(\d{1,3}|[a-z]+(?:-[a-z]+)?)\s+(day|week|month|year)s?\s+ago\b(\s+today)?`,
  'u',
);
/** "died last year". */
const LAST_YEAR = new RegExp(String.raw`${OPENING_WORDS}last\s+year\b`, 'u');

const ENGLISH_WEEKDAYS: Readonly<Record<string, number>> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
/** A Spanish-language notice's weekdays, written in lower case ("falleció el pasado miércoles"). */
const SPANISH_WEEKDAYS: Readonly<Record<string, number>> = {
  domingo: 0,
  lunes: 1,
  martes: 2,
  miércoles: 3,
  jueves: 4,
  viernes: 5,
  sábado: 6,
};
const WEEKDAYS: Readonly<Record<string, number>> = { ...ENGLISH_WEEKDAYS, ...SPANISH_WEEKDAYS };
/** A weekday's name, of the text in lower case: "passed away Tuesday". Group: the name. */
const ENGLISH_WEEKDAY = new RegExp(String.raw`\b(${Object.keys(ENGLISH_WEEKDAYS).join('|')})\b`);
/** A Spanish weekday's name, as written: "el pasado miércoles" (accents are no word boundary). Group: the name. */
const SPANISH_WEEKDAY = new RegExp(
  String.raw`(?<![\p{L}])(${Object.keys(SPANISH_WEEKDAYS).join('|')})(?![\p{L}])`,
  'u',
);

function toUtc(d: Required<PartialDate>): number {
  return Date.UTC(d.year, d.month - 1, d.day);
}

/**
 * How long after an event a death came, as the words after the death's verb say: "hours later",
 * "later that day", "the next day", "early the next morning", "two days later", "a week later"; in
 * Spanish "al día siguiente", "horas más tarde", "dos días después", "una semana después". Groups:
 * the count and its unit, or "next" in either language.
 */
const LATER_THAN_AN_EVENT = new RegExp(
  String.raw`^[^.;]{0,40}?(?<![\p{L}])(?:(\p{L}+|\d+)\s+(days?|weeks?|d[ií]as?|semanas?)\s+(?:later|despu[eé]s|m[aá]s\s+tarde)|(?:the\s+(next|following)\s+(?:day|morning)|al\s+d[ií]a\s+(siguiente))|hours\s+later|later\s+that\s+day|horas\s+(?:despu[eé]s|m[aá]s\s+tarde))(?![\p{L}])`,
  'iu',
);
/** Spanish counts of days and weeks: "dos días después", "una semana después". */
const SPANISH_COUNT: Readonly<Record<string, number>> = {
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};
/**
 * Words after a death's verb that tell it came some time after an event: "several days later", "weeks
 * later", "varios días después" ("died at home, his family later said" tells no such time).
 */
const SOME_TIME_LATER =
  /^[^.;]{0,40}?(?<![\p{L}])(?:days|weeks|d[ií]as|semanas)\s+(?:later|despu[eé]s|m[aá]s\s+tarde)(?![\p{L}])/iu;

/**
 * The day of a death told after a dated event (`event`, the day the sentence before gives or one
 * before the verb), by the words after the death's verb (`text`): "collapsed on Nov. 18, 2026. He died
 * hours later" is that day, "suffered a stroke on Nov. 16, 2026. He died two days later" two days
 * after. Null when the words tell no such time, or one they do not count ("several days later").
 */
export function dayAfterAnEvent(text: string, event: Required<PartialDate>): Required<PartialDate> | null {
  const m = LATER_THAN_AN_EVENT.exec(text);
  if (!m) return null;
  const days = m[1] !== undefined ? daysOfACount(m[1], m[2]!) : (m[3] ?? m[4]) !== undefined ? 1 : 0;
  return days === null ? null : daysAfter(event, days);
}

/**
 * The days a count and its unit tell: "two days", "a week", "8 days", "dos días", "una semana". Null
 * for a count it cannot read ("several days").
 */
export function daysOfACount(count: string, unit: string): number | null {
  const n = SPANISH_COUNT[count.toLowerCase()] ?? numberFromWords(count);
  return n === 0 ? null : n * (/^(?:weeks?|semanas?)$/i.test(unit) ? 7 : 1);
}

/** The day so many days after a full date. */
export function daysAfter(date: Required<PartialDate>, days: number): Required<PartialDate> {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/**
 * Whether the words after a death's verb tell it came some time after an event ("died several days
 * later", "murió varios días después"), so that a date before the verb is the event's, not the death's.
 */
export function someTimeAfterAnEvent(text: string): boolean {
  return SOME_TIME_LATER.test(text);
}

/** Days from one full date to another (negative when `to` comes first). */
export function daysBetween(from: Required<PartialDate>, to: Required<PartialDate>): number {
  return (toUtc(to) - toUtc(from)) / DAY_MS;
}

/** The first and last day number (days since 1970) a partial date allows. */
export function dayRange(d: { year: number; month?: number; day?: number }): [number, number] {
  const m1 = d.month ?? 1;
  const m2 = d.month ?? 12;
  const start = Date.UTC(d.year, m1 - 1, d.day ?? 1) / DAY_MS;
  const end = Date.UTC(d.year, m2 - 1, d.day ?? daysInMonth(d.year, m2)) / DAY_MS;
  return [start, end];
}

/** Days between the nearest days two partial dates allow (0 when they overlap). */
export function dayGap(a: PartialDate, b: PartialDate): number {
  const [a1, a2] = dayRange(a);
  const [b1, b2] = dayRange(b);
  return Math.max(0, b1 - a2, a1 - b2);
}

/**
 * Resolves the first relative date expression in the text against the publication date.
 * Returns null when the text has none or the publication date is not a full date.
 */
export function resolveRelativeDate(text: string, published: PartialDate | null): PartialDate | null {
  if (!isFullDate(published)) return null;
  const pub = toUtc(published);
  const lower = text.toLowerCase();

  // "died two days ago", "a week ago today", "10 years ago", "last year": a count back from the
  // publication, right after the verb or opening the text ("Ten years ago today, we lost our dad").
  const ago = AGO.exec(lower);
  // "a few days ago", "many years ago": no count.
  const count = ago ? numberFromWords(ago[1]!) : 0;
  if (ago && count > 0) {
    const unit = ago[2]!;
    const today = ago[3] !== undefined;
    if (unit === 'day') return fromUtc(pub - count * DAY_MS);
    if (unit === 'week') {
      const at = fromUtc(pub - 7 * count * DAY_MS);
      return today ? at : { year: at.year, month: at.month };
    }
    if (unit === 'month') {
      const at = fromUtc(Date.UTC(published.year, published.month - 1 - count, 1));
      return { year: at.year, month: at.month };
    }
    return today
      ? makeDate(published.year - count, published.month, published.day)
      : makeDate(published.year - count);
  }
  if (LAST_YEAR.test(lower)) return makeDate(published.year - 1);
  if (/\bthe day before yesterday\b/.test(lower)) return fromUtc(pub - 2 * DAY_MS);
  // A Spanish notice's "anteayer" and "ayer" ("falleció ayer", "el día de ayer", "Ayer falleció ..."):
  // lower case, or opening the text, as "Ayer" is a family name too.
  if (/(?<![\p{L}])anteayer(?![\p{L}])/u.test(text)) return fromUtc(pub - 2 * DAY_MS);
  if (/(?<![\p{L}])ayer(?![\p{L}])|^Ayer\b/u.test(text)) return fromUtc(pub - DAY_MS);
  if (/\b(?:yesterday|last night)\b/.test(lower)) return fromUtc(pub - DAY_MS);
  if (/\b(?:today|this (?:morning|afternoon|evening)|tonight)\b/.test(lower)) return fromUtc(pub);

  for (const h of HOLIDAYS) {
    if (!h.re.test(text)) continue;
    let at = h.on(published.year);
    if (at > pub) at = h.on(published.year - 1);
    return fromUtc(at);
  }

  const weekday = ENGLISH_WEEKDAY.exec(lower) ?? SPANISH_WEEKDAY.exec(text);
  // "passed away Nov. 18": that day of the publication's year, or of the year before when it would
  // fall long after it (a December death in a January notice). A day just after the publication is a
  // service's, not the death's.
  const monthDay = findMonthDay(text);
  if (monthDay && (!weekday || monthDay.index < weekday.index)) {
    const { month, day } = monthDay;
    const at = Date.UTC(published.year, month - 1, day);
    if (at <= pub) return makeDate(published.year, month, day);
    return at - pub > YEAR_BEFORE_AFTER_DAYS * DAY_MS ? makeDate(published.year - 1, month, day) : null;
  }
  if (weekday) {
    const target = WEEKDAYS[weekday[1]!]!;
    const back = (new Date(pub).getUTCDay() - target + 7) % 7;
    // "last Tuesday" said on a Tuesday means a week ago, not today.
    const lastPrefix = new RegExp(`(?:\\blast|(?<![\\p{L}])pasado)\\s+${weekday[1]}(?![\\p{L}])`, 'u').test(
      lower,
    );
    return fromUtc(pub - (back === 0 && lastPrefix ? 7 : back) * DAY_MS);
  }

  // "died on the 18th at home": that day of the publication's month, or of the month before when it
  // is still to come ("the 18th floor", "the 18th hole" are no days).
  const dayAlone = DAY_ALONE.exec(lower);
  if (dayAlone) {
    const day = Number(dayAlone[1]);
    const thisMonth = makeDate(published.year, published.month, day);
    if (thisMonth && day <= published.day) return thisMonth;
    const before = fromUtc(Date.UTC(published.year, published.month - 2, 1));
    return makeDate(before.year, before.month, day);
  }

  const monthOf = (ms: number): PartialDate => {
    const d = fromUtc(ms);
    return { year: d.year, month: d.month };
  };
  // "died over the weekend", "last weekend": the Saturday and Sunday before the publication, their
  // month when both fall in one.
  if (/\bover\s+the\s+weekend\b|\b(?:last|this\s+past)\s+weekend\b/.test(lower)) {
    const sunday = pub - new Date(pub).getUTCDay() * DAY_MS;
    const saturday = monthOf(sunday - DAY_MS);
    const both = monthOf(sunday);
    return saturday.month === both.month ? both : null;
  }
  if (/\blast week\b|\bearlier this week\b|\bthis past week\b/.test(lower)) {
    return monthOf(pub - 7 * DAY_MS);
  }
  if (/\bearlier this month\b|\bthis month\b/.test(lower)) return monthOf(pub);
  if (/\blast month\b/.test(lower)) {
    return monthOf(Date.UTC(published.year, published.month - 2, 1));
  }
  return null;
}

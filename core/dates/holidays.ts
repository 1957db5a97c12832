/**
 * The holidays obituaries date a death by ("died on Christmas Eve", "passed away Thanksgiving Day
 * 2026"), each as a day of its year.
 */
import type { PartialDate } from '../verification.js';

/** A day in milliseconds, as `Date.UTC` counts. */
export const DAY_MS = 86_400_000;

/** The calendar day of a time `Date.UTC` gives: a holiday's, a weekday counted back. */
export function fromUtc(ms: number): Required<PartialDate> {
  const t = new Date(ms);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Easter Sunday (Gregorian), by the anonymous Gregorian algorithm. */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** The nth given weekday of a month (n = -1 for the last one). */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = Date.UTC(year, month - 1, 1);
    const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
    return first + (offset + 7 * (n - 1)) * DAY_MS;
  }
  const last = Date.UTC(year, month, 0);
  const back = (new Date(last).getUTCDay() - weekday + 7) % 7;
  return last - back * DAY_MS;
}

/** Holidays obituaries name, as a function of the year. */
export const HOLIDAYS: ReadonlyArray<{ re: RegExp; on: (year: number) => number }> = [
  { re: /\bchristmas eve\b/i, on: (y) => Date.UTC(y, 11, 24) },
  { re: /\bchristmas(?: day)?\b/i, on: (y) => Date.UTC(y, 11, 25) },
  { re: /\bnew year['’]?s eve\b/i, on: (y) => Date.UTC(y, 11, 31) },
  { re: /\bnew year['’]?s(?: day)?\b/i, on: (y) => Date.UTC(y, 0, 1) },
  { re: /\bvalentine['’]?s day\b/i, on: (y) => Date.UTC(y, 1, 14) },
  { re: /\b(?:independence day|fourth of july|4th of july)\b/i, on: (y) => Date.UTC(y, 6, 4) },
  { re: /\bhalloween\b/i, on: (y) => Date.UTC(y, 9, 31) },
  { re: /\bveterans day\b/i, on: (y) => Date.UTC(y, 10, 11) },
  { re: /\bthanksgiving(?: day)?\b/i, on: (y) => nthWeekday(y, 11, 4, 4) },
  { re: /\bmemorial day\b/i, on: (y) => nthWeekday(y, 5, 1, -1) },
  { re: /\blabor day\b/i, on: (y) => nthWeekday(y, 9, 1, 1) },
  { re: /\bmother['’]?s day\b/i, on: (y) => nthWeekday(y, 5, 0, 2) },
  { re: /\bfather['’]?s day\b/i, on: (y) => nthWeekday(y, 6, 0, 3) },
  { re: /\beaster(?: sunday)?\b/i, on: easter },
  { re: /\bgood friday\b/i, on: (y) => easter(y) - 2 * DAY_MS },
];

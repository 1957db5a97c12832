/** Obituary date reading: absolute dates, lifespan lines and ages, and relative dates. */
export {
  findDates,
  parseDate,
  makeDate,
  formatPartialDate,
  isFullDate,
  EARLIEST_YEAR,
  LATEST_YEAR,
  MONTH_NAMES,
} from './parse.js';
export type { DateMention } from './parse.js';
export { parseLifespan, parseAge, ageAt, MAX_AGE } from './lifespan.js';
export type { Lifespan } from './lifespan.js';
export { resolveRelativeDate } from './relative.js';

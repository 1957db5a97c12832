/** Numbers written as words, as obituaries spell ages and counts ("eighty-four", "seven grandchildren"). */

/** One to nine. */
export const UNIT_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};

/** Ten to nineteen. */
export const TEEN_WORDS: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

/** The tens, twenty to ninety. */
export const TENS_WORDS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/**
 * The number written in figures or words: "84", "eighty-four", "ten", "one hundred and two", "a" (one).
 * Words it does not know count nothing.
 */
export function numberFromWords(written: string): number {
  const w = written.trim().toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  if (w === 'a') return 1;
  const parts = w.split(/[\s-]+/).filter((p) => p !== 'and');
  const hundred = parts[1] === 'hundred';
  return (
    (hundred ? 100 : 0) +
    parts
      .slice(hundred ? 2 : 0)
      .reduce((n, p) => n + (TENS_WORDS[p] ?? UNIT_WORDS[p] ?? TEEN_WORDS[p] ?? 0), 0)
  );
}

/** The days of a month as ordinal words, as a formal notice writes them ("the eighteenth day of November"). */
export const DAY_ORDINAL_WORDS: Readonly<Record<string, number>> = (() => {
  const units = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
  const teens = [
    'tenth',
    'eleventh',
    'twelfth',
    'thirteenth',
    'fourteenth',
    'fifteenth',
    'sixteenth',
    'seventeenth',
    'eighteenth',
    'nineteenth',
  ];
  const days: Record<string, number> = {};
  units.forEach((w, i) => {
    days[w] = i + 1;
    days[`twenty-${w}`] = 21 + i;
  });
  teens.forEach((w, i) => (days[w] = 10 + i));
  days.twentieth = 20;
  days.thirtieth = 30;
  days['thirty-first'] = 31;
  return days;
})();

/** The day of a month written in figures ("18") or as an ordinal word ("eighteenth", "twenty first"). */
export function dayFromWords(written: string): number {
  const w = written.trim().toLowerCase().replace(/\s+/g, '-');
  return /^\d+$/.test(w) ? Number(w) : (DAY_ORDINAL_WORDS[w] ?? 0);
}

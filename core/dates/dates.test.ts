import { describe, expect, it } from 'vitest';
import type { PartialDate } from '../verification.js';
import { findDates, findDaySpan, findMonthDay, formatPartialDate, makeDate, parseDate } from './parse.js';
import { ageAt, ageBeforeABirthday, parseAge, parseLifespan } from './lifespan.js';
import { dayAfterAnEvent, resolveRelativeDate, someTimeAfterAnEvent } from './relative.js';

describe('parseDate', () => {
  it.each<[string, PartialDate | null]>([
    ['March 3, 2026', { year: 2026, month: 3, day: 3 }],
    ['Mar. 3, 2026', { year: 2026, month: 3, day: 3 }],
    ['Mar 3 2026', { year: 2026, month: 3, day: 3 }],
    // A space before the comma, as typed.
    ['Nov 18 , 2026', { year: 2026, month: 11, day: 18 }],
    ['Sept. 14, 2025', { year: 2025, month: 9, day: 14 }],
    ['March 3rd, 2026', { year: 2026, month: 3, day: 3 }],
    ['3/3/2026', { year: 2026, month: 3, day: 3 }],
    ['12/25/2025', { year: 2025, month: 12, day: 25 }],
    ['03-04-2026', { year: 2026, month: 3, day: 4 }],
    ['2026-03-03', { year: 2026, month: 3, day: 3 }],
    ['2026-03-03T09:30:00-06:00', { year: 2026, month: 3, day: 3 }],
    ['3 March 2026', { year: 2026, month: 3, day: 3 }],
    ['3rd of March, 2026', { year: 2026, month: 3, day: 3 }],
    ['died on the 18th day of November, 2026.', { year: 2026, month: 11, day: 18 }],
    // A formal notice's day in words.
    ['died on the eighteenth day of November, 2026.', { year: 2026, month: 11, day: 18 }],
    ['the twenty-first of March, 2026', { year: 2026, month: 3, day: 21 }],
    ['November eighteenth, 2026', { year: 2026, month: 11, day: 18 }],
    ['March thirty first, 2026', { year: 2026, month: 3, day: 31 }],
    ['November thirty-first, 2026', null],
    // A holiday with its year.
    ['died on Christmas Eve 2025', { year: 2025, month: 12, day: 24 }],
    ['passed away Thanksgiving Day, 2026', { year: 2026, month: 11, day: 26 }],
    ["on New Year's Day 2026", { year: 2026, month: 1, day: 1 }],
    ['on Easter Sunday of 2024', { year: 2024, month: 3, day: 31 }],
    ['on Memorial Day 2026', { year: 2026, month: 5, day: 25 }],
    ['March 2026', { year: 2026, month: 3 }],
    ['March of 2026', { year: 2026, month: 3 }],
    ['Tuesday, March 3, 2026', { year: 2026, month: 3, day: 3 }],
    ['on Tues., March 3, 2026 at home', { year: 2026, month: 3, day: 3 }],
    ['February 30, 2026', null],
    // Day first when the first number can be no month, as a British or European notice writes it.
    ['13/01/2026', { year: 2026, month: 1, day: 13 }],
    ['18.11.2026', { year: 2026, month: 11, day: 18 }],
    ['32/01/2026', null],
    ['18/13/2026', null],
    ['we may 2026 see', null],
    ['no date here', null],
    ['June 5, 1750', null],
  ])('%s', (text, expected) => {
    expect(parseDate(text)).toEqual(expected);
  });

  it('finds every date in running text, in order', () => {
    const text = 'Born Feb. 2, 1941, in Decatur, he died March 3, 2026; services in April 2026.';
    expect(findDates(text).map((d) => formatPartialDate(d.date))).toEqual([
      '1941-02-02',
      '2026-03-03',
      '2026-04',
    ]);
  });

  it('rejects impossible dates and accepts leap days', () => {
    expect(makeDate(2024, 2, 29)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(makeDate(2025, 2, 29)).toBeNull();
    expect(makeDate(2025, 13)).toBeNull();
  });
});

describe('findDaySpan', () => {
  it.each<[string, PartialDate | null]>([
    ['died sometime between Nov. 15 and Nov. 18, 2026, the coroner said', { year: 2026, month: 11 }],
    ['died Nov. 18 or 19, 2026, at his cabin', { year: 2026, month: 11 }],
    ['on the night of November 17-18, 2026', { year: 2026, month: 11 }],
    ['between Oct. 30 and Nov. 2, 2026', { year: 2026 }],
    ['died Nov. 18, 2026', null],
    ['between Nov. 31 and Dec. 2, 2026', null],
  ])('%s', (text, date) => {
    expect(findDaySpan(text)?.date ?? null).toEqual(date);
  });
});

describe('parseLifespan', () => {
  it.each<[string, PartialDate | null, PartialDate | null]>([
    ['1941 - 2026', { year: 1941 }, { year: 2026 }],
    ['(1941-2026)', { year: 1941 }, { year: 2026 }],
    ['Feb 2, 1941 – Mar 3, 2026', { year: 1941, month: 2, day: 2 }, { year: 2026, month: 3, day: 3 }],
    ['February 2, 1941 - March 3, 2026', { year: 1941, month: 2, day: 2 }, { year: 2026, month: 3, day: 3 }],
    [
      'July 14, 1936 ~ January 18, 2026',
      { year: 1936, month: 7, day: 14 },
      { year: 2026, month: 1, day: 18 },
    ],
    ['1/2/1941 to 3/3/2026', { year: 1941, month: 1, day: 2 }, { year: 2026, month: 3, day: 3 }],
    [
      'Born: May 5, 1950\nDied: February 10, 2026',
      { year: 1950, month: 5, day: 5 },
      { year: 2026, month: 2, day: 10 },
    ],
    [
      'Born\nOctober 2, 1930\nDied\nDecember 26, 2025',
      { year: 1930, month: 10, day: 2 },
      { year: 2025, month: 12, day: 26 },
    ],
  ])('%s', (text, birth, death) => {
    expect(parseLifespan(text)).toEqual({ birth, death });
  });

  it.each<[string, PartialDate | null, PartialDate | null]>([
    [
      'Born: March 3, 1941 | died: June 1, 2026',
      { year: 1941, month: 3, day: 3 },
      { year: 2026, month: 6, day: 1 },
    ],
    [
      'Birth 5 Jan 1921 Peoria. Death 3 Mar 1990',
      { year: 1921, month: 1, day: 5 },
      { year: 1990, month: 3, day: 3 },
    ],
    [
      'DOB: 08/14/1950   DOD: 11/19/2026',
      { year: 1950, month: 8, day: 14 },
      { year: 2026, month: 11, day: 19 },
    ],
    // "D.O.B." is no "D." of a death: the death's label is the one a date follows.
    [
      'D.O.B. August 14, 1950 · D.O.D. November 19, 2026',
      { year: 1950, month: 8, day: 14 },
      { year: 2026, month: 11, day: 19 },
    ],
    // A funeral program's "Sunrise" and "Sunset".
    [
      'Sunrise: June 5, 1940\nSunset: November 12, 2026',
      { year: 1940, month: 6, day: 5 },
      { year: 2026, month: 11, day: 12 },
    ],
    // "Date of Passing", and labels opening a bracketed line.
    [
      'Date of Birth: May 4, 1942\nDate of Passing: November 18, 2026',
      { year: 1942, month: 5, day: 4 },
      { year: 2026, month: 11, day: 18 },
    ],
    [
      '(b. May 4, 1942 – d. Nov. 18, 2026)',
      { year: 1942, month: 5, day: 4 },
      { year: 2026, month: 11, day: 18 },
    ],
    // A police memorial's "End of Watch".
    ['Badge 214\nEnd of Watch: Tuesday, November 18, 2026', null, { year: 2026, month: 11, day: 18 }],
  ])('a label opening a field: %s', (text, birth, death) => {
    expect(parseLifespan(text)).toEqual({ birth, death });
  });

  it('takes no date for a label no date follows: a cemetery named Sunset, a "D." initial', () => {
    expect(parseLifespan('Interment: Sunset Memorial Gardens, Peoria. Services May 5, 2026')).toBeNull();
    expect(parseLifespan('Died: November 12, 2026\nBurial at Sunset Hills')).toEqual({
      birth: null,
      death: { year: 2026, month: 11, day: 12 },
    });
  });

  // Inside a sentence, "was born" and "died" may be anyone's: a son's, a father's.
  it.each([
    'His son, Mark, was born March 3, 1980.',
    'His father died March 3, 1990.',
    'who was born March 3, 1952',
  ])('takes no label inside a sentence: %s', (text) => {
    expect(parseLifespan(text)).toBeNull();
  });

  // A span of years in a sentence is a term or a tour, not a life.
  it.each([
    'Whitaker led the city from 1979 to 1991.',
    'He served between 1953 and 1955.',
    'during 1941-1945',
  ])('takes no span of something done for a lifespan: %s', (text) => {
    expect(parseLifespan(text)).toBeNull();
  });

  it.each(['2026 - 1941', 'preceded him in death in 2018', 'Call 555-1212', 'Lot 1890 - 1990 acres'])(
    'finds no lifespan in %s',
    (text) => {
      const got = parseLifespan(text);
      if (text.startsWith('Lot')) expect(got).toEqual({ birth: { year: 1890 }, death: { year: 1990 } });
      else expect(got).toBeNull();
    },
  );
});

describe('parseAge', () => {
  it.each<[string, number | null]>([
    ['John Smith, 84, of Springfield, passed away', 84],
    ['Walter J. Kowalczyk, age 91, of Toledo, died', 91],
    ['Mary Nowak, 89 of Milwaukee died', 89],
    ['He died at the age of 84.', 84],
    ['aged 102', 102],
    ['He was 67.', 67],
    ['John Whitaker, a 45-year-old Peoria man, died', 45],
    ['Police identified him as John Whitaker, a 45-year-old from Peoria.', 45],
    ['John Whitaker, the father of a 12-year-old boy, died', null],
    ['Jones, longtime coach, dies at 67', 67],
    ['She was 95 years old', 95],
    ['died at 3 p.m. Tuesday', null],
    ['He was a machinist.', null],
    ['age 240', null],
    ['Early Sunday morning, Dorothy V. "Dot" Kessler, 91, of Bellevue, went home', 91],
    ['ABERNATHY, Louis T., 78, of Washington, D.C., died Feb. 3, 2024', 78],
    ['After a long illness, John Whitaker, 84, died at home Nov. 18, 2026.', 84],
    ['After 84 years of a life well lived, John Whitaker passed away on Nov. 18, 2026.', 84],
    ['After 91 wonderful years of life, Mary Whitaker went home to Jesus.', 91],
    ['After 80 years of a full life, John Whitaker died.', 80],
    ['On the morning of Nov. 18, 2026, John Whitaker, 84, peacefully passed away at home.', 84],
    ['On Nov. 18, 2026, Mary Whitaker, 91, suddenly died at home.', 91],
    ['On Nov. 18, 2026, John Whitaker, 45, unexpectedly died in a crash.', 45],
    ['Her husband, John Whitaker, 84, was pronounced dead at the scene.', 84],
    ['The driver, John Whitaker, 84, was declared dead at OSF.', 84],
    ['Her husband, John Whitaker, 84, was killed.', 84],
    ['Her husband, John Whitaker, 84, was injured.', null],
    ['John Whitaker, a resident of Peoria for 60 years, passed away Nov. 18, 2026, at 84.', 84],
    ['John Whitaker died Nov. 18, 2026, at 3 p.m.', null],
    // The year of life a notice counts: 84 years lived.
    ['Passed away peacefully on Wednesday, November 18, 2026, in his 85th year.', 84],
    ['Mary Whitaker passed away on November 18, 2026, in her 81st year.', 80],
    ['John Whitaker, in his 25th year of teaching, died Nov. 18, 2026.', null],
    // Other ways of writing it; a relative's age as an adjective is the relative's.
    ['John Whitaker, 84 yrs., of Peoria, died Nov. 18, 2026.', 84],
    ['Peoria resident John Whitaker, 84-years-old, died Nov. 18, 2026.', 84],
    ['84-year-old John Whitaker of Peoria died Nov. 18, 2026.', 84],
    ['He was 84 years young.', 84],
    ['He is survived by his 12-year-old grandson, Kyle.', null],
    ['John Whitaker died Nov. 18, 2026, at 10.30 in the morning.', null],
    ['On the morning of November 18, 2026, John Whitaker, 84, passed away.', 84],
    ['On March 3, 2026, at 4 p.m., John Smith of Austin died', null],
    ['John Whitaker, of Peoria, 84, died Nov. 18, 2026.', 84],
    ['John Whitaker (84) of Peoria died Nov. 18, 2026.', 84],
    ['Whitaker, John R. 84, of Peoria, died Nov. 18, 2026.', 84],
    ['John Whitaker, eighty-four, of Peoria, died Nov. 18, 2026.', 84],
    ['She died at the age of one hundred and two.', 102],
    ['He was seventy-one.', 71],
    ['John Smith, one of the founders, died.', null],
    ['John Whitaker, of Route 9, died Nov. 18, 2026.', null],
    ['John Whitaker (1942-2026) of Peoria died Nov. 18, 2026.', null],
    ['After 40 years of married life, John Whitaker died Nov. 18, 2026.', null],
    ['After 30 years of working life at Caterpillar, John Whitaker retired.', null],
    // The longer "at the age of", the months and days after the years, the age before the manner.
    ['John Whitaker of Peoria died Nov. 18, 2026, at the ripe old age of 101.', 101],
    ['She died at the tender age of 19.', 19],
    ['He was 84 years, 3 months and 15 days old.', 84],
    ['He was 84 years, 3 months and 15 days', 84],
    ['He was 12 years, 3 months old when his father died.', null],
    ['John Whitaker died Nov. 18, 2026, at 84 after a long illness.', 84],
    ['John Whitaker died Nov. 18, 2026, at 84 surrounded by his family.', 84],
    ['John Whitaker died Nov. 18, 2026, at 8 in the evening at his home.', null],
    // The age after a date with no comma between: not a clock's hour.
    ['He died on Nov. 18 at 91.', 91],
    ['He died on Nov. 18 at 3 p.m.', null],
    // A death list's line with a dash after the name.
    ['John Whitaker — 84, Peoria, Nov. 18, 2026.', 84],
    // A baby's or a small child's age in months, weeks or days: the whole years lived.
    ['Baby John Whitaker, 3 months, of Peoria, died Nov. 18, 2026.', 0],
    ['John Whitaker, 6 days old, of Peoria, died Nov. 18, 2026.', 0],
    ['John Whitaker, 18 months, of Peoria, died Nov. 18, 2026.', 1],
    ['He was 18 months old.', 1],
    ['He was 3 months old when the family moved to Peoria.', null],
    ['John Whitaker of Peoria, whose son was 3 months old, died Nov. 18, 2026.', null],
  ])('%s', (text, age) => {
    expect(parseAge(text)).toBe(age);
  });

  it.each<[string, { age: number; pronoun: string | null } | null]>([
    ['two weeks before he would have turned 85', { age: 84, pronoun: 'he' }],
    ['just days before her 100th birthday', { age: 99, pronoun: 'her' }],
    ['just shy of his 85th birthday', { age: 84, pronoun: 'his' }],
    ['a month short of 85.', { age: 84, pronoun: null }],
    ["two weeks before his son's 18th birthday", null],
    ['just months short of 50 years of marriage', null],
    ['weeks before 9/11 would mark its 25th year', null],
    ['days before Christmas', null],
  ])('a birthday soon after the death: %s', (text, age) => {
    expect(ageBeforeABirthday(text)).toEqual(age);
  });

  it('computes the age between two full dates, before and after the birthday', () => {
    expect(ageAt({ year: 1941, month: 2, day: 2 }, { year: 2026, month: 3, day: 3 })).toBe(85);
    expect(ageAt({ year: 1941, month: 4, day: 2 }, { year: 2026, month: 3, day: 3 })).toBe(84);
    expect(ageAt({ year: 1941 }, { year: 2026, month: 3, day: 3 })).toBeNull();
  });
});

describe('resolveRelativeDate', () => {
  // Thursday, 5 March 2026.
  const published: PartialDate = { year: 2026, month: 3, day: 5 };
  it.each<[string, PartialDate | null]>([
    ['passed away Tuesday', { year: 2026, month: 3, day: 3 }],
    ['died Sunday evening', { year: 2026, month: 3, day: 1 }],
    ['died Thursday morning', { year: 2026, month: 3, day: 5 }],
    ['died last Thursday', { year: 2026, month: 2, day: 26 }],
    ['passed away Friday', { year: 2026, month: 2, day: 27 }],
    ['died yesterday', { year: 2026, month: 3, day: 4 }],
    ['died the day before yesterday', { year: 2026, month: 3, day: 3 }],
    ['died last night', { year: 2026, month: 3, day: 4 }],
    // The weekend before, Saturday 28 February and Sunday 1 March: no one month.
    ['died over the weekend', null],
    // A Spanish notice's: "ayer", "anteayer", a weekday, "el pasado 4 de marzo".
    ['falleció ayer', { year: 2026, month: 3, day: 4 }],
    ['Ayer falleció', { year: 2026, month: 3, day: 4 }],
    ['falleció anteayer', { year: 2026, month: 3, day: 3 }],
    ['falleció el pasado martes', { year: 2026, month: 3, day: 3 }],
    ['falleció el pasado jueves', { year: 2026, month: 2, day: 26 }],
    ['falleció el pasado 4 de marzo', { year: 2026, month: 3, day: 4 }],
    ['died at the Ayer Chapel', null],
    ['died this morning', { year: 2026, month: 3, day: 5 }],
    ['on Christmas Day', { year: 2025, month: 12, day: 25 }],
    ["on New Year's Day", { year: 2026, month: 1, day: 1 }],
    ['on Valentine’s Day', { year: 2026, month: 2, day: 14 }],
    ['last week', { year: 2026, month: 2 }],
    ['earlier this month', { year: 2026, month: 3 }],
    ['last month', { year: 2026, month: 2 }],
    // A count back from the publication, right after the verb or opening the text.
    ['died two days ago', { year: 2026, month: 3, day: 3 }],
    ['died a week ago today', { year: 2026, month: 2, day: 26 }],
    ['passed away peacefully three weeks ago', { year: 2026, month: 2 }],
    ['died two months ago', { year: 2026, month: 1 }],
    ['died 10 years ago', { year: 2016 }],
    ['died a year ago today', { year: 2025, month: 3, day: 5 }],
    ['Ten years ago today, we lost our dad', { year: 2016, month: 3, day: 5 }],
    ['died last year', { year: 2025 }],
    ['died a few days ago', null],
    ['died many years ago', null],
    ['John Whitaker, who retired two years ago, died at home', null],
    ['John Whitaker, who moved to Pekin last year, died at home', null],
    ['in his sleep', null],
    // A day of the month alone: this month's, or last month's when still to come.
    ['died on the 3rd at home', { year: 2026, month: 3, day: 3 }],
    ['died on the 18th.', { year: 2026, month: 2, day: 18 }],
    ['died on the 30th, surrounded by family', null],
    ['lived on the 18th floor', null],
    ['made par on the 18th hole', null],
  ])('%s', (text, expected) => {
    expect(resolveRelativeDate(text, published)).toEqual(expected);
  });

  it('dates a death over the weekend by the month of the Saturday and Sunday before the publication', () => {
    // Monday, 30 November 2026: Saturday the 28th and Sunday the 29th.
    const monday: PartialDate = { year: 2026, month: 11, day: 30 };
    expect(resolveRelativeDate('died over the weekend', monday)).toEqual({ year: 2026, month: 11 });
    expect(resolveRelativeDate('passed away last weekend', monday)).toEqual({ year: 2026, month: 11 });
    expect(resolveRelativeDate('died this past weekend', monday)).toEqual({ year: 2026, month: 11 });
    // "last week" stays the week's month.
    expect(resolveRelativeDate('died last week', monday)).toEqual({ year: 2026, month: 11 });
  });

  it('resolves holidays that move with the calendar', () => {
    expect(resolveRelativeDate('died on Thanksgiving', { year: 2025, month: 12, day: 1 })).toEqual({
      year: 2025,
      month: 11,
      day: 27,
    });
    expect(resolveRelativeDate('on Easter Sunday', { year: 2026, month: 4, day: 10 })).toEqual({
      year: 2026,
      month: 4,
      day: 5,
    });
    expect(resolveRelativeDate('on Memorial Day', { year: 2026, month: 6, day: 1 })).toEqual({
      year: 2026,
      month: 5,
      day: 25,
    });
  });

  it('needs a full publication date', () => {
    expect(resolveRelativeDate('passed away Tuesday', { year: 2026, month: 3 })).toBeNull();
    expect(resolveRelativeDate('passed away Tuesday', null)).toBeNull();
  });

  it('crosses month and year boundaries', () => {
    expect(resolveRelativeDate('died Wednesday', { year: 2026, month: 1, day: 2 })).toEqual({
      year: 2025,
      month: 12,
      day: 31,
    });
  });

  it("reads a month and day without a year in the publication's year, or the year before's", () => {
    const nov20 = { year: 2026, month: 11, day: 20 };
    expect(resolveRelativeDate('passed away on Nov. 18 surrounded by family', nov20)).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
    expect(resolveRelativeDate('died on the 18th of November at home', nov20)).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
    // A December death in a January notice.
    expect(resolveRelativeDate('died Dec. 28 at home', { year: 2027, month: 1, day: 4 })).toEqual({
      year: 2026,
      month: 12,
      day: 28,
    });
    // A day just after the publication is no death's: the service's.
    expect(resolveRelativeDate('died at home; services Nov. 25', nov20)).toBeNull();
    // Whichever comes first: the weekday of the death, not the day of the service after it.
    expect(resolveRelativeDate('died Tuesday; services Nov. 25', nov20)).toEqual({
      year: 2026,
      month: 11,
      day: 17,
    });
  });
});

describe('dayAfterAnEvent', () => {
  const event = { year: 2026, month: 11, day: 30 };
  it('dates a death by how long after the event it came, across a month', () => {
    expect(dayAfterAnEvent(' at OSF hours later.', event)).toEqual(event);
    expect(dayAfterAnEvent(' later that day at OSF.', event)).toEqual(event);
    expect(dayAfterAnEvent(' the next day at OSF.', event)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(dayAfterAnEvent(' two days later.', event)).toEqual({ year: 2026, month: 12, day: 2 });
    expect(dayAfterAnEvent(' 3 days later.', event)).toEqual({ year: 2026, month: 12, day: 3 });
    expect(dayAfterAnEvent(' al día siguiente.', event)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(dayAfterAnEvent(' horas después en OSF.', event)).toEqual(event);
    expect(dayAfterAnEvent(' horas más tarde.', event)).toEqual(event);
    expect(dayAfterAnEvent(' early the next morning.', event)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(dayAfterAnEvent(' a week later.', event)).toEqual({ year: 2026, month: 12, day: 7 });
    expect(dayAfterAnEvent(' dos días después.', event)).toEqual({ year: 2026, month: 12, day: 2 });
  });
  it('tells some time after an event it cannot count, not a later word of another clause', () => {
    expect(someTimeAfterAnEvent(' several days later.')).toBe(true);
    expect(someTimeAfterAnEvent(' at OSF weeks later.')).toBe(true);
    expect(someTimeAfterAnEvent(' varias semanas después.')).toBe(true);
    expect(someTimeAfterAnEvent(' varios días más tarde.')).toBe(true);
    expect(someTimeAfterAnEvent(' at home, his family later said.')).toBe(false);
  });
  it('gives nothing for a time it cannot count or another clause', () => {
    expect(dayAfterAnEvent(' several days later.', event)).toBeNull();
    expect(dayAfterAnEvent(' at OSF. His wife arrived hours later.', event)).toBeNull();
    expect(dayAfterAnEvent(' at home.', event)).toBeNull();
  });
});

describe("a Spanish-language notice's dates and ages", () => {
  it('reads "18 de noviembre de 2026", "del 2026" and "de 78 años"', () => {
    expect(parseDate('falleció el 18 de noviembre de 2026')).toEqual({ year: 2026, month: 11, day: 18 });
    expect(parseDate('el 12 de noviembre del 2026')).toEqual({ year: 2026, month: 11, day: 12 });
    expect(parseAge('María García, de 78 años, residente de Santa Ana')).toBe(78);
  });
});

describe('findMonthDay', () => {
  it.each<[string, { month: number; day: number } | null]>([
    ['passed away on Nov. 18 surrounded by family', { month: 11, day: 18 }],
    ['died November 18th at home', { month: 11, day: 18 }],
    ['on the 18th of November at home', { month: 11, day: 18 }],
    ['on the eighteenth of November at home', { month: 11, day: 18 }],
    ['died November eighteenth at home', { month: 11, day: 18 }],
    // Day first without "of", as Britain writes it.
    ['Peacefully at home on 18th November, aged 84 years', { month: 11, day: 18 }],
    ['died 18 November at home', { month: 11, day: 18 }],
    ['on 18th November 2026', null],
    ['November eighteenth, 2026', null],
    // A date with its year is findDates'.
    ['died Nov. 18, 2026', null],
    ['on the 18th of Nov. 2026', null],
    ['November 18th, 2026', null],
    // The verb "may", and a day no month has.
    ['she may 5 times have', null],
    ['died Feb. 30 at home', null],
  ])('%s', (text, expected) => {
    const got = findMonthDay(text);
    expect(got && { month: got.month, day: got.day }).toEqual(expected);
  });
});

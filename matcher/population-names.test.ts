import { describe, expect, it } from 'vitest';
import { givenBirthsInYear, populationShares } from './population-names.js';

describe('population name shares (reference tables)', () => {
  it('orders names by how many people carry them', () => {
    const smith = populationShares('Smith', ['John'])!;
    const mangum = populationShares('Mangum', ['James'])!;
    expect(smith.surname).toBeGreaterThan(0.005);
    expect(smith.surname).toBeLessThan(0.02);
    expect(mangum.surname).toBeLessThan(smith.surname / 100);
    expect(smith.given).toBeGreaterThan(populationShares('Smith', ['Zebediah'])!.given);
  });

  it('an unlisted name is bounded by the rarest listed one, never zero', () => {
    const p = populationShares('Quackenbushovich', ['Zxqvbnm'])!;
    expect(p.surname).toBeGreaterThan(0);
    expect(p.given).toBeGreaterThan(0);
    expect(p.surname).toBeLessThanOrEqual(populationShares('Mangum', ['James'])!.surname);
  });

  it('a nickname group takes its commonest name (Bill stands for William too)', () => {
    const bill = populationShares('Cox', ['bill'])!.given;
    const both = populationShares('Cox', ['bill', 'william'])!.given;
    expect(both).toBeGreaterThanOrEqual(bill);
    expect(both).toBe(populationShares('Cox', ['william'])!.given);
  });

  it('births in a year follow the decade of the name: Dolores was a 1930s name, Jayden a 2010s one', () => {
    const dolores1935 = givenBirthsInYear(['Dolores'], 1935)!;
    const dolores1995 = givenBirthsInYear(['Dolores'], 1995)!;
    expect(dolores1935).toBeGreaterThan(2_000);
    // Far out of the 1990s' top 300, yet counted: the births table lists every name with 200 a decade.
    expect(dolores1995).toBeLessThan(dolores1935 / 20);
    expect(dolores1995).toBeGreaterThan(20);
    expect(givenBirthsInYear(['Jayden'], 2012)!).toBeGreaterThan(givenBirthsInYear(['Jayden'], 1952)!);
    // Years past the table's decades take the nearest decade.
    expect(givenBirthsInYear(['John'], 1850)).toBe(givenBirthsInYear(['John'], 1885));
  });

  it('a first name under 200 births a decade counts as 200: the bound, never more', () => {
    // Zebulon had fewer than 200 births in the 1950s (20 a year); bounded by the top 300 names, it was
    // counted as the 300th name's 8,798 (879.8 a year).
    expect(givenBirthsInYear(['Zebulon'], 1950)).toBe(20);
    expect(givenBirthsInYear(['Zxqvbnm'], 1950)).toBe(20);
    // A nickname group takes its commonest listed form.
    expect(givenBirthsInYear(['Zebulon', 'William'], 1950)).toBe(givenBirthsInYear(['William'], 1950));
  });

  it('with a birth year the shares say how many were born that year; David Strickland, 1952: about 23', () => {
    const p = populationShares('Strickland', ['David'], 1952)!;
    // Under the all-years line (4e-6), yet a crowd of same-year namesakes.
    expect(p.surname * p.given).toBeLessThan(4e-6);
    expect(p.surname * p.givenBirthsInYear!).toBeGreaterThan(10);
    expect(populationShares('Strickland', ['David'])!.givenBirthsInYear).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { populationShares } from './population-names.js';

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
});

import { describe, expect, it } from 'vitest';
import { ANIMAL_MAX_AGE, isAnimalTribute } from './animal.js';

describe('isAnimalTribute', () => {
  it.each([
    ['Charlie', 16, 'Charlie Brown, 16, our sweet beagle, passed away peacefully at home.'],
    ['Daisy', 13, 'Daisy Miller, a loving and loyal Labrador retriever, died June 1, 2026 in Springfield.'],
    ['Max', null, 'Max, the beloved golden retriever of John and Karen Whitaker, passed away on June 1.'],
    ['Max', 14, 'Max Whitaker, beloved golden retriever, of Springfield, passed away peacefully.'],
    ['Bella', 15, 'Bella, beloved companion of Tom and Sue Johnson, crossed the Rainbow Bridge on June 1.'],
    ['Rocky', null, 'Rocky Smith, our English bulldog, went to sleep on June 1.'],
    ['Duke', 9, 'Duke, a Siberian husky, died June 1.'],
    ['Buddy', 12, 'Buddy Jones, a German shepherd, passed away June 1.'],
  ])('%s (age %s): "%s" is a pet', (given, age, sentence) => {
    expect(isAnimalTribute(given, age, [sentence], [])).toBe(true);
  });

  it.each([
    // A person described by what they loved or did.
    ['Max', 19, 'Max Cole, a dog lover and longtime breeder of golden retrievers, passed away June 1.'],
    ['Mary', 22, 'Mary Jones, a lifelong cat lover, passed away June 1.'],
    ['John', 25, 'John Smith, a retired dog trainer, died June 1.'],
    // A team's mascot, not an animal.
    ['Tyler', 19, 'Tyler Smith, a proud Georgia Bulldog, died June 1 in a crash.'],
    ['Emma', 20, 'Emma Lee, a UConn Husky, passed away June 1.'],
    ['Sam', 21, 'Sam Hart, a Boston University Terrier, died June 1.'],
    // Pets named elsewhere in a person's sentence, or in a sentence not opening with the name.
    ['Daisy', 25, 'Daisy Miller, 25, of Springfield, died June 1, survived by her beloved cat, Tigger.'],
    ['Daisy', 25, 'She loved her dog, Max, who crossed the Rainbow Bridge last year.'],
    [
      'Tyler',
      19,
      'Tyler is survived by his parents and his dog, Rocky, who crossed the Rainbow Bridge with him.',
    ],
    ['Robert', 24, 'Robert Terrier, 24, of Springfield, died June 1.'],
  ])('%s (age %s): "%s" is a person', (given, age, sentence) => {
    expect(isAnimalTribute(given, age, [sentence], [])).toBe(false);
  });

  it('never takes anyone older than ANIMAL_MAX_AGE for a pet by the text', () => {
    const s =
      'John Smith, 85, passed away June 1; his beloved dog Max had crossed the Rainbow Bridge before him.';
    expect(isAnimalTribute('John', 85, [s], [])).toBe(false);
    expect(isAnimalTribute('John', ANIMAL_MAX_AGE, [s], [])).toBe(true);
    expect(isAnimalTribute('Bella', ANIMAL_MAX_AGE + 1, ['Bella, our sweet beagle, died.'], [])).toBe(false);
  });

  it('takes a page titled as a pet memorial for one, whatever its text', () => {
    expect(
      isAnimalTribute(
        'Charlie',
        null,
        ['Charlie Brown passed away June 1.'],
        ['Charlie Brown | Pet Memorials | Oak Hill'],
      ),
    ).toBe(true);
    expect(
      isAnimalTribute(
        'Charlie',
        null,
        ['Charlie Brown passed away June 1.'],
        ['Charlie Brown Obituary | Oak Hill Funeral Home & Pet Cremation'],
      ),
    ).toBe(false);
  });
});

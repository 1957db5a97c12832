import { describe, expect, it } from 'vitest';
import { ownDeathVerbAt } from './death-sentence.js';

describe('ownDeathVerbAt', () => {
  it.each([
    ['John Smith, 85, of Springfield, passed away June 1, 2026.', 'John'],
    ['He passed away peacefully at home.', 'John'],
    ['Mary Jones, loving wife of John, died Tuesday.', 'Mary'],
    ['John Smith, beloved husband of the late Mary Smith, passed away June 1.', 'John'],
    ['Our mother passed away peacefully on June 1 at the age of 90.', 'Mary'],
    ['Our beloved mother, Mary Jones, passed away June 1.', 'Mary'],
    ['It is with heavy hearts that we announce the passing of our father, John Smith, on June 1.', 'John'],
    ['We announce the passing of our father on June 1.', 'John'],
    ['SMITH, John, 85, died Tuesday.', 'John'],
    ['John passed Tuesday, surrounded by family.', 'John'],
    ['Mary passed from this life on June 1.', 'Mary'],
    // Both deaths in one sentence: the decedent's verb is found after the relative's.
    ['Two years after his wife, Mary, died in 2010, John passed away June 1, 2026.', 'John'],
    ["The mayor's wife, Mary Jones, died Tuesday.", 'Mary'],
  ])('"%s" reports the decedent\'s death', (sentence, given) => {
    expect(ownDeathVerbAt(sentence, { given, surname: 'Jones' })).not.toBeNull();
  });

  it.each([
    ['After his father, Robert Whitaker, passed away in 1990, John took over the firm.', 'John'],
    ['Her husband, Tom, died in 2010, and she has led our grief group since.', 'Linda'],
    ['Karen joined Oak Hill in 1995 after her mother passed away.', 'Karen'],
    ['When my grandfather, Henry Whitaker, died in 1958, my father kept his name on the door.', 'John'],
    ['Since the passing of her husband in 2010, Linda has volunteered at the hospice.', 'Linda'],
    ["After John's father died, the family sold the farm.", 'John'],
    ['Following the death of her son, she founded the support group; her son had died in 2001.', 'Linda'],
    ['He passed the Illinois funeral directors exam in 1984.', 'John'],
    ['She passed her boards in 1990 and has practised since.', 'Ann'],
    // A husband and wife may share a given name, a son his father's whole name.
    ['Her husband, Chris, died in 2010.', 'Chris'],
    ['After his father, John Jones, passed away in 1982, John joined the firm.', 'John'],
    ['When my father, John Jones, died in 1982, I took over the business.', 'John'],
    ["John's father, John Jones, died in 1982.", 'John'],
    ['Our founder, John Jones, passed away in 1982.', 'John'],
  ])('"%s" reports no death of the decedent', (sentence, given) => {
    expect(ownDeathVerbAt(sentence, { given, surname: 'Jones' })).toBeNull();
  });

  it('takes a pronoun of the other sex than the decedent for someone else', () => {
    const mary = { given: 'Mary', surname: 'Cole', sex: 'F' as const };
    expect(ownDeathVerbAt('She lost her father young; he died on March 3, 1985.', mary)).toBeNull();
    expect(ownDeathVerbAt('She died on June 1, 2026, at home.', mary)).not.toBeNull();
    // A name of either sex (or none known) is not judged by a pronoun.
    expect(ownDeathVerbAt('He died on June 1, 2026.', { given: 'Jessie', surname: 'Cole' })).not.toBeNull();
  });

  it("gives the position of the decedent's verb, not the relative's", () => {
    const s = 'Two years after his wife, Mary, died in 2010, John passed away June 1, 2026.';
    expect(ownDeathVerbAt(s, { given: 'John', surname: 'Smith' })).toBe(s.indexOf('passed away'));
  });
});

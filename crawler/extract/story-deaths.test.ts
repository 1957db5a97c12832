import { describe, expect, it } from 'vitest';
import type { ExtractedObituary } from '../../core/obituary.js';
import { EMPTY_GAZETTEER } from './gazetteer.js';
import { extractObituaries } from './notices.js';
import { peopleInList } from './story-deaths.js';
import { testGazetteer, testLexicon } from './__pages__/reference-tables.js';

const gazetteer = testGazetteer() ?? EMPTY_GAZETTEER;
const lexicon = testLexicon();

/** A news story of one paragraph under its headline, read as the crawler reads a page. */
function readStory(headline: string, text: string): ExtractedObituary[] {
  return extractObituaries(
    `<html><head><title>${headline} - Peoria Journal</title></head><body><article><h1>${headline}</h1><p>${text}</p></article></body></html>`,
    'https://paper.example/news/crash',
    { state: 'IL' },
    { gazetteer, lexicon },
  );
}

const nov18 = { year: 2026, month: 11, day: 18 };

describe('peopleInList', () => {
  it('reads two or more people, each named in full with an age and perhaps a town', () => {
    expect(
      peopleInList('A Peoria man, John Whitaker, 45, and a Pekin woman, Mary Cole, 30, ', lexicon),
    ).toEqual([
      { name: 'John Whitaker', age: '45', town: 'Peoria' },
      { name: 'Mary Cole', age: '30', town: 'Pekin' },
    ]);
    // Any noun of a person: a driver, a passenger, a teacher.
    expect(
      peopleInList('A Peoria driver, John Whitaker, 45, and a Pekin passenger, Mary Cole, 30, ', lexicon),
    ).toEqual([
      { name: 'John Whitaker', age: '45', town: 'Peoria' },
      { name: 'Mary Cole', age: '30', town: 'Pekin' },
    ]);
    expect(
      peopleInList('A Peoria teacher, John Whitaker, 45, and a Pekin nurse, Mary Cole, 30, ', lexicon),
    ).toEqual([
      { name: 'John Whitaker', age: '45', town: 'Peoria' },
      { name: 'Mary Cole', age: '30', town: 'Pekin' },
    ]);
    expect(peopleInList('Both Mark Cole, 30, and Amy Cole, 28, ', lexicon)).toEqual([
      { name: 'Mark Cole', age: '30', town: null },
      { name: 'Amy Cole', age: '28', town: null },
    ]);
    expect(peopleInList('John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin, ', lexicon)).toEqual([
      { name: 'John Whitaker', age: '45', town: 'Peoria' },
      { name: 'Mary Cole', age: '30', town: 'Pekin' },
    ]);
    expect(peopleInList('Robert Whitaker, 88, and Helen Whitaker, 86, both of Pekin, ', lexicon)).toEqual([
      { name: 'Robert Whitaker', age: '88', town: 'Pekin' },
      { name: 'Helen Whitaker', age: '86', town: 'Pekin' },
    ]);
    expect(
      peopleInList('Mark Jones, 19, of Peoria, Ill., Tim Lee, 20, and Ann Cole, 18, of Morton', lexicon),
    ).toEqual([
      { name: 'Mark Jones', age: '19', town: 'Peoria, Ill.' },
      { name: 'Tim Lee', age: '20', town: null },
      { name: 'Ann Cole', age: '18', town: 'Morton' },
    ]);
  });

  it('reads kin named together, and two given names of one family of one age', () => {
    expect(peopleInList('Twin brothers John and Mark Whitaker, 19, of Peoria, ', lexicon)).toEqual([
      { name: 'John Whitaker', age: '19', town: 'Peoria' },
      { name: 'Mark Whitaker', age: '19', town: 'Peoria' },
    ]);
    expect(peopleInList('Brothers John Whitaker, 12, and Mark Whitaker, 9, of Peoria, ', lexicon)).toEqual([
      { name: 'John Whitaker', age: '12', town: null },
      { name: 'Mark Whitaker', age: '9', town: 'Peoria' },
    ]);
    // Someone of the one named before: close kin by the given name alone, others named in full.
    expect(peopleInList('Robert Whitaker, 88, and his wife, Helen, 86, of Pekin, ', lexicon)).toEqual([
      { name: 'Robert Whitaker', age: '88', town: null },
      { name: 'Helen Whitaker', age: '86', town: 'Pekin' },
    ]);
    expect(
      peopleInList('John Whitaker, 45, of Peoria, and his passenger, Mary Cole, 30, of Pekin, ', lexicon),
    ).toEqual([
      { name: 'John Whitaker', age: '45', town: 'Peoria' },
      { name: 'Mary Cole', age: '30', town: 'Pekin' },
    ]);
    expect(peopleInList('John Whitaker, 45, and his passenger, Mary, 30, ', lexicon)).toBeNull();
    expect(peopleInList('Robert and Helen Whitaker, both 88, of Pekin, ', lexicon)).toEqual([
      { name: 'Robert Whitaker', age: '88', town: 'Pekin' },
      { name: 'Helen Whitaker', age: '88', town: 'Pekin' },
    ]);
  });

  it.each([
    'Her parents, John and Mary Whitaker, 80, of Peoria, ',
    'John Whitaker, 45, of Peoria, ',
    'Her parents, John Whitaker, 80, and Mary Whitaker, 78, ',
    'John Whitaker, 45, of Peoria, and his attorney, Mary Cole, 30, ',
    'John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin, who survived',
    'John Whitaker and Mary Cole, ',
  ])('reads no list in "%s"', (text) => {
    expect(peopleInList(text, lexicon)).toBeNull();
  });
});

describe('extractObituaries on a news story of several deaths', () => {
  it("gives each person's death, age and town: a list before the verb, or the dead a coroner identifies", () => {
    for (const [headline, text] of [
      [
        'Peoria man, Pekin woman die in crash',
        'John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin, died Nov. 18, 2026, in a two-car crash on Route 9.',
      ],
      [
        'Two killed in crash',
        'Two people were killed Nov. 18, 2026, in a crash on Route 9. The Peoria County coroner identified them as John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin.',
      ],
      [
        'Crash',
        'Two people were killed Nov. 18, 2026, in a crash on Route 9. Police identified the victims as John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin.',
      ],
      // The list after a colon, and the dead first.
      [
        'Crash',
        'Two people died Nov. 18, 2026, in a crash on Route 9: John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin.',
      ],
      [
        'Crash',
        'Killed in the crash on Route 9 on Nov. 18, 2026, were John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin.',
      ],
      [
        'Crash',
        'Two people died Nov. 18, 2026, in a crash on Route 9: the drivers, John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin.',
      ],
    ]) {
      const got = readStory(headline!, text!);
      expect(
        got.map((o) => [o.name.full, o.deathDate, o.age, o.url]),
        text,
      ).toEqual([
        ['John Whitaker', nov18, 45, 'https://paper.example/news/crash#notice-john-whitaker'],
        ['Mary Cole', nov18, 30, 'https://paper.example/news/crash#notice-mary-cole'],
      ]);
      if (gazetteer !== EMPTY_GAZETTEER)
        expect(got.map((o) => o.residence?.city)).toEqual(['Peoria', 'Pekin']);
      // The snippet is the story's own opening, under its headline.
      expect(got[1]!.snippet).toContain(text!.slice(0, 40));
    }
    const three = readStory(
      'Three teens die',
      'Mark Jones, 19, of Peoria, Tim Lee, 20, of Pekin, and Ann Cole, 18, of Morton, died Nov. 18, 2026, when their car struck a tree.',
    );
    expect(three.map((o) => o.name.full)).toEqual(['Mark Jones', 'Tim Lee', 'Ann Cole']);
    const twins = readStory(
      'Peoria twins die in crash',
      'Twin brothers John and Mark Whitaker, 19, of Peoria, died Nov. 18, 2026, when their car struck a tree.',
    );
    expect(twins.map((o) => [o.name.full, o.age, o.deathDate])).toEqual([
      ['John Whitaker', 19, nov18],
      ['Mark Whitaker', 19, nov18],
    ]);
    // Each named after a story's noun, the noun's town the person's.
    const nouns = readStory(
      'Two die in crash',
      'A Peoria man, John Whitaker, 45, and a Pekin woman, Mary Cole, 30, died Nov. 18, 2026, in a crash on Route 24.',
    );
    expect(nouns.map((o) => [o.name.full, o.age, o.residence?.city])).toEqual([
      ['John Whitaker', 45, 'Peoria'],
      ['Mary Cole', 30, 'Pekin'],
    ]);
    const couple = readStory(
      'Couple dies in fire',
      'Robert Whitaker, 88, and his wife, Helen, 86, of Pekin, died Nov. 10, 2026, in a house fire.',
    );
    expect(couple.map((o) => [o.name.full, o.age])).toEqual([
      ['Robert Whitaker', 88],
      ['Helen Whitaker', 86],
    ]);
  });

  it('gives no one of a list that is the subject of anything but a death, or the dead of no identification', () => {
    for (const [headline, text] of [
      [
        'Two hurt in crash',
        'John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin, were injured Nov. 18, 2026, in a crash on Route 9.',
      ],
      [
        'Two charged',
        'John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin, were charged Nov. 18, 2026, in the death of a Pekin man.',
      ],
      [
        'Two hurt in crash',
        'A Peoria man, John Whitaker, 45, and a Pekin woman, Mary Cole, 30, were injured Nov. 18, 2026, in a crash.',
      ],
      [
        'Two charged',
        'A Peoria man, John Whitaker, 45, and a Pekin woman, Mary Cole, 30, were charged Nov. 18, 2026, in the death of a Pekin man.',
      ],
      [
        'Twins hurt',
        'Twin brothers John and Mark Whitaker, 19, of Peoria, were injured Nov. 18, 2026, when their car struck a tree.',
      ],
      [
        'Two survive',
        'John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin, nearly died Nov. 18, 2026, when their boat capsized.',
      ],
      [
        'Crash',
        'Two people were killed Nov. 18, 2026, in a crash on Route 9. Police identified the two drivers as John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin.',
      ],
      [
        'Crash',
        'Two people were hurt Nov. 18, 2026, in a crash on Route 9: John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin.',
      ],
      [
        'Crash',
        'Injured in the crash on Route 9 on Nov. 18, 2026, were John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin.',
      ],
      [
        'Crash',
        'Two people were killed Nov. 18, 2026, in a crash on Route 9. Witnesses John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin, said the truck ran a red light.',
      ],
    ]) {
      expect(readStory(headline!, text!), text).toEqual([]);
    }
    // An obituary's survivors with their ages are the survivors of its one person.
    const obituary = readStory(
      'Robert Cole',
      'Robert Cole, 80, of Peoria, died Nov. 18, 2026. He is survived by his children, John Whitaker, 45, of Peoria, and Mary Cole, 50, of Pekin.',
    );
    expect(obituary.map((o) => o.name.full)).toEqual(['Robert Cole']);
  });
});

describe('extractObituaries on a news story that names its dead after a noun', () => {
  it("gives the death, age and the noun's town of the name set off after the noun", () => {
    const read = (text: string): unknown[] =>
      readStory('Peoria man dies after crash on Route 24', text).map((o) => [
        o.name.full,
        o.deathDate,
        o.age,
        o.residence,
      ]);
    const peoria = { city: 'Peoria', county: 'Peoria', state: 'IL' };
    for (const text of [
      'A Peoria man, John Whitaker, 45, died Wednesday, Nov. 18, 2026, after his pickup left Route 24.',
      'Authorities say a Peoria man, John Whitaker, 45, died Wednesday, Nov. 18, 2026, after his pickup left Route 24.',
      'A Peoria man, 45-year-old John Whitaker, died Wednesday, Nov. 18, 2026, after his pickup left Route 24.',
    ]) {
      expect(read(text), text).toEqual([['John Whitaker', nov18, 45, peoria]]);
    }
  });

  it('gives no one when the name after the noun lived', () => {
    for (const text of [
      'A Peoria man, John Whitaker, 45, survived a crash that killed his passenger Nov. 18, 2026.',
      'A Peoria man, John Whitaker, 45, told police his wife died Nov. 18, 2026, after a fall.',
      'A Peoria man, John Whitaker, 45, was charged after a Pekin woman died Nov. 18, 2026.',
      'A Peoria man, John Whitaker, 45, nearly died Nov. 18, 2026, when his car left Route 24.',
      'Police said a Pekin man, John Whitaker, 45, was driving the car. A Peoria woman died at the scene Nov. 18, 2026.',
    ]) {
      expect(readStory('Crash on Route 24', text), text).toEqual([]);
    }
    // A page headed with the name of one who lived, another's death told by a noun and a name.
    for (const text of [
      'A Peoria man, Mark Cole, 30, died Nov. 18, 2026, in a crash. John Whitaker, 45, of Peoria, was not hurt.',
      'A Peoria woman, Mary Cole, 30, of Pekin, died Nov. 18, 2026, in a crash. John Whitaker, 45, of Peoria, was not hurt.',
      'The other driver, Mark Cole, 30, died Nov. 18, 2026. John Whitaker, 45, of Peoria, was not hurt.',
      'His friend Mark Cole, 30, died Nov. 18, 2026, in the crash. John Whitaker, 45, of Peoria, was not hurt.',
      'John Whitaker, 45, of Peoria, was not hurt in the crash. Cole, 30, died at the scene Nov. 18, 2026.',
      // A short paragraph: a line a lifespan may be read from.
      'John Whitaker, 45, of Peoria, was not hurt. Mr. Cole, 30, died Nov. 18, 2026.',
      'John Whitaker, 45, of Peoria, was driving. Mark Cole, a 30-year-old Pekin man, died Nov. 18, 2026.',
      'John Whitaker, 45, of Peoria, was not hurt. The passenger, 30, died Nov. 18, 2026.',
      'John Whitaker, 45, of Peoria, was not hurt. Cole, a Pekin man, died Nov. 18, 2026.',
    ]) {
      expect(readStory('John Whitaker', text), text).toEqual([]);
    }
  });
});

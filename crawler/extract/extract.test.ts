/**
 * Extraction on hand-written pages in real-world styles the fixture generator does not produce:
 * funeral-home platforms, JSON-LD and microdata pages, Legacy-style syndication, newspaper paid
 * notices and news obituaries, WordPress themes, old table layouts and plain div pages.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractedObituary, Place, Relative } from '../../core/obituary.js';
import type { PartialDate } from '../../core/verification.js';
import { EMPTY_GAZETTEER } from './gazetteer.js';
import { extractObituary, type ExtractHints } from './extract.js';
import { page, testGazetteer, testLexicon } from './__pages__/reference-tables.js';

const gazetteer = testGazetteer();
const lexicon = testLexicon();

function extract(
  name: string,
  hints: ExtractHints = {},
  url = `https://site.example/obituaries/${name}`,
): ExtractedObituary {
  const got = extractObituary(page(name), url, hints, { gazetteer: gazetteer ?? EMPTY_GAZETTEER, lexicon });
  if (!got) throw new Error(`${name}: no obituary extracted`);
  return got;
}

/** Reads one hand-written page with the test reference tables. */
function readHtml(html: string, url = 'https://site.example/obituaries/x'): ExtractedObituary | null {
  return extractObituary(html, url, {}, { gazetteer: gazetteer ?? EMPTY_GAZETTEER, lexicon });
}

/** Reads a page of paragraphs under a heading that is also its title: a news story's, a notice's. */
function readHeadedStory(heading: string, ...paragraphs: string[]): ExtractedObituary | null {
  return readHtml(
    `<html><head><title>${heading}</title></head><body><h1>${heading}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`,
  );
}

/**
 * Expects each story of `dead` under `heading` (`readHeadedStory`) to give a death on Nov. 18, 2026,
 * and each of `none` no record.
 */
function expectHeadedStories(
  heading: string,
  stories: { dead?: readonly string[]; none?: readonly string[] },
): void {
  for (const text of stories.dead ?? [])
    expect(readHeadedStory(heading, text)?.deathDate, text).toEqual({ year: 2026, month: 11, day: 18 });
  for (const text of stories.none ?? []) expect(readHeadedStory(heading, text), text).toBeNull();
}

/** Expects a news story (`readHeadedStory`) to give the death of John Whitaker, 45, on `date`. */
function expectStoryOfJohnAt45(headline: string, text: string, date: PartialDate): ExtractedObituary | null {
  const got = readHeadedStory(headline, text);
  expect(got?.name, text).toMatchObject({ given: 'John', surname: 'Whitaker' });
  expect(got?.deathDate, text).toEqual(date);
  expect(got?.age, text).toBe(45);
  return got;
}

/**
 * Checks a place. County always needs the gazetteer; a state the text does not write (only the
 * town's name) needs it too, so without one only what the text states is checked.
 */
function expectPlace(actual: Place | null, expected: Place, stateInText = true): void {
  expect(actual).not.toBeNull();
  expect(actual!.city).toBe(expected.city);
  if (gazetteer) {
    expect(actual).toEqual(expected);
  } else if (stateInText) {
    expect(actual!.state).toBe(expected.state);
  }
}

/** Checks whose death a page gives and on what date (null: a death the page does not date). */
function expectDeathOf(
  o: ExtractedObituary | null,
  name: Partial<ExtractedObituary['name']>,
  date: ExtractedObituary['deathDate'],
): void {
  expect(o?.name).toMatchObject(name);
  expect(o?.deathDate).toEqual(date);
}

const rel = (name: string, relationship: string, location: string | null = null): Partial<Relative> => ({
  name,
  relationship,
  location,
});

describe('extractObituary on hand-written pages', () => {
  it('funeral-home platform: heading, lifespan line, full narrative', () => {
    const o = extract('funeral-platform.html');
    // Born to James and Helen Miller: his own surname, no birth surname to file.
    expect(o.birthSurname).toBeUndefined();
    expect(o.name).toEqual({
      full: 'James Robert "Jim" Miller Jr.',
      given: 'James',
      middle: ['Robert'],
      nickname: 'Jim',
      maiden: [],
      surname: 'Miller',
      suffix: 'Jr.',
    });
    expect(o.extraction.layer).toBe('heuristic');
    expect(o.deathDate).toEqual({ year: 2026, month: 3, day: 3 });
    expect(o.birthDate).toEqual({ year: 1941, month: 2, day: 2 });
    expect(o.age).toBe(84);
    expectPlace(o.residence, { city: 'Springfield', county: 'Sangamon', state: 'IL' });
    expectPlace(o.placeOfDeath, { city: 'Springfield', county: 'Sangamon', state: 'IL' });
    expect(o.publisher).toBe('Oak Hill Funeral Home & Cremation Services');
    expect(o.sourceType).toBe('funeral_home');
    expect(o.survivors).toHaveLength(5);
    expect(o.survivors).toMatchObject([
      rel('Mary Miller', 'wife'),
      rel('John Miller', 'son', 'Austin, Texas'),
      rel('Linda Miller', 'daughter-in-law', 'Austin, Texas'),
      rel('Robert Miller', 'son', 'Chatham'),
      rel('Ann Jones', 'daughter', 'Dallas'),
    ]);
    expect(o.predeceased).toMatchObject([rel('Thomas Miller', 'brother'), rel('Carol Wagner', 'sister')]);
    expect(o.familyCounts).toEqual({ children: 3, grandchildren: 7, greatGrandchildren: 2, siblings: 2 });
    expect(o.occupation).toEqual({
      value: 'machinist at Caterpillar',
      quote: 'He worked as a machinist at Caterpillar for 35 years before retiring in 2003.',
    });
    expect(o.militaryService).toEqual({
      value: 'U.S. Army, Korean War',
      quote: 'He served in the U.S. Army during the Korean War and was stationed in Germany.',
    });
    expect(o.education.map((e) => e.value)).toEqual(['Lanphier High School']);
    expect(
      o.snippet.startsWith('James Robert "Jim" Miller Jr., 84, of Springfield, Illinois, passed away'),
    ).toBe(true);
    expect(o.snippet.length).toBeLessThanOrEqual(300);
    expect(o.survivorsText).toContain('He is survived by his wife of 52 years, Mary;');
    expect(o.survivorsText).toContain('He was preceded in death by his parents;');
    // Sidebar obituaries and the services block never leak into the decedent's record.
    expect(JSON.stringify(o)).not.toContain('Dorothy');
  });

  it('JSON-LD @graph with @id references, lenient JSON and a maiden name', () => {
    const o = extract('jsonld-graph.html');
    expect(o.extraction.layer).toBe('json-ld');
    expect(o.name).toMatchObject({ given: 'Mary', middle: ['Ann'], maiden: ['Kowalski'], surname: 'Nowak' });
    expect(o.deathDate).toEqual({ year: 2026, month: 1, day: 18 });
    expect(o.birthDate).toEqual({ year: 1936, month: 7, day: 14 });
    expect(o.publishedDate).toEqual({ year: 2026, month: 1, day: 21 });
    expect(o.age).toBe(89);
    expectPlace(o.residence, { city: 'Milwaukee', county: 'Milwaukee', state: 'WI' });
    expect(o.publisher).toBe('Riverside Memorial Chapel');
    expect(o.sourceType).toBe('funeral_home');
    expect(o.survivors).toMatchObject([
      rel('Karen Schultz', 'child', 'Wauwatosa, Wisconsin'),
      rel('Tom Schultz', 'child-in-law', 'Wauwatosa, Wisconsin'),
      rel('Daniel Nowak', 'child'),
      rel('Sue Nowak', 'child-in-law'),
      rel('Jane Doe', 'sister', 'Chicago'),
      rel('Sue Roe', 'sister', 'Chicago'),
    ]);
    expect(o.predeceased).toMatchObject([rel('Edward Nowak', 'husband'), rel('Stanley Kowalski', 'brother')]);
    expect(o.familyCounts.grandchildren).toBe(5);
    expect(o.occupation?.value).toBe('bookkeeper at Allen-Bradley Company');
    // The condolence that says "passed away" is not the obituary.
    expect(o.snippet).not.toContain('So sorry');
  });

  it('microdata Person inside an Article, with a title and suffix', () => {
    const o = extract('microdata.html');
    expect(o.extraction.layer).toBe('microdata');
    expect(o.name).toMatchObject({
      title: 'Dr.',
      given: 'William',
      middle: ['H'],
      surname: 'Smith',
      suffix: 'III',
    });
    expect(o.deathDate).toEqual({ year: 2025, month: 11, day: 11 });
    expect(o.birthDate).toEqual({ year: 1948, month: 4, day: 30 });
    expect(o.age).toBe(77);
    expect(o.extraction.warnings).toContain('age computed from birth and death dates');
    expectPlace(o.residence, { city: 'Rochester', county: 'Olmsted', state: 'MN' });
    expectPlace(o.placeOfDeath, { city: 'Rochester', county: 'Olmsted', state: 'MN' });
    expect(o.publishedDate).toEqual({ year: 2025, month: 11, day: 14 });
    expect(o.publisher).toBe('Sunset Valley Funeral Chapel');
    expect(o.occupation).toEqual({
      value: 'cardiologist at Mayo Clinic',
      quote:
        'Bill earned his medical degree from the University of Iowa and retired from Mayo Clinic after 31 years as a cardiologist.',
    });
    expect(o.militaryService?.value).toBe('Navy, Vietnam War');
    expect(o.education.map((e) => e.value)).toEqual(['University of Iowa']);
    expect(o.survivors).toMatchObject([
      rel('Patricia Smith', 'wife'),
      rel('Michael Smith', 'son', 'Minneapolis'),
      rel('Jennifer Smith', 'daughter-in-law', 'Minneapolis'),
      rel('Laura Smith', 'daughter', 'Denver, Colorado'),
    ]);
    expect(o.predeceased.map((r) => r.name)).toEqual(['William Smith Jr.', 'Ruth Smith']);
    expect(o.familyCounts).toEqual({ children: 2, grandchildren: 4 });
  });

  it('Legacy-style syndicated notice: publisher from "Published by", dateline residence', () => {
    const o = extract('legacy-syndicated.html');
    expect(o.name).toMatchObject({
      given: 'Robert',
      middle: ['E'],
      nickname: 'Bob',
      surname: 'Lee',
      suffix: 'Sr.',
    });
    expect(o.deathDate).toEqual({ year: 2026, month: 2, day: 20 });
    expect(o.birthDate).toEqual({ year: 1938, month: 9, day: 1 });
    expect(o.age).toBe(87);
    expect(o.publisher).toBe('Austin American-Statesman');
    expect(o.sourceType).toBe('newspaper');
    expect(o.publishedDate).toEqual({ year: 2026, month: 2, day: 24 });
    expectPlace(o.residence, { city: 'Austin', county: 'Travis', state: 'TX' });
    expectPlace(o.placeOfDeath, { city: 'Round Rock', county: 'Williamson', state: 'TX' });
    expect(o.militaryService).toEqual({
      value: 'U.S. Marine Corps',
      quote: 'Bob proudly served his country in the United States Marine Corps.',
    });
    expect(o.occupation?.value).toBe('civil engineer');
    expect(o.survivors).toMatchObject([
      rel('Gloria Lee', 'wife'),
      rel('Robert Lee, Jr.', 'son'),
      rel('Pam Lee', 'daughter-in-law', 'Pflugerville'),
      rel('David Lee', 'son', 'San Marcos'),
      rel('Ruth Ann Carter', 'sister', 'Waco'),
    ]);
    expect(o.familyCounts).toEqual({ children: 2, grandchildren: 6, greatGrandchildren: 3, siblings: 1 });
    expect(o.snippet).not.toContain('Hendersons');
  });

  it('newspaper paid notice with an inverted capitals heading and the source state as a hint', () => {
    const o = extract('paid-notice.html', { state: 'OH' });
    expect(o.name).toMatchObject({
      full: 'Walter J. Kowalczyk',
      given: 'Walter',
      middle: ['J'],
      surname: 'Kowalczyk',
    });
    expect(o.deathDate).toEqual({ year: 2026, month: 2, day: 28 });
    expect(o.birthDate).toEqual({ year: 1934, month: 6, day: 12 });
    expect(o.age).toBe(91);
    expect(o.publishedDate).toEqual({ year: 2026, month: 3, day: 2 });
    expect(o.publisher).toBe('The Toledo Blade');
    expect(o.sourceType).toBe('newspaper');
    expectPlace(o.residence, { city: 'Toledo', county: 'Lucas', state: 'OH' }, false);
    expect(o.occupation?.value).toBe('assembler at Jeep');
    expect(o.militaryService?.value).toBe('Army, Korean War');
    expect(o.education.map((e) => e.value)).toEqual(['Woodward High School']);
    expect(o.survivors).toMatchObject([
      rel('Barbara Nowicki', 'daughter'),
      rel('Mark Nowicki', 'son-in-law'),
      rel('Susan Kowalczyk', 'daughter'),
      rel('Adam Nowicki', 'grandchild'),
      rel('Emily Nowicki', 'grandchild'),
    ]);
    expect(o.predeceased).toMatchObject([rel('Irene Kowalczyk', 'wife'), rel('Paul Kowalczyk', 'son')]);
    // "serving in Korea from 1953 to 1955" is not a lifespan.
    expect(o.birthDate?.year).not.toBe(1953);
  });

  it('WordPress theme: entry-title with "In Loving Memory of", posted date, widgets and comments', () => {
    const o = extract('wordpress.html');
    expect(o.name).toMatchObject({
      title: 'Rev.',
      given: 'John',
      middle: ['Paul'],
      surname: "O'Brien-Smith",
    });
    expect(o.deathDate).toEqual({ year: 2026, month: 1, day: 15 });
    expect(o.birthDate).toEqual({ year: 1948, month: 8, day: 3 });
    expect(o.age).toBe(77);
    expect(o.publishedDate).toEqual({ year: 2026, month: 1, day: 17 });
    expect(o.publisher).toBe('Lackawanna Valley Funeral Home');
    expectPlace(o.residence, { city: 'Scranton', county: 'Lackawanna', state: 'PA' });
    expect(o.militaryService).toEqual({ value: 'U.S. Air Force', quote: 'He was a U.S. Air Force veteran.' });
    expect(o.education.map((e) => e.value)).toEqual([
      'Scranton Preparatory School',
      'Mount St. Mary’s Seminary',
    ]);
    expect(o.survivors).toMatchObject([
      rel('Michael O’Brien-Smith', 'brother', 'Dunmore'),
      rel('Kathleen Walsh', 'sister'),
      rel('Patrick Walsh', 'brother-in-law', 'Clarks Summit'),
    ]);
    expect(o.snippet).not.toContain('baptized');
  });

  it('old table layout with <font>, <br> and Born:/Died: labels', () => {
    const o = extract('plain-table.html');
    expect(o.name).toMatchObject({ given: 'José', middle: ['María'], surname: 'García-López', maiden: [] });
    expect(o.birthDate).toEqual({ year: 1950, month: 5, day: 5 });
    expect(o.deathDate).toEqual({ year: 2026, month: 2, day: 10 });
    expect(o.age).toBe(75);
    expectPlace(o.residence, { city: 'San Antonio', county: 'Bexar', state: 'TX' });
    expectPlace(o.placeOfDeath, { city: 'San Antonio', county: 'Bexar', state: 'TX' });
    expect(o.publisher).toBe('Garcia-Lopez Funeral Services');
    expect(o.sourceType).toBe('funeral_home');
    expect(o.occupation?.value).toBe('mason at Zachry Construction');
    expect(o.survivors).toHaveLength(7);
    expect(o.survivors).toMatchObject([
      rel('Guadalupe García-López', 'wife'),
      rel('Maria Ramirez', 'child', 'San Antonio'),
      rel('Carlos Ramirez', 'child-in-law', 'San Antonio'),
      rel('Jose Garcia Jr.', 'child', 'San Antonio'),
      rel('Rosa Garcia-Lopez', 'child', 'San Antonio'),
      rel('Juan Garcia-Lopez', 'brother', 'Guadalajara'),
      rel('Pedro Garcia-Lopez', 'brother', 'Guadalajara'),
    ]);
    expect(o.predeceased).toMatchObject([
      rel('Manuel Garcia', 'parent'),
      rel('Rosa Lopez', 'parent'),
      rel('Sofia', 'granddaughter'),
    ]);
    expect(o.familyCounts).toEqual({ children: 3, grandchildren: 9, greatGrandchildren: 2, siblings: 2 });
  });

  it('newspaper brief: only an age and "passed away Tuesday", resolved against the publication date', () => {
    const o = extract('relative-brief.html', { state: 'IL' });
    expect(o.name).toMatchObject({
      given: 'Betty',
      middle: ['Jo'],
      maiden: ['Smith', 'Jones'],
      surname: 'Brown',
    });
    expect(o.publishedDate).toEqual({ year: 2026, month: 3, day: 5 });
    expect(o.deathDate).toEqual({ year: 2026, month: 3, day: 3 });
    expect(o.extraction.warnings).toContain(
      'death date resolved from a relative phrase against the publication date',
    );
    expect(o.birthDate).toBeNull();
    expect(o.age).toBe(88);
    expectPlace(o.residence, { city: 'Peoria', county: 'Peoria', state: 'IL' });
    expect(o.placeOfDeath).toBeNull();
    expect(o.publisher).toBe('Peoria Journal Star');
    expect(o.sourceType).toBe('newspaper');
    expect(o.occupation?.value).toBe("teacher's aide at Peoria Public Schools");
    expect(o.survivors).toMatchObject([
      rel('Gary Jones', 'son', 'Pekin'),
      rel('Dale Jones', 'son', 'East Peoria'),
      rel('Karen Brown', 'stepdaughter'),
      rel('Bill Smith', 'brother', 'Bloomington'),
    ]);
    expect(o.predeceased).toMatchObject([rel('Harold Jones', 'husband'), rel('Vernon Brown', 'husband')]);
    expect(o.familyCounts).toEqual({ children: 3, grandchildren: 11, siblings: 1 });
  });

  it('a name no table holds, in a plain name line, is taken when the death sentence gives the same name', () => {
    const html = `<html><head><title>Ashland Memorial Chapel - Jaslyn Jonjic</title></head><body>
      <div class="content"><div class="name">Jaslyn Jonjic</div><div>Died Jan. 26, 2026</div>
      <div>Posted Jan. 27, 2026</div>
      <p>Jaslyn Jonjic, a longtime resident of Cragford, Ala., passed away peacefully on Jan. 26, 2026 at St. Vincent's Hospital. She was 101.</p>
      <p>Jaslyn was born in Tyler, Texas. She was preceded in death by her brothers, John and Kenneth.</p></div></body></html>`;
    const o = extractObituary(
      html,
      'https://ashland.example/obituary.php?id=116',
      { state: 'AL' },
      { lexicon },
    );
    expect(o?.name).toMatchObject({ given: 'Jaslyn', surname: 'Jonjic' });
    expect(o?.deathDate).toEqual({ year: 2026, month: 1, day: 26 });
    expect(o?.age).toBe(101);
    // A line that no sentence confirms is still not a name: the page is not an obituary of "Cragford Notes".
    const unconfirmed = html.replace(
      '<div class="name">Jaslyn Jonjic</div>',
      '<div class="name">Zoltan Qwerty</div>',
    );
    expect(
      extractObituary(
        unconfirmed.replaceAll('Jaslyn Jonjic, a longtime', 'She, a longtime'),
        'https://ashland.example/x',
        {},
        { lexicon },
      ),
    ).toBeNull();
  });

  it('a surname that is the word "born" is no birth date (Mary Born); the sentence that says so is', () => {
    const page = (body: string) =>
      `<html><head><title>Mary Born Obituary</title></head><body><main><h1>Mary Born</h1>${body}</main></body></html>`;
    const o = extractObituary(
      page(
        '<p>Mary Born, 84, of Salem, Ohio, passed away on March 3, 2026.</p><p>She was born August 9, 1941, in Canton.</p>',
      ),
      'https://fh.example/obituaries/mary-born',
      { state: 'OH' },
      { lexicon },
    );
    expect(o?.name).toMatchObject({ given: 'Mary', surname: 'Born' });
    expect(o?.deathDate).toEqual({ year: 2026, month: 3, day: 3 });
    expect(o?.birthDate).toEqual({ year: 1941, month: 8, day: 9 });
    // A sentence that opens with the word still gives the date.
    const opening = extractObituary(
      page('<p>Mary Born died March 3, 2026.</p><p>Born August 9, 1941, in Canton, she taught school.</p>'),
      'https://fh.example/obituaries/mary-born',
      { state: 'OH' },
      { lexicon },
    );
    expect(opening?.birthDate).toEqual({ year: 1941, month: 8, day: 9 });
    // ... and so does one that gives the birth name after it.
    expect(
      readHeadedStory(
        'John "Jack" Whitaker',
        'Jack, as he was known to all, passed away Wednesday. Born John Robert Whitaker on March 3, 1942, in Pekin, he graduated from Pekin High School in 1960.',
      )?.birthDate,
    ).toEqual({ year: 1942, month: 3, day: 3 });
    // After an abbreviated state the word is the word, whether or not the sentence was split there.
    const afterState = extractObituary(
      page('<p>Mary Born died March 3, 2026, in Guin, Ala. Born August 9, 1941, she taught school.</p>'),
      'https://fh.example/obituaries/mary-born',
      { state: 'AL' },
      { lexicon },
    );
    expect(afterState?.birthDate).toEqual({ year: 1941, month: 8, day: 9 });
    // Her maiden name in brackets: the date after it is her death's.
    const maiden = extractObituary(
      '<html><head><title>Michele (Born) May</title></head><body><main><h1>Michele (Born) May</h1>' +
        '<p>MAY, Michele (Born), 73, of Salem, entered into rest Jan. 29, 2026 at her home.</p></main></body></html>',
      'https://fh.example/obituaries/michele-may',
      { state: 'OH' },
      { lexicon },
    );
    expect(maiden?.deathDate).toEqual({ year: 2026, month: 1, day: 29 });
    expect(maiden?.birthDate).toBeNull();
    // After a title, as an inverted notice's opening in any case, and as a subject alone.
    for (const [heading, text] of [
      [
        'Memorial service',
        'Memorial services for John Born, 84, of Peoria, will be held at 2 p.m. Saturday at First Baptist Church. Mr. Born died Nov. 18, 2026, at his home.',
      ],
      [
        'John Born',
        'Born, John R., 84, of Peoria, passed away on Wednesday, November 18, 2026 at OSF Saint Francis Medical Center.',
      ],
      [
        'Obituaries',
        'BORN, John R. "Jack" – age 84, of Peoria, passed away Nov. 18, 2026. Survived by wife Mary.',
      ],
      [
        'Coroner identifies crash victim',
        'The Peoria County coroner identified the victim as John Born, 45, of Peoria. Born died at the scene Nov. 18, 2026.',
      ],
      [
        'BORN--John R.',
        'BORN--John R., 84, on Nov. 18, 2026, at home. Beloved husband of Mary; father of Mark.',
      ],
      [
        'John Robert Born',
        'BORN John Robert Peacefully at home on 18th November 2026, aged 84 years. Beloved husband of Mary.',
      ],
      // The notice's family name is no other event (a birth) its date could be.
      ['John Born', 'Suddenly on November 18, 2026, John Born of Peoria, aged 84. Dear husband of Mary.'],
      [
        'John R. Born',
        'Born, John R., 84, of Peoria, November 18, 2026. Beloved husband of Mary. Services Saturday.',
      ],
    ]) {
      const o = readHeadedStory(heading!, text!);
      expect(o?.deathDate, text).toEqual({ year: 2026, month: 11, day: 18 });
      expect(o?.birthDate, text).toBeNull();
    }
  });

  it('a family name that is a month is no month of the lifespan ("John R. May, 1942-2026")', () => {
    expect(
      readHeadedStory('John R. May, 1942-2026', 'He died Nov. 18, 2026, at his home in Peoria.')?.birthDate,
    ).toEqual({
      year: 1942,
    });
    const dated = readHtml(
      `<html><head><title>John May</title></head><body><article><h1>John May</h1><p>May 4, 1942 - November 18, 2026</p>
       <p>John May died at his home in Peoria.</p></article></body></html>`,
    );
    expect(dated?.birthDate).toEqual({ year: 1942, month: 5, day: 4 });
    expect(dated?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    // The name over a line of years of its own.
    const lines = readHtml(
      `<html><head><title>In Memory of John May</title></head><body><article><h1>In Memory of</h1><h2>John May</h2><p>1942 - 2026</p>
       <p>John May, age 84, of Peoria, Illinois, went to be with the Lord on Wednesday.</p></article></body></html>`,
    );
    expect(lines?.birthDate).toEqual({ year: 1942 });
  });

  it('a relative death date completes a year-only lifespan', () => {
    const html =
      '<html><head><meta property="article:published_time" content="2026-03-05"></head><body>' +
      '<h1>Walter Brandt</h1><p>1931 - 2026</p>' +
      '<div class="obituary"><p>Walter Brandt, 94, of Beatrice, Nebraska, died Sunday at his home.</p></div></body></html>';
    const o = extractObituary(
      html,
      'https://news.example/obituaries/walter-brandt',
      {},
      { gazetteer: EMPTY_GAZETTEER, lexicon },
    );
    expect(o?.birthDate).toEqual({ year: 1931 });
    expect(o?.deathDate).toEqual({ year: 2026, month: 3, day: 1 });
    expect(o?.age).toBe(94);
    expect(o?.extraction.warnings).toContain(
      'death date resolved from a relative phrase against the publication date',
    );
  });

  it('dates a death told on a line of its own by the line of the date alone under it', () => {
    const read = (dateLine: string) =>
      readHtml(
        `<html><head><title>John Whitaker</title></head><body><h1>John Whitaker</h1>
         <p>Entered into eternal rest</p><p>${dateLine}</p></body></html>`,
      );
    expect(read('November 18, 2026')?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    // A line that says more than the date is another event's; so is a day after the page's own.
    expect(read('Services November 21, 2026')?.deathDate ?? null).toBeNull();
    expect(
      readHtml(
        `<html><head><title>John Whitaker</title><meta property="article:published_time" content="2026-11-19"></head>
         <body><h1>John Whitaker</h1><p>Passed away peacefully at home.</p><p>November 21, 2026</p>
         <p>Visitation 4 to 7 p.m.</p></body></html>`,
      )?.deathDate ?? null,
    ).toBeNull();
  });

  it("the day a statement was made is not the death's", () => {
    const read = (text: string) =>
      readHtml(
        `<html><head><meta property="article:published_time" content="2026-11-20"></head><body>
         <h1>John Whitaker</h1><p>${text}</p></body></html>`,
      );
    expect(
      read('John Whitaker, 84, of Peoria, has died, his family announced Friday.')?.deathDate,
    ).toBeNull();
    expect(
      read('Dr. John Whitaker, the surgeon, has died at 84, the hospital said Friday.')?.deathDate,
    ).toBeNull();
    expect(read('John Whitaker, 45, of Peoria, died Wednesday, police said Friday.')?.deathDate).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
  });

  it('the publication date from the crawler overrides the page and moves a relative date', () => {
    const o = extract('relative-brief.html', { state: 'IL', publishedDate: '2026-03-12' });
    expect(o.deathDate).toEqual({ year: 2026, month: 3, day: 10 });
  });

  it('capitals heading with a quoted nickname, labelled dates in a <dl>, dateline residence', () => {
    const o = extract('caps-labels.html');
    expect(o.name).toMatchObject({
      full: 'Margaret "Peggy" Olson',
      given: 'Margaret',
      nickname: 'Peggy',
      surname: 'Olson',
    });
    expect(o.birthDate).toEqual({ year: 1930, month: 10, day: 2 });
    expect(o.deathDate).toEqual({ year: 2025, month: 12, day: 26 });
    expect(o.age).toBe(95);
    expectPlace(o.residence, { city: 'Rochester', county: 'Olmsted', state: 'MN' });
    // "at Samaritan Bethany Heights" (a care home): only a gazetteer can tell it is no town.
    if (gazetteer) expect(o.placeOfDeath).toBeNull();
    expect(o.occupation).toEqual({
      value: 'nurse at Mayo Clinic',
      quote: 'She retired from Mayo Clinic after 30 years as a nurse.',
    });
    expect(o.education.map((e) => e.value)).toEqual(['Zumbrota High School', "St. Mary's School of Nursing"]);
    expect(o.survivors).toMatchObject([
      rel('Linda Hanson', 'daughter', 'Byron'),
      rel('Dave Hanson', 'son-in-law', 'Byron'),
      rel('Erik Olson', 'son', 'Duluth'),
    ]);
    expect(o.predeceased).toMatchObject([
      rel('Arthur Olson', 'husband'),
      rel('Ingrid Lund', 'sister'),
      rel('Astrid Lund', 'sister'),
    ]);
    // Arne is in no name table, but no place either: the parents' surname is her birth surname.
    expect(o.birthSurname).toEqual({
      value: 'Lund',
      quote: 'Peggy was born in Zumbrota, Minnesota, to Arne and Signe Lund.',
    });
  });

  it('news obituary: NewsArticle about a Person, headline is not the name', () => {
    const o = extract('newsarticle-about.html');
    expect(o.extraction.layer).toBe('json-ld');
    expect(o.name).toMatchObject({ given: 'Katherine', nickname: 'Kat', surname: 'Jones', maiden: [] });
    expect(o.deathDate).toEqual({ year: 2025, month: 8, day: 6 });
    expect(o.birthDate).toEqual({ year: 1958 });
    expect(o.age).toBe(67);
    expect(o.publisher).toBe('The Portland Herald');
    expect(o.sourceType).toBe('newspaper');
    expectPlace(o.placeOfDeath, { city: 'Portland', county: 'Cumberland', state: 'ME' });
    // "her mother, Ruth Jones of Falmouth" is the mother's town, not the decedent's.
    expect(o.residence).toBeNull();
    expect(o.survivors).toMatchObject([
      rel('Ellen Brooks', 'partner'),
      rel('Ruth Jones', 'mother', 'Falmouth'),
      rel('Daniel Jones', 'brother', 'Bangor'),
    ]);
    expect(o.occupation?.value).toBe('physical education teacher at Deering High School');
    expect(o.education.map((e) => e.value)).toEqual(['University of Southern Maine']);
  });

  it('generic "Obituary" heading, name in h2, "the passing of ... on Christmas Day"', () => {
    const o = extract('generic-heading-holiday.html');
    expect(o.name).toMatchObject({ given: 'Harold', nickname: 'Bud', surname: 'Jensen' });
    expect(o.publishedDate).toEqual({ year: 2025, month: 12, day: 29 });
    expect(o.deathDate).toEqual({ year: 2025, month: 12, day: 25 });
    expect(o.age).toBe(92);
    expectPlace(o.residence, { city: 'Fargo', county: 'Cass', state: 'ND' });
    expect(o.militaryService?.value).toBe('U.S. Navy, World War II');
    expect(o.survivors).toMatchObject([
      rel('Carol Peterson', 'child'),
      rel('Jim Peterson', 'child-in-law'),
      rel('Mark Jensen', 'child'),
    ]);
    expect(o.predeceased).toMatchObject([rel('Evelyn Jensen', 'wife')]);
    expect(o.familyCounts).toEqual({ children: 2, grandchildren: 10, greatGrandchildren: 15 });
  });

  it('short heading "Bill Thompson" completed from the first sentence; died at home', () => {
    const o = extract('short-heading.html');
    expect(o.name).toEqual({
      full: 'William Edward "Bill" Thompson',
      given: 'William',
      middle: ['Edward'],
      nickname: 'Bill',
      maiden: [],
      surname: 'Thompson',
    });
    expect(o.deathDate).toEqual({ year: 2026, month: 1, day: 9 });
    expect(o.birthDate).toEqual({ year: 1946, month: 11, day: 20 });
    expect(o.age).toBe(79);
    expectPlace(o.residence, { city: 'Lexington', county: 'Fayette', state: 'KY' });
    expectPlace(o.placeOfDeath, { city: 'Lexington', county: 'Fayette', state: 'KY' });
    expect(o.extraction.warnings).toContain('place of death is the residence ("at home")');
    expect(o.militaryService?.value).toBe('U.S. Army, Vietnam War');
    expect(o.occupation?.value).toBe('owner of Thompson Hardware');
    expect(o.survivors).toMatchObject([
      rel('Janet Thompson', 'wife'),
      rel('Amy Thompson', 'daughter', 'Louisville'),
      rel('Claire', 'granddaughter'),
    ]);
    expect(o.survivors.map((s) => s.degreeOfKinship)).toEqual(['1st', '1st', '2nd']);
  });

  it.each(['Mary-Kate Whitaker', 'Jean-Luc Picard'])('a hyphenated given name keeps its age: %s', (name) => {
    const o = readHtml(
      `<html><head><title>${name}</title></head><body><h1>${name}</h1><p>${name}, 84, of Peoria, died Nov. 18, 2026.</p></body></html>`,
    );
    expect(o?.name.full).toBe(name);
    expect(o?.age).toBe(84);
  });

  it('a name in religion over the opening sentence that gives the birth name: the birth name', () => {
    for (const heading of ['Sister Mary Agnes', 'Sister Mary Agnes (Mary Cole)']) {
      const o = readHeadedStory(
        heading,
        'Sister Mary Agnes (Mary Cole), 90, a Sister of St. Francis for 70 years, died Nov. 18, 2026.',
      );
      expect(o?.name, heading).toMatchObject({
        title: 'Sister',
        given: 'Mary',
        surname: 'Cole',
        nickname: 'Mary Agnes',
      });
      expect(o?.deathDate, heading).toEqual({ year: 2026, month: 11, day: 18 });
      expect(o?.age, heading).toBe(90);
    }
  });

  it('a generation the opening sentence gives and the heading leaves out is the one "the elder" or "the younger" names', () => {
    const elder = readHeadedStory(
      'John Whitaker',
      'John Whitaker Sr. of Peoria founded the hardware store in 1950. The elder Whitaker died Nov. 18, 2026, at home. He was 90.',
    );
    expect(elder?.name).toMatchObject({ given: 'John', surname: 'Whitaker', suffix: 'Sr.' });
    expect(elder?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    const younger = readHeadedStory(
      'John Whitaker',
      'John Whitaker Jr. of Peoria took over the store in 1990. The younger Whitaker died Nov. 18, 2026. He was 60.',
    );
    expect(younger?.name.suffix).toBe('Jr.');
    expect(younger?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    // The father of a "Jr." is someone else still.
    expect(
      readHeadedStory(
        'John Whitaker',
        'John Whitaker Jr. of Peoria took over the store in 1990. The elder Whitaker died Nov. 18, 2026. He was 90.',
      ),
    ).toBeNull();
  });

  it("dates a death by its day without a year right after the verb, not by the rites' full date after it", () => {
    const died = (text: string) => readHeadedStory('John Whitaker', text)?.deathDate;
    expect(died('John Whitaker, 84, of Peoria, died Nov. 18 and was buried Nov. 21, 2026.')).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
    expect(
      died(
        'John Whitaker, 84, of Peoria, passed away peacefully on Nov. 18 and was laid to rest Nov. 21, 2026.',
      ),
    ).toEqual({ year: 2026, month: 11, day: 18 });
    // Another event before the death, that year.
    expect(
      died('John Whitaker, 84, of Peoria, died Nov. 18, a week after his birthday on Nov. 11, 2026.'),
    ).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
    // December's death, January's burial: the year before.
    expect(died('John Whitaker, 84, of Peoria, died Dec. 30 and was buried Jan. 3, 2027.')).toEqual({
      year: 2026,
      month: 12,
      day: 30,
    });
  });

  it('dates a death told between two days by the month they share, or the year', () => {
    const died = (text: string) => readHeadedStory('John Whitaker', text)?.deathDate;
    expect(died('John Whitaker, 84, of Peoria, died sometime between Nov. 16 and Nov. 18, 2026.')).toEqual({
      year: 2026,
      month: 11,
    });
    expect(died('John Whitaker, 84, of Peoria, died Nov. 18 or 19, 2026, at his cabin.')).toEqual({
      year: 2026,
      month: 11,
    });
    expect(
      died('John Whitaker, 84, of Peoria, died between Oct. 30 and Nov. 2, 2026, at his cabin.'),
    ).toEqual({
      year: 2026,
    });
    // A span of another clause before the death's own date.
    expect(
      died(
        'John Whitaker, 84, of Peoria, who served from Nov. 15 to 18, 2026, as acting mayor, died Nov. 20, 2026.',
      ),
    ).toEqual({ year: 2026, month: 11, day: 20 });
  });

  it('dates a death at the scene by the event the sentence before dates', () => {
    const died = (text: string) => readHeadedStory('Peoria man dies after fall', text)?.deathDate ?? null;
    const found = 'Police found John Whitaker, 84, of Peoria, on the floor of his home Nov. 18, 2026.';
    expect(died(`${found} Whitaker died at the scene.`)).toEqual({ year: 2026, month: 11, day: 18 });
    expect(died(`${found} Whitaker was pronounced dead at the scene.`)).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
    // A death elsewhere may be another day's; an event after the page's date is none of its deaths.
    expect(died(`${found} Whitaker died at OSF.`)).toBeNull();
    const page = (text: string) =>
      readHtml(
        `<html><head><title>Peoria man dies</title></head><body><h1>Peoria man dies</h1><time datetime="2026-11-20">Nov. 20, 2026</time><p>${text}</p></body></html>`,
      )?.deathDate ?? null;
    expect(page(`${found} Whitaker died at the scene.`)).toEqual({ year: 2026, month: 11, day: 18 });
    expect(page(`${found.replace('Nov. 18', 'Nov. 28')} Whitaker died at the scene.`)).toBeNull();
  });

  it("reads the town of a headline's man or woman, in the main heading or the title alone", () => {
    const lede = '<p>John Whitaker, 44, died Nov. 18, 2026, in a crash on Route 29.</p>';
    const town = (head: string, body: string) =>
      readHtml(`<html><head>${head}</head><body><article>${body}</article></body></html>`)?.residence?.city;
    expect(town('<title>Crash kills Peoria man | Peoria Journal</title>', lede)).toBe('Peoria');
    expect(town('<title>Peoria Journal</title>', `<h1>Peoria man dies in crash</h1>${lede}`)).toBe('Peoria');
  });

  it('reads the age set off before the name in the sentence of the death', () => {
    const age = (text: string) => readHeadedStory('John Whitaker', text)?.age ?? null;
    expect(age('At 84, John Whitaker of Peoria died Nov. 18, 2026, at his home.')).toBe(84);
    expect(age('After 84 years of a life well lived, John Whitaker passed away on Nov. 18, 2026.')).toBe(84);
    // A name set off before the age is the age's: a marriage's years are no one's age.
    expect(age('After 60 years of marriage, John Whitaker of Peoria died Nov. 18, 2026.')).toBeNull();
    // An age of an earlier time, in another sentence, is not the age at death.
    expect(
      age('At 18, John Whitaker enlisted in the Navy. John Whitaker of Peoria died Nov. 18, 2026.'),
    ).toBeNull();
  });

  it("reads the age from a birthday the person died a little before, the person's own", () => {
    const age = (text: string, heading = 'John Whitaker') => readHeadedStory(heading, text)?.age ?? null;
    expect(age('John Whitaker of Peoria died Nov. 18, 2026, two weeks before he would have turned 85.')).toBe(
      84,
    );
    expect(
      age(
        'Mary Whitaker of Peoria died Nov. 18, 2026, just days before her 100th birthday.',
        'Mary Whitaker',
      ),
    ).toBe(99);
    expect(age('John Whitaker of Peoria died Nov. 18, 2026. He was a month short of 85.')).toBe(84);
    // Another's birthday: his wife's, in his death's sentence or the next.
    expect(
      age(
        'John Whitaker of Peoria died Nov. 18, 2026, a day after his wife, days before she would have turned 80.',
      ),
    ).toBeNull();
    expect(
      age(
        'John Whitaker of Peoria died Nov. 18, 2026. His wife died in 2019, days before she would have turned 80.',
      ),
    ).toBeNull();
  });

  it('reads the birth date from a death on a birthday, by the pronoun of the person', () => {
    const mary = readHeadedStory(
      'Mary Whitaker',
      'Mary Whitaker of Peoria passed away Nov. 18, 2026, on her 91st birthday.',
    );
    expect(mary?.birthDate).toEqual({ year: 1935, month: 11, day: 18 });
    expect(mary?.age).toBe(91);
    // Another's birthday: his wife's, or hers on his page; a death without its day gives no birth day.
    for (const text of [
      "John Whitaker of Peoria died Nov. 18, 2026, on his wife's 80th birthday.",
      'John Whitaker of Peoria died Nov. 18, 2026, on her 80th birthday.',
      'John Whitaker of Peoria died in 2026 on his 100th birthday.',
    ])
      expect(readHeadedStory('John Whitaker', text)?.birthDate ?? null, text).toBeNull();
  });

  it('a death the next sentences take back is none; one alive in hearts, or a mother or a son still alive, stays', () => {
    expectHeadedStories('John Whitaker', {
      none: [
        'A social media post claimed John Whitaker died Nov. 18, 2026. The post was a hoax; Whitaker is alive.',
        'John Whitaker, 84, of Peoria, passed away Nov. 18, 2026. The report was false, his family said.',
        'John Whitaker, 84, of Peoria, died Nov. 18, 2026, the paper reported. He is alive and well.',
        'John Whitaker, 84, of Peoria, died Nov. 18, 2026, a website said. Reports of his death were untrue.',
        'John Whitaker, 45, of Peoria, was declared brain dead Nov. 18, 2026. Whitaker is improving, his family said.',
      ],
      dead: [
        'John Whitaker, 84, of Peoria, passed away Nov. 18, 2026. He is alive in our hearts.',
        'John Whitaker, 84, of Peoria, passed away Nov. 18, 2026. Reports that he had been ill for years were false.',
        'John Whitaker, 84, of Peoria, passed away Nov. 18, 2026. An earlier version of this story gave his age in error.',
        'John Whitaker, 84, of Peoria, passed away Nov. 18, 2026. His mother, Edna, 104, survives. She is still alive at home.',
        'John Whitaker, 84, of Peoria, passed away Nov. 18, 2026. His brother, Paul, 90, survives. He is still alive at home.',
        'John Whitaker, 45, of Peoria, died Nov. 18, 2026, in a crash. His son Mark Whitaker is recovering at OSF.',
      ],
    });
  });

  it("the sex of a given name the tables do not know is the page's pronouns'", () => {
    for (const text of [
      'It is with great sadness that the family of Zephyr Whitaker announces his passing on Nov. 18, 2026, at the age of 84.',
      'With great sadness, the family of Zephyr Whitaker announces his death on Nov. 18, 2026, at age 84.',
      // The date in the next sentence of his own death.
      'Zephyr Whitaker, 84, of Peoria, now joins his wife, Mary, and son, Michael, in heaven. He passed Nov. 18, 2026.',
      'Zephyr Whitaker went home to be with the Lord. He died Nov. 18, 2026, at OSF Saint Francis in Peoria.',
    ])
      expect(readHeadedStory('Zephyr Whitaker', text)?.deathDate, text).toEqual({
        year: 2026,
        month: 11,
        day: 18,
      });
    // The town of the story's noun of his sex.
    const crash = readHeadedStory(
      'Zephyr Whitaker',
      'A Peoria man and a Pekin woman died Tuesday, Nov. 17, 2026, in a crash on Route 29. The man was identified as Zephyr Whitaker, 45. He was a welder and his family said he loved to fish.',
    );
    expect(crash?.residence?.city).toBe('Peoria');
  });

  it("a court's notice to an estate's creditors: the dead the estate is of, never the executor", () => {
    const notice = readHeadedStory;
    expectDeathOf(
      notice(
        'Notice to Creditors',
        'Estate of John R. Whitaker, deceased, who died on November 18, 2026, late of Peoria County. All persons having claims against the estate are notified to present them to Mark Cole, Personal Representative, within four months.',
      ),
      { given: 'John', surname: 'Whitaker' },
      { year: 2026, month: 11, day: 18 },
    );
    // No day given: the estate's person is dead all the same, undated.
    expectDeathOf(
      notice(
        'Legal Notices',
        'IN THE MATTER OF THE ESTATE OF MARY A. COLE, DECEASED. No. 2026-P-456. Notice is given of the death of Mary A. Cole, of Peoria, Illinois. Letters of office were issued on Nov. 20, 2026, to John Whitaker, 100 Main St., Peoria, Illinois, as Independent Executor.',
      ),
      { given: 'Mary', surname: 'Cole' },
      null,
    );
    // The estate of a minor is no one's death; a lawyer's page that names an estate is not the lawyer's.
    expect(
      notice('Legal Notices', 'In the Matter of the Estate of Mary Cole, a Minor. John Whitaker, Guardian.'),
    ).toBeNull();
    expect(
      notice(
        'John Whitaker',
        'John Whitaker is an attorney in Peoria. He represented the executor in the Estate of Mary Cole, Deceased, in 2025.',
      ),
    ).toBeNull();
  });

  it("a staff member's structured card in the sidebar is not the page's person", () => {
    const card = (attrs: string) =>
      `<html><head><title>Mary Cole Obituary</title></head><body><aside><div itemscope itemtype="https://schema.org/Person"${attrs}>
       <span itemprop="name">John Whitaker</span>, <span itemprop="jobTitle">Funeral Director</span></div></aside>
       <h1>Mary Cole</h1><p>Mary Cole, 80, of Peoria, died Nov. 18, 2026.</p></body></html>`;
    expect(readHtml(card(''))?.name.full).toBe('Mary Cole');
    expect(readHtml(card(' itemprop="employee"'))?.name.full).toBe('Mary Cole');
    const jsonLd = readHtml(
      `<html><head><title>Mary Cole Obituary</title><script type="application/ld+json">{"@context":"https://schema.org",
       "@type":"Person","name":"John Whitaker","jobTitle":"Funeral Director"}</script></head>
       <body><h1>Mary Cole</h1><p>Mary Cole, 80, of Peoria, died Nov. 18, 2026.</p></body></html>`,
    );
    expect(jsonLd?.name.full).toBe('Mary Cole');
  });

  it('reads a memorial header\'s "Date of Passing" line as the death\'s', () => {
    const o = readHtml(
      `<html><head><title>John Whitaker</title></head><body><h1>John Whitaker</h1>
       <p>Date of Birth: May 4, 1942</p><p>Date of Passing: November 18, 2026</p>
       <p>John was a retired machinist in Peoria.</p></body></html>`,
    );
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(o?.birthDate).toEqual({ year: 1942, month: 5, day: 4 });
  });

  it("a structured Person the page does not show is not the page's person", () => {
    const page = (person: string, heading: string, text: string) =>
      readHtml(
        `<html><head><title>${heading} - Wilton Mortuary</title><script type="application/ld+json">
         {"@context":"https://schema.org","@type":"Person",${person}}</script></head>
         <body><article><h1>${heading}</h1><p>${text}</p></article></body></html>`,
      );
    // A theme's sample Person on a planning page: no one's death.
    expect(
      page(
        '"name":"John Doe","birthDate":"1940-01-01","deathDate":"2020-01-01"',
        'Plan Ahead',
        'Planning ahead spares your family hard choices. Call Wilton Mortuary to meet with John Whitaker.',
      ),
    ).toBeNull();
    // Another page's Person left in the template: the son the page's text names as a survivor.
    const mary = page(
      '"name":"John Whitaker","deathDate":"2026-11-18"',
      'Mary Cole',
      'Mary Cole, 80, of Pekin, died Nov. 18, 2026, at home. She is survived by her son, John Whitaker of Peoria.',
    );
    expect(mary?.name.full).toBe('Mary Cole');
    expect(mary?.age).toBe(80);
    // A spouse who died first, named as the person's kin, is not the page's person.
    const widow = readHtml(
      `<html><head><title>Mary Whitaker - Wilton Mortuary</title><script type="application/ld+json">{"@context":"https://schema.org","@graph":[
       {"@type":"Person","@id":"#john","name":"John Whitaker","deathDate":"2019-03-02"},
       {"@type":"Person","@id":"#mary","name":"Mary Whitaker","deathDate":"2026-11-18","spouse":{"@id":"#john"}}]}</script></head>
       <body><article><h1>Mary Whitaker</h1><p>Mary Whitaker, 80, of Peoria, died Nov. 18, 2026. She was preceded in death by her husband, John, in 2019.</p></article></body></html>`,
    );
    expect(widow?.name.full).toBe('Mary Whitaker');
    expect(widow?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    // A related obituary's card of the same family, another given name, is not the page's person; a
    // Person the heading names by a middle name is.
    const related = readHtml(
      `<html><head><title>Mary Whitaker - Wilton Mortuary</title></head><body><article>
       <div itemscope itemtype="https://schema.org/Person"><span itemprop="name">John Whitaker</span>
       <time itemprop="deathDate" datetime="2019-03-02">2019</time></div><h1>Mary Whitaker</h1>
       <p>Mary Whitaker, 80, of Peoria, died Nov. 18, 2026.</p></article></body></html>`,
    );
    expect(related?.name.full).toBe('Mary Whitaker');
    expect(related?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(
      page(
        '"name":"John Robert Whitaker","deathDate":"2026-11-18"',
        'Robert Whitaker',
        'Robert Whitaker, 84, died.',
      )?.name.full,
    ).toBe('John Robert Whitaker');
    expect(
      page(
        '"name":"Robert Whitaker","deathDate":"2026-11-18"',
        'John Robert Whitaker',
        'Robert Whitaker, 84, died.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });
    // A page whose text a script writes shows its person in the description of its head.
    expect(
      readHtml(
        `<html><head><title>Obituary | Wilton Mortuary</title><meta name="description" content="John Whitaker, 84, of Peoria, passed away November 18, 2026.">
         <script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"John Whitaker","deathDate":"2026-11-18"}</script>
         </head><body><div id="app"></div></body></html>`,
      )?.name.full,
    ).toBe('John Whitaker');
    // The Person the page shows stays the page's, by any family name of hers.
    expect(
      page(
        '"name":"Mary Cole Whitaker","deathDate":"2026-11-18"',
        'Mary Whitaker',
        'Mary Whitaker, 80, of Pekin, died Nov. 18, 2026.',
      )?.name.full,
    ).toBe('Mary Cole Whitaker');
  });

  it('a structured death date on or before the birth date gives way to the date the text states', () => {
    const page = (dates: string, text: string) =>
      readHtml(
        `<html><head><title>John Whitaker</title><script type="application/ld+json">
         {"@context":"https://schema.org","@type":"Person","name":"John Whitaker",${dates}}</script></head>
         <body><article><h1>John Whitaker</h1><p>${text}</p></article></body></html>`,
      );
    const copied = page(
      '"birthDate":"1942-05-04","deathDate":"1942-05-04"',
      'John Whitaker, 84, of Peoria, died Nov. 18, 2026, at home.',
    );
    expect(copied?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(copied?.birthDate).toEqual({ year: 1942, month: 5, day: 4 });
    const before = page(
      '"birthDate":"1990-05-04","deathDate":"1960-05-04"',
      'John Whitaker, 36, of Peoria, died Nov. 18, 2026.',
    );
    expect(before?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(before?.birthDate).toEqual({ year: 1990, month: 5, day: 4 });
    // A structured date after the birth stays, as the layer of record.
    expect(
      page(
        '"birthDate":"1942-05-04","deathDate":"2026-11-17"',
        'John Whitaker, 84, of Peoria, died Nov. 18, 2026.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 17 });
  });

  it("a structured death date after the page's own date is no death", () => {
    const page = (deathDate: string, text: string) =>
      readHtml(
        `<html><head><title>John Whitaker</title>
         <meta property="article:published_time" content="2026-11-20T08:00:00Z">
         <script type="application/ld+json">{"@context":"https://schema.org","@type":"Person",
         "name":"John Whitaker","birthDate":"1942-05-04","deathDate":"${deathDate}"}</script></head>
         <body><article><h1>John Whitaker</h1><p>${text}</p></article></body></html>`,
      );
    // An event's date after the page's: the text tells no death either.
    const gala = 'John Whitaker, 84, of Peoria, will be honored at the Civic Center gala on Jan. 15, 2027.';
    expect(page('2027-01-15', gala)).toBeNull();
    // A death the text tells keeps its own date; a date a day after the page's stays (time zones).
    expect(page('2027-01-15', 'John Whitaker, 84, of Peoria, died Nov. 18, 2026.')?.deathDate).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
    expect(page('2026-11-21', gala)?.deathDate).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('a heading that writes her maiden name as a middle name, over the text that brackets it', () => {
    const o = readHtml(
      `<html><head><title>Mary Cole Whitaker</title></head><body><h1>Mary Cole Whitaker</h1>
       <p>Mary (Cole) Whitaker, 80, of Peoria, died Nov. 18, 2026.</p></body></html>`,
    );
    expect(o?.name).toMatchObject({
      full: 'Mary (Cole) Whitaker',
      middle: [],
      maiden: ['Cole'],
      surname: 'Whitaker',
    });
  });

  it('page builder divs with <br>, "née" heading and a "~" lifespan', () => {
    const o = extract('divs-nee.html');
    expect(o.name).toMatchObject({ given: 'Dorothy', middle: ['Mae'], maiden: ['Carter'], surname: 'Hill' });
    expect(o.birthDate).toEqual({ year: 1933, month: 3, day: 12 });
    expect(o.deathDate).toEqual({ year: 2026, month: 3, day: 1 });
    expect(o.age).toBe(92);
    expectPlace(o.residence, { city: 'Asheville', county: 'Buncombe', state: 'NC' });
    expect(o.occupation?.value).toBe('seamstress at Asheville Cotton Mill');
    expect(o.survivors).toMatchObject([
      rel('Linda Price', 'daughter'),
      rel('Ray Price', 'son-in-law'),
      rel('Joyce Hill', 'daughter'),
      rel('Evelyn Carter Moss', 'sister'),
    ]);
    expect(o.predeceased).toMatchObject([rel('Clyde Hill', 'husband'), rel('Roger Hill', 'son')]);
    expect(o.familyCounts).toEqual({ children: 3, grandchildren: 7, siblings: 1 });
  });

  it('obituary followed by a long guest book', () => {
    const o = extract('guestbook-heavy.html');
    expect(o.name).toMatchObject({ given: 'Thomas', middle: ['Anthony'], surname: 'DiMarco' });
    expect(o.deathDate).toEqual({ year: 2026, month: 2, day: 10 });
    expect(o.birthDate).toEqual({ year: 1957, month: 4, day: 4 });
    expect(o.publishedDate).toEqual({ year: 2026, month: 2, day: 14 });
    expect(o.sourceType).toBe('newspaper');
    expectPlace(o.residence, { city: 'Wethersfield', county: 'Hartford', state: 'CT' });
    expect(o.occupation?.value).toBe('accountant at Aetna');
    expect(o.survivors).toMatchObject([
      rel('Donna DiMarco', 'wife'),
      rel('Anthony DiMarco', 'son'),
      rel('Jessica DiMarco', 'daughter-in-law', 'Glastonbury'),
      rel('Michael DiMarco', 'son', 'Boston, Massachusetts'),
      rel('Maria Santoro', 'sister', 'Newington'),
    ]);
    expect(o.snippet).not.toContain('Aetna for 20 years');
  });

  it.skipIf(!gazetteer)(
    'a home the postal list knows only as an alias: its county, from the text or the structured address',
    () => {
      const read = (html: string, state?: string): ExtractedObituary | null =>
        extractObituary(html, 'https://paper.example/obituaries/x', state ? { state } : {}, {
          gazetteer: gazetteer!,
          lexicon,
        });
      const text = (home: string): string =>
        `<html><body><h1>John Whitaker</h1><p>John Whitaker, 84, of ${home}, died Nov. 18, 2026, at his home.</p></body></html>`;
      // A village of the source's state, without the state.
      expect(read(text('Bartonville'), 'IL')?.residence).toEqual({
        city: 'Bartonville',
        county: 'Peoria',
        state: 'IL',
      });
      expect(read(text('North Pekin'), 'IL')?.residence).toEqual({
        city: 'North Pekin',
        county: 'Tazewell',
        state: 'IL',
      });
      // With its state written, on a page of no known state.
      expect(read(text('Bartonville, Ill.'))?.residence).toEqual({
        city: 'Bartonville',
        county: 'Peoria',
        state: 'IL',
      });
      // A town another state has a post office of stays that town, not the village of the same name.
      expect(read(page('guestbook-heavy.html'), 'IL')?.residence).toEqual({
        city: 'Wethersfield',
        county: 'Hartford',
        state: 'CT',
      });
      const jsonLd = JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'John Whitaker',
        deathDate: '2026-11-18',
        address: { '@type': 'PostalAddress', addressLocality: 'Bartonville', addressRegion: 'IL' },
      });
      const structured = `<html><head><script type="application/ld+json">${jsonLd}</script></head><body><h1>John Whitaker</h1><p>John Whitaker died Nov. 18, 2026.</p></body></html>`;
      expect(read(structured)?.residence).toEqual({ city: 'Bartonville', county: 'Peoria', state: 'IL' });
    },
  );

  it('JSON-LD with only a name: dates, places and family come from the text', () => {
    const o = extract('jsonld-partial.html');
    expect(o.extraction.layer).toBe('json-ld');
    expect(o.name).toMatchObject({ given: 'Charles', nickname: 'Chuck', surname: 'Becker' });
    expect(o.deathDate).toEqual({ year: 2025, month: 11, day: 3 });
    expect(o.birthDate).toEqual({ year: 1954, month: 1, day: 9 });
    expect(o.age).toBe(71);
    expectPlace(o.residence, { city: 'Mt. Vernon', county: 'Jefferson', state: 'IL' });
    expect(o.placeOfDeath).toBeNull();
    expect(o.occupation?.value).toBe('electrician at IBEW Local 702');
    expect(o.militaryService?.value).toBe('National Guard');
    expect(o.survivors).toMatchObject([
      rel('Deborah Becker', 'wife'),
      rel('Kelly Walsh', 'daughter', 'Carbondale'),
      rel('Brian Walsh', 'son-in-law', 'Carbondale'),
      rel('Megan Becker', 'daughter', 'St. Louis, Mo.'),
      rel('Tyler Walsh', 'grandson'),
      rel('Jacob Walsh', 'grandson'),
      rel('Dennis Becker', 'brother'),
    ]);
  });

  it('plain-text notice in <pre>, hard-wrapped, capitals name line and AP dates', () => {
    const o = extract('plain-text-pre.html');
    expect(o.name).toMatchObject({
      full: 'Eleanor Ruth Hoffmann',
      given: 'Eleanor',
      middle: ['Ruth'],
      surname: 'Hoffmann',
    });
    expect(o.birthDate).toEqual({ year: 1939, month: 8, day: 4 });
    expect(o.deathDate).toEqual({ year: 2025, month: 11, day: 16 });
    expect(o.age).toBe(86);
    expectPlace(o.residence, { city: 'Beatrice', county: 'Gage', state: 'NE' });
    expect(o.publisher).toBe('Hoffmann Funeral Service');
    expect(o.sourceType).toBe('funeral_home');
    expect(o.occupation).toEqual({
      value: 'cook at Beatrice State Developmental Center',
      quote: 'Eleanor was a cook at the Beatrice State Developmental Center for 27 years.',
    });
    expect(o.education.map((e) => e.value)).toEqual(['Wymore High School']);
    expect(o.survivors).toMatchObject([
      rel('Dale Hoffmann', 'husband', 'Beatrice'),
      rel('Gary Hoffmann', 'son', 'Lincoln'),
      rel('Pam Hoffmann', 'daughter-in-law', 'Lincoln'),
      rel('Craig Hoffmann', 'son', 'Omaha'),
    ]);
    expect(o.predeceased).toMatchObject([rel('Lorraine Vogel', 'sister')]);
    expect(o.familyCounts).toEqual({ children: 2, grandchildren: 5, greatGrandchildren: 1, siblings: 1 });
  });

  it('church site post: brand from the header logo, "Early Sunday morning", "in X County", born to the parents', () => {
    const o = extract('church-remembrance.html');
    expect(o.name).toMatchObject({
      given: 'Dorothy',
      middle: ['V'],
      nickname: 'Dot',
      surname: 'Kessler',
      maiden: [],
    });
    expect(o.name.suffix).toBeUndefined();
    // No og:site_name and no site in the title: the logo's alt text and the copyright line name it.
    expect(o.publisher).toBe('St. Matthias Lutheran Church');
    expect(o.publishedDate).toEqual({ year: 2025, month: 11, day: 14 });
    // "Early Sunday morning" before the verb, against "Posted Nov. 14, 2025" (a Friday).
    expect(o.deathDate).toEqual({ year: 2025, month: 11, day: 9 });
    expect(o.birthDate).toEqual({ year: 1934 });
    expect(o.age).toBe(91);
    expectPlace(o.residence, { city: 'Bellevue', county: 'Campbell', state: 'KY' });
    expect(o.survivors).toMatchObject([
      rel('Carl Kessler', 'husband'),
      rel('Karen Ruehl', 'daughter', 'Fort Thomas'),
      rel('Tom Ruehl', 'son-in-law', 'Fort Thomas'),
      rel('Lisa Kessler', 'daughter', 'Cincinnati, Ohio'),
      rel('Michael Kessler', 'son', 'Alexandria, Va.'),
      rel('Angela Kessler', 'daughter-in-law', 'Alexandria, Va.'),
      rel('Frank Brandt', 'brother', 'Louisville, Ky.'),
    ]);
    // Her sisters carry the name of the parents she was born to, not her married name.
    expect(o.predeceased).toMatchObject([rel('Helen Brandt', 'sister'), rel('Margaret Brandt', 'sister')]);
    // ... which is her birth surname, kept apart from a maiden name the page would write.
    expect(o.birthSurname).toEqual({
      value: 'Brandt',
      quote: 'Dot was born in 1934 in Newport to the late Walter and Irene (Vogt) Brandt.',
    });
  });

  it('birth surname only from a couple written the usual way or the birth name written out, and never the current surname', () => {
    const birthSurname = (heading: string, sentence: string): string | null => {
      const html = `<html><head><title>${heading} | Obituaries</title></head><body><h1>${heading}</h1>
        <p>${heading}, 72, of Dayton, Ohio, passed away on March 3, 2026.</p><p>${sentence}</p></body></html>`;
      const o = readHtml(html, 'https://site.example/obituaries/x');
      return o?.birthSurname?.value ?? null;
    };
    expect(
      birthSurname(
        'Cheryl S. Pettus',
        'Cheryl was born in Mc Cool Junction, Nebraska to William and Mavis (Hudson) Bracey.',
      ),
    ).toBe('Bracey');
    expect(birthSurname('Mary Lund', 'She was born to Mr. and Mrs. John Olson in Fargo.')).toBe('Olson');
    // Whose surname would it be?
    expect(birthSurname('Mary Lund', 'She was born to John Smith and Mary Jones in Fargo.')).toBeNull();
    // Not parents at all.
    expect(birthSurname('Mary Lund', 'She was born in Ohio and moved to New York City in 1970.')).toBeNull();
    // No surname after the second parent.
    expect(birthSurname('Mary Lund', 'She was born to Wesley and Rose Ann in Fargo.')).toBeNull();
    // The parents' surname is the decedent's own.
    expect(birthSurname('John Lund', 'He was born to Arne and Signe Lund in Fargo.')).toBeNull();
    // A place after "to" is no parent: her sister keeps the family's surname, not "York".
    const html = `<html><head><title>Mary Lund | Obituaries</title></head><body><h1>Mary Lund</h1>
      <p>Mary Lund, 72, of Dayton, Ohio, passed away on March 3, 2026.</p>
      <p>She was born in Ohio and moved to New York City in 1970.</p>
      <p>She is survived by her sister Ruth.</p></body></html>`;
    const moved = readHtml(html, 'https://site.example/obituaries/y');
    expect(moved?.survivors.map((r) => r.name)).toEqual(['Ruth Lund']);
    // The page writes a maiden name: that one stands.
    expect(birthSurname('Mary (Olson) Lund', 'She was born to Arne and Signe Berg in Fargo.')).toBeNull();
    // A period inside the sentence is an abbreviation, not its end.
    expect(
      birthSurname(
        'Shirley E. Bopp',
        'Shirley was born in Columbia, La. to the late James and Vera (Garrett) Weeks.',
      ),
    ).toBe('Weeks');
    // A notice's sentence without its subject: "Born ... to ..." names the parents all the same.
    expect(birthSurname('Mary Lund', 'Born March 3, 1942, in Peoria to John and Alice Olson.')).toBe('Olson');
    // Her name, then whose daughter she was; another person's parents are not hers.
    expect(
      birthSurname('Mary Lund', 'Mary Lund, 72, the daughter of John and Alice Olson, married in 1962.'),
    ).toBe('Olson');
    expect(
      birthSurname('Mary Lund', 'Ruth Berg, the daughter of John and Alice Olson, was her friend.'),
    ).toBeNull();
    // The birth name written out, the given name the decedent's.
    expect(birthSurname('Mary Olson Lund', 'She was born Mary Olson on March 3, 1942, in Fargo.')).toBe(
      'Olson',
    );
    expect(birthSurname('Mary Lund', 'She was born Mary Ann Olson in Fargo.')).toBe('Olson');
    expect(birthSurname('Mary Lund', 'She was born March 3, 1942, in Fargo.')).toBeNull();
    expect(birthSurname('Mary Lund', 'She was born Mary Lund in Fargo.')).toBeNull();
    expect(birthSurname('Mary Lund', 'Her daughter was born Susan Olson in Fargo.')).toBeNull();
    // Written out otherwise, or said of her: the former name, the maiden name, whose daughter she was.
    expect(birthSurname('Mary Lund', 'Born Mary Ann Olson in Fargo, she married John Lund in 1962.')).toBe(
      'Olson',
    );
    expect(birthSurname('Mary Lund', 'She was the former Mary Olson.')).toBe('Olson');
    expect(birthSurname('Mary Lund', 'Mary Lund, formerly Mary Olson, taught school for 30 years.')).toBe(
      'Olson',
    );
    expect(birthSurname('Mary Lund', 'Her maiden name was Olson.')).toBe('Olson');
    expect(birthSurname('Mary Lund', 'The daughter of Arne and Signe Olson, she was born in Fargo.')).toBe(
      'Olson',
    );
    expect(birthSurname('Mary Lund', 'She was the daughter of Arne and Signe Olson.')).toBe('Olson');
    // A relative's birth name, a man's wife's maiden name, a wife's parents.
    expect(birthSurname('Mary Lund', 'Her sister, born Mary Ann Olson in 1945, survives.')).toBeNull();
    expect(birthSurname('John Lund', 'He married Mary in 1962. Her maiden name was Olson.')).toBeNull();
    expect(birthSurname('John Lund', 'His wife was the daughter of Arne and Signe Olson.')).toBeNull();
    // Parents by their given names alone write no surname: the brothers named alone keep his.
    const turner = readHtml(
      `<html><head><title>Daniel Turner | Obituaries</title></head><body><h1>Daniel Turner</h1>
      <p>Daniel Turner, 52, of Dayton, Ohio, passed away on March 3, 2026.</p>
      <p>Beloved brother of Jordan and Andrew. Son of David and Debra.</p></body></html>`,
      'https://site.example/obituaries/t',
    );
    expect(turner?.birthSurname).toBeUndefined();
    expect(turner?.survivors.map((r) => r.name)).toEqual([
      'Jordan Turner',
      'Andrew Turner',
      'David Turner',
      'Debra Turner',
    ]);
  });

  it('reads a funeral program\'s "Sunrise" and "Sunset" and a church mother\'s death under her title', () => {
    const html = `<html><head><title>Celebrating the Life of Lula Mae Washington - Greater Hope Funeral Services</title></head>
      <body><h1>Lula Mae Washington</h1><p>Sunrise: June 5, 1940</p><p>Sunset: November 12, 2026</p>
      <p>Mother Lula Mae Washington was called home to glory on Wednesday, November 12, 2026. She was a
      faithful member of Greater Hope Missionary Baptist Church.</p></body></html>`;
    const o = readHtml(html, 'https://site.example/obituaries/lula');
    expect(o?.name).toMatchObject({ given: 'Lula', middle: ['Mae'], surname: 'Washington' });
    expect(o?.birthDate).toEqual({ year: 1940, month: 6, day: 5 });
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 12 });
    // Without the program's dates, her title does not make the sentence another person's.
    const sentenceOnly = readHtml(
      html.replace(/<p>Sunrise.*?Sunset: November 12, 2026<\/p>/s, ''),
      'https://site.example/obituaries/lula',
    );
    expect(sentenceOnly?.deathDate).toEqual({ year: 2026, month: 11, day: 12 });
  });

  it('reads a police memorial\'s "End of Watch" as the death under the officer\'s name', () => {
    const html = `<html><head><title>Officer John Whitaker - Officer Memorial</title></head>
      <body><h1>Officer John Whitaker</h1><p>Peoria Police Department</p>
      <p>End of Watch: Tuesday, November 18, 2026</p><p>Age: 45</p></body></html>`;
    const o = readHtml(html, 'https://memorial.example/officers/john-whitaker');
    expect(o?.name).toMatchObject({ given: 'John', surname: 'Whitaker' });
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(o?.age).toBe(45);
  });

  it("reads a memorial page's labelled fields: the death's place, and no birthplace for a residence", () => {
    const html = `<html><head><title>Harold Eugene Pruitt (1931-2026) - Memorial</title></head><body>
      <h1>Harold Eugene Pruitt</h1>
      <dl><dt>Birth</dt><dd><time>12 Feb 1931</time><div>Decatur, Macon County, Illinois, USA</div></dd>
      <dt>Death</dt><dd><time>9 Nov 2026</time><div>(aged 95)</div><div>Springfield, Sangamon County, Illinois, USA</div></dd>
      <dt>Burial</dt><dd>Oak Ridge Cemetery, Springfield, Sangamon County, Illinois, USA</dd></dl>
      <p>Memorial ID 281234567</p></body></html>`;
    const o = readHtml(html, 'https://site.example/memorial/281234567');
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 9 });
    expect(o?.birthDate).toEqual({ year: 1931, month: 2, day: 12 });
    expectPlace(o?.placeOfDeath ?? null, { city: 'Springfield', county: 'Sangamon', state: 'IL' });
    // Decatur is where he was born: the page says nothing of where he lived.
    expect(o?.residence).toBeNull();
  });

  it("completes a lifespan's year with the day a death sentence gives without one", () => {
    const html = `<html><head><title>Walter Burke, 1940-2026 | Burke Funeral Home</title></head><body>
      <h1>Walter Burke</h1><h2>1940 - 2026</h2>
      <p>Walter passed away on Nov. 18 surrounded by his family. He was a member of IBEW Local 34.</p></body></html>`;
    const o = readHtml(html, 'https://site.example/obituaries/walter-burke');
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(o?.birthDate).toEqual({ year: 1940 });
  });

  it('reads an age a label opens, an age after the heading name, and a residence between dashes', () => {
    const read = (h1: string, text: string) =>
      readHtml(
        `<html><head><title>${h1} | Obituaries</title></head><body><h1>${h1}</h1><p>${text}</p></body></html>`,
        'https://site.example/obituaries/a',
      );
    const jim = read('James Porter', 'Age 79, of Peoria, Ill., passed away Friday, November 14, 2026.');
    expect(jim?.age).toBe(79);
    // The name before the label is asked about: his wife's age is not his.
    expect(
      read('James Porter', 'James Porter died Nov. 14, 2026. His wife, Mary Porter, age 74, survives.')?.age,
    ).toBeNull();
    expect(read('Dorothy J. Kessler, 91', 'Dorothy J. Kessler passed away on Nov. 18, 2026.')?.age).toBe(91);
    // A memorial page's line of the age and town under the name.
    expect(read('John Whitaker', '</p><p>84, of Peoria</p><p>Died November 18, 2026')?.age).toBe(84);
    const smith = read(
      'John A. Smith',
      'SMITH, John A. — age 84 — of Peoria, Ill., died Tuesday, Nov. 18, 2026, at OSF Saint Francis Medical Center.',
    );
    expect(smith?.age).toBe(84);
    expect(smith?.residence).toMatchObject({ city: 'Peoria', state: 'IL' });
    // A news obituary's closing sentence of the age, by name; not an age of another time.
    const died = 'Longtime Peoria teacher John Whitaker died Wednesday, Nov. 18, 2026.';
    expect(read('John Whitaker', `${died} Whitaker was 84.`)?.age).toBe(84);
    expect(
      read('John Whitaker', 'The Lord called him home on Nov. 18, 2026. John Whitaker was 84.')?.age,
    ).toBe(84);
    expect(read('John Whitaker', `${died} When his father died, Whitaker was 12.`)?.age).toBeNull();
    expect(read('John Whitaker', `${died} His son Mark Whitaker was 12.`)?.age).toBeNull();
    // Right after the death by the pronoun of the person's sex, with what the clause goes on to tell.
    const later =
      'John Whitaker retired from Caterpillar in 2004. He loved to fish. He died Nov. 18, 2026, at home.';
    expect(read('John Whitaker', `${later} He was 84.`)?.age).toBe(84);
    expect(read('John Whitaker', `${later} He was 84 and lived in Peoria.`)?.age).toBe(84);
    expect(read('John Whitaker', `${died} Whitaker was 84 and leaves a wife, Mary.`)?.age).toBe(84);
    expect(read('John Whitaker', `${later} She was 84.`)?.age).toBeNull();
    expect(read('John Whitaker', `${later} He was 12 when his father died.`)?.age).toBeNull();
    // A man of a name mostly women's, told by "he" throughout: his age; a husband's "He was" on a
    // woman's page that tells her by "she" is his.
    expect(
      read(
        'Bobbie Whitaker',
        'Bobbie Whitaker, of Peoria, passed away on Nov. 18, 2026, at home. He was 95. He served in the Air Force and worked as a pharmacist. He loved to fish. He is survived by his son, Mark.',
      )?.age,
    ).toBe(95);
    expect(
      read(
        'Mary Whitaker',
        'Mary Whitaker, of Peoria, passed away on Nov. 18, 2026, at home. She loved her garden. Her husband, John, died in 2010. He was 88.',
      )?.age,
    ).toBeNull();
  });

  it("reads the residence from the home the decedent died at, and no one else's home", () => {
    const read = (text: string) =>
      readHtml(
        `<html><head><title>Evelyn Rose Marchetti | Obituaries</title></head><body><h1>Evelyn Rose Marchetti</h1><p>January 4, 1936 - November 19, 2026</p><p>${text}</p></body></html>`,
        'https://site.example/obituaries/e',
      );
    const own = read('Evelyn Rose Marchetti passed away peacefully at home in Scranton, Pennsylvania.');
    expect(own?.residence).toMatchObject({ city: 'Scranton', state: 'PA' });
    const daughters = read("Evelyn Rose Marchetti passed away at her daughter's home in Dallas, Texas.");
    expect(daughters?.residence).toBeNull();
    // A Spanish notice's "en su hogar en".
    const hogar = read(
      'Evelyn Rose Marchetti falleció el 19 de noviembre de 2026 en su hogar en Scranton, Pennsylvania.',
    );
    expect(hogar?.residence).toMatchObject({ city: 'Scranton', state: 'PA' });
  });

  it('reads a Spanish-language notice: its death verb, dates, age and residence', () => {
    const html = `<html><head><title>María Guadalupe Hernández García - Obituario | Funeraria del Ángel</title></head>
      <body><h1>María Guadalupe Hernández García</h1>
      <p>María Guadalupe Hernández García, de 78 años, residente de Santa Ana, California, falleció el 18 de noviembre de 2026 rodeada de su familia.</p>
      <p>Nació el 2 de marzo de 1948 en Guadalajara, Jalisco.</p></body></html>`;
    const o = readHtml(html, 'https://site.example/obituarios/maria');
    expect(o?.name).toMatchObject({ given: 'María', surname: 'García' });
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(o?.birthDate).toEqual({ year: 1948, month: 3, day: 2 });
    expect(o?.age).toBe(78);
    expect(o?.residence).toMatchObject({ city: 'Santa Ana', state: 'CA' });
    // A birth year alone: "Nació en 1948".
    const year = readHtml(html.replace('Nació el 2 de marzo de 1948 en', 'Nació en 1948 en'));
    expect(year?.birthDate).toEqual({ year: 1948 });
  });

  it('reads a Spanish-language notice under a label heading: the opening sentence names the person, "de" the town', () => {
    const read = (text: string) =>
      readHtml(
        `<html><head><title>Obituario</title></head><body><h1>Obituario</h1><p>${text}</p></body></html>`,
      );
    const o = read('John Whitaker, de 84 años, de Peoria, falleció el 18 de noviembre de 2026.');
    expect(o?.name).toMatchObject({ given: 'John', surname: 'Whitaker' });
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(o?.age).toBe(84);
    expect(o?.residence).toMatchObject({ city: 'Peoria' });
    expect(read('John Whitaker falleció el 18 de noviembre de 2026 en Peoria.')?.name.full).toBe(
      'John Whitaker',
    );
    // A survivor's town after the family name is the survivor's.
    const mother = read(
      'Rosa Martínez, de 91 años, falleció el 18 de noviembre de 2026. Le sobrevive su hijo Pedro Martínez, de Peoria.',
    );
    expect(mother?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(mother?.residence).toBeNull();
  });

  it("reads a child's 'Dad passed away' as the decedent's death, his own father told of after it", () => {
    const html = `<html><head><title>John Whitaker Obituary</title></head><body><h1>John Whitaker</h1>
      <p>Dad passed away peacefully on Nov. 18, 2026, surrounded by his family. He was 85.</p>
      <p>He was born in Peoria and farmed with his father for forty years.</p></body></html>`;
    const o = readHtml(html);
    expect(o?.name).toMatchObject({ given: 'John', surname: 'Whitaker' });
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it("writes a double surname once when structured data's family name holds both", () => {
    const html = `<html><head><title>Donna Hernandez Garcia Obituary</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"Donna Hernandez Garcia","givenName":"Donna","familyName":"Hernandez Garcia","deathDate":"2026-02-03"}</script>
      </head><body><h1>Donna Hernandez Garcia</h1><p>Donna Hernandez Garcia, 75, of Dayton, passed away Feb. 3, 2026.</p></body></html>`;
    const o = readHtml(html);
    expect(o?.name.full).toBe('Donna Hernandez Garcia');
    expect([...o!.name.middle, o!.name.surname].join(' ')).toBe('Hernandez Garcia');
  });

  it('reads a notice that opens with both surnames in capitals under a heading in reading order', () => {
    const html = `<html><head><title>Richard W. Hernandez Reyes - Matewan Daily News</title></head><body>
      <h1>Richard W. Hernandez Reyes</h1><p>HERNANDEZ REYES, Richard W., 85, of Rosedale, passed away Jan. 31,
      2026 at Rosedale Memorial Hospital. Survived by wife, Deborah.</p></body></html>`;
    const o = readHtml(html);
    expect(o?.name).toMatchObject({ given: 'Richard', middle: ['W', 'Hernandez'], surname: 'Reyes' });
    expect(o?.deathDate).toEqual({ year: 2026, month: 1, day: 31 });
    expect(o?.age).toBe(85);
  });

  it('a bracketed word that is also a pet name is her maiden name when her parents bear it', () => {
    const read = (heading: string, sentence: string) => {
      const html = `<html><head><title>${heading} | Obituaries</title></head><body><h1>${heading}</h1>
        <p>${heading}, 84, of Pekin, Ill., died Nov. 18, 2026, at her home.</p><p>${sentence}</p></body></html>`;
      return readHtml(html, 'https://site.example/obituaries/r');
    };
    const jane = read(
      'Jane (Cotton) Ramey',
      'She was born March 3, 1942, in Peoria to John and Alice Cotton.',
    );
    expect(jane?.name).toMatchObject({
      given: 'Jane',
      maiden: ['Cotton'],
      surname: 'Ramey',
      full: 'Jane (Cotton) Ramey',
    });
    expect(jane?.name.nickname).toBeUndefined();
    // Written once, as her maiden name, not again as a birth surname.
    expect(jane?.birthSurname).toBeUndefined();
    // Parents of another name: "Cotton" stays the pet name it is.
    const red = read('Jane (Cotton) Ramey', 'She was born March 3, 1942, in Peoria to John and Alice Smith.');
    expect(red?.name.nickname).toBe('Cotton');
    expect(red?.name.maiden).toEqual([]);
    expect(red?.birthSurname?.value).toBe('Smith');
  });

  it('birth surname from the parents a family sentence names with their surname, and no in-law from a maiden name', () => {
    const read = (sentence: string) => {
      const heading = 'Julia G. Sousa';
      const html = `<html><head><title>${heading} | Obituaries</title></head><body><h1>${heading}</h1>
        <p>${heading}, 94, of Miami, Fla., passed away on Jan. 29, 2026.</p><p>${sentence}</p></body></html>`;
      return readHtml(html, 'https://site.example/obituaries/z');
    };
    const julia = read(
      'Preceded in death by parents, Jack and Sophie (Gupta) Shelton; and her husband, Paul.',
    );
    expect(julia?.birthSurname).toEqual({
      value: 'Shelton',
      quote: 'Preceded in death by parents, Jack and Sophie (Gupta) Shelton; and her husband, Paul.',
    });
    // "(Gupta)" is Sophie's maiden name, not a husband of hers.
    expect(julia?.predeceased.map((r) => `${r.relationship}: ${r.name}`)).toEqual([
      'parent: Jack Shelton',
      'parent: Sophie Shelton',
      'husband: Paul Sousa',
    ]);
    expect(read('She was preceded in death by her father, John Weeks.')?.birthSurname?.value).toBe('Weeks');
    // A mother alone may carry a later husband's name; parents of two names say nothing certain.
    expect(read('She was preceded in death by her mother, Vera Weeks.')?.birthSurname).toBeUndefined();
    expect(
      read('She was preceded in death by her father, John Weeks, and her mother, Vera Moreno.')?.birthSurname,
    ).toBeUndefined();
    // Parents named without a surname carry hers: nothing to learn.
    expect(read('Preceded in death by her parents, Jack and Sophie.')?.birthSurname).toBeUndefined();
    // A spouse in parentheses is still a spouse.
    expect(read('Survived by her daughter, Leah (Ian) Robinson.')?.survivors.map((r) => r.name)).toEqual([
      'Leah Robinson',
      'Ian Robinson',
    ]);
  });

  it('a page headed only "Obituary" is opened by its prose: a description or the family\'s word before the name', () => {
    const read = (...paragraphs: string[]) =>
      readHtml(
        `<html><head><title>Obituary</title></head><body><h1>Obituary</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`,
      );
    const dad = read(
      'Our beloved Dad, John Whitaker, left us on November 18, 2026, at the age of 84.',
      'He is survived by his children, Mark (Amy) Whitaker and Susan (Tom) Greene.',
    );
    expect(dad?.name.full).toBe('John Whitaker');
    expect(dad?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(dad?.age).toBe(84);
    const teacher = read(
      'Retired teacher Mary Whitaker, 80, of Peoria, died Nov. 18, 2026.',
      'She taught for 40 years.',
    );
    expect(teacher?.name.full).toBe('Mary Whitaker');
    expect(teacher?.residence?.city).toBe('Peoria');
  });

  it('a news lede names the person the headline reports dead, not the relative it is known by', () => {
    const o = readHtml(`<html><head><title>Mother of mayor dies at 102</title></head><body><article>
      <h1>Mother of mayor dies at 102</h1><p>By Jane Reporter</p>
      <p>Edna Whitaker, mother of Peoria Mayor John Whitaker, died Nov. 18, 2026. She was 102.</p>
      <p>She taught at Lincoln School for 40 years.</p></article></body></html>`);
    expect(o?.name.full).toBe('Edna Whitaker');
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it("a death told by the family's word for the person or as a noun with its date is the person's own", () => {
    const read = readHeadedStory;
    const nov18 = { year: 2026, month: 11, day: 18 };
    expect(
      read('Betty Cole', 'Aunt Betty passed away peacefully on Nov. 18, 2026, at the age of 90.')?.deathDate,
    ).toEqual(nov18);
    expect(
      read('Betty Cole', 'Grandma Betty went to be with the Lord on Nov. 18, 2026. She was 90.')?.deathDate,
    ).toEqual(nov18);
    expect(
      read(
        'John Whitaker',
        "John Whitaker's passing on Nov. 18, 2026, at the age of 84, leaves a hole in our hearts.",
      )?.deathDate,
    ).toEqual(nov18);
    expect(
      read(
        'John Whitaker',
        'With great sadness, the family of John Whitaker announces his death on Nov. 18, 2026, at the age of 84.',
      )?.deathDate,
    ).toEqual(nov18);
    // Without "on", after "the death of", and by the family name alone opening a news story's sentence.
    for (const text of [
      "John Whitaker's sudden death Nov. 18, 2026, at 84 left Peoria in mourning.",
      'The death of John Whitaker, 84, on Nov. 18, 2026, left Peoria in mourning.',
      'The sudden death of John Whitaker, 84, of Peoria, on Nov. 18, 2026, left the town in mourning.',
      "Whitaker's death on Nov. 18, 2026, shocked Peoria. He was 84.",
    ]) {
      expect(read('John Whitaker', text)?.deathDate, text).toEqual(nov18);
    }
    // The family name alone after the page's person, the accused before "the death of", and a death in a
    // work of fiction are no death of his.
    for (const [heading, text] of [
      ['Mary Whitaker', "Mary Whitaker, 80, of Peoria, mourns Whitaker's death on Nov. 18, 2026."],
      [
        'John Smith',
        'John Smith, 30, of Pekin, was charged Friday in the death of John Whitaker, 45, on Nov. 18, 2026.',
      ],
      [
        'John Whitaker',
        'John Whitaker\'s death on Nov. 18, 2026, in the Netflix series "Peoria" shocked fans. The actor, 45, said he was sad to leave the show.',
      ],
      [
        'John Whitaker',
        'John Whitaker, 45, died Nov. 18, 2026, in the season finale of "Peoria," the show\'s writers confirmed.',
      ],
    ]) {
      expect(read(heading!, text!), text).toBeNull();
    }
    // A real death in a film's making or at a movie theater.
    expect(
      read('John Whitaker', "John Whitaker, 45, a stuntman, died Nov. 18, 2026, in the film's final stunt.")
        ?.deathDate,
    ).toEqual(nov18);
    expect(
      read('John Whitaker', 'John Whitaker, 45, died Nov. 18, 2026, in the movie theater he owned in Peoria.')
        ?.deathDate,
    ).toEqual(nov18);
    // Another relative's, another sex's, one denied, or no date after "on": no death of his.
    expect(
      read(
        'John Whitaker',
        'John Whitaker was raised by his aunt. Uncle Paul passed away in 2010.',
        'John lives in Peoria.',
      ),
    ).toBeNull();
    expect(
      read('John Whitaker', 'John Whitaker mourned her death on Nov. 18, 2026, at the age of 80.'),
    ).toBeNull();
    expect(read('John Whitaker', "John Whitaker learned of Mary's passing on Nov. 18, 2026.")).toBeNull();
    expect(
      read('John Whitaker', "Reports of John Whitaker's death on Nov. 18, 2026, were false."),
    ).toBeNull();
    expect(
      read('John Whitaker', "John Whitaker's death on stage each night drew applause in Peoria."),
    ).toBeNull();
    expect(
      read(
        'John Whitaker Jr.',
        "John Whitaker Jr. of Peoria remembers John Whitaker Sr's death on March 3, 1990.",
      ),
    ).toBeNull();
  });

  it("a person a news story names by a word of no description is not the page's person; a description is", () => {
    const read = (text: string) =>
      readHtml(
        `<html><head><title>John Whitaker</title></head><body><h1>John Whitaker</h1><p>${text}</p></body></html>`,
      );
    expect(
      read('John Whitaker, 45, of Peoria, was the driver. The victim died Tuesday, Nov. 17, 2026.'),
    ).toBeNull();
    expect(read('John Whitaker, 45, of Peoria, was arrested. A woman died Nov. 17, 2026.')).toBeNull();
    expect(
      read(
        'John Whitaker, 45, of Peoria, was driving. Police said the 30-year-old died at the scene on Nov. 17, 2026.',
      ),
    ).toBeNull();
    // A person of the other sex, or one a possessive names, an age after the name.
    expect(
      read('John Whitaker, 45, of Peoria, was driving. A Pekin woman died at the scene on Nov. 17, 2026.'),
    ).toBeNull();
    expect(
      read(
        'John Whitaker, 45, of Peoria, was hurt. His passenger, Mark Cole, 30, died at the scene on Nov. 17, 2026.',
      ),
    ).toBeNull();
    // A man of the page's sex, once the page has named its person, is someone else.
    expect(
      read('John Whitaker, 45, of Peoria, was driving. A Pekin man died at the scene on Nov. 17, 2026.'),
    ).toBeNull();
    // A companion named by whose he is: the passenger, the neighbor.
    expect(
      read(
        'The coroner said the driver was John Whitaker, 45, of Peoria. His passenger died at the scene Nov. 17, 2026.',
      ),
    ).toBeNull();
    expect(
      read('John Whitaker, 45, of Peoria, called 911. His neighbor died Nov. 17, 2026, in the fire.'),
    ).toBeNull();
    // A man of another town, or of the page's person's town with the indefinite article.
    expect(
      read('John Whitaker, 45, of Peoria, was driving. The Pekin man died at the scene on Nov. 17, 2026.'),
    ).toBeNull();
    expect(
      read('John Whitaker, 45, of Peoria, was driving. A Peoria man died at the scene on Nov. 17, 2026.'),
    ).toBeNull();
    expect(
      read(
        'John Whitaker, 45, of East Peoria, was driving. The Peoria man died at the scene on Nov. 17, 2026.',
      ),
    ).toBeNull();
    // "The Peoria man" after the sentence that names him "of Peoria" is he.
    expect(
      read('John Whitaker, 84, of Peoria, was a beloved teacher. The Peoria man died Nov. 17, 2026, at home.')
        ?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 17 });
    // A man of the page's sex the story then names as its person.
    expect(
      read(
        'A Peoria man died Tuesday, Nov. 17, 2026, when his car struck a tree. Police identified him as John Whitaker, 45.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 17 });
    expect(
      read('John Whitaker, 84, of Peoria, taught for 40 years. The longtime teacher died Nov. 17, 2026.')
        ?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 17 });
    // A man a later clause of the sentence names is someone else; so is the object of a cause that
    // killed him in a clause of its own.
    for (const text of [
      'John Whitaker, 45, of Peoria, was driving the car when a Pekin man died Nov. 17, 2026.',
      'John Whitaker, 45, of Peoria, was driving the truck in the crash that killed a Pekin man Nov. 17, 2026.',
      'The crash that killed a Peoria man Tuesday, Nov. 17, 2026, was caused by John Whitaker, 45, of Pekin, police said.',
      'John Whitaker, 45, of Peoria, was charged Nov. 18, 2026, after a crash killed a Peoria man.',
    ]) {
      expect(read(text), text).toBeNull();
    }
    // A death told by a noun first, then the page's person named as the accused, a speaker, someone
    // who lived or a man of another town.
    for (const text of [
      'A Peoria man died in a crash on Nov. 17, 2026. John Whitaker, 45, of Pekin, was charged with reckless homicide.',
      'A fire killed a Peoria man Nov. 17, 2026. John Whitaker, 45, a firefighter, said the house was lost.',
      'A Peoria man died in a crash on Nov. 17, 2026. John Whitaker, 45, the other driver, was not hurt.',
      'A Peoria man died in a crash on Nov. 17, 2026. John Whitaker, 45, of East Peoria, was driving the other car.',
      // Named after a role, or as an object: a helper, a partner, a suspect sought, a neighbor.
      'A Peoria man died Tuesday, Nov. 17, 2026, in a crash. A passing nurse, John Whitaker, 45, tried to help.',
      'A Peoria man drowned Tuesday, Nov. 17, 2026, in the Illinois River. His fishing partner, John Whitaker, 45, swam to shore.',
      'A Peoria man was shot and killed Tuesday, Nov. 17, 2026. Police are looking for John Whitaker, 45, of Peoria.',
      'A Peoria man died Tuesday, Nov. 17, 2026, in a crash. The crash happened near the home of John Whitaker, 45, who called 911.',
      // A witness's act, the present of someone alive.
      'A Peoria man died Tuesday, Nov. 17, 2026, in a crash. John Whitaker, 45, was driving the truck that hit him.',
      'A Peoria man died Tuesday, Nov. 17, 2026, in a crash. John Whitaker, 45, saw the crash from his porch.',
      'A Peoria man died Tuesday, Nov. 17, 2026, in a fire. John Whitaker, 45, lives next door.',
    ]) {
      expect(read(text), text).toBeNull();
    }
    // ... and the same story naming him as the man of the noun's town, or without a town.
    for (const text of [
      'A Peoria man died Tuesday, Nov. 17, 2026, in a fire at his home. John Whitaker, 84, of Peoria, was a retired teacher.',
      'A Peoria man died Tuesday, Nov. 17, 2026, in a fire at his home. John Whitaker, 84, was a retired teacher.',
      'A Peoria man died Tuesday, Nov. 17, 2026, in a fire at his home. Neighbors said John Whitaker, 84, was a retired teacher.',
      'A Peoria man died Tuesday, Nov. 17, 2026, at his home. John Whitaker, 84, had taught at Peoria High for 40 years.',
      'A Peoria man died Tuesday, Nov. 17, 2026, at his home. John Whitaker, 84, is survived by his wife, Mary.',
    ]) {
      expect(read(text)?.deathDate, text).toEqual({ year: 2026, month: 11, day: 17 });
    }
  });

  it("reads the person's own age, town and year of birth, not a relative's named after the person's relation to them, nor a later clause's year or the death's date", () => {
    const got = readHeadedStory(
      'John Whitaker',
      'John Whitaker, husband of Mary Whitaker, 80, of Pekin, died Nov. 18, 2026, at his home in Peoria. He was 84.',
    );
    expect(got?.age).toBe(84);
    if (gazetteer) expect(got?.residence?.city).toBe('Peoria');
    // A news story's "The 84-year-old" right after the death; not a sentence later, not another noun.
    expect(
      readHeadedStory(
        'John Whitaker',
        'John Whitaker died Nov. 18, 2026, after a fall. The 84-year-old had lived in Peoria since 1960.',
      )?.age,
    ).toBe(84);
    expect(
      readHeadedStory(
        'John Whitaker',
        'John Whitaker died Nov. 18, 2026, in a crash. The 12-year-old boy in the other car was not hurt.',
      )?.age ?? null,
    ).toBeNull();
    // The person by a title of the person's sex and the family name; one of the other sex is another.
    expect(readHeadedStory('John Whitaker', 'Mr. Whitaker, 84, of Peoria, died Nov. 18, 2026.')?.age).toBe(
      84,
    );
    const wife = readHeadedStory(
      'John Whitaker',
      'John Whitaker died Nov. 18, 2026, in Peoria. Mrs. Whitaker, 80, of Peoria, survives him.',
    );
    expect(wife?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(wife?.age ?? null).toBeNull();
    // Her late husband's name in brackets, under a heading that writes it too or names her alone.
    for (const heading of ['Mary (the late Tom) Whitaker', 'Mary Whitaker', 'Obituaries']) {
      const widow = readHeadedStory(
        heading,
        'Mary (the late Tom) Whitaker, 84, of Peoria, died Nov. 18, 2026.',
      );
      expect(widow?.name, heading).toMatchObject({ given: 'Mary', surname: 'Whitaker', maiden: [] });
      expect(widow?.deathDate, heading).toEqual({ year: 2026, month: 11, day: 18 });
      expect(widow?.age, heading).toBe(84);
    }
    // Another name the person went by, after the name: its age and town still the person's.
    for (const [text, nickname] of [
      ['John Whitaker, also known as Jack Smith, 84, of Peoria, died Nov. 18, 2026.', undefined],
      ['John Whitaker, a.k.a. "Big John," 84, of Peoria, died Nov. 18, 2026.', 'Big John'],
      ['John Whitaker, known as the voice of the Chiefs, 84, of Peoria, died Nov. 18, 2026.', undefined],
    ] as const) {
      const aka = readHeadedStory('Obituaries', text);
      expect(aka?.name, text).toMatchObject({ given: 'John', surname: 'Whitaker' });
      expect(aka?.name.nickname, text).toBe(nickname);
      expect(aka?.deathDate, text).toEqual({ year: 2026, month: 11, day: 18 });
      expect(aka?.age, text).toBe(84);
      if (gazetteer) expect(aka?.residence?.city, text).toBe('Peoria');
    }
    // The town after a street address.
    if (gazetteer)
      expect(
        readHeadedStory(
          'John Whitaker',
          'John Whitaker, 84, of 1204 W. Main St., Apt. 3, Peoria, died Nov. 18, 2026.',
        )?.residence?.city,
      ).toBe('Peoria');
    // Without an age set off, the town after the relation is the person's own.
    if (gazetteer)
      expect(
        readHeadedStory(
          'Mary Whitaker',
          'Mary Whitaker, wife of the late John, of Peoria, died Nov. 18, 2026.',
        )?.residence?.city,
      ).toBe('Peoria');
    const born = readHeadedStory(
      'John Whitaker',
      'John Whitaker, born in 1942 in Pekin, died Nov. 18, 2026, in Peoria, where he had lived since 1965.',
    );
    expect(born?.birthDate).toEqual({ year: 1942 });
    expect(born?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(
      readHeadedStory(
        'John Whitaker',
        'John Whitaker, 84, of Peoria, died Nov. 18, 2026. He was born in 1942 in Pekin and married Mary Cole on June 3, 1965.',
      )?.birthDate,
    ).toEqual({ year: 1942 });
    // A later clause's year is not the birth's.
    expect(
      readHeadedStory(
        'John Whitaker',
        'John Whitaker, 84, died Nov. 18, 2026. He was born in Pekin and graduated from Pekin High School in 1960.',
      )?.birthDate ?? null,
    ).toBeNull();
    // The parents' town after "son of": theirs, unless the son is an infant or a child.
    if (gazetteer) {
      for (const text of [
        'Little John Whitaker, 4, son of Mark and Mary Whitaker of Peoria, died Nov. 18, 2026.',
        'John Whitaker, 16, son of Mark and Mary Whitaker of Peoria, died Nov. 18, 2026, in a crash.',
        'John Whitaker, the 4-year-old son of Mark and Mary Whitaker of Peoria, died Nov. 18, 2026.',
        // The relationship after a word of its own ("infant", "only"), under a headline of no name.
        'John Whitaker, infant son of Mark and Mary Whitaker of Peoria, died Nov. 18, 2026.',
      ]) {
        expect(readHeadedStory('Boy dies', text)?.residence?.city, text).toBe('Peoria');
      }
      expect(
        readHeadedStory(
          'John Whitaker',
          'John Whitaker, 84, son of the late Robert and Edna Whitaker of Pekin, died Nov. 18, 2026.',
        )?.residence ?? null,
      ).toBeNull();
      expect(
        readHeadedStory(
          'Baby John Whitaker',
          'Baby John Whitaker, infant son of Mark and Amy Whitaker of Peoria, died Nov. 18, 2026.',
        )?.residence?.city,
      ).toBe('Peoria');
    }
    // A news story's age and town set off after the name: the person's, or another's before the person.
    const aged = readHeadedStory(
      'Crash',
      'John Whitaker, a 45-year-old Peoria man, died Nov. 18, 2026, in a crash.',
    );
    expect(aged?.age).toBe(45);
    if (gazetteer) expect(aged?.residence?.city).toBe('Peoria');
    const other = readHeadedStory(
      'John Whitaker',
      'Mark Cole, a 30-year-old Pekin man, was hurt. John Whitaker died Nov. 18, 2026, at the scene.',
    );
    expect(other?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(other?.age ?? null).toBeNull();
    expect(other?.residence ?? null).toBeNull();
    // A birth sentence that gives no date of its own: the death's date is not the birth's.
    expect(
      readHeadedStory(
        'John Whitaker',
        'Born and raised in Pekin, John Whitaker died Nov. 18, 2026, in Peoria.',
      )?.birthDate ?? null,
    ).toBeNull();
  });

  it('dates a death told as "ten years ago today" by the remembrance the page was published for', () => {
    const read = (published: string | null, text: string) =>
      readHtml(
        `<html><head><title>John Whitaker</title>${published ? `<meta property="article:published_time" content="${published}">` : ''}</head><body><h1>John Whitaker</h1><p>${text}</p></body></html>`,
      )?.deathDate;
    const remembrance =
      'Ten years ago today, Nov. 18, 2026, we lost our dad, John Whitaker. We miss you every day.';
    expect(read('2026-11-18T08:00:00Z', remembrance)).toEqual({ year: 2016, month: 11, day: 18 });
    expect(
      read(
        '2026-11-18T08:00:00Z',
        'We lost our dad, John Whitaker, twenty-five years ago today, Nov. 18, 2026.',
      ),
    ).toEqual({ year: 2001, month: 11, day: 18 });
    // The date the death's own: of a year before the publication, or with no publication to tell.
    const death = 'In loving memory of John Whitaker, who passed away five years ago today, Nov. 18, 2021.';
    expect(read('2026-11-18T08:00:00Z', death)).toEqual({ year: 2021, month: 11, day: 18 });
    expect(read(null, death)).toEqual({ year: 2021, month: 11, day: 18 });
    // Without a publication date, "today" and the date before the verb are the day of remembrance.
    expect(read(null, remembrance)).toEqual({ year: 2016, month: 11, day: 18 });
    expect(read(null, 'Ten years ago, on Nov. 18, 2016, we lost our dad, John Whitaker.')).toEqual({
      year: 2016,
      month: 11,
      day: 18,
    });
  });

  it("takes no date of the rites a later clause tells for the death's", () => {
    const read = (text: string) => readHeadedStory('John Whitaker', text);
    for (const text of [
      'Services for John Whitaker, 84, of Peoria, who died Tuesday, will be held Nov. 21, 2026, at Wilton Mortuary.',
      'A memorial service for John Whitaker, who died in June, will be held Nov. 21, 2026.',
    ]) {
      const got = read(text);
      expect(got?.name.full, text).toBe('John Whitaker');
      expect(got?.deathDate ?? null, text).toBeNull();
    }
    // The death's own date before the rites' stays.
    expect(
      read('Services for John Whitaker, who died Nov. 18, 2026, will be held Nov. 21, 2026.')?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it("takes the day named right after the verb for the death's, and no other event's date", () => {
    const read = (text: string, published: string | null = null) =>
      readHtml(
        `<html><head><title>John Whitaker</title>${published ? `<meta property="article:published_time" content="${published}">` : ''}</head><body><h1>John Whitaker</h1><p>${text}</p></body></html>`,
      )?.deathDate ?? null;
    for (const text of [
      'John Whitaker, 84, of Peoria, died Tuesday, two weeks after celebrating his birthday on Nov. 4, 2026.',
      "John Whitaker, 84, of Peoria, died Tuesday, a day after his wife's funeral on Nov. 17, 2026.",
      'John Whitaker, who died Tuesday, was remembered at a service on Nov. 21, 2026.',
      // Nor a date of the person's life in a clause before the verb.
      'John Whitaker, 84, of Peoria, who married Mary Cole on June 3, 1965, died at home.',
      'John Whitaker, 84, of Peoria, retired from Caterpillar on June 3, 2004, and died at home.',
    ]) {
      expect(read(text), text).toBeNull();
    }
    // The publication dates the day: Tuesday before Thursday, Nov. 19, 2026.
    expect(
      read(
        'John Whitaker, 84, of Peoria, died Tuesday, two weeks after celebrating his birthday on Nov. 4, 2026.',
        '2026-11-19T08:00:00Z',
      ),
    ).toEqual({ year: 2026, month: 11, day: 17 });
    // The day with its date, and a date opening the sentence.
    const nov18 = { year: 2026, month: 11, day: 18 };
    expect(read('John Whitaker, 84, of Peoria, died Wednesday, Nov. 18, 2026, at home.')).toEqual(nov18);
    expect(read('John Whitaker, 84, of Peoria, died on Wednesday the 18th of November, 2026.')).toEqual(
      nov18,
    );
    expect(read('On Nov. 18, 2026, John Whitaker, 84, of Peoria, died at home.')).toEqual(nov18);
  });

  it('gives a death written without its year the year the age and the birthday give', () => {
    const read = (text: string) => readHeadedStory('John Whitaker', text)?.deathDate;
    expect(read('John Whitaker, 84, of Peoria, died Nov. 18. He was born June 3, 1942.')).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
    // Before the birthday of the year: the year after the birth year and the age.
    expect(read('John Whitaker, 84, of Peoria, died Feb. 2. He was born June 3, 1942.')).toEqual({
      year: 2027,
      month: 2,
      day: 2,
    });
    // Without the birth's day, no year.
    expect(read('John Whitaker, 84, of Peoria, died Nov. 18. He was born in 1942.') ?? null).toBeNull();
  });

  it('reads a death the obituary tells by a noun of what its named person was', () => {
    expectHeadedStories('John Whitaker', {
      dead: [
        'John Whitaker, 84, of Peoria, loved the outdoors. The avid hunter died Nov. 18, 2026, at home.',
        'John Whitaker, 84, of Peoria, drove for Caterpillar for 40 years. The longtime truck driver died Nov. 18, 2026, at OSF.',
        'John Whitaker, 84, of Peoria, drove for 40 years. The retired driver died Nov. 18, 2026.',
        'John Whitaker, 84, of Pekin, grew up in Peoria. The Peoria native died Nov. 18, 2026, at home.',
        'John Whitaker, 84, of Peoria, worked 40 years at Caterpillar. The Caterpillar retiree died Nov. 18, 2026.',
        'John Whitaker, 84, of Pekin, was a Peoria firefighter for 30 years. The Peoria firefighter died Nov. 18, 2026.',
      ],
    });
  });

  it('reads a death told of the age the sentence naming the person gave, of his sex and town, as his', () => {
    expectHeadedStories('John Whitaker', {
      dead: [
        'John Whitaker, 84, of Peoria, was a teacher for 40 years. The 84-year-old died Nov. 18, 2026.',
        'John Whitaker, 84, of Peoria, was a teacher for 40 years. The 84-year-old Peoria man died Nov. 18, 2026.',
      ],
      none: [
        'John Whitaker, 45, of Peoria, was not hurt. The 45-year-old died Nov. 18, 2026.',
        'John Whitaker, 45, of Peoria, was driving. The 30-year-old died Nov. 18, 2026.',
        'John Whitaker, 45, of Peoria, was driving. The 45-year-old Peoria woman died Nov. 18, 2026.',
        'John Whitaker, 84, of Peoria, was driving. The 84-year-old Pekin man died Nov. 18, 2026.',
      ],
    });
  });

  it("reads a bare pronoun's death long before the page, after a sentence of the person and a relative, as the relative's", () => {
    // A bare pronoun's death more than a year before the page, after a sentence of the person that
    // names a relative of the pronoun's sex, is the relative's; one of the page's year is his own.
    const story = (text: string) =>
      extractObituary(
        `<html><head><title>John Whitaker</title></head><body><h1>John Whitaker</h1><p>${text}</p></body></html>`,
        'https://paper.example/news/x',
        { publishedDate: '2026-11-20' },
        { gazetteer: gazetteer ?? EMPTY_GAZETTEER, lexicon },
      );
    expect(
      story('John Whitaker, 45, of Peoria, lost his father to cancer. He died Nov. 18, 2025.'),
    ).toBeNull();
    expect(
      story('John Whitaker, 84, of Peoria, worked alongside his father at the mill. He died Nov. 18, 2026.')
        ?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it("takes a person a story names by a noun and another town than the named person's for someone else", () => {
    expect(
      readHeadedStory(
        'Mary Whitaker',
        'Mary Whitaker, 45, of Peoria, was charged. The Pekin driver died Nov. 18, 2026.',
      ),
    ).toBeNull();

    expect(
      readHeadedStory(
        'Mary Whitaker',
        'Mary Whitaker, 45, of Peoria, was driving. The Peoria driver died Nov. 18, 2026.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });

    // A student by the school: another's, unless the person was named at that school or of that town.
    expectHeadedStories('John Whitaker', {
      dead: [
        'John Whitaker, 17, of Peoria, was a senior at Richwoods High School. The Richwoods High School senior died Nov. 18, 2026.',
        'John Whitaker, 17, of Peoria, loved football. The Peoria High School senior died Nov. 18, 2026.',
        'John Whitaker, 19, of Peoria, was a sophomore at Bradley University. The Bradley student died Nov. 18, 2026.',
      ],
      none: [
        'John Whitaker, 45, of Peoria, was not hurt. The Pekin High School senior died Nov. 18, 2026.',
        'John Whitaker, 19, of Peoria, was not hurt. The Bradley student died Nov. 18, 2026.',
        'John Whitaker, 45, of Peoria, was charged. The Dunlap High School junior he struck died Nov. 18, 2026.',
        // Only a student is named by a place he was at; a driver is by the town he is of.
        'John Whitaker, 45, of Peoria, was not hurt when his car was hit at Morton. The Morton driver died Nov. 18, 2026.',
      ],
    });

    // Under a headline that names no one, the story's first sentence names its person.
    expect(
      readHeadedStory(
        'Former teacher dies at 84',
        'John Whitaker, 84, of Peoria, taught for 40 years. He died Nov. 18, 2026.',
      ),
    ).toMatchObject({ name: { given: 'John', surname: 'Whitaker' }, age: 84 });

    // The same under a headline that names no one: the sentence whose subject is a name names her.
    expect(
      readHeadedStory(
        'Mary Whitaker charged',
        'Mary Whitaker, 45, of Peoria, was not hurt. The Pekin driver died Nov. 18, 2026.',
      ),
    ).toBeNull();
    expect(
      readHeadedStory(
        'Peoria man dies',
        'John Whitaker, 84, of Peoria, was a teacher for 40 years. The Peoria man died Nov. 18, 2026.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it('takes a pronoun that tells a death for another person named before it, or one the person is named as being to', () => {
    for (const [heading, text] of [
      ['John Whitaker', 'Mark was the kindest person I knew. He died Nov. 18, 2026, at 84.'],
      // ... or one a story names at the end of the sentence before.
      [
        'John Whitaker',
        'John Whitaker, 45, of Peoria, was not hurt in the crash on Route 24 on Wednesday night. Also dead is Mark Cole, 30, of Pekin. He died Nov. 18, 2026.',
      ],
      [
        'John Whitaker',
        'John Whitaker remembers his friend. Mark Cole coached Little League for 30 years. He died Nov. 18, 2026.',
      ],
      // ... or one a sentence opens with, an age and a town set off.
      [
        'John Whitaker',
        'John Whitaker, 45, of Peoria, was not hurt. Mark Cole, 30, of Pekin, was in the other car. He died Nov. 18, 2026.',
      ],
      [
        'John Whitaker',
        'The Lord called him home on Nov. 18, 2026. John Whitaker, 45, of Peoria, was his pastor.',
      ],
      // A given name the tables know no sex of: the pronouns are another person's.
      ['Art Whitaker', 'Mary was the kindest person I knew. She died Nov. 18, 2026, at 84.'],
      [
        'Art Whitaker',
        'The Lord called her home on Nov. 18, 2026. Art Whitaker, 45, of Peoria, was her pastor.',
      ],
      // A person's own quoted words tell another's death.
      [
        'What families say',
        'Art Whitaker of Peoria: "The staff helped us so much when Mom died on Nov. 18, 2026."',
      ],
    ])
      expect(readHeadedStory(heading!, text!), text).toBeNull();
    // Someone else of the person's sex with a pronoun of it in the sentence before: the person's own.
    expect(
      readHeadedStory(
        'Mary Whitaker',
        'Mary Whitaker, 84, of Peoria, was a retired teacher. Susan was at her side every day. She died peacefully Nov. 18, 2026.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });
    expect(
      readHeadedStory(
        'John Whitaker',
        'The Lord called him home on Nov. 18, 2026. John Whitaker was his family’s rock.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it('a news story of a body found', () => {
    const nov18 = { year: 2026, month: 11, day: 18 };
    for (const [headline, text] of [
      ['Body found', 'The body of John Whitaker, 45, of Peoria, was found in his home Nov. 18, 2026.'],
      ['Body found', 'Police found the body of John Whitaker, 45, of Peoria, in his home Nov. 18, 2026.'],
      // Dated by the finding, not by the day the person went missing; under a headline of the finding.
      [
        'Missing Peoria man found dead',
        'The body of John Whitaker, 45, of Peoria, who had been missing since Nov. 10, 2026, was found in the Illinois River on Nov. 18, 2026, the Peoria County coroner said.',
      ],
      [
        'Missing Peoria man found dead',
        'John Whitaker, 45, of Peoria, was found dead in the Illinois River on Nov. 18, 2026.',
      ],
      // A body told of by a noun, then identified.
      [
        'Body of missing boater recovered',
        'The body of a missing Peoria man was recovered from the Illinois River on Nov. 18, 2026. The coroner identified him as John Whitaker, 45.',
      ],
    ]) {
      const got = expectStoryOfJohnAt45(headline!, text!, nov18);
      if (gazetteer) expect(got?.residence?.city, text).toBe('Peoria');
    }
    // A headline of a person found, the lede telling the body found.
    expect(
      readHeadedStory(
        'Missing Lincoln man found',
        'The body of John Whitaker, 45, of Lincoln, was found in the Illinois River on Nov. 18, 2026.',
      )?.deathDate,
    ).toEqual(nov18);
    for (const [headline, text] of [
      [
        'John Whitaker',
        'John Whitaker, a fisherman, found the body of a Pekin man in the Illinois River on Nov. 18, 2026.',
      ],
      [
        'Fisherman finds body',
        'John Whitaker, 45, of Peoria, found the body of a Pekin man in the Illinois River on Nov. 18, 2026.',
      ],
      ['John Whitaker', "The body of John Whitaker's wife, Mary, was found in their home Nov. 18, 2026."],
      ['Search continues', 'Divers searched for the body of John Whitaker, 45, of Peoria, on Nov. 18, 2026.'],
      [
        'Woman found dead',
        'Police found the body of a woman in the home of John Whitaker, 45, of Peoria, on Nov. 18, 2026.',
      ],
      [
        'John Whitaker',
        'Police found the body of Mary Cole, 62, of Pekin, in her home Nov. 18, 2026. Her neighbor, John Whitaker, called police.',
      ],
      [
        'Missing man found',
        'John Whitaker, 45, of Peoria, who had been missing since Nov. 10, was found alive on Nov. 18, 2026.',
      ],
      [
        'Missing Lincoln man found',
        'John Whitaker, 45, of Lincoln, who had been missing since Nov. 10, was found alive on Nov. 18, 2026.',
      ],
    ])
      expect(readHeadedStory(headline!, text!)?.name?.given === 'John' ? 'John' : null, text).toBeNull();
  });

  it('a news story that names its person in full, then tells the death by the family name alone, or after an opening that announces a death', () => {
    const nov18 = { year: 2026, month: 11, day: 18 };
    for (const [headline, text] of [
      [
        'Memorial ride Saturday',
        'A memorial ride for John Whitaker will be held Saturday in Peoria. Whitaker, 45, of Peoria, died Nov. 18, 2026, in a motorcycle crash.',
      ],
      [
        'Crash victim named',
        'Police have named the motorcyclist as John Whitaker. Whitaker, 45, of Peoria, died Nov. 18, 2026, at the scene.',
      ],
      [
        'Arrest made',
        'Police arrested Mark Jones in the death of John Whitaker. Whitaker, 45, of Peoria, died Nov. 18, 2026.',
      ],
    ]) {
      const got = expectStoryOfJohnAt45(headline!, text!, nov18);
      if (gazetteer) expect(got?.residence?.city, text).toBe('Peoria');
    }
    // An opening sentence that announces a death told by a noun, as a headline of death would.
    for (const [headline, text] of [
      [
        'DoD identifies soldier',
        'The Department of Defense announced the death of a soldier supporting Operation Inherent Resolve. Sgt. John Whitaker, 45, of Peoria, died Nov. 18, 2026, in Syria.',
      ],
      [
        'Investigation',
        'Police are investigating the death of a Peoria man. John Whitaker, 45, of Peoria, was found dead in his home Nov. 18, 2026.',
      ],
    ]) {
      expectStoryOfJohnAt45(headline!, text!, nov18);
    }
    // Two of the family named before, the family name of no one named before, a relative's death.
    for (const [headline, text] of [
      [
        'Family thanks community',
        'John Whitaker and Mark Whitaker thanked the firefighters. Whitaker, 45, of Peoria, died Nov. 18, 2026, in the fire.',
      ],
      [
        'Crash trial',
        'Police arrested John Whitaker, 45, of Peoria, after the crash. Cole, 30, died Nov. 18, 2026, at the scene.',
      ],
      [
        'Fundraiser',
        'Friends of John Whitaker are raising money. Whitaker said his wife died Nov. 18, 2026, after a fall.',
      ],
    ]) {
      expect(readHeadedStory(headline!, text!), text).toBeNull();
    }
  });

  it("takes no date or age from another item's death under a label beside the page's own", () => {
    const got = readHtml(
      `<html><head><title>John Whitaker Obituary</title></head><body>
      <div class="content"><h1>John Whitaker</h1><p>Visitation for John Whitaker, 84, of Peoria, will be from 4 to 7 p.m. Friday at Wilton Mortuary.</p></div>
      <div class="recent"><p>Also today: Mary Cole, 90, of Pekin, died Nov. 17, 2026. Robert Hale, 77, of Morton, died Nov. 16, 2026.</p></div>
      </body></html>`,
    );
    expect(got?.deathDate ?? null).toBeNull();
    expect(got?.age ?? null).not.toBe(90);
    // The age of another person's sentence is not the page's person's.
    const news = readHtml(
      `<html><head><title>John Whitaker Obituary</title></head><body>
      <div class="content"><h1>John Whitaker</h1><p>John passed away peacefully at home surrounded by his family.</p><p>He loved fishing and his grandchildren.</p></div>
      <div class="more"><p>In the news: Former mayor Robert Hale died Nov. 16, 2026, at 77.</p></div>
      </body></html>`,
    );
    expect(news?.name.full).toBe('John Whitaker');
    expect(news?.age ?? null).toBeNull();
    expect(news?.deathDate ?? null).toBeNull();
    // Years under another person's name line are that person's.
    const related = readHtml(
      `<html><head><title>John Whitaker Obituary</title></head><body>
      <h1>John Whitaker</h1><div>Mary Cole</div><div>1936 - 2026</div>
      <p>John passed away peacefully at home surrounded by his family. He loved fishing and his grandchildren.</p>
      </body></html>`,
    );
    expect(related?.name.full).toBe('John Whitaker');
    expect(related?.birthDate ?? null).toBeNull();
    expect(related?.deathDate ?? null).toBeNull();
    // His own name line over his years is his.
    const own = readHtml(
      `<html><head><title>John Whitaker Obituary</title></head><body>
      <h1>John Whitaker</h1><div>John R. Whitaker</div><div>1942 - 2026</div>
      <p>John passed away peacefully at home surrounded by his family. He loved fishing and his grandchildren.</p>
      </body></html>`,
    );
    expect(own?.birthDate).toEqual({ year: 1942 });
  });

  it('an opening that tells how the death came, or who the person was, before the name', () => {
    const nov18 = { year: 2026, month: 11, day: 18 };
    for (const opening of [
      'Peacefully, ',
      'Suddenly, ',
      'After a long illness, ',
      'Following a brief illness, ',
      'Surrounded by his loving family, ',
      'With his family by his side, ',
      'In the early hours of Nov. 18, 2026, ',
      // A description of the person set off before the name.
      'A Peoria native, ',
      'A veteran of the Korean War, ',
      'Beloved husband, father and grandfather, ',
      'Known to all as Jack, ',
    ]) {
      const text = `${opening}John Whitaker, 84, of Peoria, died Nov. 18, 2026.`;
      const got = readHeadedStory('Obituary', text);
      expect(got?.name, text).toMatchObject({ given: 'John', middle: [], surname: 'Whitaker' });
      expect(got?.deathDate, text).toEqual(nov18);
      expect(got?.age, text).toBe(84);
    }
  });

  it('a death told by a noun of the person, under a heading of no name', () => {
    const nov18 = { year: 2026, month: 11, day: 18 };
    for (const [heading, text] of [
      ['Obituary', 'The family of John Whitaker mourns his death on Nov. 18, 2026.'],
      [
        'Obituary',
        'It is with heavy hearts that the family of John Whitaker announces his passing on Nov. 18, 2026.',
      ],
      ['Peoria mourns teacher', 'The death of John Whitaker, 84, on Nov. 18, 2026, left Peoria in mourning.'],
    ]) {
      expectDeathOf(readHeadedStory(heading!, text!), { given: 'John', surname: 'Whitaker' }, nov18);
    }
    // The family's thanks tell no death.
    expect(
      readHeadedStory('Obituary', 'The family of John Whitaker thanks everyone for the cards.'),
    ).toBeNull();
  });

  it('a notice the person wrote, in the first person', () => {
    const nov18 = { year: 2026, month: 11, day: 18 };
    for (const text of [
      'If you are reading this, I have died. I passed away on Nov. 18, 2026, at the age of 84, in Peoria.',
      'Well, I guess I died. I, John Whitaker, passed away Nov. 18, 2026, at 84, at my home in Peoria.',
    ]) {
      expectDeathOf(readHeadedStory('John Whitaker', text), { given: 'John', surname: 'Whitaker' }, nov18);
    }
    const got = readHeadedStory('Obituary', 'I, John Whitaker, of Peoria, died on Nov. 18, 2026.');
    expect(got?.name).toMatchObject({ given: 'John', surname: 'Whitaker' });
    expect(got?.name.suffix).toBeUndefined();
  });

  it('a headline in the past tense that tells the death by a noun, over the lede that names the person', () => {
    for (const headline of [
      'Peoria man died of natural causes',
      'Coroner: Peoria man died of natural causes',
    ]) {
      const got = readHeadedStory(
        headline,
        'John Whitaker, 45, of Peoria, died of natural causes, Peoria County Coroner Jamie Harwood said Friday.',
      );
      expect(got?.name, headline).toMatchObject({ given: 'John', surname: 'Whitaker' });
      expect(got?.age, headline).toBe(45);
    }
    // The man the lede charges is not the one who died.
    expect(
      readHeadedStory('Peoria man died in crash', 'John Whitaker, 45, of Pekin, was charged Friday.'),
    ).toBeNull();
  });

  it('a news story that names the dead only where police or a coroner identify them', () => {
    const read = readHeadedStory;
    const nov17 = { year: 2026, month: 11, day: 17 };
    for (const [headline, text] of [
      [
        'Peoria man dies in crash',
        'A Peoria man died Tuesday, Nov. 17, 2026, in a crash on Route 29. Police identified him as John Whitaker, 45.',
      ],
      [
        'Crash victim identified',
        "The man killed in Tuesday's crash on Route 29 was identified as John Whitaker, 45, of Peoria. He died Nov. 17, 2026, at the scene.",
      ],
      [
        'Crash victim identified',
        'Police identified the man killed Tuesday, Nov. 17, 2026, as John Whitaker, 45, of Peoria.',
      ],
      [
        'Crash victim identified',
        'The Peoria County coroner identified the victim as John Whitaker, 45, of Peoria. Whitaker died at the scene Nov. 17, 2026.',
      ],
      [
        'Fire victim identified',
        'The man who died in a house fire Nov. 17, 2026, has been identified as John Whitaker, 45, of Peoria.',
      ],
      [
        'Crash',
        'A Peoria man died Tuesday, Nov. 17, 2026. The man was identified as John Whitaker, 45, of Peoria.',
      ],
      // The age or the town before the name.
      [
        'Crash',
        'Police identified the man who died in the crash as 45-year-old John Whitaker of Peoria. He died Nov. 17, 2026.',
      ],
      ['Crash', 'Police identified the man who died Nov. 17, 2026, as Peoria resident John Whitaker, 45.'],
      // A coroner identifies the dead, by a noun of no death of its own.
      [
        'Pedestrian identified',
        'Coroner Mark Cole identified the pedestrian struck Tuesday, Nov. 17, 2026, as John Whitaker, 45, of Peoria.',
      ],
      [
        'Crash victim identified',
        'The Peoria County coroner identified the victim of the crash Tuesday, Nov. 17, 2026, on Route 29 as John Whitaker, 45.',
      ],
      // Named without "identified": a phrase of someone dead, then "was" and the name.
      ['Crash', "The man killed in Tuesday's crash, Nov. 17, 2026, was John Whitaker, 45, of Peoria."],
      [
        'Fire victim',
        'John Whitaker, 45, of Peoria, was the man who died in a house fire Nov. 17, 2026, the coroner said.',
      ],
      [
        'Victim named',
        "The victim of Wednesday's shooting, who died Nov. 17, 2026, was John Whitaker, 45, of Peoria.",
      ],
      [
        'Crash',
        'A Peoria man died Tuesday, Nov. 17, 2026. Police identified him as John "Jack" Whitaker, 45.',
      ],
      // The dead first, the name after.
      ['Crash', 'Killed in the crash Tuesday, Nov. 17, 2026, on Route 29 was John Whitaker, 45, of Peoria.'],
      [
        'Crash',
        'Dead is John Whitaker, 45, of Peoria, who was killed Nov. 17, 2026. Injured was Mary Cole, 30.',
      ],
      // "He was identified as"; a woman between who cannot be "him".
      [
        'Crash',
        'A Peoria man died Tuesday, Nov. 17, 2026, after his car struck a tree. He was identified as John Whitaker, 45.',
      ],
      [
        'Crash',
        'A Peoria man died Tuesday, Nov. 17, 2026. His wife said he loved to fish. Police identified him as John Whitaker, 45.',
      ],
      // ... after its teller.
      [
        'Crash',
        'A Peoria man died Tuesday, Nov. 17, 2026, in a crash. Fire Chief Mark Cole said he was identified as John Whitaker, 45.',
      ],
      // Someone else hurt, or the person treated before dying.
      [
        'Crash',
        'A Peoria man died Tuesday, Nov. 17, 2026, in a crash. Police identified him as John Whitaker, 45. His wife, Mary Whitaker, 44, was injured.',
      ],
      [
        'Crash',
        "The victim of Tuesday's fatal crash has been identified as John Whitaker, 45, of Peoria. He was treated at the scene but died Nov. 17, 2026, at OSF.",
      ],
      // A cause that killed the person, the person its object.
      [
        'Fire',
        'PEORIA — Fire killed a Peoria man Tuesday, Nov. 17, 2026. The coroner identified him as John Whitaker, 45.',
      ],
      [
        'Fire kills Peoria man',
        'A house fire early Tuesday, Nov. 17, 2026, claimed the life of a Peoria man. Police identified the man as John Whitaker, 45.',
      ],
      // ... the person by name, under a headline that names no one; the age is the name's.
      [
        'Crash kills Peoria man',
        'A crash on Route 29 killed John Whitaker, 45, of Peoria, on Tuesday, Nov. 17, 2026.',
      ],
      [
        'Pekin woman sentenced',
        'A crash caused by Mary Cole, 30, of Pekin, killed John Whitaker, 45, of Peoria, on Tuesday, Nov. 17, 2026.',
      ],
      // "The victim" of a death a sentence before told of "A man" alone; a hiker a bear killed; a man
      // "shot and killed".
      [
        'Crash',
        'A man died Tuesday, Nov. 17, 2026, in a crash on Route 29. The victim was identified as John Whitaker, 45, of Peoria.',
      ],
      [
        'Bear kills hiker',
        'A bear killed a hiker Tuesday, Nov. 17, 2026, in Glacier National Park. Park officials identified the hiker as John Whitaker, 45.',
      ],
      [
        'Shooting',
        'Police on Nov. 18, 2026, identified the man shot and killed Tuesday, Nov. 17, 2026, as John Whitaker, 45, of Peoria.',
      ],
      // The name released after a colon.
      [
        'Crash',
        'Authorities released the name of the man who died Tuesday, Nov. 17, 2026, in a crash on Route 29: John Whitaker, 45, of Peoria.',
      ],
      [
        'Crash',
        'A Peoria man died Tuesday, Nov. 17, 2026, when his car left Route 29. The coroner released his name Wednesday: John Whitaker, 45.',
      ],
    ])
      expectStoryOfJohnAt45(headline!, text!, nov17);
    // Another person identified: the one who lived, the driver, a witness, the suspect, a relative.
    for (const text of [
      'A Peoria man was injured Tuesday in a crash on Route 29. Police identified him as John Whitaker, 45.',
      'A Pekin woman died Tuesday, Nov. 17, 2026, in a crash. Police identified him as John Whitaker, 45.',
      'A Peoria man died Tuesday, Nov. 17, 2026, after a crash on Route 29. Police identified the other driver as John Whitaker, 45, of Pekin.',
      'A Peoria woman died Tuesday, Nov. 17, 2026. Police identified the driver of the truck as John Whitaker, 45, who was not hurt.',
      'The man who killed a Peoria woman Nov. 17, 2026, was identified as John Whitaker, 45.',
      'Police identified the victim as John Whitaker, 45, of Peoria. He was treated at OSF Saint Francis and released.',
      'The victim died at the scene Nov. 17, 2026. Police identified the suspect as John Whitaker, 45.',
      'A Peoria man died Tuesday, Nov. 17, 2026. Police identified the man who called 911 as John Whitaker.',
      "Police identified the victim of Tuesday's robbery, Nov. 17, 2026, as John Whitaker, 45, of Peoria.",
      'The coroner identified the driver who found the body Nov. 17, 2026, as John Whitaker, 45, of Peoria.',
      "The coroner's office identified the man who called 911 Nov. 17, 2026, as John Whitaker, 45.",
      'A Peoria man died Tuesday, Nov. 17, 2026. The coroner identified the other driver as John Whitaker, 45.',
      'The coroner identified the injured passenger in the crash Nov. 17, 2026, as John Whitaker, 45.',
      'The coroner identified the surviving driver in the crash Nov. 17, 2026, as John Whitaker, 45.',
      'The victim died at the scene Nov. 17, 2026. Police identified the victim’s brother as John Whitaker, 45.',
      'Two people died Tuesday, Nov. 17, 2026, in a crash. Police identified them as John Whitaker, 45, and Mary Cole, 80.',
      'The man who found the body Nov. 17, 2026, was John Whitaker, 45, of Peoria.',
      'John Whitaker, 45, of Peoria, was the man who survived the crash that killed two Nov. 17, 2026.',
      'John Whitaker, 45, of Peoria, was the firefighter who pulled the dead man from the river Nov. 17, 2026.',
      'John Whitaker, 45, of Peoria, was the driver of the truck that killed a man Nov. 17, 2026.',
      "The victim died at the scene Nov. 17, 2026. The victim was John Whitaker's neighbor.",
      "Police identified the man killed Tuesday, Nov. 17, 2026, as John Whitaker's son, Mark Whitaker, 20.",
      'The man who was killed Tuesday was not John Whitaker, 45, of Peoria, police said.',
      "The victim of Tuesday's fatal crash has been identified as John Whitaker, 45, of Peoria, who remains in critical condition.",
      "The victim of Tuesday's fatal crash has been identified as John Whitaker, 45, of Peoria. He was treated at OSF and released.",
      'A crash nearly killed a Peoria man Tuesday, Nov. 17, 2026. Police identified him as John Whitaker, 45.',
      'A two-vehicle crash on Route 29 killed a Pekin woman Tuesday, Nov. 17, 2026. The coroner identified him as John Whitaker, 45, of Peoria, the other driver.',
      'A Peoria woman died Tuesday, Nov. 17, 2026. Police released the name of the other driver: John Whitaker, 45.',
      'A Pekin woman died Tuesday, Nov. 17, 2026. The coroner released his name Wednesday: John Whitaker, 45.',
      'A man died Tuesday, Nov. 17, 2026, in a crash on Route 29. Police identified the other driver as John Whitaker, 45.',
      'A woman died Tuesday, Nov. 17, 2026, in a crash on Route 29. The victim was identified as John Whitaker, 45.',
      'A Pekin woman died Tuesday, Nov. 17, 2026. The victim was identified as John Whitaker, 45.',
      'Dead last in the race Nov. 17, 2026, was John Whitaker, 45, of Peoria.',
      "Killed in the crash Nov. 17, 2026, was John Whitaker's dog, Max.",
      'Killed in the crash Nov. 17, 2026, was John Whitaker, 45, of Peoria, who was treated and released.',
      // Another man or driver the story told of after the death may be the one "him" names.
      "A Peoria man died Tuesday, Nov. 17, 2026, after his car struck a truck. The truck's driver was not hurt. Police identified him as John Whitaker, 45.",
      'A Peoria man died Tuesday, Nov. 17, 2026. The other driver, a Pekin man, was taken to OSF. He was identified as John Whitaker, 45.',
      'A Peoria man died Tuesday, Nov. 17, 2026. A witness said the car swerved. Police identified him as John Whitaker, 45.',
    ]) {
      expect(read('Crash on Route 29', text), text).toBeNull();
    }
    // The town of the noun the story told the death by is the residence.
    if (gazetteer) {
      expect(
        read(
          'Fire',
          'Fire killed a Peoria man Tuesday, Nov. 17, 2026. The coroner identified him as John Whitaker, 45.',
        )?.residence?.city,
      ).toBe('Peoria');
    }
    // The dead identified as someone else than the person the page is headed with.
    expect(
      read(
        'John Whitaker',
        'A Peoria man died Tuesday, Nov. 17, 2026, in a crash. Police identified the man as Mark Cole, 30, of Pekin.',
      ),
    ).toBeNull();
    // Two deaths told by nouns, each identified: the page's person, the town of the noun of their sex.
    const two =
      'A Peoria man and a Pekin woman died Tuesday, Nov. 17, 2026, in a crash on Route 29. The man was identified as John Whitaker, 45. The woman was identified as Mary Cole, 62.';
    for (const [heading, given, age, town] of [
      ['Two die in crash', 'John', 45, 'Peoria'],
      ['John Whitaker', 'John', 45, 'Peoria'],
      ['Mary Cole', 'Mary', 62, 'Pekin'],
    ] as const) {
      const got = read(heading, two);
      expect(got?.name.given, heading).toBe(given);
      expect(got?.deathDate, heading).toEqual({ year: 2026, month: 11, day: 17 });
      expect(got?.age, heading).toBe(age);
      if (gazetteer) expect(got?.residence?.city, heading).toBe(town);
    }
    // The page's person identified by another form of the name: the age given there is theirs.
    for (const [heading, text] of [
      [
        'J. Robert Whitaker',
        'A Peoria man died Tuesday, Nov. 17, 2026, in a crash. Police identified him as Robert Whitaker, 45.',
      ],
      [
        'Mary Cole-Whitaker',
        'A Peoria woman died Tuesday, Nov. 17, 2026, in a crash. Police identified her as Mary Whitaker, 45.',
      ],
      [
        'Jack Whitaker',
        'A Peoria man died Tuesday, Nov. 17, 2026, in a crash. Police identified him as John Whitaker, 45.',
      ],
    ]) {
      const got = read(heading!, text!);
      expect(got?.deathDate, heading).toEqual({ year: 2026, month: 11, day: 17 });
      expect(got?.age, heading).toBe(45);
    }
    // The page's own person identified as the dead, in the one sentence that tells the death.
    expect(
      read(
        'Mark Cole',
        'The man killed Tuesday, Nov. 17, 2026, in a crash on Route 29 was identified as Mark Cole, 30, of Pekin.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 17 });
    // ... but not a page that tells its own person's death by name.
    expect(
      read(
        'John Whitaker',
        'John Whitaker, 84, of Peoria, died Nov. 18, 2026. In 1995, police identified the man killed in a crash on Route 29 as Mark Whitaker, his son.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });
    expect(
      read(
        'Woman killed in crash identified',
        'The woman killed in the crash was identified as Mary Cole, 80, of Pekin. The driver, John Whitaker, 45, of Peoria, was not hurt.',
      )?.name,
    ).toMatchObject({ given: 'Mary', surname: 'Cole' });
  });

  it('a news story that tells a death by a noun, then names the person in a sentence of their own death', () => {
    const read = readHeadedStory;
    const john = read(
      'Peoria man killed in crash',
      'PEORIA — A Peoria man was killed Tuesday, Nov. 17, 2026, when his pickup struck a tree on Route 29, police said. John Whitaker, 45, died at the scene, according to the coroner.',
    );
    expect(john?.name).toMatchObject({ given: 'John', surname: 'Whitaker' });
    expect(john?.deathDate).toEqual({ year: 2026, month: 11, day: 17 });
    expect(john?.age).toBe(45);
    if (gazetteer) expect(john?.residence?.city).toBe('Peoria');
    expect(
      read(
        'Man dies in crash',
        'A Peoria man died Tuesday, Nov. 17, 2026, in a crash on Route 29. Police said John Whitaker, 45, died at the scene.',
      )?.name,
    ).toMatchObject({ given: 'John', surname: 'Whitaker' });
    // The woman the story names; the other driver's town is his.
    const mary = read(
      'Woman dies in crash',
      'A Pekin woman died Tuesday, Nov. 17, 2026, in a crash on Route 29. Mary Cole, 80, was pronounced dead at the scene. The other driver, John Whitaker, 45, of Peoria, was not hurt.',
    );
    expect(mary?.name).toMatchObject({ given: 'Mary', surname: 'Cole' });
    if (gazetteer) expect(mary?.residence?.city).toBe('Pekin');
    // A witness who tells the death, a man after a woman's death who lived, the accused.
    for (const text of [
      "A Peoria man died Tuesday, Nov. 17, 2026, in a crash on Route 29. John Whitaker, the man's neighbor, said he died instantly.",
      'A Peoria man died Tuesday, Nov. 17, 2026, in a crash on Route 29. John Whitaker, 45, who saw the crash, said the man died instantly.',
      'A Pekin woman died Tuesday, Nov. 17, 2026, in a crash on Route 29. John Whitaker, 45, of Peoria, was driving the other car.',
      'A Pekin man died Tuesday, Nov. 17, 2026, in a crash. Police said John Whitaker, 45, of Peoria, was charged with reckless homicide.',
    ]) {
      expect(read('Crash on Route 29', text), text).toBeNull();
    }
  });

  it('a funeral notice or a remembrance that opens with the person, under a heading of no name', () => {
    const read = readHeadedStory;
    expectDeathOf(
      read(
        'Celebration of Life',
        'A celebration of life for John Whitaker, who died Aug. 3, 2026, will be held at 2 p.m. Saturday, Nov. 21, 2026, at the Peoria Elks Lodge.',
      ),
      { given: 'John', surname: 'Whitaker' },
      { year: 2026, month: 8, day: 3 },
    );
    expectDeathOf(
      read(
        'In Memoriam',
        'In loving memory of John Whitaker, who passed away five years ago today, Nov. 18, 2021. Forever in our hearts, your loving wife Mary.',
      ),
      { given: 'John', surname: 'Whitaker' },
      { year: 2021, month: 11, day: 18 },
    );
    // Rites for someone's wife; a dedication of a living man's run.
    expect(
      read(
        'Services',
        "Services for John Whitaker's wife, Mary Whitaker, who died Nov. 18, 2026, will be at 10 a.m. Saturday.",
      )?.name.given ?? null,
    ).not.toBe('John');
    // The one the run remembers is the dead, of the year her relative clause gives.
    expectDeathOf(
      read(
        'Marathon',
        'In memory of Mary Cole, who died in 2020, John Whitaker, 45, of Peoria, ran the Peoria marathon Nov. 18, 2026.',
      ),
      { given: 'Mary', surname: 'Cole' },
      { year: 2020 },
    );
  });

  it("a reporter's name on a line of its own under a news headline is the byline, not the dead", () => {
    const story = (...lines: string[]) =>
      readHtml(
        `<html><head><title>Former teacher dies at 84</title></head><body><article><h1>Former teacher dies at 84</h1>${lines
          .map((l) => `<p>${l}</p>`)
          .join('')}</article></body></html>`,
      );
    const she = 'A longtime Peoria teacher died Wednesday, Nov. 18, 2026. She was 84.';
    expect(story('John Whitaker', 'Staff Writer', she)).toBeNull();
    expect(story('John Whitaker', 'jwhitaker@pjstar.com', she)).toBeNull();
    expect(story('John Whitaker', 'Nov. 19, 2026', she)).toBeNull();
    expect(
      story(
        'John Whitaker',
        'Nov. 19, 2026',
        'She died Wednesday, Nov. 18, 2026, at home. She taught at Peoria High for 40 years, and her students loved her.',
      ),
    ).toBeNull();
    // A byline set as an h2.
    expect(
      readHtml(
        `<html><head><title>Former teacher dies at 84</title></head><body><article><h1>Former teacher dies at 84</h1><h2>John Whitaker</h2><p>${she}</p></article></body></html>`,
      ),
    ).toBeNull();
    // The story's death sentence names the line's person: the name is the dead's.
    expect(
      story('John Whitaker', 'John Whitaker, 84, of Peoria, died Nov. 18, 2026. He taught at Peoria High.')
        ?.name,
    ).toMatchObject({ given: 'John', surname: 'Whitaker' });
    // A reporter's page: the name as the h1 and the title, over a role.
    expect(
      readHtml(
        `<html><head><title>John Whitaker - Peoria Journal</title></head><body><main><h1>John Whitaker</h1><p>Staff Writer</p><p>${she}</p></main></body></html>`,
      ),
    ).toBeNull();
  });

  it('a news story that names its person in the headline alone, by surname and pronoun in its text', () => {
    const read = (headline: string, text: string) =>
      readHtml(
        `<html><head><title>${headline}</title><meta property="article:published_time" content="2026-11-20"></head>
         <body><h1>${headline}</h1><p>${text}</p></body></html>`,
      );
    const text = 'Whitaker taught science at Peoria High for 40 years. He died Wednesday, his family said.';
    for (const headline of [
      'John Whitaker, longtime Peoria teacher, dies at 84',
      'Longtime Peoria teacher John Whitaker dies at 84',
      'John Whitaker obituary: Peoria teacher dies at 84',
    ]) {
      const o = read(headline, text);
      expect(o?.name.full, headline).toBe('John Whitaker');
      expect(o?.deathDate, headline).toEqual({ year: 2026, month: 11, day: 18 });
    }
    // The headline alone tells the death: no date, the age it gives.
    for (const headline of [
      'Peoria teacher John Whitaker dies at 84',
      'John Whitaker, longtime Peoria coach, passes away',
    ]) {
      const o = read(headline, 'Whitaker taught at Manual High for 40 years. Services are Saturday.');
      expect(o?.name.full, headline).toBe('John Whitaker');
      expect(o?.deathDate ?? null, headline).toBeNull();
    }
    expect(read('Peoria teacher John Whitaker dies at 84', 'Whitaker taught at Manual.')?.age).toBe(84);
    // The line under the headline dates the story, not the death.
    expect(
      readHtml(
        `<html><head><title>Peoria teacher John Whitaker dies at 84</title></head><body>
         <h1>Peoria teacher John Whitaker dies at 84</h1><p>November 20, 2026</p>
         <p>Whitaker taught at Manual High for 40 years.</p></body></html>`,
      )?.deathDate ?? null,
    ).toBeNull();
    // No death of his: a show's, a feeling, an opinion, a near death, another person's.
    for (const headline of [
      "John Whitaker dies in 'Peoria' finale",
      'John Whitaker dies a little each time the Cubs lose',
      'John Whitaker is dead wrong about the budget',
      'John Whitaker nearly dies in crash',
      'Man who found John Whitaker dies',
      'Wife of John Whitaker dies',
    ]) {
      expect(read(headline, 'Whitaker, 45, of Peoria, has lived here since 1990.'), headline).toBeNull();
    }
    // Someone else's death in the headline or the text; a court story's accused.
    expect(read("John Whitaker's wife dies at 80", "Whitaker's wife, Mary, died Wednesday.")).toBeNull();
    expect(
      read(
        'Mayor John Whitaker: My father dies a hero',
        'Whitaker spoke Wednesday. He died a hero, Whitaker said.',
      ),
    ).toBeNull();
    expect(
      read(
        'John Whitaker, 45, charged after man dies',
        'Whitaker was charged Wednesday. The man died Tuesday.',
      ),
    ).toBeNull();
  });

  it('a name the opening sentence gives must be the one whose death it reports', () => {
    const read = readHeadedStory;
    // The teller is alive: the death is another person's.
    expect(
      read('Obituary', 'Longtime friend Mark Cole, 70, said John Whitaker died Nov. 18, 2026.', 'He was 84.'),
    ).toBeNull();
    expect(
      read(
        'Obituary',
        'Mary Whitaker, 80, of Peoria, remembered her husband John, who died Nov. 18, 2026.',
        'She spoke at the dedication.',
      ),
    ).toBeNull();
    // A relative named without commas before "who died" is someone else, the page's person named or not.
    expect(
      read(
        'Mary Whitaker',
        'Mary Whitaker, 80, of Peoria, was honored Saturday. Her late husband John, who died Nov. 18, 2025, founded the club.',
      ),
    ).toBeNull();
    expect(
      read(
        'Mary Whitaker',
        'Mary Whitaker was at the dedication of the new library wing on Saturday. She thanked everyone for the memorial to her husband John, who died Nov. 18, 2025.',
      ),
    ).toBeNull();
    // A court story: the accused is the sentence's person; the dead woman's death is not dated there.
    expect(
      read(
        'Peoria man sentenced',
        'John Whitaker, 45, of Peoria, was sentenced Nov. 18, 2026, for the death of Mary Cole, who died in a 2025 crash.',
      ),
    ).toBeNull();
    // ... and the dead man's age and town set off between his name and "who died": his death, with
    // his age and town, not the accused's.
    const charged = read(
      'Peoria man charged',
      'John Whitaker, 45, of Bellevue, was charged Wednesday with reckless homicide in the death of Mark Cole, 30, of Peoria, who died Nov. 18, 2026.',
    );
    expectDeathOf(charged, { given: 'Mark', surname: 'Cole' }, { year: 2026, month: 11, day: 18 });
    expect(charged?.age).toBe(30);
    if (gazetteer) expect(charged?.residence?.city).toBe('Peoria');
    // A son's words for his father of the same name and another generation, with the father's town.
    expect(
      read(
        'Mark Whitaker',
        'Mark Whitaker, 55, of Peoria, was named fire chief. "My father, Mark Whitaker Sr., of Pekin, died Nov. 18, 2025," he said.',
      ),
    ).toBeNull();
    // A widow's words name the person, and the town after the name is his.
    expect(
      read('Obituary', 'My dear husband, John Whitaker, 84, of Peoria, passed away Nov. 18, 2026.')
        ?.residence,
    ).toMatchObject({ city: 'Peoria' });
    // Right before the verb too, though the relative shares the page's person's surname.
    expect(
      read(
        'Mark Whitaker',
        'Mark Whitaker, 55, of Peoria, whose father John Whitaker died Nov. 18, 2026, will run the Peoria marathon in his memory.',
      ),
    ).toBeNull();
    // Two subjects, the second named as the first's relative: both died.
    expect(
      read('John Whitaker', 'John Whitaker and his wife Mary Whitaker died Nov. 18, 2026, in a house fire.')
        ?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });
    // The family's word for a parent of the other sex is someone else.
    expect(
      read(
        'Obituary',
        'Our beloved Mom, Mary Whitaker, 80, of Peoria, asks you to remember Dad, who died Nov. 18, 2026.',
        'He loved fishing.',
      ),
    ).toBeNull();
    // The family's "our father John, who passed away" is the page's person.
    expect(
      read(
        'John Whitaker',
        'Our father John, who passed away on Nov. 18, 2026, at the age of 84, loved Peoria.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it('reads the death of a person a sentence names before a relative clause of it, not the one who acts', () => {
    const read = readHeadedStory;
    const nov18 = { year: 2026, month: 11, day: 18 };
    // The object of another's act, under a headline that names no one.
    expectDeathOf(
      read(
        'Manual remembers sophomore',
        'Students at Manual High School remembered Liam Whitaker, a sophomore who died Nov. 18, 2026, in a crash.',
      ),
      { given: 'Liam', surname: 'Whitaker' },
      nov18,
    );
    // The estate's dead, after the one appointed to it, with his own town and not hers.
    const estate = read(
      'Appointment',
      'On Nov. 20, 2026, Ann Cole of Pekin was appointed administrator of the estate of Mark Cole of Peoria, who died Nov. 18, 2026.',
    );
    expectDeathOf(estate, { given: 'Mark', surname: 'Cole' }, nov18);
    if (gazetteer) expect(estate?.residence?.city).toBe('Peoria');
    const spouse = read(
      'Small estate affidavit',
      'Mary Whitaker, 80, of Peoria, surviving spouse of John Whitaker, who died Nov. 18, 2026, without a will, states that the estate is small.',
    );
    expectDeathOf(spouse, { given: 'John', surname: 'Whitaker' }, nov18);
    expect(spouse?.age ?? null).toBeNull();
    expect(spouse?.residence ?? null).toBeNull();
    // A headline that names the accused: the dead man of the clause, with his age and town.
    const charged =
      readHtml(`<html><head><title>Springfield man charged in death of Chatham man</title></head><body><article>
       <h1>David Morrison charged in death of Chatham man</h1>
       <p>SPRINGFIELD - David A. Morrison, 45, of Springfield, was charged Tuesday with reckless homicide in the
       death of Thomas Reed, 52, of Chatham, who died May 30, 2026, after a crash on Route 4.</p>
       </article></body></html>`);
    expectDeathOf(charged, { given: 'Thomas', surname: 'Reed' }, { year: 2026, month: 5, day: 30 });
    expect(charged?.age).toBe(52);
    expect(charged?.extraction.warnings).toEqual(['name taken from a relative clause of the death']);
    if (gazetteer) expect(charged?.residence?.city).toBe('Chatham');
    // The date of the other's act is not the death's: a clause that dates nothing gives no record.
    expect(
      read(
        'Whitaker honors fallen officer',
        'Peoria Mayor John Whitaker laid a wreath Nov. 18, 2026, for Officer Mark Cole, who was killed in the line of duty in 2016.',
      ),
    ).toBeNull();
    // Nor does a death the clause does not tell as one.
    expect(
      read('News', 'Ann Smith thanked Mark Cole, who nearly died Nov. 18, 2026, in the fire.'),
    ).toBeNull();
  });

  it('a man known by his initials: rites first, then "Mr. Whitaker died", and his age after the initials', () => {
    const read = (heading: string, text: string) =>
      readHtml(
        `<html><head><title>${heading}</title></head><body><h1>${heading}</h1><p>${text}</p></body></html>`,
      );
    const rites = read(
      'J.R. Whitaker',
      'Funeral services for J.R. Whitaker, 84, of Peoria will be at 11 a.m. Saturday at Oak Hill Funeral Home. Mr. Whitaker died Tuesday, Nov. 18, 2026, at his home.',
    );
    expect(rites?.name).toMatchObject({ given: 'J', middle: ['R'], surname: 'Whitaker' });
    expect(rites?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(rites?.age).toBe(84);
    expect(
      read('J. R. Whitaker', 'J. R. Whitaker, 84, of Peoria, died Tuesday, Nov. 18, 2026, at his home.')?.age,
    ).toBe(84);
  });

  it('a paid notice that opens with the manner and the date, then the name ("Peacefully, at home, on ...")', () => {
    const read = (text: string, heading = 'John Whitaker') =>
      readHtml(
        `<html><head><title>${heading}</title></head><body><h1>${heading}</h1><p>${text}</p></body></html>`,
      );
    const uk = read(
      'Peacefully, at home, on Tuesday 18th November 2026, John Robert Whitaker, aged 84, of Peoria. Beloved husband of Mary and father of Mark.',
    );
    expect(uk?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(uk?.age).toBe(84);
    expect(
      read('Suddenly on November 18, 2026, John Whitaker of Peoria, aged 84. Dear husband of Mary.')
        ?.deathDate,
    ).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
    // The age after the town, its county and its state is the person's.
    expect(
      read(
        'Suddenly on March 11, 2026, John Whitaker, of Welch, McDowell County, W.Va., aged 90. Dear husband of Mary.',
      )?.age,
    ).toBe(90);
    expect(read('John Whitaker, of Peoria, Illinois, aged 84, died Nov. 18, 2026.')?.age).toBe(84);
    // Another person's name after the date, another event, or no words of a death notice: no death.
    expect(
      read('Peacefully on November 18, 2026, Mary Whitaker of Peoria, aged 80. Beloved wife of John.'),
    ).toBeNull();
    expect(
      read(
        'Suddenly on November 18, 2026, John Whitaker retired from the railroad. Beloved husband of Mary.',
      ),
    ).toBeNull();
    expect(
      read(
        'Peacefully on November 18, 2026, John Whitaker sat by the lake with his grandchildren all afternoon.',
      ),
    ).toBeNull();
    expect(
      read('Suddenly on Feb. 8, 2026, John Robert Whitaker Sr., of Peoria. Devoted husband of Mary.')
        ?.deathDate,
    ).toEqual({
      year: 2026,
      month: 2,
      day: 8,
    });
    // What follows the name is what a notice gives there (an age, a town, the family), never a story.
    expect(
      read(
        'Suddenly on November 18, 2026, John Whitaker of Peoria won the lottery. Visitation with the press is Friday.',
      ),
    ).toBeNull();
  });

  it('a notice that leaves its name to the heading, or runs it in before the manner, as Britain sets one', () => {
    const read = (text: string, heading = 'WHITAKER John') =>
      readHtml(
        `<html><head><title>${heading}</title></head><body><h1>${heading}</h1><p>${text}</p></body></html>`,
      );
    for (const [heading, text] of [
      ['WHITAKER John', 'Peacefully at home on 18th November 2026, aged 84 years. Beloved husband of Mary.'],
      [
        'John Whitaker',
        'Peacefully on November 18, 2026, at OSF Saint Francis Medical Center, Peoria, in his 85th year. Beloved husband of Mary.',
      ],
      [
        'John Robert Whitaker',
        'WHITAKER John Robert Peacefully at home on 18th November 2026, aged 84 years. Beloved husband of Mary.',
      ],
    ]) {
      const o = read(text!, heading);
      expect(o?.name, text).toMatchObject({ given: 'John', surname: 'Whitaker' });
      expect(o?.deathDate, text).toEqual({ year: 2026, month: 11, day: 18 });
    }
    // What follows the date is the notice's (an age, a place), never a story; the name in the text is
    // the heading's own.
    for (const text of [
      'Suddenly on Nov. 18, 2026, the roof of the family barn gave way. Beloved husband of Mary was unhurt.',
      'WHITAKER Mark Suddenly at home on 18th November 2026, aged 60 years. Beloved husband of Ann.',
      'Peacefully at home on 18th November 2026, he celebrated his 90th birthday. Beloved husband of Mary.',
    ])
      expect(read(text), text).toBeNull();
  });

  it("a sentence ending in a name's suffix ends there: the next one is no part of the relative's name", () => {
    const o =
      readHtml(`<html><head><title>Robert Whitaker Jr.</title></head><body><h1>Robert Whitaker Jr.</h1>
      <p>Robert "Bobby" Whitaker Jr., 61, of Peoria, died Nov. 18, 2026. He was preceded in death by his father,
      Robert Whitaker Sr. He is survived by his son, Robert Whitaker III, of Chicago.</p></body></html>`);
    expect(o?.predeceased.map((r) => `${r.relationship}: ${r.name}`)).toEqual(['father: Robert Whitaker Sr']);
    // "Sr. He" gave the birth surname "He".
    expect(o?.birthSurname).toBeUndefined();
    expect(o?.survivors.map((r) => `${r.relationship}: ${r.name}`)).toEqual(['son: Robert Whitaker III']);
  });

  it('run-on county-paper notice: one sentence from death to survivors, D.C., Street, copyright line', () => {
    const o = extract('county-record-runon.html');
    expect(o.name).toMatchObject({ given: 'Louis', middle: ['T'], surname: 'Abernathy' });
    expect(o.publisher).toBe('The Aegis Weekly');
    expect(o.deathDate).toEqual({ year: 2024, month: 2, day: 3 });
    expect(o.age).toBe(78);
    expectPlace(o.residence, { city: 'Washington', county: 'District Of Columbia', state: 'DC' });
    expect(o.survivors).toMatchObject([
      rel('Wanda Abernathy', 'wife'),
      rel('Louis Abernathy Jr.', 'son', 'Street, Md.'),
      rel('Carl Abernathy', 'son', 'Bel Air, Md.'),
      rel('Denise Abernathy', 'daughter-in-law', 'Bel Air, Md.'),
      rel('Carol Abernathy', 'daughter', 'Laurel'),
      rel('Joan Flowers', 'daughter', 'Joppa'),
      rel('Eddie Flowers', 'son-in-law', 'Joppa'),
      rel('Ruth Pruitt', 'sister'),
      rel('Edna Pruitt', 'sister'),
    ]);
    expect(o.familyCounts.grandchildren).toBe(9);
  });

  it('hints from the source registration win over the page', () => {
    const o = extract('funeral-platform.html', {
      sourceType: 'newspaper',
      publisher: 'State Journal-Register',
    });
    expect(o.sourceType).toBe('newspaper');
    expect(o.publisher).toBe('State Journal-Register');
  });
});

describe('funeral notices that tell only of the rites', () => {
  const notice = (heading: string, opening: string): string =>
    `<html><head><title>${heading} | Oak Hill Funeral Home</title></head><body><article><h1>${heading}</h1>
     <p>${opening}</p><p>He was born March 3, 1942, in Peoria to Robert and Ann Whitaker.</p>
     <p>He is survived by his wife, Mary; and two sons, Mark and Paul.</p></article></body></html>`;

  it.each([
    [
      'John Whitaker',
      'Funeral services for John Whitaker, 84, of Peoria, will be held at 10 a.m. Saturday, Nov. 21, 2026.',
    ],
    [
      'Services for John Whitaker',
      'Services for John Whitaker, 84, of Peoria, will be at 10 a.m. Saturday, Nov. 21, 2026.',
    ],
    [
      'John Whitaker',
      'A Mass of Christian Burial for John Whitaker, 84, of Peoria, will be celebrated Nov. 21, 2026.',
    ],
    [
      'John Whitaker',
      'John Whitaker, 84, of Peoria, was laid to rest Nov. 21, 2026, at Springdale Cemetery.',
    ],
    // Told as held, or to be held, with the day and the place before the name.
    ['John Whitaker', 'Funeral services were held Saturday for John Whitaker, 84, of Peoria.'],
    [
      'John Whitaker',
      "Funeral services will be held at 10 a.m. Saturday at St. Mark's Church for John Whitaker, 84, of Peoria.",
    ],
    // Arrangements pending for the person.
    [
      'John Whitaker',
      'Funeral arrangements are pending at Wilton Mortuary for John Whitaker, 84, of Peoria.',
    ],
    // A funeral is a dead person's, whatever else the sentence says ("retired", "survived").
    [
      'John Whitaker',
      'Funeral services for John Whitaker, 84, of Peoria, who survived the Bataan Death March, will be held Saturday.',
    ],
    [
      'John Whitaker',
      'Funeral services for John Whitaker, 84, a retired Caterpillar machinist, will be at 10 a.m. Saturday.',
    ],
  ])('"%s" / "%s" is a death with no death date (the date is the rites\')', (heading, opening) => {
    const o = readHtml(notice(heading, opening));
    expect(o?.name.full).toBe('John Whitaker');
    expect(o?.deathDate).toBeNull();
    expect(o?.age).toBe(84);
    expect(o?.birthDate).toEqual({ year: 1942, month: 3, day: 3 });
  });

  it('reads no lifespan from a sentence of the person that tells no death, its verb right before a date', () => {
    for (const text of [
      'John Whitaker, 45, of Peoria, passed Nov. 18, 2026, on his third attempt at the driving test.',
      'John Whitaker, 45, of Peoria, passed Nov. 18, 2026, with flying colors.',
    ]) {
      expect(readHeadedStory('John Whitaker', text), text).toBeNull();
    }
    expect(
      readHeadedStory('John Whitaker', 'John Whitaker, 84, of Peoria, passed Nov. 18, 2026.')?.deathDate,
    ).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
  });

  it('reads no death from rites held for a person alive to attend them', () => {
    for (const text of [
      'Funeral services for John Whitaker, 84, of Peoria, were held Nov. 18, 2026, with the guest of honor very much alive. Whitaker, who has ALS, wanted to hear the eulogies himself.',
      'A celebration of life for John Whitaker, 84, of Peoria, will be held Saturday. John, who is in hospice care, asked for a party while he can still attend.',
      'A living wake for John Whitaker, 84, of Peoria, will be held at 2 p.m. Saturday at Wilton Mortuary.',
    ]) {
      expect(readHeadedStory('John Whitaker', text), text).toBeNull();
    }
    // A memory alive in the family's hearts is no person alive.
    expect(
      readHeadedStory(
        'John Whitaker',
        'Funeral services for John Whitaker, 84, of Peoria, will be held at 10 a.m. Saturday. His memory is still alive in our hearts.',
      )?.name.full,
    ).toBe('John Whitaker');
  });

  it('reads the death a sentence of pending arrangements tells, and none of arrangements for anything else', () => {
    expect(
      readHeadedStory(
        'Peoria',
        'Funeral arrangements are pending for John Whitaker, 84, of Peoria, who died Wednesday, Nov. 18, 2026, at his home.',
      )?.deathDate,
    ).toEqual({ year: 2026, month: 11, day: 18 });
    expect(
      readHeadedStory(
        'John Whitaker',
        'Arrangements are being made for John Whitaker, 45, of Peoria, to visit the school Friday, Nov. 20, 2026.',
      ),
    ).toBeNull();
  });

  it('reads the death a notice headed "Services for ..." states', () => {
    const o = readHtml(
      notice(
        'Services for John Whitaker',
        'Services for John Whitaker, 84, of Peoria, who died Wednesday, Nov. 18, 2026, will be at 10 a.m. Saturday.',
      ),
    );
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it.each([
    ['John Whitaker', 'Mr. Whitaker died Wednesday, Nov. 18, 2026, at his home.'],
    // A given name of either sex: the page's pronouns say whose title "Mr." is.
    [
      'Jamie Whitaker',
      'Mr. Whitaker passed away on Nov. 18, 2026, at OSF St. Francis Medical Center. He worked at Caterpillar, and he loved his garden.',
    ],
  ])(
    '"%s": a death told after the rites under a title and the family name ("%s") is dated',
    (heading, death) => {
      const o = readHtml(
        notice(
          heading,
          `Funeral services for ${heading}, 84, of Peoria, will be at 10 a.m. Saturday. ${death}`,
        ),
      );
      expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    },
  );

  it("reads a title of another sex, or one the page's pronouns do not settle, as someone else", () => {
    // John's wife.
    const wife = readHtml(
      notice(
        'John Whitaker',
        'John Whitaker, 84, of Peoria, will be honored Saturday. Mrs. Whitaker died Nov. 18, 2026.',
      ),
    );
    expect(wife).toBeNull();
    const unsettled = readHtml(
      `<html><head><title>Jordan Whitaker</title></head><body><article><h1>Jordan Whitaker</h1>
       <p>Services for Jordan Whitaker, 84, of Peoria, will be at 10 a.m. Saturday. Mr. Whitaker died Nov. 18, 2026.</p></article></body></html>`,
    );
    expect(unsettled?.deathDate ?? null).toBeNull();
  });

  it('reads the rites under a related given name, and not under another given name of the family', () => {
    const bill = readHtml(
      notice(
        'William Whitaker',
        'Funeral services for Bill Whitaker, 84, of Peoria, will be at 10 a.m. Saturday.',
      ),
    );
    expect(bill?.name.given).toBe('William');
    expect(
      readHtml(
        notice(
          'John Whitaker',
          'Funeral services for Mary Whitaker, 80, of Peoria, will be at 10 a.m. Saturday.',
        ),
      ),
    ).toBeNull();
  });

  it.each([
    // Someone else's rites.
    "Funeral services for John Whitaker's wife, Mary, will be held at 10 a.m. Saturday.",
    // A living person's.
    'A prayer service for John Whitaker, 84, who remains in critical condition, will be held Friday.',
    'A celebration of life for John Whitaker, 65, of Peoria, who beat cancer, will be held Saturday.',
    'A celebration of life for John Whitaker, 65, who is now cancer-free, will be held Saturday.',
    'John Whitaker, whose wife was laid to rest Nov. 18, thanks the nurses of Memorial Hospital.',
    'John Whitaker was buried in paperwork all week before the audit.',
    'A mass was held Sunday at Holy Family Church for John Whitaker, 45, of Peoria, who is serving in Afghanistan.',
    'A retirement service was held Friday for John Whitaker, 65, of Peoria.',
    "Services were held Sunday for John Whitaker's installation as pastor of First Baptist Church.",
    'A memorial service was held Saturday for John Whitaker, 45, of Peoria, who survived the crash, to honor the three who died.',
    'A celebration of life for John Whitaker, 45, of Peoria, who was rescued from the river, will be held Saturday.',
  ])('"%s" is no death of the page\'s person', (opening) => {
    expect(readHtml(notice('John Whitaker', opening))).toBeNull();
  });
});

it('reads a family name that is also a modal verb as the name ("Deborah May died"), and "may have died" as no death', () => {
  const page = (text: string): string =>
    `<html><head><title>Deborah May</title></head><body><article><h1>Deborah May</h1><p>${text}</p></article></body></html>`;
  expect(readHtml(page('Deborah May died Nov. 18, 2026, at her home in Peoria.'))?.deathDate).toEqual({
    year: 2026,
    month: 11,
    day: 18,
  });
  expect(
    readHtml(page('Deborah May, 84, of Peoria, may have died on Nov. 18, 2026, police said.')),
  ).toBeNull();
});

it("takes no <time> that marks the birth or the death as the page's publication date", () => {
  const o = readHtml(
    `<html><head><title>Paul L. Rasmussen</title></head><body><article itemscope itemtype="https://schema.org/Person">
     <h1 itemprop="name">Paul L. Rasmussen</h1>
     <p><time itemprop="birthDate" datetime="1961-11-13">11/13/1961</time> - <time itemprop="deathDate" datetime="2026-01-27">1/27/2026</time></p>
     <p>Paul L. Rasmussen, of Washington, went home to be with the Lord on January 27, 2026.</p>
     <p class="posted">Posted 1/28/2026</p></article></body></html>`,
  );
  expect(o?.publishedDate).toEqual({ year: 2026, month: 1, day: 28 });
});

it('reads "was born into eternal life" as the death, and no birth', () => {
  const o = readHtml(
    `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1>
     <p>John Whitaker, 84, of Peoria, was born into eternal life on Nov. 18, 2026.</p></article></body></html>`,
  );
  expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
  expect(o?.birthDate).toBeNull();
});

it("reads a death told under the decedent's nickname, and none told under another person's name", () => {
  const page = (text: string) =>
    `<html><head><title>William Jones</title></head><body><article><h1>William Jones</h1>
     <p>William Jones, 84, of Peoria, farmed for 60 years. ${text}</p></article></body></html>`;
  expect(readHtml(page('Bill died June 1, 2026, at home.'))?.deathDate).toEqual({
    year: 2026,
    month: 6,
    day: 1,
  });
  expect(readHtml(page('He sat with his neighbor until Mark Cole died June 1, 2026.'))).toBeNull();
});

it('reads "Date of Birth" and "Date of Death" lines, and no span led by another date label', () => {
  const page = (lines: string) =>
    `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1>${lines}
     <p>John was a lifelong resident of Peoria.</p></article></body></html>`;
  const o = readHtml(page('<p>Date of Birth: 03/03/1942</p><p>Date of Death: 11/18/2026</p>'));
  expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
  expect(o?.birthDate).toEqual({ year: 1942, month: 3, day: 3 });
  expect(readHtml(page('<p>Date of hire: 03/03/1982 - 11/18/2026</p>'))).toBeNull();
});

it.each(['Residence: Peoria, IL', 'Hometown: Peoria, Illinois', 'Lived in: Peoria, IL'])(
  'reads a labelled residence: "%s"',
  (line) => {
    const o = readHtml(
      `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1>
       <ul><li>Born: March 3, 1942</li><li>Died: November 18, 2026</li><li>${line}</li></ul>
       <p>John loved fishing.</p></article></body></html>`,
    );
    expect(o?.residence?.city).toBe('Peoria');
    expect(o?.residence?.state).toBe('IL');
  },
);

describe('paid death notices that state the death by its date alone', () => {
  const notice = (heading: string, text: string): string =>
    `<html><head><title>${heading} - Death Notice - The Peoria Star</title></head><body><article>
     <h1>${heading}</h1><p>${text}</p></article></body></html>`;

  it.each([
    [
      'WHITAKER--John R.',
      'WHITAKER--John R., on November 18, 2026, peacefully at home in Peoria, IL, at age 84. Beloved husband of 58 years to Mary. Services Saturday.',
    ],
    [
      'John R. Whitaker',
      'WHITAKER, John R., 84, of Peoria, November 18, 2026. Beloved husband of Mary (nee Hale). Visitation Friday 4-7 p.m.',
    ],
    [
      'John R. Whitaker',
      'Whitaker, John R., 84, of Peoria, Nov. 18, 2026. Survived by wife Mary; sons Mark and Paul. Memorial service 11 a.m. Saturday.',
    ],
  ])('"%s": the date after the name is the death\'s', (heading, text) => {
    const o = readHtml(notice(heading, text));
    expect(o?.name.full).toBe('John R. Whitaker');
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(o?.age).toBe(84);
  });

  it.each([
    [
      'WHITAKER--John R.',
      'WHITAKER--John R. On November 18, 2026, peacefully, at 84. Beloved husband of Mary. Services Saturday.',
    ],
    [
      'John R. Whitaker',
      'Whitaker, John R. Age 84, of Peoria. Nov. 18, 2026. Survived by wife Mary. Memorial service Saturday.',
    ],
    [
      'WHITAKER--John R., Jr.',
      'WHITAKER--John R., Jr., on November 18, 2026, at home. Beloved husband of Mary. Services private.',
    ],
    // The age and town as a sentence between the name and the date.
    [
      'John R. Whitaker',
      'WHITAKER--John R. Age 84, of Peoria, Illinois. November 18, 2026. Loving husband of Mary.',
    ],
    // "Loved husband of"; the date a sentence of its own.
    ['WHITAKER, John R.', 'WHITAKER, John R. (Jack). November 18, 2026. Aged 84. Loved husband of Mary.'],
    // A notice whose only word of a death notice is its celebration of life.
    [
      'John R. Whitaker',
      'Whitaker, John R., 84, of Peoria, Ill., Nov. 18, 2026. A celebration of life will be held at a later date.',
    ],
    // ... or its rites by their day or hour, or its arrangements.
    [
      'John R. Whitaker',
      'Whitaker, John R., 84, Peoria, Nov. 18, 2026. Services Saturday at Davis Funeral Home.',
    ],
    ['John R. Whitaker', 'Whitaker, John R., 84, Peoria, Nov. 18, 2026. Services 10 a.m. Saturday.'],
    ['John R. Whitaker', 'Whitaker, John R., 84, Peoria, Nov. 18, 2026. Arrangements by Davis Funeral Home.'],
  ])(
    '"%s": a name alone as the opening sentence, or with a suffix, and the date after it',
    (heading, text) => {
      const o = readHtml(notice(heading, text));
      expect(o?.name.given).toBe('John');
      expect(o?.name.surname).toBe('Whitaker');
      expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    },
  );

  it.each([
    'WHITAKER, John R., 84, of Peoria, November 18, 2026. Beloved husband of Mary. Services Saturday.',
    'WHITAKER--John R. On November 18, 2026, peacefully, at 84. Beloved husband of Mary. Services Saturday.',
    'Peacefully, at home, on Tuesday 18th November 2026, John Robert Whitaker, aged 84, of Peoria. Beloved husband of Mary.',
    'WHITAKER John Robert Peacefully at home on 18th November 2026, aged 84 years. Beloved husband of Mary.',
  ])(
    '"%s" with no name heading: the opening names the person, the date after the name is the death\'s',
    (text) => {
      const o = readHtml(
        `<html><head><title>Death Notice - The Peoria Star</title></head><body><article><p>${text}</p></article></body></html>`,
      );
      expect(o?.name).toMatchObject({ given: 'John', surname: 'Whitaker' });
      expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    },
  );

  it('a docket that opens like a notice is none: what follows the date is what a notice gives there', () => {
    expect(
      readHtml(
        notice(
          'John R. Whitaker',
          'WHITAKER, John R., 45, of Peoria, Nov. 18, 2026: petition for visitation with his children granted.',
        ),
      ),
    ).toBeNull();
  });

  it("gives relatives named alone the first of a double surname the notice's opening writes", () => {
    const survivors = (heading: string, text: string) =>
      readHtml(notice(heading, text))?.survivors.map((r) => r.name);
    expect(
      survivors(
        'Michael L. Garcia Cortez',
        'GARCIA CORTEZ--Michael L., of Bethesda, on March 1, 2026, at age 85. Dear father of Adam (Renee) and Andrea. Cherished brother of Patricia.',
      ),
    ).toEqual(['Adam Garcia', 'Renee Garcia', 'Andrea Garcia', 'Patricia Garcia']);
    // A particle is no surname of its own.
    expect(
      survivors(
        'Mary Van Dyke',
        'VAN DYKE--Mary, of Peoria, on March 1, 2026, at age 85. Loving mother of Adam and Andrea.',
      ),
    ).toEqual(['Adam Van Dyke', 'Andrea Van Dyke']);
    // Written in order, the parents' surname tells which of the two is the paternal one; a mother's
    // maiden name as a middle name is not.
    expect(
      survivors(
        'Michael L. Garcia Cortez',
        'Peacefully on March 1, 2026, Michael L. Garcia Cortez, of Bethesda, aged 85. Dear father of Adam and Andrea. Son of the late Michael and Julia (Pulliam) Garcia.',
      ),
    ).toEqual(['Adam Garcia', 'Andrea Garcia']);
    expect(
      survivors(
        'John Whitfield Smith',
        'Peacefully on March 1, 2026, John Whitfield Smith, of Bethesda, aged 85. Dear father of Adam and Andrea. Son of the late Robert and Mary (Whitfield) Smith.',
      ),
    ).toEqual(['Adam Smith', 'Andrea Smith']);
  });

  it('reads a family name of two words written as a name is ("Flores Ramirez, William")', () => {
    const o = readHtml(
      notice(
        'William Floyd Flores Ramirez',
        'Flores Ramirez, William Floyd, of Peoria, on April 14, 2024, after a long illness, at age 77. Dear husband of Linda.',
      ),
    );
    expect(o?.deathDate).toEqual({ year: 2024, month: 4, day: 14 });
    expect(o?.age).toBe(77);
  });

  it('"WHITAKER JR.--John R.": the generation written after the family name', () => {
    const o = readHtml(
      notice(
        'WHITAKER JR.--John R.',
        'WHITAKER JR.--John R., 84, of Peoria, on Nov. 18, 2026. Beloved husband of Mary. Services Saturday.',
      ),
    );
    expect(o?.name).toMatchObject({ given: 'John', middle: ['R'], surname: 'Whitaker', suffix: 'Jr.' });
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it.each([
    'WHITAKER--John R., born November 18, 2026, to Mark and Amy Whitaker of Peoria. Loving grandparents are Paul and Ann.',
    'WHITAKER--John R. and Mary, on November 18, 2026, celebrate their 50th anniversary. Loving parents of Mark and Paul.',
    'WHITAKER--John R., on November 18, 2026, retired after 40 years at Caterpillar. Beloved by his colleagues.',
    'WHITAKER--John R. In loving memory of our father, on your birthday, November 18, 2026. Loving you always, Mark.',
    // No word of a death notice.
    'WHITAKER--John R., on November 18, 2026, at the Peoria Civic Center.',
    'Whitaker, John R., of Peoria, Nov. 18, 2026, at the annual awards dinner. Loving tributes from his team.',
  ])('"%s" is no death', (text) => {
    expect(readHtml(notice('WHITAKER--John R.', text))).toBeNull();
  });

  const published = (html: string): string =>
    html.replace('<head>', '<head><meta property="article:published_time" content="2026-11-20T08:00:00Z">');

  it.each([
    [
      'WHITAKER--John R.',
      'WHITAKER--John R., 84, of Peoria, on November 18. Beloved husband of Mary. Services Saturday.',
    ],
    [
      'WHITAKER, John Robert',
      'WHITAKER, John Robert. Peacefully on November 18 at OSF Saint Francis Medical Center, in his 85th year. Beloved husband of Mary.',
    ],
    [
      'John R. Whitaker',
      'Peacefully, on November 18, John R. Whitaker, aged 84, of Peoria. Beloved husband of Mary.',
    ],
    ['WHITAKER John R.', 'Peacefully at home on 18th November, aged 84 years. Beloved husband of Mary.'],
    [
      'WHITAKER--John R.',
      'WHITAKER--John R., on November 18. Born May 4, 1942, in Pekin. Beloved husband of Mary.',
    ],
  ])('"%s": a date without its year is the death\'s, in the year the page is dated', (heading, text) => {
    const o = readHtml(published(notice(heading, text)));
    expect(o?.name).toMatchObject({ given: 'John', surname: 'Whitaker' });
    expect(o?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it.each([
    'WHITAKER--John R., on November 18, his 90th birthday. Love, your family.',
    'WHITAKER--John R. In loving memory, on your birthday, November 18. Love, your family.',
    'WHITAKER--John R. and Mary, on November 18, 60 years of marriage. Loving parents of Mark and Paul.',
    'WHITAKER--John R. Suddenly on November 18, the roof gave way at the plant. Beloved by his crew.',
    'WHITAKER--John R., 84, of Peoria, November 18: petition for guardianship granted. Beloved of all.',
  ])('"%s" is no death, its year left to the page', (text) => {
    expect(readHtml(published(notice('WHITAKER--John R.', text)))).toBeNull();
  });

  it.each([
    'WHITAKER, John R. Remembering you on November 18, the day you left us. Forever in our hearts, Mary.',
    'WHITAKER, John R. In loving memory of our dad, who passed away November 18. Five years have passed since, and we miss him.',
    'WHITAKER, John R., who died November 18. Dad, you would have turned 90 this year. Love, Mark.',
  ])('"%s": a remembrance, its date without a year no death date of the page\'s year', (text) => {
    const o = readHtml(published(notice('WHITAKER, John R.', text)));
    expect(o?.name).toMatchObject({ given: 'John', surname: 'Whitaker' });
    expect(o?.deathDate).toBeNull();
  });

  it('a notice that dates only its rites is of a death it does not date', () => {
    const o = readHtml(
      notice(
        'WHITAKER, John R.',
        'WHITAKER, John R., 84, of Peoria. Funeral services will be at 10 a.m. Saturday, Nov. 21, 2026, at Wilton Mortuary. In lieu of flowers, memorials to Hospice.',
      ),
    );
    expect(o?.name).toMatchObject({ given: 'John', surname: 'Whitaker' });
    expect(o?.deathDate).toBeNull();
    // A rites sentence of someone else's, or of no one's, gives nothing.
    expect(
      readHtml(
        notice(
          'WHITAKER, John R.',
          'WHITAKER, John R., 84, of Peoria, retired Nov. 18, 2026. A service will be held for his wife at 10 a.m.',
        ),
      ),
    ).toBeNull();
  });
});

describe('a death dated by its year alone', () => {
  const memorial = (text: string): string =>
    `<html><head><title>Betty Cole</title></head><body><article><h1>Betty Cole</h1><p>${text}</p>
     <p>She is missed by her family.</p></article></body></html>`;

  it.each([
    'Betty Cole passed away in 1990.',
    'Betty Cole died peacefully at home in 1990.',
    'Betty Cole, 74, of Peoria, died of cancer in 1990.',
    // A full date later in the sentence is another clause's.
    'Betty Cole of Peoria died in 1990, and her son ran the Peoria marathon in her memory on Nov. 18, 2026.',
  ])('"%s" gives the year', (text) => {
    expect(readHtml(memorial(text))?.deathDate).toEqual({ year: 1990 });
  });

  it.each([
    // A clause of its own between the verb and the year.
    'Betty Cole died at the hospital she had joined in 1990.',
    'Betty Cole passed away, and her husband moved to Peoria in 1990.',
    'Betty Cole passed away in 1990-91 flu season.',
  ])('"%s" gives no year', (text) => {
    expect(readHtml(memorial(text))?.deathDate ?? null).toBeNull();
  });
});

describe('a birth date beside the stated age', () => {
  const obituary = (age: number, birth: string): string =>
    `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1>
     <p>John Whitaker, ${age}, of Peoria, died Nov. 18, 2026, at his home.</p>
     <p>He was born ${birth}, in Peoria.</p></article></body></html>`;

  // Born in 1941, he was 84 or 85 on Nov. 18, 2026; an age a year off either way is the page's slip.
  it.each([
    [83, 'Dec. 1, 1941'],
    [84, 'Dec. 1, 1941'],
    [85, 'March 3, 1941'],
    [86, 'March 3, 1941'],
  ])('age %i keeps the birth %s', (age, birth) => {
    expect(readHtml(obituary(age, birth))?.birthDate?.year).toBe(1941);
  });

  // More than a year off: the birth is another person's, a child's or a grandchild's.
  it.each([
    [82, 'Dec. 1, 1941'],
    [87, 'March 3, 1941'],
    [84, 'March 3, 1966'],
  ])('age %i drops the birth %s', (age, birth) => {
    const o = readHtml(obituary(age, birth));
    expect(o?.age).toBe(age);
    expect(o?.birthDate).toBeNull();
  });

  it("keeps the page's structured birth date", () => {
    const o = readHtml(
      `<html><head><title>John Whitaker</title><script type="application/ld+json">{"@context":"https://schema.org",
       "@type":"Person","name":"John Whitaker","birthDate":"1941-03-03","deathDate":"2026-11-18"}</script></head>
       <body><h1>John Whitaker</h1><p>John Whitaker, 48, of Peoria, died Nov. 18, 2026, at his home.</p></body></html>`,
    );
    expect(o?.birthDate).toEqual({ year: 1941, month: 3, day: 3 });
  });
});

describe('extractObituary on pages that are not one obituary', () => {
  /** Extraction of an inline page, with the reference tables the other tests use. */
  const readPage = (html: string, url = 'https://site.example/x'): ExtractedObituary | null =>
    readHtml(html, url);

  it.each([
    'listing-funeral-home.html',
    'listing-wordpress.html',
    'listing-newspaper.html',
    'about-page.html',
    'flower-shop.html',
  ])('%s -> null', (name) => {
    expect(readHtml(page(name), `https://site.example/${name}`)).toBeNull();
  });

  it.each([
    ['empty document', ''],
    [
      'error page',
      '<html><head><title>Page Not Found</title></head><body><h1>404 - Page not found</h1></body></html>',
    ],
    [
      'contact form',
      '<h1>Contact Us</h1><form><input name="email"></form><p>We are available 24 hours a day to help your family.</p>',
    ],
  ])('%s -> null', (_label, html) => {
    expect(
      extractObituary(html, 'https://site.example/x', {}, { gazetteer: EMPTY_GAZETTEER, lexicon }),
    ).toBeNull();
  });

  // Pages about living people that a funeral home's or a newspaper's site holds beside its notices:
  // read as obituaries, each would report a living person dead.
  it.each([
    [
      "a funeral director's staff page, with recent obituaries in the sidebar",
      `<html><head><title>John R. Whitaker | Oak Hill Funeral Home</title></head><body>
       <main><h1>John R. Whitaker</h1><p>Funeral Director</p>
       <p>Born March 4, 1962 in Springfield, Illinois, John has served families at Oak Hill Funeral Home since
       1985. He and his wife, Karen, have two children, Michael and Emily.</p></main>
       <aside><h3>Recent Obituaries</h3><ul>
       <li><a href="/obituaries/harold-benson">Harold Benson</a> January 5, 1940 - June 1, 2026</li>
       <li><a href="/obituaries/mary-ann-cole">Mary Ann Cole</a> passed away May 28, 2026</li></ul></aside>
       </body></html>`,
    ],
    [
      "a funeral director's staff page: his father's death brought him into the firm",
      `<html><head><title>John R. Whitaker | Oak Hill Funeral Home</title></head><body>
       <main><h1>John R. Whitaker</h1><p>Owner and Funeral Director</p>
       <p>John grew up in the family business. After his father, Robert Whitaker, passed away in 1990, John took
       over Oak Hill Funeral Home. He was born March 4, 1962 in Springfield and passed the state board exam in
       1984.</p></main></body></html>`,
    ],
    [
      "a grief counsellor's page: her husband died",
      `<html><head><title>Linda Hayes | Grief Support | Oak Hill Funeral Home</title></head><body>
       <main><h1>Linda Hayes</h1><p>Aftercare Coordinator</p>
       <p>Linda Hayes knows grief firsthand. Her husband, Tom, died in 2010, and she has led our grief support
       group ever since. Linda was born in Peoria in 1960.</p></main></body></html>`,
    ],
    [
      "an owner's letter: his grandfather died",
      `<html><head><title>A letter from our owner | Oak Hill Funeral Home</title></head><body>
       <main><h1>John R. Whitaker</h1>
       <p>When my grandfather, Henry Whitaker, died in 1958, my father promised to keep his name on the door. I
       was born in 1962 and have worked here since 1985.</p></main></body></html>`,
    ],
    [
      'a staff list: her mother passed away',
      `<html><head><title>Meet Our Staff - Oak Hill Funeral Home</title></head><body>
       <main><h1>Meet Our Staff</h1><h2>Karen Whitaker</h2>
       <p>Karen Whitaker, 58, of Springfield, joined Oak Hill in 1995 after her mother passed away and the staff
       cared for her family with such kindness.</p></main></body></html>`,
    ],
    [
      "an owner's page: his father, John Spears Sr., died on a date",
      `<html><head><title>John Spears Jr. | Spears Funeral Home</title></head><body>
       <main><h1>John Spears Jr.</h1><p>Owner</p>
       <p>John Spears Sr. died March 3, 1982, and his son has led the firm since. John Jr. was born May 1, 1955
       in Dayton.</p></main></body></html>`,
    ],
    [
      "a director's page: the firm's founder bears his name, with no word of kinship",
      `<html><head><title>Our Staff - Spears Funeral Home</title></head><body>
       <main><h1>John Spears</h1>
       <p>John Spears is a licensed funeral director and embalmer at Spears Funeral Home in Dayton, founded by
       John Spears, who passed away in 1982. John was born March 3, 1961, in Dayton.</p></main></body></html>`,
    ],
    [
      "a director's page opening with another man's death",
      `<html><head><title>John Whitaker | Oak Hill Funeral Home</title></head><body>
       <main><h1>John Whitaker</h1><p>Funeral Director</p>
       <p>Robert Whitaker passed away March 3, 1990. John, born May 1, 1962 in Springfield, took over the firm
       that year.</p></main></body></html>`,
    ],
    [
      "a director's page: 'he died' of her father",
      `<html><head><title>Mary Ellen Cole | Oak Hill Funeral Home</title></head><body>
       <main><h1>Mary Ellen Cole</h1><p>Funeral Director</p>
       <p>Mary Ellen Cole was born June 2, 1970 in Dayton. She lost her father young; he died on March 3, 1985,
       and the care Oak Hill gave her family led her to this work.</p></main></body></html>`,
    ],
    [
      'a 100th birthday',
      `<html><head><title>Springfield woman celebrates 100th birthday</title></head><body><article>
       <h1>Springfield woman celebrates 100th birthday</h1>
       <p>Mary Ellen Carter of Springfield turned 100 on Tuesday. Born June 2, 1926, in Decatur, Illinois, Carter
       was a teacher for 35 years. Her husband, Frank, died in 1999.</p></article></body></html>`,
    ],
    [
      'a wife hospitalized after a fire that killed her husband',
      `<html><head><title>Linda Morrison hospitalized after house fire</title></head><body><article>
       <h1>Linda Morrison hospitalized after house fire</h1>
       <p>CHATHAM - Linda Morrison, 70, of Chatham, was hospitalized Tuesday after a fire at her home. Her
       husband, Thomas Morrison, 72, died in the fire, the coroner said.</p></article></body></html>`,
    ],
    [
      'a golden wedding anniversary naming the late parents',
      `<html><head><title>Whitaker 50th anniversary</title></head><body><article>
       <h1>John and Karen Whitaker</h1>
       <p>John R. Whitaker and Karen (Miller) Whitaker of Springfield will celebrate their 50th wedding
       anniversary on June 12, 2026. Karen is the daughter of the late Frank and Mary Miller, who died in 1999
       and 2005.</p></article></body></html>`,
    ],
    [
      "a funeral director's retirement",
      `<html><head><title>Linda Hayes retires after 40 years</title></head><body><article>
       <h1>Linda Hayes retires after 40 years</h1>
       <p>Linda M. Hayes, 66, of Springfield, retires this month after 40 years as a funeral director at Oak
       Hill Funeral Home. Born in 1960 in Peoria, Hayes helped more than 5,000 families plan services.</p>
       </article></body></html>`,
    ],
    [
      'a people-search profile: a birth month and dead relatives',
      `<html><head><title>John R Whitaker, Age 76 - Springfield, IL - Public Records</title></head><body>
       <main><h1>John R Whitaker, 76</h1><p>Lives in Springfield, IL. Born March 1950.</p>
       <p>Possible relatives: Robert Whitaker (deceased), Edna Whitaker (deceased), Mary Whitaker.</p>
       </main></body></html>`,
    ],
    [
      "a family tree's page of a living man, his parents' lifespans under him",
      `<html><head><title>John Robert Whitaker (1950 - Living) - Whitaker Family Tree</title></head><body>
       <main><h1>John Robert Whitaker</h1><p>Born March 3, 1950 in Springfield, Illinois. Living.</p>
       <h2>Parents</h2><ul><li>Robert Whitaker (1921 - 1990)</li><li>Edna Whitaker (1925 - 2011)</li></ul>
       </main></body></html>`,
    ],
    [
      "a family tree's page without the word living",
      `<html><head><title>John Robert Whitaker - Whitaker Family Tree</title></head><body>
       <main><h1>John Robert Whitaker</h1><p>Born March 3, 1950 in Springfield, Illinois.</p>
       <h2>Parents</h2><ul><li>Robert Whitaker (1921 - 1990)</li><li>Edna Whitaker (1925 - 2011)</li></ul>
       <p>His father, Robert Whitaker, died March 3, 1990 in Springfield.</p></main></body></html>`,
    ],
    [
      "a wife's notice under her husband's name alone: he survives",
      `<html><head><title>Mrs. John R. Whitaker | Obituaries | Springfield Gazette</title></head><body>
       <article><h1>Mrs. John R. Whitaker</h1>
       <p>Mrs. John R. Whitaker, 76, of Springfield, died Tuesday, June 2, 2026, at Memorial Hospital.</p>
       <p>She was born March 3, 1950, in Peoria, the daughter of Carl and Edna Brandt. She married John R.
       Whitaker in 1971; he survives.</p></article></body></html>`,
    ],
    [
      'a new chief executive who "transitioned" to the post',
      `<html><head><title>Whitaker named CEO of Springfield Bank</title></head><body><article>
       <h1>John R. Whitaker</h1><p class="byline">June 3, 2026</p>
       <p>John R. Whitaker, 58, of Springfield, transitioned to chief executive on June 1, 2026, the bank said.</p>
       </article></body></html>`,
    ],
    [
      'a mayor who "lost his battle" for a third term',
      `<html><head><title>Whitaker concedes mayoral race</title></head><body><article>
       <h1>Whitaker concedes</h1><p class="byline">June 3, 2026</p>
       <p>Mayor John R. Whitaker, 64, of Springfield, lost his battle for a third term on Tuesday, June 2, 2026,
       conceding to challenger Mary Cole.</p></article></body></html>`,
    ],
    [
      'an owner who "passed on" the business',
      `<html><head><title>John R. Whitaker | Oak Hill Funeral Home</title></head><body><main>
       <h1>John R. Whitaker</h1><p>Owner</p><p>John R. Whitaker, born March 4, 1950, passed on the family
       business to his daughter on January 1, 2020, and still greets families most mornings.</p></main></body></html>`,
    ],
    [
      'a crash survivor who "nearly died"',
      `<html><head><title>Springfield man nearly died in 2019 crash, now runs marathons</title></head><body>
       <article><h1>John R. Whitaker</h1><p>John R. Whitaker, 52, of Springfield, nearly died on March 3, 2019,
       when his car left Route 4. Today he runs marathons.</p></article></body></html>`,
    ],
    [
      'a denied rumour of a death',
      `<html><head><title>Rumors of Springfield coach's death are false</title></head><body><article>
       <h1>John R. Whitaker</h1><p class="byline">June 3, 2026</p><p>Posts claiming that John R. Whitaker, 70,
       of Springfield, died on June 1, 2026 are false, his family said.</p></article></body></html>`,
    ],
    [
      'a news headline "dies" over a bill, not a person',
      `<html><head><title>Whitaker bill dies in committee | The Springfield Register</title></head><body>
       <article><h1>Whitaker bill dies in committee</h1><p class="byline">By Jane Reporter</p>
       <p>A bill sponsored by state Sen. John R. Whitaker died in committee Tuesday, Nov. 17, 2026.</p>
       <p>Whitaker, 58, of Springfield, said he would try again.</p></article></body></html>`,
    ],
    [
      "a news story of the mayor's mother's death, the mayor named later",
      `<html><head><title>Mayor's mother dies at 91 | The Springfield Register</title></head><body><article>
       <h1>Mayor's mother dies at 91</h1><p class="byline">By Jane Reporter</p>
       <p>Mayor John R. Whitaker's mother, Edna, died Sunday, Nov. 15, 2026. She was 91.</p>
       <p>John Whitaker, 58, said she died peacefully at home.</p></article></body></html>`,
    ],
    [
      'a news story of a mayor who "nearly dies"',
      `<html><head><title>Mayor nearly dies in crash | The Springfield Register</title></head><body><article>
       <h1>Mayor nearly dies in crash</h1><p class="byline">By Jane Reporter</p>
       <p>Mayor John R. Whitaker, 58, nearly died Tuesday, Nov. 17, 2026, when his car left Route 4.</p>
       </article></body></html>`,
    ],
    [
      'a news story quoting a man on a bridge that "passed" inspection',
      `<html><head><title>Board notes | Springfield Register</title></head><body><article><h1>Board notes</h1>
       <p>John Whitaker, 58, said the east bridge passed inspection on June 1, 2026.</p></article></body></html>`,
    ],
    [
      'a news story of a death called a hoax',
      `<html><head><title>Reports that mayor dies are false | The Springfield Register</title></head><body>
       <article><h1>Reports that mayor dies are false</h1><p class="byline">By Jane Reporter</p>
       <p>Mayor John R. Whitaker, 58, died Tuesday, according to posts that city officials called a hoax.</p>
       </article></body></html>`,
    ],
    [
      "a store's years under its owner's name, which his age says are not his life",
      `<html><head><title>Whitaker Hardware closes after 68 years</title></head><body><article><h1>John Whitaker</h1>
       <p>1958 - 2026</p><p>John Whitaker, 70, is closing the hardware store his father opened. The last day is
       Nov. 18, 2026.</p></article></body></html>`,
    ],
    [
      "a coach's tenure under his name",
      `<html><head><title>Coach Whitaker retires</title></head><body><article><h1>Coach John Whitaker</h1>
       <p>Head coach, 1990 - 2026</p><p>John Whitaker coached the Springfield Lions for 36 seasons.</p>
       </article></body></html>`,
    ],
    [
      "a class reunion's years under an organiser's name",
      `<html><head><title>Class of 1976 reunion</title></head><body><article><h1>John Whitaker</h1>
       <p>Springfield High School, Class of 1976 – 2026 Reunion</p><p>John Whitaker organized the 50th
       reunion held Nov. 18, 2026.</p></article></body></html>`,
    ],
    [
      "an alderman's term of office",
      `<html><head><title>Alderman John Whitaker</title></head><body><article><h1>Alderman John Whitaker</h1>
       <p>In office: May 1, 2019 – Nov. 18, 2026</p><p>John Whitaker represented Ward 4 until his
       resignation.</p></article></body></html>`,
    ],
    [
      "a son's account of his father's death, quoted and told",
      `<html><head><title>Family remembers</title></head><body><article><h1>Mark Whitaker</h1>
       <p>Mark Whitaker, 55, of Springfield, said his father died peacefully on Nov. 18, 2026. 'Dad passed away
       surrounded by family,' Mark said.</p></article></body></html>`,
    ],
    [
      "a son's marathon in memory of his father: 'Dad' is the father the story told of",
      `<html><head><meta property="article:published_time" content="2026-11-23"><title>Local runner honors
       father</title></head><body><article><h1>Mark Whitaker</h1><p>Mark Whitaker, 55, of Peoria, ran the
       Chicago Marathon on Sunday in memory of his father. Dad passed away Nov. 18 after a long illness, and the
       race was for him.</p></article></body></html>`,
    ],
    [
      "a first responder's story: the driver died",
      `<html><head><meta property="article:published_time" content="2026-11-23"><title>Officer honored for
       crash response</title></head><body><article><h1>John Whitaker</h1><p>Officer John Whitaker, 41, was the
       first to arrive at the crash on Nov. 18, 2026; the driver died at the scene.</p></article></body></html>`,
    ],
    [
      'an obituary a living man wrote of himself, quoted after the day he wrote it',
      `<html><head><title>Write your own obituary</title></head><body><article><h1>John Whitaker</h1>
       <p>John Whitaker of Peoria wrote his own obituary in a class Nov. 18, 2026: "John Whitaker died
       peacefully, surrounded by his family."</p></article></body></html>`,
    ],
    [
      "a sample obituary with blanks to fill in, on a funeral home's planning page",
      `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1>
       <p>My obituary, by John Whitaker: John Whitaker died on ____, 20__, at the age of __. He loved
       fishing.</p></article></body></html>`,
    ],
    [
      'a news story of a mayor revived on stage',
      `<html><head><title>Mayor John Whitaker 'died' on stage, revived by CPR</title></head><body><article>
       <h1>John Whitaker</h1><p>Mayor John Whitaker, 66, collapsed and briefly died on stage Nov. 18, 2026,
       before paramedics revived him. He is recovering at Memorial Medical Center.</p></article></body></html>`,
    ],
    [
      "a transplant recipient's story, the donor's death in a relative clause",
      `<html><head><title>Donor family honored</title></head><body><article><h1>John Whitaker</h1>
       <p>John Whitaker, 55, of Springfield received a kidney from a donor who died Nov. 18, 2026, in a car
       crash.</p></article></body></html>`,
    ],
  ])('%s -> null', (_label, html) => {
    expect(readPage(html)).toBeNull();
  });

  // A news story's headline reports the death without the name; the lede names the person.
  it.each([
    [
      'a headline with the office, a byline and a date line, then the lede',
      `<html><head><title>Former mayor dies at 84 | The Springfield Register</title></head><body><article>
       <h1>Former mayor dies at 84</h1><p class="byline">By Jane Reporter, Staff Writer</p>
       <p class="date">November 19, 2026</p>
       <p>John R. Whitaker, who served three terms as mayor of Springfield, died Tuesday, Nov. 17, 2026, at his
       home. He was 84.</p><p>Whitaker led the city from 1979 to 1991.</p>
       <p>He is survived by his wife, Mary, and two sons.</p></article></body></html>`,
      { given: 'John', middle: ['R'], surname: 'Whitaker' },
      { year: 2026, month: 11, day: 17 },
      84,
    ],
    [
      'a wire dateline before the lede, and the other driver unhurt',
      `<html><head><title>Peoria man dies in crash | The Springfield Register</title></head><body><article>
       <h1>Peoria man dies in crash</h1><p class="byline">By Jane Reporter</p>
       <p>PEORIA, Ill. (AP) — Mark A. Cole, 34, of Peoria, died Tuesday, Nov. 17, 2026, when his car struck a
       tree on Route 29.</p><p>The driver of the other car, John Whitaker, 58, was not hurt.</p>
       </article></body></html>`,
      { given: 'Mark', middle: ['A'], surname: 'Cole' },
      { year: 2026, month: 11, day: 17 },
      34,
    ],
    [
      'a headline with the surname, an office before the name in the lede',
      `<!doctype html><html><head><title>Former mayor Whitaker dies at 84 - Springfield Gazette</title></head>
       <body><article><h1>Former mayor Whitaker dies at 84</h1><p class=byline>June 3, 2026</p>
       <p>Former Springfield Mayor John R. Whitaker, 84, died June 1, 2026, at his home. He was born March 3,
       1942.</p></article></body></html>`,
      { given: 'John', middle: ['R'], surname: 'Whitaker', title: 'Mayor' },
      { year: 2026, month: 6, day: 1 },
      84,
    ],
    [
      "a quoted colleague's line before the lede is no name line",
      `<html><head><title>Longtime teacher dies at 91 | Springfield Register</title></head><body><article>
       <h1>Longtime teacher dies at 91</h1><p>By Jane Reporter</p>
       <p>Principal Mark Cole, 50, called her a legend at Lanphier High.</p>
       <p>Mary Ann Smith, 91, of Springfield, died Monday, June 1, 2026, at Memorial Medical Center.</p>
       </article></body></html>`,
      { given: 'Mary', middle: ['Ann'], surname: 'Smith' },
      { year: 2026, month: 6, day: 1 },
      91,
    ],
  ])('news obituary, name only in the lede: %s', (_label, html, name, death, age) => {
    const o = readPage(html);
    expect(o?.name).toMatchObject(name);
    expect(o?.deathDate).toEqual(death);
    expect(o?.age).toBe(age);
    // "led the city from 1979 to 1991" is a term of office, not a lifespan.
    expect(o?.birthDate?.year ?? 1942).toBe(1942);
  });

  it('dates the death from the death sentence, not a Navy pilot\'s "earned his wings"', () => {
    const o = readPage(
      `<html><head><title>John R. Whitaker - Obituary</title></head><body><main><h1>John R. Whitaker</h1>
       <p>John R. Whitaker, 78, of Springfield, earned his wings at Pensacola on May 5, 1968 and flew for the
       Navy for twenty years.</p><p>He passed away peacefully at home on June 1, 2026.</p></main></body></html>`,
    );
    expect(o?.deathDate).toEqual({ year: 2026, month: 6, day: 1 });
  });

  // "Mrs. John R. Whitaker": a wife written with her husband's given names (husbands-name.ts).
  it.each([
    [
      'her names in parentheses',
      `<h1>Mrs. Robert Allen Cole (Mary Ellen)</h1><p>1948 - 2026</p>
       <p>Mrs. Robert Allen Cole, 78, of Chatham passed away May 30, 2026. She is survived by her husband of
       55 years, Robert.</p>`,
      { given: 'Mary', middle: ['Ellen'], maiden: [], surname: 'Cole' },
    ],
    [
      '"the former" and her maiden name',
      `<h1>Mrs. John R. Whitaker</h1>
       <p>Mrs. John R. Whitaker, the former Margaret Ann Brandt, 76, of Springfield, died June 2, 2026.</p>`,
      { given: 'Margaret', middle: ['Ann'], maiden: ['Brandt'], surname: 'Whitaker' },
    ],
    [
      'her own name in the title',
      `<title>Margaret B. Whitaker Obituary</title><h1>Mrs. John R. Whitaker</h1>
       <p>Mrs. John R. Whitaker, 76, of Springfield, died June 2, 2026.</p>`,
      { given: 'Margaret', middle: ['B'], maiden: [], surname: 'Whitaker' },
    ],
    [
      'her own given name after the title',
      `<h1>Mrs. Mary Whitaker</h1><p>Mrs. Mary Whitaker, 76, of Springfield, died June 2, 2026.</p>`,
      { given: 'Mary', middle: [], maiden: [], surname: 'Whitaker' },
    ],
  ])("a wife's notice under her husband's name: %s", (_label, html, expected) => {
    const o = readPage(`<html><body><main>${html}</main></body></html>`);
    expect(o?.name).toMatchObject(expected);
    expect(o?.deathDate?.year).toBe(2026);
  });

  it('a wife\'s notice under her husband\'s name: her age after that name, and her maiden name after "the former" though it is a given name too', () => {
    const o = readPage(
      `<html><body><main><h1>Mrs. John Whitaker</h1>
       <p>Mrs. John Whitaker, 80, of Peoria, died Nov. 18, 2026. She was the former Mary Cole.</p></main></body></html>`,
    );
    expect(o?.name).toMatchObject({ given: 'Mary', middle: [], maiden: ['Cole'], surname: 'Whitaker' });
    expect(o?.age).toBe(80);
  });

  // A relative's birth is not the decedent's: read as his, a son's made the decedent as old as the son.
  it.each([
    ["a son's", 'His son, Mark, was born March 3, 1980, and became a doctor.'],
    ["a daughter's named without commas", 'His daughter Ann was born in 1978.'],
    ["a wife's, in a relative clause", 'In 1975 he married Mary Cole, who was born March 3, 1952 in Peoria.'],
    ["a mother's", 'His mother, Edna, born in 1925, taught him to fish.'],
  ])('takes no birth date from %s birth', (_label, sentence) => {
    const o = readPage(
      `<html><head><title>John R. Whitaker - Obituary</title></head><body><main><h1>John R. Whitaker</h1>
       <p>John R. Whitaker of Springfield died June 1, 2026.</p><p>${sentence}</p></main></body></html>`,
    );
    expect(o?.deathDate).toEqual({ year: 2026, month: 6, day: 1 });
    expect(o?.birthDate).toBeNull();
  });

  // Nor is another person's age: read as his, a wife's or another driver's gave him their birth year.
  it.each([
    [
      "his wife's",
      'John R. Whitaker of Springfield died June 1, 2026. Mary Whitaker, 44, his wife of 20 years, survives him.',
    ],
    [
      "another driver's",
      'John R. Whitaker of Springfield died June 1, 2026 in a crash on Route 4. The other driver, Mark Cole, 19, of Chatham, was injured.',
    ],
    ["his father's", 'John R. Whitaker of Springfield died June 1, 2026. His father died at the age of 50.'],
  ])('takes no age from %s', (_label, text) => {
    const o = readPage(
      `<html><head><title>John R. Whitaker - Obituary</title></head><body><main><h1>John R. Whitaker</h1>
       <p>${text}</p></main></body></html>`,
    );
    expect(o?.deathDate).toEqual({ year: 2026, month: 6, day: 1 });
    expect(o?.age).toBeNull();
  });

  it("takes no residence from a son's town", () => {
    const o = readPage(
      `<html><head><title>John R. Whitaker - Obituary</title></head><body><main><h1>John R. Whitaker</h1>
       <p>John R. Whitaker died June 1, 2026 at Memorial Hospital.</p><p>His son, Mark Whitaker of Dallas,
       Texas, was at his side.</p></main></body></html>`,
    );
    expect(o?.deathDate).toEqual({ year: 2026, month: 6, day: 1 });
    expect(o?.residence).toBeNull();
  });

  it("takes the decedent's age under a nickname, a surname alone or after a suffix", () => {
    const bill = readPage(
      `<html><head><title>William Hale - Obituary</title></head><body><main><h1>William Hale</h1>
       <p>Bill Hale, 81, of Springfield, died June 1, 2026.</p></main></body></html>`,
    );
    expect(bill?.age).toBe(81);
    const news = readPage(
      `<html><head><title>William Hale - Obituary</title></head><body><main><h1>William Hale</h1>
       <p>The former mayor died June 1, 2026. Hale, 81, had led the city for 20 years.</p></main></body></html>`,
    );
    expect(news?.age).toBe(81);
    const junior = readPage(
      `<html><head><title>Allen Morrell, Jr.</title></head><body><main><h1>Allen Morrell, Jr.</h1>
       <p>Allen Morrell, Jr., 88, of Baltimore, passed away on Feb. 23, 2026.</p></main></body></html>`,
    );
    expect(junior?.age).toBe(88);
    const nurse = readPage(
      `<html><head><title>Mary Cole</title></head><body><main><h1>Mary Cole</h1>
       <p>Mary Cole, RN, 84, of Baltimore, passed away on Feb. 23, 2026.</p></main></body></html>`,
    );
    expect(nurse?.age).toBe(84);
  });

  it("takes the decedent's birth after a child's, and one shared with a twin", () => {
    const after = readPage(
      `<html><head><title>John R. Whitaker - Obituary</title></head><body><main><h1>John R. Whitaker</h1>
       <p>John R. Whitaker of Springfield died June 1, 2026. His daughter Ann was born in 1978. John was born
       March 3, 1950 in Peoria.</p></main></body></html>`,
    );
    expect(after?.birthDate).toEqual({ year: 1950, month: 3, day: 3 });
    const twin = readPage(
      `<html><head><title>John R. Whitaker - Obituary</title></head><body><main><h1>John R. Whitaker</h1>
       <p>John R. Whitaker of Springfield died June 1, 2026. He and his twin brother, Paul, were born March 3,
       1950 in Peoria.</p></main></body></html>`,
    );
    expect(twin?.birthDate).toEqual({ year: 1950, month: 3, day: 3 });
  });

  it("dates the death by the decedent's sentence, not a short line of his wife's death", () => {
    const o = readPage(
      `<html><head><title>John R. Whitaker - Obituary</title></head><body><main><h1>John R. Whitaker</h1>
       <p>His wife, Mary, died June 1, 2010.</p>
       <p>John R. Whitaker, 84, of Springfield, passed away June 1, 2026, eight years after he retired.</p>
       </main></body></html>`,
    );
    expect(o?.deathDate).toEqual({ year: 2026, month: 6, day: 1 });
  });

  it("reads a memorial page's lifespan, not that of a relative it lists", () => {
    const o = readPage(
      `<html><head><title>Robert Whitaker - Memorial</title></head><body><main><h1>Robert Whitaker</h1>
       <p>Birth 5 Jan 1921 Peoria, Illinois. Death 3 Mar 1990 Springfield, Illinois.</p>
       <h2>Family Members</h2><p>Spouse: Edna Brandt Whitaker 1925-2011</p></main></body></html>`,
    );
    expect(o?.birthDate).toEqual({ year: 1921, month: 1, day: 5 });
    expect(o?.deathDate).toEqual({ year: 1990, month: 3, day: 3 });
  });

  it("reads a remembrance's lifespan when a sentence of no year names the relative who placed it", () => {
    const missed = readHeadedStory(
      'Mary Whitaker',
      'Mary Whitaker. March 1, 1930 - Nov. 18, 2006. Missed by her husband, John.',
    );
    expect(missed?.birthDate).toEqual({ year: 1930, month: 3, day: 1 });
    expect(missed?.deathDate).toEqual({ year: 2006, month: 11, day: 18 });
    // The relative named in the sentence of the years is the years' person.
    expect(
      readHeadedStory(
        'John Whitaker',
        'John Whitaker. Remembering his wife, Mary, March 1, 1930 - Nov. 18, 2006.',
      ),
    ).toBeNull();
  });

  // A pet's memorial, posted where a funeral home's obituaries are or found by a web search, names
  // the animal like a person.
  it.each([
    [
      'a lifespan and the Rainbow Bridge',
      `<html><head><title>Bella Johnson Obituary | Oak Hill Funeral Home</title></head><body><main>
       <h1>Bella Johnson</h1><p>April 2, 2011 - June 1, 2026</p>
       <p>Bella, beloved companion of Tom and Sue Johnson of Springfield, crossed the Rainbow Bridge on June 1,
       2026. She loved chasing squirrels.</p></main></body></html>`,
    ],
    [
      'an age and a breed',
      `<html><head><title>Charlie Brown | Oak Hill</title></head><body><main><h1>Charlie Brown</h1>
       <p>2010 - 2026</p><p>Charlie Brown, 16, our sweet beagle, passed away peacefully at home in Springfield on
       June 1, 2026, surrounded by his family.</p></main></body></html>`,
    ],
    [
      'a pet memorials section',
      `<html><head><title>Daisy Miller | Pet Memorials | Oak Hill</title></head><body><main><h1>Daisy Miller</h1>
       <p>Daisy Miller died June 1, 2026 in Springfield. She was 13.</p></main></body></html>`,
    ],
  ])('a pet memorial with %s -> null', (_label, html) => {
    expect(readPage(html)).toBeNull();
  });

  it("dates the death from the decedent's own sentence when a relative's death comes first", () => {
    const o = readPage(
      `<html><head><title>Mary Cole - Obituary</title></head><body><main><h1>Mary Cole</h1>
       <p>Her husband, Frank, died in 2010. Mary Cole, 84, of Springfield, passed away June 1, 2026.</p>
       </main></body></html>`,
      'https://site.example/mary-cole',
    );
    expect(o?.deathDate).toEqual({ year: 2026, month: 6, day: 1 });
  });

  it('still reads an obituary whose death sentence names the decedent by a middle name or nickname', () => {
    const middle = readPage(
      `<html><head><title>J. Robert Hale - Obituary</title></head><body><main><h1>J. Robert Hale</h1>
       <p>Robert Hale, 81, of Springfield, passed away June 1, 2026.</p></main></body></html>`,
    );
    expect(middle?.deathDate).toEqual({ year: 2026, month: 6, day: 1 });
    const nickname = readPage(
      `<html><head><title>William Hale - Obituary</title></head><body><main><h1>William Hale</h1>
       <p>Bill Hale, 81, of Springfield, died June 1, 2026. He was born March 4, 1945.</p></main></body></html>`,
    );
    expect(nickname?.deathDate).toEqual({ year: 2026, month: 6, day: 1 });
  });

  it('reads the decedent behind a dateline of two words, not the town ("EL PASO — Betty L. Harms")', () => {
    const got = readPage(
      `<html><head><title>Betty L. Harms - Area Deaths</title></head><body><article><h1>Betty L. Harms</h1>
       <p>EL PASO — Betty L. Harms, 90, of El Paso, died Friday, Nov. 20, 2026, at her home.</p></article></body></html>`,
    );
    expect(got?.name.full).toBe('Betty L. Harms');
    expect(got?.deathDate).toEqual({ year: 2026, month: 11, day: 20 });
    expect(got?.age).toBe(90);
  });

  it('reads the decedent behind a dateline of a town written as a name, with its state ("Peoria, Ill. —")', () => {
    for (const dateline of ['Peoria, Ill. —', 'Springfield, Ill. (AP) —', 'Des Moines, Iowa —']) {
      const got = readPage(
        `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1>
         <p>${dateline} John Whitaker, 84, a longtime teacher, died Nov. 18, 2026, at OSF Saint Francis.</p></article></body></html>`,
      );
      expect(got?.deathDate, dateline).toEqual({ year: 2026, month: 11, day: 18 });
      expect(got?.age, dateline).toBe(84);
    }
  });

  it('reads a birth told as entering the world, and a death with the lifespan in brackets after the name', () => {
    const page = (sentence: string) =>
      readPage(
        `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1><p>${sentence}</p></article></body></html>`,
      );
    for (const birth of [
      'He entered this world on May 4, 1942, in Pekin.',
      'He came into this world May 4, 1942, on the family farm near Pekin.',
      'John was welcomed into the world on May 4, 1942, by Robert and Edna Whitaker.',
    ]) {
      expect(page(`John Whitaker, 84, of Peoria, died Nov. 18, 2026. ${birth}`)?.birthDate, birth).toEqual({
        year: 1942,
        month: 5,
        day: 4,
      });
    }
    const got = page('John Whitaker (May 4, 1942 - Nov. 18, 2026), of Peoria, died at home.');
    expect(got?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(got?.birthDate).toEqual({ year: 1942, month: 5, day: 4 });
  });

  it('reads no residence from a heading that names the person ("Dr. John R. Whitaker, MD" is no town in Maryland)', () => {
    const got = readPage(
      `<html><head><title>Dr. John R. Whitaker, MD - Peoria Journal</title></head><body><article><h1>Dr. John R. Whitaker, MD</h1>
       <p>He died Nov. 18, 2026, at his home. He was 84.</p></article></body></html>`,
    );
    expect(got?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(got?.residence).toBeNull();
  });

  it('reads the lifespan in brackets after the name of a long first sentence, not a term of office', () => {
    const page = (text: string) =>
      readPage(
        `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1><p>${text}</p></article></body></html>`,
      );
    // A child's lifespan in a sentence of the death.
    expect(
      readPage(
        `<html><head><title>Emma Cole</title></head><body><article><h1>Emma Cole</h1><p>Emma Cole (2016-2024) passed away peacefully at home, surrounded by her family.</p></article></body></html>`,
      )?.deathDate,
    ).toEqual({ year: 2024 });
    const got = page(
      'John Whitaker (May 4, 1942 – November 18, 2026) was an American politician who served as mayor of Peoria from 1990 to 1998.',
    );
    expect(got?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(got?.birthDate).toEqual({ year: 1942, month: 5, day: 4 });
    for (const text of [
      'John Whitaker (born May 4, 1942) is an American politician who served as mayor of Peoria from 1990 to 1998.',
      'John Whitaker (R-Ill., 1995-2003) spoke at the Peoria Rotary Club on Nov. 18, 2026, about his years in Congress.',
      'John Whitaker (mayor, 1990-1998) spoke at the Peoria Rotary Club on Nov. 18, 2026, about his years as mayor.',
      'John Whitaker (1990-1998) spoke at the Peoria Rotary Club on Nov. 18, 2026, about his years as mayor of the city.',
      'John Whitaker (1990-1998) was the longest-serving mayor in the history of Peoria, and the council named the new city hall for him.',
      'John Whitaker (1990-1998) was the longest-serving mayor in the history of Peoria, the council said.',
    ]) {
      expect(page(text), text).toBeNull();
    }
  });

  it("takes a pronoun's death for the relative the sentence before is about, when the page tells of a later year", () => {
    const page = (text: string) =>
      readPage(
        `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1><p>${text}</p></article></body></html>`,
      );
    for (const text of [
      'John Whitaker, 65, of Peoria, retired Nov. 18, 2026, after 40 years at the firm. His father, Robert, founded the firm in 1950. He died in 1990.',
      'John Whitaker, 65, of Peoria, was named Citizen of the Year on Nov. 18, 2026. His mentor, Robert Hale, taught him the trade. He died in 2010.',
      'John Whitaker, 65, of Peoria, will speak Nov. 18, 2026, at the library about his grandfather, who built the library in 1910. He died in 1950.',
    ]) {
      expect(page(text), text).toBeNull();
    }
    // The page's person named after the relative, or a death in the page's latest year: the person's.
    for (const text of [
      'John Whitaker, 84, of Peoria. His father, Robert, founded the firm in 1950, and John ran it for 40 years. He died Nov. 18, 2026, at home.',
      'John Whitaker, 84, was a Peoria native. His father, Robert Whitaker, founded the firm in 1950. He died Nov. 18, 2026, at home.',
    ]) {
      expect(page(text)?.deathDate, text).toEqual({ year: 2026, month: 11, day: 18 });
    }
  });

  it('reads the death in a sentence that says who remembers the person, or what the family includes', () => {
    for (const sentence of [
      'John Whitaker, 84, who is fondly remembered by his students, died Nov. 18, 2026, in Peoria.',
      'John Whitaker, 84, of Peoria, whose family includes four generations of teachers, died Nov. 18, 2026.',
    ]) {
      const got = readPage(
        `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1><p>${sentence}</p></article></body></html>`,
      );
      expect(got?.deathDate, sentence).toEqual({ year: 2026, month: 11, day: 18 });
    }
  });

  it('dates a death told first without a date by the next sentence of the same death ("He passed Nov. 18, 2026.")', () => {
    const page = (text: string) =>
      readPage(
        `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1><p>${text}</p></article></body></html>`,
      );
    for (const text of [
      'John Whitaker, 84, of Peoria, now joins his wife, Mary, and son, Michael, in heaven. He passed Nov. 18, 2026.',
      "PEORIA — The man who died in Tuesday's crash was John Whitaker, 45, of Peoria, the coroner said. He died Nov. 18, 2026, at the scene.",
    ]) {
      expect(page(text)?.deathDate, text).toEqual({ year: 2026, month: 11, day: 18 });
    }
    // A later death of a woman on a man's page dates nothing.
    expect(
      page('John Whitaker, 84, of Peoria, went home to be with the Lord. She died Nov. 18, 2026, in Pekin.')
        ?.deathDate ?? null,
    ).toBeNull();
  });

  it('reads the short paragraphs after the one long paragraph of a page ("He died Nov. 18, 2026.")', () => {
    const got = readPage(
      `<html><head><title>John Whitaker</title></head><body><article><h1>John Whitaker</h1>
       <p>John was born May 4, 1942, in Pekin. He taught science at Peoria High for 40 years.</p>
       <p>He died Nov. 18, 2026.</p></article></body></html>`,
    );
    expect(got?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(got?.birthDate).toEqual({ year: 1942, month: 5, day: 4 });
  });

  it('reads a family name that is also a page word when the heading and the death sentence agree ("Homes")', () => {
    const got = readPage(
      `<html><head><title>Thomas Michael Homes - Death Notice</title></head><body><article><h1>Thomas Michael Homes</h1>
       <p>Thomas Michael Homes, 86, of Schenectady, New York, passed away on Sunday, Feb. 22, 2026 at home.</p></article></body></html>`,
    );
    expect(got?.name).toMatchObject({ given: 'Thomas', middle: ['Michael'], surname: 'Homes' });
    expect(got?.age).toBe(86);
  });

  it("reads no lifespan from a line that opens with another person's name", () => {
    // Two teasers, one of them under a linked heading (one is no run of cards to set aside), read as
    // the first person's page: Robert's line sits under Carol's name, and its date was read as her
    // lifespan's end.
    const got = readPage(
      `<html><head><title>Obituaries | Springfield Register</title></head><body><main><h1>Obituaries</h1>
       <article><h2><a href="/obituaries/carol-j-anderson">Carol J. Anderson</a></h2>
       <p>Carol J. Anderson, 81, of Chatham, died Wednesday, Nov. 18, 2026, at Memorial Medical Center. <a href="/obituaries/carol-j-anderson">Read more</a></p></article>
       <article><p><strong>Robert L. Whitaker</strong></p>
       <p>Robert L. Whitaker, 88, of Rochester, passed away Monday, Nov. 16, 2026, at his home. <a href="/obituaries/robert-l-whitaker">Read more</a></p></article>
       </main></body></html>`,
      'https://site.example/obituaries',
    );
    expect(got?.name.full).toBe('Carol J. Anderson');
    expect(got?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it("reads nothing from teaser cards for other pages, the page's own heading a person's", () => {
    // A listing's cards, whose headings link to the people's own pages, are those pages' text.
    expect(readPage(page('notices-teasers.html'), 'https://site.example/obituaries')).toBeNull();
    // A reporter's page: the stories' teasers tell deaths that are not the reporter's.
    const reporter = `<html><head><title>John Whitaker - Peoria Journal</title></head><body><main><h1>John Whitaker</h1>
      <p>John Whitaker covers public safety for the Peoria Journal.</p>
      <article><h3><a href="/news/teacher-dies">Former teacher dies at 84</a></h3><p>A longtime Peoria teacher died Wednesday, Nov. 18, 2026. She was 84.</p></article>
      <article><h3><a href="/news/crash">Man killed in crash</a></h3><p>A Peoria man died Tuesday, Nov. 17, 2026, in a crash on Route 29.</p></article>
      </main></body></html>`;
    expect(readPage(reporter, 'https://paper.example/staff/john-whitaker')).toBeNull();
    // An obituary with a list of other obituaries below it keeps its own text.
    const own = readPage(
      `<html><head><title>Mary Cole</title></head><body><main><h1>Mary Cole</h1>
       <p>Mary Cole, 80, of Pekin, died Nov. 17, 2026, at home. She taught at Pekin High for 40 years.</p>
       <ul><li><h3><a href="/obituaries/john-whitaker">John Whitaker</a></h3><p>John Whitaker, 84, of Peoria, died Nov. 18, 2026.</p></li>
       <li><h3><a href="/obituaries/paul-smith">Paul Smith</a></h3><p>Paul Smith, 70, of Morton, died Nov. 16, 2026.</p></li></ul>
       </main></body></html>`,
      'https://site.example/obituaries/mary-cole',
    );
    expect(own?.name.full).toBe('Mary Cole');
    expect(own?.deathDate).toEqual({ year: 2026, month: 11, day: 17 });
    // The page's own heading a link, beside a box of linked buttons: no run of teasers.
    const linked = readPage(
      `<html><head><title>John Whitaker Obituary</title></head><body><main>
       <div class="obit"><h2><a href="/obituaries/john-whitaker">John Whitaker</a></h2>
       <p>John Whitaker, 84, of Peoria, passed away Nov. 18, 2026. He was a retired teacher.</p></div>
       <div class="links"><h3><a href="/send-flowers">Send Flowers</a></h3><h3><a href="/guestbook">Sign the Guestbook</a></h3></div>
       </main></body></html>`,
      'https://site.example/obituaries/john-whitaker',
    );
    expect(linked?.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
  });

  it("still reads a person's obituary that speaks of pets", () => {
    const lover = readPage(
      `<html><head><title>Max Cole - Obituary</title></head><body><main><h1>Max Cole</h1><p>1950 - 2026</p>
       <p>Max Cole, a dog lover and longtime breeder of golden retrievers, passed away June 1, 2026 in
       Springfield. He was preceded in death by his faithful companion, Duke.</p></main></body></html>`,
      'https://site.example/max-cole',
    );
    expect(lover?.name.full).toBe('Max Cole');
    const young = readPage(
      `<html><head><title>Tyler Smith - Obituary</title></head><body><main><h1>Tyler Smith</h1>
       <p>Tyler Smith, a proud Georgia Bulldog, died June 1, 2026 in Athens. He was 19. Tyler is survived by
       his parents and his beloved dog, Rocky, who crossed the Rainbow Bridge with him.</p></main></body></html>`,
      'https://site.example/tyler-smith',
    );
    expect(young?.name.full).toBe('Tyler Smith');
    expect(young?.age).toBe(19);
  });
});

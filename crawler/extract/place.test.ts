import { describe, expect, it } from 'vitest';
import type { Place } from '../../core/obituary.js';
import {
  EMPTY_GAZETTEER,
  cityKey,
  gazetteerFromRows,
  rowsFromCitiesCsv,
  rowsFromGazetteerJson,
} from './gazetteer.js';
import {
  findPlaceOfDeath,
  findResidence,
  parsePlaceAt,
  parsePlaceLine,
  stateCodeOf,
  type PlaceContext,
} from './place.js';
import { testGazetteer } from './__pages__/reference-tables.js';

/** A small hand-made gazetteer, so place rules are tested without any reference table. */
const SMALL = gazetteerFromRows([
  { city: 'Springfield', state: 'IL', county: 'Sangamon', weight: 37 },
  { city: 'Springfield', state: 'MO', county: 'Greene', weight: 20 },
  { city: 'Saint Louis', state: 'MO', county: 'Saint Louis', weight: 76 },
  { city: 'Saint Louis', state: 'MO', county: 'Saint Louis City', weight: 13 },
  { city: 'Austin', state: 'TX', county: 'Travis', weight: 43 },
  { city: 'Austin', state: 'TX', county: 'Williamson', weight: 3 },
  { city: 'Wethersfield', state: 'CT', county: 'Hartford' },
  { city: 'Mount Vernon', state: 'IL', county: 'Jefferson' },
  { city: 'Phoenix', state: 'AZ', county: 'Maricopa' },
  // Localities: places the postal list names only as a city's alias.
  { city: 'Bartonville', state: 'IL', county: 'Peoria', locality: true },
  { city: 'Phoenix', state: 'IL', county: 'Cook', locality: true },
  { city: 'Wethersfield', state: 'IL', county: 'Henry', locality: true },
]);
const small: PlaceContext = { gazetteer: SMALL };
const none: PlaceContext = { gazetteer: EMPTY_GAZETTEER };

describe('stateCodeOf', () => {
  it.each<[string, string | null]>([
    ['Illinois', 'IL'],
    ['IL', 'IL'],
    ['Ill.', 'IL'],
    ['Calif.', 'CA'],
    ['N.Y.', 'NY'],
    ['W.Va.', 'WV'],
    ['New Mexico', 'NM'],
    ['in', null],
    ['Or', null],
    ['Texas', 'TX'],
    ['Tex', 'TX'],
    ['Narnia', null],
  ])('%s -> %s', (text, code) => {
    expect(stateCodeOf(text)).toBe(code);
  });
});

describe('parsePlaceAt', () => {
  it.each<[string, PlaceContext, Place | null]>([
    ['Springfield, Illinois, passed away', small, { city: 'Springfield', county: 'Sangamon', state: 'IL' }],
    ['Springfield, Ill. He was', small, { city: 'Springfield', county: 'Sangamon', state: 'IL' }],
    ['Springfield, MO', small, { city: 'Springfield', county: 'Greene', state: 'MO' }],
    // A notice set in capitals.
    ['SPRINGFIELD, MO, DIED', small, { city: 'Springfield', county: 'Greene', state: 'MO' }],
    ['ST. LOUIS, MISSOURI', small, { city: 'St. Louis', county: 'Saint Louis', state: 'MO' }],
    ['St. Louis, Missouri', small, { city: 'St. Louis', county: 'Saint Louis', state: 'MO' }],
    ['Mt. Vernon, IL', small, { city: 'Mt. Vernon', county: 'Jefferson', state: 'IL' }],
    ['Wethersfield passed away', small, { city: 'Wethersfield', county: 'Hartford', state: 'CT' }],
    ['Springfield passed away', small, { city: 'Springfield', county: null, state: null }],
    [
      'Springfield passed away',
      { gazetteer: SMALL, defaultState: 'IL' },
      { city: 'Springfield', county: 'Sangamon', state: 'IL' },
    ],
    // A locality of the source's state, or of a state written: its county.
    [
      'Bartonville, died',
      { gazetteer: SMALL, defaultState: 'IL' },
      { city: 'Bartonville', county: 'Peoria', state: 'IL' },
    ],
    ['Bartonville, Ill., died', small, { city: 'Bartonville', county: 'Peoria', state: 'IL' }],
    ['Bartonville, died', small, null],
    // ... but not one another state has a town of: the town, as without the locality.
    [
      'Phoenix, formerly of Peoria',
      { gazetteer: SMALL, defaultState: 'IL' },
      { city: 'Phoenix', county: 'Maricopa', state: 'AZ' },
    ],
    [
      'Wethersfield passed away',
      { gazetteer: SMALL, defaultState: 'IL' },
      { city: 'Wethersfield', county: 'Hartford', state: 'CT' },
    ],
    ['Sangamon County', small, { city: null, county: 'Sangamon', state: null }],
    [
      'rural Springfield, Sangamon County, Illinois',
      small,
      { city: 'Springfield', county: 'Sangamon', state: 'IL' },
    ],
    ['Illinois', small, { city: null, county: null, state: 'IL' }],
    // "in X County" after the town, and a town spelled like a state when a state follows it.
    [
      'Springfield in Sangamon County, Illinois, passed away',
      small,
      { city: 'Springfield', county: 'Sangamon', state: 'IL' },
    ],
    ['Washington, D.C., passed away', none, { city: 'Washington', county: null, state: 'DC' }],
    ['Delaware, Ohio', none, { city: 'Delaware', county: null, state: 'OH' }],
    [
      'Washington in District Of Columbia County, DC peacefully passed away',
      none,
      { city: 'Washington', county: 'District Of Columbia', state: 'DC' },
    ],
    // "St" is an abbreviation only as a whole word: Street, Md. is a town.
    ['Street, Md., died', none, { city: 'Street', county: null, state: 'MD' }],
    ['Stanton, Neb.', none, { city: 'Stanton', county: null, state: 'NE' }],
    ['Smallville, Kansas', small, { city: 'Smallville', county: null, state: 'KS' }],
    ['Smallville passed', small, null],
    ['Smallville passed', none, { city: 'Smallville', county: null, state: null }],
    ['Memorial Medical Center in Springfield', small, null],
    ['the arms of his family', small, null],
    ['Heaven', none, null],
    // A street address before the town is passed over; one without a town after it gives none.
    [
      '1204 W. Main St., Wethersfield, died',
      small,
      { city: 'Wethersfield', county: 'Hartford', state: 'CT' },
    ],
    ['2200 N. 5th Ave., Apt. 3, Austin, Texas', small, { city: 'Austin', county: 'Travis', state: 'TX' }],
    ['1204 Main Street, Springfield, Ill.', small, { city: 'Springfield', county: 'Sangamon', state: 'IL' }],
    ['1204 W. Main St., died Nov. 18', small, null],
  ])('%s', (text, ctx, expected) => {
    expect(parsePlaceAt(text, ctx)?.place ?? null).toEqual(expected);
  });
});

describe('findResidence and findPlaceOfDeath', () => {
  it.each<[string, Place | null]>([
    [
      'James Miller, 84, of Springfield, Illinois, passed away Tuesday.',
      { city: 'Springfield', county: 'Sangamon', state: 'IL' },
    ],
    [
      'Walter J. Kowalczyk, age 91, of Springfield, MO, died Saturday.',
      { city: 'Springfield', county: 'Greene', state: 'MO' },
    ],
    [
      'Walter J. Kowalczyk, age: 91, of Springfield, MO, died Saturday.',
      { city: 'Springfield', county: 'Greene', state: 'MO' },
    ],
    [
      'Mary Nowak, a lifelong resident of Austin, Texas, died.',
      { city: 'Austin', county: 'Travis', state: 'TX' },
    ],
    ['She lived in Wethersfield for 40 years.', { city: 'Wethersfield', county: 'Hartford', state: 'CT' }],
    // A move away later in the sentence: the town moved to, or none.
    [
      'She lived in Wethersfield for 40 years before moving to Austin in 2020.',
      { city: 'Austin', county: 'Travis', state: 'TX' },
    ],
    [
      'She lived in Wethersfield until 2020, when she moved to Austin, Texas.',
      { city: 'Austin', county: 'Travis', state: 'TX' },
    ],
    ['She lived in Wethersfield for 40 years before moving away.', null],
    ['Longtime Austin resident Mary Nowak, 84, died.', { city: 'Austin', county: 'Travis', state: 'TX' }],
    [
      'Mary Nowak, 84, a lifelong Wethersfield resident, died.',
      { city: 'Wethersfield', county: 'Hartford', state: 'CT' },
    ],
    // A British, Canadian or Australian notice's own sentence; "the late" names someone dead.
    ['Late of Wethersfield.', { city: 'Wethersfield', county: 'Hartford', state: 'CT' }],
    // A news story's town set off by an age.
    ['John Smith, a 45-year-old Austin man, died.', { city: 'Austin', county: 'Travis', state: 'TX' }],
    [
      'John Smith, a 45-year-old from Austin, Texas, died.',
      { city: 'Austin', county: 'Travis', state: 'TX' },
    ],
    // The last home, after the name: "John Whitaker, late of Peoria, died intestate".
    ['John Smith, late of Austin, Texas, died.', { city: 'Austin', county: 'Travis', state: 'TX' }],
    ['Wife of the late John Nowak of Austin.', null],
    ['Longtime Cardinals fan Mary Nowak, 84, died.', null],
    ['John Smith, formerly of Austin, Texas, died.', null],
    // A news brief's or a death list's town after the age, without "of": a town the gazetteer knows.
    ['Mary Nowak, 84, Austin, died Nov. 18, 2026.', { city: 'Austin', county: 'Travis', state: 'TX' }],
    ['NOWAK, Mary, 84, Austin, Nov. 18, 2026.', { city: 'Austin', county: 'Travis', state: 'TX' }],
    ['Mary Nowak, 84, Austin Energy retiree, died Nov. 18, 2026.', null],
    ['Mary Nowak, 84, Catholic, died Nov. 18, 2026.', null],
    ['Mary Nowak, 84, Retired Teacher, died Nov. 18, 2026.', null],
    ['He loved the Cardinals.', null],
  ])('residence of %s', (sentence, expected) => {
    expect(findResidence([sentence], small)).toEqual(expected);
  });

  it('anchors "of City" on the decedent\'s surname without a comma', () => {
    const s = 'We announce the passing of Harold Jensen of Wethersfield on Christmas Day.';
    expect(findResidence([s], small)).toBeNull();
    expect(findResidence([s], small, 'Jensen')).toEqual({
      city: 'Wethersfield',
      county: 'Hartford',
      state: 'CT',
    });
    // Another's town set off by an age: "Mark Cole, a 30-year-old Austin man, was charged".
    const charged = 'Mark Cole, a 30-year-old Austin man, was charged in the death of Harold Jensen.';
    expect(findResidence([charged], small, 'Jensen')).toBeNull();
    const late = 'We announce the passing of Harold Jensen late of Wethersfield on Christmas Day.';
    expect(findResidence([late], small)).toBeNull();
    expect(findResidence([late], small, 'Jensen')).toEqual({
      city: 'Wethersfield',
      county: 'Hartford',
      state: 'CT',
    });
  });

  it('reads a town after the age without "of" only with a gazetteer to know towns by', () => {
    expect(findResidence(['Mary Nowak, 84, Austin, died Nov. 18, 2026.'], small)).toEqual({
      city: 'Austin',
      county: 'Travis',
      state: 'TX',
    });
    expect(findResidence(['Mary Nowak, 84, Retired Teacher, died Nov. 18, 2026.'], none)).toBeNull();
  });

  it('reads the town before "resident" opening the sentence only before the decedent\'s name', () => {
    const own = 'Austin resident Mary Nowak, 84, died Nov. 18, 2026.';
    expect(findResidence([own], small, 'Nowak')).toEqual({ city: 'Austin', county: 'Travis', state: 'TX' });
    // Without the surname to tell whose, and before another person's name: none.
    expect(findResidence([own], small)).toBeNull();
    expect(
      findResidence(['Austin resident John Smith said Mary Nowak died Nov. 18.'], small, 'Nowak'),
    ).toBeNull();
  });

  it("does not take another person's town from a sentence that opens with that person", () => {
    const sentences = [
      'Mary Nowak, 80, died at the scene.',
      'The other driver, John Smith, 45, of Wethersfield, was not hurt.',
    ];
    expect(findResidence(sentences, small, 'Nowak')).toBeNull();
    // The decedent's own sentence still gives the town.
    expect(
      findResidence(['Wife of the late John Smith, Mary Nowak, of Austin, died.'], small, 'Nowak'),
    ).toEqual({
      city: 'Austin',
      county: 'Travis',
      state: 'TX',
    });
  });

  it("does not take the town set off after another name later in the person's sentence", () => {
    const hit =
      'Mary Nowak, 30, died Nov. 18, 2026, when her car hit a truck driven by John Smith, 45, of Austin.';
    expect(findResidence([hit], small, 'Nowak')).toBeNull();
    const austin = { city: 'Austin', county: 'Travis', state: 'TX' };
    // The person's own names after the family name, with or without words of a clause, name no one else.
    expect(findResidence(['Nowak, Mary Louise, 91, of Austin, died Nov. 18, 2026.'], small, 'Nowak')).toEqual(
      austin,
    );
    expect(
      findResidence(['Nowak, Robert A. Sr., 80, of Austin, died Nov. 18, 2026.'], small, 'Nowak'),
    ).toEqual(austin);
    const born = 'Mary Nowak, who was born Mary Louise Cole, 91, of Austin, died Nov. 18, 2026.';
    expect(findResidence([born], small, 'Nowak', undefined, ['Mary', 'Louise', 'Cole'])).toEqual(austin);
    expect(findResidence([born], small, 'Nowak')).toBeNull();
  });

  it('reads where the death happened and whether it was at home', () => {
    expect(
      findPlaceOfDeath('He passed away at Memorial Medical Center in Springfield, Illinois.', small),
    ).toEqual({
      place: { city: 'Springfield', county: 'Sangamon', state: 'IL' },
      atHome: false,
    });
    expect(findPlaceOfDeath('He died Friday at his home.', small)).toEqual({ place: null, atHome: true });
    expect(findPlaceOfDeath('She died peacefully in her sleep.', small)).toEqual({
      place: null,
      atHome: false,
    });
  });

  it("reads the place after the decedent's own death verb when the caller gives it", () => {
    const after =
      'Two years after his wife died in Austin, Texas, John passed away in Springfield, Illinois.';
    expect(findPlaceOfDeath(after, small, after.indexOf('passed away')).place).toEqual({
      city: 'Springfield',
      county: 'Sangamon',
      state: 'IL',
    });
    const succumbed = 'John succumbed to cancer at Memorial Medical Center in Springfield, Illinois.';
    expect(findPlaceOfDeath(succumbed, small).place).toBeNull();
    expect(findPlaceOfDeath(succumbed, small, succumbed.indexOf('succumbed')).place).toMatchObject({
      city: 'Springfield',
      state: 'IL',
    });
  });

  it('reads a dateline', () => {
    expect(parsePlaceLine('Austin, TX', small)).toEqual({ city: 'Austin', county: 'Travis', state: 'TX' });
    expect(parsePlaceLine('Austin, TX and more words after it that make this no dateline', small)).toBeNull();
    expect(parsePlaceLine('Springfield', small)).toBeNull();
    // A memorial site writes the county and the country too.
    expect(parsePlaceLine('Springfield, Sangamon County, Illinois, USA', small)).toEqual({
      city: 'Springfield',
      county: 'Sangamon',
      state: 'IL',
    });
  });
});

describe('gazetteer', () => {
  it('folds Saint/St., Mount/Mt., Fort/Ft.', () => {
    expect(cityKey('St. Louis')).toBe(cityKey('Saint Louis'));
    expect(cityKey('Mt. Vernon')).toBe('mount vernon');
    expect(cityKey('Ft. Worth')).toBe('fort worth');
  });

  it('picks the heaviest county of a city in several', () => {
    expect(SMALL.countyOf('Austin', 'tx')).toBe('Travis');
    expect(SMALL.isCity('Austin')).toBe(true);
    expect(SMALL.isCity('Austin', 'IL')).toBe(false);
  });

  it('gives a locality its county but does not count it a city', () => {
    expect(SMALL.countyOf('Bartonville', 'IL')).toBe('Peoria');
    expect(SMALL.isCity('Bartonville')).toBe(false);
    expect(SMALL.isCity('Bartonville', 'IL')).toBe(false);
    // A city of the name in the state decides its county.
    const both = gazetteerFromRows([
      { city: 'Elmwood', state: 'IL', county: 'Peoria', locality: true },
      { city: 'Elmwood', state: 'IL', county: 'Peoria' },
      { city: 'Norwood', state: 'IL', county: 'Peoria', locality: true },
      { city: 'Norwood', state: 'IL', county: 'Mercer' },
    ]);
    expect(both.countyOf('Norwood', 'IL')).toBe('Mercer');
    expect(both.isCity('Elmwood', 'IL')).toBe(true);
  });

  it('reads the source CSV and the derived JSON shapes', () => {
    const csv =
      'City|State short|State full|County|City alias\nDe Kalb|IL|Illinois|DE KALB|De Kalb\nDe Kalb|IL|Illinois|DE KALB|Dekalb\n';
    expect(gazetteerFromRows(rowsFromCitiesCsv(csv)).countyOf('De Kalb', 'IL')).toBe('De Kalb');
    const json = { states: { IL: { name: 'Illinois', counties: { Sangamon: [['Springfield', 37]] } } } };
    expect(gazetteerFromRows(rowsFromGazetteerJson(json)).countyOf('Springfield', 'IL')).toBe('Sangamon');
    // Localities: an alias that is no postal city, in the CSV's alias column or the table's list.
    const withAlias = `${csv}Peoria|IL|Illinois|PEORIA|Bartonville\nPeoria|IL|Illinois|PEORIA|Peoria\n`;
    const fromCsv = gazetteerFromRows(rowsFromCitiesCsv(withAlias));
    expect([fromCsv.countyOf('Bartonville', 'IL'), fromCsv.isCity('Bartonville')]).toEqual(['Peoria', false]);
    const table = {
      states: { IL: { name: 'Illinois', counties: {}, localities: { Peoria: ['Bartonville'] } } },
    };
    expect(gazetteerFromRows(rowsFromGazetteerJson(table)).countyOf('Bartonville', 'IL')).toBe('Peoria');
  });

  const full = testGazetteer();
  it.skipIf(full === null).each<[string, string, string]>([
    ['Springfield', 'IL', 'Sangamon'],
    ['Austin', 'TX', 'Travis'],
    ['St. Louis', 'MO', 'Saint Louis'],
    ['Peoria', 'IL', 'Peoria'],
    ['Round Rock', 'TX', 'Williamson'],
    ['Fort Worth', 'TX', 'Tarrant'],
    // Localities, known only as postal aliases.
    ['Bartonville', 'IL', 'Peoria'],
    ['North Pekin', 'IL', 'Tazewell'],
  ])('the reference gazetteer puts %s, %s in %s County', (city, state, county) => {
    expect(full!.countyOf(city, state)).toBe(county);
  });
});

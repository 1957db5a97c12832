import { describe, expect, it } from 'vitest';
import type { Relative } from '../../core/obituary.js';
import { buildNameLexicon } from '../../core/names/lexicon.js';
import { isFamilySentence, parseFamily, parseRelativeList } from './survivors.js';
import { familyBucket, kinshipDegree, normalizeRelationship, spouseRelationship } from './kinship.js';
import { testLexicon } from './__pages__/reference-tables.js';

const options = { lexicon: testLexicon() };
const rel = (name: string, relationship: string, location: string | null = null): Partial<Relative> => ({
  name,
  relationship,
  location,
});

describe('parseFamily', () => {
  it('reads a daughter written with her husband\'s names, "Mrs. John (Susan) Cole", as Susan', () => {
    const f = parseFamily(
      [
        'She is survived by her daughters, Mrs. John (Susan) Cole of Chatham and Mrs. Robert Allen of Peoria; and a son, Thomas Whitaker.',
      ],
      options,
    );
    expect(f.survivors).toMatchObject([
      rel('Susan Cole', 'daughter', 'Chatham'),
      rel('John Cole', 'son-in-law', 'Chatham'),
      rel('Mrs. Robert Allen', 'daughter', 'Peoria'),
      rel('Thomas Whitaker', 'son'),
    ]);
  });

  it('reads the spouse a marriage names as surviving or gone first when that sentence or the next says so', () => {
    const read = (...sentences: string[]) => {
      const f = parseFamily(sentences, options);
      return [
        ...f.survivors.map((r) => `survives ${r.relationship}:${r.name}`),
        ...f.predeceased.map((r) => `preceded ${r.relationship}:${r.name}`),
      ];
    };
    expect(read('He married Mary Cole on Aug. 14, 1965, in Peoria.', 'She survives.')).toEqual([
      'survives wife:Mary Cole',
    ]);
    expect(read('He married Mary Cole in 1965; she survives.')).toEqual(['survives wife:Mary Cole']);
    expect(read('In 1965 she married John Whitaker, who survives.')).toEqual([
      'survives husband:John Whitaker',
    ]);
    expect(read('She married John Cole on June 1, 1963; he preceded her in death in 2015.')).toEqual([
      'preceded husband:John Cole',
    ]);
    // Told as whose husband or wife the person was.
    expect(read('He was the husband of Mary (Nowak) Whitaker, who survives.')).toEqual([
      'survives wife:Mary (Nowak) Whitaker',
    ]);
    expect(read('She was the beloved wife of John Whitaker for 60 years.', 'He survives.')).toEqual([
      'survives husband:John Whitaker',
    ]);
    // The sentence is one family sentence, kept once.
    const married = 'She married John Cole on June 1, 1963; he preceded her in death in 2015.';
    expect(parseFamily([married], options).survivorsText).toBe(married);
    expect(read('He married the former Mary Cole in 1965.', 'She preceded him in death in 2010.')).toEqual([
      'preceded wife:Mary Cole',
    ]);
    // Listed again as a survivor: one.
    expect(
      read(
        'He married Mary Cole in 1965; she survives.',
        'He is also survived by his wife, Mary, and a son, Mark.',
      ),
    ).toEqual(['survives wife:Mary', 'survives son:Mark']);
    // The one who married is the page's person, not the spouse; a marriage with no word of the spouse.
    expect(read('She married John Whitaker in 1965.', 'She survives.')).toEqual([]);
    expect(read('He married Mary Cole in 1965.', 'They had three children.')).toEqual([]);
    expect(read('He married Mary Cole in 1965.', 'Her mother, who survives, lives in Pekin.')).toEqual([]);
  });

  it("reads a Spanish notice's family sentences as an English one's", () => {
    const f = parseFamily(
      [
        'Juan Whitaker, de 84 años, de Peoria, falleció el 18 de noviembre de 2026.',
        'Le sobreviven su esposa, María; sus hijos, Marcos Whitaker de Pekin y Ana Cole de Peoria; y seis nietos.',
        'Le precedieron en la muerte sus padres, Roberto y Elena Whitaker.',
      ],
      { ...options, decedentSurname: 'Whitaker' },
    );
    expect(f.survivors.map((r) => `${r.relationship}:${r.name}@${r.location ?? ''}`)).toEqual([
      'wife:María Whitaker@',
      'child:Marcos Whitaker@Pekin',
      'child:Ana Cole@Peoria',
    ]);
    expect(f.familyCounts.grandchildren).toBe(6);
    expect(f.predeceased.map((r) => `${r.relationship}:${r.name}`)).toEqual([
      'parent:Roberto Whitaker',
      'parent:Elena Whitaker',
    ]);
    // An initial is no "y".
    expect(
      parseFamily(['Le sobrevive su hijo, Marcos Y. Whitaker.'], options).survivors.map((r) => r.name),
    ).toEqual(['Marcos Y. Whitaker']);
  });

  it("reads a paid notice's sentences of the decedent's relationship to the people listed", () => {
    const f = parseFamily(
      [
        'Beloved husband of 58 years to Mary (nee Hale).',
        'Loving father of Mark and Paul.',
        'Dear grandfather of Emma and Jack.',
        'Brother of the late Robert.',
        'Beloved wife of the late Tom Hale; loving mother of Susan.',
      ],
      { ...options, decedentSurname: 'Whitaker' },
    );
    expect(f.survivors.map((r) => `${r.relationship}:${r.name}`)).toEqual([
      'wife:Mary Whitaker',
      'child:Mark Whitaker',
      'child:Paul Whitaker',
      'grandchild:Emma',
      'grandchild:Jack',
      'child:Susan Whitaker',
    ]);
    expect(f.predeceased.map((r) => `${r.relationship}:${r.name}`)).toEqual([
      'sibling:Robert Whitaker',
      'husband:Tom Hale',
    ]);
    // A sentence that is more than a list of names lists no one.
    expect(parseFamily(['Father of three, John was a devoted coach.'], options).survivors).toEqual([]);
  });

  it('reads each relation of a family sentence that lists several, and the words Britain writes them in', () => {
    const read = (sentence: string) =>
      parseFamily([sentence], { ...options, decedentSurname: 'Whitaker' }).survivors.map(
        (r) => `${r.relationship}:${r.name}`,
      );
    expect(read('Beloved husband of Mary, father of Mark and Susan.')).toEqual([
      'wife:Mary Whitaker',
      'child:Mark Whitaker',
      'child:Susan Whitaker',
    ]);
    expect(read('Dearly loved husband of Mary, much loved dad of Mark and Susan.')).toEqual([
      'wife:Mary Whitaker',
      'child:Mark Whitaker',
      'child:Susan Whitaker',
    ]);
    expect(read('Loved husband of Mary and grandad of Emma.')).toEqual([
      'wife:Mary Whitaker',
      'grandchild:Emma',
    ]);
    expect(read('He was the beloved husband of Mary and father of Mark.')).toEqual([
      'wife:Mary Whitaker',
      'child:Mark Whitaker',
    ]);
    // "He was the son of ..." tells his birth: his parents are not read as his survivors.
    expect(read('He was the son of Robert and Edna Whitaker.')).toEqual([]);
    expect(read('Son of Robert and Edna Whitaker.')).toEqual([
      'parent:Robert Whitaker',
      'parent:Edna Whitaker',
    ]);
  });

  it('gives the spouse of a son named with a suffix and no surname the implied surname, not his given name', () => {
    const f = parseFamily(['He is survived by his sons, John Jr. (Amy) and Paul.'], {
      ...options,
      decedentSurname: 'Whitaker',
    });
    expect(f.survivors.map((r) => `${r.relationship}:${r.name}`)).toEqual([
      'son:John Whitaker Jr.',
      'daughter-in-law:Amy Whitaker',
      'son:Paul Whitaker',
    ]);
  });

  it('reads "the late" before a couple sharing the surname as both late, and a parent\'s bracketed surname as her maiden name', () => {
    const f = parseFamily(
      [
        'Daughter of the late Robert and Mary (Smith) Byer.',
        'Loving mother of Mark and the late Paul of Dallas.',
      ],
      {
        ...options,
        decedentSurname: 'Judd',
      },
    );
    expect(f.predeceased.map((r) => `${r.relationship}:${r.name}`)).toEqual([
      'parent:Robert Byer',
      'parent:Mary Byer',
      'child:Paul Judd',
    ]);
    expect(f.survivors.map((r) => `${r.relationship}:${r.name}`)).toEqual(['child:Mark Judd']);
    const living = parseFamily(['Loving father of the late John and Paul of Dallas.'], {
      ...options,
      decedentSurname: 'Judd',
    });
    expect(living.survivors.map((r) => r.name)).toEqual(['Paul Judd']);
  });

  it('reads the canonical survivors sentence', () => {
    const f = parseFamily(
      [
        'He is survived by his wife of 52 years, Mary; sons John (Linda) Smith of Austin, Texas and Robert Smith; daughter Ann Jones of Dallas; 7 grandchildren.',
      ],
      options,
    );
    expect(f.survivors).toMatchObject([
      rel('Mary', 'wife'),
      rel('John Smith', 'son', 'Austin, Texas'),
      rel('Linda Smith', 'daughter-in-law', 'Austin, Texas'),
      rel('Robert Smith', 'son'),
      rel('Ann Jones', 'daughter', 'Dallas'),
    ]);
    expect(f.survivors.map((s) => s.degreeOfKinship)).toEqual(['1st', '1st', '1st', '1st', '1st']);
    expect(f.familyCounts).toEqual({ children: 3, grandchildren: 7 });
    expect(f.predeceased).toEqual([]);
  });

  it('reads "Predeceasing him were" as the predeceased', () => {
    const f = parseFamily(['Predeceasing him were his parents and a son, Michael Whitaker.'], options);
    expect(f.predeceased).toMatchObject([rel('Michael Whitaker', 'son')]);
    expect(f.survivors).toEqual([]);
  });

  it('keeps the predeceased apart, in one sentence or two', () => {
    const f = parseFamily(
      [
        'She is survived by her husband, John, and was preceded in death by her parents, Frank and Edna Novak; and a brother, Tom.',
        'He is preceded in death by his son, Paul.',
      ],
      options,
    );
    expect(f.survivors).toMatchObject([rel('John', 'husband')]);
    expect(f.predeceased).toMatchObject([
      rel('Frank Novak', 'parent'),
      rel('Edna Novak', 'parent'),
      rel('Tom', 'brother'),
      rel('Paul', 'son'),
    ]);
  });

  it('reads "left to cherish her memory" with couples, group locations and counts', () => {
    const f = parseFamily(
      [
        'Left to cherish her memory are her children, Ann (Tom) Jones of Dallas, Texas, and Bill (Sue) Smith; two sisters, Jane Doe and Sue Roe, both of Chicago; and numerous nieces and nephews.',
      ],
      options,
    );
    expect(f.survivors).toMatchObject([
      rel('Ann Jones', 'child', 'Dallas, Texas'),
      rel('Tom Jones', 'child-in-law', 'Dallas, Texas'),
      rel('Bill Smith', 'child'),
      rel('Sue Smith', 'child-in-law'),
      rel('Jane Doe', 'sister', 'Chicago'),
      rel('Sue Roe', 'sister', 'Chicago'),
    ]);
    expect(f.familyCounts).toEqual({ children: 2, siblings: 2 });
  });

  it('reads a relative\'s spouse named "(the late Tom)" as gone before, no survivor', () => {
    const f = parseFamily(
      ['He is survived by his daughters, Ann (the late Tom) Smith of Pekin and Jane (Mark) Doe.'],
      options,
    );
    expect(f.survivors).toMatchObject([
      rel('Ann Smith', 'daughter', 'Pekin'),
      rel('Jane Doe', 'daughter'),
      rel('Mark Doe', 'son-in-law'),
    ]);
    expect(f.survivors).toHaveLength(3);
    expect(f.predeceased).toMatchObject([{ name: 'Tom Smith', relationship: 'son-in-law', location: null }]);
  });

  it('reads "Those left behind include", "Celebrating his life are", "He is remembered by" and like cues, and a "namesake son"', () => {
    for (const cue of [
      'Those left behind include',
      'Left behind are',
      'Among his survivors are',
      'Celebrating his life are',
      'Grieving his loss are',
      'He is lovingly remembered by',
      'He is mourned by',
      'His family includes',
      'Family members include',
    ]) {
      const f = parseFamily(
        [`${cue} his wife, Mary Whitaker; his son, Mark Whitaker; and his grandson, John Whitaker III.`],
        options,
      );
      expect(f.survivors, cue).toMatchObject([
        rel('Mary Whitaker', 'wife'),
        rel('Mark Whitaker', 'son'),
        rel('John Whitaker III', 'grandson'),
      ]);
    }
    const f = parseFamily(
      ['Survivors include his namesake son, John Whitaker Jr., and his youngest daughter, Ann Cole.'],
      options,
    );
    expect(f.survivors).toMatchObject([rel('John Whitaker Jr.', 'son'), rel('Ann Cole', 'daughter')]);
  });

  it('reads "a son and daughter-in-law, Mark and Lisa Brown of Peoria"', () => {
    const f = parseFamily(
      [
        'She is survived by her husband, John; a son and daughter-in-law, Mark and Lisa Brown of Peoria; and five grandchildren.',
      ],
      options,
    );
    expect(f.survivors).toMatchObject([
      rel('John', 'husband'),
      rel('Mark Brown', 'son', 'Peoria'),
      rel('Lisa Brown', 'daughter-in-law', 'Peoria'),
    ]);
    expect(f.familyCounts).toEqual({ children: 1, grandchildren: 5 });
  });

  it('reads a relative\'s spouse joined by "and his wife"', () => {
    const f = parseFamily(
      [
        'Survivors include sons Robert Lee, Jr. and his wife Pam of Pflugerville, and David Lee of San Marcos.',
      ],
      options,
    );
    expect(f.survivors).toMatchObject([
      rel('Robert Lee, Jr.', 'son'),
      rel('Pam Lee', 'daughter-in-law', 'Pflugerville'),
      rel('David Lee', 'son', 'San Marcos'),
    ]);
  });

  it('reads "his son, John, and his wife, Lisa" as John\'s wife once the decedent\'s own is listed', () => {
    const read = (sentence: string) =>
      parseFamily([sentence], { ...options, decedentSurname: 'Whitaker' }).survivors.map(
        (r) => `${r.relationship}:${r.name}`,
      );
    expect(
      read(
        'He leaves behind his beloved wife, Mary; his son, John, and his wife, Lisa, of Peoria; and his daughter, Ann.',
      ),
    ).toEqual([
      'wife:Mary Whitaker',
      'son:John Whitaker',
      'daughter-in-law:Lisa Whitaker',
      'daughter:Ann Whitaker',
    ]);
    expect(
      read(
        'She is survived by her husband, Robert; her daughter, Ann, and her husband, Tom Smith, of Pekin.',
      ),
    ).toEqual(['husband:Robert Whitaker', 'daughter:Ann Whitaker', 'son-in-law:Tom Smith']);
    // Before the decedent's own spouse, or "his wife" after a daughter, it is the decedent's.
    expect(read('He is survived by his son, John, and his wife, Mary.')).toEqual([
      'son:John Whitaker',
      'wife:Mary Whitaker',
    ]);
    // "His wife's sister" is a sister-in-law.
    expect(
      read("He is survived by his wife, Mary; his daughter, Ann, and his wife's sister, Jane Cole."),
    ).toEqual(['wife:Mary Whitaker', 'daughter:Ann Whitaker', 'sister-in-law:Jane Cole']);
  });

  it('reads a former wife or husband as an ex-spouse, no spouse of the decedent', () => {
    const read = (sentence: string) =>
      parseFamily([sentence], { ...options, decedentSurname: 'Whitaker' }).survivors.map(
        (r) => `${r.relationship}:${r.name}:${r.degreeOfKinship}`,
      );
    expect(read('He is survived by his former wife, Ruth Cole of Pekin, and their son, John.')).toEqual([
      'ex-wife:Ruth Cole:other',
      'son:John Whitaker:1st',
    ]);
    expect(
      read('She is survived by her ex-husband, Tom Hale, and her companion of 20 years, Linda Hale.'),
    ).toEqual(['ex-husband:Tom Hale:other', 'companion:Linda Hale:1st']);
  });

  it('reads a list of relatives before "survive him", by the pronoun of the decedent\'s sex', () => {
    const read = (sentences: string[], decedentSex?: 'M' | 'F') =>
      parseFamily(sentences, {
        ...options,
        decedentSurname: 'Whitaker',
        ...(decedentSex ? { decedentSex } : {}),
      }).survivors.map((r) => `${r.relationship}:${r.name}`);
    expect(read(['His sons, John and Mark, survive him.'], 'M')).toEqual([
      'son:John Whitaker',
      'son:Mark Whitaker',
    ]);
    expect(read(['His wife, Mary, survives.', 'A sister, Jane Cole of Pekin, also survives.'], 'M')).toEqual([
      'wife:Mary Whitaker',
      'sister:Jane Cole',
    ]);
    // His wife's sister, on a man's page; on a page of no known sex, no one's to tell.
    expect(read(['Survived by wife Mary.', 'Her sister Ann also survives.'], 'M')).toEqual([
      'wife:Mary Whitaker',
    ]);
    expect(read(['Her sister Ann also survives.'])).toEqual([]);
    // The name before its relationship.
    expect(read(['Mary, his wife of 60 years, and their son, Mark, survive.'], 'M')).toEqual([
      'wife:Mary Whitaker',
      'son:Mark Whitaker',
    ]);
    expect(read(['Mary, his wife of 60 years, died in 2019.'], 'M')).toEqual([]);
    expect(
      parseFamily(['Mary, his wife of 60 years, preceded him in death in 2019.'], {
        ...options,
        decedentSurname: 'Whitaker',
        decedentSex: 'M',
      }).predeceased.map((r) => `${r.relationship}:${r.name}`),
    ).toEqual(['wife:Mary Whitaker']);
    // No relationship first: no list.
    expect(read(['His legacy survives him.'], 'M')).toEqual([]);
  });

  it('moves "the late" and "(deceased)" survivors to the predeceased', () => {
    const f = parseFamily(
      ['He is survived by his brothers, Tom Hill and the late James Hill, and a sister, Ann (deceased).'],
      options,
    );
    expect(f.survivors).toMatchObject([rel('Tom Hill', 'brother')]);
    expect(f.predeceased).toMatchObject([rel('James Hill', 'brother'), rel('Ann', 'sister')]);
  });

  it('reads a list that comes before "preceded him in death"', () => {
    const f = parseFamily(['His parents and a brother, Tom, preceded him in death.'], options);
    expect(f.predeceased).toMatchObject([rel('Tom', 'brother')]);
    const g = parseFamily(
      ['Her first husband, Harold Jones, and her second husband, Vernon Brown, preceded her in death.'],
      options,
    );
    expect(g.predeceased).toMatchObject([rel('Harold Jones', 'husband'), rel('Vernon Brown', 'husband')]);
  });

  it('distributes a shared surname and suffix: "William Jr. and Ruth Smith"', () => {
    const f = parseFamily(['He was preceded in death by his parents, William Jr. and Ruth Smith.'], options);
    expect(f.predeceased.map((r) => r.name)).toEqual(['William Smith Jr.', 'Ruth Smith']);
  });

  it.each<[string, Array<[string, string]>]>([
    [
      'Surviving are his daughters, Barbara (Mark) Nowicki and Susan Kowalczyk.',
      [
        ['Barbara Nowicki', 'daughter'],
        ['Mark Nowicki', 'son-in-law'],
        ['Susan Kowalczyk', 'daughter'],
      ],
    ],
    ['Tom leaves his wife of 40 years, Donna (Caruso) DiMarco.', [['Donna DiMarco', 'wife']]],
    [
      'She leaves behind her daughters, Linda (Ray) Price and Joyce Hill.',
      [
        ['Linda Price', 'daughter'],
        ['Ray Price', 'son-in-law'],
        ['Joyce Hill', 'daughter'],
      ],
    ],
    [
      'He will be dearly missed by his children, Carol (Jim) Peterson and Mark Jensen.',
      [
        ['Carol Peterson', 'child'],
        ['Jim Peterson', 'child-in-law'],
        ['Mark Jensen', 'child'],
      ],
    ],
    [
      'Survivors include a stepdaughter, Karen Brown; and a brother, Bill Smith of Bloomington.',
      [
        ['Karen Brown', 'stepdaughter'],
        ['Bill Smith', 'brother'],
      ],
    ],
    [
      'He is survived by his great-grandson, Liam Ortiz; grandnieces Ava and Mia Ortiz.',
      [
        ['Liam Ortiz', 'great-grandson'],
        ['Ava Ortiz', 'grandniece'],
        ['Mia Ortiz', 'grandniece'],
      ],
    ],
    [
      'She is survived by her partner of 25 years, Ellen Brooks; her mother, Ruth Jones of Falmouth.',
      [
        ['Ellen Brooks', 'partner'],
        ['Ruth Jones', 'mother'],
      ],
    ],
    [
      'Survivors: wife, Guadalupe; son, Jose Garcia Jr.; sister-in-law, Rosa Lopez.',
      [
        ['Guadalupe', 'wife'],
        ['Jose Garcia Jr.', 'son'],
        ['Rosa Lopez', 'sister-in-law'],
      ],
    ],
    [
      'He is survived by his sons and daughters, John, Bill, Ann and Sue.',
      [
        ['John', 'child'],
        ['Bill', 'child'],
        ['Ann', 'child'],
        ['Sue', 'child'],
      ],
    ],
    ['He is survived by many friends.', []],
  ])('%s', (sentence, expected) => {
    const f = parseFamily([sentence], options);
    expect(f.survivors.map((r) => [r.name, r.relationship])).toEqual(expected);
  });

  it('counts relatives stated only as numbers', () => {
    const f = parseFamily(
      ['He is survived by 9 grandchildren, twelve great-grandchildren and two great-great-grandchildren.'],
      options,
    );
    expect(f.survivors).toEqual([]);
    expect(f.familyCounts).toEqual({ grandchildren: 9, greatGrandchildren: 14 });
  });

  it('collects the family sentences as survivorsText and ignores the rest', () => {
    const f = parseFamily(
      ['He loved fishing.', 'He is survived by his wife, Mary.', 'Services are Friday.'],
      options,
    );
    expect(f.survivorsText).toBe('He is survived by his wife, Mary.');
    expect(isFamilySentence('He loved fishing.')).toBe(false);
    expect(isFamilySentence('Her parents preceded her in death.')).toBe(true);
    // A list of relatives that survive, not one denied it.
    expect(isFamilySentence('His sons, John and Mark, survive him.')).toBe(true);
    expect(isFamilySentence('His son did not survive.')).toBe(false);
    expect(isFamilySentence("His son didn't survive.")).toBe(false);
  });

  it('gives relatives named by given name alone the family name the notice leaves implied', () => {
    const f = parseFamily(
      [
        'Survived by wife, Lisa; sons, Jacob (Julie) and Mark of Salem; daughter, Amy (Ted) Cole; ' +
          'sister, Ruth; granddaughter, Claire; friend, Dot.',
      ],
      { ...options, decedentSurname: 'Ma', decedentMaiden: 'Brandt' },
    );
    expect(f.survivors).toMatchObject([
      rel('Lisa Ma', 'wife'),
      rel('Jacob Ma', 'son'),
      rel('Julie Ma', 'daughter-in-law'),
      rel('Mark Ma', 'son', 'Salem'),
      rel('Amy Cole', 'daughter'),
      rel('Ted Cole', 'son-in-law'),
      // The birth family carries the maiden name; a granddaughter or a friend could carry any.
      rel('Ruth Brandt', 'sister'),
      rel('Claire', 'granddaughter'),
      rel('Dot', 'friend'),
    ]);
  });

  it('shares a surname across "A and B Smith" only when A stands alone', () => {
    const f = parseFamily(
      [
        'She is survived by her daughters, Candace of Baltimore and Cathy (Greg) Copeland; her sons, ' +
          'Darrell (Brenda) and Angelo (Mia) Moy; and her sisters, Ruth and Edna Pruitt.',
      ],
      { ...options, decedentSurname: 'Lira' },
    );
    expect(f.survivors.map((r) => r.name)).toEqual([
      'Candace Lira',
      'Cathy Copeland',
      'Greg Copeland',
      'Darrell Lira',
      'Brenda Lira',
      'Angelo Moy',
      'Mia Moy',
      'Ruth Pruitt',
      'Edna Pruitt',
    ]);
  });

  it('reads a parenthesised state that is also a given name as a spouse, a plain state as a place', () => {
    const lexicon = buildNameLexicon({ givenNames: ['Devin', 'Virginia'] });
    const list = parseRelativeList('sons, Devin (Virginia) Leblanc and Mark Leblanc (Ohio)', { lexicon });
    expect(list.relatives).toMatchObject([
      rel('Devin Leblanc', 'son'),
      rel('Virginia Leblanc', 'daughter-in-law'),
      rel('Mark Leblanc', 'son', 'Ohio'),
    ]);
  });

  it('keeps a state abbreviation whose period ended the sentence', () => {
    const f = parseFamily(['He is survived by his brother, Howard Hart of Louisville, Ky.'], options);
    expect(f.survivors).toMatchObject([rel('Howard Hart', 'brother', 'Louisville, Ky.')]);
  });

  it("reads a town after a whole name and a comma as that relative's, a given name that is a town only before its state", () => {
    const lexicon = buildNameLexicon({ givenNames: ['Mark', 'Paul', 'Ann', 'Dallas', 'Daniel'] });
    const towns = new Set(['Dallas', 'Peoria', 'Pekin', 'Daniel']);
    const list = parseRelativeList(
      'sons Mark Whitaker, Dallas, Texas, and Paul Whitaker, Peoria; daughter Ann Cole, Pekin; brothers John Moore, Daniel Moore',
      { lexicon, isTown: (t) => towns.has(t) },
    );
    expect(list.relatives).toMatchObject([
      rel('Mark Whitaker', 'son', 'Dallas, Texas'),
      rel('Paul Whitaker', 'son', 'Peoria'),
      rel('Ann Cole', 'daughter', 'Pekin'),
      rel('John Moore', 'brother'),
      rel('Daniel Moore', 'brother'),
    ]);
    // A town whose name opens with a given name (Robert Lee, Texas) is a brother's name in a list.
    const twoWords = parseRelativeList('brothers Jack Lee, Robert Lee and Joshua Lee', {
      lexicon: buildNameLexicon({ givenNames: ['Jack', 'Robert', 'Joshua'] }),
      isTown: (t) => t === 'Robert Lee',
    });
    expect(twoWords.relatives.map((r) => r.name)).toEqual(['Jack Lee', 'Robert Lee', 'Joshua Lee']);
    const named = parseRelativeList('sons Mark Whitaker, Daniel and Paul', {
      lexicon,
      isTown: (t) => towns.has(t),
    });
    expect(named.relatives.map((r) => r.name)).toContain('Daniel');
  });

  it("reads a town after a given name alone as that relative's when the town is no given name or surname", () => {
    const lexicon = buildNameLexicon({
      givenNames: ['John', 'Mark', 'Paul', 'Austin'],
      surnames: ['Clinton'],
    });
    const towns = new Set(['Peoria', 'Pekin', 'Austin', 'Clinton']);
    const isTown = (t: string) => towns.has(t);
    expect(
      parseRelativeList('sons, John Jr., Peoria, and Mark, Pekin', { lexicon, isTown }).relatives,
    ).toMatchObject([rel('John Jr.', 'son', 'Peoria'), rel('Mark', 'son', 'Pekin')]);
    // A town that is also a given name or a surname may be one more person; its state after it decides.
    expect(
      parseRelativeList('sons Mark, Austin and Paul', { lexicon, isTown }).relatives.map((r) => r.name),
    ).toEqual(['Mark', 'Austin', 'Paul']);
    expect(parseRelativeList('sons Mark, Clinton and Paul', { lexicon, isTown }).relatives).toHaveLength(3);
    expect(
      parseRelativeList('sons Mark, Austin, Texas, and Paul', { lexicon, isTown }).relatives,
    ).toMatchObject([rel('Mark', 'son', 'Austin, Texas'), rel('Paul', 'son')]);
  });

  it("gives a relative's spouse named alone the surname of the relative before, the second couple too", () => {
    const f = parseFamily(
      [
        'He is survived by his children, Mark Whitaker and his wife, Amy, of Dallas, and Ann Cole and her husband, Tom, of Pekin.',
      ],
      options,
    );
    expect(f.survivors.map((r) => r.name)).toEqual(['Mark Whitaker', 'Amy Whitaker', 'Ann Cole', 'Tom Cole']);
  });

  it("gives no survivor for the family's animals; a sister named Kitty is one", () => {
    const f = parseFamily(
      [
        'He is survived by his wife, Mary; his faithful dog, Max; her cats, Tom and Kit; his beagle, Rusty; and his sister, Kitty Jones.',
      ],
      options,
    );
    expect(f.survivors.map((r) => r.name)).toEqual(['Mary', 'Kitty Jones']);
  });

  it('treats a parenthesised nickname of the relative as a nickname, not a spouse', () => {
    const lexicon = buildNameLexicon({ nicknamePairs: [['robert', 'bob']] });
    const list = parseRelativeList('son Robert (Bob) Smith of Austin', { lexicon });
    expect(list.relatives).toMatchObject([rel('Robert Smith', 'son', 'Austin')]);
  });
});

describe('kinship', () => {
  it.each<[string, string]>([
    ['Sons', 'son'],
    ['step-sons', 'stepson'],
    ['Stepdaughters', 'stepdaughter'],
    ['great grandchildren', 'great-grandchild'],
    ['great-great-grandchildren', 'great-great-grandchild'],
    ['sisters in law', 'sister-in-law'],
    ['sons-in-law', 'son-in-law'],
    ['half brother', 'half-brother'],
    ['twin sister', 'sister'],
    ['grand nieces', 'grandniece'],
    ['fiancée', 'fiancee'],
  ])('normalizes %s to %s', (written, normalized) => {
    expect(normalizeRelationship(written)).toBe(normalized);
  });

  it.each<[string, string]>([
    ['wife', '1st'],
    ['partner', '1st'],
    ['son', '1st'],
    ['parent', '1st'],
    ['sister', '1st'],
    ['stepson', '1st'],
    ['daughter-in-law', '1st'],
    ['half-brother', '2nd'],
    ['grandchild', '2nd'],
    ['grandmother', '2nd'],
    ['niece', '2nd'],
    ['uncle', '2nd'],
    ['great-grandson', '3rd'],
    ['great-aunt', '3rd'],
    ['grandnephew', '3rd'],
    ['cousin', '3rd'],
    ['great-great-grandchild', '4th'],
    ['friend', 'other'],
    ['godson', 'other'],
    ['relative', 'other'],
  ])('%s is %s degree', (relationship, degree) => {
    expect(kinshipDegree(relationship)).toBe(degree);
  });

  it('names the spouse of a relative', () => {
    expect(spouseRelationship('son')).toBe('daughter-in-law');
    expect(spouseRelationship('daughter')).toBe('son-in-law');
    expect(spouseRelationship('sister')).toBe('brother-in-law');
    expect(spouseRelationship('niece')).toBe('niece-in-law');
  });

  it('buckets relationships for family counts', () => {
    expect(familyBucket('stepdaughter')).toBe('children');
    expect(familyBucket('granddaughter')).toBe('grandchildren');
    expect(familyBucket('great-great-grandchild')).toBe('greatGrandchildren');
    expect(familyBucket('half-sister')).toBe('siblings');
    expect(familyBucket('son-in-law')).toBeNull();
  });
});

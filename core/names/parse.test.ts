import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildNameLexicon,
  EMPTY_NAME_LEXICON,
  loadNameLexicon,
  referenceDir,
  type NameLexicon,
} from './lexicon.js';
import { cleanNameText, isParenNickname, parseDecedentName, type ParsedName } from './parse.js';
import { capitalizeNameToken, normalizeNamePart } from './normalize.js';

/** The derived nickname table when the fixtures engineer's file exists, else the shared CSV, else none. */
function lexiconForTests(): NameLexicon | null {
  if (existsSync(join(referenceDir(), 'nicknames.json'))) return loadNameLexicon();
  const csv = `${process.env.VIGIL_SHARED_DATA ?? '/work/shared/data'}/nicknames/names.csv`;
  if (!existsSync(csv)) return null;
  const pairs = readFileSync(csv, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.split(','))
    .filter((r) => r[1] === 'has_nickname')
    .map((r): [string, string] => [r[0] ?? '', r[2] ?? '']);
  return buildNameLexicon({ nicknamePairs: pairs });
}
const tableLexicon = lexiconForTests();

type Expected = Partial<ParsedName>;

/** Cases that hold with or without a nickname table. */
const CASES: Array<[string, Expected]> = [
  [
    'James Robert "Jim" Miller Jr.',
    { given: 'James', middle: ['Robert'], nickname: 'Jim', surname: 'Miller', suffix: 'Jr.', maiden: [] },
  ],
  ['Mary Ann (Kowalski) Nowak', { given: 'Mary', middle: ['Ann'], maiden: ['Kowalski'], surname: 'Nowak' }],
  [
    'Mary Ann Nowak (née Kowalski)',
    { given: 'Mary', middle: ['Ann'], maiden: ['Kowalski'], surname: 'Nowak' },
  ],
  ['Mary Ann Nowak (nee Kowalski)', { maiden: ['Kowalski'], surname: 'Nowak' }],
  ['Mary Nowak, née Kowalski', { given: 'Mary', maiden: ['Kowalski'], surname: 'Nowak' }],
  // A former full name in brackets: the family name was hers before.
  ['Mary Nowak (formerly Mary Kowalski)', { given: 'Mary', maiden: ['Kowalski'], surname: 'Nowak' }],
  [
    'Dr. William H. Smith III',
    { title: 'Dr.', given: 'William', middle: ['H'], surname: 'Smith', suffix: 'III' },
  ],
  ['MILLER, James R.', { given: 'James', middle: ['R'], surname: 'Miller', full: 'James R. Miller' }],
  // The suffix written after the family name, before the comma.
  ['WHITAKER JR., John R.', { given: 'John', middle: ['R'], surname: 'Whitaker', suffix: 'Jr.' }],
  ['Whitaker Sr., John', { given: 'John', surname: 'Whitaker', suffix: 'Sr.', full: 'John Whitaker Sr.' }],
  // A paid notice's family name before a spaced dash and given names with an initial; a dateline's
  // town before a full name, and a site's name after a full name, are neither.
  ['WHITAKER - John R.', { given: 'John', middle: ['R'], surname: 'Whitaker', full: 'John R. Whitaker' }],
  ['PEORIA - John R. Whitaker', { given: 'Peoria', surname: '' }],
  ['JOHN SMITH - Peoria Journal', { given: 'John', surname: 'Smith', full: 'John Smith' }],
  // A given name in capitals before the others is no family name; "RIP" before a name is none of it.
  ['MARY ANN Whitaker', { given: 'Mary', middle: ['Ann'], surname: 'Whitaker' }],
  ['RIP John Whitaker', { given: 'John', surname: 'Whitaker', full: 'John Whitaker' }],
  ['Rip Torn', { given: 'Rip', surname: 'Torn' }],
  ['SMITH, John Henry, Jr.', { given: 'John', middle: ['Henry'], surname: 'Smith', suffix: 'Jr.' }],
  [
    "Rev. John Paul O'Brien-Smith",
    { title: 'Rev.', given: 'John', middle: ['Paul'], surname: "O'Brien-Smith" },
  ],
  [
    'Betty Jo (Smith) Jones Brown',
    { given: 'Betty', middle: ['Jo'], maiden: ['Smith', 'Jones'], surname: 'Brown' },
  ],
  [
    "Robert 'Bob' E. Lee, Sr.",
    { given: 'Robert', middle: ['E'], nickname: 'Bob', surname: 'Lee', suffix: 'Sr.' },
  ],
  ['José María García-López', { given: 'José', middle: ['María'], surname: 'García-López' }],
  ['Robert “Bobby” Jones', { given: 'Robert', nickname: 'Bobby', surname: 'Jones' }],
  ['Harold ("Bud") Jensen', { given: 'Harold', nickname: 'Bud', surname: 'Jensen', maiden: [] }],
  ['Harold (Bud) Jensen', { given: 'Harold', nickname: 'Bud', surname: 'Jensen', maiden: [] }],
  ['Katherine (Kat) Jones', { given: 'Katherine', nickname: 'Kat', surname: 'Jones' }],
  ['Ludwig van Beethoven', { given: 'Ludwig', surname: 'van Beethoven' }],
  ['Maria de la Cruz', { given: 'Maria', surname: 'de la Cruz' }],
  // A particle joins the surname only beside it: the maiden name between makes Della a middle name.
  [
    'Catherine Della (Diaz) Bailey',
    { given: 'Catherine', middle: ['Della'], maiden: ['Diaz'], surname: 'Bailey' },
  ],
  ['Maria Della Robbia', { given: 'Maria', surname: 'Della Robbia' }],
  ['JOHN W. SMITH', { given: 'John', middle: ['W'], surname: 'Smith' }],
  ['MARGARET "PEGGY" OLSON', { given: 'Margaret', nickname: 'Peggy', surname: 'Olson' }],
  ['John Smith, MD', { given: 'John', surname: 'Smith', suffix: 'MD' }],
  // A religious order's letters after a name are no surname.
  [
    'Sister Mary Agnes Cole, OSF',
    { title: 'Sister', given: 'Mary', middle: ['Agnes'], surname: 'Cole', suffix: 'OSF' },
  ],
  ['Father Paul Cole, OP', { title: 'Father', given: 'Paul', surname: 'Cole', suffix: 'OP' }],
  ['Sgt. Maj. Thomas Reed (Ret.)', { title: 'Sgt. Maj.', given: 'Thomas', surname: 'Reed' }],
  // A child's notice: "Little" before a given name; the family name Little is a name.
  ['Little John Whitaker', { title: 'Little', given: 'John', surname: 'Whitaker' }],
  ['Mary Ann Little', { given: 'Mary', middle: ['Ann'], surname: 'Little' }],
  // A mark of the dead is no maiden name.
  ['Juan Whitaker (Q.E.P.D.)', { given: 'Juan', surname: 'Whitaker', maiden: [] }],
  ['Juan (QEPD) Whitaker', { given: 'Juan', surname: 'Whitaker', maiden: [] }],
  ['† John Whitaker', { given: 'John', surname: 'Whitaker', maiden: [] }],
  // Offices and callings before the name are titles, not given names.
  ['Coach John Whitaker', { title: 'Coach', given: 'John', surname: 'Whitaker' }],
  ['Sheriff John R. Whitaker', { title: 'Sheriff', given: 'John', middle: ['R'], surname: 'Whitaker' }],
  [
    'Former Springfield Mayor John R. Whitaker',
    { title: 'Mayor', given: 'John', middle: ['R'], surname: 'Whitaker' },
  ],
  ['Retired Sheriff Ed Cole', { title: 'Sheriff', given: 'Ed', surname: 'Cole' }],
  ['Chief John Whitaker', { title: 'Chief', given: 'John', surname: 'Whitaker' }],
  ['Detective Mary Cole', { title: 'Detective', given: 'Mary', surname: 'Cole' }],
  ['Baby Emma Rose Smith', { title: 'Baby', given: 'Emma', middle: ['Rose'], surname: 'Smith' }],
  // A church's callings: "Mother" as "Father" is a priest's.
  ['Mother Lula Mae Washington', { title: 'Mother', given: 'Lula', middle: ['Mae'], surname: 'Washington' }],
  ['Missionary Ruth Ann Cole', { title: 'Missionary', given: 'Ruth', middle: ['Ann'], surname: 'Cole' }],
  // Dean is a given name far more often than an academic title before one.
  ['Dean Martin', { given: 'Dean', surname: 'Martin' }],
  ['Obituary for John Smith', { given: 'John', surname: 'Smith', full: 'John Smith' }],
  ['In Loving Memory of Helen Murphy', { given: 'Helen', surname: 'Murphy' }],
  [
    'Robert Lee Obituary (1938 - 2026) - Austin, TX - Austin American-Statesman',
    { given: 'Robert', surname: 'Lee' },
  ],
  ['John Smith Feb 2, 1941 – Mar 3, 2026', { given: 'John', surname: 'Smith' }],
  [
    'Dorothy Mae Hill (née Carter)',
    { given: 'Dorothy', middle: ['Mae'], maiden: ['Carter'], surname: 'Hill' },
  ],
  ['William Edward "Bill" Thompson', { full: 'William Edward "Bill" Thompson' }],
  ['Thomas Smith 2nd', { given: 'Thomas', surname: 'Smith', suffix: 'II' }],
  ['Mary Ann Wojcik (Kowalczyk)', { surname: 'Wojcik', maiden: ['Kowalczyk'] }],
  ['Madonna', { given: 'Madonna', surname: '' }],
];

/** Cases that need the nickname table: a parenthesised word decided by it. */
const TABLE_CASES: Array<[string, Expected]> = [
  ['James (Jim) Miller', { given: 'James', nickname: 'Jim', maiden: [], surname: 'Miller' }],
  ['Margaret (Peggy) Olson', { given: 'Margaret', nickname: 'Peggy', maiden: [] }],
  ['Elizabeth (Betty) Jones', { nickname: 'Betty', maiden: [] }],
  ['William (Bill) Thompson', { nickname: 'Bill', maiden: [] }],
  // A family name the tables know, in capitals before the given names, no comma.
  ['WHITAKER John Robert', { given: 'John', middle: ['Robert'], surname: 'Whitaker' }],
  // ... one that is also a given name, before given names and initials alone.
  ['COLE Mary Ann', { given: 'Mary', middle: ['Ann'], surname: 'Cole' }],
  ['COLE Mary A.', { given: 'Mary', middle: ['A'], surname: 'Cole' }],
];

/** Cases that need the surname table (a diminutive-shaped surname in parentheses). */
const SURNAME_CASES: Array<[string, Expected]> = [
  ['Mary (Murphy) Smith', { maiden: ['Murphy'], surname: 'Smith' }],
];
const fullLexicon = existsSync(join(referenceDir(), 'surnames.json')) ? loadNameLexicon() : null;

describe('parseDecedentName', () => {
  it.each(CASES)('%s', (text, expected) => {
    expect(parseDecedentName(text, { lexicon: tableLexicon ?? EMPTY_NAME_LEXICON })).toMatchObject(expected);
  });

  it.each(CASES)('%s (no nickname table)', (text, expected) => {
    expect(parseDecedentName(text, { lexicon: EMPTY_NAME_LEXICON })).toMatchObject(expected);
  });

  it.skipIf(tableLexicon === null).each(TABLE_CASES)('%s (with the nickname table)', (text, expected) => {
    expect(parseDecedentName(text, { lexicon: tableLexicon! })).toMatchObject(expected);
  });

  it.skipIf(fullLexicon === null).each(SURNAME_CASES)('%s (with the surname table)', (text, expected) => {
    expect(parseDecedentName(text, { lexicon: fullLexicon! })).toMatchObject(expected);
  });

  it('falls back to shape rules without a table: a short same-initial word is a nickname', () => {
    expect(parseDecedentName('James (Jim) Miller', { lexicon: EMPTY_NAME_LEXICON }).nickname).toBe('Jim');
    expect(parseDecedentName('Karen (Kowalski) Nowak', { lexicon: EMPTY_NAME_LEXICON }).maiden).toEqual([
      'Kowalski',
    ]);
    expect(parseDecedentName('Susan (Anderson) Lee', { lexicon: EMPTY_NAME_LEXICON }).maiden).toEqual([
      'Anderson',
    ]);
  });

  it('reads a stock pet name in parentheses as a nickname even when it is also a surname', () => {
    const lex = buildNameLexicon({ surnames: ['Honey', 'Yates'] });
    expect(parseDecedentName('Sandra (Honey) (Yates) Morgan', { lexicon: lex })).toMatchObject({
      given: 'Sandra',
      nickname: 'Honey',
      maiden: ['Yates'],
      surname: 'Morgan',
    });
  });

  it('keeps a lettered initial with its period as an initial, not the suffix V', () => {
    const lex = EMPTY_NAME_LEXICON;
    expect(parseDecedentName('JONES, Evelyn V.', { lexicon: lex })).toMatchObject({
      given: 'Evelyn',
      middle: ['V'],
      surname: 'Jones',
    });
    expect(parseDecedentName('JONES, Evelyn V.', { lexicon: lex }).suffix).toBeUndefined();
    expect(parseDecedentName('Evelyn V.', { lexicon: lex }).suffix).toBeUndefined();
    expect(parseDecedentName('Harold Jones V', { lexicon: lex }).suffix).toBe('V');
  });

  it('reads a name in religion with the birth name in parentheses as the birth name, called by the other', () => {
    const lex = EMPTY_NAME_LEXICON;
    for (const text of ['Sister Mary Agnes (Mary Cole)', 'SISTER MARY AGNES (MARY COLE)']) {
      expect(parseDecedentName(text, { lexicon: lex }), text).toMatchObject({
        title: 'Sister',
        given: 'Mary',
        middle: [],
        maiden: [],
        surname: 'Cole',
        nickname: 'Mary Agnes',
      });
    }
    expect(parseDecedentName('Brother Thomas (John R. Whitaker)', { lexicon: lex })).toMatchObject({
      title: 'Brother',
      given: 'John',
      middle: ['R'],
      surname: 'Whitaker',
      nickname: 'Thomas',
    });
    // A maiden name of one word stays one.
    expect(parseDecedentName('Sister Mary Agnes (Kowalski) Cole', { lexicon: lex })).toMatchObject({
      given: 'Mary',
      maiden: ['Kowalski'],
      surname: 'Cole',
    });
  });

  it("leaves a school's class years out of the name", () => {
    expect(parseDecedentName("John Whitaker '60").full).toBe('John Whitaker');
    expect(parseDecedentName("John R. Whitaker '60, M.D. '64")).toMatchObject({
      given: 'John',
      middle: ['R'],
      surname: 'Whitaker',
    });
    expect(parseDecedentName("John O'Neil").surname).toBe("O'Neil");
  });

  it('writes a family name set in capitals in its own case: particles, two letters, Mc and Mac', () => {
    const surname = (written: string): string => parseDecedentName(written).surname;
    expect(surname('DE LA CRUZ, Maria')).toBe('De La Cruz');
    expect(surname('LE, Thi Minh')).toBe('Le');
    expect(surname('McDONALD, John R.')).toBe('McDonald');
    expect(surname('MacLEOD, Angus')).toBe('MacLeod');
    // Initials of two letters stay as written.
    expect(parseDecedentName('John "TJ" Whitaker').nickname).toBe('TJ');
  });

  it('reads a name all in capitals that opens with a family name no one is given, then a known given name', () => {
    const lex = buildNameLexicon({
      givenNames: ['John', 'Brooks'],
      surnames: ['Whitaker', 'Brooks', 'Robinson'],
    });
    expect(parseDecedentName('WHITAKER JOHN R.', { lexicon: lex })).toMatchObject({
      given: 'John',
      middle: ['R'],
      surname: 'Whitaker',
    });
    expect(parseDecedentName('JOHN R. WHITAKER', { lexicon: lex })).toMatchObject({
      given: 'John',
      surname: 'Whitaker',
    });
    // A family name that is also given keeps the order written, unless a given name and a last
    // initial follow it.
    expect(parseDecedentName('BROOKS ROBINSON', { lexicon: lex })).toMatchObject({
      given: 'Brooks',
      surname: 'Robinson',
    });
    const hope = buildNameLexicon({
      givenNames: ['John', 'Hope', 'Mary', 'Ann'],
      surnames: ['Hope', 'Mary', 'Cole'],
    });
    expect(parseDecedentName('HOPE JOHN R.', { lexicon: hope })).toMatchObject({
      given: 'John',
      middle: ['R'],
      surname: 'Hope',
    });
    expect(parseDecedentName('MARY ANN COLE', { lexicon: hope })).toMatchObject({
      given: 'Mary',
      surname: 'Cole',
    });
  });

  it('reads a name then a town after a comma as the name, not as an inverted family name', () => {
    const lex = buildNameLexicon({
      givenNames: ['John', 'Mary', 'Marion', 'David', 'Lloyd', 'George'],
      surnames: ['Whitaker', 'Cole', 'John', 'George'],
    });
    for (const [text, given, surname] of [
      ['John Whitaker, Peoria', 'John', 'Whitaker'],
      // An inverted name keeps its order: a given name or an initial after the comma.
      ['Whitaker, John R.', 'John', 'Whitaker'],
      ['Van Dyke, Mary', 'Mary', 'Van Dyke'],
      // A town that is also a given name, after a given name and a word known only as a family name.
      ['John Whitaker, Marion', 'John', 'Whitaker'],
      ['Lloyd George, David', 'David', 'Lloyd George'],
    ])
      expect(parseDecedentName(text!, { lexicon: lex }), text).toMatchObject({ given, surname });
  });

  it('reads initials run together as initials, and keeps them as written in a nickname', () => {
    const lex = EMPTY_NAME_LEXICON;
    expect(parseDecedentName('J.R. Whitaker', { lexicon: lex })).toMatchObject({
      full: 'J. R. Whitaker',
      given: 'J',
      middle: ['R'],
      surname: 'Whitaker',
    });
    expect(parseDecedentName('J. R. Whitaker', { lexicon: lex }).full).toBe('J. R. Whitaker');
    expect(parseDecedentName('John "J.R." Whitaker', { lexicon: lex })).toMatchObject({
      given: 'John',
      nickname: 'J.R.',
      surname: 'Whitaker',
    });
  });

  it('reads a cleric\'s "The Rev." and a retired rank\'s "(Ret.)" as no part of the name', () => {
    const lex = EMPTY_NAME_LEXICON;
    expect(parseDecedentName('The Rev. John Whitaker', { lexicon: lex })).toMatchObject({
      title: 'Rev.',
      given: 'John',
      surname: 'Whitaker',
    });
    expect(parseDecedentName('The Very Rev. John Whitaker', { lexicon: lex })).toMatchObject({
      title: 'Very Rev.',
      given: 'John',
    });
    const rank = parseDecedentName('Sgt. Maj. (Ret.) John Whitaker', { lexicon: lex });
    expect(rank).toMatchObject({ title: 'Sgt. Maj.', given: 'John', surname: 'Whitaker', maiden: [] });
  });

  it('omits absent optional parts rather than setting them to undefined', () => {
    const name = parseDecedentName('John Smith', { lexicon: EMPTY_NAME_LEXICON });
    expect(Object.keys(name).sort()).toEqual(['full', 'given', 'maiden', 'middle', 'surname']);
  });

  it('returns an empty name for text without one', () => {
    expect(parseDecedentName('  (1941 - 2026) ', { lexicon: EMPTY_NAME_LEXICON })).toMatchObject({
      given: '',
      surname: '',
    });
  });
});

describe('isParenNickname', () => {
  it('treats spouse-like given names as names in survivors lists', () => {
    const lex = buildNameLexicon({
      nicknamePairs: [
        ['belinda', 'linda'],
        ['james', 'jim'],
      ],
    });
    expect(isParenNickname('Linda', 'John', lex, true)).toBe(true);
    expect(isParenNickname('Linda', 'John', lex, false)).toBe(false);
    expect(isParenNickname('Jim', 'James', lex, false)).toBe(true);
  });

  it('in survivors lists, reads only a short form of the given name as a nickname', () => {
    const lex = buildNameLexicon({
      nicknamePairs: [
        ['michelle', 'mickey'],
        ['michael', 'mickey'],
        ['william', 'bill'],
        ['jacob', 'jake'],
      ],
    });
    // "Michelle (Michael) Alvarez": her husband, though the table relates both names to Mickey.
    expect(isParenNickname('Michael', 'Michelle', lex, false)).toBe(false);
    // "Jacob (Julie)": same initial and a pet-name ending is no longer enough.
    expect(isParenNickname('Julie', 'Jacob', lex, false)).toBe(false);
    expect(isParenNickname('Bill', 'William', lex, false)).toBe(true);
    expect(isParenNickname('Jake', 'Jacob', lex, false)).toBe(true);
    expect(isParenNickname('Buddy', 'Robert', lex, false)).toBe(true);
  });

  it('in survivors lists, reads a stock pet name that is a given name of the other sex as the spouse', () => {
    const lex = buildNameLexicon({
      givenNameSex: [
        ['trey', 'M'],
        ['samantha', 'F'],
        ['robert', 'M'],
      ],
    });
    // "Samantha (Trey) Strong": her husband; "Robert (Trey) Strong" and the heading's "(Trey)" a nickname.
    expect(isParenNickname('Trey', 'Samantha', lex, false)).toBe(false);
    expect(isParenNickname('Trey', 'Robert', lex, false)).toBe(true);
    expect(isParenNickname('Trey', 'Samantha', lex, true)).toBe(true);
  });

  it('prefers the surname table over diminutive shape', () => {
    const lex = buildNameLexicon({ surnames: ['Murphy'] });
    expect(isParenNickname('Murphy', 'Mary', lex)).toBe(false);
    expect(isParenNickname('Murphy', 'Mary', EMPTY_NAME_LEXICON)).toBe(true);
  });
});

describe('cleanNameText', () => {
  it.each([
    ['Obituary of Jane Doe', 'Jane Doe'],
    ['Jane Doe Obituary', 'Jane Doe'],
    ['Jane Doe | Smith Funeral Home', 'Jane Doe'],
    ['Jane Doe, 84', 'Jane Doe'],
    ['Celebrating the Life of Jane Doe', 'Jane Doe'],
    ['Celebration of Life: Jane Doe', 'Jane Doe'],
    ['A Celebration of the Life of Jane Doe', 'Jane Doe'],
    ['Thomas Smith 3rd (1950-2026)', 'Thomas Smith 3rd'],
    // Dates in brackets with a spaced dash, which is no site separator there.
    ['John Whitaker (May 4, 1942 - Nov. 18, 2026)', 'John Whitaker'],
    // The period that ends a paid notice's name sentence; an initial's and a suffix's stay.
    ['ROBERTS, Leonard Russell.', 'ROBERTS, Leonard Russell'],
    ['ROBERTS, Leonard R.', 'ROBERTS, Leonard R.'],
    ['Leonard Roberts Sr.', 'Leonard Roberts Sr.'],
    // "In Loving Memory" set off by a colon; the town after the full name.
    ['In Loving Memory: Jane Doe', 'Jane Doe'],
    ['Jane Doe of Peoria', 'Jane Doe'],
    ['Mary Ann Cole of East Peoria, Ill.', 'Mary Ann Cole'],
    // Her late husband's given name in brackets is no part of hers.
    ['Mary (the late Tom) Whitaker', 'Mary Whitaker'],
    ['Mary (late Tom) Whitaker', 'Mary Whitaker'],
    // Another name the person went by: one word or quoted, the nickname; more, left out.
    ['John Whitaker aka Jack Smith', 'John Whitaker'],
    ['John Whitaker a.k.a. "Big John"', 'John "Big John" Whitaker'],
    ['John Whitaker, also known as Jack', 'John "Jack" Whitaker'],
    // A remembrance on the birthday of one who died; a birthday greeting to the living keeps its words,
    // which no name has.
    ['Happy Heavenly Birthday, Jane Doe', 'Jane Doe'],
    ['Happy 90th Birthday in Heaven, Jane Doe', 'Jane Doe'],
    ['Heavenly Birthday to Jane Doe', 'Jane Doe'],
    ['Happy Birthday, Jane Doe', 'Happy Birthday, Jane Doe'],
  ])('%s -> %s', (raw, clean) => {
    expect(cleanNameText(raw)).toBe(clean);
  });
});

describe('normalizeNamePart', () => {
  it.each([
    ['García-López', 'garcia-lopez'],
    ['García - López', 'garcia-lopez'],
    ["O'Brien", 'obrien'],
    ['O’Brien', 'obrien'],
    ['St. John', 'st john'],
    ['Müller', 'muller'],
    ['Strauß', 'strauss'],
    ['Łukasz', 'lukasz'],
    ['  Mary   Ann ', 'mary ann'],
    ['Zoë', 'zoe'],
    ['Smith, Jr.', 'smith jr'],
  ])('%s -> %s', (part, folded) => {
    expect(normalizeNamePart(part)).toBe(folded);
  });

  it('capitalizes shouted tokens with their inner capitals', () => {
    expect(capitalizeNameToken("O'BRIEN-SMITH")).toBe("O'Brien-Smith");
    expect(capitalizeNameToken('MCDONALD')).toBe('McDonald');
  });
});

describe('NameLexicon', () => {
  it('relates nicknames through a shared root', () => {
    const lex = buildNameLexicon({
      nicknamePairs: [
        ['james', 'jim'],
        ['james', 'jimmy'],
      ],
    });
    expect(lex.sameGivenName('Jim', 'James')).toBe(true);
    expect(lex.sameGivenName('Jim', 'Jimmy')).toBe(true);
    expect(lex.sameGivenName('Jim', 'Robert')).toBe(false);
    // The matcher's form takes names already folded and answers the same.
    expect(lex.sameFoldedGivenName?.('jim', 'james')).toBe(true);
    expect(lex.sameFoldedGivenName?.('jim', 'jimmy')).toBe(true);
    expect(lex.sameFoldedGivenName?.('jim', 'robert')).toBe(false);
    expect(lex.sameFoldedGivenName?.('', '')).toBe(false);
    expect(lex.loaded).toBe(true);
    expect(EMPTY_NAME_LEXICON.loaded).toBe(false);
  });

  it.skipIf(!existsSync(join(referenceDir(), 'nicknames.json')))('loads the derived tables', () => {
    const lex = loadNameLexicon();
    expect(lex.sameGivenName('Bob', 'Robert')).toBe(true);
    expect(lex.sameGivenName('Peggy', 'Margaret')).toBe(true);
  });
});

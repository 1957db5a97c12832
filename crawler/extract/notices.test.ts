/**
 * Death-notice columns: several people's notices on one page, each read as its own obituary under a
 * fragment of the page's URL. Pages that are not columns, and columns whose names are links to other
 * pages, give nothing here.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractedObituary } from '../../core/obituary.js';
import { EMPTY_GAZETTEER } from './gazetteer.js';
import { extractNotices, extractObituaries } from './notices.js';
import { page, testGazetteer, testLexicon } from './__pages__/reference-tables.js';

const gazetteer = testGazetteer() ?? EMPTY_GAZETTEER;
const lexicon = testLexicon();
const URL_OF = (name: string): string => `https://paper.example/obituaries/${name.replace(/\.html$/, '')}`;

function read(name: string): ExtractedObituary[] {
  return readColumn(page(name), URL_OF(name), 'IL');
}

/** A column written in the test, read as the crawler reads it, with the reference tables. */
function readColumn(html: string, url: string, state: string): ExtractedObituary[] {
  return extractObituaries(html, url, { state }, { gazetteer, lexicon });
}

describe('extractObituaries on death-notice columns', () => {
  it('reads each notice of a column of inverted names, with the column date and paper', () => {
    const got = read('notices-inverted.html');
    expect(got.map((o) => o.url)).toEqual([
      `${URL_OF('notices-inverted.html')}#notice-carol-j-anderson`,
      `${URL_OF('notices-inverted.html')}#notice-thomas-e-bradley`,
      `${URL_OF('notices-inverted.html')}#notice-ruth-ann-cummings`,
      `${URL_OF('notices-inverted.html')}#notice-harold-davis`,
    ]);
    const [carol, thomas, ruth, harold] = got;
    expect(carol!.name).toMatchObject({ given: 'Carol', middle: ['J'], surname: 'Anderson' });
    expect(carol!.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(carol!.age).toBe(81);
    expect(carol!.residence?.city).toBe('Pekin');
    expect(thomas!.deathDate).toEqual({ year: 2026, month: 11, day: 17 });
    expect(thomas!.age).toBe(67);
    expect(thomas!.residence?.city).toBe('Peoria');
    // Each notice keeps its own facts: Ruth's birth is not Thomas's, Thomas's town is not Ruth's.
    expect(thomas!.birthDate).toBeNull();
    expect(ruth!.birthDate).toEqual({ year: 1933, month: 2, day: 2 });
    expect(ruth!.residence?.city).toBe('East Peoria');
    // "DAVIS, Harold, 70, of Peoria. Services will be announced by Wilton Mortuary.": a notice of a
    // death it does not date, as a notice of the rites alone is.
    expect(harold!.deathDate).toBeNull();
    expect(harold!.age).toBe(70);
    expect(harold!.residence?.city).toBe('Peoria');
    for (const o of got) {
      expect(o.publishedDate).toEqual({ year: 2026, month: 11, day: 20 });
      expect(o.publisher).toBe('The Peoria Star');
    }
  });

  it("gives no notice to a wife under her husband's name", () => {
    const names = read('notices-inverted.html').map((o) => o.name.full);
    expect(names).not.toContain('John R. Whitaker');
    expect(names.some((n) => n.includes('Whitaker'))).toBe(false);
  });

  it('reads a column of name headings over paragraphs, a lifespan or an age beside the name', () => {
    const got = read('notices-name-lines.html');
    expect(got.map((o) => o.name.full)).toEqual([
      'Carol J. Anderson',
      'Robert L. Whitaker',
      'John Miller',
      'Margaret "Peggy" Hale',
    ]);
    const [carol, robert, , margaret] = got;
    expect(carol!.birthDate).toEqual({ year: 1945, month: 2, day: 2 });
    expect(carol!.deathDate).toEqual({ year: 2026, month: 11, day: 18 });
    expect(carol!.survivors.map((r) => r.name)).toEqual(['Mark Anderson', 'Ruth Hale']);
    expect(robert!.birthDate).toEqual({ year: 1938 });
    expect(robert!.deathDate).toEqual({ year: 2026, month: 11, day: 16 });
    expect(robert!.residence?.city).toBe('Rochester');
    expect(margaret!.age).toBe(92);
    expect(margaret!.residence?.city).toBe('Springfield');
    for (const o of got) expect(o.publishedDate).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('keeps a services notice out of the notice above it, and reads it as a death with no date', () => {
    const got = read('notices-name-lines.html');
    // "Services for John Miller, 80, of Auburn" opens his own notice: Robert is not 80, not of Auburn.
    const robert = got.find((o) => o.name.surname === 'Whitaker')!;
    expect(robert.age).toBeNull();
    expect(robert.snippet).not.toContain('Miller');
    // A notice that tells only of his rites: his death, undated (its date is the rites').
    const miller = got.find((o) => o.name.surname === 'Miller')!;
    expect(miller.deathDate).toBeNull();
    expect(miller.age).toBe(80);
    expect(miller.residence?.city).toBe('Auburn');
  });

  it("reads notices opened by a town's dateline, a suffix after the given names, and a services notice", () => {
    const got = read('notices-datelines.html');
    expect(got.map((o) => [o.name.full, o.age, o.deathDate?.day, o.residence?.city])).toEqual([
      ['Gerald R. Moss', 77, 19, 'Pontiac'],
      ['Betty L. Harms', 90, 20, 'El Paso'],
      ['John R. Smith Jr.', 61, 18, 'Normal'],
      ['Dale Pfeiffer', 84, 17, 'Lexington'],
    ]);
    // "Published Nov. 21, 2026" above the column dates every notice, and is no notice's text.
    for (const o of got) {
      expect(o.publishedDate).toEqual({ year: 2026, month: 11, day: 21 });
      expect(o.snippet).not.toContain('Published');
    }
  });

  it("ends the last notice at another section's heading: a baby's birth is not the decedent's", () => {
    const got = read('notices-vital-records.html');
    expect(got.map((o) => o.name.full)).toEqual(['Harold W. Davis', 'Edna Mae Fulton']);
    const edna = got[1]!;
    expect(edna.deathDate).toEqual({ year: 2026, month: 11, day: 12 });
    // "Births: Born to Mark and Ann Cole of Canton, a daughter, Nov. 14, 2026" follows her notice.
    expect(edna.birthDate).toBeNull();
    expect(edna.snippet).not.toContain('daughter');
  });

  it("reads a vital-records page's one death under its section heading", () => {
    const html = (deaths: string) =>
      `<html><head><title>Public record - Peoria Journal</title></head><body><article><h1>Public record</h1>
      <h2>Births</h2><p>WHITAKER, John and Mary (Cole), Peoria, a son, Nov. 18, 2026.</p>
      <h2>Marriage licenses</h2><p>Mark Whitaker, 30, Peoria, and Ann Cole, 28, Pekin, Nov. 18, 2026.</p>
      <h2>Deaths</h2>${deaths}</article></body></html>`;
    const got = readColumn(html('<p>BAKER, Thomas, 84, Peoria, Nov. 18, 2026.</p>'), URL_OF('record'), 'IL');
    expect(got.map((o) => [o.name.full, o.deathDate])).toEqual([
      ['Thomas Baker', { year: 2026, month: 11, day: 18 }],
    ]);
    // No death that day: the births and licenses are no one's notice.
    expect(readColumn(html('<p>None reported.</p>'), URL_OF('record'), 'IL')).toEqual([]);
  });

  it('gives nothing for a listing whose names link to their own pages', () => {
    const $html = page('notices-teasers.html');
    expect(extractNotices($html, URL_OF('notices-teasers.html'), {}, { gazetteer, lexicon })).toEqual([]);
  });

  it('gives nothing for a listing of cards that link to the obituaries ("Read more")', () => {
    const html = page('notices-read-more.html');
    expect(extractNotices(html, URL_OF('notices-read-more.html'), {}, { gazetteer, lexicon })).toEqual([]);
  });

  it('reads a column that heads each notice with an h1 of its own, its title naming the column', () => {
    const got = read('notices-h1-each.html');
    expect(got.map((o) => [o.name.full, o.deathDate?.day])).toEqual([
      ['Carol J. Anderson', 18],
      ['Thomas E. Bradley', 17],
    ]);
  });

  it("gives nothing for one person's page in an obituaries section: a living man's family tree lists his parents", () => {
    const html = `<html><head><title>John Robert Whitaker | Obituaries | Springfield Register</title></head><body>
      <main><h1>John Robert Whitaker</h1><p>Born March 3, 1950 in Springfield, Illinois. Living.</p>
      <h2>Parents</h2><ul><li>Robert Whitaker (1921 - 1990)</li><li>Edna Whitaker (1925 - 2011)</li></ul>
      <p>His father, Robert Whitaker, died March 3, 1990 in Springfield.</p></main></body></html>`;
    expect(extractObituaries(html, 'https://paper.example/tree', {}, { gazetteer, lexicon })).toEqual([]);
    const living = html.replace('John Robert Whitaker |', 'John Robert Whitaker (1950 - Living) |');
    expect(
      extractNotices(
        living.replace('<h1>John Robert Whitaker</h1>', ''),
        'https://paper.example/tree',
        {},
        { gazetteer, lexicon },
      ),
    ).toEqual([]);
  });

  it("resolves the cards' links against the page's <base href>, as the link finder does", () => {
    const html = page('notices-read-more.html')
      .replace('<head>', '<head><base href="https://site.example/obituaries/all/">')
      .replace('href="/obituaries/carol-j-anderson-1234"', 'href="carol-j-anderson-1234"')
      .replace('href="/obituaries/robert-l-whitaker-1235"', 'href="robert-l-whitaker-1235"');
    expect(extractNotices(html, 'https://site.example/listing/', {}, { gazetteer, lexicon })).toEqual([]);
  });

  it('keeps the one notice of a column of deaths that reads, unless told the page reads as its own obituary', () => {
    const column = (heading: string): string =>
      `<html><head><title>${heading} - Peoria Journal</title></head><body><main><h1>${heading}</h1>
      <p>WHITAKER, John R., 84, of Peoria, retired from Caterpillar, Nov. 18, 2026.</p>
      <p>COLE, Mary, 91, of Pekin, Nov. 17, 2026.</p></main></body></html>`;
    const url = URL_OF('deaths');
    const read = (heading: string, loneNotice?: boolean): string[] =>
      extractNotices(column(heading), url, {}, { gazetteer, lexicon, loneNotice }).map((o) => o.name.full);
    expect(read('Death Notices')).toEqual(['Mary Cole']);
    expect(read('Death Notices', false)).toEqual([]);
    // A column of remembrances keeps none alone: its dates may be a birthday's, its years left out.
    const remembrances = `<html><head><title>Memorial Notices - Peoria Journal</title></head><body><main>
      <h1>Memorial Notices</h1><p>WHITAKER, John R. - Remembering you on your birthday, Nov. 18. Love, Mary.</p>
      <p>COLE, Mary A., of Pekin, passed away Nov. 17. Forever in our hearts, your children.</p></main></body></html>`;
    expect(extractNotices(remembrances, url, {}, { gazetteer, lexicon })).toEqual([]);
  });

  it('gives nothing for a page that is not a column of notices', () => {
    const html = page('notices-no-column.html');
    expect(extractNotices(html, URL_OF('notices-no-column.html'), {}, { gazetteer, lexicon })).toEqual([]);
  });

  it("reads a one-person obituary as before, under the page's own URL", () => {
    const html = `<html><head><title>Carol J. Anderson - Obituary</title></head><body><main><h1>Carol J. Anderson</h1>
      <p>Carol J. Anderson, 81, of Pekin, died Nov. 18, 2026. Deaths in the family before hers: none.</p></main></body></html>`;
    const got = extractObituaries(html, 'https://home.example/obituaries/carol', {}, { gazetteer, lexicon });
    expect(got).toHaveLength(1);
    expect(got[0]!.url).toBe('https://home.example/obituaries/carol');
  });

  it('names two notices of one name on one page apart', () => {
    const html = `<html><head><title>Death Notices</title></head><body><main><h1>Death Notices</h1>
      <p>John Smith, 81, of Pekin, died Nov. 18, 2026, at home.</p>
      <p>Mary Cole, 70, of Peoria, died Nov. 17, 2026.</p>
      <p>John Smith, 44, of Canton, died Nov. 16, 2026, in a crash.</p></main></body></html>`;
    const got = readColumn(html, 'https://paper.example/notices', 'IL');
    expect(got.map((o) => [o.url, o.age])).toEqual([
      ['https://paper.example/notices#notice-john-smith', 81],
      ['https://paper.example/notices#notice-mary-cole', 70],
      ['https://paper.example/notices#notice-john-smith-2', 44],
    ]);
  });

  it('reads a notice whose inverted name has two surnames beside one that has one', () => {
    const html = `<html><head><title>Death Notices</title></head><body><main><h1>Death Notices</h1>
      <div class="notice"><p><strong>ALEXANDER, Gilbert D. Jr.</strong>, 84, of Matewan, passed away Feb. 3, 2026.</p></div>
      <div class="notice"><p><strong>HERNANDEZ REYES, Richard W.</strong>, 85, of Rosedale, passed away Jan. 31, 2026.
      Preceded in death by parents, Lee and Stella (Brown) Hernandez.</p></div></main></body></html>`;
    const got = readColumn(html, 'https://paper.example/notices', 'WV');
    expect(got.map((o) => [o.name.full, o.deathDate?.day])).toEqual([
      ['Gilbert D. Alexander Jr.', 3],
      ['Richard W. Hernandez Reyes', 31],
    ]);
  });

  it('reads a column of paid notices that state each death by its date alone', () => {
    const html = `<html><head><title>Paid Death Notices - The Peoria Star</title></head><body><main><h1>Paid Death Notices</h1>
      <p>WHITAKER--John R., on November 18, 2026, peacefully at home in Peoria, IL, at age 84. Beloved husband of
      58 years to Mary. Loving father of Mark and Paul. Services Saturday 10am at Oak Hill Funeral Home.</p>
      <p>HALE--Dorothy Ann, on November 17, 2026, at OSF St. Francis Medical Center, Peoria. Beloved wife of the
      late Robert Hale; loving mother of Susan. Visitation Friday 4-7 p.m.</p>
      <p>KESSLER, Walter J., 91, of Pekin, November 16, 2026. Survived by his daughter, Ann. Private interment.</p>
      </main></body></html>`;
    const got = readColumn(html, 'https://paper.example/paid', 'IL');
    expect(got.map((o) => [o.name.full, o.deathDate?.day, o.age])).toEqual([
      ['John R. Whitaker', 18, 84],
      ['Dorothy Ann Hale', 17, null],
      ['Walter J. Kessler', 16, 91],
    ]);
  });

  it("reads notices that open with a description, the family's word, or the manner and the date", () => {
    const html = `<html><head><title>Death notices | Peoria Journal</title></head><body><main><h1>Death notices</h1>
      <p>Retired teacher Mary Whitaker, 80, of Peoria, died Nov. 18, 2026, at home. Services Saturday at Oak Hill Funeral Home.</p>
      <p>Longtime Pekin resident Robert Cole, 91, died Nov. 17, 2026, at Pekin Hospital. Arrangements by Henderson Funeral Home.</p>
      <p>Our beloved Dad, Thomas Bradley, 67, of Chillicothe, passed away Nov. 16, 2026. Services pending.</p>
      <p>Peacefully on November 15, 2026, Ruth Ann Cummings, of East Peoria, aged 93. Beloved wife of the late Paul.</p>
      </main></body></html>`;
    const got = readColumn(html, 'https://paper.example/notices', 'IL');
    expect(got.map((o) => [o.name.full, o.deathDate?.day, o.age, o.residence?.city ?? null])).toEqual([
      ['Mary Whitaker', 18, 80, 'Peoria'],
      ['Robert Cole', 17, 91, 'Pekin'],
      ['Thomas Bradley', 16, 67, 'Chillicothe'],
      ['Ruth Ann Cummings', 15, 93, 'East Peoria'],
    ]);
  });

  it('reads paid notices whose name stands as a sentence of its own, under a heading and run in', () => {
    const html = `<html><head><title>Death Notices - The Baltimore Star</title></head><body><main><h1>Death Notices</h1>
      <h3>James G. Riordan</h3><p>Riordan, James G. Age 81, of Baltimore. January 23, 2026.</p>
      <p>Devoted husband of Helen (nee Banks). A funeral service will be held at 11 a.m. Friday.</p>
      <h3>Ann G. (Bass) Blevins</h3><p>BLEVINS--Ann G. (Bass). Age 67, of Baltimore. Jan. 22, 2026.</p>
      <p>Loving wife of Randy. Loving mother of Peter. Visitation Monday.</p>
      <p><strong>ROBERTS, Leonard Russell</strong>. Age 73, of Towson. February 5, 2026.</p>
      <p>Dear husband of Kathleen. Dear father of Joshua and Linda (Kyle) Casey. Services private.</p>
      </main></body></html>`;
    const got = readColumn(html, 'https://paper.example/paid', 'MD');
    expect(got.map((o) => [o.name.full, o.deathDate?.month, o.deathDate?.day, o.age])).toEqual([
      ['James G. Riordan', 1, 23, 81],
      ['Ann G. (Bass) Blevins', 1, 22, 67],
      ['Leonard Russell Roberts', 2, 5, 73],
    ]);
  });

  it("reads a bracketed word as a notice's maiden name when her parents bear it, a pet name otherwise", () => {
    const html = `<html><head><title>Death Notices</title></head><body><main><h1>Death Notices</h1>
      <p>RAMEY, Jane (Cotton), 84, of Pekin, died Nov. 18, 2026. Born March 3, 1942, in Peoria to John and Alice Cotton.</p>
      <p>HALE, Robert (Cotton), 79, of Peoria, died Nov. 17, 2026. Born May 9, 1947, in Canton to Earl and Ruth Hale.</p></main></body></html>`;
    const got = readColumn(html, 'https://paper.example/notices', 'IL');
    expect(got.map((o) => [o.name.full, o.name.maiden, o.name.nickname ?? null])).toEqual([
      ['Jane (Cotton) Ramey', ['Cotton'], null],
      ['Robert "Cotton" Hale', [], 'Cotton'],
    ]);
  });

  it('reads a column of deaths set as a table with the name and the date of death in its header', () => {
    const table = (heading: string, header: string) =>
      `<html><head><title>${heading} - Peoria Journal</title></head><body><main><h1>${heading}</h1>
       <table><tr>${header}</tr>
       <tr><td>John R. Whitaker</td><td>84</td><td>Peoria</td><td>Nov. 18, 2026</td><td>Wilton Mortuary</td></tr>
       <tr><td>WHITAKER, Mary A.</td><td>80</td><td>Pekin</td><td>Nov. 17, 2026</td><td>Preston-Hanley</td></tr>
       </table></main></body></html>`;
    const url = 'https://paper.example/obituaries/death-notices';
    const got = readColumn(
      table('Death Notices', '<th>Name</th><th>Age</th><th>Town</th><th>Died</th><th>Funeral home</th>'),
      url,
      'IL',
    );
    expect(got.map((o) => [o.name.full, o.deathDate, o.age])).toEqual([
      ['John R. Whitaker', { year: 2026, month: 11, day: 18 }, 84],
      ['Mary A. Whitaker', { year: 2026, month: 11, day: 17 }, 80],
    ]);
    if (gazetteer !== EMPTY_GAZETTEER) expect(got.map((o) => o.residence?.city)).toEqual(['Peoria', 'Pekin']);
    // A table whose dates are no deaths' (services), or under no heading of deaths: none.
    expect(
      readColumn(
        table(
          'Death Notices',
          '<th>Name</th><th>Age</th><th>Town</th><th>Services</th><th>Funeral home</th>',
        ),
        url,
        'IL',
      ),
    ).toEqual([]);
    expect(
      readColumn(
        table('Funeral Notices', '<th>Name</th><th>Age</th><th>Town</th><th>Died</th><th>Funeral home</th>'),
        url,
        'IL',
      ),
    ).toEqual([]);
  });

  it('reads a death list of compact lines under "Deaths", its rites no death date; not one of funerals or remembrances', () => {
    const column = (heading: string, lines: string[]): string =>
      `<html><head><title>${heading} - Peoria Journal</title></head><body><main><article><h1>${heading}</h1>${lines
        .map((l) => `<p>${l}</p>`)
        .join('')}</article></main></body></html>`;
    const url = 'https://paper.example/obituaries/deaths-nov-20';
    const got = readColumn(
      column('Deaths', [
        'WHITAKER, John, 84, Peoria, Nov. 18, 2026. Wilton Mortuary.',
        'COLE, Mary, 80, Pekin, Nov. 17, 2026. Preston-Hanley.',
      ]),
      url,
      'IL',
    );
    expect(got.map((o) => [o.name.given, o.name.surname, o.deathDate, o.age])).toEqual([
      ['John', 'Whitaker', { year: 2026, month: 11, day: 18 }, 84],
      ['Mary', 'Cole', { year: 2026, month: 11, day: 17 }, 80],
    ]);
    if (gazetteer !== EMPTY_GAZETTEER) expect(got.map((o) => o.residence?.city)).toEqual(['Peoria', 'Pekin']);
    // Lines that give the rites after the town, without a verb: deaths, undated (the dates are the rites').
    const undated = readColumn(
      column('Deaths', [
        'WHITAKER, John, 84, Peoria. Services 10 a.m. Saturday, Nov. 21, 2026, Wilton Mortuary.',
        'COLE, Mary, 80, Pekin. Visitation 4-7 p.m. Nov. 20, 2026, Preston-Hanley.',
        'BAKER, Thomas, 67, East Peoria. Private services.',
      ]),
      url,
      'IL',
    );
    expect(undated.map((o) => [o.name.surname, o.deathDate, o.age])).toEqual([
      ['Whitaker', null, 84],
      ['Cole', null, 80],
      ['Baker', null, 67],
    ]);
    if (gazetteer !== EMPTY_GAZETTEER) {
      expect(undated.map((o) => o.residence?.city)).toEqual(['Peoria', 'Pekin', 'East Peoria']);
    }
    // A column of funerals dates its rites; one of remembrances, an anniversary; rites dates are no death's.
    for (const [heading, lines] of [
      [
        'Funeral Notices',
        [
          'WHITAKER, John, 84, Peoria, Nov. 21, 2026, 10 a.m.',
          'COLE, Mary, 80, Pekin, Nov. 20, 2026, 4 p.m.',
        ],
      ],
      [
        'Memorial Notices',
        ['WHITAKER, John, Nov. 18, 2021. Forever loved.', 'COLE, Mary, Nov. 17, 2020. Always remembered.'],
      ],
      [
        'Funeral Notices',
        [
          'WHITAKER, John, 84, Peoria. Services 10 a.m. Saturday, Nov. 21, 2026, Wilton Mortuary.',
          'COLE, Mary, 80, Pekin. Visitation 4-7 p.m. Nov. 20, 2026, Preston-Hanley.',
        ],
      ],
    ] as const) {
      expect(readColumn(column(heading, [...lines]), url, 'IL'), heading).toEqual([]);
    }
  });

  it('reads a death list whose lines write the name first without a verb, or run on in one line; not a pair, a docket or another event', () => {
    const column = (heading: string, lines: string[], published = ''): string =>
      `<html><head>${published}<title>${heading} - Peoria Journal</title></head><body><main><article><h1>${heading}</h1>${lines
        .map((l) => `<p>${l}</p>`)
        .join('')}</article></main></body></html>`;
    const url = 'https://paper.example/obituaries/deaths-nov-20';
    const facts = (got: ExtractedObituary[]): unknown[] =>
      got.map((o) => [o.name.given, o.name.surname, o.deathDate, o.age]);
    const three = [
      ['John', 'Whitaker', { year: 2026, month: 11, day: 18 }, 84],
      ['Mary', 'Cole', { year: 2026, month: 11, day: 17 }, 80],
      ['Thomas', 'Baker', { year: 2026, month: 11, day: 16 }, 67],
    ];
    const lines = [
      'John Whitaker, 84, Peoria, Nov. 18, 2026.',
      'Mary Cole, 80, of Pekin, Nov. 17, 2026. Preston-Hanley.',
      'Thomas Baker, 67, East Peoria, Nov. 16, 2026, at OSF Saint Francis Medical Center.',
    ];
    const got = readColumn(column('Deaths', lines), url, 'IL');
    expect(facts(got)).toEqual(three);
    if (gazetteer !== EMPTY_GAZETTEER)
      expect(got.map((o) => o.residence?.city)).toEqual(['Peoria', 'Pekin', 'East Peoria']);
    // The same run on in one line, a label before it; the year left to the column's date.
    const published = '<meta property="article:published_time" content="2026-11-20T08:00:00Z">';
    for (const line of [
      'Deaths: John Whitaker, 84, Peoria, Nov. 18, 2026; Mary Cole, 80, Pekin, Nov. 17, 2026; Thomas Baker, 67, East Peoria, Nov. 16, 2026.',
      'John Whitaker, 84, Peoria, Nov. 18; Mary Cole, 80, Pekin, Nov. 17; and Thomas Baker, 67, East Peoria, Nov. 16.',
    ]) {
      expect(facts(readColumn(column('Obituaries', [line], published), url, 'IL')), line).toEqual(three);
    }
    // A dash after the name, a title before it; the verb in a sentence after the town.
    for (const rows of [
      [
        'John Whitaker — 84, Peoria, Nov. 18, 2026.',
        'Mary Cole — 80, Pekin, Nov. 17, 2026.',
        'Thomas Baker — 67, East Peoria, Nov. 16, 2026.',
      ],
      [
        'Dr. John Whitaker, 84, Peoria, Nov. 18, 2026.',
        'Mrs. Mary Cole, 80, Pekin, Nov. 17, 2026.',
        'Thomas Baker, 67, East Peoria, Nov. 16, 2026.',
      ],
      [
        'John Whitaker, 84, Peoria. Died Nov. 18, 2026. Wilton Mortuary.',
        'Mary Cole, 80, Pekin. Died Nov. 17, 2026. Preston-Hanley.',
        'Thomas Baker, 67, East Peoria. Died Nov. 16, 2026.',
      ],
    ]) {
      const read = readColumn(column('Deaths', rows), url, 'IL');
      expect(facts(read), rows[0]).toEqual(three);
      if (gazetteer !== EMPTY_GAZETTEER)
        expect(
          read.map((o) => o.residence?.city),
          rows[0],
        ).toEqual(['Peoria', 'Pekin', 'East Peoria']);
    }
    // Under a name heading each, as a column sets them: the name is the person's, once.
    const headed = readColumn(
      `<html><head><title>Death Notices - Peoria Journal</title></head><body><main><h1>Death Notices</h1>${[
        ['John Whitaker', 'John Whitaker, 84, Peoria, Nov. 18, 2026.'],
        ['Mary Cole', 'Mary Cole, 80, Pekin, Nov. 17, 2026.'],
        ['Thomas Baker', 'BAKER--Thomas, 67, of East Peoria, Nov. 16, 2026.'],
      ]
        .map(
          ([h, p]) =>
            `<div class="notice"><h3>${h}</h3><p>${p}</p><p>Beloved husband of the late Ann.</p></div>`,
        )
        .join('')}</main></body></html>`,
      url,
      'IL',
    );
    expect(headed.map((o) => o.name.full)).toEqual(['John Whitaker', 'Mary Cole', 'Thomas Baker']);
    expect(facts(headed)).toEqual(three);
    // Under a "Funerals" section's heading, a date without a death verb is the rites': deaths, undated.
    const sections = readColumn(
      column('Deaths and Funerals', [
        'Deaths',
        'John Whitaker, 84, Peoria, Nov. 18, 2026.',
        'Funerals',
        'Mary Cole, 80, Pekin, Nov. 21, 2026, Preston-Hanley.',
        'BAKER, Thomas, 67, East Peoria, Nov. 22, 2026, Wilton Mortuary.',
        'Ann Smith, 90, Pekin, died Nov. 16, 2026. Services Nov. 21, 2026, Preston-Hanley.',
      ]),
      url,
      'IL',
    );
    expect(sections.map((o) => [o.name.surname, o.deathDate])).toEqual([
      ['Whitaker', { year: 2026, month: 11, day: 18 }],
      ['Cole', null],
      ['Baker', null],
      ['Smith', { year: 2026, month: 11, day: 16 }],
    ]);
    // The rites after the town, without a verb: deaths, undated.
    const undated = readColumn(
      column('Area deaths', [
        'John Whitaker, 84, of Peoria. Services at 10 a.m. Saturday at Wilton Mortuary.',
        'Mary Cole, 80, of Pekin. Visitation 4-7 p.m. Friday at Preston-Hanley.',
      ]),
      url,
      'IL',
    );
    expect(facts(undated)).toEqual([
      ['John', 'Whitaker', null, 84],
      ['Mary', 'Cole', null, 80],
    ]);
    // No death: two people before the date (a marriage licence), a docket, another event; a party.
    for (const [heading, rows] of [
      [
        'Deaths',
        [
          'John Whitaker, 24, Peoria, and Mary Cole, 23, Pekin, Nov. 18, 2026.',
          'Mark Baker, 30, Pekin, and Ann Smith, 29, Peoria, Nov. 17, 2026.',
        ],
      ],
      [
        'Deaths',
        [
          'John Whitaker, 45, Peoria, Nov. 18, 2026: arrested.',
          'Mary Cole, 30, Pekin, Nov. 17, 2026: charged.',
        ],
      ],
      [
        'Obituaries',
        [
          'John Whitaker, 84, Peoria, Nov. 18, 2026, 60th wedding anniversary.',
          'Mary Cole, 90, Pekin, Nov. 17, 2026, birthday open house.',
        ],
      ],
      [
        'Deaths',
        [
          'John Whitaker, 84, Peoria. Birthday party 2 p.m. Saturday at Wilton Hall.',
          'Mary Cole, 90, Pekin. Open house 1 p.m. Sunday at the Pekin Library.',
        ],
      ],
      ['Funeral Notices', lines],
      ['Memorial Notices', lines],
    ] as const) {
      expect(readColumn(column(heading, [...rows]), url, 'IL'), rows[0]).toEqual([]);
    }
  });
});

/**
 * A couple's joint obituary: each spouse whose death the page reports is an obituary of their own,
 * with their own dates and age; a living couple's page gives none.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractedObituary } from '../../core/obituary.js';
import { EMPTY_GAZETTEER } from './gazetteer.js';
import { extractObituaries } from './notices.js';
import { page, testGazetteer, testLexicon } from './__pages__/reference-tables.js';

const gazetteer = testGazetteer() ?? EMPTY_GAZETTEER;
const lexicon = testLexicon();
const URL_OF = (name: string): string => `https://home.example/obituaries/${name.replace(/\.html$/, '')}`;

function read(name: string): ExtractedObituary[] {
  return extractObituaries(page(name), URL_OF(name), { state: 'IL' }, { gazetteer, lexicon });
}

describe("extractObituaries on a couple's joint obituary", () => {
  it('reads both spouses, each with their own death date, birth date and age', () => {
    const [robert, helen, ...rest] = read('couple-joint.html');
    expect(rest).toEqual([]);
    expect(robert!.url).toBe(`${URL_OF('couple-joint.html')}#notice-robert-l-whitaker`);
    expect(robert!.name).toMatchObject({ given: 'Robert', middle: ['L'], surname: 'Whitaker' });
    expect(robert!.deathDate).toEqual({ year: 2026, month: 11, day: 10 });
    expect(robert!.birthDate).toEqual({ year: 1938, month: 3, day: 3 });
    expect(robert!.age).toBe(88);
    expect(helen!.url).toBe(`${URL_OF('couple-joint.html')}#notice-helen-m-whitaker`);
    expect(helen!.name).toMatchObject({ given: 'Helen', middle: ['M'], surname: 'Whitaker' });
    expect(helen!.deathDate).toEqual({ year: 2026, month: 11, day: 14 });
    expect(helen!.birthDate).toEqual({ year: 1940, month: 6, day: 9 });
    expect(helen!.age).toBe(86);
    for (const spouse of [robert!, helen!]) {
      expect(spouse.residence?.city).toBe('Springfield');
      expect(spouse.survivors.map((r) => r.name)).toEqual(['Mark Whitaker', 'Ann Cole']);
      expect(spouse.snippet.startsWith('Robert L. Whitaker, 88, and his wife')).toBe(true);
    }
  });

  it("gives nothing for a living couple's anniversary, whatever else it says of deaths and passing", () => {
    expect(read('couple-living.html')).toEqual([]);
    // "Karen is the daughter of the late Frank and Mary Miller, who died in 1999 and 2005."
    expect(read('couple-anniversary-parents.html')).toEqual([]);
  });

  it('reads both spouses from one sentence that reports both deaths, each with the age it gives them', () => {
    const html = (
      sentence: string,
    ): string => `<html><head><title>Robert and Helen Whitaker | Obituaries</title></head>
      <body><article><h1>Robert and Helen Whitaker</h1><p>${sentence}</p>
      <p>Robert was born June 2, 1938, in Peoria. Helen was born March 9, 1941, in Canton.</p>
      <p>They are survived by a son, Mark Whitaker of Pekin.</p></article></body></html>`;
    const readHtml = (h: string) =>
      extractObituaries(
        h,
        'https://home.example/obituaries/whitaker',
        { state: 'IL' },
        { gazetteer, lexicon },
      );
    const got = readHtml(
      html(
        'Robert L. Whitaker, 88, and his wife of 65 years, Helen M. Whitaker, 85, both of Pekin, died Nov. 10, 2026, in a car accident near Morton.',
      ),
    );
    expect(got.map((o) => [o.url.split('#')[1], o.deathDate, o.birthDate, o.age, o.residence?.city])).toEqual(
      [
        [
          'notice-robert-l-whitaker',
          { year: 2026, month: 11, day: 10 },
          { year: 1938, month: 6, day: 2 },
          88,
          'Pekin',
        ],
        [
          'notice-helen-m-whitaker',
          { year: 2026, month: 11, day: 10 },
          { year: 1941, month: 3, day: 9 },
          85,
          'Pekin',
        ],
      ],
    );
    // "They died ..." names them both as well.
    expect(
      readHtml(html('They died Nov. 10, 2026, in a car accident near Morton.')).map((o) => o.name.given),
    ).toEqual(['Robert', 'Helen']);
    // A death that a sentence naming them both gives another person is neither spouse's.
    expect(readHtml(html("Robert and Helen's son, Paul, died Nov. 10, 2026, in a car accident."))).toEqual(
      [],
    );
    // Without a date, the joint sentence makes no record.
    expect(readHtml(html('Robert and Helen Whitaker died within days of each other.'))).toEqual([]);
  });

  it('reads only the spouse who died when the other survives', () => {
    const got = read('couple-one-died.html');
    expect(got.map((o) => o.name.full)).toEqual(['Robert L. Whitaker']);
    expect(got[0]!.deathDate).toEqual({ year: 2026, month: 11, day: 10 });
  });
});

import { describe, expect, it } from 'vitest';
import type { ExtractedObituary, Relative } from '../../core/obituary.js';
import type { PageTruth } from '../../fixtures/world/index.js';
import { EXTRACTION_FIELDS, readSurname, scorePage } from './compare.js';

function truth(over: Partial<PageTruth> = {}): PageTruth {
  return {
    url: 'http://127.0.0.1/fh/x/obituaries/james-miller-1',
    decedent_id: 'd1',
    syndication_group: 'd1',
    source_id: 's1',
    source_type: 'funeral_home',
    style: 'jsonld',
    crawlable: true,
    render: 'static',
    publisher: 'Smith & Sons Funeral Home',
    funeral_home: 'Smith & Sons Funeral Home',
    published_on: '2026-03-05',
    full_name: 'James R. "Jim" Miller Sr.',
    name: { given: 'James', middle: 'R', nickname: 'Jim', maiden: null, surname: 'Miller', suffix: 'Sr' },
    legal_name: {
      given: 'James',
      middle: 'Robert',
      surname: 'Miller',
      second_surname: null,
      suffix: 'Sr',
      maiden: null,
      nickname: 'Jim',
    },
    sex: 'M',
    death_date: '2026-03-03',
    death_date_written: 'absolute',
    birth_date: null,
    birth_year: 1941,
    age: 84,
    city: 'Springfield',
    county: 'Sangamon',
    state: 'IL',
    death_place: null,
    survivors: [
      {
        name: 'Mary Miller',
        given: 'Mary',
        surname: 'Miller',
        suffix: null,
        relationship: 'wife',
        location: null,
      },
      {
        name: 'John Miller Jr',
        given: 'John',
        surname: 'Miller',
        suffix: 'Jr',
        relationship: 'son',
        location: null,
      },
    ],
    predeceased: [],
    occupation: null,
    military: null,
    family_counts: { children: 1, grandchildren: 0, greatGrandchildren: 0, siblings: 0 },
    ...over,
  };
}

const relative = (name: string, relationship: string): Relative => ({
  name,
  relationship,
  degreeOfKinship: '1st',
  location: null,
});

function extracted(over: Partial<ExtractedObituary> = {}): ExtractedObituary {
  return {
    url: 'http://127.0.0.1/fh/x/obituaries/james-miller-1',
    sourceType: 'funeral_home',
    publisher: 'Smith & Sons Funeral Home',
    publishedDate: { year: 2026, month: 3, day: 5 },
    name: {
      full: 'James R. "Jim" Miller Sr.',
      given: 'James',
      middle: ['R'],
      nickname: 'Jim',
      maiden: [],
      surname: 'Miller',
      suffix: 'Sr.',
    },
    deathDate: { year: 2026, month: 3, day: 3 },
    birthDate: { year: 1941 },
    age: 84,
    residence: { city: 'Springfield', county: 'Sangamon County', state: 'IL' },
    placeOfDeath: null,
    snippet: '',
    survivorsText: '',
    survivors: [relative('Mary Miller', 'wife'), relative('John Miller Jr.', 'son')],
    predeceased: [],
    familyCounts: {},
    occupation: null,
    militaryService: null,
    education: [],
    extraction: { layer: 'json-ld', warnings: [] },
    ...over,
  };
}

describe('scorePage', () => {
  it('counts a faithful extraction right on every field, with suffix and county spelling folded', () => {
    const score = scorePage(truth(), extracted());
    for (const f of EXTRACTION_FIELDS) expect(score.fields[f], f).toBe(true);
    expect(score.misses).toEqual({});
    expect(score.survivors).toEqual({ truePositives: 2, falsePositives: 0, falseNegatives: 0 });
  });

  it('fails a middle name that swallowed the surname and records what was expected', () => {
    const got = extracted();
    got.name = { ...got.name, middle: ['R', 'Miller'], surname: 'On Tuesday' };
    const score = scorePage(truth(), got);
    expect(score.fields.middle).toBe(false);
    expect(score.fields.surname).toBe(false);
    expect(score.misses.middle).toEqual(['R', ['R', 'Miller']]);
    expect(score.fields.given).toBe(true);
  });

  it('needs a full death date: a year alone is not the date', () => {
    const score = scorePage(truth(), extracted({ deathDate: { year: 2026 } }));
    expect(score.fields.death_date).toBe(false);
    expect(score.misses.death_date).toEqual(['2026-03-03', null]);
  });

  it('expects nothing where the page shows nothing: no maiden, no age, no suffix', () => {
    const t = truth({ age: null, name: { ...truth().name, suffix: null } });
    const got = extracted({ age: null });
    got.name = { ...got.name };
    delete got.name.suffix;
    const score = scorePage(t, got);
    expect(score.fields.age).toBe(true);
    expect(score.fields.suffix).toBe(true);
    expect(score.fields.maiden).toBe(true);
    const extraMaiden = extracted();
    extraMaiden.name = { ...extraMaiden.name, maiden: ['Honey'] };
    expect(scorePage(truth(), extraMaiden).fields.maiden).toBe(false);
  });

  it('matches survivors by given name and surname; a given name alone is a false positive', () => {
    const score = scorePage(
      truth(),
      extracted({
        survivors: [relative('Mary', 'wife'), relative('John Miller', 'child'), relative('Ky Miller', 'son')],
      }),
    );
    expect(score.survivors).toEqual({ truePositives: 1, falsePositives: 2, falseNegatives: 1 });
  });

  it('scores a page the extractor did not recognise as wrong on every stated field', () => {
    const score = scorePage(truth(), null);
    expect(score.fields.given).toBe(false);
    expect(score.fields.publisher).toBe(false);
    expect(score.fields.county).toBe(false);
    expect(score.survivors).toEqual({ truePositives: 0, falsePositives: 0, falseNegatives: 2 });
  });

  it('reads a double surname back from the last middle name when the words agree in order', () => {
    expect(
      readSurname('Hernandez Garcia', { surname: 'Garcia', middle: ['Guadalupe', 'Hernandez'] }),
    ).toEqual({
      surname: 'Hernandez Garcia',
      middle: ['Guadalupe'],
    });
    expect(readSurname('Hernandez Garcia', { surname: 'Hernandez Garcia', middle: ['G'] })).toEqual({
      surname: 'Hernandez Garcia',
      middle: ['G'],
    });
    // Another middle name, or a one-word truth, is left as read.
    expect(readSurname('Hernandez Garcia', { surname: 'Garcia', middle: ['Lopez'] })).toEqual({
      surname: 'Garcia',
      middle: ['Lopez'],
    });
    expect(readSurname('Jones', { surname: 'Jones', middle: ['Smith'] })).toEqual({
      surname: 'Jones',
      middle: ['Smith'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { PersonTruth } from '../../fixtures/world/truth.js';
import {
  DECEDENT_BIRTH_YEARS,
  FEBRL_COLUMNS,
  febrlDate,
  FebrlFormatError,
  febrlSubjects,
  givenPeople,
  noiseTags,
  parseFebrl,
  splitFebrl,
  titleCase,
  type FebrlRecord,
} from './febrl.js';

const HEADER = FEBRL_COLUMNS.join(', ');
const row = (id: string, given: string, surname: string, dob: string): string =>
  `${id}, ${given}, ${surname}, 8, stanley street, miami, winston hills, 4223, nsw, ${dob}, 5304218`;

const record = (recId: string, given: string, surname: string, dateOfBirth: string): FebrlRecord => {
  const [, n, kind] = /^rec-(\d+)-(org|dup-\d+)$/.exec(recId)!;
  return { recId, entity: Number(n), original: kind === 'org', given, surname, dateOfBirth };
};

describe('parseFebrl', () => {
  it('reads the shipped layout: trimmed values, original or duplicate by rec_id', () => {
    const text = [
      HEADER,
      row('rec-1070-org', 'michaela', 'neumann', '19151111'),
      row('rec-1070-dup-0', 'michafla', '', '19151111'),
      '',
    ].join('\n');
    expect(parseFebrl(text, 'a.csv')).toEqual([
      record('rec-1070-org', 'michaela', 'neumann', '19151111'),
      record('rec-1070-dup-0', 'michafla', '', '19151111'),
    ]);
  });

  it('names the file and line of a wrong header, a short row or a bad rec_id', () => {
    expect(() => parseFebrl('id, name\n', 'a.csv')).toThrow(
      new FebrlFormatError('a.csv: line 1 is not the FEBRL header (' + FEBRL_COLUMNS.join(', ') + ')'),
    );
    expect(() => parseFebrl(`${HEADER}\nrec-1-org, ann`, 'a.csv')).toThrow(
      'a.csv: line 2: 2 values, expected 11',
    );
    expect(() => parseFebrl(`${HEADER}\n${row('person-1', 'ann', 'lee', '19500101')}`, 'a.csv')).toThrow(
      'a.csv: line 2: rec_id "person-1"',
    );
  });
});

describe('febrlDate and titleCase', () => {
  it('takes real calendar dates only', () => {
    expect(febrlDate('19520229')).toEqual({ year: 1952, month: 2, day: 29 });
    expect(febrlDate('19510229')).toBeNull();
    expect(febrlDate('19319924')).toBeNull();
    expect(febrlDate('')).toBeNull();
  });

  it("writes a record's lower-case name as an obituary does", () => {
    expect(titleCase('mary-jane')).toBe('Mary-Jane');
    expect(titleCase("o'neil")).toBe("O'Neil");
    expect(titleCase('har risn')).toBe('Har Risn');
  });
});

describe('noiseTags', () => {
  const o = record('rec-1-org', 'joselyn', 'dakin', '19261205');
  it.each<[string, string, string, string[]]>([
    ['joselyn', 'dakin', '19261205', ['exact']],
    ['dakin', 'joselyn', '19261205', ['names_swapped']],
    ['joselin', 'dakim', '19261205', ['given_typo', 'surname_typo']],
    ['rebecca', 'dakin', '19261205', ['given_replaced']],
    ['', 'smithson', '19261205', ['given_missing', 'surname_replaced']],
    ['joselyn', 'dakin', '19261250', ['dob_unusable']],
    ['joselyn', 'dakin', '19621205', ['dob_typo']],
    ['joselyn', 'dakin', '19851022', ['dob_replaced']],
    ['joselyn', 'dakin', '', ['dob_missing']],
  ])('%s %s %s', (given, surname, dob, tags) => {
    expect(noiseTags(o, record('rec-1-dup-0', given, surname, dob))).toEqual(tags);
  });
});

describe('splitFebrl, givenPeople and febrlSubjects', () => {
  const records: FebrlRecord[] = [];
  for (let n = 0; n < 200; n++) {
    const year = n % 2 === 0 ? 1950 : 1905; // the odd ones are too old to have died in the world's years
    records.push(record(`rec-${n}-org`, 'michaela', `neumann${n}`, `${year}0101`));
    records.push(
      record(
        `rec-${n}-dup-0`,
        n % 10 === 0 ? '' : 'michaela',
        `neumann${n}`,
        n % 7 === 0 ? '19509999' : `${year}0101`,
      ),
    );
  }
  records.push(record('rec-999-dup-0', 'nobody', 'atall', '19500101'));
  const split = splitFebrl(records, 1);

  it('draws about half of the originals who can have died, none born outside the years, the same for any row order', () => {
    expect(split.decedents.length).toBeGreaterThan(30);
    expect(split.decedents.length).toBeLessThan(70);
    for (const d of split.decedents)
      expect(Number(d.dateOfBirth.slice(0, 4))).toBeGreaterThanOrEqual(DECEDENT_BIRTH_YEARS.from);
    expect(splitFebrl([...records].reverse(), 1).decedents).toEqual(split.decedents);
    expect(splitFebrl(records, 2).decedents).not.toEqual(split.decedents);
    expect(split.orphans).toBe(1);
    expect(split.pairs).toHaveLength(200);
  });

  it('gives the world people with the name as an obituary writes it, the birth date and a likely sex', () => {
    const people = givenPeople(split);
    expect(people[0]).toEqual({
      given: 'Michaela',
      surname: titleCase(split.decedents[0]!.surname),
      birth: '1950-01-01',
      sex: 'F',
    });
  });

  it("asks each duplicate with what it holds: its truth is its original's obituary, or living", () => {
    const people = split.decedents.map(
      (o, i) =>
        ({
          person_id: `d${i}`,
          deceased: true,
          obituary_urls: [`http://x/${o.entity}`],
        }) as unknown as PersonTruth,
    );
    const { subjects, unaskable } = febrlSubjects(split, people);
    expect(unaskable).toBe(20);
    expect(subjects).toHaveLength(180);
    const decedentIds = new Set(split.decedents.map((o) => o.entity));
    for (const s of subjects) {
      const entity = Number(/^rec-(\d+)-/.exec(s.subject_id)![1]);
      expect(s.truth).toEqual(
        decedentIds.has(entity)
          ? { deceased: true, obituary_urls: [`http://x/${entity}`] }
          : { deceased: false, obituary_urls: [] },
      );
      expect(Object.keys(s.request).sort()).toEqual(
        entity % 7 === 0
          ? ['client_ref', 'first_name', 'last_name']
          : ['client_ref', 'dob', 'first_name', 'last_name'],
      );
    }
    expect(subjects.find((s) => s.subject_id === 'rec-7-dup-0')?.difficulty).toEqual(['dob_unusable']);
    expect(() => febrlSubjects(split, people.slice(1))).toThrow('people.jsonl holds');
  });
});

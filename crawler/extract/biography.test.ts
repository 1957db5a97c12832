import { describe, expect, it } from 'vitest';
import { findEducation, findMilitaryService, findOccupation } from './biography.js';

describe('findOccupation', () => {
  it.each<[string, string | null]>([
    [
      'He worked as a machinist at Caterpillar for 35 years before retiring in 2003.',
      'machinist at Caterpillar',
    ],
    [
      'She retired from Springfield Public Schools after 30 years as a teacher.',
      'teacher at Springfield Public Schools',
    ],
    ['He worked as a truck driver until his retirement.', 'truck driver'],
    [
      "She retired as a registered nurse from St. John's Hospital in 2001.",
      "registered nurse at St. John's Hospital",
    ],
    [
      'He was employed by the Illinois Department of Transportation as a civil engineer until 2005.',
      'civil engineer at Illinois Department of Transportation',
    ],
    ['where he was employed as a civil engineer until his retirement in 1998.', 'civil engineer'],
    ['He worked as an accountant for Aetna for over 30 years.', 'accountant at Aetna'],
    [
      "She was a retired teacher's aide for Peoria Public Schools.",
      "teacher's aide at Peoria Public Schools",
    ],
    ['He worked for General Motors.', 'General Motors'],
    ['He retired from Jeep in 1999.', 'Jeep'],
    ['He owned and operated Thompson Hardware on Main Street.', 'owner of Thompson Hardware'],
    ['He was a carpenter by trade.', 'carpenter'],
    ['He loved fishing and his grandchildren.', null],
  ])('%s', (sentence, value) => {
    const q = findOccupation([sentence]);
    expect(q?.value ?? null).toBe(value);
    if (q) expect(q.quote).toBe(sentence);
  });
});

describe('findMilitaryService', () => {
  it.each<[string, string | null]>([
    ['He served in the U.S. Army during the Korean War.', 'U.S. Army, Korean War'],
    ['He was a proud Navy veteran.', 'Navy'],
    ['Bob proudly served his country in the United States Marine Corps.', 'U.S. Marine Corps'],
    ['He was a World War II veteran, serving with the U.S. Navy in the Pacific.', 'U.S. Navy, World War II'],
    ['He was drafted into the Army, serving in Korea from 1953 to 1955.', 'Army, Korean War'],
    ['He served in the Air National Guard for 20 years.', 'Air National Guard'],
    ['He was a Vietnam veteran.', 'Vietnam War'],
    ['He joined the Army Air Corps in 1943.', 'Army Air Forces'],
    ['He loved to watch Army-Navy football.', null],
    ['She served as president of the garden club.', null],
  ])('%s', (sentence, value) => {
    const q = findMilitaryService([sentence]);
    expect(q?.value ?? null).toBe(value);
    if (q) expect(q.quote).toBe(sentence);
  });
});

describe('findEducation', () => {
  it('finds each school once, with its sentence', () => {
    const s1 =
      "He graduated from Lanphier High School in 1959 and earned a bachelor's degree in education from Illinois State University.";
    const s2 = 'He attended Illinois State University on a football scholarship.';
    const s3 = 'Walter was a 1952 graduate of Woodward High School.';
    expect(findEducation([s1, s2, s3])).toEqual([
      { value: 'Lanphier High School', quote: s1 },
      { value: 'Illinois State University', quote: s1 },
      { value: 'Woodward High School', quote: s3 },
    ]);
  });

  it('finds nothing in a sentence about something else', () => {
    expect(findEducation(['She received many awards from the Garden Club.'])).toEqual([]);
  });
});

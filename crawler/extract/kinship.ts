/**
 * Relationship words as survivors lists write them, folded to one singular form, and the degree of
 * kinship of each.
 *
 * Degrees follow the genetic convention (the share of DNA in common halves with each degree):
 *   1st: parent, child, full sibling; spouses and partners are counted 1st by convention.
 *   2nd: grandparent, grandchild, aunt, uncle, niece, nephew, half-sibling.
 *   3rd: great-grandparent, great-grandchild, great-aunt/uncle, grand-niece/nephew, first cousin.
 *   4th: great-great-grandparent/child, first cousin once removed.
 *   other: friends, godchildren, caregivers, unspecified "relatives".
 * In-law and step relations take the degree of the blood relation they stand in for (a
 * daughter-in-law is counted like a daughter, a stepbrother like a brother): they are the people an
 * obituary lists in that place, and the matcher treats any survivor as not the decedent anyway.
 */
import type { FamilyCounts, KinshipDegree } from '../../core/obituary.js';

/** Base relationship (singular, no step/in-law/great prefixes) -> degree. */
const BASE_DEGREE: Readonly<Record<string, KinshipDegree>> = {
  wife: '1st',
  husband: '1st',
  spouse: '1st',
  partner: '1st',
  companion: '1st',
  fiance: '1st',
  fiancee: '1st',
  'significant other': '1st',
  mother: '1st',
  father: '1st',
  parent: '1st',
  son: '1st',
  daughter: '1st',
  child: '1st',
  brother: '1st',
  sister: '1st',
  sibling: '1st',
  grandmother: '2nd',
  grandfather: '2nd',
  grandparent: '2nd',
  grandson: '2nd',
  granddaughter: '2nd',
  grandchild: '2nd',
  aunt: '2nd',
  uncle: '2nd',
  niece: '2nd',
  nephew: '2nd',
  grandniece: '3rd',
  grandnephew: '3rd',
  cousin: '3rd',
  friend: 'other',
  goddaughter: 'other',
  godson: 'other',
  godchild: 'other',
  godmother: 'other',
  godfather: 'other',
  caregiver: 'other',
  relative: 'other',
  // A marriage that ended in divorce: no spouse of the decedent's.
  'ex-wife': 'other',
  'ex-husband': 'other',
  'ex-spouse': 'other',
};

/** Plural (and variant) spellings -> singular. */
const SINGULAR: Readonly<Record<string, string>> = {
  wives: 'wife',
  husbands: 'husband',
  spouses: 'spouse',
  partners: 'partner',
  companions: 'companion',
  fiancé: 'fiance',
  fiancée: 'fiancee',
  mothers: 'mother',
  fathers: 'father',
  parents: 'parent',
  mom: 'mother',
  dad: 'father',
  sons: 'son',
  daughters: 'daughter',
  children: 'child',
  kids: 'child',
  brothers: 'brother',
  sisters: 'sister',
  siblings: 'sibling',
  grandmothers: 'grandmother',
  grandfathers: 'grandfather',
  grandparents: 'grandparent',
  grandsons: 'grandson',
  granddaughters: 'granddaughter',
  grandchildren: 'grandchild',
  grandkids: 'grandchild',
  aunts: 'aunt',
  uncles: 'uncle',
  nieces: 'niece',
  nephews: 'nephew',
  grandnieces: 'grandniece',
  grandnephews: 'grandnephew',
  cousins: 'cousin',
  friends: 'friend',
  goddaughters: 'goddaughter',
  godsons: 'godson',
  godchildren: 'godchild',
  caregivers: 'caregiver',
  relatives: 'relative',
  'ex-wives': 'ex-wife',
  'ex-husbands': 'ex-husband',
};

/** Every relationship word a list may use, for the list parser's head pattern (longest first). */
export const RELATIONSHIP_WORDS: readonly string[] = [
  ...new Set([...Object.keys(BASE_DEGREE), ...Object.keys(SINGULAR)]),
].sort((a, b) => b.length - a.length);

const DEGREE_ORDER: readonly KinshipDegree[] = ['1st', '2nd', '3rd', '4th'];

function shift(degree: KinshipDegree, by: number): KinshipDegree {
  if (degree === 'other') return degree;
  return DEGREE_ORDER[Math.min(DEGREE_ORDER.indexOf(degree) + by, DEGREE_ORDER.length - 1)] ?? 'other';
}

/** Folds a written relationship ("Step-Sons", "great grandchildren", "sisters in law") to its singular form. */
export function normalizeRelationship(written: string): string {
  let s = written
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^twin /, '')
    .replace(/^step[\s-]+/, 'step')
    .replace(/^half[\s-]+/, 'half-')
    .replace(/\bgreat[\s-]+/g, 'great-')
    .replace(/^grand[\s-]+(niece|nephew)/, 'grand$1')
    .replace(/[\s-]+in[\s-]+laws?$/, '-in-law');
  // "sons-in-law" -> "son-in-law": singularize the word before the in-law part.
  const inLaw = s.endsWith('-in-law');
  if (inLaw) s = s.slice(0, -'-in-law'.length).replace(/s$/, '');
  const m = /^((?:great-)*)(step|half-)?(.+)$/.exec(s);
  const base = m?.[3] ?? s;
  const single = SINGULAR[base] ?? base;
  return `${m?.[1] ?? ''}${m?.[2] ?? ''}${single}${inLaw ? '-in-law' : ''}`;
}

/** Degree of kinship of a normalized relationship (see the table at the top of this file). */
export function kinshipDegree(relationship: string): KinshipDegree {
  const inLaw = relationship.replace(/-in-law$/, '');
  const greats = (inLaw.match(/great-/g) ?? []).length;
  const base = inLaw.replace(/^(?:great-)+/, '').replace(/^step/, '');
  if (base.startsWith('half-')) {
    const d = BASE_DEGREE[base.slice(5)];
    return d ? shift(d, 1) : 'other';
  }
  const degree = BASE_DEGREE[base];
  if (!degree) return 'other';
  // A "great-" before a grand relation, aunt/uncle or niece/nephew adds one degree each.
  return greats > 0 ? shift(degree, greats) : degree;
}

/** The relationship of a relative's spouse: a son's wife is a daughter-in-law. */
export function spouseRelationship(relationship: string): string {
  const table: Readonly<Record<string, string>> = {
    son: 'daughter-in-law',
    daughter: 'son-in-law',
    child: 'child-in-law',
    stepson: 'daughter-in-law',
    stepdaughter: 'son-in-law',
    stepchild: 'child-in-law',
    brother: 'sister-in-law',
    sister: 'brother-in-law',
    sibling: 'sibling-in-law',
    grandson: 'granddaughter-in-law',
    granddaughter: 'grandson-in-law',
    grandchild: 'grandchild-in-law',
    mother: 'stepfather',
    father: 'stepmother',
  };
  return table[relationship] ?? `${relationship}-in-law`;
}

/** Which FamilyCounts bucket a relationship counts towards, if any. */
export function familyBucket(relationship: string): keyof FamilyCounts | null {
  if (relationship.endsWith('-in-law')) return null;
  const r = relationship.replace(/^step/, '');
  if (/^great-(?:great-)*grand(?:child|son|daughter)$/.test(r)) return 'greatGrandchildren';
  if (/^grand(?:child|son|daughter)$/.test(r)) return 'grandchildren';
  if (/^(?:child|son|daughter)$/.test(r)) return 'children';
  if (/^(?:half-)?(?:sibling|brother|sister)$/.test(r)) return 'siblings';
  return null;
}

/** Relations of a man, as the pronoun "he" would name them. */
const MALE_RELATION =
  /(?:father|husband|son|brother|uncle|nephew|dad|daddy|pa|papa|grandpa|boyfriend|fianc[eé](?!e))$/i;
/** Relations of a woman, as the pronoun "she" would name them. */
const FEMALE_RELATION =
  /(?:mother|wife|daughter|sister|aunt|niece|mom|mommy|ma|mama|grandma|girlfriend|fianc[eé]e)$/i;

/** The sex a relation's word gives ("father", "grandmother"); undefined for "friend", "cousin". */
export function relationSex(relation: string): 'M' | 'F' | undefined {
  return MALE_RELATION.test(relation) ? 'M' : FEMALE_RELATION.test(relation) ? 'F' : undefined;
}

/** The sex a third-person pronoun names, a Spanish notice's "él" and "ella" too. */
export const PRONOUN_SEX: Readonly<Record<string, 'M' | 'F'>> = {
  he: 'M',
  his: 'M',
  him: 'M',
  she: 'F',
  her: 'F',
  él: 'M',
  ella: 'F',
};

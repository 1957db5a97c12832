/**
 * Survivors and predeceased relatives from family sentences: "survived by his wife of 52 years, Mary;
 * sons John (Linda) Smith of Austin, Texas and Robert Smith; 7 grandchildren", "preceded in death by
 * his parents, ...", "Left to cherish her memory are ...". Named relatives become entries; relatives
 * only counted ("7 grandchildren") go to FamilyCounts.
 */
import { TEEN_WORDS, TENS_WORDS, UNIT_WORDS } from '../../core/number-words.js';
import type { FamilyCounts, Relative } from '../../core/obituary.js';
import { isParenNickname } from '../../core/names/parse.js';
import type { NameLexicon } from '../../core/names/lexicon.js';
import {
  PRONOUN_SEX,
  RELATIONSHIP_WORDS,
  familyBucket,
  kinshipDegree,
  normalizeRelationship,
  relationSex,
  spouseRelationship,
} from './kinship.js';
import { stateCodeOf } from './place.js';
import { wifeInFamilyList } from './husbands-name.js';
import { ANIMAL_NOUNS } from './animal.js';
import { escapeRegExp } from '../../core/regexp.js';

/** Options for reading family sentences. */
export interface FamilyOptions {
  lexicon: NameLexicon;
  /** The decedent's surname: a spouse, child or sibling named by given name alone shares it. */
  decedentSurname?: string;
  /** The decedent's maiden name: a woman's parents and siblings named alone share that one. */
  decedentMaiden?: string;
  /** Whether words name a town (the gazetteer's): "sons Mark Whitaker, Dallas, Texas" lists a son's. */
  isTown?: (text: string) => boolean;
  /** The decedent's sex, if known: "Her sister Ann also survives" on a man's page is his wife's sister. */
  decedentSex?: 'M' | 'F';
}

/** What the family sentences say. */
export interface FamilyParse {
  survivors: Relative[];
  predeceased: Relative[];
  familyCounts: FamilyCounts;
  /** The family sentences, in page order. */
  survivorsText: string;
}

/** Relatives read from one list, plus the ones it only counts. */
export interface RelativeList {
  relatives: Relative[];
  /** Named as "the late ..." or "(deceased)" inside a survivors list. */
  late: Relative[];
  counted: Array<{ relationship: string; count: number }>;
}

const SURVIVOR_CUES: readonly RegExp[] = [
  /\b(?:(?:is|are|was|were)\s+)?(?:also\s+)?survived\s+by\b/gi,
  /\bsurvivors\s+(?:also\s+)?(?:include|are)\b:?|\bsurvivors\s*:/gi,
  /\b(?:also\s+)?surviving\s+(?:are|is|him|her)\b:?/gi,
  /\bleft\s+to\s+(?:cherish|treasure|mourn|celebrate|honor|carry\s+on)\s+(?:his|her|their)\s+(?:memory|memories|life|legacy|loss|passing)\s+(?:is|are|include)\b/gi,
  /\b(?:he|she)\s+(?:is\s+)?(?:also\s+)?leaves\s+(?:behind\s+)?/gi,
  /\bleaves\s+(?:behind\s+)?(?=(?:his|her|their)\s)/gi,
  /\bleaves\s+behind\b/gi,
  /\bthose\s+left\s+to\s+\w+[^,:;]*?\s+(?:are|include)\b/gi,
  /\b(?:those\s+(?:left\s+behind|who\s+survive\s+(?:him|her))|left\s+behind)\s+(?:are|is|include)\b:?/gi,
  /\bamong\s+(?:his|her|their)\s+survivors\s+(?:are|is)\b:?/gi,
  /\bwill\s+be\s+(?:dearly\s+|sadly\s+|greatly\s+|deeply\s+)?missed\s+by\b/gi,
  /\b(?:mourning|grieving|celebrating|honou?ring|remembering)\s+(?:his|her|their)\s+(?:passing|loss|death|life|memory)\s+(?:is|are|include)\b:?/gi,
  /\b(?:he|she)\s+(?:is|will\s+be)\s+(?:(?:lovingly|fondly|forever|dearly|always|deeply)\s+)?(?:remembered|mourned)\s+by\b/gi,
  /\b(?:(?:his|her|their)\s+family|family\s+members)\s+includes?\b:?/gi,
];

const PREDECEASED_CUES: readonly RegExp[] = [
  /\b(?:(?:he|she)\s+)?(?:(?:was|is|were)\s+)?(?:also\s+)?preceded\s+in\s+death\s+by\b/gi,
  /\b(?:(?:he|she)\s+)?(?:(?:was|is)\s+)?(?:also\s+)?predeceased\s+by\b/gi,
  /\b(?:preceding\s+(?:him|her|them)\s+in\s+death|predeceasing\s+(?:him|her|them))\s+(?:were|was|are|is)\b/gi,
  /\b(?:reunited|joined)\s+in\s+heaven\s+(?:with|by)\b/gi,
  /\bwaiting\s+(?:for\s+(?:him|her)\s+)?in\s+heaven\s+(?:are|were|is|was)\b/gi,
];

/** "His parents and a brother preceded him in death": the list comes first. */
const PREDECEASED_AFTER =
  /\s+(?:preceded|predeceased)\s+(?:him|her|them)\s+in\s+death\b|\s+(?:died|passed\s+away)\s+before\s+(?:him|her)\b/i;

/**
 * "His sons, John and Mark, survive him.", "A sister, Jane, also survives.": the list comes first. Not
 * a survival denied: "His son did not survive."
 */
const SURVIVES_AFTER = /(?<!\bnot|n['’]t),?\s+(?:also\s+)?survives?(?:\s+(?:him|her|them))?\s*[.!]?\s*$/i;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  ...UNIT_WORDS,
  ...TEEN_WORDS,
  ...TENS_WORDS,
  'a dozen': 12,
};

const ADJECTIVES =
  '(?:(?:first|second|third|late|former|beloved|loving|devoted|dear|dearest|cherished|adoring|special|longtime|long-time|faithful|precious|adored|wonderful|caring|best|other|extended|surviving|many|numerous|several|multiple|countless|also|namesake|proud|only|eldest|oldest|youngest|younger|older)\\s+)*';
const QUANTITY =
  '(?:(\\d{1,3}|a\\s+dozen|a\\s+host\\s+of|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|an?)\\s+)?';
const PREFIXES = '(?:step[\\s-]?|(?:half|twin|great)[\\s-]+|great-|grand[\\s-]+(?=niece|nephew))*';
const REL_ALT = RELATIONSHIP_WORDS.map((w) => w.replace(/ /g, '\\s+')).join('|');
const REL = `(${PREFIXES}(?:${REL_ALT})(?:[\\s-]+in[\\s-]+laws?)?)`;
/** How long a marriage lasted, after the relationship: "his wife of 60 years", "... of sixty-two years". */
const OF_YEARS = String.raw`(?:\s+of\s+(?:\d+|[a-z-]+)\s+years)?`;
/** A relationship head at the start of a list item: "his loving wife of 52 years", "7 grandchildren". */
const HEAD = new RegExp(
  `^(?:and\\s+)?(?:(?:his|her|their|the)\\s+)?${ADJECTIVES}${QUANTITY}${ADJECTIVES}${REL}(?![\\p{L}-])${OF_YEARS}`,
  'iu',
);
/** "a son and daughter-in-law, John and Linda Smith": couples follow. */
const COUPLE_HEAD = new RegExp(
  `^(?:and\\s+)?(?:(?:his|her|their)\\s+)?${ADJECTIVES}${QUANTITY}${REL}\\s+and\\s+${REL}(?![\\p{L}-])`,
  'iu',
);
const TRAILING_REL = new RegExp(
  `^(.*?),\\s*(?:his|her|their)\\s+${ADJECTIVES}${REL}(?:\\s+of\\s+\\d+\\s+years)?$`,
  'iu',
);

const SPOUSE_WORDS = new Set(['wife', 'husband', 'spouse', 'partner', 'companion', 'fiance', 'fiancee']);

const STICKY = new Map<string, RegExp>();

/** Splits at a separator outside parentheses; each part keeps the separator that preceded it. */
function splitTopLevel(text: string, sep: RegExp): Array<{ text: string; sep: string }> {
  let sticky = STICKY.get(sep.source);
  if (!sticky) {
    sticky = new RegExp(sep.source, 'iy');
    STICKY.set(sep.source, sticky);
  }
  const out: Array<{ text: string; sep: string }> = [];
  let depth = 0;
  let start = 0;
  let prevSep = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    sticky.lastIndex = i;
    const m = sticky.exec(text);
    if (m && m[0].length > 0) {
      out.push({ text: text.slice(start, i), sep: prevSep });
      prevSep = m[0];
      i += m[0].length - 1;
      start = i + 1;
    }
  }
  out.push({ text: text.slice(start), sep: prevSep });
  return out.map((p) => ({ text: p.text.trim(), sep: p.sep })).filter((p) => p.text.length > 0);
}

function quantityOf(q: string | undefined): number | null {
  if (!q) return null;
  const t = q.toLowerCase().replace(/\s+/g, ' ');
  if (/^\d+$/.test(t)) return Number(t);
  return NUMBER_WORDS[t] ?? null;
}

/** A list head that names the decedent's parents: "parents", "mother", "father". */
const PARENTS = /^(?:parents?|mother|father)$/;

/** One person in a list: "John (Linda) Smith of Austin, Texas". */
interface Person {
  name: string;
  location: string | null;
  spouse: string | null;
  /** The spouse named "(the late Tom)": dead, no survivor. */
  spouseLate?: boolean;
  late: boolean;
  words: number;
}

const NOT_NAME_START =
  /^(?:many|numerous|several|a|an|the|other|their|his|her|special|dear|loving|host|friends?|family|all|both|each)\b/i;

function readPerson(piece: string, relationship: string, lexicon: NameLexicon): Person | null {
  let text = piece
    .trim()
    .replace(/^(?:and|&)\s+/i, '')
    .replace(/[;:,]+$/, '')
    .replace(/(?<!\b(?:Jr|Sr))\.$/, '');
  let late = false;
  if (/^the\s+late\s+/i.test(text)) {
    late = true;
    text = text.replace(/^the\s+late\s+/i, '');
  }
  text = text.replace(/^the\s+former\s+/i, '');
  if (/\((?:deceased|dec\.?|late)\)/i.test(text) || /,?\s+deceased$/i.test(text)) {
    late = true;
    text = text.replace(/\((?:deceased|dec\.?|late)\)/gi, '').replace(/,?\s+deceased$/i, '');
  }
  text = text.replace(/\s+(?:in|since)\s+\d{4}$/, '');
  let location: string | null = null;
  const loc = /\s+(?:of|from|in)\s+(\p{Lu}[^()]*)$/u.exec(text);
  if (loc) {
    location = loc[1]!.trim();
    text = text.slice(0, loc.index);
  }
  let spouse: string | null = null;
  let spouseLate = false;
  text = text.replace(/\s*\(([^()]*)\)\s*/g, (_m, inner: string) => {
    const body = inner.trim();
    // "Jane (the late Tom) Cole": her husband died before her sister or brother did.
    const lateSpouse = /^(?:the\s+)?late\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)$/u.exec(body);
    if (lateSpouse && !SPOUSE_WORDS.has(relationship)) {
      spouse = lateSpouse[1]!;
      spouseLate = true;
      return ' ';
    }
    // "(Austin, Texas)" and "(Ohio)" are places; "(Virginia)" and "(Georgia)" are wives more often.
    if (body.includes(',') || (stateCodeOf(body) && !lexicon.isGivenName(body))) {
      location ??= body;
      return ' ';
    }
    const first = text.trim().split(/\s+/)[0] ?? '';
    if (SPOUSE_WORDS.has(relationship) || /^n[ée]e\s/i.test(body)) return ' ';
    if (/^\p{Lu}/u.test(body) && !body.includes(' ') && isParenNickname(body, first, lexicon, false))
      return ' ';
    // "Jack and Sophie (Gupta) Shelton": a surname that is no given name is the relative's maiden
    // name; "Leah (Ian) Robinson" names a spouse. A parent's other parent is named in the list
    // itself, so a parent's bracketed surname is her maiden name ("Robert and Mary (Smith) Byer").
    if (
      !body.includes(' ') &&
      lexicon.isSurname(body) &&
      (!lexicon.isGivenName(body) || PARENTS.test(relationship))
    )
      return ' ';
    if (/^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?$/u.test(body)) spouse = body;
    return ' ';
  });
  text = text
    .replace(/["“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,;:]+$/, '')
    .replace(/(?<!\b(?:Jr|Sr))\.$/, '');
  if (!/^\p{Lu}/u.test(text) || NOT_NAME_START.test(text)) return null;
  // "Mrs. John (Susan) Cole" is Susan Cole, and John Cole her husband (husbands-name.ts).
  const wife = spouse && !spouseLate ? wifeInFamilyList(text, spouse, lexicon) : null;
  if (wife) {
    text = wife.name;
    spouse = wife.husband;
  }
  const words = text.split(' ');
  if (
    words.length > 6 ||
    words.some((w) => /^\p{Ll}/u.test(w) && !/^(?:de|la|van|von|der|del|da|di|du|le)$/.test(w))
  ) {
    return null;
  }
  return { name: text, location, spouse, ...(spouseLate ? { spouseLate } : {}), late, words: words.length };
}

const NAME_SUFFIX = /^(?:jr|sr|ii|iii|iv|2nd|3rd)\.?$/i;

/** The words of a written name without a generational suffix ("Robert Lee, Jr." -> Robert, Lee). */
export function nameWords(name: string): string[] {
  return name
    .replace(/,/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !NAME_SUFFIX.test(w));
}

/** The surname of a written name, skipping a generational suffix ("Robert Lee, Jr." -> Lee). */
function surnameOf(name: string): string {
  const words = nameWords(name);
  return words[words.length - 1] ?? '';
}

function relative(name: string, relationship: string, location: string | null): Relative {
  return { name, relationship, degreeOfKinship: kinshipDegree(relationship), location };
}

/** Gives single-word names the surname of the last name in a run: "John and Mary Smith". */
function distributeSurname(people: Person[]): void {
  const bare = (p: Person): string[] =>
    p.name
      .replace(/,/g, ' ')
      .split(/\s+/)
      .filter((w) => w && !NAME_SUFFIX.test(w));
  const last = people[people.length - 1];
  if (!last || bare(last).length < 2 || people.length < 2) return;
  // "Candace of Baltimore and Cathy Copeland": a name followed by its own place is complete.
  // "Darrell (Brenda) and Angela (Michael) Moy": a name with its own spouse is a unit of its own.
  if (!people.slice(0, -1).every((p) => bare(p).length === 1 && p.location === null && p.spouse === null)) {
    return;
  }
  const surname = surnameOf(last.name);
  for (const p of people.slice(0, -1)) {
    // "Juan and Pedro Garcia of Guadalajara": the place, like the surname, is shared.
    p.location ??= last.location;
    // "William Jr. and Ruth Smith" -> "William Smith Jr.".
    const suffix = p.name
      .replace(/,/g, ' ')
      .split(/\s+/)
      .find((w) => NAME_SUFFIX.test(w));
    p.name = suffix
      ? `${bare(p)[0]} ${surname} ${suffix.endsWith('.') || /^I/.test(suffix) ? suffix : `${suffix}.`}`
      : `${p.name} ${surname}`;
    p.words = 2;
  }
}

/** Parses the names after a relationship head into people. */
function readPeople(rest: string, relationship: string, options: FamilyOptions): Person[] {
  const lexicon = options.lexicon;
  const pieces = splitTopLevel(rest, /,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/);
  const people: Person[] = [];
  let groupLocation: string | null = null;
  for (const [index, piece] of pieces.entries()) {
    const prev = people[people.length - 1];
    const both = /^(?:both|all|each)\s+of\s+(.+)$/i.exec(piece.text);
    if (both) {
      groupLocation = both[1]!.trim();
      continue;
    }
    const ofOnly = /^(?:of|from|in)\s+(\p{Lu}.*)$/u.exec(piece.text);
    if (ofOnly && prev) {
      prev.location ??= ofOnly[1]!.trim();
      continue;
    }
    // ", Texas" after "of Austin" continues the location.
    // The sentence's final period is gone by now: "of Louisville, Ky" still ends in a state.
    const stateText = piece.text.replace(/[;,]$/, '');
    const written = stateCodeOf(stateText)
      ? stateText
      : stateCodeOf(`${stateText}.`)
        ? `${stateText}.`
        : null;
    if (prev?.location && piece.sep.startsWith(',') && written) {
      if (!/,/.test(prev.location)) prev.location = `${prev.location}, ${written}`;
      continue;
    }
    // "sons Mark Whitaker, Dallas, Texas, and Paul Whitaker, Peoria": a town after a whole name and
    // a comma is that person's, as terse lists write it; one that opens with a given name (Daniel,
    // Dallas, Robert Lee, Texas) only with its state after it. After a given name alone ("sons, John
    // Jr., Peoria, and Mark, Pekin") the town must be no surname either ("Mark, Clinton" may be two
    // people), or have its state after it.
    const town = piece.text.replace(/[;,]$/, '');
    const stateNext = stateCodeOf((pieces[index + 1]?.text ?? '').replace(/[;,]$/, '')) !== null;
    const townIsAName = lexicon.isGivenName(town.split(/\s+/)[0]!);
    if (
      prev &&
      prev.location === null &&
      piece.sep.startsWith(',') &&
      /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(town) &&
      options.isTown?.(town) &&
      (stateNext || (prev.words >= 2 ? !townIsAName : !townIsAName && !lexicon.isSurname(town)))
    ) {
      prev.location = town;
      continue;
    }
    // "Robert Lee, Jr.": the suffix after the comma belongs to the name before it.
    if (prev && NAME_SUFFIX.test(piece.text.replace(/[;,]$/, '')) && piece.sep.startsWith(',')) {
      prev.name = `${prev.name}, ${piece.text.replace(/[;,]$/, '')}`;
      continue;
    }
    const person = readPerson(piece.text, relationship, lexicon);
    if (person) people.push(person);
  }
  // "the late Robert and Mary Byer": "the late" before a given name alone, and one more person
  // sharing the surname, makes both late; before a couple of parents, both ("Son of the late Michael
  // Wolf Sr. and Anna (Silverman) Wolf").
  const [first, second] = people;
  if (
    people.length === 2 &&
    pieces.length === 2 &&
    first!.late &&
    (first!.words === 1 || PARENTS.test(relationship)) &&
    first!.location === null &&
    first!.spouse === null &&
    // "the late John and Paul of Dallas": one who lives somewhere is living.
    second!.location === null &&
    /^\s*(?:and|&)\s*$/i.test(pieces[1]!.sep)
  )
    second!.late = true;
  distributeSurname(people);
  if (groupLocation) for (const p of people) p.location ??= groupLocation;
  return people;
}

/**
 * An animal before its name in a family list: "his faithful dog, Max", "her beloved cats, Tom and
 * Kit", "his beagle, Rusty" (the nouns a pet's memorial is told by, `animal.ts`).
 */
const PET_HEAD = new RegExp(
  String.raw`^(?:(?:[Hh]is|[Hh]er|[Tt]heir|and)\s+)*(?:[\p{Ll}-]+\s+){0,2}(?:${[...ANIMAL_NOUNS]
    .map((n) => `${escapeRegExp(n).replace(/ /g, '\\s+')}(?:s|es)?`)
    .join('|')}|puppies|kitties|pets?|fur\s*bab(?:y|ies)|(?:canine|feline)\s+companions?)\b`,
  'u',
);

/** Parses one relatives list ("his wife, Mary; sons John (Linda) Smith ...; 7 grandchildren"). */
export function parseRelativeList(text: string, options: FamilyOptions): RelativeList {
  const out: RelativeList = { relatives: [], late: [], counted: [] };
  const body = text
    // "his former wife, Ruth Cole", "ex wife": a marriage ended, no spouse.
    .replace(/\b(?:former|ex)[\s-]*(wife|husband|spouse)\b/gi, 'ex-$1')
    // "his wife's sister, Jane Cole": his sister-in-law, not a wife.
    .replace(
      /\b(his|her|their)\s+(?:wife|husband|spouse)['’]s\s+(sisters?|brothers?|mother|father|parents)\b/gi,
      '$1 $2-in-law',
    )
    .replace(/^[\s:,-]+/, '')
    .replace(/[\s.;,]+$/, '')
    .replace(/[\s,;]+(?:and\s+)?(?:(?:he|she)\s+)?(?:was|is)$/i, '');
  const push = (p: Person, relationship: string): void => {
    (p.late ? out.late : out.relatives).push(relative(p.name, relationship, p.location));
    if (p.spouse) {
      // "John Jr. (Amy)": a given name and a suffix carry no surname to give her.
      const spouseName =
        p.spouse.includes(' ') || nameWords(p.name).length < 2
          ? p.spouse
          : `${p.spouse} ${surnameOf(p.name)}`;
      if (p.spouseLate) out.late.push(relative(spouseName, spouseRelationship(relationship), null));
      else out.relatives.push(relative(spouseName, spouseRelationship(relationship), p.location));
    }
  };

  let previous: { relationship: string; people: Person[] } | null = null;
  // Whether the list has named the decedent's own spouse: a later "his wife" is a relative's.
  let ownSpouse = false;
  for (const chunk of splitTopLevel(body, /\s*;\s*/)) {
    // Split the chunk again wherever a new relationship head starts after a comma or "and".
    const items: Array<{ text: string; sep: string }> = [];
    for (const part of splitTopLevel(chunk.text, /,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/)) {
      const last = items[items.length - 1];
      const partHead = /^(?:a|an)\s+host\b/i.test(part.text) ? null : HEAD.exec(part.text);
      const startsHead = partHead !== null;
      // "a son and daughter-in-law, ...", "sons and daughters ...": two heads make one.
      const headOnly = last !== undefined && HEAD.exec(last.text)?.[0].length === last.text.length;
      const sharedHead = headOnly && partHead?.[1] === undefined && /^\s+(?:and|&)\s+$/i.test(part.sep);
      if (last && startsHead && sharedHead) last.text += `${part.sep}${part.text}`;
      else if (!last || startsHead) items.push({ text: part.text, sep: last ? part.sep : chunk.sep });
      else last.text += `${part.sep}${part.text}`;
    }
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const couple = COUPLE_HEAD.exec(item.text);
      if (couple && !normalizeRelationship(couple[3]!).endsWith('-in-law')) {
        // "sons and daughters, ...": one list under the relationship both words share.
        const rel = mergedRelationship(normalizeRelationship(couple[2]!), normalizeRelationship(couple[3]!));
        const rest = item.text.slice(couple[0].length).replace(/^[\s,:]+/, '');
        const people = readPeople(rest, rel, options);
        for (const p of people) push(p, rel);
        previous = { relationship: rel, people };
        continue;
      }
      if (couple) {
        const first = normalizeRelationship(couple[2]!);
        const second = normalizeRelationship(couple[3]!);
        const rest = item.text.slice(couple[0].length).replace(/^[\s,:]+/, '');
        // Couples are separated by commas; "John and Linda Smith" is one couple.
        for (const pair of splitTopLevel(rest, /,\s*(?:and\s+)?|;\s*/)) {
          const people = readPeople(pair.text, first, options);
          const location = people.find((p) => p.location)?.location ?? null;
          for (const p of people) p.location ??= location;
          if (people[0]) push(people[0], first);
          if (people[1]) push(people[1], second);
        }
        previous = null;
        continue;
      }
      const head = HEAD.exec(item.text);
      let relationship: string;
      let rest: string;
      let quantity: number | null = null;
      if (head) {
        relationship = normalizeRelationship(head[2]!);
        quantity = quantityOf(head[1]);
        rest = item.text.slice(head[0].length).replace(/^[\s,:]+/, '');
        // "son John and his wife Linda": a spouse joined by a bare "and" to a named relative is that
        // relative's spouse; the decedent's own spouse is listed first or after a comma or semicolon.
        // Once the decedent's own is listed, "his son, John, and his wife, Lisa" is John's: "his" of
        // a man, "her" of a woman, after the comma of the name set off.
        const relativesSpouse =
          SPOUSE_WORDS.has(relationship) &&
          previous !== null &&
          previous.people.length > 0 &&
          !SPOUSE_WORDS.has(previous.relationship) &&
          (/^\s+(?:and|&)\s+$/i.test(item.sep) ||
            (ownSpouse &&
              /^,\s*(?:and\s+|&\s+)?$/i.test(item.sep) &&
              sexOfPossessive(item.text) !== null &&
              sexOfPossessive(item.text) === relationSex(previous.relationship)));
        if (relativesSpouse && previous) {
          const people = readPeople(
            item.text.slice(head[0].length).replace(/^[\s,:]+/, ''),
            relationship,
            options,
          );
          const [spouse, ...others] = people;
          const lastRelative = previous.people[previous.people.length - 1];
          if (spouse) {
            if (spouse.words === 1 && lastRelative && lastRelative.words > 1) {
              spouse.name = `${spouse.name} ${surnameOf(lastRelative.name)}`;
            }
            push(spouse, spouseRelationship(previous.relationship));
          }
          // Names after the spouse go back to the relative's relationship ("... and Robert"), and a
          // spouse after them is theirs ("Mark Whitaker and his wife, Amy, and Ann Cole and her
          // husband, Tom": Tom Cole).
          for (const p of others) push(p, previous.relationship);
          previous.people.push(...others);
          continue;
        }
      } else {
        // "his faithful dog, Max": a family's animal is no survivor, nor an heir.
        if (PET_HEAD.test(item.text)) {
          previous = null;
          continue;
        }
        const trailing = TRAILING_REL.exec(item.text);
        relationship = trailing ? normalizeRelationship(trailing[2]!) : 'relative';
        rest = trailing ? trailing[1]! : item.text;
      }
      const people = readPeople(rest, relationship, options);
      for (const p of people) push(p, relationship);
      if (SPOUSE_WORDS.has(relationship) && people.length > 0) ownSpouse = true;
      if (quantity !== null && (people.length === 0 || quantity > people.length)) {
        out.counted.push({ relationship, count: quantity });
      }
      previous = { relationship, people };
    }
  }
  return out;
}

/** The sex "his" or "her" opening a list item names ("and his wife, Lisa"): null without one. */
function sexOfPossessive(text: string): 'M' | 'F' | null {
  const m = /^(?:and\s+)?(his|her)\s/i.exec(text);
  return m ? PRONOUN_SEX[m[1]!.toLowerCase()]! : null;
}

/** The relationship two heads share: sons and daughters are children. */
function mergedRelationship(a: string, b: string): string {
  const bucket = familyBucket(a);
  if (bucket && bucket === familyBucket(b)) {
    return {
      children: 'child',
      grandchildren: 'grandchild',
      greatGrandchildren: 'great-grandchild',
      siblings: 'sibling',
    }[bucket];
  }
  if (['mother', 'father'].includes(a) && ['mother', 'father'].includes(b)) return 'parent';
  return a;
}

interface Cue {
  kind: 'survivors' | 'predeceased';
  start: number;
  end: number;
}

function cuesIn(sentence: string): Cue[] {
  const cues: Cue[] = [];
  const scan = (res: readonly RegExp[], kind: Cue['kind']): void => {
    for (const re of res) {
      re.lastIndex = 0;
      for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
        const start = m.index;
        if (!cues.some((c) => start < c.end && c.start < start + m![0].length)) {
          cues.push({ kind, start, end: start + m[0].length });
        }
      }
    }
  };
  scan(PREDECEASED_CUES, 'predeceased');
  scan(SURVIVOR_CUES, 'survivors');
  return cues.sort((a, b) => a.start - b.start);
}

/** The relationship of the people such a sentence lists to the decedent. */
const RELATION_OF_LISTED: Readonly<Record<string, string>> = {
  husband: 'wife',
  wife: 'husband',
  father: 'children',
  mother: 'children',
  grandfather: 'grandchildren',
  grandmother: 'grandchildren',
  'great-grandfather': 'great-grandchildren',
  'great-grandmother': 'great-grandchildren',
  brother: 'siblings',
  sister: 'siblings',
  son: 'parents',
  daughter: 'parents',
  dad: 'children',
  mum: 'children',
  mom: 'children',
  grandad: 'grandchildren',
  granddad: 'grandchildren',
  grandpa: 'grandchildren',
  grandma: 'grandchildren',
  nan: 'grandchildren',
  nana: 'grandchildren',
  nanna: 'grandchildren',
};
/** Words before a paid notice's relation: "Beloved", "Dearly loved", "Much-loved". */
const RELATION_OF_ADJECTIVES = String.raw`(?:(?:beloved|loving|loved|devoted|dear|dearly|dearest|cherished|treasured|adored|adoring|proud|caring|wonderful|much[\s-]loved)\s+)*`;
const RELATION_OF_KEYS = Object.keys(RELATION_OF_LISTED)
  .map((k) => k.replace('-', String.raw`[\s-]`))
  .join('|');
/**
 * A paid notice's family sentence, the decedent's relationship to the people it lists: "Beloved
 * husband of 58 years to Mary (nee Hale).", "Loving father of John Jr. (Amy) and Paul.", "Dear
 * grandfather of Emma and Jack.", "Brother of the late Robert.", "He was the beloved husband of Mary".
 */
const RELATION_OF = new RegExp(
  String.raw`^((?:he|she)\s+was\s+(?:the\s+|a\s+)?)?${RELATION_OF_ADJECTIVES}(${RELATION_OF_KEYS})\s+of\s+(?:(?:\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+years\s+)?(?:to\s+)?(.+?)[.;]?$`,
  'i',
);
/**
 * Where one relation of a paid notice's family sentence ends and the next begins: "Beloved husband of
 * Mary, father of Mark and Susan", "... of Mary and father of Mark", "...; grandfather of Emma".
 */
const NEXT_RELATION_OF = new RegExp(
  String.raw`\s*;\s*|(?:,\s*(?:and\s+)?|\s+and\s+)(?=${RELATION_OF_ADJECTIVES}(?:${RELATION_OF_KEYS})\s+of\s)`,
  'i',
);
/** Lower-case words a list of names may hold: "and", "the late", "nee". */
const LIST_WORDS = new Set(['and', 'the', 'late', 'nee', 'née', 'of', 'in', 'both', 'all']);

/**
 * The list a `RELATION_OF` sentence gives, headed by the listed people's relationship ("children,
 * John Jr. (Amy) and Paul"), or null. Only names: "Father of three, John was a devoted coach" is none.
 */
function relationOfList(sentence: string): string | null {
  const m = RELATION_OF.exec(sentence.trim());
  if (!m) return null;
  const listed = RELATION_OF_LISTED[m[2]!.toLowerCase().replace(/\s+/, '-')];
  // "He was the son of John and Mary Whitaker" tells his birth, not who survives him; "He was the
  // beloved husband of Mary" tells his family.
  if (m[1] && !(listed === 'wife' || listed === 'husband' || listed?.endsWith('children'))) return null;
  const rest = m[3]!;
  const words = rest.replace(/\([^)]*\)/g, ' ').match(/(?:^|\s)\p{Ll}[\p{L}'’-]*/gu) ?? [];
  if (!listed || words.some((w) => !LIST_WORDS.has(w.trim()))) return null;
  return `${listed}, ${rest}`;
}

/**
 * A marriage the obituary tells: "He married Mary Cole on Aug. 14, 1965, in Peoria", "In 1965 she
 * married the former Mary Cole", "He was the husband of Mary (Nowak) Whitaker". Groups: the pronoun of
 * the one who married, the spouse's name.
 */
const MARRIED =
  /(?:^|[^\p{L}])([Hh]e|[Ss]he)\s+(?:later\s+|then\s+)?(?:married|was\s+the\s+(?:(?:beloved|loving|devoted)\s+)?(?:husband|wife)\s+of)\s+(?:the\s+former\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|\([^)]{1,30}\)))*)/u;
/** The spouse survives or went first, in a clause of their own: "; she survives", "She preceded him in death." */
const SPOUSE_FATE =
  /^(?:[^.;]*?(?:;\s*|,\s*and\s+|,\s*(?=who\b))|\s*)(?:(he|she)|who)\s+(?:(survives|is\s+still\s+living)|(?:preceded|predeceased)\s+(?:him|her)\s+in\s+death)\b/i;

/**
 * The spouse a marriage names, when that sentence or the next says the spouse survives or died first:
 * "He married Mary Cole on Aug. 14, 1965, in Peoria. She survives.", "... married Mary Cole, who
 * preceded him in death in 2010". The spouse's pronoun must be the other than the one who married
 * ("She married John Whitaker in 1965. She survives." says nothing of him). Null without one.
 */
function spouseOfAMarriage(sentence: string, next: string): { spouse: Relative; survives: boolean } | null {
  const m = MARRIED.exec(sentence);
  if (!m) return null;
  const marrier = m[1]!.toLowerCase();
  const rest = sentence.slice(m.index + m[0].length);
  const fate = SPOUSE_FATE.exec(rest) ?? SPOUSE_FATE.exec(` ${next}`.replace(/^\s+/, ''));
  if (!fate || (fate[1] !== undefined && fate[1].toLowerCase() === marrier)) return null;
  // A fate in the next sentence is told by its pronoun alone.
  if (fate.input !== rest && fate[1] === undefined) return null;
  const relationship = marrier === 'he' ? 'wife' : 'husband';
  return { spouse: relative(m[2]!.trim(), relationship, null), survives: fate[2] !== undefined };
}

/** A Spanish notice's family cues, and the English the survivors reading knows them by. */
const SPANISH_FAMILY_CUES: ReadonlyArray<[RegExp, string]> = [
  [/(?<![\p{L}])(?:les?\s+sobreviven?|sobreviven?\s+a\s+(?:él|ella))(?![\p{L}])\s*:?/giu, 'survived by'],
  [
    /(?<![\p{L}])(?:les?\s+precedieron\s+en\s+la\s+muerte|(?:fue\s+)?precedid[oa]\s+en\s+la\s+muerte\s+por)(?![\p{L}])\s*:?/giu,
    'preceded in death by',
  ],
];
/** The cues as tests of a sentence (the cues themselves replace every match, and keep a position). */
const SPANISH_FAMILY_CUE_TESTS = SPANISH_FAMILY_CUES.map(([cue]) => new RegExp(cue.source, 'iu'));
/** A Spanish notice's family words, in English. */
const SPANISH_FAMILY_WORDS: Readonly<Record<string, string>> = {
  esposa: 'wife',
  esposo: 'husband',
  hijos: 'children',
  hijas: 'daughters',
  hijo: 'son',
  hija: 'daughter',
  nietos: 'grandchildren',
  nietas: 'granddaughters',
  nieto: 'grandson',
  nieta: 'granddaughter',
  bisnietos: 'great-grandchildren',
  hermanos: 'siblings',
  hermanas: 'sisters',
  hermano: 'brother',
  hermana: 'sister',
  padres: 'parents',
  padre: 'father',
  madre: 'mother',
  su: 'his',
  sus: 'his',
  y: 'and',
  un: 'a',
  una: 'a',
  dos: 'two',
  tres: 'three',
  cuatro: 'four',
  cinco: 'five',
  seis: 'six',
  siete: 'seven',
  ocho: 'eight',
  nueve: 'nine',
  diez: 'ten',
  once: 'eleven',
  doce: 'twelve',
};
const SPANISH_FAMILY_WORD = new RegExp(
  String.raw`(?<![\p{L}])(${Object.keys(SPANISH_FAMILY_WORDS).join('|')})(?![\p{L}])`,
  'giu',
);

/**
 * A Spanish notice's family sentence in the English the survivors reading knows: "Le sobreviven su
 * esposa, María; sus hijos, Marcos y Ana de Peoria" reads as "survived by his wife, María; his
 * children, Marcos and Ana of Peoria". Any other sentence is returned as it is.
 */
function inEnglish(sentence: string): string {
  if (!SPANISH_FAMILY_CUE_TESTS.some((cue) => cue.test(sentence))) return sentence;
  let s = sentence;
  for (const [cue, english] of SPANISH_FAMILY_CUES) s = s.replace(cue, `${english} `);
  return (
    s
      // An initial ("Juan Y. Whitaker") stays one.
      .replace(SPANISH_FAMILY_WORD, (w) => (/^\p{Lu}$/u.test(w) ? w : SPANISH_FAMILY_WORDS[w.toLowerCase()]!))
      .replace(/(?<![\p{L}])de\s+(?=\p{Lu})/gu, 'of ')
  );
}

/** Reads every family sentence of an obituary. */
export function parseFamily(sentences: readonly string[], options: FamilyOptions): FamilyParse {
  const survivors: Relative[] = [];
  const predeceased: Relative[] = [];
  const counted: Array<{ relationship: string; count: number }> = [];
  const texts: string[] = [];
  const marriages: Array<{ spouse: Relative; survives: boolean }> = [];
  const take = (list: RelativeList, into: Relative[]): void => {
    into.push(...list.relatives);
    predeceased.push(...list.late);
    if (into === survivors) counted.push(...list.counted);
  };
  for (const [i, written] of sentences.entries()) {
    const sentence = relationFirst(inEnglish(written));
    // A sentence of a marriage may be a family sentence too ("...; he preceded her in death"): kept once.
    let kept = false;
    const keepText = (): void => {
      if (!kept) texts.push(sentence);
      kept = true;
    };
    const married = spouseOfAMarriage(sentence, sentences[i + 1] ?? '');
    if (married) {
      keepText();
      marriages.push(married);
    }
    const cues = cuesIn(sentence);
    if (cues.length === 0) {
      const after = PREDECEASED_AFTER.exec(sentence);
      // "She preceded him in death in 2010": a pronoun is no list (the marriage before names her).
      if (after && !/^\s*(?:he|she|they|both|who)\s*$/i.test(sentence.slice(0, after.index))) {
        keepText();
        take(parseRelativeList(sentence.slice(0, after.index), options), predeceased);
        continue;
      }
      // "His sons, John and Mark, survive him.": a list of relatives, by their relationship, first,
      // the decedent's by the pronoun of the decedent's sex ("Her sister Ann also survives" after his
      // wife is hers).
      const survive = listThenSurvives(sentence);
      const possessive = sexOfPossessive(sentence.trim());
      if (survive && (possessive === null || possessive === options.decedentSex)) {
        keepText();
        take(parseRelativeList(sentence.slice(0, survive.index), options), survivors);
        continue;
      }
      // "Beloved wife of the late Robert Hale; loving mother of Susan.": each clause its list.
      const lists = sentence.split(NEXT_RELATION_OF).map(relationOfList);
      if (lists.some((l) => l !== null)) keepText();
      for (const list of lists) if (list !== null) take(parseRelativeList(list, options), survivors);
      continue;
    }
    keepText();
    cues.forEach((cue, i) => {
      const end = cues[i + 1]?.start ?? sentence.length;
      const list = parseRelativeList(sentence.slice(cue.end, end), options);
      take(list, cue.kind === 'survivors' ? survivors : predeceased);
    });
  }
  // A spouse the family sentences list too ("He married Mary Cole in 1965; she survives. ... survived
  // by his wife, Mary") is one survivor, as the list names her.
  const first = (r: Relative): string => r.name.split(/\s+/)[0]!.toLowerCase();
  for (const { spouse, survives } of marriages) {
    const listed = [...survivors, ...predeceased].some(
      (r) => r.relationship === spouse.relationship && first(r) === first(spouse),
    );
    if (!listed) (survives ? survivors : predeceased).unshift(spouse);
  }
  const complete = (r: Relative): Relative => withImpliedSurname(r, options);
  return {
    survivors: dedupe(survivors.map(complete)),
    predeceased: dedupe(predeceased.map(complete)),
    familyCounts: countFamily(survivors, predeceased, counted),
    survivorsText: texts.join(' '),
  };
}

/**
 * Relationships whose members a notice names by given name alone when they share the family name;
 * grandchildren are left alone (a daughter's children carry their father's name).
 */
const NUCLEAR_FAMILY =
  /^(?:step-?)?(?:wife|husband|spouse|son|daughter|child|brother|sister|sibling|father|mother|parent)(?:-in-law)?$/;
/** The decedent's birth family: with a maiden name known, it is theirs. */
const BIRTH_FAMILY = /^(?:brother|sister|sibling|father|mother|parent)$/;

/** "wife, Mary" in John Smith's notice is Mary Smith: the surname the text leaves implied. */
function withImpliedSurname(r: Relative, options: FamilyOptions): Relative {
  if (!options.decedentSurname || !NUCLEAR_FAMILY.test(r.relationship)) return r;
  const words = r.name.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  const bare = words.filter((w) => !NAME_SUFFIX.test(w));
  if (bare.length !== 1) return r;
  const surname =
    options.decedentMaiden && BIRTH_FAMILY.test(r.relationship)
      ? options.decedentMaiden
      : options.decedentSurname;
  const suffix = words.find((w) => NAME_SUFFIX.test(w));
  return { ...r, name: `${bare[0]} ${surname}${suffix ? ` ${suffix}` : ''}` };
}

function dedupe(list: Relative[]): Relative[] {
  const seen = new Set<string>();
  return list.filter((r) => {
    const key = `${r.name.toLowerCase()}|${r.relationship}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Counts per bucket: named relatives, or a stated count when it is larger ("7 grandchildren"). */
function countFamily(
  survivors: readonly Relative[],
  predeceased: readonly Relative[],
  counted: ReadonlyArray<{ relationship: string; count: number }>,
): FamilyCounts {
  const named: FamilyCounts = {};
  for (const r of [...survivors, ...predeceased]) {
    const bucket = familyBucket(r.relationship);
    if (bucket) named[bucket] = (named[bucket] ?? 0) + 1;
  }
  const stated: FamilyCounts = {};
  for (const c of counted) {
    const bucket = familyBucket(c.relationship);
    if (bucket) stated[bucket] = (stated[bucket] ?? 0) + c.count;
  }
  const out: FamilyCounts = {};
  for (const key of ['children', 'grandchildren', 'greatGrandchildren', 'siblings'] as const) {
    const n = Math.max(named[key] ?? 0, stated[key] ?? 0);
    if (n > 0) out[key] = n;
  }
  return out;
}

/** Where the first survivors/predeceased cue of a sentence starts, or -1 (text before it is not family). */
export function familyCueStart(sentence: string): number {
  const cue = cuesIn(sentence)[0]?.start ?? -1;
  const after = PREDECEASED_AFTER.exec(sentence) ?? listThenSurvives(sentence);
  return after && cue < 0 ? 0 : cue;
}

/** A sentence of relatives that survive, the list first ("His sons, John and Mark, survive him."). */
function listThenSurvives(sentence: string): RegExpExecArray | null {
  return HEAD.test(sentence.trim()) ? SURVIVES_AFTER.exec(sentence) : null;
}

/** A name set before its relationship: "Mary, his wife of 60 years, ...". Groups: the name, the relationship. */
const NAME_THEN_RELATION = new RegExp(
  String.raw`^((?:\p{Lu}[\p{L}'’.-]*\s+){0,2}\p{Lu}[\p{L}'’.-]*),\s+((?:his|her)\s+${REL}(?![\p{L}-])${OF_YEARS}),\s+`,
  'u',
);

/**
 * A family sentence that names the first relative before the relationship, written as "His wife, Mary,
 * ..." writes it: "Mary, his wife of 60 years, and their son, Mark, survive.", "Mary, his wife of 60
 * years, preceded him in death in 2019." Any other sentence is returned as it is.
 */
function relationFirst(sentence: string): string {
  const trimmed = sentence.trim();
  const m = NAME_THEN_RELATION.exec(trimmed);
  if (!m) return sentence;
  const relation = m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1);
  return `${relation}, ${m[1]}, ${trimmed.slice(m[0].length)}`;
}

/** Lower-case survivors/predeceased cue test, used to keep family sentences out of other fields. */
export function isFamilySentence(sentence: string): boolean {
  return (
    cuesIn(sentence).length > 0 || PREDECEASED_AFTER.test(sentence) || listThenSurvives(sentence) !== null
  );
}

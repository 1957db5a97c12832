/**
 * FEBRL record-linkage sets as a benchmark world (benchmarks/README.md, "Record linkage"): the
 * originals are people, half of those who can have died are made decedents of a generated world (their
 * names and birth dates, everything else generated around them), and every duplicate, with the noise
 * the FEBRL generator put in it, is asked about as a customer's record. A duplicate whose original
 * was not made a decedent is a living control. Pure: the files' text and a seed give the same split,
 * people and subjects.
 */
import { editDistance } from '../../core/names/edit-distance.js';
import { likelySex } from '../../fixtures/world/names.js';
import type { GivenPerson } from '../../fixtures/world/model.js';
import type { PersonTruth } from '../../fixtures/world/truth.js';
import { Rng } from '../../fixtures/world/random.js';
import type { Subject } from '../accuracy/world-format.js';

/** The columns of a FEBRL file, in order (`rec_id, given_name, surname, ...`). */
export const FEBRL_COLUMNS = [
  'rec_id',
  'given_name',
  'surname',
  'street_number',
  'address_1',
  'address_2',
  'suburb',
  'postcode',
  'state',
  'date_of_birth',
  'soc_sec_id',
] as const;

/**
 * Originals born in these years can be decedents: a death in the world's last three years at an age
 * of 25 to 110. The rest (FEBRL births run from 1900 to 1999) stay living.
 */
export const DECEDENT_BIRTH_YEARS = { from: 1916, to: 2000 } as const;

/** Share of the originals who can be decedents that are made decedents. */
export const DECEASED_SHARE = 0.5;

/** Seed stream of the split, apart from the world generator's streams. */
const SPLIT_STREAM = 101;

/** One row of a FEBRL file, every value trimmed and lower-case as the sets ship them. */
export interface FebrlRecord {
  recId: string;
  /** The original's number (`rec-<n>-org`, `rec-<n>-dup-<k>`). */
  entity: number;
  original: boolean;
  given: string;
  surname: string;
  /** `YYYYMMDD` as written, possibly empty or not a date. */
  dateOfBirth: string;
}

export class FebrlFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FebrlFormatError';
  }
}

const REC_ID = /^rec-(\d+)-(org|dup-\d+)$/;

/** Reads one FEBRL CSV file's text (header line, then `value, value, ...` rows). */
export function parseFebrl(text: string, label: string): FebrlRecord[] {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((v) => v.trim());
  if (header.join(',') !== FEBRL_COLUMNS.join(','))
    throw new FebrlFormatError(`${label}: line 1 is not the FEBRL header (${FEBRL_COLUMNS.join(', ')})`);
  const out: FebrlRecord[] = [];
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const values = line.split(',').map((v) => v.trim());
    const at = `${label}: line ${i + 2}`;
    if (values.length !== FEBRL_COLUMNS.length)
      throw new FebrlFormatError(`${at}: ${values.length} values, expected ${FEBRL_COLUMNS.length}`);
    const recId = values[0]!;
    const m = REC_ID.exec(recId);
    if (!m)
      throw new FebrlFormatError(
        `${at}: rec_id ${JSON.stringify(recId)} is not rec-<n>-org or rec-<n>-dup-<k>`,
      );
    out.push({
      recId,
      entity: Number(m[1]),
      original: m[2] === 'org',
      given: values[1]!,
      surname: values[2]!,
      dateOfBirth: values[9]!,
    });
  });
  return out;
}

/** `YYYYMMDD` as a date, or null when it is not one (FEBRL duplicates carry impossible dates). */
export function febrlDate(value: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** "mary-jane o'neil" -> "Mary-Jane O'Neil": how an obituary writes a name the record holds in lower case. */
export function titleCase(name: string): string {
  return name.replace(/(^|[\s'-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** How a duplicate differs from its original, as difficulty tags (`exact` when it does not). */
export function noiseTags(original: FebrlRecord, duplicate: FebrlRecord): string[] {
  const tags: string[] = [];
  const swapped =
    duplicate.given !== '' &&
    duplicate.given === original.surname &&
    duplicate.surname === original.given &&
    original.given !== original.surname;
  if (swapped) tags.push('names_swapped');
  else {
    tags.push(...fieldTags('given', original.given, duplicate.given));
    tags.push(...fieldTags('surname', original.surname, duplicate.surname));
  }
  if (duplicate.dateOfBirth !== original.dateOfBirth) {
    if (duplicate.dateOfBirth === '') tags.push('dob_missing');
    else if (!febrlDate(duplicate.dateOfBirth)) tags.push('dob_unusable');
    else tags.push(digitSlip(original.dateOfBirth, duplicate.dateOfBirth) ? 'dob_typo' : 'dob_replaced');
  }
  return tags.length === 0 ? ['exact'] : tags;
}

function fieldTags(field: 'given' | 'surname', original: string, duplicate: string): string[] {
  if (duplicate === original) return [];
  if (duplicate === '') return [`${field}_missing`];
  // Up to two edits is a slip of the keys or the ear; more is another name.
  return [editDistance(original, duplicate) <= 2 ? `${field}_typo` : `${field}_replaced`];
}

/** At most two digits differ in place (one or two mistyped, or two swapped). */
function digitSlip(a: string, b: string): boolean {
  return a.length === b.length && [...a].filter((c, i) => c !== b[i]).length <= 2;
}

/** The split: which originals are decedents, in the order the world's decedents take them. */
export interface FebrlSplit {
  /** Originals made decedents; decedent `i` of the world is `decedents[i]`. */
  decedents: FebrlRecord[];
  /** Duplicates, each with its original. */
  pairs: Array<{ original: FebrlRecord; duplicate: FebrlRecord }>;
  /** Duplicates without an original in the files (none in the shipped sets). */
  orphans: number;
}

/** Pairs duplicates with originals and draws the decedents (seeded). */
export function splitFebrl(records: readonly FebrlRecord[], seed: number): FebrlSplit {
  const originals = new Map<number, FebrlRecord>();
  for (const r of records) {
    if (!r.original) continue;
    if (originals.has(r.entity)) throw new FebrlFormatError(`rec-${r.entity}-org appears twice`);
    originals.set(r.entity, r);
  }
  const rng = new Rng(seed, SPLIT_STREAM);
  const decedents: FebrlRecord[] = [];
  // In ascending entity order, so the split does not depend on the files' row order.
  for (const entity of [...originals.keys()].sort((a, b) => a - b)) {
    const o = originals.get(entity)!;
    const born = febrlDate(o.dateOfBirth);
    const eligible =
      born !== null &&
      born.year >= DECEDENT_BIRTH_YEARS.from &&
      born.year <= DECEDENT_BIRTH_YEARS.to &&
      o.given !== '' &&
      o.surname !== '';
    // Every original draws, so one record's eligibility does not shift the others' draws.
    const deceased = rng.chance(DECEASED_SHARE);
    if (eligible && deceased) decedents.push(o);
  }
  const pairs: FebrlSplit['pairs'] = [];
  let orphans = 0;
  for (const r of records) {
    if (r.original) continue;
    const original = originals.get(r.entity);
    if (original) pairs.push({ original, duplicate: r });
    else orphans++;
  }
  pairs.sort((a, b) => a.duplicate.recId.localeCompare(b.duplicate.recId, 'en', { numeric: true }));
  return { decedents, pairs, orphans };
}

/** The people the world's decedents take, in order. */
export function givenPeople(split: FebrlSplit): GivenPerson[] {
  return split.decedents.map((o) => {
    const born = febrlDate(o.dateOfBirth)!;
    const given = titleCase(o.given);
    const sex = likelySex(given);
    return {
      given,
      surname: titleCase(o.surname),
      birth: `${born.year}-${String(born.month).padStart(2, '0')}-${String(born.day).padStart(2, '0')}`,
      ...(sex ? { sex } : {}),
    };
  });
}

/** What became of the duplicates that are not subjects. */
export interface FebrlSubjects {
  subjects: Subject[];
  /** Duplicates with no first name or no surname: a verify request needs both (spec rule 1). */
  unaskable: number;
}

/**
 * One subject per duplicate: its first name, surname and date of birth as the record holds them (a
 * date that is no date is left out, as a customer's system would have to), nothing else. FEBRL
 * addresses are Australian and the API takes US ones, so no address is sent. `people` is the world's
 * people.jsonl, decedents in the split's order.
 */
export function febrlSubjects(split: FebrlSplit, people: readonly PersonTruth[]): FebrlSubjects {
  const decedentPeople = people.filter((p) => p.deceased);
  if (decedentPeople.length !== split.decedents.length)
    throw new Error(
      `people.jsonl holds ${decedentPeople.length} decedents, the split ${split.decedents.length}`,
    );
  const urlsOf = new Map(split.decedents.map((o, i) => [o.entity, decedentPeople[i]!.obituary_urls]));
  const subjects: Subject[] = [];
  let unaskable = 0;
  for (const { original, duplicate } of split.pairs) {
    if (duplicate.given === '' || duplicate.surname === '') {
      unaskable++;
      continue;
    }
    const dob = febrlDate(duplicate.dateOfBirth);
    const urls = urlsOf.get(original.entity);
    subjects.push({
      subject_id: duplicate.recId,
      request: {
        first_name: titleCase(duplicate.given),
        last_name: titleCase(duplicate.surname),
        ...(dob ? { dob } : {}),
        client_ref: duplicate.recId,
      },
      truth: { deceased: urls !== undefined, obituary_urls: urls ?? [] },
      difficulty: noiseTags(original, duplicate),
    });
  }
  return { subjects, unaskable };
}

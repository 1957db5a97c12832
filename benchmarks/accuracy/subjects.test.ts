import { describe, expect, it } from 'vitest';
import { parseVerifyRequest } from '../../api/verify-request.js';
import { editDistance } from '../../core/names/edit-distance.js';
import { createWorld } from '../../fixtures/world/generate.js';
import { Rng } from '../../fixtures/world/random.js';
import { decedentTruth, livingTruth, type PersonTruth } from '../../fixtures/world/truth.js';
import {
  ADDRESS_FORM_WEIGHTS,
  commonNames,
  DEATH_DATE_RATE,
  DOB_FORM_WEIGHTS,
  DOUBLE_SURNAME_FORM_WEIGHTS,
  FORMER_ADDRESS_RATE,
  MAIDEN_NAME_RATE,
  MIDDLE_INITIAL_SHARE,
  MIDDLE_NAME_RATE,
  REQUIRE_MATCH_RATE,
  SUBJECT_DIFFICULTIES,
  subjectFor,
  subjectsFromPeople,
  TYPO_MIN_POSITION,
  TYPO_RATE,
  typoOf,
} from './subjects.js';
import type { Subject } from './world-format.js';

function peopleOf(seed: number, decedents: number, living: number): PersonTruth[] {
  const world = createWorld({ seed, decedents, living });
  const out: PersonTruth[] = [];
  for (const d of world.decedents())
    out.push(decedentTruth(world, 'http://world.test', d, world.options.asOfDay));
  for (const p of world.livingPeople()) out.push(livingTruth(p));
  return out;
}

/** Four standard deviations of a binomial share: a noise rate outside it is a bug, not bad luck. */
function expectRate(hits: number, trials: number, p: number): void {
  expect(trials).toBeGreaterThan(100);
  const tolerance = 4 * Math.sqrt((p * (1 - p)) / trials);
  expect(Math.abs(hits / trials - p), `${hits}/${trials} vs ${p}`).toBeLessThanOrEqual(tolerance);
}

/** The surnames a subject's file may hold for the person: the maiden name, or a double surname's forms. */
function filedSurnames(p: PersonTruth, s: Subject): string[] {
  if (s.difficulty?.includes('maiden_name')) return [p.name.maiden!];
  const second = p.name.second_surname;
  return second ? [p.name.surname, `${p.name.surname} ${second}`, second] : [p.name.surname];
}

describe('subjects as customers hold them', () => {
  const people = peopleOf(3, 3000, 300);
  const subjects = subjectsFromPeople(people, 11);
  const pairs = people.map((p, i) => [p, subjects[i]!] as const);

  it('is deterministic for a seed and changes with it', () => {
    expect(subjectsFromPeople(people, 11)).toEqual(subjects);
    const other = subjectsFromPeople(people, 12);
    expect(other.map((s) => s.request)).not.toEqual(subjects.map((s) => s.request));
  });

  it('gives every person one valid verify body and the truth', () => {
    expect(subjects).toHaveLength(3300);
    for (const [p, s] of pairs) {
      expect(s.subject_id).toBe(p.person_id);
      expect(() => parseVerifyRequest(s.request)).not.toThrow();
      expect(s.truth).toEqual({ deceased: p.deceased, obituary_urls: p.obituary_urls });
      expect(s.request.client_ref).toBe(p.person_id);
      for (const t of s.difficulty ?? []) expect(SUBJECT_DIFFICULTIES).toContain(t);
    }
  });

  it('uses the legal given name, never the nickname, and tags nicknames', () => {
    for (const [p, s] of pairs) {
      const typo = s.difficulty?.includes('typo');
      if (!typo) expect(s.request.first_name).toBe(p.name.given);
      expect(s.difficulty?.includes('nickname') ?? false).toBe(p.name.nickname !== null);
    }
  });

  it('makes one-edit typos at the documented rate, never on the first letter', () => {
    let typos = 0;
    for (const [p, s] of pairs) {
      if (!s.difficulty?.includes('typo')) continue;
      typos++;
      const first = s.request.first_name as string;
      const last = s.request.last_name as string;
      const surname = filedSurnames(p, s)
        .sort((a, b) => editDistance(last, a) - editDistance(last, b))
        .shift()!;
      const edits = editDistance(first, p.name.given) + editDistance(last, surname);
      expect(edits, `${first} ${last} vs ${p.name.given} ${surname}`).toBe(1);
      expect(first.slice(0, TYPO_MIN_POSITION)).toBe(p.name.given.slice(0, TYPO_MIN_POSITION));
      expect(last.slice(0, TYPO_MIN_POSITION)).toBe(surname.slice(0, TYPO_MIN_POSITION));
    }
    expectRate(typos, subjects.length, TYPO_RATE);
  });

  it('files a double surname by the first, by both or by the last, and tags it', () => {
    const double = pairs.filter(([p]) => p.name.second_surname !== null);
    expect(double.length).toBeGreaterThan(20);
    const forms = new Set<string>();
    for (const [p, s] of double) {
      expect(s.difficulty).toContain('double_surname');
      if (s.difficulty?.includes('typo')) continue;
      const at = filedSurnames(p, s).indexOf(s.request.last_name as string);
      expect(
        at,
        `${String(s.request.last_name)} of ${p.name.surname} ${p.name.second_surname}`,
      ).toBeGreaterThanOrEqual(0);
      forms.add(['first', 'both', 'last'][at]!);
    }
    expect([...forms].sort()).toEqual(Object.keys(DOUBLE_SURNAME_FORM_WEIGHTS).sort());
    for (const [p, s] of pairs)
      if (p.name.second_surname === null) expect(s.difficulty ?? []).not.toContain('double_surname');
  });

  it('holds maiden names, former addresses and middle names at the documented rates', () => {
    const withMaiden = pairs.filter(([p]) => p.name.maiden);
    expectRate(
      withMaiden.filter(([, s]) => s.difficulty?.includes('maiden_name')).length,
      withMaiden.length,
      MAIDEN_NAME_RATE,
    );
    for (const [p, s] of withMaiden)
      if (s.difficulty?.includes('maiden_name') && !s.difficulty.includes('typo'))
        expect(s.request.last_name).toBe(p.name.maiden);

    const moved = pairs.filter(([p]) => p.former_residence);
    expectRate(
      moved.filter(([, s]) => s.difficulty?.includes('moved')).length,
      moved.length,
      FORMER_ADDRESS_RATE,
    );
    for (const [p, s] of moved) {
      const city = (s.request.address as { city?: string } | undefined)?.city;
      if (city && s.difficulty?.includes('moved')) expect(city).toBe(p.former_residence!.city);
    }

    const withMiddle = pairs.filter(([p]) => p.name.middle);
    const held = withMiddle.filter(([, s]) => s.request.middle_name !== undefined);
    expectRate(held.length, withMiddle.length, MIDDLE_NAME_RATE);
    expectRate(
      held.filter(([, s]) => (s.request.middle_name as string).length === 1).length,
      held.length,
      MIDDLE_INITIAL_SHARE,
    );
    for (const [p, s] of held) expect(p.name.middle!.startsWith(s.request.middle_name as string)).toBe(true);
  });

  it('holds dates of birth in the documented forms, matching the truth', () => {
    const forms = { full: 0, year_month: 0, year: 0, none: 0 };
    for (const [p, s] of pairs) {
      const dob = s.request.dob as { year: number; month?: number; day?: number } | undefined;
      if (!dob) {
        forms.none++;
        expect(s.difficulty).toContain('missing_birth_year');
        continue;
      }
      const [y, m, d] = p.birth_date.split('-').map(Number);
      expect(dob.year).toBe(y);
      if (dob.month !== undefined) expect(dob.month).toBe(m);
      if (dob.day !== undefined) expect(dob.day).toBe(d);
      forms[dob.day !== undefined ? 'full' : dob.month !== undefined ? 'year_month' : 'year']++;
    }
    for (const [form, p] of Object.entries(DOB_FORM_WEIGHTS))
      expectRate(forms[form as keyof typeof forms], subjects.length, p);
  });

  it('writes addresses in the documented forms', () => {
    const forms: Record<keyof typeof ADDRESS_FORM_WEIGHTS, number> = {
      city_state: 0,
      line1: 0,
      state_only: 0,
      city_county_state: 0,
      none: 0,
    };
    for (const s of subjects) {
      const a = s.request.address as Record<string, string> | undefined;
      if (!a) forms.none++;
      else if (a.line1) {
        forms.line1++;
        expect(a.line1).toMatch(/^\d+ [A-Za-z ]+, [^,]+, [A-Z]{2}$/);
      } else if (a.county) forms.city_county_state++;
      else if (a.city) forms.city_state++;
      else forms.state_only++;
    }
    for (const [form, p] of Object.entries(ADDRESS_FORM_WEIGHTS))
      expectRate(forms[form as keyof typeof forms], subjects.length, p);
  });

  it('gives death dates only to decedents, at the documented rate, and require_match at its rate', () => {
    const decedents = pairs.filter(([p]) => p.deceased);
    const dated = decedents.filter(([, s]) => s.request.death_date !== undefined);
    expectRate(dated.length, decedents.length, DEATH_DATE_RATE);
    for (const [p, s] of dated) expect(p.death_date!.startsWith(s.request.death_date as string)).toBe(true);
    expect(pairs.filter(([p, s]) => !p.deceased && s.request.death_date !== undefined)).toHaveLength(0);
    // Nearly every request gives at least a state or a birth year, so the rate holds over all subjects.
    expectRate(
      subjects.filter((s) => s.request.require_match !== undefined).length,
      subjects.length,
      REQUIRE_MATCH_RATE,
    );
  });

  it('tags living controls by how they collide, and decedents by where their obituary is', () => {
    const tagOf: Record<string, string> = {
      survivor: 'survivor_namesake',
      junior: 'jr_sr',
      namesake: 'namesake',
      other_birth_year: 'other_birth_year',
      near_namesake: 'near_namesake',
      same_year_namesake: 'same_year_namesake',
      twin: 'twin',
      funeral_staff: 'funeral_staff',
    };
    const living = pairs.filter(([p]) => !p.deceased);
    expect(living).toHaveLength(300);
    for (const [p, s] of living) expect(s.difficulty).toContain(tagOf[p.kind]);
    expect(new Set(living.map(([p]) => p.kind)).size).toBe(8);
    for (const [p, s] of pairs.filter(([q]) => q.deceased)) {
      expect(s.difficulty?.includes('no_obituary') ?? false).toBe(p.obituary_urls.length === 0);
      expect(s.difficulty?.includes('web_only') ?? false).toBe(
        p.obituary_urls.length > 0 && p.source_urls.length === 0,
      );
      expect(s.difficulty?.includes('undated_notice') ?? false).toBe(p.undated_urls.length > 0);
    }
    const count = (tag: string) => subjects.filter((s: Subject) => s.difficulty?.includes(tag)).length;
    // As the generator makes them: some decedents have no obituary, some only web-only pages.
    expect(count('no_obituary')).toBeGreaterThan(0);
    expect(count('web_only')).toBeGreaterThan(0);
    expect(count('undated_notice')).toBeGreaterThan(0);
    expect(count('common_name')).toBeGreaterThan(0);
  });

  it('calls a name common when another person shares it', () => {
    const base = people[0]!;
    const twin: PersonTruth = { ...base, person_id: 'twin' };
    const loner: PersonTruth = {
      ...base,
      person_id: 'loner',
      name: { ...base.name, given: 'Zebulon', surname: 'Quackenbush' },
    };
    const common = commonNames([base, twin, loner]);
    expect(common.has(base.person_id)).toBe(true);
    expect(common.has('twin')).toBe(true);
    expect(common.has('loner')).toBe(false);
  });

  it('a typo never writes the name of the decedent a living control was made from', () => {
    // A near_namesake Al Kern of a decedent Al Kerr: one typo in three of the last letter could
    // write Kerr, and the request would then ask about the decedent by every field.
    const kern: PersonTruth = {
      ...people.find((p) => !p.deceased)!,
      name: {
        given: 'Al',
        middle: null,
        surname: 'Kern',
        second_surname: null,
        suffix: null,
        maiden: null,
        nickname: null,
      },
    };
    const related = { given: 'Al', surname: 'Kerr' };
    let typos = 0;
    let unguarded = 0;
    for (let i = 0; i < 40_000; i++) {
      const guarded = subjectFor(kern, new Rng(11, 1, i), false, related);
      if (guarded.difficulty?.includes('typo')) typos++;
      expect(guarded.request.last_name).not.toBe('Kerr');
      if (subjectFor(kern, new Rng(11, 1, i), false).request.last_name === 'Kerr') unguarded++;
    }
    expect(typos).toBeGreaterThan(1_000);
    // Without the related name the same draws do write it: the guard is what keeps it out.
    expect(unguarded).toBeGreaterThan(0);
  });

  it('a typo is exactly one edit and keeps the first letter', () => {
    const rng = new Rng(9);
    for (let i = 0; i < 2000; i++) {
      const name = rng.pick(['Margaret', 'Delacroix', 'Anna', 'Bobby', 'Lee-Ann']);
      const typo = typoOf(name, rng);
      expect(editDistance(typo, name)).toBe(1);
      expect(typo[0]).toBe(name[0]);
    }
  });
});

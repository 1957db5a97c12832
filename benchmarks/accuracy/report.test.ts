import { describe, expect, it } from 'vitest';
import { floorsFromReport, floorViolations, formatFloors } from './floors.js';
import {
  canonicalObituaryUrl,
  isCorrectUrl,
  MISS_CAUSES,
  missCause,
  percentile,
  renderAccuracyReport,
  subjectScopes,
  summarizeAccuracy,
  type BenchDepth,
  type SubjectOutcome,
} from './report.js';
import { isScoringReason } from '../../matcher/reasons.js';
import type { Subject, WorldSource } from './world-format.js';

const FH = 'http://w.test/fh/oak/obituaries';
const SOURCES: WorldSource[] = [{ url: FH, type: 'funeral_home', state: 'IL', county: 'Sangamon' }];

function decedent(id: string, urls: string[], difficulty: string[] = []): Subject {
  return {
    subject_id: id,
    request: { first_name: 'A', last_name: id },
    truth: { deceased: true, obituary_urls: urls },
    difficulty,
  };
}
function living(id: string, difficulty: string[] = []): Subject {
  return {
    subject_id: id,
    request: { first_name: 'A', last_name: id },
    truth: { deceased: false, obituary_urls: [] },
    difficulty,
  };
}

const SUBJECTS: Subject[] = [
  decedent('d1', ['http://w.test/fh/oak/obituary/1', 'http://w.test/web/memorial/1'], ['nickname']),
  decedent('d2', ['http://w.test/fh/oak/obituary/2/']),
  decedent('d3', ['http://w.test/fh/oak/obituary/3'], ['nickname', 'typo']),
  decedent('d4', ['http://w.test/web/memorial/4'], ['web_only']),
  decedent('d5', [], ['no_obituary']),
  living('l1', ['survivor_namesake']),
  living('l2', ['jr_sr']),
];

function answer(
  subject_id: string,
  depth: BenchDepth,
  result: SubjectOutcome['result'],
  confidence: number,
  url: string | null,
  latency = 10,
  searched?: SubjectOutcome['searched_depth'],
): SubjectOutcome {
  return {
    subject_id,
    depth,
    status: 200,
    result,
    confidence,
    obituary_url: url,
    searched_depth: searched ?? (depth === 'auto' ? 'recent' : depth),
    latency_ms: latency,
  };
}

const OUTCOMES: SubjectOutcome[] = [
  // recent: d1 found (another copy of the right obituary, fragment and all), d2 possible (trailing slash
  // differs), d3 found on the WRONG person, d4 not found (web only), d5 not found, l1 possible, l2 not found.
  answer('d1', 'recent', 'found', 0.97, 'http://w.test/fh/oak/obituary/1#guestbook', 10),
  answer('d2', 'recent', 'possible_match', 0.82, 'http://w.test/fh/oak/obituary/2', 20),
  answer('d3', 'recent', 'found', 0.96, 'http://w.test/fh/oak/obituary/2', 30),
  answer('d4', 'recent', 'not_found', 0, null, 40),
  answer('d5', 'recent', 'not_found', 0, null, 50),
  answer('l1', 'recent', 'possible_match', 0.55, 'http://w.test/fh/oak/obituary/1', 60),
  answer('l2', 'recent', 'not_found', 0, null, 70),
  // standard: d1 found (web copy), d2 found, d3 possible wrong, d4 found, d5 not found, l1 FOUND (false
  // positive), l2 fails with a 500.
  answer('d1', 'standard', 'found', 0.97, 'http://w.test/web/memorial/1', 100),
  answer('d2', 'standard', 'found', 0.91, 'http://w.test/fh/oak/obituary/2/', 200),
  answer('d3', 'standard', 'possible_match', 0.6, 'http://w.test/fh/oak/obituary/1', 300),
  answer('d4', 'standard', 'found', 0.93, 'http://w.test/web/memorial/4', 400),
  answer('d5', 'standard', 'not_found', 0, null, 500),
  answer('l1', 'standard', 'found', 0.95, 'http://w.test/fh/oak/obituary/1', 600),
  {
    ...answer('l2', 'standard', null, 0, null, 700),
    status: 500,
    confidence: null,
    searched_depth: null,
    error: 'boom',
  },
];

describe('obituary URL comparison', () => {
  it("ignores a trailing slash and any fragment but a column notice's, nothing else", () => {
    expect(canonicalObituaryUrl('http://W.test/a/b/#x')).toBe('http://w.test/a/b');
    expect(isCorrectUrl('http://w.test/a/b#x', ['http://w.test/a/b/'])).toBe(true);
    expect(isCorrectUrl('http://w.test/a/bc', ['http://w.test/a/b'])).toBe(false);
    expect(isCorrectUrl(null, ['http://w.test/a/b'])).toBe(false);
    // A truth URL naming one notice of a column counts only for that notice; a page URL for any.
    const column = 'http://w.test/deaths';
    expect(isCorrectUrl(`${column}#notice-carol-j-anderson`, [`${column}#notice-carol-j-anderson`])).toBe(
      true,
    );
    expect(isCorrectUrl(`${column}#notice-ruth-ann-cummings`, [`${column}#notice-carol-j-anderson`])).toBe(
      false,
    );
    expect(isCorrectUrl(column, [`${column}#notice-carol-j-anderson`])).toBe(false);
    expect(isCorrectUrl(`${column}#notice-ruth-ann-cummings`, [column])).toBe(true);
  });
});

describe('scopes', () => {
  it('recent: a truth URL inside a crawl source; standard: any truth URL when there is search', () => {
    const scopes = subjectScopes(SUBJECTS, SOURCES, true);
    expect(scopes.get('d1')).toEqual({ recent: true, standard: true });
    expect(scopes.get('d4')).toEqual({ recent: false, standard: true });
    expect(scopes.get('d5')).toEqual({ recent: false, standard: false });
    expect(scopes.get('l1')).toEqual({ recent: false, standard: false });
    expect(subjectScopes(SUBJECTS, SOURCES, false).get('d4')).toEqual({ recent: false, standard: false });
    // A page on another site of the same host is not in the source's scope.
    expect(
      subjectScopes([decedent('x', ['http://w.test/fh/elm/obituary/1'])], SOURCES, false).get('x')?.recent,
    ).toBe(false);
  });

  it("a subject's in_scope hint wins", () => {
    const hinted = { ...decedent('h', ['http://w.test/web/memorial/9']), in_scope: { recent: true } };
    expect(subjectScopes([hinted], SOURCES, false).get('h')).toEqual({ recent: true, standard: true });
  });
});

describe('the report', () => {
  const scopes = subjectScopes(SUBJECTS, SOURCES, true);
  const report = summarizeAccuracy(SUBJECTS, OUTCOMES, scopes, ['recent', 'standard']);
  const [recent, standard] = report.depths as [
    NonNullable<(typeof report.depths)[0]>,
    NonNullable<(typeof report.depths)[0]>,
  ];

  it('counts recall over every decedent and over those in scope', () => {
    expect(report).toMatchObject({ subjects: 7, decedents: 5, livingControls: 2 });
    expect(recent.overall).toEqual({
      decedents: 5,
      found: 1,
      foundOrPossible: 2,
      foundRecall: 0.2,
      foundOrPossibleRecall: 0.4,
    });
    // recent scope: d1, d2, d3 (d4 is web only, d5 has no obituary).
    expect(recent.inScope).toMatchObject({ decedents: 3, found: 1, foundOrPossible: 2 });
    expect(recent.inScope.foundRecall).toBeCloseTo(1 / 3);
    expect(standard.overall).toMatchObject({ found: 3, foundOrPossible: 3, foundRecall: 0.6 });
    expect(standard.inScope).toMatchObject({ decedents: 4, found: 3, foundOrPossible: 3, foundRecall: 0.75 });
  });

  it('counts wrong-person matches and living false positives apart', () => {
    expect(recent).toMatchObject({
      wrongPersonFound: 1,
      wrongPersonPossible: 0,
      livingFound: 0,
      livingPossible: 1,
      errors: 0,
    });
    expect(standard).toMatchObject({
      wrongPersonFound: 0,
      wrongPersonPossible: 1,
      livingFound: 1,
      livingPossible: 0,
      errors: 1,
    });
    expect(standard.livingControls).toBe(2);
  });

  it('puts answers in calibration buckets by confidence, correct by URL', () => {
    const cell = (rows: typeof recent.calibration, result: string, low: number) =>
      rows.find((r) => r.result === result && r.low === low)!;
    expect(cell(recent.calibration, 'found', 0.95)).toMatchObject({ answers: 2, correct: 1, share: 0.5 });
    expect(cell(recent.calibration, 'possible_match', 0.8)).toMatchObject({
      answers: 1,
      correct: 1,
      share: 1,
    });
    expect(cell(recent.calibration, 'possible_match', 0.5)).toMatchObject({
      answers: 1,
      correct: 0,
      share: 0,
    });
    expect(cell(standard.calibration, 'found', 0.9)).toMatchObject({ answers: 2, correct: 2 });
    expect(cell(standard.calibration, 'found', 0.95)).toMatchObject({ answers: 2, correct: 1 });
    expect(cell(standard.calibration, 'possible_match', 0.6)).toMatchObject({ answers: 1, correct: 0 });
    expect(cell(recent.calibration, 'found', 0.7)).toMatchObject({ answers: 0, share: null });
    // not_found answers are not calibrated; every found/possible answer lands in exactly one bucket.
    const total = (rows: typeof recent.calibration) => rows.reduce((n, r) => n + r.answers, 0);
    expect(total(recent.calibration)).toBe(4);
    expect(total(standard.calibration)).toBe(5);
  });

  it('breaks recall and false positives down by difficulty', () => {
    const row = (tag: string) => report.difficulty.find((r) => r.tag === tag)!;
    expect(row('nickname')).toMatchObject({ decedents: 2, living: 0 });
    expect(row('nickname').byDepth.recent).toMatchObject({ decedents: 2, found: 1, foundOrPossible: 1 });
    expect(row('web_only').byDepth.recent).toMatchObject({ found: 0 });
    expect(row('web_only').byDepth.standard).toMatchObject({ found: 1, foundOrPossible: 1 });
    expect(row('survivor_namesake').byDepth.recent).toMatchObject({
      living: 1,
      livingFound: 0,
      livingPossible: 1,
    });
    expect(row('survivor_namesake').byDepth.standard).toMatchObject({ livingFound: 1 });
    expect(report.difficulty.map((r) => r.tag)).toEqual([
      'jr_sr',
      'nickname',
      'no_obituary',
      'survivor_namesake',
      'typo',
      'web_only',
    ]);
  });

  it('takes latency percentiles over answered requests only', () => {
    expect(recent.latencyMs).toEqual({ requests: 7, p50: 40, p95: 70, p99: 70, max: 70 });
    expect(standard.latencyMs).toMatchObject({ requests: 6, p50: 300, max: 600 });
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5);
  });

  it('judges auto by the depth it searched', () => {
    const auto = [
      answer('d4', 'auto', 'not_found', 0, null, 5, 'recent'),
      answer('d1', 'auto', 'found', 0.97, 'http://w.test/fh/oak/obituary/1', 5, 'standard'),
    ];
    const r = summarizeAccuracy(SUBJECTS, auto, scopes, ['auto']).depths[0]!;
    // d4 was searched at recent, where its web-only page is out of scope; d1 is in scope either way.
    expect(r.inScope).toMatchObject({ decedents: 1, found: 1 });
    expect(r.searchedDepths).toEqual({ recent: 1, standard: 1 });
  });

  it('prints the spec beside Vigil', () => {
    const md = renderAccuracyReport(report, {
      command: 'vigil bench accuracy',
      machine: 'm',
      world: 'w',
      seconds: 3,
    });
    expect(md).toContain('| `found` recall | 89.6% | 20.0% (1/5) | 89.8% | 60.0% (3/5) |');
    expect(md).toContain('| found-or-possible recall | 95.6% | 40.0% (2/5) | 96.2% | 60.0% (3/5) |');
    expect(md).toContain('| living controls answered `found` | 0 of 50 | 0 of 2 | 0 of 50 | 1 of 2 |');
    expect(md).toContain('| p50 | 40 ms | 300 ms |');
  });
});

describe('in-scope misses by cause', () => {
  const withReasons = (result: SubjectOutcome['result'], reasons: string[], url: string | null = null) => ({
    ...answer('d2', 'recent', result, 0.5, url),
    scoring_reasons: reasons,
  });
  const causeOf = (o: SubjectOutcome, correct = false): string | undefined => {
    const i = missCause(o, correct);
    return i === null ? undefined : MISS_CAUSES[i]!.rule + ': ' + MISS_CAUSES[i]!.cause;
  };

  it("names the first cause the answer shows, the spec rules before Vigil's own", () => {
    expect(
      causeOf(withReasons('not_found', ['candidates_dropped_by_conflict', 'require_match_filtered'])),
    ).toMatch(/^spec rule 6: /);
    expect(causeOf(withReasons('not_found', ['candidates_dropped_by_conflict', 'city_conflict']))).toMatch(
      /^spec rule 3: the request holds a city/,
    );
    expect(
      causeOf(withReasons('not_found', ['candidates_dropped_by_conflict', 'birth_year_conflict'])),
    ).toMatch(/^spec rule 3: another conflict/);
    expect(causeOf(withReasons('not_found', ['no_candidates']))).toMatch(/^-: not retrieved/);
    expect(
      causeOf(withReasons('possible_match', ['no_corroborating_date', 'birth_year_not_stated']), true),
    ).toMatch(/^spec rule 4: /);
    expect(causeOf(withReasons('possible_match', ['name_exact', 'no_corroborating_date']), true)).toMatch(
      /^Vigil \(no date, no found\): /,
    );
    expect(causeOf(withReasons('possible_match', ['runner_up_close']), true)).toMatch(/close runner-up/);
    expect(causeOf(withReasons('possible_match', []), true)).toBe('-: other possible_match');
    // A correct found is no miss; a match on someone else's obituary is one, whatever its reasons.
    expect(causeOf(withReasons('found', ['name_exact']), true)).toBeUndefined();
    expect(causeOf(withReasons('found', ['no_corroborating_date']))).toBe("-: another decedent's obituary");
    expect(causeOf({ ...withReasons(null, []), status: 500 })).toBe('-: no answer (HTTP error)');
  });

  it('lists only reasons of the scoring vocabulary', () => {
    for (const c of MISS_CAUSES) for (const r of c.reasons) expect(isScoringReason(r), r).toBe(true);
  });

  it('counts every in-scope decedent not found, once, and prints the table', () => {
    const outcomes = OUTCOMES.map((o) =>
      o.subject_id === 'd2' && o.depth === 'recent'
        ? { ...o, scoring_reasons: ['birth_year_not_stated'] }
        : o,
    );
    const report = summarizeAccuracy(SUBJECTS, outcomes, subjectScopes(SUBJECTS, SOURCES, true), ['recent']);
    const recent = report.depths[0]!;
    const total = recent.inScopeMisses.reduce((a, b) => a + b, 0);
    expect(total).toBe(recent.inScope.decedents - recent.inScope.found);
    const at = (cause: RegExp): number =>
      recent.inScopeMisses[MISS_CAUSES.findIndex((c) => cause.test(c.cause))]!;
    expect(at(/silent on the middle name or birth year/)).toBe(1);
    expect(at(/another decedent's obituary/)).toBe(1);
    const text = renderAccuracyReport(report, { command: 'c', machine: 'm', world: 'w', seconds: 1 });
    expect(text).toContain(
      '| obituary silent on the middle name or birth year the request gives | spec rule 4 | 1 |',
    );
    expect(text).toContain('| all |  | 2 |');
    expect(text).toContain('| spec recent | Vigil recent |');
    // Another world's report shows Vigil's figures alone, under its own heading.
    const alone = renderAccuracyReport(report, {
      command: 'c',
      machine: 'm',
      world: 'w',
      seconds: 1,
      title: '## Record linkage (FEBRL)',
      compareWithSpec: false,
    });
    expect(alone.startsWith('## Record linkage (FEBRL)\n')).toBe(true);
    expect(alone).not.toContain('spec recent');
    expect(alone).not.toContain('89.6%');
    expect(alone).toMatch(/\| figure +\| Vigil recent +\|/);
  });
});

describe('floors', () => {
  const scopes = subjectScopes(SUBJECTS, SOURCES, true);
  const report = summarizeAccuracy(
    SUBJECTS,
    OUTCOMES.filter((o) => o.depth === 'recent'),
    scopes,
    ['recent'],
  );
  const floors = floorsFromReport(
    report,
    {
      command: 'c',
      machine: 'm',
      recordedAt: '2026-01-01T00:00:00Z',
      run: { seed: 1, decedents: 5, living: 2, depths: ['recent'] },
    },
    0.03,
  );

  it('sit the margin below the measured recall and at the measured false positives', () => {
    expect(floors.floors.recent).toEqual({
      found_recall_min: 0.17,
      found_or_possible_recall_min: 0.37,
      living_found_max: 0,
      wrong_person_found_max: 1,
    });
    expect(floorViolations(report, floors)).toEqual([]);
  });

  it('are written as the formatter writes JSON, and read back unchanged', () => {
    const text = formatFloors({ ...floors, run: { ...floors.run, depths: ['recent', 'standard'] } });
    expect(text).toContain('"depths": ["recent", "standard"]');
    expect(JSON.parse(text)).toEqual({ ...floors, run: { ...floors.run, depths: ['recent', 'standard'] } });
  });

  it('flag every figure that falls past its floor', () => {
    const worse = summarizeAccuracy(
      SUBJECTS,
      OUTCOMES.filter((o) => o.depth === 'recent').map((o) =>
        o.subject_id === 'd1'
          ? { ...o, result: 'not_found' as const, obituary_url: null }
          : o.subject_id === 'l2'
            ? { ...o, result: 'found' as const }
            : o,
      ),
      scopes,
      ['recent'],
    );
    const v = floorViolations(worse, floors);
    expect(v).toHaveLength(3);
    expect(v[0]).toMatch(/recent: found recall 0\.0% is below the floor 17\.0%/);
    expect(v[1]).toMatch(/found-or-possible recall 20\.0% is below the floor 37\.0%/);
    expect(v[2]).toMatch(/1 living controls answered found \(at most 0 allowed\)/);
    expect(floorViolations(summarizeAccuracy(SUBJECTS, [], scopes, ['standard']), floors)).toEqual([
      'recent: not measured in this run',
    ]);
  });
});

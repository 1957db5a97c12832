/**
 * The accuracy report: from subjects and the API's answers, the spec's table side by side with
 * Vigil's, recall over subjects whose obituary is in the searched scope, wrong-person matches, a
 * calibration table, a breakdown by difficulty and client latency percentiles. Pure: the runner
 * measures, this file only counts.
 */
import type { SearchDepth, VerifyOutcome } from '../../core/verification.js';
import { NOTICE_FRAGMENT } from '../../core/obituary.js';
import { inScope, sourceScope } from '../../crawler/sources.js';
import { markdownTable, pct } from '../results.js';
import type { Subject, WorldSource } from './world-format.js';

/** A depth the benchmark can run: the three of spec 2.1, or `auto` (search_depth omitted). */
export const BENCH_DEPTHS = ['recent', 'standard', 'extended', 'auto'] as const;
export type BenchDepth = (typeof BENCH_DEPTHS)[number];

/**
 * The spec's published figures (service-interface.md section 1), quoted so the report can print them
 * beside Vigil's. They are the other service's claim, not a measurement of ours.
 */
export const SPEC_FIGURES = {
  subjects: 550,
  livingControls: 50,
  recent: { foundRecall: 0.896, foundOrPossibleRecall: 0.956 },
  standard: { foundRecall: 0.898, foundOrPossibleRecall: 0.962 },
  livingFalsePositives: 0,
} as const;

/**
 * Confidence buckets of the calibration table, [low, high). Finer near the top, where `found` lives
 * and where a customer decides whether to act without review.
 */
export const CALIBRATION_BUCKETS: ReadonlyArray<readonly [number, number]> = [
  [0, 0.5],
  [0.5, 0.6],
  [0.6, 0.7],
  [0.7, 0.8],
  [0.8, 0.9],
  [0.9, 0.95],
  [0.95, 1.000001],
];

/** One subject's answer at one depth, as the client saw it. */
export interface SubjectOutcome {
  subject_id: string;
  depth: BenchDepth;
  /** HTTP status; 0 when no response came (network error or client timeout). */
  status: number;
  result: VerifyOutcome | null;
  confidence: number | null;
  obituary_url: string | null;
  /** The depth the API searched (what `auto` resolved to). */
  searched_depth: SearchDepth | null;
  /** Client-side wall time of the request, ms. */
  latency_ms: number;
  /** The answer's `scoring_reasons` (empty without an answer): what the miss table reads. */
  scoring_reasons?: string[];
  error?: string;
}

/**
 * Why an in-scope decedent was not answered `found` with its own obituary: the first cause, in this
 * order, that the answer shows. Causes the spec's rules impose come before Vigil's own choices, so the
 * table tells which misses any service keeping the rules must make.
 */
export const MISS_CAUSES: ReadonlyArray<{
  cause: string;
  /** Which rule answers this way: a rule of the spec's section 4.1, or Vigil's own (docs/MATCHING.md). */
  rule: string;
  /** The answers this cause covers. */
  result: 'wrong' | 'not_found' | 'possible_match' | 'error';
  /** Any of these in scoring_reasons; none listed: every remaining answer of that result. */
  reasons: readonly string[];
}> = [
  { cause: "another decedent's obituary", rule: '-', result: 'wrong', reasons: [] },
  { cause: 'no answer (HTTP error)', rule: '-', result: 'error', reasons: [] },
  {
    cause: 'require_match field the obituary does not state',
    rule: 'spec rule 6',
    result: 'not_found',
    reasons: ['require_match_filtered'],
  },
  {
    cause: 'the request holds a city the obituary does not name (moved)',
    rule: 'spec rule 3',
    result: 'not_found',
    reasons: ['city_conflict'],
  },
  {
    cause: 'another conflict (middle name, birth year 5+, suffix, dates)',
    rule: 'spec rule 3',
    result: 'not_found',
    reasons: ['candidates_dropped_by_conflict'],
  },
  {
    cause: 'not retrieved: no name in the record agrees (maiden name never written, ...)',
    rule: '-',
    result: 'not_found',
    reasons: [],
  },
  {
    cause: 'obituary silent on the middle name or birth year the request gives',
    rule: 'spec rule 4',
    result: 'possible_match',
    reasons: ['middle_name_not_corroborated', 'birth_year_not_stated'],
  },
  {
    cause: 'date of birth disagrees with the obituary',
    rule: 'spec rule 5',
    result: 'possible_match',
    reasons: ['dob_mismatch'],
  },
  {
    cause: 'request with neither date of birth nor death date',
    rule: 'Vigil (no date, no found)',
    result: 'possible_match',
    reasons: ['no_corroborating_date'],
  },
  {
    cause: 'common name with too few disambiguators',
    rule: 'Vigil (issue 4: common name)',
    result: 'possible_match',
    reasons: [
      'stored_common_name_requires_disambiguator',
      'identity_needs_disambiguator',
      'same_year_namesakes_likely',
    ],
  },
  {
    cause: 'close runner-up',
    rule: 'Vigil (issue 4: runner-up)',
    result: 'possible_match',
    reasons: ['runner_up_close'],
  },
  {
    cause: 'Jr/Sr or a namesake survivor not told apart',
    rule: 'Vigil',
    result: 'possible_match',
    reasons: ['generational_suffix_not_corroborated', 'name_also_matches_survivor'],
  },
  {
    cause: 'dates or state disagree (death date, other state)',
    rule: 'Vigil',
    result: 'possible_match',
    reasons: ['death_date_mismatch', 'state_mismatch'],
  },
  {
    cause: 'web page seen on one site only',
    rule: 'Vigil',
    result: 'possible_match',
    reasons: ['web_only_uncorroborated'],
  },
  {
    cause: 'misspelt, sound-alike, initial-only or swapped name',
    rule: 'Vigil',
    result: 'possible_match',
    reasons: ['name_fuzzy', 'name_phonetic', 'name_partial', 'name_order_swapped'],
  },
  { cause: 'other possible_match', rule: '-', result: 'possible_match', reasons: [] },
];

/** The cause (an index into MISS_CAUSES) of a miss, or null when the answer is a correct `found`. */
export function missCause(o: SubjectOutcome, correct: boolean): number | null {
  if (correct && o.result === 'found') return null;
  const matched = o.result === 'found' || o.result === 'possible_match';
  const result = o.status !== 200 || o.result === null ? 'error' : matched && !correct ? 'wrong' : o.result;
  const reasons = new Set(o.scoring_reasons ?? []);
  const at = MISS_CAUSES.findIndex(
    (c) => c.result === result && (c.reasons.length === 0 || c.reasons.some((r) => reasons.has(r))),
  );
  return at >= 0 ? at : null;
}

/** Whether a subject's obituary can be reached: on a crawled source, or through web search. */
export interface SubjectScope {
  recent: boolean;
  standard: boolean;
}

/** The comparable form of an obituary URL: no fragment, no trailing slash, lower-case host. */
export function canonicalObituaryUrl(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    const s = u.href;
    return s.endsWith('/') ? s.slice(0, -1) : s;
  } catch {
    return url.trim();
  }
}

/**
 * Whether the answer's obituary_url is one of the truth URLs. A truth URL that names one notice of a
 * death-notice column by its fragment (`#notice-...`, as Vigil's obituary_url does) counts only for
 * that notice: another person's notice on the same page is a wrong-person answer. Any other truth
 * URL is compared by its page.
 */
export function isCorrectUrl(url: string | null, truthUrls: readonly string[]): boolean {
  if (!url) return false;
  const got = canonicalObituaryUrl(url);
  const gotNotice = NOTICE_FRAGMENT.exec(url.trim())?.[0] ?? null;
  return truthUrls.some((t) => {
    if (canonicalObituaryUrl(t) !== got) return false;
    const notice = NOTICE_FRAGMENT.exec(t.trim())?.[0];
    return notice === undefined || notice === gotNotice;
  });
}

/**
 * Each subject's scope. recent: a truth URL lies inside a crawl source's scope (its host and start
 * folder, as the crawler follows links). standard/extended: also any truth URL when the world has a
 * search endpoint (web-only pages are reachable through search). A subject's `in_scope` hint wins.
 */
export function subjectScopes(
  subjects: readonly Subject[],
  sources: readonly WorldSource[],
  hasSearch: boolean,
): Map<string, SubjectScope> {
  const scopes = sources.map((s) => sourceScope(s.url));
  const out = new Map<string, SubjectScope>();
  for (const s of subjects) {
    const urls = s.truth.deceased ? s.truth.obituary_urls : [];
    const crawled = urls.some((u) => scopes.some((scope) => inScope(scope, u)));
    const recent = s.in_scope?.recent ?? crawled;
    const standard = s.in_scope?.standard ?? (recent || (hasSearch && urls.length > 0));
    out.set(s.subject_id, { recent, standard });
  }
  return out;
}

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}

export interface RecallFigures {
  decedents: number;
  found: number;
  foundOrPossible: number;
  foundRecall: number | null;
  foundOrPossibleRecall: number | null;
}

export interface CalibrationRow {
  result: 'found' | 'possible_match';
  low: number;
  high: number;
  answers: number;
  correct: number;
  share: number | null;
}

export interface DepthFigures {
  depth: BenchDepth;
  subjects: number;
  overall: RecallFigures;
  inScope: RecallFigures;
  livingControls: number;
  /** Living controls answered `found`: the false positives that matter most. */
  livingFound: number;
  livingPossible: number;
  /** Decedents answered `found` / `possible_match` with another person's obituary. */
  wrongPersonFound: number;
  wrongPersonPossible: number;
  /** Answers other than 200. */
  errors: number;
  latencyMs: {
    requests: number;
    p50: number | null;
    p95: number | null;
    p99: number | null;
    max: number | null;
  };
  calibration: CalibrationRow[];
  /** Searched depth -> answers (shows what `auto` chose). */
  searchedDepths: Record<string, number>;
  /** In-scope decedents not answered `found` with their obituary, by cause (MISS_CAUSES order). */
  inScopeMisses: number[];
}

export interface DifficultyCell {
  decedents: number;
  found: number;
  foundOrPossible: number;
  living: number;
  livingFound: number;
  livingPossible: number;
}

export interface DifficultyRow {
  tag: string;
  decedents: number;
  living: number;
  byDepth: Partial<Record<BenchDepth, DifficultyCell>>;
}

export interface AccuracyReport {
  subjects: number;
  decedents: number;
  livingControls: number;
  depths: DepthFigures[];
  difficulty: DifficultyRow[];
}

const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

function recall(decedents: number, found: number, foundOrPossible: number): RecallFigures {
  return {
    decedents,
    found,
    foundOrPossible,
    foundRecall: share(found, decedents),
    foundOrPossibleRecall: share(foundOrPossible, decedents),
  };
}

/** The scope that applies to an answer: the searched depth when known, else the requested one. */
function scopeAt(scope: SubjectScope, o: SubjectOutcome): boolean {
  const depth = o.searched_depth ?? (o.depth === 'auto' ? 'standard' : o.depth);
  return depth === 'recent' ? scope.recent : scope.standard;
}

/** Counts everything the report prints. */
export function summarizeAccuracy(
  subjects: readonly Subject[],
  outcomes: readonly SubjectOutcome[],
  scopes: ReadonlyMap<string, SubjectScope>,
  depths: readonly BenchDepth[],
): AccuracyReport {
  const byId = new Map(subjects.map((s) => [s.subject_id, s]));
  const decedents = subjects.filter((s) => s.truth.deceased).length;
  const livingControls = subjects.length - decedents;
  const tags = [...new Set(subjects.flatMap((s) => s.difficulty ?? []))];
  const difficulty: DifficultyRow[] = tags.map((tag) => {
    const tagged = subjects.filter((s) => s.difficulty?.includes(tag));
    return {
      tag,
      decedents: tagged.filter((s) => s.truth.deceased).length,
      living: tagged.filter((s) => !s.truth.deceased).length,
      byDepth: {},
    };
  });
  const rowOf = new Map(difficulty.map((r) => [r.tag, r]));

  const figures = depths.map((depth): DepthFigures => {
    const answers = outcomes.filter((o) => o.depth === depth);
    let found = 0;
    let foundOrPossible = 0;
    let scopeDecedents = 0;
    let scopeFound = 0;
    let scopeFoundOrPossible = 0;
    let livingFound = 0;
    let livingPossible = 0;
    let wrongFound = 0;
    let wrongPossible = 0;
    let errors = 0;
    const latencies: number[] = [];
    const searchedDepths: Record<string, number> = {};
    const inScopeMisses = MISS_CAUSES.map(() => 0);
    const calibration: CalibrationRow[] = (['found', 'possible_match'] as const).flatMap((result) =>
      CALIBRATION_BUCKETS.map(([low, high]) => ({ result, low, high, answers: 0, correct: 0, share: null })),
    );
    for (const row of difficulty)
      row.byDepth[depth] = {
        decedents: 0,
        found: 0,
        foundOrPossible: 0,
        living: 0,
        livingFound: 0,
        livingPossible: 0,
      };

    for (const o of answers) {
      const subject = byId.get(o.subject_id);
      if (!subject) throw new Error(`an answer names subject ${o.subject_id}, which is not in the world`);
      if (o.status !== 200) errors++;
      else latencies.push(o.latency_ms);
      if (o.searched_depth) searchedDepths[o.searched_depth] = (searchedDepths[o.searched_depth] ?? 0) + 1;
      const matched = o.result === 'found' || o.result === 'possible_match';
      const correct =
        matched && subject.truth.deceased && isCorrectUrl(o.obituary_url, subject.truth.obituary_urls);
      const cells = (subject.difficulty ?? [])
        .map((t) => rowOf.get(t)?.byDepth[depth])
        .filter((c) => c !== undefined);
      if (subject.truth.deceased) {
        const inScope = scopeAt(scopes.get(subject.subject_id) ?? { recent: false, standard: false }, o);
        if (inScope) {
          scopeDecedents++;
          const cause = missCause(o, correct);
          if (cause !== null) inScopeMisses[cause]!++;
        }
        if (correct && o.result === 'found') {
          found++;
          if (inScope) scopeFound++;
        }
        if (correct) {
          foundOrPossible++;
          if (inScope) scopeFoundOrPossible++;
        }
        if (matched && !correct) {
          if (o.result === 'found') wrongFound++;
          else wrongPossible++;
        }
        for (const c of cells) {
          c.decedents++;
          if (correct && o.result === 'found') c.found++;
          if (correct) c.foundOrPossible++;
        }
      } else {
        if (o.result === 'found') livingFound++;
        if (o.result === 'possible_match') livingPossible++;
        for (const c of cells) {
          c.living++;
          if (o.result === 'found') c.livingFound++;
          if (o.result === 'possible_match') c.livingPossible++;
        }
      }
      if (matched && o.confidence !== null) {
        const row = calibration.find(
          (r) => r.result === o.result && o.confidence! >= r.low && o.confidence! < r.high,
        );
        if (row) {
          row.answers++;
          if (correct) row.correct++;
        }
      }
    }
    for (const row of calibration) row.share = share(row.correct, row.answers);
    latencies.sort((a, b) => a - b);
    const deceasedAnswers = answers.filter((o) => byId.get(o.subject_id)?.truth.deceased).length;
    return {
      depth,
      subjects: answers.length,
      overall: recall(deceasedAnswers, found, foundOrPossible),
      inScope: recall(scopeDecedents, scopeFound, scopeFoundOrPossible),
      livingControls: answers.length - deceasedAnswers,
      livingFound,
      livingPossible,
      wrongPersonFound: wrongFound,
      wrongPersonPossible: wrongPossible,
      errors,
      latencyMs: {
        requests: latencies.length,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
        max: latencies.at(-1) ?? null,
      },
      calibration,
      searchedDepths,
      inScopeMisses,
    };
  });
  difficulty.sort((a, b) => a.tag.localeCompare(b.tag));
  return { subjects: subjects.length, decedents, livingControls, depths: figures, difficulty };
}

const rate = (part: number, whole: number): string =>
  whole === 0 ? 'n/a' : `${pct(part, whole)} (${part}/${whole})`;
const ms = (v: number | null): string => (v === null ? 'n/a' : `${Math.round(v)} ms`);
const specPct = (v: number): string => `${(v * 100).toFixed(1)}%`;

/** How the run was made, for the report's header. */
export interface ReportContext {
  command: string;
  machine: string;
  world: string;
  seconds: number;
  crawl?: string;
  /** The section's heading; default `## Accuracy`. */
  title?: string;
  /**
   * Whether the first table quotes the spec's figures beside Vigil's (default true). A world made
   * another way than the spec's 550 subjects shows Vigil's alone.
   */
  compareWithSpec?: boolean;
}

/** The report as markdown (printed, and written to RESULTS.md). */
export function renderAccuracyReport(report: AccuracyReport, ctx: ReportContext): string {
  const d = report.depths;
  const head = (label: string) => [label, ...d.map((f) => f.depth)];
  const withSpec = ctx.compareWithSpec ?? true;
  const specFor = (depth: BenchDepth) =>
    depth === 'recent' ? SPEC_FIGURES.recent : depth === 'standard' ? SPEC_FIGURES.standard : null;
  // Per depth: the spec's cell (when compared) and Vigil's.
  const cells = (spec: (depth: BenchDepth) => string, vigil: (f: DepthFigures) => string) =>
    d.flatMap((f) => (withSpec ? [spec(f.depth), vigil(f)] : [vigil(f)]));

  const sideBySide = markdownTable(
    [
      'figure',
      ...cells(
        (depth) => `spec ${depth}`,
        (f) => `Vigil ${f.depth}`,
      ),
    ],
    [
      [
        '`found` recall',
        ...cells(
          (depth) => {
            const s = specFor(depth);
            return s ? specPct(s.foundRecall) : '-';
          },
          (f) => rate(f.overall.found, f.overall.decedents),
        ),
      ],
      [
        'found-or-possible recall',
        ...cells(
          (depth) => {
            const s = specFor(depth);
            return s ? specPct(s.foundOrPossibleRecall) : '-';
          },
          (f) => rate(f.overall.foundOrPossible, f.overall.decedents),
        ),
      ],
      [
        'living controls answered `found`',
        ...cells(
          (depth) =>
            specFor(depth) ? `${SPEC_FIGURES.livingFalsePositives} of ${SPEC_FIGURES.livingControls}` : '-',
          (f) => `${f.livingFound} of ${f.livingControls}`,
        ),
      ],
    ],
  );
  const inScope = markdownTable(head('in searched scope'), [
    ['decedents in scope', ...d.map((f) => `${f.inScope.decedents} of ${f.overall.decedents}`)],
    ['`found` recall', ...d.map((f) => rate(f.inScope.found, f.inScope.decedents))],
    ['found-or-possible recall', ...d.map((f) => rate(f.inScope.foundOrPossible, f.inScope.decedents))],
  ]);
  // Only the causes some depth met, in MISS_CAUSES order, and their total.
  const causes = MISS_CAUSES.map((c, i) => ({ ...c, i })).filter((c) =>
    d.some((f) => (f.inScopeMisses[c.i] ?? 0) > 0),
  );
  const misses = markdownTable(
    ['in-scope decedent not `found`: first cause the answer shows', 'rule', ...d.map((f) => f.depth)],
    [
      ...causes.map((c) => [c.cause, c.rule, ...d.map((f) => f.inScopeMisses[c.i] ?? 0)]),
      ['all', '', ...d.map((f) => f.inScopeMisses.reduce((a, b) => a + b, 0))],
    ],
  );
  const mistakes = markdownTable(head('wrong answers'), [
    ['living controls `found`', ...d.map((f) => f.livingFound)],
    ['living controls `possible_match`', ...d.map((f) => f.livingPossible)],
    ['wrong person `found`', ...d.map((f) => f.wrongPersonFound)],
    ['wrong person `possible_match`', ...d.map((f) => f.wrongPersonPossible)],
    ['HTTP errors', ...d.map((f) => f.errors)],
    [
      'depth searched',
      ...d.map((f) =>
        Object.entries(f.searchedDepths)
          .sort()
          .map(([k, v]) => `${k} ${v}`)
          .join(', '),
      ),
    ],
  ]);
  const calibration = markdownTable(
    ['result', 'confidence', ...d.map((f) => `${f.depth}: correct`)],
    (d[0]?.calibration ?? []).map((row, i) => [
      row.result,
      `${row.low.toFixed(2)}-${Math.min(row.high, 1).toFixed(2)}`,
      ...d.map((f) => {
        const r = f.calibration[i]!;
        return r.answers === 0 ? '-' : rate(r.correct, r.answers);
      }),
    ]),
  );
  const difficulty = markdownTable(
    [
      'difficulty',
      'subjects',
      ...d.map((f) => `${f.depth}: found / found-or-possible · living found / possible`),
    ],
    report.difficulty.map((row) => [
      row.tag,
      `${row.decedents} dec. + ${row.living} living`,
      ...d.map((f) => {
        const c = row.byDepth[f.depth];
        if (!c) return '-';
        const parts: string[] = [];
        if (c.decedents > 0)
          parts.push(`${pct(c.found, c.decedents)} / ${pct(c.foundOrPossible, c.decedents)}`);
        if (c.living > 0) parts.push(`living ${c.livingFound} / ${c.livingPossible}`);
        return parts.join(' · ');
      }),
    ]),
  );
  const latency = markdownTable(head('client latency'), [
    ['requests', ...d.map((f) => f.latencyMs.requests)],
    ['p50', ...d.map((f) => ms(f.latencyMs.p50))],
    ['p95', ...d.map((f) => ms(f.latencyMs.p95))],
    ['p99', ...d.map((f) => ms(f.latencyMs.p99))],
    ['max', ...d.map((f) => ms(f.latencyMs.max))],
  ]);
  return [
    ctx.title ?? '## Accuracy',
    '',
    `Command: \`${ctx.command}\` · ${ctx.machine} · ${ctx.world} · ${report.subjects} subjects (${report.decedents} decedents, ${report.livingControls} living controls) · ${ctx.seconds.toFixed(0)} s`,
    ...(ctx.crawl ? ['', ctx.crawl] : []),
    '',
    withSpec
      ? "Side by side with the spec (section 1; its figures are quoted, ours are measured). A `found` or `possible_match` counts only when its `obituary_url` is one of the subject's obituary pages."
      : "Over all subjects. A `found` or `possible_match` counts only when its `obituary_url` is one of the subject's obituary pages.",
    '',
    sideBySide,
    '',
    'Recall over decedents whose obituary is in the searched scope (recent: a page on a crawled source; standard, extended: also pages reachable through web search; auto: the depth it chose).',
    '',
    inScope,
    '',
    "Why the other in-scope decedents were not `found` (from each answer's `scoring_reasons`; spec rules first, then Vigil's own blockers, docs/MATCHING.md):",
    '',
    misses,
    '',
    mistakes,
    '',
    "Calibration: share of answers in each confidence bucket whose obituary is the subject's.",
    '',
    calibration,
    '',
    'By difficulty (a subject can carry several tags).',
    '',
    difficulty,
    '',
    latency,
  ].join('\n');
}

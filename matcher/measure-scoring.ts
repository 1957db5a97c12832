/**
 * Measures where scoring should run: inline on the calling thread, or as one Piscina task.
 * `npx tsx matcher/measure-scoring.ts` prints median microseconds per request for several candidate
 * counts; docs/MATCHING.md records the figures behind INLINE_MAX_CANDIDATES.
 */
import { performance } from 'node:perf_hooks';
import { defaultNameLexicon } from '../core/names/lexicon.js';
import { ScoringPool } from './pool.js';
import { scoreTask, type ScoreTask } from './score.js';
import { query, webCandidate } from './testing/notices.js';

function task(n: number): ScoreTask {
  const candidates = Array.from({ length: n }, (_, i) => {
    const d = webCandidate(
      {
        given: ['Robert', 'Roberta', 'Bob', 'Rupert'][i % 4]!,
        middle: i % 2 === 0 ? ['Allen'] : ['James'],
        surname: ['Kessler', 'Kesler', 'Kessel'][i % 3]!,
        born: { year: 1925 + (i % 40), month: 1 + (i % 12), day: 1 + (i % 28) },
        died: { year: 2025, month: 1 + (i % 12), day: 1 + (i % 28) },
        residence: { city: ['Dayton', 'Akron', 'Toledo'][i % 3]!, county: 'Montgomery', state: 'OH' },
        snippet:
          'Robert Allen Kessler, 84, of Dayton, formerly of Springfield, passed away peacefully at home surrounded by family.',
      },
      `https://measure.example.test/${i}`,
    ).decedent;
    return d;
  });
  return {
    query: query({
      firstName: 'Robert',
      middleName: 'Allen',
      lastName: 'Kessler',
      dob: { year: 1941, month: 3, day: 5 },
      address: { city: 'Dayton', state: 'OH' },
    }),
    candidates,
    stats: { decedents: 1_000_000, surnameCount: 400, givenCount: 20_000, sameNameCount: 30 },
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const lexicon = defaultNameLexicon();
const pool = new ScoringPool({ maxThreads: 1, inlineMaxCandidates: 0 });
console.log('candidates  inline_us  pool_us  pool_main_thread_us');
for (const n of [5, 20, 50, 100, 200]) {
  const t = task(n);
  for (let i = 0; i < 50; i++) scoreTask(t, lexicon);
  for (let i = 0; i < 20; i++) await pool.score(t);
  const inline: number[] = [];
  const pooled: number[] = [];
  const dispatch: number[] = [];
  for (let i = 0; i < 200; i++) {
    let t0 = performance.now();
    scoreTask(t, lexicon);
    inline.push((performance.now() - t0) * 1000);
    t0 = performance.now();
    const running = pool.score(t);
    // The part the calling thread pays: projecting and cloning the candidates into the message.
    dispatch.push((performance.now() - t0) * 1000);
    await running;
    pooled.push((performance.now() - t0) * 1000);
  }
  console.log(
    `${String(n).padStart(10)}  ${median(inline).toFixed(0).padStart(9)}  ${median(pooled).toFixed(0).padStart(7)}  ${median(dispatch).toFixed(0).padStart(19)}`,
  );
}
await pool.close();

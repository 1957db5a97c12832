import { afterAll, describe, expect, it } from 'vitest';
import { defaultNameLexicon } from '../core/names/lexicon.js';
import { ScoringPool } from './pool.js';
import { scoreTask, type ScoreTask } from './score.js';
import { query, webCandidate } from './testing/notices.js';

function task(n: number): ScoreTask {
  const candidates = Array.from(
    { length: n },
    (_, i) =>
      webCandidate(
        {
          given: i % 3 === 0 ? 'Robert' : 'Roberta',
          middle: i % 2 === 0 ? ['Allen'] : [],
          surname: 'Kessler',
          born: { year: 1930 + (i % 20) },
          died: { year: 2025, month: 1 + (i % 12), day: 1 + (i % 28) },
          residence: { city: i % 4 === 0 ? 'Dayton' : 'Akron', state: 'OH' },
        },
        `https://pool.example.test/${i}`,
      ).decedent,
  );
  return {
    query: query({
      firstName: 'Robert',
      middleName: 'Allen',
      lastName: 'Kessler',
      dob: { year: 1941 },
      address: { city: 'Dayton', state: 'OH' },
    }),
    candidates,
    stats: { decedents: 100_000, surnameCount: 40, givenCount: 2_000, sameNameCount: 3 },
  };
}

describe('scoring pool', () => {
  const pool = new ScoringPool({ maxThreads: 1, inlineMaxCandidates: 100 });
  afterAll(() => pool.close());

  it('a worker (loaded from the .ts source through tsx) scores exactly as inline scoring does', async () => {
    const t = task(120);
    const inWorker = await pool.scoreInWorker(t);
    const inline = scoreTask(t, defaultNameLexicon());
    expect(inWorker).toHaveLength(120);
    expect(inWorker).toEqual(inline);
    expect(inWorker.some((s) => s.vetoes.length === 0)).toBe(true);
    expect(inWorker.some((s) => s.vetoes.includes('city_conflict'))).toBe(true);
  });

  it('small sets are scored inline, large ones in one pool task', async () => {
    const before = pool.workerTasks;
    const small = await pool.score(task(5));
    expect(small.map((s) => s.index)).toEqual([0, 1, 2, 3, 4]);
    expect(pool.workerTasks).toBe(before);
    const large = await pool.score(task(150));
    expect(large.map((s) => s.index)).toEqual([...Array(150).keys()]);
    expect(pool.workerTasks).toBe(before + 1);
  });

  it('refuses work once closed', async () => {
    const closing = new ScoringPool({ maxThreads: 1 });
    await closing.close();
    await expect(closing.score(task(1))).rejects.toThrow(/closed/);
  });
});

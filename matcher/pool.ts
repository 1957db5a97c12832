/**
 * The scoring worker pool (Piscina), created once per matcher and closed by `Matcher.close()`.
 *
 * One task per request holds all of its candidates: Piscina costs 35-45 µs per task, and the
 * structured clone of the candidates costs more than scoring them when there are few, so sets up to
 * INLINE_MAX_CANDIDATES are scored on the calling thread (see docs/MATCHING.md, "Where scoring runs",
 * for the measurement).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { workerModule } from '../core/worker-module.js';
import { defaultNameLexicon, type NameLexicon } from '../core/names/lexicon.js';
import { comparableOf } from './evidence.js';
import { CANDIDATE_LIMIT } from './retrieval.js';
import { scoreTask, type ScoredCandidate, type ScoreTask } from './score.js';

/**
 * Candidate sets up to this size are scored inline; larger ones (stored plus web candidates beyond
 * the retrieval limit) go to the pool as one task. Measured with `npx tsx matcher/measure-scoring.ts`
 * (docs/MATCHING.md, "Where scoring runs"): inline scoring costs about 3.5 µs per candidate (0.7 ms
 * for 200), while handing a task to a worker costs the calling thread more than that by itself
 * (projecting and cloning 200 candidates about 1-1.6 ms, reading back the scores about 0.6 ms) and
 * the round trip 3-4 ms. So up to the retrieval limit the pool neither lowers latency nor frees the
 * event loop; it takes over only above it.
 */
export const INLINE_MAX_CANDIDATES = CANDIDATE_LIMIT;

/** Idle workers stay alive this long: a busy API keeps them; an idle one frees the memory. */
const WORKER_IDLE_TIMEOUT_MS = 60_000;

export interface ScoringPoolOptions {
  /** Worker threads at most (default: available parallelism, at least 1). */
  maxThreads?: number;
  /** Candidate sets up to this size are scored inline (default INLINE_MAX_CANDIDATES; 0 = always the pool). */
  inlineMaxCandidates?: number;
  /** The lexicon for inline scoring (workers load the default one). */
  lexicon?: NameLexicon;
}

/** Scores tasks inline or in the worker pool. */
export class ScoringPool {
  private readonly pool: Piscina<ScoreTask, ScoredCandidate[]>;
  private readonly inlineMax: number;
  private readonly lexicon: NameLexicon;
  private closed = false;

  constructor(options: ScoringPoolOptions = {}) {
    const { filename, execArgv } = workerModule('./score-worker', import.meta.url);
    this.inlineMax = options.inlineMaxCandidates ?? INLINE_MAX_CANDIDATES;
    this.lexicon = options.lexicon ?? defaultNameLexicon();
    this.pool = new Piscina<ScoreTask, ScoredCandidate[]>({
      filename,
      ...(execArgv ? { execArgv } : {}),
      minThreads: 0,
      maxThreads: Math.max(1, options.maxThreads ?? availableParallelism()),
      idleTimeout: WORKER_IDLE_TIMEOUT_MS,
    });
  }

  /** Scores one request's candidates; the result is in candidate order. */
  async score(task: ScoreTask): Promise<ScoredCandidate[]> {
    if (this.closed) throw new Error('scoring pool is closed');
    if (task.candidates.length === 0) return [];
    if (task.candidates.length <= this.inlineMax) return scoreTask(task, this.lexicon);
    return this.pool.run({ ...task, candidates: task.candidates.map(comparableOf) });
  }

  /** Scores in a worker whatever the size (for tests and the measurement). */
  async scoreInWorker(task: ScoreTask): Promise<ScoredCandidate[]> {
    if (this.closed) throw new Error('scoring pool is closed');
    return this.pool.run({ ...task, candidates: task.candidates.map(comparableOf) });
  }

  /** Tasks the workers have completed (inline scoring is not counted). */
  get workerTasks(): number {
    return this.pool.completed;
  }

  /** Stops the workers; queued tasks finish first. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.close();
  }
}

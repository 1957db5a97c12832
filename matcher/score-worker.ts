/**
 * The Piscina worker: scores one request's candidates per task. The lexicon is loaded once per
 * worker thread, at start-up, never per task.
 */
import { defaultNameLexicon } from '../core/names/lexicon.js';
import { scoreTask, type ScoredCandidate, type ScoreTask } from './score.js';

const lexicon = defaultNameLexicon();

/** Scores every candidate of the task (the default export is what Piscina runs). */
export default function score(task: ScoreTask): ScoredCandidate[] {
  return scoreTask(task, lexicon);
}

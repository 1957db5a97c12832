/**
 * The CI accuracy gate: the reduced evaluation of benchmarks/accuracy/floors.ts (GATE_RUN) through
 * the real crawler, index, matcher and HTTP API, failing when found recall, found-or-possible recall,
 * living-control or wrong-person `found`s fall past the floors `vigil bench accuracy --record-floors`
 * wrote to benchmarks/accuracy-floors.json.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FLOORS_PATH, floorViolations, GATE_RUN, readFloors } from '../../benchmarks/accuracy/floors.js';
import { renderAccuracyReport, summarizeAccuracy } from '../../benchmarks/accuracy/report.js';
import { testRedisUrl } from '../support/redis.js';

const MATCHER = fileURLToPath(new URL('../../matcher/obituary-matcher.ts', import.meta.url));
const MATCHER_LANDED = existsSync(MATCHER);
/** The gate's whole budget: a few minutes on 2 cores (it takes well under one). */
const GATE_TIMEOUT_MS = 8 * 60_000;

describe.skipIf(!MATCHER_LANDED)(
  MATCHER_LANDED
    ? 'accuracy gate'
    : 'accuracy gate (skipped: matcher/obituary-matcher.ts does not exist yet)',
  () => {
    it(
      'found recall, found-or-possible recall and false positives stay within the recorded floors',
      async () => {
        const floors = readFloors();
        expect(
          floors,
          `no floors in ${FLOORS_PATH}: run \`vigil bench accuracy --record-floors\``,
        ).not.toBeNull();
        expect(floors!.run, 'the floors were recorded for another evaluation: re-record them').toEqual({
          seed: GATE_RUN.seed,
          decedents: GATE_RUN.decedents,
          living: GATE_RUN.living,
          depths: [...GATE_RUN.depths],
        });
        // Imported here so that, before the matcher lands, this file loads and skips instead of failing.
        const { runAccuracy } = await import('../../benchmarks/accuracy/run.js');
        const run = await runAccuracy({
          seed: GATE_RUN.seed,
          decedents: GATE_RUN.decedents,
          living: GATE_RUN.living,
          depths: GATE_RUN.depths,
          redisUrl: testRedisUrl(),
        });
        const report = summarizeAccuracy(run.world.subjects, run.outcomes, run.scopes, GATE_RUN.depths);
        const violations = floorViolations(report, floors!);
        const markdown = renderAccuracyReport(report, {
          command: 'accuracy gate',
          machine: '',
          world: `seed ${GATE_RUN.seed}`,
          seconds: run.seconds,
        });
        expect(violations, `${violations.join('\n')}\n\n${markdown}`).toEqual([]);
        // The gate measured something: every subject answered at every depth.
        expect(run.outcomes).toHaveLength((GATE_RUN.decedents + GATE_RUN.living) * GATE_RUN.depths.length);
      },
      GATE_TIMEOUT_MS,
    );
  },
);

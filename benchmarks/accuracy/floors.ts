/**
 * The CI gate's floors: a reduced evaluation (GATE_RUN) measured once by
 * `vigil bench accuracy --record-floors`, minus a documented margin, written to
 * benchmarks/accuracy-floors.json. The gate test runs the same evaluation and fails when a figure
 * falls past its floor. Floors are only ever written by that command.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AccuracyReport, BenchDepth } from './report.js';

const HERE = dirname(fileURLToPath(import.meta.url));
/** benchmarks/accuracy-floors.json in the source tree (also when running from dist/). */
export const FLOORS_PATH = join(
  HERE.includes('/dist/') ? HERE.replace('/dist/', '/') : HERE,
  '..',
  'accuracy-floors.json',
);

/**
 * The reduced evaluation the gate runs: small enough for a few minutes on 2 cores, big enough that
 * every difficulty occurs. Its world is generated from the seed, so every run sees the same subjects.
 */
export const GATE_RUN = {
  seed: 5,
  decedents: 120,
  living: 20,
  depths: ['recent', 'standard'] as BenchDepth[],
} as const;

/**
 * Recall floors sit this far (absolute) below the recorded figure. The world is fixed by the seed,
 * but crawl timing and web-search timeouts can flip an answer or two between runs; with 120
 * decedents one subject is 0.8 points, so 3 points absorbs about three flips and still catches a
 * real regression. False positives get no margin: the gate allows at most what was recorded.
 */
export const FLOOR_MARGIN = 0.03;

export interface DepthFloor {
  found_recall_min: number;
  found_or_possible_recall_min: number;
  living_found_max: number;
  wrong_person_found_max: number;
}

export interface AccuracyFloors {
  recorded_at: string;
  command: string;
  machine: string;
  margin: number;
  run: { seed: number; decedents: number; living: number; depths: BenchDepth[] };
  measured: Partial<
    Record<
      BenchDepth,
      {
        found_recall: number;
        found_or_possible_recall: number;
        living_found: number;
        wrong_person_found: number;
      }
    >
  >;
  floors: Partial<Record<BenchDepth, DepthFloor>>;
}

const down = (v: number): number => Math.max(0, Math.floor(v * 1000) / 1000);

/** Floors from a measured report of the gate run. */
export function floorsFromReport(
  report: AccuracyReport,
  context: { command: string; machine: string; recordedAt: string; run: AccuracyFloors['run'] },
  margin = FLOOR_MARGIN,
): AccuracyFloors {
  const measured: AccuracyFloors['measured'] = {};
  const floors: AccuracyFloors['floors'] = {};
  for (const f of report.depths) {
    const found = f.overall.foundRecall ?? 0;
    const either = f.overall.foundOrPossibleRecall ?? 0;
    measured[f.depth] = {
      found_recall: found,
      found_or_possible_recall: either,
      living_found: f.livingFound,
      wrong_person_found: f.wrongPersonFound,
    };
    floors[f.depth] = {
      found_recall_min: down(found - margin),
      found_or_possible_recall_min: down(either - margin),
      living_found_max: f.livingFound,
      wrong_person_found_max: f.wrongPersonFound,
    };
  }
  return {
    recorded_at: context.recordedAt,
    command: context.command,
    machine: context.machine,
    margin,
    run: context.run,
    measured,
    floors,
  };
}

/** Every figure of `report` that falls past its floor, as readable lines (empty: the gate passes). */
export function floorViolations(report: AccuracyReport, floors: AccuracyFloors): string[] {
  const out: string[] = [];
  for (const [depth, floor] of Object.entries(floors.floors) as Array<[BenchDepth, DepthFloor]>) {
    const f = report.depths.find((x) => x.depth === depth);
    if (!f) {
      out.push(`${depth}: not measured in this run`);
      continue;
    }
    const found = f.overall.foundRecall ?? 0;
    const either = f.overall.foundOrPossibleRecall ?? 0;
    if (found < floor.found_recall_min)
      out.push(
        `${depth}: found recall ${(found * 100).toFixed(1)}% is below the floor ${(floor.found_recall_min * 100).toFixed(1)}%`,
      );
    if (either < floor.found_or_possible_recall_min)
      out.push(
        `${depth}: found-or-possible recall ${(either * 100).toFixed(1)}% is below the floor ${(floor.found_or_possible_recall_min * 100).toFixed(1)}%`,
      );
    if (f.livingFound > floor.living_found_max)
      out.push(
        `${depth}: ${f.livingFound} living controls answered found (at most ${floor.living_found_max} allowed)`,
      );
    if (f.wrongPersonFound > floor.wrong_person_found_max)
      out.push(
        `${depth}: ${f.wrongPersonFound} found answers name the wrong person (at most ${floor.wrong_person_found_max} allowed)`,
      );
    if (f.errors > 0) out.push(`${depth}: ${f.errors} requests did not answer 200`);
  }
  return out;
}

/** Reads the recorded floors, or null when none were recorded yet. */
export function readFloors(path = FLOORS_PATH): AccuracyFloors | null {
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as AccuracyFloors;
}

/** The floors as the repository's formatter writes JSON (short string arrays on one line), so `npm run check` passes. */
export function formatFloors(floors: AccuracyFloors): string {
  const text = JSON.stringify(floors, null, 2).replace(
    /\[\n\s+("[^"\n]*"(?:,\n\s+"[^"\n]*")*)\n\s+\]/g,
    (_all, items: string) => `[${items.split(/,\n\s+/).join(', ')}]`,
  );
  return `${text}\n`;
}

/** Writes the floors file. */
export function writeFloors(floors: AccuracyFloors, path = FLOORS_PATH): void {
  writeFileSync(path, formatFloors(floors));
}

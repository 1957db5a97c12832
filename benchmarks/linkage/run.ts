/**
 * `vigil bench linkage`: the FEBRL record-linkage sets through the accuracy pipeline (the real
 * crawler, index, matcher and HTTP API). The world is generated around the originals chosen as
 * decedents (`febrl.ts`); the subjects are the duplicates.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAccuracy, type AccuracyRun, type AccuracyRunOptions } from '../accuracy/run.js';
import {
  febrlSubjects,
  FebrlFormatError,
  givenPeople,
  parseFebrl,
  splitFebrl,
  type FebrlRecord,
} from './febrl.js';

/** The FEBRL set the benchmark reads by default: 5,000 originals and one duplicate of each. */
export const DEFAULT_FEBRL_FILES = ['dataset4a.csv', 'dataset4b.csv'] as const;

export interface LinkageRunOptions extends Pick<
  AccuracyRunOptions,
  'seed' | 'depths' | 'concurrency' | 'redisUrl' | 'chromiumPath' | 'log' | 'keep'
> {
  /** The folder holding the FEBRL files. */
  dataDir: string;
  files?: readonly string[];
}

export interface LinkageRun {
  run: AccuracyRun;
  files: string[];
  originals: number;
  duplicates: number;
  decedents: number;
  /** Duplicates not asked: no first name or no surname. */
  unaskable: number;
}

/** Reads the FEBRL files of `dataDir`; a missing folder or file is a FebrlFormatError naming it. */
export function readFebrlFiles(dataDir: string, files: readonly string[]): FebrlRecord[] {
  const records: FebrlRecord[] = [];
  for (const file of files) {
    const path = join(dataDir, file);
    if (!existsSync(path))
      throw new FebrlFormatError(`${path}: no such file (the FEBRL sets ship as ${files.join(', ')})`);
    records.push(...parseFebrl(readFileSync(path, 'utf8'), path));
  }
  return records;
}

export async function runLinkage(opts: LinkageRunOptions): Promise<LinkageRun> {
  const files = [...(opts.files ?? DEFAULT_FEBRL_FILES)];
  const records = readFebrlFiles(opts.dataDir, files);
  const split = splitFebrl(records, opts.seed);
  if (split.decedents.length === 0)
    throw new FebrlFormatError(`${opts.dataDir}: no original can be a decedent`);
  const people = givenPeople(split);
  let unaskable = 0;
  const run = await runAccuracy({
    ...opts,
    decedents: people.length,
    living: 0,
    people,
    subjectsFrom: (truth) => {
      const made = febrlSubjects(split, truth);
      unaskable = made.unaskable;
      return made.subjects;
    },
  });
  return {
    run,
    files,
    originals: records.filter((r) => r.original).length,
    duplicates: split.pairs.length,
    decedents: people.length,
    unaskable,
  };
}

/**
 * benchmarks/RESULTS.md is written only by benchmark commands. Each command owns one section,
 * delimited by HTML comments, and replaces it whole; the other sections are left as they are.
 * A JSON copy of each run goes to benchmarks/results/<name>.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
/** Under dist/ the compiled file sits in dist/benchmarks; results always go to the source folder. */
const SOURCE_BENCH_DIR = BENCH_DIR.includes('/dist/') ? BENCH_DIR.replace('/dist/', '/') : BENCH_DIR;
export const RESULTS_PATH = join(SOURCE_BENCH_DIR, 'RESULTS.md');

const HEADER = `# Vigil benchmark results

Every figure below was printed by the command named in its section and written here by that
command; nothing is typed by hand. Re-run a command to refresh its section.
`;

/** The machine a figure was measured on, for every section's header line. */
export function machineLine(): string {
  const c = cpus();
  return `${c.length} cores (${c[0]?.model.trim() ?? 'unknown cpu'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Replaces (or appends) the section `name` of RESULTS.md and writes results/<name>.json. */
export function writeResultsSection(name: string, markdown: string, json: unknown): void {
  const begin = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  let text = existsSync(RESULTS_PATH) ? readFileSync(RESULTS_PATH, 'utf8') : HEADER;
  const at = text.indexOf(begin);
  const stop = text.indexOf(end);
  if (at >= 0 && stop > at) text = text.slice(0, at) + block + text.slice(stop + end.length);
  else text = `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS_PATH, text.endsWith('\n') ? text : `${text}\n`);
  const jsonDir = join(SOURCE_BENCH_DIR, 'results');
  mkdirSync(jsonDir, { recursive: true });
  writeFileSync(join(jsonDir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
}

/** The JSON a section was last written with (`benchmarks/results/<name>.json`), or null. */
export function readResultsJson(name: string): unknown {
  const file = join(SOURCE_BENCH_DIR, 'results', `${name}.json`);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** A markdown table from a header row and body rows. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Percentage with one decimal. */
export const pct = (part: number, whole: number): string =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;

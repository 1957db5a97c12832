import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runIndexBuild } from '../../benchmarks/index-build.js';
import { RESULTS_PATH } from '../../benchmarks/results.js';
import { registerBenchCommands } from './bench.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Runs `vigil bench ...` and returns its output lines and the error message it stopped with. */
async function vigil(...args: string[]): Promise<{ out: string[]; error: string | null }> {
  const out: string[] = [];
  let stderr = '';
  const program = new Command('vigil').exitOverride().configureOutput({
    writeErr: (s) => (stderr += s),
    writeOut: (s) => out.push(s),
  });
  registerBenchCommands(program, (line) => out.push(line));
  for (const c of program.commands) {
    c.exitOverride().configureOutput({ writeErr: (s) => (stderr += s) });
    for (const sub of c.commands) sub.exitOverride().configureOutput({ writeErr: (s) => (stderr += s) });
  }
  try {
    await program.parseAsync(args, { from: 'user' });
    return { out, error: null };
  } catch (e) {
    if (!(e instanceof CommanderError)) throw e;
    return { out, error: stderr || e.message };
  }
}

describe('vigil bench linkage flags', () => {
  it('needs --data, and names a missing file before starting anything', async () => {
    expect((await vigil('bench', 'linkage')).error).toMatch(/required option '--data <dir>' not specified/);
    const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-cli-'));
    dirs.push(dir);
    const { error } = await vigil('bench', 'linkage', '--data', dir, '--files', 'dataset3.csv');
    expect(error).toContain(`${join(dir, 'dataset3.csv')}: no such file`);
  });

  it('takes file names only in --files', async () => {
    const { error } = await vigil('bench', 'linkage', '--data', '/tmp', '--files', '../etc/passwd');
    expect(error).toMatch(/--files takes file names in --data, comma-separated; got "..\/etc\/passwd"/);
  });
});

describe('vigil bench accuracy flags', () => {
  it('refuses an unknown depth', async () => {
    const { error } = await vigil('bench', 'accuracy', '--depths', 'recent,deep');
    expect(error).toMatch(
      /--depths takes a comma-separated list of recent, standard, extended, auto; got "recent,deep"/,
    );
  });

  it('--record-floors refuses flags that would change the gate evaluation', async () => {
    const { error } = await vigil('bench', 'accuracy', '--record-floors', '--seed', '3', '--living', '4');
    expect(error).toMatch(/--record-floors runs the gate's own evaluation; leave out --seed, --living/);
  });

  it('reports a bad hand-written world by file, line and field before starting anything', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-cli-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'sources.json'), '[]');
    writeFileSync(join(dir, 'search.json'), '{"url": "http://127.0.0.1:9"}');
    writeFileSync(
      join(dir, 'subjects.jsonl'),
      '{"subject_id":"a","request":{"first_name":"Ann"},"truth":{"deceased":false,"obituary_urls":[]}}\n',
    );
    const { error } = await vigil('bench', 'accuracy', '--world', dir);
    expect(error).toMatch(
      /subjects\.jsonl line 1 \(subject a\): "request" is not a valid verify body: \/last_name/,
    );
  });
});

/** The rows of the summary table (the last output): part, figure, value, unit, ..., command, cores. */
function summaryRows(out: string[]): string[][] {
  const summary = out.at(-1) ?? '';
  expect(summary).toMatch(/^## Speed suite \(`vigil bench perf`\)/);
  return summary
    .split('\n')
    .filter((line) => /^\| (build|verify|crawl) \|/.test(line))
    .map((line) =>
      line
        .slice(2, -2)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

let built: Promise<string> | undefined;

/** The 300-decedent index the --index tests share, built on first use (they only read it). */
function builtIndex(): Promise<string> {
  built ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-perf-'));
    await runIndexBuild({ decedents: 300, dir, log: () => {} });
    return dir;
  })();
  return built;
}

afterAll(async () => {
  if (built) rmSync(await built, { recursive: true, force: true });
});

describe('vigil bench perf', () => {
  it('runs build, verify and crawl at a tiny size and prints every figure with a number', async () => {
    const resultsBefore = readFileSync(RESULTS_PATH, 'utf8');
    const mtimeBefore = statSync(RESULTS_PATH).mtimeMs;
    const { out, error } = await vigil(
      'bench',
      'perf',
      '--decedents',
      '2000',
      '--seconds',
      '1',
      '--crawl-decedents',
      '300',
      '--rounds',
      '1',
      '--no-write',
    );
    expect(error).toBeNull();
    const rows = summaryRows(out);
    const figures = rows.map((r) => `${r[0]}: ${r[1]}`);
    expect(figures).toEqual([
      'build: decedents in index',
      'build: index build wall time',
      'build: index build CPU time',
      'build: index writes/s (notices through the indexer)',
      'build: index build peak RSS',
      'verify: verify server p99, 16 clients',
      'verify: verify server p50, 16 clients',
      'verify: verify server p99, 4 clients',
      'verify: verify server p50, 4 clients',
      'verify: verify requests/s, 16 clients',
      'verify: bare Koa JSON requests/s, 16 clients',
      'verify: verify / bare Koa throughput (same run)',
      'verify: server CPU per request, verify',
      'verify: server CPU per request, bare Koa',
      'verify: verify over an empty index (request path alone) requests/s, 16 clients',
      'verify: verify over an empty index / bare Koa throughput (ceiling of the ratio)',
      'verify: server CPU per request, verify over an empty index',
      'verify: machine CPU stolen by the hypervisor, verify run',
      'verify: machine CPU stolen by the hypervisor, bare Koa run',
      'verify: batch of 50: requests/s, 2 clients',
      'verify: batch of 50: people verified/s',
      'verify: batch of 50: server p99',
      'verify: server processes (each server, one port)',
      'verify: query run: Vigil server peak RSS, all processes (2000 decedents)',
      'crawl: crawler pages/s (fetch, extract, index)',
      'crawl: plain fetch + cheerio.load loop pages/s',
      'crawl: crawler / plain loop pages/s',
      'crawl: crawl part peak RSS',
    ]);
    for (const [part, figure, value, , target, result, command, cores] of rows) {
      expect(value, `${part}: ${figure}`).toMatch(/^\d+(\.\d+)?$/);
      expect(result).toMatch(/^(pass|FAIL|-)$/);
      // Judged figures say so; a 2,000-decedent build is below the size its bars are set for.
      if (target !== '-' && part !== 'build') expect(result, figure).not.toBe('-');
      expect(command).toMatch(new RegExp(`^\`vigil bench perf --only ${part} `));
      expect(Number(cores)).toBe(cpus().length);
    }
    const value = (figure: string): number => Number(rows.find((r) => r[1] === figure)![2]);
    expect(value('decedents in index')).toBe(2000);
    expect(value('verify requests/s, 16 clients')).toBeGreaterThan(0);
    expect(value('server CPU per request, verify')).toBeGreaterThan(0);
    // The request path alone: a server over an empty index answered the same bodies.
    expect(value('verify over an empty index (request path alone) requests/s, 16 clients')).toBeGreaterThan(
      0,
    );
    expect(value('server CPU per request, verify over an empty index')).toBeGreaterThan(0);
    // Each server runs as `vigil serve --api-processes 0` would: one process per core.
    expect(value('server processes (each server, one port)')).toBe(availableParallelism());
    // Every part's own report is printed before the summary.
    expect(out.some((o) => o.startsWith('## Index build (SQLite)'))).toBe(true);
    expect(out.some((o) => o.startsWith('## Verify speed'))).toBe(true);
    expect(out.some((o) => o.startsWith('## Crawl throughput'))).toBe(true);
    // --no-write: RESULTS.md untouched.
    expect(readFileSync(RESULTS_PATH, 'utf8')).toBe(resultsBefore);
    expect(statSync(RESULTS_PATH).mtimeMs).toBe(mtimeBefore);
    // Three parts, four servers and a crawl: about a minute on an idle 2-core machine, and more than
    // two beside other work, which must not fail the suite.
  }, 300_000);

  it('reuses an --index that already holds the asked size instead of rebuilding it', async () => {
    const dir = await builtIndex();
    const { out, error } = await vigil(
      'bench',
      'perf',
      '--only',
      'build',
      '--decedents',
      '300',
      '--index',
      dir,
      '--no-write',
    );
    expect(error).toBeNull();
    const rows = summaryRows(out);
    expect(rows[0]!.slice(1, 3)).toEqual(['decedents in index (reused, not rebuilt)', '300']);
    expect(rows.slice(1).every((r) => r[2] === '-' && r[5] === 'reused')).toBe(true);
  });

  it('refuses an --index of another size before running anything', async () => {
    const dir = await builtIndex();
    const { out, error } = await vigil(
      'bench',
      'perf',
      '--only',
      'verify',
      '--index',
      dir,
      '--decedents',
      '500',
    );
    expect(error).toMatch(/holds an index of 300 decedents, not 500: pass --decedents 300/);
    expect(out).toEqual([]);
  });

  it('refuses an unknown part and a selection that leaves nothing to run', async () => {
    expect((await vigil('bench', 'perf', '--only', 'verify,index')).error).toMatch(
      /--only takes a comma-separated list of build, verify, crawl; got "verify,index"/,
    );
    expect((await vigil('bench', 'perf', '--only', 'build', '--skip-build')).error).toMatch(
      /--skip-build leaves no part of --only to run/,
    );
  });
});

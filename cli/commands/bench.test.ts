import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { afterEach, describe, expect, it } from 'vitest';
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

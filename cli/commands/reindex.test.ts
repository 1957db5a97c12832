import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteIndex } from '../../store/index/sqlite-index.js';
import { openSqliteRawPages } from '../../store/raw-pages/sqlite-raw-pages.js';
import { registerReindexCommand } from './reindex.js';

let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-cli-reindex-'));
  const raw = openSqliteRawPages(join(dir, 'raw-pages.sqlite'));
  const html = readFileSync(
    new URL('../../crawler/extract/__pages__/jsonld-graph.html', import.meta.url),
    'utf8',
  );
  await raw.put({ url: 'https://fh.test/o/nowak', sourceId: 's1', fetchedAt: '2026-01-19T00:00:00Z', html });
  await raw.put({
    url: 'https://paper.test/o/nowak',
    sourceId: 's2',
    fetchedAt: '2026-01-20T00:00:00Z',
    html,
  });
  await raw.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function vigil(...args: string[]): Promise<string[]> {
  const out: string[] = [];
  const program = new Command('vigil').exitOverride();
  registerReindexCommand(
    program,
    {
      openIndex: async () => openSqliteIndex(join(dir, 'index')),
      openRawPages: async () => openSqliteRawPages(join(dir, 'raw-pages.sqlite')),
    },
    (line) => out.push(line),
  );
  await program.parseAsync(args, { from: 'user' });
  return out;
}

describe('vigil reindex', () => {
  it('rebuilds into a new version and reports it, with progress lines off a terminal', async () => {
    const out = await vigil('reindex', '--batch-size', '1');
    expect(out[0]).toMatch(/^build: 1\/2 pages/);
    expect(out.at(-1)).toMatch(
      /^Reindexed 2 pages \(0 not obituaries\) into 1 decedents in [\d.]+ s; now serving version index-000002\.sqlite$/,
    );
    const index = openSqliteIndex(join(dir, 'index'));
    expect(await index.count()).toBe(1);
    expect(await index.currentVersion()).toBe('index-000002.sqlite');
    await index.close();
  });

  it('prints only the summary with --no-progress', async () => {
    const out = await vigil('reindex', '--no-progress');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^Reindexed 2 pages/);
  });

  it('refuses a batch size of zero', async () => {
    await expect(vigil('reindex', '--batch-size', '0')).rejects.toThrow(/whole number/);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CrawlSource } from '../../store/state/ports.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';
import { registerSourceCommands } from './sources.js';

let dir: string;
let dbPath: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-cli-sources-'));
  dbPath = join(dir, 'state.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  out: string[];
  err: string;
  exitCode: number;
}

async function vigil(...args: string[]): Promise<Run> {
  const out: string[] = [];
  let err = '';
  const program = new Command('vigil')
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.push(s), writeErr: (s) => (err += s) });
  registerSourceCommands(
    program,
    async () => openSqliteState(dbPath),
    (line) => out.push(line),
  );
  try {
    await program.parseAsync(args, { from: 'user' });
    return { out, err, exitCode: 0 };
  } catch (e) {
    if (!(e instanceof CommanderError)) throw e;
    return { out, err, exitCode: e.exitCode };
  }
}

describe('vigil sources', () => {
  it('adds, lists (with the latest crawl) and removes sources', async () => {
    const added = await vigil(
      'sources',
      'add',
      'https://smithfh.example/obituaries',
      '--type',
      'funeral_home',
      '--state',
      'ohio',
      '--county',
      'Lucas County',
      '--name',
      'Smith FH',
      '--json',
    );
    expect(added.exitCode, added.err).toBe(0);
    const source = JSON.parse(added.out[0]!) as CrawlSource;
    expect(source).toMatchObject({
      url: 'https://smithfh.example/obituaries',
      type: 'funeral_home',
      state: 'OH',
      county: 'Lucas',
      name: 'Smith FH',
      render: 'http',
    });
    const paper = await vigil(
      'sources',
      'add',
      'https://paper.example/obits/',
      '--type',
      'newspaper',
      '--state',
      'TX',
      '--county',
      'Travis',
      '--render',
      'browser',
    );
    expect(paper.exitCode, paper.err).toBe(0);
    expect(paper.out[0]).toMatch(/^Added source src_/);

    const state = openSqliteState(dbPath);
    await state.sources.recordRun({
      sourceId: source.id,
      startedAt: '2026-03-01T10:00:00.000Z',
      finishedAt: '2026-03-01T10:00:04.000Z',
      durationMs: 4200,
      outcome: 'completed',
      pagesFetched: 57,
      obituariesExtracted: 50,
      skippedUnchanged: 3,
      robotsDisallowed: 0,
      errors: { http_4xx: 2 },
    });
    await state.close();

    const list = await vigil('sources', 'list');
    expect(list.exitCode).toBe(0);
    const text = list.out.join('\n');
    expect(text).toContain(`${source.id}  funeral_home OH Lucas  Smith FH`);
    expect(text).toContain(
      'last crawl: completed 2026-03-01 10:00: 57 pages, 50 obituaries, 3 unchanged, errors: http_4xx 2, 4.2 s',
    );
    expect(text).toMatch(
      /TX Travis {2}\[browser\] {2}paper\.example\n {4}https:\/\/paper\.example\/obits\/\n {4}last crawl: never/,
    );
    const json = JSON.parse((await vigil('sources', 'list', '--json')).out[0]!) as (CrawlSource & {
      lastCrawl: unknown;
    })[];
    expect(json.map((s) => [s.name, s.lastCrawl === null])).toEqual([
      ['Smith FH', false],
      ['paper.example', true],
    ]);

    expect((await vigil('sources', 'remove', source.id)).out).toEqual([`Removed source ${source.id}`]);
    const gone = await vigil('sources', 'remove', source.id);
    expect(gone.exitCode).toBe(1);
    expect(gone.err).toContain(`Unknown source ${source.id}`);
    expect(JSON.parse((await vigil('sources', 'list', '--json')).out[0]!)).toHaveLength(1);
  });

  it.each([
    [['ftp://x.example/', '--type', 'newspaper', '--state', 'OH', '--county', 'Lucas'], /http or https/],
    [['https://x.example/', '--type', 'blog', '--state', 'OH', '--county', 'Lucas'], /--type/],
    [
      ['https://x.example/', '--type', 'newspaper', '--state', 'Narnia', '--county', 'Lucas'],
      /Unknown US state/,
    ],
    [['https://x.example/', '--type', 'newspaper', '--state', 'OH'], /--county/],
    [
      ['https://x.example/', '--type', 'newspaper', '--state', 'OH', '--county', 'X', '--render', 'chrome'],
      /--render/,
    ],
  ])('refuses bad input %#', async (args, message) => {
    const run = await vigil('sources', 'add', ...args);
    expect(run.exitCode).toBe(1);
    expect(run.err).toMatch(message);
    expect(JSON.parse((await vigil('sources', 'list', '--json')).out[0]!)).toEqual([]);
  });

  it('refuses a URL registered twice', async () => {
    const args = [
      'sources',
      'add',
      'https://x.example/obits',
      '--type',
      'newspaper',
      '--state',
      'OH',
      '--county',
      'Lucas',
    ];
    expect((await vigil(...args)).exitCode).toBe(0);
    const again = await vigil(...args);
    expect(again.exitCode).toBe(1);
    expect(again.err).toContain('already registered');
  });
});

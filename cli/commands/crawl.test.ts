import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { Command, CommanderError } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawledObituary } from '../../crawler/crawl.js';
import { startObituaryWeb, type ObituaryWeb } from '../../fixtures/web/index.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';
import { registerCrawlCommand } from './crawl.js';

let web: ObituaryWeb;
let dir: string;
let dbPath: string;
const ids: string[] = [];

beforeAll(async () => {
  web = await startObituaryWeb({ world: { seed: 5, decedents: 60 } });
  dir = mkdtempSync(join(tmpdir(), 'vigil-cli-crawl-'));
  dbPath = join(dir, 'state.sqlite');
  const state = openSqliteState(dbPath);
  for (const d of web.sources.filter((s) => !s.render).slice(0, 2)) {
    ids.push(
      (
        await state.sources.add({
          url: d.url,
          type: d.type,
          state: d.state,
          county: d.county,
          name: d.name,
          render: 'http',
        })
      ).id,
    );
  }
  await state.close();
});
afterAll(async () => {
  await web.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function vigil(
  tty: boolean,
  ...args: string[]
): Promise<{
  out: string[];
  err: string;
  exitCode: number;
  indexed: CrawledObituary[];
  bar: string;
  closed: number;
}> {
  const out: string[] = [];
  let err = '';
  const indexed: CrawledObituary[] = [];
  let closed = 0;
  const barStream = new PassThrough();
  let bar = '';
  barStream.on('data', (c: Buffer) => (bar += c.toString()));
  const program = new Command('vigil')
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.push(s), writeErr: (s) => (err += s) });
  registerCrawlCommand(
    program,
    {
      openState: async () => openSqliteState(dbPath),
      openSink: async () => ({
        sink: async (b) => void indexed.push(...b),
        close: async () => void closed++,
      }),
      crawlOptions: { hostConcurrency: 4, hostDelayMs: 0, readerThreads: 0 },
      isTTY: tty,
      barStream: Object.assign(barStream, {
        isTTY: true,
        columns: 120,
        cursorTo: () => true,
        clearLine: () => true,
        moveCursor: () => true,
      }),
    },
    (line) => out.push(line),
  );
  try {
    await program.parseAsync(args, { from: 'user' });
    return { out, err, exitCode: 0, indexed, bar, closed };
  } catch (e) {
    if (!(e instanceof CommanderError)) throw e;
    return { out, err, exitCode: e.exitCode, indexed, bar, closed };
  }
}

describe('vigil crawl', () => {
  it('crawls the named source into the sink and prints its statistics', async () => {
    const run = await vigil(false, 'crawl', '--source', ids[0]!);
    expect(run.exitCode, run.err).toBe(0);
    expect(run.indexed.length).toBeGreaterThan(0);
    expect(new Set(run.indexed.map((o) => o.source.id))).toEqual(new Set([ids[0]]));
    expect(run.closed).toBe(1);
    expect(run.out[0]).toBe('Crawling 1 source');
    expect(run.out[1]).toMatch(
      new RegExp(
        `^${ids[0]} .+: completed .+: \\d+ pages, ${run.indexed.length} obituaries, 0 unchanged, no errors`,
      ),
    );
    expect(run.bar).toBe('');
  });

  it('crawls --all with a progress bar on a terminal; the second crawl finds nothing new', async () => {
    const run = await vigil(true, 'crawl', '--all');
    expect(run.exitCode, run.err).toBe(0);
    // The first source was crawled by the test above: its pages are unchanged.
    expect(new Set(run.indexed.map((o) => o.source.id))).toEqual(new Set([ids[1]]));
    expect(run.bar).toMatch(/crawl \[.*\] \d+\/\d+ pages \| \d+ obituaries/);
    const again = await vigil(false, 'crawl', '--all');
    expect(again.indexed).toEqual([]);
    expect(again.out.slice(1).every((l) => / 0 obituaries, (\d+) unchanged/.test(l))).toBe(true);
    const state = openSqliteState(dbPath);
    expect((await state.sources.latestRuns()).map((r) => r.sourceId).sort()).toEqual([...ids].sort());
    await state.close();
  });

  it('refuses unknown sources and a missing selection', async () => {
    const unknown = await vigil(false, 'crawl', '--source', 'src_nope');
    expect(unknown.exitCode).toBe(1);
    expect(unknown.err).toContain('Unknown source src_nope');
    expect(unknown.indexed).toEqual([]);
    const none = await vigil(false, 'crawl');
    expect(none.exitCode).toBe(1);
    expect(none.err).toContain('--all');
  });
});

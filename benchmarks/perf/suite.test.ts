import { describe, expect, it } from 'vitest';
import { renderPerfSummary, withEarlierRows, type PerfFigure } from './suite.js';

const row = (part: PerfFigure['part'], figure: string, value: number, measured?: string): PerfFigure => ({
  part,
  figure,
  value,
  unit: 'x',
  target: '-',
  result: '-',
  command: `vigil bench perf --only ${part}`,
  cores: 2,
  ...(measured ? { measured } : {}),
});

describe('withEarlierRows', () => {
  it('keeps the earlier rows of parts this run did not measure, in part order, with their dates', () => {
    const now = [row('crawl', 'pages/s', 351, '2026-11-22')];
    const earlier = {
      figures: [
        row('build', 'wall', 323, '2026-11-20'),
        row('verify', 'p99', 60.4),
        row('crawl', 'pages/s', 300, '2026-11-20'),
      ],
    };
    expect(withEarlierRows(now, earlier)).toEqual([
      row('build', 'wall', 323, '2026-11-20'),
      row('verify', 'p99', 60.4, 'earlier'),
      row('crawl', 'pages/s', 351, '2026-11-22'),
    ]);
  });

  it('is this run alone when nothing was written before or the file is not a perf result', () => {
    const now = [row('build', 'wall', 300, '2026-11-22')];
    expect(withEarlierRows(now, null)).toEqual(now);
    expect(withEarlierRows(now, { something: 'else' })).toEqual(now);
    expect(withEarlierRows(now, { figures: [{ ...row('build', 'x', 1), part: 'index' }] })).toEqual(now);
  });
});

describe('renderPerfSummary', () => {
  const header = (decedents: number | null): string =>
    renderPerfSummary({ command: 'vigil bench perf', machine: '2 cores', decedents, figures: [] }).split(
      '\n',
    )[2]!;

  it('names the index size when a part read an index, and none for a crawl-only run', () => {
    expect(header(1_000_000)).toContain('· index of 1000000 decedents ·');
    expect(header(null)).toContain('· no index part run ·');
    expect(header(null)).not.toMatch(/index of/);
  });
});

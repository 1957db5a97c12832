import { describe, expect, it } from 'vitest';
import { NeverRetryError } from './fetch-policy.js';
import { describeRun, failureKind, SourceStatsRecorder } from './stats.js';

describe('crawl statistics', () => {
  it('names failures for what happened', () => {
    expect(failureKind(new Error('500 - Internal Server Error: boom'))).toBe('http_5xx');
    expect(failureKind(new Error('429 - slow down'))).toBe('http_429');
    expect(failureKind(new Error('request timed out after 30 seconds.'))).toBe('timeout');
    expect(failureKind(new Error('connect ECONNREFUSED 127.0.0.1:9'))).toBe('network');
    expect(failureKind(new NeverRetryError('404 from x', 'http_4xx'))).toBe('http_4xx');
    expect(failureKind('weird')).toBe('other');
  });

  it('records a run and describes it in one line', () => {
    const rec = new SourceStatsRecorder('src_1');
    rec.pagesFetched = 12;
    rec.obituariesExtracted = 9;
    rec.error('http_4xx');
    rec.error('http_4xx');
    const run = rec.finish('completed');
    expect(run).toMatchObject({
      sourceId: 'src_1',
      outcome: 'completed',
      pagesFetched: 12,
      errors: { http_4xx: 2 },
    });
    expect(describeRun(run)).toMatch(
      /^completed \d{4}-\d\d-\d\d \d\d:\d\d: 12 pages, 9 obituaries, 0 unchanged, errors: http_4xx 2, \d+\.\d s$/,
    );
  });
});

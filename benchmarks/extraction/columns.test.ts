import { describe, expect, it } from 'vitest';
import { buildNotice, createWorld, type Notice } from '../../fixtures/world/index.js';
import { COLUMN_LAYOUTS, scoreColumns } from './columns.js';
import { EXTRACTION_FIELDS } from './compare.js';

describe('death-notice columns from a generated world', () => {
  it("reads every newspaper notice set in a day's column, in each layout, with its own facts", () => {
    const world = createWorld({ seed: 11, decedents: 1000 });
    const notices: Notice[] = [];
    for (const d of world.decedents())
      for (const pub of d.publications)
        if (pub.publishedDay <= world.options.asOfDay) notices.push(buildNotice(d, pub, world.sourceById));
    const score = scoreColumns('http://127.0.0.1:1', notices);
    expect(score.columns).toBeGreaterThanOrEqual(3 * COLUMN_LAYOUTS.length);
    for (const l of COLUMN_LAYOUTS) expect(score.byLayout[l].notices).toBeGreaterThan(0);
    expect(score.missedExamples).toEqual([]);
    expect(score.extra).toBe(0);
    expect(score.read).toBe(score.notices);
    for (const f of EXTRACTION_FIELDS) expect(score.correct[f], f).toBe(score.notices);
  });
});

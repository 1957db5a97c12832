import { describe, expect, it } from 'vitest';
import { machineCpuTicks, stealPercent } from './processes.js';

describe('machine CPU readings', () => {
  it('reads the machine CPU time from /proc/stat, and it only grows', async () => {
    const before = machineCpuTicks();
    expect(before).not.toBeNull();
    expect(before!.total).toBeGreaterThan(0);
    expect(before!.steal).toBeGreaterThanOrEqual(0);
    expect(before!.steal).toBeLessThanOrEqual(before!.total);
    const spinUntil = Date.now() + 50;
    while (Date.now() < spinUntil);
    await new Promise((r) => setTimeout(r, 50));
    const after = machineCpuTicks()!;
    expect(after.total).toBeGreaterThan(before!.total);
    expect(after.steal).toBeGreaterThanOrEqual(before!.steal);
  });

  it('gives the share of the time between two readings that was stolen', () => {
    expect(stealPercent({ total: 1_000, steal: 10 }, { total: 1_400, steal: 30 })).toBe(5);
    expect(stealPercent({ total: 1_000, steal: 10 }, { total: 1_400, steal: 10 })).toBe(0);
    expect(stealPercent(null, { total: 1_400, steal: 30 })).toBeNull();
    // No time passed between the readings: no share to give.
    expect(stealPercent({ total: 1_000, steal: 10 }, { total: 1_000, steal: 10 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { mapLimited } from './limited.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('mapLimited', () => {
  it('keeps input order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimited([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await sleep(n * 3);
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(peak).toBe(3);
  });

  it('stops starting work after the first failure and aborts the running ones', async () => {
    const started: number[] = [];
    const aborted: number[] = [];
    const p = mapLimited([0, 1, 2, 3, 4, 5, 6, 7], 2, async (n, signal) => {
      started.push(n);
      if (n === 1) throw new Error('boom');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 200);
        signal.addEventListener('abort', () => {
          clearTimeout(t);
          aborted.push(n);
          resolve();
        });
      });
      return n;
    });
    await expect(p).rejects.toThrow('boom');
    expect(started).toEqual([0, 1]);
    expect(aborted).toEqual([0]);
  });

  it("rejects with the caller's reason when aborted", async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const p = mapLimited(
      [1, 2, 3, 4],
      1,
      async (n) => {
        started.push(n);
        await sleep(40);
        return n;
      },
      controller.signal,
    );
    setTimeout(() => controller.abort(new Error('client went away')), 60);
    await expect(p).rejects.toThrow('client went away');
    expect(started.length).toBeLessThan(4);
  });

  it('handles an empty list', async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });
});

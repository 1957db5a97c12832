import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  HostGate,
  MAX_RETRY_DELAY_MS,
  pause,
  retryAfterMs,
  statusVerdict,
} from './fetch-policy.js';

describe('statusVerdict', () => {
  it('reads 2xx, skips 304, retries 5xx/408, retries 429/503 later, never retries other 4xx', () => {
    expect([200, 203].map(statusVerdict)).toEqual(['read', 'read']);
    expect(statusVerdict(304)).toBe('not_modified');
    expect([500, 502, 504, 408].map(statusVerdict)).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect([429, 503].map(statusVerdict)).toEqual(['retry_later', 'retry_later']);
    expect([400, 401, 403, 404, 410].map(statusVerdict)).toEqual(Array(5).fill('never_retry'));
  });
});

describe('retryAfterMs and backoffDelayMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('7')).toBe(7000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it('doubles per retry within ±20% and never passes the cap', () => {
    expect(backoffDelayMs(1, 1000, () => 0.5)).toBe(1000);
    expect(backoffDelayMs(3, 1000, () => 0.5)).toBe(4000);
    expect(backoffDelayMs(2, 1000, () => 0)).toBe(1600);
    expect(backoffDelayMs(2, 1000, () => 1)).toBe(2400);
    expect(backoffDelayMs(30, 1000, () => 0.5)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe('HostGate', () => {
  it('keeps at most `concurrency` requests in flight per host, independently per host', async () => {
    const gate = new HostGate({ concurrency: 2, delayMs: 0 });
    const inFlight = new Map<string, number>();
    let peak = 0;
    let otherHostStarted = false;
    const work = async (url: string): Promise<void> => {
      const release = await gate.acquire(url);
      const host = new URL(url).host;
      inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
      if (host === 'a.test') peak = Math.max(peak, inFlight.get(host)!);
      else otherHostStarted = true;
      await pause(10);
      inFlight.set(host, inFlight.get(host)! - 1);
      release();
      release(); // idempotent
    };
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => work(`http://a.test/${i}`)),
      work('http://b.test/'),
    ]);
    expect(peak).toBe(2);
    expect(otherHostStarted).toBe(true);
  });

  it('spaces request starts on one host by the delay, raised by a crawl-delay', async () => {
    const gate = new HostGate({ concurrency: 4, delayMs: 20 });
    gate.setMinDelay('http://a.test/', 40);
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        const release = await gate.acquire('http://a.test/x');
        starts.push(Date.now());
        release();
      }),
    );
    starts.sort((a, b) => a - b);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(35);
  });
});

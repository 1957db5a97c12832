/** Test timing against the fixed windows the usage limiter counts in (store/redis/usage-limiter.ts). */

const MINUTE_MS = 60_000;

/**
 * Waits, when the next UTC minute begins within `marginMs`, until just after it has begun. The
 * per-minute limit counts fixed UTC minutes: requests a test sends within `marginMs` after this returns
 * share one window, so a count or a 429 it expects cannot be reset by a minute turning over.
 */
export async function clearOfMinuteBoundary(marginMs: number): Promise<void> {
  const intoMinute = Date.now() % MINUTE_MS;
  if (intoMinute > MINUTE_MS - marginMs) {
    await new Promise((resolve) => setTimeout(resolve, MINUTE_MS + 500 - intoMinute));
  }
}

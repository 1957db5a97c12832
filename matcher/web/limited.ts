/** Runs async work over a list with a bounded number in flight, stopping at the first failure or abort. */

/**
 * Maps `items` through `work` with at most `limit` running at once; results keep the input order.
 * The first rejection (or an abort of `signal`) stops new items from starting and aborts the signal
 * handed to the running ones, then rejects with that reason.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, signal: AbortSignal) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const stop = new AbortController();
  const inner = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      inner.throwIfAborted();
      const i = next++;
      try {
        results[i] = await work(items[i]!, inner);
      } catch (e) {
        if (!stop.signal.aborted) stop.abort(e);
        throw e;
      }
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane);
  const settled = await Promise.allSettled(lanes);
  // Every lane has stopped by now, so nothing keeps running after the rejection.
  if (signal?.aborted) throw signal.reason;
  if (stop.signal.aborted) throw stop.signal.reason;
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return results;
}

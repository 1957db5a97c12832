/**
 * Counts the matcher reads from the index for every request: how many decedents there are, and how
 * many carry a name or place key (term frequencies for name weights, coverage for
 * negative_result_strength). They change slowly, so they are kept for a short while; no verify
 * answer is ever cached (spec 4.1 rule 8), only these statistics.
 */
import type { ObituaryIndex } from '../store/index/ports.js';

/** How long a count is reused. A new obituary shifts a name's frequency by one; a minute late is harmless. */
export const STATISTICS_TTL_MS = 60_000;

/** Key counts kept at most (about 100 bytes each): a bound on memory, not a tuning knob. */
export const STATISTICS_MAX_KEYS = 50_000;

/** Cached decedent and key counts of one index. */
export class IndexStatistics {
  private total: { value: number; at: number } | null = null;
  private pendingTotal: Promise<number> | null = null;
  private readonly keys = new Map<string, { value: number; at: number }>();

  constructor(
    private readonly index: ObituaryIndex,
    private readonly now: () => number = Date.now,
  ) {}

  /** Decedents in the index. */
  async decedents(): Promise<number> {
    const t = this.now();
    if (this.total && t - this.total.at < STATISTICS_TTL_MS) return this.total.value;
    this.pendingTotal ??= this.index.count().finally(() => {
      this.pendingTotal = null;
    });
    const value = await this.pendingTotal;
    this.total = { value, at: t };
    return value;
  }

  /** How many decedents carry each key. */
  async keyCounts(keys: string[]): Promise<Map<string, number>> {
    const t = this.now();
    const out = new Map<string, number>();
    const missing: string[] = [];
    for (const k of keys) {
      const hit = this.keys.get(k);
      if (hit && t - hit.at < STATISTICS_TTL_MS) out.set(k, hit.value);
      else missing.push(k);
    }
    if (missing.length > 0) {
      const fresh = await this.index.nameFrequency(missing);
      for (const k of missing) {
        const value = fresh.get(k) ?? 0;
        out.set(k, value);
        // Re-insert so Map order is least recently refreshed first; drop the oldest beyond the bound.
        this.keys.delete(k);
        this.keys.set(k, { value, at: t });
      }
      while (this.keys.size > STATISTICS_MAX_KEYS) {
        const oldest = this.keys.keys().next().value;
        if (oldest === undefined) break;
        this.keys.delete(oldest);
      }
    }
    return out;
  }
}

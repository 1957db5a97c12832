/**
 * The short Redis cache of the web depths. Exactly two things are cached, both only when they hold
 * something found:
 *
 * - `web:found:<hash>`: the candidates one search plan produced (the plan is the query's name and
 *   place words, its name variants, the depth and the years searched), only when at least one page
 *   was an obituary and every search and page fetch completed. An empty or partial answer is never
 *   written, so "nothing found" is always searched live again (spec 4.1 rule 8).
 * - `web:page:<hash of URL>`: one result page read as obituaries: its observation and family list, or
 *   one per notice of a death-notice column. Pages that were not obituaries, failed or were refused
 *   are never written.
 *
 * Search engine answers themselves are not cached: a stored result list would hide a page the engine
 * started returning a minute later. A cached list of namesakes could still stand behind a not_found
 * answer, so the matcher should call `WebSearchSource.forget` when it answers not_found after a web
 * depth; the next request then searches live. `fresh` skips every read here and rewrites what it finds.
 * A Redis failure reads as a miss and skips the write: the cache may only ever save work, never fail
 * a verify.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../../core/logger.js';
import type { Observed } from '../../indexer/observation.js';
import type { RedisKeys } from '../../store/redis/connection.js';
import type { WebCandidate } from './ports.js';

/**
 * Default lifetime of both kinds of entry. Ten minutes lets retries, a batch that names one person
 * twice and a client re-asking right after a possible_match reuse one search, while a page published
 * or corrected on the web is seen within minutes (and at once with `fresh: true`).
 */
export const WEB_CACHE_TTL_SECONDS = 600;

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** Cache of found web candidates and read obituary pages, under the deployment's Redis prefix. */
export class WebCache {
  constructor(
    private readonly redis: Redis,
    private readonly keys: RedisKeys,
    readonly ttlSeconds: number = WEB_CACHE_TTL_SECONDS,
    private readonly logger?: Logger,
  ) {}

  /** The key of one search plan's candidates. */
  foundKey(planIdentity: string): string {
    return this.keys.key('web', 'found', digest(planIdentity));
  }

  /** The key of one page's reading. */
  pageKey(url: string): string {
    return this.keys.key('web', 'page', digest(url));
  }

  private async read<T>(key: string): Promise<T | null> {
    if (this.ttlSeconds === 0) return null;
    try {
      const raw = await this.redis.get(key);
      return raw === null ? null : (JSON.parse(raw) as T);
    } catch (err) {
      this.logger?.warn({ err, key }, 'web cache read failed; searching live');
      return null;
    }
  }

  private async write(key: string, value: unknown): Promise<void> {
    if (this.ttlSeconds === 0) return;
    try {
      await this.redis.set(key, JSON.stringify(value), 'EX', this.ttlSeconds);
    } catch (err) {
      this.logger?.warn({ err, key }, 'web cache write failed');
    }
  }

  /** Candidates found for this plan within the TTL, or null. */
  found(planIdentity: string): Promise<WebCandidate[] | null> {
    return this.read<WebCandidate[]>(this.foundKey(planIdentity));
  }

  /** Remembers a plan's candidates; an empty list is not written (rule 8). */
  async rememberFound(planIdentity: string, candidates: WebCandidate[]): Promise<void> {
    if (candidates.length === 0) return;
    await this.write(this.foundKey(planIdentity), candidates);
  }

  /** Drops a plan's candidates, so the next request searches live. */
  async forgetFound(planIdentity: string): Promise<void> {
    try {
      await this.redis.del(this.foundKey(planIdentity));
    } catch (err) {
      this.logger?.warn({ err }, 'web cache delete failed');
    }
  }

  /**
   * A page read as obituaries within the TTL, or null. An entry written before pages could hold
   * several (one observation, not a list) reads as a list of one.
   */
  async page(url: string): Promise<Observed[] | null> {
    const cached = await this.read<Observed[] | Observed>(this.pageKey(url));
    if (cached === null) return null;
    return Array.isArray(cached) ? cached : [cached];
  }

  /** Remembers a page that read as obituaries (not written for none). */
  async rememberPage(url: string, observed: Observed[]): Promise<void> {
    if (observed.length === 0) return;
    await this.write(this.pageKey(url), observed);
  }
}

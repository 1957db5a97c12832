/**
 * Runs the accuracy benchmark the way a customer meets Vigil: (with no world folder) generate a world
 * and serve it on loopback, write its folder with subjects; then, in a fresh data directory, register
 * the world's sources, crawl them with the real crawler into a fresh index through the indexer, start
 * the real API with the ObituaryMatcher over that index and the web depths pointed at the world's
 * search endpoint, create an account with a live key, and send every subject over HTTP at each depth.
 */
import { noticeFromCrawl } from '../../indexer/crawl-sink.js';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { resolveRedis, startApi, dataPaths, type RunningApi } from '../../api/runtime.js';
import { loadConfig } from '../../core/config.js';
import { silentLogger } from '../../core/logger.js';
import type { SearchDepth, VerifyOutcome } from '../../core/verification.js';
import { crawlSources } from '../../crawler/crawl.js';
import { parseSourceInput } from '../../crawler/sources.js';
import { startObituaryWeb, writeWorld, type ObituaryWeb } from '../../fixtures/web/index.js';
import type { GivenPerson } from '../../fixtures/world/model.js';
import type { PersonTruth } from '../../fixtures/world/truth.js';
import { Indexer } from '../../indexer/indexer.js';
import { ObituaryMatcher } from '../../matcher/obituary-matcher.js';
import { createWebSearchSource } from '../../matcher/web/web-search-source.js';
import { openSqliteIndex } from '../../store/index/sqlite-index.js';
import type { ObituaryIndex } from '../../store/index/ports.js';
import { retrievalRecall, withNamesSwapped } from '../../matcher/retrieval.js';
import { parseVerifyRequest } from '../../api/verify-request.js';
import { createRedis } from '../../store/redis/connection.js';
import type { CrawlRunStats, CrawlSource } from '../../store/state/ports.js';
import { subjectScopes, type BenchDepth, type SubjectOutcome, type SubjectScope } from './report.js';
import { subjectsFromPeople } from './subjects.js';
import { readWorld, writeSubjects, type AccuracyWorld, type Subject } from './world-format.js';

/**
 * Verify requests in flight. The API, its scoring pool and the client share the machine (2 cores in
 * CI); four keeps the pool busy without so much queueing that client latency stops meaning much.
 */
export const VERIFY_CONCURRENCY = 4;
/** A request that takes longer is recorded as an error (status 0), not waited for. */
export const VERIFY_TIMEOUT_MS = 60_000;
/** Retries of a 429/503 answer (none expected: the account's quotas are unlimited). */
const BUSY_RETRIES = 3;
/**
 * Crawl settings for a world served on loopback by this process or the operator: the default
 * politeness (2 in flight, 250 ms apart per host) protects other people's servers, and a local world
 * puts every site on one host, which would make a 500-decedent crawl take minutes for nothing.
 */
export const LOOPBACK_HOST_CONCURRENCY = 8;
export const LOOPBACK_HOST_DELAY_MS = 0;
export const LOOPBACK_RETRY_BASE_DELAY_MS = 50;

export interface AccuracyRunOptions {
  /** A world folder; without it a world is generated from seed/decedents/living and served locally. */
  worldDir?: string;
  seed: number;
  decedents: number;
  living: number;
  depths: readonly BenchDepth[];
  concurrency?: number;
  /** Redis to use (tests pass the suite's); without it a private redis-server runs in the data dir. */
  redisUrl?: string;
  /** Chromium for browser-rendered sources (default: the VIGIL_CHROMIUM_PATH setting's default). */
  chromiumPath?: string;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Keep the temporary world and data directories (their paths are in the result). */
  keep?: boolean;
  /**
   * A generated world only: people its decedents take (`WorldOptions.people`), and how subjects are
   * made from its people.jsonl instead of `subjectsFromPeople` (the record-linkage benchmark).
   */
  people?: readonly GivenPerson[];
  subjectsFrom?: (people: PersonTruth[]) => Subject[];
}

/** What the crawl did, summed over sources. */
export interface CrawlSummary {
  sources: number;
  pagesFetched: number;
  obituariesExtracted: number;
  indexedDecedents: number;
  failedSources: number;
  errors: Record<string, number>;
  seconds: number;
}

/** Retrieval alone (issue 4): was the true decedent among the candidates, for decedents the index holds. */
export interface RetrievalSummary {
  /** Decedent subjects whose obituary was crawled into the index. */
  measured: number;
  retrieved: number;
  /** Subject ids whose true decedent was not among the candidates. */
  missed: string[];
  /**
   * Of `missed`, the subjects whose true decedent the keys of the names the other way round retrieve
   * (a record with first name and surname swapped): the matcher asks those when nothing answers to
   * the name as given, so such a decedent can still be a lead (`name_order_swapped`).
   */
  swappedRetrieved: string[];
}

/** Asks retrieval alone, per indexed decedent subject, whether the true decedent is a candidate. */
async function measureRetrieval(
  index: ObituaryIndex,
  subjects: AccuracyWorld['subjects'],
): Promise<RetrievalSummary> {
  const out: RetrievalSummary = { measured: 0, retrieved: 0, missed: [], swappedRetrieved: [] };
  for (const subject of subjects) {
    if (!subject.truth.deceased || subject.truth.obituary_urls.length === 0) continue;
    const owners = await index.ownersOf(subject.truth.obituary_urls);
    const trueId = [...owners.values()][0];
    if (trueId === undefined) continue;
    out.measured++;
    const query = parseVerifyRequest(subject.request, {});
    const recent = { ...query, searchDepth: 'recent' as const };
    const { retrieved } = await retrievalRecall(index, recent, trueId);
    if (retrieved) {
      out.retrieved++;
      continue;
    }
    out.missed.push(subject.subject_id);
    if ((await retrievalRecall(index, withNamesSwapped(recent), trueId)).retrieved)
      out.swappedRetrieved.push(subject.subject_id);
  }
  return out;
}

export interface AccuracyRun {
  retrieval: RetrievalSummary;
  world: AccuracyWorld;
  /** The generator options when the world was generated here. */
  generated: { seed: number; decedents: number; living: number } | null;
  scopes: Map<string, SubjectScope>;
  outcomes: SubjectOutcome[];
  crawl: CrawlSummary;
  seconds: number;
  dirs: { world: string; data: string };
}

/** Reads people.jsonl (the generator's truth per person). */
export function readPeople(path: string): PersonTruth[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as PersonTruth);
}

function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\./.test(h);
}

/** Hosts of the world's own sites: the result-page guard admits them (the operator chose this world). */
export function worldHosts(world: AccuracyWorld): string[] {
  const hosts = new Set<string>();
  for (const u of [...world.sources.map((s) => s.url), ...(world.search ? [world.search.url] : [])])
    hosts.add(new URL(u).hostname.replace(/^\[|\]$/g, ''));
  return [...hosts];
}

/** The verify body for one depth: the customer's request with search_depth set (or removed for auto). */
export function requestAtDepth(request: Record<string, unknown>, depth: BenchDepth): Record<string, unknown> {
  const body: Record<string, unknown> = { ...request };
  if (depth === 'auto') delete body.search_depth;
  else body.search_depth = depth;
  return body;
}

/** Sends one subject at one depth and records what the client saw. */
export async function verifySubject(
  apiUrl: string,
  key: string,
  subject: Subject,
  depth: BenchDepth,
): Promise<SubjectOutcome> {
  const body = JSON.stringify(requestAtDepth(subject.request, depth));
  let attempt = 0;
  for (;;) {
    const started = performance.now();
    try {
      const res = await fetch(`${apiUrl}/api/v1/verify`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      const text = await res.text();
      const latency = performance.now() - started;
      if ((res.status === 429 || res.status === 503) && attempt < BUSY_RETRIES) {
        attempt++;
        const wait = Number(res.headers.get('retry-after') ?? '1');
        await new Promise((r) => setTimeout(r, Math.min(5, Math.max(0.1, wait)) * 1000));
        continue;
      }
      if (res.status !== 200) {
        return {
          subject_id: subject.subject_id,
          depth,
          status: res.status,
          result: null,
          confidence: null,
          obituary_url: null,
          searched_depth: null,
          latency_ms: latency,
          error: text.slice(0, 300),
        };
      }
      const json = JSON.parse(text) as {
        result: VerifyOutcome;
        confidence: number;
        search_depth?: SearchDepth;
        match?: { obituary_url?: string };
        scoring_reasons?: string[];
      };
      return {
        subject_id: subject.subject_id,
        depth,
        status: 200,
        result: json.result,
        confidence: typeof json.confidence === 'number' ? json.confidence : null,
        obituary_url: json.match?.obituary_url ?? null,
        searched_depth: json.search_depth ?? null,
        latency_ms: latency,
        scoring_reasons: Array.isArray(json.scoring_reasons) ? json.scoring_reasons : [],
      };
    } catch (e) {
      return {
        subject_id: subject.subject_id,
        depth,
        status: 0,
        result: null,
        confidence: null,
        obituary_url: null,
        searched_depth: null,
        latency_ms: performance.now() - started,
        error: (e as Error).message,
      };
    }
  }
}

/** Runs tasks with at most `limit` in flight, in order of start. */
async function inFlight<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

function summarizeCrawl(stats: CrawlRunStats[], indexed: number, seconds: number): CrawlSummary {
  const errors: Record<string, number> = {};
  for (const s of stats) for (const [k, v] of Object.entries(s.errors)) errors[k] = (errors[k] ?? 0) + v;
  return {
    sources: stats.length,
    pagesFetched: stats.reduce((n, s) => n + s.pagesFetched, 0),
    obituariesExtracted: stats.reduce((n, s) => n + s.obituariesExtracted, 0),
    indexedDecedents: indexed,
    failedSources: stats.filter((s) => s.outcome !== 'completed').length,
    errors,
    seconds,
  };
}

/** Runs the whole benchmark and returns every answer; the report is made from it. */
export async function runAccuracy(opts: AccuracyRunOptions): Promise<AccuracyRun> {
  const log = opts.log ?? (() => undefined);
  const started = performance.now();
  const cleanup: Array<() => Promise<void> | void> = [];
  const tempDirs: string[] = [];
  try {
    let worldDir = opts.worldDir;
    let web: ObituaryWeb | null = null;
    if (!worldDir) {
      web = await startObituaryWeb({
        world: {
          seed: opts.seed,
          decedents: opts.decedents,
          living: opts.living,
          ...(opts.people ? { people: opts.people } : {}),
        },
        port: 0,
      });
      const served = web;
      cleanup.push(() => served.stop());
      worldDir = mkdtempSync(join(tmpdir(), 'vigil-bench-world-'));
      tempDirs.push(worldDir);
      const written = await writeWorld(worldDir, web);
      const people = readPeople(join(worldDir, 'people.jsonl'));
      writeSubjects(worldDir, opts.subjectsFrom?.(people) ?? subjectsFromPeople(people, opts.seed));
      log(
        `world: ${written.decedents} decedents, ${written.living} living controls, ${written.pages} obituary pages at ${web.url} (folder ${worldDir})`,
      );
    }
    // A generated world goes through the same reader as a hand-written one.
    const world = readWorld(worldDir);
    const today = typeof world.meta?.today === 'string' ? world.meta.today : null;

    const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-data-'));
    tempDirs.push(dataDir);
    const env: Record<string, string | undefined> = {
      VIGIL_DATA_DIR: dataDir,
      VIGIL_HOST: '127.0.0.1',
      VIGIL_PORT: '0',
      VIGIL_LOG_LEVEL: 'silent',
      VIGIL_REDIS_PREFIX: `bench:${randomBytes(4).toString('hex')}:`,
      VIGIL_SEARXNG_URL: world.search?.url,
      // The web fetch guard refuses loopback and private addresses unless the operator admits them.
      VIGIL_WEB_FETCH_ALLOW: worldHosts(world).join(','),
      REDIS_URL: opts.redisUrl,
      VIGIL_CHROMIUM_PATH: opts.chromiumPath,
    };
    let config = loadConfig(env);
    const redisTarget = await resolveRedis(config, silentLogger);
    if (redisTarget.owned) {
      const owned = redisTarget.owned;
      cleanup.push(() => owned.stop());
    }
    config = { ...config, redisUrl: redisTarget.url };
    const redis = createRedis(redisTarget.url);
    cleanup.push(() => redis.disconnect());
    const index = openSqliteIndex(join(dataPaths(dataDir).root, 'index'));
    cleanup.push(() => index.close());
    const webSource = createWebSearchSource(config, redis, silentLogger);
    // A generated world has a fixed "today"; the matcher's clock follows it so figures do not drift with the calendar.
    const matcher = new ObituaryMatcher({
      index,
      ...(webSource ? { web: webSource } : {}),
      ...(today ? { now: () => new Date(`${today}T12:00:00Z`) } : {}),
    });
    let api: RunningApi;
    try {
      api = await startApi(config, silentLogger, matcher);
    } catch (e) {
      await matcher.close();
      throw e;
    }
    cleanup.push(() => api.stop());

    const registered: CrawlSource[] = [];
    for (const s of world.sources) registered.push(await api.state.sources.add(parseSourceInput(s)));
    const loopback =
      world.sources.length > 0 && world.sources.every((s) => isLoopbackHost(new URL(s.url).hostname));
    const indexer = new Indexer(index);
    const indexedIds = new Set<string>();
    const crawlStarted = performance.now();
    log(`crawling ${registered.length} sources`);
    const stats = await crawlSources(registered, {
      sink: async (batch) => {
        const summary = await indexer.write(batch.map(noticeFromCrawl));
        for (const id of summary.written) indexedIds.add(id);
      },
      repository: api.state.sources,
      chromiumPath: config.chromiumPath,
      ...(loopback
        ? {
            hostConcurrency: LOOPBACK_HOST_CONCURRENCY,
            hostDelayMs: LOOPBACK_HOST_DELAY_MS,
            retryBaseDelayMs: LOOPBACK_RETRY_BASE_DELAY_MS,
          }
        : {}),
    });
    const crawl = summarizeCrawl(stats, indexedIds.size, (performance.now() - crawlStarted) / 1000);
    log(
      `crawled ${crawl.pagesFetched} pages, ${crawl.obituariesExtracted} obituaries -> ${crawl.indexedDecedents} decedents in ${crawl.seconds.toFixed(1)} s` +
        (crawl.failedSources > 0 ? ` (${crawl.failedSources} sources did not complete)` : ''),
    );

    const concurrency = opts.concurrency ?? VERIFY_CONCURRENCY;
    const account = await api.state.accounts.create({
      name: 'accuracy-benchmark',
      quotaPerMinute: null,
      quotaDaily: null,
      quotaMonthly: null,
      extendedConcurrency: concurrency,
    });
    const key = (await api.state.keys.issue(account.id, { kind: 'live', name: 'accuracy benchmark' })).secret;

    const retrieval = await measureRetrieval(index, world.subjects);
    log(
      `retrieval: true decedent among the candidates for ${retrieval.retrieved} of ${retrieval.measured} indexed decedents`,
    );

    const outcomes: SubjectOutcome[] = [];
    for (const depth of opts.depths) {
      const depthStarted = performance.now();
      const answers = new Map<string, SubjectOutcome>();
      await inFlight(world.subjects, concurrency, async (subject) => {
        answers.set(subject.subject_id, await verifySubject(api.url, key, subject, depth));
      });
      // Outcomes in subject order, whatever order they finished in.
      for (const s of world.subjects) outcomes.push(answers.get(s.subject_id)!);
      log(
        `depth ${depth}: ${world.subjects.length} subjects in ${((performance.now() - depthStarted) / 1000).toFixed(1)} s`,
      );
    }

    return {
      retrieval,
      world,
      generated: opts.worldDir ? null : { seed: opts.seed, decedents: opts.decedents, living: opts.living },
      scopes: subjectScopes(world.subjects, world.sources, world.search !== null),
      outcomes,
      crawl,
      seconds: (performance.now() - started) / 1000,
      dirs: { world: worldDir, data: dataDir },
    };
  } finally {
    for (const step of cleanup.reverse()) {
      try {
        await step();
      } catch {
        // Shutting down: one failed close must not hide the others or the run's own error.
      }
    }
    if (!opts.keep) for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
  }
}

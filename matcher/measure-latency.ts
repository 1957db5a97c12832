/**
 * Quick latency figure of `ObituaryMatcher.verify` at depth `recent` over an existing SQLite index
 * (for example one built by `npx tsx benchmarks/index-build.ts 100000 <dir>`). Queries are drawn
 * from the index itself (a decedent's name with a birth year and state, some with middle name or
 * city) plus as many names that are not in it (living people). Prints p50/p90/p99/max in ms.
 *
 *   npx tsx matcher/measure-latency.ts <index dir> [queries=2000]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import type { MatchContext, VerifyQuery } from '../core/verification.js';
import type { IndexedDecedent } from '../store/index/ports.js';
import { openSqliteIndex } from '../store/index/sqlite-index.js';
import { ObituaryMatcher } from './obituary-matcher.js';
import { query } from './testing/notices.js';

const WARM_UP = 200;

function sample(dir: string, count: number): IndexedDecedent[] {
  const file = readFileSync(join(dir, 'CURRENT'), 'utf8').trim();
  const db = new Database(join(dir, file), { readonly: true });
  const total = db.prepare('SELECT MAX(rid) FROM decedents').pluck().get() as number;
  const step = Math.max(1, Math.floor(total / count));
  const rows = db
    .prepare('SELECT doc FROM decedents WHERE rid % ? = 0 ORDER BY rid LIMIT ?')
    .pluck()
    .all(step, count) as string[];
  db.close();
  return rows.map((r) => JSON.parse(r) as IndexedDecedent);
}

function queryOf(d: IndexedDecedent, i: number): VerifyQuery {
  const state = d.residence?.state ?? d.sources[0]?.state ?? undefined;
  const words = d.displayName.split(/\s+/);
  const firstName = words[0] ?? d.name.given;
  const lastName = words[words.length - 1] ?? d.name.surname;
  const living = i % 2 === 1;
  return query({
    firstName,
    lastName: living ? `${lastName}son` : lastName,
    ...(i % 3 === 0 && d.name.middle[0] ? { middleName: d.name.middle[0] } : {}),
    ...(d.birthYear !== null ? { dob: { year: living ? d.birthYear + 1 : d.birthYear } } : {}),
    address: {
      ...(state ? { state } : {}),
      ...(i % 4 === 0 && d.residence?.city ? { city: d.residence.city } : {}),
    },
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: npx tsx matcher/measure-latency.ts <index dir> [queries]');
  const n = Number(process.argv[3] ?? 2000);
  const index = openSqliteIndex(dir);
  const matcher = new ObituaryMatcher({ index });
  const ctx: MatchContext = { accountId: 'bench', extendedProfile: false, maxLookbackYears: 10 };
  const queries = sample(dir, n + WARM_UP).map(queryOf);
  const outcomes = { found: 0, possible_match: 0, not_found: 0 };
  const times: number[] = [];
  // CPU time per query too: on a shared machine wall time includes waiting for a core.
  const cpuTimes: number[] = [];
  const cpu0 = process.cpuUsage();
  for (const [i, q] of queries.entries()) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = await matcher.verify(q, ctx);
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (i >= WARM_UP) {
      times.push(ms);
      cpuTimes.push((c.user + c.system) / 1000);
      outcomes[r.result]++;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      decedents: await index.count(),
      queries: times.length,
      p50_ms: Number(percentile(times, 50).toFixed(2)),
      p90_ms: Number(percentile(times, 90).toFixed(2)),
      p99_ms: Number(percentile(times, 99).toFixed(2)),
      max_ms: Number(times[times.length - 1]!.toFixed(2)),
      cpu_p50_ms: Number(percentile(cpuTimes, 50).toFixed(2)),
      cpu_p99_ms: Number(percentile(cpuTimes, 99).toFixed(2)),
      cpu_ms_per_query: Number(((cpu.user + cpu.system) / 1000 / queries.length).toFixed(2)),
      outcomes,
    }),
  );
  await matcher.close();
  await index.close();
}

await main();

/**
 * Index build benchmark: N synthetic decedents (names drawn from the reference frequency tables,
 * a third of them published again as a syndicated copy with the name written another way, each
 * with a family list) go through the indexer into a new SQLite index version, which is then
 * published. Prints wall time, notices per second and peak RSS. Extraction is not part of it.
 *
 *   npx tsx benchmarks/index-build.ts [decedents=100000] [dir] [--no-write]
 *
 * Issue 3's bar: 1,000,000 decedents in under 10 minutes with peak memory under 2 GB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteIndex } from '../store/index/sqlite-index.js';
import { Indexer } from '../indexer/indexer.js';
import type { NoticeInput } from '../indexer/observation.js';
import { syntheticNotices } from './synthetic-notices.js';
import { REINDEX_BATCH } from '../indexer/reindex.js';
import { machineLine, markdownTable, writeResultsSection } from './results.js';

/** Issue 3's bars for a 1,000,000-decedent build. */
const BUILD_SECONDS_TARGET = 600;
const PEAK_RSS_MB_TARGET = 2048;

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const write = !process.argv.includes('--no-write');
  const count = Number(args[0] ?? 100_000);
  const keepDir = args[1];
  const dir = keepDir ?? mkdtempSync(join(tmpdir(), 'vigil-build-bench-'));
  const index = openSqliteIndex(dir);
  const started = performance.now();
  const build = await index.beginBuild();
  const indexer = new Indexer(build.index);
  let batch: NoticeInput[] = [];
  let noticesSeen = 0;
  let created = 0;
  let merged = 0;
  for (const n of syntheticNotices(count)) {
    batch.push(n);
    noticesSeen++;
    if (batch.length >= REINDEX_BATCH) {
      const s = await indexer.write(batch);
      created += s.created;
      merged += s.merged;
      batch = [];
      if (noticesSeen % 100_000 < REINDEX_BATCH) {
        const secs = (performance.now() - started) / 1000;
        process.stderr.write(`${noticesSeen} notices, ${created} decedents, ${secs.toFixed(1)} s\n`);
      }
    }
  }
  const s = await indexer.write(batch);
  created += s.created;
  merged += s.merged;
  await build.publish();
  const seconds = (performance.now() - started) / 1000;
  const usage = process.resourceUsage();
  const peakRssMb = usage.maxRSS / 1024;
  // The build machines are shared: CPU time says what the build costs when wall time is inflated by others.
  const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  const decedents = await index.count();
  await index.close();
  const figures = {
    decedents,
    notices: noticesSeen,
    created,
    merged,
    seconds: Number(seconds.toFixed(1)),
    cpuSeconds: Number(cpuSeconds.toFixed(1)),
    noticesPerSecond: Math.round(noticesSeen / seconds),
    peakRssMb: Math.round(peakRssMb),
  };
  console.log(JSON.stringify({ ...figures, dir }));
  if (write) {
    const command = `npx tsx benchmarks/index-build.ts ${count}`;
    const md = [
      '## Index build (SQLite)',
      '',
      `Command: \`${command}\` · ${machineLine()}`,
      '',
      markdownTable(
        [
          'decedents',
          'notices',
          'merged copies',
          'wall',
          'CPU',
          'notices/s',
          'peak RSS',
          'bar (1M: < 600 s, < 2 GB)',
        ],
        [
          [
            decedents,
            noticesSeen,
            merged,
            `${figures.seconds} s`,
            `${figures.cpuSeconds} s`,
            figures.noticesPerSecond,
            `${figures.peakRssMb} MB`,
            count >= 1_000_000
              ? figures.seconds < BUILD_SECONDS_TARGET && figures.peakRssMb < PEAK_RSS_MB_TARGET
                ? 'pass'
                : 'FAIL'
              : 'smaller than the bar size',
          ],
        ],
      ),
    ].join('\n');
    writeResultsSection('index-build', md, { command, machine: machineLine(), ...figures });
  }
  if (!keepDir) rmSync(dir, { recursive: true, force: true });
}

await main();

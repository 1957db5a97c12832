/**
 * `vigil serve --api-processes N` opens the SQLite index once in the primary before forking, so a
 * file an older Vigil wrote is brought up to the current layout there, once, and not by workers
 * racing within their start-up time limit.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareIndexForWorkers } from '../../api/cluster.js';
import { dataPaths, warnOfStaleKeys } from '../../api/runtime.js';
import { loadConfig, type Config } from '../../core/config.js';
import { silentLogger } from '../../core/logger.js';
import { contractDecedent, withoutKeysUnderInitialSql } from '../../store/index/contract.js';
import type { VersionedObituaryIndex } from '../../store/index/ports.js';
import { FILE_LAYOUT_VERSION, openSqliteIndex } from '../../store/index/sqlite-index.js';
import { logSink } from '../support/log-sink.js';

let dir: string;
let config: Config;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-prepare-'));
  config = loadConfig({ VIGIL_DATA_DIR: dir, VIGIL_LOG_LEVEL: 'silent' });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function versionFile(): string {
  const indexDir = dataPaths(config.dataDir).index;
  return join(indexDir, readFileSync(join(indexDir, 'CURRENT'), 'utf8').trim());
}

describe('preparing the index before the API workers start', () => {
  it('brings a file of an older layout up to date once, in the calling process, and says so', async () => {
    const index = openSqliteIndex(dataPaths(config.dataDir).index);
    const decedent = contractDecedent({ id: 'dec_1', given: 'bill', surname: 'kessler', state: 'OH' });
    await index.write([{ decedent, observations: [], relatives: [] }]);
    await index.close();
    // As layout 7 wrote it: no keys under the initial of the name Bill stands for, in the rows or in
    // the document's list.
    const db = new Database(versionFile());
    db.exec(withoutKeysUnderInitialSql('w'));
    db.pragma('user_version = 7');
    db.close();

    const sink = logSink();
    expect(await prepareIndexForWorkers(config, sink.logger)).toEqual({ from: 7, to: FILE_LAYOUT_VERSION });
    expect(sink.entries()).toEqual([
      expect.objectContaining({
        level: 30,
        from: 7,
        to: FILE_LAYOUT_VERSION,
        msg: 'obituary index brought up to the current layout',
      }),
    ]);
    const check = new Database(versionFile(), { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(FILE_LAYOUT_VERSION);
    expect(check.prepare("SELECT COUNT(*) FROM decedent_keys WHERE key = 'si:kessler|w'").pluck().get()).toBe(
      1,
    );
    check.close();

    // Current now: a second start upgrades nothing and says nothing.
    const again = logSink();
    expect(await prepareIndexForWorkers(config, again.logger)).toBeNull();
    expect(again.lines).toEqual([]);
  });

  it('creates the index of a new data directory, and leaves an Elasticsearch deployment alone', async () => {
    expect(await prepareIndexForWorkers(config, silentLogger)).toBeNull();
    expect(readFileSync(join(dataPaths(config.dataDir).index, 'CURRENT'), 'utf8').trim()).toMatch(/^index-/);
    const es = loadConfig({
      VIGIL_DATA_DIR: join(dir, 'es'),
      VIGIL_LOG_LEVEL: 'silent',
      VIGIL_INDEX_BACKEND: 'elasticsearch',
      ELASTICSEARCH_URL: 'http://127.0.0.1:9',
    });
    expect(await prepareIndexForWorkers(es, silentLogger)).toBeNull();
  });

  it('warns of no stale keys on an SQLite index: it recomputes its own when opened', async () => {
    const sink = logSink();
    const index = openSqliteIndex(dataPaths(config.dataDir).index);
    try {
      expect((index as VersionedObituaryIndex).staleKeyScheme).toBeUndefined();
      await warnOfStaleKeys(index, sink.logger);
      expect(sink.lines).toEqual([]);
    } finally {
      await index.close();
    }
  });
});

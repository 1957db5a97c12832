/**
 * The embedded obituary index: one SQLite file per index version (better-sqlite3, WAL) in a directory,
 * with a `CURRENT` pointer file naming the version readers use. A rebuild writes a new file while the
 * current one keeps answering, then publishes it by renaming a new pointer over `CURRENT` (atomic on
 * POSIX); every reader, in this process or another, checks the pointer before each operation.
 *
 * Per version: `decedents` (JSON document + observations, integer row id), `decedent_keys`
 * (key, row id) clustered by key for retrieval, `decedent_names` (the folded name alone, a narrow
 * table read before any document), `decedent_summaries` (the retrieval projection of each document,
 * `RetrievedDecedent`), `name_changes`, `key_changes` and `relative_key_changes` (logs of the names,
 * summaries, key rows and exact-name relative key rows written, for the serving processes that keep
 * them in memory), `sources` (notice
 * URL -> row id), and the family lists
 * in `families` (one JSON list per decedent) / `relative_keys`, apart from the decedent keys so no
 * decedent query touches them.
 */
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { workContext, worksBegun } from '../../core/work-context.js';
import { surnameAmongMiddleNames } from '../../core/names/former-surname.js';
import { defaultNameLexicon, type NameLexicon } from '../../core/names/lexicon.js';
import { normalizeNamePart } from '../../core/names/normalize.js';
import type {
  CandidateQuery,
  CandidateRetrieval,
  DecedentRecord,
  IndexBuild,
  IndexedDecedent,
  IndexedRelative,
  NamePartForms,
  NameTest,
  NormalizedName,
  ObituaryIndex,
  RelativeQuery,
  RetrievedDecedent,
  SourceObservation,
  VersionedObituaryIndex,
} from './ports.js';
import {
  blockingKeysForDecedent,
  filedUnderStandForInitials,
  isMergeKey,
  isRelativeNameKey,
  publishedDay,
  RELATIVE_NAME_KEY_PREFIXES,
  relativeNameKey,
  stateKey,
  TYPO_KEY_MAX_LENGTH,
  TYPO_KEY_MIN_LENGTH,
  typoKeys,
} from './blocking-keys.js';
import { fnvBit, LiveKeyPostings, type KeyTableSource } from './key-postings.js';
import { RowCounter } from './row-counter.js';
import { retrievedDecedentOf, surnamePartKey } from './retrieved-decedent.js';
import { RowTexts } from './row-texts.js';
import { grownTo } from './typed-arrays.js';

/** How long a writer waits for another process's lock before SQLITE_BUSY (a large batch commit). */
export const INDEX_BUSY_TIMEOUT_MS = 10_000;
/**
 * Page cache per connection, in KiB. Serving: 64 MiB keeps the upper levels of the key B-tree of a
 * million-decedent index in memory. Building: 256 MiB keeps random key inserts mostly in memory, far
 * under the 2 GB peak the 1,000,000-decedent build may use.
 */
const SERVE_CACHE_KIB = 65_536;
const BUILD_CACHE_KIB = 262_144;
/**
 * Serving reads the file through a memory map of up to this size: a query at a million decedents
 * touches a few hundred pages, and reading them through the map instead of one read() call each
 * halved the system time per query. The kernel's page cache backs it, so it is shared by every
 * process serving the same version and costs no heap. SQLite caps the map at 2 GiB (its
 * compile-time SQLITE_MAX_MMAP_SIZE); pages past it are read as before. Not used while building.
 */
const SERVE_MMAP_BYTES = 2 * 1024 ** 3;

/**
 * The name log (`name_changes`): SQLite triggers on `decedent_names` and `decedent_summaries` record
 * the row id of every name and summary written or deleted, by any writer in any process, so a serving
 * process can keep the names and summaries it has read (`NameCache`) and drop exactly the ones that
 * changed. Writers prune it to this many entries; a
 * reader that fell further behind than that starts its cache afresh.
 */
const NAME_LOG_KEEP = 100_000;
/**
 * The key log (`key_changes`): the same for `decedent_keys`, the key of every row written or deleted,
 * so a serving process can keep the key table in memory (`LiveKeyPostings`). A decedent has about
 * thirty keys, so it keeps more entries.
 */
const KEY_LOG_KEEP = 1_000_000;
/**
 * The relative name log (`relative_key_changes`): the same for the exact-name relative keys (`rs:`,
 * `rp:`), so a serving process can keep their rows in memory too. A decedent lists about five
 * relatives, each with one such key.
 */
const RELATIVE_KEY_LOG_KEEP = 200_000;
/**
 * Decedents retrieval returned that the namesake test may name by id, kept while the file is
 * unchanged (their row ids stand until a commit); emptied when full.
 */
const RETRIEVED_ROWS_MAX = 100_000;
/** Triggers that log, in `name_changes`, the row id of every row of `table` written or deleted. */
function rowLogTriggers(prefix: string, table: string): string {
  return (['INSERT', 'UPDATE', 'DELETE'] as const)
    .map(
      (op) => `CREATE TRIGGER IF NOT EXISTS ${prefix}_log_${op.toLowerCase()} AFTER ${op} ON ${table}
  BEGIN INSERT INTO name_changes (rid) VALUES (${op === 'DELETE' ? 'OLD' : 'NEW'}.rid); END;`,
    )
    .join('\n');
}

/** `isRelativeNameKey` in SQL, over the column or value `key`. */
function isRelativeNameKeySql(key: string): string {
  return `(${RELATIVE_NAME_KEY_PREFIXES.map((p) => `substr(${key}, 1, ${p.length}) = '${p}'`).join(' OR ')})`;
}

const CHANGE_LOG_TRIGGERS = `
${rowLogTriggers('name', 'decedent_names')}
${rowLogTriggers('summary', 'decedent_summaries')}
CREATE TRIGGER IF NOT EXISTS key_log_insert AFTER INSERT ON decedent_keys
  BEGIN INSERT INTO key_changes (key) VALUES (NEW.key); END;
CREATE TRIGGER IF NOT EXISTS key_log_delete AFTER DELETE ON decedent_keys
  BEGIN INSERT INTO key_changes (key) VALUES (OLD.key); END;
CREATE TRIGGER IF NOT EXISTS relative_key_log_insert AFTER INSERT ON relative_keys
  WHEN ${isRelativeNameKeySql('NEW.key')}
  BEGIN INSERT INTO relative_key_changes (key) VALUES (NEW.key); END;
CREATE TRIGGER IF NOT EXISTS relative_key_log_delete AFTER DELETE ON relative_keys
  WHEN ${isRelativeNameKeySql('OLD.key')}
  BEGIN INSERT INTO relative_key_changes (key) VALUES (OLD.key); END;
`;
/**
 * Names and summaries a serving process keeps: all of them, read when retrieval is first used
 * (`warm`), up to this bound; past it, the ones asked about recently. At a million decedents a query
 * reads about two hundred names to keep the fifteen that can match, and the summaries of those
 * fifteen; read from the file, each was most of a retrieval. The summaries (about 520 characters
 * each at a million decedents) added about 570 MB to a warmed process's heap there. Emptied when full.
 */
const NAME_CACHE_MAX = 2_000_000;
/** Names read per slice while filling the name cache. */
const NAME_FILL_SLICE = 20_000;

/** Queries with at most this many keys are first probed key by key (see `candidates`). */
const PROBE_FIRST_MAX_KEYS = 4;

/**
 * Layout version of a version file (`PRAGMA user_version`). 1 added `decedent_names`; 2 the `dmo:`
 * merge keys of decedents whose death date is a month without a day; 3 the `counters` row that holds
 * the decedent count; 4 the `sd:` typo keys (`typoKeys`); 5 a `relative_names` table, replaced in 6
 * by the exact-name relative keys (`rs:`, `rp:`; `relativeNameKey`) in `relative_keys`; 7 the
 * `decedent_summaries` table; 8 the name keys under the initials of the names a given name or
 * nickname stands for (Bill -> w, `blockingKeysForDecedent`); 9 a surname among the middle names
 * filed as a former surname (`surnameAmongMiddleNames`), and the keys of each word of a surname written
 * in two words ("Hernandez Garcia", `surnameVariants`); 10 the publication dates of the sources of
 * a decedent with no death date, and its `np:` keys (`withPublishedDates`). A file written before any of them is
 * brought up to date once when first opened (seconds at a million decedents; the `sd:` keys, the
 * relative-name keys and the summaries about a minute each), so an upgrade needs no reindex.
 * Upgrades only add: layout 6 leaves an older file's `relative_names` in place, no longer read or
 * written, so a process of an earlier Vigil still serving the file keeps working (its survivor-name
 * check sees the names as they were at the upgrade); a rebuild writes a file without it.
 */
export const FILE_LAYOUT_VERSION = 10;

/**
 * Layout 4: the `sd:` keys of every `si:` key, derived in SQL by the rule of `typoKeys` (an `si:`
 * surname of TYPO_KEY_MIN_LENGTH to TYPO_KEY_MAX_LENGTH letters a-z, each letter but the first
 * dropped in turn). The documents of such a file keep their key lists; `storedKeys` adds the derived
 * keys when it removes a decedent's rows.
 */
const DERIVE_TYPO_KEYS = `WITH RECURSIVE
  pos(j) AS (SELECT 2 UNION ALL SELECT j + 1 FROM pos WHERE j < ${TYPO_KEY_MAX_LENGTH}),
  si(rid, s, tail) AS (
    SELECT rid, substr(key, 4, instr(key, '|') - 4), substr(key, instr(key, '|'))
    FROM decedent_keys WHERE key >= 'si:' AND key < 'si;')
  INSERT OR IGNORE INTO decedent_keys (key, rid)
  SELECT 'sd:' || substr(s, 1, j - 1) || substr(s, j + 1) || tail, rid
  FROM si JOIN pos ON j <= length(s)
  WHERE length(s) BETWEEN ${TYPO_KEY_MIN_LENGTH} AND ${TYPO_KEY_MAX_LENGTH} AND s NOT GLOB '*[^a-z]*'
  ORDER BY 1, 2`;

/**
 * The top rows of a key lookup (parameters: the keys as a JSON list, the limit), chosen on the key
 * table alone: most shared keys first, then row id. The statements that read candidates or their ids
 * select from it; `retrieve` counts the same order in `topByCount`.
 */
const TOP_BY_SHARED_KEYS = `WITH top AS (
  SELECT rid, COUNT(*) AS n FROM decedent_keys
  WHERE key IN (SELECT value FROM json_each(?))
  GROUP BY rid ORDER BY n DESC, rid ASC LIMIT ?)`;

/**
 * The top relative rows of a key lookup (parameters: the keys as a JSON list, the limit): most shared
 * keys first, then row id and seq. `relativeCandidates` selects from it.
 */
const TOP_RELATIVES_BY_SHARED_KEYS = `WITH top AS (
  SELECT rid, seq, COUNT(*) AS n FROM relative_keys
  WHERE key IN (SELECT value FROM json_each(?))
  GROUP BY rid, seq ORDER BY n DESC, rid ASC, seq ASC LIMIT ?)`;

/**
 * SQL function of the layout-6 upgrade: `relativeNameKey` of a family-list element's kind and names
 * (NULL when it has none), so the keys are derived by the same code that writes them.
 */
const RELATIVE_NAME_KEY_SQL_FUNCTION = 'vigil_relative_name_key';

/**
 * Layout 6: the exact-name key of every stored relative, derived from the family lists. The lists of
 * such a file keep their key lists; `storedRelativeKeys` adds the derived key when it removes a
 * relative's rows.
 */
const DERIVE_RELATIVE_NAME_KEYS = `INSERT OR IGNORE INTO relative_keys (key, rid, seq)
  SELECT key, rid, seq FROM (
    SELECT ${RELATIVE_NAME_KEY_SQL_FUNCTION}(json_extract(r.value, '$.kind'), json_extract(r.value, '$.given'),
             json_extract(r.value, '$.surname')) AS key,
           f.rid AS rid, json_extract(r.value, '$.seq') AS seq
    FROM families f, json_each(f.relatives) r)
  WHERE key IS NOT NULL
  ORDER BY 1, 2, 3`;

/** The key list of a stored document by the current rule, or null when it adds nothing (layout 8). */
function rekeyed(d: IndexedDecedent): string[] | null {
  const stored = new Set(storedKeys(d));
  const keys = blockingKeysForDecedent(d);
  return keys.some((k) => !stored.has(k)) ? [...new Set([...stored, ...keys])].sort() : null;
}

/**
 * Layout 9: a stored document with the former surname its middle names carry
 * (`surnameAmongMiddleNames`, which reads the middle names as written: the display name's words),
 * or null when the rule adds none. Only a name with no former surname can gain one: a written
 * maiden name is the former surname, and the rule stops there.
 */
function withMiddleSurname(d: IndexedDecedent, lexicon: NameLexicon): IndexedDecedent | null {
  const n = d.name;
  if (n.former.length > 0 || n.middle.length === 0) return null;
  const shown = d.displayName.split(/\s+/);
  const written = n.middle.map((m) => shown.find((w) => normalizeNamePart(w) === m) ?? m);
  const former = surnameAmongMiddleNames({ middle: written, maiden: [] }, lexicon);
  return former === null ? null : { ...d, name: { ...n, former: [former] } };
}

/**
 * Layout 10: a stored document whose sources carry the publication dates its observations hold
 * (`NoticeSource.publishedDate`), by which a decedent with no death date is keyed (`np:`).
 */
function withPublishedDates(d: IndexedDecedent, observations: readonly SourceObservation[]): IndexedDecedent {
  const published = new Map(observations.map((o) => [o.url, publishedDay(o.facts.publishedDate)]));
  return { ...d, sources: d.sources.map((s) => ({ ...s, publishedDate: published.get(s.url) ?? null })) };
}

/**
 * Whether a stored name may gain keys or a former surname by the layout-9 rules (a cheap first test,
 * on the folded name alone): a surname of two words, or the rule of `surnameAmongMiddleNames` with
 * every middle name taken as capitalised (the display name decides that when the document is read).
 */
function mayGainByLayout9(n: NormalizedName, lexicon: NameLexicon): boolean {
  if ([n.surname, ...n.former].some((s) => /\s/.test(s))) return true;
  if (n.former.length > 0) return false;
  return (
    surnameAmongMiddleNames(
      { middle: n.middle.map((m) => m.charAt(0).toUpperCase() + m.slice(1)), maiden: [] },
      lexicon,
    ) !== null
  );
}

/** SQL function of the layout-7 upgrade: the stored summary of a document (`summaryOf`). */
const SUMMARY_SQL_FUNCTION = 'vigil_decedent_summary';

const POINTER_FILE = 'CURRENT';
const VERSION_FILE = /^index-(\d{6})\.sqlite$/;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS decedents (
  rid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  doc TEXT NOT NULL,
  observations TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS decedent_keys (
  key TEXT NOT NULL,
  rid INTEGER NOT NULL,
  PRIMARY KEY (key, rid)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS decedent_names (
  rid INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS decedent_summaries (
  rid INTEGER PRIMARY KEY,
  summary TEXT NOT NULL
);
-- A summary goes with the document it was made from, whoever changes or deletes it: a writer that
-- does not know summaries (an earlier Vigil) leaves the row without one, and retrieval reads its
-- document until a summary is written again.
CREATE TRIGGER IF NOT EXISTS summary_of_changed_doc AFTER UPDATE OF doc ON decedents
  BEGIN DELETE FROM decedent_summaries WHERE rid = NEW.rid; END;
CREATE TRIGGER IF NOT EXISTS summary_of_deleted_doc AFTER DELETE ON decedents
  BEGIN DELETE FROM decedent_summaries WHERE rid = OLD.rid; END;
CREATE TABLE IF NOT EXISTS sources (
  url TEXT PRIMARY KEY,
  rid INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS families (
  rid INTEGER PRIMARY KEY,
  relatives TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS name_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  rid INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS key_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS relative_key_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS counters (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS relative_keys (
  key TEXT NOT NULL,
  rid INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  PRIMARY KEY (key, rid, seq)
) WITHOUT ROWID;
`;

/** Whether ascending `rows` holds `rid` (binary search). */
function sortedIncludes(rows: ArrayLike<number>, rid: number): boolean {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = rows[mid]!;
    if (v === rid) return true;
    if (v < rid) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * `read`, shared by the lookups that may use one value: within a unit of work (an API request,
 * core/work-context.ts), any value read after that work began, so a request reads the file's state
 * once however its calls are spread over tasks; outside one, the lookups of one synchronous stretch
 * (until the microtasks already queued have run). Either way a request reads afresh what it finds
 * older than itself, so a version published before it arrived is seen.
 */
export function sharedWithinTask<T>(read: () => T): (() => T) & { forget(): void } {
  // Within the current synchronous stretch.
  let held = false;
  // `worksBegun()` when last read: every work that had begun by then may use the value.
  let readWhen = -1;
  let value: T;
  const shared = (): T => {
    const work = workContext.getStore();
    if (work === undefined ? !held : readWhen < work.began) {
      value = read();
      readWhen = worksBegun();
      if (!held) {
        held = true;
        queueMicrotask(() => {
          held = false;
        });
      }
    }
    return value;
  };
  /** For a change this process makes itself: the next call reads afresh. */
  shared.forget = (): void => {
    held = false;
    readWhen = -1;
  };
  return shared;
}

/**
 * The key rows a stored decedent has: its key list, plus the `sd:` keys a layout-4 upgrade derived
 * for a document written before they existed (for a newer document they are in the list already).
 */
function storedKeys(d: IndexedDecedent): string[] {
  const typo = typoKeys(d.blockingKeys);
  return typo.length === 0 ? d.blockingKeys : [...new Set([...d.blockingKeys, ...typo])];
}

/**
 * The key rows a stored relative has: its key list, plus the exact-name key a layout-6 upgrade
 * derived for a list written before those keys existed (for a newer list it is there already).
 */
function storedRelativeKeys(rel: IndexedRelative): string[] {
  const exact = relativeNameKey(rel.kind, rel.given, rel.surname);
  return exact === null || rel.blockingKeys.includes(exact) ? rel.blockingKeys : [...rel.blockingKeys, exact];
}

interface DocRow {
  doc: string;
}

/** The stored summary of a decedent: its retrieval projection as JSON. */
function summaryOf(d: RetrievedDecedent): string {
  return JSON.stringify(retrievedDecedentOf(d));
}

/**
 * Names and summaries read from one served file, each kept until the name log (`name_changes`) shows
 * its row was written again or deleted. `sync` runs before every use; a log pruned past the last entry
 * seen (a reader idle through more than NAME_LOG_KEEP writes) empties the cache instead.
 */
export class NameCache {
  /**
   * Names by row id: row ids are dense, and reading an array by index is cheaper than a hash lookup in
   * a Map of a million entries.
   */
  private names: Array<NormalizedName | undefined> = [];
  private nameCount = 0;
  /**
   * The cached names by part, for a name test in parts (`NameTest`, `admitter`). At 3 * rid: the id of
   * the row's surname and former surnames plus one (0: no parts held), the id of its given name and
   * nickname, and its middle names' bits (`middleBit`). A query's eighty or so names share a few
   * dozen parts, and the test then reads one small entry a row instead of the name object and its
   * strings, spread over the heap.
   */
  private byPart = new Int32Array(0);
  private readonly surnameParts = new PartTable<SurnamePart>();
  private readonly givenParts = new PartTable<GivenPart>();
  /**
   * Summaries as stored (JSON text), parsed only for the rows a query admits; outside the heap
   * (`RowTexts`), where a million of them do not slow every young-generation collection.
   */
  private readonly summaries = new RowTexts();
  private seen: number | null = null;
  private seenVersion: string | undefined;

  constructor(
    private readonly changesSince: (seq: number) => Array<{ seq: number; rid: number }>,
    private readonly logEnd: () => number,
    private readonly max = NAME_CACHE_MAX,
    /** A value that changes whenever the file may have changed; while it stays, the log is not read. */
    private readonly version?: () => string,
  ) {}

  /** Forgets the names and summaries written since the last sync. */
  sync(): void {
    const version = this.version?.();
    if (version !== undefined && version === this.seenVersion) return;
    this.seenVersion = version;
    if (this.seen === null) {
      this.clear();
      this.seen = this.logEnd();
      return;
    }
    const changes = this.changesSince(this.seen);
    if (changes.length === 0) return;
    // The log numbers entries without gaps; a gap means entries this reader never saw were pruned.
    if (changes[0]!.seq !== this.seen + 1) this.clear();
    else {
      for (const c of changes) {
        this.deleteName(c.rid);
        this.summaries.delete(c.rid);
      }
    }
    this.seen = changes[changes.length - 1]!.seq;
  }

  get(rid: number): NormalizedName | undefined {
    return this.names[rid];
  }

  summary(rid: number): string | undefined {
    return this.summaries.get(rid);
  }

  /**
   * Reads every stored name and summary, in slices of NAME_FILL_SLICE rows between other work, up to
   * the bound. A row changed after its slice was read is dropped by `sync` like any other.
   */
  async fill(
    rowsAfter: (rid: number, limit: number) => Array<{ rid: number; name: string; summary: string | null }>,
    isOpen: () => boolean,
  ): Promise<void> {
    this.sync();
    let after = 0;
    while (isOpen()) {
      const rows = rowsAfter(after, NAME_FILL_SLICE);
      for (const r of rows) {
        if (this.nameCount >= this.max) return;
        if (this.names[r.rid] === undefined) this.setName(r.rid, JSON.parse(r.name) as NormalizedName);
        if (r.summary !== null && !this.summaries.has(r.rid)) this.summaries.set(r.rid, r.summary);
      }
      if (rows.length < NAME_FILL_SLICE) return;
      after = rows[rows.length - 1]!.rid;
      await nextTurn();
    }
  }

  set(rid: number, name: NormalizedName): void {
    if (this.nameCount >= this.max) this.clear();
    this.setName(rid, name);
  }

  setSummary(rid: number, summary: string): void {
    if (this.summaries.size >= this.max) this.clear();
    this.summaries.set(rid, summary);
  }

  get size(): number {
    return this.nameCount;
  }

  /**
   * `test` over the cached names, by part when it comes in parts: each distinct surname part and
   * given-name part is asked once per call of this, and the whole test only for a row one of whose
   * middle names may be the query's first name. Per row: whether the test admits its name, or
   * undefined when no name of the row is cached. Null for a test without parts. Valid until the cache
   * next changes.
   */
  admitter(test: NameTest): ((rid: number) => boolean | undefined) | null {
    const parts = test.parts;
    if (!parts) return null;
    const prepared = parts.prepared;
    const surnameParts = this.surnameParts;
    const givenParts = this.givenParts;
    let surnameAgrees: (id: number) => boolean;
    let givenAgrees: (id: number) => boolean;
    if (prepared) {
      const { forms } = prepared;
      const surnameForms = (p: SurnamePart): unknown => forms.surnames(p.surname, p.former);
      const givenForms = (p: GivenPart): unknown => forms.given(p.given, p.nickname);
      surnameAgrees = surnameParts.answerer((_, id) =>
        prepared.surnames(surnameParts.formsOf(id, forms, surnameForms)),
      );
      givenAgrees = givenParts.answerer((_, id) => prepared.given(givenParts.formsOf(id, forms, givenForms)));
    } else {
      surnameAgrees = surnameParts.answerer((p) => parts.surnames(p.surname, p.former));
      givenAgrees = givenParts.answerer((p) => parts.given(p.given, p.nickname));
    }
    const bit = parts.middleAsGiven === null ? 0 : middleBit(parts.middleAsGiven);
    const { byPart, names } = this;
    return (rid) => {
      const at = rid * 3;
      if (!(at >= 0 && at < byPart.length)) return undefined;
      const sid = byPart[at]! - 1;
      if (sid < 0) return undefined;
      if (!surnameAgrees(sid)) return false;
      if (givenAgrees(byPart[at + 1]!)) return true;
      if ((byPart[at + 2]! & bit) === 0) return false;
      const name = names[rid];
      return name === undefined ? undefined : test(name);
    };
  }

  private setName(rid: number, name: NormalizedName): void {
    if (this.names[rid] === undefined) this.nameCount++;
    this.names[rid] = name;
    this.setParts(rid, name);
  }

  /** Files the name's parts under the row (`byPart`); a row id past the bound keeps none. */
  private setParts(rid: number, name: NormalizedName): void {
    if (!Number.isInteger(rid) || rid < 0 || rid > PARTS_MAX_ROW_ID) return;
    // Parts of names long gone pile up as rows are written again; past the bound, start over (the rows
    // filed before are then tested whole).
    if (this.surnameParts.size >= this.max || this.givenParts.size >= this.max) this.clearParts();
    this.byPart = grownTo(this.byPart, (rid + 1) * 3);
    const surnameKey = surnamePartKey(name);
    const sid =
      this.surnameParts.idOf(surnameKey) ??
      this.surnameParts.add(surnameKey, { surname: name.surname, former: name.former });
    const givenKey = name.nickname === null ? name.given : `${name.given}\u0000${name.nickname}`;
    const gid =
      this.givenParts.idOf(givenKey) ??
      this.givenParts.add(givenKey, { given: name.given, nickname: name.nickname });
    let bits = 0;
    for (const m of name.middle) bits |= middleBit(m);
    this.byPart[rid * 3] = sid + 1;
    this.byPart[rid * 3 + 1] = gid;
    this.byPart[rid * 3 + 2] = bits;
  }

  private deleteName(rid: number): void {
    if (this.names[rid] === undefined) return;
    this.names[rid] = undefined;
    this.nameCount--;
    if (rid * 3 < this.byPart.length) this.byPart[rid * 3] = 0;
  }

  private clear(): void {
    this.names = [];
    this.nameCount = 0;
    this.clearParts();
    this.summaries.clear();
  }

  private clearParts(): void {
    this.byPart = new Int32Array(0);
    this.surnameParts.clear();
    this.givenParts.clear();
  }
}

type SurnamePart = Pick<NormalizedName, 'surname' | 'former'>;
type GivenPart = Pick<NormalizedName, 'given' | 'nickname'>;

/** Distinct parts of names by small id, in the order first seen. */
class PartTable<T> {
  private readonly ids = new Map<string, number>();
  readonly parts: T[] = [];
  /** Per part, its forms as `formsBy` prepares them (see `NameTestParts.prepared`), made when first asked. */
  private forms: unknown[] = [];
  private formsBy: NamePartForms | null = null;
  /** Per part, the round (`answerer`) its answer was given in, and the answer. */
  private rounds = new Int32Array(0);
  private answers = new Uint8Array(0);
  private round = 0;

  get size(): number {
    return this.parts.length;
  }

  /** The id of the part filed under `key`, if any. */
  idOf(key: string): number | undefined {
    return this.ids.get(key);
  }

  /** Files a part not yet filed under `key`; its id. */
  add(key: string, part: T): number {
    const id = this.parts.length;
    this.parts.push(part);
    this.ids.set(key, id);
    return id;
  }

  /**
   * `ask` asked at most once per part: a function from a part's id to its answer, for one query. Two
   * answerers may be used side by side; each keeps its own answers apart by its round.
   */
  answerer(ask: (part: T, id: number) => boolean): (id: number) => boolean {
    this.rounds = grownTo(this.rounds, this.parts.length);
    this.answers = grownTo(this.answers, this.rounds.length);
    if (this.round === 0x7fffffff) {
      this.rounds.fill(0);
      this.round = 0;
    }
    const round = ++this.round;
    const { rounds, answers, parts } = this;
    return (id) => {
      if (id < rounds.length && rounds[id] === round) return answers[id] === 1;
      const answer = ask(parts[id]!, id);
      if (id < rounds.length) {
        rounds[id] = round;
        answers[id] = answer ? 1 : 0;
      }
      return answer;
    };
  }

  /**
   * The part's forms as `by` prepares them with `make`, made once and kept while every caller hands
   * the same `by` (another drops them all).
   */
  formsOf(id: number, by: NamePartForms, make: (part: T) => unknown): unknown {
    if (by !== this.formsBy) {
      this.forms = [];
      this.formsBy = by;
    }
    let forms = this.forms[id];
    if (forms === undefined) {
      forms = make(this.parts[id]!);
      this.forms[id] = forms;
    }
    return forms;
  }

  clear(): void {
    this.ids.clear();
    this.parts.length = 0;
    this.forms = [];
    this.rounds = new Int32Array(0);
    this.answers = new Uint8Array(0);
  }
}

/** Row ids up to this keep their names' parts (`NameCache.byPart`, 12 bytes a row up to the largest). */
const PARTS_MAX_ROW_ID = 1 << 26;

/**
 * One of 32 bits for a middle name: FNV-1a over its letters a-z, everything else dropped, as
 * `NameTest` allows. Two names equal in those letters always get the same bit.
 */
function middleBit(name: string): number {
  return fnvBit(name, true);
}

export interface SqliteIndexOptions {
  /**
   * Whether a served file loads its key table (`LiveKeyPostings`) and all names into memory when
   * retrieval is first used (default true). Answers are the same either way; false reads every key
   * from the file and keeps only the names it has read (tests compare the two).
   */
  loadIntoMemory?: boolean;
}

/** One index version file: the tables and prepared statements. Synchronous; the wrapper makes it async. */
class SqliteIndexFile {
  readonly db: Database.Database;
  private readonly st;
  /**
   * While building, only merge keys (the indexer's lookups) go into `decedent_keys` as decedents are
   * written; every other key, and every relative key, is inserted once at the end from the final
   * documents, in key order. Inserting 37 keys per decedent at random places in a B-tree far larger
   * than the cache was most of a million-decedent build. Any other lookup on a build in progress
   * inserts them first and keeps keys live from then on, so answers never depend on the mode.
   */
  private deferKeys: boolean;
  /** Names read from a served file (null while building: a build logs no name changes). */
  private readonly nameCache: NameCache | null;
  /** The key table in memory, for a served file (null while building). */
  private readonly keyTable: LiveKeyPostings | null;
  /**
   * The rows of the exact-name relative keys (`rs:`, `rp:`) in memory, for a served file: the
   * survivor-name check and the namesake test read them instead of probing `relative_keys`. At a
   * million decedents that is about two million keys over five million rows.
   */
  private readonly relativeNameTable: LiveKeyPostings | null;
  /** Id -> row id of decedents retrieval returned, valid while `version()` is `retrievedVersion`. */
  private readonly retrievedRows = new Map<string, number>();
  private retrievedVersion = '';
  /** Changes whenever the file may have changed: another connection's commit or one of this one's. */
  private readonly version: () => string;
  private namesFilling: Promise<void> | null = null;
  /** Counts `topByCount`'s shared keys by row. */
  private readonly rowCounter = new RowCounter();
  /** The layout this file had when this connection brought it up to date, or null (already current). */
  layoutUpgradedFrom: number | null = null;
  /** Write transactions this connection committed (its own writes leave `data_version` as it is). */
  private writes = 0;

  constructor(path: string, mode: 'serve' | 'build', options: SqliteIndexOptions = {}) {
    this.deferKeys = mode === 'build';
    this.db = new Database(path);
    // A build is private until published and thrown away if the process dies, so it keeps its
    // rollback journal in memory: every page is written once, to the file, instead of to the WAL and
    // again at each checkpoint. finish() switches it to WAL for serving.
    this.db.pragma(mode === 'build' ? 'journal_mode = MEMORY' : 'journal_mode = WAL');
    // A build is thrown away if the process dies, so it need not survive power loss mid-way.
    this.db.pragma(mode === 'build' ? 'synchronous = OFF' : 'synchronous = NORMAL');
    this.db.pragma(`busy_timeout = ${INDEX_BUSY_TIMEOUT_MS}`);
    this.db.pragma(`cache_size = -${mode === 'build' ? BUILD_CACHE_KIB : SERVE_CACHE_KIB}`);
    // The end-of-build key sort spills to temporary files beyond the cache instead of growing the heap.
    this.db.pragma(mode === 'build' ? 'temp_store = FILE' : 'temp_store = MEMORY');
    if (mode === 'serve') this.db.pragma(`mmap_size = ${SERVE_MMAP_BYTES}`);
    this.db.exec(SCHEMA);
    this.upgradeLayout();
    // A build is read only by its own writer until published; a served file logs its name and key
    // changes.
    if (mode === 'serve') this.db.exec(CHANGE_LOG_TRIGGERS);
    const db = this.db;
    this.st = {
      // The top `limit` rows are chosen on the key table alone (shared keys, then row id) and only
      // their documents are read: carrying every hit's document through the sort cost three times
      // the whole query at a million decedents, where a common name has a thousand hits.
      candidates: db.prepare<[string, number]>(
        `${TOP_BY_SHARED_KEYS}
         SELECT d.doc FROM top t JOIN decedents d ON d.rid = t.rid ORDER BY t.n DESC, t.rid ASC`,
      ),
      candidatesInState: db.prepare<[string, string, number]>(
        `WITH top AS (
           SELECT k.rid AS rid, COUNT(*) AS n FROM decedent_keys k
           WHERE k.key IN (SELECT value FROM json_each(?))
             AND EXISTS (SELECT 1 FROM decedent_keys s WHERE s.key = ? AND s.rid = k.rid)
           GROUP BY k.rid ORDER BY n DESC, k.rid ASC LIMIT ?)
         SELECT d.doc FROM top t JOIN decedents d ON d.rid = t.rid ORDER BY t.n DESC, t.rid ASC`,
      ),
      // `retrieve`: each key's rows (counted in `topByCount`), then the names of the top rows, read
      // before any document. A row written before the names table existed has none and is tested
      // on its document instead.
      ridsOfKey: db.prepare<[string]>('SELECT rid FROM decedent_keys WHERE key = ?').pluck(),
      namesByRids: db.prepare<[string]>(
        'SELECT rid, name AS text FROM decedent_names WHERE rid IN (SELECT value FROM json_each(?))',
      ),
      nameChangesSince: db.prepare<[number]>('SELECT seq, rid FROM name_changes WHERE seq > ? ORDER BY seq'),
      nameLogEnd: db.prepare('SELECT COALESCE(MAX(seq), 0) FROM name_changes').pluck(),
      pruneNameLog: db.prepare<[number]>(
        'DELETE FROM name_changes WHERE seq <= (SELECT MAX(seq) FROM name_changes) - ?',
      ),
      namesAfter: db.prepare<[number, number]>(
        `SELECT n.rid AS rid, n.name AS name, s.summary AS summary
         FROM decedent_names n LEFT JOIN decedent_summaries s ON s.rid = n.rid
         WHERE n.rid > ? ORDER BY n.rid LIMIT ?`,
      ),
      summariesByRids: db.prepare<[string]>(
        'SELECT rid, summary AS text FROM decedent_summaries WHERE rid IN (SELECT value FROM json_each(?))',
      ),
      upsertSummary: db.prepare<[number, string]>(
        `INSERT INTO decedent_summaries (rid, summary) VALUES (?, ?)
         ON CONFLICT (rid) DO UPDATE SET summary = excluded.summary WHERE summary IS NOT excluded.summary`,
      ),
      // Each key once with its row ids, in key order: a third of the time of reading row by row.
      keysAfter: db
        .prepare<[string, number]>(
          'SELECT key, group_concat(rid) FROM decedent_keys WHERE key > ? GROUP BY key ORDER BY key LIMIT ?',
        )
        .raw(),
      keyChangesSince: db.prepare<[number, number]>(
        'SELECT seq, key FROM key_changes WHERE seq > ? ORDER BY seq LIMIT ?',
      ),
      keyLogEnd: db.prepare('SELECT COALESCE(MAX(seq), 0) FROM key_changes').pluck(),
      // A decedent listing two relatives of one name holds the key twice (seq apart): its row once.
      relativeNameKeysBetween: db
        .prepare<[string, string, number]>(
          `SELECT key, group_concat(DISTINCT rid) FROM relative_keys WHERE key > ? AND key < ?
           GROUP BY key ORDER BY key LIMIT ?`,
        )
        .raw(),
      ridsOfRelativeKey: db
        .prepare<[string]>('SELECT DISTINCT rid FROM relative_keys WHERE key = ? ORDER BY rid')
        .pluck(),
      relativeKeyChangesSince: db.prepare<[number, number]>(
        'SELECT seq, key FROM relative_key_changes WHERE seq > ? ORDER BY seq LIMIT ?',
      ),
      relativeKeyLogEnd: db.prepare('SELECT COALESCE(MAX(seq), 0) FROM relative_key_changes').pluck(),
      pruneRelativeKeyLog: db.prepare<[number]>(
        'DELETE FROM relative_key_changes WHERE seq <= (SELECT MAX(seq) FROM relative_key_changes) - ?',
      ),
      // Changes when another connection commits to the file (this one's own writes are counted apart).
      dataVersion: db.prepare('PRAGMA data_version').pluck(),
      pruneKeyLog: db.prepare<[number]>(
        'DELETE FROM key_changes WHERE seq <= (SELECT MAX(seq) FROM key_changes) - ?',
      ),
      docsByRids: db.prepare<[string]>(
        'SELECT rid, doc FROM decedents WHERE rid IN (SELECT value FROM json_each(?))',
      ),
      upsertName: db.prepare<[number, string]>(
        // An unchanged name is not rewritten, so the name log records only real changes.
        `INSERT INTO decedent_names (rid, name) VALUES (?, ?)
         ON CONFLICT (rid) DO UPDATE SET name = excluded.name WHERE name IS NOT excluded.name`,
      ),
      deleteName: db.prepare<[number]>('DELETE FROM decedent_names WHERE rid = ?'),
      candidateIds: db.prepare<[string, number]>(
        `${TOP_BY_SHARED_KEYS}
         SELECT d.id FROM top t JOIN decedents d ON d.rid = t.rid ORDER BY t.n DESC, t.rid ASC`,
      ),
      existingIds: db.prepare<[string]>(
        'SELECT id FROM decedents WHERE id IN (SELECT value FROM json_each(?))',
      ),
      materializeDecedentKeys: db.prepare(
        `INSERT OR IGNORE INTO decedent_keys (key, rid)
         SELECT k.value, d.rid FROM decedents d, json_each(d.doc, '$.blockingKeys') k
         ORDER BY 1, 2`,
      ),
      materializeRelativeKeys: db.prepare(
        `INSERT OR IGNORE INTO relative_keys (key, rid, seq)
         SELECT k.value, f.rid, json_extract(r.value, '$.seq')
         FROM families f, json_each(f.relatives) r, json_each(r.value, '$.blockingKeys') k
         ORDER BY 1, 2, 3`,
      ),
      keyCount: db.prepare<[string]>('SELECT COUNT(*) FROM decedent_keys WHERE key = ?').pluck(),
      keyExists: db.prepare<[string]>('SELECT 1 FROM decedent_keys WHERE key = ? LIMIT 1').pluck(),
      count: db.prepare("SELECT value FROM counters WHERE name = 'decedents'").pluck(),
      addToCount: db.prepare<[number]>("UPDATE counters SET value = value + ? WHERE name = 'decedents'"),
      byIds: db.prepare<[string]>(
        'SELECT id, doc FROM decedents WHERE id IN (SELECT value FROM json_each(?))',
      ),
      idAndDocByRid: db.prepare<[number]>('SELECT id, doc FROM decedents WHERE rid = ?'),
      observationsByIds: db.prepare<[string]>(
        'SELECT id, observations FROM decedents WHERE id IN (SELECT value FROM json_each(?))',
      ),
      owners: db.prepare<[string]>(
        `SELECT s.url AS url, d.id AS id FROM sources s JOIN decedents d ON d.rid = s.rid
         WHERE s.url IN (SELECT value FROM json_each(?))`,
      ),
      relativesOf: db.prepare<[string]>(
        `SELECT f.relatives AS doc FROM decedents d JOIN families f ON f.rid = d.rid
         WHERE d.id IN (SELECT value FROM json_each(?)) ORDER BY d.id`,
      ),
      relativeCandidates: db.prepare<[string, number]>(
        `${TOP_RELATIVES_BY_SHARED_KEYS}
         SELECT t.rid AS rid, t.seq AS seq, json_extract(f.relatives, '$[' || t.seq || ']') AS doc
         FROM top t JOIN families f ON f.rid = t.rid
         ORDER BY t.n DESC, t.rid ASC, t.seq ASC`,
      ),
      // One index probe per key; no relative row is read.
      relativeKeysPresent: db
        .prepare<[string]>(
          'SELECT value FROM json_each(?) WHERE EXISTS (SELECT 1 FROM relative_keys WHERE key = value)',
        )
        .pluck(),
      // One index probe per key and decedent (relative_keys is ordered by key, then rid).
      decedentsWithRelativeKeys: db
        .prepare<[string, string]>(
          `SELECT d.id FROM decedents d
           WHERE d.id IN (SELECT value FROM json_each(?))
             AND EXISTS (SELECT 1 FROM relative_keys k
                         WHERE k.key IN (SELECT value FROM json_each(?)) AND k.rid = d.rid)`,
        )
        .pluck(),
      ridById: db.prepare<[string]>('SELECT rid, doc FROM decedents WHERE id = ?'),
      insertDecedent: db.prepare<[string, string, string]>(
        'INSERT INTO decedents (id, doc, observations) VALUES (?, ?, ?)',
      ),
      updateDecedent: db.prepare<[string, string, number]>(
        'UPDATE decedents SET doc = ?, observations = ? WHERE rid = ?',
      ),
      deleteDecedent: db.prepare<[number]>('DELETE FROM decedents WHERE rid = ?'),
      insertKey: db.prepare<[string, number]>('INSERT OR IGNORE INTO decedent_keys (key, rid) VALUES (?, ?)'),
      // One statement per decedent rather than one per key: the per-call cost dominated the build.
      insertKeys: db.prepare<[number, string]>(
        'INSERT OR IGNORE INTO decedent_keys (key, rid) SELECT value, ? FROM json_each(?)',
      ),
      deleteKey: db.prepare<[string, number]>('DELETE FROM decedent_keys WHERE key = ? AND rid = ?'),
      upsertSource: db.prepare<[string, number]>(
        'INSERT INTO sources (url, rid) VALUES (?, ?) ON CONFLICT (url) DO UPDATE SET rid = excluded.rid',
      ),
      deleteSource: db.prepare<[string, number]>('DELETE FROM sources WHERE url = ? AND rid = ?'),
      // [[key, seq], ...] of the whole family list in one statement.
      insertRelativeKeys: db.prepare<[number, string]>(
        `INSERT OR IGNORE INTO relative_keys (key, rid, seq)
         SELECT json_extract(value, '$[0]'), ?, json_extract(value, '$[1]') FROM json_each(?)`,
      ),
      family: db.prepare<[number]>('SELECT relatives FROM families WHERE rid = ?').pluck(),
      upsertFamily: db.prepare<[number, string]>(
        'INSERT INTO families (rid, relatives) VALUES (?, ?) ON CONFLICT (rid) DO UPDATE SET relatives = excluded.relatives',
      ),
      deleteFamily: db.prepare<[number]>('DELETE FROM families WHERE rid = ?'),
      deleteRelativeKey: db.prepare<[string, number, number]>(
        'DELETE FROM relative_keys WHERE key = ? AND rid = ? AND seq = ?',
      ),
    };
    // The logs are read only when the file changed since the last read (`KeyTableSource.version`).
    // Other connections' commits change data_version; this one's own are counted in `writes`.
    const dataVersion = sharedWithinTask(() => this.st.dataVersion.get() as number);
    this.version = () => `${dataVersion()}:${this.writes}`;
    this.nameCache =
      mode === 'serve'
        ? new NameCache(
            (seq) => this.st.nameChangesSince.all(seq) as Array<{ seq: number; rid: number }>,
            () => this.st.nameLogEnd.get() as number,
            NAME_CACHE_MAX,
            this.version,
          )
        : null;
    // A key table held in memory for a served file, kept current from its log (null while building).
    const inMemory = (source: Omit<KeyTableSource, 'version'>): LiveKeyPostings | null =>
      mode === 'serve' && options.loadIntoMemory !== false
        ? new LiveKeyPostings({ ...source, version: this.version })
        : null;
    this.keyTable = inMemory({
      keysAfter: (after, limit) => this.st.keysAfter.all(after ?? '', limit) as Array<[string, string]>,
      rowsOf: (key) => this.st.ridsOfKey.all(key) as number[],
      changesSince: (seq, limit) =>
        this.st.keyChangesSince.all(seq, limit) as Array<{ seq: number; key: string }>,
      logEnd: () => this.st.keyLogEnd.get() as number,
    });
    this.relativeNameTable = inMemory({
      keysAfter: (after, limit) => this.relativeNameKeysAfter(after, limit),
      rowsOf: (key) => this.st.ridsOfRelativeKey.all(key) as number[],
      changesSince: (seq, limit) =>
        this.st.relativeKeyChangesSince.all(seq, limit) as Array<{ seq: number; key: string }>,
      logEnd: () => this.st.relativeKeyLogEnd.get() as number,
    });
  }

  /** Up to `limit` exact-name relative keys after `after`, each with its row ids: one range per kind. */
  private relativeNameKeysAfter(after: string | null, limit: number): Array<[string, string]> {
    const out: Array<[string, string]> = [];
    for (const prefix of RELATIVE_NAME_KEY_PREFIXES) {
      // Every key of the kind sorts after the bare prefix and before the prefix with ':' raised to ';'.
      const end = `${prefix.slice(0, -1)};`;
      if (after !== null && after >= end) continue;
      const from = after !== null && after > prefix ? after : prefix;
      out.push(
        ...(this.st.relativeNameKeysBetween.all(from, end, limit - out.length) as Array<[string, string]>),
      );
      if (out.length >= limit) break;
    }
    return out;
  }

  /**
   * Loads what a served file keeps in memory (the key table and the names) if not yet loaded, in
   * slices between other work. Retrieval starts it on first use and reads the file until it is done;
   * a server or benchmark that wants steady-state speed from the first request awaits it.
   */
  async warm(): Promise<void> {
    if (!this.keyTable || !this.nameCache) return;
    const names = this.nameCache;
    // A fill that fails leaves the names to be read as asked, as before any fill.
    this.namesFilling ??= names
      .fill(
        (rid, limit) =>
          this.st.namesAfter.all(rid, limit) as Array<{ rid: number; name: string; summary: string | null }>,
        () => this.db.open,
      )
      .catch(() => undefined);
    await Promise.all([this.keyTable.load(), this.relativeNameTable?.load(), this.namesFilling]);
    if (this.keyTable.failure !== null) throw this.keyTable.failure;
    if (this.relativeNameTable && this.relativeNameTable.failure !== null)
      throw this.relativeNameTable.failure;
  }

  /**
   * How to read a key's row ids (ascending) in this turn: from memory when the key table is loaded
   * and up to date, else from the file (and the loading starts).
   */
  private keyRows(): (key: string) => ArrayLike<number> {
    const table = this.keyTable;
    if (table?.usable()) return (key) => table.rowsOf(key);
    // Loading (the file answers meanwhile); a failed load has been reported by `warm` already.
    void this.warm().catch(() => undefined);
    return (key) => this.st.ridsOfKey.all(key) as number[];
  }

  /** Brings a file written by an older Vigil to `FILE_LAYOUT_VERSION`; another process may race. */
  private upgradeLayout(): void {
    const version = (): number => this.db.pragma('user_version', { simple: true }) as number;
    if (version() >= FILE_LAYOUT_VERSION) return;
    this.db
      .transaction(() => {
        const from = version();
        if (from >= FILE_LAYOUT_VERSION) return;
        this.layoutUpgradedFrom = from;
        if (from < 1) {
          this.db.exec(
            `INSERT OR REPLACE INTO decedent_names (rid, name)
             SELECT rid, json_extract(doc, '$.name') FROM decedents`,
          );
        }
        if (from < 2) {
          // dmo: = the dm: keys of decedents whose date has no day (blockingKeysForDecedent).
          this.db.exec(
            `INSERT OR IGNORE INTO decedent_keys (key, rid)
             SELECT 'dmo:' || substr(k.key, 4), k.rid FROM decedent_keys k
             JOIN decedents d ON d.rid = k.rid
             WHERE k.key >= 'dm:' AND k.key < 'dm;'
               AND json_extract(d.doc, '$.deathDate.day') IS NULL`,
          );
        }
        if (from < 3) {
          // The decedent count, kept by every insert and delete: counting a million rows took 16 ms
          // with the file cached and most of a second without, on the request that asked.
          this.db.exec(
            `INSERT OR REPLACE INTO counters (name, value) VALUES ('decedents', (SELECT COUNT(*) FROM decedents))`,
          );
        }
        if (from < 4) this.db.exec(DERIVE_TYPO_KEYS);
        if (from < 6) {
          this.db.function(RELATIVE_NAME_KEY_SQL_FUNCTION, { deterministic: true }, (kind, given, surname) =>
            (kind === 'survivor' || kind === 'predeceased') &&
            typeof given === 'string' &&
            typeof surname === 'string'
              ? relativeNameKey(kind, given, surname)
              : null,
          );
          this.db.exec(DERIVE_RELATIVE_NAME_KEYS);
        }
        if (from < 7) {
          this.db.function(SUMMARY_SQL_FUNCTION, { deterministic: true }, (doc) =>
            typeof doc === 'string' ? summaryOf(JSON.parse(doc) as IndexedDecedent) : null,
          );
          this.db.exec(
            `INSERT OR REPLACE INTO decedent_summaries (rid, summary)
             SELECT rid, ${SUMMARY_SQL_FUNCTION}(doc) FROM decedents`,
          );
        }
        // Layouts 8 to 10 rekey some stored documents: their new keys, their document, its summary.
        const insert = this.db.prepare<[number, string]>(
          'INSERT OR IGNORE INTO decedent_keys (key, rid) SELECT value, ? FROM json_each(?)',
        );
        const update = this.db.prepare<[string, number]>('UPDATE decedents SET doc = ? WHERE rid = ?');
        const summarize = this.db.prepare<[number, string]>(
          'INSERT OR REPLACE INTO decedent_summaries (rid, summary) VALUES (?, ?)',
        );
        /** Writes `d` with `keys` (from `rekeyed`; null: its own) as the stored document of `rid`. */
        const rewrite = (rid: number, d: IndexedDecedent, keys: string[] | null): IndexedDecedent => {
          const doc: IndexedDecedent = { ...d, blockingKeys: keys ?? d.blockingKeys };
          if (keys !== null) insert.run(rid, JSON.stringify(keys));
          update.run(JSON.stringify(doc), rid);
          summarize.run(rid, summaryOf(doc));
          return doc;
        };
        if (from < 9) {
          const docOf = this.db.prepare<[number]>('SELECT doc FROM decedents WHERE rid = ?').pluck();
          const documentOf = (rid: number): IndexedDecedent | null => {
            const text = docOf.get(rid) as string | undefined;
            return text === undefined ? null : (JSON.parse(text) as IndexedDecedent);
          };
          if (from < 8) {
            // Only a decedent whose given name or nickname stands for a name of another initial gains
            // keys (7% of people); its stored name says so, so only those documents are read and
            // rekeyed.
            const setKeys = this.db.prepare<[string, number]>(
              "UPDATE decedents SET doc = json_set(doc, '$.blockingKeys', json(?)) WHERE rid = ?",
            );
            this.eachStoredName((rid, name) => {
              if (!filedUnderStandForInitials(name)) return;
              const d = documentOf(rid);
              const keys = d === null ? null : rekeyed(d);
              if (keys === null) return;
              const list = JSON.stringify(keys);
              insert.run(rid, list);
              setKeys.run(list, rid);
            });
          }
          if (from < 9) {
            // A name with a surname of two words, or whose last middle name is a surname (a few
            // percent of people): only those documents are read, given the former surname their middle
            // names carry, and rekeyed.
            const lexicon = defaultNameLexicon();
            const rename = this.db.prepare<[string, number]>(
              'UPDATE decedent_names SET name = ? WHERE rid = ?',
            );
            this.eachStoredName((rid, name) => {
              if (!mayGainByLayout9(name, lexicon)) return;
              const stored = documentOf(rid);
              if (stored === null) return;
              const renamed = withMiddleSurname(stored, lexicon);
              const d = renamed ?? stored;
              const keys = rekeyed(d);
              if (renamed === null && keys === null) return;
              const doc = rewrite(rid, d, keys);
              if (renamed !== null) rename.run(JSON.stringify(doc.name), rid);
            });
          }
        }
        if (from < 10) {
          // A decedent with no death date (one known only from notices that omit it: no `dy:` key)
          // is keyed by the month its notices appeared in; only those few rows are read.
          // The narrow names table lists every decedent without reading the documents.
          const undated = this.db
            .prepare(
              `SELECT rid FROM decedent_names
               WHERE rid NOT IN (SELECT rid FROM decedent_keys WHERE key >= 'dy:' AND key < 'dy;')`,
            )
            .pluck();
          const rowOf = this.db.prepare<[number]>('SELECT doc, observations FROM decedents WHERE rid = ?');
          for (const rid of undated.all() as number[]) {
            const row = rowOf.get(rid) as { doc: string; observations: string } | undefined;
            if (!row) continue;
            const stored = JSON.parse(row.doc) as IndexedDecedent;
            if (stored.deathDate) continue;
            const d = withPublishedDates(stored, JSON.parse(row.observations) as SourceObservation[]);
            rewrite(rid, d, rekeyed(d));
          }
        }
        this.db.pragma(`user_version = ${FILE_LAYOUT_VERSION}`);
      })
      .immediate();
  }

  /** Calls `body` with every stored name, read from the narrow names table a slice at a time. */
  private eachStoredName(body: (rid: number, name: NormalizedName) => void): void {
    const names = this.db.prepare<[number, number]>(
      'SELECT rid, name FROM decedent_names WHERE rid > ? ORDER BY rid LIMIT ?',
    );
    for (let after = 0; ;) {
      const rows = names.all(after, NAME_FILL_SLICE) as Array<{ rid: number; name: string }>;
      if (rows.length === 0) return;
      after = rows[rows.length - 1]!.rid;
      for (const row of rows) body(row.rid, JSON.parse(row.name) as NormalizedName);
    }
  }

  /** Inserts the keys a build deferred, once; from then on every key is written as it comes. */
  private materializeKeys(): void {
    if (!this.deferKeys) return;
    this.db.transaction(() => {
      this.st.materializeDecedentKeys.run();
      this.st.materializeRelativeKeys.run();
    })();
    this.deferKeys = false;
  }

  /**
   * Whether a short key list certainly finds nothing. Most merge lookups of an index build find
   * nothing; a few point probes settle that far cheaper than the grouping query's fixed cost.
   */
  private noneExist(keys: readonly string[]): boolean {
    return keys.length <= PROBE_FIRST_MAX_KEYS && !keys.some((k) => this.st.keyExists.get(k) !== undefined);
  }

  /** Makes every key the lookup needs present (a build in progress may hold merge keys only). */
  private keysFor(keys: readonly string[]): void {
    if (this.deferKeys && !keys.every(isMergeKey)) this.materializeKeys();
  }

  /** The keys of a decedent this file writes now: all, or while deferring only merge keys. */
  private liveKeys(keys: readonly string[]): readonly string[] {
    return this.deferKeys ? keys.filter(isMergeKey) : keys;
  }

  candidates(q: CandidateQuery): IndexedDecedent[] {
    this.keysFor(q.state ? [...q.keys, stateKey(q.state)] : q.keys);
    if (q.keys.length === 0 || q.limit <= 0) return [];
    if (this.noneExist(q.keys)) return [];
    const keys = JSON.stringify([...new Set(q.keys)]);
    const rows = (
      q.state
        ? this.st.candidatesInState.all(keys, stateKey(q.state), q.limit)
        : this.st.candidates.all(keys, q.limit)
    ) as DocRow[];
    return rows.map((r) => JSON.parse(r.doc) as IndexedDecedent);
  }

  candidateIds(q: CandidateQuery): string[] {
    if (q.state) return this.candidates(q).map((d) => d.id);
    if (q.keys.length === 0 || q.limit <= 0) return [];
    this.keysFor(q.keys);
    if (this.noneExist(q.keys)) return [];
    return this.st.candidateIds.pluck().all(JSON.stringify([...new Set(q.keys)]), q.limit) as string[];
  }

  existingIds(ids: string[]): Set<string> {
    if (ids.length === 0) return new Set();
    return new Set(this.st.existingIds.pluck().all(JSON.stringify(ids)) as string[]);
  }

  retrieve(q: CandidateQuery, accept: NameTest): CandidateRetrieval {
    if (q.state) {
      // Rare (no serving path filters by state): the plain query, then the test.
      const all = this.candidates(q);
      return {
        candidates: all.filter((d) => accept(d.name)).map(retrievedDecedentOf),
        retrieved: all.length,
      };
    }
    if (q.keys.length === 0 || q.limit <= 0) return { candidates: [], retrieved: 0 };
    this.keysFor(q.keys);
    const top = this.topByCount(q.keys, q.limit);
    this.nameCache?.sync();
    const admits = this.nameCache?.admitter(accept) ?? null;
    const verdicts: Array<boolean | undefined> = admits ? top.map(admits) : new Array<undefined>(top.length);
    // Rows the cache cannot answer for: the test over their stored names, read now (and cached).
    const unanswered = top.filter((_, i) => verdicts[i] === undefined);
    if (unanswered.length > 0) {
      const names = this.namesOf(unanswered);
      let next = 0;
      for (let i = 0; i < top.length; i++) {
        if (verdicts[i] !== undefined) continue;
        const name = names[next++];
        verdicts[i] = name === undefined ? undefined : accept(name);
      }
    }
    // Rows without a stored name are tested on their document once it is read.
    const wanted: Array<{ rid: number; tested: boolean }> = [];
    top.forEach((rid, i) => {
      const verdict = verdicts[i];
      if (verdict === undefined) wanted.push({ rid, tested: false });
      else if (verdict) wanted.push({ rid, tested: true });
    });
    if (wanted.length === 0) return { candidates: [], retrieved: top.length };
    const summaries = this.summariesOf(wanted.map((w) => w.rid));
    // A row without a summary (written by an earlier Vigil) is projected from its document.
    const unsummarized = wanted.filter((w, i) => summaries[i] === undefined).map((w) => w.rid);
    const docs = new Map(
      unsummarized.length === 0
        ? []
        : (
            this.st.docsByRids.all(JSON.stringify(unsummarized)) as Array<{
              rid: number;
              doc: string;
            }>
          ).map((r) => [r.rid, r.doc]),
    );
    const candidates: RetrievedDecedent[] = [];
    const rows = this.rowsOfRetrieved();
    wanted.forEach(({ rid, tested }, i) => {
      const summary = summaries[i];
      let d: RetrievedDecedent;
      if (summary !== undefined) d = JSON.parse(summary) as RetrievedDecedent;
      else {
        const doc = docs.get(rid);
        if (doc === undefined) return;
        d = retrievedDecedentOf(JSON.parse(doc) as IndexedDecedent);
      }
      if (!tested && !accept(d.name)) return;
      candidates.push(d);
      if (rows) {
        if (rows.size >= RETRIEVED_ROWS_MAX) rows.clear();
        rows.set(d.id, rid);
      }
    });
    return { candidates, retrieved: top.length };
  }

  /**
   * The top rows of a key lookup, as TOP_BY_SHARED_KEYS orders them (most shared keys, then row id),
   * counted here from each key's rows: one index range per key, no temporary B-trees. At a million
   * decedents a query's keys hold about a thousand rows, and this took four fifths of the grouping
   * query's time with the same order on 3,000 queries.
   */
  private topByCount(keys: readonly string[], limit: number): number[] {
    const rowsOf = this.keyRows();
    const lists = [...new Set(keys)].map(rowsOf);
    const byCount: number[][] = [];
    this.rowCounter.count(lists, (rid, n) => {
      while (byCount.length <= n) byCount.push([]);
      byCount[n]!.push(rid);
    });
    const most = byCount.length - 1;
    const top: number[] = [];
    for (let n = most; n > 0 && top.length < limit; n--) {
      const rids = byCount[n]!.sort((a, b) => a - b);
      for (let i = 0; i < rids.length && top.length < limit; i++) top.push(rids[i]!);
    }
    return top;
  }

  /**
   * The stored names of these rows, in order (undefined for a row without one). Like `summariesOf`, it
   * reads the name cache as `retrieve` synced it, in the same synchronous stretch.
   */
  private namesOf(rids: readonly number[]): Array<NormalizedName | undefined> {
    const cache = this.nameCache;
    return this.cachedOrRead(
      rids,
      (rid) => cache?.get(rid),
      this.st.namesByRids,
      (text) => JSON.parse(text) as NormalizedName,
      (rid, name) => cache?.set(rid, name),
    );
  }

  /** The stored summaries of these rows, in order (undefined for a row without one). */
  private summariesOf(rids: readonly number[]): Array<string | undefined> {
    const cache = this.nameCache;
    return this.cachedOrRead(
      rids,
      (rid) => cache?.summary(rid),
      this.st.summariesByRids,
      (text) => text,
      (rid, summary) => cache?.setSummary(rid, summary),
    );
  }

  /**
   * Per row, in order: what `cached` holds, else the row's text read by `byRids` (one statement for
   * all the missing rows, `rid` and `text` by a JSON list of row ids), parsed and handed to `keep`;
   * undefined for a row the file has none for.
   */
  private cachedOrRead<T>(
    rids: readonly number[],
    cached: (rid: number) => T | undefined,
    byRids: Database.Statement<[string]>,
    parse: (text: string) => T,
    keep: (rid: number, value: T) => void,
  ): Array<T | undefined> {
    const out = rids.map(cached);
    const missing = rids.filter((_, i) => out[i] === undefined);
    if (missing.length === 0) return out;
    const rows = byRids.all(JSON.stringify(missing)) as Array<{ rid: number; text: string }>;
    const texts = new Map(rows.map((r) => [r.rid, r.text]));
    return rids.map((rid, i) => {
      if (out[i] !== undefined) return out[i];
      const text = texts.get(rid);
      if (text === undefined) return undefined;
      const value = parse(text);
      keep(rid, value);
      return value;
    });
  }

  nameFrequency(keys: string[]): Map<string, number> {
    this.keysFor(keys);
    const out = new Map<string, number>();
    if (this.keyTable?.usable()) {
      for (const k of keys) out.set(k, this.keyTable.rowsOf(k).length);
      return out;
    }
    for (const k of keys) out.set(k, this.st.keyCount.get(k) as number);
    return out;
  }

  /** Decedents in the file, from the counter every write keeps (no scan). */
  count(): number {
    return (this.st.count.get() as number | undefined) ?? 0;
  }

  get(ids: string[]): IndexedDecedent[] {
    if (ids.length === 0) return [];
    const byId = new Map<string, string>();
    // A decedent a retrieval of the file as it still is returned (the record an answer cites) is read
    // by its row id, without descending the id index; the rest by id.
    const known = this.rowsOfRetrieved();
    const rest: string[] = [];
    for (const id of ids) {
      const rid = known?.get(id);
      const row =
        rid === undefined
          ? undefined
          : (this.st.idAndDocByRid.get(rid) as { id: string; doc: string } | undefined);
      if (row?.id === id) byId.set(id, row.doc);
      else rest.push(id);
    }
    if (rest.length > 0) {
      for (const r of this.st.byIds.all(JSON.stringify(rest)) as Array<{ id: string; doc: string }>) {
        byId.set(r.id, r.doc);
      }
    }
    return ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc === undefined ? [] : [JSON.parse(doc) as IndexedDecedent];
    });
  }

  relativesOf(ids: string[]): IndexedRelative[] {
    if (ids.length === 0) return [];
    return (this.st.relativesOf.all(JSON.stringify([...new Set(ids)])) as DocRow[]).flatMap(
      (r) => JSON.parse(r.doc) as IndexedRelative[],
    );
  }

  relativeCandidates(q: RelativeQuery): IndexedRelative[] {
    if (this.deferKeys) this.materializeKeys();
    if (q.keys.length === 0 || q.limit <= 0) return [];
    const rows = this.st.relativeCandidates.all(JSON.stringify([...new Set(q.keys)]), q.limit) as Array<{
      rid: number;
      seq: number;
      doc: string | null;
    }>;
    // SQLite hands over only the relative at position `seq` of the family list, which is where the
    // indexer puts it; a list written otherwise is read whole and searched.
    return rows.flatMap((r) => {
      const rel = r.doc === null ? null : (JSON.parse(r.doc) as IndexedRelative);
      if (rel?.seq === r.seq) return [rel];
      const list = this.st.family.get(r.rid) as string | undefined;
      const found =
        list === undefined ? undefined : (JSON.parse(list) as IndexedRelative[]).find((x) => x.seq === r.seq);
      return found ? [found] : [];
    });
  }

  relativeKeysPresent(keys: string[]): Set<string> {
    if (this.deferKeys) this.materializeKeys();
    if (keys.length === 0) return new Set();
    const unique = [...new Set(keys)];
    const table = this.relativeNamesInMemory(unique);
    if (table) return new Set(unique.filter((k) => table.rowsOf(k).length > 0));
    return new Set(this.st.relativeKeysPresent.all(JSON.stringify(unique)) as string[]);
  }

  decedentsWithRelativeKeys(ids: string[], keys: string[]): Set<string> {
    if (this.deferKeys) this.materializeKeys();
    if (ids.length === 0 || keys.length === 0) return new Set();
    // From memory when every key is an exact-name key and every decedent came from a retrieval of
    // the file as it still is (the usual case: the top candidates of this answer); else the file.
    const table = this.relativeNamesInMemory(keys);
    if (table) {
      const known = this.rowsOfRetrieved();
      const rids = ids.map((id) => known?.get(id));
      if (rids.every((rid) => rid !== undefined)) {
        const lists = [...new Set(keys)].map((k) => table.rowsOf(k)).filter((rows) => rows.length > 0);
        return new Set(ids.filter((_, i) => lists.some((rows) => sortedIncludes(rows, rids[i]!))));
      }
    }
    return new Set(
      this.st.decedentsWithRelativeKeys.all(
        JSON.stringify([...new Set(ids)]),
        JSON.stringify([...new Set(keys)]),
      ) as string[],
    );
  }

  /** The in-memory relative name table, when it is loaded and holds every one of `keys`' kind. */
  private relativeNamesInMemory(keys: readonly string[]): LiveKeyPostings | null {
    const table = this.relativeNameTable;
    return table && keys.every(isRelativeNameKey) && table.usable() ? table : null;
  }

  /**
   * Id -> row id of what retrieval returned, emptied first when the file changed since; null for a file
   * not served (no in-memory relative table), which keeps none.
   */
  private rowsOfRetrieved(): Map<string, number> | null {
    if (!this.relativeNameTable) return null;
    const version = this.version();
    if (version !== this.retrievedVersion) {
      this.retrievedRows.clear();
      this.retrievedVersion = version;
    }
    return this.retrievedRows;
  }

  ownersOf(urls: string[]): Map<string, string> {
    if (urls.length === 0) return new Map();
    const rows = this.st.owners.all(JSON.stringify(urls)) as Array<{ url: string; id: string }>;
    return new Map(rows.map((r) => [r.url, r.id]));
  }

  observationsOf(ids: string[]): Map<string, SourceObservation[]> {
    if (ids.length === 0) return new Map();
    const rows = this.st.observationsByIds.all(JSON.stringify(ids)) as Array<{
      id: string;
      observations: string;
    }>;
    return new Map(rows.map((r) => [r.id, JSON.parse(r.observations) as SourceObservation[]]));
  }

  /** One transaction for the whole batch: a batch is searchable all at once or not at all. */
  readonly write = (records: DecedentRecord[], deletedIds: string[] = []): void => {
    this.db.transaction(() => {
      for (const id of deletedIds) this.deleteOne(id);
      for (const r of records) this.writeOne(r);
      if (this.nameCache) this.st.pruneNameLog.run(NAME_LOG_KEEP);
      if (this.keyTable) this.st.pruneKeyLog.run(KEY_LOG_KEEP);
      if (this.relativeNameTable) this.st.pruneRelativeKeyLog.run(RELATIVE_KEY_LOG_KEEP);
    })();
    this.writes++;
  };

  private deleteOne(id: string): void {
    const row = this.st.ridById.get(id) as { rid: number; doc: string } | undefined;
    if (!row) return;
    const old = JSON.parse(row.doc) as IndexedDecedent;
    for (const k of this.liveKeys(storedKeys(old))) this.st.deleteKey.run(k, row.rid);
    for (const s of old.sources) this.st.deleteSource.run(s.url, row.rid);
    this.replaceRelatives(row.rid, []);
    this.st.deleteName.run(row.rid);
    if (this.st.deleteDecedent.run(row.rid).changes > 0) this.st.addToCount.run(-1);
  }

  private writeOne(r: DecedentRecord): void {
    const d = r.decedent;
    const doc = JSON.stringify(d);
    const observations = JSON.stringify(r.observations);
    const row = this.st.ridById.get(d.id) as { rid: number; doc: string } | undefined;
    let rid: number;
    if (row) {
      rid = row.rid;
      const old = JSON.parse(row.doc) as IndexedDecedent;
      this.st.updateDecedent.run(doc, observations, rid);
      const newKeys = new Set(this.liveKeys(d.blockingKeys));
      const oldKeys = new Set(this.liveKeys(storedKeys(old)));
      for (const k of oldKeys) if (!newKeys.has(k)) this.st.deleteKey.run(k, rid);
      for (const k of newKeys) if (!oldKeys.has(k)) this.st.insertKey.run(k, rid);
      const newUrls = new Set(d.sources.map((s) => s.url));
      for (const s of old.sources) if (!newUrls.has(s.url)) this.st.deleteSource.run(s.url, rid);
    } else {
      rid = Number(this.st.insertDecedent.run(d.id, doc, observations).lastInsertRowid);
      this.st.addToCount.run(1);
      this.st.insertKeys.run(rid, JSON.stringify(this.liveKeys(d.blockingKeys)));
    }
    this.st.upsertName.run(rid, JSON.stringify(d.name));
    this.st.upsertSummary.run(rid, summaryOf(d));
    for (const s of d.sources) this.st.upsertSource.run(s.url, rid);
    if (r.relatives !== null) this.replaceRelatives(rid, r.relatives, row === undefined);
  }

  private replaceRelatives(rid: number, relatives: IndexedRelative[], fresh = false): void {
    if (!fresh && !this.deferKeys) {
      const old = this.st.family.get(rid) as string | undefined;
      if (old !== undefined) {
        for (const rel of JSON.parse(old) as IndexedRelative[]) {
          for (const k of storedRelativeKeys(rel)) this.st.deleteRelativeKey.run(k, rid, rel.seq);
        }
      }
    }
    if (relatives.length === 0) {
      if (!fresh) this.st.deleteFamily.run(rid);
      return;
    }
    const list = JSON.stringify(relatives);
    this.st.upsertFamily.run(rid, list);
    if (this.deferKeys) return;
    const keys = relatives.flatMap((rel) => rel.blockingKeys.map((k) => [k, rel.seq]));
    if (keys.length > 0) this.st.insertRelativeKeys.run(rid, JSON.stringify(keys));
  }

  /** Readies a finished build for serving: the deferred keys, statistics for the planner, WAL mode. */
  finish(): void {
    this.materializeKeys();
    this.db.pragma('analysis_limit = 1000');
    this.db.exec('ANALYZE');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  close(): void {
    this.keyTable?.close();
    this.relativeNameTable?.close();
    if (this.db.open) this.db.close();
  }
}

/** The async port over one version file (used for a build in progress). */
class FileIndex implements ObituaryIndex {
  constructor(private readonly file: () => SqliteIndexFile) {}

  async candidates(query: CandidateQuery): Promise<IndexedDecedent[]> {
    return this.file().candidates(query);
  }
  async candidateIds(query: CandidateQuery): Promise<string[]> {
    return this.file().candidateIds(query);
  }
  async existingIds(ids: string[]): Promise<Set<string>> {
    return this.file().existingIds(ids);
  }
  async retrieve(query: CandidateQuery, accept: NameTest): Promise<CandidateRetrieval> {
    return this.file().retrieve(query, accept);
  }
  async nameFrequency(keys: string[]): Promise<Map<string, number>> {
    return this.file().nameFrequency(keys);
  }
  async count(): Promise<number> {
    return this.file().count();
  }
  async get(ids: string[]): Promise<IndexedDecedent[]> {
    return this.file().get(ids);
  }
  async relativesOf(decedentIds: string[]): Promise<IndexedRelative[]> {
    return this.file().relativesOf(decedentIds);
  }
  async relativeCandidates(query: RelativeQuery): Promise<IndexedRelative[]> {
    return this.file().relativeCandidates(query);
  }
  async relativeKeysPresent(keys: string[]): Promise<Set<string>> {
    return this.file().relativeKeysPresent(keys);
  }
  async decedentsWithRelativeKeys(decedentIds: string[], keys: string[]): Promise<Set<string>> {
    return this.file().decedentsWithRelativeKeys(decedentIds, keys);
  }
  async ownersOf(urls: string[]): Promise<Map<string, string>> {
    return this.file().ownersOf(urls);
  }
  async observationsOf(decedentIds: string[]): Promise<Map<string, SourceObservation[]>> {
    return this.file().observationsOf(decedentIds);
  }
  async write(records: DecedentRecord[], deletedIds: string[] = []): Promise<void> {
    this.file().write(records, deletedIds);
  }
  async close(): Promise<void> {
    this.file().close();
  }
}

function versionName(n: number): string {
  return `index-${String(n).padStart(6, '0')}.sqlite`;
}

function versionFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => VERSION_FILE.test(f))
    .sort();
}

function removeVersion(dir: string, name: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dir, name + suffix), { force: true });
}

/**
 * A temporary name for `name` that no other writer uses (this process's id and random bytes), for a
 * file made whole before it is renamed or linked into place.
 */
function ownTemporaryName(name: string): string {
  return `${name}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
}

/** A file `ownTemporaryName` made, with the WAL and shared-memory files SQLite adds to a database. */
const TEMPORARY_FILE = /\.\d+-[0-9a-f]{12}\.tmp(-wal|-shm)?$/;

/**
 * How old a temporary file must be before it counts as abandoned. A writer holds one for the few
 * milliseconds of a pointer write or of setting up an empty first version; only a process that died
 * in between leaves one. The margin is wide because removing a live writer's file would fail its
 * rename, and process ids say nothing across containers sharing the directory.
 */
export const ABANDONED_TEMPORARY_MS = 10 * 60_000;

/**
 * Removes the temporary files writers abandoned (a process that died between writing a temporary
 * file and renaming or linking it): nothing reads them, and without this they stay for good. Run when
 * the directory is opened and when a version is published. Returns the names removed.
 */
export function removeAbandonedTemporaries(dir: string, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const f of readdirSync(dir)) {
    if (!TEMPORARY_FILE.test(f)) continue;
    try {
      if (now - statSync(join(dir, f)).mtimeMs < ABANDONED_TEMPORARY_MS) continue;
      rmSync(join(dir, f), { force: true });
      removed.push(f);
    } catch (err) {
      // Another process removed or renamed it between the listing and here.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return removed;
}

/**
 * Creates the first, empty version of a new index directory. It is made under a name of its own and
 * linked into place, and the first link wins: API processes opening a new directory together never
 * set up one file at once (two connections switching a new file to WAL and creating its tables
 * together could answer "database is locked"), and none ever opens a file another is still making.
 */
function createFirstVersion(dir: string, name: string): void {
  const target = join(dir, name);
  if (existsSync(target)) return;
  const made = ownTemporaryName(name);
  try {
    new SqliteIndexFile(join(dir, made), 'serve').close();
    try {
      linkSync(join(dir, made), target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  } finally {
    removeVersion(dir, made);
  }
}

/**
 * Writes the pointer through a temporary file and a rename, so a reader sees the old or the new name.
 * Each writer has its own temporary file: API processes started together on a new index directory
 * all write the first pointer, and with one shared name one renamed the file from under another
 * (ENOENT) or published it half-written (an empty pointer, SQLITE_CANTOPEN).
 */
function writePointer(dir: string, name: string): void {
  const tmp = join(dir, ownTemporaryName(POINTER_FILE));
  writeFileSync(tmp, `${name}\n`, { flush: true });
  renameSync(tmp, join(dir, POINTER_FILE));
}

/** The SQLite obituary index over a directory of versions. */
export class SqliteObituaryIndex extends FileIndex implements VersionedObituaryIndex {
  private current: { name: string; ino: number; mtimeMs: number; file: SqliteIndexFile } | null = null;
  private closed = false;
  /** The pointer's stat, shared by the index calls of one stretch of work (`sharedWithinTask`). */
  private readonly pointerStat = sharedWithinTask(() => statSync(join(this.dir, POINTER_FILE)));

  private constructor(
    readonly dir: string,
    private readonly options: SqliteIndexOptions,
  ) {
    super(() => this.currentFile());
  }

  /** Opens (creating when needed) the index directory; the first open creates an empty version. */
  static open(dir: string, options: SqliteIndexOptions = {}): SqliteObituaryIndex {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, POINTER_FILE))) {
      const name = versionName(1);
      createFirstVersion(dir, name);
      writePointer(dir, name);
    }
    removeAbandonedTemporaries(dir);
    const index = new SqliteObituaryIndex(dir, options);
    index.currentFile();
    return index;
  }

  /** The open file of the version CURRENT names; reopened when another process published a new one. */
  private currentFile(): SqliteIndexFile {
    if (this.closed) throw new Error('obituary index is closed');
    const pointer = join(this.dir, POINTER_FILE);
    const stat = this.pointerStat();
    const cur = this.current;
    if (cur && cur.ino === stat.ino && cur.mtimeMs === stat.mtimeMs) return cur.file;
    const name = readFileSync(pointer, 'utf8').trim();
    if (cur && cur.name === name) {
      this.current = { ...cur, ino: stat.ino, mtimeMs: stat.mtimeMs };
      return cur.file;
    }
    const file = new SqliteIndexFile(join(this.dir, name), 'serve', this.options);
    cur?.file.close();
    this.current = { name, ino: stat.ino, mtimeMs: stat.mtimeMs, file };
    return file;
  }

  /**
   * When opening brought the current version's file up from an older layout (`upgradeLayout`): the
   * layout it had and the one it has now. Null when the file was current already (or another process
   * upgraded it first).
   */
  layoutUpgrade(): { from: number; to: number } | null {
    const from = this.currentFile().layoutUpgradedFrom;
    return from === null ? null : { from, to: FILE_LAYOUT_VERSION };
  }

  /** Loads what serving keeps in memory for the current version (`SqliteIndexFile.warm`). */
  async warm(): Promise<void> {
    await this.currentFile().warm();
  }

  async currentVersion(): Promise<string> {
    this.currentFile();
    return this.current!.name;
  }

  async beginBuild(): Promise<IndexBuild> {
    const existing = versionFiles(this.dir);
    const last = existing.at(-1);
    const n = last ? Number(VERSION_FILE.exec(last)![1]) + 1 : 1;
    const name = versionName(n);
    removeVersion(this.dir, name);
    const file = new SqliteIndexFile(join(this.dir, name), 'build');
    const dir = this.dir;
    let done = false;
    return {
      version: name,
      index: new FileIndex(() => {
        if (done) throw new Error(`index build ${name} is finished`);
        return file;
      }),
      publish: async () => {
        if (done) throw new Error(`index build ${name} is finished`);
        done = true;
        file.finish();
        file.close();
        const previous = await this.currentVersion();
        writePointer(dir, name);
        this.pointerStat.forget();
        this.currentFile();
        // Keep the version just replaced (a reader in another process may still be on it); older go.
        for (const f of versionFiles(dir)) if (f !== name && f !== previous) removeVersion(dir, f);
        removeAbandonedTemporaries(dir);
      },
      abandon: async () => {
        if (done) return;
        done = true;
        file.close();
        removeVersion(dir, name);
      },
    };
  }

  override async close(): Promise<void> {
    this.current?.file.close();
    this.current = null;
    this.closed = true;
  }
}

/** Opens the SQLite obituary index in `dir` (e.g. `<data dir>/index`). */
export function openSqliteIndex(dir: string, options: SqliteIndexOptions = {}): SqliteObituaryIndex {
  return SqliteObituaryIndex.open(dir, options);
}

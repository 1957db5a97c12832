/**
 * A key table held in memory: every (key, row id) row of a served SQLite index file, as one
 * compressed-row layout of typed arrays (key bytes, key offsets, posting offsets, row ids) and an
 * open-addressing hash table over the keys. At a million decedents the table is 33 million rows under
 * 5.6 million keys: about 330 MB of typed arrays, outside the JavaScript heap, and a lookup is a hash
 * and a byte comparison instead of a B-tree descent through the memory-mapped file.
 *
 * `LiveKeyPostings` loads it from a file in slices between requests, keeps it current from the
 * file's key log, and says when it cannot answer (loading, or reloading after falling behind the log)
 * so the caller reads the file instead.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { grownTo } from './typed-arrays.js';

/** Row ids are held as Int32; a larger one fails the load, and the file answers instead. */
const MAX_ROW_ID = 0x7fffffff;

/** Row ids read from the file, as the table holds them. */
function rowIds(list: readonly number[]): Int32Array {
  if (list.some((rid) => rid > MAX_ROW_ID)) throw new Error("row id beyond the key table's range");
  return Int32Array.from(list);
}

/** No rows: what a lookup of an absent key returns. */
export const NO_ROWS: Int32Array = new Int32Array(0);

/** FNV-1a's offset basis and prime (32-bit), for every FNV-1a hash the index computes. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * One of 32 bits for a string: the top five bits of FNV-1a over its characters, or with `lettersOnly`
 * over its letters a-z alone (everything else dropped). Equal strings (equal letters) get equal bits.
 */
export function fnvBit(text: string, lettersOnly = false): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!lettersOnly || (c >= 97 && c <= 122)) h = Math.imul(h ^ c, FNV_PRIME);
  }
  return 1 << (h >>> 27);
}

const encoder = new TextEncoder();

/** A key's bytes: the characters themselves for ASCII (every key Vigil makes), else UTF-8. */
function keyBytes(key: string, scratch: Uint8Array): Uint8Array {
  if (key.length <= scratch.length) {
    let ascii = true;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      if (c > 0x7f) {
        ascii = false;
        break;
      }
      scratch[i] = c;
    }
    if (ascii) return scratch.subarray(0, key.length);
  }
  return encoder.encode(key);
}

/** FNV-1a over bytes. */
function hashBytes(bytes: Uint8Array): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, FNV_PRIME);
  return h >>> 0;
}

/** The keys and their rows, read-only. */
export class KeyPostings {
  private readonly scratch = new Uint8Array(256);
  private readonly mask: number;

  constructor(
    private readonly bytes: Uint8Array,
    /** Key i's bytes are bytes[keyStart[i] .. keyStart[i + 1]). */
    private readonly keyStart: Uint32Array,
    /** Key i's rows are rids[postStart[i] .. postStart[i + 1]), ascending. */
    private readonly postStart: Uint32Array,
    private readonly rids: Int32Array,
    /** Slot -> key index + 1 (0 = empty); a power of two long, at most half full. */
    private readonly table: Int32Array,
  ) {
    this.mask = table.length - 1;
  }

  /** Distinct keys held. */
  get keys(): number {
    return this.keyStart.length - 1;
  }

  /** Rows held. */
  get rows(): number {
    return this.rids.length;
  }

  /** Bytes of typed arrays held. */
  get byteSize(): number {
    return (
      this.bytes.byteLength +
      this.keyStart.byteLength +
      this.postStart.byteLength +
      this.rids.byteLength +
      this.table.byteLength
    );
  }

  /** The rows of `key`, ascending (a view, not a copy); NO_ROWS when the key is absent. */
  lookup(key: string): Int32Array {
    const want = keyBytes(key, this.scratch);
    const { bytes, keyStart, table, mask } = this;
    for (let slot = hashBytes(want) & mask; ; slot = (slot + 1) & mask) {
      const entry = table[slot]!;
      if (entry === 0) return NO_ROWS;
      const k = entry - 1;
      const start = keyStart[k]!;
      if (keyStart[k + 1]! - start !== want.length) continue;
      let same = true;
      for (let i = 0; i < want.length; i++) {
        if (bytes[start + i] !== want[i]) {
          same = false;
          break;
        }
      }
      if (same) return this.rids.subarray(this.postStart[k]!, this.postStart[k + 1]!);
    }
  }
}

/** A typed array that doubles when full. */
class Growable<T extends Uint8Array | Uint32Array | Int32Array> {
  length = 0;
  constructor(public array: T) {}

  ensure(extra: number): void {
    this.array = grownTo(this.array, this.length + extra);
  }

  push(value: number): void {
    this.ensure(1);
    this.array[this.length++] = value;
  }

  /** The filled part, copied to an array of exactly that size. */
  trimmed(): T {
    return this.array.slice(0, this.length) as T;
  }
}

/** Builds `KeyPostings` one key at a time. */
export class KeyPostingsBuilder {
  private readonly bytes = new Growable(new Uint8Array(1 << 16));
  private readonly keyStart = new Growable(new Uint32Array(1 << 12));
  private readonly postStart = new Growable(new Uint32Array(1 << 12));
  private readonly hashes = new Growable(new Uint32Array(1 << 12));
  private readonly rids = new Growable(new Int32Array(1 << 16));
  private readonly scratch = new Uint8Array(256);

  /**
   * Adds one key with its row ids as SQLite's group_concat writes them ("12,40,73"). Each key comes
   * once; the ids are sorted here when they do not arrive ascending.
   */
  addKey(key: string, ridList: string): void {
    const b = keyBytes(key, this.scratch);
    this.keyStart.push(this.bytes.length);
    const first = this.rids.length;
    this.postStart.push(first);
    this.hashes.push(hashBytes(b));
    this.bytes.ensure(b.length);
    this.bytes.array.set(b, this.bytes.length);
    this.bytes.length += b.length;
    // Parsed digit by digit, with no array of strings per list: a million-decedent table has 33
    // million ids. A list of n ids has at least 2n - 1 characters.
    this.rids.ensure(Math.ceil((ridList.length + 1) / 2));
    const out = this.rids.array;
    let n = first;
    let value = 0;
    let ascending = true;
    for (let i = 0; i < ridList.length; i++) {
      const c = ridList.charCodeAt(i);
      if (c === 44) {
        if (n > first && out[n - 1]! > value) ascending = false;
        out[n++] = value;
        value = 0;
      } else {
        value = value * 10 + (c - 48);
        if (value > MAX_ROW_ID) throw new Error(`row id beyond the key table's range under key ${key}`);
      }
    }
    if (ridList.length > 0) {
      if (n > first && out[n - 1]! > value) ascending = false;
      out[n++] = value;
    }
    this.rids.length = n;
    if (!ascending) out.subarray(first, n).sort();
  }

  /** The finished table; the builder is spent. */
  finish(): KeyPostings {
    this.keyStart.push(this.bytes.length);
    this.postStart.push(this.rids.length);
    const keys = this.hashes.length;
    let size = 2;
    while (size < keys * 2) size *= 2;
    const table = new Int32Array(size);
    const mask = size - 1;
    const hashes = this.hashes.array;
    for (let k = 0; k < keys; k++) {
      let slot = hashes[k]! & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = k + 1;
    }
    return new KeyPostings(
      this.bytes.trimmed(),
      this.keyStart.trimmed(),
      this.postStart.trimmed(),
      this.rids.trimmed(),
      table,
    );
  }
}

/** Where `LiveKeyPostings` reads: the key table and its change log (sqlite-index.ts). */
export interface KeyTableSource {
  /**
   * Up to `limit` keys after `after` in key order (from the start when null), each with its row ids
   * comma-separated.
   */
  keysAfter(after: string | null, limit: number): Array<[string, string]>;
  /** Every row id of one key, ascending. */
  rowsOf(key: string): number[];
  /** Up to `limit` log entries after `seq`, in order (the log numbers entries without gaps). */
  changesSince(seq: number, limit: number): Array<{ seq: number; key: string }>;
  /** The last log entry's number (0 when empty). */
  logEnd(): number;
  /**
   * A value that changes whenever the file may have changed (a commit by any connection); while it
   * stays the same the log is not read.
   */
  version(): string;
}

/**
 * Keys read per slice of a load (about 60,000 rows at a million decedents, a few tens of
 * milliseconds): requests wait at most about that long while the table loads.
 */
export const LOAD_SLICE_KEYS = 10_000;
/**
 * Log entries one sync re-reads at most; past that (a bulk write elsewhere) reloading is cheaper
 * than re-reading every changed key, and the file answers meanwhile.
 */
export const SYNC_MAX_CHANGES = 20_000;
/** Changed keys kept beside the loaded table before it is loaded afresh. */
export const OVERLAY_MAX_KEYS = 200_000;

/**
 * The key table of one served file in memory, kept current: before each use the log entries written
 * since the last use (by any process) are read, and each changed key's rows are read again from the
 * file into an overlay. A gap in the log (pruned past what this reader saw), a burst of changes or a
 * full overlay start a fresh load; until a load completes `usable()` is false and the caller reads
 * the file, which always answers the same.
 */
export class LiveKeyPostings {
  private table: KeyPostings | null = null;
  private readonly overlay = new Map<string, Int32Array>();
  private seen = 0;
  private seenVersion: string | null = null;
  private loading: Promise<void> = Promise.resolve();
  /** A load is running (set and cleared synchronously, unlike the promise's settling). */
  private inFlight = false;
  private closed = false;
  /** Loads completed (1 after the first). */
  loads = 0;
  /**
   * Why a load or a sync failed, or null. After a failure the table stays unloaded and the file
   * answers, for as long as this file is served: loading again on every request would cost more
   * than it saves.
   */
  failure: unknown = null;

  constructor(
    private readonly source: KeyTableSource,
    private readonly sliceKeys = LOAD_SLICE_KEYS,
  ) {}

  /** Starts loading unless loaded or loading; resolves when the table is usable (or closed). */
  load(): Promise<void> {
    if (this.table || this.closed || this.failure !== null) return Promise.resolve();
    if (!this.inFlight) this.loading = this.loadTable();
    return this.loading;
  }

  /** Whether lookups can be answered from memory now: brought up to date with the log first. */
  usable(): boolean {
    if (!this.table) {
      void this.load();
      return false;
    }
    const version = this.source.version();
    if (version === this.seenVersion) return true;
    const changes = this.source.changesSince(this.seen, SYNC_MAX_CHANGES + 1);
    this.seenVersion = version;
    if (changes.length === 0) return true;
    if (changes[0]!.seq !== this.seen + 1 || changes.length > SYNC_MAX_CHANGES) {
      this.reset();
      return false;
    }
    try {
      for (const key of new Set(changes.map((c) => c.key))) {
        this.overlay.set(key, rowIds(this.source.rowsOf(key)));
      }
    } catch (err) {
      this.failure = err;
      this.table = null;
      this.overlay.clear();
      return false;
    }
    this.seen = changes[changes.length - 1]!.seq;
    if (this.overlay.size > OVERLAY_MAX_KEYS) {
      this.reset();
      return false;
    }
    return true;
  }

  /** The rows of `key`, ascending; only after `usable()` returned true in the same turn. */
  rowsOf(key: string): Int32Array {
    return this.overlay.get(key) ?? this.table!.lookup(key);
  }

  /** The loaded table (for figures), or null. */
  get loaded(): KeyPostings | null {
    return this.table;
  }

  close(): void {
    this.closed = true;
    this.reset();
  }

  private reset(): void {
    this.table = null;
    this.overlay.clear();
    if (!this.closed) void this.load();
  }

  /** Never rejects: a failure is kept in `failure`. */
  private async loadTable(): Promise<void> {
    this.inFlight = true;
    try {
      // Everything logged from here on is re-read after the load, so a row written or deleted while
      // the slices are read (each its own read transaction) ends up right.
      const from = this.source.logEnd();
      const builder = new KeyPostingsBuilder();
      let after: string | null = null;
      for (;;) {
        const keys = this.source.keysAfter(after, this.sliceKeys);
        for (const [key, ridList] of keys) builder.addKey(key, ridList);
        if (keys.length < this.sliceKeys) break;
        after = keys[keys.length - 1]![0];
        await nextTurn();
        if (this.closed) return;
      }
      this.table = builder.finish();
      this.overlay.clear();
      this.seen = from;
      this.seenVersion = null;
      this.loads++;
      this.failure = null;
    } catch (err) {
      this.failure = err;
    } finally {
      this.inFlight = false;
    }
  }
}

/**
 * Texts by row id, held outside the JavaScript heap: their UTF-8 bytes appended to large buffers,
 * and each row's buffer, offset and length in typed arrays indexed by row id.
 *
 * A serving process keeps every decedent's summary (about 520 characters of JSON) in memory. As a
 * million strings they made the heap four times larger, and V8's young-generation collections,
 * which visit every page of the old generation, took three times longer: 3.1 against 1.0 ms each.
 * Here they are a few buffers that collection never looks into; a read decodes the bytes of one row.
 *
 * Writing a row again or deleting it leaves its old bytes behind; once they are most of what is held
 * (and at least `compactAtBytes`), the live texts are copied into fresh buffers.
 */
import { grownTo } from './typed-arrays.js';

/** Bytes per buffer: large enough that a million summaries take a handful. */
export const ROW_TEXTS_CHUNK_BYTES = 64 * 1024 * 1024;
/** Dead bytes below this are never worth a compaction. */
const COMPACT_AT_BYTES = 64 * 1024 * 1024;

export class RowTexts {
  private chunks: Buffer[] = [];
  /** Bytes used in the last chunk. */
  private used = 0;
  /** Per row id: its chunk, its offset in it, and its byte length plus one (0: no text). */
  private chunkOf = new Uint16Array(0);
  private offsetOf = new Uint32Array(0);
  private lengthOf = new Uint32Array(0);
  private count = 0;
  private liveBytes = 0;
  private deadBytes = 0;

  constructor(
    private readonly chunkBytes = ROW_TEXTS_CHUNK_BYTES,
    private readonly compactAtBytes = COMPACT_AT_BYTES,
  ) {}

  get size(): number {
    return this.count;
  }

  has(rid: number): boolean {
    return rid < this.lengthOf.length && this.lengthOf[rid]! !== 0;
  }

  get(rid: number): string | undefined {
    if (rid >= this.lengthOf.length) return undefined;
    const stored = this.lengthOf[rid]!;
    if (stored === 0) return undefined;
    const offset = this.offsetOf[rid]!;
    return this.chunks[this.chunkOf[rid]!]!.toString('utf8', offset, offset + stored - 1);
  }

  set(rid: number, text: string): void {
    if (!Number.isSafeInteger(rid) || rid < 0) throw new RangeError(`row id ${rid} out of range`);
    this.delete(rid);
    const bytes = Buffer.byteLength(text, 'utf8');
    this.ensureRow(rid);
    const chunk = this.room(bytes);
    chunk.write(text, this.used, bytes, 'utf8');
    this.chunkOf[rid] = this.chunks.length - 1;
    this.offsetOf[rid] = this.used;
    this.lengthOf[rid] = bytes + 1;
    this.used += bytes;
    this.count++;
    this.liveBytes += bytes;
  }

  delete(rid: number): void {
    if (!this.has(rid)) return;
    const bytes = this.lengthOf[rid]! - 1;
    this.lengthOf[rid] = 0;
    this.count--;
    this.liveBytes -= bytes;
    this.deadBytes += bytes;
    if (this.deadBytes >= this.compactAtBytes && this.deadBytes > this.liveBytes) this.compact();
  }

  clear(): void {
    this.chunks = [];
    this.used = 0;
    this.chunkOf = new Uint16Array(0);
    this.offsetOf = new Uint32Array(0);
    this.lengthOf = new Uint32Array(0);
    this.count = 0;
    this.liveBytes = 0;
    this.deadBytes = 0;
  }

  /** Bytes held in buffers (live, dead and unused), for memory accounting. */
  get heldBytes(): number {
    return this.chunks.reduce((sum, c) => sum + c.length, 0);
  }

  /** Grows the per-row arrays to hold `rid`, doubling so a load in row order grows them rarely. */
  private ensureRow(rid: number): void {
    if (rid < this.lengthOf.length) return;
    const length = Math.max(rid + 1, 1024);
    this.chunkOf = grownTo(this.chunkOf, length);
    this.offsetOf = grownTo(this.offsetOf, length);
    this.lengthOf = grownTo(this.lengthOf, length);
  }

  /** The chunk the next `bytes` go into (a new one when the last is full); they go at `used`. */
  private room(bytes: number): Buffer {
    let chunk = this.chunks[this.chunks.length - 1];
    if (chunk === undefined || this.used + bytes > chunk.length) {
      chunk = Buffer.allocUnsafeSlow(Math.max(this.chunkBytes, bytes));
      this.chunks.push(chunk);
      this.used = 0;
    }
    return chunk;
  }

  /** Copies the live texts' bytes into fresh buffers, dropping those of rows written again or deleted. */
  private compact(): void {
    const chunks = this.chunks;
    this.chunks = [];
    this.used = 0;
    this.deadBytes = 0;
    for (let rid = 0; rid < this.lengthOf.length; rid++) {
      const stored = this.lengthOf[rid]!;
      if (stored === 0) continue;
      const bytes = stored - 1;
      const from = this.offsetOf[rid]!;
      const target = this.room(bytes);
      chunks[this.chunkOf[rid]!]!.copy(target, this.used, from, from + bytes);
      this.chunkOf[rid] = this.chunks.length - 1;
      this.offsetOf[rid] = this.used;
      this.used += bytes;
    }
  }
}

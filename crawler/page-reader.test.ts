import { describe, expect, it } from 'vitest';
import { defaultReaderThreads, inlinePageReader, workerPageReader } from './page-reader.js';

const obituary = `<!doctype html><html><head><title>Ann Lee Obituary</title></head><body><article><h1>Ann Lee</h1><p>Ann Lee, 84, of Toledo, Ohio, passed away on March 3, 2026.</p><a href="/obituaries">All obituaries</a></article></body></html>`;
const task = {
  html: obituary,
  url: 'http://fh.test/obituaries/ann-lee-1',
  hints: { state: 'OH' },
  extract: true,
};

describe('page readers', () => {
  it('read the same links and obituary inline and in a worker thread', async () => {
    const inline = await inlinePageReader().read(task);
    expect(inline.extracted.map((o) => o.name.full)).toEqual(['Ann Lee']);
    expect(inline.links.listingLinks).toEqual(['http://fh.test/obituaries']);
    const pool = workerPageReader(1);
    try {
      const [a, b] = await Promise.all([pool.read(task), pool.read({ ...task, extract: false })]);
      expect(a).toEqual(inline);
      expect(b).toEqual({ links: inline.links, extracted: [] });
    } finally {
      await pool.close();
    }
  });

  it('uses worker threads only on machines with cores to spare', () => {
    expect(defaultReaderThreads(2)).toBe(0);
    expect(defaultReaderThreads(4)).toBe(2);
    expect(defaultReaderThreads(16)).toBe(14);
  });
});

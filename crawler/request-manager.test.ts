import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Configuration, HttpCrawler, Request, type BasicCrawler } from '@crawlee/cheerio';
import { describe, expect, it } from 'vitest';
import { MemoryRequestManager, useRequestManager } from './request-manager.js';

async function drain(m: MemoryRequestManager): Promise<string[]> {
  const urls: string[] = [];
  for (let r = await m.fetchNextRequest(); r; r = await m.fetchNextRequest()) {
    urls.push(r.url);
    await m.markRequestHandled(r);
  }
  return urls;
}

describe('MemoryRequestManager', () => {
  it('hands requests out in the order they were added and is finished once all are handled', async () => {
    const m = new MemoryRequestManager();
    await m.addRequestsBatched(['http://a.test/1', { url: 'http://a.test/2' }, 'http://a.test/3']);
    expect(await m.isEmpty()).toBe(false);
    expect(m.getTotalCount()).toBe(3);
    const first = await m.fetchNextRequest();
    expect(first?.url).toBe('http://a.test/1');
    expect(await m.isFinished()).toBe(false);
    expect(m.getPendingCount()).toBe(3);
    await m.markRequestHandled(first!);
    expect(await drain(m)).toEqual(['http://a.test/2', 'http://a.test/3']);
    expect(await m.isEmpty()).toBe(true);
    expect(await m.isFinished()).toBe(true);
    expect(await m.handledCount()).toBe(3);
    expect(m.getPendingCount()).toBe(0);
  });

  it('queues a unique key once and says whether it was already present or handled', async () => {
    const m = new MemoryRequestManager();
    const a = await m.addRequest({ url: 'http://a.test/x', uniqueKey: 'k' });
    expect(a).toMatchObject({ wasAlreadyPresent: false, wasAlreadyHandled: false, uniqueKey: 'k' });
    const again = await m.addRequest({ url: 'http://a.test/other', uniqueKey: 'k' });
    expect(again).toMatchObject({
      wasAlreadyPresent: true,
      wasAlreadyHandled: false,
      requestId: a.requestId,
    });
    await drain(m);
    const after = await m.addRequest({ url: 'http://a.test/x', uniqueKey: 'k' });
    expect(after).toMatchObject({ wasAlreadyPresent: true, wasAlreadyHandled: true });
    expect(await m.fetchNextRequest()).toBeNull();
  });

  it('is not finished while a fetched request is in progress, and a reclaimed one comes back', async () => {
    const m = new MemoryRequestManager();
    await m.addRequestsBatched(['http://a.test/1', 'http://a.test/2']);
    const r1 = await m.fetchNextRequest();
    expect(await m.reclaimRequest(r1!)).toMatchObject({ wasAlreadyPresent: true, forefront: false });
    // A request not in progress cannot be reclaimed twice.
    expect(await m.reclaimRequest(r1!)).toBeNull();
    const r2 = await m.fetchNextRequest();
    expect(r2?.url).toBe('http://a.test/2');
    expect(await m.isEmpty()).toBe(false);
    const again = await m.fetchNextRequest();
    expect(again?.url).toBe('http://a.test/1');
    expect(await m.isEmpty()).toBe(true);
    expect(await m.isFinished()).toBe(false);
    await m.markRequestHandled(r2!);
    await m.markRequestHandled(again!);
    expect(await m.isFinished()).toBe(true);
    expect(await m.handledCount()).toBe(2);
  });

  it('puts a forefront request or reclaim first', async () => {
    const m = new MemoryRequestManager();
    await m.addRequestsBatched(['http://a.test/1', 'http://a.test/2', 'http://a.test/3']);
    const r1 = await m.fetchNextRequest();
    await m.addRequest({ url: 'http://a.test/urgent' }, { forefront: true });
    await m.reclaimRequest(r1!, { forefront: true });
    expect(await drain(m)).toEqual([
      'http://a.test/1',
      'http://a.test/urgent',
      'http://a.test/2',
      'http://a.test/3',
    ]);
  });

  it('adds at most maxNewRequests new requests and returns the rest as over the limit', async () => {
    const m = new MemoryRequestManager();
    await m.addRequest({ url: 'http://a.test/seen' });
    const result = await m.addRequestsBatched(
      ['http://a.test/seen', 'http://a.test/1', 'http://a.test/2', 'http://a.test/3'],
      { maxNewRequests: 2 },
    );
    expect(result.addedRequests).toHaveLength(3);
    expect(result.requestsOverLimit?.map((s) => s.url)).toEqual(['http://a.test/3']);
    expect(await drain(m)).toEqual(['http://a.test/seen', 'http://a.test/1', 'http://a.test/2']);
  });

  it('takes requests from an async iterable and Request objects as they are', async () => {
    const m = new MemoryRequestManager();
    const own = new Request({ url: 'http://a.test/own', userData: { kind: 'listing' } });
    async function* gen(): AsyncGenerator<Request | string> {
      yield own;
      yield 'http://a.test/next';
    }
    await m.addRequestsBatched(gen());
    const first = await m.fetchNextRequest();
    expect(first).toBe(own);
    expect(first?.userData).toEqual({ kind: 'listing' });
    await m.markRequestHandled(first!);
    expect(first?.handledAt).toBeTypeOf('string');
    expect(await drain(m)).toEqual(['http://a.test/next']);
  });

  it('keeps its order across the compaction of a long queue', async () => {
    const m = new MemoryRequestManager();
    const urls = Array.from({ length: 5000 }, (_, i) => `http://a.test/${i}`);
    await m.addRequestsBatched(urls.slice(0, 3000));
    const got: string[] = [];
    for (let i = 0; i < 2500; i++) {
      const r = await m.fetchNextRequest();
      got.push(r!.url);
      await m.markRequestHandled(r!);
    }
    await m.addRequestsBatched(urls.slice(3000));
    got.push(...(await drain(m)));
    expect(got).toEqual(urls);
    expect(await m.handledCount()).toBe(5000);
  });

  it('iterates with for await', async () => {
    const m = new MemoryRequestManager();
    await m.addRequestsBatched(['http://a.test/1', 'http://a.test/2']);
    const seen: string[] = [];
    for await (const r of m) seen.push(r.url);
    expect(seen).toEqual(['http://a.test/1', 'http://a.test/2']);
  });

  it('rejects a source without a url', async () => {
    const m = new MemoryRequestManager();
    await expect(m.addRequest({ requestsFromUrl: 'http://a.test/list.txt' })).rejects.toThrow(/needs a url/);
  });
});

describe('useRequestManager', () => {
  it('makes a Crawlee crawler take its requests from the manager', async () => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(req.url === '/' ? '<a href="/next">next</a>' : '<p>next</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const manager = new MemoryRequestManager();
      const fetched: string[] = [];
      const crawler = new HttpCrawler(
        {
          useSessionPool: false,
          requestHandler: async (ctx) => {
            fetched.push(new URL(ctx.request.url).pathname);
            if (ctx.request.url === `${base}/`) await ctx.addRequests([`${base}/next`]);
          },
        },
        new Configuration({ persistStorage: false }),
      );
      useRequestManager(crawler as unknown as BasicCrawler, manager);
      await crawler.run([`${base}/`]);
      expect(fetched).toEqual(['/', '/next']);
      expect(await manager.handledCount()).toBe(2);
      expect(manager.getTotalCount()).toBe(2);
    } finally {
      server.close();
    }
  });
});

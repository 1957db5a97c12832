import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CRAWL_DELAY_MS, RobotsCache, RobotsPolicy } from './robots.js';

const at = (path: string): string => `http://site.test${path}`;

describe('RobotsPolicy.parse', () => {
  it('applies the * group: disallowed prefixes, allowed rest, robots.txt itself always allowed', () => {
    const p = RobotsPolicy.parse('User-agent: *\nDisallow: /store/\nDisallow: /admin\n');
    expect(p.isAllowed(at('/obituaries'))).toBe(true);
    expect(p.isAllowed(at('/store/flowers'))).toBe(false);
    expect(p.isAllowed(at('/admin/login'))).toBe(false);
    expect(p.isAllowed(at('/administrator'))).toBe(false);
    expect(p.isAllowed(at('/robots.txt'))).toBe(true);
  });

  it('lets the longest match win and Allow win a tie', () => {
    const p = RobotsPolicy.parse(
      'User-agent: *\nDisallow: /obits/\nAllow: /obits/public/\nAllow: /x\nDisallow: /x\n',
    );
    expect(p.isAllowed(at('/obits/private/1'))).toBe(false);
    expect(p.isAllowed(at('/obits/public/1'))).toBe(true);
    expect(p.isAllowed(at('/x'))).toBe(true);
  });

  it('understands * and $ and matches the query too', () => {
    const p = RobotsPolicy.parse('User-agent: *\nDisallow: /*?print=\nDisallow: /*.pdf$\n');
    expect(p.isAllowed(at('/obituary.php?id=3&print=1'))).toBe(true);
    expect(p.isAllowed(at('/obituary.php?print=1'))).toBe(false);
    expect(p.isAllowed(at('/files/notice.pdf'))).toBe(false);
    expect(p.isAllowed(at('/files/notice.pdf.html'))).toBe(true);
  });

  it('prefers a group naming VigilBot over *, and reads its crawl-delay (capped)', () => {
    const text =
      'User-agent: *\nDisallow: /\nCrawl-delay: 1\n\nUser-agent: Googlebot\nUser-agent: VigilBot\nDisallow: /private/\nCrawl-delay: 120\n';
    const p = RobotsPolicy.parse(text);
    expect(p.isAllowed(at('/obituaries'))).toBe(true);
    expect(p.isAllowed(at('/private/x'))).toBe(false);
    expect(p.crawlDelayMs).toBe(MAX_CRAWL_DELAY_MS);
    expect(RobotsPolicy.parse('User-agent: *\nCrawl-delay: 1.5\n').crawlDelayMs).toBe(1500);
  });

  it('treats an empty Disallow as allow-all and ignores comments and unknown lines', () => {
    const p = RobotsPolicy.parse('# hi\nUser-agent: * # all\nDisallow:\nSitemap: /s.xml\nfoo bar\n');
    expect(p.isAllowed(at('/anything'))).toBe(true);
  });
});

describe('RobotsCache', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    server = undefined;
  });

  async function serve(status: number, body: string): Promise<{ url: string; hits: () => number }> {
    let hits = 0;
    server = createServer((req, res) => {
      if (req.url === '/robots.txt') hits++;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits };
  }

  it('fetches robots.txt once per origin and applies it', async () => {
    const site = await serve(200, 'User-agent: *\nDisallow: /guestbook/\n');
    const cache = new RobotsCache({ userAgent: 'test' });
    const [a, b] = await Promise.all([cache.policyFor(`${site.url}/x`), cache.policyFor(`${site.url}/y`)]);
    expect(a).toBe(b);
    expect(a.isAllowed(`${site.url}/guestbook/sign`)).toBe(false);
    expect(cache.known(`${site.url}/z`)).toBe(a);
    expect(site.hits()).toBe(1);
  });

  it('allows everything when robots.txt is missing (4xx)', async () => {
    const site = await serve(404, 'not found');
    const p = await new RobotsCache({ userAgent: 'test' }).policyFor(site.url);
    expect(p.isAllowed(`${site.url}/anything`)).toBe(true);
  });

  it('allows nothing when robots.txt answers 5xx or the host is unreachable', async () => {
    const site = await serve(503, 'down');
    const p = await new RobotsCache({ userAgent: 'test' }).policyFor(site.url);
    expect(p.isAllowed(`${site.url}/obituaries`)).toBe(false);
    expect(p.unreachable).toMatch(/503/);
    const dead = await new RobotsCache({ userAgent: 'test' }).policyFor('http://127.0.0.1:9/');
    expect(dead.isAllowed('http://127.0.0.1:9/obituaries')).toBe(false);
  });
});

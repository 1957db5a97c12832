/**
 * A newspaper's death-notice column end to end: a hand-built paper on 127.0.0.1 prints its notices on
 * the "Death Notices" section page itself (a listing) and on an older day's page. The real crawler
 * reads each notice, the real indexer files each under the column's URL and a fragment naming the
 * person, a funeral home's full obituary of one of them merges with its notice, and the matcher
 * answers each person from the index.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSources } from '../../crawler/crawl.js';
import { Indexer } from '../../indexer/indexer.js';
import { indexingSink } from '../../indexer/crawl-sink.js';
import type { MatchContext } from '../../core/verification.js';
import { ObituaryMatcher } from '../../matcher/obituary-matcher.js';
import { openTestIndex, query, type TestIndex } from '../../matcher/testing/notices.js';
import { blockingKeysForQuery } from '../../store/index/blocking-keys.js';
import type { CrawlSource, StateStore } from '../../store/state/ports.js';
import { openSqliteState } from '../../store/state/sqlite-state.js';

const ctx: MatchContext = { accountId: 'acct_test', extendedProfile: false, maxLookbackYears: 10 };

const page = (title: string, body: string): string =>
  `<!doctype html><html><head><title>${title}</title><meta property="og:site_name" content="The Peoria Star"></head>` +
  `<body><nav><a href="/paper/">Home</a> <a href="/paper/death-notices/">Death Notices</a></nav><main>${body}</main></body></html>`;

/** Today's column, on the section page itself. */
let todaysNotices = [
  '<p><strong>ANDERSON, Carol J.</strong>, 81, of Pekin, died Nov. 18, 2026, at OSF St. Francis Medical Center. Arrangements by Preston-Hanley Funeral Home.</p>',
  '<p><strong>BRADLEY, Thomas E.</strong>, 67, of Peoria, died Nov. 17, 2026, at his home. Born March 9, 1959, in Peoria.</p>',
  '<p><strong>CUMMINGS, Ruth Ann</strong>, 93, of East Peoria, formerly of Chillicothe, died Nov. 16, 2026. Born Feb. 2, 1933.</p>',
];
const section = (): string =>
  page(
    'Death Notices - The Peoria Star',
    `<h1>Death Notices</h1><p>Published November 20, 2026</p>${todaysNotices.join('')}` +
      '<p><a href="/paper/death-notices/?page=2">Older notices</a></p>',
  );
const older = page(
  'Death Notices - The Peoria Star',
  `<h1>Death Notices</h1><p>Published November 13, 2026</p>
   <h3>Harold W. Davis</h3><p>Harold W. Davis, 74, of Canton, died Wednesday, Nov. 11, 2026, at Graham Hospital. He was born June 4, 1952, in Canton.</p>
   <h3>Edna Mae Fulton (1931 - 2026)</h3><p>Edna Mae Fulton of Peoria Heights passed away Thursday, Nov. 12, 2026, at her home.</p>`,
);
/** The funeral home's full obituary of Carol, the column's first notice. */
const carolsObituary = page(
  'Carol J. Anderson Obituary - Preston-Hanley Funeral Home',
  `<article><h1>Carol J. Anderson</h1><p>Carol Jean Anderson, 81, of Pekin, passed away Wednesday, Nov. 18, 2026, at OSF St. Francis Medical Center in Peoria. She was born Aug. 3, 1945, in Pekin.</p>
   <p>She is survived by her son, Mark Anderson of Pekin.</p></article>`,
);

let server: Server;
let base: string;
let dir: string;
let state: StateStore;
let sources: CrawlSource[];
let index: TestIndex;
let matcher: ObituaryMatcher;

const crawl = () =>
  crawlSources(sources, {
    sink: indexingSink(new Indexer(index.index)),
    repository: state.sources,
    hostConcurrency: 2,
    hostDelayMs: 0,
    readerThreads: 0,
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '/';
    const send = (status: number, body: string): void => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (url === '/paper/death-notices/') return send(200, section());
    if (url === '/paper/death-notices/?page=2') return send(200, older);
    if (url === '/fh/obituaries/')
      return send(
        200,
        page(
          'Obituaries - Preston-Hanley',
          '<h1>Obituaries</h1><ul><li><a href="/fh/obituaries/carol-j-anderson">Carol J. Anderson</a></li></ul>',
        ),
      );
    if (url === '/fh/obituaries/carol-j-anderson') return send(200, carolsObituary);
    return send(404, 'Not Found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'vigil-columns-'));
  state = openSqliteState(join(dir, 'state.sqlite'));
  sources = [
    await state.sources.add({
      url: `${base}/paper/death-notices/`,
      type: 'newspaper',
      state: 'IL',
      county: 'Peoria',
      name: 'The Peoria Star',
      render: 'http',
    }),
    await state.sources.add({
      url: `${base}/fh/obituaries/`,
      type: 'funeral_home',
      state: 'IL',
      county: 'Tazewell',
      name: 'Preston-Hanley Funeral Home',
      render: 'http',
    }),
  ];
  index = openTestIndex();
  matcher = new ObituaryMatcher({ index: index.index, now: () => new Date('2026-11-25T12:00:00Z') });
});

afterAll(async () => {
  await matcher?.close();
  await index?.remove();
  await state?.close();
  server?.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('death-notice columns crawled, indexed and matched', () => {
  it('reads every notice of both columns, each under its own URL', async () => {
    const stats = await crawl();
    const paper = stats.find((s) => s.sourceId === sources[0]!.id)!;
    expect(paper).toMatchObject({ outcome: 'completed', errors: {}, obituariesExtracted: 5 });
    const column = `${base}/paper/death-notices/`;
    const [ruth] = await index.index.candidates({
      keys: blockingKeysForQuery(query({ firstName: 'Ruth', lastName: 'Cummings' })),
      limit: 1,
    });
    expect(ruth!.sources.map((s) => s.url)).toEqual([`${column}#notice-ruth-ann-cummings`]);
  });

  it.each([
    {
      who: {
        firstName: 'Ruth',
        middleName: 'Ann',
        lastName: 'Cummings',
        dob: { year: 1933, month: 2, day: 2 },
      },
      city: 'East Peoria',
      page: '/paper/death-notices/#notice-ruth-ann-cummings',
      died: '2026-11-16',
    },
    {
      who: {
        firstName: 'Thomas',
        middleName: 'E',
        lastName: 'Bradley',
        dob: { year: 1959, month: 3, day: 9 },
      },
      city: 'Peoria',
      page: '/paper/death-notices/#notice-thomas-e-bradley',
      died: '2026-11-17',
    },
    {
      who: { firstName: 'Harold', middleName: 'W', lastName: 'Davis', dob: { year: 1952, month: 6, day: 4 } },
      city: 'Canton',
      page: '/paper/death-notices/?page=2#notice-harold-w-davis',
      died: '2026-11-11',
    },
  ])("answers $who.firstName $who.lastName found, with the column's notice as the obituary", async (c) => {
    const r = await matcher.verify(query({ ...c.who, address: { city: c.city, state: 'IL' } }), ctx);
    expect(r.result).toBe('found');
    expect(r.match?.obituary_url).toBe(`${base}${c.page}`);
    expect(r.match?.death_date).toBe(c.died);
  });

  it("never gives one notice's facts to another: Thomas's birth date is not Ruth's", async () => {
    // Ruth's notice states her own birth; a query with Thomas's birth date conflicts with it.
    const r = await matcher.verify(
      query({
        firstName: 'Ruth',
        middleName: 'Ann',
        lastName: 'Cummings',
        dob: { year: 1959, month: 3, day: 9 },
        address: { city: 'East Peoria', state: 'IL' },
      }),
      ctx,
    );
    expect(r.result).not.toBe('found');
    // The index holds her notice with her own birth date.
    const [ruth] = await index.index.candidates({
      keys: blockingKeysForQuery(query({ firstName: 'Ruth', lastName: 'Cummings' })),
      limit: 1,
    });
    expect(ruth?.birthDate).toEqual({ year: 1933, month: 2, day: 2 });
  });

  it("merges the column's notice with the funeral home's full obituary of the same death", async () => {
    const carol = await matcher.verify(
      query({
        firstName: 'Carol',
        middleName: 'Jean',
        lastName: 'Anderson',
        dob: { year: 1945, month: 8, day: 3 },
        address: { city: 'Pekin', state: 'IL' },
      }),
      ctx,
    );
    expect(carol.result).toBe('found');
    expect([
      `${base}/fh/obituaries/carol-j-anderson`,
      `${base}/paper/death-notices/#notice-carol-j-anderson`,
    ]).toContain(carol.match?.obituary_url);
    // One decedent, two sources: no runner-up of the same death held the answer back.
    expect(carol.scoring_reasons).not.toContain('runner_up_close');
    const [stored] = await index.index.candidates({
      keys: blockingKeysForQuery(query({ firstName: 'Carol', lastName: 'Anderson' })),
      limit: 5,
    });
    expect(stored!.sources.map((s) => s.url).sort()).toEqual([
      `${base}/fh/obituaries/carol-j-anderson`,
      `${base}/paper/death-notices/#notice-carol-j-anderson`,
    ]);
  });

  it('reads a notice added to the column on the next crawl, leaving the others as they were', async () => {
    todaysNotices = [
      '<p><strong>ABBOTT, Louis R.</strong>, 88, of Morton, died Nov. 19, 2026, at Apostolic Christian Restmor.</p>',
      ...todaysNotices,
    ];
    const stats = await crawl();
    const paper = stats.find((s) => s.sourceId === sources[0]!.id)!;
    // The changed section page is read again (four notices); the older page is unchanged.
    expect(paper.obituariesExtracted).toBe(4);
    const louis = await matcher.verify(
      query({
        firstName: 'Louis',
        lastName: 'Abbott',
        dob: { year: 1938 },
        address: { city: 'Morton', state: 'IL' },
      }),
      ctx,
    );
    expect(['found', 'possible_match']).toContain(louis.result);
    expect(louis.match?.obituary_url).toBe(`${base}/paper/death-notices/#notice-louis-r-abbott`);
  });
});

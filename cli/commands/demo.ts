/**
 * `vigil demo`: a generated obituary web served on 127.0.0.1, registered as sources and crawled
 * (the script-rendered site through Chromium) into the demo index; a demo account with one live and
 * one sandbox key; the API on 127.0.0.1; and copy-paste curl examples, each of which the demo runs
 * once itself before printing, so what it prints is known to work.
 */
import { rmSync } from 'node:fs';
import type { Config } from '../../core/config.js';
import { createLogger } from '../../core/logger.js';
import { dataPaths, openObituaryIndex, openState, startApi } from '../../api/runtime.js';
import { crawlSources } from '../../crawler/crawl.js';
import { parseSourceInput } from '../../crawler/sources.js';
import { indexingSink } from '../../indexer/crawl-sink.js';
import { Indexer } from '../../indexer/indexer.js';
import { startObituaryWeb, type ObituaryWeb } from '../../fixtures/web/index.js';
import { dayOf, decedentTruth, type PersonTruth } from '../../fixtures/world/index.js';
import { partsOf } from '../../fixtures/world/dates.js';
import { openSqliteRawPages } from '../../store/raw-pages/sqlite-raw-pages.js';

/** The demo web: enough deaths for every site style, small enough to crawl in well under a minute. */
const DEMO_DECEDENTS = 300;
const DEMO_SEED = 7;
/** Loopback sites answer instantly; politeness delays meant for real sites would only slow the demo. */
const DEMO_HOST_CONCURRENCY = 8;

const DEMO_ACCOUNT = 'Vigil demo';

interface Example {
  title: string;
  method: 'GET' | 'POST';
  path: string;
  key: 'live' | 'test';
  body?: unknown;
  headers?: Record<string, string>;
  /** Status the example must answer for the demo to call itself healthy. */
  expect: number;
}

const EXAMPLES: Example[] = [
  {
    title: 'Sandbox: last name A-H answers found',
    method: 'POST',
    path: '/api/v1/verify',
    key: 'test',
    body: {
      first_name: 'Margaret',
      last_name: 'Anderson',
      dob: { year: 1941 },
      address: { state: 'IL' },
      client_ref: 'case-1',
    },
    expect: 200,
  },
  {
    title: 'Sandbox: last name I-P answers possible_match',
    method: 'POST',
    path: '/api/v1/verify',
    key: 'test',
    body: { first_name: 'Robert', last_name: 'Miller', address: { city: 'Peoria', state: 'IL' } },
    expect: 200,
  },
  {
    title: 'Sandbox: last name Q-Z answers not_found',
    method: 'POST',
    path: '/api/v1/verify',
    key: 'test',
    body: { first_name: 'Linda', last_name: 'Walker', search_depth: 'recent' },
    expect: 200,
  },
  {
    title: 'Sandbox batch (up to 50 items; a bad item fails alone)',
    method: 'POST',
    path: '/api/v1/verify/batch',
    key: 'test',
    body: { items: [{ first_name: 'Ann', last_name: 'Baker' }, { first_name: 'Tom' }] },
    expect: 200,
  },
  {
    title: 'Validation: a bad date of birth answers 400 invalid_request',
    method: 'POST',
    path: '/api/v1/verify',
    key: 'test',
    body: { first_name: 'Ann', last_name: 'Baker', dob: { year: 1950, month: 2, day: 30 } },
    expect: 400,
  },
  {
    title: 'Request log of the account (live key)',
    method: 'GET',
    path: '/api/v1/requests?limit=5',
    key: 'live',
    expect: 200,
  },
  { title: 'OpenAPI 3.1 document', method: 'GET', path: '/api/v1/openapi.json', key: 'live', expect: 200 },
];

/**
 * Live examples picked from the demo web's own people: the first decedents the API answers `found`
 * and `possible_match` for, and a living person it answers not_found for. Asking the API is what makes
 * the printed examples true for this build of the matcher.
 */
async function liveExamples(url: string, key: string, web: ObituaryWeb): Promise<Example[]> {
  const wanted = new Map<string, Example | null>([
    ['found', null],
    ['possible_match', null],
    ['not_found', null],
  ]);
  const ask = async (body: Record<string, unknown>) => {
    const res = await fetch(`${url}/api/v1/verify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { result?: string }).result;
  };
  const visibleOn = dayOf(web.today());
  let tried = 0;
  for (const d of web.world.decedents()) {
    if (tried++ > 80 || (wanted.get('found') && wanted.get('possible_match'))) break;
    const truth = decedentTruth(web.world, web.url, d, visibleOn);
    if (truth.source_urls.length === 0) continue;
    const body = requestFor(truth);
    const result = await ask(body);
    if (result && wanted.has(result) && !wanted.get(result) && result !== 'not_found') {
      wanted.set(result, {
        title: `Live: a crawled obituary answers ${result}`,
        method: 'POST',
        path: '/api/v1/verify',
        key: 'live',
        body,
        expect: 200,
      });
    }
  }
  for (const p of web.world.livingPeople()) {
    const body = {
      first_name: p.name.given,
      last_name: p.name.surname,
      dob: { year: partsOf(p.birthDay).year },
      address: { state: p.residence.state },
      client_ref: 'demo-living',
    };
    if ((await ask(body)) === 'not_found') {
      wanted.set('not_found', {
        title: 'Live: a living person answers not_found (never proof of life)',
        method: 'POST',
        path: '/api/v1/verify',
        key: 'live',
        body,
        expect: 200,
      });
      break;
    }
  }
  return [...wanted.values()].filter((e): e is Example => e !== null);
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function curlOf(e: Example, url: string, secret: string): string {
  const parts = [`curl -sS -X ${e.method} ${shellQuote(url + e.path)}`];
  parts.push(`-H ${shellQuote(`Authorization: Bearer ${secret}`)}`);
  if (e.body !== undefined) {
    parts.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(e.body))}`);
  }
  return parts.join(' \\\n     ');
}

/** Registers the demo web's sites as sources and crawls them into the demo index. */
async function crawlDemoWeb(config: Config, web: ObituaryWeb, out: (line: string) => void): Promise<number> {
  const state = openState(config);
  const index = await openObituaryIndex(config);
  const rawPages = openSqliteRawPages(dataPaths(config.dataDir).rawPages);
  try {
    const sources = [];
    for (const s of web.sources) sources.push(await state.sources.add(parseSourceInput(s)));
    out(`Crawling ${sources.length} demo sources (funeral homes and newspapers; one needs Chromium)...`);
    const written = new Set<string>();
    const stats = await crawlSources(sources, {
      sink: indexingSink(new Indexer(index), (ids) => ids.forEach((id) => written.add(id))),
      rawPages,
      repository: state.sources,
      chromiumPath: config.chromiumPath,
      hostConcurrency: DEMO_HOST_CONCURRENCY,
      hostDelayMs: 0,
    });
    const pages = stats.reduce((n, s) => n + s.pagesFetched, 0);
    const failed = stats.filter((s) => s.outcome !== 'completed');
    out(
      `Crawled ${pages} pages; ${written.size} decedents indexed.${failed.length ? ` ${failed.length} sources did not complete.` : ''}`,
    );
    return written.size;
  } finally {
    await rawPages.close();
    await index.close();
    await state.close();
  }
}

/** The live request a customer holding this person's details would send. */
function requestFor(p: PersonTruth): Record<string, unknown> {
  const [year, month, day] = p.birth_date.split('-').map(Number);
  return {
    first_name: p.name.given,
    ...(p.name.middle ? { middle_name: p.name.middle } : {}),
    last_name: p.name.surname,
    dob: { year, month, day },
    address: { city: p.residence?.city, state: p.residence?.state },
    client_ref: `demo-${p.person_id}`,
  };
}

export async function runDemo(
  config: Config,
  out: (line: string) => void,
  opts: { wait: boolean; waitForSignal: () => Promise<void> },
): Promise<void> {
  // The demo owns its data directory: each run starts from a clean index, state and Redis.
  rmSync(dataPaths(config.dataDir).root, { recursive: true, force: true });
  const today = new Date().toISOString().slice(0, 10);
  const web = await startObituaryWeb({
    world: { seed: DEMO_SEED, decedents: DEMO_DECEDENTS, asOf: today },
    today,
    port: 0,
  });
  try {
    await crawlDemoWeb(config, web, out);
    await serveDemo(config, web, out, opts);
  } finally {
    await web.stop();
  }
}

async function serveDemo(
  config: Config,
  web: ObituaryWeb,
  out: (line: string) => void,
  opts: { wait: boolean; waitForSignal: () => Promise<void> },
): Promise<void> {
  const state = openState(config);
  let live: string;
  let test: string;
  try {
    const existing = (await state.accounts.list()).find((a) => a.name === DEMO_ACCOUNT);
    const account =
      existing ??
      (await state.accounts.create({ name: DEMO_ACCOUNT, quotaPerMinute: 120, quotaDaily: 5_000 }));
    // Keys are shown only once, so each demo run issues fresh ones and retires the previous pair.
    for (const k of await state.keys.listForAccount(account.id)) {
      if (!k.revokedAt && (k.name === 'demo-live' || k.name === 'demo-sandbox'))
        await state.keys.revoke(k.id);
    }
    live = (await state.keys.issue(account.id, { kind: 'live', name: 'demo-live' })).secret;
    test = (await state.keys.issue(account.id, { kind: 'test', name: 'demo-sandbox' })).secret;
  } finally {
    await state.close();
  }

  const api = await startApi(config, createLogger('warn'));
  const examples = [...(await liveExamples(api.url, live, web)), ...EXAMPLES];
  const failures: string[] = [];
  const lines: string[] = [];
  for (const e of examples) {
    const secret = e.key === 'live' ? live : test;
    const res = await fetch(api.url + e.path, {
      method: e.method,
      headers: {
        Authorization: `Bearer ${secret}`,
        ...(e.body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: e.body === undefined ? undefined : JSON.stringify(e.body),
    });
    const text = await res.text();
    if (res.status !== e.expect)
      failures.push(`${e.title}: expected ${e.expect}, got ${res.status}: ${text.slice(0, 200)}`);
    const preview = e.path.endsWith('openapi.json') ? `${text.slice(0, 120)}…` : text;
    lines.push(
      `# ${e.title}  (checked just now: HTTP ${res.status})`,
      curlOf(e, api.url, secret),
      `# -> ${preview}`,
      '',
    );
  }

  out('');
  out('Vigil demo is running.');
  out(`  API:          ${api.url}`);
  out(`  Data:         ${config.dataDir} (Redis: ${api.redisUrl})`);
  out(`  Live key:     ${live}`);
  out(`  Sandbox key:  ${test}`);
  out('  (Keys are shown once; run the demo again for a new pair.)');
  out(`  Demo web:     ${web.url} (crawled into the demo index; \`vigil sources list\` shows its sources)`);
  out('  Live keys search the crawled obituaries. Sandbox keys answer fixtures by the first letter of');
  out('  last_name: a-h found, i-p possible_match, q-z not_found.');
  out('');
  for (const l of lines) out(l);
  if (failures.length > 0) {
    out('Some examples did not answer as expected:');
    for (const f of failures) out(`  - ${f}`);
  }
  if (opts.wait && failures.length === 0) {
    out('Press Ctrl-C to stop.');
    await opts.waitForSignal();
  }
  await api.stop();
  if (failures.length > 0) throw new Error(`${failures.length} demo example(s) failed`);
}

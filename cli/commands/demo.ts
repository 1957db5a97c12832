/**
 * `vigil demo`: a demo account with one live and one sandbox key, the API on 127.0.0.1, and
 * copy-paste curl examples — each of which the demo runs once itself before printing, so what it
 * prints is known to work.
 */
import type { Config } from '../../core/config.js';
import { createLogger } from '../../core/logger.js';
import { startApi, openState } from '../../api/runtime.js';

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

export async function runDemo(
  config: Config,
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

  const api = await startApi(config, createLogger('warn'), null);
  const failures: string[] = [];
  const lines: string[] = [];
  for (const e of EXAMPLES) {
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
  out('  Live verification answers 503 matcher_unavailable until the obituary index and matcher are set up;');
  out('  sandbox keys answer complete fixtures: last name a-h found, i-p possible_match, q-z not_found.');
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

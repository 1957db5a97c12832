/**
 * One configuration table: every setting has a name, an environment variable, a type, a default and
 * a one-line meaning. It is parsed once at start-up; a bad value stops start-up with a message that
 * names the variable.
 */

import { DEFAULT_FETCH_TIMEOUT_MS, DEFAULT_MAX_PAGE_BYTES } from './net/limits.js';

type SettingType = 'string' | 'int' | 'bool' | 'url' | 'enum' | 'list';

interface SettingSpec {
  env: string;
  type: SettingType;
  default: string | undefined;
  doc: string;
  min?: number;
  max?: number;
  values?: readonly string[];
}

/** The table. Keys are the names used in code. */
export const SETTINGS = {
  host: { env: 'VIGIL_HOST', type: 'string', default: '127.0.0.1', doc: 'Address the API listens on.' },
  port: {
    env: 'VIGIL_PORT',
    type: 'int',
    default: '8080',
    min: 0,
    max: 65535,
    doc: 'Port the API listens on.',
  },
  apiProcesses: {
    env: 'VIGIL_API_PROCESSES',
    type: 'int',
    default: '1',
    min: 0,
    max: 64,
    doc: 'API processes `vigil serve` runs on the one port (0 = one per core); each uses one core.',
  },
  dataDir: {
    env: 'VIGIL_DATA_DIR',
    type: 'string',
    default: './data',
    doc: 'Directory for the SQLite files and the private Redis.',
  },
  redisUrl: {
    env: 'REDIS_URL',
    type: 'url',
    default: undefined,
    doc: 'Redis to use; when unset, `vigil serve` starts a private redis-server under the data directory.',
  },
  redisPrefix: {
    env: 'VIGIL_REDIS_PREFIX',
    type: 'string',
    default: 'vigil:',
    doc: 'Prefix of every Redis key Vigil writes, so several deployments can share one Redis.',
  },
  logLevel: {
    env: 'VIGIL_LOG_LEVEL',
    type: 'enum',
    values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
    doc: 'Log level.',
  },
  trustProxy: {
    env: 'VIGIL_TRUST_PROXY',
    type: 'bool',
    default: 'false',
    doc: 'Take the client IP from X-Forwarded-For (only behind a trusted reverse proxy).',
  },
  maxBodyBytes: {
    env: 'VIGIL_MAX_BODY_BYTES',
    type: 'int',
    default: '1048576',
    min: 1024,
    max: 64 * 1024 * 1024,
    doc: 'Largest accepted request body in bytes.',
  },
  idempotencyWaitMs: {
    env: 'VIGIL_IDEMPOTENCY_WAIT_MS',
    type: 'int',
    default: '30000',
    min: 0,
    max: 600000,
    doc: 'How long a request waits for a concurrent request with the same Idempotency-Key to finish.',
  },
  indexBackend: {
    env: 'VIGIL_INDEX_BACKEND',
    type: 'enum',
    values: ['sqlite', 'elasticsearch'],
    default: 'sqlite',
    doc: 'Obituary index adapter.',
  },
  elasticsearchUrl: {
    env: 'ELASTICSEARCH_URL',
    type: 'url',
    default: undefined,
    doc: 'Elasticsearch base URL (required when the index backend is elasticsearch).',
  },
  searxngUrl: {
    env: 'VIGIL_SEARXNG_URL',
    type: 'url',
    default: undefined,
    doc: 'SearXNG-compatible search endpoint for the standard and extended depths.',
  },
  chromiumPath: {
    env: 'VIGIL_CHROMIUM_PATH',
    type: 'string',
    default: '/usr/bin/chromium',
    doc: 'Chromium used for sources that need rendering.',
  },
  webCacheTtlSeconds: {
    env: 'VIGIL_WEB_CACHE_TTL_SECONDS',
    type: 'int',
    default: undefined,
    min: 0,
    max: 86400,
    doc: 'Seconds web-search results stay cached in Redis (0 disables the cache); unset uses the matcher default (10 minutes).',
  },
  webFetchTimeoutMs: {
    env: 'VIGIL_WEB_FETCH_TIMEOUT_MS',
    type: 'int',
    default: String(DEFAULT_FETCH_TIMEOUT_MS),
    min: 100,
    max: 120000,
    doc: 'Deadline for fetching one web-search result page, redirects included.',
  },
  webFetchMaxBytes: {
    env: 'VIGIL_WEB_FETCH_MAX_BYTES',
    type: 'int',
    default: String(DEFAULT_MAX_PAGE_BYTES),
    min: 16384,
    max: 64 * 1024 * 1024,
    doc: 'Largest web-search result page read, in bytes after decompression.',
  },
  webFetchAllow: {
    env: 'VIGIL_WEB_FETCH_ALLOW',
    type: 'list',
    default: undefined,
    doc: 'Comma-separated hosts and IP/CIDR ranges result-page fetches may reach although private or loopback (self-hosted sites); unset: public addresses only.',
  },
} as const satisfies Record<string, SettingSpec>;

type Settings = typeof SETTINGS;
type ValueOf<S extends SettingSpec> = S['type'] extends 'int'
  ? number
  : S['type'] extends 'bool'
    ? boolean
    : S['type'] extends 'list'
      ? string[]
      : string;

/** The parsed configuration. Settings without a default and not set are `undefined`. */
export type Config = {
  [K in keyof Settings]: Settings[K]['default'] extends string
    ? ValueOf<Settings[K]>
    : ValueOf<Settings[K]> | undefined;
};

/** Raised when a setting has a bad value; start-up stops with its message. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function parseOne(name: string, spec: SettingSpec, raw: string): string | number | boolean | string[] {
  const where = `${spec.env} (${name})`;
  switch (spec.type) {
    case 'string':
      if (raw.length === 0) throw new ConfigError(`${where} must not be empty`);
      return raw;
    case 'int': {
      if (!/^-?\d+$/.test(raw.trim())) throw new ConfigError(`${where} must be a whole number, got "${raw}"`);
      const n = Number(raw);
      if (spec.min !== undefined && n < spec.min)
        throw new ConfigError(`${where} must be at least ${spec.min}, got ${n}`);
      if (spec.max !== undefined && n > spec.max)
        throw new ConfigError(`${where} must be at most ${spec.max}, got ${n}`);
      return n;
    }
    case 'bool': {
      const v = raw.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(v)) return true;
      if (['0', 'false', 'no', 'off'].includes(v)) return false;
      throw new ConfigError(`${where} must be true or false, got "${raw}"`);
    }
    case 'url': {
      try {
        const u = new URL(raw);
        return u.toString().replace(/\/$/, '');
      } catch {
        throw new ConfigError(`${where} must be a URL, got "${raw}"`);
      }
    }
    case 'enum':
      if (!spec.values?.includes(raw)) {
        throw new ConfigError(`${where} must be one of ${spec.values?.join(', ')}, got "${raw}"`);
      }
      return raw;
    case 'list':
      return raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
  }
}

/**
 * Parses the whole table from an environment (process.env by default) plus explicit overrides
 * (command-line flags win over the environment).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Record<keyof Settings, string | undefined>> = {},
): Config {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(SETTINGS) as [keyof Settings, SettingSpec][]) {
    const raw = overrides[name] ?? env[spec.env] ?? spec.default;
    out[name] =
      raw === undefined || raw === ''
        ? spec.default === undefined
          ? undefined
          : parseOne(name, spec, spec.default)
        : parseOne(name, spec, raw);
  }
  const config = out as Config;
  if (config.indexBackend === 'elasticsearch' && !config.elasticsearchUrl) {
    throw new ConfigError(
      'ELASTICSEARCH_URL (elasticsearchUrl) must be set when VIGIL_INDEX_BACKEND is elasticsearch',
    );
  }
  return config;
}

/** The table as text, for `vigil config` and the docs. */
export function describeSettings(): string {
  return Object.entries(SETTINGS as Record<string, SettingSpec>)
    .map(
      ([name, s]) =>
        `${s.env.padEnd(28)} ${s.type.padEnd(6)} ${String(s.default ?? '(unset)').padEnd(20)} ${name}: ${s.doc}`,
    )
    .join('\n');
}

/**
 * A private redis-server for one machine: `vigil serve` starts one under the data directory when
 * REDIS_URL is unset, and the test suite starts one in a temporary directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export interface PrivateRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Finds a free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return;
    } catch (e) {
      lastError = e;
      probe.disconnect();
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`redis-server did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

/**
 * Starts redis-server on 127.0.0.1 with its files in `dir`. With `persist`, the append-only file is on
 * (data survives restarts); tests run without persistence.
 */
export async function startPrivateRedis(opts: {
  dir: string;
  port?: number;
  persist: boolean;
  binary?: string;
}): Promise<PrivateRedis> {
  mkdirSync(opts.dir, { recursive: true });
  const port = opts.port ?? (await freePort());
  const args = [
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--dir',
    opts.dir,
    '--save',
    '',
    '--appendonly',
    opts.persist ? 'yes' : 'no',
    '--maxmemory-policy',
    'noeviction',
    '--daemonize',
    'no',
    '--protected-mode',
    'yes',
    '--loglevel',
    'warning',
  ];
  const child = spawn(opts.binary ?? 'redis-server', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const spawnError = new Promise<never>((_, reject) =>
    child.on('error', (e) =>
      reject(
        new Error(`cannot start redis-server (${e.message}); install it with: apt-get install redis-server`),
      ),
    ),
  );
  const url = `redis://127.0.0.1:${port}`;
  try {
    await Promise.race([waitForPing(url, child, 10_000), spawnError]);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${(e as Error).message}${stderr ? `: ${stderr.trim()}` : ''}`, { cause: e });
  }
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

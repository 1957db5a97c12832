/**
 * GET an HTML page at a URL someone else chose, without letting that URL reach inside the network:
 * http/https only; the host is resolved and every address checked (address-policy.ts); the connection
 * is pinned to the checked address (a custom `lookup`, so a second DNS answer cannot swap in a private
 * one); redirects are followed by hand and each hop is checked again; a deadline covers the whole
 * fetch; the body is streamed and abandoned past a byte cap; only HTML is accepted.
 *
 * Built on node:http/node:https rather than fetch because the `lookup` option is what pins the
 * address, and undici (which would allow it for fetch) is not a direct dependency.
 */
import { lookup as systemLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import {
  allowlistAdmitsTarget,
  blockedReason,
  foldHost,
  NO_PRIVATE_HOSTS,
  parseIp,
  type NetworkAllowlist,
} from './address-policy.js';
import { DEFAULT_FETCH_TIMEOUT_MS, DEFAULT_MAX_PAGE_BYTES, MAX_REDIRECTS } from './limits.js';

/** One DNS answer. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses. */
export type ResolveHost = (host: string) => Promise<ResolvedAddress[]>;

/** How a guarded fetch behaves; every field has a safe default. */
export interface GuardedFetchOptions {
  /** Hosts and ranges admitted although not public. Default: none. */
  allow?: NetworkAllowlist;
  /** Deadline for the whole fetch, redirects included. */
  timeoutMs?: number;
  /** Largest body read, after decompression. */
  maxBytes?: number;
  /** Cancels the fetch; the rejection is the signal's reason, not a FetchFailedError. */
  signal?: AbortSignal;
  userAgent?: string;
  /** DNS resolution. Default: the system resolver (getaddrinfo, as connections use: /etc/hosts included). */
  resolve?: ResolveHost;
}

/** An HTML page as fetched. */
export interface FetchedPage {
  /** The URL asked for. */
  requestedUrl: string;
  /** The URL the page came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  html: string;
  /** Body bytes after decompression. */
  bytes: number;
}

/** Why a URL was not fetched at all. None of these change on a retry. */
export type FetchRefusal = 'bad_url' | 'scheme' | 'blocked_address' | 'too_many_redirects';

/** The guard refused the URL (or a redirect target): never retry it. */
export class FetchRefusedError extends Error {
  constructor(
    readonly code: FetchRefusal,
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = 'FetchRefusedError';
  }
}

/** Why an allowed fetch did not produce a page. */
export type FetchFailure =
  'dns' | 'network' | 'timeout' | 'http_status' | 'not_html' | 'too_large' | 'content_encoding';

/** The fetch was allowed but did not produce an HTML page; `retryable` says whether a later try may work. */
export class FetchFailedError extends Error {
  constructor(
    readonly code: FetchFailure,
    readonly url: string,
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FetchFailedError';
  }
}

/** Identifies Vigil to site operators. */
export const DEFAULT_USER_AGENT =
  'Vigil/0.1 (death verification; fetches obituary pages found by web search)';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** Bytes searched for `<meta charset>` when the Content-Type names no charset (the HTML spec's prescan size). */
const CHARSET_PRESCAN_BYTES = 1024;

const systemResolve: ResolveHost = async (host) => {
  const answers = await systemLookup(host, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Parses and checks the scheme of one URL (the start or a redirect target). */
function targetOf(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = base ? new URL(raw, base) : new URL(raw);
  } catch {
    throw new FetchRefusedError('bad_url', raw, `Not a URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError(
      'scheme',
      url.href,
      `Only http and https URLs are fetched, not ${url.protocol}`,
    );
  }
  return url;
}

/** Rejects when the signal aborts, so a DNS lookup (which cannot be cancelled) does not outlive the deadline. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/**
 * Resolves the target's host and checks every address; returns the one to connect to. A host with
 * any refused address is refused whole: a name that answers both public and private addresses is the
 * shape of a rebinding attack.
 */
async function checkedAddress(
  target: URL,
  allow: NetworkAllowlist,
  resolve: ResolveHost,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const host = foldHost(target.hostname);
  const literal = parseIp(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: literal.toString(), family: literal.kind() === 'ipv4' ? 4 : 6 }];
  } else {
    try {
      addresses = await untilAborted(resolve(host), signal);
    } catch (e) {
      if (signal.aborted) throw e;
      const code = (e as NodeJS.ErrnoException).code;
      throw new FetchFailedError(
        'dns',
        target.href,
        `Cannot resolve ${host}: ${code ?? String(e)}`,
        code === 'EAI_AGAIN',
      );
    }
    if (addresses.length === 0)
      throw new FetchFailedError('dns', target.href, `${host} has no addresses`, false);
  }
  for (const a of addresses) {
    if (allowlistAdmitsTarget(allow, host, a.address)) continue;
    const reason = blockedReason(a.address);
    if (reason) {
      throw new FetchRefusedError(
        'blocked_address',
        target.href,
        `Refused ${target.origin}: ${host === a.address ? '' : `${host} resolves to `}${a.address}, a ${reason}`,
      );
    }
  }
  return addresses[0]!;
}

/** Sends one GET to the pinned address; resolves with the response head. */
function send(
  target: URL,
  pinned: ResolvedAddress,
  userAgent: string,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const isHttps = target.protocol === 'https:';
  const host = foldHost(target.hostname);
  // The connection asks this lookup instead of DNS: it can only ever get the address checked above.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Promise((resolve, reject) => {
    const req = (isHttps ? https : http).request(
      {
        host,
        port: target.port || (isHttps ? 443 : 80),
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers: {
          'User-Agent': userAgent,
          Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'Accept-Encoding': 'gzip, deflate, br',
          'Accept-Language': 'en-US,en;q=0.8',
        },
        // No pooling: a pooled socket would carry no record of which check admitted it.
        agent: false,
        lookup,
        signal,
        ...(isHttps && isIP(host) === 0 ? { servername: host } : {}),
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

function charsetOf(contentType: string, head: Buffer): string {
  const declared = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  if (declared) return declared;
  const prescan = head.subarray(0, CHARSET_PRESCAN_BYTES).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(prescan)?.[1] ?? 'utf-8';
}

function decode(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    // An unknown label on a real page is almost always a typo for UTF-8.
    return new TextDecoder('utf-8').decode(body);
  }
}

function decoderFor(encoding: string): Transform | null | undefined {
  switch (encoding) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/** Reads an HTML page off a final (non-redirect) response, within the byte cap. */
async function readPage(
  res: IncomingMessage,
  url: string,
  requestedUrl: string,
  maxBytes: number,
): Promise<FetchedPage> {
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 299) {
    res.destroy();
    const retryable = status >= 500 || status === 429 || status === 408;
    throw new FetchFailedError('http_status', url, `${url} answered HTTP ${status}`, retryable, status);
  }
  const contentType = String(res.headers['content-type'] ?? '');
  const mime = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (!HTML_TYPES.has(mime)) {
    res.destroy();
    throw new FetchFailedError('not_html', url, `${url} is ${mime || 'of no stated type'}, not HTML`, false);
  }
  // A compressed body's declared length is smaller than what it inflates to, so this check is safe either way.
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new FetchFailedError(
      'too_large',
      url,
      `${url} declares ${declared} bytes (cap ${maxBytes})`,
      false,
    );
  }
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder = decoderFor(encoding);
  if (decoder === undefined) {
    res.destroy();
    throw new FetchFailedError(
      'content_encoding',
      url,
      `${url} uses unsupported encoding ${encoding}`,
      false,
    );
  }
  let body: Readable = res;
  if (decoder) {
    res.on('error', (e) => decoder.destroy(e));
    body = res.pipe(decoder);
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of body) {
      const buf = chunk as Buffer;
      bytes += buf.length;
      if (bytes > maxBytes) {
        throw new FetchFailedError(
          'too_large',
          url,
          `${url} is larger than the cap of ${maxBytes} bytes`,
          false,
        );
      }
      chunks.push(buf);
    }
  } catch (e) {
    res.destroy();
    body.destroy();
    if (e instanceof FetchFailedError) throw e;
    // zlib reports Z_DATA_ERROR and the like, brotli ERR__ERROR_...: the body, not the network, is bad.
    const code = (e as NodeJS.ErrnoException).code ?? '';
    if (decoder && (code.startsWith('Z_') || code.startsWith('ERR__'))) {
      throw new FetchFailedError('content_encoding', url, `${url} has a corrupt ${encoding} body`, false);
    }
    throw e;
  }
  const buffer = Buffer.concat(chunks, bytes);
  return {
    requestedUrl,
    url,
    status,
    contentType,
    html: decode(buffer, charsetOf(contentType, buffer)),
    bytes,
  };
}

/**
 * Fetches an HTML page through the guard. Rejects with FetchRefusedError (the guard said no: do not
 * retry), FetchFailedError (network, timeout, status, type or size: see `retryable`) or, when the
 * caller's signal aborts, that signal's reason.
 */
export async function guardedFetch(url: string, opts: GuardedFetchOptions = {}): Promise<FetchedPage> {
  const allow = opts.allow ?? NO_PRIVATE_HOSTS;
  const resolve = opts.resolve ?? systemResolve;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_PAGE_BYTES;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const userAgent = opts.userAgent ?? DEFAULT_USER_AGENT;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
  let target = targetOf(url);
  try {
    for (let hop = 0; ; hop++) {
      const pinned = await checkedAddress(target, allow, resolve, signal);
      const res = await send(target, pinned, userAgent, signal);
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(res.statusCode ?? 0) && location) {
        res.destroy();
        if (hop >= MAX_REDIRECTS) {
          throw new FetchRefusedError(
            'too_many_redirects',
            url,
            `${url} redirects more than ${MAX_REDIRECTS} times`,
          );
        }
        target = targetOf(location, target);
        continue;
      }
      return await readPage(res, target.href, url, maxBytes);
    }
  } catch (e) {
    if (opts.signal?.aborted) throw opts.signal.reason;
    if (e instanceof FetchRefusedError || e instanceof FetchFailedError) throw e;
    if (deadline.aborted) {
      throw new FetchFailedError(
        'timeout',
        target.href,
        `${target.href} did not answer within ${timeoutMs} ms`,
        true,
      );
    }
    const code = (e as NodeJS.ErrnoException).code ?? '';
    // Refused, reset or unreachable: all can be a site's bad minute, so a later try may work.
    throw new FetchFailedError(
      'network',
      target.href,
      `Fetching ${target.href} failed: ${code || (e as Error).message}`,
      true,
    );
  }
}

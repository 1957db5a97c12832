/**
 * The HTTP client the Cheerio crawler fetches with: Node's own http/https with keep-alive sockets,
 * plugged into Crawlee through its `httpClient` option. Crawlee's default (got-scraping) generates
 * browser-like headers for every request and negotiates HTTP/2; a polite, self-identifying crawler
 * needs neither, and it costs throughput (`benchmarks/crawl-throughput.ts --compare-got` measures
 * both side by side; see benchmarks/RESULTS.md).
 */
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type {
  BaseHttpClient,
  HttpRequest,
  HttpResponse,
  RedirectHandler,
  ResponseTypes,
  StreamingHttpResponse,
} from '@crawlee/cheerio';
import { CRAWLER_USER_AGENT } from './fetch-policy.js';

/** Redirect hops followed before a page counts as broken (browsers stop at 20; sites rarely need 3). */
export const MAX_REDIRECTS = 10;
/** Idle keep-alive sockets kept per host: enough for the highest per-host concurrency we allow. */
const MAX_FREE_SOCKETS = 64;

type Headers = Record<string, string | string[] | undefined>;

function decoded(res: http.IncomingMessage): Readable {
  switch (String(res.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(zlib.createGunzip());
    case 'deflate':
      return res.pipe(zlib.createInflate());
    case 'br':
      return res.pipe(zlib.createBrotliDecompress());
    default:
      return res;
  }
}

/** Crawlee BaseHttpClient on node:http(s) with keep-alive agents. */
export class KeepAliveHttpClient implements BaseHttpClient {
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxFreeSockets: MAX_FREE_SOCKETS });
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxFreeSockets: MAX_FREE_SOCKETS });

  constructor(private readonly userAgent: string = CRAWLER_USER_AGENT) {}

  /** Closes idle sockets. */
  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  async sendRequest<T extends keyof ResponseTypes = 'text'>(
    request: HttpRequest<T>,
  ): Promise<HttpResponse<T>> {
    const response = await this.stream(request as HttpRequest);
    const chunks: Buffer[] = [];
    for await (const chunk of response.stream) chunks.push(Buffer.from(chunk as Buffer));
    const buffer = Buffer.concat(chunks);
    const type = request.responseType ?? 'text';
    const body =
      type === 'buffer'
        ? buffer
        : type === 'json'
          ? (JSON.parse(buffer.toString('utf8')) as unknown)
          : buffer.toString('utf8');
    const { stream: _stream, downloadProgress: _d, uploadProgress: _u, ...rest } = response;
    return { ...rest, complete: true, body } as unknown as HttpResponse<T>;
  }

  async stream(request: HttpRequest, onRedirect?: RedirectHandler): Promise<StreamingHttpResponse> {
    let url = new URL(String(request.url));
    const headers: Headers = {
      'user-agent': this.userAgent,
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br',
      ...lowerCased(request.headers ?? {}),
    };
    const timeoutMs = request.timeout && 'request' in request.timeout ? request.timeout.request : undefined;
    const redirectUrls: URL[] = [];
    for (let hop = 0; ; hop++) {
      const res = await this.once(url, request.method ?? 'GET', headers, timeoutMs, request.signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location && request.followRedirect !== false) {
        res.resume();
        if (hop >= MAX_REDIRECTS)
          throw new Error(`Too many redirects (${MAX_REDIRECTS}) from ${String(request.url)}`);
        url = new URL(location, url);
        redirectUrls.push(url);
        onRedirect?.(
          {
            redirectUrls,
            url: url.href,
            statusCode: status,
            headers: res.headers,
            trailers: {},
            complete: true,
          },
          { url, headers },
        );
        continue;
      }
      const stream = decoded(res);
      if (stream !== res) {
        // The decoded body no longer matches these headers.
        delete res.headers['content-encoding'];
        delete res.headers['content-length'];
      }
      // Crawlee copies these onto the stream it hands to the handler; a client response's own `url` is ''.
      Object.assign(stream, { url: url.href, statusCode: status, headers: res.headers });
      return {
        stream,
        request,
        redirectUrls,
        url: url.href,
        ip: res.socket?.remoteAddress,
        statusCode: status,
        statusMessage: res.statusMessage,
        headers: res.headers,
        trailers: {},
        complete: false,
        downloadProgress: { percent: 0, transferred: 0 },
        uploadProgress: { percent: 0, transferred: 0 },
      };
    }
  }

  private once(
    url: URL,
    method: string,
    headers: Headers,
    timeoutMs: number | undefined,
    signal: AbortSignal | undefined,
  ): Promise<http.IncomingMessage> {
    const secure = url.protocol === 'https:';
    return new Promise((resolve, reject) => {
      const req = (secure ? https : http).request(url, {
        method: method.toUpperCase(),
        headers: headers as http.OutgoingHttpHeaders,
        agent: secure ? this.httpsAgent : this.httpAgent,
        ...(signal ? { signal } : {}),
      });
      if (timeoutMs !== undefined) {
        // Covers a server that accepts the connection and then never answers (or stalls mid-body).
        req.setTimeout(timeoutMs, () =>
          req.destroy(new Error(`request timed out after ${timeoutMs / 1000} seconds`)),
        );
      }
      req.once('response', resolve);
      req.once('error', reject);
      req.end();
    });
  }
}

function lowerCased(headers: Headers): Headers {
  const out: Headers = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k.toLowerCase()] = v;
  return out;
}

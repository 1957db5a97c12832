/**
 * The HTTP server the API listens on. Besides listening, it answers what Node's HTTP parser rejects
 * before Koa sees a request (headers past the size limit, malformed HTTP, a request that took too long
 * to arrive) with the API's error body and a code, where Node answers with a status line alone.
 */
import { STATUS_CODES, maxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';
import { VigilError, type ErrorCode } from '../core/errors.js';

/** How long an idle keep-alive connection stays open: past the 60 s idle timeout of common proxies. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The error body for a request Node's parser refused, by the parser's error code. */
export function clientErrorOf(parserCode: string | undefined, headerLimit = maxHeaderSize): VigilError {
  const [code, message]: [ErrorCode, string] =
    parserCode === 'HPE_HEADER_OVERFLOW'
      ? ['headers_too_large', `The request's headers, with its URL, exceed ${headerLimit} bytes.`]
      : parserCode === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['request_timeout', 'The request did not arrive in full in time.']
        : ['invalid_request', 'The request is not valid HTTP/1.1.'];
  return new VigilError(code, message);
}

function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // A client that went away, or a socket already answered, gets nothing more.
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const e = clientErrorOf(err.code);
  const body = JSON.stringify(e.toBody());
  socket.end(
    `HTTP/1.1 ${e.status} ${STATUS_CODES[e.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Listens with `app` on `port` and `host`: keep-alive as documented, parser errors answered. */
export async function listenApi(app: Koa, port: number, host: string): Promise<Server> {
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, () => resolve(s));
    s.once('error', reject);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on('clientError', answerClientError);
  return server;
}

/**
 * Reads a JSON request body with a size limit. A body that is not JSON, not UTF-8 or compressed ->
 * 415, oversize -> 413, malformed JSON -> 400 invalid_request naming the problem.
 */
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { VigilError, invalidRequest } from '../../core/errors.js';

export async function readJsonBody(ctx: Context, limitBytes: number): Promise<unknown> {
  const type = ctx.get('Content-Type');
  if (type && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new VigilError('unsupported_media_type', 'Send the body as application/json.');
  }
  // JSON travels as UTF-8 (RFC 8259); a body in another charset would be read as garbled text.
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(type)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new VigilError(
      'unsupported_media_type',
      `Send the body as UTF-8 JSON: charset ${JSON.stringify(charset.slice(0, 40))} is not accepted.`,
    );
  }
  // A compressed body read as text would fail as "not valid JSON", or worse be taken as sent when the
  // label is wrong; say what is accepted instead (RFC 7694: 415 with Accept-Encoding).
  const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
  if (encoding !== '' && encoding !== 'identity') {
    throw new VigilError(
      'unsupported_media_type',
      `Send the body uncompressed: Content-Encoding ${JSON.stringify(encoding.slice(0, 40))} is not accepted.`,
      { headers: { 'Accept-Encoding': 'identity' } },
    );
  }
  let text: string;
  try {
    text = await getRawBody(ctx.req, { limit: limitBytes, encoding: 'utf8' });
  } catch (e) {
    const err = e as { type?: string; status?: number };
    if (err.type === 'entity.too.large' || err.status === 413) {
      throw new VigilError('payload_too_large', `The request body exceeds ${limitBytes} bytes.`);
    }
    if (err.type === 'encoding.unsupported') throw invalidRequest('The request body must be UTF-8 JSON.');
    throw invalidRequest('The request body could not be read.');
  }
  if (text.trim() === '') throw invalidRequest('The request body is empty; send a JSON object.');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw invalidRequest(`The request body is not valid JSON: ${(e as Error).message}`);
  }
}

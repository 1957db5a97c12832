/**
 * API key secrets: how they are made, recognised and hashed for storage.
 *
 * Format: `svc_live_` or `svc_test_` followed by 32 random bytes written in base62 (0-9, A-Z, a-z),
 * left-padded with `0` to a fixed 43 characters. Base62 rather than base64url because `-` and `_`
 * break double-click selection and `_` already separates the prefix; 62^43 > 2^256, so 43 characters
 * always hold the 32 bytes and every secret has the same length.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Live keys hit real data and quota; test keys get sandbox fixtures. Same as the state port's KeyKind. */
export type KeyKind = 'live' | 'test';

/** Random bytes per secret: 256 bits, far beyond any online or offline guessing. */
export const KEY_SECRET_BYTES = 32;

/** Characters of base62 needed for KEY_SECRET_BYTES (ceil(256 / log2 62)). */
export const KEY_SECRET_BODY_LENGTH = 43;

/** Characters after the prefix shown in listings: enough to tell keys apart, useless to an attacker. */
export const DISPLAY_PREFIX_CHARS = 4;

/** The prefix each kind of key starts with (spec section 5). */
export const KEY_PREFIXES: Readonly<Record<KeyKind, string>> = { live: 'svc_live_', test: 'svc_test_' };

const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_PATTERN = new RegExp(`^svc_(live|test)_[0-9A-Za-z]{${KEY_SECRET_BODY_LENGTH}}$`);

/** Writes bytes as a big-endian base62 number, left-padded with `0` to `length` characters. */
function toBase62(bytes: Uint8Array, length: number): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let text = '';
  while (value > 0n) {
    text = BASE62_ALPHABET[Number(value % 62n)] + text;
    value /= 62n;
  }
  return text.padStart(length, '0');
}

/** A fresh secret of the given kind; shown to the operator once and never stored. */
export function generateKeySecret(kind: KeyKind): string {
  return KEY_PREFIXES[kind] + toBase62(randomBytes(KEY_SECRET_BYTES), KEY_SECRET_BODY_LENGTH);
}

/**
 * The stored form of a secret: SHA-256, hex. A slow password hash (scrypt, argon2) exists to make
 * guessing low-entropy passwords expensive; these secrets carry 256 random bits, so a fast hash is
 * already unguessable, and it lets every request find its key through one indexed equality lookup.
 */
export function hashKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The kind of a well-formed secret, or null for anything malformed (wrong prefix, charset or length). */
export function parseKeySecret(secret: string): { kind: KeyKind } | null {
  const match = SECRET_PATTERN.exec(secret);
  if (!match) return null;
  return { kind: match[1] === 'live' ? 'live' : 'test' };
}

/** The recognisable start of a secret: its prefix plus the first few characters after it. */
export function displayPrefix(secret: string): string {
  const parsed = parseKeySecret(secret);
  if (!parsed) throw new Error('displayPrefix: not a well-formed API key secret');
  return secret.slice(0, KEY_PREFIXES[parsed.kind].length + DISPLAY_PREFIX_CHARS);
}

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  KEY_SECRET_BODY_LENGTH,
  displayPrefix,
  generateKeySecret,
  hashKeySecret,
  parseKeySecret,
} from './api-keys.js';

describe('generateKeySecret', () => {
  it('starts with the prefix of its kind and has a fixed-length base62 body', () => {
    for (const kind of ['live', 'test'] as const) {
      const secret = generateKeySecret(kind);
      expect(secret.startsWith(`svc_${kind}_`)).toBe(true);
      const body = secret.slice(`svc_${kind}_`.length);
      expect(body).toMatch(/^[0-9A-Za-z]+$/);
      expect(body).toHaveLength(KEY_SECRET_BODY_LENGTH);
      expect(parseKeySecret(secret)).toEqual({ kind });
    }
  });

  it('never repeats and uses the whole alphabet', () => {
    const secrets = new Set<string>();
    const chars = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const secret = generateKeySecret('live');
      secrets.add(secret);
      for (const c of secret.slice('svc_live_'.length)) chars.add(c);
    }
    expect(secrets.size).toBe(500);
    // 500 * 43 uniform-ish draws cover all 62 symbols with overwhelming probability.
    expect(chars.size).toBe(62);
  });
});

describe('hashKeySecret', () => {
  it('is the SHA-256 hex digest and differs between secrets', () => {
    const secret = generateKeySecret('test');
    expect(hashKeySecret(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(hashKeySecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashKeySecret(secret)).not.toBe(hashKeySecret(generateKeySecret('test')));
  });
});

describe('parseKeySecret', () => {
  const body = 'A'.repeat(KEY_SECRET_BODY_LENGTH);
  it.each([
    ['', 'empty'],
    [`svc_prod_${body}`, 'unknown kind'],
    [`SVC_LIVE_${body}`, 'upper-case prefix'],
    [`svc_live_${body}A`, 'too long'],
    [`svc_live_${body.slice(1)}`, 'too short'],
    [`svc_live_${body.slice(1)}-`, 'base64url character'],
    [`svc_live_${body.slice(1)}_`, 'underscore'],
    [` svc_live_${body}`, 'leading space'],
    [`svc_live_${body}\n`, 'trailing newline'],
    [`Bearer svc_live_${body}`, 'scheme included'],
  ])('rejects %j (%s)', (secret) => {
    expect(parseKeySecret(secret)).toBeNull();
  });

  it('accepts both kinds', () => {
    expect(parseKeySecret(`svc_live_${body}`)).toEqual({ kind: 'live' });
    expect(parseKeySecret(`svc_test_${body}`)).toEqual({ kind: 'test' });
  });
});

describe('displayPrefix', () => {
  it('is the prefix plus four characters', () => {
    const secret = generateKeySecret('live');
    expect(displayPrefix(secret)).toBe(secret.slice(0, 'svc_live_'.length + 4));
    expect(displayPrefix(secret)).toHaveLength(13);
  });

  it('refuses a malformed secret', () => {
    expect(() => displayPrefix('svc_live_short')).toThrow(/not a well-formed/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  allowlistAdmits,
  ipAllowed,
  normalizeAllowEntry,
  normalizeAllowlist,
  parseAllowlist,
} from './ip-allowlist.js';

describe('normalizeAllowEntry', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['10.0.0.1/32', '10.0.0.1'],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['  192.168.1.0/24 ', '192.168.1.0/24'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:db8::1/128', '2001:db8::1'],
    ['2001:0db8::/32', '2001:db8::/32'],
    ['::/0', '::/0'],
    ['::1', '::1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['::ffff:a00:1', '10.0.0.1'],
    ['::ffff:10.0.0.0/104', '10.0.0.0/8'],
    ['::ffff:0:0/96', '0.0.0.0/0'],
  ])('%j -> %j', (input, canonical) => {
    expect(normalizeAllowEntry(input)).toBe(canonical);
  });

  it.each([
    ['', /empty entry/],
    ['   ', /empty entry/],
    ['10.0.0.256', /not an IPv4 or IPv6 address/],
    ['010.0.0.1', /not an IPv4 or IPv6 address/],
    ['10', /not an IPv4 or IPv6 address/],
    ['0x0a.0.0.1', /not an IPv4 or IPv6 address/],
    ['example.com', /not an IPv4 or IPv6 address/],
    ['10.0.0.0/33', /prefix length must be a whole number from 0 to 32/],
    ['10.0.0.0/-1', /prefix length/],
    ['10.0.0.0/', /prefix length/],
    ['10.0.0.0/8/8', /prefix length/],
    ['2001:db8::/129', /from 0 to 128/],
    ['10.1.2.3/8', /host bits are set; did you mean 10\.0\.0\.0\/8\?/],
    ['2001:db8::1/32', /did you mean 2001:db8::\/32\?/],
    ['fe80::1%eth0', /zone ids/],
    ['/8', /before the \//],
  ])('rejects %j', (input, message) => {
    expect(() => normalizeAllowEntry(input)).toThrow(message);
    expect(() => normalizeAllowEntry(input)).toThrow(`Invalid IP allowlist entry ${JSON.stringify(input)}`);
  });
});

describe('parseAllowlist', () => {
  it('names the first bad entry in the error', () => {
    expect(() => parseAllowlist(['10.0.0.0/8', 'nonsense', 'also bad'])).toThrow(/"nonsense"/);
  });

  it('returns one entry per input with its family and prefix', () => {
    const parsed = parseAllowlist(['10.0.0.0/8', '2001:db8::/32', '1.2.3.4']);
    expect(parsed.map((e) => [e.text, e.kind, e.prefixLength])).toEqual([
      ['10.0.0.0/8', 'ipv4', 8],
      ['2001:db8::/32', 'ipv6', 32],
      ['1.2.3.4', 'ipv4', 32],
    ]);
  });

  it('normalizeAllowlist removes duplicates that differ only in spelling', () => {
    expect(normalizeAllowlist(['10.0.0.1', '::ffff:10.0.0.1', '10.0.0.1/32', '2001:db8::1'])).toEqual([
      '10.0.0.1',
      '2001:db8::1',
    ]);
  });
});

describe('ipAllowed', () => {
  it('allows every address when the list is empty', () => {
    expect(ipAllowed('203.0.113.9', [])).toBe(true);
    expect(ipAllowed('2001:db8::9', [])).toBe(true);
    expect(ipAllowed('not an ip', [])).toBe(true);
  });

  it('matches single IPv4 addresses exactly', () => {
    expect(ipAllowed('203.0.113.9', ['203.0.113.9'])).toBe(true);
    expect(ipAllowed('203.0.113.10', ['203.0.113.9'])).toBe(false);
  });

  it('matches IPv4 CIDR ranges at their edges', () => {
    const list = ['192.168.4.0/22'];
    expect(ipAllowed('192.168.4.0', list)).toBe(true);
    expect(ipAllowed('192.168.7.255', list)).toBe(true);
    expect(ipAllowed('192.168.3.255', list)).toBe(false);
    expect(ipAllowed('192.168.8.0', list)).toBe(false);
  });

  it('matches IPv6 addresses and ranges whatever their spelling', () => {
    expect(ipAllowed('2001:0DB8:0000::0001', ['2001:db8::1'])).toBe(true);
    expect(ipAllowed('2001:db8::2', ['2001:db8::1'])).toBe(false);
    expect(ipAllowed('2001:db8:ffff::1', ['2001:db8::/32'])).toBe(true);
    expect(ipAllowed('2001:db9::1', ['2001:db8::/32'])).toBe(false);
  });

  it('matches an IPv4-mapped IPv6 client against IPv4 entries', () => {
    expect(ipAllowed('::ffff:10.0.0.1', ['10.0.0.0/8'])).toBe(true);
    expect(ipAllowed('::ffff:a00:1', ['10.0.0.1'])).toBe(true);
    expect(ipAllowed('::ffff:11.0.0.1', ['10.0.0.0/8'])).toBe(false);
  });

  it('matches a plain IPv4 client against an entry written in mapped form', () => {
    expect(ipAllowed('10.1.2.3', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(ipAllowed('10.1.2.3', ['::ffff:0:0/96'])).toBe(true);
  });

  it('keeps the families apart otherwise', () => {
    expect(ipAllowed('10.0.0.1', ['::/0'])).toBe(true); // ::/0 holds ::ffff:10.0.0.1 as well
    expect(ipAllowed('2001:db8::1', ['0.0.0.0/0'])).toBe(false);
    expect(ipAllowed('::1', ['127.0.0.1'])).toBe(false);
    expect(ipAllowed('127.0.0.1', ['::1'])).toBe(false);
  });

  it('allows when any entry matches', () => {
    const list = ['10.0.0.0/8', '2001:db8::/32', '198.51.100.7'];
    expect(ipAllowed('198.51.100.7', list)).toBe(true);
    expect(ipAllowed('2001:db8::5', list)).toBe(true);
    expect(ipAllowed('198.51.100.8', list)).toBe(false);
  });

  it('refuses a client address it cannot parse when a list is set', () => {
    expect(ipAllowed('', ['0.0.0.0/0'])).toBe(false);
    expect(ipAllowed('unknown', ['0.0.0.0/0'])).toBe(false);
    expect(ipAllowed('010.0.0.1', ['8.0.0.1'])).toBe(false);
  });

  it('ignores the zone id of a link-local client', () => {
    expect(ipAllowed('fe80::1%eth0', ['fe80::/10'])).toBe(true);
  });

  it('fails closed on stored entries that no longer parse', () => {
    expect(ipAllowed('10.0.0.1', ['garbage'])).toBe(false);
    expect(ipAllowed('10.0.0.1', ['garbage', '10.0.0.0/8'])).toBe(true);
  });

  it('allowlistAdmits works on a pre-parsed list', () => {
    const parsed = parseAllowlist(['10.0.0.0/8']);
    expect(allowlistAdmits('10.200.0.1', parsed)).toBe(true);
    expect(allowlistAdmits('11.0.0.1', parsed)).toBe(false);
    expect(allowlistAdmits('11.0.0.1', [])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { allowlistAdmitsTarget, blockedReason, parseNetworkAllowlist } from './address-policy.js';

describe('blockedReason', () => {
  it.each([
    ['10.0.0.1', /private/],
    ['10.255.255.255', /private/],
    ['172.16.0.1', /private/],
    ['172.31.255.254', /private/],
    ['192.168.1.10', /private/],
    ['127.0.0.1', /loopback/],
    ['127.8.9.10', /loopback/],
    ['169.254.0.1', /link-local/],
    ['169.254.169.254', /metadata/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['100.127.255.254', /carrier-grade NAT/],
    ['0.0.0.0', /unspecified/],
    ['0.1.2.3', /unspecified/],
    ['224.0.0.1', /multicast/],
    ['239.255.255.250', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['240.0.0.1', /reserved/],
    ['::1', /loopback/],
    ['::', /unspecified/],
    ['fe80::1', /link-local/],
    ['febf::1', /link-local/],
    ['fc00::1', /unique-local/],
    ['fd00:ec2::254', /unique-local/],
    ['ff02::1', /multicast/],
    ['2001:db8::1', /reserved/],
    ['2002:7f00:1::', /6to4/],
    ['2001::1', /Teredo/],
  ])('refuses %s', (ip, reason) => {
    expect(blockedReason(ip)).toMatch(reason);
  });

  it.each([
    ['::ffff:127.0.0.1', /loopback.*IPv6 form/],
    ['::ffff:7f00:1', /loopback/],
    ['::ffff:10.1.2.3', /private/],
    ['::ffff:172.16.5.5', /private/],
    ['::ffff:192.168.0.1', /private/],
    ['::ffff:169.254.169.254', /metadata/],
    ['::ffff:169.254.1.1', /link-local/],
    ['::ffff:100.64.0.1', /carrier-grade NAT/],
    ['::ffff:0.0.0.0', /unspecified/],
    ['::ffff:224.0.0.1', /multicast/],
    ['[::ffff:127.0.0.1]', /loopback/],
    ['::7f00:1', /loopback/],
    ['64:ff9b::10.0.0.1', /private/],
    ['64:ff9b::a9fe:a9fe', /metadata/],
  ])('judges the IPv4 inside %s', (ip, reason) => {
    expect(blockedReason(ip)).toMatch(reason);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('admits public %s', (ip) => {
    expect(blockedReason(ip)).toBeNull();
  });

  it('refuses what is not an address', () => {
    expect(blockedReason('localhost')).toMatch(/not an IP/);
    expect(blockedReason('010.0.0.1')).toMatch(/not an IP/);
  });
});

describe('network allowlist', () => {
  it('admits listed ranges and hosts only', () => {
    const allow = parseNetworkAllowlist(['127.0.0.1', '10.20.0.0/16', 'searx.lan', 'fd00::/8', ' ']);
    expect(allowlistAdmitsTarget(allow, 'anything', '127.0.0.1')).toBe(true);
    expect(allowlistAdmitsTarget(allow, 'anything', '::ffff:127.0.0.1')).toBe(true);
    expect(allowlistAdmitsTarget(allow, 'anything', '127.0.0.2')).toBe(false);
    expect(allowlistAdmitsTarget(allow, 'anything', '10.20.3.4')).toBe(true);
    expect(allowlistAdmitsTarget(allow, 'anything', '10.21.3.4')).toBe(false);
    expect(allowlistAdmitsTarget(allow, 'SEARX.lan.', '192.168.1.1')).toBe(true);
    expect(allowlistAdmitsTarget(allow, 'other.lan', '192.168.1.1')).toBe(false);
    expect(allowlistAdmitsTarget(allow, 'x', 'fd12::1')).toBe(true);
  });

  it('admits nothing when empty', () => {
    const allow = parseNetworkAllowlist([]);
    expect(allowlistAdmitsTarget(allow, 'localhost', '127.0.0.1')).toBe(false);
  });

  it('rejects malformed entries naming them', () => {
    expect(() => parseNetworkAllowlist(['10.0.0.1/8'])).toThrow(/10.0.0.1\/8.*host bits/);
    expect(() => parseNetworkAllowlist(['not a host!'])).toThrow(/not a host!/);
    expect(() => parseNetworkAllowlist(['999.1.1.1'])).toThrow(/999/);
  });
});

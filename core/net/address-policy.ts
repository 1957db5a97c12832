/**
 * Which addresses an outbound fetch of a URL someone else chose (a search result, a user-supplied
 * link) may connect to: globally routable unicast only, unless the operator's allowlist names the host
 * or a range that contains the address (a self-hosted site on the LAN, tests on 127.0.0.1).
 */
import ipaddr from 'ipaddr.js';
import { allowlistAdmits, parseAllowlist, type AllowEntry } from '../ip-allowlist.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * IPv4 ranges ipaddr.js names that are refused, with the reason given in errors. Everything except
 * `unicast` is listed, so a range ipaddr.js adds later (it reports it by a new name) is refused too:
 * see `blockedReason`.
 */
const IPV4_REASONS: Readonly<Record<string, string>> = {
  unspecified: 'unspecified address (0.0.0.0/8)',
  broadcast: 'broadcast address',
  multicast: 'multicast address (224.0.0.0/4)',
  linkLocal: 'link-local address (169.254.0.0/16, includes the cloud metadata address)',
  loopback: 'loopback address (127.0.0.0/8)',
  carrierGradeNat: 'carrier-grade NAT address (100.64.0.0/10)',
  private: 'private address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16)',
  reserved: 'reserved address',
};

const IPV6_REASONS: Readonly<Record<string, string>> = {
  unspecified: 'unspecified address (::)',
  linkLocal: 'link-local address (fe80::/10)',
  multicast: 'multicast address (ff00::/8)',
  loopback: 'loopback address (::1)',
  uniqueLocal: 'unique-local address (fc00::/7)',
  reserved: 'reserved address',
  '6to4': '6to4 address (2002::/16)',
  teredo: 'Teredo address (2001::/32)',
  discard: 'discard-only address (100::/64)',
};

/** The cloud metadata endpoint (AWS, GCP, Azure, OpenStack); named in errors because it is the usual target. */
export const METADATA_ADDRESS = '169.254.169.254';

/** Parses an IP literal (IPv6 may be bracketed or carry a zone id); null when it is not one. */
export function parseIp(text: string): Address | null {
  const bare = text
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (ipaddr.IPv6.isValid(bare)) return ipaddr.IPv6.parse(bare);
  return null;
}

/** The IPv4 address carried in the low 32 bits of an IPv6 address (mapped, compatible or NAT64). */
function embeddedIpv4(v6: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = v6.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

/**
 * Why a fetch may not connect to this address, or null when it is public unicast. IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::/96) forms are judged by the
 * IPv4 address they carry, so `::ffff:127.0.0.1` is loopback and DNS64 answers for public sites pass.
 */
export function blockedReason(ip: string): string | null {
  const address = parseIp(ip);
  if (!address) return `not an IP address: ${ip}`;
  if (address.kind() === 'ipv4') {
    const v4 = address as ipaddr.IPv4;
    if (v4.toString() === METADATA_ADDRESS) return `cloud metadata address (${METADATA_ADDRESS})`;
    const range = v4.range();
    return range === 'unicast' ? null : (IPV4_REASONS[range] ?? `special-purpose address (${range})`);
  }
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  // ::/96 is the deprecated IPv4-compatible form, which ipaddr.js calls unicast (except :: and ::1).
  const compatible =
    range === 'unicast' &&
    v6
      .toByteArray()
      .slice(0, 12)
      .every((b) => b === 0);
  if (range === 'ipv4Mapped' || range === 'rfc6052' || compatible) {
    const inner = blockedReason(embeddedIpv4(v6).toString());
    return inner === null ? null : `${inner}, in IPv6 form`;
  }
  return range === 'unicast' ? null : (IPV6_REASONS[range] ?? `special-purpose address (${range})`);
}

/** Hosts and IP ranges the operator lets outbound fetches reach although they are not public. */
export interface NetworkAllowlist {
  /** Host names, lower case, without a trailing dot: every address they resolve to is admitted. */
  hosts: ReadonlySet<string>;
  ranges: readonly AllowEntry[];
}

/** The empty allowlist: only public addresses. */
export const NO_PRIVATE_HOSTS: NetworkAllowlist = { hosts: new Set(), ranges: [] };

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?)*$/;

/** Folds a host name for comparison: lower case, no trailing dot, IPv6 brackets removed. */
export function foldHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[(.*)\]$/, '$1');
}

/**
 * Parses allowlist entries: an IP address or CIDR range (strict forms, see core/ip-allowlist.ts) or a
 * host name. Throws naming the first entry that is neither.
 */
export function parseNetworkAllowlist(entries: readonly string[]): NetworkAllowlist {
  const hosts = new Set<string>();
  const ranges: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (/^[\d.]+(?:\/\d+)?$/.test(entry) || entry.includes(':')) ranges.push(entry);
    else if (HOST_NAME.test(foldHost(entry))) hosts.add(foldHost(entry));
    else
      throw new Error(`Invalid network allowlist entry ${JSON.stringify(raw)}: not a host name, IP or CIDR`);
  }
  return { hosts, ranges: parseAllowlist(ranges) };
}

/** Whether the allowlist names this host or a range containing this address. */
export function allowlistAdmitsTarget(allow: NetworkAllowlist, host: string, ip: string): boolean {
  if (allow.hosts.has(foldHost(host))) return true;
  // allowlistAdmits admits everything for an empty list; here an empty list admits nothing.
  return allow.ranges.length > 0 && allowlistAdmits(ip, [...allow.ranges]);
}

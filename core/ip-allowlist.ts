/**
 * A key's IP allowlist: single IPv4/IPv6 addresses and CIDR ranges of either family. An empty list
 * allows every address (spec section 5, rule 5).
 *
 * Parsing is strict on purpose: IPv4 must be four-part decimal without leading zeros, because the
 * legacy forms ipaddr.js also accepts (`010.0.0.1` is octal for 8.0.0.1, `10` is 0.0.0.10) would
 * silently allow an address the operator never meant. A CIDR with host bits set (`10.1.2.3/8`) is
 * refused rather than widened, since it is usually a typo for a narrower range.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** One parsed allowlist entry: its canonical text and the range it covers. */
export interface AllowEntry {
  /** Canonical text: bare address for a single host, `network/prefix` otherwise. */
  text: string;
  kind: 'ipv4' | 'ipv6';
  network: Address;
  prefixLength: number;
}

/** Bits of the IPv4-mapped IPv6 prefix `::ffff:0:0/96`. */
const IPV4_MAPPED_PREFIX_BITS = 96;
const FULL_LENGTH = { ipv4: 32, ipv6: 128 } as const;

/** Parses an address in the strict forms described above; null when it is not one. */
function parseAddress(text: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return null;
}

function canonicalText(network: Address, prefixLength: number): string {
  const address = network.kind() === 'ipv6' ? (network as ipaddr.IPv6).toRFC5952String() : network.toString();
  return prefixLength === FULL_LENGTH[network.kind()] ? address : `${address}/${prefixLength}`;
}

function entryFrom(network: Address, prefixLength: number): AllowEntry {
  // An entry inside ::ffff:0:0/96 names IPv4 addresses; store it in IPv4 form so one spelling wins.
  if (
    network.kind() === 'ipv6' &&
    (network as ipaddr.IPv6).isIPv4MappedAddress() &&
    prefixLength >= IPV4_MAPPED_PREFIX_BITS
  ) {
    network = (network as ipaddr.IPv6).toIPv4Address();
    prefixLength -= IPV4_MAPPED_PREFIX_BITS;
  }
  return { text: canonicalText(network, prefixLength), kind: network.kind(), network, prefixLength };
}

/** Parses one entry, or explains why it is not one. */
function parseEntry(raw: string): AllowEntry | string {
  const text = raw.trim();
  if (text === '') return 'empty entry';
  if (text.includes('%')) return 'zone ids (%...) are not allowed';
  const slash = text.indexOf('/');
  if (slash === -1) {
    const address = parseAddress(text);
    if (!address) return 'not an IPv4 or IPv6 address';
    return entryFrom(address, FULL_LENGTH[address.kind()]);
  }
  const address = parseAddress(text.slice(0, slash));
  const prefixText = text.slice(slash + 1);
  if (!address) return 'not an IPv4 or IPv6 address before the /';
  const max = FULL_LENGTH[address.kind()];
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) {
    return `prefix length must be a whole number from 0 to ${max}`;
  }
  const prefixLength = Number(prefixText);
  const network = ipaddr.parse(
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${prefixLength}`).toString()
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${prefixLength}`).toString(),
  );
  if (network.toString() !== address.toString()) {
    return `host bits are set; did you mean ${entryFrom(network, prefixLength).text}?`;
  }
  return entryFrom(network, prefixLength);
}

/** Parses every entry; throws an Error naming the first bad one. */
export function parseAllowlist(entries: string[]): AllowEntry[] {
  return entries.map((raw) => {
    const entry = parseEntry(raw);
    if (typeof entry === 'string')
      throw new Error(`Invalid IP allowlist entry ${JSON.stringify(raw)}: ${entry}`);
    return entry;
  });
}

/** The canonical text of one entry (`10.0.0.1`, `10.0.0.0/8`, `2001:db8::/32`); throws if invalid. */
export function normalizeAllowEntry(entry: string): string {
  const [parsed] = parseAllowlist([entry]);
  return (parsed as AllowEntry).text;
}

/** Canonical texts of a whole list, duplicates removed, order kept; throws on the first bad entry. */
export function normalizeAllowlist(entries: string[]): string[] {
  return [...new Set(parseAllowlist(entries).map((entry) => entry.text))];
}

/** The forms an address can be matched in: itself, plus its IPv4 or IPv4-mapped IPv6 twin. */
function matchForms(address: Address): Address[] {
  if (address.kind() === 'ipv4') return [address, (address as ipaddr.IPv4).toIPv4MappedAddress()];
  const v6 = address as ipaddr.IPv6;
  return v6.isIPv4MappedAddress() ? [v6, v6.toIPv4Address()] : [v6];
}

/** Whether a parsed allowlist admits the address; an empty list admits everything. */
export function allowlistAdmits(ip: string, entries: AllowEntry[]): boolean {
  if (entries.length === 0) return true;
  // A zone id (fe80::1%eth0) names the interface, not a different address.
  const address = parseAddress(ip.trim().replace(/%.*$/, ''));
  if (!address) return false;
  const forms = matchForms(address);
  return entries.some((entry) =>
    forms.some((form) => form.kind() === entry.kind && form.match(entry.network, entry.prefixLength)),
  );
}

/**
 * Whether `ip` (as the API sees the client) is allowed by the stored entries. An empty list allows
 * all; an unparseable client address is refused. Entries are validated when stored, so an invalid
 * one here is skipped (it admits nothing) rather than failing the request.
 */
export function ipAllowed(ip: string, entries: string[]): boolean {
  if (entries.length === 0) return true;
  const parsed = entries.map(parseEntry).filter((entry): entry is AllowEntry => typeof entry !== 'string');
  if (parsed.length === 0) return false;
  return allowlistAdmits(ip, parsed);
}

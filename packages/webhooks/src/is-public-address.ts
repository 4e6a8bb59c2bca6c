import ipaddr from 'ipaddr.js';

// IANA's global unicast block: every other IPv6 address is reserved, unassigned or special.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether an IP address is globally routable unicast, the only kind a webhook may be delivered to
 * unless private addresses are allowed: loopback, private (10/8, 172.16/12, 192.168/16), link-local,
 * unique-local (fc00::/7), unspecified (0.0.0.0/8, ::), carrier-grade NAT (100.64/10), multicast,
 * broadcast, documentation and other reserved ranges are not, nor is an IPv4-mapped IPv6 address of
 * any of those. No IPv6 address outside the global unicast block 2000::/3 is public, which takes in
 * the deprecated IPv4-compatible `::/96` (`::127.0.0.1`, written `::7f00:1` once parsed as a URL).
 * Addresses that embed IPv4 in other ways (6to4, Teredo, NAT64) are refused as well: where they lead
 * cannot be told from the address alone. Anything that does not parse is not public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}

import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is globally routable unicast, the only kind a webhook may be delivered to
 * unless private addresses are allowed: loopback, private (10/8, 172.16/12, 192.168/16), link-local,
 * unique-local (fc00::/7), unspecified (0.0.0.0/8, ::), carrier-grade NAT (100.64/10), multicast,
 * broadcast, documentation and other reserved ranges are not, nor is an IPv4-mapped IPv6 address of
 * any of those. Addresses that embed IPv4 in other ways (6to4, Teredo, NAT64) are refused as well:
 * where they lead cannot be told from the address alone. Anything that does not parse is not public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

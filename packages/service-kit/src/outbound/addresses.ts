import type { OutboundKind, OutboundRefusal } from '@hub/contracts';
import { BlockList, isIP } from 'node:net';

/**
 * What an IP address is, for the outbound policy (issue 25): the ranges a merchant must never reach
 * (loopback, link-local and cloud metadata, unspecified, multicast, reserved), and the private ranges
 * only printers reach by default. Pure: node's BlockList does the range arithmetic.
 */
export type AddressClass = Exclude<OutboundRefusal, 'INFRASTRUCTURE' | 'UNRESOLVED'> | 'PUBLIC';

type Family = 'ipv4' | 'ipv6';
const ranges = (list: [string, number, Family][]) => {
  const blocks = new BlockList();
  for (const [net, prefix, family] of list) blocks.addSubnet(net, prefix, family);
  return blocks;
};

/** Checked in this order: the first class whose ranges hold the address names it. */
const CLASSES: [AddressClass, BlockList][] = [
  // Cloud metadata first: fd00:ec2::254 is inside fc00::/7, 169.254.169.254 inside link-local.
  ['METADATA', ranges([['169.254.169.254', 32, 'ipv4'], ['fd00:ec2::254', 128, 'ipv6'], ['100.100.100.200', 32, 'ipv4']])],
  ['LOOPBACK', ranges([['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']])],
  ['UNSPECIFIED', ranges([['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']])],
  ['LINK_LOCAL', ranges([['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']])],
  ['MULTICAST', ranges([['224.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']])],
  // 240/4 (and the broadcast address in it), and the IPv6 discard and documentation-only blocks.
  ['RESERVED', ranges([['240.0.0.0', 4, 'ipv4'], ['100::', 64, 'ipv6'], ['2001:db8::', 32, 'ipv6']])],
  // RFC 1918, carrier-grade NAT (often a cloud's own network), benchmarking, unique local IPv6.
  [
    'PRIVATE',
    ranges([
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ]),
  ],
];

/**
 * An address as it is checked: IPv4-mapped and IPv4-compatible IPv6 forms (`::ffff:127.0.0.1`) become
 * the IPv4 address they carry, so a mapped loopback is loopback. Null when it is not an IP address.
 */
export function normaliseAddress(address: string): { address: string; family: 4 | 6 } | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return { address: bare, family: 4 };
  if (family !== 6) return null;
  const mapped = /^(?:0{0,4}:){0,5}(?:ffff:)?((?:\d{1,3}\.){3}\d{1,3})$/i.exec(bare.replace(/^::/, '0:'));
  if (mapped && isIP(mapped[1]!) === 4) return { address: mapped[1]!, family: 4 };
  const hexMapped = /^(?:0{0,4}:){0,5}ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare.replace(/^::/, '0:'));
  if (hexMapped) {
    const high = parseInt(hexMapped[1]!, 16);
    const low = parseInt(hexMapped[2]!, 16);
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 4 };
  }
  return { address: bare.toLowerCase(), family: 6 };
}

/** The class of an IP address (normalised first); an address that is not an IP is RESERVED. */
export function classifyAddress(address: string): AddressClass {
  const ip = normaliseAddress(address);
  if (!ip) return 'RESERVED';
  const family: Family = ip.family === 4 ? 'ipv4' : 'ipv6';
  for (const [name, list] of CLASSES) if (list.check(ip.address, family)) return name;
  return 'PUBLIC';
}

/** Whether a kind of connection reaches an address of this class when no allow entry opens it. */
export function classAllowedByDefault(kind: OutboundKind, addressClass: AddressClass): boolean {
  if (addressClass === 'PUBLIC') return true;
  // A label printer sits on the store's LAN.
  return addressClass === 'PRIVATE' && kind === 'PRINTER';
}

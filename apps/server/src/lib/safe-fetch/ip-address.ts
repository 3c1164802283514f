import { isIPv4, isIPv6 } from 'node:net';

/** Dotted IPv4 (as WHATWG URL and DNS give it) as an unsigned 32-bit number, or null. */
export function ipv4ToNumber(address: string): number | null {
  if (!isIPv4(address)) return null;
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

/** The 16 bytes of an IPv6 address (with or without brackets, an embedded IPv4 tail allowed), or null. */
export function ipv6ToBytes(input: string): Uint8Array | null {
  const address = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  // A zone (`fe80::1%eth0`) only ever names a local link.
  if (!isIPv6(address) || address.includes('%')) return null;
  let text = address.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const v4 = ipv4ToNumber(tail[1]);
    if (v4 === null) return null;
    text = `${text.slice(0, -tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - headGroups.length - restGroups.length;
  if (rest === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...restGroups];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = Number.parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/** IPv4 blocks that no public web server lives in (IANA special-purpose registry and friends). */
const IPV4_NOT_PUBLIC: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local machine
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['192.175.48.0', 24], // AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

const IPV4_RANGES = IPV4_NOT_PUBLIC.map(([base, bits]) => {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return { network: ((ipv4ToNumber(base) ?? 0) & mask) >>> 0, mask };
});

function isPublicIpv4(value: number): boolean {
  return !IPV4_RANGES.some(({ network, mask }) => (value & mask) >>> 0 === network);
}

function v4At(bytes: Uint8Array, offset: number): number {
  return (
    ((bytes[offset] ?? 0) * 2 ** 24 +
      ((bytes[offset + 1] ?? 0) << 16) +
      ((bytes[offset + 2] ?? 0) << 8) +
      (bytes[offset + 3] ?? 0)) >>>
    0
  );
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function isPublicIpv6(bytes: Uint8Array): boolean {
  // ::/96 holds ::, ::1 and the deprecated IPv4-compatible form; ::ffff:0:0/96 is IPv4-mapped.
  // Both reach the embedded IPv4 host on a dual-stack machine, so only that host decides.
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])) {
    const marker = ((bytes[10] ?? 0) << 8) | (bytes[11] ?? 0);
    if (marker === 0xffff) return isPublicIpv4(v4At(bytes, 12));
    return false;
  }
  // NAT64 well-known prefix 64:ff9b::/96 translates to the embedded IPv4 host; 64:ff9b:1::/48 is local-use.
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return isPublicIpv4(v4At(bytes, 12));
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 1])) return false;
  // 6to4 (2002::/16) tunnels to the IPv4 host in bytes 2..5.
  if (startsWith(bytes, [0x20, 0x02])) return isPublicIpv4(v4At(bytes, 2));
  // 2001::/23 holds Teredo (which hides an IPv4 host), benchmarking and ORCHID: none a web server.
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && ((bytes[2] ?? 0) & 0xfe) === 0) return false;
  // Documentation: 2001:db8::/32 and 3fff::/20.
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8])) return false;
  if (bytes[0] === 0x3f && ((bytes[1] ?? 0) & 0xf0) === 0xf0) return false;
  // Everything public is global unicast 2000::/3; this leaves out unique-local fc00::/7,
  // link-local fe80::/10, multicast ff00::/8 and the unassigned rest.
  return ((bytes[0] ?? 0) & 0xe0) === 0x20;
}

/**
 * Whether an IP address (IPv4 dotted, or IPv6 with or without brackets) belongs to the public
 * internet. Anything that is not a well-formed address counts as not public.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4ToNumber(address);
  if (v4 !== null) return isPublicIpv4(v4);
  const v6 = ipv6ToBytes(address);
  return v6 !== null && isPublicIpv6(v6);
}

import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * Which peers may speak for the visitor through `X-Forwarded-For` / `X-Forwarded-Host`: the
 * configured proxies only (TRUST_PROXY), so anyone else cannot pick the address that blocked-IP
 * and geo rules see, nor the site they are served.
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

export function proxyTrust(setting: boolean | number | string[]): ProxyTrust {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const list = new BlockList();
  for (const entry of setting) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = unmapped(address);
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** `::ffff:203.0.113.9` (how a dual-stack socket reports an IPv4 peer) as `203.0.113.9`. */
export function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function forwardedFor(request: IncomingMessage): string[] {
  const header = request.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => isIP(part) !== 0);
}

/**
 * The visitor's address: the socket peer, or, walking `X-Forwarded-For` from the right, the first
 * address not vouched for by a trusted proxy.
 */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  const peer = request.socket.remoteAddress ?? '';
  // The common case, without building the chain: no header, or a peer nobody vouches for.
  if (request.headers['x-forwarded-for'] === undefined || !trust(peer, 0)) return unmapped(peer);
  const chain = [peer, ...forwardedFor(request).reverse()];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop] as string, hop)) hop++;
  return unmapped(chain[hop] as string);
}

/** The requested host as sent: the Host header, or `X-Forwarded-Host` from a trusted peer only. */
export function requestedHost(request: IncomingMessage, trust: ProxyTrust): string {
  const forwarded = request.headers['x-forwarded-host'];
  return typeof forwarded === 'string' && forwarded !== '' && trust(request.socket.remoteAddress ?? '', 0)
    ? (forwarded.split(',')[0] ?? '')
    : (request.headers.host ?? '');
}

/** `Example.COM:8080` as `example.com`, `[::1]:80` as `[::1]`, `example.com.` as `example.com`. */
export function hostName(raw: string): string {
  const host = raw.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  const name = colon === -1 ? host : host.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

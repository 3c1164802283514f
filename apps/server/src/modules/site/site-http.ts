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

function forwardedFor(header: string): string[] {
  return header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => isIP(part) !== 0);
}

/**
 * The visitor's address: the socket peer, or, walking `X-Forwarded-For` from the right, the first
 * address not vouched for by a trusted proxy.
 */
export function clientAddress(
  request: IncomingMessage,
  trust: ProxyTrust,
  headers: SiteRequestHeaders = siteHeaders(request),
): string {
  const peer = request.socket.remoteAddress ?? '';
  // The common case, without building the chain: no header, or a peer nobody vouches for.
  if (headers.forwardedFor === undefined || !trust(peer, 0)) return unmapped(peer);
  const chain = [peer, ...forwardedFor(headers.forwardedFor).reverse()];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop] as string, hop)) hop++;
  return unmapped(chain[hop] as string);
}

/** The requested host as sent: the Host header, or `X-Forwarded-Host` from a trusted peer only. */
export function requestedHost(
  request: IncomingMessage,
  trust: ProxyTrust,
  headers: SiteRequestHeaders,
): string {
  const forwarded = headers.forwardedHost;
  return forwarded !== undefined && forwarded !== '' && trust(request.socket.remoteAddress ?? '', 0)
    ? (forwarded.split(',')[0] ?? '')
    : (headers.host ?? '');
}

/** `Example.COM:8080` as `example.com`, `[::1]:80` as `[::1]`, `example.com.` as `example.com`. */
export function hostName(raw: string): string {
  const host = raw.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  const name = colon === -1 ? host : host.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** The request headers the site server reads. */
export interface SiteRequestHeaders {
  host: string | undefined;
  forwardedHost: string | undefined;
  forwardedFor: string | undefined;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

const HOST = 1;
const FORWARDED_HOST = 2;
const FORWARDED_FOR = 3;
const IF_NONE_MATCH = 4;
const ACCEPT_ENCODING = 5;

/** Whether a header name is `lower` in any case, without lower-casing the many names that are not. */
function named(name: string, lower: string, title: string): boolean {
  if (name === lower || name === title) return true;
  return (name.charCodeAt(0) | 0x20) === lower.charCodeAt(0) && name.toLowerCase() === lower;
}

function fieldOf(name: string): number {
  switch (name.length) {
    case 4:
      return named(name, 'host', 'Host') ? HOST : 0;
    case 13:
      return named(name, 'if-none-match', 'If-None-Match') ? IF_NONE_MATCH : 0;
    case 15:
      if (named(name, 'accept-encoding', 'Accept-Encoding')) return ACCEPT_ENCODING;
      return named(name, 'x-forwarded-for', 'X-Forwarded-For') ? FORWARDED_FOR : 0;
    case 16:
      return named(name, 'x-forwarded-host', 'X-Forwarded-Host') ? FORWARDED_HOST : 0;
    default:
      return 0;
  }
}

const joined = (previous: string | undefined, value: string) =>
  previous === undefined ? value : `${previous}, ${value}`;

/**
 * The headers the site server reads, picked from `rawHeaders` in one pass: reading
 * `request.headers` makes Node build an object of every header the browser sent, which costs
 * more than the rest of answering a cached page. Repeated fields combine as Node combines them
 * (the first Host counts; the others are joined with ", ").
 */
export function siteHeaders(request: IncomingMessage): SiteRequestHeaders {
  const picked: SiteRequestHeaders = {
    host: undefined,
    forwardedHost: undefined,
    forwardedFor: undefined,
    ifNoneMatch: undefined,
    acceptEncoding: undefined,
  };
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const value = raw[i + 1] as string;
    switch (fieldOf(raw[i] as string)) {
      case HOST:
        picked.host ??= value;
        break;
      case FORWARDED_HOST:
        picked.forwardedHost = joined(picked.forwardedHost, value);
        break;
      case FORWARDED_FOR:
        picked.forwardedFor = joined(picked.forwardedFor, value);
        break;
      case IF_NONE_MATCH:
        picked.ifNoneMatch = joined(picked.ifNoneMatch, value);
        break;
      case ACCEPT_ENCODING:
        picked.acceptEncoding = joined(picked.acceptEncoding, value);
        break;
    }
  }
  return picked;
}

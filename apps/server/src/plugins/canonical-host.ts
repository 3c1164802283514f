import { isIP } from 'node:net';

/** Where the back office is meant to be reached, and how sure the server is of it. */
export interface CanonicalAddress {
  /** The configured base URL's origin (PUBLIC_BASE_URL), else `http://localhost:<port>`. */
  origin: string;
  /**
   * Whether the origin was configured. Only then is every other host name a detour; without it the
   * server knows only its loopback names for sure (a LAN address may be the only way another
   * device reaches it), so only those are sent to the default origin.
   */
  configured: boolean;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopback(hostname: string): boolean {
  if (LOOPBACK_NAMES.has(hostname)) return true;
  return isIP(hostname) === 4 && hostname.startsWith('127.');
}

/** `host[:port]` split into its name (lower case, IPv6 in brackets) and port ('' for none). */
function splitHost(host: string): { name: string; port: string } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return { name: match?.[1] ?? '', port: match?.[2] ?? '' };
}

/**
 * Where a page request of the admin app on `requestHost` should go instead, or null when it is on
 * the canonical host already (or on a host the server cannot vouch for). One address keeps the
 * session cookie, which belongs to one host name, on every page: a payment's return or a link
 * opened on 127.0.0.1 would otherwise find the operator signed out of localhost's session.
 */
export function canonicalRedirect(
  requestHost: string | undefined,
  url: string,
  canonical: CanonicalAddress,
): string | null {
  if (!requestHost) return null;
  const target = new URL(canonical.origin);
  const asked = splitHost(requestHost);
  const wanted = splitHost(target.host);
  if (asked.name === wanted.name && asked.port === wanted.port) return null;
  if (!canonical.configured && !(isLoopback(asked.name) && asked.port === wanted.port)) return null;
  // A path only (never a scheme-relative `//host`), so the redirect cannot leave the origin.
  const path = url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return `${target.origin}${path}`;
}

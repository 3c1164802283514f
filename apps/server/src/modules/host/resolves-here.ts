import { Resolver } from 'node:dns/promises';
import { isIPv4 } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Config } from '../../config.ts';
import { isUnderSuffix } from './domain.ts';

/** The two look-ups needed; node:dns/promises' Resolver fits, tests pass their own. */
export interface HostResolver {
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
}

/** `::ffff:1.2.3.4` as `1.2.3.4`, lower-case otherwise, so addresses compare equal. */
function canonical(address: string): string {
  const a = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  return mapped?.[1] ?? a;
}

function isLoopback(address: string): boolean {
  const a = canonical(address);
  return isIPv4(a) ? a.startsWith('127.') : a === '::1';
}

/** The addresses of this machine's own network interfaces. */
export function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const info of list ?? []) own.add(canonical(info.address.split('%')[0] ?? info.address));
  }
  return own;
}

const defaultResolver = (): HostResolver => new Resolver({ timeout: 3000, tries: 2 });

/**
 * Whether a domain points at this service (publishing's 30205 check): one of its A/AAAA records is
 * a loopback address, an address of this machine, or one listed in PUBLIC_IPS (for a server
 * behind NAT or a load balancer). Fixed domains under SITE_DOMAIN_SUFFIX always count: the
 * service's own DNS covers them. A failed look-up (no record, no answer) counts as 'no'.
 */
export async function domainResolvesHere(
  domain: string,
  config: Pick<Config, 'siteDomainSuffix' | 'publicIps'>,
  deps: { resolver?: HostResolver; ownAddresses?: () => Set<string> } = {},
): Promise<boolean> {
  const host = domain.trim().toLowerCase().replace(/\.$/, '');
  if (isUnderSuffix(host, config.siteDomainSuffix)) return true;
  const resolver = deps.resolver ?? defaultResolver();
  const answers = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
  const addresses = answers.flatMap((a) => (a.status === 'fulfilled' ? a.value : [])).map(canonical);
  if (addresses.length === 0) return false;
  const here = new Set([...(deps.ownAddresses ?? ownAddresses)(), ...config.publicIps.map(canonical)]);
  return addresses.some((address) => isLoopback(address) || here.has(address));
}

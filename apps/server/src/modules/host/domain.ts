import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { AppError } from '../../lib/app-error.ts';

/** Why a typed domain was refused; sent as `data.reason` with DOMAIN_INVALID. */
export type DomainProblem = 'format' | 'ip' | 'fixed_suffix' | 'admin_host';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The fixed address of a website: `<slug>.<suffix>`. */
export function fixedDomainOf(slug: string, siteDomainSuffix: string): string {
  return `${slug}.${siteDomainSuffix}`;
}

/** Whether a host name is the suffix itself or lies under it (the service's own addresses). */
export function isUnderSuffix(domain: string, siteDomainSuffix: string): boolean {
  return domain === siteDomainSuffix || domain.endsWith(`.${siteDomainSuffix}`);
}

/**
 * The stored form of a typed domain (lower-case ASCII, IDN as punycode, no trailing dot), or the
 * reason it cannot be bound: an IP address, an address under the service's own site suffix
 * (those are fixed domains) or the admin's host. A single label ("intranet") is refused too:
 * no public certificate or DNS record can name it.
 */
export function checkDomain(
  input: string,
  rules: { siteDomainSuffix: string; adminHost: string },
): { domain: string } | { problem: DomainProblem } {
  let raw = input.trim().toLowerCase();
  if (raw.endsWith('.')) raw = raw.slice(0, -1);
  if (isIP(raw) !== 0 || isIP(raw.replace(/^\[|\]$/g, '')) !== 0) return { problem: 'ip' };
  // domainToASCII answers '' for anything that is not a valid host name (spaces, '/', ':', '_' …).
  const domain = /[\s/:@?#\\[\]%]/.test(raw) ? '' : domainToASCII(raw);
  if (domain === '' || domain.length > 253) return { problem: 'format' };
  const labels = domain.split('.');
  if (!labels.every((l) => LABEL.test(l))) return { problem: 'format' };
  if (isUnderSuffix(domain, rules.siteDomainSuffix)) return { problem: 'fixed_suffix' };
  if (labels.length < 2) return { problem: 'format' };
  // An all-numeric final label is what an IPv4 address looks like in a shortened form.
  if (/^[0-9]+$/.test(labels[labels.length - 1] ?? '')) return { problem: 'ip' };
  if (domain === rules.adminHost) return { problem: 'admin_host' };
  return { domain };
}

/** checkDomain that throws DOMAIN_INVALID (with the reason) instead of answering it. */
export function normalizeDomain(
  input: string,
  rules: { siteDomainSuffix: string; adminHost: string },
): string {
  const result = checkDomain(input, rules);
  if ('problem' in result) throw new AppError('DOMAIN_INVALID', { data: { reason: result.problem } });
  return result.domain;
}

/**
 * The stored form of a domain a caller names to look up (unbind, certificate upload, status):
 * the same normalisation, without the binding rules, so a domain bound before a rule changed can
 * still be unbound.
 */
export function lookupDomain(input: string): string {
  let raw = input.trim().toLowerCase();
  if (raw.endsWith('.')) raw = raw.slice(0, -1);
  return domainToASCII(raw) || raw;
}

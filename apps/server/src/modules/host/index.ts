import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { websites } from '../../db/schema.ts';
import { describeCertificate } from './certificate.ts';
import { certificatesOf, domainsOf } from './host.repository.ts';

export { announceExpiringCertificates, certificateExpiryCheck } from './certificate-expiry.ts';
export { fixedDomainOf } from './domain.ts';
export { domainsOf } from './host.repository.ts';
export type { HostChange } from './host.service.ts';
export { hostRoutes } from './host.routes.ts';
export { createKeyVault, type KeyVault } from './key-vault.ts';
export { domainResolvesHere, type HostResolver } from './resolves-here.ts';
export { createSniCallback, type SniCallback, type SniOptions } from './sni.ts';

/** Why a bound domain cannot be served over HTTPS. */
export interface CertificateProblem {
  domain: string;
  reason: 'missing' | 'expired' | 'mismatch';
}

/**
 * For publishing's 30206 check: when the website requires HTTPS, the first bound domain whose
 * certificate is missing, expired (or not valid yet) or does not cover it; null when every bound
 * domain is ready, or when HTTPS is not required. The fixed domain is the service's own and not
 * checked here.
 */
export async function certificateProblem(
  db: Db,
  websiteId: number,
  now: Date = new Date(),
): Promise<CertificateProblem | null> {
  const [site] = await db
    .select({ httpsRequired: websites.httpsRequired })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .limit(1);
  if (!site?.httpsRequired) return null;
  const [domains, certificates] = await Promise.all([
    domainsOf(db, websiteId),
    certificatesOf(db, websiteId),
  ]);
  const byDomain = new Map(certificates.map((c) => [c.domain, c]));
  for (const { domain } of domains) {
    const certificate = byDomain.get(domain);
    if (!certificate) return { domain, reason: 'missing' };
    const status = describeCertificate(certificate, now).status;
    if (status === 'expired' || status === 'mismatch') return { domain, reason: status };
  }
  return null;
}

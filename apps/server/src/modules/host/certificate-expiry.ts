import { CERTIFICATE_WARNING_DAYS, MESSAGE_LINKS, ROLES } from '@sitewright/contract';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { sslCertificates, websiteDomains, websites } from '../../db/schema.ts';
import { notify } from '../message/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a running server looks again. */
export const CERTIFICATE_CHECK_INTERVAL_MS = DAY_MS;

/** The threshold a certificate with `daysLeft` days has reached: the smallest one at or above it. */
export function thresholdReached(daysLeft: number): number | null {
  const ascending = [...CERTIFICATE_WARNING_DAYS].sort((a, b) => a - b);
  return ascending.find((days) => daysLeft <= days) ?? null;
}

/**
 * Warns the operators who manage website settings of every certificate of a bound domain that
 * expires within the largest warning threshold: one message per certificate and threshold reached,
 * so a check run again (or by another server) writes nothing new, and a renewed certificate (a new
 * expiry date) is announced afresh. Answers how many messages were written.
 */
export async function announceExpiringCertificates(db: Db, now: Date = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + Math.max(...CERTIFICATE_WARNING_DAYS) * DAY_MS);
  const expiring = await db
    .select({
      id: sslCertificates.id,
      companyId: sslCertificates.companyId,
      websiteId: sslCertificates.websiteId,
      domain: sslCertificates.domain,
      validTo: sslCertificates.validTo,
      site: websites.name,
    })
    .from(sslCertificates)
    .innerJoin(websites, and(eq(websites.id, sslCertificates.websiteId), isNull(websites.deletedAt)))
    // A certificate of a domain no longer bound serves nobody.
    .innerJoin(
      websiteDomains,
      and(
        eq(websiteDomains.websiteId, sslCertificates.websiteId),
        eq(websiteDomains.domain, sslCertificates.domain),
      ),
    )
    .where(and(gt(sslCertificates.validTo, now), lte(sslCertificates.validTo, horizon)));
  let written = 0;
  for (const certificate of expiring) {
    const daysLeft = Math.ceil((certificate.validTo.getTime() - now.getTime()) / DAY_MS);
    const threshold = thresholdReached(daysLeft);
    if (threshold === null) continue;
    written += await notify(db, {
      companyId: certificate.companyId,
      to: { role: ROLES.pageWebSet },
      kind: 'certificate_expiring',
      params: {
        domain: certificate.domain,
        site: certificate.site,
        days: daysLeft,
        valid_to: certificate.validTo.toISOString().slice(0, 10),
      },
      link: MESSAGE_LINKS.websiteSettings,
      websiteId: certificate.websiteId,
      dedupeKey: `certificate:${certificate.id}:${certificate.validTo.toISOString()}:${threshold}`,
    });
  }
  return written;
}

/** Runs the certificate check once the server is ready and every day after, in this process. */
export const certificateExpiryCheck: FastifyPluginAsync = fp(
  async (app) => {
    const run = () =>
      announceExpiringCertificates(app.db).catch((error) =>
        app.log.warn({ err: error }, 'could not check certificates for expiry'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await run();
      timer = setInterval(run, CERTIFICATE_CHECK_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'certificate-expiry-check' },
);

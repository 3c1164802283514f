import {
  type CertificateInfo,
  type ChangeWebsiteHostBody,
  HOST_MAX_DOMAINS,
  type HostEntry,
  type HostList,
  type SslStatus,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireWebsite } from '../../lib/tenancy.ts';
import { checkUpload, describeCertificate } from './certificate.ts';
import { fixedDomainOf, lookupDomain, normalizeDomain } from './domain.ts';
import {
  certificatesOf,
  countDomains,
  deleteDomain,
  domainsOf,
  findDomain,
  type HostWebsiteRow,
  insertDomain,
  setHttpsRequired,
  syncLegacyDomain,
  upsertCertificate,
} from './host.repository.ts';
import type { KeyVault } from './key-vault.ts';

type ChangeBody = z.output<typeof ChangeWebsiteHostBody>;

export type HostService = ReturnType<typeof createHostService>;

/** What changed, for a same-process site server that caches hosts and TLS contexts. */
export interface HostChange {
  kind: 'bind' | 'unbind' | 'certificate' | 'https';
  websiteId: number;
  /** The domain concerned; absent for the HTTPS switch. */
  domain?: string;
}

/** Bound domains and their certificates; every call is scoped to the caller's company. */
export function createHostService(deps: {
  db: Db;
  config: Config;
  vault: KeyVault;
  now?: () => Date;
  /** Told after each committed change (other processes notice through their cache lifetimes). */
  onChange?: (change: HostChange) => void;
}) {
  const { db, config, vault } = deps;
  const notify = (change: HostChange) => deps.onChange?.(change);
  const now = deps.now ?? (() => new Date());
  const rules = {
    siteDomainSuffix: config.siteDomainSuffix,
    adminHost: new URL(config.publicBaseUrl).hostname,
  };

  async function website(companyId: number, websiteId: number): Promise<HostWebsiteRow> {
    return requireWebsite(db, { companyId }, websiteId);
  }

  /** A domain the website has bound, in stored form; DOMAIN_NOT_BOUND otherwise. */
  async function boundDomain(websiteId: number, input: string): Promise<string> {
    const domain = lookupDomain(input);
    const holder = await findDomain(db, domain);
    if (holder?.websiteId !== websiteId) throw new AppError('DOMAIN_NOT_BOUND');
    return domain;
  }

  async function list(companyId: number, websiteId: number): Promise<HostList> {
    const site = await website(companyId, websiteId);
    const [domains, certificates] = await Promise.all([domainsOf(db, site.id), certificatesOf(db, site.id)]);
    const byDomain = new Map(certificates.map((c) => [c.domain, c]));
    const at = now();
    const hosts: HostEntry[] = [
      {
        domain: fixedDomainOf(site.slug, config.siteDomainSuffix),
        fixed: true,
        ssl_status: 'none',
        issuer: null,
        valid_to: null,
      },
      ...domains.map((d): HostEntry => {
        const certificate = byDomain.get(d.domain);
        if (!certificate)
          return { domain: d.domain, fixed: false, ssl_status: 'none', issuer: null, valid_to: null };
        const info = describeCertificate(certificate, at);
        return {
          domain: d.domain,
          fixed: false,
          ssl_status: info.status,
          issuer: info.issuer,
          valid_to: info.valid_to,
        };
      }),
    ];
    return { website_id: site.id, https_required: site.httpsRequired, max_domains: HOST_MAX_DOMAINS, hosts };
  }

  async function bind(companyId: number, websiteId: number, input: string): Promise<void> {
    const domain = normalizeDomain(input, rules);
    try {
      await db.transaction(async (tx) => {
        // Locking the website serialises binds to it, so the limit cannot be overrun by a race.
        const site = await requireWebsite(tx, { companyId }, websiteId, { lock: true });
        const holder = await findDomain(tx, domain);
        if (holder?.websiteId === site.id) return;
        if (holder) throw new AppError('DOMAIN_BOUND_ELSEWHERE');
        if ((await countDomains(tx, site.id)) >= HOST_MAX_DOMAINS) {
          throw new AppError('DOMAIN_LIMIT', { data: { max_domains: HOST_MAX_DOMAINS } });
        }
        await insertDomain(tx, { companyId, websiteId: site.id, domain });
        await syncLegacyDomain(tx, site.id);
      });
      notify({ kind: 'bind', websiteId, domain });
    } catch (error) {
      // Another website bound the same domain between our look-up and insert.
      if (isUniqueViolation(error)) throw new AppError('DOMAIN_BOUND_ELSEWHERE', { cause: error });
      throw error;
    }
  }

  async function unbind(companyId: number, websiteId: number, input: string): Promise<void> {
    const domain = lookupDomain(input);
    await db.transaction(async (tx) => {
      const site = await requireWebsite(tx, { companyId }, websiteId, { lock: true });
      if (!(await deleteDomain(tx, site.id, domain))) throw new AppError('DOMAIN_NOT_BOUND');
      await syncLegacyDomain(tx, site.id);
    });
    notify({ kind: 'unbind', websiteId, domain });
  }

  async function change(companyId: number, body: ChangeBody): Promise<HostList> {
    if (body.action === 'bind') await bind(companyId, body.website_id, body.domain);
    else if (body.action === 'unbind') await unbind(companyId, body.website_id, body.domain);
    else {
      const site = await website(companyId, body.website_id);
      await setHttpsRequired(db, site.id, body.https_required);
      notify({ kind: 'https', websiteId: site.id });
    }
    return list(companyId, body.website_id);
  }

  async function saveSsl(
    companyId: number,
    body: { website_id: number; domain: string; certificate: string; private_key: string },
  ): Promise<CertificateInfo> {
    const site = await website(companyId, body.website_id);
    const domain = await boundDomain(site.id, body.domain);
    const checked = checkUpload(
      { certificate: body.certificate, privateKey: body.private_key, domain },
      now(),
    );
    const keyEncrypted = await vault.encrypt(checked.keyPem, domain);
    const row = await db.transaction(async (tx) => {
      // The domain may have been unbound while the key was being encrypted.
      if ((await findDomain(tx, domain))?.websiteId !== site.id) throw new AppError('DOMAIN_NOT_BOUND');
      return upsertCertificate(tx, {
        companyId,
        websiteId: site.id,
        domain,
        certificatePem: checked.chainPem,
        keyEncrypted,
        issuer: checked.issuer,
        subject: checked.subject,
        validFrom: checked.validFrom,
        validTo: checked.validTo,
      });
    });
    notify({ kind: 'certificate', websiteId: site.id, domain });
    return describeCertificate(row, now());
  }

  async function sslStatus(
    companyId: number,
    body: { website_id: number; domain?: string | undefined },
  ): Promise<SslStatus> {
    const site = await website(companyId, body.website_id);
    const domain = body.domain === undefined ? undefined : await boundDomain(site.id, body.domain);
    const at = now();
    const rows = await certificatesOf(db, site.id, domain);
    return { certificates: rows.map((row) => describeCertificate(row, at)) };
  }

  return { list, change, saveSsl, sslStatus };
}

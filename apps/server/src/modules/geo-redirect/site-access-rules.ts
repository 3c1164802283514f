import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listBlockedIps } from '../block-ip/block-ip.repository.ts';
import { compileIpBlockList } from '../block-ip/ip-matcher.ts';
import { type GeoRuleRow, listGeoRules } from './geo-redirect.repository.ts';
import { compileGeoRules, type GeoDecision, type GeoSite, type GeoVisitor } from './geo-rules.ts';

export type { GeoRuleRow } from './geo-redirect.repository.ts';

export interface SiteAccessRules {
  /** Normalised addresses and ranges (`203.0.113.0/24`, `2001:db8::/32`). */
  blocked: string[];
  /** In the order they apply. */
  geo: GeoRuleRow[];
}

/**
 * Everything the public site server needs to decide who may see a website and where they go,
 * read in one go. No company check: the site server serves websites by host, not by session.
 */
export async function loadSiteAccessRules(db: Db, websiteId: number): Promise<SiteAccessRules> {
  const [blocked, geo] = await Promise.all([listBlockedIps(db, websiteId), listGeoRules(db, websiteId)]);
  return { blocked: blocked.map((row) => row.cidr), geo };
}

export interface SiteAccess {
  /** Whether the visitor's address is blocked (answer 403). */
  isBlocked: (ip: string) => boolean;
  /** The geo-redirect decision for a visitor whose country is known (see lookupCountry). */
  geo: (visitor: GeoVisitor) => GeoDecision;
  /** Whether any geo rule exists, so the country lookup can be skipped for most websites. */
  hasGeoRules: boolean;
}

/** Compiles loaded rules once per change, for use on every request. */
export function compileSiteAccess(rules: SiteAccessRules, site: GeoSite): SiteAccess {
  return {
    isBlocked: compileIpBlockList(rules.blocked),
    geo: compileGeoRules(rules.geo, site),
    hasGeoRules: rules.geo.length > 0,
  };
}

/**
 * Tells every site server (this process at once, others through the database) that a website's
 * blocked IPs or geo rules changed. The change is already committed, so a failed notice is logged
 * rather than answered as a failure.
 */
export function announceAccessChange(app: FastifyInstance): (websiteId: number) => Promise<void> {
  return async (websiteId) => {
    if (!app.hasDecorator('siteEvents')) return;
    try {
      await app.siteEvents.changed(websiteId);
    } catch (error) {
      app.log.warn({ err: error, websiteId }, 'could not announce a change of site access rules');
    }
  };
}

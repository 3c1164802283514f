import type { Db } from '../../db/client.ts';
import { listBlockedIps } from '../block-ip/index.ts';
import { compileIpBlockList } from '../../lib/ip-matcher.ts';
import { domainsOf, fixedDomainOf } from '../host/index.ts';
import { websiteLanguagesOf } from '../page/index.ts';
import { loadCountryDatabase, lookupCountry } from './country-lookup.ts';
import { type GeoRuleRow, listGeoRules } from './geo-redirect.repository.ts';
import { compileGeoRules, type GeoDecision, type GeoSite, type GeoVisitor } from './geo-rules.ts';

export type { GeoRuleRow } from './geo-redirect.repository.ts';

/**
 * The website's languages and host names, as geo rules need them to tell on-site targets apart:
 * checked against when a rule set is saved, and compiled with it for the site server.
 */
export async function loadGeoSite(
  db: Parameters<typeof domainsOf>[0],
  website: { id: number; companyId: number; slug: string },
  siteDomainSuffix: string,
): Promise<GeoSite> {
  const [languages, domains] = await Promise.all([
    websiteLanguagesOf(db, website.companyId, website.id),
    domainsOf(db, website.id),
  ]);
  const hosts = domains.map((d) => d.domain);
  if (siteDomainSuffix) hosts.push(fixedDomainOf(website.slug, siteDomainSuffix));
  return {
    languages: languages.map((l) => l.lang),
    defaultLanguage: languages.find((l) => l.isDefault)?.lang ?? '',
    hosts,
  };
}

export interface SiteAccessRules {
  /** Normalised addresses and ranges (`203.0.113.0/24`, `2001:db8::/32`). */
  blocked: string[];
  /** In the order they apply. */
  geo: GeoRuleRow[];
}

/**
 * Everything the public site server needs to decide who may see a website and where they go,
 * read in one go. No company check: the site server serves websites by host, not by session.
 * When the website has geo rules, the country database is read here (once per process, without
 * blocking the event loop on the files), so no visitor waits for it.
 */
export async function loadSiteAccessRules(db: Db, websiteId: number): Promise<SiteAccessRules> {
  const [blocked, geo] = await Promise.all([listBlockedIps(db, websiteId), listGeoRules(db, websiteId)]);
  if (geo.length > 0) await loadCountryDatabase();
  return { blocked: blocked.map((row) => row.cidr), geo };
}

export interface SiteAccess {
  /** Whether the visitor's address is blocked (answer 403). */
  isBlocked: (ip: string) => boolean;
  /** The geo-redirect decision for a visitor whose country is known (see lookupCountry). */
  geo: (visitor: GeoVisitor) => GeoDecision;
  /** The decision for a visitor's address: looks the country up only when the website has rules. */
  geoByIp: (visitor: { ip: string; path: string; lang: string }) => GeoDecision;
  /** Whether any geo rule exists, so the country lookup can be skipped for most websites. */
  hasGeoRules: boolean;
}

/** Compiles loaded rules once per change, for use on every request. */
export function compileSiteAccess(rules: SiteAccessRules, site: GeoSite): SiteAccess {
  const geo = compileGeoRules(rules.geo, site);
  const hasGeoRules = rules.geo.length > 0;
  return {
    isBlocked: compileIpBlockList(rules.blocked),
    geo,
    geoByIp: hasGeoRules
      ? (visitor) => geo({ country: lookupCountry(visitor.ip), path: visitor.path, lang: visitor.lang })
      : () => null,
    hasGeoRules,
  };
}

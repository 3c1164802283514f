import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { websiteDomains, websiteLanguages, websites } from '../../db/schema.ts';
import { lookupCountry } from '../geo-redirect/country-lookup.ts';
import { compileSiteAccess, loadSiteAccessRules } from '../geo-redirect/site-access-rules.ts';
import { createHitCounter } from '../redirect/hit-counter.ts';
import { compileRedirects, withQuery } from '../redirect/redirect-matcher.ts';
import { loadRedirectRules } from '../redirect/redirect.repository.ts';
import type { SiteRules, SiteRulesSource } from './site-server.ts';

/** The website's languages and host names, as geo rules need them to tell on-site targets apart. */
async function geoSiteOf(db: Db, websiteId: number, siteDomainSuffix: string) {
  const [languages, domains, [site]] = await Promise.all([
    db
      .select({ lang: websiteLanguages.lang, isDefault: websiteLanguages.isDefault })
      .from(websiteLanguages)
      .where(eq(websiteLanguages.websiteId, websiteId))
      .orderBy(asc(websiteLanguages.position)),
    db
      .select({ domain: websiteDomains.domain })
      .from(websiteDomains)
      .where(eq(websiteDomains.websiteId, websiteId)),
    db
      .select({ slug: websites.slug })
      .from(websites)
      .where(and(eq(websites.id, websiteId)))
      .limit(1),
  ]);
  return {
    languages: languages.map((l) => l.lang),
    defaultLanguage: languages.find((l) => l.isDefault)?.lang ?? languages[0]?.lang ?? 'en',
    hosts: [...(site ? [`${site.slug}.${siteDomainSuffix}`] : []), ...domains.map((d) => d.domain)],
  };
}

/**
 * Blocked IPs, page redirects and geo rules of a website, loaded and compiled once per change
 * (the site server reloads on every site event), and the batched redirect hit counter.
 */
export function createSiteRulesSource(
  db: Db,
  options: { siteDomainSuffix: string; onError?: (error: unknown) => void },
): SiteRulesSource & { close(): Promise<void> } {
  const hits = createHitCounter(db, { ...(options.onError ? { onError: options.onError } : {}) });
  return {
    async load(websiteId): Promise<SiteRules> {
      const [access, redirects, geoSite] = await Promise.all([
        loadSiteAccessRules(db, websiteId),
        loadRedirectRules(db, websiteId),
        geoSiteOf(db, websiteId, options.siteDomainSuffix),
      ]);
      const compiled = compileSiteAccess(access, geoSite);
      const redirect = compileRedirects(redirects);
      return {
        usesVisitor: access.blocked.length > 0 || redirects.length > 0 || compiled.hasGeoRules,
        isBlocked: compiled.isBlocked,
        redirect: (path, query) => {
          const match = redirect(path);
          return match ? { ...match, location: withQuery(match.location, query) } : null;
        },
        // The country lookup is skipped for the many websites without geo rules.
        geo: compiled.hasGeoRules
          ? ({ ip, path, lang }) => compiled.geo({ country: lookupCountry(ip), path, lang })
          : () => null,
      };
    },
    hit: (ruleId) => hits.hit(ruleId),
    close: () => hits.close(),
  };
}

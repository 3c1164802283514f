import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { websites } from '../../db/schema.ts';
import { compileSiteAccess, loadGeoSite, loadSiteAccessRules, lookupCountry } from '../geo-redirect/index.ts';
import { compileRedirects, createHitCounter, loadRedirectRules, withQuery } from '../redirect/index.ts';
import type { SiteRules, SiteRulesSource } from './site-server.ts';

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
      const [website] = await db
        .select({ id: websites.id, companyId: websites.companyId, slug: websites.slug })
        .from(websites)
        .where(eq(websites.id, websiteId))
        .limit(1);
      const [access, redirects, geoSite] = await Promise.all([
        loadSiteAccessRules(db, websiteId),
        loadRedirectRules(db, websiteId),
        website
          ? loadGeoSite(db, website, options.siteDomainSuffix)
          : { languages: [], defaultLanguage: '', hosts: [] },
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

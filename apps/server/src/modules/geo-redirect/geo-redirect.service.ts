import { GEO_RULES_MAX, type GeoRule, type GeoRuleList, type Lang } from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findWebsite, notOwned, requireWebsite } from '../../lib/tenancy.ts';
import {
  deleteGeoRule,
  type GeoRuleRow,
  listGeoRules,
  type NewGeoRule,
  replaceGeoRules,
} from './geo-redirect.repository.ts';
import { checkGeoRules, geoRuleProblemMessage } from './geo-rules.ts';
import { loadGeoSite } from './site-access-rules.ts';

export function toGeoRule(row: GeoRuleRow): GeoRule {
  return {
    id: row.id,
    countries: row.countries,
    target_kind: row.targetKind,
    target: row.target,
    mode: row.mode,
    position: row.position,
  };
}

export interface GeoRuleInputRow {
  countries: string[];
  target_kind: 'url' | 'lang';
  target: string;
  mode: 'redirect' | 'suggest';
}

/**
 * A website's geo-redirect rules (spec §7 geo-redirect-rules). A save replaces the whole ordered
 * set after checking it as a whole (see geo-rules.ts for what is refused), in one transaction
 * holding the website's row lock; `onChange` tells the site server to recompile.
 */
export function createGeoRedirectService(deps: {
  db: Db;
  /** The suffix of fixed domains, so that URLs on the website's own hosts are recognised. */
  siteDomainSuffix?: string;
  onChange?: (websiteId: number) => Promise<void> | void;
}) {
  const { db } = deps;
  const changed = async (websiteId: number) => {
    await deps.onChange?.(websiteId);
  };

  return {
    async list(companyId: number, websiteId: number): Promise<GeoRuleList> {
      const website = await requireWebsite(db, { companyId }, websiteId);
      return { list: (await listGeoRules(db, website.id)).map(toGeoRule) };
    },

    async save(
      companyId: number,
      input: { website_id: number; rules: GeoRuleInputRow[] },
      lang: Lang,
    ): Promise<GeoRuleList> {
      if (input.rules.length > GEO_RULES_MAX) throw new AppError('GEO_RULES_TOO_MANY');
      const rules: NewGeoRule[] = input.rules.map((r) => ({
        countries: r.countries,
        targetKind: r.target_kind,
        target: r.target,
        mode: r.mode,
      }));
      const rows = await db.transaction(async (tx) => {
        const website = await requireWebsite(tx, { companyId }, input.website_id, { lock: true });
        const site = await loadGeoSite(tx, website, deps.siteDomainSuffix ?? '');
        const problem = checkGeoRules(rules, site);
        if (problem) {
          throw new AppError(problem.key, {
            data: {
              country: problem.country,
              rules: problem.rules,
              message: geoRuleProblemMessage(problem, rules, lang),
            },
          });
        }
        const scope = { companyId, websiteId: website.id };
        await replaceGeoRules(tx, scope, rules);
        return listGeoRules(tx, website.id);
      });
      await changed(input.website_id);
      return { list: rows.map(toGeoRule) };
    },

    async del(companyId: number, websiteId: number, id: number): Promise<{ id: number }> {
      const deleted = await db.transaction(async (tx) => {
        const website = await findWebsite(tx, { companyId }, websiteId, { lock: true });
        if (!website) return false;
        return deleteGeoRule(tx, { companyId, websiteId: website.id }, id);
      });
      if (!deleted) notOwned();
      await changed(websiteId);
      return { id };
    },
  };
}

export type GeoRedirectService = ReturnType<typeof createGeoRedirectService>;

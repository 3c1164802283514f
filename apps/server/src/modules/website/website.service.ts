import {
  DEFAULT_THEME,
  EMPTY_BRAND,
  SiteTheme,
  type TemplateId,
  type Website,
  WebsiteBrand,
  type WebsiteList,
} from '@sitewright/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { findWebsite, requireWebsite, notOwned, refuseSubAccount } from '../../lib/tenancy.ts';
import { replaceBrandMediaUsage } from '../media-library/index.ts';
import { addWebsiteLanguage, setDefaultLanguage, userNameOf } from '../page/index.ts';
import { firstFreeSlug, randomSlug, slugFromName } from './slug.ts';
import {
  insertWebsite,
  listWebsites,
  softDeleteWebsite,
  takenSlugs,
  updateWebsite,
  type WebsiteRow,
} from './website.repository.ts';

export interface WebsiteAddInput {
  name: string;
  flag_code: string;
  default_language: string;
  slug?: string | undefined;
  template_id?: TemplateId | undefined;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Gives a website being created a template's pages and menu inside the creating transaction. The
 * templates are their own feature; app.ts hands this in.
 */
export type TemplateFiller = (
  tx: Tx,
  scope: { companyId: number; websiteId: number; lang: string; userName: string },
  templateId: TemplateId,
) => Promise<void>;

export interface WebsiteEditInput {
  website_id: number;
  name?: string | undefined;
  flag_code?: string | undefined;
  default_language?: string | undefined;
  theme?: SiteTheme | undefined;
  seo?: { title: string; keywords: string; description: string } | undefined;
  favicon?: string | undefined;
  brand?: Partial<WebsiteBrand> | undefined;
}

/** The stored brand with every field present (rows written before a field existed lack it). */
export function brandOf(row: Pick<WebsiteRow, 'brand'>): WebsiteBrand {
  return WebsiteBrand.catch(EMPTY_BRAND).parse({ ...EMPTY_BRAND, ...row.brand });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Two adds racing for the same derived slug: the loser picks the next free one, a few times over. */
const SLUG_ATTEMPTS = 5;

export type WebsiteService = ReturnType<typeof createWebsiteService>;

export function createWebsiteService(deps: { db: Db; config: Config; fillFromTemplate?: TemplateFiller }) {
  const { db, config } = deps;
  const base = new URL(config.publicBaseUrl);

  function toWebsite(row: WebsiteRow): Website {
    const fixedDomain = `${row.slug}.${config.siteDomainSuffix}`;
    return {
      website_id: row.id,
      name: row.name,
      domain: row.domain,
      fixed_domain: fixedDomain,
      flag_code: row.flagCode,
      default_language: row.defaultLanguage,
      // Same scheme and port as the admin, so previews work on a laptop (http, :3000) and in production.
      curr_preview_link: `${base.protocol}//${fixedDomain}${base.port ? `:${base.port}` : ''}/`,
      create_time: row.createdAt.toISOString(),
      // Stored themes were validated on write; one naming a retired id falls back to the default.
      theme: SiteTheme.catch(DEFAULT_THEME).parse(row.theme),
      seo: row.seo,
      favicon: row.favicon,
      brand: brandOf(row),
      is_published: row.publishedVersionId !== null,
      published_at: row.publishedAt?.toISOString() ?? null,
    };
  }

  /** The website together with its default language and system pages, or nothing at all. */
  function createWebsite(
    values: Parameters<typeof insertWebsite>[1],
    templateId: TemplateId | undefined,
    userName: string,
  ): Promise<WebsiteRow> {
    return db.transaction(async (tx) => {
      const row = await insertWebsite(tx, values);
      await addWebsiteLanguage(tx, {
        companyId: row.companyId,
        websiteId: row.id,
        lang: row.defaultLanguage,
        isDefault: true,
      });
      if (templateId !== undefined) {
        if (!deps.fillFromTemplate) throw new Error('website-add with a template needs fillFromTemplate');
        await deps.fillFromTemplate(
          tx,
          { companyId: row.companyId, websiteId: row.id, lang: row.defaultLanguage, userName },
          templateId,
        );
      }
      return row;
    });
  }

  return {
    async list(companyId: number, page: number, pageSize: number): Promise<WebsiteList> {
      const { rows, total } = await listWebsites(db, companyId, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { list: rows.map(toWebsite), total };
    },

    async info(companyId: number, websiteId: number): Promise<Website> {
      return toWebsite(await requireWebsite(db, { companyId }, websiteId));
    },

    /**
     * A slug the operator chose is taken or refused (DOMAIN_TAKEN); a slug derived from the name
     * gets `-2`, `-3`… until it is free. Soft-deleted sites keep their slugs.
     */
    async add(companyId: number, input: WebsiteAddInput, userId?: number): Promise<Website> {
      // A sub-account works on the websites granted to it; a new one would be granted to nobody.
      refuseSubAccount();
      // A template's pages name the operator who created the website as their creator.
      const userName = userId === undefined ? '' : await userNameOf(db, companyId, userId);
      const values = {
        companyId,
        name: input.name,
        flagCode: input.flag_code,
        defaultLanguage: input.default_language,
      };
      if (input.slug !== undefined) {
        try {
          return toWebsite(await createWebsite({ ...values, slug: input.slug }, input.template_id, userName));
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('DOMAIN_TAKEN');
          throw error;
        }
      }
      const derived = slugFromName(input.name);
      for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
        const slug =
          derived === undefined ? randomSlug() : firstFreeSlug(derived, await takenSlugs(db, derived));
        try {
          return toWebsite(await createWebsite({ ...values, slug }, input.template_id, userName));
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new AppError('DOMAIN_TAKEN');
    },

    async edit(companyId: number, input: WebsiteEditInput): Promise<Website> {
      const patch: Parameters<typeof updateWebsite>[3] = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.flag_code !== undefined) patch.flagCode = input.flag_code;
      if (input.default_language !== undefined) patch.defaultLanguage = input.default_language;
      if (input.theme !== undefined) patch.theme = input.theme;
      if (input.seo !== undefined) patch.seo = input.seo;
      if (input.favicon !== undefined) patch.favicon = input.favicon;
      const row = await db.transaction(async (tx) => {
        if (input.brand !== undefined) {
          // A partial brand: the fields it leaves out keep their stored values.
          const current = await findWebsite(tx, { companyId }, input.website_id, { lock: true });
          if (current) patch.brand = { ...brandOf(current), ...stripUndefined(input.brand) };
        }
        const updated = await updateWebsite(tx, companyId, input.website_id, patch);
        if (updated && (patch.brand !== undefined || patch.favicon !== undefined)) {
          const brand = brandOf(updated);
          await replaceBrandMediaUsage(tx, {
            websiteId: updated.id,
            images: [updated.favicon, brand.logo, brand.logo_dark, brand.social_image],
          });
        }
        if (updated && input.default_language !== undefined) {
          await setDefaultLanguage(tx, { companyId, websiteId: updated.id, lang: updated.defaultLanguage });
        }
        return updated;
      });
      if (!row) notOwned();
      return toWebsite(row);
    },

    async remove(companyId: number, websiteId: number): Promise<{ website_id: number }> {
      if (!(await softDeleteWebsite(db, companyId, websiteId))) notOwned();
      return { website_id: websiteId };
    },
  };
}

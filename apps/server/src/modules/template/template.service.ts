import {
  type CurrencyCode,
  EMPTY_BRAND,
  GLOBAL_SECTION_KINDS,
  type Lang,
  PAGE_TYPE,
  type PageDocument,
  type SampleContent,
  type SampleContentRemoved,
  type TemplateApplied,
  type TemplateId,
  type TemplateLayouts,
  type TemplateList,
} from '@sitewright/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pages, websites } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { replaceSection } from '../global-section/index.ts';
import { bumpMenuVersion, type NewMenuNode, replaceMenu } from '../menu/index.ts';
import {
  recordTemplateOriginals,
  userNameOf,
  validatePageContent,
  websiteLanguagesOf,
} from '../page/index.ts';
import { brandOf } from '../website/index.ts';
import { CATALOGUE, type CatalogueData, hasLicence, priceOf, requireLicence } from '../commerce/index.ts';
import { addDemoContentInTx } from './demo-content.ts';
import { removeSamplesInTx, sampleContentOf } from './sample-content.ts';
import { fillBrandText } from '@sitewright/blocks';
import { fillTemplate, placeholderValues } from './template-fill.ts';
import type { SiteTemplate, TemplateMenuNode } from './template-kit.ts';
import { TEMPLATES, templateById } from './templates/index.ts';
import { ownedBy, notOwned, requireWebsite } from '../../lib/tenancy.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where checkedDocuments keeps a template's header and footer. */
const FRAME_KEYS = { header: ':header', footer: ':footer' } as const;

/**
 * A template's documents as the page checks answer them (sanitised, defaults filled), so what is
 * stored is exactly what an operator's save of the same content would store.
 */
export function checkedDocuments(template: SiteTemplate): Map<string, PageDocument> {
  const out = new Map<string, PageDocument>();
  // The shared sections are checked alike, under keys no page key takes.
  const documents = [
    ...template.pages.map((page) => ({ key: page.key, document: page.document })),
    { key: FRAME_KEYS.header, document: template.frame.header },
    { key: FRAME_KEYS.footer, document: template.frame.footer },
  ];
  for (const page of documents) {
    const checked = validatePageContent(page.document);
    if (!checked.ok) {
      throw new Error(
        `template ${template.id}, page ${page.key}: ${checked.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`,
      );
    }
    out.set(page.key, checked.document);
  }
  return out;
}

function menuOf(nodes: readonly TemplateMenuNode[], idByKey: ReadonlyMap<string, number>): NewMenuNode[] {
  return nodes.map((node) => ({
    label: node.label,
    pageId: node.page === undefined ? null : (idByKey.get(node.page) ?? null),
    children: menuOf(node.children ?? [], idByKey),
  }));
}

function countNodes(nodes: readonly TemplateMenuNode[]): number {
  return nodes.reduce((n, node) => n + 1 + countNodes(node.children ?? []), 0);
}

/**
 * Replaces the ordinary pages and the menu of one website language with a template's. Runs inside
 * the caller's transaction, so a website created from a template can get its pages in the same one.
 */
export async function applyTemplateInTx(
  tx: Tx,
  scope: { companyId: number; websiteId: number; lang: string; userName: string },
  source: SiteTemplate,
  sourceDocuments: ReadonlyMap<string, PageDocument>,
): Promise<Omit<TemplateApplied, 'website_id' | 'template_id' | 'lang'>> {
  const { companyId, websiteId, lang } = scope;
  const [site] = await tx
    .select({ name: websites.name, brand: websites.brand })
    .from(websites)
    .where(and(ownedBy(websites, { companyId }), eq(websites.id, websiteId)));
  if (!site) notOwned();
  // Page names and menu labels name the operator's website; the pages' copy and SEO texts keep
  // their placeholders, filled from the brand kit at every render (so a later change shows).
  const template = fillTemplate(source, placeholderValues(site.name, brandOf(site)));
  const documents = sourceDocuments;
  // Soft-deleted like a page deleted by hand, so the addresses become free for the template's pages.
  const removed = await tx
    .update(pages)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        ownedBy(pages, { companyId, websiteId }),
        eq(pages.lang, lang),
        eq(pages.pageType, PAGE_TYPE.ordinary),
        isNull(pages.deletedAt),
      ),
    )
    .returning({ id: pages.id });
  const inserted = await tx
    .insert(pages)
    .values(
      template.pages.map((page) => ({
        companyId,
        websiteId,
        lang,
        pageName: page.name,
        pageType: PAGE_TYPE.ordinary,
        pathSegment: page.path,
        seoTitle: page.seoTitle,
        keywords: page.keywords,
        description: page.description,
        document: documents.get(page.key) ?? { version: 1 as const, blocks: [] },
        userName: scope.userName,
      })),
    )
    .returning();
  // The template's content stays in each page's history as its first version.
  await recordTemplateOriginals(tx, inserted, scope.userName);
  // Paths are unique within the language, so they tie the returned rows back to the template's keys.
  const idByPath = new Map(inserted.map((row) => [row.pathSegment, row.id]));
  const idByKey = new Map(template.pages.map((page) => [page.key, idByPath.get(page.path) ?? 0]));
  const version = await bumpMenuVersion(tx, companyId, websiteId, lang);
  if (version === undefined) notOwned();
  await replaceMenu(tx, { companyId, websiteId, lang }, menuOf(template.menu, idByKey));
  // The template's menu and footer come as the language's shared sections, not inside each page.
  for (const kind of GLOBAL_SECTION_KINDS) {
    const document = documents.get(FRAME_KEYS[kind]) ?? template.frame[kind];
    await replaceSection(tx, { companyId, websiteId }, { lang, kind }, document);
  }
  await tx
    .update(websites)
    .set({ theme: template.theme, updatedAt: new Date() })
    .where(and(ownedBy(websites, { companyId }), eq(websites.id, websiteId)));
  return {
    website_page_id: template.pages.map((page) => idByKey.get(page.key) ?? 0),
    page_count: template.pages.length,
    removed_page_count: removed.length,
    menu_node_count: countNodes(template.menu),
    version,
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;

export function createTemplateService(deps: {
  db: Db;
  catalogue?: CatalogueData;
  currency?: CurrencyCode;
  /** Renders a live website again, so removed sample items leave it (the publisher's refresh). */
  refreshSite?: (companyId: number, websiteId: number) => Promise<number>;
}) {
  const { db } = deps;
  const catalogue = deps.catalogue ?? CATALOGUE;
  const currency = deps.currency ?? 'USD';
  // Checked once: the templates are fixed data, and a broken one should fail loudly, not per request.
  const documents = new Map(TEMPLATES.map((t) => [t.id, checkedDocuments(t)]));

  return {
    async list(lang: Lang, companyId: number): Promise<TemplateList> {
      return {
        list: await Promise.all(
          TEMPLATES.map(async (t) => {
            const amount = priceOf(catalogue, 'template', t.id, currency);
            return {
              id: t.id,
              name: t.name[lang],
              description: t.description[lang],
              preview_image: t.previewImage,
              page_count: t.pages.length,
              theme: t.theme,
              price: amount > 0 ? { amount, currency } : null,
              owned: await hasLicence(db, companyId, 'template', t.id, catalogue),
            };
          }),
        ),
      };
    },

    /**
     * Each template's pages as checked documents, for a new page to start from; with a website,
     * their names name it (the copy keeps its placeholders, filled at render); another company's
     * website is refused (1105).
     */
    async layouts(lang: Lang, companyId: number, websiteId?: number): Promise<TemplateLayouts> {
      const site = websiteId === undefined ? undefined : await requireWebsite(db, { companyId }, websiteId);
      const values = placeholderValues(site?.name ?? '', site ? brandOf(site) : EMPTY_BRAND);
      // A priced template's pages are what the company buys: not offered before it owns it.
      const usable = [];
      for (const t of TEMPLATES)
        if (await hasLicence(db, companyId, 'template', t.id, catalogue)) usable.push(t);
      return {
        list: usable.map((t) => ({
          template_id: t.id,
          template_name: t.name[lang],
          pages: t.pages.map((page) => {
            const document = documents.get(t.id)?.get(page.key);
            return {
              key: page.key,
              name: fillBrandText(page.name, values),
              document: document ?? { version: 1 as const, blocks: [] },
            };
          }),
        })),
      };
    },

    /** Fills a website created in the same transaction (website-add with a template). */
    async fillNewWebsite(
      tx: Tx,
      scope: { companyId: number; websiteId: number; lang: string; userName: string },
      templateId: TemplateId,
    ): Promise<void> {
      const template = templateById(templateId);
      const docs = documents.get(templateId);
      if (!template || !docs) throw new AppError('VALIDATION');
      // A priced template needs the company's licence, whether applied now or at website creation.
      await requireLicence(tx, scope.companyId, 'template', templateId, catalogue);
      await applyTemplateInTx(tx, scope, template, docs);
      // A new website also gets sample articles and products; applying a template later does not.
      await addDemoContentInTx(tx, scope, template.id);
    },

    /** The pre-publish checklist: what of the website is still its template's sample content. */
    async sampleContent(companyId: number, websiteId: number): Promise<SampleContent> {
      const website = await requireWebsite(db, { companyId }, websiteId);
      return sampleContentOf(db, { companyId, websiteId: website.id });
    },

    /**
     * Removes the template's sample items, categories and attributes in one transaction; a live
     * site is rendered again without them.
     */
    async removeSampleContent(companyId: number, websiteId: number): Promise<SampleContentRemoved> {
      const removed = await db.transaction(async (tx) => {
        // The website's lock keeps a parallel save from filing an item under a category going now.
        const website = await requireWebsite(tx, { companyId }, websiteId, { lock: true });
        return removeSamplesInTx(tx, { companyId, websiteId: website.id });
      });
      if (removed.items > 0) await deps.refreshSite?.(companyId, websiteId);
      return { website_id: websiteId, ...removed };
    },

    /** Everything happens in one transaction: on any failure the website keeps its pages and menu. */
    async apply(
      caller: { companyId: number; userId: number },
      input: { website_id: number; template_id: TemplateId },
    ): Promise<TemplateApplied> {
      const template = templateById(input.template_id);
      const docs = documents.get(input.template_id);
      if (!template || !docs) throw new AppError('VALIDATION');
      await requireLicence(db, caller.companyId, 'template', input.template_id, catalogue);
      const languages = await websiteLanguagesOf(db, caller.companyId, input.website_id);
      const language = languages.find((l) => l.isDefault);
      // Someone else's website, a deleted one and a missing one look the same to the caller.
      if (!language) notOwned();
      const userName = await userNameOf(db, caller.companyId, caller.userId);
      try {
        const result = await db.transaction((tx) =>
          applyTemplateInTx(
            tx,
            { companyId: caller.companyId, websiteId: input.website_id, lang: language.lang, userName },
            template,
            docs,
          ),
        );
        return { website_id: input.website_id, template_id: template.id, lang: language.lang, ...result };
      } catch (error) {
        // A page created meanwhile took one of the template's addresses; nothing was changed.
        if (isUniqueViolation(error)) throw new AppError('PAGE_PATH_TAKEN');
        throw error;
      }
    },
  };
}

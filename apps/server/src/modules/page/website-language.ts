import { defaultGlobalSection, searchPageDocument } from '@sitewright/blocks';
import { DEFAULT_FUNCTION_PAGES, GLOBAL_SECTION_KINDS, PAGE_TYPE } from '@sitewright/contract';
import { and, eq, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { globalSections, pages, websiteLanguages } from '../../db/schema.ts';

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/**
 * Adds a language to a website with the system pages every language starts with, so the page
 * picker's function group is never empty, and with its shared header and footer: a copy of the
 * default language's, or the defaults for a new website. Call inside the transaction that creates
 * the website.
 */
export async function addWebsiteLanguage(
  tx: Executor,
  values: { companyId: number; websiteId: number; lang: string; isDefault: boolean; userName?: string },
): Promise<void> {
  const [last] = await tx
    .select({ position: max(websiteLanguages.position) })
    .from(websiteLanguages)
    .where(eq(websiteLanguages.websiteId, values.websiteId));
  await tx.insert(websiteLanguages).values({
    companyId: values.companyId,
    websiteId: values.websiteId,
    lang: values.lang,
    isDefault: values.isDefault,
    position: last?.position === null || last?.position === undefined ? 0 : last.position + 1,
  });
  const nameLang = values.lang.startsWith('zh') ? 'zh' : 'en';
  await tx.insert(pages).values(
    DEFAULT_FUNCTION_PAGES.map((f) => ({
      companyId: values.companyId,
      websiteId: values.websiteId,
      lang: values.lang,
      pageName: f.name[nameLang],
      pageType: PAGE_TYPE.function,
      functionKind: f.kind,
      pathSegment: f.path,
      userName: values.userName ?? '',
      // The search page starts with its search box and the place where results go.
      ...(f.kind === 'search' ? { document: searchPageDocument(values.lang) } : {}),
    })),
  );
  const defaultLanguage = await tx
    .select({ lang: websiteLanguages.lang })
    .from(websiteLanguages)
    .where(and(eq(websiteLanguages.websiteId, values.websiteId), eq(websiteLanguages.isDefault, true)));
  const from = defaultLanguage[0]?.lang;
  const existing =
    from === undefined || from === values.lang
      ? []
      : await tx
          .select({ kind: globalSections.kind, document: globalSections.document })
          .from(globalSections)
          .where(and(eq(globalSections.websiteId, values.websiteId), eq(globalSections.lang, from)));
  // A website made before shared sections existed has its menu and footer in every page: its new
  // languages stay like it until the operator adds a header and footer in the editor.
  if (from !== undefined && from !== values.lang && existing.length === 0) return;
  await tx
    .insert(globalSections)
    .values(
      GLOBAL_SECTION_KINDS.map((kind) => ({
        companyId: values.companyId,
        websiteId: values.websiteId,
        lang: values.lang,
        kind,
        document: existing.find((s) => s.kind === kind)?.document ?? defaultGlobalSection(kind),
      })),
    )
    .onConflictDoNothing();
}

/**
 * Makes `lang` the website's default language, adding it first when the website lacks it. The
 * old default stays as an added language, so its pages keep their (now prefixed) addresses.
 */
export async function setDefaultLanguage(
  tx: Executor,
  values: { companyId: number; websiteId: number; lang: string },
): Promise<void> {
  const [existing] = await tx
    .select({ id: websiteLanguages.id })
    .from(websiteLanguages)
    .where(and(eq(websiteLanguages.websiteId, values.websiteId), eq(websiteLanguages.lang, values.lang)));
  // The partial unique index allows one default, so the old one steps down first.
  await tx
    .update(websiteLanguages)
    .set({ isDefault: false })
    .where(and(eq(websiteLanguages.websiteId, values.websiteId), ne(websiteLanguages.lang, values.lang)));
  if (existing) {
    await tx.update(websiteLanguages).set({ isDefault: true }).where(eq(websiteLanguages.id, existing.id));
  } else {
    await addWebsiteLanguage(tx, { ...values, isDefault: true });
  }
}

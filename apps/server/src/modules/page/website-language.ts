import { DEFAULT_FUNCTION_PAGES, PAGE_TYPE } from '@sitewright/contract';
import { and, eq, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages, websiteLanguages } from '../../db/schema.ts';

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/**
 * Adds a language to a website with the system pages every language starts with, so the page
 * picker's function group is never empty. Call inside the transaction that creates the website.
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
    })),
  );
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

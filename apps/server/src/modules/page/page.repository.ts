import { and, asc, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { menuNodes, pages, users, websiteLanguages, websites } from '../../db/schema.ts';
import { dropPageMediaUsage } from '../media-library/index.ts';
import { ownedBy } from '../../lib/tenancy.ts';

export type PageRow = typeof pages.$inferSelect;
export type PageInsert = typeof pages.$inferInsert;
export type LanguageRow = typeof websiteLanguages.$inferSelect;
export type MenuNodeRow = typeof menuNodes.$inferSelect;

type Reader = Pick<Db, 'select'>;

/**
 * A live page of the company on a live website. Every lookup by id goes through here, so another
 * company's page, a deleted page and a page of a deleted website all come back as nothing.
 */
export function livePage(companyId: number, pageId?: number) {
  return and(
    ownedBy(pages, { companyId }),
    isNull(pages.deletedAt),
    pageId === undefined ? undefined : eq(pages.id, pageId),
    sql`exists (select 1 from ${websites} where ${websites.id} = ${pages.websiteId} and ${websites.deletedAt} is null)`,
  );
}

export async function findPage(db: Reader, companyId: number, pageId: number): Promise<PageRow | undefined> {
  if (!isDbId(pageId)) return undefined;
  const [row] = await db.select().from(pages).where(livePage(companyId, pageId)).limit(1);
  return row;
}

/** The website's languages, the default first. Empty for another company's or a deleted website. */
export async function websiteLanguagesOf(
  db: Reader,
  companyId: number,
  websiteId: number,
): Promise<LanguageRow[]> {
  if (!isDbId(websiteId)) return [];
  return db
    .select({
      id: websiteLanguages.id,
      companyId: websiteLanguages.companyId,
      websiteId: websiteLanguages.websiteId,
      lang: websiteLanguages.lang,
      isDefault: websiteLanguages.isDefault,
      position: websiteLanguages.position,
      menuVersion: websiteLanguages.menuVersion,
      createdAt: websiteLanguages.createdAt,
    })
    .from(websiteLanguages)
    .innerJoin(websites, eq(websites.id, websiteLanguages.websiteId))
    .where(
      and(
        ownedBy(websiteLanguages, { companyId }),
        ownedBy(websites, { companyId }),
        eq(websiteLanguages.websiteId, websiteId),
        isNull(websites.deletedAt),
      ),
    )
    .orderBy(sql`${websiteLanguages.isDefault} desc`, asc(websiteLanguages.position));
}

export async function listPages(
  db: Reader,
  companyId: number,
  websiteId: number,
  lang: string,
): Promise<PageRow[]> {
  return db
    .select()
    .from(pages)
    .where(and(livePage(companyId), eq(pages.websiteId, websiteId), eq(pages.lang, lang)))
    .orderBy(asc(pages.createdAt), asc(pages.id));
}

export async function listMenuNodes(
  db: Reader,
  companyId: number,
  websiteId: number,
  lang: string,
): Promise<MenuNodeRow[]> {
  return db
    .select()
    .from(menuNodes)
    .where(and(ownedBy(menuNodes, { companyId, websiteId }), eq(menuNodes.lang, lang)))
    .orderBy(asc(menuNodes.position), asc(menuNodes.id));
}

/** Path segments of live pages among `base` and `base-…` in one website and language. */
export async function takenPaths(
  db: Reader,
  websiteId: number,
  lang: string,
  base: string,
): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
  const rows = await db
    .select({ path: pages.pathSegment })
    .from(pages)
    .where(
      and(
        eq(pages.websiteId, websiteId),
        eq(pages.lang, lang),
        isNull(pages.deletedAt),
        or(eq(pages.pathSegment, base), like(pages.pathSegment, pattern)),
      ),
    );
  return new Set(rows.map((r) => r.path));
}

export async function userNameOf(db: Reader, companyId: number, userId: number): Promise<string> {
  const [row] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(and(ownedBy(users, { companyId }), eq(users.id, userId)))
    .limit(1);
  return row?.userName ?? '';
}

/** Throws a unique violation when the path is taken; the partial unique index is the final judge. */
export async function insertPage(db: Pick<Db, 'insert'>, values: PageInsert): Promise<PageRow> {
  const [row] = await db.insert(pages).values(values).returning();
  if (!row) throw new Error('page insert returned no row');
  return row;
}

/**
 * Applies a change only when the page is still at `version`, and bumps it. Answers nothing when
 * the page is missing or was saved by someone else in between; the caller tells which.
 */
export async function updatePageAtVersion(
  db: Pick<Db, 'update'>,
  companyId: number,
  pageId: number,
  version: number,
  patch: Partial<Omit<PageInsert, 'id' | 'companyId' | 'websiteId' | 'lang' | 'version'>>,
): Promise<PageRow | undefined> {
  const [row] = await db
    .update(pages)
    .set({
      ...patch,
      version: sql`${pages.version} + 1`,
      // A published page that changes keeps serving the published version until the next publish.
      isDraft: sql`${pages.isPublish}`,
      // What visitors get stays as it was: a "the page as it stands" mark becomes a copy of the
      // row before this change (SET expressions read the row's old values).
      published: sql`case when ${pages.published} ? 'live' then jsonb_build_object(
        'pageName', ${pages.pageName}, 'pathSegment', ${pages.pathSegment}, 'seoTitle', ${pages.seoTitle},
        'keywords', ${pages.keywords}, 'description', ${pages.description}, 'socialImage', ${pages.socialImage},
        'noindex', ${pages.noindex}, 'hideHeader', ${pages.hideHeader}, 'hideFooter', ${pages.hideFooter},
        'document', ${pages.document}, 'publishedAt', ${pages.published}->'publishedAt')
        else ${pages.published} end`,
      updatedAt: new Date(),
    })
    .where(and(livePage(companyId, pageId), eq(pages.version, version)))
    .returning();
  return row;
}

/** Soft-deletes the page and takes it out of the menu (its node stays, without a page). */
export async function softDeletePage(db: Db, companyId: number, pageId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(pages)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(livePage(companyId, pageId))
      .returning({ id: pages.id, websiteId: pages.websiteId, lang: pages.lang });
    const deleted = rows[0];
    if (!deleted) return false;
    await dropPageMediaUsage(tx, pageId);
    const detached = await tx
      .update(menuNodes)
      .set({ pageId: null })
      .where(and(ownedBy(menuNodes, { companyId }), eq(menuNodes.pageId, pageId)))
      .returning({ id: menuNodes.id });
    if (detached.length > 0) {
      await tx
        .update(websiteLanguages)
        .set({ menuVersion: sql`${websiteLanguages.menuVersion} + 1` })
        .where(
          and(eq(websiteLanguages.websiteId, deleted.websiteId), eq(websiteLanguages.lang, deleted.lang)),
        );
    }
    return true;
  });
}

/** The live page of `lang` that translates `rootId` (or is it). */
export async function findTranslation(
  db: Reader,
  companyId: number,
  websiteId: number,
  lang: string,
  rootId: number,
): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(
      and(
        livePage(companyId),
        eq(pages.websiteId, websiteId),
        eq(pages.lang, lang),
        or(eq(pages.sourcePageId, rootId), eq(pages.id, rootId)),
      ),
    )
    .orderBy(asc(pages.id))
    .limit(1);
  return row;
}

import { and, asc, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { menuNodes, pageVersions, pages, users, websiteLanguages, websites } from '../../db/schema.ts';
import type { PageVersionKind, PageVersionSnapshot } from './page.schema.ts';
import { dropPageMediaUsage } from '../media-library/index.ts';
import { ownedBy } from '../../lib/tenancy.ts';

export type PageRow = typeof pages.$inferSelect;
export type PageInsert = typeof pages.$inferInsert;
export type LanguageRow = typeof websiteLanguages.$inferSelect;
export type MenuNodeRow = typeof menuNodes.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect;

type Reader = Pick<Db, 'select'>;

/**
 * A live page of the company on a live website. Every lookup by id goes through here, so another
 * company's page, a deleted page and a page of a deleted website all come back as nothing.
 */
function livePage(companyId: number, pageId?: number) {
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

/** How long versions are kept: see PAGE_VERSIONS_KEPT and PAGE_PUBLISHED_VERSIONS_DAYS. */
export interface VersionRetention {
  kept: number;
  publishedDays: number;
}

/** The settings and document of a page row, as a version keeps them. */
export function snapshotOf(row: PageRow): PageVersionSnapshot {
  return {
    pageName: row.pageName,
    pathSegment: row.pathSegment,
    seoTitle: row.seoTitle,
    keywords: row.keywords,
    description: row.description,
    socialImage: row.socialImage,
    noindex: row.noindex,
    document: row.document,
  };
}

/**
 * Drops the page's versions beyond retention: all but the newest `kept`, except published ones
 * younger than `publishedDays`. Runs in the transaction of the save that added a version.
 */
export async function prunePageVersions(
  db: Pick<Db, 'delete'>,
  pageIds: readonly number[],
  retention: VersionRetention,
): Promise<void> {
  if (pageIds.length === 0) return;
  await db.delete(pageVersions).where(
    and(
      inArray(pageVersions.pageId, [...pageIds]),
      sql`not (${pageVersions.isPublished} and ${pageVersions.createdAt} > now() - make_interval(days => ${retention.publishedDays}))`,
      sql`${pageVersions.id} not in (
        select v.id from (
          select ${pageVersions.id} as id, row_number() over (partition by ${pageVersions.pageId} order by ${pageVersions.id} desc) as n
          from ${pageVersions} where ${inArray(pageVersions.pageId, [...pageIds])}
        ) v where v.n <= ${retention.kept})`,
    ),
  );
}

/** Keeps the page as it now stands as a version, then prunes the page's history. */
export async function recordPageVersion(
  db: Pick<Db, 'insert' | 'delete'>,
  row: PageRow,
  entry: { kind: PageVersionKind; userName: string; restoredFrom?: number | null },
  retention: VersionRetention,
): Promise<PageVersionRow> {
  const [version] = await db
    .insert(pageVersions)
    .values({
      companyId: row.companyId,
      websiteId: row.websiteId,
      pageId: row.id,
      lang: row.lang,
      pageVersion: row.version,
      kind: entry.kind,
      isPublished: false,
      restoredFrom: entry.restoredFrom ?? null,
      userName: entry.userName,
      snapshot: snapshotOf(row),
    })
    .returning();
  if (!version) throw new Error('page version insert returned no row');
  await prunePageVersions(db, [row.id], retention);
  return version;
}

/**
 * A publish took these pages at these versions: each is kept as a published version, read from
 * the row itself in the publish's transaction (a page saved again since keeps its newer draft).
 */
export async function recordPublishedVersions(
  db: Pick<Db, 'insert' | 'delete' | 'select'>,
  input: {
    websiteId: number;
    taken: ReadonlyArray<{ id: number; version: number }>;
    userName: string;
    publishedAt: Date;
  },
  retention: VersionRetention,
): Promise<void> {
  if (input.taken.length === 0) return;
  const ids = `{${input.taken.map((p) => p.id).join(',')}}`;
  const versions = `{${input.taken.map((p) => p.version).join(',')}}`;
  const rows = await db
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.websiteId, input.websiteId),
        sql`(${pages.id}, ${pages.version}) in (select * from unnest(${ids}::int[], ${versions}::int[]))`,
      ),
    );
  if (rows.length === 0) return;
  await db.insert(pageVersions).values(
    rows.map((row) => ({
      companyId: row.companyId,
      websiteId: row.websiteId,
      pageId: row.id,
      lang: row.lang,
      pageVersion: row.version,
      kind: 'publish' as const,
      isPublished: true,
      userName: input.userName,
      snapshot: snapshotOf(row),
      createdAt: input.publishedAt,
    })),
  );
  await prunePageVersions(
    db,
    rows.map((r) => r.id),
    retention,
  );
}

/** The page's versions, newest first (the page itself is checked by the caller). */
export async function listPageVersions(
  db: Reader,
  companyId: number,
  pageId: number,
): Promise<PageVersionRow[]> {
  return db
    .select()
    .from(pageVersions)
    .where(and(ownedBy(pageVersions, { companyId }), eq(pageVersions.pageId, pageId)))
    .orderBy(desc(pageVersions.id));
}

/** One version of a live page of the company; nothing for another company's or a deleted page's. */
export async function findPageVersion(
  db: Reader,
  companyId: number,
  versionId: number,
): Promise<PageVersionRow | undefined> {
  if (!isDbId(versionId)) return undefined;
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(
      and(
        ownedBy(pageVersions, { companyId }),
        eq(pageVersions.id, versionId),
        sql`exists (select 1 from ${pages} where ${pages.id} = ${pageVersions.pageId} and ${livePage(companyId)})`,
      ),
    )
    .limit(1);
  return row;
}

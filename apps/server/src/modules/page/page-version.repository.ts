import { PAGE_EDIT_SESSION_GAP_MINUTES } from '@sitewright/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { pageVersions, pages } from '../../db/schema.ts';
import { ownedBy } from '../../lib/tenancy.ts';
import { livePage, type PageRow } from './page.repository.ts';
import type { PageVersionKind, PageVersionSnapshot } from './page.schema.ts';

export type PageVersionRow = typeof pageVersions.$inferSelect;

type Reader = Pick<Db, 'select'>;

/** How long versions are kept: see PAGE_VERSIONS_KEPT and PAGE_PUBLISHED_VERSIONS_DAYS. */
export interface VersionRetention {
  kept: number;
  publishedDays: number;
}

/** Who a version is kept for: the operator whose save it is (no id for a save no person made). */
export interface VersionAuthor {
  userName: string;
  userId?: number | null;
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

/** Versions the cap never drops: the ones an operator named and the template's original. */
const pinned = sql`(${pageVersions.name} <> '' or ${pageVersions.kind} = 'template')`;

/**
 * Drops the page's versions beyond retention: all but the newest `kept` of the unpinned ones,
 * except published ones younger than `publishedDays`. Named versions and the template's original
 * stay. Runs in the transaction of the save that added a version.
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
      sql`not ${pinned}`,
      sql`not (${pageVersions.isPublished} and ${pageVersions.createdAt} > now() - make_interval(days => ${retention.publishedDays}))`,
      sql`${pageVersions.id} not in (
        select v.id from (
          select ${pageVersions.id} as id, row_number() over (partition by ${pageVersions.pageId} order by ${pageVersions.id} desc) as n
          from ${pageVersions} where ${inArray(pageVersions.pageId, [...pageIds])} and not ${pinned}
        ) v where v.n <= ${retention.kept})`,
    ),
  );
}

/** A version of the page as its row stands now; a publish's version is the published one. */
function versionOf(row: PageRow, kind: PageVersionKind, userName: string) {
  return {
    companyId: row.companyId,
    websiteId: row.websiteId,
    pageId: row.id,
    lang: row.lang,
    pageVersion: row.version,
    kind,
    isPublished: kind === 'publish',
    userName,
    snapshot: snapshotOf(row),
  };
}

/** Keeps the page as it now stands as a version, then prunes the page's history. */
export async function recordPageVersion(
  db: Pick<Db, 'insert' | 'delete'>,
  row: PageRow,
  entry: VersionAuthor & { kind: PageVersionKind; restoredFrom?: number | null },
  retention: VersionRetention,
): Promise<PageVersionRow> {
  const [version] = await db
    .insert(pageVersions)
    .values({
      ...versionOf(row, entry.kind, entry.userName),
      restoredFrom: entry.restoredFrom ?? null,
      userId: entry.userId ?? null,
    })
    .returning();
  if (!version) throw new Error('page version insert returned no row');
  await prunePageVersions(db, [row.id], retention);
  return version;
}

/**
 * Keeps a content save: it updates the page's open version (content, time, save count) when that
 * is the newest version, a content save of the same person, unnamed, and saved to within the
 * session gap; otherwise it starts a new version. A publish, a restore, a settings save, a
 * translation or someone else's save is a newer version, so it ends the session.
 *
 * Call in the save's transaction after the page row was updated: that row's lock orders the
 * page's saves, restores and publishes, so two saves never both take the same open version. A
 * version named meanwhile fails the update's re-checked `name = ''` and gets a new one after it.
 */
export async function keepContentSave(
  db: Pick<Db, 'insert' | 'delete' | 'update'>,
  row: PageRow,
  author: VersionAuthor & { userId: number },
  retention: VersionRetention,
): Promise<PageVersionRow> {
  const [open] = await db
    .update(pageVersions)
    .set({
      pageVersion: row.version,
      snapshot: snapshotOf(row),
      userName: author.userName,
      updatedAt: sql`now()`,
      saveCount: sql`${pageVersions.saveCount} + 1`,
    })
    .where(
      and(
        ownedBy(pageVersions, { companyId: row.companyId }),
        eq(pageVersions.id, sql`(select max(v.id) from ${pageVersions} v where v.page_id = ${row.id})`),
        eq(pageVersions.kind, 'save'),
        eq(pageVersions.userId, author.userId),
        eq(pageVersions.name, ''),
        sql`${pageVersions.updatedAt} > now() - make_interval(mins => ${PAGE_EDIT_SESSION_GAP_MINUTES})`,
      ),
    )
    .returning();
  if (open) return open;
  return recordPageVersion(db, row, { ...author, kind: 'save' }, retention);
}

/**
 * The content a template created these pages with, kept as each page's first version so the
 * operator can always go back to it. Call in the transaction that inserts the pages.
 */
export async function recordTemplateOriginals(
  db: Pick<Db, 'insert'>,
  rows: readonly PageRow[],
  userName: string,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(pageVersions).values(rows.map((row) => versionOf(row, 'template', userName)));
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
      ...versionOf(row, 'publish', input.userName),
      createdAt: input.publishedAt,
      updatedAt: input.publishedAt,
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

/** A version of a live page of the company: another company's or a deleted page's is not found. */
function ownVersion(companyId: number, versionId: number) {
  return and(
    ownedBy(pageVersions, { companyId }),
    eq(pageVersions.id, versionId),
    sql`exists (select 1 from ${pages} where ${pages.id} = ${pageVersions.pageId} and ${livePage(companyId)})`,
  );
}

/** One version of a live page of the company; nothing for another company's or a deleted page's. */
export async function findPageVersion(
  db: Reader,
  companyId: number,
  versionId: number,
): Promise<PageVersionRow | undefined> {
  if (!isDbId(versionId)) return undefined;
  const [row] = await db.select().from(pageVersions).where(ownVersion(companyId, versionId)).limit(1);
  return row;
}

/** Names a version of a live page of the company (empty clears the name); nothing when not found. */
export async function namePageVersion(
  db: Pick<Db, 'update'>,
  companyId: number,
  versionId: number,
  name: string,
): Promise<PageVersionRow | undefined> {
  if (!isDbId(versionId)) return undefined;
  const [row] = await db
    .update(pageVersions)
    .set({ name })
    .where(ownVersion(companyId, versionId))
    .returning();
  return row;
}

import type { MediaKind, MediaSort } from '@sitewright/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { mediaFiles, mediaFolders, mediaUsages, pages } from '../../db/schema.ts';
import { ownedBy } from '../../lib/tenancy.ts';

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type MediaFolderRow = typeof mediaFolders.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/** Which website of which company a query is about; every query below is limited to it. */
export interface MediaScope {
  companyId: number;
  websiteId: number;
}

function fileIn(scope: MediaScope) {
  return ownedBy(mediaFiles, scope);
}

function folderIn(scope: MediaScope) {
  return ownedBy(mediaFolders, scope);
}

const validIds = (ids: readonly number[]) => [...new Set(ids)].filter(isDbId);

export interface FileFilter {
  folder: 'all' | 'root' | number;
  name?: string | undefined;
  kinds?: readonly MediaKind[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  sort: MediaSort;
  offset: number;
  limit: number;
}

const ORDER: Record<MediaSort, SQL[]> = {
  newest: [desc(mediaFiles.createdAt), desc(mediaFiles.id)],
  oldest: [asc(mediaFiles.createdAt), asc(mediaFiles.id)],
  name: [asc(sql`lower(${mediaFiles.name})`), asc(mediaFiles.id)],
  size: [desc(mediaFiles.size), desc(mediaFiles.id)],
};

/** `like` pattern matching a text anywhere, with the text's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Spelled out: inside a one-table query Drizzle leaves columns unqualified, and a bare "id" in the
// subquery would be the usage row's own.
const usedCount = sql<number>`(select count(*) from media_usage u where u.media_file_id = "media_file"."id")::integer`;

/** One page of the website's files that match, each with its usage count, and how many match in all. */
export async function listFiles(
  db: Reader,
  scope: MediaScope,
  filter: FileFilter,
): Promise<{ rows: (MediaFileRow & { usedCount: number })[]; total: number }> {
  const where = and(
    fileIn(scope),
    filter.folder === 'all'
      ? undefined
      : filter.folder === 'root'
        ? isNull(mediaFiles.folderId)
        : eq(mediaFiles.folderId, filter.folder),
    filter.name ? sql`lower(${mediaFiles.name}) like ${containing(filter.name)}` : undefined,
    filter.kinds && filter.kinds.length > 0 ? inArray(mediaFiles.kind, [...filter.kinds]) : undefined,
    filter.from ? gte(mediaFiles.createdAt, filter.from) : undefined,
    filter.to ? lte(mediaFiles.createdAt, filter.to) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ file: mediaFiles, usedCount })
      .from(mediaFiles)
      .where(where)
      .orderBy(...ORDER[filter.sort])
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(mediaFiles).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.file, usedCount: r.usedCount })), total: totals[0]?.n ?? 0 };
}

/** The website's files among `ids`; with `lock`, held for the rest of the transaction. */
export async function filesByIds(
  db: Reader,
  scope: MediaScope,
  ids: readonly number[],
  lock = false,
): Promise<MediaFileRow[]> {
  const wanted = validIds(ids);
  if (wanted.length === 0) return [];
  const query = db
    .select()
    .from(mediaFiles)
    .where(and(fileIn(scope), inArray(mediaFiles.id, wanted)));
  return lock ? query.for('update') : query;
}

export async function updateFile(
  tx: Pick<Db, 'update'>,
  scope: MediaScope,
  id: number,
  patch: Partial<Pick<MediaFileRow, 'name' | 'alt'>>,
): Promise<MediaFileRow | undefined> {
  if (!isDbId(id)) return undefined;
  const [row] = await tx
    .update(mediaFiles)
    .set(patch)
    .where(and(fileIn(scope), eq(mediaFiles.id, id)))
    .returning();
  return row;
}

export async function moveFiles(
  tx: Pick<Db, 'update'>,
  scope: MediaScope,
  ids: readonly number[],
  folderId: number | null,
): Promise<number[]> {
  const rows = await tx
    .update(mediaFiles)
    .set({ folderId })
    .where(and(fileIn(scope), inArray(mediaFiles.id, validIds(ids))))
    .returning({ id: mediaFiles.id });
  return rows.map((r) => r.id);
}

export async function deleteFiles(
  tx: Pick<Db, 'delete'>,
  scope: MediaScope,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await tx
    .delete(mediaFiles)
    .where(and(fileIn(scope), inArray(mediaFiles.id, validIds(ids))))
    .returning({ id: mediaFiles.id });
  return rows.map((r) => r.id);
}

/**
 * Files of any website that still have one of these contents (another website may hold the same
 * file, stored once). Their stored objects must stay.
 */
export async function filesWithContent(
  db: Reader,
  shas: readonly string[],
  exceptIds: readonly number[],
): Promise<Pick<MediaFileRow, 'storageKey' | 'variants'>[]> {
  if (shas.length === 0) return [];
  return db
    .select({ storageKey: mediaFiles.storageKey, variants: mediaFiles.variants })
    .from(mediaFiles)
    .where(
      and(
        inArray(mediaFiles.sha256, [...new Set(shas)]),
        exceptIds.length > 0 ? notInArray(mediaFiles.id, [...exceptIds]) : undefined,
      ),
    );
}

/** Every folder of the website with the number of files directly in it, by name. */
export async function listFolders(
  db: Reader,
  scope: MediaScope,
): Promise<(MediaFolderRow & { fileCount: number })[]> {
  const rows = await db
    .select({
      folder: mediaFolders,
      fileCount: sql<number>`(select count(*) from media_file f where f.folder_id = "media_folder"."id")::integer`,
    })
    .from(mediaFolders)
    .where(folderIn(scope))
    .orderBy(asc(sql`lower(${mediaFolders.name})`), asc(mediaFolders.id));
  return rows.map((r) => ({ ...r.folder, fileCount: r.fileCount }));
}

/** Files outside any folder and files in all. */
export async function fileCounts(db: Reader, scope: MediaScope): Promise<{ root: number; total: number }> {
  const [row] = await db
    .select({
      total: count(),
      root: sql<number>`count(*) filter (where ${mediaFiles.folderId} is null)::integer`,
    })
    .from(mediaFiles)
    .where(fileIn(scope));
  return { root: row?.root ?? 0, total: row?.total ?? 0 };
}

/** The website's folders without counts, for checks inside a transaction. */
export async function foldersOf(db: Reader, scope: MediaScope): Promise<MediaFolderRow[]> {
  return db.select().from(mediaFolders).where(folderIn(scope));
}

export async function insertFolder(
  tx: Pick<Db, 'insert'>,
  values: MediaScope & { parentId: number | null; name: string },
): Promise<MediaFolderRow> {
  const [row] = await tx.insert(mediaFolders).values(values).returning();
  if (!row) throw new Error('folder insert returned no row');
  return row;
}

export async function updateFolder(
  tx: Pick<Db, 'update'>,
  scope: MediaScope,
  id: number,
  patch: Partial<Pick<MediaFolderRow, 'name' | 'parentId'>>,
): Promise<MediaFolderRow | undefined> {
  const [row] = await tx
    .update(mediaFolders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(folderIn(scope), eq(mediaFolders.id, id)))
    .returning();
  return row;
}

/** The ids of the files in these folders. */
export async function fileIdsInFolders(
  db: Reader,
  scope: MediaScope,
  folderIds: readonly number[],
): Promise<number[]> {
  const wanted = validIds(folderIds);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(fileIn(scope), inArray(mediaFiles.folderId, wanted)));
  return rows.map((r) => r.id);
}

/** Whether the folder holds a file or a folder. */
export async function folderHasContent(db: Reader, scope: MediaScope, id: number): Promise<boolean> {
  const [file] = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(fileIn(scope), eq(mediaFiles.folderId, id)))
    .limit(1);
  if (file) return true;
  const [folder] = await db
    .select({ id: mediaFolders.id })
    .from(mediaFolders)
    .where(and(folderIn(scope), eq(mediaFolders.parentId, id)))
    .limit(1);
  return folder !== undefined;
}

export async function deleteFolder(tx: Pick<Db, 'delete'>, scope: MediaScope, id: number): Promise<boolean> {
  const rows = await tx
    .delete(mediaFolders)
    .where(and(folderIn(scope), eq(mediaFolders.id, id)))
    .returning({ id: mediaFolders.id });
  return rows.length > 0;
}

export interface UsageRow {
  fileId: number;
  contentType: string;
  pageId: number | null;
  pageName: string | null;
  lang: string | null;
}

/**
 * Where the files are used. A page row shows only while the page is live; other content types
 * (articles, products…) come back without page columns.
 */
export async function usageOf(
  db: Reader,
  scope: MediaScope,
  fileIds: readonly number[],
): Promise<UsageRow[]> {
  const ids = validIds(fileIds);
  if (ids.length === 0) return [];
  return db
    .select({
      fileId: mediaUsages.mediaFileId,
      contentType: mediaUsages.contentType,
      pageId: pages.id,
      pageName: pages.pageName,
      lang: pages.lang,
    })
    .from(mediaUsages)
    .leftJoin(
      pages,
      and(
        eq(mediaUsages.contentType, 'page'),
        eq(pages.id, mediaUsages.contentId),
        ownedBy(pages, { companyId: scope.companyId }),
        isNull(pages.deletedAt),
      ),
    )
    .where(and(eq(mediaUsages.websiteId, scope.websiteId), inArray(mediaUsages.mediaFileId, ids)))
    .orderBy(asc(mediaUsages.mediaFileId), asc(pages.pageName), asc(mediaUsages.contentId));
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { mediaFiles, mediaFolders } from '../../db/schema.ts';
import type { MediaFileRow, MediaFolderRow } from './media-file.ts';
import { ownedBy } from '../../lib/tenancy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | Tx;

export type NewMediaFile = typeof mediaFiles.$inferInsert;

/** A folder of the website's media library, or undefined when it is not one. */
export async function findFolderOf(
  db: Runner,
  companyId: number,
  websiteId: number,
  folderId: number,
): Promise<MediaFolderRow | undefined> {
  if (!isDbId(folderId)) return undefined;
  const [row] = await db
    .select()
    .from(mediaFolders)
    .where(and(eq(mediaFolders.id, folderId), ownedBy(mediaFolders, { companyId, websiteId })))
    .limit(1);
  return row;
}

export async function findFileBySha(
  db: Runner,
  websiteId: number,
  sha256: string,
): Promise<MediaFileRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.websiteId, websiteId), eq(mediaFiles.sha256, sha256)))
    .limit(1);
  return row;
}

/** Whether any website still has a file with these bytes (its stored objects are shared). */
export async function shaInUse(db: Runner, sha256: string): Promise<boolean> {
  const rows = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(eq(mediaFiles.sha256, sha256))
    .limit(1);
  return rows.length > 0;
}

/** Inserts a file; undefined when the website got the same bytes meanwhile. */
export async function insertFile(db: Runner, values: NewMediaFile): Promise<MediaFileRow | undefined> {
  const [row] = await db
    .insert(mediaFiles)
    .values(values)
    .onConflictDoNothing({ target: [mediaFiles.websiteId, mediaFiles.sha256] })
    .returning();
  return row;
}

export async function insertFolder(
  db: Runner,
  values: { companyId: number; websiteId: number; parentId: number | null; name: string },
): Promise<MediaFolderRow> {
  const [row] = await db.insert(mediaFolders).values(values).returning();
  if (!row) throw new Error('folder not inserted');
  return row;
}

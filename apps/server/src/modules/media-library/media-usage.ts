import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles, mediaUsages } from '../../db/schema.ts';
import { mediaShasIn } from './media-usage-scan.ts';

type Writer = Pick<Db, 'select' | 'insert' | 'delete'>;

/** What of a page can refer to media files. */
export interface PageMediaSource {
  id: number;
  websiteId: number;
  document: unknown;
  socialImage: string;
}

/**
 * Replaces the page's usage rows by the files of its website that its document and social image
 * refer to now. Runs in the transaction that saves the page, so the library never shows a usage
 * the saved page does not have.
 */
export async function replacePageMediaUsage(tx: Writer, page: PageMediaSource): Promise<void> {
  await dropPageMediaUsage(tx, page.id);
  const shas = mediaShasIn([page.document, page.socialImage]);
  if (shas.size === 0) return;
  const files = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.websiteId, page.websiteId), inArray(mediaFiles.sha256, [...shas])));
  if (files.length === 0) return;
  await tx.insert(mediaUsages).values(
    files.map((f) => ({
      mediaFileId: f.id,
      websiteId: page.websiteId,
      pageId: page.id,
      contentType: 'page',
      contentId: page.id,
    })),
  );
}

/** Forgets what a page used (the page is deleted). */
export async function dropPageMediaUsage(tx: Pick<Db, 'delete'>, pageId: number): Promise<void> {
  await tx
    .delete(mediaUsages)
    .where(and(eq(mediaUsages.contentType, 'page'), eq(mediaUsages.contentId, pageId)));
}

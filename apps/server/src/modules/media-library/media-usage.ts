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
  // Locked so that a file deleted meanwhile is either waited for and skipped or kept until this
  // commits; otherwise the usage insert below could point at a row that has just gone.
  const files = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.websiteId, page.websiteId), inArray(mediaFiles.sha256, [...shas])))
    .for('key share');
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

/** Usage rows of a website's brand kit (logos, favicon, social image) carry this content type. */
export const BRAND_CONTENT_TYPE = 'website-brand';

/**
 * Replaces the usage rows of a website's brand kit by the library files its images refer to now,
 * so the library warns before a file the site header or favicon shows is deleted. Runs in the
 * transaction that saves the brand.
 */
export async function replaceBrandMediaUsage(
  tx: Writer,
  website: { websiteId: number; images: readonly string[] },
): Promise<void> {
  await tx
    .delete(mediaUsages)
    .where(
      and(eq(mediaUsages.contentType, BRAND_CONTENT_TYPE), eq(mediaUsages.contentId, website.websiteId)),
    );
  const shas = mediaShasIn([...website.images]);
  if (shas.size === 0) return;
  const files = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.websiteId, website.websiteId), inArray(mediaFiles.sha256, [...shas])))
    .for('key share');
  if (files.length === 0) return;
  await tx.insert(mediaUsages).values(
    files.map((f) => ({
      mediaFileId: f.id,
      websiteId: website.websiteId,
      pageId: null,
      contentType: BRAND_CONTENT_TYPE,
      contentId: website.websiteId,
    })),
  );
}

/**
 * Replaces the usage rows of one piece of content other than a page (a collection item: its
 * pictures, files and body) by the library files it refers to now, so the library counts it and
 * warns before such a file is deleted. Runs in the transaction that saves the content; `values`
 * empty just forgets the content's usage (it is deleted).
 */
export async function replaceContentMediaUsage(
  tx: Writer,
  content: {
    websiteId: number;
    contentType: string;
    contentIds: readonly number[];
    values?: readonly unknown[];
  },
): Promise<void> {
  if (content.contentIds.length === 0) return;
  await tx
    .delete(mediaUsages)
    .where(
      and(
        eq(mediaUsages.websiteId, content.websiteId),
        eq(mediaUsages.contentType, content.contentType),
        inArray(mediaUsages.contentId, [...content.contentIds]),
      ),
    );
  const [contentId] = content.contentIds;
  if (!content.values || content.contentIds.length !== 1 || contentId === undefined) return;
  const shas = mediaShasIn([...content.values]);
  if (shas.size === 0) return;
  const files = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.websiteId, content.websiteId), inArray(mediaFiles.sha256, [...shas])))
    .for('key share');
  if (files.length === 0) return;
  await tx.insert(mediaUsages).values(
    files.map((f) => ({
      mediaFileId: f.id,
      websiteId: content.websiteId,
      pageId: null,
      contentType: content.contentType,
      contentId,
    })),
  );
}

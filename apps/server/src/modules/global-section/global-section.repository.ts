import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { globalSections } from '../../db/schema.ts';
import type { PageDocumentValue } from '../../db/schema.ts';
import { ownedBy, type WebsiteScope } from '../../lib/tenancy.ts';

export type GlobalSectionRow = typeof globalSections.$inferSelect;
export type GlobalSectionKindValue = GlobalSectionRow['kind'];

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update' | 'select' | 'delete'>;

/** The header and footer rows of one website language (none, one or both). */
export async function sectionsOf(db: Reader, scope: WebsiteScope, lang: string): Promise<GlobalSectionRow[]> {
  return db
    .select()
    .from(globalSections)
    .where(and(ownedBy(globalSections, scope), eq(globalSections.lang, lang)));
}

/** Every section of a website, for a publish. */
export async function sectionsOfWebsite(db: Reader, websiteId: number): Promise<GlobalSectionRow[]> {
  return db.select().from(globalSections).where(eq(globalSections.websiteId, websiteId));
}

/**
 * Saves a section over `version`: the row at that version takes the document (version 0 creates
 * it). Answers the saved row, or undefined when someone saved first.
 */
export async function saveSectionAtVersion(
  db: Writer,
  scope: WebsiteScope,
  target: { lang: string; kind: GlobalSectionKindValue; version: number },
  document: PageDocumentValue,
): Promise<GlobalSectionRow | undefined> {
  if (target.version === 0) {
    const [row] = await db
      .insert(globalSections)
      .values({ ...scope, lang: target.lang, kind: target.kind, document, version: 1 })
      .onConflictDoNothing()
      .returning();
    return row;
  }
  const [row] = await db
    .update(globalSections)
    .set({ document, version: sql`${globalSections.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        ownedBy(globalSections, scope),
        eq(globalSections.lang, target.lang),
        eq(globalSections.kind, target.kind),
        eq(globalSections.version, target.version),
      ),
    )
    .returning();
  return row;
}

/**
 * Puts a document in place of the section, whatever its version: a new language's defaults, a
 * template's header and footer.
 */
export async function replaceSection(
  db: Writer,
  scope: WebsiteScope,
  target: { lang: string; kind: GlobalSectionKindValue },
  document: PageDocumentValue,
): Promise<void> {
  await db
    .insert(globalSections)
    .values({ ...scope, lang: target.lang, kind: target.kind, document, version: 1 })
    .onConflictDoUpdate({
      target: [globalSections.websiteId, globalSections.lang, globalSections.kind],
      set: { document, version: sql`${globalSections.version} + 1`, updatedAt: new Date() },
    });
}

/** A publish that took the sections: each is published as of the version it rendered. */
export async function markSectionsPublished(
  db: Pick<Db, 'update'>,
  websiteId: number,
  taken: ReadonlyArray<{ id: number; version: number }>,
): Promise<void> {
  for (const section of taken) {
    await db
      .update(globalSections)
      .set({ published: sql`${globalSections.document}`, publishedVersion: section.version })
      .where(
        and(
          eq(globalSections.websiteId, websiteId),
          eq(globalSections.id, section.id),
          eq(globalSections.version, section.version),
        ),
      );
  }
}

/** Un-publishing the website: nothing of it is live any more. */
export async function unpublishSections(db: Pick<Db, 'update'>, websiteId: number): Promise<void> {
  await db
    .update(globalSections)
    .set({ published: null, publishedVersion: null })
    .where(eq(globalSections.websiteId, websiteId));
}

import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  collectionItems,
  collectionTags,
  collectionTypes,
  menuNodes,
  productAttributes,
  pages,
  siteFiles,
  siteVersions,
  websiteDomains,
  websiteLanguages,
  websites,
  websitePayRoutes,
  websitePaySettings,
} from '../../db/schema.ts';
import {
  type LanguageRow,
  type MenuNodeRow,
  type PageRow,
  recordPublishedVersions,
  VERSION_RETENTION,
} from '../page/index.ts';
import {
  type GlobalSectionRow,
  markSectionsPublished,
  sectionsOfWebsite,
  unpublishSections,
} from '../global-section/index.ts';
import type { CompressedSiteFile } from './compress.ts';
import type { PublishedItemValue } from '../collection/index.ts';
import type { CollectionSource } from './site-collections.ts';
import { activeFormsOf, formPublic } from '../form/index.ts';
import type { FormPublic } from '@sitewright/contract';

type Reader = Pick<Db, 'select'>;

/** Everything a publish reads, in one consistent snapshot. */
export async function loadSiteSource(
  db: Db,
  websiteId: number,
): Promise<{
  languages: LanguageRow[];
  pages: PageRow[];
  menuRows: MenuNodeRow[];
  domains: string[];
  sections: GlobalSectionRow[];
  collections: CollectionSource;
  /** The forms that take submissions: pages show them; stopped or deleted ones are left off. */
  forms: FormPublic[];
  /** Currencies the website takes payments in (none while payments are off). */
  checkoutCurrencies: string[];
}> {
  return db.transaction(
    async (tx) => {
      const languages = await tx
        .select()
        .from(websiteLanguages)
        .where(eq(websiteLanguages.websiteId, websiteId))
        .orderBy(
          sql`${websiteLanguages.isDefault} desc`,
          asc(websiteLanguages.position),
          asc(websiteLanguages.id),
        );
      const pageRows = await tx
        .select()
        .from(pages)
        .where(and(eq(pages.websiteId, websiteId), isNull(pages.deletedAt)))
        .orderBy(asc(pages.id));
      const menuRows = await tx
        .select()
        .from(menuNodes)
        .where(eq(menuNodes.websiteId, websiteId))
        .orderBy(asc(menuNodes.position), asc(menuNodes.id));
      const domains = await tx
        .select({ domain: websiteDomains.domain })
        .from(websiteDomains)
        .where(eq(websiteDomains.websiteId, websiteId))
        .orderBy(asc(websiteDomains.id));
      const sections = await sectionsOfWebsite(tx, websiteId);
      // Items never published (drafts) have no page; the rest are read in one query per table.
      const items = await tx
        .select()
        .from(collectionItems)
        .where(and(eq(collectionItems.websiteId, websiteId), isNotNull(collectionItems.published)))
        .orderBy(asc(collectionItems.id));
      const categories = await tx
        .select()
        .from(collectionTypes)
        .where(eq(collectionTypes.websiteId, websiteId));
      const tags = await tx.select().from(collectionTags).where(eq(collectionTags.websiteId, websiteId));
      const attributes = await tx
        .select()
        .from(productAttributes)
        .where(eq(productAttributes.websiteId, websiteId));
      const forms = (await activeFormsOf(tx, websiteId)).map(formPublic);
      const [paySettings] = await tx
        .select({ enabled: websitePaySettings.enabled })
        .from(websitePaySettings)
        .where(eq(websitePaySettings.websiteId, websiteId));
      const checkoutCurrencies = paySettings?.enabled
        ? (
            await tx
              .select({ currency: websitePayRoutes.currency })
              .from(websitePayRoutes)
              .where(eq(websitePayRoutes.websiteId, websiteId))
          ).map((r) => r.currency)
        : [];
      return {
        languages,
        pages: pageRows,
        menuRows,
        domains: domains.map((d) => d.domain),
        sections,
        collections: { items, categories, tags, attributes },
        forms,
        checkoutCurrencies,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function insertVersion(db: Db, companyId: number, websiteId: number): Promise<number> {
  const [row] = await db
    .insert(siteVersions)
    .values({ companyId, websiteId })
    .returning({ id: siteVersions.id });
  if (!row) throw new Error('site version was not created');
  return row.id;
}

/** Files go in a few hundred at a time: one statement per file would be slow, one for all too large. */
const FILE_BATCH = 100;

/**
 * Bytes travel as base64 text decoded by the database: PGlite turns a binary parameter into hex
 * one byte at a time, which made storing a large site several times slower than rendering it.
 */
const bytesOf = (buffer: Buffer) => sql`decode(${buffer.toString('base64')}, 'base64')`;

export async function insertFiles(
  db: Db,
  versionId: number,
  files: readonly CompressedSiteFile[],
): Promise<void> {
  for (let i = 0; i < files.length; i += FILE_BATCH) {
    await db.insert(siteFiles).values(
      files.slice(i, i + FILE_BATCH).map((f) => ({
        versionId,
        path: f.path,
        contentType: f.contentType,
        etag: f.etag,
        body: bytesOf(f.body),
        gzip: f.gzip ? bytesOf(f.gzip) : null,
        brotli: f.brotli ? bytesOf(f.brotli) : null,
      })),
    );
  }
}

/**
 * The switch: in one transaction the pages take their snapshots and flags, the version becomes
 * ready and the website points at it. Answers false, changing nothing, when another publish
 * switched the website since this one read it (the caller builds again on top of that one).
 */
export async function switchToVersion(
  db: Db,
  input: {
    websiteId: number;
    versionId: number;
    basedOn: number | null;
    fileCount: number;
    publishedAt: Date;
    /** The pages this publish took, at the version it rendered. */
    taken: ReadonlyArray<{ id: number; version: number }>;
    /** Who published, for the pages' history. */
    publishedBy: string;
    /** The shared sections this publish took, at the version it rendered. */
    sections?: ReadonlyArray<{ id: number; version: number }>;
    /** The items this publish took, with the version each was rendered at and its new snapshot. */
    items?: ReadonlyArray<{ id: number; version: number; snapshot: PublishedItemValue }>;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ versionId: websites.publishedVersionId })
      .from(websites)
      .where(eq(websites.id, input.websiteId))
      .for('update');
    if ((current?.versionId ?? null) !== input.basedOn) return false;
    // One statement for every page: the snapshot is built from the row itself, and a page saved
    // again since it was rendered (another version) keeps its draft mark and older snapshot.
    if (input.taken.length > 0) {
      const ids = `{${input.taken.map((p) => p.id).join(',')}}`;
      const versions = `{${input.taken.map((p) => p.version).join(',')}}`;
      await tx
        .update(pages)
        .set({
          // The page as it stands: nothing is copied until it changes again (see updatePageAtVersion).
          published: sql`jsonb_build_object('live', true, 'publishedAt', ${input.publishedAt.toISOString()}::text)`,
          isPublish: true,
          isDraft: false,
        })
        .where(
          and(
            eq(pages.websiteId, input.websiteId),
            sql`(${pages.id}, ${pages.version}) in (select * from unnest(${ids}::int[], ${versions}::int[]))`,
          ),
        );
      // Each page that went out is kept in its history as a published version.
      await recordPublishedVersions(
        tx,
        {
          websiteId: input.websiteId,
          taken: input.taken,
          userName: input.publishedBy,
          publishedAt: input.publishedAt,
        },
        VERSION_RETENTION,
      );
    }
    if (input.sections && input.sections.length > 0) {
      await markSectionsPublished(tx, input.websiteId, input.sections);
    }
    if (input.items && input.items.length > 0) {
      // One statement for every item; one saved again since it was rendered keeps its older snapshot
      // (and so its "updated" mark), as a page does.
      const rows = JSON.stringify(
        input.items.map((i) => ({ id: i.id, version: i.version, snap: i.snapshot })),
      );
      await tx.execute(sql`
        update ${collectionItems} set published = data.snap
        from jsonb_to_recordset(${rows}::jsonb) as data(id int, version int, snap jsonb)
        where ${collectionItems.id} = data.id and ${collectionItems.version} = data.version
          and ${collectionItems.websiteId} = ${input.websiteId}`);
    }
    await tx
      .update(siteVersions)
      .set({ status: 'ready', fileCount: input.fileCount })
      .where(eq(siteVersions.id, input.versionId));
    await tx
      .update(websites)
      .set({ publishedVersionId: input.versionId, publishedAt: input.publishedAt })
      .where(eq(websites.id, input.websiteId));
    // The version before stays for a moment (a site server may be reading it); older ones go.
    const keep = [input.versionId, ...(input.basedOn === null ? [] : [input.basedOn])];
    await tx
      .delete(siteVersions)
      .where(and(eq(siteVersions.websiteId, input.websiteId), notInArray(siteVersions.id, keep)));
    return true;
  });
}

/** A version that did not make it: its files go with it (cascade). */
export async function dropVersion(db: Db, versionId: number): Promise<void> {
  await db.delete(siteVersions).where(eq(siteVersions.id, versionId));
}

/**
 * Takes the site offline: visitors get the "not published" page and every page is unpublished, so
 * a later publish of a few pages brings back only those.
 */
export async function unpublishWebsite(db: Db, websiteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(websites).set({ publishedVersionId: null }).where(eq(websites.id, websiteId));
    await tx
      .update(pages)
      .set({ published: null, isPublish: false, isDraft: false })
      .where(eq(pages.websiteId, websiteId));
    await unpublishSections(tx, websiteId);
    await tx.delete(siteVersions).where(eq(siteVersions.websiteId, websiteId));
  });
}

/** One item of a company's collection, draft included (the preview renders its current state). */
export async function findItem(db: Reader, where: { companyId: number; collection: string; itemId: number }) {
  const [row] = await db
    .select()
    .from(collectionItems)
    .where(
      and(
        eq(collectionItems.companyId, where.companyId),
        eq(collectionItems.collection, where.collection),
        eq(collectionItems.id, where.itemId),
      ),
    )
    .limit(1);
  return row;
}

/** Ids among `ids` that are live pages of the website. */
export async function pagesOfWebsite(
  db: Reader,
  websiteId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), inArray(pages.id, [...ids]), isNull(pages.deletedAt)));
  return rows.map((r) => r.id);
}

/** Every website that is not deleted, for the start-up check of the site store. */
export async function websitesNotDeleted(db: Db) {
  return db.select().from(websites).where(isNull(websites.deletedAt)).orderBy(asc(websites.id));
}

export interface StoredSiteFile {
  contentType: string;
  etag: string;
  body: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

/** Bytes come back as base64 text: PGlite decodes a binary column from hex one byte at a time. */
const base64Of = (column: AnyPgColumn) => sql<string | null>`encode(${column}, 'base64')`;
const bytes = (text: string | null) => (text === null ? null : Buffer.from(text, 'base64'));

/** One published file of a version, as the site server answers it. */
export async function findSiteFile(
  db: Reader,
  versionId: number,
  path: string,
): Promise<StoredSiteFile | undefined> {
  const [row] = await db
    .select({
      contentType: siteFiles.contentType,
      etag: siteFiles.etag,
      body: base64Of(siteFiles.body),
      gzip: base64Of(siteFiles.gzip),
      brotli: base64Of(siteFiles.brotli),
    })
    .from(siteFiles)
    .where(and(eq(siteFiles.versionId, versionId), eq(siteFiles.path, path)))
    .limit(1);
  if (!row) return undefined;
  return {
    contentType: row.contentType,
    etag: row.etag,
    body: bytes(row.body) ?? Buffer.alloc(0),
    gzip: bytes(row.gzip),
    brotli: bytes(row.brotli),
  };
}

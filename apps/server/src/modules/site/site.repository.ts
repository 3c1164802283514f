import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { siteFiles, websiteDomains, websites } from '../../db/schema.ts';

type Reader = Pick<Db, 'select'>;

/** A live website by its fixed-domain label. */
export async function websiteIdBySlug(db: Reader, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.slug, slug), isNull(websites.deletedAt)))
    .limit(1);
  return row?.id;
}

/** A live website by one of its bound domains. */
export async function websiteIdByDomain(db: Reader, domain: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websiteDomains)
    .innerJoin(websites, eq(websites.id, websiteDomains.websiteId))
    .where(and(eq(websiteDomains.domain, domain), isNull(websites.deletedAt)))
    .limit(1);
  return row?.id;
}

export async function boundDomains(db: Reader): Promise<string[]> {
  const rows = await db.select({ domain: websiteDomains.domain }).from(websiteDomains);
  return rows.map((r) => r.domain);
}

export interface SiteRecord {
  id: number;
  companyId: number;
  enabled: boolean;
  expiresAt: Date | null;
  httpsRequired: boolean;
  publishedVersionId: number | null;
  deleted: boolean;
}

export async function findSiteRecord(db: Reader, websiteId: number): Promise<SiteRecord | undefined> {
  const [row] = await db
    .select({
      id: websites.id,
      companyId: websites.companyId,
      enabled: websites.enabled,
      expiresAt: websites.expiresAt,
      httpsRequired: websites.httpsRequired,
      publishedVersionId: websites.publishedVersionId,
      deletedAt: websites.deletedAt,
    })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .limit(1);
  if (!row) return undefined;
  const { deletedAt, ...rest } = row;
  return { ...rest, deleted: deletedAt !== null };
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

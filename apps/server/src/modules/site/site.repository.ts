import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { websiteDomains, websites } from '../../db/schema.ts';

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

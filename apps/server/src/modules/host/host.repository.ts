import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sslCertificates, websiteDomains, websites } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export type DomainRow = typeof websiteDomains.$inferSelect;
export type CertificateRow = typeof sslCertificates.$inferSelect;
export type HostWebsiteRow = Pick<
  typeof websites.$inferSelect,
  'id' | 'companyId' | 'slug' | 'httpsRequired'
>;

/** The website's bound domains in the order they were bound. */
export function domainsOf(db: Runner, websiteId: number): Promise<DomainRow[]> {
  return db
    .select()
    .from(websiteDomains)
    .where(eq(websiteDomains.websiteId, websiteId))
    .orderBy(asc(websiteDomains.id));
}

/** Whoever holds a domain, across every company. */
export async function findDomain(db: Runner, domain: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(websiteDomains).where(eq(websiteDomains.domain, domain)).limit(1);
  return row;
}

export async function countDomains(db: Runner, websiteId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(websiteDomains)
    .where(eq(websiteDomains.websiteId, websiteId));
  return row?.n ?? 0;
}

/** Throws a unique violation when another website took the domain meanwhile. */
export async function insertDomain(
  db: Runner,
  values: { companyId: number; websiteId: number; domain: string },
): Promise<void> {
  await db.insert(websiteDomains).values(values);
}

/** Removes the domain and its certificate; answers whether the website had it. */
export async function deleteDomain(db: Runner, websiteId: number, domain: string): Promise<boolean> {
  await db
    .delete(sslCertificates)
    .where(and(eq(sslCertificates.websiteId, websiteId), eq(sslCertificates.domain, domain)));
  const removed = await db
    .delete(websiteDomains)
    .where(and(eq(websiteDomains.websiteId, websiteId), eq(websiteDomains.domain, domain)))
    .returning({ id: websiteDomains.id });
  return removed.length > 0;
}

/** Keeps the website's legacy single `domain` equal to its first bound domain ('' when none). */
export async function syncLegacyDomain(db: Runner, websiteId: number): Promise<void> {
  const [first] = await db
    .select({ domain: websiteDomains.domain })
    .from(websiteDomains)
    .where(eq(websiteDomains.websiteId, websiteId))
    .orderBy(asc(websiteDomains.id))
    .limit(1);
  await db
    .update(websites)
    .set({ domain: first?.domain ?? '', updatedAt: new Date() })
    .where(eq(websites.id, websiteId));
}

export async function setHttpsRequired(db: Runner, websiteId: number, required: boolean): Promise<void> {
  await db
    .update(websites)
    .set({ httpsRequired: required, updatedAt: new Date() })
    .where(eq(websites.id, websiteId));
}

/** The website's certificates, one per domain, optionally for one domain only. */
export function certificatesOf(db: Runner, websiteId: number, domain?: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(sslCertificates)
    .where(
      and(
        eq(sslCertificates.websiteId, websiteId),
        domain === undefined ? undefined : eq(sslCertificates.domain, domain),
      ),
    )
    .orderBy(asc(sslCertificates.id));
}

/** Replaces the domain's certificate (one per website and domain). */
export async function upsertCertificate(
  db: Runner,
  values: Omit<typeof sslCertificates.$inferInsert, 'id' | 'createdAt'>,
): Promise<CertificateRow> {
  const { companyId: _c, websiteId: _w, domain: _d, ...changes } = values;
  const [row] = await db
    .insert(sslCertificates)
    .values(values)
    .onConflictDoUpdate({
      target: [sslCertificates.websiteId, sslCertificates.domain],
      set: { ...changes, createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('certificate upsert returned no row');
  return row;
}

/** The certificate stored for a host name, whichever website holds it (the TLS handshake's lookup). */
export async function certificateForHost(db: Db, domain: string): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select({ certificate: sslCertificates })
    .from(sslCertificates)
    .innerJoin(
      websiteDomains,
      and(
        eq(websiteDomains.websiteId, sslCertificates.websiteId),
        eq(websiteDomains.domain, sslCertificates.domain),
      ),
    )
    .innerJoin(websites, eq(websites.id, sslCertificates.websiteId))
    .where(and(eq(sslCertificates.domain, domain), isNull(websites.deletedAt)))
    .limit(1);
  return row?.certificate;
}

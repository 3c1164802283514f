import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
// The shared schema: the tables are read here only, and their modules stay the ones writing them.
import { type CompanyProfileValue, companies, companyOrders, mediaFiles, users } from '../../db/schema.ts';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Db, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function saveCompany(
  db: Db,
  companyId: number,
  values: { name: string; profile: CompanyProfileValue },
): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}

/** Whether the operator is one of the company's administrators (users.is_admin > 0). */
export async function isCompanyAdmin(db: Db, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return (row?.isAdmin ?? 0) > 0;
}

/** A media-library file of any of the company's websites, by its content hash. */
export async function findCompanyMediaFile(
  db: Db,
  companyId: number,
  sha256: string,
): Promise<{ storageKey: string; ext: string } | undefined> {
  const [row] = await db
    .select({ storageKey: mediaFiles.storageKey, ext: mediaFiles.ext })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.companyId, companyId), eq(mediaFiles.sha256, sha256)))
    .limit(1);
  return row;
}

/** What a receipt prints of a company order (the commerce module writes the table). */
export async function findReceiptOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      companyId: companyOrders.companyId,
      number: companyOrders.number,
      itemName: companyOrders.itemName,
      kind: companyOrders.kind,
      amount: companyOrders.amount,
      currency: companyOrders.currency,
      status: companyOrders.status,
      paidAt: companyOrders.paidAt,
    })
    .from(companyOrders)
    .where(eq(companyOrders.id, orderId))
    .limit(1);
  return row;
}
export type ReceiptOrderRow = NonNullable<Awaited<ReturnType<typeof findReceiptOrder>>>;

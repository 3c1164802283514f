import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formRecords, websites } from '../../db/schema.ts';
import { ownedBy } from '../../lib/tenancy.ts';

/** Unread inquiries across the company's websites; a deleted site's inquiries no longer ask for attention. */
export async function countUnreadRecords(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(formRecords)
    .innerJoin(websites, eq(websites.id, formRecords.websiteId))
    .where(
      and(
        ownedBy(formRecords, { companyId }),
        eq(formRecords.isRead, false),
        ownedBy(websites, { companyId }),
        isNull(websites.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

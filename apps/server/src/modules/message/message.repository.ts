import { and, eq, sql } from 'drizzle-orm';
import type { MessageCount } from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { ownedBy } from '../../lib/tenancy.ts';

/** Read and unread messages addressed to one operator. */
export async function countMessages(db: Db, companyId: number, userId: number): Promise<MessageCount> {
  const [row] = await db
    .select({
      is_read_count: sql<number>`count(*) filter (where ${messages.isRead})`.mapWith(Number),
      not_read_count: sql<number>`count(*) filter (where not ${messages.isRead})`.mapWith(Number),
    })
    .from(messages)
    .where(and(ownedBy(messages, { companyId }), eq(messages.userId, userId)));
  return row ?? { is_read_count: 0, not_read_count: 0 };
}

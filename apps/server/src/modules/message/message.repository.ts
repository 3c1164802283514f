import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MessageCount } from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { messages, users } from '../../db/schema.ts';
import { ownedBy } from '../../lib/tenancy.ts';

/** One operator's messages: the reader's company and user. */
export interface ReaderScope {
  companyId: number;
  userId: number;
}

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;

const mine = (scope: ReaderScope) => and(ownedBy(messages, scope), eq(messages.userId, scope.userId));

/** Read and unread messages addressed to one operator. */
export async function countMessages(db: Db, companyId: number, userId: number): Promise<MessageCount> {
  const [row] = await db
    .select({
      is_read_count: sql<number>`count(*) filter (where ${messages.isRead})`.mapWith(Number),
      not_read_count: sql<number>`count(*) filter (where not ${messages.isRead})`.mapWith(Number),
    })
    .from(messages)
    .where(mine({ companyId, userId }));
  return row ?? { is_read_count: 0, not_read_count: 0 };
}

/** One page of the reader's messages, newest first, with how many match in all. */
export async function listMessages(
  db: Db,
  scope: ReaderScope,
  filter: { isRead?: boolean; offset: number; limit: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = and(
    mine(scope),
    filter.isRead === undefined ? undefined : eq(messages.isRead, filter.isRead),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** How many of `ids` are the reader's own messages. */
export async function countOwned(db: Db, scope: ReaderScope, ids: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(mine(scope), inArray(messages.id, [...ids])));
  return row?.n ?? 0;
}

/** Marks the reader's messages read: those of `ids`, or all; answers how many were unread. */
export async function markRead(db: Db, scope: ReaderScope, ids: readonly number[] | 'all'): Promise<number> {
  const changed = await db
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        mine(scope),
        eq(messages.isRead, false),
        ids === 'all' ? undefined : inArray(messages.id, [...ids]),
      ),
    )
    .returning({ id: messages.id });
  return changed.length;
}

export async function deleteMessages(db: Db, scope: ReaderScope, ids: readonly number[]): Promise<number> {
  const gone = await db
    .delete(messages)
    .where(and(mine(scope), inArray(messages.id, [...ids])))
    .returning({ id: messages.id });
  return gone.length;
}

/** Writes messages; one whose operator already has its dedupe key is skipped. Answers how many were written. */
export async function insertMessages(db: Db, rows: NewMessageRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db
    .insert(messages)
    .values(rows)
    .onConflictDoNothing({
      target: [messages.userId, messages.dedupeKey],
      where: sql`${messages.dedupeKey} is not null`,
    })
    .returning({ id: messages.id });
  return written.length;
}

/** The company's active operators, with what they may do. */
export function activeOperators(db: Db, companyId: number) {
  return db
    .select({ id: users.id, isAdmin: users.isAdmin, appRole: users.appRole, hasRoles: users.hasRoles })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')));
}

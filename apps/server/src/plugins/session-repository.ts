import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { UserStatus } from '../db/schema.ts';

export interface SessionRow {
  id: number;
  userId: number;
  companyId: number;
  /** null when the user row no longer exists. */
  userStatus: UserStatus | null;
  /** The roles of the user's app role and the user's own (null when the user row is gone). */
  appRole: { roles: string[] } | null;
  hasRoles: string[] | null;
  /** A sub-account's granted websites; null for an ordinary account (or a user row gone). */
  websiteGrants: number[] | null;
}

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; companyId: number; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

/** A session that is neither revoked nor expired, with the state of its user. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      companyId: sessions.companyId,
      userStatus: users.status,
      appRole: users.appRole,
      hasRoles: users.hasRoles,
      websiteGrants: users.websiteGrants,
    })
    .from(sessions)
    .leftJoin(users, and(eq(users.id, sessions.userId), eq(users.companyId, sessions.companyId)))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function revokeSessionByHash(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeOtherSessions(db: Db, userId: number, keepId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user (disabled, deleted, or given a new password by an administrator). */
export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Drops a user's dead sessions, so the table does not grow with every sign-in. */
export async function deleteDeadSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now))));
}

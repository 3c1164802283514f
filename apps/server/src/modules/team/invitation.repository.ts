import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { companies, teamInvitations, users } from '../../db/schema.ts';
import { ownedBy } from '../../lib/tenancy.ts';
import type { Tx } from './team.repository.ts';
import type { Db } from '../../db/client.ts';

type Runner = Db | Tx;
export type InvitationRow = typeof teamInvitations.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Not accepted, not withdrawn, not expired. */
function pending(now: Date) {
  return and(
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
    gt(teamInvitations.expiresAt, now),
  );
}

export async function findCompanyRow(db: Runner, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function setCompanySuffix(db: Runner, companyId: number, suffix: string): Promise<void> {
  await db.update(companies).set({ subAccountSuffix: suffix }).where(eq(companies.id, companyId));
}

export async function countSubAccounts(db: Runner, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(ownedBy(users, { companyId }), sql`${users.websiteGrants} is not null`));
  return row?.n ?? 0;
}

export async function listPendingInvitations(db: Runner, companyId: number, now: Date) {
  return db
    .select({ invitation: teamInvitations, inviter: users.nickName, inviterName: users.userName })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(and(ownedBy(teamInvitations, { companyId }), pending(now)))
    .orderBy(asc(teamInvitations.id));
}

export async function countPendingInvitations(db: Runner, companyId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(and(ownedBy(teamInvitations, { companyId }), pending(now)));
  return row?.n ?? 0;
}

/** Invitations the company made since `since` (sent again or not, answered or not). */
export async function countInvitationsSince(db: Runner, companyId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(and(ownedBy(teamInvitations, { companyId }), gt(teamInvitations.createdAt, since)));
  return row?.n ?? 0;
}

/** Withdraws the pending invitations to one address (a new one replaces them). */
export async function revokeInvitationsTo(db: Runner, companyId: number, email: string, now: Date) {
  await db
    .update(teamInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        ownedBy(teamInvitations, { companyId }),
        sql`lower(${teamInvitations.email}) = lower(${email})`,
        pending(now),
      ),
    );
}

/** Withdraws one pending invitation; answers whether there was one. */
export async function revokeInvitation(
  db: Runner,
  companyId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ revokedAt: now })
    .where(and(ownedBy(teamInvitations, { companyId }), eq(teamInvitations.id, id), pending(now)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

export async function insertInvitation(
  db: Runner,
  values: typeof teamInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(teamInvitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned no row');
  return row;
}

/** The pending invitation a link's token names, locked for the rest of the transaction when asked. */
export async function findPendingByHash(
  db: Runner,
  tokenHash: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<InvitationRow | undefined> {
  const query = db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.tokenHash, tokenHash), pending(now)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function markAccepted(db: Runner, id: number, now: Date): Promise<void> {
  await db.update(teamInvitations).set({ acceptedAt: now }).where(eq(teamInvitations.id, id));
}

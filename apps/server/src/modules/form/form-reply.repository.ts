import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { formReplies, formReplyTemplates, formSettings, users } from '../../db/schema.ts';
import { type CompanyScope, ownedBy } from '../../lib/tenancy.ts';
import type { Runner } from './form.repository.ts';

export type ReplyRow = typeof formReplies.$inferSelect;
export type ReplyInsert = typeof formReplies.$inferInsert;
export type TemplateRow = typeof formReplyTemplates.$inferSelect;

/** A reply with its author's name. */
function selectReplies(db: Runner) {
  return db
    .select({
      reply: formReplies,
      authorName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.userName}, '')`,
    })
    .from(formReplies)
    .leftJoin(users, and(eq(users.id, formReplies.authorId), eq(users.companyId, formReplies.companyId)));
}
export type ReplyListRow = Awaited<ReturnType<ReturnType<typeof selectReplies>['execute']>>[number];

export async function insertReply(db: Runner, values: ReplyInsert): Promise<ReplyRow> {
  const [row] = await db.insert(formReplies).values(values).returning();
  if (!row) throw new Error('reply insert returned no row');
  return row;
}

export async function findReply(
  db: Runner,
  scope: CompanyScope,
  id: number,
): Promise<ReplyListRow | undefined> {
  const [row] = await selectReplies(db)
    .where(and(eq(formReplies.id, id), ownedBy(formReplies, scope)))
    .limit(1);
  return row;
}

/** The replies to these records, oldest first. */
export async function repliesTo(
  db: Runner,
  scope: CompanyScope,
  recordIds: readonly number[],
): Promise<ReplyListRow[]> {
  if (recordIds.length === 0) return [];
  return selectReplies(db)
    .where(and(inArray(formReplies.recordId, [...recordIds]), ownedBy(formReplies, scope)))
    .orderBy(asc(formReplies.createdAt), asc(formReplies.id));
}

/** Records what became of a reply's mail (work of the mail job: no caller scope, the id is the job's). */
export async function setReplyDelivery(
  db: Runner,
  id: number,
  state: { status: 'sent' } | { status: 'queued' | 'failed'; error: string },
): Promise<void> {
  await db
    .update(formReplies)
    .set(
      state.status === 'sent'
        ? { status: 'sent', sentAt: new Date(), error: '' }
        : { status: state.status, error: state.error },
    )
    .where(eq(formReplies.id, id));
}

/** The operator's e-mail address: the Reply-To of their replies ('' when unknown). */
export async function operatorEmail(db: Runner, scope: CompanyScope, userId: number): Promise<string> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, scope.companyId)))
    .limit(1);
  return user?.email.trim() ?? '';
}

// --- Templates and signature --------------------------------------------------------------------

export async function listTemplates(db: Runner, scope: CompanyScope): Promise<TemplateRow[]> {
  return db
    .select()
    .from(formReplyTemplates)
    .where(ownedBy(formReplyTemplates, scope))
    .orderBy(asc(formReplyTemplates.name), asc(formReplyTemplates.id));
}

export async function countTemplates(db: Runner, scope: CompanyScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(formReplyTemplates)
    .where(ownedBy(formReplyTemplates, scope));
  return row?.n ?? 0;
}

export async function insertTemplate(
  db: Runner,
  scope: CompanyScope,
  values: { name: string; subject: string; body: string },
): Promise<TemplateRow> {
  const [row] = await db
    .insert(formReplyTemplates)
    .values({ companyId: scope.companyId, ...values })
    .returning();
  if (!row) throw new Error('template insert returned no row');
  return row;
}

export async function updateTemplate(
  db: Runner,
  scope: CompanyScope,
  id: number,
  values: { name: string; subject: string; body: string },
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(formReplyTemplates)
    .set(values)
    .where(and(eq(formReplyTemplates.id, id), ownedBy(formReplyTemplates, scope)))
    .returning();
  return row;
}

export async function deleteTemplates(
  db: Runner,
  scope: CompanyScope,
  ids: readonly number[],
): Promise<number> {
  const rows = await db
    .delete(formReplyTemplates)
    .where(and(inArray(formReplyTemplates.id, [...ids]), ownedBy(formReplyTemplates, scope)))
    .returning({ id: formReplyTemplates.id });
  return rows.length;
}

export async function signatureOf(db: Runner, scope: CompanyScope): Promise<string> {
  const [row] = await db
    .select({ signature: formSettings.signature })
    .from(formSettings)
    .where(ownedBy(formSettings, scope))
    .limit(1);
  return row?.signature ?? '';
}

export async function saveSignature(db: Runner, scope: CompanyScope, signature: string): Promise<string> {
  const [row] = await db
    .insert(formSettings)
    .values({ companyId: scope.companyId, signature })
    .onConflictDoUpdate({ target: formSettings.companyId, set: { signature } })
    .returning({ signature: formSettings.signature });
  return row?.signature ?? signature;
}

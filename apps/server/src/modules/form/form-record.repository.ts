import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { collectionItems, formRecords, forms, users, websites } from '../../db/schema.ts';
import { type CompanyScope, liveWebsites, ownedBy } from '../../lib/tenancy.ts';
import type { Runner } from './form.repository.ts';

export type RecordRow = typeof formRecords.$inferSelect;

/** What the records' lists filter on (RecordListQuery, dates already turned into instants). */
export interface RecordFilter {
  websiteId?: number;
  formId?: number;
  /** From this instant (inclusive) to that one (exclusive). */
  since?: Date;
  until?: Date;
  read?: 'read' | 'unread';
  starred?: 'true' | 'false';
  spam: 'exclude' | 'only' | 'include';
  assigneeId?: number;
  keyword?: string;
}

/** `%` and `_` in what an operator types are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The company's records the filter keeps, on its live websites only (a deleted website's
 * inquiries leave the lists, as they leave the unread count).
 */
function recordsWhere(scope: CompanyScope, filter: RecordFilter): SQL {
  const keyword = filter.keyword ? likePattern(filter.keyword) : undefined;
  return and(
    ownedBy(formRecords, scope),
    liveWebsites(scope.companyId),
    filter.websiteId === undefined ? undefined : eq(formRecords.websiteId, filter.websiteId),
    filter.formId === undefined ? undefined : eq(formRecords.formId, filter.formId),
    filter.since ? gte(formRecords.createdAt, filter.since) : undefined,
    filter.until ? lt(formRecords.createdAt, filter.until) : undefined,
    filter.read === undefined ? undefined : eq(formRecords.isRead, filter.read === 'read'),
    filter.starred === undefined ? undefined : eq(formRecords.isStarred, filter.starred === 'true'),
    filter.spam === 'include' ? undefined : eq(formRecords.isSpam, filter.spam === 'only'),
    filter.assigneeId === undefined ? undefined : eq(formRecords.assigneeId, filter.assigneeId),
    keyword
      ? sql`(${formRecords.data}::text ilike ${keyword} or ${formRecords.visitorEmail} ilike ${keyword}
          or ${formRecords.pageUrl} ilike ${keyword})`
      : undefined,
  ) as SQL;
}

const assignees = alias(users, 'assignees');

/** A record with what its summary shows: website and form names, assignee, replies. */
function selectRecords(db: Runner) {
  return db
    .select({
      record: formRecords,
      websiteName: websites.name,
      formName: sql<string>`coalesce(${forms.name}, '')`,
      assigneeName: sql<string | null>`case when ${assignees.id} is null then null
        else coalesce(nullif(${assignees.nickName}, ''), ${assignees.userName}) end`,
      // Spelled out: a correlated subquery must name the outer row's table, whatever drizzle renders.
      replyCount: sql<number>`(select count(*)::int from "form_replies" r
        where r."record_id" = "form_records"."id" and r."company_id" = "form_records"."company_id")`,
    })
    .from(formRecords)
    .innerJoin(websites, eq(websites.id, formRecords.websiteId))
    .leftJoin(forms, and(eq(forms.id, formRecords.formId), eq(forms.companyId, formRecords.companyId)))
    .leftJoin(
      assignees,
      and(eq(assignees.id, formRecords.assigneeId), eq(assignees.companyId, formRecords.companyId)),
    );
}
export type RecordListRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

/** One page of the filtered records, newest first, and how many there are in all. */
export async function listRecords(
  db: Runner,
  scope: CompanyScope,
  filter: RecordFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: RecordListRow[]; total: number }> {
  const where = recordsWhere(scope, filter);
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(desc(formRecords.createdAt), desc(formRecords.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formRecords)
    .innerJoin(websites, eq(websites.id, formRecords.websiteId))
    .where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Every filtered record (an export), newest first, up to `limit`. */
export async function allRecords(
  db: Runner,
  scope: CompanyScope,
  filter: RecordFilter,
  limit: number,
): Promise<RecordListRow[]> {
  return selectRecords(db)
    .where(recordsWhere(scope, filter))
    .orderBy(desc(formRecords.createdAt), desc(formRecords.id))
    .limit(limit);
}

/** One record of the company on a live website. */
export async function findRecord(
  db: Runner,
  scope: CompanyScope,
  id: number,
): Promise<RecordListRow | undefined> {
  const [row] = await selectRecords(db)
    .where(and(eq(formRecords.id, id), ownedBy(formRecords, scope), liveWebsites(scope.companyId)))
    .limit(1);
  return row;
}

/** Every record of the company from one visitor (by e-mail, case aside), oldest first. */
export async function recordsOfVisitor(
  db: Runner,
  scope: CompanyScope,
  email: string,
): Promise<RecordListRow[]> {
  return selectRecords(db)
    .where(
      and(
        ownedBy(formRecords, scope),
        liveWebsites(scope.companyId),
        sql`lower(${formRecords.visitorEmail}) = ${email.toLowerCase()}`,
      ),
    )
    .orderBy(asc(formRecords.createdAt), asc(formRecords.id));
}

/** Which of `ids` are records the caller may change (live websites of the company). */
export async function ownedRecordIds(
  db: Runner,
  scope: CompanyScope,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: formRecords.id })
    .from(formRecords)
    .innerJoin(websites, eq(websites.id, formRecords.websiteId))
    .where(
      and(inArray(formRecords.id, [...ids]), ownedBy(formRecords, scope), liveWebsites(scope.companyId)),
    );
  return rows.map((r) => r.id);
}

export interface RecordPatch {
  isRead?: boolean;
  isStarred?: boolean;
  isSpam?: boolean;
  assigneeId?: number | null;
}

/** Applies the bulk action to the records (already checked to be the caller's); answers how many. */
export async function updateRecords(
  db: Runner,
  scope: CompanyScope,
  ids: readonly number[],
  patch: RecordPatch,
): Promise<number> {
  if (ids.length === 0) return 0;
  const set: Record<string, unknown> = {};
  if (patch.isRead !== undefined) set.isRead = patch.isRead;
  if (patch.isStarred !== undefined) set.isStarred = patch.isStarred;
  if (patch.assigneeId !== undefined) set.assigneeId = patch.assigneeId;
  if (patch.isSpam !== undefined) {
    set.isSpam = patch.isSpam;
    // An operator's verdict replaces the filter's reason; a record cleared of spam has none.
    set.spamReason = patch.isSpam
      ? sql`case when ${formRecords.isSpam} then ${formRecords.spamReason} else 'operator' end`
      : '';
  }
  const rows = await db
    .update(formRecords)
    .set(set)
    .where(and(inArray(formRecords.id, [...ids]), ownedBy(formRecords, scope)))
    .returning({ id: formRecords.id });
  return rows.length;
}

/**
 * An operator of the company: an active one when records are to be assigned to them, any when
 * records are filtered by whom they were assigned to.
 */
export async function isCompanyUser(
  db: Runner,
  scope: CompanyScope,
  userId: number,
  options: { activeOnly: boolean } = { activeOnly: true },
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.companyId, scope.companyId),
        options.activeOnly ? eq(users.status, 'active') : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The company's active operators with their names and what they may do. */
export function activeOperatorsOf(db: Runner, scope: CompanyScope) {
  return db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.userName})`,
      isAdmin: users.isAdmin,
      appRole: users.appRole,
      hasRoles: users.hasRoles,
    })
    .from(users)
    .where(and(eq(users.companyId, scope.companyId), eq(users.status, 'active')))
    .orderBy(users.id);
}

/** The product a record was sent about, if it still exists in the company. */
export async function productTitle(
  db: Runner,
  scope: CompanyScope,
  productId: number,
): Promise<{ id: number; title: string } | null> {
  const [row] = await db
    .select({ id: collectionItems.id, title: collectionItems.title })
    .from(collectionItems)
    .where(and(eq(collectionItems.id, productId), eq(collectionItems.companyId, scope.companyId)))
    .limit(1);
  return row ?? null;
}

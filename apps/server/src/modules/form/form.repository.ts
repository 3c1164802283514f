import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formRecords, forms, pages, websites } from '../../db/schema.ts';
import { type CompanyScope, ownedBy, type WebsiteScope } from '../../lib/tenancy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | Tx;
export type FormRow = typeof forms.$inferSelect;
export type FormInsert = typeof forms.$inferInsert;

/** Unread inquiries across the company's live websites; spam never asks for attention. */
export async function countUnreadRecords(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(formRecords)
    .innerJoin(websites, eq(websites.id, formRecords.websiteId))
    .where(
      and(
        ownedBy(formRecords, { companyId }),
        eq(formRecords.isRead, false),
        eq(formRecords.isSpam, false),
        ownedBy(websites, { companyId }),
        isNull(websites.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The forms of a website that take inquiries: what the publisher puts on pages. A stopped or
 * deleted form is left out, so the next publish takes it off every page.
 */
export async function activeFormsOf(db: Runner, websiteId: number): Promise<FormRow[]> {
  return db
    .select()
    .from(forms)
    .where(and(eq(forms.websiteId, websiteId), eq(forms.status, 'active'), isNull(forms.deletedAt)))
    .orderBy(asc(forms.id));
}

/** A form by id as the site server needs it, whichever website it belongs to (the caller checks). */
export async function findFormForSite(db: Runner, formId: number): Promise<FormRow | undefined> {
  const [row] = await db.select().from(forms).where(eq(forms.id, formId)).limit(1);
  return row;
}

/** Whether a form takes submissions now: stop-and-delete closes it at once. */
export const formIsOpen = (row: FormRow) => row.status === 'active' && row.deletedAt === null;

const liveForm = (scope: CompanyScope | WebsiteScope, id: number): SQL =>
  and(eq(forms.id, id), ownedBy(forms, scope), isNull(forms.deletedAt)) as SQL;

/** A form of the scope that is not deleted. */
export async function findForm(
  db: Runner,
  scope: CompanyScope | WebsiteScope,
  id: number,
): Promise<FormRow | undefined> {
  const [row] = await db.select().from(forms).where(liveForm(scope, id)).limit(1);
  return row;
}

/** A form of the scope, deleted or not (its records stay, and lists may still filter on it). */
export async function findFormEver(
  db: Runner,
  scope: CompanyScope | WebsiteScope,
  id: number,
): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), ownedBy(forms, scope)))
    .limit(1);
  return row;
}

/** The website's forms (deleted ones aside), with their inquiry counts; unread leaves spam out. */
export async function listForms(db: Runner, scope: WebsiteScope) {
  const rows = await db
    .select()
    .from(forms)
    .where(and(ownedBy(forms, scope), isNull(forms.deletedAt)))
    .orderBy(asc(forms.id));
  const counts = await db
    .select({
      formId: formRecords.formId,
      records: count(),
      unread: sql<number>`count(*) filter (where not ${formRecords.isRead} and not ${formRecords.isSpam})`,
    })
    .from(formRecords)
    .where(ownedBy(formRecords, scope))
    .groupBy(formRecords.formId);
  const byForm = new Map(counts.map((c) => [c.formId, c]));
  return rows.map((form) => ({
    form,
    recordCount: Number(byForm.get(form.id)?.records ?? 0),
    unreadCount: Number(byForm.get(form.id)?.unread ?? 0),
  }));
}

export async function insertForm(db: Runner, values: FormInsert): Promise<FormRow> {
  const [row] = await db.insert(forms).values(values).returning();
  if (!row) throw new Error('form insert returned no row');
  return row;
}

/** Applies a save only while the form is still at `version`, and bumps it; answers nothing otherwise. */
export async function updateFormAtVersion(
  db: Runner,
  scope: WebsiteScope,
  id: number,
  version: number,
  patch: Partial<Omit<FormInsert, 'id' | 'companyId' | 'websiteId' | 'version'>>,
): Promise<FormRow | undefined> {
  const [row] = await db
    .update(forms)
    .set({ ...patch, version: sql`${forms.version} + 1`, updatedAt: new Date() })
    .where(and(liveForm(scope, id), eq(forms.version, version)))
    .returning();
  return row;
}

/** The website's product inquiry form is one at most: the others stop showing on product pages. */
export async function clearProductPageForms(db: Runner, scope: WebsiteScope, keepId: number): Promise<void> {
  await db
    .update(forms)
    .set({ onProductPages: false, version: sql`${forms.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        ownedBy(forms, scope),
        eq(forms.onProductPages, true),
        sql`${forms.id} <> ${keepId}`,
        isNull(forms.deletedAt),
      ),
    );
}

/**
 * Stops a form and deletes it in one statement: from that moment the site refuses its
 * submissions, and the row stays so that its records keep the form's name.
 */
export async function stopAndDeleteForm(
  db: Runner,
  scope: CompanyScope,
  id: number,
): Promise<FormRow | undefined> {
  const [row] = await db
    .update(forms)
    .set({ status: 'stopped', deletedAt: new Date(), updatedAt: new Date(), onProductPages: false })
    .where(liveForm(scope, id))
    .returning();
  return row;
}

/** A live page of the website (a form's success page must be one). */
export async function websiteHasPage(db: Runner, scope: WebsiteScope, pageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, pageId), ownedBy(pages, scope), isNull(pages.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Marks the website's published pages that show the form as "updated" (changes not yet
 * published), as a page's own save does: the form on them changes only at the next publish.
 * A page shows a form when a block of its document names the form's id (`form_id` or `formId`).
 */
export async function markPagesShowingForm(db: Runner, scope: WebsiteScope, formId: number): Promise<number> {
  const names = `"form_?[iI]d"\\s*:\\s*"?${formId}"?[,}]`;
  const rows = await db
    .update(pages)
    .set({ isDraft: true })
    .where(
      and(
        ownedBy(pages, scope),
        isNull(pages.deletedAt),
        eq(pages.isPublish, true),
        sql`${pages.document}::text ~ ${names}`,
      ),
    )
    .returning({ id: pages.id });
  return rows.length;
}

import {
  type FormDetail,
  FormField,
  type FormPublic,
  type FormSaveBody,
  FormSuccess,
  type FormSummary,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CompanyScope, notOwned, requireWebsite } from '../../lib/tenancy.ts';
import {
  clearProductPageForms,
  type FormRow,
  findForm,
  insertForm,
  listForms,
  markPagesShowingForm,
  stopAndDeleteForm,
  updateFormAtVersion,
  websiteHasPage,
} from './form.repository.ts';

type SaveInput = z.output<typeof FormSaveBody>;

/** Stored fields went through the contract on save; read back leniently so an old row still shows. */
function fieldsOf(row: FormRow): FormField[] {
  return row.fields.flatMap((f) => {
    const parsed = FormField.safeParse(f);
    return parsed.success ? [parsed.data] : [];
  });
}

function successOf(row: FormRow): FormDetail['success'] {
  const parsed = FormSuccess.safeParse(row.success);
  return parsed.success ? parsed.data : { kind: 'message', message: {} };
}

export function formDetail(row: FormRow): FormDetail {
  return {
    id: row.id,
    website_id: row.websiteId,
    name: row.name,
    status: row.status === 'stopped' ? 'stopped' : 'active',
    fields: fieldsOf(row),
    submit_label: row.submitLabel,
    success: successOf(row),
    recipients: row.recipients,
    proof_of_work: row.proofOfWork,
    on_product_pages: row.onProductPages,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function formPublic(row: FormRow): FormPublic {
  const { recipients: _r, created_at: _c, updated_at: _u, ...rest } = formDetail(row);
  return rest;
}

/** The operators' side of a website's forms: building, listing, stopping and deleting them. */
export function createFormService(deps: { db: Db }) {
  const { db } = deps;

  /** The form of the caller's company, or FORM_NOT_FOUND (another company's answers the same). */
  async function requireForm(scope: CompanyScope, id: number): Promise<FormRow> {
    const row = await findForm(db, scope, id);
    if (!row) throw new AppError('FORM_NOT_FOUND');
    return row;
  }

  return {
    async list(scope: CompanyScope, websiteId: number): Promise<FormSummary[]> {
      await requireWebsite(db, scope, websiteId);
      const rows = await listForms(db, { ...scope, websiteId });
      return rows.map(({ form, recordCount, unreadCount }) => ({
        id: form.id,
        website_id: form.websiteId,
        name: form.name,
        status: form.status === 'stopped' ? 'stopped' : 'active',
        field_count: form.fields.length,
        record_count: Number(recordCount),
        not_read_count: Number(unreadCount),
        updated_at: form.updatedAt.toISOString(),
      }));
    },

    async info(scope: CompanyScope, id: number): Promise<FormDetail> {
      return formDetail(await requireForm(scope, id));
    },

    /** The form the page editor's block shows: a form of that website only. */
    async editorInfo(scope: CompanyScope, websiteId: number, formId: number): Promise<FormPublic> {
      await requireWebsite(db, scope, websiteId);
      const row = await findForm(db, { ...scope, websiteId }, formId);
      if (!row) throw new AppError('FORM_NOT_FOUND');
      return formPublic(row);
    },

    async editorList(scope: CompanyScope, websiteId: number) {
      await requireWebsite(db, scope, websiteId);
      const rows = await listForms(db, { ...scope, websiteId });
      return rows.map(({ form }) => ({
        id: form.id,
        name: form.name,
        status: form.status === 'stopped' ? ('stopped' as const) : ('active' as const),
      }));
    },

    /**
     * Creates a form (no id) or saves one at the version the edit started from; a stale save
     * answers PAGE_CONFLICT with the current version. Published pages showing the form are marked
     * "updated": the site changes at the next publish.
     */
    async save(scope: CompanyScope, input: SaveInput): Promise<FormDetail> {
      return db.transaction(async (tx) => {
        const website = await requireWebsite(tx, scope, input.website_id, { lock: true });
        const websiteScope = { ...scope, websiteId: website.id };
        // The form first: another website's or company's form answers before anything else is checked.
        const current = input.id === undefined ? undefined : await findForm(tx, websiteScope, input.id);
        if (input.id !== undefined && !current) {
          if (await findForm(tx, scope, input.id)) notOwned();
          throw new AppError('FORM_NOT_FOUND');
        }
        if (
          input.success.kind === 'page' &&
          !(await websiteHasPage(tx, websiteScope, input.success.page_id))
        ) {
          throw new AppError('FORM_SUCCESS_PAGE_MISSING');
        }
        const content = {
          name: input.name,
          fields: input.fields,
          submitLabel: input.submit_label as Record<string, string>,
          success: input.success as Record<string, unknown>,
          recipients: input.recipients,
          proofOfWork: input.proof_of_work,
          onProductPages: input.on_product_pages,
        };
        let row: FormRow;
        if (!current) {
          row = await insertForm(tx, { companyId: scope.companyId, websiteId: website.id, ...content });
        } else {
          const saved =
            current.version === input.version
              ? await updateFormAtVersion(tx, websiteScope, current.id, current.version, content)
              : undefined;
          if (!saved) {
            const fresh = await findForm(tx, websiteScope, current.id);
            throw new AppError('PAGE_CONFLICT', { data: { id: current.id, version: fresh?.version } });
          }
          row = saved;
          await markPagesShowingForm(tx, websiteScope, row.id);
        }
        if (row.onProductPages) await clearProductPageForms(tx, websiteScope, row.id);
        return formDetail(row);
      });
    },

    /** Stops the form at once and deletes it; its records stay, under its name. */
    async stopAndDelete(scope: CompanyScope, id: number): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const row = await stopAndDeleteForm(tx, scope, id);
        if (!row) throw new AppError('FORM_NOT_FOUND');
        await markPagesShowingForm(tx, { ...scope, websiteId: row.websiteId }, row.id);
        return { id: row.id };
      });
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;

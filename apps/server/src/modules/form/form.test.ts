import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  errors,
  type FormDetail,
  type FormSaveBody,
  type FormSummary,
  type FormUnreadCount,
  type RecordDetail,
  type RecordList,
  ROLES,
} from '@sitewright/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  body,
  call,
  createCompany,
  loginAdmin,
  send,
  setupApiTest,
  signInDemoOperator,
} from '../../../test/helper.ts';
import { companies, formRecords, forms, pages, users, websites } from '../../db/schema.ts';
import { parseCsv } from '../../lib/files/csv.ts';
import { readSpreadsheetRows } from '../../lib/files/spreadsheet.ts';
import { activeFormsOf } from './form.repository.ts';

const t = setupApiTest({ site: { name: 'Forms', template_id: 'corporate' }, rival: true });

const fields: FormSaveBody['fields'] = [
  { key: 'name', kind: 'text', label: { en: 'Your name' } },
  { key: 'email', kind: 'email', label: { en: 'E-mail' }, required: true },
  { key: 'message', kind: 'textarea', label: { en: 'Message' } },
];

type FormPayload = Partial<Omit<FormSaveBody, 'website_id'>> & { website_id?: number };

async function saveForm(payload: FormPayload, token = t.admin) {
  return send(t.app, token, 'POST', '/api/form/form/save', {
    website_id: t.site,
    name: 'Contact',
    fields,
    ...payload,
  });
}

async function newForm(payload: FormPayload = {}): Promise<FormDetail> {
  const response = await saveForm(payload);
  expect(body(response).code, response.body).toBe(0);
  return body<FormDetail>(response).data;
}

async function demoCompany(): Promise<number> {
  const [row] = await t.app.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'demo'));
  return row?.id as number;
}

type RecordValues = Partial<typeof formRecords.$inferInsert>;
/** An inquiry stored as the site's submission path stores one. */
async function insertRecord(form: { id: number; website_id: number }, values: RecordValues = {}) {
  const [row] = await t.app.db
    .insert(formRecords)
    .values({
      companyId: await demoCompany(),
      websiteId: form.website_id,
      formId: form.id,
      fields: [
        { key: 'name', kind: 'text', label: 'Your name' },
        { key: 'email', kind: 'email', label: 'E-mail' },
        { key: 'message', kind: 'textarea', label: 'Message' },
      ],
      data: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
      visitorEmail: 'ada@example.com',
      visitorName: 'Ada',
      ...values,
    })
    .returning();
  return row as typeof formRecords.$inferSelect;
}

const list = async (query: string, token = t.admin) => {
  const response = await call(t.app, token, 'GET', `/api/form/list?${query}`);
  expect(body(response).code, response.body).toBe(0);
  return body<RecordList>(response).data;
};

const unreadUrl = '/api/form/record/company/not-read-count';

describe('GET /api/form/record/company/not-read-count', () => {
  it('answers zero while no inquiry has arrived', async () => {
    const { token } = await loginAdmin(t.app);
    expect(body(await call(t.app, token, 'GET', unreadUrl))).toEqual({
      code: 0,
      message: 'OK',
      data: { not_read_count: 0 },
    });
  });

  it('counts the company’s unread inquiries on its live websites', async () => {
    const { token, response } = await loginAdmin(t.app);
    const companyId = body<{ company: { id: number } }>(response).data.company.id;
    const [live] = await t.app.db
      .insert(websites)
      .values({ companyId, name: 'Live', slug: 'form-live', flagCode: 'US', defaultLanguage: 'en' })
      .returning();
    const [deleted] = await t.app.db
      .insert(websites)
      .values({
        companyId,
        name: 'Deleted',
        slug: 'form-deleted',
        flagCode: 'US',
        defaultLanguage: 'en',
        deletedAt: new Date(),
      })
      .returning();
    const other = await createCompany(t.app, 'form-other');
    const [theirs] = await t.app.db
      .insert(websites)
      .values({
        companyId: other,
        name: 'Theirs',
        slug: 'form-theirs',
        flagCode: 'US',
        defaultLanguage: 'en',
      })
      .returning();
    if (!live || !deleted || !theirs) throw new Error('setup failed');
    await t.app.db.insert(formRecords).values([
      { companyId, websiteId: live.id, formId: 1 },
      { companyId, websiteId: live.id, formId: 1 },
      { companyId, websiteId: live.id, formId: 2, isRead: true },
      { companyId, websiteId: deleted.id, formId: 1 },
      { companyId: other, websiteId: theirs.id, formId: 1 },
    ]);
    // The admin app sends a query string; it does not change the company-wide count.
    const counts = body<FormUnreadCount>(
      await call(t.app, token, 'GET', `${unreadUrl}?website_id=${live.id}`),
    ).data;
    expect(counts).toEqual({ not_read_count: 2 });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: unreadUrl });
    expect(response.statusCode).toBe(401);
  });
});

describe('forms', () => {
  it('creates a form, saves it at its version, and refuses a stale save with 1201', async () => {
    const created = await newForm({ recipients: ['sales@example.com'] });
    expect(created).toMatchObject({ name: 'Contact', status: 'active', version: 1, website_id: t.site });
    expect(created.fields.map((f) => f.key)).toEqual(['name', 'email', 'message']);

    const saved = await newForm({
      id: created.id,
      version: 1,
      name: 'Contact us',
      recipients: ['sales@example.com'],
    });
    expect(saved).toMatchObject({ id: created.id, name: 'Contact us', version: 2 });

    const stale = await saveForm({ id: created.id, version: 1, name: 'Lost edit' });
    expect(body(stale).code).toBe(errors.PAGE_CONFLICT.code);
    const info = body<FormDetail>(await call(t.app, t.admin, 'GET', `/api/form/form/info?id=${created.id}`));
    expect(info.data).toMatchObject({ name: 'Contact us', version: 2, recipients: ['sales@example.com'] });
  });

  it('sends visitors to a page of the same website only', async () => {
    const [page] = await t.app.db.select().from(pages).where(eq(pages.websiteId, t.site)).limit(1);
    const ok = await newForm({ success: { kind: 'page', page_id: page?.id as number } });
    expect(ok.success).toEqual({ kind: 'page', page_id: page?.id });

    const otherSite = await send(t.app, t.admin, 'POST', '/api/website/website-add', {
      name: 'Other',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    });
    const otherId = body<{ website_id: number }>(otherSite).data.website_id;
    const [foreign] = await t.app.db.select().from(pages).where(eq(pages.websiteId, otherId)).limit(1);
    const refused = await saveForm({ success: { kind: 'page', page_id: foreign?.id as number } });
    expect(body(refused).code).toBe(errors.FORM_SUCCESS_PAGE_MISSING.code);
  });

  it('keeps one product inquiry form per website', async () => {
    const first = await newForm({ name: 'Product A', on_product_pages: true });
    const second = await newForm({ name: 'Product B', on_product_pages: true });
    const again = body<FormDetail>(
      await call(t.app, t.admin, 'GET', `/api/form/form/info?id=${first.id}`),
    ).data;
    expect(again.on_product_pages).toBe(false);
    expect(second.on_product_pages).toBe(true);
  });

  it('lists a website’s forms with their records and unread inquiries, spam left out of unread', async () => {
    const form = await newForm({ name: 'Counted' });
    await insertRecord(form);
    await insertRecord(form, { isRead: true });
    await insertRecord(form, { isSpam: true, spamReason: 'honeypot' });
    const listed = body<{ list: FormSummary[] }>(
      await call(t.app, t.admin, 'GET', `/api/form/form/list?website_id=${t.site}`),
    ).data.list;
    expect(listed.find((f) => f.id === form.id)).toMatchObject({
      name: 'Counted',
      field_count: 3,
      record_count: 3,
      not_read_count: 1,
    });
  });

  it('stops and deletes a form: gone from lists and the publisher, its records kept under its name', async () => {
    const form = await newForm({ name: 'Old campaign' });
    const record = await insertRecord(form, { visitorEmail: 'kept@example.com' });
    expect((await activeFormsOf(t.app.db, t.site)).map((f) => f.id)).toContain(form.id);

    const stopped = await send(t.app, t.admin, 'POST', '/api/form/stop_and_del', { id: form.id });
    expect(body(stopped)).toMatchObject({ code: 0, data: { id: form.id } });
    const [row] = await t.app.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row?.status).toBe('stopped');
    expect(row?.deletedAt).toBeInstanceOf(Date);

    expect((await activeFormsOf(t.app.db, t.site)).map((f) => f.id)).not.toContain(form.id);
    const listed = body<{ list: FormSummary[] }>(
      await call(t.app, t.admin, 'GET', `/api/form/form/list?website_id=${t.site}`),
    ).data.list;
    expect(listed.map((f) => f.id)).not.toContain(form.id);
    const info = await call(t.app, t.admin, 'GET', `/api/form/form/info?id=${form.id}`);
    expect(body(info).code).toBe(errors.FORM_NOT_FOUND.code);
    const again = await send(t.app, t.admin, 'POST', '/api/form/stop_and_del', { id: form.id });
    expect(body(again).code).toBe(errors.FORM_NOT_FOUND.code);

    const records = await list(`form_id=${form.id}`);
    expect(records.list.map((r) => [r.id, r.form_name])).toEqual([[record.id, 'Old campaign']]);
  });

  it('marks published pages showing the form as updated when the form changes', async () => {
    const form = await newForm({ name: 'On a page' });
    const [page] = await t.app.db.select().from(pages).where(eq(pages.websiteId, t.site)).limit(1);
    await t.app.db
      .update(pages)
      .set({
        isPublish: true,
        isDraft: false,
        document: {
          version: 1,
          blocks: [{ type: 'Form', props: { id: 'form-1', form_id: form.id } }],
        } as unknown as typeof pages.$inferInsert.document,
      })
      .where(eq(pages.id, page?.id as number));
    await newForm({ id: form.id, version: form.version, name: 'On a page, renamed' });
    const [after] = await t.app.db
      .select()
      .from(pages)
      .where(eq(pages.id, page?.id as number));
    expect(after?.isDraft).toBe(true);
  });

  it('lets page editors without the forms role choose and read forms for the form block', async () => {
    const form = await newForm({ name: 'For the editor', recipients: ['secret@example.com'] });
    const editor = await signInDemoOperator(t.app, 'page-editor', [ROLES.pageSet]);
    const choices = body<{ list: { id: number; name: string }[] }>(
      await call(t.app, editor, 'GET', `/api/editor/form/list?website_id=${t.site}`),
    ).data.list;
    expect(choices).toContainEqual({ id: form.id, name: 'For the editor', status: 'active' });
    const shown = await send(t.app, editor, 'POST', '/api/editor/form/info', {
      website_id: t.site,
      form_id: form.id,
    });
    expect(body(shown).code).toBe(0);
    expect(shown.body).not.toContain('secret@example.com');
    const management = await call(t.app, editor, 'GET', `/api/form/form/list?website_id=${t.site}`);
    expect(body(management).code).toBe(errors.ROLE_REQUIRED.code);
  });

  it('refuses another company’s forms and websites', async () => {
    const form = await newForm({ name: 'Ours' });
    expect(body(await call(t.app, t.rival, 'GET', `/api/form/form/info?id=${form.id}`)).code).toBe(
      errors.FORM_NOT_FOUND.code,
    );
    expect(body(await saveForm({ id: form.id, version: form.version, name: 'Theirs' }, t.rival)).code).toBe(
      errors.ILLEGAL_OPERATION.code,
    );
    expect(body(await send(t.app, t.rival, 'POST', '/api/form/stop_and_del', { id: form.id })).code).toBe(
      errors.FORM_NOT_FOUND.code,
    );
    const [row] = await t.app.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row).toMatchObject({ name: 'Ours', status: 'active', deletedAt: null });
  });
});

describe('records', () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

  it('filters by date preset and range, read, starred, spam, assignee and keyword; newest first', async () => {
    const form = await newForm({ name: 'Filters' });
    const [admin] = await t.app.db.select().from(users).where(eq(users.userName, 'admin'));
    const now = await insertRecord(form, {
      data: { message: 'Need 500 valves' },
      visitorEmail: 'buyer@acme.test',
    });
    const week = await insertRecord(form, { createdAt: daysAgo(3), isRead: true, isStarred: true });
    const month = await insertRecord(form, {
      createdAt: daysAgo(20),
      assigneeId: admin?.id as number,
      pageUrl: '/products/pump-x1',
    });
    const old = await insertRecord(form, { createdAt: daysAgo(60) });
    const spam = await insertRecord(form, { isSpam: true, spamReason: 'honeypot' });
    const ids = async (query: string) => (await list(`form_id=${form.id}&${query}`)).list.map((r) => r.id);

    expect(await ids('')).toEqual([now.id, week.id, month.id, old.id]);
    expect(await ids('created=today')).toEqual([now.id]);
    expect(await ids('created=7d')).toEqual([now.id, week.id]);
    expect(await ids('created=30d')).toEqual([now.id, week.id, month.id]);
    expect(await ids('created=90d')).toEqual([now.id, week.id, month.id, old.id]);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(await ids(`from=${day(daysAgo(21))}&to=${day(daysAgo(2))}`)).toEqual([week.id, month.id]);
    // A range wins over a preset.
    expect(await ids(`created=today&from=${day(daysAgo(61))}&to=${day(daysAgo(59))}`)).toEqual([old.id]);
    expect(await ids('read=read')).toEqual([week.id]);
    expect(await ids('read=unread')).toEqual([now.id, month.id, old.id]);
    expect(await ids('starred=true')).toEqual([week.id]);
    expect(await ids('spam=only')).toEqual([spam.id]);
    expect(await ids('spam=include')).toHaveLength(5);
    expect(await ids(`assignee_id=${admin?.id}`)).toEqual([month.id]);
    expect(await ids('keyword=valves')).toEqual([now.id]);
    expect(await ids('keyword=ACME')).toEqual([now.id]);
    expect(await ids('keyword=pump-x1')).toEqual([month.id]);
    expect(await ids('keyword=%25')).toEqual([]);

    const paged = await list(`form_id=${form.id}&page=2&page_size=3`);
    expect(paged).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(paged.list.map((r) => r.id)).toEqual([old.id]);
    expect(paged.list[0]).toMatchObject({ form_name: 'Filters', website_name: 'Forms', reply_count: 0 });
  });

  it('lists the company’s inquiries across websites, without deleted websites or other companies', async () => {
    const form = await newForm({ name: 'Everywhere' });
    const companyId = await demoCompany();
    const [gone] = await t.app.db
      .insert(websites)
      .values({
        companyId,
        name: 'Gone',
        slug: 'form-gone',
        flagCode: 'US',
        defaultLanguage: 'en',
        deletedAt: new Date(),
      })
      .returning();
    const kept = await insertRecord(form, { visitorEmail: 'everywhere@example.com' });
    await insertRecord(
      { id: form.id, website_id: gone?.id as number },
      { visitorEmail: 'everywhere@example.com' },
    );
    const all = await list('keyword=everywhere@example.com');
    expect(all.list.map((r) => r.id)).toEqual([kept.id]);
    expect((await list('keyword=everywhere@example.com', t.rival)).list).toEqual([]);
    // Naming our website, form or operator answers the rival as any other id of ours would.
    const [admin] = await t.app.db.select().from(users).where(eq(users.userName, 'admin'));
    for (const query of [`website_id=${t.site}`, `form_id=${form.id}`, `assignee_id=${admin?.id}`]) {
      const response = await call(t.app, t.rival, 'GET', `/api/form/list?${query}`);
      expect([errors.ILLEGAL_OPERATION.code, errors.FORM_NOT_FOUND.code]).toContain(body(response).code);
    }
  });

  it('leaves spam out of the unread badge', async () => {
    const url = '/api/form/record/company/not-read-count';
    const before = body<FormUnreadCount>(await call(t.app, t.admin, 'GET', url)).data.not_read_count;
    const form = await newForm({ name: 'Badge' });
    await insertRecord(form);
    await insertRecord(form, { isSpam: true, spamReason: 'too fast' });
    const after = body<FormUnreadCount>(await call(t.app, t.admin, 'GET', url)).data.not_read_count;
    expect(after).toBe(before + 1);
  });

  it('opens a record with every field, marks it read, and returns what the visitor sent as text', async () => {
    const payloads = JSON.parse(
      readFileSync('/work/shared/testdata/xss/dompurify/xss-payloads-alert.json', 'utf8'),
    ) as string[];
    const hostile = payloads.slice(0, 5);
    const form = await newForm({ name: 'Drawer' });
    const record = await insertRecord(form, {
      data: { name: hostile[0], email: 'ada@example.com', message: hostile.slice(1).join('\n') },
      visitorName: hostile[0] as string,
      pageUrl: '/contact?utm_source=mail',
      country: 'DE',
      lang: 'de',
      userAgent: 'Mozilla/5.0',
    });
    const response = await call(t.app, t.admin, 'GET', `/api/form/record/info?id=${record.id}`);
    const detail = body<RecordDetail>(response).data;
    expect(detail).toMatchObject({
      id: record.id,
      is_read: true,
      country: 'DE',
      lang: 'de',
      page_url: '/contact?utm_source=mail',
      user_agent: 'Mozilla/5.0',
      visitor_name: hostile[0],
    });
    expect(detail.data.message).toBe(hostile.slice(1).join('\n'));
    expect(detail.fields.map((f) => f.label)).toEqual(['Your name', 'E-mail', 'Message']);
    expect(detail.excerpt).not.toMatch(/\n/);
    const [row] = await t.app.db.select().from(formRecords).where(eq(formRecords.id, record.id));
    expect(row?.isRead).toBe(true);
  });

  it('applies bulk actions and refuses assignees and records of another company', async () => {
    const form = await newForm({ name: 'Bulk' });
    const a = await insertRecord(form);
    const b = await insertRecord(form);
    const [admin] = await t.app.db.select().from(users).where(eq(users.userName, 'admin'));
    const update = (payload: unknown, token = t.admin) =>
      send(t.app, token, 'POST', '/api/form/record/update', payload);

    expect(body(await update({ ids: [a.id, b.id], is_read: true, is_starred: true })).data).toEqual({
      count: 2,
    });
    expect(body(await update({ ids: [b.id], is_spam: true, assignee_id: admin?.id })).data).toEqual({
      count: 1,
    });
    const rows = await t.app.db.select().from(formRecords).where(eq(formRecords.formId, form.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a.id)).toMatchObject({ isRead: true, isStarred: true, isSpam: false, assigneeId: null });
    expect(byId.get(b.id)).toMatchObject({ isSpam: true, spamReason: 'operator', assigneeId: admin?.id });
    expect((await list(`form_id=${form.id}`)).list.map((r) => r.id)).toEqual([a.id]);

    const rivalCompany = await createCompany(t.app, 'form-assignee');
    const [stranger] = await t.app.db
      .insert(users)
      .values({ companyId: rivalCompany, userName: 'stranger', passwordHash: 'x' })
      .returning();
    const refused = await update({ ids: [a.id], assignee_id: stranger?.id });
    expect(body(refused).code).toBe(errors.ASSIGNEE_NOT_FOUND.code);
    expect(body(await update({ ids: [a.id], assignee_id: null })).data).toEqual({ count: 1 });

    const theirs = await update({ ids: [a.id], is_starred: false }, t.rival);
    expect(body(theirs).code).toBe(errors.RECORD_NOT_FOUND.code);
    const [still] = await t.app.db
      .select()
      .from(formRecords)
      .where(and(eq(formRecords.id, a.id), eq(formRecords.isStarred, true)));
    expect(still).toBeDefined();
    expect(body(await call(t.app, t.rival, 'GET', `/api/form/record/info?id=${a.id}`)).code).toBe(
      errors.RECORD_NOT_FOUND.code,
    );
  });
});

describe('GET /api/form/assignees', () => {
  it('lists the active operators who work on inquiries to any of them, and no one of another company', async () => {
    const handler = await signInDemoOperator(t.app, 'inquiry-handler', [ROLES.formList]);
    await signInDemoOperator(t.app, 'inquiry-colleague', [ROLES.formList]);
    await signInDemoOperator(t.app, 'page-only', [ROLES.pageSet]);
    await t.app.db.update(users).set({ status: 'disabled' }).where(eq(users.userName, 'inquiry-colleague'));
    await signInDemoOperator(t.app, 'inquiry-second', [ROLES.formList]);

    const names = async (token: string) =>
      body<{ list: { id: number; name: string }[] }>(
        await call(t.app, token, 'GET', '/api/form/assignees'),
      ).data.list.map((a) => a.name);
    const seen = await names(handler);
    expect(seen).toEqual(expect.arrayContaining(['Administrator', 'inquiry-handler', 'inquiry-second']));
    expect(seen).not.toContain('inquiry-colleague');
    expect(seen).not.toContain('page-only');
    expect(await names(t.rival)).not.toContain('inquiry-handler');
  });
});

describe('export', () => {
  async function exportForm(query: string, token = t.admin) {
    return call(t.app, token, 'GET', `/api/form/record/export?${query}`);
  }

  async function seedExport() {
    const form = await newForm({ name: 'Export' });
    await insertRecord(form, {
      createdAt: new Date('2026-01-02T10:00:00Z'),
      fields: [
        { key: 'name', kind: 'text', label: 'Name' },
        { key: 'email', kind: 'email', label: 'E-mail' },
      ],
      data: { name: '=HYPERLINK("http://evil.example","click")', email: 'first@example.com' },
      visitorEmail: 'first@example.com',
      pageUrl: '/contact',
      country: 'FR',
      lang: 'fr',
    });
    await insertRecord(form, {
      createdAt: new Date('2026-01-03T10:00:00Z'),
      fields: [
        { key: 'name', kind: 'text', label: 'Full name' },
        { key: 'phone', kind: 'phone', label: 'Phone' },
        { key: 'topics', kind: 'multiselect', label: 'Topics' },
      ],
      data: { name: '@SUM(1+1)', phone: '+4420794609', topics: ['pumps', 'valves'] },
      visitorEmail: '',
      isRead: true,
    });
    await insertRecord(form, { data: { name: 'Spammer' }, isSpam: true });
    return form;
  }

  it('writes a CSV with a column per field, where and when, spam left out, and no formula', async () => {
    const form = await seedExport();
    const response = await exportForm(`form_id=${form.id}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="inquiries-.*\.csv"/);
    const parsed = parseCsv(response.body);
    if (!('records' in parsed)) throw new Error('unreadable CSV');
    const [header, newest, oldest, ...rest] = parsed.records.map((r) => r.fields);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Date',
      'Website',
      'Form',
      'Full name',
      'Phone',
      'Topics',
      'E-mail',
      'Page',
      'Country',
      'Language',
      'Visitor e-mail',
      'Read',
      'Spam',
    ]);
    expect(newest).toEqual([
      '2026-01-03T10:00:00.000Z',
      'Forms',
      'Export',
      "'@SUM(1+1)",
      "'+4420794609",
      'pumps, valves',
      '',
      '',
      '',
      '',
      '',
      'yes',
      'no',
    ]);
    expect(oldest?.slice(3, 13)).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      '',
      '',
      'first@example.com',
      '/contact',
      'FR',
      'fr',
      'first@example.com',
      'no',
      'no',
    ]);
  });

  it('writes the same rows as an XLSX workbook, in the language of the request', async () => {
    const form = await seedExport();
    const response = await exportForm(`form_id=${form.id}&format=xlsx`);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const folder = await mkdtemp(join(tmpdir(), 'sw-form-export-'));
    try {
      const file = join(folder, 'export.xlsx');
      await writeFile(file, response.rawPayload);
      const sheet = await readSpreadsheetRows(file, { maxRows: 10, maxCellChars: 1000 });
      expect(sheet.rows).toHaveLength(3);
      expect(sheet.rows[0]?.slice(0, 4)).toEqual(['Date', 'Website', 'Form', 'Full name']);
      expect(sheet.rows[1]?.[3]).toBe("'@SUM(1+1)");
      expect(sheet.rows[2]?.[3]).toBe(`'=HYPERLINK("http://evil.example","click")`);

      const zh = await call(t.app, t.admin, 'GET', `/api/form/record/export?form_id=${form.id}&format=xlsx`, {
        headers: { 'accept-language': 'zh-CN' },
      });
      await writeFile(file, zh.rawPayload);
      const zhSheet = await readSpreadsheetRows(file, { maxRows: 10, maxCellChars: 1000 });
      expect(zhSheet.rows[0]?.slice(0, 3)).toEqual(['时间', '网站', '表单']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('exports nothing of another company', async () => {
    const form = await seedExport();
    const named = await exportForm(`form_id=${form.id}&format=csv`, t.rival);
    expect(body(named).code).toBe(errors.FORM_NOT_FOUND.code);
    const everything = await exportForm('format=csv', t.rival);
    const parsed = parseCsv(everything.body);
    expect('records' in parsed && parsed.records).toHaveLength(1);
    expect(everything.body).not.toContain('first@example.com');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Correspondence,
  errors,
  type FormDetail,
  type Reply,
  REPLY_TEMPLATES_MAX,
  type ReplyTemplate,
} from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  buildTestApp,
  call,
  loginAdmin,
  send,
  setupApiTest,
  type TestApp,
} from '../../../test/helper.ts';
import { decode } from '../../../test/smtp.ts';
import { companies, formRecords, formReplies, formReplyTemplates, users } from '../../db/schema.ts';

/** Jobs run in the test process, and mails land in DATA_DIR/outbox/mail as the mail tests read them. */
const t = setupApiTest({
  site: 'Replies',
  rival: true,
  dataDir: 'sw-form-reply-',
  deps: { jobs: { run: true, worker: { pollMs: 50 } } },
});

async function newForm(app = t.app, token = t.admin, websiteId = t.site): Promise<FormDetail> {
  const response = await send(app, token, 'POST', '/api/form/form/save', {
    website_id: websiteId,
    name: 'Contact',
    fields: [
      { key: 'email', kind: 'email', label: { en: 'E-mail' } },
      { key: 'message', kind: 'textarea', label: { en: 'Message' } },
    ],
  });
  return body<FormDetail>(response).data;
}

async function insertRecord(
  app: TestApp['app'],
  form: { id: number; website_id: number },
  values: Partial<typeof formRecords.$inferInsert> = {},
) {
  const [company] = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, 'demo'));
  const [row] = await app.db
    .insert(formRecords)
    .values({
      companyId: company?.id as number,
      websiteId: form.website_id,
      formId: form.id,
      fields: [
        { key: 'email', kind: 'email', label: 'E-mail' },
        { key: 'message', kind: 'textarea', label: 'Message' },
      ],
      data: { email: 'visitor@example.com', message: 'Do you ship to Norway?' },
      visitorEmail: 'visitor@example.com',
      ...values,
    })
    .returning();
  return row as typeof formRecords.$inferSelect;
}

const outbox = () => join(t.dataDir, 'outbox', 'mail');
const mails = () => {
  try {
    return readdirSync(outbox()).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};

async function replyState(id: number) {
  const [row] = await t.app.db.select().from(formReplies).where(eq(formReplies.id, id));
  return row;
}

describe('replying to a visitor', () => {
  it('stores the reply as queued, mails it through a job with the signature, and marks it sent', async () => {
    await t.app.db.update(users).set({ email: 'operator@acme.test' }).where(eq(users.userName, 'admin'));
    await send(t.app, t.admin, 'POST', '/api/form/signature', { signature: 'Ada Lovelace\nAcme Pumps' });
    const form = await newForm();
    const record = await insertRecord(t.app, form);
    const before = mails().length;

    const response = await send(t.app, t.admin, 'POST', '/api/form/correspond/reply', {
      record_id: record.id,
      subject: 'Shipping to Norway',
      body: 'Yes, we ship <everywhere> in Europe.\n\nKind regards',
    });
    const reply = body<Reply>(response).data;
    expect(reply).toMatchObject({
      record_id: record.id,
      to: 'visitor@example.com',
      subject: 'Shipping to Norway',
      status: 'queued',
      sent_at: null,
      author: { name: 'Administrator' },
    });
    const [opened] = await t.app.db.select().from(formRecords).where(eq(formRecords.id, record.id));
    expect(opened?.isRead).toBe(true);

    await expect.poll(async () => (await replyState(reply.id))?.status, { timeout: 10_000 }).toBe('sent');
    expect((await replyState(reply.id))?.sentAt).toBeInstanceOf(Date);
    expect(mails()).toHaveLength(before + 1);
    const file = mails().sort().at(-1) as string;
    const eml = decode(readFileSync(join(outbox(), file), 'latin1'));
    expect(eml).toContain('To: visitor@example.com');
    expect(eml).toContain('Reply-To: operator@acme.test');
    expect(eml).toContain('Subject: Shipping to Norway');
    expect(eml).toContain('Yes, we ship <everywhere> in Europe.');
    expect(eml).toContain('&lt;everywhere&gt;');
    expect(eml).toContain('Ada Lovelace');
    expect(eml).toContain('Acme Pumps');

    const thread = body<Correspondence>(
      await call(t.app, t.admin, 'GET', `/api/form/correspond/company/list?record_id=${record.id}`),
    ).data;
    const sent = thread.entries.find((e) => e.type === 'reply');
    expect(sent?.type === 'reply' && sent.reply.status).toBe('sent');
    const inquiry = thread.entries.find((e) => e.type === 'inquiry');
    expect(inquiry?.type === 'inquiry' && inquiry.record.reply_count).toBe(1);
  });

  it('refuses a record without a valid e-mail address, and stores nothing', async () => {
    const form = await newForm();
    const record = await insertRecord(t.app, form, {
      visitorEmail: 'not an address',
      data: { message: 'Hi' },
    });
    const response = await send(t.app, t.admin, 'POST', '/api/form/correspond/reply', {
      record_id: record.id,
      subject: 'Hello',
      body: 'Hello',
    });
    expect(body(response).code).toBe(errors.RECORD_NO_EMAIL.code);
    expect(await t.app.db.select().from(formReplies).where(eq(formReplies.recordId, record.id))).toEqual([]);
  });

  it('refuses to reply to another company’s inquiry', async () => {
    const form = await newForm();
    const record = await insertRecord(t.app, form);
    const response = await send(t.app, t.rival, 'POST', '/api/form/correspond/reply', {
      record_id: record.id,
      subject: 'Hello',
      body: 'Hello',
    });
    expect(body(response).code).toBe(errors.RECORD_NOT_FOUND.code);
    const thread = await call(
      t.app,
      t.rival,
      'GET',
      `/api/form/correspond/company/list?record_id=${record.id}`,
    );
    expect(body(thread).code).toBe(errors.RECORD_NOT_FOUND.code);
  });
});

describe('the correspondence with a visitor', () => {
  it('merges every inquiry of one visitor (any case of the address) with the replies, oldest first', async () => {
    const form = await newForm();
    const first = await insertRecord(t.app, form, {
      visitorEmail: 'Grace@Example.com',
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const second = await insertRecord(t.app, form, { visitorEmail: 'grace@example.com' });
    await insertRecord(t.app, form, { visitorEmail: 'someone-else@example.com' });
    const reply = body<Reply>(
      await send(t.app, t.admin, 'POST', '/api/form/correspond/reply', {
        record_id: first.id,
        subject: 'Re: pumps',
        body: 'Here is our catalogue.',
      }),
    ).data;
    // The reply is written after the first inquiry and before the second is answered.
    await t.app.db
      .update(formReplies)
      .set({ createdAt: new Date(Date.now() - 1_800_000) })
      .where(eq(formReplies.id, reply.id));

    const thread = body<Correspondence>(
      await call(t.app, t.admin, 'GET', `/api/form/correspond/company/list?record_id=${second.id}`),
    ).data;
    expect(thread.visitor_email).toBe('grace@example.com');
    expect(
      thread.entries.map((e) => (e.type === 'inquiry' ? `inquiry ${e.record.id}` : `reply ${e.reply.id}`)),
    ).toEqual([`inquiry ${first.id}`, `reply ${reply.id}`, `inquiry ${second.id}`]);
  });
});

describe('reply templates and the signature', () => {
  it('saves, lists and deletes the company’s templates', async () => {
    const saved = body<ReplyTemplate>(
      await send(t.app, t.admin, 'POST', '/api/form/reply-template/save', {
        name: 'Price list',
        subject: 'Our prices',
        body: 'Please find our prices attached.',
      }),
    ).data;
    const edited = body<ReplyTemplate>(
      await send(t.app, t.admin, 'POST', '/api/form/reply-template/save', {
        id: saved.id,
        name: 'Price list 2026',
        body: 'Our 2026 prices.',
      }),
    ).data;
    expect(edited).toEqual({ id: saved.id, name: 'Price list 2026', subject: '', body: 'Our 2026 prices.' });
    const listed = body<{ list: ReplyTemplate[] }>(
      await call(t.app, t.admin, 'GET', '/api/form/reply-template/list'),
    ).data.list;
    expect(listed).toContainEqual(edited);
    expect(
      body<{ list: ReplyTemplate[] }>(await call(t.app, t.rival, 'GET', '/api/form/reply-template/list')).data
        .list,
    ).toEqual([]);

    const theirs = await send(t.app, t.rival, 'DELETE', '/api/form/reply-template/del', { ids: [saved.id] });
    expect(body(theirs).code).toBe(errors.ILLEGAL_OPERATION.code);
    const stolen = await send(t.app, t.rival, 'POST', '/api/form/reply-template/save', {
      id: saved.id,
      name: 'Mine',
      body: 'Mine',
    });
    expect(body(stolen).code).toBe(errors.ILLEGAL_OPERATION.code);

    const deleted = await send(t.app, t.admin, 'DELETE', '/api/form/reply-template/del', { ids: [saved.id] });
    expect(body(deleted).data).toEqual({ count: 1 });
    expect(
      await t.app.db.select().from(formReplyTemplates).where(eq(formReplyTemplates.id, saved.id)),
    ).toEqual([]);
  });

  it('keeps at most REPLY_TEMPLATES_MAX templates per company', async () => {
    const [company] = await t.app.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.code, 'demo'));
    const existing = await t.app.db
      .select()
      .from(formReplyTemplates)
      .where(eq(formReplyTemplates.companyId, company?.id as number));
    await t.app.db.insert(formReplyTemplates).values(
      Array.from({ length: REPLY_TEMPLATES_MAX - existing.length }, (_, i) => ({
        companyId: company?.id as number,
        name: `Template ${i}`,
        body: 'Body',
      })),
    );
    const refused = await send(t.app, t.admin, 'POST', '/api/form/reply-template/save', {
      name: 'One too many',
      body: 'Body',
    });
    expect(body(refused).code).toBe(errors.REPLY_TEMPLATES_TOO_MANY.code);
    // Another company keeps its own allowance.
    const theirs = await send(t.app, t.rival, 'POST', '/api/form/reply-template/save', {
      name: 'Ok',
      body: 'Ok',
    });
    expect(body(theirs).code).toBe(0);
  });

  it('keeps one signature per company', async () => {
    await send(t.app, t.admin, 'POST', '/api/form/signature', { signature: '  Best,\nAcme  ' });
    expect(body(await call(t.app, t.admin, 'GET', '/api/form/signature')).data).toEqual({
      signature: 'Best,\nAcme',
    });
    expect(body(await call(t.app, t.rival, 'GET', '/api/form/signature')).data).toEqual({ signature: '' });
  });
});

describe('a reply whose mail cannot be delivered', () => {
  let failing: TestApp;
  beforeAll(async () => {
    // Port 1 refuses connections: every try fails at once, and retries come without waiting.
    failing = await buildTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:1' },
      deps: { jobs: { run: true, worker: { pollMs: 50, backoffMs: () => 0 } } },
    });
  });
  afterAll(() => failing?.close());

  it('is shown as failed with the reason once its tries are spent', async () => {
    const { token } = await loginAdmin(failing.app);
    const websiteId = body<{ website_id: number }>(
      await send(failing.app, token, 'POST', '/api/website/website-add', {
        name: 'Failing',
        flag_code: 'US',
        default_language: 'en',
      }),
    ).data.website_id;
    const form = await newForm(failing.app, token, websiteId);
    const record = await insertRecord(failing.app, form);
    const reply = body<Reply>(
      await send(failing.app, token, 'POST', '/api/form/correspond/reply', {
        record_id: record.id,
        subject: 'Lost',
        body: 'This will not arrive.',
      }),
    ).data;
    expect(reply.status).toBe('queued');
    const state = async () =>
      (await failing.app.db.select().from(formReplies).where(eq(formReplies.id, reply.id)))[0];
    await expect.poll(async () => (await state())?.status, { timeout: 20_000 }).toBe('failed');
    expect((await state())?.error).toMatch(/ECONNREFUSED|connect/i);
    expect((await state())?.sentAt).toBeNull();
  });
});

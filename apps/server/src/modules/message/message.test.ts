import type { Message, MessageCount, MessageList } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  body,
  call,
  createCompany,
  createUser,
  login,
  send,
  setupApiTest,
  signInDemoOperator,
} from '../../../test/helper.ts';
import { companies, messages, sslCertificates, users, websiteDomains } from '../../db/schema.ts';
import { announceExpiringCertificates } from '../host/index.ts';
import { notify } from './index.ts';

const t = setupApiTest({ rival: true });

async function me(token: string): Promise<{ id: number; companyId: number }> {
  const info = body<{ id: number; company: { id: number } }>(
    await call(t.app, token, 'GET', '/api/user/info'),
  );
  return { id: info.data.id, companyId: info.data.company.id };
}

const count = async (token: string) =>
  body<MessageCount>(await call(t.app, token, 'GET', '/api/website/message-count')).data;

const list = async (token: string, query = '', lang = 'en') =>
  body<MessageList>(
    await call(t.app, token, 'GET', `/api/website/message-list${query}`, {
      headers: { 'accept-language': lang },
    }),
  ).data;

/** Writes `n` publish messages to one operator, oldest first. */
async function seed(token: string, n: number, site = 'Site'): Promise<void> {
  const reader = await me(token);
  for (let i = 1; i <= n; i++) {
    await notify(t.app.db, {
      companyId: reader.companyId,
      to: { userIds: [reader.id] },
      kind: 'publish_succeeded',
      params: { site: `${site} ${i}`, pages: i },
      link: '/page/index',
    });
  }
}

describe('GET /api/website/message-count', () => {
  it('answers zero counts while there are no messages', async () => {
    const token = await signInDemoOperator(t.app, 'count-empty');
    expect(await count(token)).toEqual({ is_read_count: 0, not_read_count: 0 });
  });

  it('counts the caller’s own read and unread messages only', async () => {
    const token = await signInDemoOperator(t.app, 'count-own');
    const reader = await me(token);
    const otherCompany = await createCompany(t.app, 'msg-other');
    const otherUser = await createUser(t.app, {
      companyId: otherCompany,
      userName: 'u',
      password: 'other-password',
    });
    await t.app.db.insert(messages).values([
      { companyId: reader.companyId, userId: reader.id, title: 'a', isRead: true },
      { companyId: reader.companyId, userId: reader.id, title: 'b' },
      { companyId: reader.companyId, userId: reader.id, title: 'c' },
      { companyId: otherCompany, userId: otherUser, title: 'not mine' },
    ]);
    expect(await count(token)).toEqual({ is_read_count: 1, not_read_count: 2 });

    const other = (await login(t.app, { companyId: 'msg-other', username: 'u', password: 'other-password' }))
      .token;
    expect(await count(other)).toEqual({ is_read_count: 0, not_read_count: 1 });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/website/message-list' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/website/message-list', () => {
  it('lists the reader’s messages newest first, in the reader’s language, a page at a time', async () => {
    const token = await signInDemoOperator(t.app, 'lister');
    await seed(token, 3, 'Northwind');
    const first = await list(token, '?page=1&page_size=2');
    expect(first.total).toBe(3);
    expect(first.list.map((m) => m.title)).toEqual([
      'Website "Northwind 3" published',
      'Website "Northwind 2" published',
    ]);
    expect(first.list[0]).toMatchObject({
      kind: 'publish_succeeded',
      body: '3 page(s) of "Northwind 3" are live now.',
      link: '/page/index',
      is_read: false,
    });
    const second = await list(token, '?page=2&page_size=2');
    expect(second.list.map((m) => m.title)).toEqual(['Website "Northwind 1" published']);
    const zh = await list(token, '?page_size=1', 'zh-CN');
    expect(zh.list[0]?.title).toBe('网站“Northwind 3”发布成功');
  });

  it('filters read and unread messages', async () => {
    const token = await signInDemoOperator(t.app, 'filterer');
    await seed(token, 3);
    const [newest] = (await list(token)).list as [Message];
    await send(t.app, token, 'POST', '/api/website/message-set-is-read', { ids: [newest.id] });
    expect((await list(token, '?is_read=1')).list.map((m) => m.id)).toEqual([newest.id]);
    const unread = await list(token, '?is_read=0');
    expect(unread.total).toBe(2);
    expect(unread.list.every((m) => !m.is_read)).toBe(true);
  });

  it('refuses a page size above 100', async () => {
    const token = await signInDemoOperator(t.app, 'greedy');
    const response = await call(t.app, token, 'GET', '/api/website/message-list?page_size=101');
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/website/message-set-is-read', () => {
  it('marks the named messages read, then all of them, and the unread count falls', async () => {
    const token = await signInDemoOperator(t.app, 'reader');
    await seed(token, 3);
    const ids = (await list(token)).list.map((m) => m.id);
    const one = await send(t.app, token, 'POST', '/api/website/message-set-is-read', { ids: [ids[0]] });
    expect(body(one).data).toEqual({ count: 1 });
    expect(await count(token)).toEqual({ is_read_count: 1, not_read_count: 2 });
    const all = await send(t.app, token, 'POST', '/api/website/message-set-is-read', { all: true });
    expect(body(all).data).toEqual({ count: 2 });
    expect(await count(token)).toEqual({ is_read_count: 3, not_read_count: 0 });
  });

  it('refuses a body naming neither ids nor all', async () => {
    const token = await signInDemoOperator(t.app, 'vague');
    expect((await send(t.app, token, 'POST', '/api/website/message-set-is-read', {})).statusCode).toBe(400);
    const none = await send(t.app, token, 'POST', '/api/website/message-set-is-read', { ids: [] });
    expect(none.statusCode).toBe(400);
  });
});

describe('DELETE /api/website/message-del', () => {
  it('deletes the named messages', async () => {
    const token = await signInDemoOperator(t.app, 'deleter');
    await seed(token, 3);
    const ids = (await list(token)).list.map((m) => m.id);
    const response = await call(t.app, token, 'DELETE', `/api/website/message-del?ids=${ids[0]},${ids[1]}`);
    expect(body(response).data).toEqual({ count: 2 });
    expect((await list(token)).list.map((m) => m.id)).toEqual([ids[2]]);
    expect(await count(token)).toEqual({ is_read_count: 0, not_read_count: 1 });
  });
});

describe('another operator’s messages', () => {
  it('cannot be read, marked or deleted by a colleague or another company (1105, nothing changes)', async () => {
    const owner = await signInDemoOperator(t.app, 'owner');
    const colleague = await signInDemoOperator(t.app, 'colleague');
    await seed(owner, 1);
    await seed(colleague, 1);
    const [mine] = (await list(owner)).list as [Message];
    const [theirs] = (await list(colleague)).list as [Message];

    for (const intruder of [colleague, t.rival]) {
      expect((await list(intruder)).list.map((m) => m.id)).not.toContain(mine.id);
      const mark = await send(t.app, intruder, 'POST', '/api/website/message-set-is-read', {
        ids: [mine.id],
      });
      expect(body(mark).code).toBe(1105);
      const del = await call(t.app, intruder, 'DELETE', `/api/website/message-del?ids=${mine.id}`);
      expect(body(del).code).toBe(1105);
    }
    // One foreign id among the caller's own refuses the whole call.
    const mixed = await send(t.app, colleague, 'POST', '/api/website/message-set-is-read', {
      ids: [theirs.id, mine.id],
    });
    expect(body(mixed).code).toBe(1105);
    expect(await count(colleague)).toEqual({ is_read_count: 0, not_read_count: 1 });
    // Marking all reads only the caller's own.
    await send(t.app, t.rival, 'POST', '/api/website/message-set-is-read', { all: true });
    expect((await list(owner)).list).toEqual([{ ...mine, is_read: false }]);
  });
});

describe('messages written by events', () => {
  it('tells the operator who published that the website is live, and why a publish failed', async () => {
    const token = await signInDemoOperator(t.app, 'publisher');
    const created = await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Harbour Tools',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    });
    const websiteId = body<{ website_id: number }>(created).data.website_id;
    const published = await send(t.app, token, 'POST', '/api/website/publish-website', {
      id: websiteId,
      website_page_id: 0,
    });
    expect(body(published).code).toBe(0);
    const [done] = (await list(token)).list as [Message];
    expect(done).toMatchObject({
      kind: 'publish_succeeded',
      title: 'Website "Harbour Tools" published',
      link: '/page/index',
      website_id: websiteId,
    });

    const bare = body<{ website_id: number }>(
      await send(t.app, token, 'POST', '/api/website/website-add', {
        name: 'Empty Shelf',
        flag_code: 'US',
        default_language: 'en',
      }),
    ).data.website_id;
    const refused = await send(t.app, token, 'POST', '/api/website/publish-website', {
      id: bare,
      website_page_id: 0,
    });
    expect(body(refused).code).not.toBe(0);
    const [failed] = (await list(token)).list as [Message];
    expect(failed).toMatchObject({
      kind: 'publish_failed',
      title: 'Publishing website "Empty Shelf" failed',
      body: body(refused).message,
      website_id: bare,
    });
    expect(await count(token)).toEqual({ is_read_count: 0, not_read_count: 2 });
  });

  it('warns the operators of website settings once per certificate and threshold', async () => {
    const [demo] = await t.app.db.select().from(companies).where(eq(companies.code, 'demo'));
    const companyId = demo?.id as number;
    const settings = await signInDemoOperator(t.app, 'settings-keeper', ['page.web_set']);
    const editor = await signInDemoOperator(t.app, 'page-editor', ['page.page.page_set']);
    const websiteId = body<{ website_id: number }>(
      await send(t.app, settings, 'POST', '/api/website/website-add', {
        name: 'Secure Shop',
        flag_code: 'US',
        default_language: 'en',
      }),
    ).data.website_id;
    const validTo = new Date('2030-06-30T12:00:00Z');
    await t.app.db.insert(websiteDomains).values({ companyId, websiteId, domain: 'shop.example.com' });
    await t.app.db.insert(sslCertificates).values({
      companyId,
      websiteId,
      domain: 'shop.example.com',
      certificatePem: 'pem',
      keyEncrypted: 'key',
      issuer: 'Test CA',
      subject: 'shop.example.com',
      validFrom: new Date('2030-01-01T00:00:00Z'),
      validTo,
    });
    const daysBefore = (days: number) => new Date(validTo.getTime() - days * 24 * 60 * 60 * 1000);

    // Not yet within 14 days: nothing.
    await announceExpiringCertificates(t.app.db, daysBefore(20));
    expect((await count(settings)).not_read_count).toBe(0);

    await announceExpiringCertificates(t.app.db, daysBefore(13.5));
    await announceExpiringCertificates(t.app.db, daysBefore(12));
    const warned = (await list(settings)).list;
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({
      kind: 'certificate_expiring',
      title: 'The certificate of shop.example.com expires in 14 day(s)',
      link: '/page/web_set',
      website_id: websiteId,
    });
    expect(warned[0]?.body).toContain('2030-06-30');
    // An operator who cannot change website settings is not told; the administrator is.
    expect((await count(editor)).not_read_count).toBe(0);
    const [adminRow] = await t.app.db.select().from(users).where(eq(users.userName, 'admin'));
    const adminMessages = await t.app.db
      .select()
      .from(messages)
      .where(eq(messages.userId, adminRow?.id as number));
    expect(adminMessages.filter((m) => m.kind === 'certificate_expiring')).toHaveLength(1);

    // The last day is announced once more, and only once.
    await announceExpiringCertificates(t.app.db, daysBefore(0.5));
    await announceExpiringCertificates(t.app.db, daysBefore(0.2));
    expect((await list(settings)).list.map((m) => m.title)).toEqual([
      'The certificate of shop.example.com expires in 1 day(s)',
      'The certificate of shop.example.com expires in 14 day(s)',
    ]);
    // Expired certificates are past warning.
    await announceExpiringCertificates(t.app.db, daysBefore(-1));
    expect((await count(settings)).not_read_count).toBe(2);
  });
});

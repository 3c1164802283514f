import { type AuditEntry, type AuditExport, type AuditLogList, errors } from '@sitewright/contract';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  body,
  buildTestApp,
  call,
  login,
  loginAdmin,
  send,
  setupApiTest,
  signInDemoOperator,
} from '../../../test/helper.ts';
import { pruneAuditRows } from './audit.repository.ts';
import { auditLog } from './audit.schema.ts';

const t = setupApiTest({ rivalSite: 'Rival site', site: 'Audited' });

const LIST = '/api/website/audit-log/list';
const EXPORT = '/api/website/audit-log/export';

async function entries(token: string, query: Record<string, string> = {}): Promise<AuditLogList> {
  await t.app.audit.flush();
  const response = await call(t.app, token, 'GET', LIST, { query: { page_size: '100', ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return body<AuditLogList>(response).data;
}

/** Every stored entry, all companies, straight from the table. */
async function stored(): Promise<string> {
  await t.app.audit.flush();
  const rows = await t.app.db.select().from(auditLog);
  return JSON.stringify(rows);
}

function latest(list: AuditLogList, callName: string): AuditEntry {
  const found = list.list.find((e) => e.call === callName);
  if (!found) throw new Error(`no ${callName} entry in ${JSON.stringify(list.list.map((e) => e.call))}`);
  return found;
}

describe('the audit log', () => {
  it('records a change with who, when, from where, which call, which ids and which fields', async () => {
    const before = Date.now();
    const response = await send(
      t.app,
      t.admin,
      'PUT',
      '/api/website/website-edit',
      {
        website_id: t.site,
        name: 'Audited again',
        seo: { title: 'Home', keywords: 'a, b', description: '' },
      },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(body(response).code).toBe(0);
    const entry = latest(await entries(t.admin), 'website.edit');
    expect(entry).toMatchObject({
      user_name: 'admin',
      method: 'PUT',
      path: '/api/website/website-edit',
      website_id: t.site,
      outcome: 'ok',
    });
    expect(entry.user_id).toBeGreaterThan(0);
    expect(entry.ip).not.toBe('');
    expect(Date.parse(entry.create_time)).toBeGreaterThanOrEqual(before - 1000);
    // Website settings tell the log what they held before: only what differs is listed, both ways.
    expect(entry.changes).toEqual([
      { field: 'name', before: 'Audited', value: 'Audited again' },
      { field: 'seo.title', before: '', value: 'Home' },
      { field: 'seo.keywords', before: '', value: 'a, b' },
    ]);
  });

  it('names the ids a call took and the id of what it created', async () => {
    const created = await send(t.app, t.admin, 'POST', '/api/website/role/role', {
      name: 'Editors',
      roles: ['news.index'],
    });
    const roleId = body<{ id: number }>(created).data.id;
    await call(t.app, t.admin, 'DELETE', '/api/website/role/role', { query: { id: String(roleId) } });
    const list = await entries(t.admin);
    expect(latest(list, 'team.roleCreate')).toMatchObject({
      target_ids: { id: roleId },
      changes: [
        { field: 'name', value: 'Editors' },
        { field: 'roles', value: null },
      ],
    });
    expect(latest(list, 'team.roleDelete').target_ids).toEqual({ id: roleId });
  });

  it('records no read, and no refused call', async () => {
    const count = (await entries(t.admin)).total;
    await call(t.app, t.admin, 'GET', '/api/website/website-list');
    const refused = await send(t.app, t.admin, 'PUT', '/api/website/website-edit', {
      website_id: t.rivalSite,
      name: 'Not mine',
    });
    expect(body(refused).code).toBe(errors.ILLEGAL_OPERATION.code);
    const invalid = await send(t.app, t.admin, 'PUT', '/api/website/website-edit', { website_id: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect((await entries(t.admin)).total).toBe(count);
  });

  it('never stores a password, token or code', async () => {
    const secret = 'Very-secret-pass-42';
    await send(t.app, t.admin, 'POST', '/api/website/user/user', {
      user_name: 'auditee',
      password: secret,
      role_id: (await firstRoleId()) as number,
    });
    const signedIn = await login(t.app, { companyId: 'demo', username: 'auditee', password: secret });
    expect(signedIn.token).not.toBe('');
    await send(t.app, signedIn.token, 'POST', '/api/website/change_password', {
      old_password: secret,
      new_password: `${secret}-new`,
    });
    const all = await stored();
    expect(all).not.toContain(secret);
    expect(all).not.toContain(signedIn.token);
    const list = await entries(t.admin);
    expect(latest(list, 'team.userCreate').changes).toContainEqual({
      field: 'password',
      value: '[redacted]',
    });
    expect(latest(list, 'user.changePassword')).toMatchObject({
      user_name: 'auditee',
      changes: [
        { field: 'old_password', value: '[redacted]' },
        { field: 'new_password', value: '[redacted]' },
      ],
    });
  });

  it('records sign-in, sign-out and a failed sign-in of the company', async () => {
    const { token } = await login(t.app, { companyId: 'demo', username: 'admin', password: ADMIN_PASSWORD });
    await send(t.app, token, 'POST', '/api/user/logout');
    const failed = await login(t.app, { companyId: 'demo', username: 'admin', password: 'wrong-password-1' });
    expect(body(failed.response).code).toBe(errors.LOGIN_FAILED.code);
    const list = await entries(t.admin);
    expect(latest(list, 'user.login')).toMatchObject({
      user_name: 'admin',
      outcome: 'failed',
      user_id: null,
    });
    expect(
      list.list.some((e) => e.call === 'user.login' && e.outcome === 'ok' && e.user_name === 'admin'),
    ).toBe(true);
    expect(latest(list, 'user.logout')).toMatchObject({ user_name: 'admin', outcome: 'ok' });
    expect(await stored()).not.toContain('wrong-password-1');
  });

  it('filters by user, call and date', async () => {
    const operator = await signInDemoOperator(t.app, 'filterer');
    await send(t.app, operator, 'PUT', '/api/website/website-edit', {
      website_id: t.site,
      name: 'By filterer',
    });
    const all = await entries(t.admin);
    const filterer = all.users.find((u) => u.name === 'filterer');
    expect(filterer).toBeDefined();
    expect(all.calls).toContain('website.edit');

    const byUser = await entries(t.admin, { user_id: String(filterer?.id) });
    expect(byUser.list.length).toBeGreaterThan(0);
    expect(byUser.list.every((e) => e.user_name === 'filterer')).toBe(true);

    const byCall = await entries(t.admin, { call: 'website.edit' });
    expect(byCall.list.length).toBeGreaterThanOrEqual(2);
    expect(byCall.list.every((e) => e.call === 'website.edit')).toBe(true);

    expect((await entries(t.admin, { date: 'today' })).total).toBe(all.total);
    expect((await entries(t.admin, { date: '7' })).total).toBe(all.total);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await entries(t.admin, { from: future })).total).toBe(0);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await entries(t.admin, { from: past, to: future })).total).toBe(all.total);
    const backwards = await call(t.app, t.admin, 'GET', LIST, { query: { from: future, to: past } });
    expect(backwards.statusCode).toBe(400);

    const paged = await entries(t.admin, { page_size: '2', page: '2' });
    expect(paged.list).toHaveLength(2);
    expect(paged.list[0]?.id).toBe(all.list[2]?.id);
  });

  it('exports the filtered entries as CSV with a BOM, a header row and formulas defused', async () => {
    await send(t.app, t.admin, 'PUT', '/api/website/website-edit', {
      website_id: t.site,
      name: '=HYPERLINK("x")',
    });
    await send(t.app, t.admin, 'PUT', '/api/website/website-edit', { website_id: t.site, name: '网站 "一"' });
    await t.app.audit.flush();
    const response = await call(t.app, t.admin, 'GET', EXPORT, {
      query: { call: 'website.edit' },
      headers: { 'accept-language': 'zh-CN' },
    });
    const file = body<AuditExport>(response).data;
    expect(file.file_name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.csv.startsWith('\uFEFF"时间（UTC）","用户"')).toBe(true);
    const lines = file.csv.slice(1).trimEnd().split('\r\n');
    const rows = lines.slice(1);
    expect(rows.length).toBe((await entries(t.admin, { call: 'website.edit' })).total);
    expect(rows.every((line) => line.includes('"修改网站设置"'))).toBe(true);
    expect(file.csv).toContain('"name: By filterer → =HYPERLINK(""x"")"');
    expect(file.csv).toContain('"name: =HYPERLINK(""x"") → 网站 ""一"""');
    // A name typed at a failed sign-in is text the attacker chose: it must not run as a formula.
    await login(t.app, { companyId: 'demo', username: '=1+2', password: 'wrong-password-1' });
    await login(t.app, { companyId: 'demo', username: '@SUM(A1)', password: 'wrong-password-1' });
    await t.app.audit.flush();
    const signIns = body<AuditExport>(
      await call(t.app, t.admin, 'GET', EXPORT, { query: { call: 'user.login' } }),
    ).data.csv;
    expect(signIns).toContain(`"'=1+2"`);
    expect(signIns).toContain(`"'@SUM(A1)"`);
    const english = body<AuditExport>(
      await call(t.app, t.admin, 'GET', EXPORT, { query: { call: 'website.edit' } }),
    ).data.csv;
    expect(english.startsWith('\uFEFF"Time (UTC)","User","User id","Address","Action"')).toBe(true);
  });

  it("never shows another company's entries", async () => {
    await send(t.app, t.rival, 'PUT', '/api/website/website-edit', {
      website_id: t.rivalSite,
      name: 'Rival edit',
    });
    const rivalList = await entries(t.rival);
    expect(rivalList.list.length).toBeGreaterThan(0);
    expect(rivalList.list.every((e) => e.user_name === 'boss')).toBe(true);
    expect(rivalList.list.some((e) => e.website_id === t.site)).toBe(false);
    const mine = await entries(t.admin);
    expect(mine.list.some((e) => e.website_id === t.rivalSite || e.user_name === 'boss')).toBe(false);
    expect(mine.users.some((u) => u.name === 'boss')).toBe(false);
    const exported = body<AuditExport>(await call(t.app, t.admin, 'GET', EXPORT)).data.csv;
    expect(exported).not.toContain('Rival edit');
    // Asking for the rival's user by id finds nothing.
    const rivalUser = rivalList.users[0]?.id as number;
    expect((await entries(t.admin, { user_id: String(rivalUser) })).total).toBe(0);
  });

  it('is for administrators only (1009)', async () => {
    const operator = await signInDemoOperator(t.app, 'not-an-admin');
    for (const url of [LIST, EXPORT]) {
      const response = await call(t.app, operator, 'GET', url);
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe(errors.ROLE_REQUIRED.code);
    }
  });

  it('deletes entries past the retention', async () => {
    await t.app.audit.flush();
    await t.app.db.execute(
      sql`update audit_log set created_at = now() - interval '200 days' where call = 'user.logout'`,
    );
    const gone = await pruneAuditRows(t.app.db, new Date(Date.now() - 180 * 24 * 3_600_000), 1);
    expect(gone).toBeGreaterThan(0);
    expect((await entries(t.admin, { call: 'user.logout' })).total).toBe(0);
  });
});

describe('an audit log that cannot be written', () => {
  it('answers the call anyway and logs the failure', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const broken = await buildTestApp({ env: { LOG_LEVEL: 'error' }, deps: { logStream } });
    try {
      const { token } = await loginAdmin(broken.app);
      await broken.app.db.execute(sql`drop table audit_log`);
      const response = await send(broken.app, token, 'POST', '/api/website/role/role', {
        name: 'Still saved',
        roles: ['news.index'],
      });
      expect(response.statusCode).toBe(200);
      expect(body(response).code).toBe(0);
      await broken.app.audit.flush();
      expect(lines.some((line) => line.includes('could not write to the audit log'))).toBe(true);
    } finally {
      await broken.close();
    }
  });
});

async function firstRoleId(): Promise<number | undefined> {
  const response = await call(t.app, t.admin, 'GET', '/api/website/role/list');
  return body<{ list: { id: number }[] }>(response).data.list[0]?.id;
}

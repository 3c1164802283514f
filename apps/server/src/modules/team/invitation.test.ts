import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COOKIES,
  errors,
  INVITATIONS_PER_HOUR_MAX,
  type InvitationList,
  type InvitationPreview,
  type LoginResult,
  ROLES,
  type RoleList,
  type TeamInvitation,
  type TeamRole,
} from '@sitewright/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, call, login, send, setupApiTest, signInDemoOperator } from '../../../test/helper.ts';

const t = setupApiTest({
  rival: true,
  dataDir: 'sw-invite-',
  deps: { jobs: { run: true, worker: { pollMs: 50 } } },
});

let editor: TeamRole;
let adminRole: TeamRole;

const publicPost = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The body of every mail written to the outbox so far, decoded enough to find links in. */
function outbox(): string[] {
  const folder = join(t.dataDir, 'outbox', 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  // Undoes quoted-printable, which writes the link's `=` as `=3D`.
  return files.sort().map((f) =>
    Buffer.from(
      readFileSync(join(folder, f), 'latin1')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

const mailsTo = (email: string) => outbox().filter((m) => m.includes(`To: ${email}`));

/** Invites the address and answers the token of the link in the mail that arrives. */
async function invite(email: string, roleId: number, lang?: 'en' | 'zh'): Promise<string> {
  const before = mailsTo(email).length;
  const response = await send(t.app, t.admin, 'POST', '/api/website/get-send-invite-user-email', {
    email,
    role_id: roleId,
    ...(lang ? { lang } : {}),
  });
  expect(body(response).code, response.body).toBe(0);
  await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(before + 1);
  const mail = mailsTo(email).at(-1) as string;
  const token = /auth-redirect\?invite=([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(token).toBeDefined();
  return token as string;
}

async function accept(token: string, userName: string) {
  return publicPost('/api/user/invitation-accept', {
    token,
    user_name: userName,
    nick_name: `${userName} nick`,
    password: `${userName}-password`,
  });
}

beforeAll(async () => {
  const made = await send(t.app, t.admin, 'POST', '/api/website/role/role', {
    name: 'Editor',
    roles: [ROLES.webManage, ROLES.pageSet],
  });
  editor = body<TeamRole>(made).data;
  const roles = body<RoleList>(await call(t.app, t.admin, 'GET', '/api/website/role/list')).data.list;
  adminRole = roles.find((r) => r.built_in) as TeamRole;
});

describe('invitations by e-mail', () => {
  it('mails a link in the chosen language, text and HTML; accepting makes the user with the role and signs in once', async () => {
    const token = await invite('ivy@example.com', editor.id, 'zh');
    const mail = mailsTo('ivy@example.com').at(-1) as string;
    expect(mail).toContain('邀请您加入');
    expect(mail).toMatch(/Content-Type: text\/plain/i);
    expect(mail).toMatch(/Content-Type: text\/html/i);
    expect(mail).toContain('Subject: =?UTF-8?');

    const preview = await publicPost('/api/user/invitation-check', { token });
    expect(body<InvitationPreview>(preview).data).toMatchObject({
      email: 'ivy@example.com',
      company_code: 'demo',
      role_name: 'Editor',
    });

    const accepted = await accept(token, 'ivy');
    expect(body(accepted).code, accepted.body).toBe(0);
    const { code } = body<{ code: string }>(accepted).data;

    const landed = await publicPost('/api/user/auth-redirect', { code });
    expect(body(landed).code, landed.body).toBe(0);
    const me = body<LoginResult>(landed).data;
    expect(me).toMatchObject({ user_name: 'ivy', nick_name: 'ivy nick', is_admin: 0 });
    expect(me.app_role?.name).toBe('Editor');
    expect(me.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Cookies exactly like a login's.
    const tokenCookie = landed.cookies.find((c) => c.name === COOKIES.token);
    expect(tokenCookie).toMatchObject({ value: me.token, httpOnly: true, sameSite: 'Lax' });
    expect(landed.cookies.find((c) => c.name === COOKIES.company)?.value).toBe('demo');
    const info = await call(t.app, me.token, 'GET', '/api/user/info');
    expect(body(info).code).toBe(0);
    // The user can sign in with the chosen password.
    expect(
      (await login(t.app, { companyId: 'demo', username: 'ivy', password: 'ivy-password' })).token,
    ).not.toBe('');

    // The sign-in code and the invitation are single use.
    const again = await publicPost('/api/user/auth-redirect', { code });
    expect(body(again).code).toBe(errors.SIGN_IN_LINK_INVALID.code);
    expect(again.statusCode).toBe(400);
    const twice = await accept(token, 'ivy2');
    expect(body(twice).code).toBe(errors.INVITATION_INVALID.code);
    const checkUsed = await publicPost('/api/user/invitation-check', { token });
    expect(body(checkUsed).code).toBe(errors.INVITATION_INVALID.code);
  });

  it('writes the mail in English by default for an English-speaking inviter', async () => {
    await invite('eve@example.com', editor.id);
    expect(mailsTo('eve@example.com').at(-1)).toContain('invited you to Demo Company');
  });

  it('lists pending invitations; a withdrawn link is refused, a resend replaces the earlier link', async () => {
    const first = await invite('ron@example.com', editor.id);
    const second = await invite('ron@example.com', editor.id);
    const list = body<InvitationList>(await call(t.app, t.admin, 'GET', '/api/website/user/invitations')).data
      .list;
    const rons = list.filter((i) => i.email === 'ron@example.com');
    expect(rons).toHaveLength(1);
    expect(rons[0]?.role?.name).toBe('Editor');
    expect(body(await accept(first, 'ron-old')).code).toBe(errors.INVITATION_INVALID.code);

    const revoked = await call(t.app, t.admin, 'DELETE', `/api/website/user/invitation?id=${rons[0]?.id}`);
    expect(body(revoked).code).toBe(0);
    expect(body(await accept(second, 'ron')).code).toBe(errors.INVITATION_INVALID.code);
    const after = body<InvitationList>(await call(t.app, t.admin, 'GET', '/api/website/user/invitations'))
      .data.list;
    expect(after.some((i) => i.email === 'ron@example.com')).toBe(false);
    // Another company cannot withdraw it.
    const third = body<TeamInvitation>(
      await send(t.app, t.admin, 'POST', '/api/website/get-send-invite-user-email', {
        email: 'ron@example.com',
        role_id: editor.id,
      }),
    ).data;
    const foreign = await call(t.app, t.rival, 'DELETE', `/api/website/user/invitation?id=${third.id}`);
    expect(body(foreign).code).toBe(errors.ILLEGAL_OPERATION.code);
  });

  it('refuses an expired link', async () => {
    const token = await invite('old@example.com', editor.id);
    await t.app.db.execute(
      sql`update team_invitations set expires_at = now() - interval '1 minute' where email = 'old@example.com'`,
    );
    expect(body(await publicPost('/api/user/invitation-check', { token })).code).toBe(
      errors.INVITATION_INVALID.code,
    );
    expect(body(await accept(token, 'old')).code).toBe(errors.INVITATION_INVALID.code);
  });

  it('keeps the link when the chosen user name is taken, so the invitee can pick another', async () => {
    const token = await invite('dup@example.com', editor.id);
    expect(body(await accept(token, 'admin')).code).toBe(errors.USER_NAME_TAKEN.code);
    expect(body(await accept(token, 'dup')).code).toBe(0);
  });

  it('is for administrators only, and only with a role of their own company', async () => {
    const operator = await signInDemoOperator(t.app, 'not-admin');
    const refused = await send(t.app, operator, 'POST', '/api/website/get-send-invite-user-email', {
      email: 'x@example.com',
      role_id: editor.id,
    });
    expect(body(refused).code).toBe(errors.ROLE_REQUIRED.code);
    for (const path of ['/api/website/user/invitations', '/api/website/user/sub-account-setting']) {
      expect(body(await call(t.app, operator, 'GET', path)).code).toBe(errors.ROLE_REQUIRED.code);
    }
    const foreignRole = await send(t.app, t.rival, 'POST', '/api/website/get-send-invite-user-email', {
      email: 'x@example.com',
      role_id: editor.id,
    });
    expect(body(foreignRole).code).toBe(errors.ILLEGAL_OPERATION.code);
    const bad = await send(t.app, t.admin, 'POST', '/api/website/get-send-invite-user-email', {
      email: 'not-an-address',
      role_id: adminRole.id,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses made-up and malformed codes and tokens with a clear message, never a 5xx', async () => {
    for (const code of ['x'.repeat(43), 'short', '../../etc/passwd-aaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
      const response = await publicPost('/api/user/auth-redirect', { code });
      expect(response.statusCode).toBe(400);
    }
    const unknown = await publicPost('/api/user/auth-redirect', { code: 'A'.repeat(43) });
    expect(body(unknown).code).toBe(errors.SIGN_IN_LINK_INVALID.code);
    expect(body(unknown).message).toContain('not valid');
    const zh = await publicPost(
      '/api/user/auth-redirect',
      { code: 'A'.repeat(43) },
      { 'accept-language': 'zh-CN' },
    );
    expect(body(zh).message).toContain('登录链接已失效');
    const token = await publicPost('/api/user/invitation-check', { token: 'B'.repeat(43) });
    expect(body(token).code).toBe(errors.INVITATION_INVALID.code);
  });

  it('stops a company sending more than its hourly share of invitation mails', async () => {
    await t.app.db.execute(sql`
      insert into team_invitations (company_id, email, role_id, lang, token_hash, invited_by, expires_at, revoked_at)
      select company_id, 'burst' || g || '@example.com', role_id, 'en', md5('burst' || g), invited_by,
             now() + interval '1 day', now()
      from team_invitations, generate_series(1, ${INVITATIONS_PER_HOUR_MAX}) g
      where email = 'eve@example.com' limit ${INVITATIONS_PER_HOUR_MAX}`);
    const refused = await send(t.app, t.admin, 'POST', '/api/website/get-send-invite-user-email', {
      email: 'one-more@example.com',
      role_id: editor.id,
    });
    expect(refused.statusCode).toBe(429);
    expect(body(refused).code).toBe(errors.INVITATIONS_TOO_MANY.code);
    // An hour later the company may invite again.
    await t.app.db.execute(sql`update team_invitations set created_at = now() - interval '2 hours'`);
  });

  it('refuses an expired sign-in code', async () => {
    const token = await invite('late@example.com', editor.id);
    const { code } = body<{ code: string }>(await accept(token, 'late')).data;
    await t.app.db.execute(sql`update sign_in_links set expires_at = now() - interval '1 second'`);
    expect(body(await publicPost('/api/user/auth-redirect', { code })).code).toBe(
      errors.SIGN_IN_LINK_INVALID.code,
    );
  });
});

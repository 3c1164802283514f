import { ALL_FEATURE_ROLES, COOKIES, errors, type UserInfo } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  body,
  buildTestApp,
  call,
  createCompany,
  createUser,
  login,
  loginAdmin,
  type TestApp,
} from '../../../test/helper.ts';
import { sessions, users } from '../../db/schema.ts';

let t: TestApp;
let acmeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  acmeId = await createCompany(t.app, 'acme', 'Acme Ltd');
});
afterAll(() => t.close());

function cookieNamed(setCookie: string | string[] | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie];
  return list.find((c) => c.startsWith(`${name}=`));
}

describe('POST /api/user/login', () => {
  it('signs the seeded administrator in and answers the user with a token', async () => {
    const { token, response } = await loginAdmin(t.app);
    expect(response.statusCode).toBe(200);
    const answer = body<UserInfo & { token: string }>(response);
    expect(answer.code).toBe(0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.data).toMatchObject({
      user_name: 'admin',
      nick_name: 'Administrator',
      is_admin: 1,
      company: { code: 'demo', name: 'Demo Company' },
      sub_domain_suffix: 'demo.localhost',
      setting: { articlePlatform: [] },
    });
    expect(answer.data.app_role?.roles).toEqual(['admin', ...ALL_FEATURE_ROLES]);
    expect(answer.data.has_roles).toEqual(expect.arrayContaining(['admin', ...ALL_FEATURE_ROLES]));
  });

  it('sets an HttpOnly token cookie and a readable company cookie', async () => {
    const { token, response } = await loginAdmin(t.app);
    const tokenCookie = cookieNamed(response.headers['set-cookie'], COOKIES.token);
    const companyCookie = cookieNamed(response.headers['set-cookie'], COOKIES.company);
    expect(tokenCookie).toContain(`${COOKIES.token}=${token}`);
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/SameSite=Lax/);
    expect(tokenCookie).toMatch(/Path=\//);
    expect(tokenCookie).not.toMatch(/Secure/);
    expect(companyCookie).toContain(`${COOKIES.company}=demo`);
    expect(companyCookie).not.toMatch(/HttpOnly/);
  });

  it('ends the session the browser held before signing in again', async () => {
    const { token: earlier } = await loginAdmin(t.app);
    const again = await login(
      t.app,
      { companyId: 'demo', username: 'admin', password: ADMIN_PASSWORD },
      {
        headers: {
          cookie: `${COOKIES.token}=${earlier}`,
          'x-requested-with': 'XMLHttpRequest',
          host: '127.0.0.1:3000',
          origin: 'http://127.0.0.1:3000',
        },
      },
    );
    expect(body(again.response).code).toBe(0);
    expect((await call(t.app, earlier, 'GET', '/api/user/info')).statusCode).toBe(401);
    expect((await call(t.app, again.token, 'GET', '/api/user/info')).statusCode).toBe(200);
  });

  it('accepts the company id instead of its code, and any case and spacing of the user name', async () => {
    const info = body<UserInfo>((await loginAdmin(t.app)).response).data;
    const { response } = await login(t.app, {
      companyId: info.company.id,
      username: '  ADMIN ',
      password: ADMIN_PASSWORD,
    });
    expect(body(response).code).toBe(0);
    const byCode = await login(t.app, { companyId: ' DEMO ', username: 'Admin', password: ADMIN_PASSWORD });
    expect(body(byCode.response).code).toBe(0);
  });

  it('gives one answer for a wrong password, an unknown user and an unknown company', async () => {
    const attempts = [
      { companyId: 'demo', username: 'admin', password: 'wrong-password' },
      { companyId: 'demo', username: 'nobody', password: ADMIN_PASSWORD },
      { companyId: 'no-such-company', username: 'admin', password: ADMIN_PASSWORD },
      { companyId: 99_999_999_999, username: 'admin', password: ADMIN_PASSWORD },
    ];
    for (const credentials of attempts) {
      const { response, token } = await login(t.app, credentials);
      expect(response.statusCode).toBe(errors.LOGIN_FAILED.status);
      expect(body(response)).toEqual({ code: 1001, message: errors.LOGIN_FAILED.en, data: null });
      expect(token).toBe('');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers in Chinese for a zh-CN browser', async () => {
    const { response } = await login(
      t.app,
      { companyId: 'demo', username: 'admin', password: 'wrong-password' },
      { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } },
    );
    expect(body(response).message).toBe(errors.LOGIN_FAILED.zh);
  });

  it('refuses a disabled account with 1008 even with the right password', async () => {
    await createUser(t.app, {
      companyId: acmeId,
      userName: 'gone',
      password: 'gone-password',
      status: 'disabled',
    });
    const { response } = await login(t.app, {
      companyId: 'acme',
      username: 'gone',
      password: 'gone-password',
    });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toMatchObject({ code: 1008, message: errors.ACCOUNT_DISABLED.en, data: null });
  });

  it('names missing and mistyped fields', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin' },
    });
    expect(missing.statusCode).toBe(400);
    const answer = body<{ fields: { path: string; message: string }[] }>(missing);
    expect(answer.code).toBe(400);
    expect(answer.data.fields.map((f) => f.path).sort()).toEqual(['companyId', 'password']);
    expect(answer.message).toContain('password');
    expect(answer.message).toContain('companyId');

    const mistyped = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: 12345678, companyId: 'demo' },
    });
    expect(mistyped.statusCode).toBe(400);
    expect(body<{ fields: { path: string }[] }>(mistyped).data.fields).toEqual([
      expect.objectContaining({ path: 'password' }),
    ]);

    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: '   ', password: 'x', companyId: 'demo' },
    });
    expect(body<{ fields: { path: string }[] }>(blank).data.fields[0]?.path).toBe('username');
  });

  it('names the fields in Chinese too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: {},
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(body(response).message).toMatch(/^请求参数有误：.*username/);
  });

  it('refuses a body without any JSON, malformed JSON and an oversize body', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/user/login' });
    expect(none.statusCode).toBe(400);
    expect(body(none).code).toBe(400);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed)).toMatchObject({ code: 400, data: null });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        username: 'admin',
        password: 'x',
        companyId: 'demo',
        pad: 'x'.repeat(1_100_000),
      }),
    });
    expect(huge.statusCode).toBe(413);
    expect(body(huge)).toEqual({ code: 413, message: errors.PAYLOAD_TOO_LARGE.en, data: null });
  });
});

describe('GET /api/user/info', () => {
  it('answers the signed-in user, with X-Token or with the cookie', async () => {
    const { token } = await loginAdmin(t.app);
    const byHeader = await call(t.app, token, 'GET', '/api/user/info');
    expect(byHeader.statusCode).toBe(200);
    expect(body<UserInfo>(byHeader).data).toMatchObject({ user_name: 'admin', company: { code: 'demo' } });
    expect(body(byHeader).data).not.toHaveProperty('token');

    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      cookies: { [COOKIES.token]: token },
    });
    expect(body<UserInfo>(byCookie).data.user_name).toBe('admin');
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const headers of [{}, { 'x-token': 'nonsense' }, { 'x-token': 'A'.repeat(43) }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/info', headers });
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({ code: 401, message: errors.SESSION_INVALID.en, data: null });
    }
    const zh = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(body(zh).message).toBe('Token 已失效！请重新登录');
  });

  it('answers 401 once the session has expired', async () => {
    await createUser(t.app, { companyId: acmeId, userName: 'expiring', password: 'expiring-pw' });
    const { token } = await login(t.app, {
      companyId: 'acme',
      username: 'expiring',
      password: 'expiring-pw',
    });
    const userId = body<UserInfo>(await call(t.app, token, 'GET', '/api/user/info')).data.id;
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await call(t.app, token, 'GET', '/api/user/info')).statusCode).toBe(401);
  });

  it.each([
    ['no app role', { appRole: null }],
    ['an app role without roles', { appRole: { id: 3, name: 'Empty', roles: [] } }],
    ['no held roles', { hasRoles: [] }],
  ])('refuses a user with %s: the app is not licensed (1002)', async (_label, overrides) => {
    const userName = `unlicensed-${Math.random().toString(36).slice(2, 8)}`;
    await createUser(t.app, { companyId: acmeId, userName, password: 'licence-pw', ...overrides });
    const { token } = await login(t.app, { companyId: 'acme', username: userName, password: 'licence-pw' });
    expect(token).not.toBe('');
    const response = await call(t.app, token, 'GET', '/api/user/info');
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ code: 1002, message: 'The app is not licensed', data: null });
  });

  it('answers 1004 when the session outlived its user', async () => {
    const userId = await createUser(t.app, {
      companyId: acmeId,
      userName: 'removed',
      password: 'removed-pw',
    });
    const { token } = await login(t.app, { companyId: 'acme', username: 'removed', password: 'removed-pw' });
    await t.app.db.delete(users).where(eq(users.id, userId));
    const response = await call(t.app, token, 'GET', '/api/user/info');
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({ code: 1004, data: null });
  });
});

describe('GET /api/user/account', () => {
  it('answers code 0 while the account is active and code 1 once it is disabled', async () => {
    const userId = await createUser(t.app, {
      companyId: acmeId,
      userName: 'soon-off',
      password: 'soon-off-pw',
    });
    const { token } = await login(t.app, {
      companyId: 'acme',
      username: 'soon-off',
      password: 'soon-off-pw',
    });
    const active = await call(t.app, token, 'GET', '/api/user/account');
    expect(body(active)).toEqual({ code: 0, message: 'OK', data: { code: 0, message: '' } });

    await t.app.db.update(users).set({ status: 'disabled' }).where(eq(users.id, userId));
    const disabled = await call(t.app, token, 'GET', '/api/user/account');
    expect(disabled.statusCode).toBe(200);
    expect(body(disabled)).toMatchObject({ code: 0, data: { code: 1, message: errors.ACCOUNT_DISABLED.en } });
    const zh = await call(t.app, token, 'GET', '/api/user/account', { headers: { 'accept-language': 'zh' } });
    expect(body(zh)).toMatchObject({ data: { code: 1, message: errors.ACCOUNT_DISABLED.zh } });

    // Everything else is closed to a disabled account.
    const info = await call(t.app, token, 'GET', '/api/user/info');
    expect(body(info).code).toBe(1008);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/account' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/logout', () => {
  it('revokes the token and clears both cookies', async () => {
    const { token } = await loginAdmin(t.app);
    const response = await call(t.app, token, 'POST', '/api/user/logout');
    expect(body(response)).toEqual({ code: 0, message: 'OK', data: null });
    const cleared = response.headers['set-cookie'];
    expect(cookieNamed(cleared, COOKIES.token)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookieNamed(cleared, COOKIES.company)).toMatch(/Expires=Thu, 01 Jan 1970/);

    const after = await call(t.app, token, 'GET', '/api/user/info');
    expect(after.statusCode).toBe(401);
    expect(body(after).code).toBe(401);
  });

  it('succeeds with an already revoked token, a bogus one, or none', async () => {
    const { token } = await loginAdmin(t.app);
    await call(t.app, token, 'POST', '/api/user/logout');
    expect(body(await call(t.app, token, 'POST', '/api/user/logout')).code).toBe(0);
    expect(body(await call(t.app, 'bogus', 'POST', '/api/user/logout')).code).toBe(0);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/user/logout' })).code).toBe(0);
  });

  it('accepts a JSON content type with an empty body', async () => {
    const { token } = await loginAdmin(t.app);
    const response = await call(t.app, token, 'POST', '/api/user/logout', {
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(body(response).code).toBe(0);
  });
});

describe('POST /api/website/change_password', () => {
  it('changes the password and ends every other session, keeping the current one', async () => {
    await createUser(t.app, { companyId: acmeId, userName: 'changer', password: 'first-password' });
    const credentials = { companyId: 'acme', username: 'changer', password: 'first-password' };
    const current = (await login(t.app, credentials)).token;
    const other = (await login(t.app, credentials)).token;
    const third = (await login(t.app, credentials)).token;

    const response = await call(t.app, current, 'POST', '/api/website/change_password', {
      payload: { old_password: 'first-password', new_password: 'second-password' },
    });
    expect(body(response)).toEqual({ code: 0, message: 'OK', data: null });

    expect((await call(t.app, current, 'GET', '/api/user/info')).statusCode).toBe(200);
    expect((await call(t.app, other, 'GET', '/api/user/info')).statusCode).toBe(401);
    expect((await call(t.app, third, 'GET', '/api/user/info')).statusCode).toBe(401);

    expect(body((await login(t.app, credentials)).response).code).toBe(1001);
    const renewed = await login(t.app, { ...credentials, password: 'second-password' });
    expect(body(renewed.response).code).toBe(0);
  });

  it('refuses a wrong current password with 1006 and changes nothing', async () => {
    await createUser(t.app, { companyId: acmeId, userName: 'keeper', password: 'keeper-password' });
    const credentials = { companyId: 'acme', username: 'keeper', password: 'keeper-password' };
    const current = (await login(t.app, credentials)).token;
    const other = (await login(t.app, credentials)).token;

    const response = await call(t.app, current, 'POST', '/api/website/change_password', {
      payload: { old_password: 'not-the-password', new_password: 'another-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 1006, message: errors.OLD_PASSWORD_WRONG.en, data: null });
    expect((await call(t.app, other, 'GET', '/api/user/info')).statusCode).toBe(200);
    expect(body((await login(t.app, credentials)).response).code).toBe(0);
  });

  it('names a new password that is too short, or missing fields', async () => {
    const { token } = await loginAdmin(t.app);
    const short = await call(t.app, token, 'POST', '/api/website/change_password', {
      payload: { old_password: ADMIN_PASSWORD, new_password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(body<{ fields: { path: string }[] }>(short).data.fields.map((f) => f.path)).toEqual([
      'new_password',
    ]);

    const missing = await call(t.app, token, 'POST', '/api/website/change_password', { payload: {} });
    expect(
      body<{ fields: { path: string }[] }>(missing)
        .data.fields.map((f) => f.path)
        .sort(),
    ).toEqual(['new_password', 'old_password']);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/website/change_password',
      payload: { old_password: ADMIN_PASSWORD, new_password: 'whatever-123' },
    });
    expect(response.statusCode).toBe(401);
  });
});

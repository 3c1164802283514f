import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COOKIES, errors, type LoginResult } from '@sitewright/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  body,
  call,
  createCompany,
  createUser,
  login,
  setupApiTest,
} from '../../../test/helper.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { companies, jobs, passwordResetTokens, users, verificationCodes } from '../../db/schema.ts';

/**
 * The public account calls through the app: codes read from the SMS outbox, reset mails from a
 * real SMTP server, every job run by the app's worker.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const options = {
  dataDir: 'sw-account-',
  env: {} as Record<string, string>,
  deps: { jobs: { run: true, worker: { pollMs: 50 } } },
  rival: true,
};
beforeAll(async () => {
  smtp = await startSmtp();
  options.env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Sitewright <no-reply@example.com>' };
});
const t = setupApiTest(options);
afterAll(async () => {
  await smtp?.close();
});

let nextIp = 10;
/** A client address of its own for each story, so the per-address limits of one do not reach another. */
function newIp(): string {
  nextIp += 1;
  return `198.51.100.${nextIp}`;
}

function post(url: string, payload: unknown, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });
}

/** What an answer looks like to a caller: status and envelope. */
function seen(response: LightMyRequestResponse) {
  return { status: response.statusCode, ...body(response) };
}

/** The SMS outbox files sent to a phone so far. */
function textsTo(phone: string): { to: string; text: string; code: string }[] {
  const folder = join(t.dataDir, 'outbox', 'sms');
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map(
      (f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as { to: string; text: string; code: string },
    )
    .filter((m) => m.to === phone);
}

/** Waits for the next text to the phone (the SMS job runs in the background) and answers its code. */
async function nextCode(phone: string, before: number): Promise<string> {
  await expect.poll(() => textsTo(phone).length, { timeout: 10_000 }).toBeGreaterThan(before);
  return textsTo(phone).at(-1)?.code as string;
}

/** Asks for a code the way a client does and reads it from the outbox. */
async function codeFor(phone: string, ip: string, scene: 'login' | 'reset' | 'register'): Promise<string> {
  const before = textsTo(phone).length;
  const response =
    scene === 'register'
      ? await post('/api/user/acquire-note-code-by-not-registered', { phone }, ip)
      : await post('/api/user/acquire-note-code', { phone, scene }, ip);
  expect(seen(response)).toMatchObject({ status: 200, code: 0 });
  return nextCode(phone, before);
}

/** Every job queued so far has run (sent or skipped). */
async function jobsDone(): Promise<void> {
  await expect
    .poll(
      async () =>
        (await t.app.db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.doneAt} is null`)).length,
      { timeout: 10_000 },
    )
    .toBe(0);
}

async function demoId(): Promise<number> {
  const [demo] = await t.app.db.select().from(companies).where(eq(companies.code, 'demo'));
  return demo?.id as number;
}

/** A demo operator with a phone and an e-mail address; answers the user id and their password. */
async function operator(name: string, contact: { phone?: string; email?: string }) {
  const password = `${name}-password-1`;
  const id = await createUser(t.app, { companyId: await demoId(), userName: name, password });
  await t.app.db
    .update(users)
    .set({ phone: contact.phone ?? '', email: contact.email ?? '' })
    .where(eq(users.id, id));
  return { id, password };
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('phone sign-in', () => {
  it('sends a code to a registered phone and signs in with it exactly like the password login', async () => {
    const ip = newIp();
    const phone = '+8613800000101';
    await operator('phone-ada', { phone });
    const earlier = (await login(t.app, { companyId: 'demo', username: 'admin', password: ADMIN_PASSWORD }))
      .token;

    const before = textsTo(phone).length;
    const asked = await post(
      '/api/user/acquire-note-code',
      { phone: '+86 138 0000 0101', scene: 'login' },
      ip,
    );
    expect(seen(asked)).toEqual({
      status: 200,
      code: 0,
      message: expect.any(String),
      data: { expires_in: 300, resend_after: 60 },
    });
    const code = await nextCode(phone, before);
    expect(textsTo(phone).at(-1)?.text).toContain(code);

    // Signing in over an earlier session ends it, as the password login does.
    const response = await post('/api/user/phone-login', { phone, valid_code: code }, ip, {
      'x-token': earlier,
    });
    const result = body<LoginResult>(response);
    expect(result.code).toBe(0);
    expect(result.data).toMatchObject({ user_name: 'phone-ada', company: { code: 'demo' } });
    const byPassword = await login(t.app, {
      companyId: 'demo',
      username: 'phone-ada',
      password: 'phone-ada-password-1',
    });
    expect(Object.keys(result.data).sort()).toEqual(
      Object.keys(body(byPassword.response).data as object).sort(),
    );
    const cookie = response.cookies.find((c) => c.name === COOKIES.token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.value).toBe(result.data.token);
    expect((await call(t.app, result.data.token, 'GET', '/api/user/info')).statusCode).toBe(200);
    expect((await call(t.app, earlier, 'GET', '/api/user/info')).statusCode).toBe(401);

    // The code works once.
    expect(body(await post('/api/user/phone-login', { phone, valid_code: code }, ip)).code).toBe(
      errors.CODE_INVALID.code,
    );
  });

  it('answers alike for a phone with no account, and sends it nothing', async () => {
    const ip = newIp();
    await operator('phone-known', { phone: '+8613800000102' });
    const known = await post('/api/user/acquire-note-code', { phone: '+8613800000102', scene: 'login' }, ip);
    const unknown = await post(
      '/api/user/acquire-note-code',
      { phone: '+8613800000103', scene: 'login' },
      ip,
    );
    expect(seen(unknown)).toEqual(seen(known));
    await jobsDone();
    expect(textsTo('+8613800000103')).toEqual([]);
    // Asking again at once, and guessing, are answered alike too.
    const againKnown = await post(
      '/api/user/acquire-note-code',
      { phone: '+8613800000102', scene: 'login' },
      ip,
    );
    const againUnknown = await post(
      '/api/user/acquire-note-code',
      { phone: '+8613800000103', scene: 'login' },
      ip,
    );
    expect(againKnown.statusCode).toBe(429);
    expect(body(againKnown).code).toBe(errors.CODE_COOLDOWN.code);
    expect({ ...seen(againUnknown), message: '' }).toEqual({ ...seen(againKnown), message: '' });
    expect(body<{ seconds: number }>(againUnknown).data.seconds).toBeGreaterThan(55);
    const code = textsTo('+8613800000102').at(-1)?.code as string;
    const guessKnown = await post(
      '/api/user/phone-login',
      { phone: '+8613800000102', valid_code: wrongCode(code) },
      ip,
    );
    const guessUnknown = await post(
      '/api/user/phone-login',
      { phone: '+8613800000103', valid_code: '123456' },
      ip,
    );
    expect(seen(guessUnknown)).toEqual(seen(guessKnown));
    expect(body(guessKnown).code).toBe(errors.CODE_INVALID.code);
  });

  it('burns a code after five wrong tries, and refuses an expired one', async () => {
    const ip = newIp();
    const phone = '+8613800000104';
    await operator('phone-tries', { phone });
    const code = await codeFor(phone, ip, 'login');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push(body(await post('/api/user/phone-login', { phone, valid_code: wrongCode(code) }, ip)).code);
    }
    expect(codes).toEqual([1803, 1803, 1803, 1803, errors.CODE_TOO_MANY_TRIES.code]);
    expect(body(await post('/api/user/phone-login', { phone, valid_code: code }, ip)).code).toBe(
      errors.CODE_INVALID.code,
    );

    const expiring = '+8613800000105';
    await operator('phone-late', { phone: expiring });
    const late = await codeFor(expiring, ip, 'login');
    await t.app.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, expiring));
    expect(body(await post('/api/user/phone-login', { phone: expiring, valid_code: late }, ip)).code).toBe(
      errors.CODE_INVALID.code,
    );
  });

  it('asks which company when the phone has accounts in several, and signs in to the chosen one', async () => {
    const ip = newIp();
    const phone = '+447911123456';
    await operator('phone-many', { phone });
    const other = await createCompany(t.app, 'northwind', 'Northwind Ltd');
    const elsewhere = await createUser(t.app, {
      companyId: other,
      userName: 'nora',
      password: 'nora-password-1',
    });
    await t.app.db.update(users).set({ phone }).where(eq(users.id, elsewhere));

    const code = await codeFor(phone, ip, 'login');
    const ask = await post('/api/user/phone-login', { phone, valid_code: code }, ip);
    expect(ask.statusCode).toBe(409);
    expect(body(ask)).toMatchObject({
      code: errors.PHONE_COMPANY_CHOICE.code,
      data: {
        companies: [
          { id: await demoId(), code: 'demo', name: expect.any(String) },
          { id: other, code: 'northwind', name: 'Northwind Ltd' },
        ],
      },
    });
    // The same code, with a company the phone has no account in, then with the chosen one.
    const rival = (await t.app.db.select().from(companies).where(eq(companies.code, 'rival')))[0]?.id;
    expect(
      body(await post('/api/user/phone-login', { phone, valid_code: code, companyId: rival }, ip)).code,
    ).toBe(errors.PHONE_NO_ACCOUNT.code);
    const chosen = await post('/api/user/phone-login', { phone, valid_code: code, companyId: other }, ip);
    expect(body<LoginResult>(chosen)).toMatchObject({
      code: 0,
      data: { user_name: 'nora', company: { code: 'northwind' } },
    });
    expect(
      body(await post('/api/user/phone-login', { phone, valid_code: code, companyId: other }, ip)).code,
    ).toBe(errors.CODE_INVALID.code);
  });

  it('refuses a disabled account after the code, as the password login does', async () => {
    const ip = newIp();
    const phone = '+8613800000106';
    const { id } = await operator('phone-gone', { phone });
    await t.app.db.update(users).set({ status: 'disabled' }).where(eq(users.id, id));
    const code = await codeFor(phone, ip, 'login');
    expect(body(await post('/api/user/phone-login', { phone, valid_code: code }, ip)).code).toBe(
      errors.ACCOUNT_DISABLED.code,
    );
  });
});

describe('registering by phone', () => {
  it('opens a company with its administrator and signs them in', async () => {
    const ip = newIp();
    const phone = '+8613900000201';
    const code = await codeFor(phone, ip, 'register');
    const form = {
      phone,
      company_name: 'Blue Harbor Trading',
      user_name: 'harbor',
      password: 'harbor-password-1',
    };

    const wrong = await post('/api/user/phone-add-user', { ...form, valid_code: wrongCode(code) }, ip);
    expect(body(wrong).code).toBe(errors.CODE_INVALID.code);
    expect(await t.app.db.select().from(companies).where(eq(companies.name, form.company_name))).toEqual([]);

    const response = await post('/api/user/phone-add-user', { ...form, valid_code: code }, ip);
    const result = body<LoginResult>(response);
    expect(result).toMatchObject({
      code: 0,
      data: {
        user_name: 'harbor',
        is_admin: 1,
        company: { code: 'blueharbortrading', name: 'Blue Harbor Trading' },
      },
    });
    expect(result.data.has_roles).toContain('admin');
    expect(response.cookies.some((c) => c.httpOnly && c.value === result.data.token)).toBe(true);
    const token = result.data.token;
    expect(body(await call(t.app, token, 'GET', '/api/user/info')).data).toMatchObject({ is_admin: 1 });
    // A company of its own, with no website yet, whose administrator holds the built-in role.
    expect(body(await call(t.app, token, 'GET', '/api/website/website-list')).data).toMatchObject({
      list: [],
    });
    const roles = body<{ list: { built_in: boolean; user_count: number }[] }>(
      await call(t.app, token, 'GET', '/api/website/role/list'),
    );
    expect(roles.data.list).toEqual([expect.objectContaining({ built_in: true, user_count: 1 })]);
    // The password signs in too, with the company code the answer named.
    expect(
      (await login(t.app, { companyId: 'blueharbortrading', username: 'harbor', password: form.password }))
        .token,
    ).not.toBe('');
    // The code was used.
    expect(body(await post('/api/user/phone-add-user', { ...form, valid_code: code }, ip)).code).toBe(
      errors.CODE_INVALID.code,
    );
  });

  it('gives a company whose name has no Latin letters a code of its own', async () => {
    const ip = newIp();
    const phone = '+8613900000202';
    const code = await codeFor(phone, ip, 'register');
    const response = await post(
      '/api/user/phone-add-user',
      { phone, valid_code: code, company_name: '蓝港贸易', user_name: 'lan', password: 'lan-password-1' },
      ip,
    );
    expect(body<LoginResult>(response).data.company).toMatchObject({
      name: '蓝港贸易',
      code: expect.stringMatching(/^c\d{6}$/),
    });
  });

  it('creates nothing when the code is wrong, and keeps the code for a corrected form', async () => {
    const ip = newIp();
    const phone = '+8613900000203';
    const code = await codeFor(phone, ip, 'register');
    const before = (await t.app.db.select().from(companies)).length;
    const invalid = await post(
      '/api/user/phone-add-user',
      {
        phone,
        valid_code: code,
        company_name: 'Half Made',
        user_name: 'has space',
        password: 'half-password-1',
      },
      ip,
    );
    expect(invalid.statusCode).toBe(400);
    expect((await t.app.db.select().from(companies)).length).toBe(before);
    const fixed = await post(
      '/api/user/phone-add-user',
      { phone, valid_code: code, company_name: 'Half Made', user_name: 'whole', password: 'half-password-1' },
      ip,
    );
    expect(body(fixed).code).toBe(0);
  });
});

/** The first mail to an address (the mail job runs in the background), whatever the address's case. */
async function mailTo(address: string): Promise<string> {
  const find = () => smtp.received.find((m) => m.to.some((to) => to.toLowerCase() === address))?.message;
  await expect.poll(find, { timeout: 10_000 }).toBeDefined();
  return find() ?? '';
}

describe('registering with an e-mail address', () => {
  it('keeps the address for resets and mails the company code in a welcome mail', async () => {
    const ip = newIp();
    const phone = '+8613900000204';
    const code = await codeFor(phone, ip, 'register');
    const response = await post(
      '/api/user/phone-add-user',
      {
        phone,
        valid_code: code,
        company_name: 'Crumb and Crust',
        user_name: 'crumb',
        password: 'crumb-password-1',
        email: 'Owner@Crumb.example',
      },
      ip,
    );
    expect(body<LoginResult>(response).data.company.code).toBe('crumbandcrust');
    const welcome = await mailTo('owner@crumb.example');
    expect(welcome).toContain("Welcome: Crumb and Crust's company code is crumbandcrust");
    expect(welcome).toContain('http://localhost:3000/login?company=crumbandcrust');
    // The address is the administrator's: a reset by e-mail reaches it.
    const [admin] = await t.app.db.select().from(users).where(eq(users.userName, 'crumb'));
    expect(admin?.email).toBe('Owner@Crumb.example');
  });

  it('refuses an address that is not one, creating nothing', async () => {
    const ip = newIp();
    const phone = '+8613900000205';
    const code = await codeFor(phone, ip, 'register');
    const response = await post(
      '/api/user/phone-add-user',
      {
        phone,
        valid_code: code,
        company_name: 'No Mail Bakery',
        user_name: 'nomail',
        password: 'nomail-password-1',
        email: 'not-an-address',
      },
      ip,
    );
    expect(response.statusCode).toBe(400);
    expect(await t.app.db.select().from(companies).where(eq(companies.name, 'No Mail Bakery'))).toEqual([]);
  });
});

describe('a forgotten company code', () => {
  it('is mailed to the address or texted to the phone a person signs in with, and the answer says nothing', async () => {
    const ip = newIp();
    await operator('code-mail', { email: 'Forgetful@Example.com', phone: '+8613800000401' });
    const byMail = await post('/api/user/send-company-code', { email: 'forgetful@example.com' }, ip);
    const unknown = await post('/api/user/send-company-code', { email: 'stranger@example.com' }, ip);
    expect(seen(byMail)).toEqual({ status: 200, code: 0, message: expect.any(String), data: null });
    expect(seen(unknown)).toEqual(seen(byMail));
    const mail = await mailTo('forgetful@example.com');
    await jobsDone();
    expect(mail).toContain('Your company code');
    expect(mail).toContain('company code demo (user name code-mail)');
    expect(smtp.received.filter((m) => m.to.includes('stranger@example.com'))).toEqual([]);

    const texts = textsTo('+8613800000401').length;
    const byPhone = await post('/api/user/send-company-code', { phone: '+8613800000401' }, ip, {
      'accept-language': 'zh-CN',
    });
    expect(seen(byPhone)).toMatchObject({ status: 200, code: 0, data: null });
    await expect.poll(() => textsTo('+8613800000401').length, { timeout: 10_000 }).toBe(texts + 1);
    expect(textsTo('+8613800000401').at(-1)?.text).toContain('您的公司代码');
    expect(textsTo('+8613800000401').at(-1)?.text).toContain('demo');
  });

  it('takes exactly one of an address and a phone, and limits how often it is asked', async () => {
    const ip = newIp();
    expect((await post('/api/user/send-company-code', {}, ip)).statusCode).toBe(400);
    expect(
      (await post('/api/user/send-company-code', { email: 'a@example.com', phone: '+8613800000402' }, ip))
        .statusCode,
    ).toBe(400);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await post('/api/user/send-company-code', { email: 'often@example.com' }, newIp())).statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post('/api/user/send-company-code', { email: 'often@example.com' }, newIp());
    expect(body(limited).code).toBe(errors.COMPANY_CODE_RATE_LIMITED.code);
  });
});

describe('forgot password by SMS code', () => {
  it('sets a new password and ends every session of the user', async () => {
    const ip = newIp();
    const phone = '+8613800000301';
    const { password } = await operator('reset-sms', { phone });
    const session = (await login(t.app, { companyId: 'demo', username: 'reset-sms', password })).token;
    const code = await codeFor(phone, ip, 'reset');
    // A sign-in code is not a reset code, and the other way round.
    expect(body(await post('/api/user/phone-login', { phone, valid_code: code }, ip)).code).toBe(
      errors.CODE_INVALID.code,
    );
    const done = await post(
      '/api/user/edit-user-pwd-by-valid-code',
      { phone, valid_code: code, password: 'brand-new-pass-1' },
      ip,
    );
    expect(seen(done)).toMatchObject({ status: 200, code: 0, data: null });
    expect((await call(t.app, session, 'GET', '/api/user/info')).statusCode).toBe(401);
    expect((await login(t.app, { companyId: 'demo', username: 'reset-sms', password })).token).toBe('');
    expect(
      (await login(t.app, { companyId: 'demo', username: 'reset-sms', password: 'brand-new-pass-1' })).token,
    ).not.toBe('');
    const again = await post(
      '/api/user/edit-user-pwd-by-valid-code',
      { phone, valid_code: code, password: 'another-pass-1' },
      ip,
    );
    expect(body(again).code).toBe(errors.CODE_INVALID.code);
  });

  it('answers an unknown phone as a known one with a wrong code', async () => {
    const ip = newIp();
    await operator('reset-known', { phone: '+8613800000302' });
    const known = await post('/api/user/acquire-note-code', { phone: '+8613800000302', scene: 'reset' }, ip);
    const unknown = await post(
      '/api/user/acquire-note-code',
      { phone: '+8613800000303', scene: 'reset' },
      ip,
    );
    expect(seen(unknown)).toEqual(seen(known));
    const code = await nextCode('+8613800000302', 0);
    const a = await post(
      '/api/user/edit-user-pwd-by-valid-code',
      { phone: '+8613800000302', valid_code: wrongCode(code), password: 'whatever-pass-1' },
      ip,
    );
    const b = await post(
      '/api/user/edit-user-pwd-by-valid-code',
      { phone: '+8613800000303', valid_code: '123456', password: 'whatever-pass-1' },
      ip,
    );
    expect(seen(b)).toEqual(seen(a));
    await jobsDone();
    expect(textsTo('+8613800000303')).toEqual([]);
  });
});

describe('forgot password by e-mail', () => {
  /** The reset links mailed to an address so far. */
  const linksTo = (address: string) =>
    smtp.received
      .filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()))
      .map((m) => /http:\/\/localhost:3000\/forget\?token=[A-Za-z0-9_-]+/.exec(m.message)?.[0] as string);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

  it('mails a link that sets the password once and ends every session', async () => {
    const ip = newIp();
    const { id, password } = await operator('reset-mail', { email: 'Reset.Mail@Example.com' });
    const session = (await login(t.app, { companyId: 'demo', username: 'reset-mail', password })).token;

    const known = await post(
      '/api/user/get-send-email',
      { email: 'reset.mail@example.com', companyId: 'demo' },
      ip,
    );
    const unknown = await post(
      '/api/user/get-send-email',
      { email: 'nobody@example.com', companyId: 'demo' },
      ip,
    );
    const noCompany = await post(
      '/api/user/get-send-email',
      { email: 'reset.mail@example.com', companyId: 'nowhere' },
      ip,
    );
    expect(seen(known)).toEqual({ status: 200, code: 0, message: expect.any(String), data: null });
    expect(seen(unknown)).toEqual(seen(known));
    expect(seen(noCompany)).toEqual(seen(known));
    await jobsDone();
    await expect.poll(() => linksTo('Reset.Mail@Example.com').length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received.filter((m) => m.to.includes('nobody@example.com'))).toEqual([]);
    const mail =
      smtp.received.find((m) => m.to.some((to) => to.toLowerCase() === 'reset.mail@example.com'))?.message ??
      '';
    expect(mail).toContain('Reset your password');
    expect(mail).toMatch(/Content-Type: text\/html/i);

    const token = tokenOf(linksTo('Reset.Mail@Example.com')[0] as string);
    // Only the token's hash is kept.
    const stored = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, id));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);
    expect(body(await post('/api/user/get-check-get-back-url', { token }, ip)).data).toEqual({
      valid: true,
      user_name: 'reset-mail',
      company_code: 'demo',
    });
    const set = await post('/api/user/edit-user-pwd-by-email', { token, password: 'mailed-new-pass-1' }, ip);
    expect(seen(set)).toMatchObject({ status: 200, code: 0 });
    expect((await call(t.app, session, 'GET', '/api/user/info')).statusCode).toBe(401);
    expect(
      (await login(t.app, { companyId: 'demo', username: 'reset-mail', password: 'mailed-new-pass-1' }))
        .token,
    ).not.toBe('');
    // Single use.
    expect(body(await post('/api/user/get-check-get-back-url', { token }, ip)).data).toMatchObject({
      valid: false,
    });
    expect(
      body(await post('/api/user/edit-user-pwd-by-email', { token, password: 'third-pass-1' }, ip)).code,
    ).toBe(errors.RESET_LINK_INVALID.code);
  });

  it('writes the mail in the language of the request, and lets a link lapse after 30 minutes', async () => {
    const ip = newIp();
    await operator('reset-late', { email: 'late@example.com' });
    await post('/api/user/get-send-email', { email: 'late@example.com', companyId: 'demo' }, ip, {
      'accept-language': 'zh-CN',
    });
    await expect.poll(() => linksTo('late@example.com').length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received.find((m) => m.to.includes('late@example.com'))?.message).toContain('重置您的密码');
    const token = tokenOf(linksTo('late@example.com')[0] as string);
    const [row] = await t.app.db
      .select()
      .from(passwordResetTokens)
      .orderBy(sql`${passwordResetTokens.id} desc`)
      .limit(1);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeGreaterThan(29 * 60_000);
    await t.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(body(await post('/api/user/get-check-get-back-url', { token }, ip)).data).toMatchObject({
      valid: false,
    });
    expect(
      body(await post('/api/user/edit-user-pwd-by-email', { token, password: 'too-late-pass-1' }, ip)).code,
    ).toBe(errors.RESET_LINK_INVALID.code);
    expect(
      body(await post('/api/user/get-check-get-back-url', { token: 'not-a-token' }, ip)).data,
    ).toMatchObject({ valid: false });
  });

  it('limits reset mails per address and per client, known and unknown alike', async () => {
    const ip = newIp();
    await operator('reset-flood', { email: 'flood@example.com' });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await post('/api/user/get-send-email', { email: 'flood@example.com', companyId: 'demo' }, ip))
          .statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const unknownAnswers: number[] = [];
    for (let i = 0; i < 6; i++) {
      unknownAnswers.push(
        (await post('/api/user/get-send-email', { email: 'ghost@example.com', companyId: 'demo' }, newIp()))
          .statusCode,
      );
    }
    expect(unknownAnswers).toEqual(answers);
    const limited = await post(
      '/api/user/get-send-email',
      { email: 'ghost@example.com', companyId: 'demo' },
      newIp(),
    );
    expect(body(limited).code).toBe(errors.RESET_MAIL_RATE_LIMITED.code);
  });
});

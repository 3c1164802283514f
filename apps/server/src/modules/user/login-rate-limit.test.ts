import { errors, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '@sitewright/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, createCompany, createUser, login, type TestApp } from '../../../test/helper.ts';
import { createMemoryLoginLimiters, LOGIN_IP_MAX_FAILURES } from './login-limits.ts';

let t: TestApp;
let now = Date.now();
let companyId: number;
let ipCounter = 0;

/** Each test signs in from its own address so the per-IP count of one test cannot spill into another. */
const freshIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  t = await buildTestApp({ deps: { loginLimiters: createMemoryLoginLimiters(() => now) } });
  companyId = await createCompany(t.app, 'limits');
});
afterAll(() => t.close());

async function newAccount(name: string) {
  await createUser(t.app, { companyId, userName: name, password: `${name}-right` });
  return { companyId: 'limits', username: name, password: `${name}-right` };
}

function attempt(
  credentials: { companyId: string | number; username: string; password: string },
  ip: string,
) {
  return login(t.app, credentials, { remoteAddress: ip });
}

describe('login rate limit', () => {
  it(`refuses the account after ${LOGIN_MAX_FAILURES} failures, even with the right password`, async () => {
    const account = await newAccount('alice');
    const ip = freshIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const { response } = await attempt({ ...account, password: 'wrong' }, ip);
      expect(body(response).code).toBe(1001);
    }
    const { response } = await attempt(account, ip);
    expect(response.statusCode).toBe(429);
    expect(body(response)).toEqual({ code: 429, message: errors.RATE_LIMITED.en, data: null });

    // The count belongs to the account, not to the address it came from.
    const elsewhere = await attempt(account, freshIp());
    expect(elsewhere.response.statusCode).toBe(429);
    const zh = await login(t.app, account, { remoteAddress: ip, headers: { 'accept-language': 'zh-CN' } });
    expect(body(zh.response).message).toBe(errors.RATE_LIMITED.zh);
  });

  it('lets no more than the limit of a parallel burst of guesses reach the password check', async () => {
    const account = await newAccount('burst');
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => attempt({ ...account, password: 'wrong' }, ip)),
    );
    const codes = answers.map(({ response }) => body(response).code);
    expect(codes.filter((c) => c === errors.LOGIN_FAILED.code)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(codes.filter((c) => c === errors.RATE_LIMITED.code)).toHaveLength(40 - LOGIN_MAX_FAILURES);
  });

  it('counts case, spacing and the company id as the same account', async () => {
    const account = await newAccount('bob');
    const ip = freshIp();
    const variants = [
      { companyId: 'limits', username: 'bob' },
      { companyId: 'LIMITS', username: 'BOB' },
      { companyId: ' limits ', username: '  Bob  ' },
      { companyId: companyId, username: 'bOb' },
      { companyId: String(companyId), username: 'bob ' },
    ];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const variant = variants[i % variants.length] ?? variants[0];
      const { response } = await attempt({ ...variant, password: 'wrong' } as typeof account, ip);
      expect(body(response).code).toBe(1001);
    }
    for (const variant of variants) {
      const { response } = await attempt({ ...account, ...variant }, ip);
      expect(response.statusCode).toBe(429);
    }
  });

  it('clears the account count after a successful sign-in', async () => {
    const account = await newAccount('carol');
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await attempt({ ...account, password: 'wrong' }, ip);
      const { response } = await attempt(account, ip);
      expect(body(response).code).toBe(0);
    }
  });

  it('lets the account in again once the window has passed', async () => {
    const account = await newAccount('dave');
    const ip = freshIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await attempt({ ...account, password: 'wrong' }, ip);
    expect((await attempt(account, ip)).response.statusCode).toBe(429);
    now += LOGIN_WINDOW_MS + 1;
    expect(body((await attempt(account, ip)).response).code).toBe(0);
  });

  it(`blocks an address after ${LOGIN_IP_MAX_FAILURES} failures spread over many accounts`, async () => {
    const ip = freshIp();
    const victim = await newAccount('erin');
    // Under the per-account limit each, so only the per-address count can trip.
    for (let i = 0; i < LOGIN_IP_MAX_FAILURES; i++) {
      const { response } = await attempt({ companyId: 'limits', username: `guess-${i}`, password: 'x' }, ip);
      expect(body(response).code).toBe(1001);
    }
    expect((await attempt(victim, ip)).response.statusCode).toBe(429);
    // Colleagues elsewhere are not locked out.
    expect(body((await attempt(victim, freshIp())).response).code).toBe(0);
  });

  it('does not lock out an office behind one address because of one colleague', async () => {
    const ip = freshIp();
    const careless = await newAccount('frank');
    const colleague = await newAccount('grace');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await attempt({ ...careless, password: 'wrong' }, ip);
    expect((await attempt(careless, ip)).response.statusCode).toBe(429);
    expect(body((await attempt(colleague, ip)).response).code).toBe(0);
  });
});

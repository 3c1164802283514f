import {
  ALL_FEATURE_ROLES,
  errors,
  type RoleList,
  type SubAccountSetting,
  type TeamRole,
  type TeamUser,
  type UserInfo,
} from '@sitewright/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  call,
  login,
  newWebsite,
  send,
  setupApiTest,
  signInDemoOperator,
} from '../../../test/helper.ts';

const t = setupApiTest({ rivalSite: 'Rival site', site: 'Shop' });

let worker: TeamRole;
let adminRole: TeamRole;
let suffix: string;
let other: number;

async function addUser(userName: string, roleId = worker.id) {
  const response = await send(t.app, t.admin, 'POST', '/api/website/user/user', {
    user_name: userName,
    password: 'sub-password-1',
    role_id: roleId,
  });
  return response;
}

beforeAll(async () => {
  worker = body<TeamRole>(
    await send(t.app, t.admin, 'POST', '/api/website/role/role', {
      name: 'Worker',
      roles: ALL_FEATURE_ROLES,
    }),
  ).data;
  adminRole = body<RoleList>(await call(t.app, t.admin, 'GET', '/api/website/role/list')).data.list.find(
    (r) => r.built_in,
  ) as TeamRole;
  suffix = body<UserInfo>(await call(t.app, t.admin, 'GET', '/api/user/info')).data.sub_domain_suffix;
  other = await newWebsite(t.app, t.admin, 'Other');
});

describe('sub-accounts', () => {
  it('default to the company code under the site domain suffix, and UserInfo says so', () => {
    expect(suffix).toBe('demo.localhost');
  });

  it('are users whose name ends in the suffix: they reach nothing until granted, then only what is granted', async () => {
    const made = body<TeamUser>(await addUser(`anna@${suffix}`)).data;
    expect(made.sub_account).toBe(true);
    const token = (
      await login(t.app, { companyId: 'demo', username: `anna@${suffix}`, password: 'sub-password-1' })
    ).token;
    const none = body<{ list: unknown[] }>(await call(t.app, token, 'GET', '/api/website/website-list')).data
      .list;
    expect(none).toEqual([]);

    const granted = await send(t.app, t.admin, 'POST', '/api/website/user/sub-auth', {
      id: made.id,
      website_ids: [t.site, t.site],
    });
    expect(body(granted).data).toEqual({ id: made.id, website_ids: [t.site] });
    const list = body<{ list: { website_id: number }[] }>(
      await call(t.app, token, 'GET', '/api/website/website-list'),
    ).data.list;
    expect(list.map((w) => w.website_id)).toEqual([t.site]);
    const refused = await call(t.app, token, 'GET', `/api/website/website-info?website_id=${other}`);
    expect(body(refused).code).toBe(errors.ILLEGAL_OPERATION.code);
    const read = body<{ website_ids: number[]; sub_account: boolean }>(
      await call(t.app, t.admin, 'GET', `/api/website/user/sub-auth?id=${made.id}`),
    ).data;
    expect(read).toMatchObject({ website_ids: [t.site], sub_account: true });
  });

  it('refuses a user whose name lacks the suffix, an administrator, oneself and another company’s website', async () => {
    const plain = body<TeamUser>(await addUser('plain')).data;
    expect(plain.sub_account).toBe(false);
    const named = await send(t.app, t.admin, 'POST', '/api/website/user/sub-auth', {
      id: plain.id,
      website_ids: [],
    });
    expect(body(named).code).toBe(errors.SUB_ACCOUNT_NAME.code);
    expect(body(named).message).toContain(`@${suffix}`);

    expect(body(await addUser(`boss@${suffix}`, adminRole.id)).code).toBe(errors.SUB_ACCOUNT_ADMIN.code);
    const sub = body<TeamUser>(await addUser(`bert@${suffix}`)).data;
    const asAdmin = await send(t.app, t.admin, 'POST', '/api/website/user/sub-auth', {
      id: sub.id,
      website_ids: [t.site],
      role_id: adminRole.id,
    });
    expect(body(asAdmin).code).toBe(errors.SUB_ACCOUNT_ADMIN.code);
    const promote = await send(t.app, t.admin, 'PUT', '/api/website/user/user', {
      id: sub.id,
      role_id: adminRole.id,
    });
    expect(body(promote).code).toBe(errors.SUB_ACCOUNT_ADMIN.code);

    const foreign = await send(t.app, t.admin, 'POST', '/api/website/user/sub-auth', {
      id: sub.id,
      website_ids: [t.rivalSite],
    });
    expect(body(foreign).code).toBe(errors.ILLEGAL_OPERATION.code);
    const rivalUser = await send(t.app, t.rival, 'POST', '/api/website/user/sub-auth', {
      id: sub.id,
      website_ids: [t.rivalSite],
    });
    expect(body(rivalUser).code).toBe(errors.ILLEGAL_OPERATION.code);
  });

  it('are managed by administrators only', async () => {
    const operator = await signInDemoOperator(t.app, 'no-admin');
    for (const [method, path, payload] of [
      ['POST', '/api/website/user/sub-auth', { id: 1, website_ids: [] }],
      ['GET', '/api/website/user/sub-auth?id=1', undefined],
      ['POST', '/api/website/user/sub-account-setting', { suffix: 'x.example.com' }],
    ] as const) {
      const response = await send(t.app, operator, method, path, payload);
      expect(body(response).code, path).toBe(errors.ROLE_REQUIRED.code);
    }
  });

  it('keeps the suffix while sub-accounts exist; a company without any may change it', async () => {
    const refused = await send(t.app, t.admin, 'POST', '/api/website/user/sub-account-setting', {
      suffix: 'team.example.com',
    });
    expect(body(refused).code).toBe(errors.SUB_SUFFIX_IN_USE.code);
    const bad = await send(t.app, t.rival, 'POST', '/api/website/user/sub-account-setting', {
      suffix: '//evil',
    });
    expect(bad.statusCode).toBe(400);
    const changed = await send(t.app, t.rival, 'POST', '/api/website/user/sub-account-setting', {
      suffix: 'Rival.Example.com',
    });
    expect(body<SubAccountSetting>(changed).data).toEqual({
      suffix: 'rival.example.com',
      sub_account_count: 0,
    });
    const info = body<UserInfo>(await call(t.app, t.rival, 'GET', '/api/user/info')).data;
    expect(info.sub_domain_suffix).toBe('rival.example.com');
  });
});

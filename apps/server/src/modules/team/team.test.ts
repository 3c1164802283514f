import { createTeamService } from './team.service.ts';
import {
  ALL_FEATURE_ROLES,
  errors,
  ROLES,
  type RoleList,
  type TeamRole,
  type TeamUser,
  type UserList,
} from '@sitewright/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  call,
  createCompany,
  createUser,
  login,
  loginAdmin,
  send,
  setupApiTest,
} from '../../../test/helper.ts';

const t = setupApiTest();

let editorRole: TeamRole;
let adminRole: TeamRole;
let rivalAdmin: string;

async function roles(token = t.admin): Promise<TeamRole[]> {
  return body<RoleList>(await call(t.app, token, 'GET', '/api/website/role/list')).data.list;
}

async function createTeamUser(userName: string, roleId: number, extra: Record<string, string> = {}) {
  const response = await send(t.app, t.admin, 'POST', '/api/website/user/user', {
    user_name: userName,
    password: `${userName}-password`,
    role_id: roleId,
    ...extra,
  });
  expect(body(response).code, response.body).toBe(0);
  return body<TeamUser>(response).data;
}

const signIn = async (userName: string, password = `${userName}-password`) =>
  (await login(t.app, { companyId: 'demo', username: userName, password })).token;

beforeAll(async () => {
  const rivalId = await createCompany(t.app, 'rival-team');
  await createUser(t.app, {
    companyId: rivalId,
    userName: 'chief',
    password: 'chief-password',
    isAdmin: 1,
    appRole: { id: 1, name: 'Administrator', roles: [ROLES.admin, ...ALL_FEATURE_ROLES] },
    hasRoles: [ROLES.admin, ...ALL_FEATURE_ROLES],
  });
  rivalAdmin = (
    await login(t.app, { companyId: 'rival-team', username: 'chief', password: 'chief-password' })
  ).token;
  const made = await send(t.app, t.admin, 'POST', '/api/website/role/role', {
    name: 'Editor',
    roles: [ROLES.webManage, ROLES.pageSet, ROLES.mediaList],
  });
  editorRole = body<TeamRole>(made).data;
  adminRole = (await roles()).find((r) => r.built_in) as TeamRole;
});

describe('roles', () => {
  it('lists the built-in Administrator first, holding admin and every feature, with its holders', async () => {
    const list = await roles();
    expect(list[0]).toMatchObject({ name: 'Administrator', built_in: true });
    expect(list[0]?.roles).toEqual([ROLES.admin, ...ALL_FEATURE_ROLES]);
    expect(list[0]?.user_count).toBeGreaterThanOrEqual(1);
    expect(list.map((r) => r.name)).toContain('Editor');
  });

  it('refuses a second role of the same name, in any letter case, and an empty or unknown feature list', async () => {
    const again = await send(t.app, t.admin, 'POST', '/api/website/role/role', {
      name: 'editor',
      roles: [ROLES.mediaList],
    });
    expect(body(again).code).toBe(errors.ROLE_NAME_TAKEN.code);
    const none = await send(t.app, t.admin, 'POST', '/api/website/role/role', { name: 'Nobody', roles: [] });
    expect(none.statusCode).toBe(400);
    const admin = await send(t.app, t.admin, 'POST', '/api/website/role/role', {
      name: 'Sneaky',
      roles: [ROLES.admin],
    });
    expect(admin.statusCode).toBe(400);
  });

  it('keeps the built-in role as it is', async () => {
    const edit = await send(t.app, t.admin, 'PUT', '/api/website/role/role', {
      id: adminRole.id,
      name: 'Boss',
      roles: [ROLES.mediaList],
    });
    expect(body(edit).code).toBe(errors.ROLE_BUILT_IN.code);
    const del = await call(t.app, t.admin, 'DELETE', `/api/website/role/role?id=${adminRole.id}`);
    expect(body(del).code).toBe(errors.ROLE_BUILT_IN.code);
  });

  it('gives holders a changed role on their next request, and refuses to delete a role still held', async () => {
    const made = body<TeamRole>(
      await send(t.app, t.admin, 'POST', '/api/website/role/role', {
        name: 'Media only',
        roles: [ROLES.mediaList],
      }),
    ).data;
    await createTeamUser('mia', made.id);
    const mia = await signIn('mia');
    const held = async () =>
      body<{ has_roles: string[] }>(await call(t.app, mia, 'GET', '/api/user/info')).data.has_roles;
    expect(await held()).toEqual([ROLES.mediaList]);

    const edit = await send(t.app, t.admin, 'PUT', '/api/website/role/role', {
      id: made.id,
      name: 'Media and sites',
      roles: [ROLES.mediaList, ROLES.webManage],
    });
    expect(body<TeamRole>(edit).data).toMatchObject({ name: 'Media and sites', user_count: 1 });
    expect(await held()).toEqual([ROLES.mediaList, ROLES.webManage]);

    const del = await call(t.app, t.admin, 'DELETE', `/api/website/role/role?id=${made.id}`);
    expect(body(del)).toMatchObject({ code: errors.ROLE_IN_USE.code });
    expect(body(del).message).toContain('1');
  });

  it('deletes a role nobody holds', async () => {
    const made = body<TeamRole>(
      await send(t.app, t.admin, 'POST', '/api/website/role/role', {
        name: 'Short lived',
        roles: [ROLES.faqIndex],
      }),
    ).data;
    expect(body(await call(t.app, t.admin, 'DELETE', `/api/website/role/role?id=${made.id}`)).code).toBe(0);
    expect((await roles()).map((r) => r.id)).not.toContain(made.id);
  });
});

describe('users', () => {
  it('adds a user who signs in with the role given and nothing more', async () => {
    const user = await createTeamUser('erin', editorRole.id, {
      nick_name: 'Erin Editor',
      email: 'erin@example.com',
      phone: '+86 138 1234 5678',
    });
    expect(user).toMatchObject({
      user_name: 'erin',
      nick_name: 'Erin Editor',
      phone: '+8613812345678',
      is_admin: 0,
      status: 'active',
      role: { id: editorRole.id, name: 'Editor', built_in: false },
    });
    const erin = await signIn('erin');
    expect((await call(t.app, erin, 'GET', '/api/website/website-list')).statusCode).toBe(200);
    // Not an administrator: user management is refused.
    expect((await call(t.app, erin, 'GET', '/api/website/user/list')).statusCode).toBe(403);
  });

  it('refuses a taken name in any letter case, and bad e-mail and phone with the reason', async () => {
    const taken = await send(t.app, t.admin, 'POST', '/api/website/user/user', {
      user_name: 'ADMIN',
      password: 'long-enough-1',
      role_id: editorRole.id,
    });
    expect(body(taken).code).toBe(errors.USER_NAME_TAKEN.code);
    const bad = await send(t.app, t.admin, 'POST', '/api/website/user/user', {
      user_name: 'bad one',
      password: 'short',
      role_id: editorRole.id,
      email: 'not-an-email',
      phone: '12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('e-mail address');
    expect(bad.body).toContain('country code');
  });

  it('lists with paging, keyword, status and role filters', async () => {
    await createTeamUser('finn', editorRole.id, { nick_name: 'Finn Filter' });
    const all = body<UserList>(
      await call(t.app, t.admin, 'GET', '/api/website/user/list?page=1&page_size=2'),
    ).data;
    expect(all.list).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const found = body<UserList>(
      await call(t.app, t.admin, 'GET', '/api/website/user/list?keyword=filter'),
    ).data;
    expect(found.list.map((u) => u.user_name)).toEqual(['finn']);
    const admins = body<UserList>(
      await call(t.app, t.admin, 'GET', `/api/website/user/list?role_id=${adminRole.id}`),
    ).data;
    expect(admins.list.map((u) => u.user_name)).toContain('admin');
    expect(admins.list.find((u) => u.user_name === 'admin')).toMatchObject({ is_self: true, is_admin: 1 });
  });

  it('disabling a user ends their sessions at once; enabling lets them sign in again', async () => {
    const user = await createTeamUser('gus', editorRole.id);
    const gus = await signIn('gus');
    const off = await send(t.app, t.admin, 'POST', '/api/website/user/status', {
      id: user.id,
      status: 'disabled',
    });
    expect(body<TeamUser>(off).data.status).toBe('disabled');
    expect((await call(t.app, gus, 'GET', '/api/website/website-list')).statusCode).toBe(401);
    expect(
      body(
        await login(t.app, { companyId: 'demo', username: 'gus', password: 'gus-password' }).then(
          (r) => r.response,
        ),
      ).code,
    ).toBe(errors.ACCOUNT_DISABLED.code);
    await send(t.app, t.admin, 'POST', '/api/website/user/status', { id: user.id, status: 'active' });
    expect(await signIn('gus')).not.toBe('');
  });

  it('a new password set by an administrator signs the user out everywhere', async () => {
    const user = await createTeamUser('hana', editorRole.id);
    const hana = await signIn('hana');
    const edit = await send(t.app, t.admin, 'PUT', '/api/website/user/user', {
      id: user.id,
      password: 'brand-new-password',
    });
    expect(body(edit).code).toBe(0);
    expect((await call(t.app, hana, 'GET', '/api/user/info')).statusCode).toBe(401);
    expect(await signIn('hana', 'brand-new-password')).not.toBe('');
  });

  it('nobody deletes, disables or demotes themselves; another administrator may', async () => {
    const me = body<UserList>(
      await call(t.app, t.admin, 'GET', '/api/website/user/list?keyword=admin'),
    ).data.list.find((u) => u.is_self) as TeamUser;
    const del = await call(t.app, t.admin, 'DELETE', `/api/website/user/user?id=${me.id}`);
    expect(body(del).code).toBe(errors.SELF_CHANGE_REFUSED.code);
    const off = await send(t.app, t.admin, 'POST', '/api/website/user/status', {
      id: me.id,
      status: 'disabled',
    });
    expect(body(off).code).toBe(errors.SELF_CHANGE_REFUSED.code);
    const demote = await send(t.app, t.admin, 'PUT', '/api/website/user/user', {
      id: me.id,
      role_id: editorRole.id,
    });
    expect(body(demote).code).toBe(errors.SELF_CHANGE_REFUSED.code);

    // A second administrator may remove the first only while another stays.
    const second = await createTeamUser('ivy', adminRole.id);
    expect(second.is_admin).toBe(1);
    const ivy = await signIn('ivy');
    expect(
      body(await send(t.app, ivy, 'POST', '/api/website/user/status', { id: me.id, status: 'disabled' }))
        .code,
    ).toBe(0);
    const last = await send(t.app, ivy, 'PUT', '/api/website/user/user', {
      id: second.id,
      role_id: editorRole.id,
    });
    expect(body(last).code).toBe(errors.SELF_CHANGE_REFUSED.code);
    await send(t.app, ivy, 'POST', '/api/website/user/status', { id: me.id, status: 'active' });
    // Disabled, the first administrator was signed out: signing in again works once enabled.
    expect((await call(t.app, t.admin, 'GET', '/api/user/info')).statusCode).toBe(401);
    t.admin = (await loginAdmin(t.app)).token;
    const lastDelete = await call(t.app, t.admin, 'DELETE', `/api/website/user/user?id=${second.id}`);
    expect(body(lastDelete).code).toBe(0);
    expect((await call(t.app, ivy, 'GET', '/api/user/info')).statusCode).toBe(401);
  });

  it('keeps the last active administrator when two administrators remove each other', async () => {
    // The second request passed the session check before the first one disabled its caller: the
    // service, called as that caller, must still see that nobody would be left.
    const service = createTeamService({
      db: t.app.db,
      config: t.app.config,
      passwords: t.app.passwords,
      sessions: t.app.sessions,
    });
    const me = body<TeamUser>(await call(t.app, t.admin, 'GET', '/api/user/info')).data;
    const company = body<{ company: { id: number } }>(await call(t.app, t.admin, 'GET', '/api/user/info'))
      .data.company.id;
    const other = await createTeamUser('otto', adminRole.id);
    await service.setStatus({ companyId: company, userId: me.id }, { id: other.id, status: 'disabled' });
    await expect(
      service.setStatus({ companyId: company, userId: other.id }, { id: me.id, status: 'disabled' }),
    ).rejects.toMatchObject({ key: 'LAST_ADMIN' });
    await expect(service.deleteUser({ companyId: company, userId: other.id }, me.id)).rejects.toMatchObject({
      key: 'LAST_ADMIN',
    });
    t.admin = (await loginAdmin(t.app)).token;
  });

  it('another company sees none of these users or roles and changes nothing (1105)', async () => {
    const erin = body<UserList>(await call(t.app, t.admin, 'GET', '/api/website/user/list?keyword=erin')).data
      .list[0] as TeamUser;
    for (const response of [
      await call(t.app, rivalAdmin, 'GET', `/api/website/user/user?id=${erin.id}`),
      await send(t.app, rivalAdmin, 'PUT', '/api/website/user/user', { id: erin.id, nick_name: 'x' }),
      await send(t.app, rivalAdmin, 'POST', '/api/website/user/status', { id: erin.id, status: 'disabled' }),
      await call(t.app, rivalAdmin, 'DELETE', `/api/website/user/user?id=${erin.id}`),
      await send(t.app, rivalAdmin, 'POST', '/api/website/user/user', {
        user_name: 'spy',
        password: 'spy-password',
        role_id: editorRole.id,
      }),
      await send(t.app, rivalAdmin, 'PUT', '/api/website/role/role', {
        id: editorRole.id,
        name: 'x',
        roles: [ROLES.faqIndex],
      }),
      await call(t.app, rivalAdmin, 'DELETE', `/api/website/role/role?id=${editorRole.id}`),
    ]) {
      expect(body(response).code).toBe(errors.ILLEGAL_OPERATION.code);
    }
    const theirs = body<UserList>(await call(t.app, rivalAdmin, 'GET', '/api/website/user/list')).data;
    expect(theirs.list.map((u) => u.user_name)).toEqual(['chief']);
    expect((await roles(rivalAdmin)).map((r) => r.name)).toEqual(['Administrator']);
    expect(
      body<TeamUser>(await call(t.app, t.admin, 'GET', `/api/website/user/user?id=${erin.id}`)).data.status,
    ).toBe('active');
  });
});

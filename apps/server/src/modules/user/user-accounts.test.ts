import { describe, expect, it } from 'vitest';
import { body, call, login, setupApiTest } from '../../../test/helper.ts';
import { addUserAccount } from './user-accounts.ts';

const t = setupApiTest();

describe('addUserAccount (npm run user:add)', () => {
  it('creates an account that signs in with exactly the roles it was given', async () => {
    await addUserAccount(t.app.db, t.app.passwords, {
      company: 'demo',
      userName: ' editor ',
      password: 'editor-password',
      roles: ['page.menu'],
    });
    const { token } = await login(t.app, {
      companyId: 'demo',
      username: 'editor',
      password: 'editor-password',
    });
    expect(token).not.toBe('');
    const info = body<{ is_admin: number; has_roles: string[]; app_role: { roles: string[] } }>(
      await call(t.app, token, 'GET', '/api/user/info'),
    );
    expect(info.code).toBe(0);
    expect(info.data.is_admin).toBe(0);
    expect(info.data.has_roles).toEqual(['page.menu']);
    expect(info.data.app_role.roles).toEqual(['page.menu']);
  });

  it('refuses an unknown company and a name the company already has (in any letter case)', async () => {
    await expect(
      addUserAccount(t.app.db, t.app.passwords, { company: 'nope', userName: 'x', password: 'password-1' }),
    ).rejects.toThrow('There is no company "nope".');
    await expect(
      addUserAccount(t.app.db, t.app.passwords, {
        company: 'demo',
        userName: 'ADMIN',
        password: 'password-1',
      }),
    ).rejects.toThrow('already has a user');
  });
});

import { describe, expect, it } from 'vitest';
import { type UserMenuInput, userMenuEntries } from './user-menu.ts';

const today = new Map([
  ['WebManage', '/system/web_manage'],
  ['ChangePassword', '/user/change_password'],
]);
const later = new Map([
  ...today,
  ['UserIndex', '/user/index'],
  ['UserAudit', '/user/audit'],
  ['OrderIndex', '/order/index'],
  ['PaySet', '/pay/pay-set'],
  ['UserMessage', '/user/message'],
]);

function input(overrides: Partial<UserMenuInput>): UserMenuInput {
  return {
    isAdmin: 0,
    userName: 'ann',
    roles: [],
    routes: today,
    changePasswordPath: '/user/change_password',
    ...overrides,
  };
}

const keys = (i: UserMenuInput) => userMenuEntries(i).map((e) => e.key);

describe('userMenuEntries', () => {
  it('offers only change password and log out while the other screens do not exist', () => {
    expect(keys(input({ isAdmin: 1, roles: ['admin'] }))).toEqual(['changePassword', 'logout']);
  });

  it('links change password with the user name', () => {
    expect(userMenuEntries(input({ userName: 'ann lee' }))[0]).toEqual({
      key: 'changePassword',
      to: '/user/change_password?user_name=ann%20lee',
    });
  });

  it('shows user management only to admins (is_admin > 0) once the screen exists', () => {
    expect(keys(input({ routes: later, isAdmin: 1 }))).toContain('users');
    expect(keys(input({ routes: later, isAdmin: 0 }))).not.toContain('users');
  });

  it('leads administrators to the audit log, which is not in the left menu while a website is selected', () => {
    expect(keys(input({ routes: later, isAdmin: 1 })).slice(0, 2)).toEqual(['users', 'audit']);
    expect(keys(input({ routes: later, isAdmin: 0 }))).not.toContain('audit');
  });

  it('gates orders and payment settings by role once their screens exist', () => {
    expect(keys(input({ routes: later, roles: ['order.index'] }))).toEqual([
      'orders',
      'messages',
      'changePassword',
      'logout',
    ]);
    expect(keys(input({ routes: later, roles: ['pay.set'] }))).toEqual([
      'paySettings',
      'messages',
      'changePassword',
      'logout',
    ]);
    expect(keys(input({ routes: later, roles: ['admin'], isAdmin: 1 }))).toEqual([
      'users',
      'audit',
      'orders',
      'paySettings',
      'messages',
      'changePassword',
      'logout',
    ]);
  });

  it('links registered screens by their path', () => {
    expect(userMenuEntries(input({ routes: later, roles: ['order.index'] }))[0]).toEqual({
      key: 'orders',
      to: '/order/index',
    });
  });

  it('leads everyone to the company information once it exists, before orders', () => {
    const routes = new Map([...later, ['CompanyInfo', '/user/company']]);
    expect(keys(input({ routes, roles: ['order.index'] }))).toEqual([
      'company',
      'orders',
      'messages',
      'changePassword',
      'logout',
    ]);
    expect(userMenuEntries(input({ routes }))[0]).toEqual({ key: 'company', to: '/user/company' });
  });

  it('leads everyone to the message centre once it exists, before change password', () => {
    expect(keys(input({ routes: later }))).toEqual(['messages', 'changePassword', 'logout']);
    expect(userMenuEntries(input({ routes: later }))[0]).toEqual({ key: 'messages', to: '/user/message' });
  });
});

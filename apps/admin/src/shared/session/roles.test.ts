import { describe, expect, it } from 'vitest';
import { hasRole, rolesOf, websiteHomePath } from './roles.ts';

describe('rolesOf', () => {
  it('merges app-role and direct roles without duplicates', () => {
    expect(rolesOf({ app_role: { id: 1, name: 'app', roles: ['a', 'b'] }, has_roles: ['b', 'c'] })).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('works without an app role', () => {
    expect(rolesOf({ app_role: null, has_roles: ['x'] })).toEqual(['x']);
  });
});

describe('hasRole', () => {
  it('checks one role, with admin holding all', () => {
    expect(hasRole(['order.index'], 'order.index')).toBe(true);
    expect(hasRole(['order.index'], 'pay.set')).toBe(false);
    expect(hasRole(['admin'], 'pay.set')).toBe(true);
  });
});

describe('websiteHomePath', () => {
  it('opens the page list for those who may list pages, the website home otherwise', () => {
    expect(websiteHomePath(['page.page.page_set'])).toBe('/page/index');
    expect(websiteHomePath(['admin'])).toBe('/page/index');
    expect(websiteHomePath(['system.web_manage', 'page.menu'])).toBe('/page/empty');
  });
});

import { type Lang, ROLES } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/translate.ts';
import { affixRoutes, canAccess, filterRoutesByRoles, routeNames, routePathsByName } from './access.ts';
import { routeTable } from './route-table.ts';
import type { AppRoute } from './route-types.ts';

const tree: AppRoute[] = [
  { path: '/open', handle: { name: 'Open' } },
  { path: '/nameless', handle: { roles: ['secret'] } },
  {
    path: '/news',
    handle: { name: 'News', roles: ['news.index'] },
    children: [
      { path: '/news/index', handle: { name: 'NewsIndex', roles: ['news.index'] } },
      { path: '/news/tag', handle: { name: 'NewsTag', roles: ['news.tag.index'] } },
      { path: '/news/edit', handle: { name: 'NewsEdit' } },
    ],
  },
  {
    path: '/group',
    children: [
      { path: '/group/a', handle: { name: 'A', roles: ['a'] } },
      { path: '/group/b', handle: { name: 'B', roles: ['b', 'c'] } },
    ],
  },
];

const paths = (routes: AppRoute[]): string[] =>
  routes.flatMap((r) => [r.path, ...(r.children ? paths(r.children) : [])]);

describe('filterRoutesByRoles', () => {
  it('keeps routes without a name or without roles', () => {
    expect(paths(filterRoutesByRoles(tree, []))).toEqual(['/open', '/nameless', '/group']);
  });

  it('keeps a route when the user holds one of its roles, recursively', () => {
    expect(paths(filterRoutesByRoles(tree, ['news.index', 'c']))).toEqual([
      '/open',
      '/nameless',
      '/news',
      '/news/index',
      '/news/edit',
      '/group',
      '/group/b',
    ]);
  });

  it('drops children of a kept parent that the user may not see', () => {
    const kept = filterRoutesByRoles(tree, ['news.index']);
    expect(kept.find((r) => r.path === '/news')?.children?.map((r) => r.path)).toEqual([
      '/news/index',
      '/news/edit',
    ]);
  });

  it('lets admin see everything', () => {
    expect(paths(filterRoutesByRoles(tree, ['admin']))).toEqual(paths(tree));
  });

  it('does not change the given table', () => {
    const before = JSON.stringify(tree);
    filterRoutesByRoles(tree, []);
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('canAccess', () => {
  const orders = { path: '/order/index', handle: { name: 'OrderIndex', roles: [ROLES.orderIndex] } };

  it('passes admin', () => {
    expect(canAccess(orders, [ROLES.admin])).toBe(true);
  });

  it('passes a route that declares no roles', () => {
    expect(canAccess({ path: '/x', handle: { name: 'X' } }, [])).toBe(true);
    expect(canAccess({ path: '/x', handle: { name: 'X', roles: [] } }, [])).toBe(true);
  });

  it('passes when any role matches, refuses otherwise', () => {
    expect(canAccess(orders, ['pay.set', ROLES.orderIndex])).toBe(true);
    expect(canAccess(orders, ['pay.set'])).toBe(false);
  });

  it('requires a route name', () => {
    expect(canAccess({ path: '/x', handle: {} }, [ROLES.admin])).toBe(false);
    expect(canAccess({ path: '/x' }, [])).toBe(false);
    expect(canAccess(null, [ROLES.admin])).toBe(false);
  });

  it('always lets the website center through', () => {
    expect(canAccess({ path: '/system/web_manage', handle: { name: 'WebManage', roles: ['x'] } }, [])).toBe(
      true,
    );
    expect(canAccess({ path: '/system/web_manage' }, [])).toBe(true);
  });
});

describe('route table', () => {
  const walk = (routes: AppRoute[]): AppRoute[] => routes.flatMap((r) => [r, ...walk(r.children ?? [])]);

  it('registers only the screens that exist today', () => {
    expect([...routeNames(routeTable)].sort()).toEqual([
      'AddLanguage',
      'AppIndex',
      'AttributeIndex',
      'AuthRedirect',
      'ChangePassword',
      'CompanyInfo',
      'ExhibitItemAdd',
      'ExhibitItemEdit',
      'ExhibitItemIndex',
      'ExhibitorAdd',
      'ExhibitorAreaIndex',
      'ExhibitorEdit',
      'ExhibitorIndex',
      'ExhibitorTypeIndex',
      'ExhibitorZoneIndex',
      'FaqEdit',
      'FaqIndex',
      'FaqTypeIndex',
      'Forget',
      'ForgetThePassword',
      'FormCenterList',
      'FormInquiryList',
      'FormList',
      'FormRecordList',
      'Login',
      'MediaList',
      'MeetingEdit',
      'MeetingExpertsEdit',
      'MeetingExpertsIndex',
      'MeetingIndex',
      'MeetingOrganizersEdit',
      'MeetingOrganizersIndex',
      'MeetingSponsorEdit',
      'MeetingSponsorIndex',
      'MeetingTagIndex',
      'MeetingTypeIndex',
      'Menu',
      'NewsEdit',
      'NewsIndex',
      'NewsTagIndex',
      'NewsTypeIndex',
      'NotFound',
      'OrderIndex',
      'PageEdit',
      'PageEmpty',
      'PageIndex',
      'PageSet',
      'PageTemplate',
      'PaySet',
      'PhoneAddUser',
      'PluginAnalyticsSet',
      'PluginBdzzSet',
      'PluginGoogleIndexingSet',
      'PluginIndexnowSet',
      'PluginSet',
      'PluginVerificationSet',
      'ProductEdit',
      'ProductIndex',
      'ProductTagIndex',
      'ProductTypeIndex',
      'Redirect',
      'RoleIndex',
      'Unauthorized',
      'UserAdd',
      'UserAudit',
      'UserEdit',
      'UserIndex',
      'UserMessage',
      'WebManage',
      'WebRedirectSet',
      'WebSet',
      'WebsitePaySet',
    ]);
  });

  it('opens the article and product screens to their roles on a selected website, each route naming its collection', () => {
    const find = (list: readonly AppRoute[], name: string): AppRoute | undefined => {
      for (const route of list) {
        if (route.handle?.name === name) return route;
        const inner = route.children ? find(route.children, name) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    const expected = [
      ['NewsIndex', '/news/index', ROLES.newsIndex, 'news'],
      ['NewsEdit', '/news/edit', ROLES.newsIndex, 'news'],
      ['ProductIndex', '/product/index', ROLES.productIndex, 'product'],
      ['ProductEdit', '/product/edit', ROLES.productIndex, 'product'],
      ['FaqIndex', '/faq/index', ROLES.faqIndex, 'faq'],
      ['FaqEdit', '/faq/edit', ROLES.faqIndex, 'faq'],
      ['ExhibitorIndex', '/exhibitor/index', ROLES.exhibitorIndex, 'exhibitor'],
      ['ExhibitorAdd', '/exhibitor/add', ROLES.exhibitorIndex, 'exhibitor'],
      ['ExhibitItemIndex', '/exhibitor/item/index', ROLES.exhibitorIndex, 'exhibit'],
      ['ExhibitItemEdit', '/exhibitor/item/edit', ROLES.exhibitorIndex, 'exhibit'],
    ] as const;
    for (const [name, path, role, collection] of expected) {
      const route = find(routeTable, name);
      expect(route?.path).toBe(path);
      expect(route?.handle).toMatchObject({ roles: [role], requiresWebsite: true, collection });
      expect(canAccess(route, [role])).toBe(true);
      expect(canAccess(route, [ROLES.pageSet])).toBe(false);
    }
    // The edit screens are reached from their list, which stays highlighted in the menu.
    expect(find(routeTable, 'NewsEdit')?.handle).toMatchObject({ hidden: true, activeMenu: '/news/index' });
    expect(find(routeTable, 'ProductEdit')?.handle).toMatchObject({
      hidden: true,
      activeMenu: '/product/index',
    });
  });

  it('keeps registration and password recovery public, outside the shell and the menu (spec §2)', () => {
    for (const [name, path] of [
      ['PhoneAddUser', '/phone-add-user'],
      ['ForgetThePassword', '/forget-the-password'],
      ['Forget', '/forget'],
    ]) {
      const route = routeTable.find((r) => r.handle?.name === name);
      expect(route?.path).toBe(path);
      expect(route?.handle).toMatchObject({ public: true, hidden: true });
    }
  });

  it('lets one-time sign-in links and invitations land without a session (spec §2 /auth-redirect)', () => {
    const landing = routeTable.find((r) => r.handle?.name === 'AuthRedirect');
    expect(landing?.path).toBe('/auth-redirect');
    expect(landing?.handle).toMatchObject({ public: true, hidden: true });
  });

  it('opens the page editor to system.web_manage holders, full screen outside the shell (spec §2)', () => {
    const editor = routeTable.find((r) => r.handle?.name === 'PageEdit');
    expect(editor?.path).toBe('/page_edit/:pageId/:websiteId');
    expect(editor?.handle).toMatchObject({ hidden: true, noTab: true });
    expect(canAccess(editor, [ROLES.pageSet, ROLES.pageMenu])).toBe(false);
    expect(canAccess(editor, [ROLES.webManage])).toBe(true);
    expect(canAccess(editor, [ROLES.admin])).toBe(true);
  });

  it('opens website settings to page.web_set holders and admin only', () => {
    const webSet = walk(routeTable).find((r) => r.handle?.name === 'WebSet');
    expect(webSet?.path).toBe('/page/web_set');
    expect(webSet?.handle?.requiresWebsite).toBe(true);
    expect(canAccess(webSet, [ROLES.webManage, ROLES.pageMenu])).toBe(false);
    expect(canAccess(webSet, [ROLES.pageWebSet])).toBe(true);
    expect(canAccess(webSet, [ROLES.admin])).toBe(true);
  });

  it('opens page redirect management to page.web_set holders and admin only, on a selected website', () => {
    const redirects = walk(routeTable).find((r) => r.handle?.name === 'WebRedirectSet');
    expect(redirects?.path).toBe('/page/web_redirect_set');
    expect(redirects?.handle?.requiresWebsite).toBe(true);
    expect(canAccess(redirects, [ROLES.webManage, ROLES.pageMenu, ROLES.pageSet])).toBe(false);
    expect(canAccess(redirects, [ROLES.pageWebSet])).toBe(true);
    expect(canAccess(redirects, [ROLES.admin])).toBe(true);
  });

  it('opens menu management to page.menu holders and admin only, on a selected website', () => {
    const menu = walk(routeTable).find((r) => r.handle?.name === 'Menu');
    expect(menu?.path).toBe('/page/menu');
    expect(menu?.handle?.requiresWebsite).toBe(true);
    // Hidden from the left menu (spec §2), it lights the Pages entry while open.
    expect(menu?.handle).toMatchObject({ hidden: true, activeMenu: '/page/index' });
    expect(canAccess(menu, [ROLES.pageSet, ROLES.pageWebSet])).toBe(false);
    expect(canAccess(menu, [ROLES.pageMenu])).toBe(true);
    expect(canAccess(menu, [ROLES.admin])).toBe(true);
  });

  it('opens the template chooser to page.page.page_set holders, without the left menu (spec §2)', () => {
    const template = walk(routeTable).find((r) => r.handle?.name === 'PageTemplate');
    expect(template?.path).toBe('/page/template');
    expect(template?.handle).toMatchObject({ requiresWebsite: true, hideSidebar: true, hidden: true });
    expect(canAccess(template, [ROLES.pageWebSet])).toBe(false);
    expect(canAccess(template, [ROLES.pageSet])).toBe(true);
    expect(canAccess(template, [ROLES.admin])).toBe(true);
  });

  it('opens the language screen to page.page.page_set holders, without the left menu (spec §2)', () => {
    const languages = walk(routeTable).find((r) => r.handle?.name === 'AddLanguage');
    expect(languages?.path).toBe('/page/add_language');
    expect(languages?.handle).toMatchObject({ requiresWebsite: true, hideSidebar: true, hidden: true });
    expect(canAccess(languages, [ROLES.pageWebSet])).toBe(false);
    expect(canAccess(languages, [ROLES.pageSet])).toBe(true);
    expect(canAccess(languages, [ROLES.admin])).toBe(true);
  });

  it('pins the website center', () => {
    expect(affixRoutes(routeTable, []).map((r) => r.path)).toEqual(['/system/web_manage']);
  });

  it('gives every named screen a title and a lazy component', () => {
    for (const route of walk(routeTable).filter((r) => r.handle?.name)) {
      // A transient route shows nothing of its own: the screen it passes on to keeps its title.
      if (!route.handle?.transient) expect(route.handle?.title, route.path).toBeTruthy();
      expect(typeof route.lazy, route.path).toBe('function');
    }
  });

  it("has every screen's title in both languages before the screen's chunk loads", () => {
    for (const route of walk(routeTable)) {
      const title = route.handle?.title;
      if (!title) continue;
      for (const lang of ['en', 'zh'] as Lang[])
        expect(translate(lang, title), `${route.path} ${lang}`).not.toBe(title);
    }
  });
});

describe('routePathsByName', () => {
  it('maps route names to their paths, ignoring the catch-all', () => {
    const paths = routePathsByName(routeTable);
    expect(paths.get('WebManage')).toBe('/system/web_manage');
    expect(paths.get('ChangePassword')).toBe('/user/change_password');
    expect(paths.get('NotFound')).toBe('/404');
  });
});

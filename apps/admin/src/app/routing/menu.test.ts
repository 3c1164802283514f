import { PLUGIN_KEYS, PLUGIN_SETTINGS_PATHS, ROLES } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  buildMenuItems,
  externalMenuLinks,
  MARKETING_TOOL_KEY,
  type MenuNode,
  menuOpenKeys,
} from './menu.ts';
import { PLUGIN_ROUTE_KEYS, routeTable } from './route-table.ts';
import type { AppRoute } from './route-types.ts';

function Screen() {
  return null;
}
const lazy = async () => ({ Component: Screen });

const table: AppRoute[] = [
  { path: '/login', handle: { name: 'Login', title: 'route.login', public: true, hidden: true }, lazy },
  {
    path: '/',
    layout: true,
    children: [
      { path: '/', redirect: '/system/web_manage' },
      {
        path: '/system',
        children: [
          {
            path: '/system/web_manage',
            handle: { name: 'W', title: 'route.webManage', code: 7, roles: ['system.web_manage'] },
            lazy,
          },
          { path: '/system/app', handle: { name: 'App', title: 'route.pages', code: 8 }, lazy },
          { path: '/system/other', handle: { name: 'Other', title: 'route.pages', code: 9 }, lazy },
        ],
      },
      {
        path: '/page',
        handle: { title: 'route.pages', icon: 'pages' },
        children: [
          {
            path: '/page/index',
            handle: { name: 'PageIndex', title: 'route.pages', roles: ['page.page.page_set'] },
            lazy,
          },
          {
            path: '/page/menu',
            handle: { name: 'Menu', title: 'route.pages', roles: ['page.menu'], hidden: true },
            lazy,
          },
        ],
      },
      {
        path: '/news',
        handle: { title: 'route.pages' },
        children: [
          {
            path: '/news/index',
            handle: { name: 'NewsIndex', title: 'route.pages', roles: ['news.index'] },
            lazy,
          },
        ],
      },
      {
        path: '/deep',
        handle: { title: 'route.pages' },
        children: [
          {
            path: '/deep/2',
            handle: { name: 'D2', title: 'route.pages' },
            children: [
              {
                path: '/deep/2/3',
                handle: { name: 'D3', title: 'route.pages' },
                children: [{ path: '/deep/2/3/4', handle: { name: 'D4', title: 'route.pages' }, lazy }],
                lazy,
              },
            ],
          },
        ],
      },
      { path: '*', handle: { name: 'NotFound', title: 'route.notFound', hidden: true }, lazy },
    ],
  },
];

const keys = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.key, ...keys(n.children ?? [])]);
const depth = (nodes: MenuNode[]): number => Math.max(0, ...nodes.map((n) => 1 + depth(n.children ?? [])));

describe('buildMenuItems', () => {
  it('shows system entries (codes 7, 8, 10) only without a selected website', () => {
    const without = keys(buildMenuItems(table, ['admin'], false));
    expect(without).toContain('/system/web_manage');
    expect(without).toContain('/system/app');
    const withSite = keys(buildMenuItems(table, ['admin'], true));
    expect(withSite).not.toContain('/system/web_manage');
    expect(withSite).not.toContain('/system/app');
    expect(withSite).toContain('/system/other');
  });

  it('gates entries by role and always shows entries without roles', () => {
    const items = keys(buildMenuItems(table, ['page.page.page_set'], true));
    expect(items).toContain('/page/index');
    expect(items).toContain('/system/other');
    expect(items).not.toContain('/news/index');
  });

  it('drops a titled group whose entries are all hidden from the user', () => {
    expect(keys(buildMenuItems(table, [], true))).not.toContain('/news');
    expect(keys(buildMenuItems(table, ['news.index'], true))).toContain('/news');
  });

  it('skips hidden, public, redirect and catch-all routes', () => {
    const items = keys(buildMenuItems(table, ['admin'], false));
    expect(items).not.toContain('/login');
    expect(items).not.toContain('/page/menu');
    expect(items).not.toContain('*');
    expect(items.filter((k) => k === '/')).toEqual([]);
  });

  it('lifts the entries of untitled groups and keeps titled groups as sub-menus', () => {
    const items = buildMenuItems(table, ['admin'], true);
    expect(items.map((n) => n.key)).toEqual(['/system/other', '/page', '/news', '/deep']);
    expect(items.find((n) => n.key === '/page')?.icon).toBe('pages');
  });

  it('stops at three levels', () => {
    const items = buildMenuItems(table, ['admin'], true);
    expect(depth(items)).toBe(3);
    expect(keys(items)).toContain('/deep/2/3');
    expect(keys(items)).not.toContain('/deep/2/3/4');
  });

  it('gives the real table a Pages entry once a website is selected', () => {
    const items = buildMenuItems(routeTable, [ROLES.webManage], true);
    expect(items).toEqual([{ key: '/page/empty', title: 'route.pages', icon: 'pages' }]);
  });

  it('gives the real table Website settings then Page redirect management after Pages, only with page.web_set', () => {
    const settings = { key: '/page/web_set', title: 'route.webSet', icon: 'settings' };
    const redirects = { key: '/page/web_redirect_set', title: 'route.webRedirectSetMenu', icon: 'redirect' };
    const others = buildMenuItems(routeTable, [ROLES.webManage, ROLES.pageMenu], true);
    expect(others).not.toContainEqual(settings);
    expect(others).not.toContainEqual(redirects);
    expect(buildMenuItems(routeTable, [ROLES.pageWebSet], true)).toEqual([
      { key: '/page/empty', title: 'route.pages', icon: 'pages' },
      settings,
      redirects,
    ]);
    expect(buildMenuItems(routeTable, [ROLES.admin], true).map((n) => n.key)).toEqual([
      '/page/index',
      '/news',
      '/product',
      '/faq',
      '/meeting',
      '/exhibitor',
      '/media/list',
      '/form',
      '/pay/website-pay-set',
      '/page/web_set',
      '/page/web_redirect_set',
      '/plugin/plugin-set',
    ]);
  });

  it('gives the real table Third-party plugins after Page redirect management, only with plugin.set (spec §2)', () => {
    const plugins = { key: '/plugin/plugin-set', title: 'pluginsRoute.title', icon: 'plugins' };
    expect(buildMenuItems(routeTable, [ROLES.pageWebSet, ROLES.pluginSet], true).slice(-2)).toEqual([
      { key: '/page/web_redirect_set', title: 'route.webRedirectSetMenu', icon: 'redirect' },
      plugins,
    ]);
    expect(buildMenuItems(routeTable, [ROLES.pageWebSet], true)).not.toContainEqual(plugins);
    // The settings screens are reached from the list, never from the menu.
    expect(
      keys(buildMenuItems(routeTable, [ROLES.admin], true)).filter((k) => k.startsWith('/plugin/')),
    ).toEqual(['/plugin/plugin-set']);
  });

  it('gives the real table the Inquiries group after Media to form.form_list: forms and the inquiry centre (spec §2)', () => {
    const inquiries = {
      key: '/form',
      title: 'route.inquiries',
      icon: 'inquiries',
      children: [
        { key: '/form/form_list', title: 'route.forms' },
        { key: '/form/form_center_list', title: 'route.inquiryCenter' },
      ],
    };
    expect(buildMenuItems(routeTable, [ROLES.mediaList, ROLES.formList], true)).toEqual([
      { key: '/page/empty', title: 'route.pages', icon: 'pages' },
      { key: '/media/list', title: 'media.title', icon: 'media' },
      inquiries,
    ]);
    expect(buildMenuItems(routeTable, [ROLES.mediaList], true).map((n) => n.key)).not.toContain('/form');
  });

  it('gives the real table the Articles and Products groups after Pages and before Media, each to its role (spec §2)', () => {
    const articles = {
      key: '/news',
      title: 'route.articles',
      icon: 'articles',
      children: [{ key: '/news/index', title: 'route.articleList' }],
    };
    const products = {
      key: '/product',
      title: 'route.products',
      icon: 'products',
      // Attributes describe products, so the product role opens them too.
      children: [
        { key: '/product/index', title: 'route.productList' },
        { key: '/attribute/index', title: 'attributesRoute.menu' },
      ],
    };
    const both = buildMenuItems(
      routeTable,
      [ROLES.pageSet, ROLES.newsIndex, ROLES.productIndex, ROLES.mediaList],
      true,
    );
    expect(both.map((n) => n.key)).toEqual(['/page/index', '/news', '/product', '/media/list']);
    expect(both[1]).toEqual(articles);
    expect(both[2]).toEqual(products);
    // Without the role the whole group stays out of the menu.
    expect(keys(buildMenuItems(routeTable, [ROLES.newsIndex], true))).not.toContain('/product');
    expect(keys(buildMenuItems(routeTable, [ROLES.productIndex], true))).not.toContain('/news');
  });

  it('gives the real table the Meetings group after Products (spec §2), each entry only with its own role', () => {
    const meetings = buildMenuItems(
      routeTable,
      [
        ROLES.meetingIndex,
        ROLES.meetingType,
        ROLES.meetingTag,
        ROLES.meetingHost,
        ROLES.meetingSponsor,
        ROLES.meetingExperts,
      ],
      true,
    ).find((n) => n.key === '/meeting');
    expect(meetings).toEqual({
      key: '/meeting',
      title: 'route.meetings',
      icon: 'meetings',
      children: [
        { key: '/meeting/index', title: 'route.meetingList' },
        { key: '/meeting/type/index', title: 'taxonomyRoute.categories' },
        { key: '/meeting/tag/index', title: 'taxonomyRoute.tags' },
        { key: '/meeting/organizers/index', title: 'route.organizers' },
        { key: '/meeting/sponsor/index', title: 'route.sponsors' },
        { key: '/meeting/experts/index', title: 'route.experts' },
      ],
    });
    const sponsorsOnly = buildMenuItems(routeTable, [ROLES.meetingSponsor], true).find(
      (n) => n.key === '/meeting',
    );
    expect(sponsorsOnly?.children?.map((c) => c.key)).toEqual(['/meeting/sponsor/index']);
    expect(keys(buildMenuItems(routeTable, [ROLES.newsIndex], true))).not.toContain('/meeting');
  });

  it('gives the real table the FAQ and Exhibitors groups with their built screens, each to its role (spec §2)', () => {
    const all = buildMenuItems(
      routeTable,
      [
        ROLES.faqIndex,
        ROLES.faqType,
        ROLES.exhibitorIndex,
        ROLES.exhibitorType,
        ROLES.exhibitorZone,
        ROLES.exhibitorArea,
      ],
      true,
    );
    expect(all.find((n) => n.key === '/faq')).toEqual({
      key: '/faq',
      title: 'route.faq',
      icon: 'faq',
      children: [
        { key: '/faq/index', title: 'route.faqList' },
        { key: '/faq/type/index', title: 'taxonomyRoute.categories' },
      ],
    });
    expect(all.find((n) => n.key === '/exhibitor')).toEqual({
      key: '/exhibitor',
      title: 'route.exhibitors',
      icon: 'exhibitors',
      children: [
        { key: '/exhibitor/index', title: 'route.exhibitorList' },
        { key: '/exhibitor/type/index', title: 'taxonomyRoute.exhibitorTypesMenu' },
        { key: '/exhibitor/zone/index', title: 'termListRoute.zones' },
        { key: '/exhibitor/area/index', title: 'termListRoute.areas' },
        { key: '/exhibitor/item/index', title: 'route.exhibitItemList' },
      ],
    });
    // The zone screen is its role's: exhibitors alone do not open it.
    const exhibitorsOnly = buildMenuItems(routeTable, [ROLES.exhibitorIndex], true).find(
      (n) => n.key === '/exhibitor',
    );
    expect(keys(exhibitorsOnly ? [exhibitorsOnly] : [])).not.toContain('/exhibitor/zone/index');
  });

  it('shows the Users group with the audit log to administrators only, and only without a website (spec §4)', () => {
    const users = buildMenuItems(routeTable, [ROLES.admin], false).find((n) => n.key === '/user');
    expect(users).toEqual({
      key: '/user',
      title: 'auditRoute.usersGroup',
      icon: 'user',
      children: [{ key: '/user/audit', title: 'auditRoute.title', icon: 'audit' }],
    });
    const everything = Object.values(ROLES).filter((role) => role !== ROLES.admin);
    expect(keys(buildMenuItems(routeTable, everything, true))).not.toContain('/user');
    expect(keys(buildMenuItems(routeTable, [ROLES.admin], true))).not.toContain('/user');
  });

  it('gives the real table Articles and Products groups after Pages, each entry only with its own role', () => {
    const articles = buildMenuItems(routeTable, [ROLES.newsType], true).find((n) => n.key === '/news');
    expect(articles).toEqual({
      key: '/news',
      title: 'route.articles',
      icon: 'articles',
      children: [{ key: '/news/type/index', title: 'taxonomyRoute.categories' }],
    });
    const products = buildMenuItems(routeTable, [ROLES.productTag, ROLES.productIndex], true).find(
      (n) => n.key === '/product',
    );
    expect(products?.children?.map((c) => c.key)).toEqual([
      '/product/index',
      '/product/tag/index',
      '/attribute/index',
    ]);
    expect(keys(buildMenuItems(routeTable, [ROLES.pageSet], true))).not.toContain('/news');
    expect(keys(buildMenuItems(routeTable, [ROLES.pageSet], true))).not.toContain('/product');
  });

  it('gives the real table Media before Website settings, only with media.list', () => {
    const media = { key: '/media/list', title: 'media.title', icon: 'media' };
    expect(buildMenuItems(routeTable, [ROLES.mediaList, ROLES.pageWebSet], true).slice(1, 3)).toEqual([
      media,
      { key: '/page/web_set', title: 'route.webSet', icon: 'settings' },
    ]);
    expect(buildMenuItems(routeTable, [ROLES.pageWebSet], true)).not.toContainEqual(media);
  });

  it('points Pages at the page list, instead of the website home, for page.page.page_set', () => {
    const items = buildMenuItems(routeTable, [ROLES.pageSet], true);
    expect(items).toEqual([{ key: '/page/index', title: 'route.pages', icon: 'pages' }]);
  });

  it('keeps Menu out of the left menu by default, even for page.menu holders (spec §2)', () => {
    const keysFor = (roles: string[]) => keys(buildMenuItems(routeTable, roles, true));
    expect(keysFor([ROLES.webManage, ROLES.pageMenu])).toEqual(['/page/empty']);
    expect(keysFor([ROLES.admin])).not.toContain('/page/menu');
  });

  it('gives the real table the website center while no website is selected', () => {
    const items = buildMenuItems(routeTable, [ROLES.webManage], false);
    expect(items.map((n) => n.key)).toEqual(['/system/web_manage', '/page/empty']);
  });
});

describe('the plugin settings screens', () => {
  const routes = (table: readonly AppRoute[]): AppRoute[] =>
    table.flatMap((route) => [route, ...routes(route.children ?? [])]);

  it('exist for every plugin of the contract, at its path, under the plugin list’s menu entry', () => {
    expect(PLUGIN_ROUTE_KEYS).toEqual([...PLUGIN_KEYS]);
    for (const plugin of PLUGIN_KEYS) {
      const route = routes(routeTable).find((r) => r.handle?.plugin === plugin);
      expect(route?.path).toBe(PLUGIN_SETTINGS_PATHS[plugin]);
      expect(route?.handle).toMatchObject({
        roles: [ROLES.pluginSet],
        hidden: true,
        activeMenu: '/plugin/plugin-set',
        requiresWebsite: true,
      });
    }
  });
});

describe('links out of the back office', () => {
  it('adds the marketing tool, opening in a new tab, only when the user info names it', () => {
    expect(externalMenuLinks({})).toEqual([]);
    expect(externalMenuLinks(undefined)).toEqual([]);
    expect(externalMenuLinks({ marketing_tool_url: '' })).toEqual([]);
    const link = {
      key: MARKETING_TOOL_KEY,
      title: 'pluginsRoute.marketingTool',
      hint: 'pluginsRoute.marketingToolHint',
      icon: 'website',
      href: 'https://marketing.example.com/start',
    };
    expect(externalMenuLinks({ marketing_tool_url: 'https://marketing.example.com/start' })).toEqual([link]);
  });

  it('never turns anything but a web address into a link', () => {
    expect(externalMenuLinks({ marketing_tool_url: 'javascript:alert(1)' })).toEqual([]);
    expect(externalMenuLinks({ marketing_tool_url: '//evil.example.com' })).toEqual([]);
  });

  it('puts the links last, after every screen of the user', () => {
    const links = externalMenuLinks({ marketing_tool_url: 'https://m.example.com' });
    const items = buildMenuItems(routeTable, [ROLES.pageWebSet, ROLES.pluginSet], true, links);
    expect(items.map((n) => n.key).slice(-2)).toEqual(['/plugin/plugin-set', MARKETING_TOOL_KEY]);
    expect(items.at(-1)?.href).toBe('https://m.example.com');
    expect(buildMenuItems(routeTable, [ROLES.pluginSet], true).map((n) => n.key)).not.toContain(
      MARKETING_TOOL_KEY,
    );
  });
});

describe('menuOpenKeys', () => {
  const nodes: MenuNode[] = [
    { key: '/a', title: 'route.pages' },
    {
      key: '/b',
      title: 'route.pages',
      children: [{ key: '/b/1', title: 'route.pages', children: [{ key: '/b/1/x', title: 'route.pages' }] }],
    },
  ];

  it('opens the sub-menus that lead to the active entry', () => {
    expect(menuOpenKeys(nodes, '/b/1/x')).toEqual(['/b', '/b/1']);
    expect(menuOpenKeys(nodes, '/b/1')).toEqual(['/b']);
    expect(menuOpenKeys(nodes, '/a')).toEqual([]);
    expect(menuOpenKeys(nodes, '/zzz')).toEqual([]);
  });
});

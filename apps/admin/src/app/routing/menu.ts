import { MENU_MAX_DEPTH } from '@sitewright/contract';
import type { MessageKey } from '../../shared/i18n/index.ts';
import { hasRole } from '../../shared/session/roles.ts';
import { filterRoutesByRoles } from './access.ts';
import type { AppRoute, RouteIcon } from './route-types.ts';

/** System menu codes shown only while no website is selected (spec §4). */
export const SYSTEM_MENU_CODES: readonly number[] = [7, 8, 10];

/** One entry of the left menu; `key` is the path it opens. */
export interface MenuNode {
  key: string;
  title: MessageKey;
  icon?: RouteIcon;
  children?: MenuNode[];
  /** An address outside the back office, opened in a new tab instead of navigating to `key`. */
  href?: string;
  /** A longer description of a link out, shown on hover (the title has to fit the menu's width). */
  hint?: MessageKey;
}

function visibleNodes(
  routes: readonly AppRoute[],
  roles: readonly string[],
  hasWebsite: boolean,
  depth: number,
): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const route of routes) {
    const handle = route.handle;
    if (route.redirect || handle?.hidden || handle?.public || route.path.includes('*')) continue;
    if (handle?.hiddenForRoles?.some((role) => hasRole(roles, role))) continue;
    if (handle?.code !== undefined && SYSTEM_MENU_CODES.includes(handle.code) && hasWebsite) continue;

    if (!handle?.title) {
      // A grouping route without a title of its own: its entries take its place.
      if (route.children) nodes.push(...visibleNodes(route.children, roles, hasWebsite, depth));
      continue;
    }

    const node: MenuNode = { key: route.path, title: handle.menuTitle ?? handle.title };
    if (handle.icon) node.icon = handle.icon;
    if (route.children) {
      const children =
        depth < MENU_MAX_DEPTH ? visibleNodes(route.children, roles, hasWebsite, depth + 1) : [];
      if (children.length > 0) node.children = children;
      else if (!route.lazy) continue;
    }
    nodes.push(node);
  }
  return nodes;
}

/**
 * The left menu for a user (spec §2/§4/§5): entries gated by role (entries without roles always
 * show), system entries only while no website is selected, at most three levels.
 */
export function buildMenuItems(
  routes: readonly AppRoute[],
  roles: readonly string[],
  hasWebsite: boolean,
  external: readonly MenuNode[] = [],
): MenuNode[] {
  return [...visibleNodes(filterRoutesByRoles(routes, roles), roles, hasWebsite, 1), ...external];
}

/** Key of the marketing tool's menu entry (never a path of the app). */
export const MARKETING_TOOL_KEY = 'external:marketing-tool';

/**
 * The left menu's links out of the back office (spec §2): the cross-border marketing tool when the
 * server names one in the user info (MARKETING_TOOL_URL); nothing otherwise. Only web addresses
 * become links.
 */
export function externalMenuLinks(user: { marketing_tool_url?: string } | undefined): MenuNode[] {
  const url = user?.marketing_tool_url;
  if (!url || !/^https?:\/\//i.test(url)) return [];
  return [
    {
      key: MARKETING_TOOL_KEY,
      title: 'pluginsRoute.marketingTool',
      hint: 'pluginsRoute.marketingToolHint',
      icon: 'website',
      href: url,
    },
  ];
}

/** Keys of the sub-menus that lead to `key`, outermost first; empty when `key` is not in the menu. */
export function menuOpenKeys(nodes: readonly MenuNode[], key: string): string[] {
  for (const node of nodes) {
    if (node.key === key) return [];
    if (node.children) {
      const inner = menuOpenKeys(node.children, key);
      if (inner.length > 0 || node.children.some((c) => c.key === key)) return [node.key, ...inner];
    }
  }
  return [];
}

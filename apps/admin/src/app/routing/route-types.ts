import type { CollectionName, PluginKey } from '@sitewright/contract';
import type { ComponentType } from 'react';
import type { MessageKey } from '../../shared/i18n/index.ts';
import type { routeIcons } from '../layout/route-icons.tsx';

/**
 * Icons a route can show in the menu: the names `routeIcons` maps to components, so a new icon is
 * added there alone.
 */
export type RouteIcon = keyof typeof routeIcons;

/** What the shell and the guard know about a route (DESIGN §5: routes are data). */
export interface RouteHandle {
  /** Route name; a route without one never passes the access check (spec §5). */
  name?: string;
  /** Roles of which the user needs one; none means everybody signed in. */
  roles?: readonly string[];
  /** i18n key of the menu entry, tab and document title. */
  title?: MessageKey;
  /** A shorter text for the left menu when the title does not fit its 230 px (spec §9). */
  menuTitle?: MessageKey;
  icon?: RouteIcon;
  /** Not shown in the left menu. */
  hidden?: boolean;
  /**
   * Not shown in the left menu for users holding one of these roles (`admin` holds all): another
   * entry takes its place for them.
   */
  hiddenForRoles?: readonly string[];
  /** Pinned tab that cannot be closed. */
  affix?: boolean;
  /** The screen is not kept when its tab is left. */
  noCache?: boolean;
  /** The menu entry to highlight instead of this route's own. */
  activeMenu?: string;
  /** System menu code; codes 7, 8 and 10 show only while no website is selected (spec §4). */
  code?: number;
  /** The left menu is hidden on this screen (spec §2). */
  hideSidebar?: boolean;
  /** The screen works on the selected website; without one the guard goes to the website center. */
  requiresWebsite?: boolean;
  /**
   * The collection (articles, products) the screen works on: one set of collection screens serves
   * every collection, each route saying which.
   */
  collection?: CollectionName;
  /** The plugin a settings screen is for: one settings screen serves every plugin, each route saying which. */
  plugin?: PluginKey;
  /** Reachable without a session. */
  public?: boolean;
  /** Never opens a tab (the catch-all 404 would open one per mistyped address). */
  noTab?: boolean;
  /**
   * Only passes the navigation on (the tab refresh): the shell keeps showing the screen it came
   * from, so menu, tabs and title do not flicker.
   */
  transient?: boolean;
}

/** A lazily loaded screen. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** One entry of the route table. Paths are absolute so menu keys and links are the paths themselves. */
export interface AppRoute {
  path: string;
  handle?: RouteHandle;
  /** Renders the management shell around the children. */
  layout?: boolean;
  /** Index route that only forwards to another path. */
  redirect?: string;
  lazy?: LazyScreen;
  children?: AppRoute[];
}

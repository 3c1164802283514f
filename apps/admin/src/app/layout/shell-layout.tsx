import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import { HEADER_HEIGHT_PX, SIDEBAR_WIDTH_PX, type Website } from '@sitewright/contract';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import { useEffect, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { InquiryNotice, MessageNotice } from '../../features/shell/notice-badges.tsx';
import { LanguageSwitch } from '../../features/shell/language-switch.tsx';
import { SizeSwitch } from '../../features/shell/size-switch.tsx';
import { refreshView } from '../../features/shell/refresh-view.ts';
import { TabsBar } from '../../features/shell/tabs-bar.tsx';
import { useAccountCheck } from '../../features/shell/use-account-check.ts';
import { UserDropdown } from '../../features/shell/user-dropdown.tsx';
import { type UserMenuEntry, userMenuEntries } from '../../features/shell/user-menu.ts';
import { WebsiteSwitcher } from '../../features/shell/website-switcher.tsx';
import { useLogout } from '../../features/shell/api/logout.ts';
import { useRoles, useUserInfo } from '../../shared/api/session/get-user-info.ts';
import { websitesQueryKey } from '../../shared/api/websites/get-websites.ts';
import { useT } from '../../shared/i18n/index.ts';
import { leaveSession } from '../../shared/session/local-logout.ts';
import { confirmLeave } from '../../shared/ui/leave-guard/leave-guard.ts';
import { websiteHomePath } from '../../shared/session/roles.ts';
import {
  APP_CENTRE_PATH,
  CHANGE_PASSWORD_PATH,
  LOGIN_PATH,
  WEBSITE_CENTER_PATH,
} from '../../shared/paths.ts';
import { useAppStore } from '../../shared/stores/app-store.ts';
import { deviceForWidth } from '../../shared/stores/preferences.ts';
import { useVisitedViewsStore } from '../../shared/stores/visited-views-store.ts';
import { destinationAfterClose, type VisitedView } from '../../shared/stores/visited-views.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { affixRoutes, routePathsByName } from '../routing/access.ts';
import { buildMenuItems, externalMenuLinks } from '../routing/menu.ts';
import { routeTable } from '../routing/route-table.ts';
import type { AppRoute } from '../routing/route-types.ts';
import { SideMenu } from './side-menu.tsx';
import { useRouteHandle, useShownRoute } from './use-route-handle.ts';
import './shell-layout.css';

const routePaths = routePathsByName(routeTable);

function viewOf(route: AppRoute, fullPath: string): VisitedView | null {
  const handle = route.handle;
  if (!handle?.name || !handle.title || handle.public || handle.noTab) return null;
  return {
    path: route.path,
    fullPath,
    name: handle.name,
    title: handle.title,
    affix: Boolean(handle.affix),
    noCache: Boolean(handle.noCache),
  };
}

/** Follows the window width so the shell can fold the sidebar on small screens. */
function useDeviceTracking(): void {
  useEffect(() => {
    const { setDevice, setSidebarOpened } = useAppStore.getState();
    const update = () => {
      const device = deviceForWidth(window.innerWidth);
      if (device !== useAppStore.getState().device) {
        setDevice(device);
        if (device === 'mobile') setSidebarOpened(false);
      }
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}

/** Keeps the tabs in step with navigation: pinned views first, then every screen opened. */
function useVisitedViewTracking(roles: string[]): void {
  const location = useLocation();
  const handle = useRouteHandle();
  const add = useVisitedViewsStore((s) => s.add);

  useEffect(() => {
    for (const route of affixRoutes(routeTable, roles)) {
      const view = viewOf(route, route.path);
      if (view) add(view);
    }
  }, [roles, add]);

  useEffect(() => {
    if (!handle) return;
    const view = viewOf({ path: location.pathname, handle }, location.pathname + location.search);
    if (view) add(view);
  }, [handle, location.pathname, location.search, add]);
}

/** The management shell (spec §2): top bar, left menu with a selected website, tabs, content. */
export function ShellLayout() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data: user } = useUserInfo();
  const roles = useRoles();
  const { handle, pathname: shownPath } = useShownRoute();
  const website = useWebsiteStore((s) => s.website);
  const selectWebsite = useWebsiteStore((s) => s.select);
  const sidebarOpened = useAppStore((s) => s.sidebarOpened);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const views = useVisitedViewsStore((s) => s.views);
  const logoutMutation = useLogout();

  useAccountCheck();
  useDeviceTracking();
  useVisitedViewTracking(roles);

  const hasWebsite = website !== null;
  const showSidebar = hasWebsite && !handle?.hideSidebar;
  const menuNodes = useMemo(
    () => buildMenuItems(routeTable, roles, hasWebsite, externalMenuLinks(user)),
    [roles, hasWebsite, user],
  );
  const userEntries = useMemo(
    () =>
      user
        ? userMenuEntries({
            isAdmin: user.is_admin,
            userName: user.user_name,
            roles,
            routes: routePaths,
            changePasswordPath: CHANGE_PASSWORD_PATH,
          })
        : [],
    [user, roles],
  );

  function chooseWebsite(chosen: Website) {
    selectWebsite(chosen);
    const home = websiteHomePath(roles);
    if (location.pathname === home) {
      void queryClient.invalidateQueries({ queryKey: websitesQueryKey });
    } else {
      navigate(home);
    }
  }

  async function onUserMenu(entry: UserMenuEntry) {
    if (entry.key !== 'logout') {
      if (entry.to) navigate(entry.to);
      return;
    }
    try {
      await logoutMutation.mutateAsync();
    } catch {
      // Signed out locally either way; the client already said what went wrong.
    }
    await leaveSession((to) => navigate(to, { replace: true }), LOGIN_PATH);
  }

  function afterTabsChanged() {
    const remaining = useVisitedViewsStore.getState().views;
    const destination = destinationAfterClose(remaining, location.pathname);
    if (destination) navigate(destination);
  }

  return (
    <Layout className="shell">
      <Layout.Header
        className="shell-header"
        style={{ height: HEADER_HEIGHT_PX, lineHeight: `${HEADER_HEIGHT_PX}px` }}
      >
        <div className="shell-header-left">
          {showSidebar ? (
            <Button
              type="text"
              icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={toggleSidebar}
              aria-label={sidebarOpened ? t('shell.collapseSidebar') : t('shell.expandSidebar')}
              aria-expanded={sidebarOpened}
              data-testid="sidebar-toggle"
            />
          ) : null}
          <Link to={WEBSITE_CENTER_PATH} className="shell-brand">
            <span className="shell-brand-mark" aria-hidden="true">
              SW
            </span>
            <span className="shell-brand-name">{t('app.name')}</span>
          </Link>
          <WebsiteSwitcher onChoose={chooseWebsite} onChooseNone={() => navigate(WEBSITE_CENTER_PATH)} />
        </div>
        <div className="shell-header-right">
          <Link to={WEBSITE_CENTER_PATH} className="shell-top-link" data-testid="nav-website-center">
            <GlobalOutlined aria-hidden /> <span>{t('shell.websiteCenter')}</span>
          </Link>
          <Link to={APP_CENTRE_PATH} className="shell-top-link" data-testid="nav-app-centre">
            <AppstoreOutlined aria-hidden /> <span>{t('shell.appCentre')}</span>
          </Link>
          <InquiryNotice />
          <MessageNotice />
          <LanguageSwitch />
          <SizeSwitch />
          {user ? <UserDropdown user={user} entries={userEntries} onSelect={onUserMenu} /> : null}
        </div>
      </Layout.Header>
      <Layout>
        {showSidebar ? (
          <Layout.Sider
            width={SIDEBAR_WIDTH_PX}
            collapsedWidth={64}
            collapsible
            collapsed={!sidebarOpened}
            trigger={null}
            className="shell-sider"
            data-testid="sidebar"
          >
            <SideMenu
              nodes={menuNodes}
              selectedKey={handle?.activeMenu ?? shownPath}
              collapsed={!sidebarOpened}
              onOpen={(path) => navigate(path)}
            />
          </Layout.Sider>
        ) : null}
        <Layout className="shell-main">
          <TabsBar
            views={views}
            activePath={shownPath}
            onOpen={(view) => navigate(view.fullPath)}
            onRefresh={(view) => refreshView(view, shownPath, { queryClient, navigate })}
            onClose={async (view) => {
              // Closing the shown screen's tab with unsaved work asks before the tab goes.
              if (view.path === location.pathname && !(await confirmLeave())) return;
              useVisitedViewsStore.getState().close(view.path);
              afterTabsChanged();
            }}
            onCloseOthers={async (view) => {
              if (view.path !== location.pathname && !(await confirmLeave())) return;
              useVisitedViewsStore.getState().closeOthers(view.path);
              if (view.path !== location.pathname) navigate(view.fullPath);
            }}
            onCloseAll={async () => {
              const shown = views.find((v) => v.path === location.pathname);
              if (!shown?.affix && !(await confirmLeave())) return;
              useVisitedViewsStore.getState().closeAll();
              afterTabsChanged();
            }}
            onPin={(view, pinned) => useVisitedViewsStore.getState().pin(view.path, pinned)}
          />
          <Layout.Content className="shell-content">
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
}

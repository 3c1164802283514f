import { EDITOR_SUBMENU_HIDE_DELAY_MS, EDITOR_SUBMENU_SHOW_DELAY_MS } from '@sitewright/contract';
import type { MenuProps } from 'antd/es/menu';

/**
 * Spec §9: sub-menus that open on hover wait 250 ms before showing, so passing over an entry does
 * not flash its sub-menu, and 400 ms before hiding, so a pointer crossing the gap to a sub-menu
 * does not lose it. antd counts these delays in seconds.
 */
export const HOVER_SUBMENU = {
  triggerSubMenuAction: 'hover',
  subMenuOpenDelay: EDITOR_SUBMENU_SHOW_DELAY_MS / 1000,
  subMenuCloseDelay: EDITOR_SUBMENU_HIDE_DELAY_MS / 1000,
} as const satisfies Partial<MenuProps>;

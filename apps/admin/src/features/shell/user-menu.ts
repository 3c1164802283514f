import { ROLES } from '@sitewright/contract';
import { hasRole } from '../../shared/session/roles.ts';

export type UserMenuKey =
  | 'users'
  | 'audit'
  | 'company'
  | 'orders'
  | 'paySettings'
  | 'messages'
  | 'changePassword'
  | 'logout';

/** Route names of the screens the user menu can lead to once they are registered. */
export const USER_MENU_ROUTE_NAMES = {
  users: 'UserIndex',
  audit: 'UserAudit',
  company: 'CompanyInfo',
  orders: 'OrderIndex',
  paySettings: 'PaySet',
  messages: 'UserMessage',
} as const;

export interface UserMenuInput {
  isAdmin: number;
  userName: string;
  roles: readonly string[];
  /** Registered routes: name → path. Entries for screens that do not exist yet are left out. */
  routes: ReadonlyMap<string, string>;
  changePasswordPath: string;
}

export interface UserMenuEntry {
  key: UserMenuKey;
  /** Where the entry leads; log out has no destination of its own. */
  to?: string;
}

/**
 * The user dropdown (spec §2): user management and the audit log when is_admin > 0, order management with
 * order.index, payment settings with pay.set, each only once its screen exists; the message centre
 * (also behind the bell) for everyone; change password and log out always.
 */
export function userMenuEntries(input: UserMenuInput): UserMenuEntry[] {
  const entries: UserMenuEntry[] = [];
  const screen = (key: keyof typeof USER_MENU_ROUTE_NAMES, allowed: boolean) => {
    const path = input.routes.get(USER_MENU_ROUTE_NAMES[key]);
    if (allowed && path) entries.push({ key, to: path });
  };
  screen('users', input.isAdmin > 0);
  screen('audit', input.isAdmin > 0);
  screen('company', true);
  screen('orders', hasRole(input.roles, ROLES.orderIndex));
  screen('paySettings', hasRole(input.roles, ROLES.paySet));
  screen('messages', true);
  entries.push({
    key: 'changePassword',
    to: `${input.changePasswordPath}?user_name=${encodeURIComponent(input.userName)}`,
  });
  entries.push({ key: 'logout' });
  return entries;
}

import { ROLES, type UserInfo } from '@sitewright/contract';
import { PAGE_INDEX_PATH, WEBSITE_HOME_PATH } from '../paths.ts';

/** Every role the user holds: those of the app role and those granted directly (spec §6). */
export function rolesOf(user: Pick<UserInfo, 'app_role' | 'has_roles'>): string[] {
  return [...new Set([...(user.app_role?.roles ?? []), ...user.has_roles])];
}

/** Whether the roles include `role`; `admin` holds every role. */
export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.includes('admin') || roles.includes(role);
}

/** Where managing a website starts: the page list for those who may open it, else the website home. */
export function websiteHomePath(roles: readonly string[]): string {
  return hasRole(roles, ROLES.pageSet) ? PAGE_INDEX_PATH : WEBSITE_HOME_PATH;
}

import { ROLES } from '@sitewright/contract';

/**
 * Editor uploads land in the media library, so they need the media library's role (spec §4:
 * `admin` passes everything). The roles are the union of the app role's and the user's own.
 */
export function mayUseMediaLibrary(user: {
  appRole: { roles: string[] } | null;
  hasRoles: string[];
}): boolean {
  const roles = new Set([...(user.appRole?.roles ?? []), ...user.hasRoles]);
  return roles.has(ROLES.admin) || roles.has(ROLES.mediaList);
}

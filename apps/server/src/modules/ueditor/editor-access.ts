import { ROLES, rolesAllow } from '@sitewright/contract';

/**
 * Editor uploads land in the media library, so they need the media library's role (spec §4:
 * `admin` passes everything). The roles are the union of the app role's and the user's own.
 */
export function mayUseMediaLibrary(user: {
  appRole: { roles: string[] } | null;
  hasRoles: string[];
}): boolean {
  return rolesAllow([...(user.appRole?.roles ?? []), ...user.hasRoles], [ROLES.mediaList]);
}

/**
 * Origins a version's pages load scripts from and send data to, besides the site itself (the
 * analytics plugin's service). The site server widens the version's CSP for exactly these.
 */
export interface SiteCspAdditions {
  script: string[];
  connect: string[];
}

/**
 * What the site server needs to know about a version besides its files: where each language's
 * 404 page is, so a missing address gets the site's own "not found" page.
 */
export interface SiteManifest {
  defaultLang: string;
  languages: string[];
  /** Language → path of its 404 function page. */
  notFound: Record<string, string>;
  /** Language → path of its search function page, which answers `?q=` (absent in versions published before search). */
  search?: Record<string, string>;
  /** Origins the version's CSP allows beyond SITE_CSP (absent when none: the CSP stays as it is). */
  csp?: SiteCspAdditions;
}

export const MANIFEST_PATH = '/_sw/manifest.json';

/**
 * What the website's plugins add to every published page and to the version: tags for the end of
 * each page's head (already escaped markup), files at the site's root (verification files, key
 * files) and the CSP origins the added script needs. Previews get none of it.
 */
export interface SiteAdditions {
  head: string;
  files: { path: string; body: Buffer; contentType: string }[];
  csp: SiteCspAdditions;
}

/**
 * A CSP source the publisher and the site server accept from a plugin: scheme, host and port,
 * nothing else (no path, wildcard, quote or `;` that could change the policy's meaning).
 */
export function isCspOrigin(source: string): boolean {
  return /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::[0-9]{1,5})?$/.test(
    source,
  );
}

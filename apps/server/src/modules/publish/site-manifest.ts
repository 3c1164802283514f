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
}

export const MANIFEST_PATH = '/_sw/manifest.json';

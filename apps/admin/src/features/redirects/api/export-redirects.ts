import type { RedirectExport } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

/** The website's redirects as a CSV file the import takes back unchanged. */
export function exportRedirects(websiteId: number): Promise<RedirectExport> {
  return http.call(calls.redirect.export, { query: { website_id: websiteId } });
}

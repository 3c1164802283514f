import type { RedirectExport } from '@sitewright/contract';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { http } from '../../../shared/api/http.ts';

/** The website's redirects as a CSV file the import takes back unchanged. */
export function exportRedirects(websiteId: number): Promise<RedirectExport> {
  return http.request<RedirectExport>({ ...endpoints.redirect.export, query: { website_id: websiteId } });
}

import { calls } from '@sitewright/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

export interface SuccessPage {
  id: number;
  name: string;
  url: string;
}

/**
 * The website's pages a form can lead to after sending (default language; the site sends each
 * visitor to that page's version in their language). Operators without the page roles are refused
 * the list quietly: the drawer says so instead of a toast.
 */
export function useSuccessPages(websiteId: number, wanted: boolean) {
  return useQuery({
    queryKey: ['forms', 'success-pages', websiteId],
    queryFn: async ({ signal }): Promise<SuccessPage[]> => {
      const list = await http.call(calls.page.list, {
        query: { website_id: websiteId },
        signal,
        toast: false,
      });
      return [...list.menuPageList, ...list.pageList].map((p) => ({
        id: p.id,
        name: p.display_name,
        url: p.url,
      }));
    },
    enabled: () => wanted && websiteId > 0 && hasSessionCookie(),
  });
}

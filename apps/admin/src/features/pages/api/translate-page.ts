import type { PageDetail, PageListItem } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { requestLang } from '../../../shared/lib/site-languages.ts';
import { http } from '../../../shared/api/http.ts';
import { pagesQueryKey } from './get-pages.ts';
import { translationSource } from '../page-translation.ts';

export type PageTranslated = PageDetail & { created: boolean; provider: 'copy' | 'libretranslate' };

/**
 * Refills a copy that still needs translation. page-translate works from the original page towards
 * a language, and the list does not carry the original's id, so the copy's detail names it first.
 */
export async function translatePage(page: PageListItem): Promise<PageTranslated> {
  const detail = await http.call(calls.page.detail, { query: { id: page.id } });
  return http.call(calls.pageTranslate, {
    body: { id: translationSource(detail), lang: requestLang(page.lang) },
  });
}

export function useTranslatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: translatePage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}

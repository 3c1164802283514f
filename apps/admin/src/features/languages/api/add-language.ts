import type { InitForCopyResult, SiteLanguage, WebsiteLanguageList } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

export interface AddLanguageInput {
  website_id: number;
  lang: SiteLanguage;
}

export interface LanguageAdded {
  languages: WebsiteLanguageList;
  copy: InitForCopyResult;
}

/**
 * Adds the language, then fills it from the default language: website-language alone gives it only
 * system pages, and an operator adding a language expects the site's pages and menu to follow.
 */
export async function addLanguage(input: AddLanguageInput): Promise<LanguageAdded> {
  const languages = await http.call(calls.websiteLanguage.add, {
    body: input,
  });
  const copy = await http.call(calls.initForCopy, { body: input });
  return { languages, copy };
}

export function useAddLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLanguage,
    // Languages, pages and menus changed; features do not share query keys, so all refetch on next use.
    // Also after a failure: the language may have been added before the copy failed.
    onSettled: () => queryClient.invalidateQueries(),
  });
}

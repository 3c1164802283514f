import type { MenuNodeInput, MenuProblem, MenuSaved } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { requestLang } from '../../../shared/lib/site-languages.ts';
import { http } from '../../../shared/api/http.ts';
import { editMenuQueryOptions, menuQueryKey } from './get-menu.ts';

export interface SaveMenuInput {
  websiteId: number;
  lang: string;
  /** The language as the screen's query names it (undefined: the default), to update its cache. */
  queryLang: string | undefined;
  version: number;
  tree: MenuNodeInput[];
}

/** What a save came to: stored, refused with problems to fix, or refused as another's save came first. */
export type SaveMenuOutcome =
  | { kind: 'saved'; saved: MenuSaved }
  | { kind: 'problems'; problems: MenuProblem[] }
  | { kind: 'conflict' };

// The screen explains these itself, next to the tree.
const QUIET_CODES = [errorCodes.MENU_TOO_DEEP, errorCodes.MENU_INVALID, errorCodes.MENU_CONFLICT];

function problemsOf(data: unknown): MenuProblem[] {
  const problems = (data as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) ? (problems as MenuProblem[]) : [];
}

/**
 * exam-menu first, so every problem is named at once; then save-menu with the version the screen
 * loaded. save-menu examines again and is what decides (someone may have changed the pages meanwhile).
 */
export async function saveMenu(input: SaveMenuInput): Promise<SaveMenuOutcome> {
  const scope = { website_id: input.websiteId, lang: requestLang(input.lang), tree: input.tree };
  const exam = await http.call(calls.menu.exam, { body: scope });
  if (!exam.ok) return { kind: 'problems', problems: exam.problems };
  try {
    const saved = await http.call(calls.menu.save, {
      body: { ...scope, version: input.version },
      toast: QUIET_CODES,
    });
    return { kind: 'saved', saved };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === errorCodes.MENU_CONFLICT) return { kind: 'conflict' };
    if (error.code === errorCodes.MENU_TOO_DEEP || error.code === errorCodes.MENU_INVALID) {
      return { kind: 'problems', problems: problemsOf(error.data) };
    }
    throw error;
  }
}

export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenu,
    onSuccess: (outcome, input) => {
      if (outcome.kind !== 'saved') return;
      const { saved } = outcome;
      queryClient.setQueryData(editMenuQueryOptions(input.websiteId, input.queryLang).queryKey, {
        code: 0,
        data: saved.data,
        lang: input.lang,
        version: saved.version,
      });
      // Which pages are menu pages, and their paths, follow the menu; features do not share query
      // keys, so everything else refetches on next use.
      return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== menuQueryKey[0] });
    },
  });
}

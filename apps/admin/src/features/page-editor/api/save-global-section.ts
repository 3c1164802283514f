import type { GlobalSectionKind, PageDocument } from '@sitewright/contract';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { isApiError } from '../../../shared/api/api-error.ts';
import { http } from '../../../shared/api/http.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { requestLang } from '../../../shared/lib/site-languages.ts';
import { getGlobalSections, globalSectionsQueryOptions } from './get-global-sections.ts';
import { firstProblem, type SaveOutcome } from './save-page.ts';

const QUIET_CODES = [errorCodes.SECTION_CONFLICT, errorCodes.SECTION_DOCUMENT_INVALID];

/**
 * Saves the shared header or footer over the version the edit started from, as a page save does.
 * The saved section replaces the cached one: the editor stays on the same screen when the operator
 * goes back to the page, and the page's canvas frames it with the cached sections.
 */
export async function saveGlobalSection(
  target: { websiteId: number; lang: string; kind: GlobalSectionKind },
  version: number,
  document: PageDocument,
): Promise<SaveOutcome> {
  try {
    const saved = await http.call(calls.globalSection.save, {
      body: {
        website_id: target.websiteId,
        lang: requestLang(target.lang),
        kind: target.kind,
        version,
        document,
      },
      toast: QUIET_CODES,
    });
    queryClient.setQueryData(
      globalSectionsQueryOptions(target.websiteId, target.lang).queryKey,
      (cached) => cached && { ...cached, [target.kind]: saved },
    );
    return { kind: 'saved', version: saved.version };
  } catch (error) {
    if (isApiError(error) && error.code === errorCodes.SECTION_CONFLICT) return { kind: 'conflict' };
    if (isApiError(error) && error.code === errorCodes.SECTION_DOCUMENT_INVALID) {
      return { kind: 'invalid', problem: firstProblem(error.data, error.message) };
    }
    throw error;
  }
}

/** The latest saved section, for reloading theirs or overwriting it with ours. */
export async function latestGlobalSection(target: {
  websiteId: number;
  lang: string;
  kind: GlobalSectionKind;
}): Promise<{ document: PageDocument; version: number }> {
  const sections = await getGlobalSections(target.websiteId, target.lang);
  return sections[target.kind];
}

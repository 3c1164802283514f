import type { PageDetail, PageDocument } from '@sitewright/contract';
import { isApiError } from '../../../shared/api/api-error.ts';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { getPageDetail } from './get-page-detail.ts';

/** How a save ended; a conflict and invalid content are for the editor to explain. */
export type SaveOutcome =
  | { kind: 'saved'; version: number }
  | { kind: 'conflict' }
  | { kind: 'invalid'; problem: string };

const QUIET_CODES = [errorCodes.PAGE_CONFLICT, errorCodes.PAGE_DOCUMENT_INVALID];

export function firstProblem(data: unknown, fallback: string): string {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (Array.isArray(fields) && fields.length > 0) {
    const { path, message } = fields[0] as { path?: string; message?: string };
    return [path, message].filter(Boolean).join(': ') || fallback;
  }
  return fallback;
}

/**
 * Saves the page's blocks over the version the edit started from. The server refuses a save over
 * a newer version (1201), so another tab's or operator's work is never overwritten unasked.
 */
export async function savePageDocument(
  id: number,
  version: number,
  document: PageDocument,
): Promise<SaveOutcome> {
  try {
    const saved = await http.call(calls.page.saveElement, {
      body: { id, version, document },
      toast: QUIET_CODES,
    });
    return { kind: 'saved', version: saved.version };
  } catch (error) {
    if (isApiError(error) && error.code === errorCodes.PAGE_CONFLICT) return { kind: 'conflict' };
    if (isApiError(error) && error.code === errorCodes.PAGE_DOCUMENT_INVALID) {
      return { kind: 'invalid', problem: firstProblem(error.data, error.message) };
    }
    throw error;
  }
}

/** The latest saved page, for reloading theirs or for overwriting it with ours. */
export function latestPage(id: number): Promise<PageDetail> {
  return getPageDetail(id);
}

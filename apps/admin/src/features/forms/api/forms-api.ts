import type { FormDetail, FormSaveBody, FormSummary } from '@sitewright/contract';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { formKeys } from './form-keys.ts';

/** The website's forms with their record and unread counts. */
export function formsQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: formKeys.forms(websiteId),
    queryFn: ({ signal }): Promise<{ list: FormSummary[] }> =>
      http.call(calls.form.formList, { query: { website_id: websiteId }, signal }),
    // Record counts move while visitors send inquiries.
    staleTime: 0,
  });
}

export function useForms(websiteId: number | undefined) {
  return useQuery({
    ...formsQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}

/** One form to edit; `quiet`: a deleted form (whose records are still shown) is no error to announce. */
export function useForm(id: number | undefined, quiet = false) {
  return useQuery({
    queryKey: formKeys.form(id ?? 0),
    queryFn: ({ signal }): Promise<FormDetail> =>
      http.call(calls.form.formInfo, { query: { id: id ?? 0 }, signal, ...(quiet ? { toast: false } : {}) }),
    enabled: () => id !== undefined && id > 0 && hasSessionCookie(),
    staleTime: 0,
  });
}

/** Refusals the edit drawer shows itself: a stale save (the conflict bar) and field problems. */
export const FORM_SAVE_QUIET_CODES: readonly number[] = [errorCodes.PAGE_CONFLICT, errorCodes.VALIDATION];

export function useSaveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormSaveBody): Promise<FormDetail> =>
      http.call(calls.form.formSave, { body, toast: FORM_SAVE_QUIET_CODES }),
    onSuccess: (form) => {
      queryClient.setQueryData(formKeys.form(form.id), form);
      return queryClient.invalidateQueries({ queryKey: formKeys.forms(form.website_id) });
    },
  });
}

/** Stops the form and deletes it; its records stay (the inquiry centre still lists them). */
export function useStopAndDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<{ id: number }> => http.call(calls.form.stopAndDel, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
}

import type { ReplyTemplate } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { formKeys } from './form-keys.ts';

export function useReplyTemplates() {
  return useQuery({
    queryKey: formKeys.templates,
    queryFn: ({ signal }): Promise<{ list: ReplyTemplate[] }> =>
      http.call(calls.form.replyTemplateList, { signal }),
    enabled: hasSessionCookie,
  });
}

export interface ReplyTemplateInput {
  id?: number;
  name: string;
  subject: string;
  body: string;
}

export function useSaveReplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyTemplateInput): Promise<ReplyTemplate> =>
      http.call(calls.form.replyTemplateSave, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.templates }),
  });
}

export function useDeleteReplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<{ count: number }> =>
      http.call(calls.form.replyTemplateDel, { body: { ids: [id] } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.templates }),
  });
}

/** The company's signature, added below every reply. */
export function useSignature() {
  return useQuery({
    queryKey: formKeys.signature,
    queryFn: ({ signal }): Promise<{ signature: string }> => http.call(calls.form.signature, { signal }),
    enabled: hasSessionCookie,
  });
}

export function useSaveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: string): Promise<{ signature: string }> =>
      http.call(calls.form.signatureSave, { body: { signature } }),
    onSuccess: (data) => queryClient.setQueryData(formKeys.signature, data),
  });
}

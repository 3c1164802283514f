import type {
  Correspondence,
  RecordDetail,
  RecordList,
  RecordListQuery,
  Reply,
  ReplyBody,
} from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { formUnreadCountQueryOptions } from '../../../shared/api/forms/get-form-unread-count.ts';
import { formKeys } from './form-keys.ts';

export function useRecords(query: RecordListQuery) {
  return useQuery({
    queryKey: [...formKeys.records, query],
    queryFn: ({ signal }): Promise<RecordList> => http.call(calls.form.recordList, { query, signal }),
    placeholderData: keepPreviousData,
    // New inquiries arrive while the operator looks at the list.
    staleTime: 0,
    enabled: hasSessionCookie,
  });
}

/** Reading and changing records moves the unread counts: the badge, the lists and the forms' counts. */
function useRefreshCounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: formUnreadCountQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: formKeys.records }),
      queryClient.invalidateQueries({ queryKey: ['forms', 'list'] }),
    ]);
}

/** One record with every field. The server marks it read on opening, so the counts are read again. */
export function useRecord(id: number | null) {
  const refresh = useRefreshCounts();
  return useQuery({
    queryKey: formKeys.record(id ?? 0),
    queryFn: async ({ signal }): Promise<RecordDetail> => {
      const record = await http.call(calls.form.recordInfo, { query: { id: id ?? 0 }, signal });
      void refresh();
      return record;
    },
    enabled: () => id !== null && id > 0 && hasSessionCookie(),
    staleTime: 0,
  });
}

export interface RecordChange {
  ids: number[];
  is_read?: boolean;
  is_starred?: boolean;
  is_spam?: boolean;
  assignee_id?: number | null;
}

export function useUpdateRecords() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCounts();
  return useMutation({
    mutationFn: (body: RecordChange): Promise<{ count: number }> =>
      http.call(calls.form.recordUpdate, { body }),
    onSettled: (_data, _error, body) =>
      Promise.all([
        refresh(),
        ...body.ids.map((id) => queryClient.invalidateQueries({ queryKey: formKeys.record(id) })),
      ]),
  });
}

/** The visitor's whole thread: their inquiries and our replies with their delivery state. */
export function useCorrespondence(recordId: number | null) {
  return useQuery({
    queryKey: formKeys.correspondence(recordId ?? 0),
    queryFn: ({ signal }): Promise<Correspondence> =>
      http.call(calls.form.correspondList, { query: { record_id: recordId ?? 0 }, signal }),
    enabled: () => recordId !== null && recordId > 0 && hasSessionCookie(),
    staleTime: 0,
    // A queued reply turns sent or failed shortly after: look again while one is on its way.
    refetchInterval: (query) =>
      query.state.data?.entries.some((e) => e.type === 'reply' && e.reply.status === 'queued') ? 3000 : false,
  });
}

export function useSendReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyBody): Promise<Reply> => http.call(calls.form.reply, { body }),
    onSuccess: (reply) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: formKeys.correspondence(reply.record_id) }),
        queryClient.invalidateQueries({ queryKey: ['forms', 'correspondence'] }),
        queryClient.invalidateQueries({ queryKey: formKeys.records }),
      ]),
  });
}

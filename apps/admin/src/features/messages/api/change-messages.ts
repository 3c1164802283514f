import type { MessagesChanged } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageCountQueryKey } from '../../../shared/api/messages/get-message-count.ts';
import { http } from '../../../shared/api/http.ts';
import { messagesQueryKey } from './get-messages.ts';

/** Marks the named messages read, or all of the operator's. */
export function setMessagesRead(target: readonly number[] | 'all'): Promise<MessagesChanged> {
  return http.call(calls.message.setIsRead, {
    body: target === 'all' ? { all: true } : { ids: [...target] },
  });
}

export function deleteMessages(ids: readonly number[]): Promise<MessagesChanged> {
  return http.call(calls.message.del, { query: { ids: ids.join(',') } });
}

/** The list and the bell both change at once, without waiting for the bell's next look. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
      queryClient.invalidateQueries({ queryKey: messageCountQueryKey }),
    ]);
}

export function useSetMessagesRead() {
  const onSettled = useRefreshAfter();
  return useMutation({ mutationFn: setMessagesRead, onSettled });
}

export function useDeleteMessages() {
  const onSettled = useRefreshAfter();
  return useMutation({ mutationFn: deleteMessages, onSettled });
}

import type { Lang, MessageList } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';

export const messagesQueryKey = ['messages'] as const;

/** Which messages the list shows. */
export type MessageFilter = 'all' | 'unread' | 'read';

export interface MessagesQuery {
  filter: MessageFilter;
  page: number;
  pageSize: number;
}

const IS_READ = { all: undefined, unread: '0', read: '1' } as const;

/** One page of the operator's messages, newest first, in the language of the request. */
export function getMessages(query: MessagesQuery, signal?: AbortSignal): Promise<MessageList> {
  const isRead = IS_READ[query.filter];
  return http.call(calls.message.list, {
    query: { page: query.page, page_size: query.pageSize, ...(isRead ? { is_read: isRead } : {}) },
    signal,
  });
}

export function messagesQueryOptions(query: MessagesQuery, lang: Lang) {
  return queryOptions({
    // The server renders the texts in the reader's language, so the language is part of the key.
    queryKey: [...messagesQueryKey, 'list', lang, query],
    queryFn: ({ signal }) => getMessages(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useMessages(query: MessagesQuery) {
  return useQuery(messagesQueryOptions(query, useLanguage()));
}

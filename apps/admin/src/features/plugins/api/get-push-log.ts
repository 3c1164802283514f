import type { PushLog, PushPluginKey } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { pushLogRefreshMs } from '../push-log-view.ts';
import { pluginsQueryKey } from './plugin-keys.ts';

export interface PushLogParams {
  websiteId: number;
  plugin: PushPluginKey;
  page: number;
  pageSize: number;
}

/** One page of a push plugin's pushes, newest first, with the engines' answers. */
export function getPushLog(params: PushLogParams, signal?: AbortSignal): Promise<PushLog> {
  return http.call(calls.plugin.pushLog, {
    query: {
      website_id: params.websiteId,
      plugin: params.plugin,
      page: params.page,
      page_size: params.pageSize,
    },
    signal,
  });
}

export function pushLogQueryOptions(params: PushLogParams) {
  return queryOptions({
    queryKey: [...pluginsQueryKey, 'push-log', params],
    queryFn: ({ signal }) => getPushLog(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // While a push waits for its turn or for a retry, its outcome is seconds away: ask again.
    refetchInterval: (query) => pushLogRefreshMs(query.state.data),
  });
}

export function usePushLog(params: PushLogParams) {
  return useQuery({
    ...pushLogQueryOptions(params),
    enabled: () => params.websiteId > 0 && hasSessionCookie(),
  });
}

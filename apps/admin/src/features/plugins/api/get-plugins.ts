import type { PluginSummary } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { pluginListRefreshMs } from '../push-log-view.ts';
import { pluginsQueryKey } from './plugin-keys.ts';

/** Every plugin of the website with its state: enabled, configured, last activity and push status. */
export async function getPlugins(websiteId: number, signal?: AbortSignal): Promise<PluginSummary[]> {
  const data = await http.call(calls.plugin.list, { query: { website_id: websiteId }, signal });
  return data.list;
}

export function pluginsQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...pluginsQueryKey, 'list', websiteId],
    queryFn: ({ signal }) => getPlugins(websiteId, signal),
    // Pushes finish in the background; coming back to the list shows where they are now.
    staleTime: 0,
    refetchInterval: (query) => pluginListRefreshMs(query.state.data),
  });
}

export function usePlugins(websiteId: number | undefined) {
  return useQuery({
    ...pluginsQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}

import type { PluginInfo, PluginKey } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { pluginsQueryKey } from './plugin-keys.ts';

/** One plugin's settings as the server shows them: secrets only as hints. */
export function getPlugin(websiteId: number, plugin: PluginKey, signal?: AbortSignal): Promise<PluginInfo> {
  return http.call(calls.plugin.info, { query: { website_id: websiteId, plugin }, signal });
}

export function pluginQueryOptions(websiteId: number, plugin: PluginKey) {
  return queryOptions({
    queryKey: [...pluginsQueryKey, 'info', websiteId, plugin],
    queryFn: ({ signal }) => getPlugin(websiteId, plugin, signal),
    staleTime: 0,
  });
}

export function usePlugin(websiteId: number | undefined, plugin: PluginKey) {
  return useQuery({
    ...pluginQueryOptions(websiteId ?? 0, plugin),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}

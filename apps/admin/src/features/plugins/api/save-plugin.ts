import type { PluginInfo, SavePluginBody } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { pluginQueryOptions } from './get-plugin.ts';
import { pluginsQueryKey } from './plugin-keys.ts';

/**
 * Turns a plugin on or off and saves its settings. Refusals (a missing setting, a key that is not a
 * service account's, Google's policy unconfirmed) are shown by the client in the user's language.
 */
export function savePlugin(body: SavePluginBody): Promise<PluginInfo> {
  return http.call(calls.plugin.save, { body });
}

export function useSavePlugin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlugin,
    onSuccess: async (saved) => {
      // The answer is the new state of the screen; the list and the log follow.
      queryClient.setQueryData(pluginQueryOptions(saved.website_id, saved.plugin).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: pluginsQueryKey });
    },
  });
}

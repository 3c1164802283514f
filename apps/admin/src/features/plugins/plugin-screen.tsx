import type { PluginKey } from '@sitewright/contract';
import { useMatches } from 'react-router';
import { PluginSettingsPage } from './plugin-settings-page.tsx';
import { PluginsPage } from './plugins-page.tsx';

/** The plugin the deepest matched route names in its handle (the route table's `plugin`). */
export function routePlugin(matches: readonly { handle: unknown }[]): PluginKey | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { plugin?: PluginKey } | undefined;
    if (handle?.plugin) return handle.plugin;
  }
  return undefined;
}

/**
 * The plugin screens as one route chunk: a route naming a plugin opens its settings, the plugin
 * list otherwise.
 */
export function PluginScreen() {
  const plugin = routePlugin(useMatches());
  return plugin ? <PluginSettingsPage key={plugin} plugin={plugin} /> : <PluginsPage />;
}

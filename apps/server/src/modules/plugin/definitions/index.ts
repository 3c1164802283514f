import type { PluginKey, PushPluginKey } from '@sitewright/contract';
import { analyticsPlugin } from './analytics.ts';
import { bdzzPlugin } from './bdzz.ts';
import { googleIndexingPlugin } from './google-indexing.ts';
import { indexNowPlugin } from './indexnow.ts';
import type { PluginDefinition, PushDriver } from './types.ts';
import { verificationPlugin } from './verification.ts';

/** Every plugin's definition, by key: the one place a new plugin is added on the server. */
export const PLUGIN_DEFINITIONS: { [K in PluginKey]: PluginDefinition<K> } = {
  bdzz: bdzzPlugin,
  'google-indexing': googleIndexingPlugin,
  indexnow: indexNowPlugin,
  verification: verificationPlugin,
  analytics: analyticsPlugin,
};

export function definitionOf<K extends PluginKey>(key: K): PluginDefinition<K> {
  return PLUGIN_DEFINITIONS[key];
}

/** The driver of a push plugin. */
export function driverOf(key: PushPluginKey): PushDriver {
  const driver = PLUGIN_DEFINITIONS[key].driver;
  if (!driver) throw new Error(`plugin ${key} has no push driver`);
  return driver;
}

export { googleAccepts } from './google-indexing.ts';
export type {
  PluginDefinition,
  PushDriver,
  PushRequest,
  PushResult,
  PushState,
  StoredPlugin,
} from './types.ts';

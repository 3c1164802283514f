import { COLLECTIONS, PLUGIN_KEYS, PLUGIN_SETTINGS_PATHS } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  COLLECTION_ADMIN_BASES,
  collectionEditPath,
  collectionListPath,
  pluginSettingsPath,
} from './paths.ts';

describe('collection screen addresses', () => {
  it('put a collection at /<name>/ unless its definition names its own place', () => {
    expect(collectionListPath('news')).toBe('/news/index');
    expect(collectionEditPath('faq', 7)).toBe('/faq/edit?id=7');
    // Spec §2 puts exhibit items under the exhibitors and the meeting parties under /meeting.
    expect(collectionListPath('exhibit')).toBe('/exhibitor/item/index');
    expect(collectionEditPath('exhibit', 3)).toBe('/exhibitor/item/edit?id=3');
    expect(collectionListPath('expert')).toBe('/meeting/experts/index');
    expect(collectionEditPath('sponsor')).toBe('/meeting/sponsor/edit');
    expect(collectionEditPath('organizer', undefined, 'de')).toBe('/meeting/organizers/edit?lang=de');
  });

  it('agree with every definition that names its own place', () => {
    const named = Object.fromEntries(
      Object.values(COLLECTIONS).flatMap((d: { name: string; adminBase?: string }) =>
        d.adminBase ? [[d.name, d.adminBase]] : [],
      ),
    );
    expect(COLLECTION_ADMIN_BASES).toEqual(named);
  });
});

describe('plugin settings screen addresses', () => {
  it('agree with the contract and carry the website id', () => {
    for (const plugin of PLUGIN_KEYS)
      expect(pluginSettingsPath(plugin, ':id')).toBe(PLUGIN_SETTINGS_PATHS[plugin]);
    expect(pluginSettingsPath('bdzz', 12)).toBe('/plugin/plugin-bdzz-set/12');
    expect(pluginSettingsPath('google-indexing', 3)).toBe('/plugin/plugin-google-indexing-set/3');
  });
});

import { type PluginDefinition, text } from './types.ts';

/** A self-hosted, cookie-free analytics script (Plausible or Umami) on every published page. */
export const analyticsPlugin: PluginDefinition<'analytics'> = {
  key: 'analytics',
  view: (stored) => ({
    provider: stored.settings.provider === 'umami' ? 'umami' : 'plausible',
    script_url: text(stored.settings.script_url),
    site_id: text(stored.settings.site_id),
  }),
  save: async (input) => ({
    settings: { provider: input.provider, script_url: input.script_url, site_id: input.site_id },
  }),
  configured: (stored) => text(stored.settings.script_url) !== '' && text(stored.settings.site_id) !== '',
  missing: (stored) =>
    text(stored.settings.script_url) === ''
      ? 'script_url'
      : text(stored.settings.site_id) === ''
        ? 'site_id'
        : null,
};

import { type PluginDefinition, text } from './types.ts';

/** Verification tags of Google Search Console and Bing Webmaster Tools (the site serves them). */
export const verificationPlugin: PluginDefinition<'verification'> = {
  key: 'verification',
  view: (stored) => ({ google: text(stored.settings.google), bing: text(stored.settings.bing) }),
  save: async (input) => ({ settings: { google: input.google, bing: input.bing } }),
  configured: (stored) => text(stored.settings.google) !== '' || text(stored.settings.bing) !== '',
  missing: (stored) =>
    text(stored.settings.google) === '' && text(stored.settings.bing) === '' ? 'google' : null,
};

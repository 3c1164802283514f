import type {
  ANALYTICS_PROVIDERS,
  BAIDU_VERIFY_AS,
  PluginInfo,
  PluginKey,
  SavePluginBody,
} from '@sitewright/contract';

/** A plugin's settings as the server shows them (secrets only as hints). */
export type PluginView<K extends PluginKey> = Extract<PluginInfo, { plugin: K }>['settings'];

/** What each plugin's settings form edits. Secrets start empty: empty keeps the stored one. */
export interface PluginSettingsValues {
  bdzz: {
    /** The code or the whole meta tag as pasted from Baidu's console. */
    verify_code: string;
    verify_as: (typeof BAIDU_VERIFY_AS)[number];
    /** A new push token; '' keeps the stored one. */
    token: string;
  };
  'google-indexing': {
    /** A new service-account key as pasted; '' keeps the stored one. */
    service_account_json: string;
    /** A new key read from an uploaded file (kept off the screen, the private key being in it). */
    key_file: string;
    push_all_pages: boolean;
    /** Set by the confirmation that quotes Google's policy. */
    policy_confirmed: boolean;
    daily_quota: number;
  };
  indexnow: Record<string, never>;
  verification: { google: string; bing: string };
  analytics: {
    provider: (typeof ANALYTICS_PROVIDERS)[number];
    script_url: string;
    site_id: string;
  };
}

/** The whole settings form of plugin `K`: the Enable switch and the settings. */
export interface PluginFormValues<K extends PluginKey = PluginKey> {
  enabled: boolean;
  settings: PluginSettingsValues[K];
}

/** The form as the server's view of the plugin fills it (secrets never come back, so they start empty). */
export function formValuesOf(info: PluginInfo): PluginFormValues {
  const enabled = info.enabled;
  switch (info.plugin) {
    case 'bdzz':
      return {
        enabled,
        settings: { verify_code: info.settings.verify_code, verify_as: info.settings.verify_as, token: '' },
      };
    case 'google-indexing':
      return {
        enabled,
        settings: {
          service_account_json: '',
          key_file: '',
          push_all_pages: info.settings.push_all_pages,
          // Pushing every page was allowed only after the policy was confirmed.
          policy_confirmed: info.settings.push_all_pages,
          daily_quota: info.settings.daily_quota,
        },
      };
    case 'indexnow':
      return { enabled, settings: {} };
    case 'verification':
      return { enabled, settings: { google: info.settings.google, bing: info.settings.bing } };
    case 'analytics':
      return {
        enabled,
        settings: {
          provider: info.settings.provider,
          script_url: info.settings.script_url,
          site_id: info.settings.site_id,
        },
      };
  }
}

/** What Save sends: write-only secrets only when a new one was typed, so an empty field keeps the stored one. */
export function saveBodyOf(websiteId: number, plugin: PluginKey, values: PluginFormValues): SavePluginBody {
  const base = { website_id: websiteId, enabled: values.enabled };
  switch (plugin) {
    case 'bdzz': {
      const s = values.settings as PluginSettingsValues['bdzz'];
      const token = s.token.trim();
      return {
        ...base,
        plugin,
        settings: {
          verify_code: s.verify_code.trim(),
          verify_as: s.verify_as,
          ...(token ? { token } : {}),
        },
      };
    }
    case 'google-indexing': {
      const s = values.settings as PluginSettingsValues['google-indexing'];
      const key = newServiceAccountKey(s);
      return {
        ...base,
        plugin,
        settings: {
          ...(key ? { service_account_json: key } : {}),
          push_all_pages: s.push_all_pages,
          policy_confirmed: s.push_all_pages && s.policy_confirmed,
          daily_quota: s.daily_quota,
        },
      };
    }
    case 'indexnow':
      return { ...base, plugin, settings: { regenerate_key: false } };
    case 'verification': {
      const s = values.settings as PluginSettingsValues['verification'];
      return { ...base, plugin, settings: { google: s.google.trim(), bing: s.bing.trim() } };
    }
    case 'analytics': {
      const s = values.settings as PluginSettingsValues['analytics'];
      return {
        ...base,
        plugin,
        settings: { provider: s.provider, script_url: s.script_url.trim(), site_id: s.site_id.trim() },
      };
    }
  }
}

/** The key Save sends: the one pasted, else the one uploaded, else none (the stored key stays). */
export function newServiceAccountKey(s: { service_account_json: string; key_file: string }): string {
  return s.service_account_json.trim() || s.key_file.trim();
}

/** The body of "New key": IndexNow makes a new key, the plugin staying as it is. */
export function newIndexNowKeyBody(websiteId: number, enabled: boolean): SavePluginBody {
  return { website_id: websiteId, plugin: 'indexnow', enabled, settings: { regenerate_key: true } };
}

/**
 * The placeholder of a write-only field: the stored secret's hint (`••••abcd`) when there is one, so
 * the operator sees a token is stored without it ever reaching the browser.
 */
export function secretPlaceholder(hint: string, none: string): string {
  return hint === '' ? none : hint;
}

/**
 * The code inside a pasted verification tag (`<meta name="…" content="CODE" />`), or the text as
 * typed: as the server reads it (contract `verificationCodeFrom`), for the previews beside the field.
 */
export function pastedCode(input: string): string {
  const match = /content\s*=\s*["']([^"']*)["']/i.exec(input);
  return (match ? (match[1] ?? '') : input).trim();
}

/** The file Baidu fetches at the site root when the site is verified by file. */
export function baiduVerifyFileName(code: string): string {
  const value = pastedCode(code);
  return value === '' ? '' : `baidu_verify_${value}.html`;
}

/** What a pasted or uploaded key looks like before it is sent: whose it is, or why it is not one. */
export type ServiceAccountPreview =
  | { kind: 'empty' }
  | { kind: 'key'; clientEmail: string }
  | { kind: 'not-json' }
  | { kind: 'not-service-account' };

/** Reads a service-account JSON key far enough to name its account; the server checks it fully. */
export function serviceAccountPreview(text: string): ServiceAccountPreview {
  if (text.trim() === '') return { kind: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'not-json' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'not-json' };
  const key = parsed as Record<string, unknown>;
  if (
    key.type !== 'service_account' ||
    typeof key.client_email !== 'string' ||
    typeof key.private_key !== 'string'
  ) {
    return { kind: 'not-service-account' };
  }
  return { kind: 'key', clientEmail: key.client_email };
}

/** What ticking or clearing "push every page" does. */
export type PolicyStep =
  /** Ask first, quoting Google's policy; confirming applies {@link policyConfirmed}. */
  { kind: 'ask' } | { kind: 'set'; push_all_pages: boolean; policy_confirmed: boolean };

/**
 * Pushing pages without job-posting or livestream data goes against Google's policy, so ticking the
 * box asks first (unless this form already confirmed it); clearing it withdraws the confirmation.
 */
export function policyStep(
  current: { push_all_pages: boolean; policy_confirmed: boolean },
  checked: boolean,
): PolicyStep {
  if (!checked) return { kind: 'set', push_all_pages: false, policy_confirmed: false };
  if (current.policy_confirmed) return { kind: 'set', push_all_pages: true, policy_confirmed: true };
  return { kind: 'ask' };
}

/** The operator confirmed Google's policy in the dialog. */
export const policyConfirmed = { push_all_pages: true, policy_confirmed: true } as const;

/** Which settings reach the site only when it is published again (pages carry the tags and scripts). */
export const PUBLISH_NOTE_PLUGINS: readonly PluginKey[] = ['bdzz', 'indexnow', 'verification', 'analytics'];

/** The push plugins, whose screens list the pushes (a copy of the contract's PUSH_PLUGINS without its schemas). */
export const PUSH_PLUGIN_KEYS = ['bdzz', 'google-indexing', 'indexnow'] as const;

export function isPushPlugin(plugin: PluginKey): plugin is (typeof PUSH_PLUGIN_KEYS)[number] {
  return (PUSH_PLUGIN_KEYS as readonly string[]).includes(plugin);
}

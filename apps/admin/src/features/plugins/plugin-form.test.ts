import {
  type PluginInfo,
  PluginInfo as PluginInfoSchema,
  PUSH_PLUGINS,
  SavePluginBody,
  verificationCodeFrom,
} from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  baiduVerifyFileName,
  formValuesOf,
  isPushPlugin,
  newIndexNowKeyBody,
  pastedCode,
  policyConfirmed,
  type PluginFormValues,
  policyStep,
  PUSH_PLUGIN_KEYS,
  saveBodyOf,
  secretPlaceholder,
  serviceAccountPreview,
} from './plugin-form.ts';

const base = { website_id: 7, enabled: true, updated_at: '2026-11-28T10:00:00.000Z' };

const bdzz: PluginInfo = {
  ...base,
  plugin: 'bdzz',
  settings: { verify_code: 'codeva-abc123', verify_as: 'file', token_hint: '••••f00d', quota_left: 4999 },
};
const google: PluginInfo = {
  ...base,
  plugin: 'google-indexing',
  settings: {
    client_email: 'pusher@project.iam.gserviceaccount.com',
    key_set: true,
    push_all_pages: true,
    daily_quota: 200,
    used_today: 3,
  },
};

describe('a plugin’s settings form', () => {
  it('starts from the server’s view with every secret field empty', () => {
    expect(formValuesOf(bdzz)).toEqual({
      enabled: true,
      settings: { verify_code: 'codeva-abc123', verify_as: 'file', token: '' },
    });
    expect(formValuesOf(google)).toEqual({
      enabled: true,
      settings: {
        service_account_json: '',
        key_file: '',
        // Pushing every page was only ever saved with the policy confirmed.
        push_all_pages: true,
        policy_confirmed: true,
        daily_quota: 200,
      },
    });
    expect(
      formValuesOf({
        ...base,
        plugin: 'analytics',
        settings: { provider: 'umami', script_url: '', site_id: 'x' },
      }),
    ).toEqual({ enabled: true, settings: { provider: 'umami', script_url: '', site_id: 'x' } });
    expect(formValuesOf({ ...base, plugin: 'indexnow', settings: { key: 'k', key_url: 'u' } })).toEqual({
      enabled: true,
      settings: {},
    });
  });

  it('keeps the stored token when the field is left empty, and sends a new one when typed', () => {
    const kept = saveBodyOf(7, 'bdzz', formValuesOf(bdzz));
    expect(kept).toEqual({
      website_id: 7,
      plugin: 'bdzz',
      enabled: true,
      settings: { verify_code: 'codeva-abc123', verify_as: 'file' },
    });
    expect(kept.settings).not.toHaveProperty('token');
    const typed = saveBodyOf(7, 'bdzz', {
      enabled: true,
      settings: { verify_code: ' codeva-abc123 ', verify_as: 'meta', token: '  NewToken42 ' },
    });
    expect(typed.settings).toEqual({ verify_code: 'codeva-abc123', verify_as: 'meta', token: 'NewToken42' });
  });

  it('sends a Google key only when one was pasted or uploaded, the pasted one first', () => {
    const values = formValuesOf(google) as PluginFormValues<'google-indexing'>;
    const none = saveBodyOf(7, 'google-indexing', values);
    expect(none.settings).not.toHaveProperty('service_account_json');
    const uploaded = saveBodyOf(7, 'google-indexing', {
      ...values,
      settings: { ...values.settings, key_file: '{"from":"file"}' },
    });
    expect(uploaded.settings).toMatchObject({ service_account_json: '{"from":"file"}' });
    const pasted = saveBodyOf(7, 'google-indexing', {
      ...values,
      settings: { ...values.settings, key_file: '{"from":"file"}', service_account_json: '{"from":"paste"}' },
    });
    expect(pasted.settings).toMatchObject({ service_account_json: '{"from":"paste"}' });
  });

  it('never claims the policy confirmed without pushing every page', () => {
    const values = formValuesOf(google) as PluginFormValues<'google-indexing'>;
    const body = saveBodyOf(7, 'google-indexing', {
      ...values,
      settings: { ...values.settings, push_all_pages: false, policy_confirmed: true },
    });
    expect(body.settings).toMatchObject({ push_all_pages: false, policy_confirmed: false });
  });

  it('builds bodies the contract accepts for every plugin', () => {
    const bodies = [
      saveBodyOf(7, 'bdzz', formValuesOf(bdzz)),
      saveBodyOf(7, 'google-indexing', formValuesOf(google)),
      saveBodyOf(7, 'indexnow', { enabled: true, settings: {} }),
      saveBodyOf(7, 'verification', {
        enabled: true,
        settings: { google: '<meta name="google-site-verification" content="g-code" />', bing: ' B1 ' },
      }),
      saveBodyOf(7, 'analytics', {
        enabled: false,
        settings: {
          provider: 'plausible',
          script_url: 'https://p.example.com/js/script.js',
          site_id: 'example.com',
        },
      }),
      newIndexNowKeyBody(7, false),
    ];
    for (const body of bodies) expect(SavePluginBody.safeParse(body).success).toBe(true);
    expect(SavePluginBody.parse(bodies[3]).settings).toEqual({ google: 'g-code', bing: 'B1' });
    expect(newIndexNowKeyBody(7, true)).toEqual({
      website_id: 7,
      plugin: 'indexnow',
      enabled: true,
      settings: { regenerate_key: true },
    });
  });

  it('reads views the contract describes', () => {
    expect(PluginInfoSchema.safeParse(bdzz).success).toBe(true);
    expect(PluginInfoSchema.safeParse(google).success).toBe(true);
  });
});

describe('write-only secrets', () => {
  it('show the stored secret’s hint as the placeholder, or say none is stored', () => {
    expect(secretPlaceholder('••••f00d', 'No token stored')).toBe('••••f00d');
    expect(secretPlaceholder('', 'No token stored')).toBe('No token stored');
  });
});

describe('verification codes', () => {
  it('read a pasted meta tag as the server does', () => {
    for (const input of [
      '<meta name="baidu-site-verification" content="codeva-XyZ" />',
      "<meta content='codeva-XyZ' name='baidu-site-verification'>",
      '  codeva-XyZ ',
      '',
    ]) {
      expect(pastedCode(input)).toBe(verificationCodeFrom(input));
    }
  });

  it('name the file Baidu fetches when verifying by file', () => {
    expect(baiduVerifyFileName('<meta name="baidu-site-verification" content="codeva-XyZ" />')).toBe(
      'baidu_verify_codeva-XyZ.html',
    );
    expect(baiduVerifyFileName('')).toBe('');
  });
});

describe('a service-account key before it is sent', () => {
  it('names its account, or says why it is not one', () => {
    const key = JSON.stringify({
      type: 'service_account',
      client_email: 'pusher@project.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\n…',
    });
    expect(serviceAccountPreview(key)).toEqual({
      kind: 'key',
      clientEmail: 'pusher@project.iam.gserviceaccount.com',
    });
    expect(serviceAccountPreview('  ')).toEqual({ kind: 'empty' });
    expect(serviceAccountPreview('{ not json')).toEqual({ kind: 'not-json' });
    expect(serviceAccountPreview('"a string"')).toEqual({ kind: 'not-json' });
    expect(serviceAccountPreview(JSON.stringify({ type: 'authorized_user', client_email: 'a@b' }))).toEqual({
      kind: 'not-service-account',
    });
  });
});

describe('Google’s policy confirmation', () => {
  it('asks before pushing every page, and applies the answer', () => {
    const start = { push_all_pages: false, policy_confirmed: false };
    expect(policyStep(start, true)).toEqual({ kind: 'ask' });
    // Confirmed in the dialog: both set, and the body says so.
    const after = { ...start, ...policyConfirmed };
    expect(after).toEqual({ push_all_pages: true, policy_confirmed: true });
  });

  it('withdraws the confirmation when the box is cleared, and asks again when ticked again', () => {
    const cleared = policyStep({ push_all_pages: true, policy_confirmed: true }, false);
    expect(cleared).toEqual({ kind: 'set', push_all_pages: false, policy_confirmed: false });
    if (cleared.kind !== 'set') throw new Error('unreachable');
    expect(policyStep(cleared, true)).toEqual({ kind: 'ask' });
  });

  it('does not ask twice within one confirmation', () => {
    expect(policyStep({ push_all_pages: false, policy_confirmed: true }, true)).toEqual({
      kind: 'set',
      push_all_pages: true,
      policy_confirmed: true,
    });
  });
});

describe('push plugins', () => {
  it('are the plugins whose screens list pushes', () => {
    expect(PUSH_PLUGIN_KEYS).toEqual(PUSH_PLUGINS);
    expect(isPushPlugin('bdzz')).toBe(true);
    expect(isPushPlugin('google-indexing')).toBe(true);
    expect(isPushPlugin('indexnow')).toBe(true);
    expect(isPushPlugin('verification')).toBe(false);
    expect(isPushPlugin('analytics')).toBe(false);
  });
});

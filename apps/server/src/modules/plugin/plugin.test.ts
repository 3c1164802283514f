import { Writable } from 'node:stream';
import { errors, type PluginInfo, type PluginList, ROLES } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, send, setupApiTest, signInDemoOperator } from '../../../test/helper.ts';
import { grantLicence } from '../../../test/licences.ts';
import { auditLog, websitePlugins } from '../../db/schema.ts';
import { serviceAccountKey } from './test-fakes.ts';

/** Every log line the app writes, to look for secrets in. */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

const t = setupApiTest({
  site: 'Plugins',
  rival: true,
  dataDir: 'sw-plugin-',
  env: { LOG_LEVEL: 'debug' },
  deps: { logStream },
});

// The priced plugins are bought, as the app centre would have it.
beforeAll(async () => {
  await grantLicence(t.app, 'plugin', 'google-indexing');
  await grantLicence(t.app, 'plugin', 'analytics');
});

const save = (payload: Record<string, unknown>, token = t.admin) =>
  send(t.app, token, 'POST', '/api/website/plugin/save', { website_id: t.site, ...payload });
const info = (plugin: string, token = t.admin, website = t.site) =>
  send(t.app, token, 'GET', `/api/website/plugin/info?website_id=${website}&plugin=${plugin}`);

const TOKEN = 'BaiduPushToken9876';

describe('plugin settings', () => {
  it('lists every plugin of a website, off and not configured before any save', async () => {
    const list = body<PluginList>(
      await send(t.app, t.admin, 'GET', `/api/website/plugin/list?website_id=${t.site}`),
    );
    expect(list.code).toBe(0);
    expect(list.data.list.map((p) => p.plugin)).toEqual([
      'bdzz',
      'google-indexing',
      'indexnow',
      'verification',
      'analytics',
    ]);
    expect(list.data.list.every((p) => !p.enabled && !p.configured && p.last_activity_at === null)).toBe(
      true,
    );
  });

  it('keeps the Baidu token encrypted, shows only its hint, and keeps it when a save leaves it empty', async () => {
    const saved = body<PluginInfo>(
      await save({
        plugin: 'bdzz',
        enabled: true,
        settings: {
          verify_code: '<meta name="baidu-site-verification" content="codeva-AbC123" />',
          token: TOKEN,
        },
      }),
    );
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({
      plugin: 'bdzz',
      enabled: true,
      settings: { verify_code: 'codeva-AbC123', verify_as: 'meta', token_hint: '••••9876', quota_left: null },
    });
    const [row] = await t.app.db.select().from(websitePlugins).where(eq(websitePlugins.websiteId, t.site));
    expect(row?.secret).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(TOKEN);

    const again = body<PluginInfo>(
      await save({
        plugin: 'bdzz',
        enabled: true,
        settings: { verify_code: 'codeva-AbC123', verify_as: 'file' },
      }),
    );
    expect(again.data.settings).toMatchObject({ verify_as: 'file', token_hint: '••••9876' });
    const [after] = await t.app.db.select().from(websitePlugins).where(eq(websitePlugins.websiteId, t.site));
    expect(after?.secret).toBe(row?.secret);
    expect((await info('bdzz')).body).not.toContain(TOKEN);
  });

  it('refuses to turn on a plugin that lacks what it needs, naming the field', async () => {
    const refused = body(await save({ plugin: 'analytics', enabled: true, settings: { script_url: '' } }));
    expect(refused.code).toBe(errors.PLUGIN_SETTING_REQUIRED.code);
    expect(refused.data).toMatchObject({ field: 'script_url' });
    expect(refused.message).toBe('Fill in the script address before turning this plugin on.');
    const google = body(await save({ plugin: 'google-indexing', enabled: true, settings: {} }));
    expect(google.code).toBe(errors.PLUGIN_SETTING_REQUIRED.code);
    // Saved while off, it is stored as it is.
    expect(
      body(await save({ plugin: 'analytics', enabled: false, settings: { site_id: 'example.com' } })).code,
    ).toBe(0);
    const ok = body<PluginInfo>(
      await save({
        plugin: 'analytics',
        enabled: true,
        settings: { provider: 'umami', script_url: 'https://stats.example.com/script.js', site_id: 'abc' },
      }),
    );
    expect(ok.data.settings).toEqual({
      provider: 'umami',
      script_url: 'https://stats.example.com/script.js',
      site_id: 'abc',
    });
  });

  it('checks a Google service account key and never shows it again', async () => {
    const key = serviceAccountKey();
    for (const [json, reason] of [
      ['not json', 'the file is not JSON'],
      [JSON.stringify({ ...JSON.parse(key.json), type: 'user' }), 'its type is not service_account'],
      [
        JSON.stringify({ ...JSON.parse(key.json), private_key: 'garbage' }),
        'private_key is not an RSA private key',
      ],
      [JSON.stringify({ ...JSON.parse(key.json), client_email: '' }), 'client_email is missing'],
      [JSON.stringify({ ...JSON.parse(key.json), private_key_id: undefined }), 'private_key_id is missing'],
    ] as const) {
      const refused = body(
        await save({ plugin: 'google-indexing', enabled: true, settings: { service_account_json: json } }),
      );
      expect(refused.code, reason).toBe(errors.PLUGIN_KEY_INVALID.code);
      expect(refused.data).toEqual({ reason });
    }
    const unconfirmed = body(
      await save({
        plugin: 'google-indexing',
        enabled: true,
        settings: { service_account_json: key.json, push_all_pages: true },
      }),
    );
    expect(unconfirmed.code).toBe(errors.PLUGIN_POLICY_UNCONFIRMED.code);

    const response = await save({
      plugin: 'google-indexing',
      enabled: true,
      settings: { service_account_json: key.json, daily_quota: 50 },
    });
    const saved = body<PluginInfo>(response);
    expect(saved.data.settings).toEqual({
      client_email: 'pusher@project-1.iam.gserviceaccount.com',
      key_set: true,
      push_all_pages: false,
      daily_quota: 50,
      used_today: 0,
    });
    const privateKey = JSON.parse(key.json).private_key as string;
    const keyLine = privateKey.split('\n')[1] as string;
    for (const text of [response.body, (await info('google-indexing')).body]) {
      expect(text).not.toContain(keyLine);
      expect(text).not.toContain('PRIVATE KEY');
    }
    const [row] = await t.app.db
      .select()
      .from(websitePlugins)
      .where(eq(websitePlugins.plugin, 'google-indexing'));
    expect(JSON.stringify(row)).not.toContain(keyLine);
    // The key's own token address is not kept (the configured one is used).
    expect(JSON.stringify(row)).not.toContain('169.254');
  });

  it('makes an IndexNow key on the first save and a new one only on request', async () => {
    const first = body<PluginInfo>(await save({ plugin: 'indexnow', enabled: true, settings: {} }));
    const key = (first.data.settings as { key: string }).key;
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect((first.data.settings as { key_url: string }).key_url).toMatch(
      new RegExp(`^http://.+/${key}\\.txt$`),
    );
    const same = body<PluginInfo>(await save({ plugin: 'indexnow', enabled: true, settings: {} }));
    expect((same.data.settings as { key: string }).key).toBe(key);
    const renewed = body<PluginInfo>(
      await save({ plugin: 'indexnow', enabled: true, settings: { regenerate_key: true } }),
    );
    expect((renewed.data.settings as { key: string }).key).not.toBe(key);
  });

  it('shows what is configured in the list', async () => {
    const list = body<PluginList>(
      await send(t.app, t.admin, 'GET', `/api/website/plugin/list?website_id=${t.site}`),
    );
    const of = (plugin: string) => list.data.list.find((p) => p.plugin === plugin);
    expect(of('bdzz')).toMatchObject({ enabled: true, configured: true, last_status: null });
    expect(of('indexnow')).toMatchObject({ enabled: true, configured: true });
    expect(of('verification')).toMatchObject({ enabled: false, configured: false });
    expect(of('bdzz')?.last_activity_at).not.toBeNull();
  });

  it('refuses another company and operators without the plugin role', async () => {
    expect(body(await info('bdzz', t.rival)).code).toBe(errors.ILLEGAL_OPERATION.code);
    expect(body(await save({ plugin: 'verification', enabled: false, settings: {} }, t.rival)).code).toBe(
      errors.ILLEGAL_OPERATION.code,
    );
    const limited = await signInDemoOperator(t.app, 'no-plugins', [ROLES.formList]);
    const refused = await info('bdzz', limited);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).not.toBe(0);
  });

  it('records saves in the audit log without their secrets', async () => {
    const key = serviceAccountKey('audit@project-1.iam.gserviceaccount.com');
    const keyLine = (JSON.parse(key.json).private_key as string).split('\n')[3] as string;
    expect(
      body(
        await save({
          plugin: 'google-indexing',
          enabled: true,
          settings: { service_account_json: key.json },
        }),
      ).code,
    ).toBe(0);
    await t.app.audit.flush();
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.call, 'plugin.save'));
    expect(rows.length).toBeGreaterThan(0);
    const all = JSON.stringify(rows);
    expect(all).not.toContain(TOKEN);
    expect(all).not.toContain(keyLine);
  });

  it('never writes a secret into a log line', async () => {
    const key = serviceAccountKey();
    const keyLine = (JSON.parse(key.json).private_key as string).split('\n')[2] as string;
    // A save refused by validation logs the request too.
    await save({
      plugin: 'google-indexing',
      enabled: true,
      settings: { service_account_json: key.json, daily_quota: -1 },
    });
    await save({ plugin: 'bdzz', enabled: true, settings: { token: 'Invalid!Token' } });
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    expect(all).not.toContain(TOKEN);
    expect(all).not.toContain(keyLine);
    expect(all).not.toContain('Invalid!Token');
  });
});

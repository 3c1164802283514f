import { errors, type PageList, type PluginInfo, type PushLog, type Website } from '@sitewright/contract';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';
import { grantLicence } from '../../../test/licences.ts';
import { collectionItems, jobs, pluginPushes, websites } from '../../db/schema.ts';
import { createPushListener, PUSH_JOB } from './index.ts';
import { type FakeEngine, type Received, serviceAccountKey, startFakeEngine } from './test-fakes.ts';

const TOKEN = 'BaiduToken4242';
const env: Record<string, string> = {};
let baidu: FakeEngine;
let google: FakeEngine;
let indexNow: FakeEngine;

// The fakes listen before the app is built: its configuration points at them.
beforeAll(async () => {
  [baidu, google, indexNow] = await Promise.all([startFakeEngine(), startFakeEngine(), startFakeEngine()]);
  env.BAIDU_PUSH_URL = baidu.url;
  env.GOOGLE_TOKEN_URL = `${google.url}/token`;
  env.GOOGLE_INDEXING_URL = google.url;
  env.INDEXNOW_URL = indexNow.url;
});
afterAll(async () => {
  await Promise.all([baidu?.close(), google?.close(), indexNow?.close()]);
});

const BATCH = { bdzz: 10, indexnow: 16, 'google-indexing': 2 } as const;

const t = setupApiTest({
  rival: true,
  env,
  deps: {
    jobs: { run: true, worker: { pollMs: 30, backoffMs: () => 50 } },
    pluginPush: { batchMax: BATCH, maxAttempts: 3 },
  },
});

// The priced plugins are bought, as the app centre would have it.
beforeAll(async () => {
  await grantLicence(t.app, 'plugin', 'google-indexing');
  await grantLicence(t.app, 'plugin', 'analytics');
});

let site: Website;
let companyId: number;

beforeAll(async () => {
  site = body<Website>(
    await send(t.app, t.admin, 'POST', '/api/website/website-add', {
      name: 'Push Co',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    }),
  ).data;
  const [row] = await t.app.db.select().from(websites).where(eq(websites.id, site.website_id));
  companyId = row?.companyId ?? 0;
});

const save = (payload: Record<string, unknown>) =>
  send(t.app, t.admin, 'POST', '/api/website/plugin/save', { website_id: site.website_id, ...payload });
const publish = async (pageIds: number[] | 0) => {
  const response = await send(t.app, t.admin, 'POST', '/api/website/publish-website', {
    id: site.website_id,
    website_page_id: pageIds,
  });
  expect(body(response).code).toBe(0);
};

/** Waits until no push job is due or running (pushes moved to another day stay). */
async function settle(): Promise<void> {
  await expect
    .poll(
      async () => {
        const [row] = await t.app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(
            and(
              eq(jobs.kind, PUSH_JOB),
              isNull(jobs.doneAt),
              lte(jobs.runAt, new Date(Date.now() + 60_000)),
              // Due again, or on its last try right now.
              sql`(${jobs.attempts} < ${jobs.maxAttempts} or ${jobs.lockedBy} is not null)`,
            ),
          );
        return row?.n;
      },
      { timeout: 20_000, interval: 50 },
    )
    .toBe(0);
}

const pushesSince = async (id: number) =>
  t.app.db
    .select()
    .from(pluginPushes)
    .where(and(eq(pluginPushes.websiteId, site.website_id), gt(pluginPushes.id, id)))
    .orderBy(pluginPushes.id);
const lastPushId = async () =>
  (
    await t.app.db.select({ id: pluginPushes.id }).from(pluginPushes).orderBy(desc(pluginPushes.id)).limit(1)
  )[0]?.id ?? 0;

/** The addresses the live sitemap lists. */
async function sitemapUrls(): Promise<string[]> {
  const xml = (
    await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: site.fixed_domain } })
  ).body;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
}

const baiduUrls = (requests: Received[]) => requests.flatMap((r) => r.body.split('\n'));
const indexNowUrls = (requests: Received[]) =>
  requests.flatMap((r) => (JSON.parse(r.body) as { urlList: string[] }).urlList);

let indexNowKey = '';

beforeEach(() => {
  baidu.received.length = 0;
  indexNow.received.length = 0;
  google.received.length = 0;
  baidu.answer = (request) => {
    const n = request.body.split('\n').length;
    return { status: 200, body: { remain: 90 - n, success: n, not_same_site: [], not_valid: [] } };
  };
  indexNow.answer = () => ({ status: 202, body: '' });
});

describe('pushes on publish', () => {
  it('pushes every address of the sitemap after the first whole-site publish, in batches', async () => {
    expect(
      body(
        await save({ plugin: 'bdzz', enabled: true, settings: { verify_code: 'codeva-x1', token: TOKEN } }),
      ).code,
    ).toBe(0);
    const saved = body<PluginInfo>(await save({ plugin: 'indexnow', enabled: true, settings: {} }));
    indexNowKey = (saved.data.settings as { key: string }).key;
    await publish(0);
    await settle();

    const expected = (await sitemapUrls()).sort();
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.some((u) => u.endsWith('/404') || u.endsWith('/search'))).toBe(false);
    const origin = new URL(expected[0] as string).origin;

    expect(baiduUrls(baidu.received).sort()).toEqual(expected);
    for (const request of baidu.received) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/urls');
      expect(request.headers['content-type']).toBe('text/plain');
      expect(request.query.get('site')).toBe(origin);
      expect(request.query.get('token')).toBe(TOKEN);
      expect(request.body.split('\n').length).toBeLessThanOrEqual(BATCH.bdzz);
    }
    expect(baidu.received.length).toBe(Math.ceil(expected.length / BATCH.bdzz));

    expect(indexNowUrls(indexNow.received).sort()).toEqual(expected);
    for (const request of indexNow.received) {
      expect(request.path).toBe('/indexnow');
      expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
      const sent = JSON.parse(request.body) as Record<string, unknown>;
      expect(sent).toMatchObject({
        host: new URL(origin).host,
        key: indexNowKey,
        keyLocation: `${origin}/${indexNowKey}.txt`,
      });
      expect((sent.urlList as string[]).length).toBeLessThanOrEqual(BATCH.indexnow);
    }

    // The log shows each push with the engine's answer, and the quota Baidu says is left.
    const log = body<PushLog>(
      await send(
        t.app,
        t.admin,
        'GET',
        `/api/website/plugin/push-log?website_id=${site.website_id}&plugin=bdzz`,
      ),
    ).data;
    expect(log.total).toBe(baidu.received.length);
    expect(log.list.every((p) => p.status === 'sent' && p.outcome === 'ok' && p.http_status === 200)).toBe(
      true,
    );
    expect(log.list[0]?.answer).toContain('"remain"');
    const info = body<PluginInfo>(
      await send(t.app, t.admin, 'GET', `/api/website/plugin/info?website_id=${site.website_id}&plugin=bdzz`),
    ).data;
    expect((info.settings as { quota_left: number }).quota_left).toBe(log.list[0]?.quota_left);
    expect(JSON.stringify(log)).not.toContain(TOKEN);
    // The address index the comparison reads is the server's, not the visitors'.
    const index = await t.app.inject({
      method: 'GET',
      url: '/_sw/urls.json',
      headers: { host: site.fixed_domain },
    });
    expect(index.statusCode).toBe(404);
  });

  it('pushes nothing when a publish changed nothing', async () => {
    const before = await lastPushId();
    await publish(0);
    await settle();
    expect(await pushesSince(before)).toEqual([]);
    expect(baidu.received).toEqual([]);
  });

  it('pushes only the page a selected-pages publish changed', async () => {
    const list = body<PageList>(
      await send(t.app, t.admin, 'GET', `/api/website/page?website_id=${site.website_id}`),
    ).data;
    const page = list.menuPageList.find((p) => p.url === '/about') ?? list.menuPageList[1];
    if (!page) throw new Error('no page');
    const detail = body<{ version: number }>(
      await send(t.app, t.admin, 'GET', `/api/website/page-detail?id=${page.id}`),
    );
    expect(
      body(
        await send(t.app, t.admin, 'POST', '/api/website/save-page-element', {
          id: page.id,
          version: detail.data.version,
          document: {
            version: 1,
            blocks: [{ id: 'h', type: 'heading', props: { text: 'New words', level: 1 } }],
          },
        }),
      ).code,
    ).toBe(0);
    // The unchanged home page is published too, and not pushed.
    const home = list.menuPageList.find((p) => p.url === '/');
    await publish([page.id, ...(home ? [home.id] : [])]);
    await settle();
    const url = (await sitemapUrls()).find((u) => new URL(u).pathname === page.url);
    expect(baiduUrls(baidu.received)).toEqual([url]);
    expect(indexNowUrls(indexNow.received)).toEqual([url]);
  });

  it('tells the engines an item taken off on its own is gone, and that its list changed', async () => {
    const [item] = await t.app.db
      .select()
      .from(collectionItems)
      .where(
        and(
          eq(collectionItems.websiteId, site.website_id),
          eq(collectionItems.slug, 'our-new-workshop-is-open'),
        ),
      );
    const live = await sitemapUrls();
    const itemUrl = live.find((u) => u.endsWith('/news/our-new-workshop-is-open'));
    expect(itemUrl).toBeDefined();
    const before = await lastPushId();
    const response = await send(t.app, t.admin, 'POST', '/api/website/news/batch', {
      website_id: site.website_id,
      ids: [item?.id],
      action: 'unpublish',
    });
    expect(body(response).code).toBe(0);
    await settle();
    const rows = await pushesSince(before);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.trigger === 'items')).toBe(true);
    const deleted = baidu.received.filter((r) => r.path === '/del');
    expect(baiduUrls(deleted)).toEqual([itemUrl]);
    const updated = baiduUrls(baidu.received.filter((r) => r.path === '/urls'));
    expect(updated).toContain(live.find((u) => new URL(u).pathname === '/news'));
    // Only the pages that list it changed; other pages are not pushed again.
    expect(updated.every((u) => new URL(u).pathname.startsWith('/news'))).toBe(true);
  });

  it('retries a push after a 5xx and a network error, and not after a refusal', async () => {
    let calls = 0;
    baidu.answer = () => {
      calls++;
      if (calls === 1) return { status: 503, body: 'busy' };
      if (calls === 2) return 'hang-up';
      return { status: 200, body: { remain: 7, success: 1 } };
    };
    const before = await lastPushId();
    const listener = createPushListener({ db: t.app.db, jobs: t.app.jobs, options: { maxAttempts: 3 } });
    const url = `${new URL((await sitemapUrls())[0] as string).origin}/about`;
    await listener({
      companyId,
      websiteId: site.website_id,
      origin: new URL(url).origin,
      trigger: 'publish',
      updated: [{ url, types: [] }],
      deleted: [],
    });
    await settle();
    const rows = (await pushesSince(before)).filter((r) => r.plugin === 'bdzz');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', outcome: 'ok', attempts: 3, quotaLeft: 7 });
    expect(calls).toBe(3);

    // A refused token fails at once, and the answer never shows the token.
    calls = 0;
    baidu.answer = () => {
      calls++;
      return { status: 401, body: { error: 401, message: `token is not valid: ${TOKEN}` } };
    };
    const next = await lastPushId();
    await listener({
      companyId,
      websiteId: site.website_id,
      origin: new URL(url).origin,
      trigger: 'publish',
      updated: [{ url, types: [] }],
      deleted: [],
    });
    await settle();
    const [refused] = (await pushesSince(next)).filter((r) => r.plugin === 'bdzz');
    expect(refused).toMatchObject({
      status: 'failed',
      outcome: 'token_invalid',
      httpStatus: 401,
      attempts: 1,
    });
    expect(refused?.answer).not.toContain(TOKEN);
    expect(calls).toBe(1);

    // After the last try a push that never got through is shown as failed.
    baidu.answer = () => ({ status: 500, body: 'down' });
    const third = await lastPushId();
    await listener({
      companyId,
      websiteId: site.website_id,
      origin: new URL(url).origin,
      trigger: 'publish',
      updated: [{ url, types: [] }],
      deleted: [],
    });
    await settle();
    const [failed] = (await pushesSince(third)).filter((r) => r.plugin === 'bdzz');
    expect(failed).toMatchObject({ status: 'failed', outcome: 'server_error', httpStatus: 500, attempts: 3 });
  });

  it('keeps what Baidu refused over quota for the next day', async () => {
    baidu.answer = () => ({ status: 400, body: { error: 400, message: 'over quota' } });
    const before = await lastPushId();
    const origin = new URL((await sitemapUrls())[0] as string).origin;
    await createPushListener({ db: t.app.db, jobs: t.app.jobs })({
      companyId,
      websiteId: site.website_id,
      origin,
      trigger: 'items',
      updated: [{ url: `${origin}/news`, types: [] }],
      deleted: [],
    });
    await settle();
    const rows = (await pushesSince(before)).filter((r) => r.plugin === 'bdzz');
    expect(rows.map((r) => [r.status, r.outcome])).toEqual([
      ['skipped', 'over_quota'],
      ['queued', null],
    ]);
    expect(rows[1]?.urls).toEqual([`${origin}/news`]);
    const [later] = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PUSH_JOB), sql`${jobs.payload}->>'pushId' = ${String(rows[1]?.id)}`));
    expect(later?.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(later?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 25 * 3_600_000);
    // It does not run today.
    await t.app.db.delete(jobs).where(eq(jobs.id, later?.id ?? 0));
    const info = body<PluginInfo>(
      await send(t.app, t.admin, 'GET', `/api/website/plugin/info?website_id=${site.website_id}&plugin=bdzz`),
    ).data;
    expect((info.settings as { quota_left: number }).quota_left).toBe(0);
  });

  it('pushes nothing for a plugin turned off', async () => {
    expect(body(await save({ plugin: 'indexnow', enabled: false, settings: {} })).code).toBe(0);
    const before = await lastPushId();
    const origin = new URL((await sitemapUrls())[0] as string).origin;
    await createPushListener({ db: t.app.db, jobs: t.app.jobs })({
      companyId,
      websiteId: site.website_id,
      origin,
      trigger: 'publish',
      updated: [{ url: `${origin}/team`, types: [] }],
      deleted: [],
    });
    await settle();
    expect((await pushesSince(before)).map((r) => r.plugin)).toEqual(['bdzz']);
    expect(indexNow.received).toEqual([]);
  });

  it('turns a push queued before the plugin was turned off into a skipped one', async () => {
    const before = await lastPushId();
    const origin = new URL((await sitemapUrls())[0] as string).origin;
    // Queued in a transaction that also turns the plugin off: the job finds it off.
    await t.app.jobs.worker.stop();
    await createPushListener({ db: t.app.db, jobs: t.app.jobs })({
      companyId,
      websiteId: site.website_id,
      origin,
      trigger: 'publish',
      updated: [{ url: `${origin}/team`, types: [] }],
      deleted: [],
    });
    expect(
      body(await save({ plugin: 'bdzz', enabled: false, settings: { verify_code: 'codeva-x1' } })).code,
    ).toBe(0);
    t.app.jobs.worker.start();
    await settle();
    const [row] = await pushesSince(before);
    expect(row).toMatchObject({ plugin: 'bdzz', status: 'skipped' });
    expect(baidu.received).toEqual([]);
    expect(
      body(await save({ plugin: 'bdzz', enabled: true, settings: { verify_code: 'codeva-x1' } })).code,
    ).toBe(0);
  });

  it('tells Google about job postings only, signed with the service account key, within the daily quota', async () => {
    const key = serviceAccountKey();
    const keys = createLocalJWKSet({
      keys: [{ ...(await exportJWK(key.publicKey)), kid: key.keyId, alg: 'RS256' }],
    });
    let tokenCalls = 0;
    google.answer = async (request) => {
      if (request.path === '/token') {
        tokenCalls++;
        const form = new URLSearchParams(request.body);
        expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
        expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
        // Checked with the public key, as Google does.
        const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', keys, {
          issuer: 'pusher@project-1.iam.gserviceaccount.com',
          audience: `${google.url}/token`,
        });
        expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: key.keyId });
        expect(payload.scope).toBe('https://www.googleapis.com/auth/indexing');
        expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
        return {
          status: 200,
          body: { access_token: 'ya29.fake-access', expires_in: 3599, token_type: 'Bearer' },
        };
      }
      if (request.path !== '/v3/urlNotifications:publish') return { status: 404, body: {} };
      if (request.headers.authorization !== 'Bearer ya29.fake-access') return { status: 401, body: {} };
      const sent = JSON.parse(request.body) as { url: string; type: string };
      return { status: 200, body: { urlNotificationMetadata: { url: sent.url, latestUpdate: sent } } };
    };
    expect(
      body(
        await save({
          plugin: 'google-indexing',
          enabled: true,
          settings: { service_account_json: key.json, daily_quota: 3 },
        }),
      ).code,
    ).toBe(0);
    // Only Google from here on.
    await save({ plugin: 'bdzz', enabled: false, settings: { verify_code: 'codeva-x1' } });
    const origin = new URL((await sitemapUrls())[0] as string).origin;
    const listener = createPushListener({ db: t.app.db, jobs: t.app.jobs, options: { batchMax: BATCH } });
    const before = await lastPushId();
    await listener({
      companyId,
      websiteId: site.website_id,
      origin,
      trigger: 'publish',
      updated: [
        { url: `${origin}/careers/welder`, types: ['JobPosting', 'Place'] },
        { url: `${origin}/about`, types: [] },
        { url: `${origin}/news/a`, types: ['Article'] },
      ],
      deleted: [{ url: `${origin}/live/old`, types: ['BroadcastEvent', 'VideoObject'] }],
    });
    await settle();
    const rows = await pushesSince(before);
    expect(rows.map((r) => [r.action, r.status, r.outcome, r.urls])).toEqual([
      ['updated', 'skipped', 'policy_skipped', [`${origin}/about`, `${origin}/news/a`]],
      ['updated', 'sent', 'ok', [`${origin}/careers/welder`]],
      ['deleted', 'sent', 'ok', [`${origin}/live/old`]],
    ]);
    const notices = google.received.filter((r) => r.path.startsWith('/v3/')).map((r) => JSON.parse(r.body));
    expect(notices).toEqual([
      { url: `${origin}/careers/welder`, type: 'URL_UPDATED' },
      { url: `${origin}/live/old`, type: 'URL_DELETED' },
    ]);
    expect(tokenCalls).toBe(1);

    // Two uses left today: the third job posting waits for tomorrow.
    const next = await lastPushId();
    await listener({
      companyId,
      websiteId: site.website_id,
      origin,
      trigger: 'publish',
      updated: ['w1', 'w2', 'w3'].map((s) => ({ url: `${origin}/careers/${s}`, types: ['JobPosting'] })),
      deleted: [],
    });
    await settle();
    const quota = await pushesSince(next);
    // The first batch sends one and keeps the other; the second sends none.
    expect(quota.map((r) => [r.status, r.outcome, r.urls])).toEqual([
      ['sent', 'over_quota', [`${origin}/careers/w1`]],
      ['skipped', 'over_quota', [`${origin}/careers/w3`]],
      ['queued', null, [`${origin}/careers/w2`]],
      ['queued', null, [`${origin}/careers/w3`]],
    ]);
    expect(tokenCalls).toBe(1);
    const info = body<PluginInfo>(
      await send(
        t.app,
        t.admin,
        'GET',
        `/api/website/plugin/info?website_id=${site.website_id}&plugin=google-indexing`,
      ),
    ).data;
    expect(info.settings).toMatchObject({ used_today: 3, daily_quota: 3 });
    await t.app.db.delete(jobs).where(and(eq(jobs.kind, PUSH_JOB), isNull(jobs.doneAt)));
    const log = await send(
      t.app,
      t.admin,
      'GET',
      `/api/website/plugin/push-log?website_id=${site.website_id}`,
    );
    expect(log.body).not.toContain('ya29.fake-access');
    await save({ plugin: 'google-indexing', enabled: false, settings: {} });
  });

  it('never sends Google an address twice when a batch breaks off: what went is sent, the rest waits', async () => {
    const key = serviceAccountKey();
    google.answer = async (request) => {
      if (request.path === '/token')
        return { status: 200, body: { access_token: 'ya29.other', expires_in: 3599 } };
      const sent = JSON.parse(request.body) as { url: string };
      // The second address meets an outage at Google.
      return sent.url.endsWith('/j2')
        ? { status: 503, body: { error: 'backend' } }
        : { status: 200, body: {} };
    };
    await save({
      plugin: 'google-indexing',
      enabled: true,
      settings: { service_account_json: key.json, daily_quota: 50 },
    });
    await save({ plugin: 'bdzz', enabled: false, settings: { verify_code: 'codeva-x1' } });
    const origin = new URL((await sitemapUrls())[0] as string).origin;
    const listener = createPushListener({ db: t.app.db, jobs: t.app.jobs, options: { batchMax: BATCH } });
    const before = await lastPushId();
    await listener({
      companyId,
      websiteId: site.website_id,
      origin,
      trigger: 'publish',
      updated: [
        { url: `${origin}/j1`, types: ['JobPosting'] },
        { url: `${origin}/j2`, types: ['JobPosting'] },
      ],
      deleted: [],
    });
    await settle();
    const rows = await pushesSince(before);
    expect(rows.map((r) => [r.status, r.outcome, r.urls])).toEqual([
      ['sent', 'server_error', [`${origin}/j1`]],
      ['queued', null, [`${origin}/j2`]],
    ]);
    const notices = google.received
      .filter((r) => r.path.startsWith('/v3/'))
      .map((r) => JSON.parse(r.body).url);
    expect(notices).toEqual([`${origin}/j1`, `${origin}/j2`]);
    await t.app.db.delete(jobs).where(and(eq(jobs.kind, PUSH_JOB), isNull(jobs.doneAt)));
    await save({ plugin: 'google-indexing', enabled: false, settings: {} });
  });

  it('tells Baidu every address is gone when the website is unpublished, not IndexNow', async () => {
    await save({ plugin: 'bdzz', enabled: true, settings: { verify_code: 'codeva-x1' } });
    await save({ plugin: 'indexnow', enabled: true, settings: {} });
    const live = (await sitemapUrls()).sort();
    const response = await send(t.app, t.admin, 'POST', '/api/website/un-publish-website', {
      id: site.website_id,
    });
    expect(body(response).code).toBe(0);
    await settle();
    expect(baidu.received.every((r) => r.path === '/del')).toBe(true);
    expect(baiduUrls(baidu.received).sort()).toEqual(live);
    // IndexNow engines would look for the key file, which went offline with the site.
    expect(indexNow.received).toEqual([]);
    const log = body<PushLog>(
      await send(
        t.app,
        t.admin,
        'GET',
        `/api/website/plugin/push-log?website_id=${site.website_id}&page_size=5`,
      ),
    ).data;
    expect(log.list[0]).toMatchObject({ trigger: 'unpublish', action: 'deleted' });
  });

  it('forgets pushes older than the log keeps', async () => {
    const [old] = await t.app.db
      .insert(pluginPushes)
      .values({
        companyId,
        websiteId: site.website_id,
        plugin: 'bdzz',
        trigger: 'publish',
        action: 'updated',
        urls: ['https://old.example/'],
        status: 'sent',
        createdAt: new Date(Date.now() - 91 * 24 * 3_600_000),
      })
      .returning();
    const origin = new URL((await sitemapUrls().catch(() => []))[0] ?? 'http://x.localhost').origin;
    await createPushListener({ db: t.app.db, jobs: t.app.jobs })({
      companyId,
      websiteId: site.website_id,
      origin,
      trigger: 'publish',
      updated: [{ url: `${origin}/`, types: [] }],
      deleted: [],
    });
    await settle();
    expect(
      await t.app.db
        .select()
        .from(pluginPushes)
        .where(eq(pluginPushes.id, old?.id ?? 0)),
    ).toEqual([]);
  });

  it('refuses another company’s push log', async () => {
    const refused = await send(
      t.app,
      t.rival,
      'GET',
      `/api/website/plugin/push-log?website_id=${site.website_id}`,
    );
    expect(body(refused).code).toBe(errors.ILLEGAL_OPERATION.code);
  });
});

import {
  AnalyticsSettingsInput,
  BdzzSettingsInput,
  collectionPreviewPath,
  FORM_INPUT,
  FormField,
  type FormFieldInput,
  type PageDetail,
  type PageSaved,
  type PluginKey,
  VerificationSettingsInput,
} from '@sitewright/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, call, send, setupApiTest } from '../../../test/helper.ts';
import { collectionItems, forms, menuNodes, websitePlugins, websites } from '../../db/schema.ts';
import { createPublishService, databaseSiteStore } from '../publish/index.ts';
import { siteAdditionsOf } from './site-additions.ts';

const t = setupApiTest({ dataDir: 'sw-plugin-site-' });

/** The first-start demo website: pages, articles and products, so collection pages are published too. */
let site = { id: 0, companyId: 0, host: '' };
let formId = 0;
const KEY = '0123456789abcdef0123456789abcdef';
const PLAUSIBLE = 'https://plausible.example.com';
/** The CSP of a version without plugins (the site server's SITE_CSP) and of its form pages, as served. */
let SITE_CSP = '';
let FORM_CSP = '';

function visit(path: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: path,
    remoteAddress: '198.51.100.7',
    headers: { host: site.host, ...headers },
  });
}

async function publish() {
  const published = await send(t.app, t.admin, 'POST', '/api/website/publish-website', {
    id: site.id,
    website_page_id: 0,
  });
  expect(body(published).code).toBe(0);
}

/** A plugin row as the settings API stores it: the contract's parsed Input, secrets aside. */
async function setPlugin(plugin: PluginKey, enabled: boolean, settings: Record<string, unknown>) {
  await t.app.db
    .insert(websitePlugins)
    .values({ companyId: site.companyId, websiteId: site.id, plugin, enabled, settings })
    .onConflictDoUpdate({
      target: [websitePlugins.websiteId, websitePlugins.plugin],
      set: { enabled, settings },
    });
}

async function clearPlugins() {
  await t.app.db.delete(websitePlugins).where(eq(websitePlugins.websiteId, site.id));
}

async function addPage(name: string, blocks: unknown[], lang?: string): Promise<number> {
  const created = body<PageDetail>(
    await send(t.app, t.admin, 'POST', '/api/website/page-detail', {
      website_id: site.id,
      page_name: name,
      ...(lang ? { lang } : {}),
    }),
  ).data;
  const saved = body<PageSaved>(
    await send(t.app, t.admin, 'POST', '/api/website/save-page-element', {
      id: created.id,
      version: created.version,
      document: { version: 1, blocks },
    }),
  );
  expect(saved.code).toBe(0);
  return created.id;
}

/** Every kind of published page: a page, the 404 answer, the search page, a collection list, another language's. */
const PAGES = ['/', '/no-such-page', '/search', '/news', '/de/start', '/de/no-such-page'] as const;

async function pageHtml(path: string): Promise<string> {
  const response = await visit(path);
  expect([200, 404]).toContain(response.statusCode);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return response.body;
}

/** The head of a page as served. */
async function headOf(path: string): Promise<string> {
  const html = await pageHtml(path);
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}

beforeAll(async () => {
  const [demo] = await t.app.db.select().from(websites).where(eq(websites.name, 'Demo Website'));
  if (!demo) throw new Error('no demo website');
  site = { id: demo.id, companyId: demo.companyId, host: `${demo.slug}.${t.config.siteDomainSuffix}` };
  // A second language with a page in its menu, so it is published too.
  expect(
    body(
      await send(t.app, t.admin, 'POST', '/api/website/website-language', {
        website_id: site.id,
        lang: 'de',
      }),
    ).code,
  ).toBe(0);
  const start = await addPage('Start', [{ id: 'h', type: 'heading', props: { text: 'Willkommen' } }], 'de');
  await t.app.db
    .insert(menuNodes)
    .values({ companyId: site.companyId, websiteId: site.id, lang: 'de', label: 'Start', pageId: start });
  // A page holding a form, whose CSP lets the site server's own scripts run too.
  const fields: FormFieldInput[] = [{ key: 'email', kind: 'email', required: true, label: { en: 'E-mail' } }];
  const [form] = await t.app.db
    .insert(forms)
    .values({
      companyId: site.companyId,
      websiteId: site.id,
      name: 'Contact',
      recipients: ['sales@example.com'],
      fields: fields.map((f) => FormField.parse(f)) as never,
    })
    .returning({ id: forms.id });
  formId = form?.id ?? 0;
  await addPage('Write to us', [{ id: 'f', type: 'form', props: { formId, heading: 'Write' } }]);
  await publish();
});

describe('a website without plugins', () => {
  it('publishes pages without any plugin tag, under the plain site CSP', async () => {
    SITE_CSP = String((await visit('/')).headers['content-security-policy']);
    expect(SITE_CSP).toContain("script-src 'none'");
    expect(SITE_CSP).not.toContain('connect-src');
    FORM_CSP = String((await visit('/write-to-us')).headers['content-security-policy']);
    expect(FORM_CSP).toContain("script-src 'self'; worker-src 'self' blob:");
    const statuses = await Promise.all(PAGES.map(async (path) => (await visit(path)).statusCode));
    expect(statuses).toEqual([200, 404, 200, 200, 200, 404]);
    expect((await visit('/de/no-such-page')).body).toContain('<html lang="de"');
    for (const path of PAGES) {
      const response = await visit(path);
      expect(response.headers['content-security-policy']).toBe(SITE_CSP);
      expect(response.body).not.toContain('site-verification');
      expect(response.body).not.toContain('<script defer');
    }
    expect((await visit(`/${KEY}.txt`)).statusCode).toBe(404);
  });
});

describe('verification tags', () => {
  it('are in every published page only while the plugin is enabled and filled in', async () => {
    const settings = VerificationSettingsInput.parse({
      google: '<meta name="google-site-verification" content="g00gle-Code_1" />',
      bing: 'B1NGCODE0123',
    });
    expect(settings.google).toBe('g00gle-Code_1');
    // Enabled but empty: nothing.
    await setPlugin('verification', true, VerificationSettingsInput.parse({}));
    await publish();
    expect(await headOf('/')).not.toContain('site-verification');

    await setPlugin('verification', true, settings);
    await publish();
    for (const path of PAGES) {
      const head = await headOf(path);
      expect(head, path).toContain('<meta name="google-site-verification" content="g00gle-Code_1">');
      expect(head, path).toContain('<meta name="msvalidate.01" content="B1NGCODE0123">');
    }
    // Pages still run no script: the verification plugin widens nothing.
    expect((await visit('/')).headers['content-security-policy']).toBe(SITE_CSP);

    // Saved but switched off: gone at the next publish.
    await setPlugin('verification', false, settings);
    await publish();
    for (const path of PAGES) expect(await headOf(path), path).not.toContain('site-verification');
  });
});

describe('Baidu verification', () => {
  it("serves the meta tag in 'meta' mode and the verification file only in 'file' mode", async () => {
    const code = 'codeva-AbC123xyz';
    await setPlugin('bdzz', true, BdzzSettingsInput.parse({ verify_code: code, verify_as: 'meta' }));
    await publish();
    for (const path of PAGES) {
      expect(await headOf(path), path).toContain(`<meta name="baidu-site-verification" content="${code}">`);
    }
    expect((await visit(`/baidu_verify_${code}.html`)).statusCode).toBe(404);

    await setPlugin('bdzz', true, BdzzSettingsInput.parse({ verify_code: code, verify_as: 'file' }));
    await publish();
    expect(await headOf('/')).not.toContain('baidu-site-verification');
    const file = await visit(`/baidu_verify_${code}.html`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(file.body).toBe(code);
    expect(file.headers.etag).toBeTruthy();
    expect(file.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await visit(`/baidu_verify_${code}.html`, { 'if-none-match': String(file.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The file is no page: site search does not find it.
    const search = await visit(`/search?q=${code}`);
    expect(search.body).not.toContain(`baidu_verify_${code}`);

    // A code without a plugin that is on serves nothing.
    await setPlugin('bdzz', false, BdzzSettingsInput.parse({ verify_code: code, verify_as: 'file' }));
    await publish();
    expect((await visit(`/baidu_verify_${code}.html`)).statusCode).toBe(404);
    expect(await headOf('/')).not.toContain('baidu-site-verification');
  });
});

describe('IndexNow key file', () => {
  it('is served at /<key>.txt as plain text only while the plugin is enabled', async () => {
    await setPlugin('indexnow', true, { key: KEY });
    await publish();
    const file = await visit(`/${KEY}.txt`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.body).toBe(KEY);
    expect(file.headers['cache-control']).toBe('public, max-age=300');
    expect((await visit(`/${KEY}.txt`, { 'if-none-match': String(file.headers.etag) })).statusCode).toBe(304);
    expect(await headOf('/')).not.toContain(KEY);

    await setPlugin('indexnow', false, { key: KEY });
    await publish();
    expect((await visit(`/${KEY}.txt`)).statusCode).toBe(404);
  });

  it('never takes the place of a file the site build made: that one is left out and noted', async () => {
    const warnings: unknown[] = [];
    const publisher = createPublishService({
      db: t.app.db,
      config: t.app.config,
      events: t.app.siteEvents,
      checks: { domainResolves: async () => true, certificateProblem: async () => null },
      templateAsset: () => undefined,
      store: databaseSiteStore(t.app.db),
      siteAdditions: async () => ({
        head: '',
        files: [
          {
            path: '/robots.txt',
            body: Buffer.from('User-agent: *\nDisallow: /\n'),
            contentType: 'text/plain',
          },
          { path: `/${KEY}.txt`, body: Buffer.from(KEY), contentType: 'text/plain; charset=utf-8' },
        ],
        csp: { script: [], connect: [] },
      }),
      warn: (detail) => warnings.push(detail),
    });
    await publisher.publish(site.companyId, { id: site.id, website_page_id: 0 });
    const robots = await visit('/robots.txt');
    expect(robots.body).toContain('Allow: /');
    expect(robots.body).toContain('Sitemap:');
    expect((await visit(`/${KEY}.txt`)).body).toBe(KEY);
    expect(warnings).toEqual([{ websiteId: site.id, paths: ['/robots.txt'] }]);
    // The site's own publish puts things back as the plugins say.
    await publish();
    expect((await visit(`/${KEY}.txt`)).statusCode).toBe(404);
  });
});

describe('analytics', () => {
  it('adds the Plausible script to every published page and widens the CSP for exactly its origin', async () => {
    const settings = AnalyticsSettingsInput.parse({
      provider: 'plausible',
      script_url: `${PLAUSIBLE}/js/script.js`,
      site_id: 'shop.example.com',
    });
    await setPlugin('analytics', true, settings);
    await publish();
    const tag = `<script defer data-domain="shop.example.com" src="${PLAUSIBLE}/js/script.js"></script>`;
    const widened = SITE_CSP.replace(
      "script-src 'none'",
      `script-src ${PLAUSIBLE}; connect-src 'self' ${PLAUSIBLE}`,
    );
    for (const path of PAGES) {
      const response = await visit(path);
      expect(response.body, path).toContain(tag);
      expect(response.headers['content-security-policy'], path).toBe(widened);
    }
    // Search results are the search page with answers: counted, under the same policy.
    const results = await visit('/search?q=oak');
    expect(results.body).toContain(tag);
    expect(results.headers['content-security-policy']).toBe(widened);
    // The site's other files carry the version's CSP too (the cached fast path included).
    await visit('/robots.txt');
    expect((await visit('/robots.txt')).headers['content-security-policy']).toBe(widened);
    expect((await visit('/')).headers['content-security-policy']).toBe(widened);
    // A page with a form runs the site's own scripts and the analytics script, nothing else.
    const formPage = await visit('/write-to-us');
    expect(formPage.statusCode).toBe(200);
    expect(formPage.body).toContain(`action="/__sw/form/${formId}"`);
    expect(formPage.body).toContain(tag);
    const formCsp = SITE_CSP.replace(
      "script-src 'none'",
      `script-src 'self' ${PLAUSIBLE}; worker-src 'self' blob:; connect-src 'self' ${PLAUSIBLE}`,
    );
    expect(formPage.headers['content-security-policy']).toBe(formCsp);
    // The page shown again with a visitor's mistakes is the same page, under the same policy.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/__sw/form/${formId}`,
      remoteAddress: '198.51.100.8',
      headers: { host: site.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: 'not-an-email',
        [FORM_INPUT.page]: '/write-to-us',
        [FORM_INPUT.lang]: 'en',
      }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(tag);
    expect(refused.headers['content-security-policy']).toBe(formCsp);
  });

  it('adds the Umami script with its website id', async () => {
    const settings = AnalyticsSettingsInput.parse({
      provider: 'umami',
      script_url: 'https://umami.example.org/script.js',
      site_id: '94db1cb1-74f4-4a40-ad6c-962362670409',
    });
    await setPlugin('analytics', true, settings);
    await publish();
    const response = await visit('/');
    expect(response.body).toContain(
      '<script defer src="https://umami.example.org/script.js" data-website-id="94db1cb1-74f4-4a40-ad6c-962362670409"></script>',
    );
    expect(response.body).not.toContain(PLAUSIBLE);
    expect(response.headers['content-security-policy']).toContain(
      "script-src https://umami.example.org; connect-src 'self' https://umami.example.org;",
    );
  });

  it('is never in an item preview: previews are not visits', async () => {
    const [item] = await t.app.db
      .select({ id: collectionItems.id })
      .from(collectionItems)
      .where(and(eq(collectionItems.websiteId, site.id), eq(collectionItems.collection, 'news')));
    const preview = await call(t.app, t.admin, 'GET', `${collectionPreviewPath('news')}?id=${item?.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('sw-item__title');
    expect(preview.body).not.toContain('umami');
    expect(preview.body).not.toContain('<script defer');
  });

  it('is gone, and the CSP back to the plain site CSP, once disabled and published again', async () => {
    await setPlugin('analytics', false, { provider: 'umami', script_url: '', site_id: '' });
    await publish();
    for (const path of PAGES) {
      const response = await visit(path);
      expect(response.body, path).not.toContain('<script defer');
      expect(response.headers['content-security-policy'], path).toBe(SITE_CSP);
    }
    const formPage = await visit('/write-to-us');
    expect(formPage.headers['content-security-policy']).toBe(FORM_CSP);
  });

  it('adds nothing while the script address or the site id is missing', () => {
    for (const settings of [
      { provider: 'plausible', script_url: '', site_id: 'shop.example.com' },
      { provider: 'plausible', script_url: `${PLAUSIBLE}/js/script.js`, site_id: '' },
    ]) {
      const added = siteAdditionsOf([{ plugin: 'analytics', enabled: true, settings }]);
      expect(added).toEqual({ head: '', files: [], csp: { script: [], connect: [] } });
    }
  });
});

describe('hostile settings', () => {
  it('written straight into the database put no markup on the site and widen no CSP', async () => {
    await clearPlugins();
    await setPlugin('verification', true, {
      google: '"><script>alert(1)</script>',
      bing: "x' onload='alert(2)",
    });
    await setPlugin('bdzz', true, { verify_code: '"><script>alert(3)</script>', verify_as: 'meta' });
    await setPlugin('analytics', true, {
      provider: 'plausible',
      script_url: 'https://plausible.example.com/js/script.js',
      site_id: '"><script>alert(4)</script>',
    });
    await setPlugin('indexnow', true, { key: '../../etc/passwd' });
    await publish();
    const response = await visit('/');
    expect(response.body).not.toContain('alert(');
    expect(response.body).not.toContain('site-verification');
    expect(response.body).not.toContain('<script defer');
    expect(response.headers['content-security-policy']).toBe(SITE_CSP);
  });

  it('cannot leave an attribute or add a CSP directive through the script address', async () => {
    // Quotes and angle brackets in the address's query are escaped in the tag.
    const quoted = siteAdditionsOf([
      {
        plugin: 'analytics',
        enabled: true,
        settings: {
          provider: 'umami',
          script_url: 'https://stats.example.com/s.js?x="><script>alert(5)</script>',
          site_id: 'abc',
        },
      },
    ]);
    expect(quoted.head).not.toContain('<script>alert');
    expect(quoted.head).not.toMatch(/src="[^"]*"[^ >]/);
    expect(quoted.csp.script).toEqual(['https://stats.example.com']);
    // A host with a `;` or a quote in it (URLs allow them) could end the directive: no script at all.
    for (const script_url of [
      'https://a;script-src*.example.com/s.js',
      "https://a'unsafe-inline'.example.com/s.js",
    ]) {
      const added = siteAdditionsOf([
        { plugin: 'analytics', enabled: true, settings: { provider: 'plausible', script_url, site_id: 'x' } },
      ]);
      expect(added.head, script_url).toBe('');
      expect(added.csp.script, script_url).toEqual([]);
    }
  });
});

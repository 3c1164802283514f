import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PageList, Published, Website } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, siteVersions, websites } from '../../db/schema.ts';
import {
  body,
  buildTestApp,
  loginAdmin,
  newWebsite,
  send,
  signInRival,
  type TestApp,
} from '../../../test/helper.ts';
import { createPublishService } from './publish.service.ts';
import { databaseSiteStore } from './site-store.ts';
import type { PublishEvent } from './site-urls.ts';

let t: TestApp;
let token: string;
let site: Website;

const visit = (host: string, url = '/', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

async function pageList(websiteId: number, lang?: string): Promise<PageList> {
  const query = `website_id=${websiteId}${lang ? `&lang=${lang}` : ''}`;
  return body<PageList>(await send(t.app, token, 'GET', `/api/website/page?${query}`)).data;
}

async function publish(websiteId: number, pageIds: number[] | 0) {
  return send(t.app, token, 'POST', '/api/website/publish-website', {
    id: websiteId,
    website_page_id: pageIds,
  });
}

/** Replaces a page's content with one heading, as the editor would save it. */
async function setHeading(pageId: number, text: string) {
  const detail = body<{ version: number }>(
    await send(t.app, token, 'GET', `/api/website/page-detail?id=${pageId}`),
  );
  const saved = await send(t.app, token, 'POST', '/api/website/save-page-element', {
    id: pageId,
    version: detail.data.version,
    document: { version: 1, blocks: [{ id: 'h', type: 'heading', props: { text, level: 1 } }] },
  });
  expect(body(saved).code).toBe(0);
}

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginAdmin(t.app)).token;
  const created = await send(t.app, token, 'POST', '/api/website/website-add', {
    name: 'Northwind Trading',
    flag_code: 'US',
    default_language: 'en',
    template_id: 'corporate',
  });
  site = body<Website>(created).data;
});
afterAll(() => t.close());

describe('publish-website, whole site', () => {
  it('publishes every page and serves the site at its fixed domain', async () => {
    const before = await visit(site.fixed_domain);
    expect(before.statusCode).toBe(404);
    expect(before.body).toContain('This website is not published');

    const response = await publish(site.website_id, 0);
    expect(response.statusCode).toBe(200);
    const published = body<Published>(response);
    expect(published.code).toBe(0);
    const list = await pageList(site.website_id);
    expect(published.data.published_page_count).toBe(list.menuPageList.length + list.functionPageList.length);

    const home = await visit(site.fixed_domain);
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toContain('<!doctype html>');
    expect(home.body).not.toContain('<script');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['content-security-policy']).toContain("script-src 'none'");
    expect(home.headers['strict-transport-security']).toBeUndefined();

    const after = await pageList(site.website_id);
    expect(after.menuPageList.every((p) => p.is_publish && !p.is_draft)).toBe(true);
  });

  it('serves every menu page at its address, with the stylesheet and demo images it links', async () => {
    const list = await pageList(site.website_id);
    for (const page of list.menuPageList) {
      const response = await visit(site.fixed_domain, page.url);
      expect(response.statusCode, page.url).toBe(200);
    }
    const home = (await visit(site.fixed_domain)).body;
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(home)?.[1] ?? '';
    const sheet = await visit(site.fixed_domain, css);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['cache-control']).toContain('immutable');
    expect(sheet.body).toContain('--sw-color-primary');
    const image = /\/template-assets\/[a-z0-9-]+\.svg/.exec(home)?.[0];
    if (image) expect((await visit(site.fixed_domain, image)).statusCode).toBe(200);
  });

  it('answers 304 to a matching If-None-Match and sends the variants compressed at publish time', async () => {
    const first = await visit(site.fixed_domain);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await visit(site.fixed_domain, '/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const br = await visit(site.fixed_domain, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await visit(site.fixed_domain, '/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
  });

  it('writes sitemap.xml with every indexable page and robots.txt pointing at it', async () => {
    const sitemap = await visit(site.fixed_domain, '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const origin = site.curr_preview_link.replace(/\/$/, '');
    const list = await pageList(site.website_id);
    for (const page of list.menuPageList) {
      expect(sitemap.body).toContain(`<loc>${origin}${page.url === '/' ? '/' : page.url}</loc>`);
    }
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = await visit(site.fixed_domain, '/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("answers a missing address with the site's own 404 page", async () => {
    const missing = await visit(site.fixed_domain, '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown host with 404 and never another website', async () => {
    const unknown = await visit('nobody-here.localhost');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Site not found');
    expect(unknown.body).not.toContain('Northwind');
  });

  it('ignores X-Forwarded-Host from a peer that is not a configured proxy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost', 'x-forwarded-host': site.fixed_domain },
    });
    expect(response.body).not.toContain('Northwind');
  });
});

describe('language versions', () => {
  it('publishes the brand: the header logo, the footer details and the share image as absolute addresses', async () => {
    const created = await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Branded Site',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    });
    const branded = body<Website>(created).data;
    const logo = `/files/${'c'.repeat(64)}.png`;
    const share = `/files/${'d'.repeat(64)}.jpg`;
    const edited = await send(t.app, token, 'PUT', '/api/website/website-edit', {
      website_id: branded.website_id,
      favicon: logo,
      brand: { logo, social_image: share, company_name: 'Branded Ltd', phone: '+1 555 0199' },
    });
    expect(body(edited).code).toBe(0);
    const list = await pageList(branded.website_id);
    const about = list.menuPageList.find((p) => p.url === '/about');
    // A page's own share image wins over the website's.
    const aboutDetail = body<{ version: number }>(
      await send(t.app, token, 'GET', `/api/website/page-detail?id=${about?.id}`),
    ).data;
    const set = await send(t.app, token, 'POST', '/api/website/page-set', {
      id: about?.id,
      version: aboutDetail.version,
      social_image: 'https://cdn.test/about.png',
    });
    expect(body(set).code).toBe(0);
    expect(body(await publish(branded.website_id, 0)).code).toBe(0);

    const origin = branded.curr_preview_link.replace(/\/$/, '');
    const home = (await visit(branded.fixed_domain, '/')).body;
    expect(home).toContain(`<img class="sw-nav__logo" src="${logo}" alt="Branded Site"/>`);
    expect(home).toContain('© Branded Ltd');
    expect(home).toContain('<a href="tel:+15550199">+1 555 0199</a>');
    expect(home).toContain(`<link rel="icon" href="${logo}">`);
    expect(home).toContain(`<meta property="og:image" content="${origin}${share}">`);
    expect(home).toContain('Branded Site');
    const aboutHtml = (await visit(branded.fixed_domain, '/about')).body;
    expect(aboutHtml).toContain('<meta property="og:image" content="https://cdn.test/about.png">');
  });

  it('publishes an added language at /<lang>/, links the versions with hreflang in the sitemap, and links the favicon', async () => {
    const created = await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Zweisprachig',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    });
    const bilingual = body<Website>(created).data;
    expect(
      body(
        await send(t.app, token, 'POST', '/api/website/website-language', {
          website_id: bilingual.website_id,
          lang: 'de',
        }),
      ).code,
    ).toBe(0);
    expect(
      body(
        await send(t.app, token, 'POST', '/api/website/init_for_copy', {
          website_id: bilingual.website_id,
          lang: 'de',
        }),
      ).code,
    ).toBe(0);
    await send(t.app, token, 'PUT', '/api/website/website-edit', {
      website_id: bilingual.website_id,
      favicon: '/favicon.png',
    });
    expect(body(await publish(bilingual.website_id, 0)).code).toBe(0);

    const german = await visit(bilingual.fixed_domain, '/de');
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de">');
    expect((await visit(bilingual.fixed_domain, '/de/')).statusCode).toBe(200);
    expect(german.body).toContain('<link rel="icon" href="/favicon.png">');

    const origin = bilingual.curr_preview_link.replace(/\/$/, '');
    const sitemap = (await visit(bilingual.fixed_domain, '/sitemap.xml')).body;
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/"/>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${origin}/de"/>`);
  });
});

describe('publish-website, chosen pages', () => {
  it('publishes only the chosen pages: the others keep what visitors saw', async () => {
    const list = await pageList(site.website_id);
    const [a, b] = list.menuPageList.filter((p) => p.url !== '/');
    if (!a || !b) throw new Error('template has too few pages');
    await setHeading(a.id, 'Fresh news for A');
    await setHeading(b.id, 'Unfinished draft for B');
    const drafts = await pageList(site.website_id);
    expect(drafts.menuPageList.find((p) => p.id === a.id)?.is_draft).toBe(true);

    const response = await publish(site.website_id, [a.id]);
    expect(body(response).code).toBe(0);
    expect(body<Published>(response).data.published_page_count).toBe(1);
    expect((await visit(site.fixed_domain, a.url)).body).toContain('Fresh news for A');
    expect((await visit(site.fixed_domain, b.url)).body).not.toContain('Unfinished draft for B');

    const after = await pageList(site.website_id);
    expect(after.menuPageList.find((p) => p.id === a.id)).toMatchObject({
      is_publish: true,
      is_draft: false,
    });
    expect(after.menuPageList.find((p) => p.id === b.id)).toMatchObject({ is_publish: true, is_draft: true });
  });

  it("refuses another website's page with 1105 and publishes nothing", async () => {
    const other = await newWebsite(t.app, token, 'Other site');
    const otherPage = (await pageList(other)).functionPageList[0]?.id ?? 0;
    const list = await pageList(site.website_id);
    const [first] = list.menuPageList;
    const response = await publish(site.website_id, [first?.id ?? 0, otherPage]);
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe(1105);
  });

  it('refuses an empty selection and a malformed one, naming the field', async () => {
    const empty = await publish(site.website_id, []);
    expect(empty.statusCode).toBe(400);
    const bad = await send(t.app, token, 'POST', '/api/website/publish-website', {
      id: site.website_id,
      website_page_id: 'all',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('publish-website, preconditions (spec §8)', () => {
  it('30219: a language without a menu', async () => {
    const bare = await newWebsite(t.app, token, 'Bare site');
    const response = await publish(bare, 0);
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({ code: 30219, data: { lang: 'en', lang_name: 'English' } });
    expect(body(response).message).toBe(
      'The language English has no menu. Build its menu, or remove the language from the website.',
    );
  });

  it('30212: no home page, and 30218: a menu page without content published on its own', async () => {
    const created = await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Fair site',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'exhibition-and-events',
    });
    const fair = body<Website>(created).data.website_id;
    const list = await pageList(fair);
    const home = list.menuPageList.find((p) => p.url === '/');
    const other = list.menuPageList.find((p) => p.url !== '/');
    if (!home || !other) throw new Error('template without home page');

    await t.app.db.update(pages).set({ pathSegment: 'welcome' }).where(eq(pages.id, home.id));
    const noHome = await publish(fair, 0);
    expect(body(noHome).code).toBe(30212);
    expect(body(noHome)).toMatchObject({ data: { lang: 'en', lang_name: 'English' } });
    expect(body(noHome).message).toContain('no home page in English');
    await t.app.db.update(pages).set({ pathSegment: '' }).where(eq(pages.id, home.id));
    expect(body(await publish(fair, 0)).code).toBe(0);

    await t.app.db
      .update(pages)
      .set({ document: { version: 1, blocks: [] } })
      .where(eq(pages.id, other.id));
    const empty = await publish(fair, [other.id]);
    expect(body(empty)).toMatchObject({
      code: 30218,
      data: { page_id: other.id, page_name: other.page_name, lang: 'en', lang_name: 'English' },
    });
    // The message names the page and its language, in the operator's language.
    expect(body(empty).message).toBe(
      `The page "${other.page_name}" (English) is in the menu but has no content. Add content to it or remove it from the menu.`,
    );
    const inChinese = await send(
      t.app,
      token,
      'POST',
      '/api/website/publish-website',
      { id: fair, website_page_id: [other.id] },
      { 'accept-language': 'zh-CN' },
    );
    // A Chinese message names the language in Chinese.
    expect(body(inChinese).message).toBe(
      `菜单中的页面“${other.page_name}”（英语）没有内容，请编辑该页面或将其移出菜单`,
    );
  });

  it('a blank menu page is left out of a whole-site or several-page publish, which names it', async () => {
    const created = await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Bakery site',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    });
    const bakery = body<Website>(created).data;
    const list = await pageList(bakery.website_id);
    const home = list.menuPageList.find((p) => p.url === '/');
    const [blank, written] = list.menuPageList.filter((p) => p.url !== '/' && p.website_page_id);
    if (!home || !blank || !written) throw new Error('template with too few pages');
    await t.app.db
      .update(pages)
      .set({ document: { version: 1, blocks: [] } })
      .where(eq(pages.id, blank.id));

    const whole = body<Published>(await publish(bakery.website_id, 0));
    expect(whole.code).toBe(0);
    expect(whole.data.left_out).toEqual([
      { page_id: blank.id, page_name: blank.page_name, lang: 'en', lang_name: 'English' },
    ]);
    expect(whole.data.site_url).toBe(bakery.curr_preview_link);
    expect((await visit(bakery.fixed_domain)).statusCode).toBe(200);
    expect((await visit(bakery.fixed_domain, written.url)).statusCode).toBe(200);
    // Never published, so visitors do not get it; the page list still shows it as not live.
    expect((await visit(bakery.fixed_domain, blank.url)).statusCode).toBe(404);
    const after = await pageList(bakery.website_id);
    expect(after.menuPageList.find((p) => p.id === blank.id)?.is_publish).toBe(false);
    expect(after.menuPageList.find((p) => p.id === written.id)?.is_publish).toBe(true);

    const several = body<Published>(await publish(bakery.website_id, [blank.id, written.id]));
    expect(several.code).toBe(0);
    expect(several.data.published_page_count).toBe(1);
    expect(several.data.left_out.map((p) => p.page_id)).toEqual([blank.id]);

    // A blank home page would leave the site without one: refused, naming it.
    await t.app.db
      .update(pages)
      .set({ document: { version: 1, blocks: [] } })
      .where(eq(pages.id, home.id));
    await t.app.db.update(pages).set({ published: null }).where(eq(pages.id, home.id));
    expect(body(await publish(bakery.website_id, 0))).toMatchObject({
      code: 30218,
      data: { page_id: home.id },
    });
  });

  it('30220: after un-publishing, a selection without the home page names the home page to tick', async () => {
    const created = await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Paused site',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    });
    const paused = body<Website>(created).data.website_id;
    expect(body(await publish(paused, 0)).code).toBe(0);
    expect(
      body(await send(t.app, token, 'POST', '/api/website/un-publish-website', { id: paused })).code,
    ).toBe(0);
    const list = await pageList(paused);
    const home = list.menuPageList.find((p) => p.url === '/');
    const other = list.menuPageList.find((p) => p.url !== '/');
    if (!home || !other) throw new Error('template without home page');

    const refused = await publish(paused, [other.id]);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ code: 30220, data: { page_id: home.id } });
    expect(body(refused).message).toContain(`"${home.page_name}" is not published`);
    const zh = await send(
      t.app,
      token,
      'POST',
      '/api/website/publish-website',
      { id: paused, website_page_id: [other.id] },
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(body(zh).message).toContain('请一并勾选首页');

    expect(body(await publish(paused, [home.id, other.id])).code).toBe(0);
  });

  it('30209: a disabled or expired website, with the message in Chinese on request', async () => {
    const created = await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Expired site',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    });
    const expired = body<Website>(created).data.website_id;
    await t.app.db
      .update(websites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(websites.id, expired));
    const response = await send(
      t.app,
      token,
      'POST',
      '/api/website/publish-website',
      { id: expired, website_page_id: 0 },
      { 'accept-language': 'zh-CN' },
    );
    expect(body(response).code).toBe(30209);
    expect(body(response).message).toContain('网站已停用或已过期');
  });

  it("refuses another company's website with 1105", async () => {
    const rivalToken = await signInRival(t.app, 'rival-publish');
    const response = await send(t.app, rivalToken, 'POST', '/api/website/publish-website', {
      id: site.website_id,
      website_page_id: 0,
    });
    expect(body(response).code).toBe(1105);
    const down = await send(t.app, rivalToken, 'POST', '/api/website/un-publish-website', {
      id: site.website_id,
    });
    expect(body(down).code).toBe(1105);
    expect((await visit(site.fixed_domain)).statusCode).toBe(200);
  });
});

describe('atomic switch', () => {
  it('a publish that fails half way leaves the previous version serving, and no half-written version', async () => {
    const before = (await visit(site.fixed_domain)).body;
    const list = await pageList(site.website_id);
    const home = list.menuPageList.find((p) => p.url === '/');
    if (!home) throw new Error('no home');
    await setHeading(home.id, 'This must not go live');
    const store = databaseSiteStore(t.app.db);
    const failing = createPublishService({
      db: t.app.db,
      config: t.app.config,
      events: t.app.siteEvents,
      checks: { domainResolves: async () => true, certificateProblem: async () => null },
      templateAsset: () => undefined,
      // Disk full after the first files: the version never becomes whole.
      store: {
        ...store,
        write: async (websiteId, versionId, files) => {
          await store.write(websiteId, versionId, files.slice(0, 2));
          throw new Error('disk full');
        },
      },
    });
    await expect(failing.publish(1, { id: site.website_id, website_page_id: 0 })).rejects.toThrow(
      'disk full',
    );
    expect((await visit(site.fixed_domain)).body).toBe(before);
    const versions = await t.app.db
      .select()
      .from(siteVersions)
      .where(eq(siteVersions.websiteId, site.website_id));
    expect(versions.every((v) => v.status === 'ready')).toBe(true);
    const homeRow = (await t.app.db.select().from(pages).where(eq(pages.id, home.id)))[0];
    expect(homeRow?.isDraft).toBe(true);
  });
});

describe('the changed addresses', () => {
  it('are handed to the listener after the switch, and a failing listener fails nothing', async () => {
    const events: PublishEvent[] = [];
    const warnings: string[] = [];
    const withListener = (onPublished: (event: PublishEvent) => Promise<void>) =>
      createPublishService({
        db: t.app.db,
        config: t.app.config,
        events: t.app.siteEvents,
        checks: { domainResolves: async () => true, certificateProblem: async () => null },
        templateAsset: () => undefined,
        store: databaseSiteStore(t.app.db),
        onPublished,
        warn: (_error, message) => warnings.push(message),
      });
    const home = (await pageList(site.website_id)).menuPageList.find((p) => p.url === '/');
    if (!home) throw new Error('no home');
    await setHeading(home.id, 'Heard by the plugins');
    await withListener(async (event) => {
      events.push(event);
    }).publish(1, { id: site.website_id, website_page_id: [home.id] });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ websiteId: site.website_id, trigger: 'publish', deleted: [] });
    expect(events[0]?.updated.map((u) => new URL(u.url).pathname)).toEqual(['/']);

    await setHeading(home.id, 'Published all the same');
    const published = await withListener(async () => {
      throw new Error('the queue is down');
    }).publish(1, { id: site.website_id, website_page_id: [home.id] });
    expect(published.version_id).toBeGreaterThan(0);
    expect(warnings).toHaveLength(1);
    expect((await visit(site.fixed_domain)).body).toContain('Published all the same');
    // The draft the next test publishes.
    await setHeading(home.id, 'This must not go live');
  });
});

describe('un-publish-website', () => {
  it('takes the site down to a clear "not published" page, and publishing brings it back', async () => {
    const response = await send(t.app, token, 'POST', '/api/website/un-publish-website', {
      id: site.website_id,
    });
    expect(body(response).code).toBe(0);
    const down = await visit(site.fixed_domain, '/');
    expect(down.statusCode).toBe(404);
    expect(down.body).toContain('This website is not published');
    expect(down.body).toContain('该网站尚未发布');
    expect((await pageList(site.website_id)).menuPageList.some((p) => p.is_publish)).toBe(false);

    expect(body(await publish(site.website_id, 0)).code).toBe(0);
    expect((await visit(site.fixed_domain)).body).toContain('This must not go live');
  });
});

describe('publishing a brand theme', () => {
  it('serves the chosen web fonts from the site itself and the demo images in the palette', async () => {
    const created = await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Brand Kit Ltd',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    });
    const brand = body<Website>(created).data;
    const theme = {
      palette: 'custom',
      customColors: { primary: '#c2410c', accent: '#0f766e', background: '#fffaf5', text: '#2b1a12' },
      fontPair: 'system',
      headingFont: 'playfair-display',
      bodyFont: 'inter',
      animation: 'none',
    };
    const edited = await send(t.app, token, 'PUT', '/api/website/website-edit', {
      website_id: brand.website_id,
      theme,
    });
    expect(body<Website>(edited).data.theme).toEqual(theme);
    const refused = await send(t.app, token, 'PUT', '/api/website/website-edit', {
      website_id: brand.website_id,
      theme: { ...theme, customColors: { ...theme.customColors, primary: 'orange' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(body(await publish(brand.website_id, 0)).code).toBe(0);

    const home = (await visit(brand.fixed_domain)).body;
    const cssPath = /<link rel="stylesheet" href="([^"]+)"/.exec(home)?.[1] ?? '';
    const css = (await visit(brand.fixed_domain, cssPath)).body;
    expect(css).toContain('--sw-color-primary:#c2410c');
    expect(css).toContain('font-family:"Playfair Display"');
    expect(css).not.toMatch(/https?:\/\//);
    const fonts = [...css.matchAll(/url\((\/_sw\/fonts\/[a-z0-9-]+\.woff2)\)/g)].map((m) => m[1] ?? '');
    expect(fonts).toHaveLength(8);
    for (const font of fonts) {
      const response = await visit(brand.fixed_domain, font);
      expect(response.statusCode, font).toBe(200);
      expect(response.headers['content-type']).toBe('font/woff2');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    // Families the theme does not use are not copied.
    expect((await visit(brand.fixed_domain, '/_sw/fonts/lora-latin-400-normal.woff2')).statusCode).toBe(404);

    // The hero's night sky is drawn in the palette's primary hue, not the authored navy.
    const hero = await visit(brand.fixed_domain, '/template-assets/corporate-hero.svg');
    expect(hero.statusCode).toBe(200);
    expect(hero.body).toContain('<svg');
    expect(hero.body).not.toContain('#0f2a52');
    const drawn = await t.app.inject({ method: 'GET', url: '/template-assets/corporate-hero.svg' });
    expect(drawn.body).toContain('#0f2a52');
  });
});

import type {
  MenuNode,
  MenuTree,
  PageDetail,
  PageList,
  TemplateApplied,
  TemplateLayouts,
  TemplateList,
  Website,
} from '@sitewright/contract';
import { blockRegistry, PLACEHOLDER_IMAGE } from '@sitewright/blocks';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, newWebsite, send, setupApiTest } from '../../../test/helper.ts';
import { grantLicence } from '../../../test/licences.ts';
import { TEMPLATES } from './templates/index.ts';

const t = setupApiTest({ rival: true });

// The demo company owns the priced templates; buying them has its own tests (modules/commerce).
beforeAll(async () => {
  for (const id of ['saas-launch', 'restaurant']) await grantLicence(t.app, 'template', id);
});

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown, headers = {}) =>
  send(t.app, token, method, url, payload, headers);
const apply = (token: string, website_id: number, template_id: string) =>
  req(token, 'POST', '/api/website/website-apply-template', { website_id, template_id });
const pageList = async (token: string, websiteId: number) =>
  body<PageList>(await req(token, 'GET', `/api/website/page?website_id=${websiteId}`)).data;
const editMenu = async (token: string, websiteId: number) =>
  body<MenuTree>(await req(token, 'GET', `/api/website/get-edit-page-menu?website_id=${websiteId}`)).data;
const depth = (nodes: readonly MenuNode[]): number =>
  nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children)));
const attached = (nodes: readonly MenuNode[]): number[] =>
  nodes.flatMap((n) => [...(n.website_page_id > 0 ? [n.website_page_id] : []), ...attached(n.children)]);

const newSite = (token: string, name: string) => newWebsite(t.app, token, name);

describe('template-list', () => {
  it('answers every template with its page count, in English by default and in Chinese on request', async () => {
    const en = await req(t.admin, 'GET', '/api/website/template-list');
    expect(en.statusCode).toBe(200);
    const list = body<TemplateList>(en).data.list;
    expect(list.map((x) => x.id)).toEqual([
      'corporate',
      'exhibition-and-events',
      'products-and-catalogue',
      'saas-launch',
      'restaurant',
    ]);
    expect(list[0]).toMatchObject({
      name: 'Corporate',
      preview_image: '/template-assets/corporate-preview.svg',
    });
    for (const item of list) expect(item.page_count).toBeGreaterThanOrEqual(6);

    const zh = body<TemplateList>(
      await req(t.admin, 'GET', '/api/website/template-list', undefined, {
        'accept-language': 'zh-CN,zh;q=0.9',
      }),
    ).data.list;
    expect(zh.map((x) => x.name)).toEqual([
      '企业官网',
      '展会与活动',
      '产品与目录',
      'SaaS 产品发布',
      '餐厅与咖啡馆',
    ]);
    expect(zh[0]?.description).toMatch(/企业官网/);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/website/template-list' });
    expect(response.statusCode).toBe(401);
  });
});

describe('template-page-layouts', () => {
  it('answers every template page with a document a page save accepts, behind a session', async () => {
    const list = body<TemplateLayouts>(await req(t.admin, 'GET', '/api/website/template-page-layouts')).data
      .list;
    expect(list.map((x) => x.template_id)).toEqual(TEMPLATES.map((x) => x.id));
    expect(list[0]?.template_name).toBe('Corporate');
    expect(list[0]?.pages.map((p) => p.name)).toEqual(TEMPLATES[0]?.pages.map((p) => p.name));
    for (const template of list)
      for (const page of template.pages) expect(page.document.blocks.length).toBeGreaterThan(0);

    const site = await newSite(t.admin, 'Layout target');
    const created = body<PageDetail>(
      await req(t.admin, 'POST', '/api/website/page-detail', {
        website_id: site,
        lang: 'en',
        page_name: 'From layout',
      }),
    ).data;
    const document = list[0]?.pages[1]?.document;
    const saved = await req(t.admin, 'POST', '/api/website/save-page-element', {
      id: created.id,
      version: created.version,
      document,
    });
    expect(body(saved).code).toBe(0);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/website/template-page-layouts' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('website-apply-template', () => {
  it.each(TEMPLATES.map((x) => [x.id, x] as const))(
    'fills a new website with the %s pages and menu, system pages kept',
    async (id, template) => {
      const site = await newSite(t.admin, `Template ${id}`);
      const before = await pageList(t.admin, site);
      const response = await apply(t.admin, site, id);
      expect(response.statusCode).toBe(200);
      const applied = body<TemplateApplied>(response).data;
      expect(applied).toMatchObject({
        website_id: site,
        template_id: id,
        lang: 'en',
        page_count: template.pages.length,
        removed_page_count: 0,
      });
      expect(applied.website_page_id).toHaveLength(template.pages.length);

      const list = await pageList(t.admin, site);
      expect(list.menuPageList.length).toBeGreaterThanOrEqual(6);
      expect(list.menuPageList).toHaveLength(template.pages.length);
      expect(list.pageList).toEqual([]);
      expect(list.functionPageList.map((p) => p.id)).toEqual(before.functionPageList.map((p) => p.id));
      expect(list.menuPageList[0]).toMatchObject({ page_name: 'Home', url: '/', is_publish: false });

      const menu = await editMenu(t.admin, site);
      expect(menu.version).toBe(applied.version);
      expect(depth(menu.data)).toBeGreaterThanOrEqual(2);
      expect(depth(menu.data)).toBeLessThanOrEqual(3);
      expect(attached(menu.data).sort()).toEqual([...applied.website_page_id].sort());

      const home = body<PageDetail>(
        await req(t.admin, 'GET', `/api/website/page-detail?id=${applied.website_page_id[0]}`),
      ).data;
      // The menu and footer are the website's shared sections, not part of each page.
      expect(home.document.blocks.map((b) => b.type)).not.toContain('nav-menu');
      expect(home.document.blocks.map((b) => b.type)).not.toContain('footer');
      // SEO texts keep their placeholders, filled when the page is rendered.
      expect(home.seo_title).toBe(template.pages[0]?.seoTitle);

      // The stored content renders as a whole page through the download, like any operator's page.
      const html = await req(t.admin, 'GET', `/api/website/page-html/download?id=${home.id}`);
      expect(html.statusCode).toBe(200);
      expect(html.body).not.toMatch(/<script/i);
      const title = /<title>([^<]*)<\/title>/.exec(html.body)?.[1] ?? '';
      expect(title).not.toContain('{{');
      if (template.pages[0]?.seoTitle.includes('{{website.name}}')) expect(title).toContain(`Template ${id}`);
    },
  );

  it('replaces rather than adds: applying again (or another template) leaves only the new pages and menu', async () => {
    const site = await newSite(t.admin, 'Twice');
    const own = body<PageDetail>(
      await req(t.admin, 'POST', '/api/website/page-detail', { website_id: site, page_name: 'My own page' }),
    ).data;
    const first = body<TemplateApplied>(await apply(t.admin, site, 'corporate')).data;
    expect(first.removed_page_count).toBe(1);
    const second = body<TemplateApplied>(await apply(t.admin, site, 'corporate')).data;
    expect(second.removed_page_count).toBe(first.page_count);
    expect(second.version).toBeGreaterThan(first.version);
    const list = await pageList(t.admin, site);
    expect(list.menuPageList.map((p) => p.id).sort()).toEqual([...second.website_page_id].sort());
    expect(list.pageList).toEqual([]);
    expect(list.menuPageList.some((p) => p.id === own.id || first.website_page_id.includes(p.id))).toBe(
      false,
    );
    const menu = await editMenu(t.admin, site);
    expect(attached(menu.data)).toHaveLength(second.page_count);

    const third = body<TemplateApplied>(await apply(t.admin, site, 'exhibition-and-events')).data;
    const after = await pageList(t.admin, site);
    expect(after.menuPageList).toHaveLength(third.page_count);
    expect(after.menuPageList.map((p) => p.path_segment)).toContain('programme');
    expect(after.menuPageList.map((p) => p.path_segment)).not.toContain('advisory');
  });

  it("refuses another company's website with 1105 and changes nothing", async () => {
    const site = await newSite(t.admin, 'Not yours');
    const before = await pageList(t.admin, site);
    const menuBefore = await editMenu(t.admin, site);
    const response = await apply(t.rival, site, 'corporate');
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe(1105);
    expect(await pageList(t.admin, site)).toEqual(before);
    expect((await editMenu(t.admin, site)).version).toBe(menuBefore.version);
  });

  it('refuses an unknown template naming the field, and a missing website with 1105', async () => {
    const site = await newSite(t.admin, 'Unknown template');
    const response = await apply(t.admin, site, 'blog');
    expect(response.statusCode).toBe(400);
    const fields = body<{ fields: { path: string }[] }>(response).data.fields.map((f) => f.path);
    expect(fields).toContain('template_id');
    expect((await pageList(t.admin, site)).menuPageList).toEqual([]);
    expect(body(await apply(t.admin, 999_999, 'corporate')).code).toBe(1105);
  });
});

/** Names, places and addresses of the templates' sample companies. */
const SAMPLE_NAMES =
  /Northbridge|Bristol|Leeds|Harbour Street|Riverside|Rotterdam|Quayside|Fernhill|Porto|\.example|\{\{/;

describe('website-add with a template', () => {
  it.each(TEMPLATES.map((x) => [x.id] as const))(
    '%s: the new website’s pages name it, never the sample company',
    async (id) => {
      const name = `Acme ${id}`;
      const site = body<Website>(
        await req(t.admin, 'POST', '/api/website/website-add', {
          name,
          flag_code: 'US',
          default_language: 'en',
          template_id: id,
        }),
      ).data.website_id;
      const list = await pageList(t.admin, site);
      let homeHtml = '';
      for (const page of list.menuPageList) {
        // The whole page as visitors get it: its own blocks, the header, the footer and the head.
        const html = (await req(t.admin, 'GET', `/api/website/page-html/download?id=${page.id}`)).body;
        expect(html, page.page_name).not.toMatch(SAMPLE_NAMES);
        if (page.url === '/') homeHtml = html;
      }
      expect(homeHtml).toContain(name);
      const layouts = body<TemplateLayouts>(
        await req(t.admin, 'GET', `/api/website/template-page-layouts?website_id=${site}`),
      ).data;
      // Their copy keeps its placeholders (filled where the page is rendered), never a sample's name.
      expect(JSON.stringify(layouts).replace(/\{\{[a-z]+\.[a-z]+\}\}/g, '')).not.toMatch(SAMPLE_NAMES);
    },
  );

  it('fills the company details from the brand when the template is applied later', async () => {
    const site = await newSite(t.admin, 'Branded first');
    await req(t.admin, 'PUT', '/api/website/website-edit', {
      website_id: site,
      brand: { company_name: 'Smith & Sons <Ltd>', phone: '+1 555 0100', address: '9 Elm Row, Ashford' },
    });
    const applied = body<TemplateApplied>(await apply(t.admin, site, 'corporate')).data;
    const list = await pageList(t.admin, site);
    const contact = list.menuPageList.find((p) => p.url === '/contact');
    const html = (await req(t.admin, 'GET', `/api/website/page-html/download?id=${contact?.id}`)).body;
    expect(applied.page_count).toBeGreaterThan(0);
    // The operator's text is text: escaped in rich text, never markup.
    expect(html).toContain('Smith &amp; Sons &lt;Ltd&gt;');
    expect(html).toContain('+1 555 0100');
    expect(html).toContain('9 Elm Row, Ashford');
    expect(html).not.toMatch(SAMPLE_NAMES);
  });

  it('fills the brand details at every render: a page made before the brand kit shows them once it is filled', async () => {
    const site = await newSite(t.admin, 'Brand later');
    await apply(t.admin, site, 'corporate');
    const contact = (await pageList(t.admin, site)).menuPageList.find((p) => p.url === '/contact');
    const download = async () =>
      (await req(t.admin, 'GET', `/api/website/page-html/download?id=${contact?.id}`)).body;
    // Nothing filled yet: no line names a detail the brand kit lacks, and no neutral wording shows.
    const before = await download();
    expect(before).not.toMatch(/Phone:|Street, postcode and city|Phone number|\{\{/);
    expect(before).toContain('Brand later');

    await req(t.admin, 'PUT', '/api/website/website-edit', {
      website_id: site,
      brand: {
        company_name: 'Rye & Crumb',
        phone: '+1 555 0199',
        address: '4 Mill Lane',
        email: 'hi@rye.test',
      },
    });
    const after = await download();
    expect(after).toContain('Phone: +1 555 0199');
    expect(after).toContain('4 Mill Lane');
    expect(after).toContain('hi@rye.test');
    expect(after).toContain('Rye &amp; Crumb');

    // A page stored with the neutral wording earlier versions filled in shows the brand kit's details.
    const detail = body<PageDetail>(
      await req(t.admin, 'GET', `/api/website/page-detail?id=${contact?.id}`),
    ).data;
    const saved = await req(t.admin, 'POST', '/api/website/save-page-element', {
      id: contact?.id,
      version: detail.version,
      document: {
        version: 1,
        blocks: [
          {
            id: 'old',
            type: 'rich-text',
            props: {
              html: '<p>Street, postcode and city</p><p>Phone: Phone number<br>Email: E-mail address</p>',
            },
          },
        ],
      },
    });
    expect(body(saved).code).toBe(0);
    const former = await download();
    expect(former).toContain('<p>4 Mill Lane</p><p>Phone: +1 555 0199<br>Email: hi@rye.test</p>');
  });

  it('creates the website with the template pages and menu at once', async () => {
    const response = await req(t.admin, 'POST', '/api/website/website-add', {
      name: 'Fair from template',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'exhibition-and-events',
    });
    expect(response.statusCode).toBe(200);
    const site = body<Website>(response).data.website_id;
    const template = TEMPLATES.find((x) => x.id === 'exhibition-and-events');
    const list = await pageList(t.admin, site);
    expect(list.menuPageList).toHaveLength(template?.pages.length ?? -1);
    expect(list.functionPageList.map((p) => p.function_kind).sort()).toEqual(['404', 'search']);
    // The operator who created the website is the creator of its template pages.
    expect(new Set(list.menuPageList.map((p) => p.user_name))).toEqual(new Set(['admin']));
    const menu = await editMenu(t.admin, site);
    expect(menu.version).toBe(1);
    expect(depth(menu.data)).toBe(2);
    // The site takes the template's look too.
    const info = body<Website>(
      await req(t.admin, 'GET', `/api/website/website-info?website_id=${site}`),
    ).data;
    expect(info.theme).toEqual(template?.theme);
  });

  it('refuses an unknown template naming the field and creates no website', async () => {
    const before = body<{ total: number }>(await req(t.admin, 'GET', '/api/website/website-list')).data.total;
    const response = await req(t.admin, 'POST', '/api/website/website-add', {
      name: 'Bad template',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(body<{ fields: { path: string }[] }>(response).data.fields.map((f) => f.path)).toContain(
      'template_id',
    );
    expect(body<{ total: number }>(await req(t.admin, 'GET', '/api/website/website-list')).data.total).toBe(
      before,
    );
  });
});

describe('/template-assets', () => {
  it('serves a demo image as SVG, cached, with nosniff', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/template-assets/corporate-hero.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).not.toMatch(/<script/i);
    const again = await t.app.inject({
      method: 'GET',
      url: '/template-assets/corporate-hero.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves a demo image in a palette's colours for the editor canvas, as publishing tints it", async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/template-assets/corporate-hero.svg' });
    const url = '/template-assets/corporate-hero.svg?tint=e11d48-0f766e';
    const tinted = await t.app.inject({ method: 'GET', url });
    expect(tinted.statusCode).toBe(200);
    expect(plain.body).toContain('#0f2a52');
    expect(tinted.body).not.toContain('#0f2a52');
    expect(tinted.headers.etag).not.toBe(plain.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(tinted.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // A tint that is not two colours is ignored: the picture as drawn.
    const odd = await t.app.inject({ method: 'GET', url: '/template-assets/corporate-hero.svg?tint=red' });
    expect(odd.body).toBe(plain.body);
  });

  it('serves the picture new image and gallery blocks start with', async () => {
    for (const type of ['image', 'gallery']) {
      const defaults = blockRegistry.get(type)?.defaults as { src?: string; images?: { src: string }[] };
      const src = defaults.src ?? defaults.images?.[0]?.src ?? '';
      expect(src).toBe(PLACEHOLDER_IMAGE);
      const response = await t.app.inject({ method: 'GET', url: src });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it.each([
    '/template-assets/../package.json',
    '/template-assets/..%2Fpackage.json',
    '/template-assets/..%2F..%2Fsrc%2Fapp.ts',
    '/template-assets/%2e%2e/drizzle/meta/_journal.json',
    '/template-assets/missing.svg',
    '/template-assets/',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});

import {
  errors,
  type GlobalSection,
  type GlobalSections,
  type PageList,
  type Website,
} from '@sitewright/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';

const t = setupApiTest({
  site: { name: 'Harbour Bakery', template_id: 'corporate' },
  rivalSite: 'Rival Bakery',
});

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);

const sections = async (token: string, websiteId: number, lang?: string) =>
  req(token, 'GET', `/api/website/global-sections?website_id=${websiteId}${lang ? `&lang=${lang}` : ''}`);

const saveSection = (token: string, payload: Record<string, unknown>) =>
  req(token, 'POST', '/api/website/save-global-section', payload);

const heading = (id: string, text: string) => ({
  id,
  type: 'heading',
  props: { text, level: 2, align: 'left' },
});

const blockTypes = (section: GlobalSection) => section.document.blocks.map((b) => b.type);

async function website(id: number): Promise<Website> {
  return body<Website>(await req(t.admin, 'GET', `/api/website/website-info?website_id=${id}`)).data;
}

const visit = async (id: number, path: string) => {
  const site = await website(id);
  return t.app.inject({ method: 'GET', url: path, headers: { host: site.fixed_domain } });
};

const publishAll = async (id: number) =>
  expect(
    body(await req(t.admin, 'POST', '/api/website/publish-website', { id, website_page_id: 0 })).code,
  ).toBe(0);

async function pageList(websiteId: number, lang?: string): Promise<PageList> {
  const query = `website_id=${websiteId}${lang ? `&lang=${lang}` : ''}`;
  return body<PageList>(await req(t.admin, 'GET', `/api/website/page?${query}`)).data;
}

/** How often a piece of markup occurs in a page. */
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('shared header and footer (global-sections)', () => {
  it('gives a new website a header with the language switcher and menu, and a footer', async () => {
    const answer = body<GlobalSections>(await sections(t.rival, t.rivalSite));
    expect(answer.code).toBe(0);
    expect(answer.data.lang).toBe('en');
    expect(blockTypes(answer.data.header)).toEqual(['language-switcher', 'nav-menu']);
    expect(blockTypes(answer.data.footer)).toEqual(['footer']);
    expect(answer.data.header).toMatchObject({ version: 1, is_publish: false, is_draft: false });
  });

  it('takes the template menu and footer out of the pages and into the shared sections', async () => {
    const answer = body<GlobalSections>(await sections(t.admin, t.site)).data;
    expect(blockTypes(answer.header)).toEqual(['language-switcher', 'nav-menu']);
    expect(answer.footer.document.blocks[0]?.props).toMatchObject({ background: 'dark' });
    const list = await pageList(t.site);
    for (const item of list.menuPageList) {
      const page = body<{ document: { blocks: { type: string }[] } }>(
        await req(t.admin, 'GET', `/api/website/page-detail?id=${item.id}`),
      ).data;
      const types = page.document.blocks.map((b) => b.type);
      expect(types).not.toContain('nav-menu');
      expect(types).not.toContain('footer');
    }
  });

  it('saves over the version it started from and refuses a stale or invalid save', async () => {
    const before = body<GlobalSections>(await sections(t.rival, t.rivalSite)).data.footer;
    const saved = await saveSection(t.rival, {
      website_id: t.rivalSite,
      lang: 'en',
      kind: 'footer',
      version: before.version,
      document: { version: 1, blocks: [heading('f1', 'Open daily 7–18')] },
    });
    expect(body<GlobalSection>(saved).data).toMatchObject({ kind: 'footer', version: before.version + 1 });

    const stale = await saveSection(t.rival, {
      website_id: t.rivalSite,
      lang: 'en',
      kind: 'footer',
      version: before.version,
      document: { version: 1, blocks: [] },
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).code).toBe(errors.SECTION_CONFLICT.code);

    const invalid = await saveSection(t.rival, {
      website_id: t.rivalSite,
      lang: 'en',
      kind: 'footer',
      version: before.version + 1,
      document: { version: 1, blocks: [{ id: 'x', type: 'heading', props: { text: '' } }] },
    });
    expect(body(invalid).code).toBe(errors.SECTION_DOCUMENT_INVALID.code);
    expect(JSON.stringify(body(invalid).data)).toContain('document.blocks.0');

    const after = body<GlobalSections>(await sections(t.rival, t.rivalSite)).data.footer;
    expect(after.document.blocks.map((b) => b.props.text)).toEqual(['Open daily 7–18']);
  });

  it("answers 1105 for another company's website and 1207 for a language the site lacks", async () => {
    expect(body(await sections(t.admin, t.rivalSite)).code).toBe(errors.ILLEGAL_OPERATION.code);
    const foreign = await saveSection(t.admin, {
      website_id: t.rivalSite,
      lang: 'en',
      kind: 'header',
      version: 1,
      document: { version: 1, blocks: [] },
    });
    expect(body(foreign).code).toBe(errors.ILLEGAL_OPERATION.code);
    expect(body(await sections(t.admin, t.site, 'fr')).code).toBe(errors.LANGUAGE_NOT_ADDED.code);
    const rival = body<GlobalSections>(await sections(t.rival, t.rivalSite)).data;
    expect(blockTypes(rival.header)).toEqual(['language-switcher', 'nav-menu']);
  });
});

describe('published pages with the shared header and footer', () => {
  it('shows the header and footer once on every published page', async () => {
    await publishAll(t.site);
    const list = await pageList(t.site);
    expect(list.menuPageList.length).toBeGreaterThan(2);
    for (const item of list.menuPageList) {
      const response = await visit(t.site, item.url);
      expect(response.statusCode).toBe(200);
      expect(count(response.body, 'class="sw-block sw-nav ')).toBe(1);
      expect(count(response.body, 'sw-footer sw-bg-dark')).toBe(1);
    }
    const state = body<GlobalSections>(await sections(t.admin, t.site)).data;
    expect(state.header).toMatchObject({ is_publish: true, is_draft: false });
  });

  it('puts a header edit on every page with the next publish of the whole website', async () => {
    const current = body<GlobalSections>(await sections(t.admin, t.site)).data.header;
    const saved = await saveSection(t.admin, {
      website_id: t.site,
      lang: 'en',
      kind: 'header',
      version: current.version,
      document: { version: 1, blocks: [...current.document.blocks, heading('sale', 'Spring sale: 20% off')] },
    });
    expect(body<GlobalSection>(saved).data.is_draft).toBe(true);
    const list = await pageList(t.site);
    const [home, about] = list.menuPageList;
    if (!home || !about) throw new Error('the template has pages');

    // Publishing one page keeps the published header: the edit is not live yet.
    expect(
      body(
        await req(t.admin, 'POST', '/api/website/publish-website', {
          id: t.site,
          website_page_id: [about.id],
        }),
      ).code,
    ).toBe(0);
    expect((await visit(t.site, about.url)).body).not.toContain('Spring sale');

    await publishAll(t.site);
    for (const item of list.menuPageList) {
      expect((await visit(t.site, item.url)).body).toContain('Spring sale: 20% off');
    }
  });

  it('leaves the header or footer out of a page that hides them', async () => {
    const list = await pageList(t.site);
    const page = list.menuPageList[1];
    if (!page) throw new Error('the template has pages');
    const settings = body<{ version: number }>(
      await req(t.admin, 'GET', `/api/website/page-set?id=${page.id}`),
    ).data;
    const saved = await req(t.admin, 'POST', '/api/website/page-set', {
      id: page.id,
      version: settings.version,
      hide_header: true,
    });
    expect(body<{ hide_header: boolean; hide_footer: boolean }>(saved).data).toMatchObject({
      hide_header: true,
      hide_footer: false,
    });
    await publishAll(t.site);
    const html = (await visit(t.site, page.url)).body;
    expect(html).not.toContain('Spring sale');
    expect(html).not.toContain('class="sw-container sw-nav__bar"');
    expect(html).toContain('class="sw-block sw-footer');
    // The preview shows the draft the same way.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/preview?id=${page.id}`,
      headers: { 'x-token': t.admin },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).not.toContain('class="sw-container sw-nav__bar"');
    expect(preview.body).toContain('class="sw-block sw-footer');
  });

  it('links each page to its translation with the language switcher and hreflang', async () => {
    expect(
      body(await req(t.admin, 'POST', '/api/website/website-language', { website_id: t.site, lang: 'de' }))
        .code,
    ).toBe(0);
    // The new language starts with a copy of the default language's header and footer.
    const de = body<GlobalSections>(await sections(t.admin, t.site, 'de')).data;
    expect(de.header.document.blocks.some((b) => b.props.text === 'Spring sale: 20% off')).toBe(true);
    const list = await pageList(t.site);
    const about = list.menuPageList.find((p) => p.path_segment === 'about');
    const home = list.menuPageList.find((p) => p.path_segment === '');
    if (!about || !home) throw new Error('the template has a home and an about page');
    for (const page of [home, about]) {
      const translated = await req(t.admin, 'POST', '/api/website/page-translate', {
        id: page.id,
        lang: 'de',
      });
      expect(body(translated).code).toBe(0);
    }
    // The German menu needs a node before the site can be published.
    const deList = await pageList(t.site, 'de');
    const deHome = deList.pageList.find((p) => p.path_segment === '');
    const menu = body<{ version: number }>(
      await req(t.admin, 'GET', `/api/website/get-edit-page-menu?website_id=${t.site}&lang=de`),
    ).data;
    const savedMenu = await req(t.admin, 'POST', '/api/website/save-menu', {
      website_id: t.site,
      lang: 'de',
      version: menu.version,
      tree: [{ label: 'Start', website_page_id: deHome?.id ?? 0 }],
    });
    expect(body(savedMenu).code).toBe(0);
    await publishAll(t.site);

    // The home page shows its header; "about" hides it since the test before.
    const html = (await visit(t.site, home.url)).body;
    expect(html).toContain('<a class="sw-lang__link" href="/de" hrefLang="de" lang="de">Deutsch</a>');
    expect(html).toContain('aria-current="true" lang="en">English</span>');
    expect(html).toMatch(/<link rel="alternate" hreflang="de" href="http[^"]+\/de">/);
    expect((await visit(t.site, about.url)).body).toMatch(
      /<link rel="alternate" hreflang="de" href="http[^"]+\/de\/about">/,
    );
    const german = (await visit(t.site, '/de')).body;
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<a class="sw-lang__link" href="/" hrefLang="en" lang="en">English</a>');
  });
});

describe("the site's 404 page", () => {
  it('carries the header, footer and language of the address asked for', async () => {
    const missing = await visit(t.site, '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="en">');
    expect(missing.body).toContain('Page not found');
    expect(missing.body).toContain('class="sw-container sw-nav__bar"');
    expect(missing.body).toContain('class="sw-block sw-footer');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');

    const german = await visit(t.site, '/de/gibt-es-nicht');
    expect(german.statusCode).toBe(404);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('class="sw-container sw-nav__bar"');
  });
});

import type {
  InitForCopyResult,
  MenuNode,
  MenuTree,
  PageDetail,
  PageList,
  WebsiteLanguageList,
} from '@sitewright/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, fieldPaths, newWebsite, send, setupApiTest } from '../../../test/helper.ts';

const t = setupApiTest({ rivalSite: 'Rival Languages' });

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);
const fields = fieldPaths;

const newSite = (token: string, name: string) => newWebsite(t.app, token, name);
async function newPage(token: string, websiteId: number, page_name: string): Promise<PageDetail> {
  const response = await req(token, 'POST', '/api/website/page-detail', { website_id: websiteId, page_name });
  return body<PageDetail>(response).data;
}
const addLanguage = (token: string, websiteId: number, lang: string) =>
  req(token, 'POST', '/api/website/website-language', { website_id: websiteId, lang });
const translate = (token: string, id: number, lang: string) =>
  req(token, 'POST', '/api/website/page-translate', { id, lang });
const pageList = async (token: string, websiteId: number, lang: string) =>
  body<PageList>(await req(token, 'GET', `/api/website/page?website_id=${websiteId}&lang=${lang}`)).data;
const labels = (nodes: MenuNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.label, labels(n.children)] : n.label));

describe('website-language', () => {
  it('lists the default language and adds others with their system pages, once', async () => {
    const site = await newSite(t.admin, 'Languages');
    const before = body<WebsiteLanguageList>(
      await req(t.admin, 'GET', `/api/website/website-language?website_id=${site}`),
    ).data;
    expect(before.list).toEqual([{ lang: 'en', is_default: true, position: 0, menu_version: 0 }]);
    const added = body<WebsiteLanguageList>(await addLanguage(t.admin, site, 'zh')).data;
    expect(added.list.map((l) => [l.lang, l.is_default])).toEqual([
      ['en', true],
      ['zh', false],
    ]);
    expect(body<WebsiteLanguageList>(await addLanguage(t.admin, site, 'zh')).data).toEqual(added);
    const zh = await pageList(t.admin, site, 'zh');
    expect(zh.functionPageList.map((p) => [p.page_name, p.url])).toEqual([
      ['页面不存在', '/zh/404'],
      ['搜索结果', '/zh/search'],
    ]);
  });

  it('refuses bad input and another company’s website', async () => {
    const site = await newSite(t.admin, 'Language Checks');
    expect(fields(await addLanguage(t.admin, site, 'klingon'))).toEqual(['lang']);
    expect(fields(await req(t.admin, 'GET', '/api/website/website-language'))).toEqual(['website_id']);
    expect(body(await addLanguage(t.admin, t.rivalSite, 'zh')).code).toBe(1105);
    expect(
      body(await req(t.admin, 'GET', `/api/website/website-language?website_id=${t.rivalSite}`)).code,
    ).toBe(1105);
    const theirs = body<WebsiteLanguageList>(
      await req(t.rival, 'GET', `/api/website/website-language?website_id=${t.rivalSite}`),
    ).data;
    expect(theirs.list.map((l) => l.lang)).toEqual(['en']);
  });
});

describe('page-translate', () => {
  it('creates the counterpart once, marked as needing translation, and finds it again', async () => {
    const site = await newSite(t.admin, 'Translating');
    await addLanguage(t.admin, site, 'de');
    const page = await newPage(t.admin, site, 'About');
    const first = await translate(t.admin, page.id, 'de');
    const copy = body<PageDetail & { created: boolean }>(first).data;
    expect(copy).toMatchObject({
      created: true,
      lang: 'de',
      page_name: 'About',
      path_segment: 'about',
      url: '/de/about',
      needs_translation: true,
      source_page_id: page.id,
      is_publish: false,
    });
    expect(
      body<{ id: number; created: boolean }>(await translate(t.admin, page.id, 'de')).data,
    ).toMatchObject({
      id: copy.id,
      created: false,
    });
    // From the translation back to the default language is the original.
    expect(body<{ id: number }>(await translate(t.admin, copy.id, 'en')).data.id).toBe(page.id);
    // A copy of the translation is a page of its own.
    const copied = body<PageDetail>(
      await req(t.admin, 'POST', '/api/website/copy-page', { id: copy.id }),
    ).data;
    expect(copied).toMatchObject({ lang: 'de', source_page_id: null, needs_translation: false });
    // Saving its content is the translation being done.
    const current = body<PageDetail>(
      await req(t.admin, 'GET', `/api/website/page-detail?id=${copy.id}`),
    ).data;
    await req(t.admin, 'POST', '/api/website/save-page-element', {
      id: copy.id,
      version: current.version,
      document: { version: 1, blocks: [] },
    });
    const de = await pageList(t.admin, site, 'de');
    expect(de.pageList.find((p) => p.id === copy.id)?.needs_translation).toBe(false);
  });

  it('refuses a language the site lacks, system pages, bad input and another company’s page', async () => {
    const site = await newSite(t.admin, 'Translate Checks');
    const page = await newPage(t.admin, site, 'Only English');
    expect(body(await translate(t.admin, page.id, 'fr')).code).toBe(1207);
    const system = (await pageList(t.admin, site, 'en')).functionPageList[0];
    await addLanguage(t.admin, site, 'fr');
    expect(body(await translate(t.admin, system?.id ?? 0, 'fr')).code).toBe(1205);
    expect(fields(await req(t.admin, 'POST', '/api/website/page-translate', { id: page.id })).sort()).toEqual(
      ['lang'],
    );
    const theirs = await newPage(t.rival, t.rivalSite, 'Rival original');
    await addLanguage(t.rival, t.rivalSite, 'fr');
    expect(body(await translate(t.admin, theirs.id, 'fr')).code).toBe(1105);
    expect((await pageList(t.rival, t.rivalSite, 'fr')).pageList).toEqual([]);
  });
});

describe('init_for_copy', () => {
  it('copies the pages and the menu of the default language into an empty one', async () => {
    const site = await newSite(t.admin, 'Copy Language');
    const a = await newPage(t.admin, site, 'Products');
    const b = await newPage(t.admin, site, 'Widgets');
    await req(t.admin, 'POST', '/api/website/save-menu', {
      website_id: site,
      version: 0,
      tree: [
        { label: 'Products', website_page_id: a.id, children: [{ label: 'Widgets', website_page_id: b.id }] },
      ],
    });
    await addLanguage(t.admin, site, 'ja');
    const result = body<InitForCopyResult>(
      await req(t.admin, 'POST', '/api/website/init_for_copy', { website_id: site, lang: 'ja' }),
    ).data;
    expect(result).toMatchObject({ menu_copied: true, version: 1 });
    expect(result.website_page_id).toHaveLength(2);

    const menu = body<MenuTree>(
      await req(t.admin, 'GET', `/api/website/get-edit-page-menu?website_id=${site}&lang=ja`),
    ).data;
    expect(labels(menu.data)).toEqual([['Products', ['Widgets']]]);
    const ja = await pageList(t.admin, site, 'ja');
    expect(ja.menuPageList.map((p) => [p.path, p.url, p.needs_translation])).toEqual([
      ['Products', '/ja/products', true],
      ['Products/Widgets', '/ja/widgets', true],
    ]);
    expect(ja.menuPageList.map((p) => p.id).sort()).toEqual([...result.website_page_id].sort());

    const again = body<InitForCopyResult>(
      await req(t.admin, 'POST', '/api/website/init_for_copy', { website_id: site, lang: 'ja' }),
    ).data;
    expect(again).toEqual({ website_page_id: [], menu_copied: false, version: 1 });
  });

  it('refuses copying a language onto itself, bad input and another company’s website', async () => {
    const site = await newSite(t.admin, 'Copy Checks');
    const same = await req(t.admin, 'POST', '/api/website/init_for_copy', { website_id: site, lang: 'en' });
    expect(body(same).code).toBe(1207);
    expect(fields(await req(t.admin, 'POST', '/api/website/init_for_copy', { website_id: site }))).toEqual([
      'lang',
    ]);
    const theirs = await req(t.admin, 'POST', '/api/website/init_for_copy', {
      website_id: t.rivalSite,
      lang: 'fr',
    });
    expect(body(theirs).code).toBe(1105);
  });
});

import type {
  InitForCopyResult,
  MenuNode,
  MenuTree,
  PageDetail,
  PageList,
  WebsiteLanguageList,
} from '@sitewright/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  buildTestApp,
  fieldPaths,
  loginAdmin,
  newWebsite,
  send,
  signInRival,
  type TestApp,
} from '../../../test/helper.ts';

let t: TestApp;
let demo: string;
let rival: string;
let rivalSite: number;

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

beforeAll(async () => {
  t = await buildTestApp();
  demo = (await loginAdmin(t.app)).token;
  rival = await signInRival(t.app);
  rivalSite = await newSite(rival, 'Rival Languages');
});
afterAll(() => t.close());

describe('website-language', () => {
  it('lists the default language and adds others with their system pages, once', async () => {
    const site = await newSite(demo, 'Languages');
    const before = body<WebsiteLanguageList>(
      await req(demo, 'GET', `/api/website/website-language?website_id=${site}`),
    ).data;
    expect(before.list).toEqual([{ lang: 'en', is_default: true, position: 0, menu_version: 0 }]);
    const added = body<WebsiteLanguageList>(await addLanguage(demo, site, 'zh')).data;
    expect(added.list.map((l) => [l.lang, l.is_default])).toEqual([
      ['en', true],
      ['zh', false],
    ]);
    expect(body<WebsiteLanguageList>(await addLanguage(demo, site, 'zh')).data).toEqual(added);
    const zh = await pageList(demo, site, 'zh');
    expect(zh.functionPageList.map((p) => [p.page_name, p.url])).toEqual([
      ['页面不存在', '/zh/404'],
      ['搜索结果', '/zh/search'],
    ]);
  });

  it('refuses bad input and another company’s website', async () => {
    const site = await newSite(demo, 'Language Checks');
    expect(fields(await addLanguage(demo, site, 'klingon'))).toEqual(['lang']);
    expect(fields(await req(demo, 'GET', '/api/website/website-language'))).toEqual(['website_id']);
    expect(body(await addLanguage(demo, rivalSite, 'zh')).code).toBe(1105);
    expect(body(await req(demo, 'GET', `/api/website/website-language?website_id=${rivalSite}`)).code).toBe(
      1105,
    );
    const theirs = body<WebsiteLanguageList>(
      await req(rival, 'GET', `/api/website/website-language?website_id=${rivalSite}`),
    ).data;
    expect(theirs.list.map((l) => l.lang)).toEqual(['en']);
  });
});

describe('page-translate', () => {
  it('creates the counterpart once, marked as needing translation, and finds it again', async () => {
    const site = await newSite(demo, 'Translating');
    await addLanguage(demo, site, 'de');
    const page = await newPage(demo, site, 'About');
    const first = await translate(demo, page.id, 'de');
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
    expect(body<{ id: number; created: boolean }>(await translate(demo, page.id, 'de')).data).toMatchObject({
      id: copy.id,
      created: false,
    });
    // From the translation back to the default language is the original.
    expect(body<{ id: number }>(await translate(demo, copy.id, 'en')).data.id).toBe(page.id);
    // A copy of the translation is a page of its own.
    const copied = body<PageDetail>(await req(demo, 'POST', '/api/website/copy-page', { id: copy.id })).data;
    expect(copied).toMatchObject({ lang: 'de', source_page_id: null, needs_translation: false });
    // Saving its content is the translation being done.
    const current = body<PageDetail>(await req(demo, 'GET', `/api/website/page-detail?id=${copy.id}`)).data;
    await req(demo, 'POST', '/api/website/save-page-element', {
      id: copy.id,
      version: current.version,
      document: { version: 1, blocks: [] },
    });
    const de = await pageList(demo, site, 'de');
    expect(de.pageList.find((p) => p.id === copy.id)?.needs_translation).toBe(false);
  });

  it('refuses a language the site lacks, system pages, bad input and another company’s page', async () => {
    const site = await newSite(demo, 'Translate Checks');
    const page = await newPage(demo, site, 'Only English');
    expect(body(await translate(demo, page.id, 'fr')).code).toBe(1207);
    const system = (await pageList(demo, site, 'en')).functionPageList[0];
    await addLanguage(demo, site, 'fr');
    expect(body(await translate(demo, system?.id ?? 0, 'fr')).code).toBe(1205);
    expect(fields(await req(demo, 'POST', '/api/website/page-translate', { id: page.id })).sort()).toEqual([
      'lang',
    ]);
    const theirs = await newPage(rival, rivalSite, 'Rival original');
    await addLanguage(rival, rivalSite, 'fr');
    expect(body(await translate(demo, theirs.id, 'fr')).code).toBe(1105);
    expect((await pageList(rival, rivalSite, 'fr')).pageList).toEqual([]);
  });
});

describe('init_for_copy', () => {
  it('copies the pages and the menu of the default language into an empty one', async () => {
    const site = await newSite(demo, 'Copy Language');
    const a = await newPage(demo, site, 'Products');
    const b = await newPage(demo, site, 'Widgets');
    await req(demo, 'POST', '/api/website/save-menu', {
      website_id: site,
      version: 0,
      tree: [
        { label: 'Products', website_page_id: a.id, children: [{ label: 'Widgets', website_page_id: b.id }] },
      ],
    });
    await addLanguage(demo, site, 'ja');
    const result = body<InitForCopyResult>(
      await req(demo, 'POST', '/api/website/init_for_copy', { website_id: site, lang: 'ja' }),
    ).data;
    expect(result).toMatchObject({ menu_copied: true, version: 1 });
    expect(result.website_page_id).toHaveLength(2);

    const menu = body<MenuTree>(
      await req(demo, 'GET', `/api/website/get-edit-page-menu?website_id=${site}&lang=ja`),
    ).data;
    expect(labels(menu.data)).toEqual([['Products', ['Widgets']]]);
    const ja = await pageList(demo, site, 'ja');
    expect(ja.menuPageList.map((p) => [p.path, p.url, p.needs_translation])).toEqual([
      ['Products', '/ja/products', true],
      ['Products/Widgets', '/ja/widgets', true],
    ]);
    expect(ja.menuPageList.map((p) => p.id).sort()).toEqual([...result.website_page_id].sort());

    const again = body<InitForCopyResult>(
      await req(demo, 'POST', '/api/website/init_for_copy', { website_id: site, lang: 'ja' }),
    ).data;
    expect(again).toEqual({ website_page_id: [], menu_copied: false, version: 1 });
  });

  it('refuses copying a language onto itself, bad input and another company’s website', async () => {
    const site = await newSite(demo, 'Copy Checks');
    const same = await req(demo, 'POST', '/api/website/init_for_copy', { website_id: site, lang: 'en' });
    expect(body(same).code).toBe(1207);
    expect(fields(await req(demo, 'POST', '/api/website/init_for_copy', { website_id: site }))).toEqual([
      'lang',
    ]);
    const theirs = await req(demo, 'POST', '/api/website/init_for_copy', {
      website_id: rivalSite,
      lang: 'fr',
    });
    expect(body(theirs).code).toBe(1105);
  });
});

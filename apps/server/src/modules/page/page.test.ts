import {
  errors,
  type PageDetail,
  type PageList,
  type PageSaved,
  type PageSettings,
  type Website,
} from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, call, fieldPaths, send, setupApiTest } from '../../../test/helper.ts';
import { menuNodes, pages } from '../../db/schema.ts';

const t = setupApiTest({ site: 'Page Tests', rivalSite: { name: 'Rival Pages', default_language: 'zh' } });

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);
const fields = fieldPaths;

async function createPage(token: string, websiteId: number, extra: Record<string, unknown> = {}) {
  const response = await req(token, 'POST', '/api/website/page-detail', { website_id: websiteId, ...extra });
  expect(body(response).code).toBe(0);
  return body<PageDetail>(response).data;
}
const pageList = async (token: string, websiteId: number, headers: Record<string, string> = {}) =>
  body<PageList>(await call(t.app, token, 'GET', `/api/website/page?website_id=${websiteId}`, { headers }))
    .data;
const detail = async (token: string, id: number) =>
  body<PageDetail>(await req(token, 'GET', `/api/website/page-detail?id=${id}`)).data;
const doc = (blocks: unknown[] = []) => ({ version: 1, blocks });
/** A heading, or a section holding other blocks in the given slots. */
const block = (id: string, slots?: Record<string, unknown[]>) =>
  slots
    ? { id, type: 'section', props: {}, slots }
    : { id, type: 'heading', props: { text: id, level: 2, align: 'left' } };

describe('page list (GET /api/website/page)', () => {
  it('gives a new website its system pages and empty menu and unassociated groups', async () => {
    const list = await pageList(t.admin, t.site);
    expect(list.lang).toBe('en');
    expect(list.menuPageList).toEqual([]);
    expect(list.functionPageList.map((p) => [p.function_kind, p.page_name, p.url, p.page_type])).toEqual([
      ['404', 'Page not found', '/404', 1],
      ['search', 'Search results', '/search', 1],
    ]);
    // A website created through website-add starts the same way, named in its default language.
    const rivalList = await pageList(t.rival, t.rivalSite);
    expect(rivalList.lang).toBe('zh');
    expect(rivalList.functionPageList.map((p) => p.page_name)).toEqual(['页面不存在', '搜索结果']);
  });

  it('lists a new page as unassociated with the spec §3 fields', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'About Us' });
    const item = (await pageList(t.admin, t.site)).pageList.find((p) => p.id === page.id);
    expect(item).toMatchObject({
      id: page.id,
      website_page_id: page.id,
      page_name: 'About Us',
      display_name: 'About Us',
      page_type: 0,
      menu_id: 0,
      menu_parent_id: 0,
      path: 'About Us',
      path_segment: 'about-us',
      url: '/about-us',
      user_name: 'admin',
      is_publish: false,
      is_draft: false,
    });
    expect(new Date(item?.create_time ?? '').toISOString()).toBe(item?.create_time);
  });

  it('shows a page without a name as unnamed, in the caller’s language', async () => {
    const page = await createPage(t.admin, t.site);
    expect(page.page_name).toBe('');
    expect(page.display_name).toBe('unnamed');
    expect(page.path_segment).toMatch(/^page(-\d+)?$/);
    const zh = await pageList(t.admin, t.site, { 'accept-language': 'zh-CN' });
    expect(zh.pageList.find((p) => p.id === page.id)?.display_name).toBe('未命名');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/website/page?website_id=${t.site}` });
    expect(response.statusCode).toBe(401);
    const write = await t.app.inject({ method: 'POST', url: '/api/website/page-detail', payload: {} });
    expect(write.statusCode).toBe(401);
  });

  it('refuses bad input, another company’s website and a language the site lacks', async () => {
    expect(fields(await req(t.admin, 'GET', '/api/website/page'))).toEqual(['website_id']);
    expect(fields(await req(t.admin, 'GET', '/api/website/page?website_id=0'))).toEqual(['website_id']);
    expect(fields(await req(t.admin, 'GET', `/api/website/page?website_id=${t.site}&lang=xx`))).toEqual([
      'lang',
    ]);
    const other = await req(t.admin, 'GET', `/api/website/page?website_id=${t.rivalSite}`);
    expect(other.statusCode).toBe(403);
    expect(body(other).code).toBe(1105);
    const missingLang = await req(t.admin, 'GET', `/api/website/page?website_id=${t.site}&lang=de`);
    expect(body(missingLang)).toMatchObject({ code: 1207, message: errors.LANGUAGE_NOT_ADDED.en });
  });
});

describe('page-detail', () => {
  it('creates a page with a derived, numbered path and reads it back', async () => {
    const a = await createPage(t.admin, t.site, { page_name: 'Contact' });
    const b = await createPage(t.admin, t.site, { page_name: 'contact!' });
    expect([a.path_segment, b.path_segment]).toEqual(['contact', 'contact-2']);
    expect(a).toMatchObject({ version: 1, website_id: t.site, lang: 'en', document: doc() });
    expect(await detail(t.admin, a.id)).toEqual(a);
  });

  it('takes an explicit path and refuses one in use with 1203', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Prices', path_segment: 'pricing' });
    expect(page.path_segment).toBe('pricing');
    const clash = await req(t.admin, 'POST', '/api/website/page-detail', {
      website_id: t.site,
      page_name: 'Other',
      path_segment: 'pricing',
    });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).code).toBe(1203);
  });

  it('names invalid fields', async () => {
    expect(fields(await req(t.admin, 'POST', '/api/website/page-detail', {}))).toEqual(['website_id']);
    const bad = await req(t.admin, 'POST', '/api/website/page-detail', {
      website_id: t.site,
      page_name: 'x'.repeat(101),
      page_type: 1,
      path_segment: 'Bad Path',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).sort()).toEqual(['page_name', 'page_type', 'path_segment']);
    // Language prefixes belong to the other languages' addresses.
    expect(
      fields(
        await req(t.admin, 'POST', '/api/website/page-detail', { website_id: t.site, path_segment: 'zh' }),
      ),
    ).toEqual(['path_segment']);
    expect(fields(await req(t.admin, 'GET', '/api/website/page-detail?id=abc'))).toEqual(['id']);
  });

  it('answers 1105 for another company’s website or page', async () => {
    const create = await req(t.admin, 'POST', '/api/website/page-detail', {
      website_id: t.rivalSite,
      page_name: 'X',
    });
    expect(body(create).code).toBe(1105);
    const theirs = await createPage(t.rival, t.rivalSite, { page_name: 'Theirs' });
    expect(body(await req(t.admin, 'GET', `/api/website/page-detail?id=${theirs.id}`)).code).toBe(1105);
    expect(body(await req(t.admin, 'GET', '/api/website/page-detail?id=999999')).code).toBe(1105);
  });
});

describe('page-set', () => {
  it('reads and saves the SEO settings, bumping the version', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Seo' });
    const before = body<PageSettings>(await req(t.admin, 'GET', `/api/website/page-set?id=${page.id}`)).data;
    expect(before).toMatchObject({ version: 1, seo_title: '', noindex: false, path_segment: 'seo' });
    const saved = await req(t.admin, 'POST', '/api/website/page-set', {
      id: page.id,
      version: 1,
      page_name: ' Search engines ',
      path_segment: 'search-engines',
      seo_title: 'Title',
      keywords: 'a, b',
      description: 'About search engines',
      social_image: 'https://cdn.example.com/a.png',
      noindex: true,
    });
    expect(body<PageSettings>(saved).data).toMatchObject({
      version: 2,
      page_name: 'Search engines',
      path_segment: 'search-engines',
      url: '/search-engines',
      seo_title: 'Title',
      keywords: 'a, b',
      description: 'About search engines',
      social_image: 'https://cdn.example.com/a.png',
      noindex: true,
    });
  });

  it('refuses a stale version with 1201 and keeps the newer save', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Shared' });
    const first = await req(t.admin, 'POST', '/api/website/page-set', {
      id: page.id,
      version: 1,
      seo_title: 'First',
    });
    expect(body(first).code).toBe(0);
    const stale = await req(t.admin, 'POST', '/api/website/page-set', {
      id: page.id,
      version: 1,
      seo_title: 'Second',
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toEqual({
      code: 1201,
      message: 'This page was changed by someone else. Reload it to see their changes.',
      data: { id: page.id, version: 2 },
    });
    const zh = await call(t.app, t.admin, 'POST', '/api/website/page-set', {
      payload: { id: page.id, version: 1, seo_title: 'Second' },
      headers: { 'accept-language': 'zh' },
    });
    expect(body(zh).message).toBe('该页面已被他人修改，请刷新后再编辑。');
    expect((await detail(t.admin, page.id)).seo_title).toBe('First');
  });

  it('keeps paths unique per language and the home address for ordinary pages', async () => {
    const a = await createPage(t.admin, t.site, { page_name: 'Path A' });
    const b = await createPage(t.admin, t.site, { page_name: 'Path B' });
    const taken = await req(t.admin, 'POST', '/api/website/page-set', {
      id: b.id,
      version: 1,
      path_segment: a.path_segment,
    });
    expect(body(taken).code).toBe(1203);
    const home = await req(t.admin, 'POST', '/api/website/page-set', {
      id: a.id,
      version: 1,
      path_segment: '',
    });
    expect(body<PageSettings>(home).data.url).toBe('/');
    const secondHome = await req(t.admin, 'POST', '/api/website/page-set', {
      id: b.id,
      version: 1,
      path_segment: '',
    });
    expect(body(secondHome).code).toBe(1203);
    const system = (await pageList(t.admin, t.site)).functionPageList[0];
    const systemHome = await req(t.admin, 'POST', '/api/website/page-set', {
      id: system?.id,
      version: 1,
      path_segment: '',
    });
    expect(body(systemHome).code).toBe(1205);
  });

  it('names invalid fields and refuses another company’s page with 1105, unchanged', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Checks' });
    const bad = await req(t.admin, 'POST', '/api/website/page-set', {
      id: page.id,
      seo_title: 'x'.repeat(121),
      keywords: 'k'.repeat(256),
      description: 'd'.repeat(501),
      social_image: 'javascript:alert(1)',
      noindex: 'yes',
    });
    expect(fields(bad).sort()).toEqual([
      'description',
      'keywords',
      'noindex',
      'seo_title',
      'social_image',
      'version',
    ]);
    const theirs = await createPage(t.rival, t.rivalSite, { page_name: 'Rival Seo' });
    expect(body(await req(t.admin, 'GET', `/api/website/page-set?id=${theirs.id}`)).code).toBe(1105);
    const write = await req(t.admin, 'POST', '/api/website/page-set', {
      id: theirs.id,
      version: 1,
      seo_title: 'Mine',
    });
    expect(body(write).code).toBe(1105);
    expect((await detail(t.rival, theirs.id)).seo_title).toBe('');
    expect((await detail(t.rival, theirs.id)).version).toBe(1);
  });
});

describe('save-page-element', () => {
  const save = (token: string, payload: unknown) =>
    req(token, 'POST', '/api/website/save-page-element', payload);

  it('saves the document and bumps the version', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Content' });
    const document = doc([block('a', { content: [block('b')] })]);
    const saved = body<PageSaved>(await save(t.admin, { id: page.id, version: 1, document })).data;
    expect(saved).toMatchObject({ id: page.id, version: 2, is_publish: false, is_draft: false });
    // Stored as the block definitions answer it: the section's defaults filled in.
    expect((await detail(t.admin, page.id)).document).toMatchObject(document);
  });

  it('filters rich text through the whitelist on the server and names bad block props', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Rich text' });
    const hostile = doc([
      {
        id: 'r',
        type: 'rich-text',
        props: {
          html: '<p onclick="alert(1)">Hi<script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
        },
      },
    ]);
    expect(body(await save(t.admin, { id: page.id, version: 1, document: hostile })).code).toBe(0);
    const stored = JSON.stringify((await detail(t.admin, page.id)).document);
    expect(stored).toContain('Hi');
    expect(stored).not.toMatch(/onclick|<script|javascript:/);

    const noAlt = doc([{ id: 'i', type: 'image', props: { src: 'https://example.com/a.png', alt: '' } }]);
    const refused = await save(t.admin, { id: page.id, version: 2, document: noAlt });
    expect(body(refused).code).toBe(1204);
    expect(fields(refused)).toContain('document.blocks.0.props.alt');
  });

  it('refuses a document that does not validate, naming the fields, and keeps the old one', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Invalid content' });
    const shape = await save(t.admin, {
      id: page.id,
      version: 1,
      document: { version: 2, blocks: [{ id: 'x' }] },
    });
    expect(shape.statusCode).toBe(400);
    expect(fields(shape).sort()).toEqual([
      'document.blocks.0.props',
      'document.blocks.0.type',
      'document.version',
    ]);

    const deep = doc([
      block('1', { s: [block('2', { s: [block('3', { s: [block('4', { s: [block('5')] })] })] })] }),
    ]);
    const tooDeep = await save(t.admin, { id: page.id, version: 1, document: deep });
    expect(tooDeep.statusCode).toBe(400);
    expect(body(tooDeep)).toMatchObject({ code: 1204, message: errors.PAGE_DOCUMENT_INVALID.en });
    expect(fields(tooDeep)).toEqual(['document.blocks.0.slots.s.0.slots.s.0.slots.s.0.slots.s.0']);
    const twice = await save(t.admin, { id: page.id, version: 1, document: doc([block('x'), block('x')]) });
    expect(fields(twice)).toEqual(['document.blocks.1.id']);
    const many = doc(Array.from({ length: 1001 }, (_, i) => block(`b${i}`)));
    expect(fields(await save(t.admin, { id: page.id, version: 1, document: many }))).toEqual([
      'document.blocks',
    ]);
    expect(await detail(t.admin, page.id)).toMatchObject({ version: 1, document: doc() });
  });

  it('refuses a hostile, deeply nested document as invalid input rather than failing', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Hostile' });
    let blocks = '[]';
    for (let i = 0; i < 20_000; i++) blocks = `[{"id":"a","type":"x","props":{},"slots":{"s":${blocks}}}]`;
    const response = await call(t.app, t.admin, 'POST', '/api/website/save-page-element', {
      headers: { 'content-type': 'application/json' },
      payload: `{"id":${page.id},"version":1,"document":{"version":1,"blocks":${blocks}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(['document']);
  });

  it('refuses a save over a newer version with 1201', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Race' });
    await save(t.admin, { id: page.id, version: 1, document: doc([block('mine')]) });
    const stale = await save(t.admin, { id: page.id, version: 1, document: doc([block('theirs')]) });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).code).toBe(1201);
    expect((await detail(t.admin, page.id)).document).toEqual(doc([block('mine')]));
    // Two saves from the same version at once: exactly one wins.
    const answers = await Promise.all([
      save(t.admin, { id: page.id, version: 2, document: doc([block('one')]) }),
      save(t.admin, { id: page.id, version: 2, document: doc([block('two')]) }),
    ]);
    expect(answers.map((r) => body(r).code).sort()).toEqual([0, 1201]);
  });

  it('marks a published page as draft when it is saved', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Published' });
    await t.app.db.update(pages).set({ isPublish: true }).where(eq(pages.id, page.id));
    const saved = body<PageSaved>(
      await save(t.admin, { id: page.id, version: 1, document: doc([block('new')]) }),
    ).data;
    expect(saved).toMatchObject({ is_publish: true, is_draft: true });
    const item = (await pageList(t.admin, t.site)).pageList.find((p) => p.id === page.id);
    expect(item).toMatchObject({ is_publish: true, is_draft: true });
    // Settings are part of what gets published too.
    const other = await createPage(t.admin, t.site, { page_name: 'Published settings' });
    await t.app.db.update(pages).set({ isPublish: true }).where(eq(pages.id, other.id));
    const set = await req(t.admin, 'POST', '/api/website/page-set', {
      id: other.id,
      version: 1,
      seo_title: 'New',
    });
    expect(body<PageSettings>(set).data.is_draft).toBe(true);
  });

  it('answers 1105 for another company’s page and leaves it alone', async () => {
    const theirs = await createPage(t.rival, t.rivalSite, { page_name: 'Rival content' });
    const attempt = await save(t.admin, { id: theirs.id, version: 1, document: doc([block('hijack')]) });
    expect(body(attempt).code).toBe(1105);
    expect(await detail(t.rival, theirs.id)).toMatchObject({ version: 1, document: doc() });
  });
});

describe('copy-page', () => {
  it('copies settings and content under a new name and path, outside the menu', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Original', path_segment: 'original' });
    await req(t.admin, 'POST', '/api/website/page-set', {
      id: page.id,
      version: 1,
      seo_title: 'SEO',
      noindex: true,
    });
    await req(t.admin, 'POST', '/api/website/save-page-element', {
      id: page.id,
      version: 2,
      document: doc([block('c')]),
    });
    const copy = body<PageDetail>(await req(t.admin, 'POST', '/api/website/copy-page', { id: page.id })).data;
    expect(copy).toMatchObject({
      page_name: 'Original (copy)',
      path_segment: 'original-copy',
      seo_title: 'SEO',
      noindex: true,
      document: doc([block('c')]),
      version: 1,
      is_publish: false,
      menu_id: 0,
    });
    expect(copy.id).not.toBe(page.id);
    const again = body<PageDetail>(
      await req(t.admin, 'POST', '/api/website/copy-page', { id: page.id }),
    ).data;
    expect(again.path_segment).toBe('original-copy-2');
  });

  it('refuses system pages, bad ids and another company’s page', async () => {
    const system = (await pageList(t.admin, t.site)).functionPageList[0];
    expect(body(await req(t.admin, 'POST', '/api/website/copy-page', { id: system?.id })).code).toBe(1205);
    expect(fields(await req(t.admin, 'POST', '/api/website/copy-page', { id: -1 }))).toEqual(['id']);
    const theirs = await createPage(t.rival, t.rivalSite, { page_name: 'Rival copy' });
    expect(body(await req(t.admin, 'POST', '/api/website/copy-page', { id: theirs.id })).code).toBe(1105);
    expect(
      (await pageList(t.rival, t.rivalSite)).pageList.filter((p) => p.page_name.startsWith('Rival copy')),
    ).toHaveLength(1);
  });
});

describe('DELETE /api/website/page', () => {
  it('soft-deletes the page, takes it out of the menu and frees its path', async () => {
    const page = await createPage(t.admin, t.site, { page_name: 'Doomed', path_segment: 'doomed' });
    const menu = body<{ version: number }>(
      await req(t.admin, 'GET', `/api/website/get-edit-page-menu?website_id=${t.site}`),
    ).data;
    await req(t.admin, 'POST', '/api/website/save-menu', {
      website_id: t.site,
      version: menu.version,
      tree: [{ label: 'Doomed', website_page_id: page.id }],
    });
    expect((await pageList(t.admin, t.site)).menuPageList.some((p) => p.id === page.id)).toBe(true);

    const deleted = await req(t.admin, 'DELETE', `/api/website/page?id=${page.id}`);
    expect(body(deleted)).toEqual({ code: 0, message: 'OK', data: { id: page.id } });
    const list = await pageList(t.admin, t.site);
    expect([...list.menuPageList, ...list.pageList].some((p) => p.id === page.id)).toBe(false);
    const [node] = await t.app.db.select().from(menuNodes).where(eq(menuNodes.label, 'Doomed'));
    expect(node?.pageId).toBeNull();
    const [row] = await t.app.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(body(await req(t.admin, 'DELETE', `/api/website/page?id=${page.id}`)).code).toBe(1105);
    expect(body(await req(t.admin, 'GET', `/api/website/page-detail?id=${page.id}`)).code).toBe(1105);
    expect(
      (await createPage(t.admin, t.site, { page_name: 'Reborn', path_segment: 'doomed' })).path_segment,
    ).toBe('doomed');
  });

  it('keeps system pages and refuses another company’s page', async () => {
    const system = (await pageList(t.admin, t.site)).functionPageList[0];
    expect(body(await req(t.admin, 'DELETE', `/api/website/page?id=${system?.id}`)).code).toBe(1205);
    const theirs = await createPage(t.rival, t.rivalSite, { page_name: 'Rival keep' });
    expect(body(await req(t.admin, 'DELETE', `/api/website/page?id=${theirs.id}`)).code).toBe(1105);
    expect((await detail(t.rival, theirs.id)).page_name).toBe('Rival keep');
    expect(fields(await req(t.admin, 'DELETE', '/api/website/page'))).toEqual(['id']);
  });

  it('hides the pages of a deleted website', async () => {
    const site = body<Website>(
      await req(t.admin, 'POST', '/api/website/website-add', {
        name: 'Short lived',
        flag_code: 'US',
        default_language: 'en',
      }),
    ).data.website_id;
    const page = await createPage(t.admin, site, { page_name: 'Orphan' });
    await req(t.admin, 'DELETE', `/api/website/website-del?website_id=${site}`);
    expect(body(await req(t.admin, 'GET', `/api/website/page-detail?id=${page.id}`)).code).toBe(1105);
    expect(body(await req(t.admin, 'GET', `/api/website/page?website_id=${site}`)).code).toBe(1105);
  });
});

describe('website languages', () => {
  it('follows a change of the default language, keeping the old one as an added language', async () => {
    const site = body<Website>(
      await req(t.admin, 'POST', '/api/website/website-add', {
        name: 'Bilingual',
        flag_code: 'US',
        default_language: 'en',
      }),
    ).data.website_id;
    const page = await createPage(t.admin, site, { page_name: 'Hello' });
    expect(page.url).toBe('/hello');
    await req(t.admin, 'PUT', '/api/website/website-edit', { website_id: site, default_language: 'zh' });
    const zh = await pageList(t.admin, site);
    expect(zh.lang).toBe('zh');
    expect(zh.functionPageList.map((p) => p.url)).toEqual(['/404', '/search']);
    expect((await detail(t.admin, page.id)).url).toBe('/en/hello');
    const en = body<PageList>(await req(t.admin, 'GET', `/api/website/page?website_id=${site}&lang=en`)).data;
    expect(en.pageList.map((p) => p.id)).toEqual([page.id]);
  });
});

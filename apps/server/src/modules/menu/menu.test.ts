import {
  errors,
  type MenuExam,
  type MenuNode,
  type MenuSaved,
  type MenuTree,
  type PageDetail,
  type PageList,
} from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, call, fieldPaths, newWebsite, send, setupApiTest } from '../../../test/helper.ts';
import { pages } from '../../db/schema.ts';

const t = setupApiTest({ rivalSite: 'Rival Menus' });

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);
const fields = fieldPaths;

const newSite = (token: string, name: string, default_language = 'en') =>
  newWebsite(t.app, token, name, default_language);
async function newPage(token: string, websiteId: number, page_name: string): Promise<number> {
  const response = await req(token, 'POST', '/api/website/page-detail', { website_id: websiteId, page_name });
  return body<PageDetail>(response).data.id;
}
const editMenu = async (token: string, websiteId: number) =>
  body<MenuTree>(await req(token, 'GET', `/api/website/get-edit-page-menu?website_id=${websiteId}`)).data;
const saveMenu = (token: string, payload: Record<string, unknown>) =>
  req(token, 'POST', '/api/website/save-menu', payload);
const pageList = async (token: string, websiteId: number) =>
  body<PageList>(await req(token, 'GET', `/api/website/page?website_id=${websiteId}`)).data;
/** A chain of `levels` nested items. */
const chain = (levels: number): Record<string, unknown>[] =>
  levels === 0 ? [] : [{ label: `Level ${levels}`, children: chain(levels - 1) }];
const labels = (nodes: MenuNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.label, labels(n.children)] : n.label));

describe('get-edit-page-menu and save-menu', () => {
  it('starts empty at version 0', async () => {
    const site = await newSite(t.admin, 'Empty Menu');
    expect(await editMenu(t.admin, site)).toEqual({ code: 0, data: [], lang: 'en', version: 0 });
  });

  it('saves a three-level tree and answers the attached pages and the new version', async () => {
    const site = await newSite(t.admin, 'Three Levels');
    const about = await newPage(t.admin, site, 'About');
    const team = await newPage(t.admin, site, 'Team');
    const people = await newPage(t.admin, site, 'People');
    const loose = await newPage(t.admin, site, 'Loose');
    const tree = [
      {
        label: ' About ',
        website_page_id: about,
        children: [
          { label: 'Team', website_page_id: team, children: [{ label: 'People', website_page_id: people }] },
          { label: 'Group heading' },
        ],
      },
    ];
    const saved = await saveMenu(t.admin, { website_id: site, version: 0, tree });
    expect(body(saved).code).toBe(0);
    const data = body<MenuSaved>(saved).data;
    expect(data.website_page_id).toEqual([about, team, people]);
    expect(data.version).toBe(1);

    const menu = await editMenu(t.admin, site);
    expect(menu.version).toBe(1);
    expect(labels(menu.data)).toEqual([['About', [['Team', ['People']], 'Group heading']]]);
    expect(menu.data[0]).toMatchObject({ website_page_id: about, is_draft: false });
    expect(menu.data[0]?.children[1]).toMatchObject({ website_page_id: 0, children: [] });
    expect(menu.data).toEqual(data.data);

    const list = await pageList(t.admin, site);
    expect(list.menuPageList.map((p) => [p.id, p.path])).toEqual([
      [about, 'About'],
      [team, 'About/Team'],
      [people, 'About/Team/People'],
    ]);
    const aboutNode = menu.data[0];
    const teamNode = aboutNode?.children[0];
    expect(list.menuPageList[0]).toMatchObject({ menu_id: aboutNode?.value, menu_parent_id: 0 });
    expect(list.menuPageList[1]).toMatchObject({
      menu_id: teamNode?.value,
      menu_parent_id: aboutNode?.value,
    });
    expect(list.pageList.map((p) => p.id)).toEqual([loose]);
  });

  it('refuses a tree four levels deep with 1202 and saves nothing', async () => {
    const site = await newSite(t.admin, 'Too Deep');
    await saveMenu(t.admin, { website_id: site, version: 0, tree: chain(2) });
    const deep = await saveMenu(t.admin, { website_id: site, version: 1, tree: chain(4) });
    expect(deep.statusCode).toBe(400);
    expect(body(deep)).toMatchObject({ code: 1202, message: 'Menus can be at most three levels deep.' });
    expect(body<{ problems: { path: string; kind: string }[] }>(deep).data.problems).toEqual([
      expect.objectContaining({ path: 'tree.0.children.0.children.0.children.0', kind: 'too_deep' }),
    ]);
    const zh = await call(t.app, t.admin, 'POST', '/api/website/save-menu', {
      payload: { website_id: site, version: 1, tree: chain(4) },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(body(zh).message).toBe('菜单最多三级');
    const menu = await editMenu(t.admin, site);
    expect(menu.version).toBe(1);
    expect(labels(menu.data)).toEqual([['Level 2', ['Level 1']]]);
  });

  it('refuses a save over a newer menu with 1208 and keeps the newer one', async () => {
    const site = await newSite(t.admin, 'Menu Race');
    expect(
      body(await saveMenu(t.admin, { website_id: site, version: 0, tree: [{ label: 'First' }] })).code,
    ).toBe(0);
    const stale = await saveMenu(t.admin, { website_id: site, version: 0, tree: [{ label: 'Second' }] });
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toEqual({ code: 1208, message: errors.MENU_CONFLICT.en, data: { version: 1 } });
    expect(labels((await editMenu(t.admin, site)).data)).toEqual(['First']);
    const answers = await Promise.all([
      saveMenu(t.admin, { website_id: site, version: 1, tree: [{ label: 'A' }] }),
      saveMenu(t.admin, { website_id: site, version: 1, tree: [{ label: 'B' }] }),
    ]);
    expect(answers.map((r) => body(r).code).sort()).toEqual([0, 1208]);
  });

  it('refuses empty names, repeated paths and a page attached twice with 1206', async () => {
    const site = await newSite(t.admin, 'Menu Problems');
    const page = await newPage(t.admin, site, 'Twice');
    const tree = [
      { label: '  ' },
      { label: 'Same', website_page_id: page },
      { label: 'same', website_page_id: page },
    ];
    const refused = await saveMenu(t.admin, { website_id: site, version: 0, tree });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).code).toBe(1206);
    expect(body<MenuExam>(refused).data.problems.map((p) => [p.path, p.kind])).toEqual([
      ['tree.0', 'empty_name'],
      ['tree.2', 'duplicate_path'],
      ['tree.2', 'duplicate_page'],
    ]);
    expect(await editMenu(t.admin, site)).toMatchObject({ data: [], version: 0 });
  });

  it('names invalid fields', async () => {
    const site = await newSite(t.admin, 'Menu Fields');
    expect(fields(await saveMenu(t.admin, {})).sort()).toEqual(['tree', 'version', 'website_id']);
    const long = await saveMenu(t.admin, {
      website_id: site,
      version: 0,
      tree: [{ label: 'x'.repeat(101) }],
    });
    expect(fields(long)).toEqual(['tree.0.label']);
    const badPage = await saveMenu(t.admin, {
      website_id: site,
      version: 0,
      tree: [{ label: 'x', website_page_id: -1 }],
    });
    expect(fields(badPage)).toEqual(['tree.0.website_page_id']);
    const script = await saveMenu(t.admin, {
      website_id: site,
      version: 0,
      tree: [{ label: 'x', link: 'javascript:alert(1)' }],
    });
    expect(fields(script)).toEqual(['tree.0.link']);
    expect(fields(await req(t.admin, 'GET', '/api/website/get-edit-page-menu?website_id=x'))).toEqual([
      'website_id',
    ]);
    const lang = await req(t.admin, 'GET', `/api/website/get-edit-page-menu?website_id=${site}&lang=fr`);
    expect(body(lang).code).toBe(1207);
  });

  it('refuses a hostile, deeply nested tree as invalid input rather than failing', async () => {
    const site = await newSite(t.admin, 'Hostile Menu');
    let tree = '[]';
    for (let i = 0; i < 20_000; i++) tree = `[{"label":"a","children":${tree}}]`;
    for (const url of ['/api/website/save-menu', '/api/website/exam-menu']) {
      const response = await call(t.app, t.admin, 'POST', url, {
        headers: { 'content-type': 'application/json' },
        payload: `{"website_id":${site},"version":0,"tree":${tree}}`,
      });
      expect(response.statusCode).toBe(400);
      expect(fields(response)).toEqual(['tree']);
    }
  });

  it('answers 1105 for another company’s website or pages and changes nothing', async () => {
    expect(
      body(await req(t.admin, 'GET', `/api/website/get-edit-page-menu?website_id=${t.rivalSite}`)).code,
    ).toBe(1105);
    const onTheirs = await saveMenu(t.admin, {
      website_id: t.rivalSite,
      version: 0,
      tree: [{ label: 'Mine' }],
    });
    expect(body(onTheirs).code).toBe(1105);
    expect(await editMenu(t.rival, t.rivalSite)).toMatchObject({ data: [], version: 0 });

    const mySite = await newSite(t.admin, 'Borrowing');
    const theirPage = await newPage(t.rival, t.rivalSite, 'Rival page');
    const borrowed = await saveMenu(t.admin, {
      website_id: mySite,
      version: 0,
      tree: [{ label: 'Theirs', website_page_id: theirPage }],
    });
    expect(body(borrowed).code).toBe(1105);
    expect(await editMenu(t.admin, mySite)).toMatchObject({ data: [], version: 0 });
    expect((await pageList(t.rival, t.rivalSite)).pageList.map((p) => p.id)).toContain(theirPage);
  });

  it('marks a node whose page has unpublished changes as draft', async () => {
    const site = await newSite(t.admin, 'Drafts');
    const page = await newPage(t.admin, site, 'Live');
    await saveMenu(t.admin, {
      website_id: site,
      version: 0,
      tree: [{ label: 'Live', website_page_id: page }],
    });
    await t.app.db.update(pages).set({ isPublish: true }).where(eq(pages.id, page));
    expect((await editMenu(t.admin, site)).data[0]?.is_draft).toBe(false);
    await req(t.admin, 'POST', '/api/website/save-page-element', {
      id: page,
      version: 1,
      document: { version: 1, blocks: [] },
    });
    expect((await editMenu(t.admin, site)).data[0]?.is_draft).toBe(true);
  });
});

describe('menu items that lead elsewhere', () => {
  it('keep the link of an item without a page, show it to visitors, and drop it once a page is attached', async () => {
    const site = await newSite(t.admin, 'Linked Menu');
    const about = await newPage(t.admin, site, 'About');
    const saved = await saveMenu(t.admin, {
      website_id: site,
      version: 0,
      tree: [
        { label: 'Opening hours', link: ' /news/opening-hours ' },
        { label: 'Write to us', link: 'mailto:hello@bakery.test' },
        { label: 'About', website_page_id: about, link: '/ignored' },
      ],
    });
    expect(body(saved).code).toBe(0);
    const menu = await editMenu(t.admin, site);
    expect(menu.data.map((n) => [n.label, n.link ?? ''])).toEqual([
      ['Opening hours', '/news/opening-hours'],
      ['Write to us', 'mailto:hello@bakery.test'],
      ['About', ''],
    ]);
    const published = body<MenuTree>(
      await req(t.admin, 'GET', `/api/website/get-language-menu?id=${site}`),
    ).data;
    expect(labels(published.data)).toEqual(['Opening hours', 'Write to us']);
  });
});

describe('exam-menu', () => {
  it('answers ok for a good tree and every problem of a bad one', async () => {
    const site = await newSite(t.admin, 'Exam');
    const page = await newPage(t.admin, site, 'Exam page');
    const system = (await pageList(t.admin, site)).functionPageList[0]?.id;
    const good = await req(t.admin, 'POST', '/api/website/exam-menu', {
      website_id: site,
      tree: [{ label: 'Home', website_page_id: page, children: chain(2) }],
    });
    expect(body(good).data).toEqual({ ok: true, problems: [] });

    const bad = await req(t.admin, 'POST', '/api/website/exam-menu', {
      website_id: site,
      tree: [
        { value: 7, label: '', children: chain(3) },
        { label: 'A', website_page_id: page },
        { label: 'A', website_page_id: page },
        { label: 'System', website_page_id: system },
      ],
    });
    const exam = body<MenuExam>(bad).data;
    expect(exam.ok).toBe(false);
    expect(exam.problems.map((p) => [p.value, p.path, p.kind])).toEqual([
      [7, 'tree.0', 'empty_name'],
      [null, 'tree.0.children.0.children.0.children.0', 'too_deep'],
      [null, 'tree.2', 'duplicate_path'],
      [null, 'tree.2', 'duplicate_page'],
      [null, 'tree.3', 'unknown_page'],
    ]);
    expect(exam.problems[2]).toMatchObject({
      label_path: 'A',
      message: 'Another menu item at this level has the same name.',
    });
    // Examining saves nothing.
    expect((await editMenu(t.admin, site)).version).toBe(0);
  });

  it('refuses bad input and another company’s website', async () => {
    expect(fields(await req(t.admin, 'POST', '/api/website/exam-menu', { website_id: 1 }))).toEqual(['tree']);
    const theirs = await req(t.admin, 'POST', '/api/website/exam-menu', {
      website_id: t.rivalSite,
      tree: [],
    });
    expect(body(theirs).code).toBe(1105);
  });
});

describe('del-menu', () => {
  it('removes a node with its children; their pages become unassociated', async () => {
    const site = await newSite(t.admin, 'Deleting');
    const parent = await newPage(t.admin, site, 'Parent');
    const child = await newPage(t.admin, site, 'Child');
    const keep = await newPage(t.admin, site, 'Keep');
    await saveMenu(t.admin, {
      website_id: site,
      version: 0,
      tree: [
        { label: 'Parent', website_page_id: parent, children: [{ label: 'Child', website_page_id: child }] },
        { label: 'Keep', website_page_id: keep },
      ],
    });
    const node = (await editMenu(t.admin, site)).data[0]?.value;
    const deleted = await req(t.admin, 'DELETE', `/api/website/del-menu?id=${node}`);
    expect(body(deleted)).toEqual({ code: 0, message: 'OK', data: { id: node, version: 2 } });
    expect(labels((await editMenu(t.admin, site)).data)).toEqual(['Keep']);
    const list = await pageList(t.admin, site);
    expect(list.menuPageList.map((p) => p.id)).toEqual([keep]);
    expect(list.pageList.map((p) => p.id).sort()).toEqual([parent, child].sort());
    expect(body(await req(t.admin, 'DELETE', `/api/website/del-menu?id=${node}`)).code).toBe(1105);
  });

  it('refuses bad ids and another company’s node, which stays', async () => {
    expect(fields(await req(t.admin, 'DELETE', '/api/website/del-menu?id=0'))).toEqual(['id']);
    await saveMenu(t.rival, { website_id: t.rivalSite, version: 0, tree: [{ label: 'Rival item' }] });
    const theirNode = (await editMenu(t.rival, t.rivalSite)).data[0]?.value;
    expect(body(await req(t.admin, 'DELETE', `/api/website/del-menu?id=${theirNode}`)).code).toBe(1105);
    expect(labels((await editMenu(t.rival, t.rivalSite)).data)).toEqual(['Rival item']);
  });
});

describe('get-language-menu', () => {
  it('shows published pages only, or everything with is_preview=1', async () => {
    const site = await newSite(t.admin, 'Public Menu');
    const live = await newPage(t.admin, site, 'Live');
    const hidden = await newPage(t.admin, site, 'Hidden');
    await t.app.db.update(pages).set({ isPublish: true }).where(eq(pages.id, live));
    await saveMenu(t.admin, {
      website_id: site,
      version: 0,
      tree: [
        {
          label: 'Live',
          website_page_id: live,
          children: [{ label: 'Hidden child', website_page_id: hidden }],
        },
        { label: 'Label only' },
        { label: 'Heading', children: [{ label: 'Nothing' }] },
      ],
    });
    const url = `/api/website/get-language-menu?id=${site}`;
    const published = body<MenuTree>(await req(t.admin, 'GET', url)).data;
    expect(published.code).toBe(0);
    expect(labels(published.data)).toEqual(['Live']);
    const preview = body<MenuTree>(await req(t.admin, 'GET', `${url}&is_preview=1`)).data;
    expect(labels(preview.data)).toEqual([
      ['Live', ['Hidden child']],
      'Label only',
      ['Heading', ['Nothing']],
    ]);
    expect(fields(await req(t.admin, 'GET', `${url}&is_preview=2`))).toEqual(['is_preview']);
    expect(body(await req(t.admin, 'GET', `/api/website/get-language-menu?id=${t.rivalSite}`)).code).toBe(
      1105,
    );
  });
});

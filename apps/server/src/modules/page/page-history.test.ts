import {
  errors,
  PAGE_EDIT_SESSION_GAP_MINUTES,
  PAGE_PUBLISHED_VERSIONS_DAYS,
  PAGE_VERSIONS_KEPT,
  type PageDetail,
  type PageList,
  type PageVersionDetail,
  type PageVersionItem,
  type PageVersionList,
  PAGE_VERSION_NAME_MAX,
} from '@sitewright/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, send, setupApiTest, signInDemoOperator } from '../../../test/helper.ts';
import { pageVersions } from '../../db/schema.ts';

const t = setupApiTest({
  site: { name: 'History Tests', template_id: 'corporate' },
  rivalSite: 'Rival History',
});

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);
const heading = (text: string) => ({
  version: 1,
  blocks: [{ id: 'h', type: 'heading', props: { text, level: 1, align: 'left' } }],
});
const textsOf = (document: { blocks: unknown[] }) =>
  document.blocks.map((b) => (b as { props: { text?: string } }).props.text);

async function createPage(token: string, websiteId: number, name: string): Promise<PageDetail> {
  const response = await req(token, 'POST', '/api/website/page-detail', {
    website_id: websiteId,
    page_name: name,
  });
  expect(body(response).code).toBe(0);
  return body<PageDetail>(response).data;
}
const detail = async (token: string, id: number) =>
  body<PageDetail>(await req(token, 'GET', `/api/website/page-detail?id=${id}`)).data;
/** Saves the page's content as the editor does, from the version it stands at. */
async function saveText(token: string, pageId: number, text: string) {
  const { version } = await detail(token, pageId);
  const response = await req(token, 'POST', '/api/website/save-page-element', {
    id: pageId,
    version,
    document: heading(text),
  });
  expect(body(response).code).toBe(0);
}
const history = async (token: string, pageId: number) =>
  body<PageVersionList>(await req(token, 'GET', `/api/website/page-versions?page_id=${pageId}`)).data;
const restore = (token: string, versionId: number) =>
  req(token, 'POST', '/api/website/page-version/restore', { id: versionId });
const nameVersion = (token: string, versionId: number, name: string) =>
  req(token, 'POST', '/api/website/page-version/name', { id: versionId, name });
/** Moves the page's versions' last save `minutes` into the past, as if the operator paused. */
async function pause(pageId: number, minutes: number) {
  await t.app.db
    .update(pageVersions)
    .set({ updatedAt: sql`${pageVersions.updatedAt} - make_interval(mins => ${minutes})` })
    .where(eq(pageVersions.pageId, pageId));
}
/** Ends the editing session: the next save starts a version of its own. */
const endSession = (pageId: number) => pause(pageId, PAGE_EDIT_SESSION_GAP_MINUTES + 1);
const kindsOf = (list: readonly PageVersionItem[]) => list.map((v) => [v.kind, v.save_count]);

describe('page history', () => {
  it('keeps an editing session’s saves as one version and every settings save, newest first, with who and the language', async () => {
    const page = await createPage(t.admin, t.site, 'Bakery');
    expect((await history(t.admin, page.id)).list).toEqual([]);
    await saveText(t.admin, page.id, 'Fresh bread');
    await saveText(t.admin, page.id, 'Fresh bread daily');
    const { version } = await detail(t.admin, page.id);
    const settings = await req(t.admin, 'POST', '/api/website/page-set', {
      id: page.id,
      version,
      seo_title: 'Our bakery',
    });
    expect(body(settings).code).toBe(0);

    const kept = await history(t.admin, page.id);
    expect(kept.kept).toBe(PAGE_VERSIONS_KEPT);
    expect(kept.published_days).toBe(PAGE_PUBLISHED_VERSIONS_DAYS);
    expect(kept.list.map((v) => [v.kind, v.is_published, v.user_name, v.lang, v.seo_title, v.name])).toEqual([
      ['settings', false, 'admin', 'en', 'Our bakery', ''],
      ['save', false, 'admin', 'en', '', ''],
    ]);
    // Newest first: ids and page versions go down the list.
    const ids = kept.list.map((v) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(kept.list.map((v) => v.page_version)).toEqual([version + 1, version]);

    // The session's version holds its last save, and says when the session began and last saved.
    const session = kept.list[1];
    expect(session?.save_count).toBe(2);
    expect(Date.parse(session?.update_time ?? '')).toBeGreaterThanOrEqual(
      Date.parse(session?.create_time ?? ''),
    );
    const shown = body<PageVersionDetail>(
      await req(t.admin, 'GET', `/api/website/page-version?id=${session?.id}`),
    );
    expect(shown.code).toBe(0);
    expect(textsOf(shown.data.document)).toEqual(['Fresh bread daily']);
  });

  it('folds saves within the session gap into the open version and starts a new one after it', async () => {
    const page = await createPage(t.admin, t.site, 'Opening hours');
    for (const text of ['Mon', 'Mon–Fri', 'Mon–Sat']) await saveText(t.admin, page.id, text);
    expect(kindsOf((await history(t.admin, page.id)).list)).toEqual([['save', 3]]);

    // A pause shorter than the gap keeps the session open.
    await pause(page.id, PAGE_EDIT_SESSION_GAP_MINUTES - 1);
    await saveText(t.admin, page.id, 'Mon–Sun');
    const [open] = (await history(t.admin, page.id)).list;
    expect(kindsOf([open as PageVersionItem])).toEqual([['save', 4]]);
    // Each save moves the version's time on.
    expect(Date.now() - Date.parse(open?.update_time ?? '')).toBeLessThan(60_000);

    await endSession(page.id);
    await saveText(t.admin, page.id, 'Closed on Sundays');
    const list = (await history(t.admin, page.id)).list;
    expect(kindsOf(list)).toEqual([
      ['save', 1],
      ['save', 4],
    ]);
    const older = body<PageVersionDetail>(
      await req(t.admin, 'GET', `/api/website/page-version?id=${list[1]?.id}`),
    );
    expect(textsOf(older.data.document)).toEqual(['Mon–Sun']);
  });

  it('starts a new version when someone else saves, and again when the first person saves after them', async () => {
    const ann = await signInDemoOperator(t.app, 'ann');
    const page = await createPage(t.admin, t.site, 'Team');
    await saveText(t.admin, page.id, 'Admin writes');
    await saveText(ann, page.id, 'Ann writes');
    await saveText(ann, page.id, 'Ann writes more');
    await saveText(t.admin, page.id, 'Admin again');
    const list = (await history(t.admin, page.id)).list;
    expect(list.map((v) => [v.user_name, v.save_count])).toEqual([
      ['admin', 1],
      ['ann', 2],
      ['admin', 1],
    ]);
  });

  it('keeps concurrent saves: each one lands in the history', async () => {
    const page = await createPage(t.admin, t.site, 'Busy page');
    const saves = 6;
    // Each save retries from the page's current version when another got in first, as the editor's
    // conflict choice "save ours" does.
    const saveUntilKept = async (n: number) => {
      for (;;) {
        const { version } = await detail(t.admin, page.id);
        const response = await req(t.admin, 'POST', '/api/website/save-page-element', {
          id: page.id,
          version,
          document: heading(`Save ${n}`),
        });
        if (body(response).code === 0) return;
        expect(body(response).code).toBe(errors.PAGE_CONFLICT.code);
      }
    };
    await Promise.all(Array.from({ length: saves }, (_, n) => saveUntilKept(n)));
    const list = (await history(t.admin, page.id)).list;
    expect(kindsOf(list)).toEqual([['save', saves]]);
    expect(list[0]?.page_version).toBe((await detail(t.admin, page.id)).version);
  });

  it('keeps a publish as a published version', async () => {
    const list = body<PageList>(await req(t.admin, 'GET', `/api/website/page?website_id=${t.site}`)).data;
    const home = list.menuPageList[0];
    if (!home) throw new Error('the corporate template has a home page');
    await saveText(t.admin, home.id, 'Welcome to the bakery');
    const published = await req(t.admin, 'POST', '/api/website/publish-website', {
      id: t.site,
      website_page_id: [home.id],
    });
    expect(body(published).code).toBe(0);
    const [newest, before] = (await history(t.admin, home.id)).list;
    expect(newest).toMatchObject({ kind: 'publish', is_published: true, user_name: 'admin' });
    expect(before).toMatchObject({ kind: 'save', is_published: false });
    // The published version is the content that went out.
    const shown = body<PageVersionDetail>(
      await req(t.admin, 'GET', `/api/website/page-version?id=${newest?.id}`),
    );
    expect(textsOf(shown.data.document)).toEqual(['Welcome to the bakery']);

    // The publish ended the session: the next save is a version of its own.
    await saveText(t.admin, home.id, 'Welcome back');
    const [afterPublish] = (await history(t.admin, home.id)).list;
    expect(afterPublish).toMatchObject({ kind: 'save', save_count: 1 });
  });

  it('keeps the template’s original content as a page’s first version', async () => {
    const list = body<PageList>(await req(t.admin, 'GET', `/api/website/page?website_id=${t.site}`)).data;
    const about = list.menuPageList[1];
    if (!about) throw new Error('the corporate template has a second page');
    const [original] = (await history(t.admin, about.id)).list;
    expect(original).toMatchObject({ kind: 'template', user_name: 'admin', save_count: 1 });
    const page = await detail(t.admin, about.id);
    const shown = body<PageVersionDetail>(
      await req(t.admin, 'GET', `/api/website/page-version?id=${original?.id}`),
    );
    expect(shown.data.document).toEqual(page.document);

    await saveText(t.admin, about.id, 'Our own words');
    const after = (await history(t.admin, about.id)).list;
    expect(kindsOf(after)).toEqual([
      ['save', 1],
      ['template', 1],
    ]);
  });

  it('restores a version as a new draft that can itself be undone by restoring the one it replaced', async () => {
    const page = await createPage(t.admin, t.site, 'Menu card');
    await saveText(t.admin, page.id, 'Version one');
    await endSession(page.id);
    await saveText(t.admin, page.id, 'Version two');
    const [second, first] = (await history(t.admin, page.id)).list;

    const restored = await restore(t.admin, first?.id ?? 0);
    expect(body(restored).code).toBe(0);
    const page1 = body<PageDetail>(restored).data;
    expect(textsOf(page1.document)).toEqual(['Version one']);
    expect(await detail(t.admin, page.id)).toMatchObject({ version: page1.version, is_draft: false });

    const afterRestore = (await history(t.admin, page.id)).list;
    expect(afterRestore).toHaveLength(3);
    expect(afterRestore[0]).toMatchObject({ kind: 'restore', restored_from: first?.id, user_name: 'admin' });

    // Undo: the draft the restore replaced is still in the history.
    const back = body<PageDetail>(await restore(t.admin, second?.id ?? 0));
    expect(textsOf(back.data.document)).toEqual(['Version two']);
    expect((await history(t.admin, page.id)).list).toHaveLength(4);

    // The restore ended the session: the next save does not change the restored version.
    await saveText(t.admin, page.id, 'Version three');
    expect(kindsOf((await history(t.admin, page.id)).list).slice(0, 2)).toEqual([
      ['save', 1],
      ['restore', 1],
    ]);
  });

  it('names a version, which the next save does not change', async () => {
    const page = await createPage(t.admin, t.site, 'Spring menu');
    await saveText(t.admin, page.id, 'Winter dishes');
    const [winter] = (await history(t.admin, page.id)).list;
    const named = await nameVersion(t.admin, winter?.id ?? 0, '  Before the spring menu ');
    expect(body(named).code).toBe(0);
    expect(body<PageVersionItem>(named).data).toMatchObject({
      id: winter?.id,
      name: 'Before the spring menu',
    });

    await saveText(t.admin, page.id, 'Spring dishes');
    const list = (await history(t.admin, page.id)).list;
    expect(list.map((v) => [v.name, v.save_count])).toEqual([
      ['', 1],
      ['Before the spring menu', 1],
    ]);
    const kept = body<PageVersionDetail>(
      await req(t.admin, 'GET', `/api/website/page-version?id=${winter?.id}`),
    );
    expect(textsOf(kept.data.document)).toEqual(['Winter dishes']);
    // An empty name takes the name away.
    expect(body<PageVersionItem>(await nameVersion(t.admin, winter?.id ?? 0, '')).data.name).toBe('');
  });

  it('prunes beyond the last versions in the save’s own transaction, keeping recent published ones', async () => {
    const list = body<PageList>(await req(t.admin, 'GET', `/api/website/page?website_id=${t.site}`)).data;
    const home = list.menuPageList[0];
    if (!home) throw new Error('the corporate template has a home page');
    const publishedId = (await history(t.admin, home.id)).list.find((v) => v.is_published)?.id;
    expect(publishedId).toBeDefined();
    const original = (await history(t.admin, home.id)).list.find((v) => v.kind === 'template')?.id;
    expect(original).toBeDefined();
    await endSession(home.id);
    await saveText(t.admin, home.id, 'Named draft');
    const [namedDraft] = (await history(t.admin, home.id)).list;
    expect(body(await nameVersion(t.admin, namedDraft?.id ?? 0, 'Keep me')).code).toBe(0);
    for (let n = 0; n < PAGE_VERSIONS_KEPT + 2; n++) {
      await endSession(home.id);
      await saveText(t.admin, home.id, `Draft ${n}`);
    }

    const kept = (await history(t.admin, home.id)).list;
    // The newest unnamed versions, the published one younger than the published retention, the
    // named one and the template's original.
    expect(kept).toHaveLength(PAGE_VERSIONS_KEPT + 3);
    expect(kept[0]?.kind).toBe('save');
    expect(kept.filter((v) => v.is_published).map((v) => v.id)).toEqual([publishedId]);
    expect(kept.filter((v) => v.name !== '').map((v) => v.id)).toEqual([namedDraft?.id]);
    expect(kept.at(-1)?.id).toBe(original);

    // Once it is older than the published retention, the next save drops it too.
    await t.app.db
      .update(pageVersions)
      .set({ createdAt: sql`now() - make_interval(days => ${PAGE_PUBLISHED_VERSIONS_DAYS + 1})` })
      .where(eq(pageVersions.id, publishedId ?? 0));
    await endSession(home.id);
    await saveText(t.admin, home.id, 'One more');
    const later = (await history(t.admin, home.id)).list;
    expect(later).toHaveLength(PAGE_VERSIONS_KEPT + 2);
    expect(later.some((v) => v.is_published)).toBe(false);
  });

  it('refuses another company’s pages and versions (1105), and theirs are not ours', async () => {
    const page = await createPage(t.admin, t.site, 'Private recipes');
    await saveText(t.admin, page.id, 'Secret sourdough');
    const [version] = (await history(t.admin, page.id)).list;
    const id = version?.id ?? 0;
    const code = errors.ILLEGAL_OPERATION.code;

    expect(body(await req(t.rival, 'GET', `/api/website/page-versions?page_id=${page.id}`)).code).toBe(code);
    expect(body(await req(t.rival, 'GET', `/api/website/page-version?id=${id}`)).code).toBe(code);
    expect(body(await restore(t.rival, id)).code).toBe(code);
    expect(body(await nameVersion(t.rival, id, 'Mine now')).code).toBe(code);
    expect((await history(t.admin, page.id)).list[0]?.name).toBe('');
    // Unchanged by the refused restore.
    expect(textsOf((await detail(t.admin, page.id)).document)).toEqual(['Secret sourdough']);

    const rivalPage = await createPage(t.rival, t.rivalSite, 'Rival page');
    await saveText(t.rival, rivalPage.id, 'Rival text');
    const [rivalVersion] = (await history(t.rival, rivalPage.id)).list;
    expect(body(await restore(t.admin, rivalVersion?.id ?? 0)).code).toBe(code);
    // A deleted page's versions go with it.
    expect(body(await req(t.admin, 'DELETE', `/api/website/page?id=${page.id}`)).code).toBe(0);
    expect(body(await restore(t.admin, id)).code).toBe(code);
  });

  it('validates the calls by their schemas', async () => {
    expect(body(await req(t.admin, 'GET', '/api/website/page-versions?page_id=abc')).code).toBe(
      errors.VALIDATION.code,
    );
    expect(body(await restore(t.admin, -1)).code).toBe(errors.VALIDATION.code);
    expect(body(await nameVersion(t.admin, 1, 'x'.repeat(PAGE_VERSION_NAME_MAX + 1))).code).toBe(
      errors.VALIDATION.code,
    );
  });
});

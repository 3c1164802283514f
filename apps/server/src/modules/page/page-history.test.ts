import {
  errors,
  PAGE_PUBLISHED_VERSIONS_DAYS,
  PAGE_VERSIONS_KEPT,
  type PageDetail,
  type PageList,
  type PageVersionDetail,
  type PageVersionList,
} from '@sitewright/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';
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

describe('page history', () => {
  it('keeps every content and settings save as a version, newest first, with who and the language', async () => {
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
    expect(kept.list.map((v) => [v.kind, v.is_published, v.user_name, v.lang, v.seo_title])).toEqual([
      ['settings', false, 'admin', 'en', 'Our bakery'],
      ['save', false, 'admin', 'en', ''],
      ['save', false, 'admin', 'en', ''],
    ]);
    // Newest first: ids and page versions go down the list.
    const ids = kept.list.map((v) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(kept.list.map((v) => v.page_version)).toEqual([version + 1, version, version - 1]);

    const first = kept.list[2];
    const shown = body<PageVersionDetail>(
      await req(t.admin, 'GET', `/api/website/page-version?id=${first?.id}`),
    );
    expect(shown.code).toBe(0);
    expect(textsOf(shown.data.document)).toEqual(['Fresh bread']);
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
  });

  it('restores a version as a new draft that can itself be undone by restoring the one it replaced', async () => {
    const page = await createPage(t.admin, t.site, 'Menu card');
    await saveText(t.admin, page.id, 'Version one');
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
  });

  it('prunes beyond the last versions in the save’s own transaction, keeping recent published ones', async () => {
    const list = body<PageList>(await req(t.admin, 'GET', `/api/website/page?website_id=${t.site}`)).data;
    const home = list.menuPageList[0];
    if (!home) throw new Error('the corporate template has a home page');
    const publishedId = (await history(t.admin, home.id)).list.find((v) => v.is_published)?.id;
    expect(publishedId).toBeDefined();
    for (let n = 0; n < PAGE_VERSIONS_KEPT + 2; n++) await saveText(t.admin, home.id, `Draft ${n}`);

    const kept = (await history(t.admin, home.id)).list;
    // The newest saves, plus the published version that is younger than the published retention.
    expect(kept).toHaveLength(PAGE_VERSIONS_KEPT + 1);
    expect(kept[0]?.kind).toBe('save');
    expect(kept.filter((v) => v.is_published).map((v) => v.id)).toEqual([publishedId]);

    // Once it is older than the published retention, the next save drops it too.
    await t.app.db
      .update(pageVersions)
      .set({ createdAt: sql`now() - make_interval(days => ${PAGE_PUBLISHED_VERSIONS_DAYS + 1})` })
      .where(eq(pageVersions.id, publishedId ?? 0));
    await saveText(t.admin, home.id, 'One more');
    const later = (await history(t.admin, home.id)).list;
    expect(later).toHaveLength(PAGE_VERSIONS_KEPT);
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
  });
});

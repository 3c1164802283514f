import { errors, type ItemDetail, type ItemList } from '@sitewright/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, newWebsite, send, setupApiTest } from '../../../test/helper.ts';
import {
  collectionItems,
  collectionTags,
  collectionTypes,
  jobs,
  productAttributes,
  websiteLanguages,
  websites,
} from '../../db/schema.ts';
import { SCHEDULED_ITEM_JOB } from './collection.service.ts';

/** Every live-site refresh the calls asked for: [companyId, websiteId]. */
const refreshed: [number, number][] = [];
const t = setupApiTest({
  rivalSite: 'Rival Items',
  deps: {
    refreshSite: async (companyId, websiteId) => {
      refreshed.push([companyId, websiteId]);
      return 7;
    },
  },
});

type Collection = 'news' | 'product';
/** A media library address (what image fields take). */
const file = (n: number, ext = 'jpg') => `/files/${n.toString(16).padStart(64, 'a')}.${ext}`;
const api = (c: Collection, call: string) => `/api/website/${c}/${call}`;

async function save(c: Collection, payload: Record<string, unknown>, token = t.admin) {
  return send(t.app, token, 'POST', api(c, 'save'), payload);
}
async function saved(c: Collection, payload: Record<string, unknown>): Promise<ItemDetail> {
  const response = await save(c, payload);
  expect(body(response), response.body).toMatchObject({ code: 0 });
  return body<ItemDetail>(response).data;
}
async function list(c: Collection, query: Record<string, string | number>, token = t.admin) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return send(t.app, token, 'GET', `${api(c, 'list')}?${qs}`);
}
async function listed(c: Collection, query: Record<string, string | number>): Promise<ItemList> {
  const response = await list(c, query);
  expect(body(response), response.body).toMatchObject({ code: 0 });
  return body<ItemList>(response).data;
}
const titles = async (c: Collection, query: Record<string, string | number>) =>
  (await listed(c, query)).list.map((i) => i.title);
async function info(c: Collection, id: number, token = t.admin) {
  return send(t.app, token, 'GET', `${api(c, 'info')}?id=${id}`);
}

async function companyOf(websiteId: number): Promise<number> {
  const [row] = await t.app.db.select().from(websites).where(eq(websites.id, websiteId));
  return row?.companyId as number;
}

async function category(websiteId: number, c: Collection, slug: string, parentId = 0): Promise<number> {
  const [row] = await t.app.db
    .insert(collectionTypes)
    .values({ companyId: await companyOf(websiteId), websiteId, collection: c, name: slug, slug, parentId })
    .returning();
  return row?.id as number;
}
async function tag(websiteId: number, c: Collection, name: string): Promise<number> {
  const [row] = await t.app.db
    .insert(collectionTags)
    .values({ companyId: await companyOf(websiteId), websiteId, collection: c, name, slug: name })
    .returning();
  return row?.id as number;
}
async function addLanguage(websiteId: number, lang: string) {
  await t.app.db
    .insert(websiteLanguages)
    .values({ companyId: await companyOf(websiteId), websiteId, lang, isDefault: false, position: 5 });
}

describe('saving, reading and listing items', () => {
  it('creates an article and a product, reads them back and lists them with their address and picture', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Basics');
    const article = await saved('news', {
      website_id: site,
      title: 'Hello World!',
      summary: 'First post',
      body: '<p>Hi</p>',
      fields: { cover: file(1), author: 'Ann' },
    });
    expect(article).toMatchObject({
      lang: 'en',
      title: 'Hello World!',
      slug: 'hello-world',
      status: 'draft',
      version: 1,
      url: '/news/hello-world',
      image: file(1),
      user_name: 'admin',
      fields: { cover: file(1), author: 'Ann' },
      translations: [],
    });
    const product = await saved('product', {
      website_id: site,
      title: 'Steel Pump',
      fields: { model: 'SP-1', gallery: [file(2), file(3)], price: 12.5 },
    });
    expect(product).toMatchObject({ url: '/products/steel-pump', image: file(2) });
    expect(product.fields).toMatchObject({ model: 'SP-1', price: 12.5, currency: 'USD', attributes: {} });

    const read = body<ItemDetail>(await info('news', article.id)).data;
    expect(read).toEqual(article);
    // The collections are apart: an article is not a product.
    expect(body(await info('product', article.id)).code).toBe(errors.ILLEGAL_OPERATION.code);
    expect((await listed('news', { website_id: site })).list.map((i) => i.id)).toEqual([article.id]);
    expect((await listed('product', { website_id: site })).list.map((i) => i.id)).toEqual([product.id]);
  });

  it('derives unique slugs per website and language, and refuses a typed slug that is taken with 1501', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Slugs');
    const other = await newWebsite(t.app, t.admin, 'Items Slugs Other');
    await addLanguage(site, 'de');
    const first = await saved('news', { website_id: site, title: 'Same Title' });
    const second = await saved('news', { website_id: site, title: 'Same title' });
    const third = await saved('news', { website_id: site, title: 'same TITLE' });
    expect([first.slug, second.slug, third.slug]).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    // Another language, another website and another collection have addresses of their own.
    expect((await saved('news', { website_id: site, lang: 'de', title: 'Same Title' })).slug).toBe(
      'same-title',
    );
    expect((await saved('news', { website_id: other, title: 'Same Title' })).slug).toBe('same-title');
    expect((await saved('product', { website_id: site, title: 'Same Title' })).slug).toBe('same-title');
    const german = await saved('news', { website_id: site, lang: 'de', title: 'Zweiter', slug: 'zwei' });
    expect(german.url).toBe('/de/news/zwei');

    const clash = await save('news', { website_id: site, title: 'Other', slug: 'same-title' });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).code).toBe(errors.ITEM_SLUG_TAKEN.code);
    const change = await save('news', {
      website_id: site,
      id: third.id,
      version: third.version,
      title: 'x',
      slug: 'same-title-2',
    });
    expect(body(change).code).toBe(errors.ITEM_SLUG_TAKEN.code);
    // Keeping its own slug is no clash.
    const kept = await saved('news', {
      website_id: site,
      id: third.id,
      version: third.version,
      title: 'New',
      slug: third.slug,
    });
    expect(kept.slug).toBe('same-title-3');

    const punctuation = await saved('news', { website_id: site, title: '!!! ???' });
    expect(punctuation.slug).toBe(`item-${punctuation.id}`);
    expect((await saved('news', { website_id: site, title: '新闻 标题' })).slug).toBe('新闻-标题');
  });

  it('refuses a save over a newer version with 1201 and changes nothing', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Conflict');
    const item = await saved('news', { website_id: site, title: 'Draft' });
    const next = await saved('news', { website_id: site, id: item.id, version: 1, title: 'Second' });
    expect(next.version).toBe(2);
    const stale = await save('news', { website_id: site, id: item.id, version: 1, title: 'Third' });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).code).toBe(errors.PAGE_CONFLICT.code);
    expect(body<ItemDetail>(await info('news', item.id)).data).toMatchObject({ title: 'Second', version: 2 });
  });

  it('filters the body through the rich-text whitelist', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Body');
    const item = await saved('news', {
      website_id: site,
      title: 'Hostile',
      body: '<p>Kept</p><script>alert(1)</script><img src="/upload/x.jpg" onerror="alert(2)">',
    });
    expect(item.body).toContain('<p>Kept</p>');
    expect(item.body).not.toContain('script');
    expect(item.body).not.toContain('onerror');
  });
});

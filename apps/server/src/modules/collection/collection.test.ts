import { errors, type ItemDetail, type ItemList } from '@sitewright/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, fieldPaths, newWebsite, send, setupApiTest } from '../../../test/helper.ts';
import {
  collectionItems,
  collectionTags,
  collectionTypes,
  jobs,
  mediaFiles,
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
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
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
    expect((await saved('news', { website_id: site, title: '新闻 标题' })).slug).toBe('xin-wen-biao-ti');
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
    // Text that would grow past the limit once filtered is refused, naming the body.
    const swollen = await save('news', {
      website_id: site,
      title: 'Swollen',
      body: `<p>${'<'.repeat(100_000)}</p>`,
    });
    expect(swollen.statusCode).toBe(400);
    expect(body(swollen).code).toBe(errors.VALIDATION.code);
    expect(fieldPaths(swollen)).toEqual(['body']);
    expect(await titles('news', { website_id: site })).toEqual(['Hostile']);
  });
});

describe('list filters and sorting', () => {
  it('finds items by keyword, category with its subcategories, tag, status and created date', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Filters');
    const machines = await category(site, 'product', 'machines');
    const pumps = await category(site, 'product', 'pumps', machines);
    const tiny = await category(site, 'product', 'tiny-pumps', pumps);
    const tools = await category(site, 'product', 'tools');
    const sale = await tag(site, 'product', 'sale');
    const a = await saved('product', {
      website_id: site,
      title: 'Big Pump',
      type_ids: [pumps],
      tag_ids: [sale],
    });
    const b = await saved('product', { website_id: site, title: 'Mini Pump', type_ids: [tiny] });
    const c = await saved('product', {
      website_id: site,
      title: 'Hammer',
      summary: '100% steel_head',
      type_ids: [tools],
    });
    const d = await saved('product', { website_id: site, title: 'Lathe', type_ids: [machines] });

    expect(await titles('product', { website_id: site, keyword: 'PUMP' })).toEqual(['Mini Pump', 'Big Pump']);
    expect(await titles('product', { website_id: site, keyword: 'mini-pump' })).toEqual(['Mini Pump']);
    // LIKE wildcards are taken literally.
    expect(await titles('product', { website_id: site, keyword: '100%' })).toEqual(['Hammer']);
    expect(await titles('product', { website_id: site, keyword: '%' })).toEqual(['Hammer']);
    expect(await titles('product', { website_id: site, keyword: 'l_the' })).toEqual([]);
    expect(await titles('product', { website_id: site, type_id: machines })).toEqual([
      'Lathe',
      'Mini Pump',
      'Big Pump',
    ]);
    expect(await titles('product', { website_id: site, type_id: pumps })).toEqual(['Mini Pump', 'Big Pump']);
    expect(await titles('product', { website_id: site, type_id: tiny })).toEqual(['Mini Pump']);
    expect(await titles('product', { website_id: site, tag_id: sale })).toEqual(['Big Pump']);

    // Statuses: b published, c published then changed, d scheduled, a draft.
    await send(t.app, t.admin, 'POST', api('product', 'batch'), {
      website_id: site,
      ids: [b.id, c.id],
      action: 'publish',
    });
    await saved('product', { website_id: site, id: c.id, version: c.version, title: 'Hammer 2' });
    await saved('product', {
      website_id: site,
      id: d.id,
      version: d.version,
      title: 'Lathe',
      publish_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await send(t.app, t.admin, 'POST', api('product', 'batch'), {
      website_id: site,
      ids: [d.id],
      action: 'publish',
    });
    expect(await titles('product', { website_id: site, status: 'draft' })).toEqual(['Big Pump']);
    expect(await titles('product', { website_id: site, status: 'published' })).toEqual(['Mini Pump']);
    expect(await titles('product', { website_id: site, status: 'updated' })).toEqual(['Hammer 2']);
    expect(await titles('product', { website_id: site, status: 'scheduled' })).toEqual(['Lathe']);
    const statuses = Object.fromEntries(
      (await listed('product', { website_id: site })).list.map((i) => [i.title, i.status]),
    );
    expect(statuses).toEqual({
      'Big Pump': 'draft',
      'Mini Pump': 'published',
      'Hammer 2': 'updated',
      Lathe: 'scheduled',
    });

    // Created presets: an item made 10 days ago is in 30d but not in 7d or today.
    await t.app.db
      .update(collectionItems)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(collectionItems.id, a.id));
    expect(await titles('product', { website_id: site, created: 'today' })).not.toContain('Big Pump');
    expect(await titles('product', { website_id: site, created: '7d' })).toHaveLength(3);
    expect(await titles('product', { website_id: site, created: '30d' })).toContain('Big Pump');
    expect(await titles('product', { website_id: site, created: '90d' })).toHaveLength(4);
  });

  it('sorts by the manual order (pinned first), title, dates, and pages through the list', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Sorting');
    const made: ItemDetail[] = [];
    for (const title of ['Cherry', 'apple', 'Banana', 'Date', 'Elder']) {
      made.push(await saved('news', { website_id: site, title }));
    }
    // Newest first by default.
    expect(await titles('news', { website_id: site })).toEqual([
      'Elder',
      'Date',
      'Banana',
      'apple',
      'Cherry',
    ]);
    const banana = made[2] as ItemDetail;
    await send(t.app, t.admin, 'POST', api('news', 'batch'), {
      website_id: site,
      ids: [banana.id],
      action: 'pin',
    });
    expect(await titles('news', { website_id: site })).toEqual([
      'Banana',
      'Elder',
      'Date',
      'apple',
      'Cherry',
    ]);
    expect(await titles('news', { website_id: site, sort: 'title', order: 'asc' })).toEqual([
      'apple',
      'Banana',
      'Cherry',
      'Date',
      'Elder',
    ]);
    expect(await titles('news', { website_id: site, sort: 'created', order: 'asc' })).toEqual([
      'Cherry',
      'apple',
      'Banana',
      'Date',
      'Elder',
    ]);
    await saved('news', {
      website_id: site,
      id: (made[0] as ItemDetail).id,
      version: 1,
      title: 'Cherry',
      publish_at: '2020-01-01T00:00:00Z',
    });
    await saved('news', {
      website_id: site,
      id: (made[4] as ItemDetail).id,
      version: 1,
      title: 'Elder',
      publish_at: '2021-01-01T00:00:00Z',
    });
    expect(
      (await titles('news', { website_id: site, sort: 'publish_at', order: 'desc' })).slice(0, 2),
    ).toEqual(['Elder', 'Cherry']);
    expect((await titles('news', { website_id: site, sort: 'updated', order: 'desc' }))[0]).toBe('Elder');

    const page2 = await listed('news', { website_id: site, page: 2, page_size: 2 });
    expect(page2).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(page2.list.map((i) => i.title)).toEqual(['Date', 'apple']);
  });

  it('lists the default language unless asked for another, with its prefixed addresses', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Languages');
    await addLanguage(site, 'fr');
    await saved('news', { website_id: site, title: 'English' });
    await saved('news', { website_id: site, lang: 'fr', title: 'Français' });
    expect(await titles('news', { website_id: site })).toEqual(['English']);
    const french = await listed('news', { website_id: site, lang: 'fr' });
    expect(french.list.map((i) => [i.title, i.url])).toEqual([['Français', '/fr/news/francais']]);
    // A language the website lacks is refused.
    expect((await list('news', { website_id: site, lang: 'de' })).statusCode).toBe(400);
  });
});

describe('categories, tags and attributes on save', () => {
  it('refuses categories and tags of another website or collection with 1105, writing nothing', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Taxonomy');
    const other = await newWebsite(t.app, t.admin, 'Items Taxonomy Other');
    const own = await category(site, 'news', 'own');
    const ownTag = await tag(site, 'news', 'own');
    const productType = await category(site, 'product', 'product-type');
    const foreignType = await category(other, 'news', 'foreign');
    const foreignTag = await tag(other, 'news', 'foreign');
    const rivalType = await category(t.rivalSite, 'news', 'rival');
    for (const payload of [
      { type_ids: [productType] },
      { type_ids: [foreignType] },
      { type_ids: [own, rivalType] },
      { tag_ids: [foreignTag] },
    ]) {
      const response = await save('news', { website_id: site, title: 'Refused', ...payload });
      expect(body(response).code).toBe(errors.ILLEGAL_OPERATION.code);
    }
    expect((await listed('news', { website_id: site })).total).toBe(0);
    const item = await saved('news', {
      website_id: site,
      title: 'Kept',
      type_ids: [own, own],
      tag_ids: [ownTag],
    });
    expect(item).toMatchObject({ type_ids: [own], tag_ids: [ownTag] });
  });

  it('checks each product attribute value against its kind (a choice is one option id as a string)', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Attributes');
    const other = await newWebsite(t.app, t.admin, 'Items Attributes Other');
    const company = await companyOf(site);
    const options = [
      { id: 'steel', name: 'Steel', names: {} },
      { id: 'wood', name: 'Wood', names: {} },
    ];
    const rows = await t.app.db
      .insert(productAttributes)
      .values([
        { companyId: company, websiteId: site, name: 'Note', kind: 'text' },
        { companyId: company, websiteId: site, name: 'Weight', kind: 'number', unit: 'kg' },
        { companyId: company, websiteId: site, name: 'Material', kind: 'choice', options },
        { companyId: company, websiteId: site, name: 'Finishes', kind: 'multi', options },
        { companyId: company, websiteId: site, name: 'Colour', kind: 'colour' },
        { companyId: company, websiteId: other, name: 'Elsewhere', kind: 'text' },
      ])
      .returning();
    const [note, weight, material, finishes, colour, elsewhere] = rows.map((r) => String(r.id)) as string[];
    const good = {
      [note as string]: 'Handmade',
      [weight as string]: 2.5,
      [material as string]: 'steel',
      [finishes as string]: ['steel', 'wood'],
      [colour as string]: '#FFAA00',
    };
    const item = await saved('product', { website_id: site, title: 'Chair', fields: { attributes: good } });
    expect(item.fields.attributes).toEqual({ ...good, [colour as string]: '#ffaa00' });

    const bad: Record<string, unknown>[] = [
      { [note as string]: 5 },
      { [weight as string]: '5' },
      { [material as string]: 'gold' },
      { [material as string]: ['steel'] },
      { [finishes as string]: 'steel' },
      { [finishes as string]: ['steel', 'gold'] },
      { [colour as string]: 'red' },
      { [colour as string]: '#fff' },
      { [elsewhere as string]: 'x' },
      { '999999': 'x' },
    ];
    for (const attributes of bad) {
      const response = await save('product', {
        website_id: site,
        id: item.id,
        version: item.version,
        title: 'Changed',
        fields: { attributes },
      });
      expect(response.statusCode, JSON.stringify(attributes)).toBe(400);
      expect(body(response).code, JSON.stringify(attributes)).toBe(errors.ATTRIBUTE_VALUE_INVALID.code);
    }
    expect(body<ItemDetail>(await info('product', item.id)).data).toMatchObject({
      title: 'Chair',
      version: 1,
    });
  });
});

describe('language versions', () => {
  it('creates a version of a default-language item per language, and refuses a second one with 1507', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Translations');
    await addLanguage(site, 'de');
    await addLanguage(site, 'fr');
    const source = await saved('product', { website_id: site, title: 'Pump' });
    const german = await saved('product', {
      website_id: site,
      lang: 'de',
      source_item_id: source.id,
      title: 'Pumpe',
    });
    expect(german).toMatchObject({ lang: 'de', source_item_id: source.id, url: '/de/products/pumpe' });
    const french = await saved('product', {
      website_id: site,
      lang: 'fr',
      source_item_id: source.id,
      title: 'Pompe',
    });
    expect(body<ItemDetail>(await info('product', source.id)).data.translations).toEqual([
      { id: german.id, lang: 'de', title: 'Pumpe' },
      { id: french.id, lang: 'fr', title: 'Pompe' },
    ]);
    expect(body<ItemDetail>(await info('product', german.id)).data.translations).toEqual([
      { id: source.id, lang: 'en', title: 'Pump' },
      { id: french.id, lang: 'fr', title: 'Pompe' },
    ]);

    const again = await save('product', {
      website_id: site,
      lang: 'de',
      source_item_id: source.id,
      title: 'Noch',
    });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe(errors.ITEM_TRANSLATION_EXISTS.code);
    const sameLang = await save('product', { website_id: site, source_item_id: source.id, title: 'Twice' });
    expect(body(sameLang).code).toBe(errors.ITEM_TRANSLATION_EXISTS.code);
    // Only an item of the default language is translated.
    const ofTranslation = await save('product', {
      website_id: site,
      lang: 'fr',
      source_item_id: german.id,
      title: 'x',
    });
    expect(ofTranslation.statusCode).toBe(400);
    // An item of another collection is not a source.
    const article = await saved('news', { website_id: site, title: 'Article' });
    const crossed = await save('product', {
      website_id: site,
      lang: 'de',
      source_item_id: article.id,
      title: 'x',
    });
    expect(body(crossed).code).toBe(errors.ILLEGAL_OPERATION.code);
    expect((await listed('product', { website_id: site, lang: 'de' })).total).toBe(1);
  });
});

async function batch(c: Collection, payload: Record<string, unknown>, token = t.admin) {
  return send(t.app, token, 'POST', api(c, 'batch'), payload);
}

describe('drag order, batch actions and deleting', () => {
  it('gives the dragged page its own places in the new order', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Drag');
    const items: ItemDetail[] = [];
    for (const title of ['one', 'two', 'three', 'four'])
      items.push(await saved('news', { website_id: site, title }));
    expect(await titles('news', { website_id: site })).toEqual(['four', 'three', 'two', 'one']);
    // The second page of two: "two" and "one" swap, the first page keeps its places.
    const [one, two] = items as [ItemDetail, ItemDetail];
    const response = await send(t.app, t.admin, 'POST', api('news', 'sort'), {
      website_id: site,
      ids: [one.id, two.id],
    });
    expect(body(response)).toMatchObject({ code: 0, data: { ids: [one.id, two.id] } });
    expect(await titles('news', { website_id: site })).toEqual(['four', 'three', 'one', 'two']);
    const sorts = (await listed('news', { website_id: site })).list.map((i) => i.sort);
    expect(sorts).toEqual([4, 3, 2, 1]);
  });

  it('publishes, unpublishes, moves, pins and unpins, and refreshes the live site for publishing', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Batch');
    const company = await companyOf(site);
    const target = await category(site, 'news', 'target');
    const a = await saved('news', { website_id: site, title: 'A' });
    const b = await saved('news', { website_id: site, title: 'B' });
    refreshed.length = 0;
    const published = await batch('news', { website_id: site, ids: [a.id, b.id], action: 'publish' });
    expect(body(published)).toMatchObject({ code: 0, data: { ids: [a.id, b.id], site_version: 7 } });
    expect(refreshed).toEqual([[company, site]]);
    const after = await listed('news', { website_id: site });
    expect(after.list.map((i) => i.status)).toEqual(['published', 'published']);
    expect(after.list[0]?.published_at).not.toBeNull();
    const [row] = await t.app.db.select().from(collectionItems).where(eq(collectionItems.id, a.id));
    expect(row?.published).toMatchObject({ title: 'A', slug: 'a', version: 1 });

    const moved = await batch('news', { website_id: site, ids: [a.id], action: 'move', type_id: target });
    expect(body(moved)).toMatchObject({ code: 0, data: { site_version: 0 } });
    const movedA = body<ItemDetail>(await info('news', a.id)).data;
    expect(movedA).toMatchObject({ type_ids: [target], status: 'updated', version: 2 });
    await batch('news', { website_id: site, ids: [b.id], action: 'pin' });
    expect(body<ItemDetail>(await info('news', b.id)).data.is_pinned).toBe(true);
    await batch('news', { website_id: site, ids: [b.id], action: 'unpin' });
    expect(body<ItemDetail>(await info('news', b.id)).data.is_pinned).toBe(false);
    expect(refreshed).toHaveLength(1);

    const unpublished = await batch('news', { website_id: site, ids: [a.id], action: 'unpublish' });
    expect(body(unpublished)).toMatchObject({ code: 0, data: { site_version: 7 } });
    expect(body<ItemDetail>(await info('news', a.id)).data).toMatchObject({
      status: 'draft',
      published_at: null,
    });
    expect(refreshed).toHaveLength(2);
    // Moving to a category of another website is refused.
    const foreign = await category(t.rivalSite, 'news', 'rival-move');
    expect(
      body(await batch('news', { website_id: site, ids: [a.id], action: 'move', type_id: foreign })).code,
    ).toBe(errors.ILLEGAL_OPERATION.code);
  });

  it('schedules a future item: a durable job refreshes the site when it comes due', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Scheduled');
    const company = await companyOf(site);
    const due = new Date(Date.now() + 3 * 86_400_000);
    const item = await saved('news', { website_id: site, title: 'Later', publish_at: due.toISOString() });
    await batch('news', { website_id: site, ids: [item.id], action: 'publish' });
    expect(body<ItemDetail>(await info('news', item.id)).data.status).toBe('scheduled');
    const queued = (await t.app.db.select().from(jobs).where(eq(jobs.kind, SCHEDULED_ITEM_JOB))).filter(
      (j) => (j.payload as { websiteId: number }).websiteId === site,
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.getTime()).toBe(due.getTime());
    expect(queued[0]?.payload).toEqual({ companyId: company, websiteId: site });

    // Not due yet: the worker leaves it; once due it refreshes the website.
    refreshed.length = 0;
    while (await t.app.jobs.worker.runOnce()) {}
    expect(refreshed).toEqual([]);
    await t.app.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, queued[0]?.id as number));
    expect(await t.app.jobs.worker.runOnce()).toBe(true);
    expect(refreshed).toEqual([[company, site]]);
  });

  it('deletes items and keeps their language versions as items of their own', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Delete');
    await addLanguage(site, 'de');
    const a = await saved('news', { website_id: site, title: 'A' });
    const b = await saved('news', { website_id: site, title: 'B' });
    const german = await saved('news', { website_id: site, lang: 'de', source_item_id: a.id, title: 'A de' });
    const response = await send(t.app, t.admin, 'DELETE', api('news', 'del'), {
      website_id: site,
      ids: [a.id],
    });
    expect(body(response)).toMatchObject({ code: 0, data: { ids: [a.id] } });
    expect(await titles('news', { website_id: site })).toEqual(['B']);
    expect(body(await info('news', a.id)).code).toBe(errors.ILLEGAL_OPERATION.code);
    expect(body<ItemDetail>(await info('news', german.id)).data).toMatchObject({
      source_item_id: null,
      translations: [],
    });
    // One id that is not the website's refuses the whole delete.
    const mixed = await send(t.app, t.admin, 'DELETE', api('news', 'del'), {
      website_id: site,
      ids: [b.id, german.id + 100_000],
    });
    expect(body(mixed).code).toBe(errors.ILLEGAL_OPERATION.code);
    expect(await titles('news', { website_id: site })).toEqual(['B']);
  });
});

describe('another company', () => {
  it('answers 1105 for every item call with ids of another company, changing nothing', async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Tenancy');
    const item = await saved('product', { website_id: site, title: 'Mine' });
    const mineType = await category(site, 'product', 'mine');
    const rivalItem = body<ItemDetail>(
      await save('product', { website_id: t.rivalSite, title: 'Theirs' }, t.rival),
    ).data;
    const refused = async (response: Awaited<ReturnType<typeof send>>) =>
      expect(body(response).code, response.body).toBe(errors.ILLEGAL_OPERATION.code);

    await refused(await list('product', { website_id: site }, t.rival));
    await refused(await list('product', { website_id: t.rivalSite, type_id: mineType }, t.rival));
    await refused(await info('product', item.id, t.rival));
    await refused(await save('product', { website_id: site, title: 'Taken' }, t.rival));
    await refused(
      await save('product', { website_id: t.rivalSite, id: item.id, version: 1, title: 'x' }, t.rival),
    );
    await refused(
      await save(
        'product',
        { website_id: t.rivalSite, source_item_id: item.id, title: 'x', lang: 'en' },
        t.rival,
      ),
    );
    await refused(
      await send(t.app, t.rival, 'DELETE', api('product', 'del'), {
        website_id: t.rivalSite,
        ids: [item.id],
      }),
    );
    await refused(
      await send(t.app, t.rival, 'POST', api('product', 'sort'), {
        website_id: t.rivalSite,
        ids: [rivalItem.id, item.id],
      }),
    );
    await refused(
      await batch('product', { website_id: t.rivalSite, ids: [item.id], action: 'publish' }, t.rival),
    );
    await refused(await batch('product', { website_id: site, ids: [item.id], action: 'unpublish' }, t.rival));

    const [row] = await t.app.db
      .select()
      .from(collectionItems)
      .where(and(eq(collectionItems.id, item.id), eq(collectionItems.websiteId, site)));
    expect(row).toMatchObject({ title: 'Mine', version: 1, published: null });
    expect(body<ItemDetail>(await info('product', rivalItem.id, t.rival)).data.title).toBe('Theirs');
  });
});

describe('media usage', () => {
  it("counts the library files an item's pictures and body show, until the item is deleted", async () => {
    const site = await newWebsite(t.app, t.admin, 'Items Media');
    const company = await companyOf(site);
    const stored = await t.app.db
      .insert(mediaFiles)
      .values(
        [11, 12, 13].map((n) => ({
          companyId: company,
          websiteId: site,
          name: `f${n}.jpg`,
          kind: 'image' as const,
          mime: 'image/jpeg',
          ext: 'jpg',
          size: 1,
          sha256: n.toString(16).padStart(64, 'a'),
          storageKey: `k${n}`,
        })),
      )
      .returning();
    const ids = stored.map((f) => f.id);
    const usage = async () => {
      const response = await send(
        t.app,
        t.admin,
        'GET',
        `/api/media/usage?website_id=${site}&ids=${ids.join(',')}`,
      );
      return body<{ list: { file_id: number; other_count: number }[] }>(response).data.list.map(
        (u) => u.other_count,
      );
    };
    const item = await saved('product', {
      website_id: site,
      title: 'Pictured',
      body: `<p><img src="${file(13)}"></p>`,
      fields: { gallery: [file(11)] },
    });
    expect(await usage()).toEqual([1, 0, 1]);
    await saved('product', {
      website_id: site,
      id: item.id,
      version: item.version,
      title: 'Pictured',
      fields: { gallery: [file(12)] },
    });
    expect(await usage()).toEqual([0, 1, 0]);
    await send(t.app, t.admin, 'DELETE', api('product', 'del'), { website_id: site, ids: [item.id] });
    expect(await usage()).toEqual([0, 0, 0]);
  });
});

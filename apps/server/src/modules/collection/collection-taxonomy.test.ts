import {
  type CategoryNode,
  type CategoryTree,
  COLLECTIONS,
  errors,
  ROLES,
  type Tag,
} from '@sitewright/contract';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, newWebsite, send, setupApiTest, signInDemoOperator } from '../../../test/helper.ts';
import { collectionItems, collectionTags, collectionTypes, websites } from '../../db/schema.ts';

const t = setupApiTest({ rivalSite: 'Rival Taxonomy' });

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);
const base = (collection: string) => `/api/website/${collection}`;

async function tree(collection: string, site: number, token = t.admin): Promise<CategoryNode[]> {
  const response = await req(token, 'GET', `${base(collection)}/type?website_id=${site}`);
  expect(body(response)).toMatchObject({ code: 0 });
  return body<CategoryTree>(response).data.list;
}
/** The tree as names, children in brackets: a[b[c]],d. */
const shape = (nodes: CategoryNode[]): string =>
  nodes.map((n) => (n.children.length ? `${n.name}[${shape(n.children)}]` : n.name)).join(',');

async function category(
  collection: string,
  site: number,
  fields: Record<string, unknown>,
): Promise<CategoryNode> {
  const response = await req(t.admin, 'POST', `${base(collection)}/type`, { website_id: site, ...fields });
  expect(body(response), response.body).toMatchObject({ code: 0 });
  return body<CategoryNode>(response).data;
}
async function tag(collection: string, site: number, fields: Record<string, unknown>): Promise<Tag> {
  const response = await req(t.admin, 'POST', `${base(collection)}/tag`, { website_id: site, ...fields });
  expect(body(response), response.body).toMatchObject({ code: 0 });
  return body<Tag>(response).data;
}
async function tags(collection: string, site: number, keyword = ''): Promise<Tag[]> {
  const query = keyword ? `&keyword=${encodeURIComponent(keyword)}` : '';
  return body<{ list: Tag[] }>(
    await req(t.admin, 'GET', `${base(collection)}/tag?website_id=${site}${query}`),
  ).data.list;
}

/** An item stored as the item calls store one, carrying the given categories and tags. */
async function item(
  collection: string,
  site: number,
  slug: string,
  typeIds: number[] = [],
  tagIds: number[] = [],
): Promise<number> {
  const [website] = await t.app.db.select().from(websites).where(eq(websites.id, site));
  const [row] = await t.app.db
    .insert(collectionItems)
    .values({
      companyId: website?.companyId as number,
      websiteId: site,
      collection,
      lang: 'en',
      title: slug,
      slug,
      typeIds,
      tagIds,
    })
    .returning({ id: collectionItems.id });
  return row?.id as number;
}
const itemRow = async (id: number) =>
  (await t.app.db.select().from(collectionItems).where(eq(collectionItems.id, id)))[0];

describe('categories', () => {
  it('every collection has its own tree, nested by parent, ordered, with item counts', async () => {
    const site = await newWebsite(t.app, t.admin, 'Category Trees');
    for (const name of Object.keys(COLLECTIONS)) {
      const top = await category(name, site, { name: `${name} A` });
      const second = await category(name, site, { name: `${name} B` });
      const child = await category(name, site, { name: `${name} A1`, parent_id: top.id });
      expect(child).toMatchObject({ parent_id: top.id, slug: `${name}-a1`, item_count: 0, children: [] });
      await item(name, site, `${name}-one`, [child.id, second.id]);
      await item(name, site, `${name}-two`, [child.id]);
      const list = await tree(name, site);
      expect(shape(list)).toBe(`${name} A[${name} A1],${name} B`);
      expect(list[0]?.children[0]?.item_count).toBe(2);
      expect(list[1]?.item_count).toBe(1);
      expect(list[0]?.item_count).toBe(0);
    }
    // A news category is not a product category.
    const newsTop = (await tree('news', site))[0] as CategoryNode;
    const under = await req(t.admin, 'POST', `${base('product')}/type`, {
      website_id: site,
      name: 'Wrong parent',
      parent_id: newsTop.id,
    });
    expect(body(under).code).toBe(errors.ILLEGAL_OPERATION.code);
  });

  it('derives addresses from names, numbers clashes, and refuses an explicit address already used', async () => {
    const site = await newWebsite(t.app, t.admin, 'Category Slugs');
    expect((await category('news', site, { name: 'Company News' })).slug).toBe('company-news');
    expect((await category('news', site, { name: 'Company  news!' })).slug).toBe('company-news-2');
    expect((await category('news', site, { name: 'Über Straße' })).slug).toBe('uber-straße');
    expect((await category('news', site, { name: '公司新闻' })).slug).toBe('公司新闻');
    expect((await category('news', site, { name: '!!!' })).slug).toBe('category-1');
    expect((await category('news', site, { name: '???' })).slug).toBe('category-2');
    const clash = await req(t.admin, 'POST', `${base('news')}/type`, {
      website_id: site,
      name: 'Other',
      slug: 'company-news',
    });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).code).toBe(errors.CATEGORY_SLUG_TAKEN.code);
    // The same address in another collection is free.
    expect((await category('product', site, { name: 'Anything', slug: 'company-news' })).slug).toBe(
      'company-news',
    );
    // Saving a category with its own address is no clash.
    const own = (await tree('news', site))[0] as CategoryNode;
    expect((await category('news', site, { id: own.id, name: 'Renamed', slug: own.slug })).name).toBe(
      'Renamed',
    );
  });

  it('keeps names for the website’s other languages only', async () => {
    const site = await newWebsite(t.app, t.admin, 'Category Names');
    const added = await req(t.admin, 'POST', '/api/website/website-language', {
      website_id: site,
      lang: 'de',
    });
    expect(body(added).code).toBe(0);
    const saved = await category('news', site, {
      name: 'News',
      names: { de: 'Nachrichten', en: 'Ignored', fr: 'X' },
    });
    expect(saved.names).toEqual({ de: 'Nachrichten' });
    expect(
      (await tag('news', site, { name: 'Tag', names: { de: 'Schlagwort', fr: 'Étiquette' } })).names,
    ).toEqual({
      de: 'Schlagwort',
    });
  });

  it('refuses a fourth level, counting the subtree being moved, and a move under its own subcategory', async () => {
    const site = await newWebsite(t.app, t.admin, 'Category Depth');
    const a = await category('news', site, { name: 'A' });
    const b = await category('news', site, { name: 'B', parent_id: a.id });
    const c = await category('news', site, { name: 'C', parent_id: b.id });
    const deep = await req(t.admin, 'POST', `${base('news')}/type`, {
      website_id: site,
      name: 'D',
      parent_id: c.id,
    });
    expect(body(deep).code).toBe(errors.CATEGORY_TOO_DEEP.code);
    // X with a child moved under B would put the child on the fourth level.
    const x = await category('news', site, { name: 'X' });
    await category('news', site, { name: 'X1', parent_id: x.id });
    const moved = await req(t.admin, 'POST', `${base('news')}/type`, {
      website_id: site,
      id: x.id,
      name: 'X',
      parent_id: b.id,
    });
    expect(body(moved).code).toBe(errors.CATEGORY_TOO_DEEP.code);
    // Under A it fits (X on level 2, X1 on level 3).
    await category('news', site, { id: x.id, name: 'X', parent_id: a.id, slug: 'x' });
    const loop = await req(t.admin, 'POST', `${base('news')}/type`, {
      website_id: site,
      id: a.id,
      name: 'A',
      parent_id: c.id,
    });
    expect(body(loop).code).toBe(400);
    expect(shape(await tree('news', site))).toBe('A[B[C],X[X1]]');
  });

  it('refuses to delete a category with children, and takes a deleted one off its items', async () => {
    const site = await newWebsite(t.app, t.admin, 'Category Delete');
    const a = await category('product', site, { name: 'A' });
    const a1 = await category('product', site, { name: 'A1', parent_id: a.id });
    const b = await category('product', site, { name: 'B' });
    const one = await item('product', site, 'one', [a1.id, b.id]);
    const del = (id: number) => req(t.admin, 'DELETE', `${base('product')}/type`, { website_id: site, id });
    const refused = await del(a.id);
    expect(body(refused).code).toBe(errors.CATEGORY_HAS_CHILDREN.code);
    expect(body(await del(a1.id))).toMatchObject({ code: 0, data: { id: a1.id } });
    expect((await itemRow(one))?.typeIds).toEqual([b.id]);
    expect(body(await del(a.id)).code).toBe(0);
    expect(shape(await tree('product', site))).toBe('B');
  });

  it('takes the whole tree in a new order, and refuses trees that leave out, repeat or nest too deep', async () => {
    const site = await newWebsite(t.app, t.admin, 'Category Order');
    const a = await category('news', site, { name: 'A' });
    const b = await category('news', site, { name: 'B' });
    const c = await category('news', site, { name: 'C', parent_id: a.id });
    const order = (treeBody: unknown) =>
      req(t.admin, 'POST', `${base('news')}/type/order`, { website_id: site, tree: treeBody });
    const done = await order([{ id: c.id }, { id: b.id, children: [{ id: a.id }] }]);
    expect(body(done)).toMatchObject({ code: 0 });
    expect(shape(body<CategoryTree>(done).data.list)).toBe('C,B[A]');
    expect(shape(await tree('news', site))).toBe('C,B[A]');
    for (const bad of [
      [{ id: a.id }, { id: b.id }],
      [{ id: a.id }, { id: b.id }, { id: c.id }, { id: a.id }],
    ]) {
      expect(body(await order(bad)).code).toBe(400);
    }
    const threeLevels = await order([
      { id: a.id, children: [{ id: b.id, children: [{ id: c.id, children: [] }] }] },
    ]);
    expect(body(threeLevels).code).toBe(0);
    expect(shape(await tree('news', site))).toBe('A[B[C]]');
    const d = await category('news', site, { name: 'D' });
    const fourLevels = await order([
      { id: a.id, children: [{ id: b.id, children: [{ id: c.id, children: [{ id: d.id }] }] }] },
    ]);
    expect(fourLevels.statusCode).toBe(400);
    expect(shape(await tree('news', site))).toBe('A[B[C]],D');
    // An id of another website is refused like another company's.
    const elsewhere = await newWebsite(t.app, t.admin, 'Category Order Elsewhere');
    const foreign = await category('news', elsewhere, { name: 'F' });
    const withForeign = await order([
      { id: a.id, children: [{ id: b.id }, { id: c.id }] },
      { id: d.id },
      { id: foreign.id },
    ]);
    expect(body(withForeign).code).toBe(errors.ILLEGAL_OPERATION.code);
    expect(shape(await tree('news', site))).toBe('A[B[C]],D');
  });

  it('answers 1105 for another company’s categories and changes nothing', async () => {
    const site = await newWebsite(t.app, t.admin, 'Category Tenancy');
    const mine = await category('news', site, { name: 'Mine' });
    const asRival = (method: InjectOptions['method'], path: string, payload: Record<string, unknown>) =>
      req(t.rival, method, `${base('news')}${path}`, payload);
    for (const response of [
      await req(t.rival, 'GET', `${base('news')}/type?website_id=${site}`),
      await asRival('POST', '/type', { website_id: site, name: 'Theirs' }),
      await asRival('POST', '/type', { website_id: t.rivalSite, id: mine.id, name: 'Stolen' }),
      await asRival('POST', '/type', { website_id: t.rivalSite, name: 'Under mine', parent_id: mine.id }),
      await asRival('DELETE', '/type', { website_id: t.rivalSite, id: mine.id }),
      await asRival('DELETE', '/type', { website_id: site, id: mine.id }),
      await asRival('POST', '/type/order', { website_id: t.rivalSite, tree: [{ id: mine.id }] }),
    ]) {
      expect(body(response).code).toBe(errors.ILLEGAL_OPERATION.code);
    }
    expect(shape(await tree('news', site))).toBe('Mine');
    const rivalRows = await t.app.db
      .select()
      .from(collectionTypes)
      .where(eq(collectionTypes.websiteId, t.rivalSite));
    expect(rivalRows).toEqual([]);
  });

  it('lets an item editor read categories but only the category role change them', async () => {
    const site = await newWebsite(t.app, t.admin, 'Category Roles');
    await category('news', site, { name: 'Read me' });
    const editor = await signInDemoOperator(t.app, 'news-editor', [ROLES.newsIndex]);
    expect((await tree('news', site, editor)).map((n) => n.name)).toEqual(['Read me']);
    const save = await req(editor, 'POST', `${base('news')}/type`, { website_id: site, name: 'Nope' });
    expect(save.statusCode).toBe(403);
  });
});

describe('tags', () => {
  it('creates, renames and lists tags with item counts; names are unique in any letter case', async () => {
    const site = await newWebsite(t.app, t.admin, 'Tag Basics');
    const red = await tag('product', site, { name: 'Red Things' });
    expect(red).toMatchObject({ slug: 'red-things', item_count: 0 });
    const blue = await tag('product', site, { name: 'Blue' });
    await item('product', site, 'p1', [], [red.id, blue.id]);
    await item('product', site, 'p2', [], [red.id]);
    expect((await tags('product', site)).map((x) => [x.name, x.item_count])).toEqual([
      ['Blue', 1],
      ['Red Things', 2],
    ]);
    expect((await tags('product', site, 'RED')).map((x) => x.name)).toEqual(['Red Things']);
    expect(await tags('product', site, '%')).toEqual([]);
    const clash = await req(t.admin, 'POST', `${base('product')}/tag`, {
      website_id: site,
      name: 'red things',
    });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).code).toBe(errors.TAG_NAME_TAKEN.code);
    const slugClash = await req(t.admin, 'POST', `${base('product')}/tag`, {
      website_id: site,
      name: 'Crimson',
      slug: 'red-things',
    });
    expect(body(slugClash).code).toBe(errors.TAG_SLUG_TAKEN.code);
    // A derived address that is taken gets a number.
    expect((await tag('product', site, { name: 'Red-Things!' })).slug).toBe('red-things-2');
    // Renaming a tag to another case of its own name is fine.
    expect((await tag('product', site, { id: red.id, name: 'RED things', slug: red.slug })).name).toBe(
      'RED things',
    );
    // The news tags are another list.
    expect(await tags('news', site)).toEqual([]);
  });

  it('takes a deleted tag off its items', async () => {
    const site = await newWebsite(t.app, t.admin, 'Tag Delete');
    const a = await tag('news', site, { name: 'A' });
    const b = await tag('news', site, { name: 'B' });
    const one = await item('news', site, 'one', [], [a.id, b.id]);
    const response = await req(t.admin, 'DELETE', `${base('news')}/tag`, { website_id: site, id: a.id });
    expect(body(response)).toMatchObject({ code: 0, data: { id: a.id } });
    expect((await itemRow(one))?.tagIds).toEqual([b.id]);
    expect((await tags('news', site)).map((x) => x.name)).toEqual(['B']);
  });

  it('merges tags: items carry the kept tag once, in place, and the merged tags are gone', async () => {
    const site = await newWebsite(t.app, t.admin, 'Tag Merge');
    const keep = await tag('news', site, { name: 'Keep' });
    const x = await tag('news', site, { name: 'X' });
    const y = await tag('news', site, { name: 'Y' });
    const other = await tag('news', site, { name: 'Other' });
    const both = await item('news', site, 'both', [], [other.id, x.id, keep.id, y.id]);
    const onlyX = await item('news', site, 'only-x', [], [y.id, other.id, x.id]);
    const none = await item('news', site, 'none', [], [other.id]);
    const response = await req(t.admin, 'POST', `${base('news')}/tag/merge`, {
      website_id: site,
      from_ids: [x.id, y.id, keep.id],
      into_id: keep.id,
    });
    expect(body(response)).toMatchObject({ code: 0, data: { id: keep.id, name: 'Keep', item_count: 2 } });
    expect((await itemRow(both))?.tagIds).toEqual([other.id, keep.id]);
    expect((await itemRow(onlyX))?.tagIds).toEqual([keep.id, other.id]);
    expect((await itemRow(none))?.tagIds).toEqual([other.id]);
    expect((await tags('news', site)).map((t) => t.name)).toEqual(['Keep', 'Other']);
  });

  it('answers 1105 for another company’s tags and changes nothing, a merge included', async () => {
    const site = await newWebsite(t.app, t.admin, 'Tag Tenancy');
    const mine = await tag('news', site, { name: 'Mine' });
    const theirs = body<Tag>(
      await req(t.rival, 'POST', `${base('news')}/tag`, { website_id: t.rivalSite, name: 'Theirs' }),
    ).data;
    const carrier = await item('news', site, 'carrier', [], [mine.id]);
    for (const response of [
      await req(t.rival, 'GET', `${base('news')}/tag?website_id=${site}`),
      await req(t.rival, 'POST', `${base('news')}/tag`, {
        website_id: t.rivalSite,
        id: mine.id,
        name: 'Stolen',
      }),
      await req(t.rival, 'DELETE', `${base('news')}/tag`, { website_id: t.rivalSite, id: mine.id }),
      await req(t.rival, 'POST', `${base('news')}/tag/merge`, {
        website_id: t.rivalSite,
        from_ids: [mine.id],
        into_id: theirs.id,
      }),
      await req(t.admin, 'POST', `${base('news')}/tag/merge`, {
        website_id: site,
        from_ids: [theirs.id],
        into_id: mine.id,
      }),
    ]) {
      expect(body(response).code).toBe(errors.ILLEGAL_OPERATION.code);
    }
    expect((await itemRow(carrier))?.tagIds).toEqual([mine.id]);
    const stored = await t.app.db
      .select({ name: collectionTags.name })
      .from(collectionTags)
      .where(inArray(collectionTags.id, [mine.id, theirs.id]));
    expect(stored.map((r) => r.name).sort()).toEqual(['Mine', 'Theirs']);
  });
});

import { type Attribute, errors, ROLES } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, newWebsite, send, setupApiTest, signInDemoOperator } from '../../../test/helper.ts';
import { collectionItems, collectionTypes, productAttributes, websites } from '../../db/schema.ts';

const t = setupApiTest({ rivalSite: 'Rival Attributes' });

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);
const save = (site: number, fields: Record<string, unknown>, token = t.admin) =>
  req(token, 'POST', '/api/website/attribute/save', { website_id: site, ...fields });
async function saved(site: number, fields: Record<string, unknown>): Promise<Attribute> {
  const response = await save(site, fields);
  expect(body(response), response.body).toMatchObject({ code: 0 });
  return body<Attribute>(response).data;
}
const list = async (site: number, token = t.admin) =>
  body<{ list: Attribute[] }>(await req(token, 'GET', `/api/website/attribute/list?website_id=${site}`)).data
    .list;

const material = {
  name: 'Material',
  kind: 'choice',
  options: [
    { id: 'steel', name: 'Steel' },
    { id: 'wood', name: 'Wood' },
  ],
};

/** A product holding these attribute values (id → value), stored as the item calls store one. */
async function product(site: number, slug: string, attributes: Record<string, unknown>): Promise<number> {
  const [website] = await t.app.db.select().from(websites).where(eq(websites.id, site));
  const [row] = await t.app.db
    .insert(collectionItems)
    .values({
      companyId: website?.companyId as number,
      websiteId: site,
      collection: 'product',
      lang: 'en',
      title: slug,
      slug,
      fields: { model: slug, attributes },
    })
    .returning({ id: collectionItems.id });
  return row?.id as number;
}
const fieldsOf = async (id: number) =>
  (await t.app.db.select().from(collectionItems).where(eq(collectionItems.id, id)))[0]?.fields;

describe('product attributes', () => {
  it('saves, lists in order with product counts, and refuses a name in use in any letter case', async () => {
    const site = await newWebsite(t.app, t.admin, 'Attribute Basics');
    const mat = await saved(site, material);
    const weight = await saved(site, { name: 'Weight', kind: 'number', unit: 'kg' });
    expect(weight).toMatchObject({ kind: 'number', unit: 'kg', product_count: 0 });
    await product(site, 'chair', { [mat.id]: 'wood', [weight.id]: 4.5 });
    await product(site, 'table', { [mat.id]: 'steel' });
    await product(site, 'plain', {});
    expect((await list(site)).map((a) => [a.name, a.product_count])).toEqual([
      ['Material', 2],
      ['Weight', 1],
    ]);
    const clash = await save(site, { name: 'material', kind: 'text' });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).code).toBe(errors.ATTRIBUTE_NAME_TAKEN.code);
    // A unit only means something for numbers.
    expect((await saved(site, { name: 'Finish', kind: 'text', unit: 'kg' })).unit).toBe('');
  });

  it('belongs to the product categories chosen, and refuses categories that are not the website’s products’', async () => {
    const site = await newWebsite(t.app, t.admin, 'Attribute Categories');
    const [website] = await t.app.db.select().from(websites).where(eq(websites.id, site));
    const category = async (collection: string, name: string) =>
      (
        await t.app.db
          .insert(collectionTypes)
          .values({ companyId: website?.companyId as number, websiteId: site, collection, name, slug: name })
          .returning({ id: collectionTypes.id })
      )[0]?.id as number;
    const breads = await category('product', 'breads');
    const news = await category('news', 'news');
    const weight = await saved(site, {
      name: 'Weight',
      kind: 'number',
      unit: 'g',
      category_ids: [breads, breads],
    });
    expect(weight.category_ids).toEqual([breads]);
    expect((await saved(site, { name: 'Colour', kind: 'colour' })).category_ids).toEqual([]);
    const wrong = await save(site, { name: 'Size', kind: 'text', category_ids: [news] });
    expect(body(wrong).code).not.toBe(0);
    const elsewhere = await save(
      t.rivalSite,
      { name: 'Size', kind: 'text', category_ids: [breads] },
      t.rival,
    );
    expect(body(elsewhere).code).not.toBe(0);
  });

  it('keeps values when options are renamed, and refuses to drop options or change the kind while products use them', async () => {
    const site = await newWebsite(t.app, t.admin, 'Attribute Changes');
    const mat = await saved(site, {
      ...material,
      options: [...material.options, { id: 'glass', name: 'Glass' }],
    });
    const chair = await product(site, 'chair', { [mat.id]: 'wood' });
    const multi = await saved(site, {
      name: 'Certificates',
      kind: 'multi',
      options: [
        { id: 'ce', name: 'CE' },
        { id: 'ul', name: 'UL' },
      ],
    });
    await product(site, 'lamp', { [multi.id]: ['ce', 'ul'] });

    const renamed = await saved(site, {
      ...material,
      id: mat.id,
      options: [
        { id: 'steel', name: 'Stainless steel' },
        { id: 'wood', name: 'Oak' },
        { id: 'glass', name: 'Glass' },
      ],
    });
    expect(renamed.options.map((o) => o.name)).toEqual(['Stainless steel', 'Oak', 'Glass']);
    expect((await fieldsOf(chair))?.attributes).toEqual({ [mat.id]: 'wood' });

    // Glass is unused: it may go. Wood is used: it may not.
    await saved(site, { ...material, id: mat.id });
    const dropWood = await save(site, { ...material, id: mat.id, options: [{ id: 'steel', name: 'Steel' }] });
    expect(body(dropWood)).toMatchObject({
      code: errors.ATTRIBUTE_VALUE_INVALID.code,
      data: { options: ['wood'] },
    });
    const dropUl = await save(site, {
      name: 'Certificates',
      kind: 'multi',
      id: multi.id,
      options: [{ id: 'ce', name: 'CE' }],
    });
    expect(body(dropUl)).toMatchObject({
      code: errors.ATTRIBUTE_VALUE_INVALID.code,
      data: { options: ['ul'] },
    });
    const toText = await save(site, { name: 'Material', kind: 'text', id: mat.id });
    expect(body(toText)).toMatchObject({
      code: errors.ATTRIBUTE_VALUE_INVALID.code,
      data: { product_count: 1 },
    });
    expect((await list(site)).find((a) => a.id === mat.id)?.options.map((o) => o.id)).toEqual([
      'steel',
      'wood',
    ]);

    // An attribute no product uses changes kind freely.
    const unused = await saved(site, { name: 'Colour', kind: 'text' });
    expect((await saved(site, { id: unused.id, name: 'Colour', kind: 'colour' })).kind).toBe('colour');
  });

  it('removes a deleted attribute’s values from the products, and only those', async () => {
    const site = await newWebsite(t.app, t.admin, 'Attribute Delete');
    const mat = await saved(site, material);
    const weight = await saved(site, { name: 'Weight', kind: 'number' });
    const chair = await product(site, 'chair', { [mat.id]: 'wood', [weight.id]: 3 });
    const response = await req(t.admin, 'DELETE', '/api/website/attribute/del', {
      website_id: site,
      id: mat.id,
    });
    expect(body(response)).toMatchObject({ code: 0, data: { id: mat.id } });
    expect(await fieldsOf(chair)).toEqual({ model: 'chair', attributes: { [weight.id]: 3 } });
    expect((await list(site)).map((a) => a.name)).toEqual(['Weight']);
  });

  it('orders attributes; those left out follow in their order', async () => {
    const site = await newWebsite(t.app, t.admin, 'Attribute Order');
    const a = await saved(site, { name: 'A', kind: 'text' });
    const b = await saved(site, { name: 'B', kind: 'text' });
    const c = await saved(site, { name: 'C', kind: 'text' });
    const response = await req(t.admin, 'POST', '/api/website/attribute/sort', {
      website_id: site,
      ids: [c.id, a.id],
    });
    expect(body<{ list: Attribute[] }>(response).data.list.map((x) => x.name)).toEqual(['C', 'A', 'B']);
    expect((await list(site)).map((x) => x.name)).toEqual(['C', 'A', 'B']);
    const twice = await req(t.admin, 'POST', '/api/website/attribute/sort', {
      website_id: site,
      ids: [b.id, b.id],
    });
    expect(body(twice).code).toBe(400);
  });

  it('answers 1105 for another company’s attributes and changes nothing', async () => {
    const site = await newWebsite(t.app, t.admin, 'Attribute Tenancy');
    const mat = await saved(site, material);
    const chair = await product(site, 'chair', { [mat.id]: 'wood' });
    for (const response of [
      await req(t.rival, 'GET', `/api/website/attribute/list?website_id=${site}`),
      await save(site, { name: 'Theirs', kind: 'text' }, t.rival),
      await save(t.rivalSite, { ...material, id: mat.id, name: 'Stolen' }, t.rival),
      await req(t.rival, 'DELETE', '/api/website/attribute/del', { website_id: t.rivalSite, id: mat.id }),
      await req(t.rival, 'DELETE', '/api/website/attribute/del', { website_id: site, id: mat.id }),
      await req(t.rival, 'POST', '/api/website/attribute/sort', { website_id: t.rivalSite, ids: [mat.id] }),
    ]) {
      expect(body(response).code).toBe(errors.ILLEGAL_OPERATION.code);
    }
    expect((await list(site)).map((a) => [a.name, a.product_count])).toEqual([['Material', 1]]);
    expect((await fieldsOf(chair))?.attributes).toEqual({ [mat.id]: 'wood' });
    expect(
      await t.app.db.select().from(productAttributes).where(eq(productAttributes.websiteId, t.rivalSite)),
    ).toEqual([]);
  });

  it('needs the product role', async () => {
    const site = await newWebsite(t.app, t.admin, 'Attribute Roles');
    const newsOnly = await signInDemoOperator(t.app, 'news-only', [ROLES.newsIndex]);
    expect((await req(newsOnly, 'GET', `/api/website/attribute/list?website_id=${site}`)).statusCode).toBe(
      403,
    );
    expect((await save(site, { name: 'X', kind: 'text' }, newsOnly)).statusCode).toBe(403);
  });
});

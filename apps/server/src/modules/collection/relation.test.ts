import {
  type CollectionDefinition,
  defineCollection,
  type ItemDetail,
  itemSaveBody,
  newsCollection,
  RELATION_MAX,
} from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, newWebsite, send, setupApiTest } from '../../../test/helper.ts';
import { users, websites } from '../../db/schema.ts';
import { createCollectionService } from './collection.service.ts';

const t = setupApiTest({ rivalSite: 'Rival Relations' });

/** Articles that link products: a definition of the engine with a relation field. */
const linking = defineCollection({
  ...newsCollection,
  fields: {
    ...newsCollection.fields,
    products: { kind: 'relation', target: 'product', label: { en: 'Products', zh: '产品' } },
  },
}) as unknown as CollectionDefinition;

async function product(websiteId: number, title: string, token = t.admin): Promise<number> {
  const response = await send(t.app, token, 'POST', '/api/website/product/save', {
    website_id: websiteId,
    title,
  });
  expect(body(response), response.body).toMatchObject({ code: 0 });
  return body<ItemDetail>(response).data.id;
}

async function callerOf(websiteId: number) {
  const [site] = await t.app.db.select().from(websites).where(eq(websites.id, websiteId));
  const companyId = site?.companyId as number;
  const [user] = await t.app.db.select().from(users).where(eq(users.companyId, companyId)).limit(1);
  return { companyId, userId: user?.id as number };
}

const saveInput = (websiteId: number, fields: Record<string, unknown>, extra: object = {}) =>
  itemSaveBody(linking).parse({ website_id: websiteId, title: 'Launch', fields, ...extra });

describe('relation fields', () => {
  it('keeps the linked items in the order chosen, each once', async () => {
    const site = await newWebsite(t.app, t.admin, 'Relations Order');
    const [a, b, c] = [await product(site, 'A'), await product(site, 'B'), await product(site, 'C')];
    const service = createCollectionService({ db: t.app.db, definition: linking });
    const item = await service.save(await callerOf(site), saveInput(site, { products: [c, a, c, b] }));
    expect(item.fields.products).toEqual([c, a, b]);
    expect((await service.info((await callerOf(site)).companyId, item.id)).fields.products).toEqual([
      c,
      a,
      b,
    ]);
  });

  it('refuses items of another website, another company or another collection, and changes nothing', async () => {
    const site = await newWebsite(t.app, t.admin, 'Relations Scope');
    const other = await newWebsite(t.app, t.admin, 'Relations Scope Other');
    const own = await product(site, 'Own');
    const elsewhere = await product(other, 'Elsewhere');
    const rivals = await product(t.rivalSite, 'Rival', t.rival);
    const article = body<ItemDetail>(
      await send(t.app, t.admin, 'POST', '/api/website/news/save', {
        website_id: site,
        title: 'Not a product',
      }),
    ).data.id;
    const service = createCollectionService({ db: t.app.db, definition: linking });
    const caller = await callerOf(site);
    const item = await service.save(caller, saveInput(site, { products: [own] }));
    for (const foreign of [elsewhere, rivals, article, 2_000_000_000]) {
      await expect(
        service.save(
          caller,
          saveInput(site, { products: [own, foreign] }, { id: item.id, version: item.version }),
        ),
        String(foreign),
      ).rejects.toMatchObject({ key: 'ILLEGAL_OPERATION' });
    }
    const after = await service.info(caller.companyId, item.id);
    expect(after).toMatchObject({ version: item.version, fields: { products: [own] } });
  });

  it('takes whole positive ids only, at most RELATION_MAX of them', () => {
    const schema = itemSaveBody(linking);
    const parse = (products: unknown) =>
      schema.safeParse({ website_id: 1, title: 'x', fields: { products } }).success;
    expect(parse([1, 2])).toBe(true);
    expect(parse([])).toBe(true);
    for (const bad of [
      [0],
      [-1],
      [1.5],
      ['x'],
      [null],
      'x',
      Array.from({ length: RELATION_MAX + 1 }, (_, i) => i + 1),
    ]) {
      expect(parse(bad), JSON.stringify(bad).slice(0, 40)).toBe(false);
    }
  });
});

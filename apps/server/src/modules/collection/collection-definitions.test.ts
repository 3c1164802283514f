import { COLLECTIONS, errors, type ItemDetail, type ItemList } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';

/**
 * Every defined collection (articles, products, FAQs, exhibitors, exhibit items…) is served the
 * same way: created, read, listed, refused a stale save, and deleted, with its own field defaults.
 */
const t = setupApiTest({ site: 'Every Collection' });

describe.each(Object.keys(COLLECTIONS))('the %s collection', (name) => {
  const api = (call: string) => `/api/website/${name}/${call}`;

  it('creates, reads, lists, refuses a stale save and deletes an item', async () => {
    const created = await send(t.app, t.admin, 'POST', api('save'), {
      website_id: t.site,
      title: `First ${name}`,
      body: '<p>Hello <script>alert(1)</script></p>',
    });
    expect(body(created), created.body).toMatchObject({ code: 0 });
    const item = body<ItemDetail>(created).data;
    expect(item).toMatchObject({ title: `First ${name}`, slug: `first-${name}`, status: 'draft' });
    expect(item.body).not.toContain('<script');
    // Each field of the definition is there with its kind's default.
    expect(Object.keys(item.fields).sort()).toEqual(
      Object.keys(COLLECTIONS[name as keyof typeof COLLECTIONS].fields).sort(),
    );

    const info = await send(t.app, t.admin, 'GET', `${api('info')}?id=${item.id}`);
    expect(body<ItemDetail>(info).data.id).toBe(item.id);
    const list = await send(t.app, t.admin, 'GET', `${api('list')}?website_id=${t.site}`);
    expect(body<ItemList>(list).data.list.map((i) => i.id)).toContain(item.id);

    const changed = await send(t.app, t.admin, 'POST', api('save'), {
      website_id: t.site,
      id: item.id,
      version: item.version,
      title: 'Changed',
    });
    expect(body(changed)).toMatchObject({ code: 0 });
    const stale = await send(t.app, t.admin, 'POST', api('save'), {
      website_id: t.site,
      id: item.id,
      version: item.version,
      title: 'Stale',
    });
    expect(body(stale)).toMatchObject({ code: errors.PAGE_CONFLICT.code });

    const deleted = await send(t.app, t.admin, 'DELETE', api('del'), { website_id: t.site, ids: [item.id] });
    expect(body(deleted)).toMatchObject({ code: 0, data: { ids: [item.id] } });
  });
});

import type { PageList, SampleContent, SampleContentRemoved, Website } from '@sitewright/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';

const t = setupApiTest({ rival: true });

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);
const checklist = async (token: string, websiteId: number) =>
  req(token, 'GET', `/api/website/sample-content?website_id=${websiteId}`);
const remove = (token: string, websiteId: number) =>
  req(token, 'POST', '/api/website/remove-sample-content', { website_id: websiteId });

async function templateSite(name: string, template = 'products-and-catalogue'): Promise<number> {
  const response = await req(t.admin, 'POST', '/api/website/website-add', {
    name,
    flag_code: 'US',
    default_language: 'en',
    template_id: template,
  });
  return body<Website>(response).data.website_id;
}

const itemList = async (collection: string, websiteId: number) =>
  body<{ total: number; list: { id: number; title: string }[] }>(
    await req(t.admin, 'GET', `/api/website/${collection}/list?website_id=${websiteId}&page=1&page_size=50`),
  ).data;

describe('sample-content', () => {
  it('names the SEO texts, items and pictures still the template’s, each with what to open', async () => {
    const site = await templateSite('Rye Bakery');
    const answer = await checklist(t.admin, site);
    expect(answer.statusCode).toBe(200);
    const sample = body<SampleContent>(answer).data;
    const pages = body<PageList>(await req(t.admin, 'GET', `/api/website/page?website_id=${site}`)).data;
    const home = pages.menuPageList.find((p) => p.url === '/');
    // The home title "…furniture, lighting and kitchenware made to last" is the template's.
    expect(sample.seo).toContainEqual({ page_id: home?.id, page_name: 'Home', lang: 'en', field: 'title' });
    expect(sample.items.map((i) => i.title)).toEqual(
      expect.arrayContaining(['Oak lounge chair', 'Glass carafe']),
    );
    expect(sample.items.some((i) => i.collection === 'faq')).toBe(true);
    expect(sample.images.map((p) => p.page_id)).toContain(home?.id);
    expect(sample.removable).toEqual({ items: sample.items.length, categories: 7, attributes: 2 });
  });

  it('stops naming what the operator made their own, and removes the rest in one step', async () => {
    const site = await templateSite('Crumb & Co');
    const pages = body<PageList>(await req(t.admin, 'GET', `/api/website/page?website_id=${site}`)).data;
    const home = pages.menuPageList.find((p) => p.url === '/');
    const detail = body<{ version: number; seo_title: string; description: string; page_name: string }>(
      await req(t.admin, 'GET', `/api/website/page-detail?id=${home?.id}`),
    ).data;
    // The operator writes the home page's title and rewrites one product.
    const settings = await req(t.admin, 'POST', '/api/website/page-set', {
      id: home?.id,
      version: detail.version,
      seo_title: 'Crumb & Co: sourdough baked every morning',
    });
    expect(body(settings).code).toBe(0);
    const products = await itemList('product', site);
    const chair = products.list.find((p) => p.title === 'Oak lounge chair');
    const full = body<Record<string, unknown>>(
      await req(t.admin, 'GET', `/api/website/product/info?id=${chair?.id}`),
    ).data;
    const saved = await req(t.admin, 'POST', '/api/website/product/save', {
      website_id: site,
      id: full.id,
      version: full.version,
      title: 'Country sourdough loaf',
      summary: full.summary,
      body: full.body,
      type_ids: full.type_ids,
      tag_ids: full.tag_ids,
      publish_at: full.publish_at,
      fields: full.fields,
    });
    expect(body(saved).code).toBe(0);

    const before = body<SampleContent>(await checklist(t.admin, site)).data;
    expect(before.seo.filter((s) => s.page_id === home?.id).map((s) => s.field)).not.toContain('title');
    expect(before.items.map((i) => i.title)).not.toContain('Country sourdough loaf');

    // Another company's website is refused, and nothing is removed.
    expect(body(await remove(t.rival, site)).code).toBe(1105);
    expect(body(await checklist(t.rival, site)).code).toBe(1105);
    expect((await itemList('product', site)).total).toBe(products.total);

    const removed = body<SampleContentRemoved>(await remove(t.admin, site));
    expect(removed.code).toBe(0);
    expect(removed.data).toMatchObject({ website_id: site, items: before.removable.items });
    const left = await itemList('product', site);
    expect(left.list.map((p) => p.title)).toEqual(['Country sourdough loaf']);
    expect((await itemList('news', site)).total).toBe(0);
    expect((await itemList('faq', site)).total).toBe(0);
    // The loaf keeps its category and its attributes; the other sample ones went.
    expect(removed.data.categories).toBe(before.removable.categories);
    const after = body<SampleContent>(await checklist(t.admin, site)).data;
    expect(after.items).toEqual([]);
    expect(after.removable).toEqual({ items: 0, categories: 0, attributes: 0 });
    // A second removal finds nothing left.
    expect(body<SampleContentRemoved>(await remove(t.admin, site)).data).toMatchObject({ items: 0 });
  });

  it('refuses a malformed website id, naming the field', async () => {
    const response = await req(t.admin, 'POST', '/api/website/remove-sample-content', { website_id: 'x' });
    expect(response.statusCode).toBe(400);
  });
});

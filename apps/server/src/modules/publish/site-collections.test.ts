import { PAGE_TYPE, SITE_LIST_PAGE_SIZE, slugify, type Website } from '@sitewright/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItems, collectionTypes, pages, productAttributes } from '../../db/schema.ts';
import { body, buildTestApp, loginAdmin, send, type TestApp } from '../../../test/helper.ts';
import { type ItemRow, itemSnapshot } from '../collection/index.ts';
import { createPublishService } from './publish.service.ts';
import { databaseSiteStore } from './site-store.ts';

let t: TestApp;
let token: string;
let site: Website;
let companyId: number;

const DAY = 24 * 3600 * 1000;
const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: site.fixed_domain } });
const publish = (pageIds: number[] | 0 = 0) =>
  send(t.app, token, 'POST', '/api/website/publish-website', {
    id: site.website_id,
    website_page_id: pageIds,
  });

type NewItem = Partial<Omit<ItemRow, 'id' | 'createdAt' | 'updatedAt'>> & { title: string };

/** Writes an item as the collection module stores it; `live` gives it a published snapshot. */
async function addItem(item: NewItem, live = true): Promise<number> {
  const now = new Date();
  const values = {
    companyId,
    websiteId: site.website_id,
    collection: 'news',
    lang: 'en',
    sourceItemId: null,
    slug: slugify(item.title),
    summary: '',
    body: '',
    typeIds: [],
    tagIds: [],
    isPinned: false,
    sort: 0,
    publishAt: new Date(now.getTime() - DAY),
    seoTitle: '',
    seoKeywords: '',
    seoDescription: '',
    fields: {},
    version: 1,
    userName: 'admin',
    ...item,
  };
  const published = live
    ? itemSnapshot({ ...values, id: 0, published: null, createdAt: now, updatedAt: now } as ItemRow, now)
    : null;
  const [row] = await t.app.db
    .insert(collectionItems)
    .values({ ...values, published })
    .returning({ id: collectionItems.id });
  return row?.id ?? 0;
}

const itemBySlug = async (slug: string, lang = 'en') =>
  (
    await t.app.db
      .select()
      .from(collectionItems)
      .where(
        and(
          eq(collectionItems.websiteId, site.website_id),
          eq(collectionItems.slug, slug),
          eq(collectionItems.lang, lang),
        ),
      )
  )[0];

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as Record<string, unknown>);
};

let evilId = 0;
let scheduledId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginAdmin(t.app)).token;
  site = body<Website>(
    await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Collections Co',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    }),
  ).data;
  companyId = (await itemBySlug('our-new-workshop-is-open'))?.companyId ?? 0;
  expect(companyId).toBeGreaterThan(0);
  for (const call of [
    ['POST', '/api/website/website-language', { website_id: site.website_id, lang: 'de' }],
    ['POST', '/api/website/init_for_copy', { website_id: site.website_id, lang: 'de' }],
  ] as const) {
    expect(body(await send(t.app, token, call[0], call[1], call[2])).code).toBe(0);
  }
  // Enough articles for a second list page, one German translation, one hostile title, one
  // scheduled for next week and one draft.
  for (let i = 1; i <= 10; i++) await addItem({ title: `Note number ${i}`, sort: -i });
  const workshop = await itemBySlug('our-new-workshop-is-open');
  await addItem({ title: 'Unsere neue Werkstatt', lang: 'de', sourceItemId: workshop?.id ?? null });
  evilId = await addItem({
    title: 'Evil </script><script>alert(1)</script> title',
    slug: 'evil',
    body: '<p>Fine</p><script>alert(2)</script><img src="x" onerror="alert(3)">',
    sort: -100,
  });
  scheduledId = await addItem({
    title: 'Coming next week',
    publishAt: new Date(Date.now() + 7 * DAY),
  });
  await addItem({ title: 'Only a draft' }, false);
  // A product priced in euros, with a number attribute in grams.
  const [weight] = await t.app.db
    .insert(productAttributes)
    .values({ companyId, websiteId: site.website_id, name: 'Weight', kind: 'number', unit: 'g', sort: 9 })
    .returning({ id: productAttributes.id });
  // An attribute of the lamps' category: a croissant with a value for it does not show it.
  const [lighting] = await t.app.db
    .select()
    .from(collectionTypes)
    .where(and(eq(collectionTypes.websiteId, site.website_id), eq(collectionTypes.name, 'Lighting')));
  const [wattage] = await t.app.db
    .insert(productAttributes)
    .values({
      companyId,
      websiteId: site.website_id,
      name: 'Wattage',
      kind: 'number',
      unit: 'W',
      categoryIds: [lighting?.id as number],
      sort: 10,
    })
    .returning({ id: productAttributes.id });
  await addItem({
    title: 'Butter croissant',
    collection: 'product',
    fields: {
      price: 3.2,
      currency: 'EUR',
      attributes: { [String(weight?.id)]: 1500, [String(wattage?.id)]: 60 },
    },
  });
  // The website's article detail page frames every article (products get the default frame).
  await t.app.db.insert(pages).values({
    companyId,
    websiteId: site.website_id,
    lang: 'en',
    pageName: 'Article detail',
    pageType: PAGE_TYPE.function,
    functionKind: 'article_detail',
    pathSegment: 'article-detail',
    document: {
      version: 1,
      blocks: [
        { id: 'b', type: 'breadcrumb', props: { showHome: true } },
        { id: 'h', type: 'heading', props: { text: 'From our journal', level: 2 } },
        { id: 'd', type: 'item-detail', props: { collection: 'news' } },
      ],
    },
  });
  expect(body(await publish()).code).toBe(0);
}, 120_000);
afterAll(() => t.close());

describe('collection list pages', () => {
  it('lists the articles on pages of the site list size, pinned and newest order first, with page links and the feed', async () => {
    const first = await visit('/news/');
    expect(first.statusCode).toBe(200);
    const html = first.body;
    expect(html).toContain('<main');
    // The template's own News page is the list's first page: its item-list block shows the list.
    expect(html).toContain('<title>News | Collections Co</title>');
    expect(html).toContain('News and insights');
    expect(html.split('class="sw-items__card"').length - 1).toBe(SITE_LIST_PAGE_SIZE);
    expect(html).toContain('href="/news/page/2/"');
    expect(html).toContain('<link rel="alternate" type="application/atom+xml"');
    // The demo articles are the newest in the manual order.
    expect(html.indexOf('Our new workshop is open')).toBeGreaterThan(-1);
    expect(html).not.toContain('Coming next week');
    expect(html).not.toContain('Only a draft');

    const second = await visit('/news/page/2/');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('href="/news/evil"');
    expect(second.body).toContain('rel="prev" href="/news/"');
  });

  it('lists a category with its items only, and marks it among the categories', async () => {
    const news = await visit('/news/category/news/');
    expect(news.statusCode).toBe(200);
    expect(news.body).toContain('Our new workshop is open');
    expect(news.body).not.toContain('Five questions to ask before a project starts');
    expect(news.body).toContain('<span aria-current="page">News</span>');
    expect(news.body).toContain('href="/news/category/guides/"');
  });

  it('filters products by attribute on pre-rendered pages linked from the list, without script', async () => {
    const list = await visit('/products/');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<title>Products · Collections Co</title>');
    expect(list.body).toContain('<h1 class="sw-items__heading">Products</h1>');
    const [material] = await t.app.db
      .select()
      .from(productAttributes)
      .where(and(eq(productAttributes.websiteId, site.website_id), eq(productAttributes.name, 'Material')));
    const oak = `/products/filter/${material?.id}-oak/`;
    expect(list.body).toContain(`href="${oak}"`);
    expect(list.body).not.toContain('<script');
    const filtered = await visit(oak);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('Oak lounge chair');
    expect(filtered.body).toContain('Folding side chair');
    expect(filtered.body).not.toContain('Steel desk lamp');
    expect(filtered.body).toContain('<span aria-current="page">Oak</span>');
    // A regrouping of items that have pages of their own: not for search engines nor the sitemap.
    expect(filtered.body).toMatch(/<meta name="robots" content="noindex/);
    expect(list.body).not.toMatch(/<meta name="robots" content="noindex/);
    expect((await visit('/sitemap.xml')).body).not.toContain('/filter/');
  });

  it('combines a category with an attribute filter, offering only what the category holds', async () => {
    const [material] = await t.app.db
      .select()
      .from(productAttributes)
      .where(and(eq(productAttributes.websiteId, site.website_id), eq(productAttributes.name, 'Material')));
    const oak = `${material?.id}-oak`;
    const lighting = (await visit('/products/category/lighting/')).body;
    expect(lighting).toContain(`href="/products/category/lighting/filter/${material?.id}-steel/"`);
    expect(lighting).not.toContain(`/filter/${oak}/`);
    const furniture = await visit(`/products/category/furniture/filter/${oak}/`);
    expect(furniture.statusCode).toBe(200);
    expect(furniture.body).toContain('Oak lounge chair');
    expect(furniture.body).not.toContain('Steel desk lamp');
    expect(furniture.body).toMatch(/<meta name="robots" content="noindex/);
    // From a filter, the categories keep it; "All" of the attribute drops it, keeping the category.
    const filtered = (await visit(`/products/filter/${oak}/`)).body;
    expect(filtered).toContain(`href="/products/category/furniture/filter/${oak}/"`);
    expect(filtered).not.toContain('href="/products/category/lighting/filter/');
    expect(furniture.body).toContain('href="/products/category/furniture/"');
  });
});

describe('collection detail pages', () => {
  it('shows an article with its date, author, cover, category, trail, neighbours and JSON-LD', async () => {
    const response = await visit('/news/our-new-workshop-is-open');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<h1 class="sw-item__title">Our new workshop is open</h1>');
    expect(html).toContain('From our journal');
    expect((await visit('/products/oak-lounge-chair')).body).not.toContain('From our journal');
    expect(html).toContain('The team');
    expect(html).toContain('/template-assets/corporate-office.svg');
    expect(html).toContain('href="/news/category/news/"');
    expect(html).toContain('<a href="/news/">Articles</a>');
    expect(html).toContain('rel="next"');
    const origin = site.curr_preview_link.replace(/\/$/, '');
    expect(html).toContain(`<link rel="canonical" href="${origin}/news/our-new-workshop-is-open">`);
    // The German translation is its alternate, and the language switcher leads to it.
    expect(html).toContain(`hreflang="de" href="${origin}/de/news/unsere-neue-werkstatt"`);
    expect(html).toContain('href="/de/news/unsere-neue-werkstatt"');
    const data = jsonLdOf(html);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Our new workshop is open',
      author: { '@type': 'Person', name: 'The team' },
    });
    expect(typeof data?.datePublished).toBe('string');
    expect(typeof data?.dateModified).toBe('string');
    // The template's pictures the item shows are published with it.
    expect((await visit('/template-assets/corporate-office.svg')).statusCode).toBe(200);
  });

  it('shows a product with gallery, model, price, attributes, and Product JSON-LD with an offer', async () => {
    const response = await visit('/products/oak-lounge-chair');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('LC-100');
    expect(html).toContain('<dd>$420.00</dd>');
    expect(html).toContain('<th scope="row">Material</th><td>Oak</td>');
    expect(html).toContain('<th scope="row">Finish</th><td>Matte</td>');
    expect(html).toContain('class="sw-item__gallery"');
    expect(html).toContain('Folding side chair'); // related: same category
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Product',
      name: 'Oak lounge chair',
      sku: 'LC-100',
      offers: { '@type': 'Offer', price: '420.00', priceCurrency: 'USD' },
    });
    // A product without a price offers nothing to buy.
    expect(jsonLdOf((await visit('/products/glass-carafe')).body)?.offers).toBeUndefined();
  });

  it('writes a price in the currency’s format for the page’s language, a number with its unit, and only its category’s attributes', async () => {
    const html = (await visit('/products/butter-croissant')).body;
    expect(html).toContain('<dd>€3.20</dd>');
    expect(html).toContain('<th scope="row">Weight</th><td>1,500 g</td>');
    // Only the attributes of its category (Wattage belongs to the lamps).
    expect(html).not.toContain('Wattage');
  });

  it('keeps a hostile title inside its JSON-LD and filters the body again', async () => {
    const html = (await visit('/news/evil')).body;
    expect(html.split('<script').length - 1).toBe(1);
    expect(html).not.toContain('alert(2)');
    expect(html).not.toContain('onerror');
    expect(jsonLdOf(html)?.headline).toBe('Evil </script><script>alert(1)</script> title');
    expect(html).toContain('Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; title');
  });

  it('does not show a scheduled item before its date, nor a draft', async () => {
    expect((await visit('/news/coming-next-week')).statusCode).toBe(404);
    expect((await visit('/news/only-a-draft')).statusCode).toBe(404);
  });
});

describe('latest items, feed and sitemap', () => {
  it('fills the latest-items blocks with the newest articles', async () => {
    const home = (await visit('/')).body;
    expect(home).not.toContain('No articles yet');
    expect(home).toContain('href="/news/');
  });

  it('offers an Atom feed of the articles per language', async () => {
    const feed = await visit('/news/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(feed.body).toContain('<title>Our new workshop is open</title>');
    expect(feed.body).not.toContain('Coming next week');
    const german = await visit('/de/news/feed.xml');
    expect(german.body).toContain('Unsere neue Werkstatt');
    expect(german.body).not.toContain('Our new workshop is open');
  });

  it('lists the item pages in the sitemap with lastmod and hreflang, and the list pages', async () => {
    const origin = site.curr_preview_link.replace(/\/$/, '');
    const sitemap = (await visit('/sitemap.xml')).body;
    expect(sitemap).toMatch(
      new RegExp(
        `<url><loc>${origin}/news/our-new-workshop-is-open</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod><xhtml:link rel="alternate" hreflang="en"`,
      ),
    );
    expect(sitemap).toContain(`hreflang="de" href="${origin}/de/news/unsere-neue-werkstatt"`);
    expect(sitemap).toContain(`<loc>${origin}/products</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/news/page/2</loc>`);
    // The template's News page is the list's first page: listed once.
    expect(sitemap.split(`<loc>${origin}/news</loc>`).length - 1).toBe(1);
    expect(sitemap).not.toContain('coming-next-week');
  });
});

describe('publishing items', () => {
  it('a whole-site publish takes the current state of published items; a chosen-pages publish does not', async () => {
    const workshop = await itemBySlug('our-new-workshop-is-open');
    if (!workshop) throw new Error('no demo article');
    await t.app.db
      .update(collectionItems)
      .set({ title: 'Our new workshop is open: the photos', version: workshop.version + 1 })
      .where(eq(collectionItems.id, workshop.id));
    const home = body<{ menuPageList: { id: number; url: string }[] }>(
      await send(t.app, token, 'GET', `/api/website/page?website_id=${site.website_id}`),
    ).data.menuPageList.find((p) => p.url === '/');
    expect(body(await publish([home?.id ?? 0])).code).toBe(0);
    expect((await visit('/news/our-new-workshop-is-open')).body).not.toContain('the photos');

    expect(body(await publish()).code).toBe(0);
    expect((await visit('/news/our-new-workshop-is-open')).body).toContain('the photos');
    const after = await itemBySlug('our-new-workshop-is-open');
    expect(after?.published?.title).toBe('Our new workshop is open: the photos');
    expect(after?.published?.version).toBe(workshop.version + 1);
  });

  it('refresh renders a live site again with items as they are published, and shows a scheduled one once due', async () => {
    const inTwoWeeks = new Date(Date.now() + 14 * DAY);
    const service = createPublishService({
      db: t.app.db,
      config: t.app.config,
      events: t.app.siteEvents,
      checks: { domainResolves: async () => true, certificateProblem: async () => null },
      templateAsset: () => undefined,
      store: databaseSiteStore(t.app.db),
      now: () => inTwoWeeks,
    });
    // An item published on its own: its new snapshot, then the refresh.
    await t.app.db
      .update(collectionItems)
      .set({
        published: itemSnapshot(
          { ...((await itemBySlug('note-number-1')) as ItemRow), title: 'Note number 1, revised' },
          new Date(),
        ),
      })
      .where(eq(collectionItems.slug, 'note-number-1'));
    const version = await service.refresh(companyId, site.website_id);
    expect(version).toBeGreaterThan(0);
    expect((await visit('/news/note-number-1')).body).toContain('Note number 1, revised');
    expect((await visit('/news/coming-next-week')).statusCode).toBe(200);
    expect(scheduledId).toBeGreaterThan(0);

    // Another company's website is refused; one that is not published stays so.
    await expect(service.refresh(companyId + 1000, site.website_id)).rejects.toThrow();
    const idle = body<Website>(
      await send(t.app, token, 'POST', '/api/website/website-add', {
        name: 'Idle Co',
        flag_code: 'US',
        default_language: 'en',
      }),
    ).data;
    expect(await service.refresh(companyId, idle.website_id)).toBe(0);
  });
});

describe('template demo content', () => {
  it('gives a new website from a template published sample articles and products with categories and attributes', async () => {
    const items = await t.app.db
      .select()
      .from(collectionItems)
      .where(eq(collectionItems.websiteId, site.website_id));
    const demo = items.filter((i) => i.id < evilId && i.lang === 'en' && !i.title.startsWith('Note'));
    const articles = demo.filter((i) => i.collection === 'news');
    const products = demo.filter((i) => i.collection === 'product');
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(articles.length).toBeLessThanOrEqual(6);
    expect(products.length).toBeGreaterThanOrEqual(4);
    expect(products.length).toBeLessThanOrEqual(8);
    expect(demo.every((i) => i.published !== null && i.typeIds.length > 0)).toBe(true);
    expect(articles.every((a) => String(a.fields.cover).startsWith('/template-assets/'))).toBe(true);
    expect(products.every((p) => (p.fields.gallery as string[]).length > 0 && p.fields.model)).toBe(true);
    const categories = await t.app.db
      .select()
      .from(collectionTypes)
      .where(eq(collectionTypes.websiteId, site.website_id));
    expect(categories.map((c) => c.collection).sort()).toEqual(expect.arrayContaining(['news', 'product']));
  });
});

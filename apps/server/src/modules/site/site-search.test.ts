import type { PageDetail, PageSaved, Website } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { body, send, setupApiTest, signInRival } from '../../../test/helper.ts';

const t = setupApiTest();
let site: Website;
let rivalSite: Website;

async function addPage(
  token: string,
  websiteId: number,
  page: { name: string; html: string; seoTitle?: string; noindex?: boolean; lang?: string },
): Promise<void> {
  const created = body<PageDetail>(
    await send(t.app, token, 'POST', '/api/website/page-detail', {
      website_id: websiteId,
      page_name: page.name,
      ...(page.lang ? { lang: page.lang } : {}),
    }),
  ).data;
  const saved = body<PageSaved>(
    await send(t.app, token, 'POST', '/api/website/save-page-element', {
      id: created.id,
      version: created.version,
      document: { version: 1, blocks: [{ id: 'text', type: 'rich-text', props: { html: page.html } }] },
    }),
  );
  expect(saved.code).toBe(0);
  if (page.seoTitle !== undefined || page.noindex !== undefined) {
    const set = await send(t.app, token, 'POST', '/api/website/page-set', {
      id: created.id,
      version: saved.data.version,
      ...(page.seoTitle !== undefined ? { seo_title: page.seoTitle } : {}),
      ...(page.noindex !== undefined ? { noindex: page.noindex } : {}),
    });
    expect(body(set).code).toBe(0);
  }
}

async function createAndPublish(token: string, name: string, pages: Parameters<typeof addPage>[2][]) {
  const created = body<Website>(
    await send(t.app, token, 'POST', '/api/website/website-add', {
      name,
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    }),
  ).data;
  for (const page of pages) await addPage(token, created.website_id, page);
  const published = await send(t.app, token, 'POST', '/api/website/publish-website', {
    id: created.website_id,
    website_page_id: 0,
  });
  expect(body(published).code).toBe(0);
  return created;
}

function visit(path: string, options: { host?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url: path,
    remoteAddress: options.ip ?? '198.51.100.20',
    headers: { host: options.host ?? site.fixed_domain },
  });
}

/** The results section of a search answer, for assertions that must not see the rest of the page. */
function results(html: string): string {
  const start = html.indexOf('data-sw-search-results');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

describe('site search on the published site', () => {
  it('publishes a search page with a search box that sends q to /search', async () => {
    site = await createAndPublish(t.admin, 'Lantern Works', [
      { name: 'Zephyr lamps', html: '<p>Our zephyr lanterns glow in every harbour.</p>' },
      { name: 'Quality', html: '<p>我们的产品质量很好，欢迎选购不锈钢螺丝。</p>' },
      {
        name: 'Guide',
        html: '<p>How to polish a zephyr lantern &lt;b&gt;safely&lt;/b&gt;.</p>',
        seoTitle: '<script>alert(1)</script> Zephyr guide',
      },
      { name: 'Hidden', html: '<p>Secret zephyr prototype.</p>', noindex: true },
      ...Array.from({ length: 11 }, (_, i) => ({ name: `Lumen ${i}`, html: `<p>Lumen model ${i}.</p>` })),
    ]);
    const rival = await signInRival(t.app);
    rivalSite = await createAndPublish(rival, 'Quokka Outfitters', [
      { name: 'Quokka', html: '<p>Quokka tents and zephyr stoves.</p>' },
    ]);

    const page = await visit('/search');
    expect(page.statusCode).toBe(200);
    const form = page.body.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/search"');
    expect(page.body).toMatch(/<input type="search"[^>]* name="q"\/>/);
    expect(page.body).toContain('data-sw-search-results=""></section>');
  });

  it('answers /search?q= with highlighted results on the themed search page, never cached', async () => {
    const response = await visit('/search?q=zephyr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<link rel="stylesheet" href="/_sw/site-');
    const found = results(response.body);
    expect(found).toContain('2 results for “zephyr”');
    expect(found).toContain('href="/zephyr-lamps"');
    expect(found).toContain('<mark>zephyr</mark> lanterns glow');
    // The page that asks not to be indexed is not found.
    expect(found).not.toContain('prototype');
    // The search box shows what was searched.
    expect(response.body).toMatch(/<input type="search"[^>]* name="q" value="zephyr"\/>/);
  });

  it('finds a Chinese word inside a sentence', async () => {
    const response = await visit(`/search?q=${encodeURIComponent('质量')}`);
    const found = results(response.body);
    expect(found).toContain('1 result for');
    expect(found).toContain('<mark>质量</mark>');
  });

  it('shows titles and text with markup as text', async () => {
    const found = results((await visit('/search?q=polish')).body);
    expect(found).toContain('>&lt;script&gt;alert(1)&lt;/script&gt; Zephyr guide</a>');
    expect(found).toContain('How to <mark>polish</mark> a zephyr lantern &lt;b&gt;safely&lt;/b&gt;.');
    expect(found).not.toContain('<script');
    expect(found).not.toContain('<b>');
  });

  it("never finds another website's pages", async () => {
    expect(results((await visit('/search?q=quokka')).body)).toContain('No results for “quokka”');
    const theirs = results((await visit('/search?q=zephyr', { host: rivalSite.fixed_domain })).body);
    expect(theirs).toContain('1 result for');
    expect(theirs).not.toContain('lantern');
  });

  it('pages through results', async () => {
    const first = results((await visit('/search?q=lumen')).body);
    expect(first).toContain('11 results');
    expect(first.match(/sw-search-results__item/g)).toHaveLength(10);
    expect(first).toContain('href="/search?q=lumen&amp;page=2"');
    const second = results((await visit('/search?q=lumen&page=2')).body);
    expect(second.match(/sw-search-results__item/g)).toHaveLength(1);
    expect(second).toContain('<span aria-current="page">2</span>');
  });

  it('shows the page alone for an empty query, and reads only the first 100 characters of a long one', async () => {
    const empty = await visit('/search?q=');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('data-sw-search-results=""></section>');
    const long = await visit(`/search?q=zephyr${'%20'.repeat(90)}${'a'.repeat(400)}`);
    expect(long.statusCode).toBe(200);
    expect(results(long.body)).toContain('No results');
    expect(long.body).toContain(`value="zephyr${' '.repeat(90)}aaaa"`);
    expect(long.body).not.toContain('aaaaa');
    // A query that is only spaces shows the page as published.
    expect((await visit('/search?q=%20%20')).body).toContain('data-sw-search-results=""></section>');
  });

  it('keeps the index files private and limits queries per address', async () => {
    expect((await visit('/_sw/search-en.json')).statusCode).toBe(404);
    const ip = '198.51.100.99';
    for (let i = 0; i < 60; i++) expect((await visit(`/search?q=lamp${i}`, { ip })).statusCode).toBe(200);
    const refused = await visit('/search?q=lamp', { ip });
    expect(refused.statusCode).toBe(429);
    // Pages themselves are still served to that address, and other addresses still search.
    expect((await visit('/search', { ip })).statusCode).toBe(200);
    expect((await visit('/search?q=lamp', { ip: '198.51.100.100' })).statusCode).toBe(200);
  });
});

describe('site search in each language', () => {
  it("answers /<lang>/search from that language's own index, in its words", async () => {
    const token = t.admin;
    const created = body<Website>(
      await send(t.app, token, 'POST', '/api/website/website-add', {
        name: 'Lighthouse Keepers',
        flag_code: 'US',
        default_language: 'en',
        template_id: 'corporate',
      }),
    ).data;
    for (const path of ['/api/website/website-language', '/api/website/init_for_copy']) {
      expect(
        body(await send(t.app, token, 'POST', path, { website_id: created.website_id, lang: 'zh' })).code,
      ).toBe(0);
    }
    await addPage(token, created.website_id, {
      name: 'Lamplighters',
      html: '<p>Lamplighters since 1890.</p>',
    });
    await addPage(token, created.website_id, {
      name: 'shouhu',
      lang: 'zh',
      html: '<p>我们是灯塔守护者，守护海岸百年。</p>',
    });
    const published = await send(t.app, token, 'POST', '/api/website/publish-website', {
      id: created.website_id,
      website_page_id: 0,
    });
    expect(body(published).code).toBe(0);
    const host = created.fixed_domain;

    const zhPage = await visit('/zh/search', { host });
    expect(zhPage.statusCode).toBe(200);
    expect(zhPage.body).toContain('action="/zh/search"');
    expect(zhPage.body).toContain('>搜索</button>');

    const zh = results((await visit(`/zh/search?q=${encodeURIComponent('灯塔')}`, { host })).body);
    expect(zh).toContain('“灯塔”共找到 1 条结果');
    expect(zh).toContain('href="/zh/shouhu"');
    expect(zh).toContain('我们是<mark>灯塔</mark>守护者');
    expect(results((await visit(`/search?q=${encodeURIComponent('灯塔')}`, { host })).body)).toContain(
      'No results',
    );

    const en = results((await visit('/search?q=lamplighters', { host })).body);
    expect(en).toContain('href="/lamplighters"');
    expect(results((await visit('/zh/search?q=lamplighters', { host })).body)).toContain('没有找到');
    // The site's name is on the pages of both languages: each index answers with its own.
    const named = results((await visit('/zh/search?q=keepers', { host })).body);
    expect(named).toContain('href="/zh/');
    expect(named).not.toMatch(/href="\/(?!zh[/"])/);
  });
});

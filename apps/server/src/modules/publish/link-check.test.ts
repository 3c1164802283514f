import type { PageList, PublishLinkCheck, Website } from '@sitewright/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, loginAdmin, send, signInRival, type TestApp } from '../../../test/helper.ts';
import { linksOf, sitePathOf } from './link-check.ts';

let t: TestApp;
let token: string;
let site: Website;
let pages: PageList['menuPageList'];

const check = (websiteId: number, pageIds: number[] | 0, as = token) =>
  send(t.app, as, 'POST', '/api/website/publish-link-check', { id: websiteId, website_page_id: pageIds });
const linksFor = async (pageIds: number[] | 0) =>
  body<PublishLinkCheck>(await check(site.website_id, pageIds)).data;
const pageNamed = (url: string) => {
  const page = pages.find((p) => p.url === url);
  if (!page) throw new Error(`no page at ${url}`);
  return page;
};

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginAdmin(t.app)).token;
  const created = await send(t.app, token, 'POST', '/api/website/website-add', {
    name: 'Link Check Advisory',
    flag_code: 'US',
    default_language: 'en',
    template_id: 'corporate',
  });
  site = body<Website>(created).data;
  pages = body<PageList>(await send(t.app, token, 'GET', `/api/website/page?website_id=${site.website_id}`))
    .data.menuPageList;
});
afterAll(() => t.close());

describe('publish-link-check', () => {
  it('names the unpublished pages the home page and the footer would link to when only the home page goes out', async () => {
    const home = pageNamed('/');
    const result = await linksFor([home.id]);
    const fromHome = result.links.filter((l) => l.place === 'page');
    expect(
      fromHome.every((l) => l.page_id === home.id && l.page_name === home.page_name && l.lang === 'en'),
    ).toBe(true);
    expect(fromHome.map((l) => l.href).sort()).toEqual(
      ['/advisory', '/case-studies', '/services', '/team', '/technology'].sort(),
    );
    const services = pageNamed('/services');
    expect(fromHome.find((l) => l.href === '/services')).toMatchObject({
      target_page_id: services.id,
      target_page_name: services.page_name,
      lang_name: 'English',
    });
    // The footer shows on the home page: its links count too, once for the whole language.
    const fromFooter = result.links.filter((l) => l.place === 'footer');
    expect(fromFooter.map((l) => l.href).sort()).toEqual(['/about', '/contact', '/news', '/services']);
    expect(fromFooter.every((l) => l.page_id === null)).toBe(true);
    expect(result.total).toBe(result.links.length);
  });

  it('says nothing for a whole-site publish, and stops naming a page once it is published', async () => {
    expect(await linksFor(0)).toEqual({ links: [], total: 0 });
    const home = pageNamed('/');
    const services = pageNamed('/services');
    const published = await send(t.app, token, 'POST', '/api/website/publish-website', {
      id: site.website_id,
      website_page_id: [home.id, services.id],
    });
    expect(body(published).code).toBe(0);
    // Publishing the home page again: Services is live now, its links from the home page are fine.
    const again = await linksFor([home.id]);
    expect(again.links.some((l) => l.target_page_id === services.id)).toBe(false);
    // The live Services page links to Advisory and Technology, which are still not published.
    const fromServices = again.links.filter((l) => l.page_id === services.id).map((l) => l.href);
    expect(fromServices).toEqual(expect.arrayContaining(['/advisory', '/technology']));
  });

  it('finds rich-text anchors and absolute links to the site’s own address', async () => {
    const faq = pageNamed('/faq');
    const about = pageNamed('/about');
    const detail = body<{ version: number }>(
      await send(t.app, token, 'GET', `/api/website/page-detail?id=${about.id}`),
    );
    const origin = site.curr_preview_link.replace(/\/$/, '');
    const saved = await send(t.app, token, 'POST', '/api/website/save-page-element', {
      id: about.id,
      version: detail.data.version,
      document: {
        version: 1,
        blocks: [
          {
            id: 't',
            type: 'rich-text',
            props: { html: `<p>See <a href="/faq#fees">the questions</a>.</p>` },
          },
          { id: 'b', type: 'button', props: { text: 'Careers', href: `${origin}/careers?ref=about` } },
          { id: 'x', type: 'button', props: { text: 'Elsewhere', href: 'https://example.com/faq' } },
        ],
      },
    });
    expect(body(saved).code).toBe(0);
    const result = await linksFor([about.id]);
    const fromAbout = result.links.filter((l) => l.page_id === about.id);
    expect(fromAbout.map((l) => [l.target_page_id, l.href])).toEqual([
      [faq.id, '/faq#fees'],
      [pageNamed('/careers').id, `${origin}/careers?ref=about`],
    ]);
  });

  it('is refused for another company’s website or page, and for an empty selection', async () => {
    const rival = await signInRival(t.app);
    expect(body(await check(site.website_id, 0, rival)).code).toBe(1105);
    expect(body(await check(site.website_id, [999999])).code).toBe(1105);
    const empty = await check(site.website_id, []);
    expect(empty.statusCode).toBe(400);
  });
});

describe('links of a page', () => {
  it('reads link props at any depth and rich-text anchors', () => {
    expect(
      linksOf([
        {
          id: 's',
          type: 'section',
          props: {},
          slots: {
            content: [
              { id: 'f', type: 'footer', props: { links: [{ label: 'A', href: '/a' }] } },
              { id: 'i', type: 'image', props: { src: '/x.png', link: '/b' } },
              {
                id: 'r',
                type: 'rich-text',
                props: { html: "<a class='x' href='/c'>c</a><a href=\"/d\">d</a>" },
              },
            ],
          },
        },
      ]),
    ).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('turns links into site paths, leaving other sites, mail and fragments out', () => {
    const hosts = ['shop.example'];
    expect(sitePathOf('/about/', hosts)).toBe('/about');
    expect(sitePathOf('/de/%C3%BCber?x=1#y', hosts)).toBe('/de/über');
    expect(sitePathOf('https://SHOP.example/news', hosts)).toBe('/news');
    expect(sitePathOf('/', hosts)).toBe('/');
    for (const other of ['https://other.example/news', '//shop.example/a', 'mailto:a@b.c', '#top', 'about'])
      expect(sitePathOf(other, hosts)).toBeNull();
  });
});

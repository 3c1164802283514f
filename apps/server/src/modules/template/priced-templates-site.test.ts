import type { PageList, Published, Website } from '@sitewright/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, loginAdmin, send, type TestApp } from '../../../test/helper.ts';
import { grantLicence } from '../../../test/licences.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginAdmin(t.app)).token;
  // The demo company owns both: buying them has its own tests (modules/commerce).
  for (const id of ['saas-launch', 'restaurant']) await grantLicence(t.app, 'template', id);
});
afterAll(() => t.close());

const visit = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

/** Same-site addresses a published page points at: links, images and CSS background images. */
function addressesOf(html: string): string[] {
  const found = [
    ...[...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/url\(&quot;([^&]+)&quot;\)|url\("([^"]+)"\)/g)].map((m) => m[1] ?? m[2] ?? ''),
  ];
  return found
    .map((a) => a.replace(/&amp;/g, '&').split('#')[0]?.split('?')[0] ?? '')
    .filter((a) => a.startsWith('/') && !a.startsWith('//'));
}

/** A new website from the template, published whole, with the page list the operator sees. */
async function publishedSite(templateId: string, name: string) {
  const site = body<Website>(
    await send(t.app, token, 'POST', '/api/website/website-add', {
      name,
      flag_code: 'US',
      default_language: 'en',
      template_id: templateId,
    }),
  ).data;
  const published = await send(t.app, token, 'POST', '/api/website/publish-website', {
    id: site.website_id,
    website_page_id: 0,
  });
  expect(body<Published>(published).code).toBe(0);
  const list = body<PageList>(
    await send(t.app, token, 'GET', `/api/website/page?website_id=${site.website_id}`),
  ).data;
  return { site, list };
}

/**
 * Visits every menu page, then every same-site address they point at (item pages, images,
 * stylesheets, downloads): a visitor meets no broken address and no markup that runs.
 */
async function crawl(host: string, start: string[]): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  const queue = [...start];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    const response = await visit(host, url);
    expect(response.statusCode, url).toBe(200);
    const type = String(response.headers['content-type']);
    if (!type.startsWith('text/html')) continue;
    bodies.set(url, response.body);
    for (const next of addressesOf(response.body)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return bodies;
}

describe.each([
  ['saas-launch', 'Acme Cloud'],
  ['restaurant', 'Casa Verde'],
])('the %s template, published', (templateId, name) => {
  let host = '';
  let pages: Map<string, string>;
  let list: PageList;

  beforeAll(async () => {
    const made = await publishedSite(templateId, name);
    host = made.site.fixed_domain;
    list = made.list;
    pages = await crawl(
      host,
      list.menuPageList.map((p) => p.url),
    );
  }, 120_000);

  it('serves every page, and every address the pages point at, without script or event handlers', () => {
    expect(list.menuPageList.length).toBeGreaterThanOrEqual(11);
    // Menu pages and the item pages they link to.
    expect(pages.size).toBeGreaterThan(list.menuPageList.length);
    for (const [url, html] of pages) {
      expect(html, url).toMatch(/^<!doctype html>/i);
      // Structured data for search engines is the only script element, and it is data.
      expect(html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, ''), url).not.toMatch(
        /<script|\son[a-z]+=|javascript:/i,
      );
      expect(html, url).not.toContain('{{');
      expect(html, url).toContain(name);
    }
  });

  it('shows its own sample content, never the maker’s chairs and lamps', () => {
    const all = [...pages.values()].join('\n');
    expect(all).not.toMatch(/Oak lounge chair|Steel desk lamp|Glass carafe/);
    if (templateId === 'restaurant') {
      const menu = pages.get('/menu') ?? '';
      expect(menu).toContain('Hand-cut tagliatelle');
      expect(menu).toContain('€18');
      expect(pages.get('/reservations')).toContain('Opening hours');
      // The map shows the brand kit's address; this website has none yet, so there is no map.
      expect(pages.get('/reservations')).not.toContain('sw-map');
      expect(pages.get('/reservations')).not.toContain('Phone:');
      expect(pages.get('/')).toContain('The spring menu is here');
      expect(pages.get('/news')).toContain('Wine evening with a family winery');
    } else {
      const pricing = pages.get('/pricing') ?? '';
      expect(pricing).toContain('$19');
      expect(pricing).toContain('Compare the plans');
      expect(pages.get('/')).toContain('What our customers say');
      expect(pages.get('/')).toContain('Is there a free trial?');
      expect(pages.get('/news')).toContain('Introducing the workload view');
      expect(pages.get('/features')).toContain('sw-chart');
    }
  });
});

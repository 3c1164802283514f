import type { ItemDetail, TermEntry, Website } from '@sitewright/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';

/**
 * FAQs and the exhibitor directory on the published site: the FAQ accordion (no script) with its
 * FAQPage data, questions found by the site search, and the directory's zone, area, country and
 * letter pages, each zone's floor overview, and an exhibitor's page with its booth and items.
 */
const t = setupApiTest();
let site: Website;

const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: site.fixed_domain } });
async function ok<T>(method: 'POST' | 'GET', url: string, payload?: Record<string, unknown>): Promise<T> {
  const response = await send(t.app, t.admin, method, url, payload);
  expect(body(response), response.body).toMatchObject({ code: 0 });
  return body<T>(response).data;
}
const item = (collection: string, payload: Record<string, unknown>) =>
  ok<ItemDetail>('POST', `/api/website/${collection}/save`, { website_id: site.website_id, ...payload });
const publishItems = (collection: string, ids: number[]) =>
  ok('POST', `/api/website/${collection}/batch`, { website_id: site.website_id, ids, action: 'publish' });
const term = (list: 'zone' | 'area', payload: Record<string, unknown>) =>
  ok<TermEntry>('POST', `/api/website/exhibitor/${list}`, { website_id: site.website_id, ...payload });

/** Every JSON-LD block of a page, parsed. */
const jsonLds = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );

/**
 * What schema.org and search engines require of an FAQPage: the context, the type, and questions
 * each with a name and an accepted answer with text. Answers the problems found.
 */
function faqPageProblems(data: Record<string, unknown> | undefined): string[] {
  if (!data) return ['no JSON-LD'];
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context');
  if (data['@type'] !== 'FAQPage') problems.push('@type');
  const questions = data.mainEntity;
  if (!Array.isArray(questions) || questions.length === 0) return [...problems, 'mainEntity'];
  for (const [i, q] of (questions as Record<string, unknown>[]).entries()) {
    if (q['@type'] !== 'Question') problems.push(`mainEntity[${i}].@type`);
    if (typeof q.name !== 'string' || q.name === '') problems.push(`mainEntity[${i}].name`);
    const answer = q.acceptedAnswer as Record<string, unknown> | undefined;
    if (answer?.['@type'] !== 'Answer') problems.push(`mainEntity[${i}].acceptedAnswer.@type`);
    if (typeof answer?.text !== 'string' || answer.text === '')
      problems.push(`mainEntity[${i}].acceptedAnswer.text`);
  }
  return problems;
}

let cobaltSlug = '';

beforeAll(async () => {
  site = await ok<Website>('POST', '/api/website/website-add', {
    name: 'Expo Site',
    flag_code: 'US',
    default_language: 'en',
    // The corporate template's own FAQ page (at /faq) holds the FAQ block.
    template_id: 'corporate',
  });
  const shipping = await ok<{ id: number }>('POST', '/api/website/faq/type', {
    website_id: site.website_id,
    name: 'Shipping',
  });
  const norway = await item('faq', {
    title: 'Do you ship to Norway?',
    body: '<p>Yes: every <strong>zephyrcargo</strong> crate reaches Oslo in four days.</p><script>alert(1)</script>',
    type_ids: [shipping.id],
  });
  const hours = await item('faq', { title: 'When are the halls open?', body: '<p>From nine to six.</p>' });
  await publishItems('faq', [norway.id, hours.id]);

  const hallA = await term('zone', { name: 'Hall A' });
  const hallB = await term('zone', { name: 'Hall B' });
  const north = await term('area', { name: 'North', parent_id: hallA.id });
  const south = await term('area', { name: 'South', parent_id: hallB.id });
  const exhibitors = [
    await item('exhibitor', {
      title: 'Cobalt Pumps',
      fields: {
        booth: 'A10',
        zone: hallA.id,
        area: north.id,
        country: 'Germany',
        website: 'https://cobalt.example',
      },
    }),
    await item('exhibitor', {
      title: 'Apex Valves',
      fields: { booth: 'A2', zone: hallA.id, area: north.id, country: 'Italy' },
    }),
    await item('exhibitor', {
      title: 'Birch Tools',
      fields: { booth: 'B1', zone: hallB.id, area: south.id, country: 'Germany' },
    }),
  ];
  cobaltSlug = exhibitors[0]?.slug ?? '';
  await publishItems(
    'exhibitor',
    exhibitors.map((e) => e.id),
  );
  const pump = await item('exhibit', {
    title: 'Quiet pump X3',
    fields: { exhibitor: [exhibitors[0]?.id] },
  });
  await publishItems('exhibit', [pump.id]);
  await ok('POST', '/api/website/publish-website', { id: site.website_id, website_page_id: 0 });
}, 120_000);

describe('FAQs on the site', () => {
  it('shows the FAQ block as an accordion that opens without script, the answers filtered', async () => {
    // The template's FAQ page keeps /faq; its FAQ block lists the newest questions.
    const page = await visit('/faq');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain(
      '<details class="sw-faq__details"><summary class="sw-faq__question">Do you ship to Norway?</summary>',
    );
    expect(html).toContain('every <strong>zephyrcargo</strong> crate');
    expect(html).toContain('<summary class="sw-faq__question">When are the halls open?</summary>');
    const block = html.slice(html.indexOf('sw-latest--faqs'), html.lastIndexOf('</details>'));
    expect(block).not.toContain('<script');
    expect(html).not.toContain('alert(1)');
  });

  it('has an accordion page per category with only its questions, described as a valid FAQPage', async () => {
    const html = (await visit('/faq/category/shipping/')).body;
    expect(html).toContain('<summary class="sw-faq__question">Do you ship to Norway?</summary>');
    expect(html).not.toContain('When are the halls open?');
    const data = jsonLds(html).find((d) => d['@type'] === 'FAQPage');
    expect(faqPageProblems(data)).toEqual([]);
    expect(data?.mainEntity).toHaveLength(1);
  });

  it('describes a question’s own page as an FAQPage with its answer', async () => {
    const one = jsonLds((await visit('/faq/do-you-ship-to-norway')).body)[0];
    expect(faqPageProblems(one)).toEqual([]);
    expect(one?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Do you ship to Norway?',
        acceptedAnswer: {
          '@type': 'Answer',
          text: '<p>Yes: every <strong>zephyrcargo</strong> crate reaches Oslo in four days.</p>',
        },
      },
    ]);
  });

  it('lets the site search find a question by a word of its answer', async () => {
    const results = (await visit('/search?q=zephyrcargo')).body;
    expect(results).toContain('href="/faq/do-you-ship-to-norway"');
  });
});

describe('the exhibitor directory', () => {
  it('offers filter links by zone, area, country and first letter, and a search form', async () => {
    const html = (await visit('/exhibitors/')).body;
    for (const href of [
      '/exhibitors/zone/hall-a/',
      '/exhibitors/zone/hall-b/',
      '/exhibitors/area/north/',
      '/exhibitors/country/germany/',
      '/exhibitors/letter/a/',
      '/exhibitors/letter/c/',
    ])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain('<form class="sw-items__search" action="/search" method="get">');
  });

  it('lists a zone’s exhibitors in booth order, with booth and area, as its floor overview', async () => {
    const html = (await visit('/exhibitors/zone/hall-a/')).body;
    expect(html).toContain('Hall zone: Hall A');
    expect(html).not.toContain('Birch Tools');
    expect(html.indexOf('Apex Valves')).toBeGreaterThan(-1);
    // A2 before A10: booth numbers in natural order.
    expect(html.indexOf('Apex Valves')).toBeLessThan(html.indexOf('Cobalt Pumps'));
    expect(html).toContain('Booth number: A2 · Hall zone: Hall A · Area: North · Country: Italy');
  });

  it('filters by country and by letter, pages kept out of search engines', async () => {
    const germany = (await visit('/exhibitors/country/germany/')).body;
    expect(germany).toContain('Cobalt Pumps');
    expect(germany).toContain('Birch Tools');
    expect(germany).not.toContain('Apex Valves');
    expect(germany).toContain('<meta name="robots" content="noindex');
    const letterB = (await visit('/exhibitors/letter/b/')).body;
    expect(letterB).toContain('Birch Tools');
    expect(letterB).not.toContain('Cobalt Pumps');
  });

  it('shows an exhibitor’s booth, zone and area, its exhibit items, and Organization data', async () => {
    const html = (await visit(`/exhibitors/${cobaltSlug}`)).body;
    expect(html).toContain('<dt>Booth number</dt><dd>A10</dd>');
    expect(html).toContain('<dt>Hall zone</dt><dd>Hall A</dd>');
    expect(html).toContain('<dt>Area</dt><dd>North</dd>');
    expect(html).toContain('<h2>Exhibit items</h2>');
    expect(html).toContain('Quiet pump X3');
    // The website is a link visitors can follow, not text to copy.
    expect(html).toMatch(/<a [^>]*href="https:\/\/cobalt\.example"[^>]*>Website<\/a>/);
    expect(jsonLds(html)[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Cobalt Pumps',
      sameAs: ['https://cobalt.example'],
      address: { '@type': 'PostalAddress', addressCountry: 'Germany' },
    });
    // The item's page links back to its exhibitor.
    expect((await visit('/exhibits/quiet-pump-x3')).body).toContain(`href="/exhibitors/${cobaltSlug}"`);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RICH_TEXT_TAGS, sanitizeRichText } from '@sitewright/blocks';
import type { PageDetail, PageList, Website } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, fieldPaths, loginAdmin, send, type TestApp } from '../../../test/helper.ts';
import { pages } from '../../db/schema.ts';

/**
 * Spec §5: rich text is filtered on the server at every save and again at publish. Every payload of
 * the hostile corpora in testdata/xss goes in through the API (and once straight into the database,
 * as a document stored before a filter change would be) and must come out clean in the stored
 * document and in the page visitors get.
 */
type Element = DefaultTreeAdapterTypes.Element;

const XSS_DIR = fileURLToPath(new URL('../../../../../testdata/xss/', import.meta.url));
const read = <T>(path: string): T => JSON.parse(readFileSync(`${XSS_DIR}${path}`, 'utf8')) as T;
const payloads = [
  ...read<string[]>('dompurify/xss-payloads-alert.json'),
  ...read<{ payload: string }[]>('dompurify/expect.json').map((e) => e.payload),
  ...read<{ vectors: { payload: string }[] }>('owasp-cheatsheet/xss-filter-evasion-vectors.json').vectors.map(
    (v) => v.payload,
  ),
];

const hostileDocument = () => ({
  version: 1 as const,
  blocks: payloads.map((html, i) => ({ id: `x${i}`, type: 'rich-text', props: { html } })),
});

function elements(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  const found: Element[] = [];
  const stack = [...node.childNodes];
  while (stack.length > 0) {
    const child = stack.pop() as DefaultTreeAdapterTypes.ChildNode;
    if (!('tagName' in child)) continue;
    found.push(child);
    stack.push(...child.childNodes);
    if (child.tagName === 'template') {
      stack.push(...(child as DefaultTreeAdapterTypes.Template).content.childNodes);
    }
  }
  return found;
}

/** What a visitor's browser would find dangerous in a served page, read from the tree it builds. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const all = elements(parse(html));
  for (const el of all) {
    if (['script', 'iframe', 'object', 'embed', 'form', 'base', 'frame'].includes(el.tagName)) {
      found.push(`<${el.tagName}>`);
    }
    for (const { name, value } of el.attrs) {
      if (name.startsWith('on')) found.push(`${el.tagName} ${name}`);
      const squeezed = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
      if (name !== 'alt' && name !== 'title' && /javascript:|vbscript:|data:text\/html/i.test(squeezed)) {
        found.push(`${el.tagName} ${name}=${value.slice(0, 60)}`);
      }
    }
  }
  // Inside the rich-text blocks only the whitelist may appear.
  for (const block of all.filter((el) =>
    el.attrs.some((a) => a.name === 'class' && /\bsw-rich-text\b/.test(a.value)),
  )) {
    for (const el of elements(block)) {
      if (!RICH_TEXT_TAGS.has(el.tagName)) found.push(`rich text holds <${el.tagName}>`);
    }
  }
  return found;
}

let t: TestApp;
let token: string;
let site: Website;
let home: number;
let other: number;

const visit = (url = '/') => t.app.inject({ method: 'GET', url, headers: { host: site.fixed_domain } });

async function detail(id: number): Promise<PageDetail> {
  return body<PageDetail>(await send(t.app, token, 'GET', `/api/website/page-detail?id=${id}`)).data;
}

async function publish(): Promise<void> {
  const response = await send(t.app, token, 'POST', '/api/website/publish-website', {
    id: site.website_id,
    website_page_id: 0,
  });
  expect(body(response).code).toBe(0);
}

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginAdmin(t.app)).token;
  const created = await send(t.app, token, 'POST', '/api/website/website-add', {
    name: 'Filter Works',
    flag_code: 'US',
    default_language: 'en',
    template_id: 'corporate',
  });
  site = body<Website>(created).data;
  const list = body<PageList>(
    await send(t.app, token, 'GET', `/api/website/page?website_id=${site.website_id}`),
  ).data;
  const menu = list.menuPageList;
  const homePage = menu.find((p) => p.url === '/');
  const otherPage = menu.find((p) => p.url !== '/');
  if (!homePage || !otherPage) throw new Error('the template has too few pages');
  home = homePage.id;
  other = otherPage.id;
});
afterAll(() => t.close());

describe('rich text on the server', () => {
  it(`stores only the filtered markup of all ${payloads.length} corpus payloads, and publishes it clean`, async () => {
    const saved = await send(t.app, token, 'POST', '/api/website/save-page-element', {
      id: home,
      version: (await detail(home)).version,
      document: hostileDocument(),
    });
    expect(body(saved).code).toBe(0);

    const stored = (await detail(home)).document.blocks.map((b) => (b.props as { html: string }).html);
    expect(stored).toEqual(payloads.map(sanitizeRichText));
    expect(
      dangers(`<div class="sw-rich-text">${stored.join('</div><div class="sw-rich-text">')}</div>`),
    ).toEqual([]);

    await publish();
    const page = await visit('/');
    expect(page.statusCode).toBe(200);
    expect(dangers(page.body)).toEqual([]);
    // The filtered blocks are all there: the page was not cleaned by leaving them out.
    expect(page.body.match(/class="sw-block sw-rich-text"/g)?.length).toBe(payloads.length);
  });

  it('refuses at save, naming the field, text that filters past the length limit or whose tag soup would swamp the parser', async () => {
    const before = await detail(home);
    // 75 kB whose parse reopens every earlier <b> in each paragraph: gigabytes if it were built.
    const tangle = Array.from({ length: 4000 }, (_, i) => `<p><b class=c${i}>x`).join('');
    // 100,000 "<" signs are under the limit as typed and four times over it once escaped.
    for (const html of [tangle, `<p>${'<'.repeat(100_000)}</p>`]) {
      const refused = await send(t.app, token, 'POST', '/api/website/save-page-element', {
        id: home,
        version: before.version,
        document: { version: 1, blocks: [{ id: 'r', type: 'rich-text', props: { html } }] },
      });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).code).toBe(1204);
      expect(fieldPaths(refused)).toEqual(['document.blocks.0.props.html']);
    }
    const after = await detail(home);
    expect(after.version).toBe(before.version);
    expect(after.document).toEqual(before.document);
  });

  it('filters again at publish: a document stored unfiltered (before a whitelist change) goes out clean', async () => {
    // Straight into the database, past the save filter.
    await t.app.db
      .update(pages)
      .set({ document: hostileDocument(), isDraft: true })
      .where(eq(pages.id, other));
    const raw = (await detail(other)).document.blocks.map((b) => (b.props as { html: string }).html);
    expect(raw).toEqual(payloads);

    await publish();
    const url = (
      body<PageList>(
        await send(t.app, token, 'GET', `/api/website/page?website_id=${site.website_id}`),
      ).data.menuPageList.find((p) => p.id === other) as { url: string }
    ).url;
    const page = await visit(url);
    expect(page.statusCode).toBe(200);
    expect(dangers(page.body)).toEqual([]);
    expect(page.body.match(/class="sw-block sw-rich-text"/g)?.length).toBe(payloads.length);
    // Proof the check can fail: the same blocks unfiltered are full of findings.
    expect(
      dangers(`<div class="sw-rich-text">${payloads.join('</div><div class="sw-rich-text">')}</div>`).length,
    ).toBeGreaterThan(100);
  });
});

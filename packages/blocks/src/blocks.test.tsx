import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LATEST_KINDS } from './context.ts';
import { checkHtml, elementsOf } from './html-check.ts';
import { blockDefinitions, blockRegistry } from './registry.ts';
import { renderPageHtml } from './render.tsx';
import { BlockTree } from './block-tree.tsx';
import { defaultGlobalSection, notFoundDocument } from './global-sections.ts';
import { everyBlockDocument, sampleContext } from './samples.ts';
import { DEFAULT_THEME } from './theme.ts';
import type { RenderContext } from './context.ts';

// biome-ignore format: a plain list
const REQUIRED_TYPES = [
  'section', 'columns', 'heading', 'rich-text', 'image', 'gallery', 'button', 'spacer', 'divider', 'video',
  'map', 'table', 'chart', 'attachments', 'nav-menu', 'breadcrumb', 'footer', 'latest-items',
  'language-switcher', 'item-list', 'item-detail',
  'search-box', 'search-results', 'form',
  'sponsor-wall',
];

describe('block catalogue', () => {
  it('holds every block type the issue asks for, each once', () => {
    expect(blockDefinitions.map((d) => d.type).sort()).toEqual([...REQUIRED_TYPES].sort());
    expect(blockRegistry.size).toBe(blockDefinitions.length);
  });

  it.each(blockDefinitions.map((d) => [d.type, d] as const))('%s: has labels in en and zh', (_, d) => {
    expect(d.label.en.length).toBeGreaterThan(0);
    expect(d.label.zh.length).toBeGreaterThan(0);
  });
});

describe.each(blockDefinitions.map((d) => [d.type, d] as const))('%s block', (type, definition) => {
  const parsed = definition.schema.safeParse(definition.defaults);

  it('has defaults that pass its own schema', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('renders its defaults to well-formed HTML without script', () => {
    const slots = parsed.success ? definition.slotNames(parsed.data) : [];
    const html = renderToStaticMarkup(
      <BlockTree
        nodes={[
          {
            id: 'x1',
            type,
            props: parsed.data as Record<string, unknown>,
            slots: Object.fromEntries(
              slots.map((s, i) => [
                s,
                [{ id: `h${i}`, type: 'heading', props: { text: `In ${s}`, level: 3, align: 'left' } }],
              ]),
            ),
          },
        ]}
        // A form block with no form chosen shows nothing on the site; the canvas says why.
        context={sampleContext(type === 'form' ? { canvas: true } : {})}
      />,
    );
    expect(html.length).toBeGreaterThan(0);
    expect(html).toContain('sw-block');
    expect(html.toLowerCase()).not.toContain('<script');
    expect(checkHtml(html, 'fragment').errors).toEqual([]);
    for (const s of slots) expect(html).toContain(`In ${s}`);
  });

  it('renders with an empty context in Chinese without throwing', () => {
    const html = renderToStaticMarkup(
      <BlockTree
        nodes={[{ id: 'x1', type, props: parsed.data as Record<string, unknown> }]}
        context={{ lang: 'zh', siteName: '站点', title: '首页' }}
      />,
    );
    expect(checkHtml(html, 'fragment').errors).toEqual([]);
  });
});

describe('a page holding every block', () => {
  const document = everyBlockDocument();
  const html = renderPageHtml({
    document,
    theme: DEFAULT_THEME,
    context: sampleContext({ noindex: true, canonical: 'https://acme.example.com/' }),
  });

  it('uses every block type', () => {
    const used = new Set<string>();
    const stack = [...document.blocks];
    while (stack.length > 0) {
      const node = stack.pop();
      if (!node) break;
      used.add(node.type);
      for (const children of Object.values(node.slots ?? {})) stack.push(...children);
    }
    expect([...used].sort()).toEqual([...REQUIRED_TYPES].sort());
  });

  it('is a well-formed standalone HTML5 document', () => {
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    const { errors, root } = checkHtml(html, 'document');
    expect(errors).toEqual([]);
    const elements = elementsOf(root);
    const count = (tag: string) =>
      elements.filter((e) => e.tagName === tag && e.namespaceURI === 'http://www.w3.org/1999/xhtml').length;
    expect(count('html')).toBe(1);
    expect(count('head')).toBe(1);
    expect(count('body')).toBe(1);
    expect(count('title')).toBe(1);
    expect(count('style')).toBe(1);
    const meta = elements
      .filter((e) => e.tagName === 'meta')
      .map((e) => Object.fromEntries(e.attrs.map((a) => [a.name, a.value])));
    expect(meta).toContainEqual({ charset: 'utf-8' });
    expect(meta).toContainEqual({ name: 'viewport', content: 'width=device-width, initial-scale=1' });
    expect(meta).toContainEqual({ name: 'description', content: 'Acme makes things.' });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('has no script, no inline event handler and no javascript: URL', () => {
    const { root } = checkHtml(html, 'document');
    const elements = elementsOf(root);
    expect(elements.filter((e) => e.tagName === 'script')).toEqual([]);
    for (const el of elements) {
      for (const attr of el.attrs) {
        expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
        expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:');
      }
    }
  });

  it('embeds videos only through privacy-friendly players with the parsed id and no autoplay', () => {
    const { root } = checkHtml(html, 'document');
    const frames = elementsOf(root)
      .filter((e) => e.tagName === 'iframe')
      .map((e) => e.attrs.find((a) => a.name === 'src')?.value ?? '');
    expect(frames).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    expect(frames).toContain('https://player.vimeo.com/video/76979871?dnt=1');
    expect(
      frames.some((f) => f.startsWith('https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7')),
    ).toBe(true);
    expect(html).not.toMatch(/autoplay(?!=0)/);
  });

  it('strips the script a rich-text block was given', () => {
    expect(html).toContain('<p>Hello <strong>world</strong></p>');
    expect(html).not.toContain('alert(1)');
  });

  it('shows three menu levels and no fourth', () => {
    expect(html).toContain('Hammers');
    expect(html).not.toContain('Too deep');
    expect(html).toContain('sw-nav__toggle');
  });

  it('renders latest-items lists from context, or their empty state', () => {
    expect(html).toContain('Hello world');
    expect(html).toContain('No products yet');
    expect(html).toContain('No questions yet');
    expect(html).toContain('No meetings yet');
    expect(LATEST_KINDS).toHaveLength(4);
  });

  it('shows the empty state of collection blocks the publisher has not filled', () => {
    expect(html).toContain('Nothing published here yet');
    expect(html).toContain('The item shows here on its page');
  });

  it('draws charts as inline SVG 300 px high', () => {
    expect(html).toContain('<svg class="sw-chart__svg"');
    expect(html).toContain('height="300"');
  });

  it('has one main landmark and names an icon, so the browser asks for no missing /favicon.ico', () => {
    const elements = elementsOf(checkHtml(html, 'document').root);
    expect(elements.filter((e) => e.tagName === 'main')).toHaveLength(1);
    const icons = elements
      .filter((e) => e.tagName === 'link')
      .map((e) => Object.fromEntries(e.attrs.map((a) => [a.name, a.value])))
      .filter((a) => a.rel === 'icon');
    expect(icons).toEqual([{ rel: 'icon', href: 'data:,' }]);
    const own = renderPageHtml({
      document,
      theme: DEFAULT_THEME,
      context: sampleContext(),
      favicon: '/files/logo.png',
    });
    expect(own).toContain('<link rel="icon" href="/files/logo.png">');
    expect(own).not.toContain('data:,');
  });

  it('links one stylesheet per theme instead of inlining it when asked', () => {
    const linked = renderPageHtml({
      document,
      theme: DEFAULT_THEME,
      context: sampleContext(),
      stylesheetHref: '/assets/theme-ocean.css',
    });
    expect(linked).toContain('<link rel="stylesheet" href="/assets/theme-ocean.css">');
    expect(linked).not.toContain('<style>');
    expect(checkHtml(linked, 'document').errors).toEqual([]);
  });

  it('escapes context text and refuses unsafe context links', () => {
    const page = renderPageHtml({
      document: { version: 1, blocks: [{ id: 'n', type: 'nav-menu', props: {} }] },
      theme: DEFAULT_THEME,
      context: sampleContext({
        title: '</title><script>alert(1)</script>',
        siteName: '<b>x</b>',
        menu: [{ label: 'Bad', href: 'javascript:alert(1)' }],
        lang: '"><script>',
        canonical: 'javascript:alert(1)',
      }),
    });
    expect(page).not.toContain('<script');
    expect(page).not.toContain('javascript:');
    expect(page).toContain('<html lang="en">');
    expect(checkHtml(page, 'document').errors).toEqual([]);
  });
});

describe('language switcher and shared sections', () => {
  it("links the page's other language versions and names the current one", () => {
    const html = renderPageHtml({
      document: { version: 1, blocks: [] },
      theme: DEFAULT_THEME,
      frame: { header: defaultGlobalSection('header'), footer: defaultGlobalSection('footer') },
      context: sampleContext({ canonical: 'https://acme.example.com/' }),
    });
    expect(html).toContain('<a class="sw-lang__link" href="/de" hrefLang="de" lang="de">Deutsch</a>');
    expect(html).toContain('aria-current="true" lang="en">English</span>');
    // Only real translations are hreflang alternates; a language's home page is a fallback link.
    expect(html).toContain('<link rel="alternate" hreflang="de" href="https://acme.example.com/de">');
    expect(html).not.toContain('hreflang="zh" href=');
    // The shared sections frame the page: switcher and menu first, footer last.
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf('sw-lang')).toBeLessThan(body.indexOf('sw-nav '));
    expect(body.indexOf('sw-footer')).toBeGreaterThan(body.indexOf('sw-nav '));
  });

  it('leaves the switcher out of a one-language site', () => {
    const html = renderPageHtml({
      document: { version: 1, blocks: [{ id: 'l', type: 'language-switcher', props: {} }] },
      theme: DEFAULT_THEME,
      context: sampleContext({ languages: [] }),
    });
    expect(html).toContain('sw-lang--single');
    expect(html).toMatch(/\.sw-lang--single\{display:none\}/);
  });

  it('gives an empty 404 page a heading and the way home, in the page language', () => {
    const zh = renderPageHtml({
      document: notFoundDocument('zh', '/zh'),
      theme: DEFAULT_THEME,
      context: sampleContext({ lang: 'zh' }),
    });
    expect(zh).toContain('页面不存在');
    expect(zh).toContain('href="/zh"');
  });
});

describe('collection blocks', () => {
  const render = (type: string, props: Record<string, unknown>, context: Partial<RenderContext>) =>
    renderToStaticMarkup(<BlockTree nodes={[{ id: 'x', type, props }]} context={sampleContext(context)} />);

  it('item-detail shows the item, filters its body again and links its neighbours', () => {
    const html = render(
      'item-detail',
      { collection: 'product' },
      {
        item: {
          collection: 'product',
          title: 'Oak chair',
          images: ['/a.jpg', '/b.jpg'],
          summary: 'A sturdy chair',
          body: '<p>Solid <b>oak</b></p><script>alert(1)</script><img src=x onerror="alert(2)">',
          facts: [{ name: 'Model', value: 'OC-1' }],
          specs: [{ name: 'Material', value: 'Oak' }],
          downloads: [{ name: 'Sheet.pdf', url: '/sheet.pdf' }],
          categories: [{ label: 'Chairs', href: '/products/category/chairs/' }],
          tags: [{ label: 'wood' }],
          next: { title: 'Pine table', href: '/products/pine-table' },
          related: [{ title: 'Beech stool', href: '/products/beech-stool' }],
          labels: {
            related: 'Related',
            specs: 'Specifications',
            downloads: 'Downloads',
            previous: 'Previous',
            next: 'Next',
          },
        },
      },
    );
    expect(html).toContain('<h1 class="sw-item__title">Oak chair</h1>');
    expect(html).toContain('<b>oak</b>');
    expect(html).not.toContain('alert');
    expect(html).toContain('<th scope="row">Material</th><td>Oak</td>');
    expect(html).toContain('href="/sheet.pdf"');
    expect(html).toContain('href="/products/pine-table"');
    expect(html).toContain('Beech stool');
    // Related items are other pages' content: the site search leaves them out.
    expect(html).toMatch(/<section class="sw-item__related[^"]*" data-sw-search-skip="">/);
    // Another collection's block on the same page stays empty.
    expect(render('item-detail', { collection: 'news' }, {})).toContain('The item shows here on its page');
  });

  it('item-list shows cards, filters as links with the current one marked, and page numbers', () => {
    const html = render(
      'item-list',
      { collection: 'product' },
      {
        itemList: {
          collection: 'product',
          heading: 'Products',
          items: [{ title: 'Oak chair', href: '/products/oak-chair', image: '/a.jpg' }],
          categories: [],
          facets: [
            {
              name: 'Material',
              options: [
                { label: 'Oak', href: '/products/filter/1-oak/', current: true },
                { label: 'Pine', href: '/products/filter/1-pine/' },
              ],
            },
          ],
          pages: [
            { label: '1', href: '/products/', current: true },
            { label: '2', href: '/products/page/2/' },
          ],
          next: '/products/page/2/',
          empty: 'Nothing yet',
        },
      },
    );
    expect(html).toContain('href="/products/oak-chair"');
    expect(html).toContain('<span aria-current="page">Oak</span>');
    expect(html).toContain('href="/products/filter/1-pine/"');
    expect(html).toContain('rel="next" href="/products/page/2/"');
    expect(html).not.toContain('<script');
  });
});

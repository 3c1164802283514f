import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockTree } from '../block-tree.tsx';
import { searchPageDocument } from '../global-sections.ts';
import { validatePageDocument } from '../validate.ts';
import { searchResultsHtml } from './search-results.tsx';

function box(lang: string, props: Record<string, unknown> = {}, searchPath?: string): string {
  return renderToStaticMarkup(
    <BlockTree
      nodes={[{ id: 'b', type: 'search-box', props: { align: 'left', ...props } }]}
      context={{ lang, siteName: 'Lantern Works', title: 'Home', ...(searchPath ? { searchPath } : {}) }}
    />,
  );
}

describe('search-box block', () => {
  it('is a GET form to the search page of the page language, with a labelled q field and a button', () => {
    const html = box('de', {}, '/de/search');
    expect(html).toMatch(/^<search [^>]*><form [^>]*action="\/de\/search"[^>]*>/);
    expect(html).toContain('method="get"');
    expect(html).toMatch(/<label class="sw-visually-hidden" for="sw-search-b">Search this site<\/label>/);
    expect(html).toMatch(/<input type="search" id="sw-search-b"[^>]* name="q"\/>/);
    expect(html).toContain('<button type="submit"');
    expect(html).not.toContain('<script');
  });

  it('speaks Chinese on Chinese pages and takes the operator’s own words', () => {
    const zh = box('zh-CN');
    expect(zh).toContain('action="/search"');
    expect(zh).toContain('>搜索本站</label>');
    expect(zh).toContain('>搜索</button>');
    const own = box('en', { placeholder: 'Find a lamp', buttonText: 'Go' });
    expect(own).toContain('placeholder="Find a lamp"');
    expect(own).toContain('>Go</button>');
  });
});

describe('search results', () => {
  const hit = {
    url: '/guide',
    title: [
      { text: '<script>alert(1)</script> ', mark: false },
      { text: 'Lamp', mark: true },
    ],
    snippet: [
      { text: 'A brass ', mark: false },
      { text: 'lamp', mark: true },
      { text: ' & <b>more</b>', mark: false },
    ],
  };

  it('escapes titles and snippets and marks only the matched words', () => {
    const html = searchResultsHtml({
      lang: 'en',
      query: 'lamp"><img>',
      total: 1,
      page: 1,
      pageCount: 1,
      path: '/search',
      hits: [hit],
    });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; <mark>Lamp</mark>');
    expect(html).toContain('A brass <mark>lamp</mark> &amp; &lt;b&gt;more&lt;/b&gt;');
    expect(html).toContain('1 result for “lamp&quot;&gt;&lt;img&gt;”');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });

  it('shows an address as people read it, and links it as it is', () => {
    const url = `/news/${encodeURIComponent('北京烤鸭')}`;
    const html = searchResultsHtml({
      lang: 'zh',
      query: '烤鸭',
      total: 1,
      page: 1,
      pageCount: 1,
      path: '/search',
      hits: [
        { ...hit, url },
        { ...hit, url: '/bad-%E0%A4%A' },
      ],
    });
    expect(html).toContain('<span class="sw-search-results__url">/news/北京烤鸭</span>');
    expect(html).toContain(`href="${url}"`);
    expect(html).toContain('<span class="sw-search-results__url">/bad-%E0%A4%A</span>');
  });

  it('says when nothing was found, in the page language', () => {
    const input = { query: '灯', total: 0, page: 1, pageCount: 1, path: '/zh/search', hits: [] };
    expect(searchResultsHtml({ ...input, lang: 'zh' })).toContain('没有找到与“灯”相关的结果');
    expect(searchResultsHtml({ ...input, lang: 'en' })).toContain('No results for “灯”');
  });

  it('links the other pages of results, keeping the query', () => {
    const html = searchResultsHtml({
      lang: 'en',
      query: 'a&b',
      total: 95,
      page: 5,
      pageCount: 10,
      path: '/search',
      hits: [hit],
    });
    expect(html).toContain('href="/search?q=a%26b&amp;page=4" rel="prev"');
    expect(html).toContain('href="/search?q=a%26b&amp;page=6" rel="next"');
    expect(html).toContain('<span aria-current="page">5</span>');
    expect(html).toContain('href="/search?q=a%26b"');
    expect(html).toContain('href="/search?q=a%26b&amp;page=10"');
    expect(html).not.toContain('page=9"');
  });
});

describe('search page document', () => {
  it('holds a search box and the results block, and passes validation', () => {
    const document = searchPageDocument('en');
    expect(validatePageDocument(document).ok).toBe(true);
    const types = JSON.stringify(document);
    expect(types).toContain('"type":"search-box"');
    expect(types).toContain('"type":"search-results"');
  });
});

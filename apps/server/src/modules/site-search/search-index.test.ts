import { describe, expect, it } from 'vitest';
import {
  type BuiltFile,
  buildSearchIndexFiles,
  loadSearchIndex,
  searchIndexPath,
  searchSite,
} from './index.ts';
import { terms } from './search-text.ts';

function page(
  path: string,
  options: { lang?: string; title: string; text: string; description?: string; noindex?: boolean },
): BuiltFile {
  const html = `<!doctype html><html lang="${options.lang ?? 'en'}"><head><meta charset="utf-8"><title>${options.title}</title>${
    options.description ? `<meta name="description" content="${options.description}">` : ''
  }${options.noindex ? '<meta name="robots" content="noindex">' : ''}</head><body><div class="sw-page"><header><nav><a href="/">Menu word harbour</a></nav></header><main class="sw-main"><h1>${options.title}</h1><p>${options.text}</p></main><footer>Footer copyright words</footer></div></body></html>`;
  return { path, contentType: 'text/html; charset=utf-8', body: Buffer.from(html) };
}

async function indexOf(files: BuiltFile[], lang: string, excluded: string[] = []) {
  const built = await buildSearchIndexFiles(files, { defaultLang: 'en', languages: ['en', 'zh'], excluded });
  const file = built.find((f) => f.path === searchIndexPath(lang));
  if (!file) throw new Error(`no index for ${lang}`);
  return loadSearchIndex(file.body.toString('utf8'));
}

const urls = (answer: ReturnType<typeof searchSite>) => answer.hits.map((h) => h.url);
const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
const marks = (parts: { text: string; mark: boolean }[]) => parts.filter((p) => p.mark).map((p) => p.text);

describe('search index built from published pages', () => {
  const files = [
    page('/', { title: 'Harbour Lights', text: 'Lanterns for every boat and harbour.' }),
    page('/about', { title: 'About us', text: 'We build stainless steel lanterns since 1990.' }),
    page('/private', { title: 'Staff lanterns', text: 'Lanterns only staff see.', noindex: true }),
    page('/404', { title: 'Page not found', text: 'Lanterns are not here.' }),
    page('/zh', { lang: 'zh', title: '港口灯塔', text: '我们的产品质量很好，欢迎选购不锈钢螺丝。' }),
    { path: '/_sw/site-abc.css', contentType: 'text/css', body: Buffer.from('lanterns{}') },
  ];

  it('indexes each language apart, leaving out noindex pages, excluded pages and files that are not pages', async () => {
    const en = await indexOf(files, 'en', ['/404']);
    expect(urls(searchSite(en, 'lanterns', 1)).sort()).toEqual(['/', '/about']);
    expect(searchSite(en, '质量', 1).total).toBe(0);
    const zh = await indexOf(files, 'zh', ['/404']);
    expect(urls(searchSite(zh, '港口', 1))).toEqual(['/zh']);
    expect(searchSite(zh, 'lanterns', 1).total).toBe(0);
  });

  it('reads the content of <main> only: the menu and footer words find nothing', async () => {
    const en = await indexOf(files, 'en', ['/404']);
    expect(searchSite(en, 'copyright', 1).total).toBe(0);
    expect(searchSite(en, 'menu', 1).total).toBe(0);
  });

  it('finds a Chinese word inside a sentence, and marks it in the snippet', async () => {
    const zh = await indexOf(files, 'zh');
    expect(terms('我们的产品质量很好')).toEqual(expect.arrayContaining(['产品', '质量']));
    const answer = searchSite(zh, '质量', 1);
    expect(urls(answer)).toEqual(['/zh']);
    expect(marks(answer.hits[0]?.snippet ?? [])).toEqual(['质量']);
    expect(urls(searchSite(zh, '不锈钢', 1))).toEqual(['/zh']);
    expect(searchSite(zh, '汽车', 1).total).toBe(0);
  });

  it('matches prefixes and small typos of Latin words, and needs every word of the query', async () => {
    const en = await indexOf(files, 'en');
    expect(urls(searchSite(en, 'stainl', 1))).toEqual(['/about']);
    expect(urls(searchSite(en, 'stainlss', 1))).toEqual(['/about']);
    expect(urls(searchSite(en, 'lanterns 1990', 1))).toEqual(['/about']);
    const hit = searchSite(en, 'Stainless', 1).hits[0];
    expect(marks(hit?.snippet ?? [])).toEqual(['stainless']);
  });

  it('keeps markup in titles and text as text, for the renderer to escape', async () => {
    const en = await indexOf(
      [page('/x', { title: '&lt;script&gt;alert(1)&lt;/script&gt; lamp', text: 'A lamp.' })],
      'en',
    );
    const hit = searchSite(en, 'lamp', 1).hits[0];
    expect(plain(hit?.title ?? [])).toBe('<script>alert(1)</script> lamp');
  });

  it('pages through many results and clamps the page number', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      page(`/p${i}`, { title: `Lamp ${i}`, text: 'A brass lamp.' }),
    );
    const en = await indexOf(many, 'en');
    const first = searchSite(en, 'brass', 1);
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(3);
    expect(first.hits).toHaveLength(10);
    const last = searchSite(en, 'brass', 99);
    expect(last.page).toBe(3);
    expect(last.hits).toHaveLength(5);
    expect(new Set([...urls(first), ...urls(searchSite(en, 'brass', 2)), ...urls(last)]).size).toBe(25);
  });

  it('answers nothing for an empty query and cuts a long one', async () => {
    const en = await indexOf(files, 'en', ['/404']);
    expect(searchSite(en, '   ', 1).total).toBe(0);
    // Only the first 100 characters are read: the word after them does not narrow the results.
    expect(searchSite(en, `lanterns${' '.repeat(200)}zzzz`, 1).total).toBe(2);
    expect(searchSite(en, 'lanterns zzzz', 1).total).toBe(0);
  });

  it('reads an item page by its own words: not its related items, and its dates apart from titles', async () => {
    const html = `<!doctype html><html lang="en"><head><title>Spring menu</title></head><body><main><article><h1>Spring menu</h1><p>Wild garlic bread.</p><section class="sw-item__related" data-sw-search-skip=""><h2>Related</h2><ul><li><a href="/news/rye">Rye loaf</a><time datetime="2026-03-01">2026-03-01</time></li></ul></section></article><ul><li><a href="/news/oats">Oat biscuits</a><time datetime="2026-02-01">2026-02-01</time></li></ul></main></body></html>`;
    const en = await indexOf(
      [{ path: '/news/spring', contentType: 'text/html', body: Buffer.from(html) }],
      'en',
    );
    expect(searchSite(en, 'garlic', 1).total).toBe(1);
    expect(searchSite(en, 'rye', 1).total).toBe(0);
    const hit = searchSite(en, 'oat', 1).hits[0];
    expect(plain(hit?.snippet ?? [])).toContain('Oat biscuits 2026-02-01');
  });
});

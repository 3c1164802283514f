import type { BlockNode, PageDocument } from '@sitewright/contract';
import type { RenderContext } from '../context.ts';
import { renderPageHtml } from '../render.tsx';
import { sampleContext } from '../samples.ts';
import { ANIMATION_PRESETS, FONT_PAIRS, PALETTES, type SiteTheme } from '../theme.ts';

/** A small deterministic generator, so every run renders the same site. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore 产品 服务 公司 新闻'.split(
    ' ',
  );

/**
 * Builds one of many page shapes: a header, a hero section, a mix of content blocks (some nested
 * in columns) and a footer, with sizes varying from page to page like a real site's.
 */
export function benchmarkPage(index: number): PageDocument {
  const rnd = random(index + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const text = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  let id = 0;
  const node = (
    type: string,
    props: Record<string, unknown>,
    slots?: Record<string, BlockNode[]>,
  ): BlockNode => ({
    id: `p${index}-${++id}`,
    type,
    props,
    ...(slots ? { slots } : {}),
  });
  const content = (): BlockNode => {
    switch (Math.floor(rnd() * 9)) {
      case 0:
        return node('heading', { text: text(5), level: 2 + Math.floor(rnd() * 3) });
      case 1:
        return node('image', { src: `/media/${index}-${id}.jpg`, alt: text(3), caption: text(6) });
      case 2:
        return node('table', {
          rows: Array.from({ length: 6 }, (_, r) =>
            Array.from({ length: 5 }, (_, c) => (r && c ? String(r * c) : text(1))),
          ),
        });
      case 3:
        return node('chart', {
          kind: pick(['bar', 'line', 'pie'] as const),
          rows: [
            ['', 'A', 'B'],
            ...Array.from({ length: 5 }, (_, r) => [
              `R${r}`,
              String(Math.round(rnd() * 100)),
              String(Math.round(rnd() * 100)),
            ]),
          ],
        });
      case 4:
        return node('gallery', {
          images: Array.from({ length: 6 }, (_, i) => ({ src: `/media/g${i}.jpg`, alt: text(2) })),
          layout: pick(['grid', 'carousel'] as const),
        });
      case 5:
        return node('button', { text: text(2), href: `/page-${Math.floor(rnd() * 1000)}` });
      case 6:
        return node('video', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: text(3) });
      case 7:
        return node('latest-items', { kind: pick(['articles', 'products', 'faqs', 'meetings'] as const) });
      default:
        return node('rich-text', {
          html: `<h3>${text(4)}</h3><p>${text(40)} <a href="/x" target="_blank">${text(2)}</a></p><ul><li>${text(6)}</li><li>${text(6)}</li></ul>`,
        });
    }
  };
  const blocks: BlockNode[] = [
    node('nav-menu', {}),
    node('breadcrumb', {}),
    node(
      'section',
      { background: pick(['primary', 'surface', 'muted'] as const), padding: 'large' },
      {
        content: [
          node('heading', { text: text(6), level: 1 }),
          node('rich-text', { html: `<p>${text(25)}</p>` }),
        ],
      },
    ),
  ];
  const sections = 2 + Math.floor(rnd() * 4);
  for (let s = 0; s < sections; s++) {
    const count = 2 + Math.floor(rnd() * 3);
    const cols = Object.fromEntries(
      Array.from({ length: count }, (_, c) => [`column-${c + 1}`, [content(), content()]]),
    );
    blocks.push(node('section', {}, { content: [content(), node('columns', { count }, cols), content()] }));
  }
  blocks.push(node('footer', { links: [{ label: 'Privacy', href: '/privacy' }] }));
  return { version: 1, blocks };
}

export interface RenderBenchmarkResult {
  pages: number;
  /** Total HTML produced, so runs can be compared for work done as well as time. */
  bytes: number;
  ms: number;
  pagesPerSecond: number;
}

/** Renders every page of a generated site with `renderPageHtml` and reports the throughput. */
export function renderSiteBenchmark(pages = 1000): RenderBenchmarkResult {
  const documents = Array.from({ length: pages }, (_, i) => benchmarkPage(i));
  const themes: SiteTheme[] = documents.map((_, i) => ({
    palette: PALETTES[i % PALETTES.length]?.id ?? 'ocean',
    fontPair: FONT_PAIRS[i % FONT_PAIRS.length]?.id ?? 'system',
    animation: ANIMATION_PRESETS[i % ANIMATION_PRESETS.length]?.id ?? 'none',
  }));
  const context: RenderContext = sampleContext();
  let bytes = 0;
  const start = performance.now();
  for (const [i, document] of documents.entries()) {
    const html = renderPageHtml({
      document,
      theme: themes[i] as SiteTheme,
      context: { ...context, title: `Page ${i}` },
    });
    bytes += html.length;
  }
  const ms = performance.now() - start;
  return { pages, bytes, ms, pagesPerSecond: pages / (ms / 1000) };
}

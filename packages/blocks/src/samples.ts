import type { BlockNode, PageDocument } from '@sitewright/contract';
import type { RenderContext } from './context.ts';

/** A context with every part filled, as the publisher would pass it. */
export function sampleContext(overrides: Partial<RenderContext> = {}): RenderContext {
  return {
    lang: 'en',
    siteName: 'Acme & Co',
    title: 'Home',
    description: 'Acme makes things.',
    languages: [
      { lang: 'en', label: 'English', href: '/', alternate: true, current: true },
      { lang: 'de', label: 'Deutsch', href: '/de', alternate: true, current: false },
      { lang: 'zh', label: '简体中文', href: '/zh', alternate: false, current: false },
    ],
    menu: [
      { label: 'Home', href: '/' },
      {
        label: 'Products',
        href: '/products',
        children: [
          {
            label: 'Tools',
            href: '/products/tools',
            children: [
              {
                label: 'Hammers',
                href: '/products/tools/hammers',
                children: [{ label: 'Too deep', href: '/x' }],
              },
            ],
          },
        ],
      },
      { label: 'Contact', href: 'mailto:hello@example.com' },
    ],
    breadcrumb: [{ label: 'Products', href: '/products' }, { label: 'Tools' }],
    latest: {
      articles: [{ title: 'Hello world', href: '/news/hello', date: '2026-01-02', summary: 'First post.' }],
    },
    ...overrides,
  };
}

let counter = 0;
const node = (
  type: string,
  props: Record<string, unknown>,
  slots?: Record<string, BlockNode[]>,
): BlockNode => ({
  id: `b${++counter}`,
  type,
  props,
  ...(slots ? { slots } : {}),
});

/** A page holding at least one instance of every block type, nested the way real pages are. */
export function everyBlockDocument(): PageDocument {
  counter = 0;
  return {
    version: 1,
    blocks: [
      node('language-switcher', {}),
      node('nav-menu', { sticky: true }),
      node('breadcrumb', {}),
      node(
        'section',
        { background: 'primary', padding: 'large', width: 'full' },
        {
          content: [
            node('heading', { text: 'Welcome to Acme', level: 1, align: 'center' }),
            node('button', { text: 'Shop now', href: '/shop', variant: 'secondary', newTab: true }),
          ],
        },
      ),
      node(
        'section',
        { background: '#fafafa', backgroundImage: '/media/hero.jpg' },
        {
          content: [
            node(
              'columns',
              { count: 3 },
              {
                'column-1': [
                  node('rich-text', { html: '<p>Hello <strong>world</strong><script>alert(1)</script></p>' }),
                ],
                'column-2': [
                  node('image', {
                    src: '/media/a.jpg',
                    alt: 'A hammer',
                    link: '/products/tools',
                    caption: 'Our best seller',
                  }),
                ],
                'column-3': [node('spacer', { size: 'sm' }), node('divider', { lineStyle: 'dashed' })],
              },
            ),
          ],
        },
      ),
      node('gallery', {
        layout: 'carousel',
        images: [
          { src: '/media/1.jpg', alt: 'One' },
          { src: 'https://cdn.example.com/2.jpg', alt: 'Two', caption: 'Second' },
        ],
      }),
      node('gallery', { images: [{ src: '/media/3.jpg', alt: 'Three', link: '/three' }], columns: 4 }),
      node('video', { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Launch film' }),
      node('video', { url: 'https://vimeo.com/76979871', title: 'Vimeo film' }),
      node('video', { url: 'https://www.bilibili.com/video/BV1GJ411x7h7', title: 'Bilibili film' }),
      node('video', { url: '/media/tour.mp4', title: 'Factory tour', poster: '/media/tour.jpg' }),
      node('map', { address: '1 Main St, Springfield' }),
      node('map', { address: '天安门广场, 北京', provider: 'google' }),
      node('map', { address: 'Eiffel Tower', latitude: 48.8584, longitude: 2.2945, zoom: 16 }),
      node('table', {
        caption: 'Prices',
        rows: [
          ['', 'Small', 'Large'],
          ['Hammer', '10', '15'],
          ['Saw', '20', '30'],
        ],
      }),
      node('chart', {
        kind: 'bar',
        title: 'Sales <2026>',
        rows: [
          ['', 'North', 'South'],
          ['Q1', '10', '-4'],
          ['Q2', '12.5', '7'],
        ],
      }),
      node('chart', {
        kind: 'line',
        rows: [
          ['', 'A'],
          ['Jan', '1'],
          ['Feb', '3'],
          ['Mar', '2'],
        ],
      }),
      node('chart', {
        kind: 'pie',
        rows: [
          ['', 'Share'],
          ['Tea', '60'],
          ['Coffee', '40'],
        ],
      }),
      node('attachments', {
        title: 'Downloads',
        files: [{ name: 'Catalogue.pdf', href: '/files/catalogue.pdf', size: 2_400_000 }],
      }),
      node('attachments', { files: [] }),
      node('latest-items', { kind: 'articles', title: 'News' }),
      node('latest-items', { kind: 'products', layout: 'grid' }),
      node('latest-items', { kind: 'faqs' }),
      node('latest-items', { kind: 'meetings' }),
      node('item-list', { collection: 'news' }),
      node('item-detail', { collection: 'product' }),
      node('sponsor-wall', {}),
      node('search-box', { placeholder: 'Find a product', align: 'center' }),
      node('search-results', {}),
      node('form', { formId: 1, heading: 'Write to us' }),
      node('footer', { links: [{ label: 'Privacy', href: '/privacy' }] }),
    ],
  };
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ItemListView, RenderContext } from '../context.ts';
import { sampleContext } from '../samples.ts';
import { itemList } from './item-list.tsx';
import { latestItems } from './latest-items.tsx';

const questions = [
  {
    title: 'Do you ship to Norway?',
    href: '/faq/do-you-ship-to-norway',
    body: '<p>Yes, in <strong>four</strong> days.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  },
  { title: 'When are the halls open?', href: '/faq/hours', summary: 'From nine to six.' },
];

const faqList = (overrides: Partial<ItemListView> = {}): ItemListView => ({
  collection: 'faq',
  heading: 'FAQ',
  items: questions,
  categories: [],
  facets: [],
  pages: [],
  empty: 'Nothing published here yet',
  accordion: true,
  ...overrides,
});

const render = (element: React.ReactElement) => renderToStaticMarkup(element);
const listHtml = (context: RenderContext) =>
  render(
    <itemList.View
      id="list"
      props={{ collection: 'faq', layout: 'grid', heading: true }}
      context={context}
      slots={{}}
    />,
  );

describe('the FAQ accordion', () => {
  it('opens each answer in place with details and summary: no script, closed at first', () => {
    const html = listHtml(sampleContext({ itemList: faqList() }));
    expect(html).toContain(
      '<li class="sw-faq__item"><details class="sw-faq__details"><summary class="sw-faq__question">Do you ship to Norway?</summary>',
    );
    expect(html).not.toContain('<details open');
    expect(html).toContain('<p>Yes, in <strong>four</strong> days.</p>');
    // A question without a rich answer shows its summary.
    expect(html).toContain('<p class="sw-faq__answer">From nine to six.</p>');
    expect(html).toContain('href="/faq/do-you-ship-to-norway"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });

  it('keeps the ordinary cards for a list that is not an accordion', () => {
    const html = listHtml(sampleContext({ itemList: faqList({ accordion: false }) }));
    expect(html).not.toContain('<details');
    expect(html).toContain('class="sw-items__card"');
  });

  it('is the FAQ block: latest questions as an accordion, in the page language', () => {
    const html = render(
      <latestItems.View
        id="faqs"
        props={{ kind: 'faqs', count: 6, layout: 'list', title: '常见问题' }}
        context={sampleContext({ lang: 'zh-CN', latest: { faqs: questions } })}
        slots={{}}
      />,
    );
    expect(html.match(/<details class="sw-faq__details">/g)).toHaveLength(2);
    expect(html).toContain('<summary class="sw-faq__question">When are the halls open?</summary>');
    expect(html).toContain('查看此问题页面');
    expect(html).not.toContain('<script');
  });

  it('leaves the other latest-items kinds as links', () => {
    const html = render(
      <latestItems.View
        id="news"
        props={{ kind: 'articles', count: 6, layout: 'list' }}
        context={sampleContext()}
        slots={{}}
      />,
    );
    expect(html).not.toContain('<details');
    expect(html).toContain('href="/news/hello"');
  });
});

import type { MenuNode } from '@sitewright/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleContext } from '../samples.ts';
import { menuItemsFromTree, navMenu } from './nav-menu.tsx';

const node = (value: number, label: string, page: number, children: MenuNode[] = []): MenuNode => ({
  value,
  label,
  website_page_id: page,
  is_draft: false,
  children,
});

describe('nav-menu block', () => {
  const tree = [
    node(1, 'Home', 10),
    node(2, 'About', 0, [node(3, 'Team', 11, [node(4, 'Leaders', 12, [node(5, 'Fourth level', 13)])])]),
    node(6, 'Draft', 14),
  ];
  const hrefs = new Map([
    [10, '/'],
    [11, '/about/team'],
    [12, '/about/team/leaders'],
    [13, '/deep'],
  ]);
  const items = menuItemsFromTree(tree, (id) => hrefs.get(id));

  it('maps the stored menu tree to three levels of render items', () => {
    expect(items).toEqual([
      { label: 'Home', href: '/' },
      {
        label: 'About',
        children: [
          {
            label: 'Team',
            href: '/about/team',
            children: [{ label: 'Leaders', href: '/about/team/leaders' }],
          },
        ],
      },
      { label: 'Draft' },
    ]);
  });

  it('renders items without a page as labels, and a CSS-only toggle for small screens', () => {
    const html = renderToStaticMarkup(
      <navMenu.View
        id="nav 1"
        props={navMenu.schema.parse({})}
        slots={{}}
        context={sampleContext({ menu: items, lang: 'zh-CN' })}
      />,
    );
    expect(html).toContain('<span class="sw-nav__link sw-nav__link--label">About</span>');
    expect(html).toContain('<a class="sw-nav__link" href="/about/team/leaders">Leaders</a>');
    expect(html).not.toContain('Fourth level');
    expect(html).toContain('<input class="sw-nav__toggle" type="checkbox" id="sw-nav-toggle-nav_1"/>');
    expect(html).toContain('for="sw-nav-toggle-nav_1"');
    expect(html).toContain('aria-label="主导航"');
    expect(html).not.toContain('<script');
  });
});

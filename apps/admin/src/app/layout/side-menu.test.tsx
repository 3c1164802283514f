// @vitest-environment happy-dom
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../features/plugins/plugins-route-i18n.ts';
import { externalMenuLinks, type MenuNode } from '../routing/menu.ts';
import { SideMenu } from './side-menu.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function open(nodes: MenuNode[]) {
  const onOpen = vi.fn();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<SideMenu nodes={nodes} selectedKey="/page/index" collapsed={false} onOpen={onOpen} />);
  return { host, onOpen, close: () => root.unmount() };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the left menu’s links out of the back office', () => {
  it('opens the marketing tool in a new tab without handing it the back office', async () => {
    const nodes: MenuNode[] = [
      { key: '/page/index', title: 'route.pages', icon: 'pages' },
      ...externalMenuLinks({ marketing_tool_url: 'https://marketing.example.com/start' }),
    ];
    const { host, onOpen, close } = open(nodes);
    await vi.waitFor(() => expect(host.querySelector('[data-testid="menu-external-link"]')).not.toBeNull());
    const link = host.querySelector<HTMLAnchorElement>('[data-testid="menu-external-link"]');
    expect(link?.textContent).toBe('Marketing tool');
    expect(link?.getAttribute('title')).toBe('Cross-border marketing tool (opens in a new tab)');
    expect(link?.getAttribute('href')).toBe('https://marketing.example.com/start');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');

    // The browser follows the link; the app itself goes nowhere.
    link?.addEventListener('click', (event) => event.preventDefault());
    link?.click();
    expect(onOpen).not.toHaveBeenCalled();

    // The app's own entries still navigate.
    const pages = [...host.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((item) =>
      item.textContent?.includes('Pages'),
    );
    pages?.click();
    expect(onOpen).toHaveBeenCalledWith('/page/index');
    close();
  });

  it('is absent when the server names no marketing tool', async () => {
    const { host, close } = open([
      { key: '/page/index', title: 'route.pages', icon: 'pages' },
      ...externalMenuLinks({}),
    ]);
    await vi.waitFor(() => expect(host.querySelector('[role="menuitem"]')).not.toBeNull());
    expect(host.querySelector('[data-testid="menu-external-link"]')).toBeNull();
    expect(host.querySelector('a[target="_blank"]')).toBeNull();
    close();
  });
});

describe('the left menu’s highlight', () => {
  it('unfolds the group of the screen on show and highlights its entry, however the screen was opened', async () => {
    const nodes: MenuNode[] = [
      { key: '/page/index', title: 'route.pages', icon: 'pages' },
      {
        key: '/news',
        title: 'route.articles',
        icon: 'articles',
        children: [{ key: '/news/index', title: 'route.articleList' }],
      },
    ];
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const render = (selectedKey: string) =>
      root.render(<SideMenu nodes={nodes} selectedKey={selectedKey} collapsed={false} onOpen={() => {}} />);
    render('/page/index');
    await vi.waitFor(() => expect(host.querySelector('.ant-menu-item-selected')?.textContent).toBe('Pages'));
    expect(host.querySelector('.ant-menu-submenu-open')).toBeNull();

    // The article list opened from a link elsewhere: its group unfolds and its entry is highlighted.
    render('/news/index');
    await vi.waitFor(() =>
      expect(host.querySelector('.ant-menu-item-selected')?.textContent).toBe('Article list'),
    );
    expect(host.querySelector('.ant-menu-submenu-open')).not.toBeNull();
    root.unmount();
  });
});

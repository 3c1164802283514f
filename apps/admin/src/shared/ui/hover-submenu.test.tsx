// @vitest-environment happy-dom
import Menu from 'antd/es/menu';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_SUBMENU } from './hover-submenu.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mountMenu() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <Menu
        mode="vertical"
        {...HOVER_SUBMENU}
        items={[{ key: 'about', label: 'About', children: [{ key: 'team', label: 'Our team' }] }]}
      />,
    ),
  );
  const entry = host.querySelector('.ant-menu-submenu') as HTMLElement;
  return {
    entry,
    isOpen: () => entry.classList.contains('ant-menu-submenu-open'),
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

function pointer(element: HTMLElement, type: 'mouseover' | 'mouseout') {
  act(() => {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
  });
}

describe('hover sub-menus of the editor (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 250 ms after the pointer arrives and closes 400 ms after it leaves', () => {
    const menu = mountMenu();
    const title = menu.entry.querySelector('.ant-menu-submenu-title') as HTMLElement;

    pointer(title, 'mouseover');
    act(() => vi.advanceTimersByTime(240));
    expect(menu.isOpen()).toBe(false);
    act(() => vi.advanceTimersByTime(20));
    expect(menu.isOpen()).toBe(true);

    pointer(title, 'mouseout');
    act(() => vi.advanceTimersByTime(390));
    expect(menu.isOpen()).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    expect(menu.isOpen()).toBe(false);
    menu.unmount();
  });
});

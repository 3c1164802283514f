import type { MenuNode } from '@sitewright/contract';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../shared/i18n/index.ts';
import { menuPickerItems } from './page-picker.tsx';
import { menuTree, pageTree, tickGroup } from './publish-dialog.tsx';

const t = (key: Parameters<typeof translate>[1]) => translate('zh', key);

const node = (value: number, label: string, page: number, children: MenuNode[] = []): MenuNode => ({
  value,
  label,
  website_page_id: page,
  is_draft: false,
  children,
});

const MENU = [
  node(1, 'Home', 10),
  node(2, '', 0, [node(3, 'Team', 11, [node(4, 'People', 12, [node(5, 'Too deep', 13)])])]),
];

describe('publish tree', () => {
  it('pages without an id of at least 1 cannot be ticked; unnamed shows 未命名; three levels', () => {
    const tree = menuTree(MENU, t);
    expect(tree[0]).toMatchObject({ key: 10, title: 'Home', disableCheckbox: false });
    expect(tree[1]).toMatchObject({ key: 'node-2', title: '未命名', disableCheckbox: true });
    const people = tree[1]?.children?.[0]?.children?.[0];
    expect(people).toMatchObject({ key: 12 });
    expect(people?.children).toEqual([]);
  });
});

describe('page picker menu', () => {
  it('greys nodes without a page, names unnamed ones and opens pages from submenu titles', () => {
    const pick = vi.fn();
    const items = menuPickerItems(MENU, t, pick) as unknown as Record<string, unknown>[];
    expect(items[0]).toMatchObject({ key: 'page-10', label: 'Home', disabled: false });
    const parent = items[1] as { className?: string; children: Record<string, unknown>[] };
    expect(parent.className).toBe('page-picker-no-page');
    const team = parent.children[0] as { onTitleClick(): void; children: Record<string, unknown>[] };
    team.onTitleClick();
    expect(pick).toHaveBeenCalledWith(11);
    // The third level is the last one shown.
    expect(team.children[0]).toMatchObject({ key: 'page-12', disabled: false });
    expect(team.children[0]).not.toHaveProperty('children');
  });
});

describe('unassociated and function pages in the publish dialog', () => {
  const page = (id: number, name: string) =>
    ({ id, website_page_id: id, page_name: name, is_publish: false, is_draft: false }) as never;

  it('hang under one node that ticks all of them, or unticks them when all were ticked', () => {
    const [group] = pageTree([page(21, 'Landing'), page(22, '')], t, {
      key: 'unassociated',
      title: '未关联',
    });
    expect(group).toMatchObject({ key: 'all-unassociated', title: '未关联', disableCheckbox: false });
    expect(group?.children?.map((c) => c.title)).toEqual(['Landing', '未命名']);
    if (!group) return;
    expect(tickGroup([5, 21], group)).toEqual([5, 21, 22]);
    expect(tickGroup([5, 21, 22], group)).toEqual([5]);
  });

  it('shows nothing for a tab without pages', () => {
    expect(pageTree([], t, { key: 'function', title: '功能页' })).toEqual([]);
  });
});

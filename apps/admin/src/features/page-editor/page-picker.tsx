import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import type { MenuNode, PageListItem } from '@sitewright/contract';
import Button from 'antd/es/button';
import Menu, { type MenuProps } from 'antd/es/menu';
import Popover from 'antd/es/popover';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { Link } from 'react-router';
import { type TFunction, useT } from '../../shared/i18n/index.ts';
import { PAGE_MENU_PATH } from '../../shared/paths.ts';
import { HOVER_SUBMENU } from '../../shared/ui/hover-submenu.ts';
import { useEditorMenu, useEditorPages } from './api/get-editor-pages.ts';

/** Spec §9: the menu tree shows at most three levels. */
const MENU_LEVELS = 3;

type MenuItems = NonNullable<MenuProps['items']>;

function hasPage(node: { website_page_id?: number | null }): boolean {
  return typeof node.website_page_id === 'number' && node.website_page_id >= 1;
}

/** The menu tree as hover menus; nodes without a page are greyed and cannot be chosen. */
export function menuPickerItems(
  nodes: readonly MenuNode[],
  t: TFunction,
  onPick: (pageId: number) => void,
  depth = 1,
): MenuItems {
  return nodes.map((node) => {
    const label = node.label.trim() || t('pageEditor.unnamed');
    const key = hasPage(node) ? `page-${node.website_page_id}` : `node-${node.value}`;
    const children = depth < MENU_LEVELS && node.children.length > 0 ? node.children : null;
    if (!children) {
      return { key, label, disabled: !hasPage(node), 'data-testid': `picker-${key}` };
    }
    return {
      key,
      label: <span data-testid={`picker-${key}`}>{label}</span>,
      className: hasPage(node) ? undefined : 'page-picker-no-page',
      onTitleClick: () => {
        if (hasPage(node)) onPick(node.website_page_id);
      },
      children: menuPickerItems(children, t, onPick, depth + 1),
    };
  });
}

function PageList({
  pages,
  onPick,
  currentId,
}: {
  pages: PageListItem[];
  onPick(id: number): void;
  currentId: number;
}) {
  const t = useT();
  if (pages.length === 0) return <p className="page-editor-muted">{t('pageEditor.noPages')}</p>;
  return (
    <Menu
      mode="vertical"
      selectable
      selectedKeys={[`page-${currentId}`]}
      onClick={({ key }) => onPick(Number(key.slice('page-'.length)))}
      items={pages.map((page) => ({
        key: `page-${page.website_page_id}`,
        label: page.page_name.trim() || t('pageEditor.unnamed'),
        disabled: !hasPage(page),
        'data-testid': `picker-page-${page.website_page_id}`,
      }))}
    />
  );
}

/** The current page's path; opens the menu, unassociated and function pages to switch to. */
export function PagePicker({
  websiteId,
  lang,
  currentId,
  currentPath,
  onPick,
}: {
  websiteId: number;
  lang: string;
  currentId: number;
  currentPath: string;
  onPick(pageId: number): void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { data: pages } = useEditorPages(websiteId, open ? lang : undefined);
  const { data: menu } = useEditorMenu(websiteId, open ? lang : undefined);
  const pick = (id: number) => {
    if (id === currentId) return;
    setOpen(false);
    onPick(id);
  };

  const content = (
    <Tabs
      className="page-picker"
      size="small"
      items={[
        {
          key: 'menu',
          label: t('pageEditor.tabMenu'),
          children: (
            <Menu
              mode="vertical"
              {...HOVER_SUBMENU}
              selectedKeys={[`page-${currentId}`]}
              onClick={({ key }) => {
                if (key.startsWith('page-')) pick(Number(key.slice('page-'.length)));
              }}
              items={menuPickerItems(menu?.data ?? [], t, pick)}
              data-testid="picker-menu"
            />
          ),
        },
        {
          key: 'unassociated',
          label: t('pageEditor.tabUnassociated'),
          children: (
            <>
              <p className="page-editor-muted">
                {t('pageEditor.unassociatedHint')}{' '}
                <Link to={PAGE_MENU_PATH}>{t('pageEditor.unassociatedLink')}</Link>
              </p>
              <PageList pages={pages?.pageList ?? []} onPick={pick} currentId={currentId} />
            </>
          ),
        },
        {
          key: 'function',
          label: t('pageEditor.tabFunction'),
          children: <PageList pages={pages?.functionPageList ?? []} onPick={pick} currentId={currentId} />,
        },
      ]}
    />
  );

  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Button type="text" data-testid="page-picker">
        {/* Read out as "Switch page" and the path shown (WCAG 2.5.3: the name holds the visible text). */}
        <span className="visually-hidden">{t('pageEditor.pagePicker')} </span>
        <span className="page-picker-path">{currentPath || t('pageEditor.unnamed')}</span> <DownOutlined />
      </Button>
    </Popover>
  );
}

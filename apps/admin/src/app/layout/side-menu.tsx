import Menu from 'antd/es/menu';
import type { ItemType } from 'antd/es/menu/interface';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { type MenuNode, menuOpenKeys } from '../routing/menu.ts';
import { routeIcons } from './route-icons.tsx';

export interface SideMenuProps {
  nodes: MenuNode[];
  selectedKey: string;
  collapsed: boolean;
  onOpen(path: string): void;
}

/** The left menu, built from the route table by `buildMenuItems`. */
export function SideMenu({ nodes, selectedKey, collapsed, onOpen }: SideMenuProps) {
  const t = useT();
  const items = useMemo(() => {
    const toItem = (node: MenuNode): ItemType => ({
      key: node.key,
      // A link out opens in a new tab, as a link: the browser's own middle-click and copy work too.
      label: node.href ? (
        <a
          href={node.href}
          target="_blank"
          rel="noopener noreferrer"
          title={node.hint ? t(node.hint) : undefined}
          data-testid="menu-external-link"
        >
          {t(node.title)}
        </a>
      ) : (
        t(node.title)
      ),
      icon: node.icon ? routeIcons[node.icon] : undefined,
      children: node.children?.map(toItem),
    });
    return nodes.map(toItem);
  }, [nodes, t]);
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    collapsed ? [] : menuOpenKeys(nodes, selectedKey),
  );
  // The group of the screen on show unfolds whenever that screen changes, however it was opened (a
  // link, a tab, the address bar), so its highlighted entry is always in sight. Groups the user
  // unfolded stay open; a folded sidebar shows groups as pop-ups, none open until hovered.
  useEffect(() => {
    if (collapsed) {
      setOpenKeys([]);
      return;
    }
    const wanted = menuOpenKeys(nodes, selectedKey);
    setOpenKeys((open) =>
      wanted.every((key) => open.includes(key)) ? open : [...new Set([...open, ...wanted])],
    );
  }, [nodes, selectedKey, collapsed]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[selectedKey]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      // Links out are followed by the browser; only the app's own entries navigate.
      onClick={({ key }) => {
        if (!nodes.some((node) => node.key === key && node.href)) onOpen(key);
      }}
      aria-label={t('shell.mainMenu')}
      data-testid="side-menu"
    />
  );
}

import HolderOutlined from '@ant-design/icons/es/icons/HolderOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import { useT } from '../../shared/i18n/index.ts';
import type { LoosePage } from './menu-tree.ts';

/** The drag's data type: a page of this website being dragged into the menu. */
export const PAGE_DRAG_TYPE = 'application/x-sitewright-page';

export interface LoosePagesPanelProps {
  pages: readonly LoosePage[];
  loading: boolean;
  onDragStart(page: LoosePage): void;
  onDragEnd(): void;
  /** Adds the page at the end of the top level (the keyboard's way in). */
  onAdd(page: LoosePage): void;
}

/**
 * The website's pages that no menu item opens (spec §4: unassociated pages), to drag onto the
 * tree: onto an item to nest the page under it, onto its upper or lower edge to place it beside.
 */
export function LoosePagesPanel({ pages, loading, onDragStart, onDragEnd, onAdd }: LoosePagesPanelProps) {
  const t = useT();
  return (
    <aside className="menu-loose" aria-labelledby="menu-loose-title" data-testid="menu-loose-pages">
      <h2 id="menu-loose-title">{t('menu.loosePages')}</h2>
      <p className="screen-muted menu-loose-hint">{t('menu.loosePagesHint')}</p>
      {loading ? null : pages.length === 0 ? (
        <p className="screen-muted" data-testid="menu-loose-empty">
          {t('menu.loosePagesNone')}
        </p>
      ) : (
        <ul className="menu-loose-list">
          {pages.map((page) => (
            <li
              key={page.id}
              className="menu-loose-page"
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(PAGE_DRAG_TYPE, String(page.id));
                event.dataTransfer.setData('text/plain', page.name);
                event.dataTransfer.effectAllowed = 'copy';
                onDragStart(page);
              }}
              onDragEnd={onDragEnd}
              data-testid="menu-loose-page"
              data-page={page.name}
            >
              <HolderOutlined className="menu-loose-grip" aria-hidden />
              <span className="menu-loose-name">{page.name || t('pages.unnamed')}</span>
              <Button
                size="small"
                type="text"
                icon={<PlusOutlined />}
                onClick={() => onAdd(page)}
                aria-label={t('menu.addPageToMenu', { name: page.name || t('pages.unnamed') })}
                title={t('menu.addPageToMenu', { name: page.name || t('pages.unnamed') })}
              />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import type { PageListItem } from '@sitewright/contract';
import Button, { type ButtonProps } from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { useT } from '../../shared/i18n/index.ts';
import { useLinkDescription } from '../../shared/link-picker/index.ts';
import type { EditNode } from './menu-tree.ts';

export interface MenuNodeTitleProps {
  item: EditNode;
  /** 1 at the top. */
  level: number;
  /** The attached page as the page list knows it; undefined while loading or for no page. */
  page: PageListItem | undefined;
  websiteId: number;
  hasProblem: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** One row of the menu tree: its name, the page it opens, its 'updated' mark and its actions. */
export function MenuNodeTitle({
  item,
  level,
  page,
  websiteId,
  hasProblem,
  onEdit,
  onDelete,
}: MenuNodeTitleProps) {
  const t = useT();
  // An item without a page may lead elsewhere: "Article: Opening hours", "E-mail: …".
  const linkText = useLinkDescription(websiteId, item.pageId === 0 ? item.link : '');
  const pageText =
    item.pageId === 0
      ? linkText || t('menu.noPage')
      : (page?.display_name ?? `${t('menu.page')} #${item.pageId}`);
  return (
    <span
      className={hasProblem ? 'menu-node menu-node-problem' : 'menu-node'}
      data-testid="menu-node"
      data-label={item.label}
      data-level={level}
    >
      <span className="menu-node-label">{item.label || t('pages.unnamed')}</span>
      <span
        className={item.pageId === 0 && !linkText ? 'menu-node-page menu-node-no-page' : 'menu-node-page'}
        data-testid="menu-node-page"
      >
        {pageText}
      </span>
      {item.isDraft ? (
        <Tag color="orange" data-testid="menu-node-updated">
          {t('menu.updated')}
        </Tag>
      ) : null}
      <span className="menu-node-actions">
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          onClick={onEdit}
          aria-label={`${t('menu.edit')} ${item.label}`}
          data-testid="menu-node-edit"
        >
          {t('menu.edit')}
        </Button>
        <Popconfirm
          title={t('menu.deleteConfirm', { name: item.label || t('pages.unnamed') })}
          description={t(item.children.length > 0 ? 'menu.deleteHintChildren' : 'menu.deleteHint')}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'menu-node-delete-confirm' } as ButtonProps}
          onConfirm={onDelete}
        >
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('menu.delete')} ${item.label}`}
            data-testid="menu-node-delete"
          >
            {t('menu.delete')}
          </Button>
        </Popconfirm>
      </span>
    </span>
  );
}

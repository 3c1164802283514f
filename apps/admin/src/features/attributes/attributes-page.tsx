import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import HolderOutlined from '@ant-design/icons/es/icons/HolderOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { Attribute } from '@sitewright/contract';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import { KIND_LABEL } from './attribute-kinds.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { ConfirmDelete } from '../../shared/ui/data-table/confirm-delete.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useDeleteAttribute } from './api/delete-attribute.ts';
import { useAttributes } from './api/get-attributes.ts';
import { categoryNamesById, useProductCategories } from './api/get-product-categories.ts';
import { useSortAttributes } from './api/sort-attributes.ts';
import { reorderIds } from './attribute-options.ts';
import './attributes.css';
import './attributes-i18n.ts';

// The dialog (with the form widgets) loads when first opened.
const AttributeDialog = lazy(() =>
  import('./attribute-dialog.tsx').then((m) => ({ default: m.AttributeDialog })),
);

/** How many options a row shows before "+N". */
const OPTIONS_SHOWN = 6;

/**
 * The website's product attributes (spec §2 /attribute/index): what products fill in and visitors
 * filter by. Rows are reordered by dragging (or the arrow buttons); each move is saved at once.
 */
export function AttributesPage() {
  const t = useT();
  const lang = useLanguage();
  const website = useWebsiteStore((s) => s.website);
  const websiteId = website?.website_id;
  const { data, isPending, isError, refetch } = useAttributes(websiteId);
  const productCategories = useProductCategories(websiteId);
  const categoryNames = categoryNamesById(productCategories.data?.list ?? []);
  const remove = useDeleteAttribute();
  const sort = useSortAttributes();
  const [editing, setEditing] = useState<{ session: number; attribute: Attribute | null } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  if (!website || websiteId === undefined) return null;
  const attributes = data?.list ?? [];
  const numbers = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en');
  const open = (attribute: Attribute | null) =>
    setEditing((e) => ({ session: (e?.session ?? 0) + 1, attribute }));

  async function move(dragId: number, targetId: number) {
    if (websiteId === undefined) return;
    const ids = attributes.map((a) => a.id);
    const next = reorderIds(ids, dragId, targetId);
    if (next.every((id, i) => id === ids[i])) return;
    try {
      await sort.mutateAsync({ websiteId, ids: next });
    } catch {
      // The client has shown why; the stored order is back.
      return;
    }
    toastSuccess(t('attributes.orderSaved'));
  }

  async function deleteAttribute(attribute: Attribute) {
    if (websiteId === undefined) return;
    try {
      await remove.mutateAsync({ websiteId, id: attribute.id });
    } catch {
      // The client has shown why.
      return;
    }
    toastSuccess(t('attributes.deleted'));
  }

  return (
    <div className="screen" data-testid="attributes-page">
      <header className="screen-header">
        <div>
          <h1>{t('attributes.title')}</h1>
          <p className="screen-muted">{t('attributes.intro', { website: website.name })}</p>
        </div>
        <div className="attributes-actions">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open(null)}
            data-testid="attribute-add"
          >
            {t('attributes.add')}
          </Button>
        </div>
      </header>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('attributes.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : attributes.length === 0 ? (
        <div className="screen-empty attributes-empty" data-testid="attribute-empty">
          <h2>{t('attributes.emptyTitle')}</h2>
          <p className="screen-muted">{t('attributes.empty')}</p>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open(null)}
            data-testid="attribute-add-first"
          >
            {t('attributes.add')}
          </Button>
        </div>
      ) : (
        <>
          <p className="screen-muted" data-testid="attribute-count">
            {attributes.length === 1
              ? t('attributes.countOne')
              : t('attributes.count', { n: attributes.length })}
          </p>
          <div className="data-table-wrap">
            <table className="data-table attributes-table" data-testid="attribute-table">
              <thead>
                <tr>
                  <th scope="col" className="attributes-col-order">
                    {t('attributes.columnOrder')}
                  </th>
                  <th scope="col">{t('attributes.columnName')}</th>
                  <th scope="col">{t('attributes.columnKind')}</th>
                  <th scope="col">{t('attributes.columnUnit')}</th>
                  <th scope="col">{t('attributes.columnOptions')}</th>
                  <th scope="col">{t('attributes.categories')}</th>
                  <th scope="col">{t('attributes.columnFilterable')}</th>
                  <th scope="col">{t('attributes.columnProducts')}</th>
                  <th scope="col" className="data-table-actions">
                    {t('attributes.columnActions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {attributes.map((attribute, index) => (
                  <tr
                    key={attribute.id}
                    data-testid={`attribute-row-${attribute.id}`}
                    data-name={attribute.name}
                    className={
                      over === attribute.id && dragged !== null && dragged !== attribute.id
                        ? 'attributes-drop-target'
                        : undefined
                    }
                    onDragOver={(event) => {
                      if (dragged === null) return;
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'move';
                      if (over !== attribute.id) setOver(attribute.id);
                    }}
                    onDrop={(event) => {
                      event.preventDefault();
                      const from = dragged;
                      setDragged(null);
                      setOver(null);
                      if (from !== null) void move(from, attribute.id);
                    }}
                  >
                    <td className="attributes-col-order">
                      <span
                        className="attributes-handle"
                        draggable
                        role="img"
                        aria-label={t('attributes.dragHandle', { name: attribute.name })}
                        onDragStart={(event) => {
                          event.dataTransfer.effectAllowed = 'move';
                          // Firefox starts a drag only with some data set.
                          event.dataTransfer.setData('text/plain', String(attribute.id));
                          setDragged(attribute.id);
                        }}
                        onDragEnd={() => {
                          setDragged(null);
                          setOver(null);
                        }}
                        data-testid={`attribute-drag-${attribute.id}`}
                      >
                        <HolderOutlined />
                      </span>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0 || sort.isPending}
                        aria-label={t('attributes.moveUp', { name: attribute.name })}
                        onClick={() => {
                          const above = attributes[index - 1];
                          if (above) void move(attribute.id, above.id);
                        }}
                      />
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={index === attributes.length - 1 || sort.isPending}
                        aria-label={t('attributes.moveDown', { name: attribute.name })}
                        onClick={() => {
                          const below = attributes[index + 1];
                          if (below) void move(attribute.id, below.id);
                        }}
                      />
                    </td>
                    <td data-testid="attribute-row-name">{attribute.name}</td>
                    <td data-testid="attribute-row-kind">{t(KIND_LABEL[attribute.kind])}</td>
                    <td>{attribute.unit}</td>
                    <td data-testid="attribute-row-options">
                      {attribute.options.slice(0, OPTIONS_SHOWN).map((o) => (
                        <Tag key={o.id} title={o.id}>
                          {o.name}
                        </Tag>
                      ))}
                      {attribute.options.length > OPTIONS_SHOWN ? (
                        <span className="screen-muted">+{attribute.options.length - OPTIONS_SHOWN}</span>
                      ) : null}
                    </td>
                    <td data-testid="attribute-row-categories">
                      {attribute.category_ids
                        .map((id) => categoryNames.get(id))
                        .filter((name) => name !== undefined)
                        .join(', ') || t('attributes.categoriesAll')}
                    </td>
                    <td data-testid="attribute-row-filterable">
                      {attribute.filterable ? t('attributes.yes') : t('attributes.no')}
                    </td>
                    <td data-testid="attribute-row-products">{numbers.format(attribute.product_count)}</td>
                    <td className="data-table-actions">
                      <span className="data-table-actions-row">
                        <Button
                          size="small"
                          onClick={() => open(attribute)}
                          data-testid={`attribute-edit-${attribute.id}`}
                        >
                          {t('attributes.edit')}
                        </Button>
                        <ConfirmDelete
                          label={t('attributes.delete')}
                          title={t('attributes.deleteConfirm', { name: attribute.name })}
                          description={
                            attribute.product_count > 0
                              ? t('attributes.deleteHint', { n: attribute.product_count })
                              : t('attributes.deleteHintNone')
                          }
                          okText={t('common.delete')}
                          onConfirm={() => deleteAttribute(attribute)}
                          testId={`attribute-delete-${attribute.id}`}
                          confirmTestId="attribute-delete-confirm"
                        />
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {editing ? (
        <Suspense fallback={null}>
          <AttributeDialog
            key={editing.session}
            websiteId={websiteId}
            attribute={editing.attribute}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

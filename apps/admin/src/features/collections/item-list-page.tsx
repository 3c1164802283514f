import HolderOutlined from '@ant-design/icons/es/icons/HolderOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import {
  type CollectionName,
  ITEM_STATUSES,
  type ItemListQuery,
  type ItemStatus,
  type ItemSummary,
} from '@sitewright/contract';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Table, { type ColumnsType, type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import TreeSelect from 'antd/es/tree-select';
import {
  type DragEvent,
  type HTMLAttributes,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { useWebsiteLanguages } from '../../shared/api/languages/get-website-languages.ts';
import { useRoles } from '../../shared/api/session/get-user-info.ts';
import { type MessageKey, useLanguage, useT } from '../../shared/i18n/index.ts';
import { orderedLanguages, siteLanguageName } from '../../shared/lib/site-languages.ts';
import { collectionEditPath } from '../../shared/paths.ts';
import { hasRole } from '../../shared/session/roles.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { BatchBar } from '../../shared/ui/data-table/batch-bar.tsx';
import { ConfirmDelete } from '../../shared/ui/data-table/confirm-delete.tsx';
import { DatePresetSelect } from '../../shared/ui/data-table/date-preset-select.tsx';
import { FilterBar } from '../../shared/ui/data-table/filter-bar.tsx';
import { RowActions } from '../../shared/ui/data-table/row-actions.tsx';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { type BatchAction, useBatchItems } from './api/batch-items.ts';
import { useDeleteItems } from './api/delete-items.ts';
import { useTermNames } from './api/term-lists.ts';
import { useCategories } from './api/get-categories.ts';
import { useItems } from './api/get-items.ts';
import { getPreviewLink } from './api/get-preview-link.ts';
import { useTags } from './api/get-tags.ts';
import { useSortItems } from './api/sort-items.ts';
import { categoryNames, categoryTreeData } from './categories.ts';
import './collections-i18n.ts';
import './collections.css';
import { ItemStatusTag } from './item-status-tag.tsx';
import { currencyField, formatMoney, formatRange, type ListColumn, listColumns } from './list-columns.ts';
import {
  canDragRows,
  filtersToQuery,
  INITIAL_FILTERS,
  isFiltered,
  type ListFilters,
  moveId,
  sorterToSort,
} from './list-query.ts';
import { openPreview, previewProblem } from './open-preview.ts';
import { useCollection } from './use-collection.ts';

const STATUS_LABEL: Record<ItemStatus, MessageKey> = {
  draft: 'collections.statusDraft',
  published: 'collections.statusPublished',
  updated: 'collections.statusUpdated',
  scheduled: 'collections.statusScheduled',
};

const COMMON_LABEL: Record<string, MessageKey> = {
  type_ids: 'collections.colCategories',
  tag_ids: 'collections.colTags',
  status: 'collections.colStatus',
  publish_at: 'collections.colPublishAt',
  create_time: 'collections.colCreated',
  update_time: 'collections.colUpdated',
  published_at: 'collections.colPublished',
  image: 'collections.colImage',
};

/**
 * A collection's item list (spec §2 /news/index, /product/index): search, filters, sorting by the
 * column headers, batch actions over ticked rows, drag to reorder, pages. One screen for every
 * collection: its columns and words come from the definition the route names.
 */
/** What the list hands to a toolbar composed beside its buttons (app/ adds import and export). */
export interface ItemListToolbarProps {
  name: CollectionName;
  websiteId: number;
  lang?: string;
  /** The list's current filters, without paging. */
  filters: Omit<ItemListQuery, 'website_id' | 'lang' | 'page' | 'page_size'>;
  /** Rows were written: the list shows them. */
  onImported(): void;
}

export function ItemListPage({ toolbar }: { toolbar?: (props: ItemListToolbarProps) => ReactNode } = {}) {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { def, words } = useCollection();
  const name = def.name;
  const website = useWebsiteStore((s) => s.website);
  const websiteId = website?.website_id;
  const roles = useRoles();
  const [filters, setFilters] = useState<ListFilters>(INITIAL_FILTERS);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [moving, setMoving] = useState<{ open: boolean; typeId: number | null }>({
    open: false,
    typeId: null,
  });
  const [modal, modalHolder] = Modal.useModal();

  const query = websiteId ? filtersToQuery(websiteId, filters) : null;
  const items = useItems(name, query);
  const categories = useCategories(name, websiteId);
  const tags = useTags(name, websiteId);
  const termNames = useTermNames(name, websiteId);
  const { data: languages } = useWebsiteLanguages(websiteId);
  const batch = useBatchItems(name);
  const del = useDeleteItems(name);
  const sort = useSortItems(name);

  // The search box asks the server a moment after the typing stops, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((f) => (f.keyword === keyword ? f : { ...f, keyword, page: 1 }));
    }, 300);
    return () => clearTimeout(timer);
  }, [keyword]);

  // Another collection or website starts afresh (the same screen serves every collection);
  // ticks belong to one list, so another language starts without any too.
  const screenKey = `${name}:${websiteId ?? 0}`;
  const selectionKey = `${screenKey}:${filters.lang ?? ''}`;
  const [shown, setShown] = useState({ screenKey, selectionKey });
  if (shown.screenKey !== screenKey) {
    setShown({ screenKey, selectionKey: `${screenKey}:` });
    setSelected([]);
    setFilters(INITIAL_FILTERS);
    setKeyword('');
  } else if (shown.selectionKey !== selectionKey) {
    setShown({ screenKey, selectionKey });
    setSelected([]);
  }

  // The drag order shown while the new order is being saved.
  const [dragOrder, setDragOrder] = useState<number[] | null>(null);
  const dragFrom = useRef<number | null>(null);
  const rows = useMemo(() => {
    const list = items.data?.list ?? [];
    if (!dragOrder) return list;
    const byId = new Map(list.map((r) => [r.id, r]));
    return dragOrder.map((id) => byId.get(id)).filter((r): r is ItemSummary => r !== undefined);
  }, [items.data, dragOrder]);

  const tree = categories.data?.list ?? [];
  const names = useMemo(() => categoryNames(tree), [tree]);
  const tagNames = useMemo(
    () => new Map((tags.data?.list ?? []).map((tag) => [tag.id, tag.name])),
    [tags.data],
  );
  const columns = useMemo(() => listColumns(def), [def]);
  const currencyKey = currencyField(def);
  const locale = lang === 'zh' ? 'zh-CN' : 'en';
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  if (!website || !websiteId) return null;

  const one = words.one;
  const many = words.many;
  const dragging = canDragRows(filters) && rows.length > 1;
  const mayTypes = hasRole(roles, def.roles.types);
  const langList = languages ? orderedLanguages(languages.list) : [];
  const defaultLang = langList[0]?.lang;
  const shownLang = filters.lang ?? defaultLang;

  const update = (patch: Partial<ListFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  const editPath = (id?: number) =>
    collectionEditPath(name, id, id === undefined && shownLang !== defaultLang ? shownLang : undefined);

  async function runBatch(action: BatchAction, ids: number[], typeId?: number) {
    let result: Awaited<ReturnType<typeof batch.mutateAsync>>;
    try {
      result = await batch.mutateAsync({ websiteId: websiteId as number, ids, action, typeId });
    } catch {
      return false;
    }
    const n = result.ids.length;
    if (action === 'publish') {
      toastSuccess(
        result.site_version > 0
          ? t('collections.published', { n, version: result.site_version })
          : t('collections.publishedNotLive', { n }),
      );
    } else if (action === 'unpublish') toastSuccess(t('collections.unpublished', { n }));
    else if (action === 'move') toastSuccess(t('collections.moved', { n }));
    else if (action === 'pin') toastSuccess(t('collections.pinnedDone', { n }));
    else toastSuccess(t('collections.unpinnedDone', { n }));
    return true;
  }

  async function remove(ids: number[]) {
    try {
      const result = await del.mutateAsync({ websiteId: websiteId as number, ids });
      toastSuccess(t('collections.deleted', { n: result.ids.length }));
      setSelected((s) => s.filter((id) => !result.ids.includes(id)));
    } catch {
      // The client has shown why.
    }
  }

  function confirmBatchDelete() {
    const n = selected.length;
    void modal.confirm({
      title: n === 1 ? t('collections.deleteManyOne', { one }) : t('collections.deleteMany', { n, many }),
      content: t('collections.deleteHint'),
      okText: t('collections.delete'),
      okButtonProps: { danger: true, 'data-testid': 'item-batch-delete-confirm' } as never,
      cancelText: t('common.cancel'),
      onOk: () => remove(selected),
    });
  }

  async function preview(id: number) {
    await openPreview(
      () => getPreviewLink(name, id),
      (error) => toastError(previewProblem(error, t('collections.previewFailed'))),
    );
  }

  async function drop(to: number) {
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from === null || from === to) return;
    const ids = moveId(
      rows.map((r) => r.id),
      from,
      to,
    );
    setDragOrder(ids);
    try {
      await sort.mutateAsync({ websiteId: websiteId as number, ids });
      toastSuccess(t('collections.reordered'));
    } catch {
      // The client has shown why; the list returns to the saved order.
    } finally {
      setDragOrder(null);
    }
  }

  const columnTitle = (column: ListColumn) =>
    column.label ? column.label[lang] : t(COMMON_LABEL[column.key] ?? 'collections.colTitle');

  function cell(column: ListColumn, item: ItemSummary) {
    const value = column.source === 'field' ? item.fields[column.key] : item[column.key as keyof ItemSummary];
    switch (column.kind) {
      case 'image': {
        const src =
          column.source === 'field' ? (Array.isArray(value) ? value[0] : value) || item.image : item.image;
        return typeof src === 'string' && src ? (
          <img className="collection-thumb" src={src} alt="" loading="lazy" data-testid="item-thumb" />
        ) : (
          <span className="collection-thumb collection-thumb-none" />
        );
      }
      case 'categories':
        return item.type_ids
          .map((id) => names.get(id))
          .filter(Boolean)
          .join(', ');
      case 'tags':
        return item.tag_ids.map((id) => <Tag key={id}>{tagNames.get(id) ?? id}</Tag>);
      case 'status':
        return <ItemStatusTag status={item.status} />;
      case 'money':
        return formatMoney(value, currencyKey ? item.fields[currencyKey] : undefined, locale);
      case 'date':
        return typeof value === 'string' && value ? dates.format(new Date(value)) : '—';
      case 'when':
        return formatRange(value) || '—';
      case 'choice':
        return column.options?.find((o) => o.value === value)?.label[lang] ?? '';
      case 'term':
        return typeof value === 'number' ? (termNames.get(value) ?? '') : '';
      default:
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    }
  }

  const sortOrder = (s: ListColumn['sort']) =>
    s && filters.sort === s ? (filters.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const tableColumns: ColumnsType<ItemSummary> = [
    ...(dragging
      ? [
          {
            key: 'drag',
            width: 36,
            render: () => (
              <span className="collection-drag" title={t('collections.drag')} aria-hidden>
                <HolderOutlined />
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'title',
      title: def.labels.title[lang],
      sorter: true,
      sortOrder: sortOrder('title'),
      render: (_: unknown, item: ItemSummary) => (
        <span className="collection-title-cell">
          <Link to={editPath(item.id)} data-testid="item-title">
            {item.title}
          </Link>
          {item.is_pinned ? (
            <Tag color="gold" data-testid="item-pinned">
              {t('collections.pinned')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    ...columns.map((column) => ({
      key: column.key,
      title: columnTitle(column),
      sorter: Boolean(column.sort),
      sortOrder: sortOrder(column.sort),
      className: `collection-col-${column.kind}`,
      render: (_: unknown, item: ItemSummary) => cell(column, item),
    })),
    {
      key: 'actions',
      title: t('collections.colActions'),
      className: 'data-table-actions',
      render: (_: unknown, item: ItemSummary) => (
        <RowActions
          rowName={item.title}
          moreTestId={`item-more-${item.id}`}
          more={[
            { key: 'preview', label: t('collections.preview'), onClick: () => void preview(item.id) },
            item.status === 'draft'
              ? {
                  key: 'publish',
                  label: t('collections.publish'),
                  onClick: () => void runBatch('publish', [item.id]),
                  testId: `item-publish-${item.id}`,
                }
              : {
                  key: 'unpublish',
                  label: t('collections.unpublish'),
                  onClick: () => void runBatch('unpublish', [item.id]),
                  testId: `item-unpublish-${item.id}`,
                },
            item.status === 'updated'
              ? {
                  key: 'publish',
                  label: t('collections.publish'),
                  onClick: () => void runBatch('publish', [item.id]),
                  testId: `item-publish-${item.id}`,
                }
              : null,
          ]}
        >
          <Button
            size="small"
            onClick={() => navigate(editPath(item.id))}
            data-testid={`item-edit-${item.id}`}
          >
            {t('collections.edit')}
          </Button>
          <ConfirmDelete
            label={t('collections.delete')}
            title={t('collections.deleteOne', { title: item.title })}
            description={t('collections.deleteHint')}
            okText={t('collections.delete')}
            onConfirm={() => remove([item.id])}
            testId={`item-delete-${item.id}`}
            confirmTestId="item-delete-confirm"
          />
        </RowActions>
      ),
    },
  ];

  const onTableChange: TableProps<ItemSummary>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = String(one?.columnKey ?? '');
      const spec = key === 'title' ? 'title' : columns.find((c) => c.key === key)?.sort;
      setFilters((f) => ({ ...f, page: 1, ...sorterToSort(spec, one?.order) }));
      return;
    }
    setFilters((f) => ({
      ...f,
      page: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? f.pageSize,
    }));
  };

  const total = items.data?.total ?? 0;
  const filtered = isFiltered(filters);
  const isEmpty = !items.isPending && !items.isError && total === 0 && !filtered && !items.isPlaceholderData;

  return (
    <div className="screen collection-list" data-testid="item-list" data-collection={name}>
      {modalHolder}
      <header className="screen-header">
        <div>
          <h1>{def.label.many[lang]}</h1>
          <p className="screen-muted">{t('collections.intro', { many, website: website.name })}</p>
        </div>
        <div className="collection-actions">
          {toolbar && query
            ? toolbar({
                name,
                websiteId: query.website_id as number,
                ...(query.lang ? { lang: query.lang } : {}),
                filters: listFilters(query),
                onImported: () => void items.refetch(),
              })
            : null}
          <Button
            icon={<ReloadOutlined />}
            onClick={() => items.refetch()}
            loading={items.isFetching && !items.isPending}
            data-testid="item-refresh"
          >
            {t('collections.refresh')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(editPath())}
            data-testid="item-add"
          >
            {t('collections.add', { one })}
          </Button>
        </div>
      </header>

      {isEmpty ? (
        <div className="screen-empty collection-empty" data-testid="item-empty">
          <h2>{t('collections.emptyTitle', { many })}</h2>
          <p className="screen-muted">{t('collections.emptyText', { one })}</p>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(editPath())}
            data-testid="item-empty-add"
          >
            {t('collections.emptyAction', { one })}
          </Button>
          {def.taxonomies !== false && categories.data && tree.length === 0 ? (
            <p className="screen-muted" data-testid="item-empty-categories">
              {t('collections.emptyCategories', { many })}{' '}
              {mayTypes ? (
                <Link to={`/${name}/type/index`}>{t('collections.emptyCategoriesLink')}</Link>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <FilterBar
            testId="item-filters"
            search={{
              value: keyword,
              onChange: setKeyword,
              placeholder: t('collections.search'),
              testId: 'item-search',
              className: 'collection-search',
            }}
          >
            {langList.length > 1 ? (
              <Select
                className="collection-filter"
                aria-label={t('collections.language')}
                value={shownLang}
                onChange={(value: string) => update({ lang: value === defaultLang ? undefined : value })}
                options={langList.map((l) => ({ value: l.lang, label: siteLanguageName(l.lang) }))}
                data-testid="item-language"
              />
            ) : null}
            {def.taxonomies === false ? null : (
              <>
                <TreeSelect<number | null>
                  className="collection-filter collection-filter-wide"
                  aria-label={t('collections.category')}
                  value={filters.typeId}
                  placeholder={t('collections.categoryAll')}
                  allowClear
                  treeDefaultExpandAll
                  treeData={categoryTreeData(tree)}
                  onChange={(value) => update({ typeId: value ?? null })}
                  data-testid="item-filter-category"
                />
                <Select<number | null>
                  className="collection-filter"
                  aria-label={t('collections.tag')}
                  value={filters.tagId}
                  placeholder={t('collections.tagAll')}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(tags.data?.list ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                  onChange={(value) => update({ tagId: value ?? null })}
                  data-testid="item-filter-tag"
                />
              </>
            )}
            <Select<ItemStatus | null>
              className="collection-filter"
              aria-label={t('collections.statusFilter')}
              value={filters.status}
              placeholder={t('collections.statusAll')}
              allowClear
              options={ITEM_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABEL[s]) }))}
              onChange={(value) => update({ status: value ?? null })}
              data-testid="item-filter-status"
            />
            <DatePresetSelect
              value={filters.created}
              onChange={(created) => update({ created })}
              label={t('collections.created')}
              testId="item-filter-created"
            />
            {filtered ? (
              <Button
                type="link"
                onClick={() => {
                  setKeyword('');
                  setFilters((f) => ({ ...INITIAL_FILTERS, lang: f.lang, pageSize: f.pageSize }));
                }}
                data-testid="item-clear-filters"
              >
                {t('collections.clearFilters')}
              </Button>
            ) : null}
          </FilterBar>

          {selected.length > 0 ? (
            <BatchBar
              count={selected.length}
              countText={t('collections.selected', { n: selected.length })}
              testId="item-batch"
              countTestId="item-batch-count"
            >
              <Button
                size="small"
                onClick={() => void runBatch('publish', selected)}
                data-testid="item-batch-publish"
              >
                {t('collections.batchPublish')}
              </Button>
              <Button
                size="small"
                onClick={() => void runBatch('unpublish', selected)}
                data-testid="item-batch-unpublish"
              >
                {t('collections.batchUnpublish')}
              </Button>
              <Button
                size="small"
                disabled={tree.length === 0}
                onClick={() => setMoving({ open: true, typeId: null })}
                data-testid="item-batch-move"
              >
                {t('collections.batchMove')}
              </Button>
              <Button
                size="small"
                onClick={() => void runBatch('pin', selected)}
                data-testid="item-batch-pin"
              >
                {t('collections.batchPin')}
              </Button>
              <Button
                size="small"
                onClick={() => void runBatch('unpin', selected)}
                data-testid="item-batch-unpin"
              >
                {t('collections.batchUnpin')}
              </Button>
              <Button size="small" danger onClick={confirmBatchDelete} data-testid="item-batch-delete">
                {t('collections.batchDelete')}
              </Button>
            </BatchBar>
          ) : null}

          {items.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : items.isError ? (
            <div className="screen-empty">
              <p className="screen-muted">{t('collections.loadFailed', { many })}</p>
              <Button onClick={() => items.refetch()}>{t('common.retry')}</Button>
            </div>
          ) : (
            <>
              {dragging ? <p className="screen-muted collection-hint">{t('collections.dragHint')}</p> : null}
              <Table<ItemSummary>
                className="collection-table"
                rowKey="id"
                size="middle"
                dataSource={rows}
                columns={tableColumns}
                loading={items.isFetching && items.isPlaceholderData}
                locale={{ emptyText: t('collections.noMatch', { many }) }}
                onChange={onTableChange}
                data-testid="item-table"
                rowSelection={{
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  preserveSelectedRowKeys: true,
                }}
                onRow={(item, index) =>
                  ({
                    'data-testid': `item-row-${item.id}`,
                    ...(dragging && index !== undefined
                      ? {
                          draggable: true,
                          onDragStart: (event: DragEvent) => {
                            dragFrom.current = index;
                            event.dataTransfer.effectAllowed = 'move';
                          },
                          onDragOver: (event: DragEvent) => {
                            if (dragFrom.current === null) return;
                            event.preventDefault();
                            event.dataTransfer.dropEffect = 'move';
                          },
                          onDrop: (event: DragEvent) => {
                            event.preventDefault();
                            void drop(index);
                          },
                        }
                      : {}),
                  }) as HTMLAttributes<HTMLElement>
                }
                pagination={{
                  current: filters.page,
                  pageSize: filters.pageSize,
                  total,
                  showSizeChanger: true,
                  pageSizeOptions: [10, 20, 50, 100],
                  showTotal: (n) => t('collections.total', { n }),
                }}
              />
            </>
          )}
        </>
      )}

      <Modal
        open={moving.open}
        title={t('collections.moveTitle', { n: selected.length })}
        okText={t('collections.batchMove')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: moving.typeId === null, loading: batch.isPending }}
        onCancel={() => setMoving({ open: false, typeId: null })}
        onOk={async () => {
          if (moving.typeId === null) return;
          if (await runBatch('move', selected, moving.typeId)) setMoving({ open: false, typeId: null });
        }}
        destroyOnHidden
      >
        <p className="screen-muted">{t('collections.moveHint')}</p>
        <TreeSelect<number | null>
          className="collection-move-select"
          value={moving.typeId}
          placeholder={t('collections.moveChoose')}
          treeDefaultExpandAll
          treeData={categoryTreeData(tree)}
          onChange={(value) => setMoving((m) => ({ ...m, typeId: value ?? null }))}
          data-testid="item-move-category"
        />
      </Modal>
    </div>
  );
}

/** The list query without its paging, website and language: what an export of the list filters by. */
function listFilters(query: ItemListQuery): ItemListToolbarProps['filters'] {
  const { website_id: _website, lang: _lang, page: _page, page_size: _size, ...filters } = query;
  return filters;
}

import MergeCellsOutlined from '@ant-design/icons/es/icons/MergeCellsOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { COLLECTIONS, type CollectionName, type Tag } from '@sitewright/contract';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tooltip from 'antd/es/tooltip';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { BatchBar } from '../../shared/ui/data-table/batch-bar.tsx';
import { ConfirmDelete } from '../../shared/ui/data-table/confirm-delete.tsx';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { FilterBar } from '../../shared/ui/data-table/filter-bar.tsx';
import { selectionColumn } from '../../shared/ui/data-table/selection-column.tsx';
import { toggleSelection } from '../../shared/ui/data-table/selection.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { type AnyCollection, inSentence } from './any-collection.ts';
import { useDeleteTag } from './api/delete-tag.ts';
import { useTags } from './api/get-tags.ts';
import { filterTags } from './tag-search.ts';
import './taxonomy.css';
import './taxonomy-i18n.ts';

// The dialogs (with the form widgets) load when first opened.
const TagDialog = lazy(() => import('./tag-dialog.tsx').then((m) => ({ default: m.TagDialog })));
const TagMergeDialog = lazy(() =>
  import('./tag-merge-dialog.tsx').then((m) => ({ default: m.TagMergeDialog })),
);

const PAGE_SIZE = 50;

export interface TagsPageProps {
  definition: AnyCollection;
}

/**
 * A collection's tags (spec §2 /<collection>/tag/index): search, add, rename, delete, and merge
 * several into one.
 */
export function TagsPage({ definition }: TagsPageProps) {
  const t = useT();
  const lang = useLanguage();
  const website = useWebsiteStore((s) => s.website);
  const websiteId = website?.website_id;
  const { data, isPending, isError, refetch } = useTags(definition.name, websiteId);
  const remove = useDeleteTag(definition.name);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<{ session: number; tag: Tag | null } | null>(null);
  const [merging, setMerging] = useState(false);

  const tags = data?.list ?? [];
  const shown = useMemo(() => filterTags(data?.list ?? [], keyword), [data?.list, keyword]);
  // Ticked tags that still exist (one may have gone in a merge or from another tab).
  const ticked = tags.filter((tag) => selected.has(tag.id));

  if (!website || websiteId === undefined) return null;
  const one = definition.label.one[lang];
  const many = inSentence(definition.label.many[lang], lang);
  const numbers = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en');

  const openTag = (tag: Tag | null) => setEditing((e) => ({ session: (e?.session ?? 0) + 1, tag }));

  async function deleteTag(tag: Tag) {
    if (websiteId === undefined) return;
    try {
      await remove.mutateAsync({ websiteId, id: tag.id });
    } catch {
      // The client has shown why.
      return;
    }
    setSelected((s) => toggleSelection(s, [tag.id], false));
    toastSuccess(t('taxonomy.tagDeleted'));
  }

  const columns: DataColumn<Tag>[] = [
    selectionColumn(shown, {
      keyOf: (tag) => tag.id,
      selected,
      onChange: (keys, checked) => setSelected((s) => toggleSelection(s, keys, checked)),
      allLabel: t('taxonomy.selectAll'),
      rowLabel: (tag) => t('taxonomy.selectTag', { name: tag.name }),
      allTestId: 'tag-select-all',
      rowTestId: (tag) => `tag-select-${tag.id}`,
    }),
    {
      key: 'name',
      title: t('taxonomy.columnName'),
      cellTestId: 'tag-row-name',
      render: (tag) => tag.name,
    },
    {
      key: 'slug',
      title: t('taxonomy.columnSlug'),
      render: (tag) => <code className="taxonomy-node-slug">{tag.slug}</code>,
    },
    {
      key: 'items',
      title: t('taxonomy.columnItems'),
      cellTestId: 'tag-row-items',
      render: (tag) => numbers.format(tag.item_count),
    },
    {
      key: 'actions',
      title: t('taxonomy.columnActions'),
      className: 'data-table-actions',
      render: (tag) => (
        <span className="data-table-actions-row">
          <Button size="small" onClick={() => openTag(tag)} data-testid={`tag-rename-${tag.id}`}>
            {t('taxonomy.rename')}
          </Button>
          <ConfirmDelete
            label={t('taxonomy.delete')}
            title={t('taxonomy.tagDeleteConfirm', { name: tag.name })}
            description={
              tag.item_count > 0
                ? t('taxonomy.tagDeleteHint', { n: tag.item_count })
                : t('taxonomy.tagDeleteHintNone')
            }
            okText={t('common.delete')}
            onConfirm={() => deleteTag(tag)}
            testId={`tag-delete-${tag.id}`}
            confirmTestId="tag-delete-confirm"
          />
        </span>
      ),
    },
  ];

  const canMerge = ticked.length >= 2;

  return (
    <div className="screen" data-testid="tags-page">
      <header className="screen-header">
        <div>
          <h1>{t('taxonomy.tagsTitle', { one })}</h1>
          <p className="screen-muted">{t('taxonomy.tagsIntro', { many, website: website.name })}</p>
        </div>
        <div className="taxonomy-actions">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openTag(null)} data-testid="tag-add">
            {t('taxonomy.addTag')}
          </Button>
        </div>
      </header>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('taxonomy.tagsLoadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : tags.length === 0 ? (
        <div className="screen-empty taxonomy-empty" data-testid="tag-empty">
          <h2>{t('taxonomy.tagsEmptyTitle')}</h2>
          <p className="screen-muted">{t('taxonomy.tagsEmpty', { many })}</p>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => openTag(null)}
            data-testid="tag-add-first"
          >
            {t('taxonomy.addTag')}
          </Button>
        </div>
      ) : (
        <>
          <div className="taxonomy-toolbar">
            <FilterBar
              search={{
                value: keyword,
                onChange: setKeyword,
                placeholder: t('taxonomy.search'),
                testId: 'tag-search',
              }}
            />
            <BatchBar
              count={ticked.length}
              countText={t('taxonomy.selected', { n: ticked.length })}
              countTestId="tag-selected-count"
            >
              <Tooltip title={canMerge ? undefined : t('taxonomy.mergeHint')}>
                <Button
                  icon={<MergeCellsOutlined />}
                  disabled={!canMerge}
                  onClick={() => setMerging(true)}
                  data-testid="tag-merge-open"
                >
                  {t('taxonomy.merge')}
                </Button>
              </Tooltip>
            </BatchBar>
          </div>
          <p className="screen-muted" data-testid="tag-count">
            {tags.length === 1 ? t('taxonomy.tagCountOne') : t('taxonomy.tagCount', { n: tags.length })}
          </p>
          {shown.length === 0 ? (
            <div className="screen-empty" data-testid="tag-no-match">
              <p className="screen-muted">{t('taxonomy.noMatch', { keyword: keyword.trim() })}</p>
            </div>
          ) : (
            <DataTable
              rows={shown}
              rowKey={(tag) => tag.id}
              rowTestId={(tag) => `tag-row-${tag.id}`}
              columns={columns}
              testId="tag-table"
              pageSize={PAGE_SIZE}
            />
          )}
        </>
      )}

      {editing ? (
        <Suspense fallback={null}>
          <TagDialog
            key={editing.session}
            definition={definition}
            websiteId={websiteId}
            tag={editing.tag}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {merging && canMerge ? (
        <Suspense fallback={null}>
          <TagMergeDialog
            definition={definition}
            websiteId={websiteId}
            tags={ticked}
            onMerged={() => {
              setMerging(false);
              setSelected(new Set());
            }}
            onClose={() => setMerging(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

const pages = new Map<CollectionName, ComponentType>();

/** The screen of one collection (spec §2 /news/tag/index, /product/tag/index), the same component on every visit. */
export function tagsPageFor(name: CollectionName): ComponentType {
  let page = pages.get(name);
  if (!page) {
    const definition = COLLECTIONS[name];
    page = function CollectionTagsPage() {
      return <TagsPage definition={definition} />;
    };
    pages.set(name, page);
  }
  return page;
}

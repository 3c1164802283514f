import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { type CategoryNode, COLLECTIONS, type CollectionName } from '@sitewright/contract';
import Button, { type ButtonProps } from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { CategoryDialogTarget } from './category-dialog.tsx';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { useDeleteCategory } from './api/delete-category.ts';
import { useCategories } from './api/get-categories.ts';
import { type AnyCollection, inSentence } from './any-collection.ts';
import { useOrderCategories } from './api/order-categories.ts';
import { taxonomyKeys } from './api/taxonomy-keys.ts';
import {
  canAddChild,
  checkCategoryDrop,
  countCategories,
  moveCategory,
  parentIds,
  placeOfAllowDrop,
  placeOfDrop,
  toOrderTree,
} from './category-tree.ts';
import './taxonomy.css';
import './taxonomy-i18n.ts';

// The dialog (with the form widgets) loads when first opened.
const CategoryDialog = lazy(() =>
  import('./category-dialog.tsx').then((m) => ({ default: m.CategoryDialog })),
);

interface TreeItem extends DataNode {
  key: string;
  category: CategoryNode;
  level: number;
  children: TreeItem[];
}

function toTreeItems(nodes: readonly CategoryNode[], level = 1): TreeItem[] {
  return nodes.map((category) => ({
    key: String(category.id),
    category,
    level,
    children: toTreeItems(category.children, level + 1),
  }));
}

interface CategoryTitleProps {
  category: CategoryNode;
  level: number;
  canAddChild: boolean;
  onAddChild(): void;
  onEdit(): void;
  onDelete(): Promise<unknown>;
}

function CategoryTitle({ category, level, canAddChild, onAddChild, onEdit, onDelete }: CategoryTitleProps) {
  const t = useT();
  const subcategories = category.children.length;
  const deleteButton = (
    <Button size="small" danger data-testid="category-delete">
      {t('taxonomy.delete')}
    </Button>
  );
  return (
    <div className="taxonomy-node" data-testid="category-node" data-name={category.name} data-level={level}>
      <span className="taxonomy-node-name">{category.name}</span>
      <code className="taxonomy-node-slug">{category.slug}</code>
      <Tag className="taxonomy-node-count" data-testid="category-count">
        {category.item_count === 1 ? t('taxonomy.itemsOne') : t('taxonomy.items', { n: category.item_count })}
      </Tag>
      <span className="taxonomy-node-actions">
        <Tooltip title={canAddChild ? undefined : t('taxonomy.addChildTooDeep')}>
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={!canAddChild}
            onClick={onAddChild}
            data-testid="category-add-child"
          >
            {t('taxonomy.addChild')}
          </Button>
        </Tooltip>
        <Button size="small" onClick={onEdit} data-testid="category-edit">
          {t('taxonomy.edit')}
        </Button>
        {subcategories > 0 ? (
          // A category with subcategories is not deleted: the refusal says why before anything is sent.
          <Popconfirm
            title={t('taxonomy.deleteBlockedTitle', { name: category.name })}
            description={
              <span data-testid="category-delete-blocked">
                {t('taxonomy.deleteBlocked', { n: subcategories })}
              </span>
            }
            showCancel={false}
            okText={t('common.ok')}
          >
            {deleteButton}
          </Popconfirm>
        ) : (
          <Popconfirm
            title={t('taxonomy.deleteConfirm', { name: category.name })}
            description={
              category.item_count > 0
                ? t('taxonomy.deleteHint', { n: category.item_count })
                : t('taxonomy.deleteHintNone')
            }
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'category-delete-confirm' } as ButtonProps}
            onConfirm={onDelete}
          >
            {deleteButton}
          </Popconfirm>
        )}
      </span>
    </div>
  );
}

export interface CategoriesPageProps {
  definition: AnyCollection;
}

/**
 * A collection's categories (spec §2 /<collection>/type/index): a tree of at most three levels,
 * reordered and nested by dragging; each drop is saved at once as the whole tree's order.
 */
export function CategoriesPage({ definition }: CategoriesPageProps) {
  const t = useT();
  const lang = useLanguage();
  const website = useWebsiteStore((s) => s.website);
  const websiteId = website?.website_id;
  const queryClient = useQueryClient();
  const { data, isPending, isError, isFetching, refetch } = useCategories(definition.name, websiteId);
  const order = useOrderCategories(definition.name);
  const remove = useDeleteCategory(definition.name);
  const [dialog, setDialog] = useState<{ session: number; target: CategoryDialogTarget } | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // Set by allowDrop while the pointer is over a place refused for depth; read when the drag ends.
  const refusedForDepth = useRef(false);

  const tree = data?.list ?? [];
  const treeItems = useMemo(() => toTreeItems(tree), [tree]);
  // Every branch is open unless the operator closed it, so a new subcategory shows at once.
  const expanded = parentIds(tree)
    .map(String)
    .filter((key) => !collapsed.has(key));

  if (!website || websiteId === undefined) return null;
  const one = definition.label.one[lang];
  const many = inSentence(definition.label.many[lang], lang);

  const open = (target: CategoryDialogTarget) =>
    setDialog((d) => ({ session: (d?.session ?? 0) + 1, target }));

  async function drop(dragId: number, targetId: number, place: ReturnType<typeof placeOfDrop>) {
    if (websiteId === undefined) return;
    const check = checkCategoryDrop(tree, dragId, targetId, place);
    if (check !== 'ok') {
      if (check === 'too_deep') toastError(t('taxonomy.tooDeep'));
      return;
    }
    const next = moveCategory(tree, dragId, targetId, place);
    // The tree shows the move at once; a refusal puts back the server's tree.
    queryClient.setQueryData(taxonomyKeys.types(definition.name, websiteId), { list: next });
    if (place === 'inside') {
      const key = String(targetId);
      setCollapsed((c) => {
        const out = new Set(c);
        out.delete(key);
        return out;
      });
    }
    try {
      await order.mutateAsync({ websiteId, tree: toOrderTree(next) });
    } catch {
      // The client has shown why; the tree is reloaded.
      return;
    }
    toastSuccess(t('taxonomy.orderSaved'));
  }

  async function deleteCategory(category: CategoryNode) {
    if (websiteId === undefined) return;
    try {
      await remove.mutateAsync({ websiteId, id: category.id });
    } catch {
      // The client has shown why (a subcategory added meanwhile, say).
      return;
    }
    toastSuccess(t('taxonomy.deleted'));
  }

  const total = countCategories(tree);

  return (
    <div className="screen" data-testid="categories-page">
      <header className="screen-header">
        <div>
          <h1>{t('taxonomy.categoriesTitle', { one })}</h1>
          <p className="screen-muted">{t('taxonomy.categoriesIntro', { many, website: website.name })}</p>
        </div>
        <div className="taxonomy-actions">
          <Button
            icon={<ReloadOutlined />}
            onClick={() => refetch()}
            loading={isFetching && !isPending}
            data-testid="category-refresh"
          >
            {t('taxonomy.refresh')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open({ mode: 'add', parent: null })}
            data-testid="category-add"
          >
            {t('taxonomy.addTop')}
          </Button>
        </div>
      </header>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('taxonomy.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : tree.length === 0 ? (
        <div className="screen-empty taxonomy-empty" data-testid="category-empty">
          <h2>{t('taxonomy.categoriesEmptyTitle')}</h2>
          <p className="screen-muted">{t('taxonomy.categoriesEmpty', { many })}</p>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open({ mode: 'add', parent: null })}
            data-testid="category-add-first"
          >
            {t('taxonomy.addTop')}
          </Button>
        </div>
      ) : (
        <>
          <p className="screen-muted" data-testid="category-total">
            {total === 1 ? t('taxonomy.categoryCountOne') : t('taxonomy.categoryCount', { n: total })}
          </p>
          <Tree<TreeItem>
            className="taxonomy-tree"
            treeData={treeItems}
            draggable={{ icon: false }}
            blockNode
            selectable={false}
            expandedKeys={expanded}
            onExpand={(keys, info) => {
              const key = String(info.node.key);
              setCollapsed((c) => {
                const out = new Set(c);
                if (keys.map(String).includes(key)) out.delete(key);
                else out.add(key);
                return out;
              });
            }}
            allowDrop={({ dragNode, dropNode, dropPosition }) => {
              const check = checkCategoryDrop(
                tree,
                dragNode.category.id,
                dropNode.category.id,
                placeOfAllowDrop(dropPosition),
              );
              refusedForDepth.current = check === 'too_deep';
              return check === 'ok';
            }}
            onDragStart={() => {
              refusedForDepth.current = false;
            }}
            onDragEnd={() => {
              // The drag ended over a refused place: say why nothing moved.
              if (refusedForDepth.current) toastError(t('taxonomy.tooDeep'));
              refusedForDepth.current = false;
            }}
            onDrop={(info) => {
              refusedForDepth.current = false;
              const place = placeOfDrop({
                dropToGap: info.dropToGap,
                dropPosition: info.dropPosition,
                pos: info.node.pos,
              });
              void drop(Number(info.dragNode.key), Number(info.node.key), place);
            }}
            titleRender={(node) => (
              <CategoryTitle
                category={node.category}
                level={node.level}
                canAddChild={canAddChild(tree, node.category.id)}
                onAddChild={() => open({ mode: 'add', parent: node.category })}
                onEdit={() => open({ mode: 'edit', category: node.category })}
                onDelete={() => deleteCategory(node.category)}
              />
            )}
            data-testid="category-tree"
          />
        </>
      )}

      {dialog ? (
        <Suspense fallback={null}>
          <CategoryDialog
            key={dialog.session}
            definition={definition}
            websiteId={websiteId}
            target={dialog.target}
            onClose={() => {
              setDialog(null);
              if (dialog.target.mode === 'add' && dialog.target.parent) {
                const key = String(dialog.target.parent.id);
                setCollapsed((c) => {
                  const out = new Set(c);
                  out.delete(key);
                  return out;
                });
              }
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

const pages = new Map<CollectionName, ComponentType>();

/** The screen of one collection (spec §2 /news/type/index, /product/type/index), the same component on every visit. */
export function categoriesPageFor(name: CollectionName): ComponentType {
  let page = pages.get(name);
  if (!page) {
    const definition = COLLECTIONS[name];
    page = function CollectionCategoriesPage() {
      return <CategoriesPage definition={definition} />;
    };
    pages.set(name, page);
  }
  return page;
}

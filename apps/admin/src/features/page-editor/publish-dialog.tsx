import type { ButtonProps } from 'antd/es/button';
import type { MenuNode, PageListItem } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Tabs from 'antd/es/tabs';
import Tree, { type DataNode as TreeDataNode } from 'antd/es/tree';
import { useState } from 'react';
import { type TFunction, useT } from '../../shared/i18n/index.ts';
import { isTickable } from '../../shared/publish/publish-rules.ts';
import { SampleChecklist } from '../../shared/publish/sample-checklist.tsx';
import { useEditorMenu, useEditorPages } from './api/get-editor-pages.ts';

/** Spec §4: type 1 publishes the ticked pages, type 2 the whole site. */
export type PublishType = 1 | 2;

const MENU_LEVELS = 3;

/** The menu as a tick tree; nodes without a publishable page cannot be ticked. */
export function menuTree(nodes: readonly MenuNode[], t: TFunction, depth = 1): TreeDataNode[] {
  return nodes.map((node) => ({
    key: isTickable(node) ? node.website_page_id : `node-${node.value}`,
    title: node.label.trim() || t('pageEditor.unnamed'),
    disableCheckbox: !isTickable(node),
    children: depth < MENU_LEVELS ? menuTree(node.children, t, depth + 1) : [],
  }));
}

/** Keys of the nodes that tick every page below them. */
const GROUP_PREFIX = 'all-';

/**
 * A tab's pages as a tree like the menu's: under one node named after the group, which ticks or
 * unticks all of them at once.
 */
export function pageTree(
  pages: readonly PageListItem[],
  t: TFunction,
  group: { key: string; title: string },
): TreeDataNode[] {
  if (pages.length === 0) return [];
  const children = pages.map((page) => ({
    key: isTickable(page) ? page.website_page_id : `page-${page.id}`,
    title: page.page_name.trim() || t('pageEditor.unnamed'),
    disableCheckbox: !isTickable(page),
  }));
  return [
    {
      key: `${GROUP_PREFIX}${group.key}`,
      title: group.title,
      disableCheckbox: children.every((c) => c.disableCheckbox),
      children,
    },
  ];
}

function tickableBelow(node: TreeDataNode): number[] {
  return (node.children ?? []).flatMap((c) => [
    ...(typeof c.key === 'number' && !c.disableCheckbox ? [c.key] : []),
    ...tickableBelow(c),
  ]);
}

/** Ticking a group node ticks all its pages, or unticks them when all were ticked already. */
export function tickGroup(ticked: readonly number[], group: TreeDataNode): number[] {
  const ids = tickableBelow(group);
  const all = ids.length > 0 && ids.every((id) => ticked.includes(id));
  return all ? ticked.filter((id) => !ids.includes(id)) : [...new Set([...ticked, ...ids])];
}

/** Group nodes show ticked when every page below them is. */
function tickedGroups(data: TreeDataNode[], ticked: readonly number[]): string[] {
  return data
    .filter((n) => typeof n.key === 'string' && n.key.startsWith(GROUP_PREFIX))
    .filter((n) => {
      const ids = tickableBelow(n);
      return ids.length > 0 && ids.every((id) => ticked.includes(id));
    })
    .map((n) => String(n.key));
}

export function PublishDialog({
  open,
  websiteId,
  lang,
  currentPageId,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  websiteId: number;
  lang: string;
  currentPageId: number;
  busy: boolean;
  onCancel(): void;
  onConfirm(type: PublishType, pageIds: number[]): void;
}) {
  const t = useT();
  const [type, setType] = useState<PublishType>(1);
  const [ticked, setTicked] = useState<number[]>([currentPageId]);
  const { data: pages } = useEditorPages(websiteId, open ? lang : undefined);
  const { data: menu } = useEditorMenu(websiteId, open ? lang : undefined);

  const tree = (data: TreeDataNode[], testId: string) => (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll
      checkStrictly
      treeData={data}
      checkedKeys={[...ticked, ...tickedGroups(data, ticked)]}
      onCheck={(checked, info) => {
        if (typeof info.node.key === 'string' && info.node.key.startsWith(GROUP_PREFIX)) {
          setTicked(tickGroup(ticked, info.node));
          return;
        }
        const keys = Array.isArray(checked) ? checked : checked.checked;
        const inTree = new Set<number>();
        const walk = (nodes: TreeDataNode[]) => {
          for (const n of nodes) {
            if (typeof n.key === 'number') inTree.add(n.key);
            walk(n.children ?? []);
          }
        };
        walk(data);
        const others = ticked.filter((id) => !inTree.has(id));
        setTicked([...others, ...keys.filter((k): k is number => typeof k === 'number')]);
      }}
      data-testid={testId}
    />
  );

  return (
    <Modal
      open={open}
      title={t('pageEditor.publishTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onCancel={onCancel}
      onOk={() => onConfirm(type, ticked)}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'publish-dialog-ok' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'publish-dialog-cancel' } as ButtonProps}
      destroyOnHidden
      data-testid="publish-dialog"
    >
      <SampleChecklist websiteId={websiteId} open={open} />
      <Radio.Group value={type} onChange={(e) => setType(e.target.value as PublishType)}>
        <Radio value={1} data-testid="publish-type-single">
          {t('pageEditor.publishSingle')}
        </Radio>
        <Radio value={2} data-testid="publish-type-full">
          {t('pageEditor.publishFull')}
        </Radio>
      </Radio.Group>
      {type === 2 ? (
        <Alert
          type="warning"
          showIcon
          className="page-editor-publish-warning"
          title={t('pageEditor.publishFullWarning')}
        />
      ) : (
        <Tabs
          size="small"
          items={[
            {
              key: 'menu',
              label: t('pageEditor.tabMenu'),
              children: tree(menuTree(menu?.data ?? [], t), 'publish-tree-menu'),
            },
            {
              key: 'unassociated',
              label: t('pageEditor.tabUnassociated'),
              children: tree(
                pageTree(pages?.pageList ?? [], t, {
                  key: 'unassociated',
                  title: t('pageEditor.tabUnassociated'),
                }),
                'publish-tree-unassociated',
              ),
            },
            {
              key: 'function',
              label: t('pageEditor.tabFunction'),
              children: tree(
                pageTree(pages?.functionPageList ?? [], t, {
                  key: 'function',
                  title: t('pageEditor.tabFunction'),
                }),
                'publish-tree-function',
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}

import FolderOutlined from '@ant-design/icons/es/icons/FolderOutlined';
import type { MediaFolderFilter, MediaFolderList } from '@sitewright/contract';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import { type ReactNode, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { carriesFiles, droppedFiles } from './media-drag.ts';
import { buildFolderTree, type FolderTreeNode } from './folder-tree.ts';

const keyOf = (filter: MediaFolderFilter): string => (typeof filter === 'number' ? `f:${filter}` : filter);

function filterOf(key: string): MediaFolderFilter {
  if (key === 'all' || key === 'root') return key;
  return Number(key.slice(2));
}

export interface MediaFolderTreeProps {
  folders: MediaFolderList | undefined;
  value: MediaFolderFilter;
  onChange(value: MediaFolderFilter): void;
  /** Files dropped on a folder (null: the top level). Without it the tree takes no drops. */
  onDropFiles?(folderId: number | null, ids: number[]): void;
  /** Folders dragged onto another (null: the top level). Without it folders stay put. */
  onMoveFolder?(id: number, parentId: number | null): void;
  /** Buttons or a menu shown beside a folder's name. */
  actions?(folderId: number): ReactNode;
}

/**
 * The folders of a website as a tree, with "All files" and "Not in a folder" above them. Each
 * entry shows how many files it holds; files dragged from the grid can be dropped on an entry.
 */
export function MediaFolderTree({
  folders,
  value,
  onChange,
  onDropFiles,
  onMoveFolder,
  actions,
}: MediaFolderTreeProps) {
  const t = useT();
  const [dropKey, setDropKey] = useState<string | null>(null);
  // Folders are open unless closed by the operator, including folders that arrive later.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const folderKeys = (folders?.list ?? []).map((f) => keyOf(f.id));

  const dropTarget = (key: string, folderId: number | null) =>
    onDropFiles
      ? {
          onDragOver: (event: React.DragEvent) => {
            if (!carriesFiles(event.dataTransfer)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setDropKey(key);
          },
          onDragLeave: () => setDropKey((k) => (k === key ? null : k)),
          onDrop: (event: React.DragEvent) => {
            if (!carriesFiles(event.dataTransfer)) return;
            event.preventDefault();
            event.stopPropagation();
            setDropKey(null);
            const ids = droppedFiles(event.dataTransfer);
            if (ids.length > 0) onDropFiles(folderId, ids);
          },
        }
      : {};

  const label = (
    key: string,
    name: string,
    count: number | undefined,
    folderId: number | null,
    extra?: ReactNode,
  ) => (
    <span
      className={dropKey === key ? 'media-tree-label media-tree-drop' : 'media-tree-label'}
      data-testid={`media-folder-${key}`}
      {...dropTarget(key, folderId)}
    >
      <span className="media-tree-name">{name}</span>
      {count === undefined ? null : <span className="media-tree-count">{count}</span>}
      {extra}
    </span>
  );

  const toNode = (node: FolderTreeNode): DataNode => {
    const key = keyOf(node.folder.id);
    return {
      key,
      icon: <FolderOutlined />,
      title: label(key, node.folder.name, node.folder.file_count, node.folder.id, actions?.(node.folder.id)),
      children: node.children.map(toNode),
    };
  };
  const treeData: DataNode[] = [
    { key: 'all', title: label('all', t('media.allFiles'), folders?.total_file_count, null), isLeaf: true },
    { key: 'root', title: label('root', t('media.noFolder'), folders?.root_file_count, null), isLeaf: true },
    ...buildFolderTree(folders?.list ?? []).map(toNode),
  ];

  return (
    <Tree
      className="media-folder-tree"
      blockNode
      showIcon
      expandedKeys={folderKeys.filter((k) => !collapsed.has(k))}
      onExpand={(keys) => {
        const open = new Set(keys.map(String));
        setCollapsed(new Set(folderKeys.filter((k) => !open.has(k))));
      }}
      treeData={treeData}
      selectedKeys={[keyOf(value)]}
      onSelect={(keys) => {
        const key = keys[0];
        if (key !== undefined) onChange(filterOf(String(key)));
      }}
      draggable={
        onMoveFolder ? { icon: false, nodeDraggable: (node) => String(node.key).startsWith('f:') } : false
      }
      allowDrop={({ dropNode, dropPosition }) =>
        // Into a folder, or beside a folder (into its parent); never around the two fixed entries.
        String(dropNode.key).startsWith('f:') || (dropPosition === 0 && dropNode.key === 'root')
      }
      onDrop={(info) => {
        if (!onMoveFolder) return;
        const dragged = filterOf(String(info.dragNode.key));
        if (typeof dragged !== 'number') return;
        const target = String(info.node.key);
        if (!info.dropToGap) {
          const into = filterOf(target);
          onMoveFolder(dragged, typeof into === 'number' ? into : null);
          return;
        }
        // Beside a folder: the same parent as that folder.
        const besideId = filterOf(target);
        const beside = folders?.list.find((f) => f.id === besideId);
        onMoveFolder(dragged, beside?.parent_id ?? null);
      }}
    />
  );
}

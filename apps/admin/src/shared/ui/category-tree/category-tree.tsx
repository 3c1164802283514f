import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import { useT } from '../../i18n/index.ts';
import { buildCategoryTree, type Category, type CategoryNode } from './category-tree.ts';

const ALL = 'all';

export interface CategoryTreeProps {
  categories: readonly Category[];
  /** The chosen category; null: all of them. */
  selectedId: number | null;
  onSelect(id: number | null): void;
  /** How many items each category holds, shown after its name. */
  counts?: ReadonlyMap<number, number>;
  testId?: string;
}

function toData(nodes: readonly CategoryNode[], counts?: ReadonlyMap<number, number>): DataNode[] {
  return nodes.map((node) => {
    const count = counts?.get(node.category.id);
    return {
      key: String(node.category.id),
      title: count === undefined ? node.category.name : `${node.category.name} (${count})`,
      children: toData(node.children, counts),
    };
  });
}

/** The categories of a list as a filter: "All categories" above the tree, every level open. */
export function CategoryTree({ categories, selectedId, onSelect, counts, testId }: CategoryTreeProps) {
  const t = useT();
  const treeData: DataNode[] = [
    { key: ALL, title: t('kit.categoryAll'), children: toData(buildCategoryTree(categories), counts) },
  ];
  return (
    <Tree
      treeData={treeData}
      defaultExpandAll
      blockNode
      selectedKeys={[selectedId === null ? ALL : String(selectedId)]}
      onSelect={(keys) => {
        const key = keys[0];
        // Clicking the chosen category again keeps it chosen instead of choosing nothing.
        if (key === undefined) return;
        onSelect(key === ALL ? null : Number(key));
      }}
      data-testid={testId}
    />
  );
}

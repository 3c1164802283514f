import type { CategoryNode } from '@sitewright/contract';

/** A category tree as antd's tree selects take it. */
export interface CategoryOption {
  value: number;
  title: string;
  children: CategoryOption[];
}

export function categoryTreeData(nodes: readonly CategoryNode[]): CategoryOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    children: categoryTreeData(node.children),
  }));
}

/** Every category's name by id, at any depth (the list's category column). */
export function categoryNames(
  nodes: readonly CategoryNode[],
  into = new Map<number, string>(),
): Map<number, string> {
  for (const node of nodes) {
    into.set(node.id, node.name);
    categoryNames(node.children, into);
  }
  return into;
}

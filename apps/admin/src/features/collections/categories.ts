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

/** A category's chain upwards (itself first), read from the tree: which categories an attribute reaches. */
export function categoryAncestors(nodes: readonly CategoryNode[]): (id: number) => number[] {
  const parents = new Map<number, number>();
  const walk = (list: readonly CategoryNode[], parent: number | undefined) => {
    for (const node of list) {
      if (parent !== undefined) parents.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  walk(nodes, undefined);
  return (id) => {
    const chain = [id];
    for (let up = parents.get(id); up !== undefined && !chain.includes(up); up = parents.get(up))
      chain.push(up);
    return chain;
  };
}

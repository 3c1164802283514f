import type { menuNodes } from '../db/schema.ts';

type MenuNodeRow = typeof menuNodes.$inferSelect;

export interface StoredNode {
  row: MenuNodeRow;
  children: StoredNode[];
  /** Labels from the top level down to this node. */
  labels: string[];
}

/**
 * The stored rows of one menu as a tree in menu order. Rows whose parent is gone cannot occur
 * (the parent key cascades), but they would be dropped rather than promoted to the top.
 */
export function buildStoredTree(rows: readonly MenuNodeRow[]): StoredNode[] {
  const byParent = new Map<number | null, MenuNodeRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: number | null, labels: string[]): StoredNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((row) => {
        const own = [...labels, row.label];
        return { row, labels: own, children: build(row.id, own) };
      });
  return build(null, []);
}

/** Every node of the tree, parents before their children, siblings in order. */
export function walk(tree: readonly StoredNode[]): StoredNode[] {
  const out: StoredNode[] = [];
  const visit = (nodes: readonly StoredNode[]) => {
    for (const node of nodes) {
      out.push(node);
      visit(node.children);
    }
  };
  visit(tree);
  return out;
}

/** Where each page sits in the menu: its node, the node's parent and the label path. */
export interface MenuPlace {
  menuId: number;
  menuParentId: number;
  path: string;
  order: number;
}

export function menuPlaces(tree: readonly StoredNode[]): Map<number, MenuPlace> {
  const places = new Map<number, MenuPlace>();
  walk(tree).forEach((node, order) => {
    if (node.row.pageId === null) return;
    places.set(node.row.pageId, {
      menuId: node.row.id,
      menuParentId: node.row.parentId ?? 0,
      path: node.labels.join('/'),
      order,
    });
  });
  return places;
}

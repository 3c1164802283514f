/** A category as lists of articles, products or downloads hold them: flat, each naming its parent. */
export interface Category {
  id: number;
  parent_id: number | null;
  name: string;
}

export interface CategoryNode<C extends Category = Category> {
  category: C;
  children: CategoryNode<C>[];
}

/**
 * The flat list as a tree in the list's own order. A category whose parent is missing, or that
 * would be its own ancestor, shows at the top level instead of disappearing.
 */
export function buildCategoryTree<C extends Category>(categories: readonly C[]): CategoryNode<C>[] {
  const nodes = new Map(categories.map((c) => [c.id, { category: c, children: [] as CategoryNode<C>[] }]));
  const roots: CategoryNode<C>[] = [];
  for (const node of nodes.values()) {
    const parentId = node.category.parent_id;
    const parent =
      parentId === null || inCycle(categories, node.category.id) ? undefined : nodes.get(parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function inCycle(categories: readonly Category[], id: number): boolean {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const seen = new Set<number>();
  for (let at = byId.get(id)?.parent_id ?? null; at !== null; at = byId.get(at)?.parent_id ?? null) {
    if (at === id) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}

/** The category and every category under it: what a filter on it shows, and where it cannot move. */
export function categoryAndDescendants(categories: readonly Category[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parent_id !== null && found.has(c.parent_id) && !found.has(c.id)) {
        found.add(c.id);
        grew = true;
      }
    }
  }
  return found;
}

import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type Category, categoryAndDescendants } from './category-tree.ts';

const c = (id: number, parent_id: number | null, name = `C${id}`): Category => ({ id, parent_id, name });

const names = (nodes: ReturnType<typeof buildCategoryTree>): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.category.name, names(n.children)] : n.category.name));

describe('category tree', () => {
  it('nests categories under their parents in the list order', () => {
    const tree = buildCategoryTree([
      c(1, null, 'News'),
      c(2, 1, 'Press'),
      c(3, null, 'Guides'),
      c(4, 1, 'Events'),
    ]);
    expect(names(tree)).toEqual([['News', ['Press', 'Events']], 'Guides']);
  });

  it('shows a category whose parent is missing, or which is its own ancestor, at the top level', () => {
    const tree = buildCategoryTree([c(1, 99, 'Orphan'), c(2, 3, 'A'), c(3, 2, 'B')]);
    expect(names(tree)).toEqual(['Orphan', 'A', 'B']);
  });

  it('finds a category with everything under it', () => {
    const list = [c(1, null), c(2, 1), c(3, 2), c(4, null)];
    expect([...categoryAndDescendants(list, 1)].sort()).toEqual([1, 2, 3]);
    expect([...categoryAndDescendants(list, 4)]).toEqual([4]);
  });
});

import type { CategoryNode } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  canAddChild,
  checkCategoryDrop,
  countCategories,
  moveCategory,
  placeOfDrop,
  toOrderTree,
} from './category-tree.ts';

function cat(id: number, children: CategoryNode[] = [], parent_id = 0): CategoryNode {
  return {
    id,
    parent_id,
    name: `C${id}`,
    names: {},
    slug: `c${id}`,
    description: '',
    sort: id,
    item_count: 0,
    children: children.map((c) => ({ ...c, parent_id: id })),
  };
}

// 1 > 2 > 3 (three levels), 4 > 5, 6
const tree = (): CategoryNode[] => [cat(1, [cat(2, [cat(3)])]), cat(4, [cat(5)]), cat(6)];

/** The tree as `id(parent)` lines, to see both the order and the new parents. */
function shape(nodes: readonly CategoryNode[], depth = 0): string[] {
  return nodes.flatMap((n) => [
    `${'  '.repeat(depth)}${n.id}(${n.parent_id})`,
    ...shape(n.children, depth + 1),
  ]);
}

describe('dropping a category in the tree', () => {
  it('takes a category into another at the second and third level', () => {
    expect(checkCategoryDrop(tree(), 6, 4, 'inside')).toBe('ok');
    expect(checkCategoryDrop(tree(), 6, 2, 'inside')).toBe('ok');
    expect(checkCategoryDrop(tree(), 6, 3, 'after')).toBe('ok');
  });

  it('refuses a fourth level, counting the levels the dragged branch brings along', () => {
    expect(checkCategoryDrop(tree(), 6, 3, 'inside')).toBe('too_deep');
    // 4 > 5 under 2 would put 5 on the fourth level.
    expect(checkCategoryDrop(tree(), 4, 2, 'inside')).toBe('too_deep');
    expect(checkCategoryDrop(tree(), 4, 1, 'inside')).toBe('ok');
    // The whole three-level branch of 1 fits only at the top.
    expect(checkCategoryDrop(tree(), 1, 6, 'inside')).toBe('too_deep');
    expect(checkCategoryDrop(tree(), 1, 6, 'after')).toBe('ok');
  });

  it('refuses a drop onto itself or into its own branch', () => {
    expect(checkCategoryDrop(tree(), 1, 1, 'inside')).toBe('impossible');
    expect(checkCategoryDrop(tree(), 1, 3, 'before')).toBe('impossible');
    expect(checkCategoryDrop(tree(), 1, 99, 'before')).toBe('impossible');
  });

  it('moves the branch with its new parent, and leaves the tree as it was when refused', () => {
    expect(shape(moveCategory(tree(), 4, 1, 'inside'))).toEqual([
      '1(0)',
      '  4(1)',
      '    5(4)',
      '  2(1)',
      '    3(2)',
      '6(0)',
    ]);
    expect(shape(moveCategory(tree(), 3, 6, 'before'))).toEqual([
      '1(0)',
      '  2(1)',
      '4(0)',
      '  5(4)',
      '3(0)',
      '6(0)',
    ]);
    const before = tree();
    expect(moveCategory(before, 6, 3, 'inside')).toBe(before);
  });

  it('offers a subcategory only below the third level', () => {
    expect(canAddChild(tree(), 2)).toBe(true);
    expect(canAddChild(tree(), 3)).toBe(false);
    expect(canAddChild(tree(), 99)).toBe(false);
  });

  it('sends the order as ids only and counts every level', () => {
    expect(toOrderTree(tree())).toEqual([
      { id: 1, children: [{ id: 2, children: [{ id: 3 }] }] },
      { id: 4, children: [{ id: 5 }] },
      { id: 6 },
    ]);
    expect(countCategories(tree())).toBe(6);
  });

  it('reads the place of a finished drop among the target’s siblings', () => {
    expect(placeOfDrop({ dropToGap: false, dropPosition: 2, pos: '0-2' })).toBe('inside');
    expect(placeOfDrop({ dropToGap: true, dropPosition: 1, pos: '0-2' })).toBe('before');
    expect(placeOfDrop({ dropToGap: true, dropPosition: 3, pos: '0-2' })).toBe('after');
  });
});

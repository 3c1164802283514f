import { CATEGORY_MAX_DEPTH, type CategoryNode } from '@sitewright/contract';

/** Where a dragged category lands relative to the one it is dropped on. */
export type DropPlace = 'before' | 'after' | 'inside';

/** Whether a move can be made, and if not, whether only the three-level limit stands in its way. */
export type DropCheck = 'ok' | 'too_deep' | 'impossible';

/** The category with `id` and its level (1 at the top), or undefined. */
export function findCategory(
  nodes: readonly CategoryNode[],
  id: number,
  level = 1,
): { node: CategoryNode; level: number } | undefined {
  for (const node of nodes) {
    if (node.id === id) return { node, level };
    const inner = findCategory(node.children, id, level + 1);
    if (inner) return inner;
  }
  return undefined;
}

/** Levels of a branch: 1 for a category without subcategories. */
export function branchHeight(node: CategoryNode): number {
  return 1 + Math.max(0, ...node.children.map(branchHeight));
}

/**
 * Whether moving `dragId` to `place` of `targetId` keeps the tree within three levels. The server
 * decides on save; this keeps the tree from offering drops it would refuse and names the reason.
 */
export function checkCategoryDrop(
  nodes: readonly CategoryNode[],
  dragId: number,
  targetId: number,
  place: DropPlace,
  maxDepth: number = CATEGORY_MAX_DEPTH,
): DropCheck {
  const drag = findCategory(nodes, dragId);
  const target = findCategory(nodes, targetId);
  if (!drag || !target || dragId === targetId) return 'impossible';
  // Into its own branch: the category would vanish from the tree.
  if (findCategory(drag.node.children, targetId)) return 'impossible';
  const level = place === 'inside' ? target.level + 1 : target.level;
  return level + branchHeight(drag.node) - 1 <= maxDepth ? 'ok' : 'too_deep';
}

/** Whether a new subcategory of `parentId` stays within three levels. */
export function canAddChild(
  nodes: readonly CategoryNode[],
  parentId: number,
  maxDepth: number = CATEGORY_MAX_DEPTH,
): boolean {
  const parent = findCategory(nodes, parentId);
  return parent !== undefined && parent.level < maxDepth;
}

function without(nodes: readonly CategoryNode[], id: number): { rest: CategoryNode[]; taken?: CategoryNode } {
  let taken: CategoryNode | undefined;
  const rest: CategoryNode[] = [];
  for (const node of nodes) {
    if (node.id === id) {
      taken = node;
      continue;
    }
    const inner = without(node.children, id);
    if (inner.taken) taken = inner.taken;
    rest.push(inner.taken ? { ...node, children: inner.rest } : node);
  }
  return taken ? { rest, taken } : { rest };
}

function insertAt(
  nodes: readonly CategoryNode[],
  item: CategoryNode,
  targetId: number,
  place: DropPlace,
): CategoryNode[] {
  const out: CategoryNode[] = [];
  for (const node of nodes) {
    if (node.id === targetId) {
      if (place === 'inside') {
        // Dropped onto a category it becomes the first subcategory, where the tree draws the line.
        out.push({ ...node, children: [{ ...item, parent_id: node.id }, ...node.children] });
      } else {
        const moved = { ...item, parent_id: node.parent_id };
        if (place === 'before') out.push(moved, node);
        else out.push(node, moved);
      }
    } else {
      out.push(
        node.children.length > 0
          ? { ...node, children: insertAt(node.children, item, targetId, place) }
          : node,
      );
    }
  }
  return out;
}

/** The tree with `dragId` (and its branch) moved; unchanged when the move is refused. */
export function moveCategory(
  nodes: CategoryNode[],
  dragId: number,
  targetId: number,
  place: DropPlace,
  maxDepth: number = CATEGORY_MAX_DEPTH,
): CategoryNode[] {
  if (checkCategoryDrop(nodes, dragId, targetId, place, maxDepth) !== 'ok') return nodes;
  const { rest, taken } = without(nodes, dragId);
  if (!taken) return nodes;
  return insertAt(rest, taken, targetId, place);
}

/** The tree as the order call takes it: ids only, in their order. */
export interface OrderNode {
  id: number;
  children?: OrderNode[];
}

export function toOrderTree(nodes: readonly CategoryNode[]): OrderNode[] {
  return nodes.map((node) =>
    node.children.length > 0 ? { id: node.id, children: toOrderTree(node.children) } : { id: node.id },
  );
}

/** Ids of categories with subcategories (to open the whole tree). */
export function parentIds(nodes: readonly CategoryNode[]): number[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.id, ...parentIds(node.children)] : []));
}

/** How many categories the tree holds at all levels. */
export function countCategories(nodes: readonly CategoryNode[]): number {
  return nodes.reduce((n, node) => n + 1 + countCategories(node.children), 0);
}

/** The place the tree widget's `allowDrop` asks about: -1 before, 0 inside, 1 after. */
export function placeOfAllowDrop(dropPosition: -1 | 0 | 1): DropPlace {
  return dropPosition === 0 ? 'inside' : dropPosition < 0 ? 'before' : 'after';
}

/**
 * The place of a finished drop. The widget gives `dropPosition` counted among the target's
 * siblings, so the target's own index (last part of its `pos`, e.g. `0-2-1`) is taken off.
 */
export function placeOfDrop(info: { dropToGap: boolean; dropPosition: number; pos: string }): DropPlace {
  if (!info.dropToGap) return 'inside';
  const index = Number(info.pos.split('-').pop());
  return info.dropPosition - index < 0 ? 'before' : 'after';
}

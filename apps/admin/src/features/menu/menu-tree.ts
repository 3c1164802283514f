import { MENU_MAX_DEPTH, type MenuNode, type MenuNodeInput } from '@sitewright/contract';

/**
 * One menu item while it is being edited. `key` is stable across edits (the tree widget needs it);
 * `value` is the server's id for items that came from get-edit-page-menu, absent for new ones.
 */
export interface EditNode {
  key: string;
  value?: number;
  label: string;
  /** The attached page, 0 for none. */
  pageId: number;
  /** Where an item without a page leads instead (an article, a file, an e-mail); absent or '': nowhere. */
  link?: string;
  /** The attached page has unpublished changes (spec §3: shown as 'updated'). */
  isDraft: boolean;
  children: EditNode[];
}

/** Where a dragged item lands relative to the target item. */
export type DropPlace = 'before' | 'after' | 'inside';

export function fromServerTree(nodes: readonly MenuNode[]): EditNode[] {
  return nodes.map((node) => ({
    key: `n${node.value}`,
    value: node.value,
    label: node.label,
    pageId: node.website_page_id,
    ...(node.link ? { link: node.link } : {}),
    isDraft: node.is_draft,
    children: fromServerTree(node.children),
  }));
}

/** The tree as save-menu and exam-menu take it; ids go along so problems point at the right item. */
export function toSaveTree(nodes: readonly EditNode[]): MenuNodeInput[] {
  return nodes.map((node) => {
    const out: MenuNodeInput = { label: node.label, website_page_id: node.pageId };
    if (node.pageId === 0 && node.link) out.link = node.link;
    if (node.value !== undefined) out.value = node.value;
    if (node.children.length > 0) out.children = toSaveTree(node.children);
    return out;
  });
}

/** Whether two trees would save the same (the screen's 'unsaved changes' mark). */
export function sameTree(a: readonly EditNode[], b: readonly EditNode[]): boolean {
  return JSON.stringify(toSaveTree(a)) === JSON.stringify(toSaveTree(b));
}

/** Levels of a subtree: 1 for an item without children. */
export function subtreeHeight(node: EditNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}

/** Levels of a whole tree: 0 when empty. */
export function treeDepth(nodes: readonly EditNode[]): number {
  return Math.max(0, ...nodes.map(subtreeHeight));
}

/** The item with `key` and its level (1 at the top), or undefined. */
export function findNode(
  nodes: readonly EditNode[],
  key: string,
  level = 1,
): { node: EditNode; level: number } | undefined {
  for (const node of nodes) {
    if (node.key === key) return { node, level };
    const inner = findNode(node.children, key, level + 1);
    if (inner) return inner;
  }
  return undefined;
}

/** Whether a move can be made, and if not, whether only the three-level limit stands in its way. */
export type DropCheck = 'ok' | 'too_deep' | 'impossible';

/**
 * Whether moving `dragKey` to `place` of `targetKey` keeps the tree within three levels (spec §5).
 * The server decides on save; this only keeps the widget from offering drops it would refuse.
 */
export function checkDrop(
  nodes: readonly EditNode[],
  dragKey: string,
  targetKey: string,
  place: DropPlace,
  maxDepth: number = MENU_MAX_DEPTH,
): DropCheck {
  const drag = findNode(nodes, dragKey);
  const target = findNode(nodes, targetKey);
  if (!drag || !target || dragKey === targetKey) return 'impossible';
  // Into its own branch: the item would vanish from the tree.
  if (findNode(drag.node.children, targetKey)) return 'impossible';
  const level = place === 'inside' ? target.level + 1 : target.level;
  return level + subtreeHeight(drag.node) - 1 <= maxDepth ? 'ok' : 'too_deep';
}

export function canDrop(
  nodes: readonly EditNode[],
  dragKey: string,
  targetKey: string,
  place: DropPlace,
  maxDepth: number = MENU_MAX_DEPTH,
): boolean {
  return checkDrop(nodes, dragKey, targetKey, place, maxDepth) === 'ok';
}

function without(nodes: readonly EditNode[], key: string): { rest: EditNode[]; taken?: EditNode } {
  let taken: EditNode | undefined;
  const rest: EditNode[] = [];
  for (const node of nodes) {
    if (node.key === key) {
      taken = node;
      continue;
    }
    const inner = without(node.children, key);
    if (inner.taken) taken = inner.taken;
    rest.push(inner.taken ? { ...node, children: inner.rest } : node);
  }
  return taken ? { rest, taken } : { rest };
}

function insertAt(
  nodes: readonly EditNode[],
  item: EditNode,
  targetKey: string,
  place: DropPlace,
): EditNode[] {
  const out: EditNode[] = [];
  for (const node of nodes) {
    if (node.key === targetKey) {
      if (place === 'before') out.push(item, node);
      // Dropped onto an item it becomes the first child, where the tree widget draws the line.
      else if (place === 'inside') out.push({ ...node, children: [item, ...node.children] });
      else out.push(node, item);
    } else {
      out.push(
        node.children.length > 0
          ? { ...node, children: insertAt(node.children, item, targetKey, place) }
          : node,
      );
    }
  }
  return out;
}

/** The tree with `dragKey` (and its branch) moved; unchanged when the move is not possible. */
export function moveNode(
  nodes: EditNode[],
  dragKey: string,
  targetKey: string,
  place: DropPlace,
): EditNode[] {
  if (dragKey === targetKey) return nodes;
  const { rest, taken } = without(nodes, dragKey);
  if (!taken || !findNode(rest, targetKey)) return nodes;
  return insertAt(rest, taken, targetKey, place);
}

/** The tree without `key` and its branch. */
export function removeNode(nodes: EditNode[], key: string): EditNode[] {
  return without(nodes, key).rest;
}

/** The tree with one item changed by `change`. */
export function updateNode(
  nodes: readonly EditNode[],
  key: string,
  change: (node: EditNode) => EditNode,
): EditNode[] {
  return nodes.map((node) => {
    if (node.key === key) return change(node);
    return node.children.length > 0 ? { ...node, children: updateNode(node.children, key, change) } : node;
  });
}

export function renameNode(nodes: readonly EditNode[], key: string, label: string): EditNode[] {
  return updateNode(nodes, key, (node) => ({ ...node, label }));
}

/** Attaches a page (with its draft flag) to an item, or detaches it with pageId 0 (leading to `link`, if any). */
export function attachPage(
  nodes: readonly EditNode[],
  key: string,
  page: { id: number; isDraft: boolean } | null,
  link = '',
): EditNode[] {
  return updateNode(nodes, key, (node) => {
    const { link: _old, ...rest } = node;
    return {
      ...rest,
      pageId: page?.id ?? 0,
      isDraft: page?.isDraft ?? false,
      ...(page === null && link ? { link } : {}),
    };
  });
}

export function detachPage(nodes: readonly EditNode[], key: string): EditNode[] {
  return attachPage(nodes, key, null);
}

let created = 0;

/** A new item at the end of the top level. */
export function addNode(
  nodes: readonly EditNode[],
  item: { label: string; pageId: number; isDraft: boolean; link?: string },
): { tree: EditNode[]; key: string } {
  created += 1;
  const key = `new-${Date.now().toString(36)}-${created}`;
  return { tree: [...nodes, { key, ...item, children: [] }], key };
}

/** Pages attached anywhere in the tree, except to the item `exceptKey` (which may keep its own). */
export function attachedPages(nodes: readonly EditNode[], exceptKey?: string): Set<number> {
  const out = new Set<number>();
  const visit = (list: readonly EditNode[]) => {
    for (const node of list) {
      if (node.pageId > 0 && node.key !== exceptKey) out.add(node.pageId);
      visit(node.children);
    }
  };
  visit(nodes);
  return out;
}

/** Keys of items that have children (to open the whole tree). */
export function parentKeys(nodes: readonly EditNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.key, ...parentKeys(node.children)] : []));
}

/**
 * The item a problem of exam-menu points at: its path in the sent tree, `tree.0.children.2`. The
 * sent tree is `toSaveTree` of the same nodes, so indexes match.
 */
export function keyAtPath(nodes: readonly EditNode[], path: string): string | undefined {
  const parts = path.split('.');
  if (parts[0] !== 'tree') return undefined;
  let list: readonly EditNode[] = nodes;
  let found: EditNode | undefined;
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i];
    if (part === 'children') {
      if (!found) return undefined;
      list = found.children;
      continue;
    }
    found = list[Number(part)];
    if (!found) return undefined;
  }
  return found?.key;
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

/** A page offered for the menu: one that no item of the tree opens yet. */
export interface LoosePage {
  id: number;
  name: string;
  isDraft: boolean;
}

/** Pages that no item of the (edited) tree opens, in the order given: what can be dragged in. */
export function loosePages<P extends { id: number }>(pages: readonly P[], nodes: readonly EditNode[]): P[] {
  const taken = attachedPages(nodes);
  return pages.filter((p) => p.id > 0 && !taken.has(p.id));
}

/**
 * Whether a new item (one level, no children) may land at `place` of `targetKey`, or at the end of
 * the top level when `targetKey` is null.
 */
export function checkInsert(
  nodes: readonly EditNode[],
  targetKey: string | null,
  place: DropPlace,
  maxDepth: number = MENU_MAX_DEPTH,
): DropCheck {
  if (targetKey === null) return 'ok';
  const target = findNode(nodes, targetKey);
  if (!target) return 'impossible';
  const level = place === 'inside' ? target.level + 1 : target.level;
  return level <= maxDepth ? 'ok' : 'too_deep';
}

let inserted = 0;

/**
 * The tree with a new item opening `page`, named after it, at `place` of `targetKey` (null: at the
 * end of the top level); unchanged when that place is refused.
 */
export function insertPage(
  nodes: EditNode[],
  page: LoosePage,
  targetKey: string | null,
  place: DropPlace,
  maxDepth: number = MENU_MAX_DEPTH,
): EditNode[] {
  if (checkInsert(nodes, targetKey, place, maxDepth) !== 'ok') return nodes;
  inserted += 1;
  const item: EditNode = {
    key: `page-${page.id}-${Date.now().toString(36)}-${inserted}`,
    label: page.name,
    pageId: page.id,
    isDraft: page.isDraft,
    children: [],
  };
  if (targetKey === null) return [...nodes, item];
  return insertAt(nodes, item, targetKey, place);
}

/** Where in an item's row a dragged page lands: its upper quarter before, lower quarter after, else inside. */
export function placeInRow(offsetY: number, height: number): DropPlace {
  if (offsetY < height * 0.25) return 'before';
  if (offsetY > height * 0.75) return 'after';
  return 'inside';
}

import type { BlockNode } from '@sitewright/contract';

/** Copied blocks stay in the browser, so they can be pasted into another page (or tab). */
const CLIPBOARD_KEY = 'sitewright.editor.clipboard';

export function copyBlock(node: BlockNode): void {
  try {
    localStorage.setItem(CLIPBOARD_KEY, JSON.stringify(node));
  } catch {
    // Storage full or off: copying is a convenience.
  }
}

function isBlockNode(value: unknown): value is BlockNode {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Record<string, unknown>;
  return typeof node.type === 'string' && typeof node.props === 'object' && node.props !== null;
}

/** The copied block with new ids throughout, so it can sit beside the original. */
export function pastedBlock(makeId: (type: string) => string = defaultId): BlockNode | null {
  let value: unknown;
  try {
    value = JSON.parse(localStorage.getItem(CLIPBOARD_KEY) ?? 'null');
  } catch {
    return null;
  }
  return isBlockNode(value) ? withNewIds(value, makeId) : null;
}

export function withNewIds(node: BlockNode, makeId: (type: string) => string = defaultId): BlockNode {
  const copy: BlockNode = { id: makeId(node.type), type: node.type, props: { ...node.props } };
  if (node.slots) {
    copy.slots = Object.fromEntries(
      Object.entries(node.slots).map(([name, children]) => [
        name,
        children.map((c) => withNewIds(c, makeId)),
      ]),
    );
  }
  return copy;
}

function defaultId(type: string): string {
  return `${type}-${crypto.randomUUID()}`;
}

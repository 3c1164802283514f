import type { MediaFolderNode } from '@sitewright/contract';

/** A folder with the folders inside it, by name. */
export interface FolderTreeNode {
  folder: MediaFolderNode;
  children: FolderTreeNode[];
}

/** The flat folder list as a tree; a folder whose parent is missing shows at the top level. */
export function buildFolderTree(folders: readonly MediaFolderNode[]): FolderTreeNode[] {
  const nodes = new Map(folders.map((f) => [f.id, { folder: f, children: [] as FolderTreeNode[] }]));
  const roots: FolderTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.folder.parent_id === null ? undefined : nodes.get(node.folder.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  const byName = (a: FolderTreeNode, b: FolderTreeNode) =>
    a.folder.name.localeCompare(b.folder.name, undefined, { numeric: true, sensitivity: 'base' });
  const sort = (list: FolderTreeNode[]) => {
    list.sort(byName);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** The folders from the top level down to `id` (for a breadcrumb); empty when unknown. */
export function folderPath(folders: readonly MediaFolderNode[], id: number): MediaFolderNode[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const path: MediaFolderNode[] = [];
  for (let at = byId.get(id); at && path.length <= folders.length; ) {
    path.unshift(at);
    at = at.parent_id === null ? undefined : byId.get(at.parent_id);
  }
  return path;
}

/** The folder and every folder inside it: where a folder cannot be moved. */
export function folderAndDescendants(folders: readonly MediaFolderNode[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders) {
      if (f.parent_id !== null && found.has(f.parent_id) && !found.has(f.id)) {
        found.add(f.id);
        grew = true;
      }
    }
  }
  return found;
}

import type { MediaFolderNode } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { buildFolderTree, folderAndDescendants, folderPath } from './folder-tree.ts';

const folder = (id: number, name: string, parent_id: number | null): MediaFolderNode => ({
  id,
  website_id: 1,
  parent_id,
  name,
  created_at: '2026-01-01T00:00:00.000Z',
  file_count: 0,
});

const folders = [
  folder(1, 'Photos', null),
  folder(2, 'Events 10', 1),
  folder(3, 'Events 9', 1),
  folder(4, 'Docs', null),
  folder(5, 'Summer', 3),
];

describe('folder tree', () => {
  it('nests folders under their parents, by name with numbers in order', () => {
    const tree = buildFolderTree(folders);
    expect(tree.map((n) => n.folder.name)).toEqual(['Docs', 'Photos']);
    expect(tree[1]?.children.map((n) => n.folder.name)).toEqual(['Events 9', 'Events 10']);
    expect(tree[1]?.children[0]?.children.map((n) => n.folder.name)).toEqual(['Summer']);
  });

  it('gives the path to a folder and what lies inside it', () => {
    expect(folderPath(folders, 5).map((f) => f.name)).toEqual(['Photos', 'Events 9', 'Summer']);
    expect(folderPath(folders, 99)).toEqual([]);
    expect([...folderAndDescendants(folders, 1)].sort()).toEqual([1, 2, 3, 5]);
  });
});

import type { MenuNode } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  addNode,
  attachedPages,
  attachPage,
  canDrop,
  checkDrop,
  checkInsert,
  detachPage,
  type EditNode,
  findNode,
  fromServerTree,
  insertPage,
  keyAtPath,
  loosePages,
  moveNode,
  parentKeys,
  placeOfAllowDrop,
  placeInRow,
  placeOfDrop,
  removeNode,
  renameNode,
  sameTree,
  toSaveTree,
  treeDepth,
} from './menu-tree.ts';

const node = (value: number, label: string, pageId: number, children: MenuNode[] = []): MenuNode => ({
  value,
  label,
  website_page_id: pageId,
  is_draft: pageId === 12,
  children,
});

// Home; About > Team, Careers; Services > Advisory > Cases; Contact (no page)
const server: MenuNode[] = [
  node(1, 'Home', 10),
  node(2, 'About', 11, [node(3, 'Team', 12), node(4, 'Careers', 13)]),
  node(5, 'Services', 14, [node(6, 'Advisory', 15, [node(7, 'Cases', 16)])]),
  node(8, 'Contact', 0),
];
const tree = fromServerTree(server);
const labels = (nodes: readonly EditNode[]): unknown[] =>
  nodes.map((n) => (n.children.length > 0 ? [n.label, labels(n.children)] : n.label));

describe('menu tree conversion', () => {
  it('keeps ids, pages and draft marks and gives each item a stable key', () => {
    expect(tree[1]).toMatchObject({ key: 'n2', value: 2, label: 'About', pageId: 11, isDraft: false });
    expect(tree[1]?.children[0]).toMatchObject({ key: 'n3', isDraft: true });
    expect(treeDepth(tree)).toBe(3);
    expect(parentKeys(tree)).toEqual(['n2', 'n5', 'n6']);
  });

  it('turns the tree back into the save body, new items without an id', () => {
    const added = addNode(tree, { label: 'Blog', pageId: 0, isDraft: false }).tree;
    const body = toSaveTree(added);
    expect(body[0]).toEqual({ value: 1, label: 'Home', website_page_id: 10 });
    expect(body[2]).toEqual({
      value: 5,
      label: 'Services',
      website_page_id: 14,
      children: [
        {
          value: 6,
          label: 'Advisory',
          website_page_id: 15,
          children: [{ value: 7, label: 'Cases', website_page_id: 16 }],
        },
      ],
    });
    expect(body[4]).toEqual({ label: 'Blog', website_page_id: 0 });
    expect(sameTree(tree, fromServerTree(server))).toBe(true);
    expect(sameTree(tree, added)).toBe(false);
  });

  it('keeps where an item without a page leads, and drops it once a page is attached', () => {
    const linked = fromServerTree([{ ...node(9, 'Opening hours', 0), link: '/news/opening-hours' }]);
    expect(linked[0]?.link).toBe('/news/opening-hours');
    expect(toSaveTree(linked)).toEqual([
      { value: 9, label: 'Opening hours', website_page_id: 0, link: '/news/opening-hours' },
    ]);
    const relinked = attachPage(linked, 'n9', null, 'mailto:hello@bakery.test');
    expect(toSaveTree(relinked)[0]?.link).toBe('mailto:hello@bakery.test');
    const attached = attachPage(relinked, 'n9', { id: 30, isDraft: false });
    expect(toSaveTree(attached)).toEqual([{ value: 9, label: 'Opening hours', website_page_id: 30 }]);
  });
});

describe('canDrop (three levels at most)', () => {
  it('allows reordering and nesting that stay within three levels', () => {
    expect(canDrop(tree, 'n8', 'n1', 'before')).toBe(true);
    expect(canDrop(tree, 'n1', 'n3', 'inside')).toBe(true); // Home becomes level 3
    expect(canDrop(tree, 'n2', 'n5', 'inside')).toBe(true); // About (2 levels) under Services
  });

  it('refuses drops that would make a fourth level', () => {
    expect(canDrop(tree, 'n1', 'n7', 'inside')).toBe(false); // under Cases (level 3)
    expect(canDrop(tree, 'n2', 'n7', 'after')).toBe(false); // About's children would sit on level 4
    expect(canDrop(tree, 'n2', 'n3', 'inside')).toBe(false);
    expect(canDrop(tree, 'n5', 'n2', 'inside')).toBe(false); // Services has 3 levels itself
    expect(canDrop(tree, 'n1', 'n7', 'after')).toBe(true);
  });

  it('refuses dropping an item into its own branch or onto itself', () => {
    expect(canDrop(tree, 'n5', 'n7', 'before')).toBe(false);
    expect(canDrop(tree, 'n2', 'n2', 'after')).toBe(false);
    expect(canDrop(tree, 'n2', 'missing', 'after')).toBe(false);
  });

  it('tells a refusal for depth from an impossible move', () => {
    expect(checkDrop(tree, 'n1', 'n7', 'inside')).toBe('too_deep');
    expect(checkDrop(tree, 'n5', 'n7', 'before')).toBe('impossible');
    expect(checkDrop(tree, 'n1', 'n7', 'before')).toBe('ok');
  });
});

describe('moveNode', () => {
  it('moves an item with its branch before, after or inside another', () => {
    expect(labels(moveNode(tree, 'n8', 'n1', 'before'))).toEqual([
      'Contact',
      'Home',
      ['About', ['Team', 'Careers']],
      ['Services', [['Advisory', ['Cases']]]],
    ]);
    expect(labels(moveNode(tree, 'n4', 'n1', 'after'))).toEqual([
      'Home',
      'Careers',
      ['About', ['Team']],
      ['Services', [['Advisory', ['Cases']]]],
      'Contact',
    ]);
    expect(labels(moveNode(tree, 'n2', 'n8', 'inside'))).toEqual([
      'Home',
      ['Services', [['Advisory', ['Cases']]]],
      ['Contact', [['About', ['Team', 'Careers']]]],
    ]);
  });

  it('leaves the tree as it was for impossible moves', () => {
    expect(moveNode(tree, 'n5', 'n7', 'inside')).toBe(tree);
    expect(moveNode(tree, 'n1', 'n1', 'after')).toBe(tree);
  });
});

describe('editing items', () => {
  it('renames, attaches and detaches pages without touching other items', () => {
    let edited = renameNode(tree, 'n4', 'Jobs');
    edited = attachPage(edited, 'n8', { id: 20, isDraft: true });
    expect(edited[1]?.children[1]).toMatchObject({ label: 'Jobs', pageId: 13 });
    expect(edited[3]).toMatchObject({ label: 'Contact', pageId: 20, isDraft: true });
    edited = detachPage(edited, 'n8');
    expect(edited[3]).toMatchObject({ pageId: 0, isDraft: false });
    expect(edited[0]).toBe(tree[0]);
  });

  it('removes an item with its branch', () => {
    expect(labels(removeNode(tree, 'n6'))).toEqual([
      'Home',
      ['About', ['Team', 'Careers']],
      'Services',
      'Contact',
    ]);
  });

  it('knows which pages are taken, letting an item keep its own', () => {
    expect([...attachedPages(tree)].sort()).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(attachedPages(tree, 'n1').has(10)).toBe(false);
  });
});

describe('drop positions of the tree widget', () => {
  it('reads allowDrop positions and finished drops', () => {
    expect(placeOfAllowDrop(-1)).toBe('before');
    expect(placeOfAllowDrop(0)).toBe('inside');
    expect(placeOfAllowDrop(1)).toBe('after');
    expect(placeOfDrop({ dropToGap: false, dropPosition: 0, pos: '0-2' })).toBe('inside');
    expect(placeOfDrop({ dropToGap: true, dropPosition: 2, pos: '0-2' })).toBe('after');
    expect(placeOfDrop({ dropToGap: true, dropPosition: 3, pos: '0-1-2' })).toBe('after');
    expect(placeOfDrop({ dropToGap: true, dropPosition: -1, pos: '0-0' })).toBe('before');
  });

  it('finds the item a problem points at', () => {
    expect(keyAtPath(tree, 'tree.2.children.0.children.0')).toBe('n7');
    expect(keyAtPath(tree, 'tree.1')).toBe('n2');
    expect(keyAtPath(tree, 'tree.9')).toBeUndefined();
    expect(keyAtPath(tree, 'tree')).toBeUndefined();
  });
});

describe('pages dragged in from outside the menu', () => {
  const tree: EditNode[] = [
    {
      key: 'a',
      label: 'About',
      pageId: 1,
      isDraft: false,
      children: [
        {
          key: 'b',
          label: 'Team',
          pageId: 2,
          isDraft: false,
          children: [{ key: 'c', label: 'People', pageId: 3, isDraft: false, children: [] }],
        },
      ],
    },
  ];
  const loose = { id: 9, name: 'Offers', isDraft: true };

  it('offers only the pages no item opens', () => {
    const pages = [{ id: 1 }, { id: 9 }, { id: 3 }, { id: 10 }];
    expect(loosePages(pages, tree).map((p) => p.id)).toEqual([9, 10]);
    expect(loosePages(pages, insertPage(tree, loose, null, 'after')).map((p) => p.id)).toEqual([10]);
  });

  it('becomes an item named after the page, where it is dropped', () => {
    const inside = insertPage(tree, loose, 'b', 'inside');
    const team = findNode(inside, 'b')?.node;
    expect(team?.children.map((n) => [n.label, n.pageId, n.isDraft])).toEqual([
      ['Offers', 9, true],
      ['People', 3, false],
    ]);
    const before = insertPage(tree, loose, 'a', 'before');
    expect(before.map((n) => n.label)).toEqual(['Offers', 'About']);
    const atEnd = insertPage(tree, loose, null, 'after');
    expect(atEnd.map((n) => n.label)).toEqual(['About', 'Offers']);
    expect(toSaveTree(atEnd)[1]).toEqual({ label: 'Offers', website_page_id: 9 });
  });

  it('is refused under an item already on the third level', () => {
    expect(checkInsert(tree, 'c', 'inside')).toBe('too_deep');
    expect(insertPage(tree, loose, 'c', 'inside')).toBe(tree);
    expect(checkInsert(tree, 'c', 'after')).toBe('ok');
    expect(checkInsert(tree, 'missing', 'after')).toBe('impossible');
  });

  it('lands before, inside or after by where in the row it is dropped', () => {
    expect(placeInRow(2, 32)).toBe('before');
    expect(placeInRow(16, 32)).toBe('inside');
    expect(placeInRow(30, 32)).toBe('after');
  });
});

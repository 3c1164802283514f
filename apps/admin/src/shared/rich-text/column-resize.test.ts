import { EDITOR_TABLE_BORDER_DOUBLE_CLICK_MS, EDITOR_TABLE_BORDER_TOLERANCE_PX } from '@sitewright/contract';
import { getSchema } from '@tiptap/core';
import { generateHTML, generateJSON } from '@tiptap/html';
import { EditorState } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { clearColumnWidths, isBorderDoubleClick } from './column-resize.ts';
import { richTextExtensions } from './extensions.ts';
import { filterRichText } from './html-filter.ts';

describe('double-click on a column border', () => {
  const first = { at: 1000, handle: 7, x: 300 };

  it('is two presses on the same border within 360 ms', () => {
    expect(EDITOR_TABLE_BORDER_DOUBLE_CLICK_MS).toBe(360);
    expect(isBorderDoubleClick(first, { at: 1000 + 120, handle: 7, x: 300 })).toBe(true);
    expect(isBorderDoubleClick(first, { at: 1000 + 360, handle: 7, x: 300 })).toBe(true);
    // A hand that shook by up to the 5 px the border is grabbed by.
    expect(EDITOR_TABLE_BORDER_TOLERANCE_PX).toBe(5);
    expect(isBorderDoubleClick(first, { at: 1000 + 200, handle: 7, x: 305 })).toBe(true);
  });

  it('is not a press after 360 ms, on another border, the first press, or after a drag', () => {
    expect(isBorderDoubleClick(first, { at: 1000 + 361, handle: 7, x: 300 })).toBe(false);
    expect(isBorderDoubleClick(first, { at: 1000 + 100, handle: 12, x: 300 })).toBe(false);
    expect(isBorderDoubleClick(null, first)).toBe(false);
    // The first press dragged the border 120 px; pressing it at its new place starts afresh.
    expect(isBorderDoubleClick(first, { at: 1000 + 300, handle: 7, x: 420 })).toBe(false);
    // A clock that went backwards is no double-click.
    expect(isBorderDoubleClick(first, { at: 900, handle: 7, x: 300 })).toBe(false);
  });
});

describe('clearing column widths', () => {
  const schema = getSchema(richTextExtensions({ language: () => 'en' }));
  const cell = (text: string, colwidth: number[] | null, colspan = 1) => ({
    type: 'tableCell',
    attrs: { colspan, colwidth },
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
  const table = (rows: ReturnType<typeof cell>[][]) => ({
    type: 'table',
    content: rows.map((content) => ({ type: 'tableRow', content })),
  });
  const doc = schema.nodeFromJSON({
    type: 'doc',
    content: [
      table([[cell('a', [150]), cell('b', null)], [cell('c', [150, 80], 2)]]),
      table([[cell('other', [200])]]),
    ],
  });
  const widths = (node: typeof doc) => {
    const found: unknown[] = [];
    node.descendants((n) => {
      if (n.type.name === 'tableCell') found.push(n.attrs.colwidth);
    });
    return found;
  };

  it('evens out the table of the border, leaving other tables alone', () => {
    const state = EditorState.create({ doc });
    // Position of the first cell: inside the first table, before its first row's first cell.
    const tr = clearColumnWidths(state.tr, 2);
    expect(tr).not.toBeNull();
    expect(widths((tr as NonNullable<typeof tr>).doc)).toEqual([null, null, null, [200]]);
  });

  it('changes nothing when the table has no widths', () => {
    const even = schema.nodeFromJSON({ type: 'doc', content: [table([[cell('a', null)]])] });
    expect(clearColumnWidths(EditorState.create({ doc: even }).tr, 2)).toBeNull();
  });
});

describe('column widths in saved rich text', () => {
  const extensions = richTextExtensions({ language: () => 'en' });
  const cell = (text: string, colwidth: number[] | null) => ({
    type: 'tableCell',
    attrs: { colwidth },
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
  const json = {
    type: 'doc',
    content: [
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('Sales', [180]), cell('Q1', null)] },
          { type: 'tableRow', content: [cell('120', [180]), cell('150', null)] },
        ],
      },
    ],
  };

  it('pass the whitelist as the editor writes them and read back into the same widths', () => {
    const saved = filterRichText(generateHTML(json, extensions));
    expect(saved).toContain(
      '<table border="1" style="min-width: 205px"><colgroup><col style="width: 180px"><col style="min-width: 25px"></colgroup>',
    );
    expect(saved).toContain('<td colwidth="180"><p>Sales</p></td><td><p>Q1</p></td>');
    const reread = generateJSON(saved, extensions);
    const widths = reread.content[0].content.map((row: { content: { attrs: { colwidth: unknown } }[] }) =>
      row.content.map((c) => c.attrs.colwidth),
    );
    expect(widths).toEqual([
      [[180], null],
      [[180], null],
    ]);
  });
});

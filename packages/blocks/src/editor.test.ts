import { describe, expect, it } from 'vitest';
import { blockPalette } from './editor.ts';
import { blockDefinitions } from './registry.ts';

describe('editor entry', () => {
  it('lists every block with labels, defaults, slots and a field schema', () => {
    expect(blockPalette.map((b) => b.type)).toEqual(blockDefinitions.map((d) => d.type));
    for (const entry of blockPalette) {
      expect(entry.label.zh.length).toBeGreaterThan(0);
      expect(entry.fields).toMatchObject({ type: 'object' });
    }
    expect(blockPalette.find((b) => b.type === 'columns')?.slots).toEqual(['column-1', 'column-2']);
    expect(blockPalette.find((b) => b.type === 'section')?.slots).toEqual(['content']);
    expect(blockPalette.find((b) => b.type === 'heading')?.slots).toEqual([]);
  });

  it('describes limits the editor should enforce, such as the table size', () => {
    const table = blockPalette.find((b) => b.type === 'table')?.fields as {
      properties: { rows: { maxItems: number; items: { maxItems: number } } };
    };
    expect(table.properties.rows.maxItems).toBe(100);
    expect(table.properties.rows.items.maxItems).toBe(20);
  });
});

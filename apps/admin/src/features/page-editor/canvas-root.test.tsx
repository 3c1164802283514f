import { blockPalette, blockRegistry } from '@sitewright/blocks/editor';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { itemSummary } from './puck-adapter.ts';
import { domRoot, propsForCanvas } from './puck-config.tsx';

const context = { lang: 'en' as const, siteName: 'Bakery', title: 'Home', canvas: true };

describe('blocks on the canvas', () => {
  // Puck shows anything in a drop zone that is not the element holding its drag handle at opacity 0.
  it('draws every block, a new form block included, from a DOM element that can take the drag handle', () => {
    for (const entry of blockPalette) {
      const definition = blockRegistry.get(entry.type);
      if (!definition) throw new Error(entry.type);
      const { props } = propsForCanvas(definition, { ...entry.defaults });
      const root = domRoot(definition.View({ id: 'b1', props, slots: {}, context }));
      if (root === null) continue;
      expect(isValidElement(root), entry.type).toBe(true);
      expect(typeof (root as { type: unknown }).type, entry.type).toBe('string');
    }
  });
});

describe('list items in the side panel', () => {
  it('are named by their own words: a footer link by its label, else by their place', () => {
    expect(itemSummary({ label: 'Opening hours', href: '/hours' }, 0)).toBe('Opening hours');
    expect(itemSummary({ name: 'Price list', href: '/files/prices.pdf' }, 1)).toBe('Price list');
    expect(itemSummary({ label: '  ', href: '/x' }, 2)).toBe('#3');
  });
});

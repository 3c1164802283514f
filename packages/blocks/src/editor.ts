/**
 * What the page editor needs from the blocks before its own field UI exists: labels, palette
 * categories, new-instance defaults, slot names and a JSON Schema of each block's fields. The
 * server never imports this entry.
 */
import { z } from 'zod';
import type { BlockCategory } from './define-block.ts';
import { blockDefinitions } from './registry.ts';

export interface BlockPaletteEntry {
  type: string;
  label: { en: string; zh: string };
  category: BlockCategory;
  defaults: Record<string, unknown>;
  /** Slots a new instance has. */
  slots: readonly string[];
  /** The props' input schema, for generating fields; refinements (URL schemes, chart rules) are not in it. */
  fields: unknown;
}

export const blockPalette: readonly BlockPaletteEntry[] = blockDefinitions.map((d) => ({
  type: d.type,
  label: d.label,
  category: d.category,
  defaults: d.defaults,
  slots: d.slotNames(d.defaults),
  fields: z.toJSONSchema(d.schema, { io: 'input', unrepresentable: 'any' }),
}));

// The canvas renders the very views, styles and theme variables that publishing renders.
export { blockRegistry } from './registry.ts';
export { blocksCss } from './styles.ts';
export { ANIMATION_PRESETS, FONT_PAIRS, FONTS, PALETTES, themeColors, themeCss } from './theme.ts';
export type { LanguageLink, MenuItem, RenderContext } from './context.ts';
export { brandContext } from './brand.ts';
export { validatePageDocument } from './validate.ts';
export { BlockTree } from './block-tree.tsx';
export { defaultGlobalSection } from './global-sections.ts';

import { z } from 'zod';

/**
 * The ids of a site theme's parts. Their colours, fonts and keyframes live with the blocks that
 * use them (`@sitewright/blocks` theme.ts, whose lists a test keeps equal to these); the contract
 * holds the ids so that every call carrying a theme is validated by its schema.
 */
export const PALETTE_IDS = ['ocean', 'forest', 'sunset', 'graphite', 'rose', 'imperial', 'midnight'] as const;
export const FONT_PAIR_IDS = [
  'system',
  'classic',
  'editorial',
  'humanist',
  'geometric',
  'technical',
  'friendly',
] as const;
export const ANIMATION_IDS = ['none', 'fade', 'rise', 'zoom', 'slide'] as const;

/** The theme stored per website: palette, font pair and animation preset. */
export const SiteTheme = z.strictObject({
  palette: z.enum(PALETTE_IDS).default('ocean'),
  fontPair: z.enum(FONT_PAIR_IDS).default('system'),
  animation: z.enum(ANIMATION_IDS).default('none'),
});
export type SiteTheme = z.infer<typeof SiteTheme>;

export const DEFAULT_THEME: SiteTheme = { palette: 'ocean', fontPair: 'system', animation: 'none' };

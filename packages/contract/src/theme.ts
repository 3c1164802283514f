import { z } from 'zod';

/**
 * The ids of a site theme's parts. Their colours, fonts and keyframes live with the blocks that
 * use them (`@sitewright/blocks` theme.ts, whose lists a test keeps equal to these); the contract
 * holds the ids so that every call carrying a theme is validated by its schema.
 */
export const PALETTE_IDS = ['ocean', 'forest', 'sunset', 'graphite', 'rose', 'imperial', 'midnight'] as const;
/** A preset palette, or `custom`: the site's own four colours, the rest derived from them. */
export const THEME_PALETTE_IDS = [...PALETTE_IDS, 'custom'] as const;
export const FONT_PAIR_IDS = [
  'system',
  'classic',
  'editorial',
  'humanist',
  'geometric',
  'technical',
  'friendly',
] as const;
/** Families a heading or body text may use: system stacks and self-hosted web fonts. */
export const FONT_IDS = [
  'system-sans',
  'system-serif',
  'system-mono',
  'inter',
  'montserrat',
  'poppins',
  'lora',
  'playfair-display',
  'merriweather',
  'source-serif-4',
  'varela-round',
] as const;
export const ANIMATION_IDS = ['none', 'fade', 'rise', 'zoom', 'slide'] as const;

export const ThemeColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a73e8');

/** The colours a custom palette is made of; the others (text on buttons, borders…) follow. */
export const CustomColors = z.strictObject({
  primary: ThemeColor,
  accent: ThemeColor,
  background: ThemeColor,
  text: ThemeColor,
});
export type CustomColors = z.infer<typeof CustomColors>;

export const DEFAULT_CUSTOM_COLORS: CustomColors = {
  primary: '#1456b8',
  accent: '#0a8f8f',
  background: '#ffffff',
  text: '#1a2433',
};

/**
 * The theme stored per website: palette, fonts and animation preset. `headingFont` and `bodyFont`
 * override the font pair when set, so themes stored before they existed keep their look.
 */
export const SiteTheme = z
  .strictObject({
    palette: z.enum(THEME_PALETTE_IDS).default('ocean'),
    customColors: CustomColors.optional(),
    fontPair: z.enum(FONT_PAIR_IDS).default('system'),
    headingFont: z.enum(FONT_IDS).optional(),
    bodyFont: z.enum(FONT_IDS).optional(),
    animation: z.enum(ANIMATION_IDS).default('none'),
  })
  .refine((t) => t.palette !== 'custom' || t.customColors !== undefined, {
    message: 'A custom palette needs its colours',
    path: ['customColors'],
  });
export type SiteTheme = z.infer<typeof SiteTheme>;

export const DEFAULT_THEME: SiteTheme = { palette: 'ocean', fontPair: 'system', animation: 'none' };

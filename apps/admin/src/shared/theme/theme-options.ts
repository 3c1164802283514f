import {
  ANIMATION_IDS,
  CustomColors,
  DEFAULT_CUSTOM_COLORS,
  DEFAULT_THEME,
  FONT_IDS,
  FONT_PAIR_IDS,
  type Lang,
  PALETTE_IDS,
  type SiteTheme,
  THEME_PALETTE_IDS,
  type WebsiteEditBody,
} from '@sitewright/contract';
// Only the theme tables: the blocks renderer stays out of the admin bundle.
import {
  ANIMATION_PRESETS,
  FONT_PAIRS,
  FONTS,
  PALETTES,
  type PaletteColors,
  themeColors,
  themeCss,
  themeFonts,
} from '../../../../../packages/blocks/src/theme.ts';

export type PaletteOption = (typeof PALETTES)[number];
export type FontPairOption = (typeof FONT_PAIRS)[number];
export type FontOption = (typeof FONTS)[number];
export type AnimationOption = (typeof ANIMATION_PRESETS)[number];
export type CustomColorRole = keyof CustomColors;

/** The palettes in the contract's order (the ids a save may carry). */
export const paletteOptions: readonly PaletteOption[] = PALETTE_IDS.map(
  (id) => PALETTES.find((p) => p.id === id) as PaletteOption,
);
export const fontPairOptions: readonly FontPairOption[] = FONT_PAIR_IDS.map(
  (id) => FONT_PAIRS.find((f) => f.id === id) as FontPairOption,
);
export const fontOptions: readonly FontOption[] = FONT_IDS.map(
  (id) => FONTS.find((f) => f.id === id) as FontOption,
);
export const animationOptions: readonly AnimationOption[] = ANIMATION_IDS.map(
  (id) => ANIMATION_PRESETS.find((a) => a.id === id) as AnimationOption,
);
/** The colours an operator picks for a custom palette, in the order the pickers show. */
export const customColorRoles: readonly CustomColorRole[] = ['primary', 'accent', 'background', 'text'];

/** The swatches a palette is recognised by, most prominent first. */
export function paletteSwatches(palette: { colors: PaletteColors }): string[] {
  const c = palette.colors;
  return [c.primary, c.accent, c.background, c.surface, c.text];
}

/** The swatches of the custom palette a theme has or would start from. */
export function customSwatches(theme: SiteTheme): string[] {
  return paletteSwatches({ colors: themeColors(withCustomColor(theme)) });
}

export function optionLabel(option: { label: { en: string; zh: string } }, lang: Lang): string {
  return option.label[lang];
}

/** A stored theme with any unknown part (an id a newer server knows) replaced by the default. */
export function themeOf(value: Partial<SiteTheme> | null | undefined): SiteTheme {
  const pick = <T extends string>(ids: readonly T[], v: unknown, fallback: T): T =>
    ids.includes(v as T) ? (v as T) : fallback;
  const optional = <T extends string>(ids: readonly T[], v: unknown): T | undefined =>
    ids.includes(v as T) ? (v as T) : undefined;
  const customColors = CustomColors.safeParse(value?.customColors).data;
  const palette = pick(THEME_PALETTE_IDS, value?.palette, DEFAULT_THEME.palette);
  const headingFont = optional(FONT_IDS, value?.headingFont);
  const bodyFont = optional(FONT_IDS, value?.bodyFont);
  return {
    palette: palette === 'custom' && !customColors ? DEFAULT_THEME.palette : palette,
    ...(customColors ? { customColors } : {}),
    fontPair: pick(FONT_PAIR_IDS, value?.fontPair, DEFAULT_THEME.fontPair),
    ...(headingFont ? { headingFont } : {}),
    ...(bodyFont ? { bodyFont } : {}),
    animation: pick(ANIMATION_IDS, value?.animation, DEFAULT_THEME.animation),
  };
}

/** The theme with its custom palette chosen, starting from the colours of the palette shown now. */
export function withCustomColor(theme: SiteTheme, role?: CustomColorRole, color?: string): SiteTheme {
  const shown = themeColors(theme);
  const base = theme.customColors ?? {
    ...DEFAULT_CUSTOM_COLORS,
    primary: shown.primary,
    accent: shown.accent,
    background: shown.background,
    text: shown.text,
  };
  const customColors = role && color ? { ...base, [role]: color.toLowerCase() } : base;
  return { ...theme, palette: 'custom', customColors };
}

/** The theme with a heading or body family chosen, or handed back to the font pair (undefined). */
export function withFont(
  theme: SiteTheme,
  part: 'headingFont' | 'bodyFont',
  id: string | undefined,
): SiteTheme {
  const next = { ...theme };
  const font = FONT_IDS.find((f) => f === id);
  if (font) next[part] = font;
  else delete next[part];
  return next;
}

export function sameTheme(a: SiteTheme, b: SiteTheme): boolean {
  return JSON.stringify(themeOf(a)) === JSON.stringify(themeOf(b));
}

export function toThemeBody(websiteId: number, theme: SiteTheme): WebsiteEditBody {
  return { website_id: websiteId, theme: themeOf(theme) };
}

/**
 * The `@font-face` rules of the theme's self-hosted families, for previews outside the canvas
 * (the back office serves the same font files as the sites).
 */
export function fontFaceCss(theme: SiteTheme): string {
  const css = themeCss(theme, '.sw-unused');
  return css.slice(0, css.lastIndexOf('.sw-unused{'));
}

/** Colours and fonts of the preview box, as inline styles. */
export function previewStyle(theme: SiteTheme): {
  box: Record<string, string>;
  heading: Record<string, string>;
  button: Record<string, string>;
  accent: Record<string, string>;
  muted: Record<string, string>;
} {
  const c = themeColors(theme);
  const fonts = themeFonts(theme);
  return {
    box: {
      background: c.background,
      color: c.text,
      borderColor: c.border,
      fontFamily: fonts.body,
    },
    heading: { fontFamily: fonts.heading, color: c.text },
    button: { background: c.primary, color: c.onPrimary },
    accent: { background: c.accent, color: c.onAccent },
    muted: { color: c.textMuted, background: c.surface },
  };
}

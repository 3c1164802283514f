import {
  ANIMATION_IDS,
  DEFAULT_THEME,
  FONT_PAIR_IDS,
  type Lang,
  PALETTE_IDS,
  type SiteTheme,
  type WebsiteEditBody,
} from '@sitewright/contract';
// Only the theme tables: the blocks renderer stays out of the admin bundle.
import { ANIMATION_PRESETS, FONT_PAIRS, PALETTES } from '../../../../../packages/blocks/src/theme.ts';

export type PaletteOption = (typeof PALETTES)[number];
export type FontPairOption = (typeof FONT_PAIRS)[number];
export type AnimationOption = (typeof ANIMATION_PRESETS)[number];

/** The palettes in the contract's order (the ids a save may carry). */
export const paletteOptions: readonly PaletteOption[] = PALETTE_IDS.map(
  (id) => PALETTES.find((p) => p.id === id) as PaletteOption,
);
export const fontPairOptions: readonly FontPairOption[] = FONT_PAIR_IDS.map(
  (id) => FONT_PAIRS.find((f) => f.id === id) as FontPairOption,
);
export const animationOptions: readonly AnimationOption[] = ANIMATION_IDS.map(
  (id) => ANIMATION_PRESETS.find((a) => a.id === id) as AnimationOption,
);

/** The swatches a palette is recognised by, most prominent first. */
export function paletteSwatches(palette: PaletteOption): string[] {
  const c = palette.colors;
  return [c.primary, c.accent, c.background, c.surface, c.text];
}

export function optionLabel(option: { label: { en: string; zh: string } }, lang: Lang): string {
  return option.label[lang];
}

/** A stored theme with any unknown part (an id a newer server knows) replaced by the default. */
export function themeOf(value: Partial<SiteTheme> | null | undefined): SiteTheme {
  const pick = <T extends string>(ids: readonly T[], v: unknown, fallback: T): T =>
    ids.includes(v as T) ? (v as T) : fallback;
  return {
    palette: pick(PALETTE_IDS, value?.palette, DEFAULT_THEME.palette),
    fontPair: pick(FONT_PAIR_IDS, value?.fontPair, DEFAULT_THEME.fontPair),
    animation: pick(ANIMATION_IDS, value?.animation, DEFAULT_THEME.animation),
  };
}

export function sameTheme(a: SiteTheme, b: SiteTheme): boolean {
  return a.palette === b.palette && a.fontPair === b.fontPair && a.animation === b.animation;
}

export function toThemeBody(websiteId: number, theme: SiteTheme): WebsiteEditBody {
  return { website_id: websiteId, theme: themeOf(theme) };
}

/** Colours and fonts of the preview box, as inline styles. */
export function previewStyle(theme: SiteTheme): {
  box: Record<string, string>;
  heading: Record<string, string>;
  button: Record<string, string>;
  accent: Record<string, string>;
  muted: Record<string, string>;
} {
  const palette = paletteOptions.find((p) => p.id === theme.palette) ?? (paletteOptions[0] as PaletteOption);
  const fonts =
    fontPairOptions.find((f) => f.id === theme.fontPair) ?? (fontPairOptions[0] as FontPairOption);
  const c = palette.colors;
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

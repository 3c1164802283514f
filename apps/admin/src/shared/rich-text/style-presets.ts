/**
 * Spec §9: four default custom style presets. Each is a class on a paragraph or heading (classes
 * pass the sanitiser); the site stylesheet and the editor give them their look.
 */
export const STYLE_PRESETS = [
  { value: 'sw-style-title', label: 'styleTitle' },
  { value: 'sw-style-subtitle', label: 'styleSubtitle' },
  { value: 'sw-style-note', label: 'styleNote' },
  { value: 'sw-style-box', label: 'styleBox' },
] as const;

export type StylePreset = (typeof STYLE_PRESETS)[number]['value'];

export function isStylePreset(value: string | null | undefined): value is StylePreset {
  return STYLE_PRESETS.some((p) => p.value === value);
}

/** Spec §9: font sizes from 10 to 36 px. */
export const FONT_SIZES = [10, 12, 13, 14, 16, 18, 20, 24, 28, 32, 36] as const;
export const FONT_SIZE_MIN = 10;
export const FONT_SIZE_MAX = 36;

/** Indentation steps of a paragraph, 2em each. */
export const INDENT_MAX = 8;

import type { CustomColors, SiteTheme } from '@sitewright/contract';

/** Colours every block reads through CSS variables. */
export interface Palette {
  id: string;
  label: { en: string; zh: string };
  colors: {
    primary: string;
    onPrimary: string;
    accent: string;
    onAccent: string;
    background: string;
    surface: string;
    muted: string;
    text: string;
    textMuted: string;
    border: string;
    dark: string;
    onDark: string;
    /** Six series colours for charts. */
    chart: readonly [string, string, string, string, string, string];
  };
}

// biome-ignore format: colour tables read better packed
export const PALETTES = [
  {
    id: 'ocean',
    label: { en: 'Ocean', zh: '海洋' },
    colors: {
      primary: '#1456b8', onPrimary: '#ffffff', accent: '#0a8f8f', onAccent: '#ffffff',
      background: '#ffffff', surface: '#f4f7fb', muted: '#e6edf6', text: '#1a2433', textMuted: '#566275',
      border: '#d3dce8', dark: '#0f1c2e', onDark: '#e8eef7',
      chart: ['#1456b8', '#0a8f8f', '#f2a33a', '#d9534f', '#7a5cc4', '#6c8a1f'],
    },
  },
  {
    id: 'forest',
    label: { en: 'Forest', zh: '森林' },
    colors: {
      primary: '#2f6b3a', onPrimary: '#ffffff', accent: '#b5781f', onAccent: '#ffffff',
      background: '#fdfdf9', surface: '#f3f5ee', muted: '#e4eadb', text: '#1f2a1f', textMuted: '#5a6655',
      border: '#d5dccb', dark: '#18261b', onDark: '#e9efe4',
      chart: ['#2f6b3a', '#b5781f', '#4f8fb0', '#a34a3a', '#7d9b3d', '#6b5b95'],
    },
  },
  {
    id: 'sunset',
    label: { en: 'Sunset', zh: '日落' },
    colors: {
      primary: '#c2410c', onPrimary: '#ffffff', accent: '#7c3aed', onAccent: '#ffffff',
      background: '#fffaf5', surface: '#fff1e6', muted: '#fde3cf', text: '#2b1a12', textMuted: '#6f5346',
      border: '#f1d3bd', dark: '#2b1a12', onDark: '#fdeee3',
      chart: ['#c2410c', '#7c3aed', '#eab308', '#0e7490', '#db2777', '#4d7c0f'],
    },
  },
  {
    id: 'graphite',
    label: { en: 'Graphite', zh: '石墨' },
    colors: {
      primary: '#27272a', onPrimary: '#ffffff', accent: '#2563eb', onAccent: '#ffffff',
      background: '#ffffff', surface: '#f4f4f5', muted: '#e4e4e7', text: '#18181b', textMuted: '#52525b',
      border: '#d4d4d8', dark: '#111113', onDark: '#f4f4f5',
      chart: ['#27272a', '#2563eb', '#a1a1aa', '#dc2626', '#16a34a', '#ca8a04'],
    },
  },
  {
    id: 'rose',
    label: { en: 'Rose', zh: '玫瑰' },
    colors: {
      primary: '#be185d', onPrimary: '#ffffff', accent: '#0f766e', onAccent: '#ffffff',
      background: '#fffbfc', surface: '#fdf2f6', muted: '#fbe1eb', text: '#2a1520', textMuted: '#6e4f5d',
      border: '#f2d0dd', dark: '#2a1520', onDark: '#fbeaf1',
      chart: ['#be185d', '#0f766e', '#f59e0b', '#6366f1', '#84cc16', '#64748b'],
    },
  },
  {
    id: 'imperial',
    label: { en: 'Imperial red', zh: '中国红' },
    colors: {
      primary: '#b71c1c', onPrimary: '#ffffff', accent: '#b8860b', onAccent: '#ffffff',
      background: '#fffdf8', surface: '#faf4e8', muted: '#f1e6cf', text: '#2b1d14', textMuted: '#6b5a48',
      border: '#e8d9bb', dark: '#3b0d0d', onDark: '#f9ecd9',
      chart: ['#b71c1c', '#b8860b', '#37474f', '#2e7d32', '#6a1b9a', '#00838f'],
    },
  },
  {
    id: 'midnight',
    label: { en: 'Midnight', zh: '午夜' },
    colors: {
      primary: '#8ab4ff', onPrimary: '#0b1020', accent: '#f5b94a', onAccent: '#0b1020',
      background: '#0b1020', surface: '#141b2e', muted: '#1d2640', text: '#e6eaf5', textMuted: '#a3adc6',
      border: '#2a3452', dark: '#05070f', onDark: '#e6eaf5',
      chart: ['#8ab4ff', '#f5b94a', '#6ee7b7', '#f87171', '#c4b5fd', '#fbbf24'],
    },
  },
] as const satisfies readonly Palette[];

/**
 * Headings and body text, each a stack with CJK fallbacks. A pair whose look depends on a
 * particular family names it (`headingFont`, `bodyFont`: ids of {@link FONTS}), and that web font
 * is served with the site, so Linux, Android and Windows show what Apple devices do.
 */
export interface FontPair {
  id: string;
  label: { en: string; zh: string };
  heading: string;
  body: string;
  headingFont?: string;
  bodyFont?: string;
}

const CJK_SANS =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC"';
const CJK_SERIF = '"Songti SC", "STSong", "SimSun", "Noto Serif CJK SC", "Source Han Serif SC"';
const SYSTEM_SANS = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, ${CJK_SANS}, sans-serif`;
const HUMANIST = `"Gill Sans", "Gill Sans MT", Calibri, "Trebuchet MS", ${CJK_SANS}, sans-serif`;
const OLD_STYLE = `Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", ${CJK_SERIF}, serif`;
const DIDONE = `Didot, "Bodoni MT", "Bodoni 72", Baskerville, "Times New Roman", ${CJK_SERIF}, serif`;
const MONO = `ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", ${CJK_SANS}, monospace`;
const ROUNDED = `ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", ${CJK_SANS}, sans-serif`;

/**
 * Families a heading or body text may use on their own: the system stacks, and web fonts served
 * with the site (never from a font host), each falling back to system and CJK fonts.
 */
export interface FontFamily {
  id: string;
  label: { en: string; zh: string };
  stack: string;
  /**
   * A self-hosted family: its `@fontsource/<id>` files are served under {@link FONT_PATH}, in
   * its weights (400 and 700 unless it has fewer).
   */
  webFont?: { family: string; weights?: readonly number[] };
}

const webFont = (id: string, family: string, fallback: string, weights?: readonly number[]) =>
  ({
    id,
    label: { en: family, zh: family },
    stack: `"${family}", ${fallback}`,
    webFont: weights ? { family, weights } : { family },
  }) as const;

export const FONTS = [
  { id: 'system-sans', label: { en: 'System sans', zh: '系统无衬线' }, stack: SYSTEM_SANS },
  { id: 'system-serif', label: { en: 'System serif', zh: '系统衬线' }, stack: OLD_STYLE },
  { id: 'system-mono', label: { en: 'System monospace', zh: '系统等宽' }, stack: MONO },
  webFont('inter', 'Inter', SYSTEM_SANS),
  webFont('montserrat', 'Montserrat', SYSTEM_SANS),
  webFont('poppins', 'Poppins', SYSTEM_SANS),
  webFont('lora', 'Lora', OLD_STYLE),
  webFont('playfair-display', 'Playfair Display', OLD_STYLE),
  webFont('merriweather', 'Merriweather', OLD_STYLE),
  webFont('source-serif-4', 'Source Serif 4', OLD_STYLE),
  // One weight only: its headings show the family's own shape rather than a synthesised bold.
  webFont('varela-round', 'Varela Round', ROUNDED, [400]),
] as const satisfies readonly FontFamily[];

const stackOf = (id: (typeof FONTS)[number]['id']) => FONTS.find((f) => f.id === id)?.stack ?? SYSTEM_SANS;

export const FONT_PAIRS = [
  { id: 'system', label: { en: 'System sans', zh: '系统无衬线' }, heading: SYSTEM_SANS, body: SYSTEM_SANS },
  {
    id: 'classic',
    label: { en: 'Classic serif', zh: '经典衬线' },
    heading: stackOf('lora'),
    body: stackOf('lora'),
    headingFont: 'lora',
    bodyFont: 'lora',
  },
  {
    id: 'editorial',
    label: { en: 'Editorial', zh: '杂志' },
    heading: `"Playfair Display", ${DIDONE}`,
    body: SYSTEM_SANS,
    headingFont: 'playfair-display',
  },
  // No web font: its stack names the humanist families of Windows and Apple systems.
  { id: 'humanist', label: { en: 'Humanist', zh: '人文' }, heading: HUMANIST, body: HUMANIST },
  {
    id: 'geometric',
    label: { en: 'Geometric', zh: '几何' },
    heading: stackOf('montserrat'),
    body: SYSTEM_SANS,
    headingFont: 'montserrat',
  },
  { id: 'technical', label: { en: 'Technical', zh: '技术' }, heading: MONO, body: SYSTEM_SANS },
  {
    id: 'friendly',
    label: { en: 'Friendly rounded', zh: '圆润' },
    heading: stackOf('varela-round'),
    body: SYSTEM_SANS,
    headingFont: 'varela-round',
  },
] as const satisfies readonly FontPair[];

/** Where a site (and the editor canvas) serves its font files. */
export const FONT_PATH = '/_sw/fonts';

/** Only these subsets and weights are served: Latin covers the sites' Western text, CJK falls back. */
// biome-ignore format: unicode ranges read better packed
const FONT_SUBSETS = [
  { subset: 'latin', range: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  { subset: 'latin-ext', range: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
] as const;
const FONT_WEIGHTS = [400, 700] as const;

/** One font file: `inter-latin-700-normal.woff2` is `@fontsource/inter/files/<same name>`. */
export interface FontFile {
  font: string;
  family: string;
  file: string;
  weight: number;
  /** The weights its `@font-face` covers: its own, or 400 to 700 for a family of one weight. */
  faceWeight: string;
  range: string;
}

/** Every file of a self-hosted family that sites use. */
export function fontFiles(id: string): FontFile[] {
  const font = FONTS.find((f) => f.id === id);
  if (!font || !('webFont' in font)) return [];
  const webFont: FontFamily['webFont'] = font.webFont;
  const weights = webFont?.weights ?? FONT_WEIGHTS;
  return FONT_SUBSETS.flatMap(({ subset, range }) =>
    weights.map((weight) => ({
      font: font.id,
      family: font.webFont.family,
      file: `${font.id}-${subset}-${weight}-normal.woff2`,
      weight,
      faceWeight: weights.length === 1 ? '400 700' : String(weight),
      range,
    })),
  );
}

/** The whole curated set of font files, the only names the font route and publishing accept. */
export const ALL_FONT_FILES: ReadonlyMap<string, FontFile> = new Map(
  FONTS.flatMap((f) => fontFiles(f.id)).map((f) => [f.file, f]),
);

/** How blocks enter; CSS only, and switched off for visitors who ask for reduced motion. */
export interface AnimationPreset {
  id: string;
  label: { en: string; zh: string };
  /** A keyframes name defined in the block stylesheet, or `none`. */
  keyframes: string;
  duration: string;
}

export const ANIMATION_PRESETS = [
  { id: 'none', label: { en: 'None', zh: '无' }, keyframes: 'none', duration: '0s' },
  { id: 'fade', label: { en: 'Fade in', zh: '淡入' }, keyframes: 'sw-fade', duration: '600ms' },
  { id: 'rise', label: { en: 'Rise', zh: '上浮' }, keyframes: 'sw-rise', duration: '700ms' },
  { id: 'zoom', label: { en: 'Zoom', zh: '缩放' }, keyframes: 'sw-zoom', duration: '600ms' },
  { id: 'slide', label: { en: 'Slide in', zh: '滑入' }, keyframes: 'sw-slide', duration: '700ms' },
] as const satisfies readonly AnimationPreset[];

// The schema and default live in the contract, which validates every call carrying a theme.
export { DEFAULT_THEME, SiteTheme } from '@sitewright/contract';

export type PaletteColors = Palette['colors'];

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** `a` moved `amount` (0–1) of the way towards `b`. */
export const mixColors = (a: string, b: string, amount: number): string => {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf(x.map((c, i) => c + ((y[i] as number) - c) * amount) as Rgb);
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whichever of the candidates reads best on `background`. */
const mostReadable = (background: string, ...candidates: string[]) =>
  candidates.reduce((best, c) => (contrastRatio(c, background) > contrastRatio(best, background) ? c : best));

type Hsl = [number, number, number];
export function hslOf(hex: string): Hsl {
  const [r, g, b] = rgbOf(hex).map((c) => c / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

export function hexOfHsl([h, s, l]: Hsl): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return hexOf([f(0), f(8), f(4)]);
}

const rotateHue = (hex: string, degrees: number) => {
  const [h, s, l] = hslOf(hex);
  return hexOfHsl([(h + degrees + 360) % 360, Math.max(s, 0.35), Math.min(Math.max(l, 0.35), 0.6)]);
};

/**
 * A whole palette from the four colours an operator picks: text on buttons by contrast, surfaces
 * and borders as tints of the background, a dark band from the text colour, chart series around
 * the primary and accent hues. Pure, so the editor preview and the published site agree.
 */
export function derivePalette(custom: CustomColors): PaletteColors {
  const { primary, accent, background, text } = custom;
  const darkBackground = luminance(background) < 0.2;
  const dark = darkBackground ? mixColors(background, '#000000', 0.45) : mixColors(text, primary, 0.12);
  return {
    primary,
    onPrimary: mostReadable(primary, '#ffffff', '#111111', background, text),
    accent,
    onAccent: mostReadable(accent, '#ffffff', '#111111', background, text),
    background,
    surface: mixColors(background, primary, darkBackground ? 0.08 : 0.04),
    muted: mixColors(background, primary, darkBackground ? 0.16 : 0.1),
    text,
    textMuted: mixColors(text, background, 0.35),
    border: mixColors(background, text, 0.15),
    dark,
    onDark: mostReadable(dark, '#ffffff', '#111111', background, text),
    chart: [
      primary,
      accent,
      rotateHue(primary, 60),
      rotateHue(accent, 120),
      rotateHue(primary, 180),
      mixColors(primary, text, 0.5),
    ],
  };
}

/** The colours a theme paints with: a preset's, or those derived from its custom colours. */
export function themeColors(theme: SiteTheme): PaletteColors {
  if (theme.palette === 'custom' && theme.customColors) return derivePalette(theme.customColors);
  return (PALETTES.find((p) => p.id === theme.palette) ?? PALETTES[0]).colors;
}

/** Heading and body stacks: the chosen families, else the font pair's. */
export function themeFonts(theme: SiteTheme): { heading: string; body: string; families: string[] } {
  const pair = FONT_PAIRS.find((f) => f.id === theme.fontPair) ?? FONT_PAIRS[0];
  const family = (id: string | undefined) => FONTS.find((f) => f.id === id);
  const heading = family(theme.headingFont);
  const body = family(theme.bodyFont);
  const { headingFont, bodyFont }: FontPair = pair;
  return {
    heading: heading?.stack ?? pair.heading,
    body: body?.stack ?? pair.body,
    families: [
      ...new Set([heading?.id ?? headingFont, body?.id ?? bodyFont].filter((id) => id !== undefined)),
    ],
  };
}

/** The font files a theme's pages load, by name under {@link FONT_PATH}. */
export function themeFontFiles(theme: SiteTheme): FontFile[] {
  return themeFonts(theme).families.flatMap(fontFiles);
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme as CSS: `@font-face` rules for the self-hosted families it uses, then custom
 * properties. `selector` lets the editor scope a theme to its canvas; published pages use `:root`.
 */
export function themeCss(theme: SiteTheme, selector = ':root'): string {
  const colors = themeColors(theme);
  const fonts = themeFonts(theme);
  const animation = ANIMATION_PRESETS.find((a) => a.id === theme.animation) ?? ANIMATION_PRESETS[0];
  const vars: string[] = [];
  for (const [name, value] of Object.entries(colors)) {
    if (typeof value === 'string') vars.push(`--sw-color-${kebab(name)}:${value}`);
    else vars.push(...(value as readonly string[]).map((c, i) => `--sw-chart-${i + 1}:${c}`));
  }
  vars.push(`--sw-font-heading:${fonts.heading}`, `--sw-font-body:${fonts.body}`);
  vars.push(`--sw-animation:${animation.keyframes}`, `--sw-animation-duration:${animation.duration}`);
  vars.push(`color-scheme:${luminance(colors.background) < 0.2 ? 'dark' : 'light'}`);
  const faces = themeFontFiles(theme).map(
    (f) =>
      `@font-face{font-family:"${f.family}";font-style:normal;font-weight:${f.faceWeight};font-display:swap;src:url(${FONT_PATH}/${f.file}) format("woff2");unicode-range:${f.range}}`,
  );
  return `${faces.join('')}${selector}{${vars.join(';')}}`;
}

import type { SiteTheme } from '@sitewright/contract';

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

/** Headings and body text; system stacks only (no web-font downloads), each with CJK fallbacks. */
export interface FontPair {
  id: string;
  label: { en: string; zh: string };
  heading: string;
  body: string;
}

const CJK_SANS =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC"';
const CJK_SERIF = '"Songti SC", "STSong", "SimSun", "Noto Serif CJK SC", "Source Han Serif SC"';
const SYSTEM_SANS = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, ${CJK_SANS}, sans-serif`;
const HUMANIST = `"Gill Sans", "Gill Sans MT", Calibri, "Trebuchet MS", ${CJK_SANS}, sans-serif`;
const GEOMETRIC = `Avenir, "Avenir Next", Montserrat, Futura, "Century Gothic", ${CJK_SANS}, sans-serif`;
const OLD_STYLE = `Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", ${CJK_SERIF}, serif`;
const DIDONE = `Didot, "Bodoni MT", "Bodoni 72", Baskerville, "Times New Roman", ${CJK_SERIF}, serif`;
const MONO = `ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", ${CJK_SANS}, monospace`;
const ROUNDED = `ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", "Varela Round", ${CJK_SANS}, sans-serif`;

export const FONT_PAIRS = [
  { id: 'system', label: { en: 'System sans', zh: '系统无衬线' }, heading: SYSTEM_SANS, body: SYSTEM_SANS },
  { id: 'classic', label: { en: 'Classic serif', zh: '经典衬线' }, heading: OLD_STYLE, body: OLD_STYLE },
  { id: 'editorial', label: { en: 'Editorial', zh: '杂志' }, heading: DIDONE, body: SYSTEM_SANS },
  { id: 'humanist', label: { en: 'Humanist', zh: '人文' }, heading: HUMANIST, body: HUMANIST },
  { id: 'geometric', label: { en: 'Geometric', zh: '几何' }, heading: GEOMETRIC, body: SYSTEM_SANS },
  { id: 'technical', label: { en: 'Technical', zh: '技术' }, heading: MONO, body: SYSTEM_SANS },
  { id: 'friendly', label: { en: 'Friendly rounded', zh: '圆润' }, heading: ROUNDED, body: SYSTEM_SANS },
] as const satisfies readonly FontPair[];

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

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme as CSS custom properties. `selector` lets the editor scope a theme to its canvas;
 * published pages use `:root`.
 */
export function themeCss(theme: SiteTheme, selector = ':root'): string {
  const palette = PALETTES.find((p) => p.id === theme.palette) ?? PALETTES[0];
  const fonts = FONT_PAIRS.find((f) => f.id === theme.fontPair) ?? FONT_PAIRS[0];
  const animation = ANIMATION_PRESETS.find((a) => a.id === theme.animation) ?? ANIMATION_PRESETS[0];
  const vars: string[] = [];
  for (const [name, value] of Object.entries(palette.colors)) {
    if (typeof value === 'string') vars.push(`--sw-color-${kebab(name)}:${value}`);
    else vars.push(...(value as readonly string[]).map((c, i) => `--sw-chart-${i + 1}:${c}`));
  }
  vars.push(`--sw-font-heading:${fonts.heading}`, `--sw-font-body:${fonts.body}`);
  vars.push(`--sw-animation:${animation.keyframes}`, `--sw-animation-duration:${animation.duration}`);
  vars.push(`color-scheme:${palette.id === 'midnight' ? 'dark' : 'light'}`);
  return `${selector}{${vars.join(';')}}`;
}

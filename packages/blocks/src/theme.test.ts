import { ANIMATION_IDS, FONT_IDS, FONT_PAIR_IDS, PALETTE_IDS } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { blocksCss } from './styles.ts';
import {
  ALL_FONT_FILES,
  ANIMATION_PRESETS,
  contrastRatio,
  DEFAULT_THEME,
  derivePalette,
  FONT_PAIRS,
  FONTS,
  PALETTES,
  SiteTheme,
  themeCss,
  themeFontFiles,
} from './theme.ts';

describe('site themes', () => {
  it('defines exactly the theme ids the contract accepts', () => {
    expect(PALETTES.map((p) => p.id)).toEqual([...PALETTE_IDS]);
    expect(FONT_PAIRS.map((f) => f.id)).toEqual([...FONT_PAIR_IDS]);
    expect(ANIMATION_PRESETS.map((a) => a.id)).toEqual([...ANIMATION_IDS]);
    expect(FONTS.map((f) => f.id)).toEqual([...FONT_IDS]);
  });

  it('offers at least 6 palettes, 6 font pairs and 4 animation presets including none', () => {
    expect(PALETTES.length).toBeGreaterThanOrEqual(6);
    expect(FONT_PAIRS.length).toBeGreaterThanOrEqual(6);
    expect(ANIMATION_PRESETS.length).toBeGreaterThanOrEqual(4);
    expect(ANIMATION_PRESETS.map((a) => a.id)).toContain('none');
  });

  it('gives every font stack CJK fallbacks and no web-font download in the block sheet', () => {
    for (const stack of [...FONT_PAIRS.flatMap((p) => [p.heading, p.body]), ...FONTS.map((f) => f.stack)]) {
      expect(stack).toMatch(/PingFang SC|Songti SC/);
      expect(stack).toMatch(/Microsoft YaHei|SimSun/);
      expect(stack).toMatch(/Noto (Sans|Serif) CJK SC/);
    }
    expect(blocksCss).not.toMatch(/@font-face|@import|url\(/);
  });

  it('emits every palette, font pair and preset as CSS variables', () => {
    for (const palette of PALETTES) {
      for (const font of FONT_PAIRS) {
        for (const animation of ANIMATION_PRESETS) {
          const css = themeCss({ palette: palette.id, fontPair: font.id, animation: animation.id });
          expect(css).toMatch(/(^|\})(:root)\{/);
          expect(css).toContain(`--sw-color-primary:${palette.colors.primary}`);
          expect(css).toContain('--sw-chart-6:');
          expect(css).toContain(`--sw-font-heading:${font.heading}`);
          expect(css).toContain(`--sw-animation:${animation.keyframes}`);
          expect(css).not.toMatch(/[<>]/);
        }
      }
    }
  });

  it('keeps themes stored before custom colours and separate fonts valid', () => {
    const stored = { palette: 'sunset', fontPair: 'classic', animation: 'fade' };
    expect(SiteTheme.parse(stored)).toEqual(stored);
    expect(themeCss(SiteTheme.parse(stored))).toContain(`--sw-font-heading:${FONT_PAIRS[1].heading}`);
  });

  it('accepts a custom palette only with four #rrggbb colours', () => {
    const customColors = { primary: '#E11D48', accent: '#0f766e', background: '#ffffff', text: '#111827' };
    const parsed = SiteTheme.parse({ palette: 'custom', customColors });
    expect(parsed.customColors?.primary).toBe('#E11D48');
    expect(SiteTheme.safeParse({ palette: 'custom' }).success).toBe(false);
    expect(
      SiteTheme.safeParse({ palette: 'custom', customColors: { ...customColors, text: 'red' } }).success,
    ).toBe(false);
    expect(
      SiteTheme.safeParse({ palette: 'custom', customColors: { ...customColors, text: '#fff' } }).success,
    ).toBe(false);
    expect(SiteTheme.safeParse({ headingFont: 'comic-sans' }).success).toBe(false);
  });

  it('derives a readable palette from four custom colours', () => {
    const light = derivePalette({
      primary: '#fde047',
      accent: '#1e3a8a',
      background: '#ffffff',
      text: '#111827',
    });
    // Dark text on a yellow button, light text on a navy one.
    expect(light.onPrimary).toBe('#111111');
    expect(light.onAccent).toBe('#ffffff');
    expect(contrastRatio(light.onPrimary, light.primary)).toBeGreaterThan(4.5);
    expect(contrastRatio(light.onDark, light.dark)).toBeGreaterThan(7);
    expect(contrastRatio(light.textMuted, light.background)).toBeGreaterThan(4.5);
    expect(light.surface).not.toBe(light.background);
    expect(light.border).not.toBe(light.background);
    expect(light.chart).toHaveLength(6);
    expect(new Set(light.chart).size).toBe(6);
    for (const color of [...Object.values(light).flat()]) expect(color).toMatch(/^#[0-9a-f]{6}$/);

    const dark = derivePalette({
      primary: '#8ab4ff',
      accent: '#f5b94a',
      background: '#0b1020',
      text: '#e6eaf5',
    });
    expect(dark.onPrimary).not.toBe('#ffffff');
    expect(contrastRatio(dark.text, dark.surface)).toBeGreaterThan(7);
    expect(
      themeCss({ palette: 'custom', customColors: dark as never, fontPair: 'system', animation: 'none' }),
    ).toContain('color-scheme:dark');
  });

  it('paints with the custom colours and the derived ones', () => {
    const css = themeCss({
      palette: 'custom',
      customColors: { primary: '#e11d48', accent: '#0f766e', background: '#fffdf7', text: '#1c1917' },
      fontPair: 'system',
      animation: 'none',
    });
    expect(css).toContain('--sw-color-primary:#e11d48');
    expect(css).toContain('--sw-color-on-primary:#ffffff');
    expect(css).toContain('--sw-color-background:#fffdf7');
    expect(css).toContain('--sw-chart-6:');
    expect(css).toContain('color-scheme:light');
  });

  it('loads only the self-hosted families in use, from the site itself, with swap', () => {
    const theme = { ...DEFAULT_THEME, headingFont: 'playfair-display', bodyFont: 'inter' } as const;
    const css = themeCss(theme);
    expect(css).toContain('--sw-font-heading:"Playfair Display", Georgia');
    expect(css).toContain('--sw-font-body:"Inter", system-ui');
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    expect(urls).toEqual([
      '/_sw/fonts/playfair-display-latin-400-normal.woff2',
      '/_sw/fonts/playfair-display-latin-700-normal.woff2',
      '/_sw/fonts/playfair-display-latin-ext-400-normal.woff2',
      '/_sw/fonts/playfair-display-latin-ext-700-normal.woff2',
      '/_sw/fonts/inter-latin-400-normal.woff2',
      '/_sw/fonts/inter-latin-700-normal.woff2',
      '/_sw/fonts/inter-latin-ext-400-normal.woff2',
      '/_sw/fonts/inter-latin-ext-700-normal.woff2',
    ]);
    expect(css.match(/font-display:swap/g)).toHaveLength(8);
    expect(css).not.toMatch(/https?:/);
    // A system family downloads nothing; the font pair still decides the other part.
    const system = themeCss({ ...DEFAULT_THEME, fontPair: 'system', headingFont: 'system-mono' });
    expect(system).not.toContain('@font-face');
    expect(system).toContain(`--sw-font-body:${FONT_PAIRS[0].body}`);
    expect(themeFontFiles(theme).every((f) => ALL_FONT_FILES.has(f.file))).toBe(true);
  });

  it('ships the web font a font pair depends on: Friendly rounded loads Varela Round, its one weight for headings too', () => {
    const css = themeCss({ ...DEFAULT_THEME, fontPair: 'friendly' });
    expect(css).toContain('--sw-font-heading:"Varela Round", ui-rounded');
    const faces = [...css.matchAll(/@font-face\{[^}]*\}/g)].map((m) => m[0]);
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toContain('font-family:"Varela Round"');
      expect(face).toContain('font-weight:400 700');
    }
    expect(themeFontFiles({ ...DEFAULT_THEME, fontPair: 'friendly' }).map((f) => f.file)).toEqual([
      'varela-round-latin-400-normal.woff2',
      'varela-round-latin-ext-400-normal.woff2',
    ]);
    // A family chosen on its own still wins over the pair's.
    const chosen = themeCss({ ...DEFAULT_THEME, fontPair: 'friendly', headingFont: 'system-sans' });
    expect(chosen).not.toContain('@font-face');
    // Every pair's look is its own on any system, but for those that name only system families.
    for (const pair of FONT_PAIRS) {
      const files = themeFontFiles({ ...DEFAULT_THEME, fontPair: pair.id });
      expect(files.length > 0, pair.id).toBe(!['system', 'humanist', 'technical'].includes(pair.id));
    }
  });

  it('scopes a theme to the editor canvas when asked', () => {
    expect(themeCss(DEFAULT_THEME, '.canvas')).toMatch(/^\.canvas\{/);
  });

  it('validates the stored theme strictly and fills defaults', () => {
    expect(SiteTheme.parse({})).toEqual(DEFAULT_THEME);
    expect(SiteTheme.safeParse({ palette: 'neon' }).success).toBe(false);
    expect(SiteTheme.safeParse({ ...DEFAULT_THEME, extra: 1 }).success).toBe(false);
  });

  it('keeps animation out for visitors who ask for reduced motion', () => {
    const animated = blocksCss.indexOf('animation:var(--sw-animation');
    const guard = blocksCss.indexOf('@media (prefers-reduced-motion:no-preference)');
    expect(guard).toBeGreaterThan(-1);
    expect(animated).toBeGreaterThan(guard);
    for (const preset of ANIMATION_PRESETS) {
      if (preset.keyframes !== 'none') expect(blocksCss).toContain(`@keyframes ${preset.keyframes}{`);
    }
  });

  it('is responsive: fluid widths and breakpoints between 360 and 1440 px', () => {
    expect(blocksCss).toContain('clamp(');
    expect(blocksCss).toContain('@media (min-width:720px)');
    expect(blocksCss).toContain('@media (min-width:1024px)');
    // Balanced braces: the sheet is one well-formed stylesheet.
    expect(blocksCss.split('{').length).toBe(blocksCss.split('}').length);
  });
});

import { ANIMATION_IDS, FONT_PAIR_IDS, PALETTE_IDS } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { blocksCss } from './styles.ts';
import { ANIMATION_PRESETS, DEFAULT_THEME, FONT_PAIRS, PALETTES, SiteTheme, themeCss } from './theme.ts';

describe('site themes', () => {
  it('defines exactly the theme ids the contract accepts', () => {
    expect(PALETTES.map((p) => p.id)).toEqual([...PALETTE_IDS]);
    expect(FONT_PAIRS.map((f) => f.id)).toEqual([...FONT_PAIR_IDS]);
    expect(ANIMATION_PRESETS.map((a) => a.id)).toEqual([...ANIMATION_IDS]);
  });

  it('offers at least 6 palettes, 6 font pairs and 4 animation presets including none', () => {
    expect(PALETTES.length).toBeGreaterThanOrEqual(6);
    expect(FONT_PAIRS.length).toBeGreaterThanOrEqual(6);
    expect(ANIMATION_PRESETS.length).toBeGreaterThanOrEqual(4);
    expect(ANIMATION_PRESETS.map((a) => a.id)).toContain('none');
  });

  it('gives every font stack CJK fallbacks and no web-font download', () => {
    for (const pair of FONT_PAIRS) {
      for (const stack of [pair.heading, pair.body]) {
        expect(stack).toMatch(/PingFang SC|Songti SC/);
        expect(stack).toMatch(/Microsoft YaHei|SimSun/);
        expect(stack).toMatch(/Noto (Sans|Serif) CJK SC/);
      }
    }
    expect(blocksCss).not.toMatch(/@font-face|@import|url\(/);
  });

  it('emits every palette, font pair and preset as CSS variables', () => {
    for (const palette of PALETTES) {
      for (const font of FONT_PAIRS) {
        for (const animation of ANIMATION_PRESETS) {
          const css = themeCss({ palette: palette.id, fontPair: font.id, animation: animation.id });
          expect(css).toMatch(/^:root\{/);
          expect(css).toContain(`--sw-color-primary:${palette.colors.primary}`);
          expect(css).toContain('--sw-chart-6:');
          expect(css).toContain(`--sw-font-heading:${font.heading}`);
          expect(css).toContain(`--sw-animation:${animation.keyframes}`);
          expect(css).not.toMatch(/[<>]/);
        }
      }
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

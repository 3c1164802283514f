import { DEFAULT_THEME, WebsiteEditBody } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../i18n/catalog-check.ts';
import { brandThemeMessages } from './theme-i18n.ts';
import {
  customSwatches,
  fontFaceCss,
  fontOptions,
  previewStyle,
  sameTheme,
  themeOf,
  toThemeBody,
  withCustomColor,
  withFont,
} from './theme-options.ts';

describe('brand theme choices', () => {
  it('starts a custom palette from the colours shown and changes one colour at a time', () => {
    const sunset = { ...DEFAULT_THEME, palette: 'sunset' } as const;
    const custom = withCustomColor(sunset);
    expect(custom.palette).toBe('custom');
    expect(custom.customColors).toEqual({
      primary: '#c2410c',
      accent: '#7c3aed',
      background: '#fffaf5',
      text: '#2b1a12',
    });
    const red = withCustomColor(custom, 'primary', '#E11D48');
    expect(red.customColors?.primary).toBe('#e11d48');
    expect(red.customColors?.accent).toBe('#7c3aed');
    expect(previewStyle(red).button.background).toBe('#e11d48');
    expect(customSwatches(red)[0]).toBe('#e11d48');
    expect(WebsiteEditBody.safeParse(toThemeBody(3, red)).success).toBe(true);
    expect(sameTheme(red, custom)).toBe(false);
  });

  it('chooses a heading family apart from the body and hands it back to the font pair', () => {
    const playfair = withFont(DEFAULT_THEME, 'headingFont', 'playfair-display');
    expect(previewStyle(playfair).heading.fontFamily).toMatch(/^"Playfair Display"/);
    expect(previewStyle(playfair).box.fontFamily).toMatch(/^system-ui/);
    expect(fontFaceCss(playfair)).toContain('url(/_sw/fonts/playfair-display-latin-700-normal.woff2)');
    expect(fontFaceCss(playfair)).not.toContain('{--sw');
    const back = withFont(playfair, 'headingFont', undefined);
    expect(back).toEqual(DEFAULT_THEME);
    expect(fontFaceCss(back)).toBe('');
    expect(fontOptions.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps what a stored theme holds and drops what it cannot use', () => {
    expect(themeOf({ ...DEFAULT_THEME, palette: 'custom' })).toEqual(DEFAULT_THEME);
    expect(themeOf({ ...DEFAULT_THEME, headingFont: 'comic-sans' as never, bodyFont: 'lora' })).toEqual({
      ...DEFAULT_THEME,
      bodyFont: 'lora',
    });
  });

  it('has every text in English and Chinese', () => {
    expect(catalogProblems(brandThemeMessages.en, brandThemeMessages.zh)).toEqual([]);
  });
});

import type { WebsiteLanguage } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { addableLanguages, orderedLanguages, siteLanguageName } from './site-languages.ts';

const lang = (code: string, position: number, is_default = false): WebsiteLanguage => ({
  lang: code,
  is_default,
  position,
  menu_version: 1,
});

describe('siteLanguageName', () => {
  it('names a language in its own words, else by its code', () => {
    expect(siteLanguageName('de')).toBe('Deutsch');
    expect(siteLanguageName('xx')).toBe('xx');
  });

  it('names every language in Chinese in the Chinese interface: no English word is left there', () => {
    expect(siteLanguageName('en', 'zh')).toBe('英语');
    expect(siteLanguageName('de', 'zh')).toBe('德语');
    for (const language of addableLanguages([], 'zh'))
      expect(language.label).not.toMatch(/English|French|German/);
    expect(addableLanguages([], 'zh').find((l) => l.code === 'en')?.label).toBe('英语');
    expect(addableLanguages([], 'zh').find((l) => l.code === 'fr')?.label).toBe('法语 (Français)');
  });
});

describe('orderedLanguages', () => {
  it('puts the default first, then keeps the website order', () => {
    const list = [lang('fr', 2), lang('de', 1), lang('en', 3, true)];
    expect(orderedLanguages(list).map((l) => l.lang)).toEqual(['en', 'de', 'fr']);
    // The input is left as it was.
    expect(list[0]?.lang).toBe('fr');
  });
});

describe('addableLanguages', () => {
  it('offers only the languages not added yet', () => {
    const offered = addableLanguages([lang('en', 0, true), lang('de', 1)]);
    const codes = offered.map((l) => l.code);
    expect(codes).not.toContain('en');
    expect(codes).not.toContain('de');
    expect(codes).toContain('fr');
    expect(offered.find((l) => l.code === 'fr')?.label).toBe('Français (French)');
    expect(offered.find((l) => l.code === 'zh')?.label).toBe('简体中文 (Chinese (Simplified))');
  });

  it('offers nothing once every language is added', () => {
    const all = addableLanguages([]).map((l, i) => lang(l.code, i));
    expect(addableLanguages(all)).toEqual([]);
  });
});

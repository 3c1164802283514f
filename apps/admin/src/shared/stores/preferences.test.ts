import { describe, expect, it } from 'vitest';
import {
  acceptLanguage,
  deviceForWidth,
  htmlLang,
  parseLanguage,
  parseSidebarOpened,
  parseSize,
} from './preferences.ts';

describe('preferences from cookies', () => {
  it('defaults the language to en and accepts zh variants', () => {
    expect(parseLanguage(undefined)).toBe('en');
    expect(parseLanguage('fr')).toBe('en');
    expect(parseLanguage('zh')).toBe('zh');
    expect(parseLanguage('zh-CN')).toBe('zh');
  });

  it('defaults the size to middle (shown as medium)', () => {
    expect(parseSize(undefined)).toBe('middle');
    expect(parseSize('huge')).toBe('middle');
    expect(parseSize('medium')).toBe('middle');
    expect(parseSize('small')).toBe('small');
    expect(parseSize('large')).toBe('large');
  });

  it('reads the sidebar cookie as 1/0 with open as default', () => {
    expect(parseSidebarOpened(undefined)).toBe(true);
    expect(parseSidebarOpened('1')).toBe(true);
    expect(parseSidebarOpened('0')).toBe(false);
  });

  it('derives device, Accept-Language and html lang', () => {
    expect(deviceForWidth(1280)).toBe('desktop');
    expect(deviceForWidth(600)).toBe('mobile');
    expect(acceptLanguage('zh')).toBe('zh-CN');
    expect(acceptLanguage('en')).toBe('en');
    expect(htmlLang('zh')).toBe('zh-CN');
  });
});

import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { interpolate, translate } from './translate.ts';
import { zh } from './zh.ts';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    keysOf(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('i18n catalogues', () => {
  it('zh has exactly the keys of en', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
  });

  it('no message is empty', () => {
    for (const key of keysOf(zh)) expect(translate('zh', key as never).length).toBeGreaterThan(0);
    for (const key of keysOf(en)) expect(translate('en', key as never).length).toBeGreaterThan(0);
  });

  it('uses the spec’s Chinese relative-time texts', () => {
    expect(translate('zh', 'time.justNow')).toBe('刚刚');
    expect(translate('zh', 'time.minutesAgo', { n: 5 })).toBe('5分钟前');
    expect(translate('zh', 'time.hoursAgo', { n: 3 })).toBe('3小时前');
    expect(translate('zh', 'time.dayAgo')).toBe('1天前');
  });

  it('uses the spec’s Chinese page-list failure message (§8)', () => {
    expect(translate('zh', 'pages.loadFailed')).toBe('获取页面列表失败');
    expect(translate('en', 'pages.loadFailed')).toBe('The page list could not be loaded.');
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(en)) {
      expect(names(translate('zh', key as never)), key).toEqual(names(translate('en', key as never)));
    }
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('does not read inherited properties', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });
});

import { describe, expect, it } from 'vitest';
import { hasHan, pinyinSlug } from './pinyin-slug.ts';

describe('item addresses from titles', () => {
  it('spells Chinese titles in pinyin, a syllable per part', () => {
    expect(pinyinSlug('北京烤鸭')).toBe('bei-jing-kao-ya');
    expect(pinyinSlug('重庆火锅')).toBe('chong-qing-huo-guo');
    expect(pinyinSlug('绿色')).toBe('lu-se');
  });

  it('keeps the Latin words and digits of a mixed title and reads the rest as slugify does', () => {
    expect(pinyinSlug('iPhone 手机壳 2024')).toBe('iphone-shou-ji-ke-2024');
    expect(pinyinSlug('Café crème, 250 g')).toBe('cafe-creme-250-g');
    expect(pinyinSlug('')).toBe('');
    expect(hasHan('Oak chair')).toBe(false);
    expect(hasHan('橡木椅')).toBe(true);
  });
});

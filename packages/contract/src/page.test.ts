import { describe, expect, it } from 'vitest';
import { errors } from './errors.ts';
import { MenuTreeInput } from './menu.ts';
import { PageSetBody, PathSegment, SavePageElementBody } from './page.ts';

describe('PathSegment', () => {
  it('takes lowercase words joined by single hyphens, and the empty home address', () => {
    for (const ok of ['', 'about', 'about-us', 'a1-b2', ' trimmed '])
      expect(PathSegment.safeParse(ok).success).toBe(true);
    for (const bad of ['About', 'about_us', '-about', 'about-', 'a--b', 'a/b', 'x'.repeat(101)]) {
      expect(PathSegment.safeParse(bad).success).toBe(false);
    }
  });

  it('keeps language prefixes for the other languages’ addresses', () => {
    expect(PathSegment.safeParse('zh').success).toBe(false);
    expect(PathSegment.safeParse('zh-tw').success).toBe(false);
    expect(PathSegment.safeParse('zhao').success).toBe(true);
  });
});

describe('PageSetBody', () => {
  it('accepts only http(s) social images', () => {
    const base = { id: 1, version: 1 };
    expect(PageSetBody.safeParse({ ...base, social_image: '' }).success).toBe(true);
    expect(PageSetBody.safeParse({ ...base, social_image: 'https://x.test/a.png' }).success).toBe(true);
    expect(PageSetBody.safeParse({ ...base, social_image: 'javascript:alert(1)' }).success).toBe(false);
    expect(PageSetBody.safeParse({ ...base, social_image: 'ftp://x.test/a.png' }).success).toBe(false);
    // A file of the media library, as the image picker gives it; the site build makes it absolute.
    const file = `/files/${'a'.repeat(64)}.png`;
    expect(PageSetBody.safeParse({ ...base, social_image: file }).success).toBe(true);
    expect(PageSetBody.safeParse({ ...base, social_image: '/about.png' }).success).toBe(false);
  });
});

describe('nesting guards', () => {
  it('refuses absurdly deep menu trees and documents before parsing them recursively', () => {
    let tree: unknown[] = [];
    for (let i = 0; i < 50_000; i++) tree = [{ label: 'a', children: tree }];
    expect(MenuTreeInput.safeParse(tree).success).toBe(false);
    let blocks: unknown[] = [];
    for (let i = 0; i < 50_000; i++) blocks = [{ id: 'a', type: 'x', props: {}, slots: { s: blocks } }];
    const document = { version: 1, blocks };
    expect(SavePageElementBody.safeParse({ id: 1, version: 1, document }).success).toBe(false);
  });

  it('lets trees a little too deep through, so their problems can be named', () => {
    expect(
      MenuTreeInput.safeParse([
        { label: 'a', children: [{ label: 'b', children: [{ label: 'c', children: [{ label: 'd' }] }] }] },
      ]).success,
    ).toBe(true);
  });
});

describe('page and menu error codes', () => {
  it('uses the codes and messages the clients rely on', () => {
    expect(errors.PAGE_CONFLICT).toMatchObject({
      code: 1201,
      status: 409,
      zh: '该页面已被他人修改，请刷新后再编辑。',
    });
    expect(errors.MENU_TOO_DEEP).toMatchObject({
      code: 1202,
      status: 400,
      en: 'Menus can be at most three levels deep.',
      zh: '菜单最多三级',
    });
  });
});

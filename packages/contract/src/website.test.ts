import { describe, expect, it } from 'vitest';
import { Id } from './envelope.ts';
import { SiteSlug, WebsiteName } from './website.ts';

describe('Id', () => {
  it('takes a positive JSON number or plain digits from a query string', () => {
    expect(Id.parse(7)).toBe(7);
    expect(Id.parse('42')).toBe(42);
  });

  it('refuses anything looser', () => {
    for (const bad of [true, [1], '0x1', '1e0', ' 1', '01', '0', 0, -1, 1.5, '', null]) {
      expect(Id.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('SiteSlug', () => {
  it('lower-cases and accepts a plain label', () => {
    expect(SiteSlug.parse(' My-Shop ')).toBe('my-shop');
  });

  it('refuses reserved names, encoded labels and malformed ones', () => {
    for (const bad of [
      'www',
      'admin',
      'api',
      'xn--80ak6aa92e',
      'ab--c',
      '-abc',
      'abc-',
      'ab',
      'a_b',
      'a.b',
    ]) {
      expect(SiteSlug.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('WebsiteName', () => {
  it('needs at least one visible character', () => {
    expect(WebsiteName.parse('  Acme  ')).toBe('Acme');
    expect(WebsiteName.parse('新网站')).toBe('新网站');
    for (const bad of ['', '   ', '\u200b', '\u200b\u200d', '\t']) {
      expect(WebsiteName.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

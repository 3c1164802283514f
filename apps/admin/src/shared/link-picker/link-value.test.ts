import { describe, expect, it } from 'vitest';
import { anchorLink, anchorName, emailLink, parseLink, phoneLink, webLink } from './link-value.ts';

describe('a stored link read back', () => {
  it('tells pages, items, anchors, files, e-mails, phones and outside addresses apart', () => {
    expect(parseLink('')).toEqual({ kind: 'none' });
    expect(parseLink('/about')).toEqual({ kind: 'page', path: '/about', lang: null });
    expect(parseLink('/zh/about')).toEqual({ kind: 'page', path: '/zh/about', lang: 'zh' });
    expect(parseLink('/')).toEqual({ kind: 'page', path: '/', lang: null });
    expect(parseLink('/news/opening-hours')).toMatchObject({
      kind: 'item',
      collection: 'news',
      slug: 'opening-hours',
    });
    expect(parseLink('/de/products/rye-loaf')).toMatchObject({
      kind: 'item',
      collection: 'product',
      lang: 'de',
    });
    expect(parseLink('#menu')).toEqual({ kind: 'anchor', path: '', anchor: 'menu' });
    expect(parseLink('/about#team')).toEqual({ kind: 'anchor', path: '/about', anchor: 'team' });
    expect(parseLink(`/files/${'a'.repeat(64)}.pdf`).kind).toBe('file');
    expect(parseLink('mailto:a@b.co')).toEqual({ kind: 'email', address: 'a@b.co' });
    expect(parseLink('tel:+15550100')).toEqual({ kind: 'phone', number: '+15550100' });
    expect(parseLink('https://example.com/x')).toEqual({ kind: 'web', url: 'https://example.com/x' });
  });
});

describe('typed addresses become links', () => {
  it('checks e-mails, phones and web addresses, and never lets another scheme through', () => {
    expect(emailLink(' hello@bakery.example ')).toBe('mailto:hello@bakery.example');
    expect(emailLink('not an address')).toBeNull();
    expect(phoneLink('+1 (555) 010-0100')).toBe('tel:+15550100100');
    expect(phoneLink('call me')).toBeNull();
    expect(webLink('example.com/menu')).toBe('https://example.com/menu');
    expect(webLink('http://example.com')).toBe('http://example.com');
    expect(webLink('javascript:alert(1)')).toBeNull();
    expect(webLink('data:text/html,x')).toBeNull();
    expect(webLink('https://exa mple.com')).toBeNull();
  });

  it('names anchors as ids may be named, on this page or another', () => {
    expect(anchorName(' #Opening hours! ')).toBe('Opening-hours');
    expect(anchorLink('', 'menu')).toBe('#menu');
    expect(anchorLink('/about', 'team')).toBe('/about#team');
  });
});

import { SiteSlug } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { firstFreeSlug, numberedSlug, randomSlug, slugFromName } from './slug.ts';

describe('slugFromName', () => {
  it('folds accents, lower-cases and joins words with hyphens', () => {
    expect(slugFromName('Café Müller & Söhne')).toBe('cafe-muller-sohne');
    expect(slugFromName('  Straße 42!  ')).toBe('strasse-42');
    expect(slugFromName('Łódź Ørsted')).toBe('lodz-orsted');
  });

  it("never derives one of the service's reserved host names", () => {
    expect(slugFromName('Admin')).toBe('admin-site');
    expect(slugFromName('WWW')).toBe('www-site');
    expect(SiteSlug.safeParse(slugFromName('Admin')).success).toBe(true);
  });

  it('gives nothing for names without ASCII letters or too short to be a label', () => {
    expect(slugFromName('中文网站')).toBeUndefined();
    expect(slugFromName('2024')).toBeUndefined();
    expect(slugFromName('A')).toBeUndefined();
  });

  it('keeps the label within 40 characters without a trailing hyphen', () => {
    const slug = slugFromName(`${'a'.repeat(39)} b`);
    expect(slug).toBe('a'.repeat(39));
    expect(SiteSlug.safeParse(slugFromName('x'.repeat(80))).success).toBe(true);
  });
});

describe('numbered slugs', () => {
  it('appends -2, -3… and stays a valid label', () => {
    expect(numberedSlug('shop', 1)).toBe('shop');
    expect(numberedSlug('shop', 2)).toBe('shop-2');
    const long = numberedSlug('a'.repeat(40), 12);
    expect(long).toHaveLength(40);
    expect(long.endsWith('-12')).toBe(true);
    expect(firstFreeSlug('shop', new Set(['shop', 'shop-2']))).toBe('shop-3');
  });

  it('makes random labels the contract accepts', () => {
    const slug = randomSlug();
    expect(slug).toMatch(/^site-[a-z0-9]{6}$/);
    expect(SiteSlug.safeParse(slug).success).toBe(true);
  });
});

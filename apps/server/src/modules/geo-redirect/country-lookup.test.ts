import { COUNTRY_CODES } from '@sitewright/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCountryDatabase,
  countryDatabaseStats,
  loadCountryDatabase,
  lookupCountry,
} from './country-lookup.ts';

describe('country lookup on the shipped database', () => {
  beforeAll(async () => {
    await loadCountryDatabase();
  }, 30_000);

  it('answers the country of well-known IPv4 addresses', () => {
    expect(lookupCountry('8.8.8.8')).toBe('US');
    expect(lookupCountry('1.0.1.1')).toBe('CN');
    expect(lookupCountry('1.0.0.1')).toBe('AU');
    expect(lookupCountry('223.5.5.5')).toBe('CN');
    expect(lookupCountry('81.2.69.160')).toBe('GB');
  });

  it('answers IPv4-mapped IPv6 like plain IPv4', () => {
    expect(lookupCountry('::ffff:8.8.8.8')).toBe('US');
    expect(lookupCountry('::ffff:1.0.1.1')).toBe('CN');
    expect(lookupCountry('::ffff:0808:0808')).toBe('US');
  });

  it('answers IPv6 addresses', () => {
    expect(lookupCountry('2001:4860:4860::8888')).toBe('US');
    expect(lookupCountry('240e::1')).toBe('CN');
    expect(lookupCountry('2a00:1450:4001::1')).toBe('IE');
  });

  it('answers null for private, loopback and documentation space and for non-addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '192.168.1.1',
      '::1',
      'fe80::1',
      '2001:db8::1',
      '203.0.113.9',
      '::ffff:192.168.0.1',
      '',
      'example.com',
      '1.2.3',
    ]) {
      expect(lookupCountry(ip), ip).toBeNull();
    }
  });

  it('holds only ISO codes (plus the XK and AN codes the registries still use)', () => {
    const known = new Set<string>([...COUNTRY_CODES, 'XK', 'AN']);
    const seen = new Set<string>();
    for (let a = 1; a < 224; a++) {
      const country = lookupCountry(`${a}.${(a * 7) % 256}.0.1`);
      if (country) seen.add(country);
    }
    expect(seen.size).toBeGreaterThan(10);
    for (const code of seen) expect(known.has(code), code).toBe(true);
  });

  it('keeps the tables small', () => {
    expect(countryDatabaseStats).not.toBeNull();
    // A few hundred thousand ranges per family in typed arrays: single-digit megabytes.
    expect(countryDatabaseStats?.bytes).toBeLessThan(16_000_000);
  });
});

describe('buildCountryDatabase', () => {
  const db = () =>
    buildCountryDatabase(
      [
        '16777216,16777471,AU',
        '16777472,16778239,CN',
        '16778240,16779263,CN',
        '16779264,16779264,JP',
        '',
      ].join('\n'),
      ['2001:200::,2001:200:ffff:ffff:ffff:ffff:ffff:ffff,JP', '2001:201::,2001:201::5,KR', 'garbage'].join(
        '\n',
      ),
    );

  it('joins neighbouring ranges of one country and marks the gaps', () => {
    const built = db();
    // The gap before AU, AU, CN (two lines joined), JP, then the gap after it.
    expect([...built.v4Countries]).toEqual([0, 1, 2, 3, 0]);
    expect([...built.v4Starts]).toEqual([0, 16777216, 16777472, 16779264, 16779265]);
    // JP, then KR right after it, then the gap after KR's six addresses.
    expect([...built.v6Countries]).toEqual([0, 3, 4, 0]);
    expect(built.codes.slice(1)).toEqual(['AU', 'CN', 'JP', 'KR']);
  });
});

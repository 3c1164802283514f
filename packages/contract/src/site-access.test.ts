import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  GeoRuleInput,
  IP_V4,
  IP_V6,
  normalizeCidr,
  parseIpInto,
  SaveBlockIpsBody,
} from './site-access.ts';

describe('normalizeCidr', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9/32'],
    [' 203.0.113.9 ', '203.0.113.9/32'],
    ['203.0.113.77/24', '203.0.113.0/24'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['10.1.2.3/8', '10.0.0.0/8'],
    ['255.255.255.255', '255.255.255.255/32'],
    ['2001:DB8::1', '2001:db8::1/128'],
    ['2001:db8:0:0:0:0:0:1', '2001:db8::1/128'],
    ['2001:db8:abcd:12::/32', '2001:db8::/32'],
    ['::1', '::1/128'],
    ['::', '::/128'],
    ['::/0', '::/0'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1/128'],
    ['1:0:0:2:0:0:0:3', '1:0:0:2::3/128'],
    ['fe80:0:0:0:1:0:0:0', 'fe80::1:0:0:0/128'],
    ['::ffff:203.0.113.9', '203.0.113.9/32'],
    ['::FFFF:cb00:7109', '203.0.113.9/32'],
    ['::ffff:203.0.113.9/120', '203.0.113.0/24'],
    ['::ffff:0:0/96', '0.0.0.0/0'],
    ['::ffff:1.2.3.4/80', '::/80'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCidr(input)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/-1',
    '1.2.3.4/08',
    '1.2.3.4/',
    '2001:db8::/129',
    '2001:db8:::1',
    '2001:db8::1::2',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8::',
    '12345::',
    ':1::',
    '1::2:',
    'fe80::1%eth0',
    '::ffff:1.2.3.256',
    'g::1',
  ])('refuses %j', (input) => {
    expect(normalizeCidr(input)).toBeNull();
  });
});

describe('parseIpInto', () => {
  it('reads IPv4 as its mapped form and tells the two apart', () => {
    const a = new Uint16Array(8);
    const b = new Uint16Array(8);
    expect(parseIpInto('203.0.113.9', a)).toBe(IP_V4);
    expect(parseIpInto('::ffff:203.0.113.9', b)).toBe(IP_V6);
    expect([...a]).toEqual([...b]);
  });

  it('ignores a zone only when asked', () => {
    const out = new Uint16Array(8);
    expect(parseIpInto('fe80::1%eth0', out)).toBe(0);
    expect(parseIpInto('fe80::1%eth0', out, true)).toBe(IP_V6);
    expect([...out]).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
  });
});

describe('block list bodies', () => {
  it('normalises every address of a list', () => {
    const body = SaveBlockIpsBody.parse({
      website_id: '3',
      ips: [{ cidr: '198.51.100.7' }, { cidr: '2001:DB8::/32', note: ' office ' }],
    });
    expect(body.ips).toEqual([
      { cidr: '198.51.100.7/32', note: '' },
      { cidr: '2001:db8::/32', note: 'office' },
    ]);
  });
});

describe('geo rule input', () => {
  it('has the 249 assigned country codes', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
  });

  it('upper-cases countries, drops repeats and keeps http(s) URLs', () => {
    expect(
      GeoRuleInput.parse({
        countries: ['de', 'AT', 'de'],
        target_kind: 'url',
        target: 'https://Example.COM',
      }),
    ).toEqual({
      countries: ['DE', 'AT'],
      target_kind: 'url',
      target: 'https://example.com/',
      mode: 'redirect',
    });
  });

  it.each([
    { countries: ['XX'], target_kind: 'lang', target: 'de' },
    { countries: ['EU'], target_kind: 'lang', target: 'de' },
    { countries: [], target_kind: 'lang', target: 'de' },
    { countries: ['DE'], target_kind: 'lang', target: 'xx' },
    { countries: ['DE'], target_kind: 'url', target: 'javascript:alert(1)' },
    { countries: ['DE'], target_kind: 'url', target: 'ftp://example.com/' },
    { countries: ['DE'], target_kind: 'url', target: '/de/' },
    { countries: ['DE'], target_kind: 'url', target: 'https://user:pw@example.com/' },
    { countries: ['DE'], target_kind: 'url', target: 'https://example.com/', mode: 'force' },
  ])('refuses %j', (rule) => {
    expect(GeoRuleInput.safeParse(rule).success).toBe(false);
  });
});

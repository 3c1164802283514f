import { describe, expect, it } from 'vitest';
import { compileIpBlockList } from './ip-matcher.ts';

describe('compileIpBlockList', () => {
  it('blocks nothing with an empty list', () => {
    const blocked = compileIpBlockList([]);
    expect(blocked('203.0.113.9')).toBe(false);
    expect(blocked('::1')).toBe(false);
  });

  it('blocks a single IPv4 address, plain and IPv4-mapped', () => {
    const blocked = compileIpBlockList(['203.0.113.9/32']);
    expect(blocked('203.0.113.9')).toBe(true);
    expect(blocked('::ffff:203.0.113.9')).toBe(true);
    expect(blocked('::FFFF:203.0.113.9')).toBe(true);
    expect(blocked('::ffff:cb00:7109')).toBe(true);
    expect(blocked('0:0:0:0:0:ffff:cb00:7109')).toBe(true);
    expect(blocked('203.0.113.8')).toBe(false);
    expect(blocked('203.0.113.10')).toBe(false);
    expect(blocked('::ffff:203.0.113.10')).toBe(false);
    // IPv4-compatible (deprecated) and NAT64 forms are other addresses.
    expect(blocked('::203.0.113.9')).toBe(false);
    expect(blocked('64:ff9b::203.0.113.9')).toBe(false);
  });

  it('accepts an address without a prefix as a single address', () => {
    const blocked = compileIpBlockList(['198.51.100.7', '2001:db8::7']);
    expect(blocked('198.51.100.7')).toBe(true);
    expect(blocked('198.51.100.6')).toBe(false);
    expect(blocked('2001:db8::7')).toBe(true);
    expect(blocked('2001:db8::8')).toBe(false);
  });

  it('lets an IPv4-mapped rule block the plain IPv4 address', () => {
    const blocked = compileIpBlockList(['::ffff:198.51.100.0/120']);
    expect(blocked('198.51.100.1')).toBe(true);
    expect(blocked('198.51.100.255')).toBe(true);
    expect(blocked('198.51.101.0')).toBe(false);
    expect(blocked('::ffff:198.51.100.200')).toBe(true);
  });

  it('blocks IPv4 ranges up to their edges', () => {
    const blocked = compileIpBlockList(['10.0.0.0/8', '192.168.1.128/25']);
    expect(blocked('10.0.0.0')).toBe(true);
    expect(blocked('10.255.255.255')).toBe(true);
    expect(blocked('9.255.255.255')).toBe(false);
    expect(blocked('11.0.0.0')).toBe(false);
    expect(blocked('192.168.1.127')).toBe(false);
    expect(blocked('192.168.1.128')).toBe(true);
    expect(blocked('192.168.1.255')).toBe(true);
    expect(blocked('::ffff:10.20.30.40')).toBe(true);
  });

  it('uses the network of a range written with host bits', () => {
    const blocked = compileIpBlockList(['203.0.113.77/24']);
    expect(blocked('203.0.113.0')).toBe(true);
    expect(blocked('203.0.113.255')).toBe(true);
    expect(blocked('203.0.114.0')).toBe(false);
  });

  it('handles /0 for both families', () => {
    const v4 = compileIpBlockList(['0.0.0.0/0']);
    expect(v4('0.0.0.0')).toBe(true);
    expect(v4('255.255.255.255')).toBe(true);
    expect(v4('::ffff:8.8.8.8')).toBe(true);
    expect(v4('2001:db8::1')).toBe(false);
    expect(v4('::1')).toBe(false);

    const v6 = compileIpBlockList(['::/0']);
    expect(v6('2001:db8::1')).toBe(true);
    expect(v6('::')).toBe(true);
    expect(v6('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')).toBe(true);
    // The whole IPv6 space includes the mapped IPv4 space.
    expect(v6('8.8.8.8')).toBe(true);
  });

  it('blocks /128 and loopback exactly', () => {
    const blocked = compileIpBlockList(['::1/128', '2001:db8:0:0:0:0:0:ff/128']);
    expect(blocked('::1')).toBe(true);
    expect(blocked('0:0:0:0:0:0:0:1')).toBe(true);
    expect(blocked('::2')).toBe(false);
    expect(blocked('::')).toBe(false);
    expect(blocked('2001:db8::ff')).toBe(true);
    expect(blocked('2001:DB8::FF')).toBe(true);
    expect(blocked('2001:db8::fe')).toBe(false);
    expect(blocked('127.0.0.1')).toBe(false);
  });

  it('blocks IPv6 ranges in compressed and full spellings', () => {
    const blocked = compileIpBlockList(['2001:db8::/32', 'fe80::/10']);
    expect(blocked('2001:db8::')).toBe(true);
    expect(blocked('2001:0db8:ffff:ffff:ffff:ffff:ffff:ffff')).toBe(true);
    expect(blocked('2001:db9::')).toBe(false);
    expect(blocked('2001:db7:ffff:ffff:ffff:ffff:ffff:ffff')).toBe(false);
    expect(blocked('fe80::1')).toBe(true);
    expect(blocked('febf:ffff::1')).toBe(true);
    expect(blocked('fec0::1')).toBe(false);
    // Node reports link-local peers with their zone.
    expect(blocked('fe80::1%eth0')).toBe(true);
  });

  it('joins overlapping and nested ranges', () => {
    const blocked = compileIpBlockList([
      '10.0.0.0/24',
      '10.0.0.128/25',
      '10.0.1.0/24',
      '10.0.0.5/32',
      '2001:db8::/48',
      '2001:db8:0:1::/64',
      '2001:db8:1::/48',
    ]);
    expect(blocked('10.0.0.200')).toBe(true);
    expect(blocked('10.0.1.255')).toBe(true);
    expect(blocked('10.0.2.0')).toBe(false);
    expect(blocked('2001:db8:0:ffff::1')).toBe(true);
    expect(blocked('2001:db8:1:ffff::1')).toBe(true);
    expect(blocked('2001:db8:2::')).toBe(false);
  });

  it('finds the right range among many', () => {
    const rules: string[] = [];
    for (let i = 0; i < 500; i++)
      rules.push(`10.${i >> 2}.${(i & 3) * 64}.0/26`, `2001:db8:${i.toString(16)}::/48`);
    // Only every other /26 and /48 is listed below, so the gaps must stay open.
    const blocked = compileIpBlockList(rules.filter((_, i) => i % 4 < 2));
    expect(blocked('10.0.0.1')).toBe(true);
    expect(blocked('10.0.64.1')).toBe(false);
    expect(blocked('10.0.128.63')).toBe(true);
    expect(blocked('2001:db8:0::9')).toBe(true);
    expect(blocked('2001:db8:1::9')).toBe(false);
    expect(blocked('2001:db8:2::9')).toBe(true);
  });

  it('answers false for anything that is not an address, and skips such rules', () => {
    const blocked = compileIpBlockList(['not an ip', '1.2.3.4/40', '', '0.0.0.0/0']);
    for (const input of [
      '',
      'localhost',
      '1.2.3',
      '1.2.3.4.5',
      '256.0.0.1',
      ':::',
      '1::2::3',
      'g::1',
      '1.2.3.4/32',
    ]) {
      expect(blocked(input), input).toBe(false);
    }
    expect(blocked('1.2.3.4')).toBe(true);
    expect(compileIpBlockList(['not an ip', '1.2.3.4/40'])('1.2.3.4')).toBe(false);
  });
});

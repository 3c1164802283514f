import { describe, expect, it } from 'vitest';
import { checkRedirectRule, checkTarget, isSafeLocation, isSafeRegex, regexGroupCount } from './redirect.ts';

describe('redirect rule checks', () => {
  it('accepts site paths and refuses hosts, schemes and queries as sources', () => {
    const rule = (source: string) => checkRedirectRule({ source, match_kind: 'exact', target: '/new' });
    expect(rule('/old')).toBeNull();
    expect(rule('/old/page.html')).toBeNull();
    expect(rule('old')).toBe('REDIRECT_SOURCE_INVALID');
    expect(rule('//evil.com/x')).toBe('REDIRECT_SOURCE_INVALID');
    expect(rule('https://example.com/old')).toBe('REDIRECT_SOURCE_INVALID');
    expect(rule('/old?x=1')).toBe('REDIRECT_SOURCE_INVALID');
    expect(rule('/old path')).toBe('REDIRECT_SOURCE_INVALID');
  });

  it('allows only site paths and http(s) addresses as targets', () => {
    expect(isSafeLocation('/new')).toBe(true);
    expect(isSafeLocation('https://example.com/x?y=1')).toBe(true);
    expect(isSafeLocation('HTTP://example.com')).toBe(true);
    expect(isSafeLocation('//evil.com')).toBe(false);
    expect(isSafeLocation('/\\evil.com')).toBe(false);
    expect(isSafeLocation('javascript:alert(1)')).toBe(false);
    expect(isSafeLocation('JavaScript:alert(1)')).toBe(false);
    expect(isSafeLocation('data:text/html,x')).toBe(false);
    expect(isSafeLocation('new')).toBe(false);
    expect(isSafeLocation('https://good.com@evil.com/')).toBe(false);
    expect(isSafeLocation('/a\r\nSet-Cookie: x')).toBe(false);
  });

  it('counts groups and refuses captures the expression does not have', () => {
    expect(regexGroupCount('/a/(\\d+)/(?<slug>[^/]+)')).toBe(2);
    expect(regexGroupCount('/a/(?:x|y)')).toBe(0);
    const regex = (source: string, target: string) =>
      checkRedirectRule({ source, match_kind: 'regex', target });
    expect(regex('/blog/(\\d+)', '/news/$1')).toBeNull();
    expect(regex('/blog/(\\d+)', '/news/$2')).toBe('REDIRECT_REGEX_INVALID');
    expect(regex('^/blog/(.*)', '/news/$1')).toBeNull();
    expect(regex('/blog/([', '/news')).toBe('REDIRECT_REGEX_INVALID');
    expect(regex('blog/(.*)', '/news')).toBe('REDIRECT_SOURCE_INVALID');
    expect(regex(`/${'a'.repeat(200)}`, '/news')).toBe('REDIRECT_REGEX_INVALID');
    expect(checkTarget('https://$1.example.com/', 1)).toBe('REDIRECT_TARGET_INVALID');
    expect(checkTarget('https://example.com/$1', 1)).toBeNull();
  });

  it('refuses regular expressions prone to catastrophic backtracking', () => {
    for (const unsafe of [
      '/(a+)+',
      '/(a*)*b',
      '/(a|ab)*',
      '/((ab)*c)+',
      '/(\\d+)(\\d+)',
      '/.*.*',
      '/(.*)\\1',
      '/(?<x>a)\\k<x>',
      '/(\\w+)/(\\w+)/(\\w+)/(\\w+)',
      '/([a-z]+){2,}',
    ]) {
      expect(isSafeRegex(unsafe), unsafe).toBe(false);
    }
    for (const safe of [
      '/blog/(\\d+)/(.*)',
      '/(?:en|de)/old/([^/]+)',
      '/(ab)+',
      '/p/(\\d{1,4})',
      '/x/(a+)?',
      '/[+*]+/y',
      '/(?<slug>[a-z-]+)\\.html',
    ]) {
      expect(isSafeRegex(safe), safe).toBe(true);
    }
  });
});

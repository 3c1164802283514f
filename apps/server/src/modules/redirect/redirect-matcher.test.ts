import { describe, expect, it } from 'vitest';
import { findChainProblems } from './redirect-chain.ts';
import {
  compileRedirects,
  type MatchableRule,
  REDIRECT_REGEX_PATH_MAX,
  withQuery,
} from './redirect-matcher.ts';

let nextId = 1;
const rule = (
  matchKind: MatchableRule['matchKind'],
  source: string,
  target: string,
  statusCode = 301,
): MatchableRule => ({ id: nextId++, matchKind, source, target, statusCode });

describe('compileRedirects', () => {
  it('answers exact rules only for the very path', () => {
    const about = rule('exact', '/about-us', '/about', 302);
    const match = compileRedirects([about]);
    expect(match('/about-us')).toEqual({ ruleId: about.id, location: '/about', status: 302 });
    expect(match('/about-us/')).toBeNull();
    expect(match('/about-usx')).toBeNull();
    expect(match('/')).toBeNull();
  });

  it('matches whatever the letter case only the rules that ask for it, case-sensitive ones first', () => {
    const folded = { ...rule('exact', '/Menu', '/menu-2026'), ignoreCase: true };
    const exactCase = rule('exact', '/MENU', '/shouting');
    const prefix = { ...rule('prefix', '/Shop', '/store'), ignoreCase: true };
    const regex = { ...rule('regex', '/p-(\\d+)', '/product/$1'), ignoreCase: true };
    const match = compileRedirects([folded, exactCase, prefix, regex]);
    expect(match('/menu')).toMatchObject({ ruleId: folded.id, location: '/menu-2026' });
    expect(match('/MeNu')).toMatchObject({ ruleId: folded.id });
    expect(match('/MENU')).toMatchObject({ ruleId: exactCase.id });
    expect(match('/SHOP/Hats')).toMatchObject({ location: '/store/Hats' });
    expect(match('/P-12')).toMatchObject({ location: '/product/12' });
    expect(compileRedirects([rule('exact', '/Menu', '/x')])('/menu')).toBeNull();
  });

  it('matches prefixes on whole segments, longest first, keeping the rest of the path', () => {
    const blog = rule('prefix', '/blog', '/news');
    const archive = rule('prefix', '/blog/archive', 'https://archive.example.com/old/');
    const match = compileRedirects([blog, archive]);
    expect(match('/blog')).toMatchObject({ ruleId: blog.id, location: '/news' });
    expect(match('/blog/2024/hello')).toMatchObject({ ruleId: blog.id, location: '/news/2024/hello' });
    expect(match('/blog/')).toMatchObject({ location: '/news/' });
    expect(match('/blog/archive/x')).toMatchObject({
      ruleId: archive.id,
      location: 'https://archive.example.com/old/x',
    });
    expect(match('/blogger')).toBeNull();
    expect(match('/other/blog')).toBeNull();
  });

  it('tries exact rules before prefixes and prefixes before regular expressions', () => {
    const exact = rule('exact', '/shop/sale', '/sale');
    const prefix = rule('prefix', '/shop', '/store');
    const regex = rule('regex', '/shop/(.*)', '/market/$1');
    const match = compileRedirects([regex, prefix, exact]);
    expect(match('/shop/sale')?.ruleId).toBe(exact.id);
    expect(match('/shop/hats')?.ruleId).toBe(prefix.id);
  });

  it('fills regular-expression captures into the target and matches the whole path', () => {
    const post = rule('regex', '/blog/(\\d{4})/(\\d+)-([a-z-]+)', '/news/$1/$3?id=$2');
    const match = compileRedirects([post]);
    expect(match('/blog/2024/17-hello-world')).toEqual({
      ruleId: post.id,
      location: '/news/2024/hello-world?id=17',
      status: 301,
    });
    expect(match('/x/blog/2024/17-a')).toBeNull();
    expect(match('/blog/2024/17-a/more')).toBeNull();
    expect(match(`/blog/2024/1-${'a'.repeat(REDIRECT_REGEX_PATH_MAX)}`)).toBeNull();
  });

  it('tries regular expressions in list order', () => {
    const first = rule('regex', '/p/(\\d+)', '/product/$1');
    const second = rule('regex', '/p/(.+)', '/search/$1');
    const match = compileRedirects([first, second]);
    expect(match('/p/12')?.location).toBe('/product/12');
    expect(match('/p/hat')?.location).toBe('/search/hat');
  });

  it('never answers a location that leaves the site through a crafted path', () => {
    const catchAll = rule('regex', '/go(/.*)', '$1');
    const prefix = rule('prefix', '/old', '/');
    const match = compileRedirects([rule('regex', '/go(/.*)', '/$1'), prefix, catchAll]);
    expect(match('/go//evil.com')).toBeNull();
    expect(match('/old//evil.com')).toBeNull();
    expect(match('/old/fine')?.location).toBe('/fine');
  });

  it('compares sources in the percent-encoded form browsers send', () => {
    const match = compileRedirects([rule('exact', '/über', '/about')]);
    expect(match('/%C3%BCber')?.location).toBe('/about');
  });

  it('carries the query string over', () => {
    expect(withQuery('/news', '')).toBe('/news');
    expect(withQuery('/news', 'a=1')).toBe('/news?a=1');
    expect(withQuery('/news?id=2', 'a=1')).toBe('/news?id=2&a=1');
    expect(withQuery('/news#top', 'a=1')).toBe('/news?a=1#top');
  });

  it('stays fast with many rules', () => {
    const rules = Array.from({ length: 5000 }, (_, i) =>
      rule(i % 2 ? 'exact' : 'prefix', `/section-${i}/page`, `/new/${i}`),
    );
    const match = compileRedirects(rules);
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) match(`/section-${i % 6000}/page/deeper/still`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('findChainProblems', () => {
  it('finds A → B → A as a loop', () => {
    const a = rule('exact', '/a', '/b');
    const b = rule('exact', '/b', '/a');
    const problems = findChainProblems([a, b]);
    expect(problems.map((p) => p.kind)).toEqual(['loop', 'loop']);
    expect(problems[0]?.paths).toEqual(['/a', '/b', '/a']);
  });

  it('finds a rule that sends a path back to itself, query string or not', () => {
    expect(findChainProblems([rule('exact', '/a', '/a?x=1')])[0]?.kind).toBe('loop');
    expect(findChainProblems([rule('prefix', '/a', '/a/b')])[0]?.kind).toBe('loop');
    expect(findChainProblems([rule('regex', '/a/(.*)', '/a/b/$1')])[0]?.kind).toBe('loop');
  });

  it('accepts three redirects in a row and refuses four', () => {
    const three = [rule('exact', '/1', '/2'), rule('exact', '/2', '/3'), rule('exact', '/3', '/4')];
    expect(findChainProblems(three)).toEqual([]);
    const four = [...three, rule('prefix', '/4', '/5')];
    const problems = findChainProblems(four);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind: 'too_long', paths: ['/1', '/2', '/3', '/4', '/5'] });
  });

  it('follows a regular-expression target with a sample capture', () => {
    const regex = rule('regex', '/old/(\\w+)', '/mid/$1');
    const mid = rule('prefix', '/mid', '/old');
    expect(findChainProblems([regex, mid]).some((p) => p.kind === 'loop')).toBe(true);
  });

  it('ends a visit at an address on another site', () => {
    expect(findChainProblems([rule('prefix', '/', 'https://example.com/')])).toEqual([]);
  });
});

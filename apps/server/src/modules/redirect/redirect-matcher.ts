import { compileRedirectRegex, isSafeLocation } from '@sitewright/contract';
import type { redirectRules } from '../../db/schema.ts';

export type RedirectRuleRow = typeof redirectRules.$inferSelect;

/** What the matcher needs of a rule (a stored row, or a rule about to be saved). */
export type MatchableRule = Pick<RedirectRuleRow, 'id' | 'source' | 'matchKind' | 'target' | 'statusCode'> &
  Partial<Pick<RedirectRuleRow, 'ignoreCase'>>;

export interface RedirectMatch {
  ruleId: number;
  /** The Location to send, without the visitor's query string (see `withQuery`). */
  location: string;
  status: 301 | 302;
}

export type RedirectMatcher = (path: string) => RedirectMatch | null;

/**
 * Regular expressions are only tried on paths up to this length: together with the static check
 * of the patterns (see `isSafeRegex`) it bounds the time one request can spend in them.
 */
export const REDIRECT_REGEX_PATH_MAX = 1024;

/**
 * Sources are compared in the percent-encoded form browsers send, so '/über' typed by an operator
 * matches a request for '/%C3%BCber'. Sources that are not valid encodings are used as typed.
 */
function encodedPath(source: string): string {
  try {
    return encodeURI(decodeURI(source));
  } catch {
    return source;
  }
}

/** Appends the rest of a path after a prefix to the target, with exactly one '/' at the seam. */
function joinRest(target: string, rest: string): string {
  if (rest === '') return target;
  const targetSlash = target.endsWith('/');
  const restSlash = rest.startsWith('/');
  if (targetSlash && restSlash) return target + rest.slice(1);
  if (!targetSlash && !restSlash) return `${target}/${rest}`;
  return target + rest;
}

interface CompiledRule {
  id: number;
  target: string;
  status: 301 | 302;
}

/**
 * Builds the per-request matcher of one website's rules. The caller passes the request's path as
 * received (percent-encoded, without the query string) and appends the visitor's query to the
 * answered location itself (`withQuery`).
 *
 * Order: exact sources (one Map lookup), then prefix sources longest first, then regular
 * expressions in list order. A prefix matches whole path segments: '/old' matches '/old' and
 * '/old/x' but not '/older'; the rest of the path is kept ('/old/x' → '<target>/x'). A regular
 * expression must match the whole path; `$1`..`$9` in its target are its captures. A location that
 * would leave the site through a crafted path ('//host') is never answered.
 *
 * A rule marked `ignoreCase` matches whatever the letter case of the path ('/About', '/ABOUT'):
 * exact and prefix sources are also looked up folded to lower case (after the case-sensitive
 * rules, and only when the website has such rules), regular expressions run with the `i` flag.
 */
export function compileRedirects(rules: readonly MatchableRule[]): RedirectMatcher {
  const exact = new Map<string, CompiledRule>();
  const prefixes = new Map<string, CompiledRule>();
  const foldedExact = new Map<string, CompiledRule>();
  const foldedPrefixes = new Map<string, CompiledRule>();
  const regexes: { regex: RegExp; rule: CompiledRule }[] = [];
  for (const row of rules) {
    const rule: CompiledRule = { id: row.id, target: row.target, status: row.statusCode === 302 ? 302 : 301 };
    if (row.matchKind === 'exact' || row.matchKind === 'prefix') {
      const into =
        row.matchKind === 'exact'
          ? row.ignoreCase
            ? foldedExact
            : exact
          : row.ignoreCase
            ? foldedPrefixes
            : prefixes;
      const key = row.ignoreCase ? encodedPath(row.source).toLowerCase() : encodedPath(row.source);
      if (!into.has(key)) into.set(key, rule);
    } else {
      try {
        regexes.push({ regex: compileRedirectRegex(row.source, row.ignoreCase === true), rule });
      } catch {
        // Refused when saved; a pattern that no longer compiles simply never matches.
      }
    }
  }

  const answer = (rule: CompiledRule, location: string): RedirectMatch | null =>
    isSafeLocation(location) ? { ruleId: rule.id, location, status: rule.status } : null;

  const prefixOf =
    foldedPrefixes.size === 0
      ? (key: string) => prefixes.get(key)
      : (key: string) => prefixes.get(key) ?? foldedPrefixes.get(key.toLowerCase());
  const hasPrefixes = prefixes.size > 0 || foldedPrefixes.size > 0;

  const matchPrefix = (path: string): RedirectMatch | null => {
    // Candidates from the longest down: the whole path, then each ancestor with and without its
    // trailing '/'. That is a few Map lookups per request however many prefixes there are.
    const whole = prefixOf(path);
    if (whole) {
      const found = answer(whole, whole.target);
      if (found) return found;
    }
    for (let slash = path.lastIndexOf('/'); slash >= 0; slash = path.lastIndexOf('/', slash - 1)) {
      for (const end of [slash + 1, slash]) {
        if (end === 0 || end === path.length) continue;
        const rule = prefixOf(path.slice(0, end));
        if (!rule) continue;
        const found = answer(rule, joinRest(rule.target, path.slice(end)));
        if (found) return found;
      }
      if (slash === 0) break;
    }
    return null;
  };

  return (path) => {
    const hit = exact.get(path) ?? (foldedExact.size === 0 ? undefined : foldedExact.get(path.toLowerCase()));
    if (hit) {
      const found = answer(hit, hit.target);
      if (found) return found;
    }
    if (hasPrefixes) {
      const found = matchPrefix(path);
      if (found) return found;
    }
    if (regexes.length === 0 || path.length > REDIRECT_REGEX_PATH_MAX) return null;
    for (const { regex, rule } of regexes) {
      const m = regex.exec(path);
      if (!m) continue;
      const location = rule.target.replace(/\$([1-9])/g, (_, n: string) => m[Number(n)] ?? '');
      const found = answer(rule, location);
      if (found) return found;
    }
    return null;
  };
}

/** The location with the visitor's query string (without its '?') carried over. */
export function withQuery(location: string, query: string): string {
  if (query === '') return location;
  const hash = location.indexOf('#');
  const base = hash < 0 ? location : location.slice(0, hash);
  const fragment = hash < 0 ? '' : location.slice(hash);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

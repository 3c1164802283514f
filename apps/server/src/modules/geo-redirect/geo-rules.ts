import { type Lang, SITE_LANGUAGES } from '@sitewright/contract';

/**
 * Geo-redirect rules: what a visitor from a country gets on a website.
 *
 * How rules apply (the site server calls the compiled function on every request):
 * - Rules are tried in position order; the FIRST rule that lists the visitor's country decides,
 *   and no later rule is looked at for that visitor.
 * - A visitor already on that rule's target gets nothing: for a language target, any page of that
 *   language version; for a URL on one of the website's own hosts, that URL's path (a trailing
 *   slash and the query string do not matter). A URL on another host is always a target elsewhere.
 * - 'redirect' answers a 302 to the target; 'suggest' answers a banner offer instead.
 * - A visitor whose country is unknown (private address, not in the database) gets nothing, and a
 *   rule whose language was removed from the website since it was saved is skipped.
 *
 * What saving refuses (checkGeoRules), in this order:
 * 1. GEO_TARGET_LANGUAGE_UNKNOWN: a language target that is not one of the website's languages.
 * 2. A country listed in more than one rule. Only the first would ever apply; and read as "each
 *    rule applies", rules sending one country to different places would send those visitors back
 *    and forth. When the rules differ in target and one of them forces a redirect this is
 *    GEO_RULES_LOOP, otherwise GEO_COUNTRY_REPEATED.
 * 3. GEO_RULES_LOOP: the place a forced redirect lands on (a language home, or the path of a URL on
 *    the website's own hosts) must not redirect that visitor again. With rules 1-2 in force this
 *    holds by construction; it is checked by running the compiled rules, so any later change to how
 *    rules apply cannot bring loops back unnoticed.
 * Loops through other websites (a URL on another host whose own rules send visitors back) cannot be
 * seen from here and are not refused.
 */

export interface GeoRuleSpec {
  countries: readonly string[];
  targetKind: 'url' | 'lang';
  target: string;
  mode: 'redirect' | 'suggest';
}

export interface GeoSite {
  /** The website's language codes; `defaultLanguage` is served at `/`, the others at `/<lang>/`. */
  languages: readonly string[];
  defaultLanguage: string;
  /** Host names the website answers on (lower case), so that URL targets on them are seen as on-site. */
  hosts?: readonly string[];
}

export interface GeoVisitor {
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
  /** The request path (a query string is ignored). */
  path: string;
  /** The language version the requested page belongs to. */
  lang: string;
}

export type GeoDecision =
  | null
  | { kind: 'redirect'; location: string; status: 302 }
  | { kind: 'suggest'; location: string; label: string };

interface CompiledRule {
  index: number;
  mode: 'redirect' | 'suggest';
  location: string;
  label: string;
  /** For a language target: the language. */
  lang: string | null;
  /** For a URL on the website's own hosts: its path without a trailing slash ('/' for the root). */
  sitePath: string | null;
}

/** Where a language version starts. */
export function languageHome(lang: string, site: GeoSite): string {
  return lang === site.defaultLanguage ? '/' : `/${lang}/`;
}

/** The language version a path on the website belongs to. */
export function languageOfPath(path: string, site: GeoSite): string {
  const end = path.indexOf('/', 1);
  const first = path.slice(1, end < 0 ? path.length : end);
  return first !== site.defaultLanguage && site.languages.includes(first) ? first : site.defaultLanguage;
}

function trimPath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Whether a request path equals a trimmed path, ignoring a query string and a trailing slash. */
function samePath(requestPath: string, trimmed: string): boolean {
  let length = requestPath.length;
  const query = requestPath.indexOf('?');
  if (query >= 0) length = query;
  if (length === 0) return trimmed === '/';
  if (length > 1 && requestPath.charCodeAt(length - 1) === 47) length--;
  return length === trimmed.length && requestPath.startsWith(trimmed);
}

const LANGUAGE_LABELS: ReadonlyMap<string, string> = new Map(SITE_LANGUAGES.map((l) => [l.code, l.native]));

function compileRule(rule: GeoRuleSpec, index: number, site: GeoSite): CompiledRule | null {
  if (rule.targetKind === 'lang') {
    if (!site.languages.includes(rule.target)) return null;
    return {
      index,
      mode: rule.mode,
      location: languageHome(rule.target, site),
      label: LANGUAGE_LABELS.get(rule.target) ?? rule.target,
      lang: rule.target,
      sitePath: null,
    };
  }
  let url: URL;
  try {
    url = new URL(rule.target);
  } catch {
    return null;
  }
  const onSite = (site.hosts ?? []).some((host) => host.toLowerCase() === url.hostname);
  return {
    index,
    mode: rule.mode,
    location: url.href,
    label: url.pathname === '/' ? url.host : `${url.host}${url.pathname}`,
    lang: null,
    sitePath: onSite ? trimPath(url.pathname) : null,
  };
}

/** The deciding rule of each country: the first one listing it. */
function firstRuleByCountry(rules: readonly GeoRuleSpec[], site: GeoSite): Map<string, CompiledRule | null> {
  const byCountry = new Map<string, CompiledRule | null>();
  rules.forEach((rule, index) => {
    const compiled = compileRule(rule, index, site);
    for (const country of rule.countries) if (!byCountry.has(country)) byCountry.set(country, compiled);
  });
  return byCountry;
}

/**
 * The per-request decision for one website's rules (in position order). Compile once per change
 * of the rules or the website's languages and hosts; a decision is a map lookup and a comparison.
 */
export function compileGeoRules(
  rules: readonly GeoRuleSpec[],
  site: GeoSite,
): (visitor: GeoVisitor) => GeoDecision {
  if (rules.length === 0) return () => null;
  const byCountry = firstRuleByCountry(rules, site);
  const decisions = new Map<CompiledRule, Exclude<GeoDecision, null>>();
  for (const rule of byCountry.values()) {
    if (rule && !decisions.has(rule)) {
      decisions.set(
        rule,
        rule.mode === 'redirect'
          ? { kind: 'redirect', location: rule.location, status: 302 }
          : { kind: 'suggest', location: rule.location, label: rule.label },
      );
    }
  }
  return (visitor) => {
    if (visitor.country === null) return null;
    const rule = byCountry.get(visitor.country);
    if (!rule) return null;
    if (
      rule.lang !== null
        ? visitor.lang === rule.lang
        : rule.sitePath !== null && samePath(visitor.path, rule.sitePath)
    )
      return null;
    return decisions.get(rule) ?? null;
  };
}

export type GeoRuleRefusal = 'GEO_TARGET_LANGUAGE_UNKNOWN' | 'GEO_RULES_LOOP' | 'GEO_COUNTRY_REPEATED';

export interface GeoRuleCheck {
  key: GeoRuleRefusal;
  /** The country concerned, '' for an unknown language. */
  country: string;
  /** 0-based indexes of the rules concerned. */
  rules: number[];
}

function describeTarget(rule: GeoRuleSpec): string {
  return rule.targetKind === 'lang' ? (LANGUAGE_LABELS.get(rule.target) ?? rule.target) : rule.target;
}

/** What is wrong in words for the caller, naming rules from 1 as the screen shows them. */
export function geoRuleProblemMessage(
  check: GeoRuleCheck,
  rules: readonly GeoRuleSpec[],
  lang: Lang,
): string {
  const numbers = check.rules.map((i) => i + 1).join(lang === 'zh' ? '、' : ', ');
  const targets = check.rules.map((i) => describeTarget(rules[i] as GeoRuleSpec)).join(' / ');
  if (check.key === 'GEO_TARGET_LANGUAGE_UNKNOWN') {
    return lang === 'zh'
      ? `第 ${numbers} 条规则指向网站未添加的语言：${targets}`
      : `Rule ${numbers} points to a language the website does not have: ${targets}.`;
  }
  if (check.key === 'GEO_COUNTRY_REPEATED') {
    return lang === 'zh'
      ? `${check.country} 同时出现在第 ${numbers} 条规则中，请只保留一条`
      : `${check.country} is listed in rules ${numbers}; keep it in one rule.`;
  }
  return lang === 'zh'
    ? `来自 ${check.country} 的访客会在第 ${numbers} 条规则的目标之间来回跳转（${targets}），请为其只设置一个目标`
    : `Visitors from ${check.country} would be sent back and forth by rules ${numbers} (${targets}); give ${check.country} one target.`;
}

/** The first reason to refuse a rule set (see the rules at the top of this file), or null. */
export function checkGeoRules(rules: readonly GeoRuleSpec[], site: GeoSite): GeoRuleCheck | null {
  for (const [index, rule] of rules.entries()) {
    if (rule.targetKind === 'lang' && !site.languages.includes(rule.target)) {
      return { key: 'GEO_TARGET_LANGUAGE_UNKNOWN', country: '', rules: [index] };
    }
  }

  const listing = new Map<string, number[]>();
  rules.forEach((rule, index) => {
    for (const country of new Set(rule.countries)) {
      const list = listing.get(country);
      if (list) list.push(index);
      else listing.set(country, [index]);
    }
  });
  for (const [country, indexes] of listing) {
    if (indexes.length < 2) continue;
    const listed = indexes.map((i) => rules[i] as GeoRuleSpec);
    const first = listed[0] as GeoRuleSpec;
    const differ = listed.some((r) => r.targetKind !== first.targetKind || r.target !== first.target);
    const forced = listed.some((r) => r.mode === 'redirect');
    return { key: differ && forced ? 'GEO_RULES_LOOP' : 'GEO_COUNTRY_REPEATED', country, rules: indexes };
  }

  const decide = compileGeoRules(rules, site);
  for (const [country, rule] of firstRuleByCountry(rules, site)) {
    if (rule?.mode !== 'redirect') continue;
    const landing =
      rule.lang !== null
        ? { path: rule.location, lang: rule.lang }
        : rule.sitePath !== null
          ? { path: rule.sitePath, lang: languageOfPath(rule.sitePath, site) }
          : null;
    if (landing && decide({ country, ...landing })?.kind === 'redirect') {
      return { key: 'GEO_RULES_LOOP', country, rules: [rule.index] };
    }
  }
  return null;
}

import { z } from 'zod';
import { defineCall, Id } from './envelope.ts';
import { gatedCalls, ROLES } from './roles.ts';

/**
 * Page redirects of a website (/page/web_redirect_set). A rule sends visitors from a source path to
 * a target with 301 (moved for good) or 302 (for now). Sources match in this order: exact paths,
 * then prefixes (longest first; the rest of the path is kept), then regular expressions in list order.
 * The visitor's query string is never part of the match and is carried over to the target.
 */

export const REDIRECT_MATCH_KINDS = ['exact', 'prefix', 'regex'] as const;
export const RedirectMatchKind = z.enum(REDIRECT_MATCH_KINDS);
export type RedirectMatchKind = z.infer<typeof RedirectMatchKind>;

export const REDIRECT_STATUSES = [301, 302] as const;
export const RedirectStatus = z.union([z.literal(301), z.literal(302)]);
export type RedirectStatus = z.infer<typeof RedirectStatus>;

/** Longest exact or prefix source. */
export const REDIRECT_SOURCE_MAX = 500;
/** Longest regular-expression source; short patterns keep the per-request cost predictable. */
export const REDIRECT_REGEX_MAX = 200;
export const REDIRECT_TARGET_MAX = 2000;
/** Most redirects one website may hold, and most of them that are regular expressions. */
export const REDIRECT_MAX_RULES = 5000;
export const REDIRECT_MAX_REGEX_RULES = 100;
/** Most redirects a visitor may be sent through in a row; a longer chain is refused when saved. */
export const REDIRECT_MAX_HOPS = 3;
/** Most unbounded repetitions (`*`, `+`, `{n,}`) one regular expression may use. */
export const REDIRECT_REGEX_MAX_REPEATS = 3;

// Whitespace and control characters never belong in a path or a Location header.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f\\]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

/** Why an exact or prefix source is refused, or null when it is fine. */
export function checkPathSource(source: string): 'REDIRECT_SOURCE_INVALID' | null {
  if (source.length === 0 || source.length > REDIRECT_SOURCE_MAX) return 'REDIRECT_SOURCE_INVALID';
  // Starts with one '/' (a '//' start would be read as a host), and nothing a path never carries.
  if (!source.startsWith('/') || source.startsWith('//')) return 'REDIRECT_SOURCE_INVALID';
  if (UNSAFE_CHARS.test(source) || source.includes('?') || source.includes('#')) {
    return 'REDIRECT_SOURCE_INVALID';
  }
  return null;
}

/**
 * A source as it is stored: an exact or prefix source typed without its leading '/' ('about',
 * 'old/page') gets one, as a path on the site is what it can only mean. Regular expressions are
 * patterns and are kept as typed.
 */
export function normaliseRedirectSource(source: string, matchKind: RedirectMatchKind): string {
  const trimmed = source.trim();
  if (matchKind === 'regex' || trimmed === '' || trimmed.startsWith('/')) return trimmed;
  // A full address ('https://old.example.com/x') is no path: it stays as typed, to be refused.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `/${trimmed}`;
}

/** The regular expression of a source as the matcher runs it: the whole path must match. */
export function compileRedirectRegex(source: string, ignoreCase = false): RegExp {
  return new RegExp(`^(?:${source})$`, ignoreCase ? 'iu' : 'u');
}

/** How many capture groups a regular expression has (named ones included). */
export function regexGroupCount(source: string): number {
  // An empty alternative always matches, and the answer lists every group, matched or not.
  return (new RegExp(`${source}|`, 'u').exec('')?.length ?? 1) - 1;
}

/**
 * A static check against catastrophic backtracking. Refused: a repeated group that itself
 * contains a repetition or alternatives (`(a+)+`, `(a|ab)*`, `((ab)*c)+`), back-references (`\1`,
 * `\k<name>`), two unbounded repetitions with nothing literal between them (`.*.*`, `(\d+)(\d+)`),
 * and more than REDIRECT_REGEX_MAX_REPEATS unbounded repetitions in all. What passes runs in at
 * most polynomial time of a low degree, and the matcher only tries regular expressions on paths
 * of bounded length (REDIRECT_REGEX_PATH_MAX).
 */
export function isSafeRegex(source: string): boolean {
  interface Group {
    repeats: boolean;
    alternates: boolean;
  }
  const stack: Group[] = [{ repeats: false, alternates: false }];
  let unbounded = 0;
  /** What the last atom was: a closed group (with what it held), something else, or nothing yet. */
  let last: { kind: 'group'; group: Group } | { kind: 'atom' } | { kind: 'none' } = { kind: 'none' };
  /** Whether an unbounded repetition happened with no literal atom after it yet. */
  let openRepeat = false;
  let i = 0;
  const quantifierAt = (at: number): { length: number; unbounded: boolean; many: boolean } | null => {
    const c = source[at];
    if (c === '*' || c === '+') return { length: 1, unbounded: true, many: true };
    if (c === '?') return { length: 1, unbounded: false, many: false };
    if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
      if (!m) return null;
      const max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]);
      return { length: m[0].length, unbounded: max === Infinity, many: max > 1 };
    }
    return null;
  };
  while (i < source.length) {
    const c = source[i] as string;
    const top = stack[stack.length - 1] as Group;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return false;
      // \d, \w, \s and the like match many characters; an escaped literal ends an open repetition.
      if (!/[dDwWsSpPbB.]/.test(next)) openRepeat = false;
      i += next === 'p' || next === 'P' ? skipBraces(source, i + 2) - i : 2;
      last = { kind: 'atom' };
    } else if (c === '[') {
      let j = i + 1;
      if (source[j] === '^') j++;
      if (source[j] === ']') j++;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
      last = { kind: 'atom' };
    } else if (c === '(') {
      stack.push({ repeats: false, alternates: false });
      if (source.startsWith('(?<=', i) || source.startsWith('(?<!', i)) i += 4;
      else if (source.startsWith('(?<', i)) {
        const end = source.indexOf('>', i);
        if (end < 0) return false;
        i = end + 1;
      } else if (/^\(\?[:=!]/.test(source.slice(i, i + 3))) i += 3;
      else i += 1;
      last = { kind: 'none' };
    } else if (c === ')') {
      const closed = stack.pop();
      if (!closed || stack.length === 0) return false;
      const parent = stack[stack.length - 1] as Group;
      parent.repeats ||= closed.repeats;
      i++;
      last = { kind: 'group', group: closed };
    } else if (c === '|') {
      top.alternates = true;
      openRepeat = false;
      i++;
      last = { kind: 'none' };
    } else {
      const q = quantifierAt(i);
      if (q) {
        if (last.kind === 'group' && q.many && (last.group.repeats || last.group.alternates)) return false;
        if (q.many) top.repeats = true;
        if (q.unbounded) {
          if (openRepeat) return false;
          unbounded++;
          openRepeat = true;
        }
        i += q.length;
        if (source[i] === '?') i++;
        last = { kind: 'atom' };
      } else {
        // '.' matches anything, so it does not separate two repetitions; anchors do not either.
        if (c !== '.' && c !== '^' && c !== '$') openRepeat = false;
        i++;
        last = { kind: 'atom' };
      }
    }
  }
  return unbounded <= REDIRECT_REGEX_MAX_REPEATS;
}

function skipBraces(source: string, at: number): number {
  if (source[at] !== '{') return at + 1;
  const end = source.indexOf('}', at);
  return end < 0 ? source.length : end + 1;
}

/** Why a regular-expression source is refused, or null when it is fine. */
export function checkRegexSource(
  source: string,
): 'REDIRECT_SOURCE_INVALID' | 'REDIRECT_REGEX_INVALID' | null {
  if (source.length === 0) return 'REDIRECT_SOURCE_INVALID';
  // The pattern describes a path: it starts with '/' (optionally after '^').
  const body = source.startsWith('^') ? source.slice(1) : source;
  if (!body.startsWith('/') || body.startsWith('//')) return 'REDIRECT_SOURCE_INVALID';
  if (source.length > REDIRECT_REGEX_MAX) return 'REDIRECT_REGEX_INVALID';
  if (SPACE_OR_CONTROL.test(source)) return 'REDIRECT_SOURCE_INVALID';
  try {
    compileRedirectRegex(source);
  } catch {
    return 'REDIRECT_REGEX_INVALID';
  }
  return isSafeRegex(source) ? null : 'REDIRECT_REGEX_INVALID';
}

/** The highest `$n` (1-9) a target refers to, 0 when none. */
export function highestCapture(target: string): number {
  let highest = 0;
  for (const m of target.matchAll(/\$([1-9])/g)) highest = Math.max(highest, Number(m[1]));
  return highest;
}

/**
 * Whether a target (after captures are filled in) is safe to send as a Location: a path on the
 * site ('/x', never '//host' or '/\host', which browsers read as another host) or an absolute
 * http(s) URL. Everything else (`javascript:`, `data:`, relative paths) is refused.
 */
export function isSafeLocation(target: string): boolean {
  if (target.length === 0 || target.length > REDIRECT_TARGET_MAX * 2) return false;
  if (UNSAFE_CHARS.test(target)) return false;
  if (target.startsWith('/')) return !target.startsWith('//');
  const m = /^https?:\/\/([^/?#]+)/i.exec(target);
  if (!m) return false;
  // A host without user info ('user@host' hides the real host from a reader of the address).
  return !(m[1] as string).includes('@');
}

/** Why a target is refused, or null when it is fine. `groups` is the regex's group count, or null. */
export function checkTarget(
  target: string,
  groups: number | null,
): 'REDIRECT_TARGET_INVALID' | 'REDIRECT_REGEX_INVALID' | null {
  if (target.length > REDIRECT_TARGET_MAX || !isSafeLocation(target)) return 'REDIRECT_TARGET_INVALID';
  if (groups === null) return null;
  if (highestCapture(target) > groups) return 'REDIRECT_REGEX_INVALID';
  // A capture may not decide the host of an absolute target ('https://$1.example.com').
  const host = /^https?:\/\/([^/?#]*)/i.exec(target)?.[1];
  if (host?.includes('$')) return 'REDIRECT_TARGET_INVALID';
  return null;
}

/** The first refusal of a rule as a whole, or null when it may be saved. */
export function checkRedirectRule(rule: {
  source: string;
  match_kind: RedirectMatchKind;
  target: string;
}): 'REDIRECT_SOURCE_INVALID' | 'REDIRECT_TARGET_INVALID' | 'REDIRECT_REGEX_INVALID' | null {
  if (rule.match_kind !== 'regex') return checkPathSource(rule.source) ?? checkTarget(rule.target, null);
  const problem = checkRegexSource(rule.source);
  if (problem) return problem;
  return checkTarget(rule.target, regexGroupCount(rule.source));
}

/** One redirect as listed. */
export const RedirectRule = z.object({
  id: z.number().int(),
  source: z.string(),
  match_kind: RedirectMatchKind,
  target: z.string(),
  status_code: RedirectStatus,
  /** Whether the source matches whatever the letter case of the visitor's address ('/About' as '/about'). */
  ignore_case: z.boolean(),
  /** How many visitors it has redirected (counted in batches, so up to a second behind). */
  hits: z.number().int(),
  position: z.number().int(),
  created_at: z.string(),
});
export type RedirectRule = z.infer<typeof RedirectRule>;

export const RedirectRulesQuery = z.object({ website_id: Id });

export const RedirectRuleList = z.object({ list: z.array(RedirectRule), total: z.number().int() });
export type RedirectRuleList = z.infer<typeof RedirectRuleList>;

export const SaveRedirectRuleBody = z.object({
  website_id: Id,
  /** The rule to change; a new rule when absent. */
  id: Id.optional(),
  source: z.string().trim().min(1).max(REDIRECT_SOURCE_MAX),
  match_kind: RedirectMatchKind.default('exact'),
  target: z.string().trim().min(1).max(REDIRECT_TARGET_MAX),
  status_code: RedirectStatus.default(301),
  /** Match the source whatever the letter case of the visitor's address. */
  ignore_case: z.boolean().default(false),
  /**
   * The operator has seen the REDIRECT_SOURCE_IS_PAGE warning (the source is the address of a
   * published page, which visitors would no longer see) and saves anyway.
   */
  confirm_live_page: z.boolean().default(false),
});
export type SaveRedirectRuleBody = z.input<typeof SaveRedirectRuleBody>;

export const DeleteRedirectRuleQuery = z.object({ website_id: Id, id: Id });

export const ImportRedirectRulesBody = z.object({
  website_id: Id,
  /**
   * CSV text with the header `source,target,status,match,ignore_case` (status, match and
   * ignore_case may be left out).
   */
  csv: z.string().max(1024 * 1024 - 1024),
});
export type ImportRedirectRulesBody = z.input<typeof ImportRedirectRulesBody>;

/** One refused line of an import, as the REDIRECT_CSV_INVALID answer lists them in `data.errors`. */
export const RedirectCsvError = z.object({
  /** 1-based line number in the file (the header is line 1). */
  line: z.number().int(),
  code: z.number().int(),
  message: z.string(),
});
export type RedirectCsvError = z.infer<typeof RedirectCsvError>;

export const RedirectImportResult = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  /** Rules of the website that the file did not mention; they are kept as they were. */
  kept: z.number().int(),
});
export type RedirectImportResult = z.infer<typeof RedirectImportResult>;

export const RedirectExport = z.object({ file_name: z.string(), csv: z.string() });
export type RedirectExport = z.infer<typeof RedirectExport>;

/** The published pages a source would hide, as the REDIRECT_SOURCE_IS_PAGE answer lists them in `data.pages`. */
export const RedirectShadowedPage = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The page's address on the site ('/about', '/de/about'). */
  path: z.string(),
});
export type RedirectShadowedPage = z.infer<typeof RedirectShadowedPage>;

export const REDIRECT_CSV_HEADER = ['source', 'target', 'status', 'match', 'ignore_case'] as const;

/**
 * How a CSV line writes `ignore_case` (letter case ignored); an empty value leaves a rule as it is
 * (a new one matches the letter case exactly).
 */
export const REDIRECT_CSV_YES = ['1', 'yes', 'true'] as const;
export const REDIRECT_CSV_NO = ['0', 'no', 'false'] as const;

export const redirectCalls = gatedCalls([ROLES.pageWebSet], {
  list: defineCall({
    method: 'GET',
    path: '/api/website/redirect-rules',
    query: RedirectRulesQuery,
    data: RedirectRuleList,
  }),
  save: defineCall({
    method: 'POST',
    path: '/api/website/redirect-rule',
    body: SaveRedirectRuleBody,
    data: RedirectRule,
  }),
  del: defineCall({
    method: 'DELETE',
    path: '/api/website/redirect-rule',
    query: DeleteRedirectRuleQuery,
    data: z.object({ id: z.number().int() }),
  }),
  import: defineCall({
    method: 'POST',
    path: '/api/website/redirect-rules/import',
    body: ImportRedirectRulesBody,
    data: RedirectImportResult,
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/website/redirect-rules/export',
    query: RedirectRulesQuery,
    data: RedirectExport,
  }),
});

/** What can be wrong with one line of an import beyond the rule checks, in both languages. */
export const redirectCsvMessages = {
  header: {
    en: 'The first line must name the columns: source,target and optionally status,match,ignore_case.',
    zh: '第一行必须是列名：source,target，可选 status,match,ignore_case',
  },
  columns: {
    en: 'This line has more values than the header has columns. Put values containing commas in double quotes.',
    zh: '该行的值多于表头的列数，含逗号的值请用双引号括起来',
  },
  quote: {
    en: 'A double quote opened on this line is never closed.',
    zh: '该行的双引号没有闭合',
  },
  missing: { en: 'Fill in both source and target.', zh: '请填写 source 和 target' },
  status: {
    en: 'Status must be 301 or 302 (or left empty for 301).',
    zh: 'status 必须是 301 或 302（留空为 301）',
  },
  match: {
    en: 'Match must be exact, prefix or regex (or left empty for exact).',
    zh: 'match 必须是 exact、prefix 或 regex（留空为 exact）',
  },
  ignore_case: {
    en: 'ignore_case must be 1, 0, yes, no, true or false (or left empty).',
    zh: 'ignore_case 必须是 1、0、yes、no、true 或 false（可留空）',
  },
  duplicate: {
    en: 'An earlier line already has this source and match.',
    zh: '前面的行已有相同的 source 和 match',
  },
  too_many: {
    en: 'The file has more lines than a website can have redirects.',
    zh: '文件行数超过网站可拥有的重定向数量',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
export type RedirectCsvProblem = keyof typeof redirectCsvMessages;

import { errorCodes } from '@sitewright/contract/paths';
import {
  COUNTRY_CODES,
  GEO_RULES_MAX,
  type GeoRule,
  type Lang,
  normalizeGeoUrl,
  type SaveGeoRulesBody,
} from '@sitewright/contract';
import { isApiError } from '../../shared/api/api-error.ts';

export { GEO_RULES_MAX };

export type GeoTargetKind = GeoRule['target_kind'];
export type GeoMode = GeoRule['mode'];

/** One rule as the editor holds it; `key` keeps a row's identity while rules move. */
export interface GeoRuleDraft {
  key: string;
  countries: string[];
  target_kind: GeoTargetKind;
  target: string;
  mode: GeoMode;
}

let nextKey = 0;
function freshKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

/** The stored rules in the order they are checked. */
export function draftsFromRules(list: readonly GeoRule[]): GeoRuleDraft[] {
  return [...list]
    .sort((a, b) => a.position - b.position)
    .map((r) => ({
      key: `rule-${r.id}`,
      countries: [...r.countries],
      target_kind: r.target_kind,
      target: r.target,
      mode: r.mode,
    }));
}

export function newDraft(): GeoRuleDraft {
  return { key: freshKey(), countries: [], target_kind: 'url', target: '', mode: 'redirect' };
}

/** The whole ordered set as geo-redirect-rules saves it. */
export function toGeoRulesBody(websiteId: number, drafts: readonly GeoRuleDraft[]): SaveGeoRulesBody {
  return {
    website_id: websiteId,
    rules: drafts.map((d) => ({
      countries: [...new Set(d.countries.map((c) => c.toUpperCase()))],
      target_kind: d.target_kind,
      target: d.target.trim(),
      mode: d.mode,
    })),
  };
}

/** Moves one rule up (-1) or down (+1); the list is unchanged at either end. */
export function moveDraft<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item as T);
  return out;
}

export type DraftProblem =
  | { index: number; field: 'countries'; kind: 'countriesEmpty' }
  | { index: number; field: 'target'; kind: 'urlInvalid' | 'langMissing' | 'targetEmpty' };

/**
 * What the editor can tell before saving: rules without countries or target, a URL that is not
 * http(s), a language the website lacks. A country in two rules and loops are left to the server,
 * which knows the site's hosts and explains which rules clash (1323, 1325).
 */
export function draftProblems(drafts: readonly GeoRuleDraft[], languages: readonly string[]): DraftProblem[] {
  const problems: DraftProblem[] = [];
  drafts.forEach((d, index) => {
    if (d.countries.length === 0) problems.push({ index, field: 'countries', kind: 'countriesEmpty' });
    const target = d.target.trim();
    if (target === '') problems.push({ index, field: 'target', kind: 'targetEmpty' });
    else if (d.target_kind === 'url' && normalizeGeoUrl(target) === null) {
      problems.push({ index, field: 'target', kind: 'urlInvalid' });
    } else if (d.target_kind === 'lang' && !languages.includes(target)) {
      problems.push({ index, field: 'target', kind: 'langMissing' });
    }
  });
  return problems;
}

/** The refusals of a rule set (1323-1326), shown on the editor with the server's explanation. */
export const GEO_ERROR_CODES: readonly number[] = [
  errorCodes.GEO_RULES_LOOP,
  errorCodes.GEO_TARGET_LANGUAGE_UNKNOWN,
  errorCodes.GEO_COUNTRY_REPEATED,
  errorCodes.GEO_RULES_TOO_MANY,
  errorCodes.VALIDATION,
];

export interface GeoRefusal {
  code: number;
  /** The server's explanation: the detailed one of `data.message` when it gave one. */
  message: string;
  /** 0-based indexes of the rules concerned. */
  rules: number[];
}

export function geoRefusal(error: unknown): GeoRefusal | null {
  if (!isApiError(error) || !GEO_ERROR_CODES.includes(error.code)) return null;
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as {
    message?: unknown;
    rules?: unknown;
  };
  const detail = typeof data.message === 'string' && data.message ? data.message : '';
  const rules = Array.isArray(data.rules) ? data.rules.filter((r): r is number => Number.isInteger(r)) : [];
  const message = detail && detail !== error.message ? `${error.message} ${detail}` : error.message;
  return { code: error.code, message, rules };
}

const displayNames = new Map<Lang, Intl.DisplayNames | null>();

/** A country's name in the UI language (from the browser's own data), or its code. */
export function countryName(code: string, lang: Lang): string {
  if (!displayNames.has(lang)) {
    try {
      displayNames.set(lang, new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' }));
    } catch {
      displayNames.set(lang, null);
    }
  }
  try {
    return displayNames.get(lang)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Options of the countries picker: "Germany (DE)", searchable by name and code. */
export function countryOptions(lang: Lang): { value: string; label: string }[] {
  return COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code, lang)} (${code})` }));
}

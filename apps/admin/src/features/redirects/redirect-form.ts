import { errorCodes } from '@sitewright/contract/paths';
import {
  checkRedirectRule,
  checkRegexSource,
  type ErrorKey,
  errors,
  type Lang,
  normaliseRedirectSource,
  type RedirectCsvError,
  type RedirectMatchKind,
  type RedirectRule,
  type RedirectShadowedPage,
  type RedirectStatus,
  type SaveRedirectRuleBody,
} from '@sitewright/contract';
import { fieldErrors, isApiError } from '../../shared/api/api-error.ts';

/** What the add/edit dialog edits. */
export interface RedirectFormValues {
  source: string;
  match_kind: RedirectMatchKind;
  target: string;
  status_code: RedirectStatus;
  /** Match the source whatever the letter case of the visitor's address. */
  ignore_case: boolean;
}

export type RedirectField = keyof RedirectFormValues;

/** A refusal placed on the field the operator has to change. */
export interface RedirectFieldError {
  name: RedirectField;
  errors: string[];
}

/** The refusals of a save the dialog explains itself (on a field, or above the form). */
export const REDIRECT_FORM_ERROR_CODES: readonly number[] = [
  errorCodes.VALIDATION,
  errorCodes.REDIRECT_SOURCE_INVALID,
  errorCodes.REDIRECT_TARGET_INVALID,
  errorCodes.REDIRECT_REGEX_INVALID,
  errorCodes.REDIRECT_LOOP,
  errorCodes.REDIRECT_CHAIN_TOO_LONG,
  errorCodes.REDIRECT_SOURCE_TAKEN,
  errorCodes.REDIRECT_TOO_MANY,
  // Answered with a question: save anyway?
  errorCodes.REDIRECT_SOURCE_IS_PAGE,
];

export const EMPTY_REDIRECT: RedirectFormValues = {
  source: '',
  match_kind: 'exact',
  target: '',
  status_code: 301,
  ignore_case: false,
};

export function initialRedirectValues(rule: RedirectRule | null): RedirectFormValues {
  if (!rule) return { ...EMPTY_REDIRECT };
  return {
    source: rule.source,
    match_kind: rule.match_kind,
    target: rule.target,
    status_code: rule.status_code,
    ignore_case: rule.ignore_case,
  };
}

export function toSaveBody(
  websiteId: number,
  id: number | undefined,
  values: RedirectFormValues,
  confirmLivePage = false,
): SaveRedirectRuleBody {
  const body: SaveRedirectRuleBody = {
    website_id: websiteId,
    source: normaliseRedirectSource(values.source, values.match_kind),
    match_kind: values.match_kind,
    target: values.target.trim(),
    status_code: values.status_code,
    ignore_case: values.ignore_case,
  };
  if (id !== undefined) body.id = id;
  if (confirmLivePage) body.confirm_live_page = true;
  return body;
}

/**
 * The published pages a refused save would hide (REDIRECT_SOURCE_IS_PAGE), for the question
 * whether to save anyway; null when the refusal is another one.
 */
export function shadowedPages(error: unknown): RedirectShadowedPage[] | null {
  if (!isApiError(error) || error.code !== errorCodes.REDIRECT_SOURCE_IS_PAGE) return null;
  const list = (error.data as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (p): p is RedirectShadowedPage =>
      typeof p === 'object' && p !== null && typeof (p as RedirectShadowedPage).path === 'string',
  );
}

/**
 * Which field a rule problem is about. A regular-expression problem is the source's unless the
 * source itself is fine, in which case the target refers to a group the expression lacks.
 */
function fieldOfProblem(code: number, values: RedirectFormValues): RedirectField | null {
  switch (code) {
    case errorCodes.REDIRECT_SOURCE_INVALID:
    case errorCodes.REDIRECT_SOURCE_TAKEN:
      return 'source';
    case errorCodes.REDIRECT_TARGET_INVALID:
    // A loop or a long chain is fixed by pointing this rule somewhere else (the messages say so).
    case errorCodes.REDIRECT_LOOP:
    case errorCodes.REDIRECT_CHAIN_TOO_LONG:
      return 'target';
    case errorCodes.REDIRECT_REGEX_INVALID:
      return values.match_kind === 'regex' && checkRegexSource(values.source.trim()) === null
        ? 'target'
        : 'source';
    default:
      return null;
  }
}

/**
 * The contract's own checks, run before sending so the operator sees the same refusal the server
 * would give, in the same words, on the field to change. Null when the rule may be sent.
 */
export function checkRedirectValues(values: RedirectFormValues, lang: Lang): RedirectFieldError | null {
  const problem: ErrorKey | null = checkRedirectRule({
    source: normaliseRedirectSource(values.source, values.match_kind),
    match_kind: values.match_kind,
    target: values.target.trim(),
  });
  if (!problem) return null;
  const name = fieldOfProblem(errors[problem].code, values) ?? 'source';
  return { name, errors: [errors[problem][lang]] };
}

/** A refused save as field errors, plus a message for the form as a whole when no field fits. */
export function saveFailure(
  error: unknown,
  values: RedirectFormValues,
): { fields: RedirectFieldError[]; general: string | null } {
  if (!isApiError(error) || !REDIRECT_FORM_ERROR_CODES.includes(error.code)) {
    return { fields: [], general: null };
  }
  if (error.code === errorCodes.VALIDATION) {
    const fields: RedirectFieldError[] = [];
    for (const [key, message] of Object.entries(fieldErrors(error))) {
      if (key in EMPTY_REDIRECT) fields.push({ name: key as RedirectField, errors: [message] });
    }
    return fields.length > 0 ? { fields, general: null } : { fields, general: error.message };
  }
  const name = fieldOfProblem(error.code, values);
  if (!name) return { fields: [], general: error.message };
  return { fields: [{ name, errors: [error.message] }], general: null };
}

/** The per-line problems of a refused import, or null when the refusal was not about lines. */
export function importLineErrors(error: unknown): RedirectCsvError[] | null {
  if (!isApiError(error) || error.code !== errorCodes.REDIRECT_CSV_INVALID) return null;
  const list = (error.data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is RedirectCsvError =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as RedirectCsvError).line === 'number' &&
      typeof (e as RedirectCsvError).message === 'string',
  );
}

/** The text of a line of the pasted or chosen CSV, to show beside its problem. */
export function csvLine(csv: string, line: number): string | null {
  const text = csv.split(/\r?\n/)[line - 1];
  return text === undefined ? null : text;
}

/** Whether a target leaves this site (a full http:// or https:// address). */
export function isExternalTarget(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/** The longest CSV text the import takes (the contract's `ImportRedirectRulesBody.csv` limit). */
export const CSV_MAX_CHARS = 1024 * 1024 - 1024;
/** A file larger than this cannot hold an acceptable text in any encoding; it is not even read. */
export const CSV_MAX_BYTES = CSV_MAX_CHARS * 4;

export function isCsvTooLarge(csv: string): boolean {
  return csv.length > CSV_MAX_CHARS;
}

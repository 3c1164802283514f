import { errors, ImportRedirectRulesBody } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import {
  CSV_MAX_CHARS,
  checkRedirectValues,
  csvLine,
  importLineErrors,
  initialRedirectValues,
  isCsvTooLarge,
  type RedirectFormValues,
  saveFailure,
  shadowedPages,
  toSaveBody,
} from './redirect-form.ts';

const rule = (values: Partial<RedirectFormValues>): RedirectFormValues => ({
  source: '/old',
  match_kind: 'exact',
  target: '/new',
  status_code: 301,
  ignore_case: false,
  ...values,
});

const refusal = (name: keyof typeof errors, data: unknown = null) =>
  new ApiError(errors[name].en, errors[name].code, 'server', data, errors[name].status);

describe('checkRedirectValues', () => {
  it('lets a path-to-path rule and a regex with the groups its target uses through', () => {
    expect(checkRedirectValues(rule({}), 'en')).toBeNull();
    expect(
      checkRedirectValues(
        rule({ match_kind: 'regex', source: '^/news/(\\d+)$', target: '/articles/$1' }),
        'en',
      ),
    ).toBeNull();
  });

  it('puts a bad source on the source, in the server’s words and language', () => {
    expect(checkRedirectValues(rule({ source: 'https://old.example.com/x' }), 'en')).toEqual({
      name: 'source',
      errors: [errors.REDIRECT_SOURCE_INVALID.en],
    });
    expect(checkRedirectValues(rule({ source: '/a?b=1' }), 'zh')).toEqual({
      name: 'source',
      errors: [errors.REDIRECT_SOURCE_INVALID.zh],
    });
  });

  it('puts an unsafe target on the target', () => {
    expect(checkRedirectValues(rule({ target: 'javascript:alert(1)' }), 'en')).toEqual({
      name: 'target',
      errors: [errors.REDIRECT_TARGET_INVALID.en],
    });
    expect(checkRedirectValues(rule({ target: '//evil.example' }), 'en')?.name).toBe('target');
  });

  it('blames the expression for a dangerous regex and the target for a missing group', () => {
    expect(checkRedirectValues(rule({ match_kind: 'regex', source: '/(a+)+' }), 'en')).toEqual({
      name: 'source',
      errors: [errors.REDIRECT_REGEX_INVALID.en],
    });
    expect(
      checkRedirectValues(rule({ match_kind: 'regex', source: '/news/(\\d+)', target: '/a/$2' }), 'en'),
    ).toEqual({ name: 'target', errors: [errors.REDIRECT_REGEX_INVALID.en] });
  });

  it('checks the trimmed values, as the server stores them', () => {
    expect(checkRedirectValues(rule({ source: '  /old  ', target: ' /new ' }), 'en')).toBeNull();
  });
});

describe('saveFailure', () => {
  it('shows loops and long chains on the target, a taken source on the source', () => {
    expect(saveFailure(refusal('REDIRECT_LOOP'), rule({})).fields).toEqual([
      { name: 'target', errors: [errors.REDIRECT_LOOP.en] },
    ]);
    expect(saveFailure(refusal('REDIRECT_CHAIN_TOO_LONG'), rule({})).fields[0]?.name).toBe('target');
    expect(saveFailure(refusal('REDIRECT_SOURCE_TAKEN'), rule({})).fields[0]?.name).toBe('source');
  });

  it('shows the limit above the form and leaves other failures to the client', () => {
    expect(saveFailure(refusal('REDIRECT_TOO_MANY'), rule({}))).toEqual({
      fields: [],
      general: errors.REDIRECT_TOO_MANY.en,
    });
    expect(saveFailure(refusal('ILLEGAL_OPERATION'), rule({}))).toEqual({ fields: [], general: null });
    expect(saveFailure(new Error('x'), rule({}))).toEqual({ fields: [], general: null });
  });

  it('maps schema refusals onto the form’s fields', () => {
    const error = refusal('VALIDATION', { fields: [{ field: 'target', message: 'Too long' }] });
    expect(saveFailure(error, rule({})).fields).toEqual([{ name: 'target', errors: ['Too long'] }]);
  });
});

describe('import helpers', () => {
  it('reads the refused lines of a CSV from the answer', () => {
    const lines = [{ line: 3, code: 1312, message: 'bad target' }];
    expect(importLineErrors(refusal('REDIRECT_CSV_INVALID', { errors: lines }))).toEqual(lines);
    expect(importLineErrors(refusal('REDIRECT_CSV_INVALID'))).toEqual([]);
    expect(importLineErrors(refusal('REDIRECT_LOOP'))).toBeNull();
  });

  it('finds the text of a numbered line', () => {
    const csv = 'source,target\r\n/a,/b\n/c,/d';
    expect(csvLine(csv, 1)).toBe('source,target');
    expect(csvLine(csv, 3)).toBe('/c,/d');
    expect(csvLine(csv, 9)).toBeNull();
  });

  it('knows the contract’s size limit', () => {
    expect(ImportRedirectRulesBody.shape.csv.maxLength).toBe(CSV_MAX_CHARS);
    expect(isCsvTooLarge('x'.repeat(CSV_MAX_CHARS))).toBe(false);
    expect(isCsvTooLarge('x'.repeat(CSV_MAX_CHARS + 1))).toBe(true);
  });
});

describe('form values', () => {
  it('starts a new redirect as an exact 301 and sends trimmed values with the id when editing', () => {
    expect(initialRedirectValues(null)).toEqual({
      source: '',
      match_kind: 'exact',
      target: '',
      status_code: 301,
      ignore_case: false,
    });
    expect(toSaveBody(4, 9, rule({ source: ' /x ', status_code: 302 }))).toEqual({
      website_id: 4,
      id: 9,
      source: '/x',
      match_kind: 'exact',
      target: '/new',
      status_code: 302,
      ignore_case: false,
    });
    // Typed without its leading "/", sent as the path it means.
    expect(toSaveBody(4, undefined, rule({ source: 'old-menu', ignore_case: true }))).toMatchObject({
      source: '/old-menu',
      ignore_case: true,
    });
    expect(checkRedirectValues(rule({ source: 'old-menu' }), 'en')).toBeNull();
    expect(toSaveBody(4, 9, rule({}), true)).toMatchObject({ confirm_live_page: true });
    expect(toSaveBody(4, undefined, rule({}))).not.toHaveProperty('id');
  });
});

describe('shadowedPages', () => {
  it('lists the published pages a refused save would hide, and nothing for other refusals', () => {
    const pages = [{ id: 3, name: 'About us', path: '/about' }];
    expect(shadowedPages(refusal('REDIRECT_SOURCE_IS_PAGE', { pages }))).toEqual(pages);
    expect(shadowedPages(refusal('REDIRECT_SOURCE_TAKEN'))).toBeNull();
  });
});

import { DEFAULT_THEME, EMPTY_BRAND } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrors } from '../api/api-error.ts';
import { formFieldErrors, initialWebsiteValues, toAddBody, toEditBody } from './website-form.ts';

const website = {
  website_id: 4,
  name: 'Acme',
  domain: '',
  fixed_domain: 'acme.localhost',
  flag_code: 'DE',
  default_language: 'de',
  curr_preview_link: 'http://acme.localhost:3000/',
  create_time: '2026-01-01T00:00:00Z',
  theme: DEFAULT_THEME,
  seo: { title: '', keywords: '', description: '' },
  favicon: '',
  brand: EMPTY_BRAND,
  is_published: false,
  published_at: null,
};

describe('website form values', () => {
  it('starts a new website with defaults that follow the UI language', () => {
    expect(initialWebsiteValues(null, 'en')).toEqual({
      name: '',
      flag_code: 'US',
      default_language: 'en',
      slug: '',
      template_id: '',
    });
    expect(initialWebsiteValues(null, 'zh').flag_code).toBe('CN');
  });

  it('prefills an existing website and repairs unknown codes', () => {
    expect(initialWebsiteValues(website, 'en')).toEqual({
      name: 'Acme',
      flag_code: 'DE',
      default_language: 'de',
    });
    expect(initialWebsiteValues({ ...website, flag_code: 'ZZ', default_language: 'xx' }, 'en')).toEqual({
      name: 'Acme',
      flag_code: 'US',
      default_language: 'en',
    });
  });

  it('trims, lowercases and leaves out an empty address', () => {
    expect(
      toAddBody({ name: '  Acme ', flag_code: 'DE', default_language: 'de', slug: ' Acme-EU ' }),
    ).toEqual({
      name: 'Acme',
      flag_code: 'DE',
      default_language: 'de',
      slug: 'acme-eu',
    });
    expect(
      toAddBody({ name: 'Acme', flag_code: 'DE', default_language: 'de', slug: '  ' }),
    ).not.toHaveProperty('slug');
  });

  it('passes a chosen template and leaves out "no template"', () => {
    expect(
      toAddBody({ name: 'Acme', flag_code: 'DE', default_language: 'de', template_id: 'corporate' }),
    ).toMatchObject({ template_id: 'corporate' });
    expect(
      toAddBody({ name: 'Acme', flag_code: 'DE', default_language: 'de', template_id: '' }),
    ).not.toHaveProperty('template_id');
  });

  it('builds the edit body with the website id', () => {
    expect(toEditBody(4, { name: 'New ', flag_code: 'FR', default_language: 'fr' })).toEqual({
      website_id: 4,
      name: 'New',
      flag_code: 'FR',
      default_language: 'fr',
    });
  });
});

describe('server errors on the form', () => {
  it('puts a taken address on the address field', () => {
    const error = new ApiError('This site address is already taken.', 1007, 'server');
    expect(formFieldErrors(error, ['name', 'slug'])).toEqual([
      { name: 'slug', errors: ['This site address is already taken.'] },
    ]);
    expect(formFieldErrors(error, ['name'])).toEqual([]);
  });

  it('maps data.fields of a validation error, as an object or a list', () => {
    const asObject = new ApiError('Invalid', 400, 'server', { fields: { name: 'Too long', other: 'x' } });
    expect(formFieldErrors(asObject, ['name', 'slug'])).toEqual([{ name: 'name', errors: ['Too long'] }]);
    const asList = new ApiError('Invalid', 400, 'server', {
      fields: [
        { path: ['slug'], message: 'Bad address' },
        { field: 'name', message: 'Required' },
      ],
    });
    expect(formFieldErrors(asList, ['name', 'slug'])).toEqual([
      { name: 'name', errors: ['Required'] },
      { name: 'slug', errors: ['Bad address'] },
    ]);
  });

  it('ignores other errors', () => {
    expect(formFieldErrors(new Error('x'), ['name'])).toEqual([]);
    expect(formFieldErrors(new ApiError('x', 500, 'server'), ['name'])).toEqual([]);
  });
});

describe('fieldErrors', () => {
  it('reads arrays of messages and skips junk', () => {
    expect(
      fieldErrors(new ApiError('x', 400, 'server', { fields: { name: ['First', 'Second'], bad: 3 } })),
    ).toEqual({ name: 'First' });
    expect(fieldErrors(new ApiError('x', 400, 'server', null))).toEqual({});
    expect(fieldErrors(new ApiError('x', 400, 'server', { fields: [null, { message: 'no key' }] }))).toEqual(
      {},
    );
  });
});

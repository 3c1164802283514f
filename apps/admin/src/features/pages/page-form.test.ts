import * as contract from '@sitewright/contract';
import { errors, type PageSettings } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import {
  PAGE_DESCRIPTION_MAX,
  PAGE_KEYWORDS_MAX,
  PAGE_NAME_MAX,
  PAGE_PATH_SEGMENT_MAX,
  PAGE_SEO_TITLE_MAX,
  PAGE_SOCIAL_IMAGE_MAX,
  PATH_SEGMENT_PATTERN,
  pageFieldErrors,
  settingsFormValues,
  toPageSetBody,
} from './page-form.ts';

const settings: PageSettings = {
  id: 7,
  website_id: 1,
  lang: 'en',
  version: 3,
  page_name: 'About us',
  path_segment: 'about-us',
  seo_title: '',
  keywords: '',
  description: '',
  social_image: '',
  noindex: false,
  hide_header: false,
  hide_footer: false,
  url: '/about-us',
  is_publish: false,
  is_draft: false,
};

describe('limits', () => {
  it('equal the contract', () => {
    expect([
      PAGE_NAME_MAX,
      PAGE_PATH_SEGMENT_MAX,
      PAGE_SEO_TITLE_MAX,
      PAGE_KEYWORDS_MAX,
      PAGE_DESCRIPTION_MAX,
      PAGE_SOCIAL_IMAGE_MAX,
    ]).toEqual([
      contract.PAGE_NAME_MAX,
      contract.PAGE_PATH_SEGMENT_MAX,
      contract.PAGE_SEO_TITLE_MAX,
      contract.PAGE_KEYWORDS_MAX,
      contract.PAGE_DESCRIPTION_MAX,
      contract.PAGE_SOCIAL_IMAGE_MAX,
    ]);
  });

  it('accept the same path segments as the contract', () => {
    for (const segment of ['', 'about', 'about-us', 'a1-b2', 'About', 'a--b', '-a', 'a-', 'a b', 'ü']) {
      expect(PATH_SEGMENT_PATTERN.test(segment), segment).toBe(
        contract.PathSegment.safeParse(segment).success || contract.isReservedPathSegment(segment),
      );
    }
  });
});

describe('toPageSetBody', () => {
  it('sends every field, trimmed, with the version the form was loaded at', () => {
    const values = {
      ...settingsFormValues(settings),
      seo_title: '  About Acme ',
      social_image: ' https://example.com/a.png ',
      noindex: true,
      hide_header: true,
    };
    const body = toPageSetBody(settings.id, settings.version, values);
    expect(body).toEqual({
      id: 7,
      version: 3,
      page_name: 'About us',
      path_segment: 'about-us',
      seo_title: 'About Acme',
      keywords: '',
      description: '',
      social_image: 'https://example.com/a.png',
      noindex: true,
      hide_header: true,
      hide_footer: false,
    });
    expect(contract.PageSetBody.safeParse(body).success).toBe(true);
  });
});

describe('pageFieldErrors', () => {
  const shown = ['page_name', 'path_segment', 'seo_title'];

  it('puts a taken address on the address field', () => {
    const error = new ApiError('taken', errors.PAGE_PATH_TAKEN.code, 'server');
    expect(pageFieldErrors(error, shown)).toEqual([{ name: 'path_segment', errors: ['taken'] }]);
  });

  it('puts field errors of a 400 on the shown fields only', () => {
    const error = new ApiError('invalid', 400, 'server', {
      fields: [
        { field: 'seo_title', message: 'too long' },
        { field: 'description', message: 'hidden' },
      ],
    });
    expect(pageFieldErrors(error, shown)).toEqual([{ name: 'seo_title', errors: ['too long'] }]);
  });

  it('has nothing for other failures', () => {
    expect(pageFieldErrors(new ApiError('conflict', errors.PAGE_CONFLICT.code, 'server'), shown)).toEqual([]);
    expect(pageFieldErrors(new Error('x'), shown)).toEqual([]);
  });
});

import { errorCodes } from '@sitewright/contract/paths';
import type { PageSetBody, PageSettings } from '@sitewright/contract';
import { fieldErrors, isApiError } from '../../shared/api/api-error.ts';

// The contract's limits (page.ts), repeated so the bundle does not carry the contract's zod
// schemas that live next to them; a test keeps both equal.
export const PAGE_NAME_MAX = 100;
export const PAGE_PATH_SEGMENT_MAX = 100;
export const PAGE_SEO_TITLE_MAX = 120;
export const PAGE_KEYWORDS_MAX = 255;
export const PAGE_DESCRIPTION_MAX = 500;
export const PAGE_SOCIAL_IMAGE_MAX = 2048;
/** Same rule as the contract's PathSegment: lowercase words joined by single hyphens. */
export const PATH_SEGMENT_PATTERN = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
export const SOCIAL_IMAGE_PATTERN = /^https?:\/\/\S+$/i;

/** Field errors (400) and a taken address (1203) go on the form's fields instead of a toast. */
export const PAGE_FORM_ERROR_CODES = [errorCodes.VALIDATION, errorCodes.PAGE_PATH_TAKEN] as const;

export interface PageSettingsValues {
  page_name: string;
  path_segment: string;
  seo_title: string;
  keywords: string;
  description: string;
  social_image: string;
  noindex: boolean;
  hide_header: boolean;
  hide_footer: boolean;
}

const SETTINGS_FIELDS = [
  'page_name',
  'path_segment',
  'seo_title',
  'keywords',
  'description',
  'social_image',
  'noindex',
  'hide_header',
  'hide_footer',
] as const;
export type PageFieldName = (typeof SETTINGS_FIELDS)[number];

export interface PageFieldError {
  name: PageFieldName;
  errors: string[];
}

export function settingsFormValues(settings: PageSettings): PageSettingsValues {
  return {
    page_name: settings.page_name,
    path_segment: settings.path_segment,
    seo_title: settings.seo_title,
    keywords: settings.keywords,
    description: settings.description,
    social_image: settings.social_image,
    noindex: settings.noindex,
    hide_header: settings.hide_header,
    hide_footer: settings.hide_footer,
  };
}

/** The body of page-set: every field of the form, with the version the form was loaded from. */
export function toPageSetBody(id: number, version: number, values: PageSettingsValues): PageSetBody {
  return {
    id,
    version,
    page_name: values.page_name.trim(),
    path_segment: values.path_segment.trim().toLowerCase(),
    seo_title: values.seo_title.trim(),
    keywords: values.keywords.trim(),
    description: values.description.trim(),
    social_image: values.social_image.trim(),
    noindex: values.noindex,
    hide_header: values.hide_header,
    hide_footer: values.hide_footer,
  };
}

/**
 * Server errors that belong on fields the form shows: `data.fields` of a 400, and a taken address
 * (1203) on the address field. Empty when none of them concerns a shown field.
 */
export function pageFieldErrors(error: unknown, shownFields: readonly string[]): PageFieldError[] {
  if (!isApiError(error)) return [];
  const byField: Partial<Record<PageFieldName, string>> = {};
  if (error.code === errorCodes.PAGE_PATH_TAKEN) byField.path_segment = error.message;
  if (error.code === errorCodes.VALIDATION) {
    for (const [key, message] of Object.entries(fieldErrors(error))) {
      const name = SETTINGS_FIELDS.find((f) => f === key);
      if (name) byField[name] = message;
    }
  }
  return SETTINGS_FIELDS.filter((name) => byField[name] !== undefined && shownFields.includes(name)).map(
    (name) => ({ name, errors: [byField[name] as string] }),
  );
}

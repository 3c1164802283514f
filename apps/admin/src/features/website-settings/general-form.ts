import { errorCodes } from '@sitewright/contract/paths';
import type { Website, WebsiteEditBody } from '@sitewright/contract';
import { fieldErrors, isApiError } from '../../shared/api/api-error.ts';
import {
  initialWebsiteValues,
  toEditBody,
  type WebsiteFormValues,
} from '../../shared/website-form/website-form.ts';

/** Limits of website-edit's SEO defaults (contract WebsiteEditBody). */
export const SEO_TITLE_MAX = 120;
export const SEO_KEYWORDS_MAX = 300;
export const SEO_DESCRIPTION_MAX = 500;

/** The general settings form: name, flag and language, and the SEO defaults. */
export interface GeneralValues extends WebsiteFormValues {
  seo: { title: string; keywords: string; description: string };
}

export function generalValues(website: Website, uiLanguage: 'en' | 'zh'): GeneralValues {
  return {
    ...initialWebsiteValues(website, uiLanguage),
    seo: { ...website.seo },
  };
}

export function toGeneralBody(websiteId: number, values: GeneralValues): WebsiteEditBody {
  return {
    ...toEditBody(websiteId, values),
    seo: {
      title: values.seo.title.trim(),
      keywords: values.seo.keywords.trim(),
      description: values.seo.description.trim(),
    },
  };
}

/** The form's fields as antd names them; `seo.title` of the server is `['seo', 'title']` here. */
export type GeneralFieldPath =
  | ['name']
  | ['flag_code']
  | ['default_language']
  | ['seo', 'title']
  | ['seo', 'keywords']
  | ['seo', 'description'];

const GENERAL_FIELDS: readonly GeneralFieldPath[] = [
  ['name'],
  ['flag_code'],
  ['default_language'],
  ['seo', 'title'],
  ['seo', 'keywords'],
  ['seo', 'description'],
];

export interface GeneralFieldError {
  name: GeneralFieldPath;
  errors: string[];
}

/** The server's field messages of a refused save, placed on the fields they name (`seo.title`...). */
export function generalFieldErrors(error: unknown): GeneralFieldError[] {
  if (!isApiError(error) || error.code !== errorCodes.VALIDATION) return [];
  const byKey = fieldErrors(error);
  return GENERAL_FIELDS.flatMap((path) => {
    const message = byKey[path.join('.')];
    return message ? [{ name: path, errors: [message] }] : [];
  });
}

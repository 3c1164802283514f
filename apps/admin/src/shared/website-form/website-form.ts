import { errorCodes } from '@sitewright/contract/paths';
import {
  FLAG_CODES,
  type FlagCode,
  SITE_LANGUAGE_CODES,
  type SiteLanguage,
  type TemplateId,
  type Website,
  type WebsiteAddFromTemplateBody,
  type WebsiteEditBody,
} from '@sitewright/contract';
import { fieldErrors, isApiError } from '../api/api-error.ts';

/** The values of the website form. */
export interface WebsiteFormValues {
  name: string;
  flag_code: FlagCode;
  default_language: SiteLanguage;
  slug?: string;
  /** Only when creating: the template whose pages and menu the website starts with; '' for none. */
  template_id?: TemplateId | '';
}

export const NAME_MAX = 50;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

const FIELD_NAMES = ['name', 'flag_code', 'default_language', 'slug', 'template_id'] as const;
export type WebsiteFieldName = (typeof FIELD_NAMES)[number];

/** A server message for one field of the form. */
export interface WebsiteFieldError {
  name: WebsiteFieldName;
  errors: string[];
}

function isFlag(code: string): code is FlagCode {
  return (FLAG_CODES as readonly string[]).includes(code);
}

function isLanguage(code: string): code is SiteLanguage {
  return (SITE_LANGUAGE_CODES as readonly string[]).includes(code);
}

/** Initial values: an existing website's, or sensible defaults for a new one. */
export function initialWebsiteValues(website: Website | null, uiLanguage: 'en' | 'zh'): WebsiteFormValues {
  if (website) {
    return {
      name: website.name,
      flag_code: isFlag(website.flag_code) ? website.flag_code : 'US',
      default_language: isLanguage(website.default_language) ? website.default_language : 'en',
    };
  }
  return uiLanguage === 'zh'
    ? { name: '', flag_code: 'CN', default_language: 'zh', slug: '', template_id: '' }
    : { name: '', flag_code: 'US', default_language: 'en', slug: '', template_id: '' };
}

/** The body of website-add; an empty address is left out so the server derives one. */
export function toAddBody(values: WebsiteFormValues): WebsiteAddFromTemplateBody {
  const slug = values.slug?.trim().toLowerCase();
  return {
    name: values.name.trim(),
    flag_code: values.flag_code,
    default_language: values.default_language,
    ...(slug ? { slug } : {}),
    ...(values.template_id ? { template_id: values.template_id } : {}),
  };
}

/** The body of website-edit. */
export function toEditBody(websiteId: number, values: WebsiteFormValues): WebsiteEditBody {
  return {
    website_id: websiteId,
    name: values.name.trim(),
    flag_code: values.flag_code,
    default_language: values.default_language,
  };
}

/**
 * Server errors that belong on form fields: `data.fields` of a 400, and a taken address (1007) on
 * the address field. Empty when the error is not about fields the form shows.
 */
export function formFieldErrors(error: unknown, shownFields: readonly string[]): WebsiteFieldError[] {
  if (!isApiError(error)) return [];
  const byField: Partial<Record<WebsiteFieldName, string>> = {};
  if (error.code === errorCodes.DOMAIN_TAKEN) byField.slug = error.message;
  if (error.code === errorCodes.VALIDATION) {
    for (const [key, message] of Object.entries(fieldErrors(error))) {
      const name = FIELD_NAMES.find((f) => f === key);
      if (name) byField[name] = message;
    }
  }
  return FIELD_NAMES.filter((name) => byField[name] !== undefined && shownFields.includes(name)).map(
    (name) => ({
      name,
      errors: [byField[name] as string],
    }),
  );
}

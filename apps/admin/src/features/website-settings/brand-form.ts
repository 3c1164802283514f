import { errorCodes } from '@sitewright/contract/paths';
import {
  BrandPhone,
  type Website,
  type WebsiteBrand,
  type WebsiteEditBody,
  WebsiteBrandPatch,
} from '@sitewright/contract';
import { fieldErrors, isApiError } from '../../shared/api/api-error.ts';

/** The Brand form: the brand kit and the favicon, saved together by website-edit. */
export interface BrandValues {
  favicon: string;
  brand: WebsiteBrand;
}

export function brandValues(website: Website): BrandValues {
  return { favicon: website.favicon, brand: { ...website.brand } };
}

export function toBrandBody(websiteId: number, values: BrandValues): WebsiteEditBody {
  const brand = Object.fromEntries(
    Object.entries(values.brand).map(([key, value]) => [key, (value ?? '').trim()]),
  ) as WebsiteBrand;
  return { website_id: websiteId, favicon: values.favicon.trim(), brand };
}

/** The phone and e-mail rules of website-edit, so a typo is caught before the round trip. */
export const isBrandPhone = (value: string) => BrandPhone.safeParse(value).success;
export const isBrandEmail = (value: string) => WebsiteBrandPatch.safeParse({ email: value }).success;

export type BrandFieldPath = ['favicon'] | ['brand', keyof WebsiteBrand];

const BRAND_FIELDS: readonly BrandFieldPath[] = [
  ['favicon'],
  ...(
    ['logo', 'logo_dark', 'social_image', 'company_name', 'tagline', 'address', 'phone', 'email'] as const
  ).map((key): BrandFieldPath => ['brand', key]),
];

/** The server's field messages of a refused save, placed on the fields they name (`brand.phone`…). */
export function brandFieldErrors(error: unknown): { name: BrandFieldPath; errors: string[] }[] {
  if (!isApiError(error) || error.code !== errorCodes.VALIDATION) return [];
  const byKey = fieldErrors(error);
  return BRAND_FIELDS.flatMap((path) => {
    const message = byKey[path.join('.')];
    return message ? [{ name: path, errors: [message] }] : [];
  });
}

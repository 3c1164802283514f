import { EMPTY_BRAND, type SiteTheme, type WebsiteBrand } from '@sitewright/contract';
import type { BrandContext } from './context.ts';
import { themeCss } from './theme.ts';

/**
 * Whether the theme's page background, which the header sits on, is dark. Read from the theme's
 * CSS variable, so it holds for any palette the theme can hold.
 */
export function isDarkBackground(theme: SiteTheme): boolean {
  const hex = /--sw-color-background:#([0-9a-f]{6})\b/i.exec(themeCss(theme))?.[1];
  if (!hex) return false;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  // Perceived lightness (Rec. 601 weights): below the midpoint light text reads better, so it is dark.
  return 0.299 * r + 0.587 * g + 0.114 * b < 0.5;
}

/**
 * What the blocks show of a website's brand on a page of this theme: the logo for the header's
 * background (the dark logo on a dark one, else the light logo), and the business details.
 * The editor canvas and the published site both call this, so they show the same.
 */
export function brandContext(stored: Partial<WebsiteBrand> | undefined, theme: SiteTheme): BrandContext {
  // A website kept by a client from before brands existed has none: every field is then empty.
  const brand = { ...EMPTY_BRAND, ...stored };
  const logo = isDarkBackground(theme) ? brand.logo_dark || brand.logo : brand.logo || brand.logo_dark;
  return {
    logo,
    companyName: brand.company_name,
    tagline: brand.tagline,
    address: brand.address,
    phone: brand.phone,
    email: brand.email,
  };
}

/** A phone number as a `tel:` link: its digits and a leading plus. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/[^0-9]/g, '')}`;
}

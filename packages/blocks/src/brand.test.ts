import { EMPTY_BRAND, type PageDocument } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { brandContext, isDarkBackground, telHref } from './brand.ts';
import { renderPageHtml } from './render.tsx';

const logo = `/files/${'a'.repeat(64)}.png`;
const darkLogo = `/files/${'b'.repeat(64)}.png`;
const brand = {
  ...EMPTY_BRAND,
  logo,
  logo_dark: darkLogo,
  company_name: 'Acme Ltd',
  address: '1 Main Road',
  phone: '+44 (0)20 7946 0000',
  email: 'hello@acme.test',
};
const light = { palette: 'ocean', fontPair: 'system', animation: 'none' } as const;
const dark = { palette: 'midnight', fontPair: 'system', animation: 'none' } as const;

const frame = (header: Record<string, unknown>, footer: Record<string, unknown>) => ({
  header: { version: 1, blocks: [{ id: 'h', type: 'nav-menu', props: header }] } as PageDocument,
  footer: { version: 1, blocks: [{ id: 'f', type: 'footer', props: footer }] } as PageDocument,
});
const empty: PageDocument = { version: 1, blocks: [] };

function page(theme: typeof light | typeof dark, header = {}, footer = {}, shareImage?: string) {
  return renderPageHtml({
    document: empty,
    theme,
    frame: frame(header, footer),
    context: { lang: 'en', siteName: 'Acme', title: 'Home', brand: brandContext(brand, theme) },
    ...(shareImage ? { shareImage } : {}),
  });
}

describe('the brand on a page', () => {
  it('puts the brand logo in a header whose own logo is empty, the dark one on a dark palette', () => {
    expect(page(light)).toContain(`class="sw-nav__logo" src="${logo}"`);
    expect(page(dark)).toContain(`class="sw-nav__logo" src="${darkLogo}"`);
    // The block's own logo wins.
    expect(page(light, { logo: '/own.png' })).toContain('src="/own.png"');
    expect(page(light, { logo: '/own.png' })).not.toContain(logo);
    // Without a dark logo the light one stands in.
    expect(brandContext({ ...brand, logo_dark: '' }, dark).logo).toBe(logo);
    expect(isDarkBackground(light)).toBe(false);
    expect(isDarkBackground(dark)).toBe(true);
  });

  it('shows the business details in a footer whose text is empty, and not over its own text', () => {
    const html = page(light);
    expect(html).toContain('© Acme Ltd');
    expect(html).toContain('1 Main Road');
    expect(html).toContain('<a href="tel:+4402079460000">+44 (0)20 7946 0000</a>');
    expect(html).toContain('<a href="mailto:hello@acme.test">hello@acme.test</a>');
    const own = page(light, {}, { text: 'Our own line' });
    expect(own).toContain('Our own line');
    expect(own).not.toContain('1 Main Road');
    expect(telHref('(030) 1234-567')).toBe('tel:0301234567');
  });

  it('names the share image for social networks only when it is an absolute address', () => {
    const html = page(light, {}, {}, 'https://acme.test/files/x.png');
    expect(html).toContain('<meta property="og:image" content="https://acme.test/files/x.png">');
    expect(html).toContain('<meta name="twitter:image" content="https://acme.test/files/x.png">');
    expect(page(light, {}, {}, '/files/x.png')).not.toContain('og:image');
  });
});

import { EMPTY_BRAND, errors, type GeoRule, type Website, WebsiteEditBody } from '@sitewright/contract';
import { SaveGeoRulesBody } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { blockedRangeOf, displayCidr, ownAddressOf, toBlockIpBody } from './blocked-ips.ts';
import {
  boundHosts,
  certificateFieldError,
  certificateInputProblem,
  domainFromInput,
  expiryDate,
  fixedHost,
  toSaveSslBody,
} from './domains.ts';
import { generalFieldErrors, generalValues, toGeneralBody } from './general-form.ts';
import {
  countryName,
  countryOptions,
  draftProblems,
  draftsFromRules,
  geoRefusal,
  moveDraft,
  newDraft,
  toGeoRulesBody,
} from './geo-rules.ts';
import {
  paletteOptions,
  paletteSwatches,
  previewStyle,
  sameTheme,
  themeOf,
  toThemeBody,
} from '../../shared/theme/theme-options.ts';
import { brandFieldErrors, brandValues, isBrandEmail, isBrandPhone, toBrandBody } from './brand-form.ts';
import { tabFromSearch } from './website-settings-page.tsx';

const website: Website = {
  website_id: 7,
  name: 'Demo Website',
  domain: '',
  fixed_domain: 'demo.localhost',
  flag_code: 'US',
  default_language: 'en',
  curr_preview_link: '',
  create_time: '2026-01-01 00:00:00',
  theme: { palette: 'forest', fontPair: 'classic', animation: 'fade' },
  seo: { title: 'Demo', keywords: 'a, b', description: 'About us' },
  favicon: '/favicon.png',
  brand: EMPTY_BRAND,
  is_published: false,
  published_at: null,
};

describe('general settings', () => {
  it('fills the form from the website and sends back a body website-edit accepts, trimmed', () => {
    const values = generalValues(website, 'en');
    expect(values.seo).toEqual(website.seo);
    const body = toGeneralBody(7, {
      ...values,
      name: '  New name ',
      seo: { title: ' T ', keywords: ' k ', description: ' d ' },
    });
    expect(body).toEqual({
      website_id: 7,
      name: 'New name',
      flag_code: 'US',
      default_language: 'en',
      seo: { title: 'T', keywords: 'k', description: 'd' },
    });
    expect(WebsiteEditBody.safeParse(body).success).toBe(true);
  });

  it('puts server field messages on nested SEO fields', () => {
    const error = new ApiError('Invalid', errors.VALIDATION.code, 'server', {
      fields: [
        { path: ['seo', 'title'], message: 'Too long' },
        { field: 'unknown', message: 'x' },
      ],
    });
    expect(generalFieldErrors(error)).toEqual([{ name: ['seo', 'title'], errors: ['Too long'] }]);
    expect(generalFieldErrors(new ApiError('No', 1105, 'server'))).toEqual([]);
  });
});

describe('brand settings', () => {
  const logo = `/files/${'a'.repeat(64)}.png`;

  it('sends the favicon and the whole brand trimmed, in a body website-edit accepts', () => {
    const values = brandValues({ ...website, brand: { ...EMPTY_BRAND, logo } });
    expect(values).toEqual({ favicon: '/favicon.png', brand: { ...EMPTY_BRAND, logo } });
    const body = toBrandBody(7, {
      favicon: logo,
      brand: { ...values.brand, company_name: ' Acme ', phone: ' +1 555 0100 ' },
    });
    expect(body).toEqual({
      website_id: 7,
      favicon: logo,
      brand: { ...EMPTY_BRAND, logo, company_name: 'Acme', phone: '+1 555 0100' },
    });
    expect(WebsiteEditBody.safeParse(body).success).toBe(true);
  });

  it('checks the phone and e-mail as the server does', () => {
    for (const ok of ['', '+44 20 7946 0000', '(030) 1234-567']) expect(isBrandPhone(ok)).toBe(true);
    for (const bad of ['call us', '+', '1'.repeat(41)]) expect(isBrandPhone(bad)).toBe(false);
    expect(isBrandEmail('name@example.com')).toBe(true);
    expect(isBrandEmail('')).toBe(true);
    expect(isBrandEmail('name@')).toBe(false);
  });

  it('puts server field messages on the brand fields', () => {
    const error = new ApiError('Invalid', errors.VALIDATION.code, 'server', {
      fields: [
        { path: ['brand', 'phone'], message: 'Use digits' },
        { field: 'favicon', message: 'Use an http(s) address' },
      ],
    });
    expect(brandFieldErrors(error)).toEqual([
      { name: ['favicon'], errors: ['Use an http(s) address'] },
      { name: ['brand', 'phone'], errors: ['Use digits'] },
    ]);
  });
});

describe('theme', () => {
  it('lists every palette with swatches and en/zh names', () => {
    expect(paletteOptions.map((p) => p.id)).toEqual([
      'ocean',
      'forest',
      'sunset',
      'graphite',
      'rose',
      'imperial',
      'midnight',
    ]);
    for (const p of paletteOptions) {
      expect(p.label.en).not.toBe('');
      expect(p.label.zh).not.toBe('');
      expect(paletteSwatches(p).every((c) => /^#[0-9a-f]{6}$/i.test(c))).toBe(true);
    }
  });

  it('replaces unknown parts by the default and sends a valid theme', () => {
    expect(themeOf({ palette: 'neon' as never, fontPair: 'classic', animation: 'zoom' })).toEqual({
      palette: 'ocean',
      fontPair: 'classic',
      animation: 'zoom',
    });
    const body = toThemeBody(7, website.theme);
    expect(body).toEqual({ website_id: 7, theme: website.theme });
    expect(WebsiteEditBody.safeParse(body).success).toBe(true);
    expect(sameTheme(website.theme, { ...website.theme })).toBe(true);
    expect(sameTheme(website.theme, { ...website.theme, animation: 'none' })).toBe(false);
  });

  it('styles the preview with the chosen palette', () => {
    const style = previewStyle({ palette: 'midnight', fontPair: 'technical', animation: 'none' });
    expect(style.box.background).toBe('#0b1020');
    expect(style.button.background).toBe('#8ab4ff');
    expect(style.heading.fontFamily).toContain('monospace');
  });
});

describe('domains', () => {
  it('reduces a pasted address to its host name', () => {
    expect(domainFromInput('  https://WWW.Example.com/about?x=1 ')).toBe('www.example.com');
    expect(domainFromInput('shop.example.com.')).toBe('shop.example.com');
    expect(domainFromInput('example.org')).toBe('example.org');
  });

  it('separates the fixed domain from the bound ones and shows expiry as a date', () => {
    const hosts = [
      { domain: 'demo.localhost', fixed: true, ssl_status: 'none', issuer: null, valid_to: null },
      {
        domain: 'a.example',
        fixed: false,
        ssl_status: 'valid',
        issuer: 'R3',
        valid_to: '2027-03-01T12:00:00.000Z',
      },
    ] as const;
    expect(fixedHost([...hosts])?.domain).toBe('demo.localhost');
    expect(boundHosts([...hosts]).map((h) => h.domain)).toEqual(['a.example']);
    expect(expiryDate('2027-03-01T12:00:00.000Z')).toBe('2027-03-01');
    expect(expiryDate(null)).toBe('');
  });

  it('checks pasted PEM before sending and never changes the key text inside', () => {
    const certificate = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
    const key = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----';
    expect(certificateInputProblem({ certificate: 'hello', private_key: key })).toBe('certificate');
    expect(certificateInputProblem({ certificate, private_key: certificate })).toBe('private_key');
    expect(
      certificateInputProblem({ certificate, private_key: '-----BEGIN EC PRIVATE KEY-----' }),
    ).toBeNull();
    expect(
      toSaveSslBody(7, 'a.example', { certificate: `\n${certificate}\n`, private_key: ` ${key} ` }),
    ).toEqual({
      website_id: 7,
      domain: 'a.example',
      certificate,
      private_key: key,
    });
  });

  it('puts certificate refusals 1305-1309 on the field they concern', () => {
    const on = (code: number) => certificateFieldError(new ApiError(`m${code}`, code, 'server'));
    expect(on(errors.CERTIFICATE_INVALID.code)).toEqual({ name: 'certificate', errors: ['m1305'] });
    expect(on(errors.PRIVATE_KEY_INVALID.code)?.name).toBe('private_key');
    expect(on(errors.CERTIFICATE_KEY_MISMATCH.code)?.name).toBe('private_key');
    expect(on(errors.CERTIFICATE_DOMAIN_MISMATCH.code)?.name).toBe('certificate');
    expect(on(errors.CERTIFICATE_EXPIRED.code)?.name).toBe('certificate');
    expect(on(1105)).toBeNull();
  });
});

describe('blocked addresses', () => {
  it('accepts IPv4 and IPv6 addresses and ranges, as the server stores them', () => {
    expect(blockedRangeOf('203.0.113.9/24')).toBe('203.0.113.0/24');
    expect(blockedRangeOf('198.51.100.7')).toBe('198.51.100.7/32');
    expect(blockedRangeOf('2001:DB8::1/32')).toBe('2001:db8::/32');
    expect(blockedRangeOf('300.1.1.1')).toBeNull();
    expect(blockedRangeOf('10.0.0.0/33')).toBeNull();
    expect(blockedRangeOf('example.com')).toBeNull();
  });

  it('shows a single address without its prefix and trims the body', () => {
    expect(displayCidr('198.51.100.7/32')).toBe('198.51.100.7');
    expect(displayCidr('2001:db8::1/128')).toBe('2001:db8::1');
    expect(displayCidr('203.0.113.0/24')).toBe('203.0.113.0/24');
    expect(toBlockIpBody(7, { ip: ' 10.0.0.0/8 ', note: ' bots ' })).toEqual({
      website_id: 7,
      ip: '10.0.0.0/8',
      note: 'bots',
    });
  });

  it("reads the operator's address from a refused block, and confirms the second try", () => {
    const own = errors.IP_BLOCKS_OWN_ADDRESS;
    const refused = new ApiError(
      own.en,
      own.code,
      'server',
      { ip: '198.51.100.23', cidrs: ['198.51.100.0/24'] },
      own.status,
    );
    expect(ownAddressOf(refused)).toEqual({ ip: '198.51.100.23', cidr: '198.51.100.0/24' });
    const taken = errors.IP_ALREADY_BLOCKED;
    expect(ownAddressOf(new ApiError(taken.en, taken.code, 'server', null, taken.status))).toBeNull();
    expect(toBlockIpBody(7, { ip: '198.51.100.0/24', note: '' }, true)).toMatchObject({
      confirm_own_address: true,
    });
  });
});

describe('geo-redirect rules', () => {
  const stored: GeoRule[] = [
    { id: 2, countries: ['FR'], target_kind: 'lang', target: 'fr', mode: 'suggest', position: 1 },
    {
      id: 1,
      countries: ['DE', 'AT'],
      target_kind: 'url',
      target: 'https://example.de/',
      mode: 'redirect',
      position: 0,
    },
  ];

  it('edits the rules in their stored order and saves them as a valid ordered set', () => {
    const drafts = draftsFromRules(stored);
    expect(drafts.map((d) => d.target)).toEqual(['https://example.de/', 'fr']);
    const moved = moveDraft(drafts, 1, -1);
    expect(moved.map((d) => d.target)).toEqual(['fr', 'https://example.de/']);
    expect(moveDraft(drafts, 0, -1)).toEqual(drafts);
    const body = toGeoRulesBody(7, [
      ...moved,
      { ...newDraft(), countries: ['us', 'US'], target: ' https://x.example ' },
    ]);
    expect(body.rules[2]).toEqual({
      countries: ['US'],
      target_kind: 'url',
      target: 'https://x.example',
      mode: 'redirect',
    });
    expect(SaveGeoRulesBody.safeParse(body).success).toBe(true);
  });

  it('finds what the editor can tell before saving', () => {
    const drafts = [
      ...draftsFromRules(stored),
      { ...newDraft(), countries: ['DE'], target_kind: 'url' as const, target: 'ftp://x' },
      { ...newDraft(), countries: [], target_kind: 'lang' as const, target: 'ja' },
      newDraft(),
    ];
    expect(draftProblems(drafts, ['en', 'fr'])).toEqual([
      { index: 2, field: 'target', kind: 'urlInvalid' },
      { index: 3, field: 'countries', kind: 'countriesEmpty' },
      { index: 3, field: 'target', kind: 'langMissing' },
      { index: 4, field: 'countries', kind: 'countriesEmpty' },
      { index: 4, field: 'target', kind: 'targetEmpty' },
    ]);
    expect(draftProblems(draftsFromRules(stored), ['en', 'fr'])).toEqual([]);
  });

  it('shows refusals 1323-1326 with the server message and the rules concerned', () => {
    const loop = new ApiError(errors.GEO_RULES_LOOP.en, errors.GEO_RULES_LOOP.code, 'server', {
      country: 'DE',
      rules: [0, 2],
      message: 'Rule 1 sends DE to a.example, where rule 3 sends it back.',
    });
    expect(geoRefusal(loop)).toEqual({
      code: 1323,
      message: `${errors.GEO_RULES_LOOP.en} Rule 1 sends DE to a.example, where rule 3 sends it back.`,
      rules: [0, 2],
    });
    const many = new ApiError(errors.GEO_RULES_TOO_MANY.en, errors.GEO_RULES_TOO_MANY.code, 'server');
    expect(geoRefusal(many)).toEqual({ code: 1326, message: errors.GEO_RULES_TOO_MANY.en, rules: [] });
    expect(geoRefusal(new ApiError('x', 1105, 'server'))).toBeNull();
  });

  it('names countries with their ISO code', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryOptions('en')).toHaveLength(249);
    expect(countryOptions('en').find((o) => o.value === 'CN')?.label).toMatch(/\(CN\)$/);
  });
});

describe('tabs', () => {
  it('opens the section named in the address, the general one otherwise', () => {
    expect(tabFromSearch('geo')).toBe('geo');
    expect(tabFromSearch('blocked-ips')).toBe('blocked-ips');
    expect(tabFromSearch('brand')).toBe('brand');
    expect(tabFromSearch(null)).toBe('general');
    expect(tabFromSearch('nope')).toBe('general');
  });
});

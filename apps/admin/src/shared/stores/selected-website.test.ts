import { describe, expect, it } from 'vitest';
import { parseSelectedWebsite, toSelectedWebsite } from './selected-website.ts';

const site = {
  website_id: 3,
  name: 'Acme',
  flag_code: 'DE',
  domain: '',
  fixed_domain: 'acme.localhost',
  curr_preview_link: 'http://acme.localhost:3000/',
};

describe('parseSelectedWebsite', () => {
  it('reads a stored website', () => {
    expect(parseSelectedWebsite(JSON.stringify(site))).toEqual(site);
  });

  it('refuses missing, broken or id-less values', () => {
    expect(parseSelectedWebsite(null)).toBeNull();
    expect(parseSelectedWebsite('{oops')).toBeNull();
    expect(parseSelectedWebsite('"text"')).toBeNull();
    expect(parseSelectedWebsite(JSON.stringify({ ...site, website_id: 0 }))).toBeNull();
    expect(parseSelectedWebsite(JSON.stringify({ ...site, website_id: '3' }))).toBeNull();
  });

  it('fills missing texts with empty strings', () => {
    expect(parseSelectedWebsite('{"website_id":5}')).toEqual({
      website_id: 5,
      name: '',
      flag_code: '',
      domain: '',
      fixed_domain: '',
      curr_preview_link: '',
    });
  });
});

describe('toSelectedWebsite', () => {
  it('drops fields the app does not remember', () => {
    expect(toSelectedWebsite({ ...site, create_time: 'x', default_language: 'en' } as never)).toEqual(site);
  });
});

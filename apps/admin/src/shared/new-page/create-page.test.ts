import * as contract from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { newPageBody } from './create-page.ts';

describe('a new page’s create body', () => {
  it('is made in the language of the list being shown, or the default when none is given', () => {
    expect(newPageBody({ websiteId: 1, name: 'Über uns', lang: 'de' })).toMatchObject({ lang: 'de' });
    expect(newPageBody({ websiteId: 1, name: 'About' })).not.toHaveProperty('lang');
  });

  it('trims the name and leaves an empty address out so the server derives one', () => {
    expect(newPageBody({ websiteId: 1, name: '  About us ', pathSegment: '  ' })).toEqual({
      website_id: 1,
      page_name: 'About us',
      page_type: 0,
    });
  });

  it('sends a given address in lowercase', () => {
    expect(newPageBody({ websiteId: 1, name: 'About', pathSegment: ' About-Us ' })).toMatchObject({
      path_segment: 'about-us',
    });
  });

  it('is accepted by the contract', () => {
    expect(contract.PageCreateBody.safeParse(newPageBody({ websiteId: 1, name: 'About' })).success).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { companiesToChoose } from './company-choice.tsx';
import { defaultPhoneCountry, e164Of } from './phone-field.tsx';

describe('the phone field', () => {
  it('reads the number in the picked country, and a + number in its own', () => {
    expect(e164Of({ country: 'CN', phone: '138 0013 8000' })).toBe('+8613800138000');
    expect(e164Of({ country: 'GB', phone: '07911 123456' })).toBe('+447911123456');
    expect(e164Of({ country: 'US', phone: '+86 138-0013-8000' })).toBe('+8613800138000');
    expect(e164Of({ country: 'CN', phone: '12345' })).toBeUndefined();
    expect(e164Of({ country: 'CN', phone: '  ' })).toBeUndefined();
  });

  it('starts in China for Chinese, else in the region of the browser language', () => {
    expect(defaultPhoneCountry('zh')).toBe('CN');
    expect(defaultPhoneCountry('en')).toMatch(/^[A-Z]{2}$/);
  });
});

describe('the company question', () => {
  it('takes the companies from the PHONE_COMPANY_CHOICE refusal only', () => {
    const companies = [
      { id: 1, code: 'demo', name: 'Demo' },
      { id: 7, code: 'northwind', name: 'Northwind' },
    ];
    expect(companiesToChoose(new ApiError('choose', 1081, 'server', { companies }, 409))).toEqual(companies);
    expect(companiesToChoose(new ApiError('wrong', 1803, 'server', null, 400))).toBeNull();
    expect(companiesToChoose(new Error('x'))).toBeNull();
  });
});

import { errors } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { loginErrorText } from './login-error.ts';

describe('the sign-in refusal', () => {
  const refused = new ApiError(errors.LOGIN_FAILED.en, errors.LOGIN_FAILED.code, 'server');

  it('follows the interface language instead of keeping the language it arrived in', () => {
    expect(loginErrorText(refused, 'en')).toBe(errors.LOGIN_FAILED.en);
    expect(loginErrorText(refused, 'zh')).toBe(errors.LOGIN_FAILED.zh);
  });

  it('says the network is poor in the current language', () => {
    const offline = new ApiError('The network connection is poor!', -1, 'network');
    expect(loginErrorText(offline, 'zh')).toBe('当前网络环境不佳！');
  });

  it('shows a plain-text answer as it came', () => {
    const text = new ApiError('Service unavailable', 503, 'bad-response', null, 503);
    expect(loginErrorText(text, 'zh')).toBe('Service unavailable');
  });
});

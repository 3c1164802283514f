import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { accountMessages } from './account-i18n.ts';
import { accountRouteMessages } from './account-route-i18n.ts';

describe('the account screens’ own texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(accountMessages.en, accountMessages.zh)).toEqual([]);
    expect(catalogProblems(accountRouteMessages.en, accountRouteMessages.zh)).toEqual([]);
  });

  it('answers through the app’s translate function in both languages', () => {
    expect(translate('en', 'account.resendIn', { seconds: 42 })).toBe('Resend in 42 s');
    expect(translate('zh', 'account.resendIn', { seconds: 42 })).toBe('42 秒后重新获取');
    expect(translate('zh', 'accountRoute.forgot')).toBe('忘记密码');
  });
});

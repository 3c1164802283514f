import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { authRedirectMessages } from './auth-redirect-i18n.ts';
import { authRedirectRouteMessages } from './auth-redirect-route-i18n.ts';

describe('the /auth-redirect screen’s texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(authRedirectMessages.en, authRedirectMessages.zh)).toEqual([]);
    expect(catalogProblems(authRedirectRouteMessages.en, authRedirectRouteMessages.zh)).toEqual([]);
  });
});

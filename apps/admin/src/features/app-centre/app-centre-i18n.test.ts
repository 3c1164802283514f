import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { appCentreMessages } from './app-centre-i18n.ts';
import { commerceRouteMessages } from './commerce-route-i18n.ts';

describe('the app centre’s texts', () => {
  it('have every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(appCentreMessages.en, appCentreMessages.zh)).toEqual([]);
    expect(catalogProblems(commerceRouteMessages.en, commerceRouteMessages.zh)).toEqual([]);
  });

  it('tell the outcome of a payment with the item’s name', () => {
    expect(translate('en', 'appCentre.paid', { item: 'Google Indexing' })).toBe(
      'Paid: Google Indexing is yours.',
    );
    expect(translate('zh', 'appCentre.paid', { item: 'Google 索引' })).toContain('Google 索引');
    expect(translate('zh', 'commerceRoute.appCentre')).toBe('应用中心');
  });
});

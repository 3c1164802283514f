import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { ordersMessages } from './orders-i18n.ts';

describe('the order screen’s texts', () => {
  it('have every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(ordersMessages.en, ordersMessages.zh)).toEqual([]);
    expect(translate('zh', 'orders.cancelAsk', { number: 'C1' })).toContain('C1');
  });
});

import { COMPANY_ORDER_STATUSES } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../i18n/catalog-check.ts';
import { translate } from '../i18n/index.ts';
import { commerceMessages } from './commerce-i18n.ts';
import { ORDER_STATUS_WORDS } from './order-status-tag.tsx';

describe('the order states’ words', () => {
  it('have every English text in Chinese', () => {
    expect(catalogProblems(commerceMessages.en, commerceMessages.zh)).toEqual([]);
  });

  it('name every state the contract knows, differently in each language', () => {
    for (const status of COMPANY_ORDER_STATUSES) {
      const en = translate('en', ORDER_STATUS_WORDS[status]);
      expect(en).not.toBe(ORDER_STATUS_WORDS[status]);
      expect(translate('zh', ORDER_STATUS_WORDS[status])).not.toBe(en);
    }
  });
});

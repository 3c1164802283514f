import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { taxonomyMessages } from './taxonomy-i18n.ts';
import { taxonomyRouteMessages } from './taxonomy-route-i18n.ts';

describe('the category, tag and import texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(taxonomyMessages.en, taxonomyMessages.zh)).toEqual([]);
    expect(catalogProblems(taxonomyRouteMessages.en, taxonomyRouteMessages.zh)).toEqual([]);
  });

  it('names the collection in the operator’s language', () => {
    expect(translate('en', 'taxonomy.categoriesTitle', { one: 'Product' })).toBe('Product categories');
    expect(translate('zh', 'taxonomy.categoriesTitle', { one: '产品' })).toBe('产品分类');
    expect(translate('en', 'taxonomy.ready', { n: 50, created: 48, updated: 2 })).toBe(
      '50 rows ready: 48 new, 2 updated.',
    );
  });
});

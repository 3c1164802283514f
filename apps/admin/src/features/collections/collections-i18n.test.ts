import { newsCollection, productCollection } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { collectionsMessages } from './collections-i18n.ts';

describe('the collection screens’ own texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(collectionsMessages.en, collectionsMessages.zh)).toEqual([]);
  });

  it('speaks of each collection in its own words, from its definition', () => {
    expect(translate('en', 'collections.emptyAction', { one: 'article' })).toBe('Write your first article');
    expect(translate('zh', 'collections.emptyTitle', { many: productCollection.label.many.zh })).toBe(
      '暂无产品',
    );
    expect(translate('zh', 'collections.add', { one: newsCollection.label.one.zh })).toBe('新建文章');
  });

  it('titles the routes of both collections in both languages', () => {
    expect(translate('en', 'route.articles')).toBe('Articles');
    expect(translate('zh', 'route.articles')).toBe('文章');
    expect(translate('en', 'route.productList')).toBe('Product list');
    expect(translate('zh', 'route.productList')).toBe('产品列表');
  });
});

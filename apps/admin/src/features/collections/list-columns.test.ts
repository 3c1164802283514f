import { newsCollection, productCollection } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { currencyField, formatMoney, listColumns, statusLook } from './list-columns.ts';

describe('list columns from a definition', () => {
  it('shows the article list’s cover, categories, author, status and publish date in the definition’s order', () => {
    const columns = listColumns(newsCollection);
    expect(columns.map((c) => [c.key, c.kind])).toEqual([
      ['cover', 'image'],
      ['type_ids', 'categories'],
      ['author', 'text'],
      ['status', 'status'],
      ['publish_at', 'date'],
    ]);
    // The definition names its own fields; the publish date sorts the list.
    expect(columns[0]?.label?.en).toBe('Cover image');
    expect(columns.find((c) => c.key === 'publish_at')?.sort).toBe('publish_at');
    expect(columns.find((c) => c.key === 'author')?.sort).toBeUndefined();
  });

  it('shows the product list’s first picture, model and price, the price in the product’s currency', () => {
    const columns = listColumns(productCollection);
    expect(columns.map((c) => [c.key, c.kind, c.source])).toEqual([
      ['gallery', 'image', 'field'],
      ['model', 'text', 'field'],
      ['type_ids', 'categories', 'item'],
      ['price', 'money', 'field'],
      ['status', 'status', 'item'],
    ]);
    expect(currencyField(productCollection)).toBe('currency');
    expect(currencyField(newsCollection)).toBeUndefined();
  });

  it('leaves out a column key that is neither a common key nor a field', () => {
    expect(listColumns({ ...newsCollection, columns: ['nonsense', 'status'] }).map((c) => c.key)).toEqual([
      'status',
    ]);
  });

  it('formats a price with its currency, and shows nothing without one', () => {
    expect(formatMoney(1299, 'USD', 'en')).toBe('$1,299.00');
    expect(formatMoney(null, 'USD', 'en')).toBe('');
    expect(formatMoney(5, 'nonsense', 'en')).toBe('$5.00');
  });

  it('marks published items with changes as updated, and those with a date to come as scheduled', () => {
    expect(statusLook('draft')).toEqual({ base: 'draft' });
    expect(statusLook('published')).toEqual({ base: 'published' });
    expect(statusLook('updated')).toEqual({ base: 'published', mark: 'updated' });
    expect(statusLook('scheduled')).toEqual({ base: 'published', mark: 'scheduled' });
  });
});

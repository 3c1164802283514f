import { describe, expect, it } from 'vitest';
import { isValidMediaName, MediaListQuery, MediaUsageQuery } from './media-library.ts';

describe('media library requests', () => {
  it('reads a list query from a query string with its defaults', () => {
    expect(MediaListQuery.parse({ website_id: '3' })).toEqual({
      website_id: 3,
      folder_id: 'all',
      page: 1,
      page_size: 40,
      sort: 'newest',
    });
    const q = MediaListQuery.parse({ website_id: '3', folder_id: '12', kind: 'image,svg', page_size: '100' });
    expect(q.folder_id).toBe(12);
    expect(q.kind).toEqual(['image', 'svg']);
    expect(MediaListQuery.parse({ website_id: 3, folder_id: 'root' }).folder_id).toBe('root');
  });

  it('refuses unknown kinds, pages too large and folders that are not ids', () => {
    expect(MediaListQuery.safeParse({ website_id: 3, kind: 'image,exe' }).success).toBe(false);
    expect(MediaListQuery.safeParse({ website_id: 3, page_size: '101' }).success).toBe(false);
    expect(MediaListQuery.safeParse({ website_id: 3, folder_id: '0' }).success).toBe(false);
    expect(MediaListQuery.safeParse({ website_id: 3, from: 'yesterday' }).success).toBe(false);
  });

  it('takes at most 100 ids for usage', () => {
    expect(MediaUsageQuery.parse({ website_id: '1', ids: '4,5' }).ids).toEqual([4, 5]);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(MediaUsageQuery.safeParse({ website_id: '1', ids: many }).success).toBe(false);
    expect(MediaUsageQuery.safeParse({ website_id: '1', ids: '4,x' }).success).toBe(false);
  });

  it('accepts names people use and refuses separators and control characters', () => {
    expect(isValidMediaName('Team photo 2026.jpg')).toBe(true);
    expect(isValidMediaName('产品图.png')).toBe(true);
    expect(isValidMediaName('a/b.png')).toBe(false);
    expect(isValidMediaName('a\\b.png')).toBe(false);
    expect(isValidMediaName('a\nb.png')).toBe(false);
    expect(isValidMediaName(' padded')).toBe(false);
    expect(isValidMediaName('')).toBe(false);
    expect(isValidMediaName('x'.repeat(65), 64)).toBe(false);
  });
});

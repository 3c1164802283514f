import type { Tag } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { filterTags, mergePlan } from './tag-search.ts';

const tag = (id: number, name: string, names: Record<string, string> = {}): Tag => ({
  id,
  name,
  names,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  item_count: id,
});

const tags = [tag(1, 'Pumps'), tag(2, 'Stainless Steel', { zh: '不锈钢' }), tag(3, 'Valves')];

describe('searching and merging tags', () => {
  it('finds tags by name, address or another language’s name, in any case', () => {
    expect(filterTags(tags, 'PUMP').map((t) => t.id)).toEqual([1]);
    expect(filterTags(tags, 'stainless-').map((t) => t.id)).toEqual([2]);
    expect(filterTags(tags, '不锈').map((t) => t.id)).toEqual([2]);
    expect(filterTags(tags, '  ').map((t) => t.id)).toEqual([1, 2, 3]);
  });

  it('merges every ticked tag but the kept one into it', () => {
    expect(mergePlan(tags, 2)).toEqual({ fromIds: [1, 3], intoId: 2 });
    expect(mergePlan([tags[0] as Tag], 1)).toBeNull();
    expect(mergePlan(tags, 9)).toBeNull();
  });
});

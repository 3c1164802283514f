import { describe, expect, it } from 'vitest';
import { attributeApplies } from './attribute.ts';

// Categories: 1 Bakery > 2 Breads > 3 Sourdough; 4 Drinks.
const PARENT: Record<number, number> = { 2: 1, 3: 2 };
const ancestors = (id: number) => {
  const chain = [id];
  while (PARENT[chain[chain.length - 1] as number])
    chain.push(PARENT[chain[chain.length - 1] as number] as number);
  return chain;
};

describe('which products have an attribute', () => {
  it('gives one without categories to every product, another to its categories and those below them', () => {
    expect(attributeApplies({ category_ids: [] }, [], ancestors)).toBe(true);
    expect(attributeApplies({ category_ids: [2] }, [3], ancestors)).toBe(true);
    expect(attributeApplies({ category_ids: [2] }, [4, 2], ancestors)).toBe(true);
    expect(attributeApplies({ category_ids: [2] }, [1], ancestors)).toBe(false);
    expect(attributeApplies({ category_ids: [2] }, [4], ancestors)).toBe(false);
    expect(attributeApplies({ category_ids: [2] }, [], ancestors)).toBe(false);
  });
});

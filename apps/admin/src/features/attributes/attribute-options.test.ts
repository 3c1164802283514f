import { describe, expect, it } from 'vitest';
import { optionIdFromName, reorderIds, uniqueOptionId, withOptionIds } from './attribute-options.ts';

describe('option ids derived from option names', () => {
  it('takes lowercase letters, digits and single hyphens from the name', () => {
    expect(optionIdFromName('Stainless Steel 304')).toBe('stainless-steel-304');
    expect(optionIdFromName('  Crème brûlée!! ')).toBe('creme-brulee');
    expect(optionIdFromName('--Red / Blue--')).toBe('red-blue');
  });

  it('falls back to "option" for names in scripts without such letters', () => {
    expect(optionIdFromName('不锈钢')).toBe('option');
  });

  it('fits the contract’s forty characters', () => {
    const id = optionIdFromName(`${'a'.repeat(30)} ${'b'.repeat(30)}`);
    expect(id.length).toBeLessThanOrEqual(40);
    expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,39}$/);
  });

  it('numbers a clashing id and keeps the limit', () => {
    expect(uniqueOptionId('red', new Set(['red']))).toBe('red-2');
    expect(uniqueOptionId('red', new Set(['red', 'red-2']))).toBe('red-3');
    const long = 'x'.repeat(40);
    expect(uniqueOptionId(long, new Set([long]))).toBe(`${'x'.repeat(38)}-2`);
  });

  it('keeps saved ids when options are renamed and gives new ones their own', () => {
    const out = withOptionIds([
      { key: 'a', id: 'steel', name: 'Stainless steel', names: {} },
      { key: 'b', id: '', name: 'Steel', names: {} },
      { key: 'c', id: '', name: '铝', names: { en: 'Aluminium' } },
      { key: 'd', id: '', name: '铜', names: {} },
      { key: 'e', id: '', name: '   ', names: {} },
    ]);
    expect(out).toEqual([
      { id: 'steel', name: 'Stainless steel', names: {} },
      { id: 'steel-2', name: 'Steel', names: {} },
      { id: 'option', name: '铝', names: { en: 'Aluminium' } },
      { id: 'option-2', name: '铜', names: {} },
    ]);
  });
});

describe('dragging an attribute to another row', () => {
  it('puts it in that row’s place, shifting the rows in between', () => {
    expect(reorderIds([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(reorderIds([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(reorderIds([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(reorderIds([1, 2, 3], 9, 2)).toEqual([1, 2, 3]);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog-check.ts';

describe('checking a feature’s catalogue', () => {
  it('names missing, extra and empty texts and differing placeholders', () => {
    const en = { a: 'A', b: { c: 'Hi {name}', d: 'D' }, e: 'E' };
    const zh = { a: '', b: { c: '你好 {who}', x: 'X' }, e: '乙' };
    expect(catalogProblems(en, zh).sort()).toEqual(
      ['a: empty', 'b.c: placeholders differ', 'b.d: no Chinese text', 'b.x: no English text'].sort(),
    );
  });

  it('finds nothing wrong when both agree', () => {
    expect(catalogProblems({ a: '{n} left' }, { a: '剩 {n}' })).toEqual([]);
  });
});

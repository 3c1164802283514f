import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from './tag-list.ts';

const rules = { maxLength: 10, maxCount: 3 };

describe('tag list', () => {
  it('adds a tag trimmed, with inner spaces collapsed', () => {
    expect(addTag(['news'], '  big   sale ', rules)).toEqual({ ok: true, tags: ['news', 'big sale'] });
  });

  it('refuses an empty tag, a tag already there in any case, a long one and one too many', () => {
    expect(addTag([], '   ', rules)).toEqual({ ok: false, reason: 'empty' });
    expect(addTag(['News'], 'news', rules)).toEqual({ ok: false, reason: 'duplicate' });
    expect(addTag([], 'x'.repeat(11), rules)).toEqual({ ok: false, reason: 'too_long' });
    expect(addTag(['a', 'b', 'c'], 'd', rules)).toEqual({ ok: false, reason: 'too_many' });
  });

  it('counts characters, not UTF-16 units, against the length limit', () => {
    expect(addTag([], '标签标签标签标签标签', rules).ok).toBe(true);
    expect(addTag([], '😀'.repeat(10), rules).ok).toBe(true);
  });

  it('removes one tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

import { describe, expect, it } from 'vitest';
import { countWords } from './word-count.ts';

describe('countWords', () => {
  it('counts space-separated words and ignores punctuation', () => {
    expect(countWords('Hello, world! This is   a test.')).toBe(6);
    expect(countWords("Don't split e-mail or 3.14")).toBe(5);
  });

  it('counts each Chinese or Japanese character as a word', () => {
    expect(countWords('你好世界')).toBe(4);
    expect(countWords('我爱 TipTap 编辑器')).toBe(6);
    expect(countWords('ひらがなカタカナ')).toBe(8);
  });

  it('counts nothing in empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t — ')).toBe(0);
  });
});

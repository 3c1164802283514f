import { describe, expect, it } from 'vitest';
import { byteLength } from './byte-length.ts';

describe('byteLength', () => {
  it('counts ASCII as half', () => {
    expect(byteLength('')).toBe(0);
    expect(byteLength('a')).toBe(0.5);
    expect(byteLength('abcd')).toBe(2);
    expect(byteLength('a b')).toBe(1.5);
  });

  it('counts non-ASCII as one', () => {
    expect(byteLength('中文')).toBe(2);
    expect(byteLength('é')).toBe(1);
    expect(byteLength('中a')).toBe(1.5);
  });

  it('counts an emoji as one character', () => {
    expect(byteLength('😀')).toBe(1);
  });
});

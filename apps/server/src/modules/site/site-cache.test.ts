import { describe, expect, it } from 'vitest';
import { ByteBoundedLru } from './site-cache.ts';

describe('the published-file cache', () => {
  it('keeps within its byte budget by dropping what was read least lately', () => {
    const cache = new ByteBoundedLru<string>(400, (value) => value.length);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key.repeat(100));
    // 'a' and 'b' are read again; the next two files push out the two not read since.
    expect(cache.get('a')).toBe('a'.repeat(100));
    expect(cache.get('b')).toBe('b'.repeat(100));
    cache.set('e', 'e'.repeat(100));
    cache.set('f', 'f'.repeat(100));
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('d')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.bytes).toBe(400);
  });

  it('keeps a file read on every request however many others come and go', () => {
    const cache = new ByteBoundedLru<string>(1000, (value) => value.length);
    cache.set('home', 'h'.repeat(100));
    for (let i = 0; i < 500; i++) {
      cache.set(`page-${i}`, 'p'.repeat(100));
      expect(cache.get('home')).toBeDefined();
    }
    expect(cache.size).toBe(10);
  });
});

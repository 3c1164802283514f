import { describe, expect, it } from 'vitest';
import { shortenLink } from './link-text.ts';

describe('shortenLink', () => {
  it('keeps links of up to 30 characters whole', () => {
    expect(shortenLink('https://example.com/abcdefghij')).toBe('https://example.com/abcdefghij');
  });

  it('shows longer links as 20 characters and an ellipsis', () => {
    expect(shortenLink('https://example.com/a/very/long/path')).toBe('https://example.com/…');
  });

  it('never cuts a character in half', () => {
    const short = shortenLink(`https://例子.测试/${'😀'.repeat(20)}`);
    expect(short).toBe(`https://例子.测试/${'😀'.repeat(6)}…`);
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.ts';

describe('MemoryRateLimiter', () => {
  it('blocks a key once it reaches the limit and lets it go after the window', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ max: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 2; i++) await limiter.hit('a');
    expect(await limiter.isBlocked('a')).toBe(false);
    await limiter.hit('a');
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.isBlocked('b')).toBe(false);
    now += 60_001;
    expect(await limiter.isBlocked('a')).toBe(false);
  });

  it('forgets a key on reset', async () => {
    const limiter = new MemoryRateLimiter({ max: 1, windowMs: 60_000 });
    await limiter.hit('a');
    expect(await limiter.isBlocked('a')).toBe(true);
    await limiter.reset('a');
    expect(await limiter.isBlocked('a')).toBe(false);
  });

  it('counts a sliding window: old failures age out one by one', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ max: 2, windowMs: 100, now: () => now });
    await limiter.hit('a');
    now = 60;
    await limiter.hit('a');
    expect(await limiter.isBlocked('a')).toBe(true);
    now = 101;
    expect(await limiter.isBlocked('a')).toBe(false);
    await limiter.hit('a');
    expect(await limiter.isBlocked('a')).toBe(true);
  });

  it('keeps memory bounded by dropping the oldest keys', async () => {
    const limiter = new MemoryRateLimiter({ max: 1, windowMs: 60_000, maxKeys: 2 });
    await limiter.hit('a');
    await limiter.hit('b');
    await limiter.hit('c');
    expect(await limiter.isBlocked('a')).toBe(false);
    expect(await limiter.isBlocked('b')).toBe(true);
    expect(await limiter.isBlocked('c')).toBe(true);
  });
});

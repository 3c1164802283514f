import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

const url = process.env.TEST_REDIS_URL;

// Needs a Redis server: runs when TEST_REDIS_URL is set (CI sets it when Redis listens locally).
describe.skipIf(!url)('RedisRateLimiter', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(url ?? '');
  });
  afterAll(() => redis.quit());

  function limiter(max: number, windowMs: number, now: () => number) {
    return new RedisRateLimiter({ redis, prefix: `test:${randomUUID()}`, max, windowMs, now });
  }

  it('answers each attempt its own place in line, also for a parallel burst', async () => {
    const l = limiter(10, 60_000, Date.now);
    const counts = await Promise.all(Array.from({ length: 25 }, () => l.hit('k')));
    expect([...counts].sort((a, b) => a - b).slice(0, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(await l.isBlocked('k')).toBe(true);
  });

  it('slides the window, takes back an attempt and forgets a key', async () => {
    let now = 1_000_000;
    const l = limiter(2, 100, () => now);
    expect(await l.hit('a')).toBe(1);
    now += 60;
    expect(await l.hit('a')).toBe(2);
    expect(await l.isBlocked('a')).toBe(true);
    now += 50; // the first attempt has aged out
    expect(await l.isBlocked('a')).toBe(false);
    expect(await l.hit('a')).toBe(2);
    await l.undo('a');
    expect(await l.isBlocked('a')).toBe(false);
    await l.reset('a');
    expect(await l.hit('a')).toBe(1);
    expect(await l.isBlocked('b')).toBe(false);
  });
});

// Needs a Redis server: runs when TEST_REDIS_URL is set (CI sets it when Redis listens locally).
describe.skipIf(!url)('login limits on Redis (REDIS_URL)', () => {
  it('refuses the eleventh failure of an account, counted in Redis', async () => {
    const { buildTestApp, login, body } = await import('../../test/helper.ts');
    const t = await buildTestApp({ env: { REDIS_URL: url ?? '' } });
    try {
      // A name and an address of their own: Redis keeps counts across test runs for 15 minutes.
      const who = { companyId: 'demo', username: `nobody-${randomUUID()}`, password: 'wrong-password' };
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      for (let i = 0; i < 10; i++) {
        expect(body((await login(t.app, who, { remoteAddress: ip })).response).code).toBe(1001);
      }
      expect((await login(t.app, who, { remoteAddress: ip })).response.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

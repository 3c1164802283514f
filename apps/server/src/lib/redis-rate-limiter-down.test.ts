import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { isAppError } from './app-error.ts';
import { createRedisLimitHealth, RedisRateLimiter, type WhenRedisDown } from './redis-rate-limiter.ts';

// Redis that cannot be reached: every command fails, as ioredis's do once its retries run out.
const down = {
  eval: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  zpopmax: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  del: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
} as unknown as Redis;

function setup() {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  const health = createRedisLimitHealth({
    warn: (message) => lines.push({ level: 'warn', message }),
    info: (message) => lines.push({ level: 'info', message }),
  });
  const limiter = (whenDown: WhenRedisDown) =>
    new RedisRateLimiter({ redis: down, prefix: 'test', max: 3, windowMs: 60_000, whenDown, health });
  return { lines, health, limiter };
}

describe('rate limits while Redis is down', () => {
  it('refuse (sign-in, codes): every attempt is refused with 503 RATE_LIMIT_UNAVAILABLE, not a 500', async () => {
    const { limiter } = setup();
    const l = limiter('refuse');
    for (const attempt of [l.hit('k'), l.isBlocked('k')]) {
      const error = await attempt.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isAppError(error) && error.key).toBe('RATE_LIMIT_UNAVAILABLE');
    }
    // Taking back or forgetting attempts is best effort and never fails the request.
    await expect(l.undo('k')).resolves.toBeUndefined();
    await expect(l.reset('k')).resolves.toBeUndefined();
  });

  it('allow (forms, uploads): requests go through as if first in their window', async () => {
    const { limiter } = setup();
    const l = limiter('allow');
    expect(await l.hit('k')).toBe(1);
    expect(await l.isBlocked('k')).toBe(false);
  });

  it('says so in the log once per outage and kind, and once that Redis is back', async () => {
    const { limiter, lines, health } = setup();
    for (let i = 0; i < 5; i++) {
      await limiter('refuse')
        .hit('k')
        .catch(() => {});
      await limiter('allow').hit('k');
    }
    expect(lines.map((l) => l.level)).toEqual(['warn', 'warn']);
    expect(lines[0]?.message).toMatch(/fail closed/);
    expect(lines[1]?.message).toMatch(/fail open/);
    health.recovered();
    health.recovered();
    expect(lines.at(-1)).toEqual({ level: 'info', message: expect.stringMatching(/reachable again/) });
    expect(lines).toHaveLength(3);
    await limiter('refuse')
      .hit('k')
      .catch(() => {});
    expect(lines).toHaveLength(4);
  });
});

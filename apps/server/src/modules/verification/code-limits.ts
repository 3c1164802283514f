import type { Redis } from 'ioredis';
import { MemoryRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';
import { type RedisLimitHealth, RedisRateLimiter } from '../../lib/redis-rate-limiter.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Codes asked for in an hour: per phone or address (a flood of texts to one victim), per account
 * (one account's codes across its targets) and per client address, which allows more because an
 * office may share it. Wrong codes entered are counted per address under `guess`.
 */
export const CODE_LIMITS = {
  target: { max: 5, windowMs: HOUR_MS },
  account: { max: 10, windowMs: HOUR_MS },
  ip: { max: 30, windowMs: HOUR_MS },
  guess: { max: 50, windowMs: HOUR_MS },
} as const;

export type CodeLimiters = Record<keyof typeof CODE_LIMITS, RateLimiter>;

export function createMemoryCodeLimiters(now?: () => number): CodeLimiters {
  const make = (name: keyof typeof CODE_LIMITS) => new MemoryRateLimiter({ ...CODE_LIMITS[name], now });
  return { target: make('target'), account: make('account'), ip: make('ip'), guess: make('guess') };
}

/** Shared by every server on one Redis (REDIS_URL). */
export function createRedisCodeLimiters(
  redis: Redis,
  now?: () => number,
  health?: RedisLimitHealth,
): CodeLimiters {
  const make = (name: keyof typeof CODE_LIMITS) =>
    new RedisRateLimiter({
      redis,
      whenDown: 'refuse',
      ...(health ? { health } : {}),
      prefix: `code:${name}`,
      ...CODE_LIMITS[name],
      ...(now ? { now } : {}),
    });
  return { target: make('target'), account: make('account'), ip: make('ip'), guess: make('guess') };
}

import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '@sitewright/contract';
import type { Redis } from 'ioredis';
import { MemoryRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';
import { type RedisLimitHealth, RedisRateLimiter } from '../../lib/redis-rate-limiter.ts';

/**
 * Failures allowed from one IP address. Higher than the per-account limit because many operators
 * of one office may share an address behind NAT, and one of them mistyping must not lock out the rest.
 */
export const LOGIN_IP_MAX_FAILURES = 50;

/** Failed sign-ins counted per account (across all addresses) and per client address. */
export interface LoginLimiters {
  account: RateLimiter;
  ip: RateLimiter;
}

export function createMemoryLoginLimiters(now?: () => number): LoginLimiters {
  return {
    account: new MemoryRateLimiter({ max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS, now }),
    ip: new MemoryRateLimiter({ max: LOGIN_IP_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS, now }),
  };
}

/** Limiters shared by every server on one Redis (REDIS_URL), for more than one process. */
export function createRedisLoginLimiters(
  redis: Redis,
  now?: () => number,
  health?: RedisLimitHealth,
): LoginLimiters {
  return {
    account: new RedisRateLimiter({
      redis,
      whenDown: 'refuse',
      ...(health ? { health } : {}),
      prefix: 'login:account',
      max: LOGIN_MAX_FAILURES,
      windowMs: LOGIN_WINDOW_MS,
      ...(now ? { now } : {}),
    }),
    ip: new RedisRateLimiter({
      redis,
      whenDown: 'refuse',
      ...(health ? { health } : {}),
      prefix: 'login:ip',
      max: LOGIN_IP_MAX_FAILURES,
      windowMs: LOGIN_WINDOW_MS,
      ...(now ? { now } : {}),
    }),
  };
}

/**
 * The key one account's failures are counted under. A known company is keyed by its id, so its
 * code and its id (both accepted at login), any letter case and surrounding spaces count together.
 */
export function accountKey(
  company: { id: number } | undefined,
  companyInput: string,
  userName: string,
): string {
  const companyPart = company
    ? `id:${company.id}`
    : `code:${companyInput.normalize('NFKC').trim().toLowerCase()}`;
  return `${companyPart}\u0000${userName.normalize('NFKC').trim().toLowerCase()}`;
}

import { FORM_SUBMITS_PER_FORM_PER_MINUTE, FORM_SUBMITS_PER_IP_PER_MINUTE } from '@sitewright/contract';
import type { Redis } from 'ioredis';
import { MemoryRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';
import { type RedisLimitHealth, RedisRateLimiter } from '../../lib/redis-rate-limiter.ts';

/** Submissions per visitor address and per form, and proof-of-work challenges per address. */
export interface FormLimiters {
  ip: RateLimiter;
  form: RateLimiter;
  challenge: RateLimiter;
}

const MINUTE = 60_000;
/** A person solves a challenge per form they fill in; a script harvesting challenges asks for many. */
const CHALLENGES_PER_IP_PER_MINUTE = 30;

export function createMemoryFormLimiters(): FormLimiters {
  return {
    ip: new MemoryRateLimiter({ max: FORM_SUBMITS_PER_IP_PER_MINUTE, windowMs: MINUTE }),
    form: new MemoryRateLimiter({ max: FORM_SUBMITS_PER_FORM_PER_MINUTE, windowMs: MINUTE }),
    challenge: new MemoryRateLimiter({ max: CHALLENGES_PER_IP_PER_MINUTE, windowMs: MINUTE }),
  };
}

/** Shared by every site server process through Redis, when REDIS_URL is set. */
export function createRedisFormLimiters(redis: Redis, health?: RedisLimitHealth): FormLimiters {
  return {
    ip: new RedisRateLimiter({
      redis,
      whenDown: 'allow',
      ...(health ? { health } : {}),
      prefix: 'form:ip',
      max: FORM_SUBMITS_PER_IP_PER_MINUTE,
      windowMs: MINUTE,
    }),
    form: new RedisRateLimiter({
      redis,
      whenDown: 'allow',
      ...(health ? { health } : {}),
      prefix: 'form:form',
      max: FORM_SUBMITS_PER_FORM_PER_MINUTE,
      windowMs: MINUTE,
    }),
    challenge: new RedisRateLimiter({
      redis,
      whenDown: 'allow',
      ...(health ? { health } : {}),
      prefix: 'form:challenge',
      max: CHALLENGES_PER_IP_PER_MINUTE,
      windowMs: MINUTE,
    }),
  };
}

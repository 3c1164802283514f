import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * What a limiter does while Redis cannot be reached: `refuse` the attempt (sign-in, codes: a
 * guesser must not get unlimited tries) or `allow` it (visitors' limits: the site keeps working).
 */
export type WhenRedisDown = 'refuse' | 'allow';

/**
 * Tells the log once per outage what the limiters do while Redis is down, and once that it is
 * back, rather than a line per request.
 */
export interface RedisLimitHealth {
  failed(mode: WhenRedisDown, error: unknown): void;
  /** Redis answered again: the next outage is reported afresh. */
  recovered(): void;
}

export function createRedisLimitHealth(log: {
  warn(message: string): void;
  info(message: string): void;
}): RedisLimitHealth {
  const told = new Set<WhenRedisDown>();
  return {
    failed(mode, error) {
      if (told.has(mode)) return;
      told.add(mode);
      const why = error instanceof Error ? error.message : String(error);
      log.warn(
        mode === 'refuse'
          ? `Redis is unreachable (${why}): sign-in and code requests are refused until it is back (rate limits fail closed)`
          : `Redis is unreachable (${why}): form submissions and uploads are let through without their rate limits until it is back (rate limits fail open)`,
      );
    },
    recovered() {
      if (told.size === 0) return;
      told.clear();
      log.info('Redis is reachable again: rate limits are counted as usual');
    },
  };
}

/**
 * Counts attempts in a Redis sorted set per key (score = time), so every server behind a load
 * balancer shares one count. Each step is one Lua script, so the count a caller gets back is atomic
 * across servers too.
 */
const HIT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
local n = redis.call('ZCARD', KEYS[1])
if n > tonumber(ARGV[4]) + 1 then redis.call('ZREMRANGEBYRANK', KEYS[1], 0, n - tonumber(ARGV[4]) - 2) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return n`;

const COUNT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
return redis.call('ZCARD', KEYS[1])`;

export interface RedisRateLimiterOptions {
  redis: Redis;
  /** Namespace of this limiter's keys, e.g. `login:account`. */
  prefix: string;
  max: number;
  windowMs: number;
  now?: () => number;
  /** Default `refuse`. */
  whenDown?: WhenRedisDown;
  health?: RedisLimitHealth;
}

const NO_HEALTH: RedisLimitHealth = { failed() {}, recovered() {} };

export class RedisRateLimiter implements RateLimiter {
  readonly #o: Required<RedisRateLimiterOptions>;

  constructor(options: RedisRateLimiterOptions) {
    this.#o = { now: Date.now, whenDown: 'refuse', health: NO_HEALTH, ...options };
  }

  get max(): number {
    return this.#o.max;
  }

  #key(key: string): string {
    return `sitewright:rl:${this.#o.prefix}:${key}`;
  }

  /** Runs one Redis step; while Redis is down, refuses (503) or lets through with `allowed`. */
  async #guard<T>(step: () => Promise<T>, allowed: T): Promise<T> {
    try {
      return await step();
    } catch (error) {
      this.#o.health.failed(this.#o.whenDown, error);
      if (this.#o.whenDown === 'allow') return allowed;
      throw new AppError('RATE_LIMIT_UNAVAILABLE', { cause: error });
    }
  }

  async hit(key: string): Promise<number> {
    const { redis, windowMs, max, now } = this.#o;
    // Let through: the attempt counts as the first of its window.
    return this.#guard(
      async () =>
        Number(await redis.eval(HIT, 1, this.#key(key), now(), windowMs, `${now()}-${randomUUID()}`, max)),
      1,
    );
  }

  async undo(key: string): Promise<void> {
    // Taking an attempt back is a kindness; without Redis there is nothing to take back.
    await this.#o.redis.zpopmax(this.#key(key)).catch(() => {});
  }

  async isBlocked(key: string): Promise<boolean> {
    const { redis, windowMs, max, now } = this.#o;
    return this.#guard(
      async () => Number(await redis.eval(COUNT, 1, this.#key(key), now(), windowMs)) >= max,
      false,
    );
  }

  async reset(key: string): Promise<void> {
    await this.#o.redis.del(this.#key(key)).catch(() => {});
  }
}

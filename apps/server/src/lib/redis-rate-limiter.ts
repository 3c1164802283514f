import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';

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
}

export class RedisRateLimiter implements RateLimiter {
  readonly #o: Required<RedisRateLimiterOptions>;

  constructor(options: RedisRateLimiterOptions) {
    this.#o = { now: Date.now, ...options };
  }

  get max(): number {
    return this.#o.max;
  }

  #key(key: string): string {
    return `sitewright:rl:${this.#o.prefix}:${key}`;
  }

  async hit(key: string): Promise<number> {
    const { redis, windowMs, max, now } = this.#o;
    const n = await redis.eval(HIT, 1, this.#key(key), now(), windowMs, `${now()}-${randomUUID()}`, max);
    return Number(n);
  }

  async undo(key: string): Promise<void> {
    await this.#o.redis.zpopmax(this.#key(key));
  }

  async isBlocked(key: string): Promise<boolean> {
    const { redis, windowMs, max, now } = this.#o;
    return Number(await redis.eval(COUNT, 1, this.#key(key), now(), windowMs)) >= max;
  }

  async reset(key: string): Promise<void> {
    await this.#o.redis.del(this.#key(key));
  }
}

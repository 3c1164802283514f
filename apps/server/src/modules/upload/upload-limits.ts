import {
  UPLOAD_RATE_MAX_PER_ACCOUNT,
  UPLOAD_RATE_MAX_PER_IP,
  UPLOAD_RATE_WINDOW_MS,
} from '@sitewright/contract';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error.ts';
import { MemoryRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';
import { type RedisLimitHealth, RedisRateLimiter } from '../../lib/redis-rate-limiter.ts';
import { sessionOf } from '../../plugins/session.ts';

/** Uploads counted per operator (across addresses) and per client address. */
export interface UploadLimiters {
  account: RateLimiter;
  ip: RateLimiter;
}

interface LimitOptions {
  account?: number;
  ip?: number;
  now?: () => number;
}

export function createMemoryUploadLimiters(options: LimitOptions = {}): UploadLimiters {
  const { now } = options;
  return {
    account: new MemoryRateLimiter({
      max: options.account ?? UPLOAD_RATE_MAX_PER_ACCOUNT,
      windowMs: UPLOAD_RATE_WINDOW_MS,
      now,
    }),
    ip: new MemoryRateLimiter({
      max: options.ip ?? UPLOAD_RATE_MAX_PER_IP,
      windowMs: UPLOAD_RATE_WINDOW_MS,
      now,
    }),
  };
}

/** Limiters shared by every server on one Redis (REDIS_URL). */
export function createRedisUploadLimiters(redis: Redis, health?: RedisLimitHealth): UploadLimiters {
  return {
    account: new RedisRateLimiter({
      redis,
      whenDown: 'allow',
      ...(health ? { health } : {}),
      prefix: 'upload:account',
      max: UPLOAD_RATE_MAX_PER_ACCOUNT,
      windowMs: UPLOAD_RATE_WINDOW_MS,
    }),
    ip: new RedisRateLimiter({
      redis,
      whenDown: 'allow',
      ...(health ? { health } : {}),
      prefix: 'upload:ip',
      max: UPLOAD_RATE_MAX_PER_IP,
      windowMs: UPLOAD_RATE_WINDOW_MS,
    }),
  };
}

/**
 * Counts one upload of the signed-in operator and refuses it (1419) when the operator or the
 * address is over its limit. Called before a multipart body is read, so a refused upload costs
 * nothing; and a refused upload is not counted, so one operator hammering past their own limit
 * does not use up the address that colleagues behind the same NAT share.
 */
export async function countUpload(limiters: UploadLimiters, request: FastifyRequest): Promise<void> {
  const { companyId, userId } = sessionOf(request);
  const account = `${companyId}:${userId}`;
  if ((await limiters.account.hit(account)) > limiters.account.max) {
    await limiters.account.undo(account);
    throw new AppError('UPLOAD_RATE_LIMITED');
  }
  if ((await limiters.ip.hit(request.ip)) > limiters.ip.max) {
    await Promise.all([limiters.ip.undo(request.ip), limiters.account.undo(account)]);
    throw new AppError('UPLOAD_RATE_LIMITED');
  }
}

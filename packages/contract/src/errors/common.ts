import type { ErrorTable } from './table.ts';

/** Answers any call can get: success, invalid or oversized requests, sessions, CSRF, rate limits and server faults. */
export const commonErrors = {
  OK: { code: 0, status: 200, en: 'OK', zh: '成功' },
  VALIDATION: { code: 400, status: 400, en: 'The request is invalid.', zh: '请求参数有误' },
  TEXT_UNSTORABLE: {
    code: 1010,
    status: 400,
    en: 'The field "{field}" contains a character that cannot be stored (a NUL character or half of a UTF-16 surrogate pair). Remove it and try again.',
    zh: '字段“{field}”含有无法保存的字符（NUL 字符或不成对的 UTF-16 代理字符），请删除后重试',
  },
  SESSION_INVALID: {
    code: 401,
    status: 401,
    en: 'Your session has expired! Please sign in again',
    zh: 'Token 已失效！请重新登录',
  },
  FORBIDDEN: {
    code: 403,
    status: 403,
    en: 'The request did not come from this site and was refused.',
    zh: '请求来源不受信任，已拒绝',
  },
  NOT_FOUND: { code: 404, status: 404, en: 'Not found.', zh: '请求的资源不存在' },
  PAYLOAD_TOO_LARGE: {
    code: 413,
    status: 413,
    en: 'The request is too large.',
    zh: '请求内容过大',
  },
  RATE_LIMITED: {
    code: 429,
    status: 429,
    en: 'Too many failed attempts. Please try again in 15 minutes.',
    zh: '失败次数过多，请 15 分钟后再试',
  },
  RATE_LIMIT_UNAVAILABLE: {
    code: 503,
    status: 503,
    en: 'This is paused for a moment because the server cannot check its attempt limits. Please try again in a minute.',
    zh: '服务器暂时无法核对尝试次数限制，此操作已暂停，请一分钟后再试',
  },
  INTERNAL: { code: 500, status: 500, en: 'Something went wrong on the server.', zh: '服务器内部错误' },
} as const satisfies ErrorTable;

import type { ErrorTable } from './table.ts';

/**
 * One-time codes by SMS or mail (180x). None of them says whether a phone or an address belongs to
 * an account: asking for a code is answered alike either way.
 */
export const verificationErrors = {
  CODE_COOLDOWN: {
    code: 1801,
    status: 429,
    en: 'A code was just sent. Please wait {seconds} seconds before asking for another.',
    zh: '验证码已发送，请 {seconds} 秒后再重新获取',
  },
  CODE_RATE_LIMITED: {
    code: 1802,
    status: 429,
    en: 'Too many codes were requested. Please try again later.',
    zh: '验证码请求过于频繁，请稍后再试',
  },
  CODE_INVALID: {
    code: 1803,
    status: 400,
    en: 'The code is wrong or has expired.',
    zh: '验证码错误或已过期',
  },
  CODE_TOO_MANY_TRIES: {
    code: 1804,
    status: 400,
    en: 'Too many wrong codes were entered. Ask for a new code.',
    zh: '验证码错误次数过多，请重新获取',
  },
  PHONE_INVALID: {
    code: 1805,
    status: 400,
    en: 'Enter a valid mobile number with its country code, such as +86 138 0013 8000.',
    zh: '请输入有效的手机号码（含国家区号），例如 +86 138 0013 8000',
  },
} as const satisfies ErrorTable;

import type { ErrorTable } from './table.ts';

/**
 * Phone sign-in, registration and password recovery (108x). None of them tells a caller who has
 * not proved they hold the phone or the mailbox whether it belongs to an account.
 */
export const accountErrors = {
  PHONE_COMPANY_CHOICE: {
    code: 1081,
    status: 409,
    en: 'This phone number has accounts in several companies. Choose the company to continue with.',
    zh: '该手机号在多个公司下有账号，请选择要使用的公司',
  },
  PHONE_NO_ACCOUNT: {
    code: 1082,
    status: 400,
    en: 'This phone number has no account in the chosen company.',
    zh: '该手机号在所选公司下没有账号',
  },
  RESET_LINK_INVALID: {
    code: 1083,
    status: 400,
    en: 'This link is no longer valid: it was used already or it has expired. Ask for a new one.',
    zh: '该链接已失效（已使用或已过期），请重新获取',
  },
  RESET_MAIL_RATE_LIMITED: {
    code: 1084,
    status: 429,
    en: 'Too many password-reset mails were requested. Please try again later.',
    zh: '找回密码邮件请求过于频繁，请稍后再试',
  },
  COMPANY_CODE_RATE_LIMITED: {
    code: 1085,
    status: 429,
    en: 'The company code was asked for too often. Please try again later.',
    zh: '找回公司代码的请求过于频繁，请稍后再试',
  },
} as const satisfies ErrorTable;

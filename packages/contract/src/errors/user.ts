import type { ErrorTable } from './table.ts';

/** Sign-in, accounts and roles (100x). */
export const userErrors = {
  LOGIN_FAILED: {
    code: 1001,
    status: 400,
    en: 'The company, username or password is incorrect.',
    zh: '公司、用户名或密码不正确',
  },
  APP_NOT_LICENSED: {
    code: 1002,
    status: 403,
    en: 'The app is not licensed',
    zh: '应用未授权',
  },
  ROLES_EMPTY: {
    code: 1003,
    status: 403,
    en: 'Roles must be a non-empty array!',
    zh: '角色必须是非空数组！',
  },
  AUTH_FAILED: {
    code: 1004,
    status: 401,
    en: 'Verification failed, please sign in again.',
    zh: '验证失败，请重新登录。',
  },
  OLD_PASSWORD_WRONG: {
    code: 1006,
    status: 400,
    en: 'The current password is incorrect.',
    zh: '原密码不正确',
  },
  DOMAIN_TAKEN: {
    code: 1007,
    status: 409,
    en: 'This site address is already taken. Choose another one.',
    zh: '该网站地址已被占用，请换一个',
  },
  ACCOUNT_DISABLED: {
    code: 1008,
    status: 403,
    en: 'This account has been disabled.',
    zh: '该账号已被停用',
  },
  ROLE_REQUIRED: {
    code: 1009,
    status: 403,
    en: 'Your role does not include this feature ({role}). Ask an administrator for access.',
    zh: '您的角色没有此功能的权限（{role}），请联系管理员开通',
  },
  SIGN_IN_LINK_INVALID: {
    code: 1097,
    status: 400,
    en: 'This sign-in link is not valid any more: it was used or has expired. Sign in with your password.',
    zh: '登录链接已失效（已被使用或已过期），请使用密码登录',
  },
} as const satisfies ErrorTable;

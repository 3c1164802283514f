import type { ErrorTable } from './table.ts';

/** Managing the company's users and roles (106x). */
export const teamErrors = {
  USER_NAME_TAKEN: {
    code: 1061,
    status: 409,
    en: 'This company already has a user with that name. Choose another one.',
    zh: '本公司已有同名用户，请换一个用户名',
  },
  SELF_CHANGE_REFUSED: {
    code: 1062,
    status: 400,
    en: 'You cannot delete or disable your own account, or take the Administrator role from yourself.',
    zh: '不能删除或停用自己的账号，也不能取消自己的管理员角色',
  },
  LAST_ADMIN: {
    code: 1063,
    status: 400,
    en: 'This is the last active administrator: make another user an administrator first.',
    zh: '这是最后一位启用中的管理员，请先将其他用户设为管理员',
  },
  ROLE_NAME_TAKEN: {
    code: 1064,
    status: 409,
    en: 'A role with that name exists already. Choose another name.',
    zh: '已有同名角色，请换一个名称',
  },
  ROLE_IN_USE: {
    code: 1065,
    status: 409,
    en: 'Users still hold this role ({count}). Give them another role first.',
    zh: '仍有 {count} 位用户使用此角色，请先为他们更换角色',
  },
  ROLE_BUILT_IN: {
    code: 1066,
    status: 400,
    en: 'The Administrator role is built in: it cannot be changed or deleted.',
    zh: '管理员角色为内置角色，不能修改或删除',
  },
  ROLES_FULL: {
    code: 1067,
    status: 400,
    en: 'A company can define at most 50 roles.',
    zh: '每个公司最多可定义 50 个角色',
  },

  // Invitations and sub-accounts (109x).
  INVITATION_INVALID: {
    code: 1091,
    status: 400,
    en: 'This invitation link is not valid any more: it was used, withdrawn or has expired. Ask for a new invitation.',
    zh: '邀请链接已失效（已被使用、已撤回或已过期），请联系管理员重新邀请',
  },
  INVITATIONS_FULL: {
    code: 1092,
    status: 400,
    en: 'Too many invitations are waiting for an answer. Withdraw some first.',
    zh: '待接受的邀请过多，请先撤回一部分',
  },
  INVITATIONS_TOO_MANY: {
    code: 1098,
    status: 429,
    en: 'Too many invitation mails were sent in the last hour. Try again later.',
    zh: '过去一小时内发送的邀请邮件过多，请稍后再试',
  },
  SUB_ACCOUNT_NAME: {
    code: 1093,
    status: 400,
    en: "A sub-account's user name must end in @{suffix}.",
    zh: '子账号的用户名必须以 @{suffix} 结尾',
  },
  SUB_ACCOUNT_ADMIN: {
    code: 1094,
    status: 400,
    en: 'A sub-account cannot hold the Administrator role: choose another role.',
    zh: '子账号不能使用管理员角色，请选择其他角色',
  },
  SUB_SUFFIX_IN_USE: {
    code: 1095,
    status: 409,
    en: 'The sub-account suffix can change only while the company has no sub-accounts.',
    zh: '公司已有子账号，不能修改子账号后缀',
  },
  SUB_ACCOUNT_REFUSED: {
    code: 1096,
    status: 403,
    en: 'A sub-account works only on the websites granted to it and cannot create websites.',
    zh: '子账号只能管理已授权的网站，不能创建网站',
  },
} as const satisfies ErrorTable;

import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The texts of /auth-redirect: one-time sign-in links and accepting an invitation. */
const en = {
  signingIn: 'Signing you in…',
  linkInvalid: 'This link cannot sign you in.',
  noCode: 'The link is incomplete: open it again from your mail.',
  toLogin: 'Go to sign-in',
  inviteTitle: 'Join {company}',
  inviteIntro: '{inviter} invited {email} to the back office of {company}, with the role {role}.',
  inviteIntroNoInviter: '{email} is invited to the back office of {company}, with the role {role}.',
  inviteInvalid: 'This invitation cannot be used.',
  userName: 'User name',
  userNameHelp: 'What you will type to sign in, with the company code {company}.',
  userNameRequired: 'Choose a user name.',
  nickName: 'Display name',
  password: 'Password',
  passwordHelp: 'At least {min} characters.',
  passwordRequired: 'Choose a password of at least {min} characters.',
  passwordAgain: 'Password again',
  passwordMismatch: 'The two passwords differ.',
  accept: 'Accept and sign in',
  checking: 'Checking the invitation…',
} as const;

const zh: Catalog<typeof en> = {
  signingIn: '正在登录…',
  linkInvalid: '此链接无法登录',
  noCode: '链接不完整，请从邮件中重新打开',
  toLogin: '前往登录',
  inviteTitle: '加入 {company}',
  inviteIntro: '{inviter} 邀请 {email} 加入 {company} 的管理后台，角色为 {role}',
  inviteIntroNoInviter: '{email} 受邀加入 {company} 的管理后台，角色为 {role}',
  inviteInvalid: '此邀请无法使用',
  userName: '用户名',
  userNameHelp: '登录时与公司代码 {company} 一起输入',
  userNameRequired: '请设置用户名',
  nickName: '显示名称',
  password: '密码',
  passwordHelp: '至少 {min} 个字符',
  passwordRequired: '请设置至少 {min} 个字符的密码',
  passwordAgain: '确认密码',
  passwordMismatch: '两次输入的密码不一致',
  accept: '接受邀请并登录',
  checking: '正在检查邀请…',
};

registerMessages('authRedirect', { en, zh });

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    authRedirect: typeof en;
  }
}

export const authRedirectMessages = { en, zh };

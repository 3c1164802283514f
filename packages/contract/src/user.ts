import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { defineCall } from './envelope.ts';

/** Login payload (spec §3). The username is trimmed; companyId is the company's id or its code. */
export const LoginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(PASSWORD_MAX),
  companyId: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]).transform(String),
});
export type LoginBody = z.input<typeof LoginBody>;

export const AppRole = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(z.string()),
});

/** The signed-in user (spec §3 User). */
export const UserInfo = z.object({
  id: z.number().int(),
  is_admin: z.number().int(),
  nick_name: z.string(),
  user_name: z.string(),
  avatar_url: z.string(),
  app_role: AppRole.nullable(),
  has_roles: z.array(z.string()),
  company: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  website_init: z.boolean(),
  setting: z.object({ articlePlatform: z.array(z.string()) }),
  /** What sub-accounts' user names end in (after `@`): the company's setting. */
  sub_domain_suffix: z.string(),
  /** A sub-account: it sees only the websites granted to it and cannot create websites. */
  sub_account: z.boolean(),
  /** The external cross-border marketing tool the left menu links to (in a new tab), when configured. */
  marketing_tool_url: z.string().optional(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const LoginResult = UserInfo.extend({ token: z.string().min(1) });
export type LoginResult = z.infer<typeof LoginResult>;

export const AccountState = z.object({ code: z.number().int(), message: z.string() });
export type AccountState = z.infer<typeof AccountState>;

export const ChangePasswordBody = z.object({
  old_password: z.string().min(1).max(PASSWORD_MAX),
  new_password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const MessageCount = z.object({
  is_read_count: z.number().int().nonnegative(),
  not_read_count: z.number().int().nonnegative(),
});
export type MessageCount = z.infer<typeof MessageCount>;

export const FormUnreadCount = z.object({ not_read_count: z.number().int().nonnegative() });
export type FormUnreadCount = z.infer<typeof FormUnreadCount>;

/** A one-time sign-in link's code (`/auth-redirect?code=…`). */
export const AuthRedirectBody = z.object({ code: z.string().trim().min(20).max(100) });
export type AuthRedirectBody = z.input<typeof AuthRedirectBody>;

export const userCalls = {
  /** Exchanges a one-time sign-in code for a session, answering exactly like login. */
  authRedirect: defineCall({
    method: 'POST',
    path: '/api/user/auth-redirect',
    body: AuthRedirectBody,
    data: LoginResult,
  }),
  login: defineCall({ method: 'POST', path: '/api/user/login', body: LoginBody, data: LoginResult }),
  info: defineCall({ method: 'GET', path: '/api/user/info', data: UserInfo }),
  account: defineCall({ method: 'GET', path: '/api/user/account', data: AccountState }),
  logout: defineCall({ method: 'POST', path: '/api/user/logout', data: z.null() }),
  changePassword: defineCall({
    method: 'POST',
    path: '/api/website/change_password',
    body: ChangePasswordBody,
    data: z.null(),
  }),
  messageCount: defineCall({ method: 'GET', path: '/api/website/message-count', data: MessageCount }),
  formUnreadCount: defineCall({
    method: 'GET',
    path: '/api/form/record/company/not-read-count',
    data: FormUnreadCount,
  }),
};

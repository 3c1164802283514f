import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { defineCall, Id, INT_COLUMN_MAX } from './envelope.ts';
import { ALL_FEATURE_ROLES, gatedCalls, ROLES } from './roles.ts';

/**
 * The company's team (spec §2 `/user` index, add, edit and `/role/index`; §7 Users): the users who
 * may sign in and the named roles they hold. Only administrators (is_admin > 0, who hold the
 * built-in Administrator role and with it the `admin` role string) manage them.
 */

export const TEAM_USER_STATUSES = ['active', 'disabled'] as const;
export const TeamUserStatus = z.enum(TEAM_USER_STATUSES);
export type TeamUserStatus = z.infer<typeof TeamUserStatus>;

export const TEAM_PAGE_SIZE_MAX = 100;
export const USER_NAME_MAX = 64;
export const NICK_NAME_MAX = 50;
export const ROLE_NAME_MAX = 40;
/** Most named roles one company may define (the built-in Administrator included). */
export const ROLES_MAX = 50;

/** A user name is what the operator types at sign-in: letters, digits and `._@-`, no spaces. */
export const UserName = z
  .string()
  .trim()
  .min(2)
  .max(USER_NAME_MAX)
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'Use letters, digits and . _ @ - only, without spaces');

/** An e-mail address or '' for none. */
export const OptionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine(
    (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    'Enter an e-mail address such as name@example.com',
  );

/** A phone number in international form (+ country code, 8 to 15 digits) or '' for none. */
export const OptionalPhone = z
  .string()
  .trim()
  .max(32)
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .refine(
    (v) => v === '' || /^\+[1-9]\d{7,14}$/.test(v),
    'Enter the number with its country code, such as +8613812345678',
  );

/** A picture from the media library or uploader: a site path or an http(s) address, or ''. */
const AvatarUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v),
    'Use a picture from the media library',
  );

export const TeamRoleRef = z.object({ id: z.number().int(), name: z.string(), built_in: z.boolean() });

export const TeamUser = z.object({
  id: z.number().int(),
  user_name: z.string(),
  nick_name: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar_url: z.string(),
  is_admin: z.number().int(),
  status: TeamUserStatus,
  role: TeamRoleRef.nullable(),
  create_time: z.string(),
  /** Whether this row is the signed-in operator (who cannot delete or disable themselves). */
  is_self: z.boolean(),
  /** A sub-account: it reaches only the websites granted to it (user/sub-auth). */
  sub_account: z.boolean(),
});
export type TeamUser = z.infer<typeof TeamUser>;

export const UserListQuery = z.object({
  page: z.coerce.number().int().positive().max(INT_COLUMN_MAX).default(1),
  page_size: z.coerce.number().int().positive().max(TEAM_PAGE_SIZE_MAX).default(20),
  keyword: z.string().trim().max(64).default(''),
  status: TeamUserStatus.optional(),
  role_id: z.coerce.number().int().positive().max(INT_COLUMN_MAX).optional(),
});
export type UserListQuery = z.input<typeof UserListQuery>;

export const UserList = z.object({ list: z.array(TeamUser), total: z.number().int() });
export type UserList = z.infer<typeof UserList>;

export const UserIdQuery = z.object({ id: Id });

const userFields = {
  nick_name: z.string().trim().max(NICK_NAME_MAX),
  email: OptionalEmail,
  phone: OptionalPhone,
  avatar_url: AvatarUrl,
  role_id: Id,
};

export const UserCreateBody = z.object({
  user_name: UserName,
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  nick_name: userFields.nick_name.default(''),
  email: userFields.email.default(''),
  phone: userFields.phone.default(''),
  avatar_url: userFields.avatar_url.default(''),
  role_id: userFields.role_id,
});
export type UserCreateBody = z.input<typeof UserCreateBody>;

/** What an edit changes; a new password (optional) signs the user out everywhere. */
export const UserEditBody = z.object({
  id: Id,
  nick_name: userFields.nick_name.optional(),
  email: userFields.email.optional(),
  phone: userFields.phone.optional(),
  avatar_url: userFields.avatar_url.optional(),
  role_id: userFields.role_id.optional(),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX).optional(),
});
export type UserEditBody = z.input<typeof UserEditBody>;

export const UserStatusBody = z.object({ id: Id, status: TeamUserStatus });
export type UserStatusBody = z.input<typeof UserStatusBody>;

/** Role strings a named role may hold: every feature role (only the built-in role holds `admin`). */
export const FeatureRole = z.enum(ALL_FEATURE_ROLES as [string, ...string[]]);

export const TeamRole = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(z.string()),
  /** The Administrator role: every feature and user management; it cannot be changed or deleted. */
  built_in: z.boolean(),
  user_count: z.number().int(),
  create_time: z.string(),
});
export type TeamRole = z.infer<typeof TeamRole>;

export const RoleList = z.object({ list: z.array(TeamRole) });
export type RoleList = z.infer<typeof RoleList>;

const RoleName = z
  .string()
  .trim()
  .min(1)
  .max(ROLE_NAME_MAX)
  .refine((s) => /[^\s\p{Cf}\p{Cc}]/u.test(s), 'Enter a visible name');

export const RoleCreateBody = z.object({
  name: RoleName,
  roles: z.array(FeatureRole).min(1, 'Choose at least one feature').max(ALL_FEATURE_ROLES.length),
});
export type RoleCreateBody = z.input<typeof RoleCreateBody>;

export const RoleEditBody = RoleCreateBody.extend({ id: Id });
export type RoleEditBody = z.input<typeof RoleEditBody>;

export const teamCalls = gatedCalls([ROLES.admin], {
  userList: defineCall({
    method: 'GET',
    path: '/api/website/user/list',
    query: UserListQuery,
    data: UserList,
  }),
  userGet: defineCall({ method: 'GET', path: '/api/website/user/user', query: UserIdQuery, data: TeamUser }),
  userCreate: defineCall({
    method: 'POST',
    path: '/api/website/user/user',
    body: UserCreateBody,
    data: TeamUser,
  }),
  userEdit: defineCall({ method: 'PUT', path: '/api/website/user/user', body: UserEditBody, data: TeamUser }),
  userDelete: defineCall({
    method: 'DELETE',
    path: '/api/website/user/user',
    query: UserIdQuery,
    data: z.null(),
  }),
  userStatus: defineCall({
    method: 'POST',
    path: '/api/website/user/status',
    body: UserStatusBody,
    data: TeamUser,
  }),
  roleList: defineCall({ method: 'GET', path: '/api/website/role/list', data: RoleList }),
  roleCreate: defineCall({
    method: 'POST',
    path: '/api/website/role/role',
    body: RoleCreateBody,
    data: TeamRole,
  }),
  roleEdit: defineCall({ method: 'PUT', path: '/api/website/role/role', body: RoleEditBody, data: TeamRole }),
  roleDelete: defineCall({
    method: 'DELETE',
    path: '/api/website/role/role',
    query: UserIdQuery,
    data: z.null(),
  }),
});

/*
 * Invitations and sub-accounts (spec §1 "manage sub-accounts and invited users", §7
 * get-send-invite-user-email and user/sub-auth).
 */

/** Days an invitation link stays good. */
export const INVITATION_TTL_DAYS = 7;
/** Most pending invitations one company may have at once (a stop for a runaway script). */
export const PENDING_INVITATIONS_MAX = 200;
/** Most invitation mails (new or sent again) one company may send in an hour: no mail cannon. */
export const INVITATIONS_PER_HOUR_MAX = 50;

const InviteEmail = z
  .string()
  .trim()
  .min(3)
  .max(254)
  .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Enter an e-mail address such as name@example.com');

export const InviteBody = z.object({
  email: InviteEmail,
  role_id: Id,
  /** The mail's language: the recipient's when the inviter knows it, else the inviter's. */
  lang: z.enum(['en', 'zh']).optional(),
});
export type InviteBody = z.input<typeof InviteBody>;

export const TeamInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: TeamRoleRef.nullable(),
  lang: z.string(),
  invited_by: z.string(),
  create_time: z.string(),
  expire_time: z.string(),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

export const InvitationList = z.object({ list: z.array(TeamInvitation) });
export type InvitationList = z.infer<typeof InvitationList>;

/** A sub-account's user name is `<name>@<suffix>`: letters, digits and `._-` before the suffix. */
export const SubAccountSuffix = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(60)
  .regex(
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/,
    'Use a domain such as demo.example.com',
  );

export const SubAccountSuffixBody = z.object({ suffix: SubAccountSuffix });
export type SubAccountSuffixBody = z.input<typeof SubAccountSuffixBody>;

export const SubAccountSetting = z.object({
  /** What every sub-account's user name ends in, after an `@`. */
  suffix: z.string(),
  /** How many sub-accounts the company has (the suffix can change only while there are none). */
  sub_account_count: z.number().int(),
});
export type SubAccountSetting = z.infer<typeof SubAccountSetting>;

/** Makes a user a sub-account of chosen websites (and a role), or changes what it is granted. */
export const SubAuthBody = z.object({
  id: Id,
  website_ids: z.array(Id).max(500),
  role_id: Id.optional(),
});
export type SubAuthBody = z.input<typeof SubAuthBody>;

export const SubAuthResult = z.object({ id: z.number().int(), website_ids: z.array(z.number().int()) });
export type SubAuthResult = z.infer<typeof SubAuthResult>;

export const SubAuthQuery = z.object({ id: Id });

export const inviteCalls = gatedCalls([ROLES.admin], {
  invite: defineCall({
    method: 'POST',
    path: '/api/website/get-send-invite-user-email',
    body: InviteBody,
    data: TeamInvitation,
  }),
  invitationList: defineCall({ method: 'GET', path: '/api/website/user/invitations', data: InvitationList }),
  invitationRevoke: defineCall({
    method: 'DELETE',
    path: '/api/website/user/invitation',
    query: UserIdQuery,
    data: z.null(),
  }),
  subAuth: defineCall({
    method: 'POST',
    path: '/api/website/user/sub-auth',
    body: SubAuthBody,
    data: SubAuthResult,
  }),
  subAuthGet: defineCall({
    method: 'GET',
    path: '/api/website/user/sub-auth',
    query: SubAuthQuery,
    data: SubAuthResult.extend({ sub_account: z.boolean() }),
  }),
  subAccountSetting: defineCall({
    method: 'GET',
    path: '/api/website/user/sub-account-setting',
    data: SubAccountSetting,
  }),
  subAccountSettingSave: defineCall({
    method: 'POST',
    path: '/api/website/user/sub-account-setting',
    body: SubAccountSuffixBody,
    data: SubAccountSetting,
  }),
});

/** An invitation link's token, as the mail carries it. */
const InviteToken = z.string().trim().min(20).max(100);

export const InvitationTokenBody = z.object({ token: InviteToken });

/** What the invitee sees before accepting. */
export const InvitationPreview = z.object({
  email: z.string(),
  company_name: z.string(),
  company_code: z.string(),
  invited_by: z.string(),
  role_name: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

export const InvitationAcceptBody = z.object({
  token: InviteToken,
  user_name: UserName,
  nick_name: z.string().trim().max(NICK_NAME_MAX).default(''),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type InvitationAcceptBody = z.input<typeof InvitationAcceptBody>;

/** A one-time sign-in code for /auth-redirect, which signs the new user in. */
export const InvitationAccepted = z.object({ code: z.string() });

/** Public: the invitee has no session yet; the link's token is what admits them. */
export const invitationCalls = {
  invitationCheck: defineCall({
    method: 'POST',
    path: '/api/user/invitation-check',
    body: InvitationTokenBody,
    data: InvitationPreview,
  }),
  invitationAccept: defineCall({
    method: 'POST',
    path: '/api/user/invitation-accept',
    body: InvitationAcceptBody,
    data: InvitationAccepted,
  }),
};

import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { defineCall, INT_COLUMN_MAX } from './envelope.ts';
import { e164PhoneSchema } from './phone.ts';
import { UserName } from './team.ts';
import { LoginResult } from './user.ts';

/**
 * Signing in by phone, registering by phone and recovering a lost password (spec §2 public routes
 * /login's SMS tab, /phone-add-user, /forget-the-password and /forget; §7 User and session). No
 * answer says whether a phone or an e-mail address belongs to an account.
 */

export const COMPANY_NAME_MAX = 100;

/** What a code asked for on /login or /forget-the-password is for. */
export const PHONE_CODE_SCENES = ['login', 'reset'] as const;
export const PhoneCodeScene = z.enum(PHONE_CODE_SCENES);
export type PhoneCodeScene = z.infer<typeof PhoneCodeScene>;

/** The code as typed; the server counts a malformed one as a wrong try. */
const ValidCode = z.string().trim().min(1).max(12);
const NewPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** The company's code or id, as on the password form. */
const CompanyRef = z
  .union([z.string().trim().min(1).max(64), z.number().int().positive().max(INT_COLUMN_MAX)])
  .transform(String);
/** Only needed when the phone has accounts in several companies. */
const CompanyChoice = CompanyRef.optional();

export const AcquireNoteCodeBody = z.object({ phone: e164PhoneSchema, scene: PhoneCodeScene });
export type AcquireNoteCodeBody = z.input<typeof AcquireNoteCodeBody>;

export const AcquireNoteCodeByNotRegisteredBody = z.object({ phone: e164PhoneSchema });
export type AcquireNoteCodeByNotRegisteredBody = z.input<typeof AcquireNoteCodeByNotRegisteredBody>;

/** Answered alike for every phone, registered or not. */
export const NoteCodeSent = z.object({
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  /** Seconds before another code may be asked for. */
  resend_after: z.number().int(),
});
export type NoteCodeSent = z.infer<typeof NoteCodeSent>;

export const PhoneLoginBody = z.object({
  phone: e164PhoneSchema,
  valid_code: ValidCode,
  companyId: CompanyChoice,
});
export type PhoneLoginBody = z.input<typeof PhoneLoginBody>;

/**
 * The `data` of the PHONE_COMPANY_CHOICE refusal: the companies the phone has an account in. The
 * code stays good, so the client asks again with the same code and the chosen company's id.
 */
export const PhoneCompanyChoice = z.object({
  companies: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type PhoneCompanyChoice = z.infer<typeof PhoneCompanyChoice>;

/** An e-mail address as typed. */
const EmailAddress = z
  .string()
  .trim()
  .min(3)
  .max(254)
  .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Enter an e-mail address such as name@example.com');

export const PhoneAddUserBody = z.object({
  phone: e164PhoneSchema,
  valid_code: ValidCode,
  company_name: z.string().trim().min(1).max(COMPANY_NAME_MAX),
  user_name: UserName,
  password: NewPassword,
  /**
   * The administrator's e-mail address: a password can then be reset by e-mail, and the welcome
   * mail keeps the company code. The registration form asks for it; older callers may leave it out.
   */
  email: EmailAddress.optional(),
});
export type PhoneAddUserBody = z.input<typeof PhoneAddUserBody>;

export const EditUserPwdByValidCodeBody = z.object({
  phone: e164PhoneSchema,
  valid_code: ValidCode,
  password: NewPassword,
  companyId: CompanyChoice,
});
export type EditUserPwdByValidCodeBody = z.input<typeof EditUserPwdByValidCodeBody>;

export const GetSendEmailBody = z.object({
  email: EmailAddress,
  companyId: CompanyRef,
});
export type GetSendEmailBody = z.input<typeof GetSendEmailBody>;

/** A reset link's token: 43 URL-safe characters; anything else is simply not a good link. */
const ResetToken = z.string().trim().min(1).max(128);

export const CheckGetBackUrlBody = z.object({ token: ResetToken });
export type CheckGetBackUrlBody = z.input<typeof CheckGetBackUrlBody>;

export const ResetLinkState = z.object({
  valid: z.boolean(),
  /** Whose password the link sets, so the page can say it ('' when the link is not good). */
  user_name: z.string(),
  company_code: z.string(),
});
export type ResetLinkState = z.infer<typeof ResetLinkState>;

/**
 * A forgotten company code, asked for by the e-mail address or the phone a person signs in with
 * (one of the two): the codes of every company where it has an account go there. The answer is the
 * same whether or not any account has it.
 */
export const SendCompanyCodeBody = z
  .object({ email: EmailAddress.optional(), phone: e164PhoneSchema.optional() })
  .refine((b) => (b.email === undefined) !== (b.phone === undefined), {
    message: 'Give an e-mail address or a phone number',
    path: ['email'],
  });
export type SendCompanyCodeBody = z.input<typeof SendCompanyCodeBody>;

export const EditUserPwdByEmailBody = z.object({ token: ResetToken, password: NewPassword });
export type EditUserPwdByEmailBody = z.input<typeof EditUserPwdByEmailBody>;

export const accountCalls = {
  acquireNoteCode: defineCall({
    method: 'POST',
    path: '/api/user/acquire-note-code',
    body: AcquireNoteCodeBody,
    data: NoteCodeSent,
  }),
  phoneLogin: defineCall({
    method: 'POST',
    path: '/api/user/phone-login',
    body: PhoneLoginBody,
    data: LoginResult,
  }),
  acquireNoteCodeByNotRegistered: defineCall({
    method: 'POST',
    path: '/api/user/acquire-note-code-by-not-registered',
    body: AcquireNoteCodeByNotRegisteredBody,
    data: NoteCodeSent,
  }),
  phoneAddUser: defineCall({
    method: 'POST',
    path: '/api/user/phone-add-user',
    body: PhoneAddUserBody,
    data: LoginResult,
  }),
  editUserPwdByValidCode: defineCall({
    method: 'POST',
    path: '/api/user/edit-user-pwd-by-valid-code',
    body: EditUserPwdByValidCodeBody,
    data: z.null(),
  }),
  sendCompanyCode: defineCall({
    method: 'POST',
    path: '/api/user/send-company-code',
    body: SendCompanyCodeBody,
    data: z.null(),
  }),
  getSendEmail: defineCall({
    method: 'POST',
    path: '/api/user/get-send-email',
    body: GetSendEmailBody,
    data: z.null(),
  }),
  getCheckGetBackUrl: defineCall({
    method: 'POST',
    path: '/api/user/get-check-get-back-url',
    body: CheckGetBackUrlBody,
    data: ResetLinkState,
  }),
  editUserPwdByEmail: defineCall({
    method: 'POST',
    path: '/api/user/edit-user-pwd-by-email',
    body: EditUserPwdByEmailBody,
    data: z.null(),
  }),
};

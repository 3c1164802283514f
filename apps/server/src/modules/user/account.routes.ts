import { accountCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import type { CodeLimiters } from '../verification/index.ts';
import type { FastifyRequest } from 'fastify';
import {
  type AccountService,
  COMPANY_CODE_JOB,
  companyCodeJobPayload,
  createAccountService,
  RESET_MAIL_JOB,
  resetMailJobPayload,
  sendCompanyCodes,
  sendResetMail,
} from './account.service.ts';
import { answerSignIn } from './sign-in-answer.ts';

export interface AccountRoutesOptions {
  /** The one-time code limiters; reset mails are counted on them under keys of their own. */
  limiters: CodeLimiters;
}

/** Reached before signing in; a browser must send them from this origin (like the password login). */
const PUBLIC = { config: { public: true, checkBrowserOrigin: true } };

function accountService(app: Parameters<FastifyPluginAsync>[0], limiters: CodeLimiters): AccountService {
  return createAccountService({
    db: app.db,
    config: app.config,
    passwords: app.passwords,
    sessions: app.sessions,
    codes: app.codes,
    limiters,
    enqueue: (tx, kind, payload) => app.jobs.enqueue(tx, kind, payload),
    sendMail: (tx, message) => app.mail.send(tx, message),
  });
}

/**
 * The reset-mail and company-code jobs, registered wherever jobs run (worker processes too, which
 * serve no routes).
 */
export const accountJobsPlugin = fp(
  async (app) => {
    const sendMail = (
      tx: Parameters<typeof app.mail.send>[0],
      message: Parameters<typeof app.mail.send>[1],
    ) => app.mail.send(tx, message);
    app.jobs.register(RESET_MAIL_JOB, async (payload) => {
      await sendResetMail({ db: app.db, sendMail }, resetMailJobPayload.parse(payload));
    });
    app.jobs.register(COMPANY_CODE_JOB, async (payload) => {
      await sendCompanyCodes(
        { db: app.db, sendMail, sendSms: (tx, message) => app.sms.send(tx, message) },
        companyCodeJobPayload.parse(payload),
      );
    });
  },
  { name: 'account-jobs', dependencies: ['db', 'jobs', 'mail', 'sms'] },
);

/**
 * Where the back office is reached, for links in mails: PUBLIC_BASE_URL when set, else the address
 * it was opened by (set it in production, so that a link never follows a Host header a caller chose).
 */
function backOfficeOrigin(app: Parameters<FastifyPluginAsync>[0], request: FastifyRequest): string {
  return app.config.publicBaseUrlConfigured
    ? app.config.publicBaseUrl
    : `${request.protocol}://${request.host}`;
}

/** Phone sign-in, registration by phone and password recovery: the public account calls. */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { limiters }) => {
  const service = accountService(app, limiters);

  addCall(
    app,
    accountCalls.acquireNoteCode,
    async (request) => service.acquireNoteCode(request.body, request.ip, requestLang(request)),
    PUBLIC,
  );

  addCall(
    app,
    accountCalls.phoneLogin,
    async (request, reply) =>
      answerSignIn(request, reply, await service.phoneLogin(request.body, request.ip)),
    PUBLIC,
  );

  addCall(
    app,
    accountCalls.acquireNoteCodeByNotRegistered,
    async (request) => service.acquireRegistrationCode(request.body, request.ip, requestLang(request)),
    PUBLIC,
  );

  addCall(
    app,
    accountCalls.phoneAddUser,
    async (request, reply) =>
      answerSignIn(
        request,
        reply,
        await service.register(request.body, request.ip, {
          lang: requestLang(request),
          origin: backOfficeOrigin(app, request),
        }),
      ),
    PUBLIC,
  );

  addCall(
    app,
    accountCalls.sendCompanyCode,
    async (request) => {
      await service.requestCompanyCode(
        request.body,
        request.ip,
        requestLang(request),
        backOfficeOrigin(app, request),
      );
      return null;
    },
    PUBLIC,
  );

  addCall(
    app,
    accountCalls.editUserPwdByValidCode,
    async (request) => {
      await service.resetByCode(request.body, request.ip);
      return null;
    },
    PUBLIC,
  );

  addCall(
    app,
    accountCalls.getSendEmail,
    async (request) => {
      await service.requestResetMail(
        request.body,
        request.ip,
        requestLang(request),
        backOfficeOrigin(app, request),
      );
      return null;
    },
    PUBLIC,
  );

  addCall(
    app,
    accountCalls.getCheckGetBackUrl,
    async (request) => service.checkResetLink(request.body.token),
    PUBLIC,
  );

  addCall(
    app,
    accountCalls.editUserPwdByEmail,
    async (request) => {
      await service.resetByLink(request.body);
      return null;
    },
    PUBLIC,
  );
};

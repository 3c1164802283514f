import { userCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { clearSessionCookies, requestToken, sessionOf } from '../../plugins/session.ts';
import type { LoginLimiters } from './login-limits.ts';
import { answerSignIn } from './sign-in-answer.ts';
import type { SignInLinks } from './sign-in-links.ts';
import { createUserService } from './user.service.ts';

export interface UserRoutesOptions {
  limiters: LoginLimiters;
  signInLinks: SignInLinks;
}

/** Sign-in, sign-out and the signed-in user's own account. */
export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (app, { limiters, signInLinks }) => {
  const service = createUserService({
    db: app.db,
    config: app.config,
    passwords: app.passwords,
    sessions: app.sessions,
    limiters,
    signInLinks,
  });

  addCall(
    app,
    userCalls.login,
    async (request, reply) => answerSignIn(request, reply, await service.login(request.body, request.ip)),
    { config: { public: true, checkBrowserOrigin: true } },
  );

  // The landing of one-time sign-in links (spec §2 /auth-redirect): a session like a login's.
  addCall(
    app,
    userCalls.authRedirect,
    async (request, reply) => answerSignIn(request, reply, await service.signInWithLink(request.body.code)),
    { config: { public: true, checkBrowserOrigin: true } },
  );

  addCall(app, userCalls.info, async (request) => service.info(sessionOf(request)));

  addCall(
    app,
    userCalls.account,
    async (request) => service.account(sessionOf(request), requestLang(request)),
    {
      config: { allowDisabled: true },
    },
  );

  // Public, so that a stale or already revoked token still gets its cookies cleared.
  addCall(
    app,
    userCalls.logout,
    async (request, reply) => {
      await service.logout(requestToken(request));
      clearSessionCookies(reply);
      return null;
    },
    { config: { public: true } },
  );

  addCall(app, userCalls.changePassword, async (request) => {
    await service.changePassword(sessionOf(request), request.body);
    return null;
  });
};

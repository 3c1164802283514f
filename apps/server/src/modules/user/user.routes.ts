import { userCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { clearSessionCookies, requestToken, sessionOf, setSessionCookies } from '../../plugins/session.ts';
import type { LoginLimiters } from './login-limits.ts';
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
    async (request, reply) => {
      const outcome = await service.login(request.body, request.ip);
      // Signing in over an earlier session (another account, or a refused one) ends that session,
      // so a token the browser no longer holds cannot stay valid on the server.
      await service.logout(requestToken(request));
      setSessionCookies(reply, {
        token: outcome.result.token,
        expiresAt: outcome.expiresAt,
        companyCode: outcome.companyCode,
      });
      return outcome.result;
    },
    { config: { public: true, checkBrowserOrigin: true } },
  );

  // The landing of one-time sign-in links (spec §2 /auth-redirect): a session like a login's.
  addCall(
    app,
    userCalls.authRedirect,
    async (request, reply) => {
      const outcome = await service.signInWithLink(request.body.code);
      await service.logout(requestToken(request));
      setSessionCookies(reply, {
        token: outcome.result.token,
        expiresAt: outcome.expiresAt,
        companyCode: outcome.companyCode,
      });
      return outcome.result;
    },
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

import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestToken, setSessionCookies } from '../../plugins/session.ts';
import type { LoginOutcome } from './user.service.ts';

/**
 * Answers a successful sign-in (password, SMS code, registration, one-time link) alike: the new
 * session's cookies and the signed-in user. Signing in over an earlier session (another account,
 * or a refused one) ends that session, so a token the browser no longer holds cannot stay valid
 * on the server.
 */
export async function answerSignIn(request: FastifyRequest, reply: FastifyReply, outcome: LoginOutcome) {
  const earlier = requestToken(request);
  if (earlier !== undefined) await request.server.sessions.revoke(earlier);
  setSessionCookies(reply, {
    token: outcome.result.token,
    expiresAt: outcome.expiresAt,
    companyCode: outcome.companyCode,
  });
  return outcome.result;
}

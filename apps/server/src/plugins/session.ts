import { createHash, randomBytes } from 'node:crypto';
import { COOKIES, rolesAllow, SESSION_TTL_MS } from '@sitewright/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { withWebsiteGrants } from '../lib/tenancy.ts';
import {
  deleteDeadSessions,
  findLiveSession,
  insertSession,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSessionByHash,
  type SessionRow,
} from './session-repository.ts';

/** The signed-in caller of a request. */
export interface Session {
  id: number;
  userId: number;
  companyId: number;
  /** The role strings the operator holds: the app role's and the user's own (spec §6). */
  roles: readonly string[];
  /** A sub-account's granted websites (lib/tenancy.ts keeps it to them); null for an ordinary account. */
  websiteGrants: readonly number[] | null;
}

/** Creates, checks and revokes sign-in tokens. Only a token's sha256 ever reaches the database. */
export interface SessionStore {
  create(userId: number, companyId: number): Promise<{ token: string; expiresAt: Date }>;
  revoke(token: string): Promise<void>;
  /** Ends every session of the user except one (after a password change). */
  revokeOthers(userId: number, keepSessionId: number, db?: Db): Promise<void>;
  /** Ends every session of the user at once (a leaver, or a password set by an administrator). */
  revokeAll(userId: number, db?: Db): Promise<void>;
  /** The live session of an active user behind a request's token, for pages outside /api. */
  find(request: FastifyRequest): Promise<Session | null>;
  /** The live session of an active user behind a token (the one a sign-in just issued). */
  ofToken(token: string): Promise<Session | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** A disabled user's session may still call it (so the app can learn why it was locked out). */
    allowDisabled?: boolean;
    /** Only operators whose roles allow these (or `admin`) may call it; from the contract's call. */
    roles?: readonly string[];
  }
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token an API client sends as X-Token, else the browser's cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-token'];
  const token = typeof header === 'string' && header !== '' ? header : request.cookies[COOKIES.token];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
}

function toSession(row: SessionRow): Session {
  const roles = new Set([...(row.appRole?.roles ?? []), ...(row.hasRoles ?? [])]);
  return {
    id: row.id,
    userId: row.userId,
    companyId: row.companyId,
    roles: [...roles],
    websiteGrants: row.websiteGrants ?? null,
  };
}

/** The caller's session on a route that requires one. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('SESSION_INVALID');
  return request.session;
}

function cookieBase(secure: boolean) {
  return { path: '/', sameSite: 'lax' as const, secure };
}

/** Sets the HttpOnly token cookie and the readable company cookie the browser app looks at. */
export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; companyCode: string },
): void {
  const secure = reply.server.config.publicBaseUrl.startsWith('https:');
  reply.setCookie(COOKIES.token, session.token, {
    ...cookieBase(secure),
    httpOnly: true,
    expires: session.expiresAt,
  });
  reply.setCookie(COOKIES.company, session.companyCode, {
    ...cookieBase(secure),
    httpOnly: false,
    expires: session.expiresAt,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  const secure = reply.server.config.publicBaseUrl.startsWith('https:');
  reply.clearCookie(COOKIES.token, { ...cookieBase(secure), httpOnly: true });
  reply.clearCookie(COOKIES.company, { ...cookieBase(secure), httpOnly: false });
}

/**
 * Sessions, and the guard in front of every /api route: unless a route is marked public, it runs
 * only with a live session, and a disabled account is turned away.
 */
export const sessionPlugin = fp(
  async (app) => {
    const { db } = app;
    const store: SessionStore = {
      async create(userId, companyId) {
        const token = randomBytes(32).toString('base64url');
        const now = new Date();
        const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
        await deleteDeadSessions(db, userId, now);
        await insertSession(db, { tokenHash: hashToken(token), userId, companyId, expiresAt });
        return { token, expiresAt };
      },
      async revoke(token) {
        if (TOKEN_PATTERN.test(token)) await revokeSessionByHash(db, hashToken(token), new Date());
      },
      async revokeOthers(userId, keepSessionId, executor = db) {
        await revokeOtherSessions(executor, userId, keepSessionId, new Date());
      },
      async revokeAll(userId, executor = db) {
        await revokeAllSessions(executor, userId, new Date());
      },
      async find(request) {
        const token = requestToken(request);
        return token === undefined ? null : store.ofToken(token);
      },
      async ofToken(token) {
        if (!TOKEN_PATTERN.test(token)) return null;
        const found = await findLiveSession(db, hashToken(token), new Date());
        if (found?.userStatus !== 'active') return null;
        return toSession(found);
      },
    };
    app.decorate('sessions', store);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions;
      if (!route.url?.startsWith('/api/') || route.config.public) return;
      const token = requestToken(request);
      if (token === undefined) throw new AppError('SESSION_INVALID');
      const found = await findLiveSession(db, hashToken(token), new Date());
      if (!found) throw new AppError('SESSION_INVALID');
      if (found.userStatus === null) throw new AppError('AUTH_FAILED');
      if (found.userStatus === 'disabled' && !route.config.allowDisabled)
        throw new AppError('ACCOUNT_DISABLED');
      const session = toSession(found);
      // The server enforces the roles the admin app's routes declare: hiding a screen is not enough.
      const required = route.config.roles;
      if (required && !rolesAllow(session.roles, required)) {
        throw new AppError('ROLE_REQUIRED', { data: { role: required.join(', ') } });
      }
      request.session = session;
    });

    // A sub-account's calls run with its website grants in force (lib/tenancy.ts). Set here, after
    // the body is read, and with a callback, so that the handler and all it awaits run inside.
    app.addHook('preHandler', (request, _reply, done) => {
      const grants = request.session?.websiteGrants;
      if (grants) withWebsiteGrants(grants, done);
      else done();
    });
  },
  { name: 'session', dependencies: ['config', 'db', '@fastify/cookie', 'errors'] },
);

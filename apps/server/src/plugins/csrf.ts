import { COOKIES } from '@sitewright/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Also check requests that carry no session cookie when a browser sent them (they have an Origin). */
    checkBrowserOrigin?: boolean;
    /**
     * The route reads no cookie and acts only on what the request itself names (a payment
     * provider's signed notification, the sandbox pay page's unguessable ref): a cookie riding along
     * grants nothing, so the check does not apply.
     */
    cookieless?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the Origin header names this server: the request's own host or PUBLIC_BASE_URL. */
export function isSameOrigin(request: FastifyRequest, publicBaseUrl: string): boolean {
  const header = request.headers.origin;
  if (!header) return false;
  let origin: URL;
  try {
    origin = new URL(header);
  } catch {
    // Includes the literal `null` that sandboxed frames and some redirects send.
    return false;
  }
  if (origin.origin === new URL(publicBaseUrl).origin) return true;
  try {
    // Parsed with the origin's scheme so that an explicit default port in Host still matches.
    return new URL(`${origin.protocol}//${request.host}`).host === origin.host;
  } catch {
    return false;
  }
}

/**
 * A cookie goes with every request the browser makes, including ones another site triggers. So a
 * state-changing request authenticated by the cookie must prove it came from our own pages: the
 * X-Requested-With header (which a cross-site form cannot set) and a same-origin Origin.
 * A request carrying X-Token is not cookie-authenticated: no other site can add that header.
 */
export const csrfPlugin = fp(
  async (app) => {
    const { publicBaseUrl } = app.config;
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      if (request.routeOptions.config.cookieless === true) return;
      if (typeof request.headers['x-token'] === 'string' && request.headers['x-token'] !== '') return;
      const cookieAuthenticated = request.cookies[COOKIES.token] !== undefined;
      const fromBrowser =
        request.routeOptions.config.checkBrowserOrigin === true && request.headers.origin !== undefined;
      if (!cookieAuthenticated && !fromBrowser) return;
      const marker = request.headers['x-requested-with'];
      const hasMarker = typeof marker === 'string' && marker.toLowerCase() === 'xmlhttprequest';
      if (!hasMarker || !isSameOrigin(request, publicBaseUrl)) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'csrf', dependencies: ['config', '@fastify/cookie', 'errors'] },
);

import { PREVIEW_LINK_TTL_SECONDS } from '@sitewright/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isAppError } from '../../lib/app-error.ts';
import { noticeHtml, noticeStatus } from '../site/index.ts';

/** Drafts are private: never kept by a browser or proxy cache, never indexed, never scripted. */
export function sendPreview(reply: FastifyReply, status: number, html: string | Buffer) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .header(
      'content-security-policy',
      "script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    )
    .header('x-frame-options', 'SAMEORIGIN')
    .send(html);
}

/** Another company's draft, a deleted one and a missing one look the same: not found. */
export function previewRefused(reply: FastifyReply, error: unknown) {
  if (isAppError(error) && error.key === 'ILLEGAL_OPERATION') {
    return sendPreview(reply, noticeStatus('not-found'), noticeHtml('not-found'));
  }
  throw error;
}

const PreviewQuery = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,15}$/),
  /** A shared link: company, expiry (unix seconds) and signature. */
  c: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .optional(),
  exp: z
    .string()
    .regex(/^[0-9]{1,12}$/)
    .optional(),
  sig: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});

export interface PreviewAccess {
  companyId: number;
  /** A sub-account's websites (null: every website of the company). */
  grants: readonly number[] | null;
  /** Opened through a shared link rather than a session. */
  signed: boolean;
  id: number;
}

/**
 * Draft previews (pages, articles, products): signed-in operators of the company open them with
 * their session; anyone else needs a signed link that expires. `scope` keeps the kinds apart: a
 * page's link never opens the article with the same id.
 */
export function previewAccess(options: {
  sign(message: string): Promise<string>;
  now: () => Date;
  /** Where the preview is served, e.g. /preview, /news/preview. */
  path: string;
  /** '' for pages (their links predate the others), else the collection's name. */
  scope: string;
}) {
  const { sign, now, path, scope } = options;
  const message = (companyId: number, id: number, expires: number) =>
    `${scope ? `${scope}.` : ''}${companyId}.${id}.${expires}`;

  return {
    /** A signed link to the preview of `id`, valid PREVIEW_LINK_TTL_SECONDS. */
    async link(app: FastifyInstance, request: FastifyRequest, companyId: number, id: number) {
      const expires = Math.floor(now().getTime() / 1000) + PREVIEW_LINK_TTL_SECONDS;
      const sig = await sign(message(companyId, id, expires));
      const query = new URLSearchParams({ id: String(id), c: String(companyId), exp: String(expires), sig });
      // A phone scanning the QR code must reach the server: PUBLIC_BASE_URL when it is set, else the
      // address this operator opened the back office by (localhost would mean the phone itself).
      const origin = app.config.publicBaseUrlConfigured
        ? app.config.publicBaseUrl
        : `${request.protocol}://${request.host}`;
      return {
        url: `${origin}${path}?${query}`,
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },

    /**
     * Who opens the preview: the signed link's company, or the signed-in operator's. Answers
     * undefined when it has already answered (a bad or expired link, a visitor sent to sign in).
     */
    async open(
      app: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<PreviewAccess | undefined> {
      const parsed = PreviewQuery.safeParse(request.query);
      if (!parsed.success) {
        await sendPreview(reply, 404, noticeHtml('not-found'));
        return undefined;
      }
      const query = parsed.data;
      const id = Number(query.id);
      if (query.sig !== undefined && query.c !== undefined && query.exp !== undefined) {
        const expected = await sign(message(Number(query.c), id, Number(query.exp)));
        const fresh = Number(query.exp) * 1000 > now().getTime();
        if (expected !== query.sig || !fresh) {
          await sendPreview(reply, 403, noticeHtml('link-expired'));
          return undefined;
        }
        return { companyId: Number(query.c), grants: null, signed: true, id };
      }
      const session = await app.sessions.find(request);
      if (!session) {
        const back = `${path}?id=${id}`;
        await reply.redirect(`/login?redirect=${encodeURIComponent(back)}`, 302);
        return undefined;
      }
      return { companyId: session.companyId, grants: session.websiteGrants, signed: false, id };
    },
  };
}

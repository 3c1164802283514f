import { type ErrorKey, errors, type Lang, langFromHeader, messageFor } from '@sitewright/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, isAppError } from '../lib/app-error.ts';
import { findUnstorableText, printable } from '../lib/unstorable-text.ts';

/** One invalid field of a request, as the envelope's `data.fields` lists it. */
export interface FieldProblem {
  path: string;
  message: string;
}

export function requestLang(request: FastifyRequest): Lang {
  return langFromHeader(request.headers['accept-language']);
}

/** Sends the envelope of an error from the contract table, with its HTTP status. */
export function sendError(
  reply: FastifyReply,
  key: ErrorKey,
  options: { data?: unknown; message?: string } = {},
): FastifyReply {
  const entry = errors[key];
  return reply.code(entry.status).send({
    code: entry.code,
    message: options.message ?? messageFor(key, requestLang(reply.request), options.data),
    data: options.data ?? null,
  });
}

function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  // A problem with the whole body or query (e.g. no body at all) is named after that part.
  return path === '' ? (context ?? 'body') : path;
}

function validationMessage(lang: Lang, fields: FieldProblem[]): string {
  if (lang === 'zh') return `${errors.VALIDATION.zh}：${fields.map((f) => f.path).join('、')}`;
  const details = fields.map((f) => `${f.path}: ${f.message}`).join('; ');
  return `${errors.VALIDATION.en.replace(/\.$/, '')}: ${details}`;
}

function keyForStatus(status: number): ErrorKey {
  if (status === 401) return 'SESSION_INVALID';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION';
}

/**
 * The one place where failures become envelopes: AppErrors keep their contract code, schema
 * failures name the fields, Fastify's own 4xx map onto the table, and anything else is a 500
 * whose details stay in the log.
 */
export const errorsPlugin = fp(
  async (app) => {
    // Browsers and API clients often send `Content-Type: application/json` with no body on calls
    // such as logout; Fastify would refuse that, so an empty body is read as no body.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });

    // One check for every call: a string the database cannot store as sent (NUL, a lone surrogate)
    // is refused here, naming its field, instead of failing in a query or being stored altered.
    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      for (const [part, value] of [
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const path = findUnstorableText(value);
        if (path === null) continue;
        const field = path.length === 0 ? part : path.map((p) => printable(String(p))).join('.');
        throw new AppError('TEXT_UNSTORABLE', {
          data: { field, fields: [{ path: field, message: 'contains a NUL character or a lone surrogate' }] },
        });
      }
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isAppError(error)) return sendError(reply, error.key, { data: error.data });

      const lang = requestLang(request);
      // Schema failures, from the zod validator compiler (fastify-type-provider-zod) or any other.
      if (Array.isArray(error.validation)) {
        const fields: FieldProblem[] = error.validation.map((v) => ({
          path: fieldPath(v.instancePath, error.validationContext),
          message: v.message ?? 'is invalid',
        }));
        return sendError(reply, 'VALIDATION', {
          message: validationMessage(lang, fields),
          data: { fields },
        });
      }

      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const key = keyForStatus(status);
        // Fastify's own 4xx texts (malformed JSON, bad content type) help the caller and reveal nothing.
        const message =
          key === 'VALIDATION' && lang === 'en' && error.code?.startsWith('FST_')
            ? `${messageFor(key, lang).replace(/\.$/, '')}: ${error.message}`
            : undefined;
        return sendError(reply, key, { message });
      }

      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 'INTERNAL');
    });

    app.setNotFoundHandler((_request, reply) => sendError(reply, 'NOT_FOUND'));
  },
  { name: 'errors' },
);

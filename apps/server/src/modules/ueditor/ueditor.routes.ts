import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  DEFAULT_UPLOAD_CONFIG,
  envelope,
  formatBytes,
  messageFor,
  UEDITOR_PATH,
  UEditorAnswer,
  UEditorCatchBody,
  UEditorQuery,
  UEditorScrawlBody,
  type UploadConfig,
} from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requestLang, sendError } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import type { EditorFileStore } from './editor-file-store.ts';
import { refusalMessage, refusalOf } from './refusal-message.ts';
import type { RemoteFetchPolicy } from './remote-image.ts';
import { createUEditorService, type EditorTarget, withTempDir } from './ueditor.service.ts';

export interface UEditorRoutesOptions {
  store: EditorFileStore;
  uploadConfig?: () => UploadConfig;
  remote?: RemoteFetchPolicy;
}

/** Form fields as plain values; a repeated field (`source[]=a&source[]=b`) becomes a list. */
function parseForm(text: string): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = form[key];
    form[key] = seen === undefined ? value : [seen, value].flat();
  }
  return form;
}

/** Reads a body schema, refusing like every other route does when it does not fit. */
function bodyOf<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.') || 'body',
      message: issue.message,
    }));
    throw new AppError('VALIDATION', { data: { fields } });
  }
  return parsed.data;
}

/** Streams the first file of a multipart upload to `dir`; refuses a missing or oversized file. */
async function receiveFile(
  request: FastifyRequest,
  dir: string,
  maxBytes: number,
): Promise<{ filePath: string; name: string }> {
  if (!request.isMultipart()) throw new AppError('UEDITOR_NO_FILE');
  let received: { filePath: string; name: string } | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type !== 'file') continue;
    const filePath = join(dir, 'upload');
    await pipeline(part.file, createWriteStream(filePath));
    if (part.file.truncated) {
      throw new AppError('FILE_TOO_LARGE', { data: { limit: formatBytes(maxBytes) } });
    }
    received = { filePath, name: part.filename };
  }
  if (!received) throw new AppError('UEDITOR_NO_FILE');
  return received;
}

/**
 * The rich-text editor's server endpoint, /api/baidu/u_editor (spec §7). `action` picks the call:
 * `config` (GET or POST), `uploadimage` and `uploadfile` (multipart, `type=ajax`), `uploadscrawl`
 * (a base64 screenshot) and `catchimage` (addresses of images to copy in). Every upload goes to
 * the media library of the `website_id` website, which must be the caller's company's.
 */
export const ueditorRoutes: FastifyPluginAsync<UEditorRoutesOptions> = async (app, options) => {
  const uploadConfig = options.uploadConfig ?? (() => DEFAULT_UPLOAD_CONFIG);
  const service = createUEditorService({
    db: app.db,
    store: options.store,
    uploadConfig,
    publicBaseUrl: app.config.publicBaseUrl,
    log: app.log,
    ...(options.remote ? { remote: options.remote } : {}),
  });

  if (!app.hasRequestDecorator('parts')) await app.register(fastifyMultipart);
  // The editor posts screenshots and capture lists as ordinary HTML form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(body as string)),
  );
  // A screenshot is a whole image in base64 (4 bytes per 3), plus the form around it.
  const formBodyLimit = () => Math.ceil(uploadConfig().limits.image / 3) * 4 + 64 * 1024;

  /** Answers an upload's refusal with its code, and `data.state` carrying the same message. */
  const refuseUpload = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const refusal = refusalOf(error);
    if (!refusal || refusal.key === 'ILLEGAL_OPERATION' || refusal.key === 'VALIDATION') throw error;
    const state = refusalMessage(refusal.key, refusal.values, requestLang(request));
    return sendError(reply, refusal.key, { message: state, data: { state } });
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'POST'],
    url: UEDITOR_PATH,
    schema: { querystring: UEditorQuery, response: { 200: envelope(UEditorAnswer) } },
    bodyLimit: formBodyLimit(),
    handler: async (request, reply) => {
      const { action, website_id: websiteId } = request.query;
      const session = sessionOf(request);
      const target: EditorTarget = { companyId: session.companyId, userId: session.userId, websiteId };
      await service.checkAccess(target);
      const lang = requestLang(request);
      const answer = (data: z.input<typeof UEditorAnswer>) => ({
        code: 0,
        message: messageFor('OK', lang),
        data,
      });
      if (action === 'config') return answer(service.config());
      // Only reading the configuration may be a GET: everything else stores files.
      if (request.method !== 'POST') throw new AppError('VALIDATION');
      try {
        switch (action) {
          case 'uploadimage':
          case 'uploadfile': {
            const kind = action === 'uploadimage' ? 'image' : 'file';
            return answer(
              await withTempDir(async (dir) =>
                service.upload(target, kind, await receiveFile(request, dir, service.maxBytes(kind))),
              ),
            );
          }
          case 'uploadscrawl':
            return answer(await service.scrawl(target, bodyOf(UEditorScrawlBody, request.body).upfile));
          case 'catchimage':
            return answer(await service.catchImages(target, bodyOf(UEditorCatchBody, request.body), lang));
        }
      } catch (error) {
        return refuseUpload(request, reply, error);
      }
    },
  });
};

import fastifyMultipart from '@fastify/multipart';
import {
  envelope,
  messageFor,
  UEDITOR_PATH,
  UEditorAnswer,
  UEditorCatchBody,
  UEditorQuery,
  UEditorScrawlBody,
} from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { requestLang, sendError } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import {
  countUpload,
  createUploadService,
  largestUpload,
  receiveUpload,
  rulesFor,
  type UploadLimiters,
  uploadTempRoot,
  withUploadDir,
} from '../upload/index.ts';
import type { RemoteFetchPolicy } from './remote-image.ts';
import { createUEditorService, type EditorTarget } from './ueditor.service.ts';

export interface UEditorRoutesOptions {
  remote?: RemoteFetchPolicy;
  /** The editor's uploads count against the same limits as the media library's. */
  limiters: UploadLimiters;
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

/**
 * The rich-text editor's server endpoint, /api/baidu/u_editor (spec §7). `action` picks the call:
 * `config` (GET or POST), `uploadimage` and `uploadfile` (multipart, `type=ajax`), `uploadscrawl`
 * (a base64 screenshot) and `catchimage` (addresses of images to copy in). Every upload goes to
 * the media library of the `website_id` website, which must be the caller's company's.
 */
export const ueditorRoutes: FastifyPluginAsync<UEditorRoutesOptions> = async (app, options) => {
  const rules = app.config.uploads;
  const tempDir = uploadTempRoot(app.config.dataDir);
  const library = createUploadService({ db: app.db, storage: app.storage, rules, tempDir });
  const service = createUEditorService({
    db: app.db,
    // Everything the editor uploads lands in the website's media library, checked like any upload.
    store: async (upload) => {
      const { file } = await library.storeUpload({
        companyId: upload.companyId,
        websiteId: upload.websiteId,
        name: upload.name,
        ...('path' in upload.content ? { path: upload.content.path } : { buffer: upload.content.bytes }),
        kind: upload.kind,
        ...(upload.sha256 ? { sha256: upload.sha256 } : {}),
      });
      return { url: file.url, name: file.name };
    },
    uploadConfig: rules.client,
    maxImagePixels: rules.maxImagePixels,
    publicBaseUrl: app.config.publicBaseUrl,
    log: app.log,
    ...(options.remote ? { remote: options.remote } : {}),
  });

  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, fileSize: largestUpload(rules) },
  });
  // The editor posts screenshots and capture lists as ordinary HTML form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(body as string)),
  );
  // A screenshot is a whole image in base64 (4 bytes per 3), plus the form around it.
  const formBodyLimit = Math.ceil(rules.client.limits.image / 3) * 4 + 64 * 1024;

  /** Answers an upload's refusal with its code, and `data.state` carrying the same message. */
  const refuseUpload = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!isAppError(error) || error.key === 'ILLEGAL_OPERATION' || error.key === 'VALIDATION') throw error;
    const state = messageFor(error.key, requestLang(request), error.data);
    return sendError(reply, error.key, { message: state, data: { state } });
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'POST'],
    url: UEDITOR_PATH,
    schema: { querystring: UEditorQuery, response: { 200: envelope(UEditorAnswer) } },
    bodyLimit: formBodyLimit,
    handler: async (request, reply) => {
      const { action, website_id: websiteId } = request.query;
      const session = sessionOf(request);
      const target: EditorTarget = { companyId: session.companyId, userId: session.userId, websiteId };
      await service.checkAccess(target, session.roles);
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
        await countUpload(options.limiters, request);
        switch (action) {
          case 'uploadimage':
          case 'uploadfile': {
            const kind = action === 'uploadimage' ? 'image' : 'file';
            return answer(
              await withUploadDir(tempDir, 'sw-ueditor-', async (dir) => {
                if (!request.isMultipart()) throw new AppError('UEDITOR_NO_FILE');
                const { file } = await receiveUpload(
                  request,
                  dir,
                  (name) => rulesFor(rules, kind, name).maxBytes,
                );
                if (!file) throw new AppError('UEDITOR_NO_FILE');
                return service.upload(target, kind, {
                  path: file.path,
                  name: file.name,
                  sha256: file.sha256,
                });
              }),
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

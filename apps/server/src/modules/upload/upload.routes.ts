import fastifyMultipart from '@fastify/multipart';
import { type UploadKind, UploadFields, uploadCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { receiveUpload } from './receive-upload.ts';
import { createUploadService } from './upload.service.ts';
import { countUpload, type UploadLimiters } from './upload-limits.ts';
import { largestUpload, rulesFor } from './upload-rules.ts';
import { uploadTempRoot, withUploadDir } from './upload-temp.ts';

/**
 * The three upload calls (spec §7) and the limits the client checks against before sending.
 * Multipart parsing is registered here only, so no other route accepts file bodies.
 */
export interface UploadRoutesOptions {
  limiters: UploadLimiters;
}

export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, { limiters }) => {
  const rules = app.config.uploads;
  const tempDir = uploadTempRoot(app.config.dataDir);
  const service = createUploadService({ db: app.db, storage: app.storage, rules, tempDir });
  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      fileSize: largestUpload(rules),
      headerPairs: 100,
    },
  });

  /** Receives the request's file into a temporary directory, runs `use`, and removes the directory. */
  async function withUpload<T>(
    request: FastifyRequest,
    kind: UploadKind,
    use: (input: { fields: UploadFields; path: string; name: string; sha256: string }) => Promise<T>,
  ): Promise<T> {
    if (!request.isMultipart()) {
      throw new AppError('VALIDATION', {
        data: { fields: [{ path: 'file', message: 'a multipart/form-data body is expected' }] },
      });
    }
    await countUpload(limiters, request);
    return withUploadDir(tempDir, 'sw-upload-', async (dir) => {
      const { fields, file } = await receiveUpload(
        request,
        dir,
        (name) => rulesFor(rules, kind, name).maxBytes,
        async (early) => {
          // Browsers send the fields first: another company's website is refused before its file is read.
          const target = UploadFields.safeParse(early);
          if (target.success) {
            await service.requireTarget(
              app.db,
              sessionOf(request).companyId,
              target.data.website_id,
              target.data.folder_id,
            );
          }
        },
      );
      const parsed = UploadFields.safeParse(fields);
      if (!parsed.success) {
        throw new AppError('VALIDATION', {
          data: { fields: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
        });
      }
      if (!file)
        throw new AppError('VALIDATION', {
          data: { fields: [{ path: 'file', message: 'a file is required' }] },
        });
      return use({ fields: parsed.data, path: file.path, name: file.name, sha256: file.sha256 });
    });
  }

  addCall(app, uploadCalls.config, async () => rules.client);

  addCall(app, uploadCalls.file, async (request) =>
    withUpload(request, 'file', ({ fields, path, name, sha256 }) =>
      service.storeUpload({
        companyId: sessionOf(request).companyId,
        websiteId: fields.website_id,
        folderId: fields.folder_id ?? null,
        name,
        path,
        sha256,
        kind: 'file',
      }),
    ),
  );

  addCall(app, uploadCalls.zip, async (request) =>
    withUpload(request, 'zip', ({ fields, path, name }) =>
      service.storeArchive({
        companyId: sessionOf(request).companyId,
        websiteId: fields.website_id,
        folderId: fields.folder_id ?? null,
        name,
        path,
      }),
    ),
  );

  addCall(app, uploadCalls.xlsx, async (request) =>
    withUpload(request, 'xlsx', ({ fields, path, name, sha256 }) =>
      service.storeSpreadsheet({
        companyId: sessionOf(request).companyId,
        websiteId: fields.website_id,
        folderId: fields.folder_id ?? null,
        name,
        path,
        sha256,
      }),
    ),
  );
};

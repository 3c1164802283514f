import type { FastifyPluginAsync } from 'fastify';
import { filesRoutes } from './files.routes.ts';
import { type UploadRoutesOptions, uploadRoutes as uploadCalls } from './upload.routes.ts';

// The upload module's public entry: what other modules (the media library, the editor's
// uploads) and app.ts may use of it.

/** The module's one plugin: the upload calls and the serving of stored files under /files/. */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, options) => {
  await app.register(uploadCalls, options);
  await app.register(filesRoutes);
};
export { createMediaFileServer, type MediaFileServer, writeMediaFile } from './file-serving.ts';
export { toMediaFile, toMediaFolder } from './media-file.ts';
export { type ReceivedFile, receiveUpload } from './receive-upload.ts';
export {
  countUpload,
  createMemoryUploadLimiters,
  createRedisUploadLimiters,
  type UploadLimiters,
} from './upload-limits.ts';
export { largestUpload, rulesFor } from './upload-rules.ts';
export { uploadTempRoot, withUploadDir } from './upload-temp.ts';
export { createUploadService, type UploadService } from './upload.service.ts';

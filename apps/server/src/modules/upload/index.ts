// The upload module's public entry: what other modules (the media library, the editor's
// uploads) and app.ts may use of it.
export { filesRoutes } from './files.routes.ts';
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
export { uploadRoutes } from './upload.routes.ts';
export { createUploadService, type UploadService } from './upload.service.ts';

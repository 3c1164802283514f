import { fileExtension, IMAGE_EXTENSIONS, type UploadKind } from '@sitewright/contract';
import type { UploadSettings } from '../../lib/files/upload-config.ts';

const IMAGES: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);

/** The extensions a kind of upload accepts and the largest file it takes with this name. */
export function rulesFor(
  settings: UploadSettings,
  kind: UploadKind,
  name: string,
): { allowed: string[]; maxBytes: number } {
  const { limits, extensions } = settings.client;
  // An image sent through the general file upload is still held to the image limit.
  const maxBytes = kind === 'file' && IMAGES.has(fileExtension(name)) ? limits.image : limits[kind];
  return { allowed: extensions[kind], maxBytes };
}

/** The largest file any upload accepts: the bound multipart parsing enforces before ours. */
export function largestUpload(settings: UploadSettings): number {
  return Math.max(...Object.values(settings.client.limits));
}

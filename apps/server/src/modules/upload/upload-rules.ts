import {
  ARCHIVE_DEFAULT_LIMITS,
  type ArchiveLimits,
  DEFAULT_UPLOAD_CONFIG,
  fileExtension,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_PIXELS,
  type UploadConfig,
  type UploadKind,
} from '@sitewright/contract';
import type { UploadOverrides } from '../../config.ts';

/** Everything an upload is checked against: what the client is told, plus the server-only bounds. */
export interface UploadRules {
  /** Served at GET /api/upload/config. */
  client: UploadConfig;
  maxImagePixels: number;
  archive: ArchiveLimits;
}

/** The product's defaults with what the operator configured on top. */
export function uploadRules(overrides: UploadOverrides): UploadRules {
  const d = DEFAULT_UPLOAD_CONFIG;
  const m = overrides.maxBytes;
  return {
    client: {
      limits: {
        image: m.image ?? d.limits.image,
        file: m.file ?? d.limits.file,
        xlsx: m.xlsx ?? d.limits.xlsx,
        zip: m.zip ?? d.limits.zip,
      },
      extensions: { ...d.extensions, file: overrides.fileExtensions ?? d.extensions.file },
    },
    maxImagePixels: overrides.maxImagePixels ?? IMAGE_MAX_PIXELS,
    archive: {
      ...ARCHIVE_DEFAULT_LIMITS,
      maxEntries: overrides.maxArchiveEntries ?? ARCHIVE_DEFAULT_LIMITS.maxEntries,
    },
  };
}

const IMAGES: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);

/** The extensions a kind of upload accepts and the largest file it takes with this name. */
export function rulesFor(
  rules: UploadRules,
  kind: UploadKind,
  name: string,
): { allowed: string[]; maxBytes: number } {
  const { limits, extensions } = rules.client;
  const allowed = extensions[kind];
  // An image sent through the general file upload is still held to the image limit.
  const maxBytes = kind === 'file' && IMAGES.has(fileExtension(name)) ? limits.image : limits[kind];
  return { allowed, maxBytes };
}

/** The largest file any upload accepts: the bound multipart parsing enforces before ours. */
export function largestUpload(rules: UploadRules): number {
  return Math.max(...Object.values(rules.client.limits));
}
